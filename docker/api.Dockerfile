# syntax=docker/dockerfile:1.7
# PathDesk production image: the API, which also serves the built shell and remotes from one origin.
# Build from the repository root:  docker build -f docker/api.Dockerfile -t pathdesk .
ARG NODE_VERSION=24

# --- build: install everything, build the API bundle and the web apps ---------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# `npm install` against the lockfile (npm ci refuses lockfiles without other platforms' binaries).
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --projects=api,shell,workspace,settings,reports,templates --outputStyle=static

# --- runtime: Node 24, Chromium and Thai fonts for PDFs, production dependencies only -----------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-thai-tlwg dumb-init curl ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium \
    PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/apps ./dist/apps
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD curl -fsS "http://127.0.0.1:${PORT}/api/health" > /dev/null || exit 1
ENTRYPOINT ["dumb-init", "--"]
# The same command .ci/smoke-production.sh runs outside Docker.
CMD ["node", "dist/apps/api/main.js"]
