#!/usr/bin/env bash
# Builds the product's seven images (deploy/docker/Dockerfile) with Podman on the local bases
# (deploy/containers/build-local-bases.sh), printing each build's time and each image's size.
#
#   deploy/containers/build-images.sh [--checkout-build] [workspace...]    default: all seven
#
# --checkout-build: the images take the checkout's own build (dist, web/dist, the supergraph) in
# place of `npm run build` in the build stage, when deploy/local/install.sh's build stamp shows
# that build is of the current sources (else they build as usual). The test run uses it: compiling
# the same sources a second time, beside the tests, took the `app` stage 221 s of a CI run (35 s now).
#
# Only the Dockerfile's last stage depends on WORKSPACE: its shared stages (`npm ci`, `npm run
# build`, the `app` stage) are built once as localhost/hiring-marketplace/app, and the seven images
# are the last stage on top of it (a second or two each). npm's download cache is a build cache mount (`RUN --mount=type=cache`), kept by Podman
# between builds. Environment: TAG (default local), NODE_IMAGE (default the local Node 20 base),
# NODE_EXTRA_CA_CERTS (a CA bundle for a TLS-inspecting proxy; mounted, never copied in).
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(cd "$SCRIPT_DIR/../.." && pwd)
eval "$(bash "$SCRIPT_DIR/install.sh" env)"
export CONTAINERS_CONF

TAG=${TAG:-local}
NODE_IMAGE=${NODE_IMAGE:-localhost/node:20-bookworm-slim}
checkout_build=false
if [ "${1:-}" = --checkout-build ]; then
  shift
  source "$REPO_DIR/deploy/local/lib/sources-hash.sh"
  stamp="$REPO_DIR/node_modules/.build-stamp"
  if [ -f "$stamp" ] && [ "$(cd "$REPO_DIR" && sources_hash)" = "$(cat "$stamp")" ]; then checkout_build=true; fi
fi
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

build() { # build <log name> <podman build args...>
  local log
  log=$(mktemp /tmp/hm-build-"$1".XXXXXX.log)
  shift
  if ! podman build --network=host --layers --ulimit nofile=16384:16384 --ulimit nproc=4096:4096 \
    -f "$REPO_DIR/deploy/docker/Dockerfile" --build-arg "NODE_IMAGE=$NODE_IMAGE" \
    ${ca_args[@]+"${ca_args[@]}"} "$@" "$REPO_DIR" >"$log" 2>&1; then
    grep -v 'EBADENGINE\|^npm warn   \|^npm warn }' "$log" | tail -n 40 >&2
    say "build failed (full log: $log)"
    exit 1
  fi
  rm -f "$log"
}
size_of() { podman image inspect --format '{{.Size}}' "$1" | awk '{ printf "%.0f MB", $1 / 1000000 }'; }

t_all=$(now)
# The shared stages once (npm ci, npm run build, the `app` stage with everything the images share)...
APP_IMAGE=localhost/hiring-marketplace/app:$TAG
t0=$(now)
app_args=()
if [ "$checkout_build" = true ]; then
  # The usual context rules, less the lines that keep the build's outputs out.
  ignorefile=$(mktemp /tmp/hm-checkout-build.XXXXXX.dockerignore)
  trap 'rm -f "$ignorefile"' EXIT
  grep -v -x -e '\*\*/dist' -e 'gateway/supergraph/supergraph.graphql' "$REPO_DIR/.dockerignore" >"$ignorefile"
  app_args=(--ignorefile "$ignorefile" --build-arg BUILT_IN_CHECKOUT=true)
fi
build app --target app -t "$APP_IMAGE" ${app_args[@]+"${app_args[@]}"}
say "$APP_IMAGE (shared by all; $([ "$checkout_build" = true ] && echo "the checkout's build" || echo "built in the image")): $(elapsed "$t0"), $(size_of "$APP_IMAGE")"
# ...then each image is the last stage on top of it.
for ws in "${WORKSPACES[@]}"; do
  name=$(basename "$ws")
  image=hiring-marketplace/$name:$TAG
  t0=$(now)
  build "$name" --build-arg "APP_STAGE=$APP_IMAGE" --build-arg "WORKSPACE=$ws" -t "$image"
  say "$image: $(elapsed "$t0"), $(size_of "$image")"
done
say "all built in $(elapsed "$t_all")"
