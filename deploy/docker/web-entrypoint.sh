#!/bin/sh
# Renders /etc/portal-nginx into /tmp/nginx with envsubst, replacing only the names in its `variables`
# (as tools/production/nginx-config.mjs does for the production test), then runs nginx in the foreground.
set -eu
src=/etc/portal-nginx
out=/tmp/nginx
mkdir -p "$out"
names=""
for name in $(cat "$src/variables"); do
  eval "value=\${$name-}"
  if [ -z "$value" ]; then echo "web-entrypoint: $name is not set" >&2; exit 1; fi
  names="$names \${$name}"
done
for file in "$src"/*.template; do
  envsubst "$names" < "$file" > "$out/$(basename "$file" .template)"
done
cp "$src"/*.conf "$out/"
exec nginx -c "$out/nginx.conf" -p /tmp -g 'daemon off;'
