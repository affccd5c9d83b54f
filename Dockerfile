# Tempero's container image: `docker build -t tempero:0.1.0 .` (or podman build --format docker).
# Multi-arch: docker buildx build --platform linux/amd64,linux/arm64 -t REGISTRY/tempero:0.1.0 --push .
#
# Three stages: `build` installs every dependency and builds the web app, `deps` installs only the
# production dependencies (among them the pinned Node 24 binary, npm package `node`), and the
# runtime is Debian slim with those two copied in: no npm, no compiler, no dev dependencies, no
# tests, no browsers. The runtime runs Node from node_modules, the same binary `npm start` uses.
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim
ARG RUNTIME_IMAGE=docker.io/library/debian:bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The web app and its server renderer (dist/web, dist/ssr), and a new migrated embedded database
# (dist/embedded-db-template.tar.gz) that a first start loads instead of initialising one.
RUN node_modules/.bin/node scripts/build-if-stale.ts --force \
 && node_modules/.bin/node scripts/container/embedded-template.ts

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV CI=true npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json ./
# The `node` package links its binary into node_modules/node/bin; the platform package it came
# from (with 67 MB of C headers) is not needed once linked. Type declarations are not run, and
# tesseract.js-core's *.wasm.js are its browser builds (25 MB; Node loads the .wasm files).
RUN npm ci --omit=dev \
 && node_modules/.bin/node --version \
 && rm -rf node_modules/node/node_modules/node-linux-* node_modules/node/node_modules/node-darwin-* \
      node_modules/@types node_modules/.package-lock.json node_modules/tesseract.js-core/*.wasm.js \
 && node_modules/.bin/node --version \
 && npm cache clean --force

FROM ${RUNTIME_IMAGE}
ARG TEMPERO_VERSION=0.1.0
LABEL org.opencontainers.image.title="Tempero" \
      org.opencontainers.image.description="Self-hostable recipe app (PWA) in English and Brazilian Portuguese" \
      org.opencontainers.image.version="${TEMPERO_VERSION}"
# A fixed uid/gid, so a bind-mounted data folder can be given to it: chown 10001:10001 ./data
RUN groupadd --system --gid 10001 tempero \
 && useradd --system --uid 10001 --gid tempero --home-dir /data --no-create-home --shell /usr/sbin/nologin tempero \
 && mkdir -p /data && chown tempero:tempero /data && chmod 700 /data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY src/shared ./src/shared
COPY src/server ./src/server
# The chef's and the line reader's data (foods, cookbook, language packs): read at run time.
COPY src/knowledge ./src/knowledge
COPY scripts/container/tempero scripts/container/healthcheck.mjs /usr/local/bin/
# The server's TypeScript stripped once here (keyed by path and content), so the server never
# loads Node's stripper and nothing is written under /app at run time.
RUN ln -s /app/node_modules/node/bin/node /usr/local/bin/node \
 && chmod 755 /usr/local/bin/tempero /usr/local/bin/healthcheck.mjs \
 && node --input-type=module -e "const m = await import('/app/src/server/stripped-sources.ts'); if (!m.prepareStrippedSources()) process.exit(1);" \
 && echo "${TEMPERO_VERSION}" > /app/VERSION
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
USER tempero:tempero
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
# Healthy once the server answers /api/health (which asks the database). A first start on a new
# embedded database initialises it (about 10 s): the start period allows for it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "/usr/local/bin/healthcheck.mjs"]
CMD ["node", "/app/src/server/main.ts"]
