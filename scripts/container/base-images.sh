#!/usr/bin/env bash
# Stand-ins for the public base images, built from Debian packages, for machines that cannot reach
# a container registry (like this project's development machines). Each is tagged with the name
# the Dockerfile and compose.yaml expect, so those files are used unchanged:
#   docker.io/library/debian:bookworm-slim   debootstrap --variant=minbase, trimmed as the official
#                                            slim image is (no docs, man pages, locales, apt lists)
#   docker.io/library/node:24-bookworm-slim  that + this checkout's Node 24 (node_modules/node) and npm
#   docker.io/library/postgres:15            that + Debian's postgresql-15, with an entrypoint that
#                                            honours POSTGRES_USER/PASSWORD/DB and PGDATA like the
#                                            official image's
# An image that exists already is kept (--rebuild to make them again). The debootstrap tarball is
# cached in $TEMPERO_BASE_CACHE (default /tmp/tempero-base). Needs root, podman and debootstrap.
# Usage: scripts/container/base-images.sh [--rebuild]
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
CACHE=${TEMPERO_BASE_CACHE:-/tmp/tempero-base}
REBUILD=${1:-}
DEBIAN=docker.io/library/debian:bookworm-slim
NODE=docker.io/library/node:24-bookworm-slim
POSTGRES=docker.io/library/postgres:15
PODMAN=(podman)
mkdir -p "$CACHE"
# shellcheck source=scripts/container/podman-env.sh
. scripts/container/podman-env.sh

have() { [ "$REBUILD" != --rebuild ] && "${PODMAN[@]}" image exists "$1"; }
log() { printf '[base-images] %s\n' "$*"; }

if ! have "$DEBIAN"; then
  tarball="$CACHE/debian-bookworm-slim.tar"
  if [ ! -s "$tarball" ] || [ "$REBUILD" = --rebuild ]; then
    rootfs="$CACHE/rootfs.$$"
    log "debootstrap bookworm (minbase) into $rootfs"
    debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$CACHE/debootstrap.log" 2>&1 ||
      { tail -20 "$CACHE/debootstrap.log"; exit 1; }
    # What the official slim image leaves out (its dpkg excludes), so later installs leave it out too.
    cat >"$rootfs/etc/dpkg/dpkg.cfg.d/docker" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
DPKG
    cat >"$rootfs/etc/apt/apt.conf.d/docker-clean" <<'APT'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";
APT
    find "$rootfs/usr/share/doc" -mindepth 1 ! -name copyright ! -type d -delete
    rm -rf "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/var/cache/apt/*.bin \
      "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*.log
    find "$rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
    tar -C "$rootfs" -cf "$tarball.tmp" . && mv "$tarball.tmp" "$tarball"
    rm -rf "$rootfs"
  fi
  log "importing $DEBIAN"
  "${PODMAN[@]}" import --change 'CMD ["bash"]' "$tarball" "$DEBIAN" >/dev/null
fi
tempero_podman_env "$DEBIAN"

if ! have "$NODE"; then
  ctx=$(mktemp -d "$CACHE/node-ctx.XXXX")
  node_bin=$(readlink -f "$ROOT/node_modules/node/bin/node")
  [ -x "$node_bin" ] || { echo "node_modules/node/bin/node is missing: run npm ci first" >&2; exit 1; }
  # The npm that runs here (its package folder, not `npm root -g`: with node_modules/.bin first
  # on PATH that names the node package's own folder, which holds no npm).
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  [ -f "$npm_dir/package.json" ] || { echo "npm's package folder not found (from $(command -v npm))" >&2; exit 1; }
  cp "$node_bin" "$ctx/node"
  cp -a "$npm_dir" "$ctx/npm"
  # A machine whose traffic to the npm registry passes a TLS-inspecting proxy trusts that proxy's
  # CA through npm's cafile: the builds inside this image get the same bundle. (The official image
  # needs none: the registry's certificate is public.)
  ca_env=""
  # Asked of npm's own global config ($prefix/etc/npmrc, beside its package folder): with
  # node_modules/.bin first on PATH npm would look for it under the node package instead.
  npm_prefix=$(dirname "$(dirname "$(dirname "$npm_dir")")")
  cafile=$(npm config get cafile --globalconfig "$npm_prefix/etc/npmrc" 2>/dev/null || true)
  if [ -n "$cafile" ] && [ "$cafile" != null ] && [ -s "$cafile" ]; then
    cp "$cafile" "$ctx/host-ca.crt"
    ca_env="COPY host-ca.crt /usr/local/share/host-ca.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca.crt npm_config_cafile=/usr/local/share/host-ca.crt"
  fi
  cat >"$ctx/Containerfile" <<CF
FROM $DEBIAN
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
$ca_env
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && node --version && npm --version
CMD ["node"]
CF
  log "building $NODE (node $("$node_bin" --version), npm $(npm --version))"
  "${PODMAN[@]}" build -q --format docker -t "$NODE" "$ctx" >/dev/null
  rm -rf "$ctx"
fi

if ! have "$POSTGRES"; then
  log "building $POSTGRES"
  "${PODMAN[@]}" build -q --format docker --build-arg BASE="$DEBIAN" -t "$POSTGRES" \
    -f scripts/container/postgres.Containerfile scripts/container >/dev/null
fi
log "ready: $DEBIAN, $NODE, $POSTGRES"
