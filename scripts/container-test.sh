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
COMPOSE=(docker-compose)

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
# Everything the server imports is in the image: load its whole module graph (app and services,
# the chef and its data, the line reader's language packs) without starting it.
podman run --rm --entrypoint node -e DATA_DIR=/tmp/data "localhost/tempero:$NEW_TAG" --input-type=module -e '
  await import("/app/src/server/app.ts");
  await import("/app/src/server/services.ts");
  const { checkLanguagePacks } = await import("/app/src/server/lang-packs.ts");
  checkLanguagePacks();
  const { chefFor } = await import("/app/src/server/chef/create.ts");
  const recipes = (await chefFor({})).recipeCount;
  if (!(recipes > 0)) throw new Error("the chef knows no recipe");
  console.log(`the built-in chef loads its cookbook: ${recipes} recipes`);
' || die "the server cannot load all its modules and data in the image"
note "the server's modules and data load in the image"

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

step "Attack the container's defaults (issue 36)"
IMG="localhost/tempero:$NEW_TAG"
# No secret or password baked into the image: not in its configuration, nor as a file.
image_env=$(podman image inspect "$IMG" --format '{{json .Config.Env}}')
grep -qiE '(SECRET|PASSWORD|TOKEN|_KEY|DATABASE_URL)=' <<<"$image_env" && die "the image sets a secret: $image_env"
podman history --no-trunc --format '{{.CreatedBy}}' "$IMG" | grep -qiE 'SECRET=|PASSWORD=' &&
  die "a build step of the image carries a secret"
podman run --rm --entrypoint sh "$IMG" -c '
  [ -z "$(ls -A /data)" ] || { echo "/data holds: $(ls -A /data)"; exit 1; }
  found=$(find / -xdev \( -name ".env" -o -name ".env.*" -o -name ".secret" -o -name "*.pem" -o -name "*.key" \) \
    ! -path "/proc/*" ! -path "/etc/ssl/*" ! -path "/usr/share/ca-certificates/*" 2>/dev/null | head -5)
  [ -z "$found" ] || { echo "secret-like files: $found"; exit 1; }
' || die "the image holds a secret or data"
note "no secret in the image: its environment has none, /data is empty, no .env, .secret, key or certificate of ours"
# The secret an install without SESSION_SECRET uses is made at its first start, in its own volume.
perms=$(podman exec "$app" stat -c '%a %U:%G %n' /data /data/.secret)
note "data volume: $(tr '\n' ';' <<<"$perms")"
grep -q '^700 tempero:tempero /data$' <<<"$perms" || die "/data is not the tempero user's alone"
grep -q '^600 tempero:tempero /data/.secret$' <<<"$perms" || die "the generated secret is readable by others"
# The healthcheck's route answers nothing but its status, up or with the database stopped; the
# database password is nowhere in the app's log.
pg_password=$(sed -n 's/^POSTGRES_PASSWORD=//p' "$WORK/$PG_PROJECT/.env")
drive health "$BASE" up "$pg_password"
in_project "$PG_PROJECT" stop db >/dev/null 2>&1
drive health "$BASE" down "$pg_password"
podman healthcheck run "$app" >/dev/null 2>&1 && die "the healthcheck passes with the database stopped"
in_project "$PG_PROJECT" start db >/dev/null 2>&1
wait_healthy "$app" "$(date +%s.%N)" >/dev/null
podman logs "$app" 2>&1 | grep -qF "$pg_password" && die "the app's log holds the database password"
note "the healthcheck fails while the database is stopped, and is healthy again once it is back"
# Ports: the app listens on 3000 alone (no inspector); the host publishes it on 127.0.0.1 only and
# the database not at all.
listening=$(podman exec "$app" node -e '
  const fs = require("node:fs");
  const ports = new Set();
  for (const f of ["/proc/net/tcp", "/proc/net/tcp6"])
    for (const line of fs.readFileSync(f, "utf8").split("\n").slice(1)) {
      const c = line.trim().split(/\s+/);
      if (c[3] === "0A") ports.add(parseInt(c[1].split(":").pop(), 16));
    }
  console.log([...ports].sort((a, b) => a - b).join(" "));')
[ "$listening" = 3000 ] || die "the app listens on: $listening"
db=$(container_of "$PG_PROJECT" db)
[ -z "$(podman port "$db")" ] || die "the database's port is published: $(podman port "$db")"
host_ports=$(ss -Hltn "sport = :$PORT" | awk '{ print $4 }' | sort -u | tr '\n' ' ')
case "$host_ports" in "" | "127.0.0.1:$PORT ") ;; *) die "port $PORT is open on: $host_ports" ;; esac
note "the app listens on 3000 only; published as $(podman port "$app"); the database is not published"
# Who runs it: uid 10001 without capabilities or a way to gain privileges; the database as postgres.
podman exec "$app" sh -c 'grep -E "^(Uid|NoNewPrivs):" /proc/1/status' | tr -s '\t' ' ' | tr '\n' ';' |
  grep -q '^Uid: 10001 10001 10001 10001;NoNewPrivs: 1;$' || die "the app's process is not uid 10001 with NoNewPrivs"
[ "$(podman exec "$db" id -un)" = postgres ] || die "the database runs as $(podman exec "$db" id -un)"
# A password is reset only with the command line inside the container: no route over HTTP does it.
drive surface "$BASE" -
new_password="reset $(openssl rand -hex 8)"
podman exec -i "$app" tempero reset-password --email owner@example.com --password-stdin <<<"$new_password"
drive password "$BASE" owner@example.com "$new_password"
podman exec -i "$app" tempero reset-password --email owner@example.com --password-stdin \
  <<<"container test password" >/dev/null

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
# The previous build's code in this checkout's image recipe (Dockerfile and container scripts): what
# is tested is the data's upgrade, and a build from before the image existed, or whose Dockerfile
# left out what the server reads (src/knowledge, before 2026-12-03), would not start at all.
cp Dockerfile .dockerignore "$WORK/previous/"
mkdir -p "$WORK/previous/scripts/container"
cp scripts/container/tempero scripts/container/healthcheck.mjs scripts/container/embedded-template.ts \
  "$WORK/previous/scripts/container/"
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
measured "upgrade on the embedded database (migrate, copy first if needed) → healthy: $(wait_healthy "$EMBEDDED" "$t0") s"
podman logs "$EMBEDDED" 2>&1 | grep -o 'Migrating the database from [^"]*' || die "the embedded database was not migrated"
# A copy is made first when a pending migration changes rows (migrate.ts, statementChangesData); a
# migration that only adds structure is applied in place.
changes_data=$(git diff --name-only --diff-filter=A "$PREV_REF" HEAD -- src/server/db/migrations/ |
  grep '\.sql$' | "$NODE" --input-type=module -e '
    const fs = await import("node:fs");
    const { statementChangesData } = await import(process.cwd() + "/src/server/db/migrate.ts");
    const files = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
    const changing = files.filter((f) =>
      fs.readFileSync(f, "utf8").split("--> statement-breakpoint").some(statementChangesData));
    console.log(changing.map((f) => f.split("/").pop()).join(" "));')
if [ -n "$changes_data" ]; then
  podman logs "$EMBEDDED" 2>&1 | grep -o 'Copied the database to [^"]*' || die "no copy of the embedded database was made"
  podman exec "$EMBEDDED" sh -c 'ls -d /data/backups/before-*/db' || die "the copy is not in /data/backups"
else
  podman logs "$EMBEDDED" 2>&1 | grep -q 'Copied the database to' && die "a copy was made for migrations that change no row"
  note "the pending migrations change no row ($(git diff --name-only --diff-filter=A "$PREV_REF" HEAD -- src/server/db/migrations/ | grep -c '\.sql$') added): migrated in place, no copy"
fi
drive expect "$EMB_BASE" solo@example.com "Pão de queijo"
# The embedded database's files are the tempero user's alone, and the command line refuses to
# open them while the server has them (a second PGlite on the folder corrupts it).
perms=$(podman exec "$EMBEDDED" sh -c 'cd /data && stat -c "%a %U:%G %n" . * .[!.]* 2>/dev/null; true')
note "embedded volume: $(tr '\n' ';' <<<"$perms")"
grep -q '^700 tempero:tempero \.$' <<<"$perms" || die "/data is not the tempero user's alone"
open=$(grep -v '^[67]00 tempero:tempero ' <<<"$perms" || true)
[ -z "$open" ] || die "in /data, open to others or not the tempero user's: $open"
podman exec -i "$EMBEDDED" tempero reset-password --email solo@example.com --password-stdin \
  <<<"while it runs" >"$WORK/reset-running.txt" 2>&1 && die "reset-password opened the embedded database the server has open"
note "reset-password while the server runs: $(tail -1 "$WORK/reset-running.txt")"
drive expect "$EMB_BASE" solo@example.com "Pão de queijo"
podman stop -t 30 "$EMBEDDED" >/dev/null
new_password="reset $(openssl rand -hex 8)"
podman run --rm -i -v "$EMBEDDED-data:/data" --read-only --cap-drop ALL --security-opt no-new-privileges \
  -e SESSION_SECRET="$EMBEDDED_SECRET" --entrypoint tempero "localhost/tempero:$NEW_TAG" \
  reset-password --email solo@example.com --password-stdin <<<"$new_password"
t0=$(date +%s.%N)
podman start "$EMBEDDED" >/dev/null
measured "embedded database, restart → healthy: $(wait_healthy "$EMBEDDED" "$t0") s"
drive password "$EMB_BASE" solo@example.com "$new_password"

step "Passed in $(elapsed "$START") s"
printf '  %s\n' "${SUMMARY[@]}"
