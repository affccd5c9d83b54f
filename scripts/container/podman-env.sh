# Sourced by base-images.sh and container-test.sh. On some machines (this project's development
# machines among them: cgroups in hybrid mode) podman's runtime cannot apply the default resource
# limits ("setrlimit … operation not permitted"). Then a containers.conf with limits it can apply
# is used, through CONTAINERS_CONF, by every podman command and the podman API service started
# from this shell. A machine where containers start as they are is left alone.
tempero_podman_env() {
  local image=$1 out
  [ -n "${CONTAINERS_CONF:-}" ] && return 0
  out=$(podman run --rm "$image" true 2>&1) && return 0
  if grep -q rlimit <<<"$out"; then
    local conf=${TEMPERO_BASE_CACHE:-/tmp/tempero-base}/containers.conf
    mkdir -p "$(dirname "$conf")"
    printf '[containers]\ndefault_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]\n' >"$conf"
    export CONTAINERS_CONF=$conf
    podman run --rm "$image" true
    echo "[podman] default ulimits refused here: using $conf"
    return 0
  fi
  echo "$out" >&2
  return 1
}
