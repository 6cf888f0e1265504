# syntax=docker/dockerfile:1
# The Workbay server image: API, server-rendered pages and images on one port (README
# "Running in production", docs/decisions/0025). Build: docker build -t workbay .
# The start never builds: the web build is made here, in the build stage.

# --- all dependencies, to build the web app
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/demo-seed/package.json packages/demo-seed/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/demo-seed/package.json packages/demo-seed/
COPY packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- the image: production dependencies, the sources the server runs (TypeScript through tsx,
# a production dependency) and the web build; no compiler, no dev tools
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    APP_MODE=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY package.json tsconfig.json tsconfig.base.json ./
COPY scripts/start.mjs scripts/
COPY apps/api apps/api
COPY packages packages
COPY content content
COPY --from=build /app/apps/web/build apps/web/build
# DATA_DIR holds only caches (resized images) in production: originals are in the database or S3.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (readyz 503 for SHUTDOWN_DRAIN_SECONDS), then finishes in-flight requests.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
