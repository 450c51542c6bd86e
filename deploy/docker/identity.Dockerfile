# syntax=docker/dockerfile:1.7
# The identity service (oidc-provider); its cli.js migrate runs in the migration Job after the API's.
# Build from the repository root: docker build -f deploy/docker/identity.Dockerfile -t portal-identity .

FROM node:24-bookworm-slim AS build
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
# Never npm ci: the lockfile lacks other platforms' optional binaries (README).
RUN npm install --no-audit --no-fund
RUN npx nx run identity:build

FROM node:24-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
# The services' bundles import only the root's runtime dependencies; the workspaces are bundled in.
RUN npm install --omit=dev --workspaces=false --ignore-scripts --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app/services/identity
COPY --from=production-deps --chown=root:root /app/node_modules /app/node_modules
COPY --from=build --chown=root:root /repo/services/identity/dist ./dist
COPY --chown=root:root services/identity/package.json ./package.json
USER node
EXPOSE 3001 9465
CMD ["node", "--import", "./dist/instrument.js", "dist/main.js"]
