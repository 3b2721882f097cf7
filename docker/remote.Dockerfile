# syntax=docker/dockerfile:1.7
# One remote as a static site (issue 33.4): nginx serving /remotes/<name>/<version>/… — this build and
# the releases of the image it follows (PREVIOUS), so that an administrator can roll back to one of
# them — and /remotes/<name>/releases.json listing them, which the API reads. Build from the
# repository root (docs/remotes.md, "Deploy"):
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE=reports \
#     --build-arg PREVIOUS=registry.example.org/pathdesk-remote-reports:1.0.0 \
#     -t registry.example.org/pathdesk-remote-reports:1.1.0 .
# The first image of a remote has no PREVIOUS (the default: plain nginx, no release).
ARG NODE_VERSION=24
ARG NGINX_IMAGE=nginx:1.27-alpine
ARG PREVIOUS=nginx:1.27-alpine

# --- build: this remote only (the libs it uses are built into it) ---------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG REMOTE
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# `npm install` against the lockfile (npm ci refuses lockfiles without other platforms' binaries).
RUN npm install --no-audit --no-fund
COPY . .
RUN test -n "${REMOTE}" && npx nx run "${REMOTE}:build" --outputStyle=static

# --- the releases the previous image served --------------------------------------------------------
FROM ${PREVIOUS} AS previous
RUN mkdir -p /usr/share/nginx/html/remotes

# --- runtime: nginx and the releases -------------------------------------------------------------
FROM ${NGINX_IMAGE}
ARG REMOTE
COPY docker/remote-nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/remote-releases.sh /usr/local/bin/remote-releases
COPY --from=previous /usr/share/nginx/html/remotes/ /usr/share/nginx/html/remotes/
COPY --from=build /app/dist/apps/${REMOTE}/ /tmp/release/
RUN sh /usr/local/bin/remote-releases "${REMOTE}" /tmp/release /usr/share/nginx/html/remotes && rm -rf /tmp/release
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
