# syntax=docker/dockerfile:1.7
# The background worker (mail outbox, re-adjudication): no traffic port, only /livez, /readyz and /metrics.
# Build from the repository root: docker build -f deploy/docker/worker.Dockerfile -t portal-worker .

FROM node:24-bookworm-slim AS build
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
# Never npm ci: the lockfile lacks other platforms' optional binaries (README).
RUN npm install --no-audit --no-fund
RUN npx nx run worker:build

FROM node:24-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
# The services' bundles import only the root's runtime dependencies; the workspaces are bundled in.
RUN npm install --omit=dev --workspaces=false --ignore-scripts --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app/services/worker
COPY --from=production-deps --chown=root:root /app/node_modules /app/node_modules
COPY --from=build --chown=root:root /repo/services/worker/dist ./dist
COPY --chown=root:root services/worker/package.json ./package.json
USER node
EXPOSE 9466
CMD ["node", "--import", "./dist/instrument.js", "dist/main.js"]
