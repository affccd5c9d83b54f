#!/usr/bin/env bash
# End-to-end test of the container image and compose.yaml, as a self-hoster would use them:
#   1. builds the image (Dockerfile) and checks it: non-root, no npm, compilers or dev dependencies
#   2. compose.yaml with PostgreSQL from a fresh .env: up -d, healthcheck, sign up, create a recipe,
#      import one from a photo (OCR in the image)
#   3. restarts the containers and finds the recipe again
#   4. SIGTERM while requests are in flight: each is answered, the app exits 0, nothing is lost
#   5. the tempero CLI inside the image (an invite on PostgreSQL)
#   6. upgrades from the previous build, on PostgreSQL (compose) and on the embedded database
#      (podman run): data kept, migrations run once, the embedded database copied first
# and prints what it measured (image size, build time, time to healthy).
#
# Usage: scripts/container-test.sh [--keep]
#   PREVIOUS_REF   the build to upgrade from (default: the newest v* tag, else the commit before
#                  the newest migration: an upgrade that migrates)
#   TEMPERO_BASE_CACHE  where base-images.sh caches its debootstrap tarball (default /tmp/tempero-base)
#   CONTAINER_TEST_PORT  first of 3 loopback ports used (default 4120)
# Needs root, podman, debootstrap (for the stand-in base images) and docker compose or
# docker-compose (talking to podman's Docker API on a private socket).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
NODE=$ROOT/node_modules/.bin/node
[ -x "$NODE" ] || { echo "node_modules is missing: run npm ci first" >&2; exit 1; }
KEEP=${1:-}
PORT=${CONTAINER_TEST_PORT:-4120}
WORK=$(mktemp -d /tmp/tempero-container-test.XXXXXX)
VERSION=$("$NODE" -p "require('./package.json').version")
NEW_TAG="$VERSION-test"
PREV_TAG="$VERSION-previous"
PG_PROJECT=tct-pg
UP_PROJECT=tct-upgrade
EMBEDDED=tct-embedded
START=$(date +%s.%N)
SERVICE_PID=
HEALTH_PID=

elapsed() { printf '%6.1f' "$(echo "$(date +%s.%N) - $1" | bc)"; }
step() { printf '\n[%s s] == %s\n' "$(elapsed "$START")" "$*"; }
note() { printf '[%s s] %s\n' "$(elapsed "$START")" "$*"; }
die() { printf '\nFAILED: %s\n' "$*" >&2; exit 1; }
drive() { "$NODE" scripts/container/drive.ts "$@"; }
SUMMARY=()
# A figure for the summary, with the load average it was taken at (the machine may be shared).
measured() {
  local line="$* (load $(cut -d' ' -f1 /proc/loadavg))"
  SUMMARY+=("$line")
  note "$line"
}

cleanup() {
  local status=$?
  set +e
  if [ "$KEEP" != --keep ]; then
    for p in "$PG_PROJECT" "$UP_PROJECT"; do
      [ -d "$WORK/$p" ] && (cd "$WORK/$p" && "${COMPOSE[@]}" down -v --remove-orphans >/dev/null 2>&1)
    done
    podman rm -f "$EMBEDDED" >/dev/null 2>&1
    podman volume rm -f "$EMBEDDED-data" >/dev/null 2>&1
  fi
  [ -n "$HEALTH_PID" ] && kill "$HEALTH_PID" 2>/dev/null
  [ -n "$SERVICE_PID" ] && kill "$SERVICE_PID" 2>/dev/null
  [ "$KEEP" = --keep ] || rm -rf "$WORK"
  exit $status
}
trap cleanup EXIT

step "Base images (stand-ins for the public debian, node and postgres images)"
scripts/container/base-images.sh
# shellcheck source=scripts/container/podman-env.sh
. scripts/container/podman-env.sh
tempero_podman_env docker.io/library/debian:bookworm-slim

step "Building the image tempero:$NEW_TAG from this checkout"
t0=$(date +%s.%N)
podman build --format docker --build-arg TEMPERO_VERSION="$NEW_TAG" -t "localhost/tempero:$NEW_TAG" . >"$WORK/build.log" 2>&1 ||
  { tail -40 "$WORK/build.log"; die "the image did not build"; }
measured "build: $(elapsed "$t0") s"
size=$(podman image inspect "localhost/tempero:$NEW_TAG" --format '{{.Size}}')
measured "image size: $((size / 1000000)) MB ($size bytes, uncompressed)"

step "The image: non-root, no npm, compilers, dev dependencies or tests"
user=$(podman image inspect "localhost/tempero:$NEW_TAG" --format '{{.Config.User}}')
[ "$user" = tempero:tempero ] || die "the image runs as '$user'"
podman run --rm --entrypoint sh "localhost/tempero:$NEW_TAG" -c '
  set -e
  [ "$(id -u)" = 10001 ] || { echo "uid $(id -u)"; exit 1; }
  for tool in npm npx gcc cc g++ make python3 git; do
    if command -v "$tool" >/dev/null 2>&1; then echo "found $tool"; exit 1; fi
  done
  for dev in vite vitest typescript @playwright eslint drizzle-kit react lighthouse; do
    if [ -e "/app/node_modules/$dev" ]; then echo "dev dependency $dev"; exit 1; fi
  done
  if [ -e /app/tests ] || [ -e /app/bench ] || [ -e /app/src/web ]; then echo "tests or sources"; exit 1; fi
  if find /app/src -name "*.test.ts" | grep -q .; then echo "test files"; exit 1; fi
  node --version
  tempero --help >/dev/null
' || die "the image holds what it should not"
note "runs as uid 10001; no npm, compilers, dev dependencies, tests or web sources"

step "Podman's Docker API for compose"
export DOCKER_HOST="unix://$WORK/podman.sock"
podman system service --time=0 "$DOCKER_HOST" >"$WORK/podman-service.log" 2>&1 &
SERVICE_PID=$!
for _ in $(seq 1 50); do [ -S "$WORK/podman.sock" ] && break; sleep 0.1; done
if docker compose version >/dev/null 2>&1; then COMPOSE=(docker compose); else COMPOSE=(docker-compose); fi
"${COMPOSE[@]}" version >/dev/null 2>&1 || die "neither docker compose nor docker-compose works"
note "compose: ${COMPOSE[*]} ($("${COMPOSE[@]}" version 2>/dev/null | head -1))"
# Podman schedules healthchecks with systemd timers; without systemd, run them as Docker's engine would.
if [ ! -S /run/systemd/private ]; then
  (while :; do
    for c in $(podman ps -q --filter health=starting --filter health=healthy --filter health=unhealthy 2>/dev/null); do
      podman healthcheck run "$c" >/dev/null 2>&1 || true
    done
    sleep 2
  done) &
  HEALTH_PID=$!
  note "no systemd: this script runs the containers' healthchecks every 2 s"
fi

# A compose project from a fresh copy of compose.yaml and .env.example, as a self-hoster makes it.
project() {
  local name=$1 port=$2 tag=$3 dir="$WORK/$1"
  mkdir -p "$dir"
  cp compose.yaml "$dir/compose.yaml"
  sed -e "s/^POSTGRES_PASSWORD=.*/POSTGRES_PASSWORD=$(openssl rand -hex 16)/" \
    -e "s/^COMPOSE_PROJECT_NAME=.*/COMPOSE_PROJECT_NAME=$name/" \
    -e "s/^TEMPERO_VERSION=.*/TEMPERO_VERSION=$tag/" \
    -e 's/^SIGNUPS=.*/SIGNUPS=open/' .env.example >"$dir/.env"
  # TEMPERO_BIND is left to compose.yaml's default (127.0.0.1), which the first project checks.
  printf 'TEMPERO_PORT=%s\nTEMPERO_IMAGE=localhost/tempero\n' "$port" >>"$dir/.env"
}
in_project() { (cd "$WORK/$1" && shift && "${COMPOSE[@]}" "$@"); }
container_of() { in_project "$1" ps -q "$2"; }
# Waits until the container's own healthcheck passes (run now, not its last recorded status);
# prints the seconds since $2 (a date +%s.%N).
wait_healthy() {
  local ctr=$1 since=$2 deadline=$((SECONDS + 180))
  while [ $SECONDS -lt $deadline ]; do
    if podman healthcheck run "$ctr" >/dev/null 2>&1; then elapsed "$since"; return 0; fi
    if [ "$(podman inspect "$ctr" --format '{{.State.Running}}' 2>/dev/null)" != true ]; then
      podman logs --tail 30 "$ctr" >&2
      die "container $ctr stopped while starting"
    fi
    sleep 0.5
  done
  podman logs --tail 30 "$ctr" >&2
  die "container $ctr was not healthy within 180 s"
}
# When podman started the container (its StartedAt), as a date +%s.%N.
since_started() { date -d "$(podman inspect "$1" --format '{{.State.StartedAt}}' | sed 's/ +0000 UTC//')" +%s.%N; }

step "compose up -d: the app with PostgreSQL, from a fresh .env"
project "$PG_PROJECT" "$PORT" "$NEW_TAG"
t0=$(date +%s.%N)
in_project "$PG_PROJECT" up -d >"$WORK/up.log" 2>&1 || { cat "$WORK/up.log"; die "compose up failed"; }
app=$(container_of "$PG_PROJECT" app)
measured "compose up -d → app healthy (PostgreSQL new, first start): $(wait_healthy "$app" "$t0") s (app container start → healthy: $(wait_healthy "$app" "$(since_started "$app")") s)"
# compose.yaml's hardened defaults, as the running container has them (issue 36).
hardening=$(podman inspect "$app" --format '{{.HostConfig.ReadonlyRootfs}} {{.HostConfig.CapDrop}} {{.HostConfig.SecurityOpt}} {{json .HostConfig.PortBindings}}')
note "app container: $hardening"
case "$hardening" in true*) ;; *) die "the app's root file system is writable" ;; esac
grep -qi 'no-new-privileges' <<<"$hardening" || die "the app may gain privileges (no no-new-privileges)"
grep -q '"HostIp":"127.0.0.1"' <<<"$hardening" || die "the app's port is not published on 127.0.0.1 by default"
podman exec "$app" sh -c 'touch /app/x' 2>/dev/null && die "the app could write under /app"
podman exec "$app" sh -c 'touch /tmp/x && rm /tmp/x' || die "the app cannot write /tmp"
[ "$(podman exec "$app" awk '/^CapEff:/ { print $2 }' /proc/1/status)" = 0000000000000000 ] ||
  die "the app's process has capabilities"
BASE="http://127.0.0.1:$PORT"
drive signup "$BASE" owner@example.com
drive create "$BASE" owner@example.com "Feijoada"
drive expect "$BASE" owner@example.com "Feijoada"
drive photo "$BASE" owner@example.com

step "Restart the containers: the recipe is still there"
t0=$(date +%s.%N)
in_project "$PG_PROJECT" restart >/dev/null 2>&1
app=$(container_of "$PG_PROJECT" app)
measured "compose restart → app healthy: $(wait_healthy "$app" "$t0") s"
drive expect "$BASE" owner@example.com "Feijoada"

step "SIGTERM while 5 requests are in flight"
# podman stop sends the image's STOPSIGNAL (SIGTERM) and waits up to 30 s for the exit.
drive slow "$BASE" owner@example.com 5 -- podman stop -t 30 "$app"
code=$(podman inspect "$app" --format '{{.State.ExitCode}}')
[ "$code" = 0 ] || { podman logs --tail 20 "$app"; die "the app exited $code after SIGTERM"; }
podman logs "$app" 2>&1 | grep -q '"signal":"SIGTERM"' || die "the app did not log its shutdown"
note "the app finished them, then exited 0"
in_project "$PG_PROJECT" up -d >/dev/null 2>&1
wait_healthy "$app" "$(date +%s.%N)" >/dev/null
drive expect "$BASE" owner@example.com "Feijoada" "In flight 1" "In flight 2" "In flight 3" "In flight 4" "In flight 5"

step "The tempero CLI inside the image"
podman exec "$app" tempero invite --note "From the container test" | tee "$WORK/invite.txt"
grep -q '^Invite code: [A-HJ-NP-Z2-9]\{16\}$' "$WORK/invite.txt" || die "tempero invite printed no code"
podman exec "$app" tempero export --all --out /data/exports 2>&1 | tail -1
in_project "$PG_PROJECT" down >/dev/null 2>&1

step "Upgrade from the previous build"
PREV_REF=${PREVIOUS_REF:-$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null ||
  git rev-parse "$(git log -1 --format=%H -- src/server/db/migrations/meta/_journal.json)^")}
note "previous build: $PREV_REF ($(git log -1 --format='%h %s' "$PREV_REF"))"
mkdir -p "$WORK/previous"
git archive "$PREV_REF" | tar -x -C "$WORK/previous"
# A build from before the image existed gets this checkout's Dockerfile and container scripts.
if [ ! -f "$WORK/previous/Dockerfile" ]; then
  cp Dockerfile .dockerignore "$WORK/previous/"
  mkdir -p "$WORK/previous/scripts/container"
  cp scripts/container/tempero scripts/container/healthcheck.mjs scripts/container/embedded-template.ts \
    "$WORK/previous/scripts/container/"
fi
t0=$(date +%s.%N)
podman build --format docker --build-arg TEMPERO_VERSION="$PREV_TAG" -t "localhost/tempero:$PREV_TAG" "$WORK/previous" \
  >"$WORK/build-previous.log" 2>&1 || { tail -40 "$WORK/build-previous.log"; die "the previous build did not build"; }
note "built tempero:$PREV_TAG in $(elapsed "$t0") s"

note "PostgreSQL (compose): the previous version first"
project "$UP_PROJECT" "$((PORT + 1))" "$PREV_TAG"
in_project "$UP_PROJECT" up -d >/dev/null 2>&1 || die "compose up (previous) failed"
app=$(container_of "$UP_PROJECT" app)
wait_healthy "$app" "$(date +%s.%N)" >/dev/null
UP_BASE="http://127.0.0.1:$((PORT + 1))"
drive signup "$UP_BASE" first@example.com
drive create "$UP_BASE" first@example.com "Moqueca"
sed -i "s/^TEMPERO_VERSION=.*/TEMPERO_VERSION=$NEW_TAG/" "$WORK/$UP_PROJECT/.env"
t0=$(date +%s.%N)
in_project "$UP_PROJECT" up -d >/dev/null 2>&1 || die "compose up (new version) failed"
app=$(container_of "$UP_PROJECT" app)
measured "upgrade on PostgreSQL: compose up -d → healthy: $(wait_healthy "$app" "$t0") s"
podman logs "$app" 2>&1 | grep -o 'Migrating the database from [^"]*' || die "the new version did not migrate"
drive expect "$UP_BASE" first@example.com "Moqueca"

# One random secret for both versions on the volume (a repeated character is refused at start).
EMBEDDED_SECRET=$(openssl rand -hex 32)
run_embedded() {
  podman rm -f "$EMBEDDED" >/dev/null 2>&1 || true
  # As hardened as compose.yaml runs it: the embedded database lives in /data, nothing else is written.
  podman run -d --name "$EMBEDDED" -p "127.0.0.1:$((PORT + 2)):3000" -v "$EMBEDDED-data:/data" \
    --read-only --tmpfs /tmp:size=256m,mode=1777 --cap-drop ALL --security-opt no-new-privileges \
    -e SESSION_SECRET="$EMBEDDED_SECRET" "localhost/tempero:$1" >/dev/null
}
EMB_BASE="http://127.0.0.1:$((PORT + 2))"
note "Embedded database (podman run, one volume): this version's first start, on a new volume"
podman volume create "$EMBEDDED-data" >/dev/null
t0=$(date +%s.%N)
run_embedded "$NEW_TAG"
measured "embedded database, first start of this version → healthy: $(wait_healthy "$EMBEDDED" "$t0") s"
podman rm -f "$EMBEDDED" >/dev/null
podman volume rm -f "$EMBEDDED-data" >/dev/null

note "Embedded database: the previous version first, then this one on the same volume"
podman volume create "$EMBEDDED-data" >/dev/null
t0=$(date +%s.%N)
run_embedded "$PREV_TAG"
measured "embedded database, first start of the previous version → healthy: $(wait_healthy "$EMBEDDED" "$t0") s"
drive signup "$EMB_BASE" solo@example.com
drive create "$EMB_BASE" solo@example.com "Pão de queijo"
podman stop -t 30 "$EMBEDDED" >/dev/null
t0=$(date +%s.%N)
run_embedded "$NEW_TAG"
measured "upgrade on the embedded database (copy, migrate) → healthy: $(wait_healthy "$EMBEDDED" "$t0") s"
podman logs "$EMBEDDED" 2>&1 | grep -o 'Copied the database to [^"]*' || die "no copy of the embedded database was made"
podman exec "$EMBEDDED" sh -c 'ls -d /data/backups/before-*/db' || die "the copy is not in /data/backups"
drive expect "$EMB_BASE" solo@example.com "Pão de queijo"
podman stop -t 30 "$EMBEDDED" >/dev/null
t0=$(date +%s.%N)
podman start "$EMBEDDED" >/dev/null
measured "embedded database, restart → healthy: $(wait_healthy "$EMBEDDED" "$t0") s"

step "Passed in $(elapsed "$START") s"
printf '  %s\n' "${SUMMARY[@]}"
