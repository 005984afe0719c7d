#!/usr/bin/env bash
# Builds the product's seven images (deploy/docker/Dockerfile) with Podman on the local bases
# (deploy/containers/build-local-bases.sh), printing each build's time and each image's size.
#
#   deploy/containers/build-images.sh [workspace...]    default: all seven
#
# The Dockerfile's build stage does not depend on WORKSPACE: the first image pays for `npm ci`
# and `npm run build`; the other six reuse those layers (`--layers`) and only add the runtime
# stage. npm's download cache is a build cache mount (`RUN --mount=type=cache`), kept by Podman
# between builds. Environment: TAG (default local), NODE_IMAGE (default the local Node 20 base),
# NODE_EXTRA_CA_CERTS (a CA bundle for a TLS-inspecting proxy; mounted, never copied in).
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(cd "$SCRIPT_DIR/../.." && pwd)
eval "$(bash "$SCRIPT_DIR/install.sh" env)"
export CONTAINERS_CONF

TAG=${TAG:-local}
NODE_IMAGE=${NODE_IMAGE:-localhost/node:20-bookworm-slim}
WORKSPACES=("$@")
[ ${#WORKSPACES[@]} -gt 0 ] || WORKSPACES=(services/auth services/candidate services/interviews services/company services/billing services/ingestion gateway)

say() { printf '[images] %s\n' "$*" >&2; }
now() { echo "${EPOCHREALTIME/,/.}"; }
elapsed() { awk -v s="$1" -v e="$(now)" 'BEGIN { printf "%.1fs", e - s }'; }

if [[ "$NODE_IMAGE" == localhost/* ]] && ! podman image exists "$NODE_IMAGE"; then
  bash "$SCRIPT_DIR/build-local-bases.sh" node
fi

ca_args=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  ca_args=(--volume "$NODE_EXTRA_CA_CERTS:/run/host-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/host-ca.crt)
fi

t_all=$(now)
for ws in "${WORKSPACES[@]}"; do
  name=$(basename "$ws")
  image=hiring-marketplace/$name:$TAG
  t0=$(now)
  log=$(mktemp /tmp/hm-build-"$name".XXXXXX.log)
  if ! podman build --network=host --layers --ulimit nofile=16384:16384 --ulimit nproc=4096:4096 \
    -f "$REPO_DIR/deploy/docker/Dockerfile" --build-arg "NODE_IMAGE=$NODE_IMAGE" --build-arg "WORKSPACE=$ws" \
    ${ca_args[@]+"${ca_args[@]}"} -t "$image" "$REPO_DIR" >"$log" 2>&1; then
    grep -v 'EBADENGINE\|^npm warn   \|^npm warn }' "$log" | tail -n 40 >&2
    say "$image: build failed (full log: $log)"
    exit 1
  fi
  rm -f "$log"
  size=$(podman image inspect --format '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1000000 }')
  say "$image: $(elapsed "$t0"), $size"
done
say "all built in $(elapsed "$t_all")"
