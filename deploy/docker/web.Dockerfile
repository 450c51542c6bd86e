# syntax=docker/dockerfile:1.7
# The web edge: nginx (Debian's, the one `npm run test:production` runs) serving the shell at / and
# each remote at /remotes/<project>/, proxying /api/ and the identity origin (deploy/nginx).
#   docker build -f deploy/docker/web.Dockerfile -t portal-web .                                      # shell + every remote
#   docker build -f deploy/docker/web.Dockerfile --build-arg APPS=mf-provider -t portal-web-mf-provider .   # one remote, rolled out alone
# Runs as uid 101 on 8080 (portal) and 8081 (identity origin); the rendered config lives in /tmp.

FROM node:24-bookworm-slim AS build
ARG APPS="shell mf-provider mf-admin mf-superadmin mf-claims-admin"
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npm install --no-audit --no-fund
RUN npx nx run-many -t build -p ${APPS}
RUN node deploy/docker/assemble-web-root.mjs /srv/portal ${APPS}

FROM debian:bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
     nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static gettext-base \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --system --gid 101 portal-web && useradd --system --uid 101 --gid 101 --no-create-home portal-web
COPY --from=build /srv/portal /srv/portal
COPY deploy/nginx /etc/portal-nginx
COPY deploy/docker/web-entrypoint.sh /usr/local/bin/web-entrypoint.sh
# Defaults for the Kubernetes base; WEB_ROOT's config/config.json is the mounted ConfigMap.
ENV PORTAL_LISTEN=8080 IDENTITY_LISTEN=8081 WEB_ROOT=/srv/portal TRUSTED_PROXY_CIDR=10.0.0.0/8
USER 101:101
EXPOSE 8080 8081
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/web-entrypoint.sh"]
