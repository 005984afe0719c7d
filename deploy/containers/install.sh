#!/usr/bin/env bash
# Installs what running the product in containers with Podman needs on a Debian 12 host without
# Docker (idempotent; apt-get only for what is missing), and writes the Podman settings this kind
# of machine needs into a containers.conf of our own (never /etc):
#
#   deploy/containers/install.sh          install if missing, write the config, print its path
#   eval "$(deploy/containers/install.sh env)"   exports CONTAINERS_CONF for podman/podman-compose
#
# Why the settings (see /work/shared/infra-notes.md, "Containers with Podman"):
#   runtime = "runc"   crun refuses to start containers here ("cgroups in hybrid mode not supported")
#   default_ulimits    runc fails `setrlimit` unless nofile/nproc are given explicitly, below the
#                      host's hard limits (nofile 20000 here)
#   cgroup_manager = "cgroupfs", events_logger = "file"   there is no systemd (PID 1) on CI hosts
#
# Environment: HM_CACHE_DIR (default ~/.cache/hiring-marketplace); the config is written to
# $HM_CACHE_DIR/containers/containers.conf.
set -euo pipefail

CACHE_DIR=${HM_CACHE_DIR:-$HOME/.cache/hiring-marketplace}
CONF_DIR=$CACHE_DIR/containers
CONF=$CONF_DIR/containers.conf

say() { printf '[containers] %s\n' "$*" >&2; }
die() { printf '[containers] error: %s\n' "$*" >&2; exit 1; }

write_conf() {
  mkdir -p "$CONF_DIR"
  local tmp
  tmp=$(mktemp "$CONF_DIR/.containers.conf.XXXXXX")
  cat >"$tmp" <<'EOF'
# Written by deploy/containers/install.sh; edits are overwritten. Used through CONTAINERS_CONF.
[containers]
default_ulimits = [
  "nofile=16384:16384",
  "nproc=4096:4096",
]
# Without systemd, podman's journald log driver is unavailable.
log_driver = "k8s-file"

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
  if [ -f "$CONF" ] && cmp -s "$tmp" "$CONF"; then
    rm -f "$tmp"
  else
    mv -f "$tmp" "$CONF"
    say "wrote $CONF"
  fi
}

have_all() {
  command -v podman >/dev/null 2>&1 && command -v podman-compose >/dev/null 2>&1 &&
    command -v runc >/dev/null 2>&1 && command -v debootstrap >/dev/null 2>&1
}

install_packages() {
  have_all && return 0
  [ "$(id -u)" -eq 0 ] || die "podman, podman-compose, runc and debootstrap are needed: sudo apt-get install -y podman runc podman-compose debootstrap"
  command -v apt-get >/dev/null 2>&1 || die "apt-get is not available: install podman (4.3+), podman-compose, runc and debootstrap with your package manager"
  local t0=$SECONDS
  say "installing podman runc podman-compose debootstrap (apt-get)..."
  # The same lock as deploy/local/lib/ensure-apt-tool.sh: dpkg allows one install at a time.
  exec 9>/tmp/.hm-ensure-apt.lock
  flock 9
  if ! have_all; then
    apt-get update -qq
    # RUNLEVEL=1: no packaged daemon starts (no service manager on CI hosts).
    DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq podman runc podman-compose debootstrap >&2
  fi
  flock -u 9
  exec 9>&-
  have_all || die "apt-get finished but a tool is still missing"
  say "installed $(podman --version) and podman-compose in $((SECONDS - t0))s"
}

case "${1:-install}" in
  install)
    install_packages
    write_conf
    echo "$CONF"
    ;;
  env)
    write_conf
    echo "export CONTAINERS_CONF=$CONF"
    ;;
  *)
    sed -n '2,16p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
