# Sourced by the ensure-*.sh scripts: makes sure a tool from a Debian package is installed.
#
#   ensure_apt_tool TAG OVERRIDE_VAR BINARY CHECK_FN HINT -- APT_INSTALL_ARGS...
#
# Prints the binary's path on stdout (progress and errors on stderr) and returns 0, or returns 1
# with a clear message. An executable named by the variable OVERRIDE_VAR wins; otherwise CHECK_FN
# says whether the tool is there; when it is not, apt-get installs APT_INSTALL_ARGS (needs root).
# Idempotent, and one lock serialises every caller: dpkg allows one install at a time.
ensure_apt_tool() {
  local tag=$1 override_var=$2 binary=$3 check=$4 hint=$5
  shift 5
  [ "${1:-}" = "--" ] && shift
  local override=${!override_var:-}

  if [ -n "$override" ]; then
    if [ -x "$override" ]; then
      echo "$override"
      return 0
    fi
    echo "[$tag] error: $override_var=$override is not an executable file" >&2
    return 1
  fi
  if "$check"; then
    echo "$binary"
    return 0
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "[$tag] error: $binary is missing and installing it needs root: run 'sudo apt-get install -y $*' (or set $override_var); $hint" >&2
    return 1
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "[$tag] error: $binary is missing and apt-get is not available: install it with your package manager (or set $override_var); $hint" >&2
    return 1
  fi

  local start=$SECONDS arg packages=()
  for arg in "$@"; do [[ $arg == -* ]] || packages+=("$arg"); done
  echo "[$tag] installing the Debian package ${packages[*]} (apt-get)..." >&2
  exec 9>/tmp/.hm-ensure-apt.lock
  flock 9
  if ! "$check"; then
    apt-get update -qq
    # No service manager in containers and CI: RUNLEVEL=1 keeps packaged daemons from starting.
    DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq "$@" >&2
  fi
  flock -u 9
  exec 9>&-

  if ! "$check"; then
    echo "[$tag] error: apt-get finished but $binary is still missing" >&2
    return 1
  fi
  echo "[$tag] installed $("$binary" --version 2>/dev/null | head -n 1 || echo "$binary") in $((SECONDS - start))s" >&2
  echo "$binary"
}
