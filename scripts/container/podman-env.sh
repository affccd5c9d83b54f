# Sourced by base-images.sh and container-test.sh. On some machines (this project's development
# machines among them) podman cannot start a container with its defaults:
#   - the runtime cannot apply the default resource limits ("setrlimit … operation not
#     permitted"): limits it can apply are set instead;
#   - cgroups are in hybrid mode (v1 controllers, and a v2 hierarchy with a controller enabled),
#     which crun refuses ("cgroups in hybrid mode not supported"): runc, which accepts it, is used.
# Then a containers.conf with what works is used, through CONTAINERS_CONF, by every podman command
# and the podman API service started from this shell. A machine where containers start as they
# are is left alone.
tempero_podman_env() {
  local image=$1 out conf ulimits='' runtime=''
  [ -n "${CONTAINERS_CONF:-}" ] && return 0
  out=$(podman run --rm "$image" true 2>&1) && return 0
  conf=${TEMPERO_BASE_CACHE:-/tmp/tempero-base}/containers.conf
  mkdir -p "$(dirname "$conf")"
  local try
  for try in 1 2 3; do
    if grep -q rlimit <<<"$out" && [ -z "$ulimits" ]; then
      ulimits='default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]'
    elif grep -q 'hybrid mode' <<<"$out" && [ -z "$runtime" ] && command -v runc >/dev/null; then
      runtime='runtime = "runc"'
    else
      break
    fi
    printf '[containers]\n%s\n[engine]\n%s\n' "$ulimits" "$runtime" >"$conf"
    if out=$(CONTAINERS_CONF=$conf podman run --rm "$image" true 2>&1); then
      export CONTAINERS_CONF=$conf
      echo "[podman] the defaults do not start a container here: using $conf (${ulimits:+limits it can apply}${ulimits:+${runtime:+, }}${runtime:+runc})"
      return 0
    fi
  done
  echo "$out" >&2
  return 1
}
