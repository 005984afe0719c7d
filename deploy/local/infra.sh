#!/usr/bin/env bash
# Local infrastructure without Docker: Kafka (KRaft, jars from Maven Central),
# FerretDB (MongoDB wire protocol on SQLite, or on PostgreSQL with FERRETDB_BACKEND=postgresql),
# stripe-mock and OpenSearch (jars from Maven Central), all bound to 127.0.0.1.
#
#   deploy/local/infra.sh install [components]   download/build into the cache (idempotent)
#   deploy/local/infra.sh start   [components]   install if needed, start, wait until ready
#   deploy/local/infra.sh stop    [components]   TERM, wait, KILL; safe when nothing runs
#   deploy/local/infra.sh restart [components]   stop, then start
#   deploy/local/infra.sh status  [components]   one "up"/"down" line per component (exit 1 if any is down)
#   deploy/local/infra.sh env                    shell exports for the services (eval "$(... env)")
#   deploy/local/infra.sh logs    <component>    path of the component's log file
#
# components: kafka, mongo (alias ferretdb), stripe (alias stripe-mock), postgres (alias postgresql;
# FerretDB's storage when FERRETDB_BACKEND=postgresql), opensearch (the company service's search);
# default: all of them (postgres only with that backend, or when it runs). With the postgresql backend,
# `start mongo` starts postgres first; `stop mongo` leaves it running (a FerretDB restart keeps its data).
#
# Environment:
#   HM_CACHE_DIR   jars and binaries, shared by all clones  (default ~/.cache/hiring-marketplace)
#   HM_STATE_DIR   data, logs and pid files                 (default <repo>/.local)
#   KAFKA_PORT (9092) KAFKA_CONTROLLER_PORT (9093) MONGO_PORT (27017)
#   STRIPE_MOCK_PORT (12111) STRIPE_MOCK_HTTPS_PORT (12112) POSTGRES_PORT (5432)
#   KAFKA_HEAP (512m)  KAFKA_OPTS (more JVM options)  FERRETDB_LOG_LEVEL (warn)  INFRA_START_TIMEOUT (90 seconds)
#   FERRETDB_BACKEND   sqlite (default) or postgresql: Debian's `postgresql` package (apt-get when
#                      missing, needs root), its own cluster in $HM_STATE_DIR/postgres on POSTGRES_PORT
#   POSTGRES_BIN_DIR   PostgreSQL server binaries (default: newest /usr/lib/postgresql/*/bin)
#   FERRETDB_PPROF_ADDR  e.g. 127.0.0.1:6060: FerretDB serves Go's pprof there (profiling; off by default)
#   FERRETDB_CHECKPOINT_EVERY  e.g. 5s: how often the SQLite WALs are checkpointed and truncated, so deleted data leaves the files (launcher default 20s; 0 off)
#   OPENSEARCH_PORT (9200, HTTP) OPENSEARCH_TRANSPORT_PORT (9300)  OPENSEARCH_HEAP (512m, -Xms and -Xmx)  OPENSEARCH_JAVA_OPTS (more JVM options)
#                      OpenSearch 2.19 in one JVM (deploy/local/opensearch: its jars' pom.xml and the
#                      Launcher that javac compiles into the cache at install; needs a JDK), a
#                      single-node cluster in $HM_STATE_DIR/opensearch; `env` prints OPENSEARCH_URL
#   OPENSEARCH_SETTINGS  more node settings, space-separated key=value (they win over the defaults), e.g.
#                      a cluster of several state directories: node.name=b discovery.seed_hosts=127.0.0.1:9300
#                      cluster.initial_cluster_manager_nodes=a,b (opensearch-cluster.test.ts does this)
#
# Progress goes to stderr; `env`, `status` and `logs` write to stdout.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(cd "$SCRIPT_DIR/../.." && pwd)

CACHE_DIR=${HM_CACHE_DIR:-$HOME/.cache/hiring-marketplace}
STATE_DIR=${HM_STATE_DIR:-$REPO_DIR/.local}

KAFKA_PORT=${KAFKA_PORT:-9092}
KAFKA_CONTROLLER_PORT=${KAFKA_CONTROLLER_PORT:-9093}
MONGO_PORT=${MONGO_PORT:-27017}
STRIPE_MOCK_PORT=${STRIPE_MOCK_PORT:-12111}
STRIPE_MOCK_HTTPS_PORT=${STRIPE_MOCK_HTTPS_PORT:-12112}
POSTGRES_PORT=${POSTGRES_PORT:-5432}
FERRETDB_BACKEND=${FERRETDB_BACKEND:-sqlite}
case "$FERRETDB_BACKEND" in
  sqlite | postgresql) ;;
  postgres | pg) FERRETDB_BACKEND=postgresql ;;
  *) printf '[infra] error: FERRETDB_BACKEND=%s (expected sqlite or postgresql)\n' "$FERRETDB_BACKEND" >&2; exit 2 ;;
esac
KAFKA_HEAP=${KAFKA_HEAP:-512m}
OPENSEARCH_PORT=${OPENSEARCH_PORT:-9200}
OPENSEARCH_TRANSPORT_PORT=${OPENSEARCH_TRANSPORT_PORT:-9300}
OPENSEARCH_HEAP=${OPENSEARCH_HEAP:-512m}
FERRETDB_LOG_LEVEL=${FERRETDB_LOG_LEVEL:-warn}
START_TIMEOUT=${INFRA_START_TIMEOUT:-90}

KAFKA_VERSION=3.9.1
OPENSEARCH_VERSION=2.19.6 # deploy/local/opensearch/pom.xml
STRIPE_MOCK_VERSION=v0.197.0
MIN_GO_MINOR=24 # deploy/local/ferretdb-launcher/go.mod says `go 1.24`

KAFKA_POM=$SCRIPT_DIR/kafka/pom.xml
LAUNCHER_SRC=$SCRIPT_DIR/ferretdb-launcher
KAFKA_LIBS=$CACHE_DIR/kafka-libs
OPENSEARCH_POM=$SCRIPT_DIR/opensearch/pom.xml
OPENSEARCH_LAUNCHER_SRC=$SCRIPT_DIR/opensearch/Launcher.java
# The jars, and the compiled launcher in launcher/ (both made by one install, under one stamp).
OPENSEARCH_LIBS=$CACHE_DIR/opensearch-libs
BIN_DIR=$CACHE_DIR/bin

RUN_DIR=$STATE_DIR/run
LOG_DIR=$STATE_DIR/logs
KAFKA_HOME=$STATE_DIR/kafka
KAFKA_DATA=$KAFKA_HOME/data
FERRET_DATA=$STATE_DIR/ferretdb
PG_HOME=$STATE_DIR/postgres
PG_DATA=$PG_HOME/data
PG_SOCKET_DIR=$PG_HOME/run
# FerretDB keeps each MongoDB database as a schema in this PostgreSQL database.
PG_URL="postgres://postgres@127.0.0.1:$POSTGRES_PORT/postgres"
OPENSEARCH_HOME=$STATE_DIR/opensearch
OPENSEARCH_DATA=$OPENSEARCH_HOME/data

# postgres before mongo: FerretDB needs it up when it starts. opensearch holds the company
# service's search index (docs/decisions/search-engine.md).
ALL_COMPONENTS=(kafka postgres mongo stripe opensearch)
declare -A LAUNCHED_AT=()

# ---------------------------------------------------------------- helpers

say() { printf '[infra] %s\n' "$*" >&2; }
die() { printf '[infra] error: %s\n' "$*" >&2; exit 1; }

now() { echo "${EPOCHREALTIME/,/.}"; }
# elapsed <start> -> "1.2s"
elapsed() { awk -v s="$1" -v e="$(now)" 'BEGIN { printf "%.1fs", e - s }'; }

sha() { cat "$@" | sha256sum | cut -c1-16; }

# port_open <port>: something accepts TCP connections on 127.0.0.1:<port>
port_open() { timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null; }

# Print the last lines of the given log files (used when something fails).
show_logs() {
  local f
  for f in "$@"; do
    [ -s "$f" ] || continue
    printf -- '----- last lines of %s -----\n' "$f" >&2
    tail -n 40 "$f" >&2
  done
  printf -- '-----\n' >&2
}

canonical() {
  case "$1" in
    kafka) echo kafka ;;
    mongo | ferretdb | mongodb) echo mongo ;;
    stripe | stripe-mock) echo stripe ;;
    postgres | postgresql | pg) echo postgres ;;
    opensearch) echo opensearch ;;
    *) die "unknown component '$1' (expected: kafka, mongo, stripe, postgres, opensearch)" ;;
  esac
}

# Sets the global COMPONENTS array from the command-line arguments.
parse_components() {
  COMPONENTS=()
  local a c
  if [ $# -eq 0 ]; then
    for c in "${ALL_COMPONENTS[@]}"; do
      # postgres only matters with that backend, or when one was started (stop/status must see it).
      if [ "$c" = postgres ] && [ "$FERRETDB_BACKEND" != postgresql ] && [ ! -f "$(pid_file postgres)" ]; then
        continue
      fi
      COMPONENTS+=("$c")
    done
    return
  fi
  for a in "$@"; do
    c=$(canonical "$a")
    [[ " ${COMPONENTS[*]-} " == *" $c "* ]] || COMPONENTS+=("$c")
  done
}

# For install/start: FerretDB on PostgreSQL needs postgres, started first.
add_backend_deps() {
  [ "$FERRETDB_BACKEND" = postgresql ] || return 0
  [[ " ${COMPONENTS[*]} " == *" mongo "* ]] || return 0
  [[ " ${COMPONENTS[*]} " == *" postgres "* ]] && return 0
  COMPONENTS=(postgres "${COMPONENTS[@]}")
}

label() {
  case "$1" in
    kafka) echo "kafka $KAFKA_VERSION" ;;
    mongo) echo "ferretdb (mongo, $FERRETDB_BACKEND)" ;;
    stripe) echo "stripe-mock $STRIPE_MOCK_VERSION" ;;
    postgres) echo "postgresql $(pg_major 2>/dev/null || echo '?')" ;;
    opensearch) echo "opensearch $OPENSEARCH_VERSION" ;;
  esac
}

pid_file() { echo "$RUN_DIR/$1.pid"; }
log_file() {
  case "$1" in
    kafka) echo "$LOG_DIR/kafka.log" ;;
    mongo) echo "$LOG_DIR/ferretdb.log" ;;
    stripe) echo "$LOG_DIR/stripe-mock.log" ;;
    postgres) echo "$LOG_DIR/postgres.log" ;;
    opensearch) echo "$LOG_DIR/opensearch.log" ;;
  esac
}
# Everything a component writes to stdout/stderr (for Kafka: JVM errors; its log4j log is kafka.log).
out_file() {
  case "$1" in
    kafka) echo "$LOG_DIR/kafka.stdout.log" ;;
    *) log_file "$1" ;;
  esac
}

# A string that must appear in /proc/<pid>/cmdline, so a recycled pid is never mistaken for ours.
cmd_marker() {
  case "$1" in
    kafka) echo "$KAFKA_HOME/server.properties" ;;
    mongo) echo "$FERRET_DATA" ;;
    stripe) echo "stripe-mock" ;;
    postgres) echo "$PG_DATA" ;;
    opensearch) echo "path.data=$OPENSEARCH_DATA" ;;
  esac
}

# Prints the pid if the pid file names a live process that is ours; otherwise fails.
our_pid() {
  local c=$1 f pid
  f=$(pid_file "$c")
  [ -f "$f" ] || return 1
  pid=$(cat "$f" 2>/dev/null || true)
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$(cmd_marker "$c")" || return 1
  echo "$pid"
}

ports_of() {
  case "$1" in
    kafka) echo "$KAFKA_PORT $KAFKA_CONTROLLER_PORT" ;;
    mongo) echo "$MONGO_PORT" ;;
    stripe) echo "$STRIPE_MOCK_PORT $STRIPE_MOCK_HTTPS_PORT" ;;
    postgres) echo "$POSTGRES_PORT" ;;
    opensearch) echo "$OPENSEARCH_PORT $OPENSEARCH_TRANSPORT_PORT" ;;
  esac
}

# Is the component answering (beyond its process being alive)?
answering() {
  case "$1" in
    kafka) port_open "$KAFKA_PORT" ;;
    mongo) port_open "$MONGO_PORT" ;;
    stripe)
      curl -fsS -o /dev/null --max-time 3 -H 'Authorization: Bearer sk_test_123' \
        "http://127.0.0.1:$STRIPE_MOCK_PORT/v1/customers" 2>/dev/null
      ;;
    # Accepting queries, not just TCP (a starting or recovering server refuses them).
    postgres) "$(pg_bin)/pg_isready" -q -h 127.0.0.1 -p "$POSTGRES_PORT" -t 2 2>/dev/null ;;
    # Yellow at least: its shards can be searched (single node: replicas are never assigned).
    opensearch)
      curl -fsS -o /dev/null --max-time 3 \
        "http://127.0.0.1:$OPENSEARCH_PORT/_cluster/health?wait_for_status=yellow&timeout=2s" 2>/dev/null
      ;;
  esac
}

# Extra readiness condition checked only right after a fresh start.
started_marker_seen() {
  case "$1" in
    kafka) grep -q 'Kafka Server started' "$LOG_DIR/kafka.log" 2>/dev/null ;;
    opensearch) grep -q '^\[launcher\] started' "$LOG_DIR/opensearch.log" 2>/dev/null ;;
    *) return 0 ;;
  esac
}

# ---------------------------------------------------------------- prerequisites

require_java() {
  command -v java >/dev/null 2>&1 ||
    die "Java 17+ is required to run Kafka: install openjdk-17-jre-headless (apt-get install -y openjdk-17-jre-headless)"
  local v major
  v=$(java -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ { print $2; exit }')
  major=${v%%.*}
  [ "$major" = 1 ] && major=$(echo "$v" | cut -d. -f2)
  { [[ "$major" =~ ^[0-9]+$ ]] && [ "$major" -ge 17 ]; } ||
    die "Java 17+ is required to run Kafka (found '${v:-unknown}'): install openjdk-17-jre-headless"
}

require_mvn() {
  command -v mvn >/dev/null 2>&1 ||
    die "Maven is required to download the Kafka and OpenSearch jars from Maven Central: install maven (apt-get install -y maven)"
}

# The OpenSearch launcher is compiled at install time (the JRE alone runs Kafka, not javac).
require_javac() {
  command -v javac >/dev/null 2>&1 ||
    die "javac (a JDK 17+) is required to compile the OpenSearch launcher: install openjdk-17-jdk-headless (apt-get install -y openjdk-17-jdk-headless)"
}

require_go() {
  local what=$1 v minor
  command -v go >/dev/null 2>&1 ||
    die "Go 1.$MIN_GO_MINOR+ is required to build $what: install it from https://go.dev/dl (Debian 12's golang package is too old)"
  v=$(GOTOOLCHAIN=local go env GOVERSION 2>/dev/null || true)
  minor=$(echo "$v" | sed -nE 's/^go1\.([0-9]+).*/\1/p')
  { [[ "$minor" =~ ^[0-9]+$ ]] && [ "$minor" -ge "$MIN_GO_MINOR" ]; } ||
    die "Go 1.$MIN_GO_MINOR+ is required to build $what (found '${v:-unknown}')"
}

# PostgreSQL server binaries (Debian keeps them out of PATH, in /usr/lib/postgresql/<major>/bin).
pg_bin() {
  if [ -n "${POSTGRES_BIN_DIR:-}" ]; then
    echo "$POSTGRES_BIN_DIR"
    return 0
  fi
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$d" ] || return 1
  echo "$d"
}
pg_major() { basename "$(dirname "$(pg_bin)")"; }

# Root cannot run the PostgreSQL server: run its commands as the `postgres` user that the Debian
# package creates (setpriv execs in place, so the launched pid is the postmaster's).
pg_user_prefix() {
  PG_AS=()
  [ "$(id -u)" -ne 0 ] || PG_AS=(setpriv --reuid=postgres --regid=postgres --init-groups --)
}
as_pg_user() {
  pg_user_prefix
  ${PG_AS[@]+"${PG_AS[@]}"} "$@"
}

# ---------------------------------------------------------------- install

kafka_stamp() { sha "$KAFKA_POM"; }
# The jar list, the launcher's source and the Java that runs it (javac compiles for --release 17).
opensearch_stamp() {
  { cat "$OPENSEARCH_POM" "$OPENSEARCH_LAUNCHER_SRC"; java -version 2>&1; } | sha256sum | cut -c1-16
}
launcher_stamp() {
  { cat "$LAUNCHER_SRC/main.go" "$LAUNCHER_SRC/go.mod" "$LAUNCHER_SRC/go.sum" "$LAUNCHER_SRC"/patches/*.patch; GOTOOLCHAIN=local go env GOVERSION; } | sha256sum | cut -c1-16
}

kafka_installed() {
  [ -f "$KAFKA_LIBS/.stamp" ] && [ "$(cat "$KAFKA_LIBS/.stamp")" = "$(kafka_stamp)" ] &&
    compgen -G "$KAFKA_LIBS/kafka_2.13-$KAFKA_VERSION.jar" >/dev/null
}
opensearch_installed() {
  [ -f "$OPENSEARCH_LIBS/.stamp" ] && [ "$(cat "$OPENSEARCH_LIBS/.stamp")" = "$(opensearch_stamp)" ] &&
    [ -f "$OPENSEARCH_LIBS/opensearch-$OPENSEARCH_VERSION.jar" ] && [ -f "$OPENSEARCH_LIBS/launcher/hm/opensearch/Launcher.class" ]
}
mongo_installed() {
  [ -x "$BIN_DIR/ferretdb-launcher" ] || return 1
  # Without Go (pre-populated cache) trust the binary; with Go, rebuild when sources changed.
  command -v go >/dev/null 2>&1 || return 0
  [ -f "$BIN_DIR/ferretdb-launcher.stamp" ] && [ "$(cat "$BIN_DIR/ferretdb-launcher.stamp")" = "$(launcher_stamp)" ]
}
postgres_installed() {
  local b
  b=$(pg_bin) || return 1
  [ -x "$b/initdb" ] && [ -x "$b/postgres" ] && [ -x "$b/pg_isready" ] || return 1
  [ "$(id -u)" -ne 0 ] || id postgres >/dev/null 2>&1
}
stripe_installed() {
  [ -x "$BIN_DIR/stripe-mock" ] && [ -f "$BIN_DIR/stripe-mock.version" ] &&
    [ "$(cat "$BIN_DIR/stripe-mock.version")" = "$STRIPE_MOCK_VERSION" ]
}

# The install_* functions run in background subshells; tool output goes to a build log.
# maven_jars <component> <pom> <tmp dir> <build log>: the pom's runtime jars into <tmp dir>/libs.
# Maven runs on a copy of the pom, so no target/ directory appears in the repository.
maven_jars() {
  cp "$2" "$3/pom.xml"
  if ! mvn -B -q -f "$3/pom.xml" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$3/libs" >"$4" 2>&1; then
    show_logs "$4"
    rm -rf "$3"
    say "$1: Maven could not download the jars (see above)"
    return 1
  fi
}
install_kafka() {
  local t0 tmp blog
  t0=$(now)
  say "kafka: downloading Kafka $KAFKA_VERSION jars from Maven Central (~60 jars, first time only)..."
  tmp=$(mktemp -d "$CACHE_DIR/.kafka-libs.XXXXXX")
  blog=$CACHE_DIR/.build-kafka.log
  maven_jars kafka "$KAFKA_POM" "$tmp" "$blog" || return 1
  kafka_stamp >"$tmp/libs/.stamp"
  rm -rf "$KAFKA_LIBS"
  mv "$tmp/libs" "$KAFKA_LIBS"
  rm -rf "$tmp"
  say "kafka: $(find "$KAFKA_LIBS" -name '*.jar' | wc -l) jars in $KAFKA_LIBS ($(elapsed "$t0"))"
}

# The jars from Maven Central (as for Kafka), then the launcher compiled against them into launcher/.
install_opensearch() {
  local t0 t1 tmp blog
  t0=$(now)
  say "opensearch: downloading OpenSearch $OPENSEARCH_VERSION jars from Maven Central (~56 jars, 45 MB, first time only)..."
  tmp=$(mktemp -d "$CACHE_DIR/.opensearch-libs.XXXXXX")
  blog=$CACHE_DIR/.build-opensearch.log
  maven_jars opensearch "$OPENSEARCH_POM" "$tmp" "$blog" || return 1
  t1=$(now)
  if ! javac --release 17 -nowarn -cp "$tmp/libs/*" -d "$tmp/libs/launcher" "$OPENSEARCH_LAUNCHER_SRC" >>"$blog" 2>&1; then
    show_logs "$blog"
    rm -rf "$tmp"
    say "opensearch: compiling $OPENSEARCH_LAUNCHER_SRC failed (see above)"
    return 1
  fi
  opensearch_stamp >"$tmp/libs/.stamp"
  rm -rf "$OPENSEARCH_LIBS"
  mv "$tmp/libs" "$OPENSEARCH_LIBS"
  rm -rf "$tmp"
  say "opensearch: $(find "$OPENSEARCH_LIBS" -maxdepth 1 -name '*.jar' | wc -l) jars and the launcher in $OPENSEARCH_LIBS ($(elapsed "$t0"); javac $(elapsed "$t1"))"
}

# Builds the launcher against a copy of FerretDB with our patches applied (patches/*.patch, -p1
# from the module root; why each exists is written in it): the module cache stays pristine.
build_patched_launcher() {
  local out=$1 work src
  export GOWORK=off GOFLAGS=-mod=readonly GOTOOLCHAIN=local CGO_ENABLED=0
  work=$(mktemp -d "$CACHE_DIR/.ferretdb-build.XXXXXX")
  src=$(cd "$LAUNCHER_SRC" && go mod download -json github.com/FerretDB/FerretDB | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  [ -n "$src" ] && [ -d "$src" ] || { echo "FerretDB module not found in the Go module cache"; rm -rf "$work"; return 1; }
  cp -R "$src" "$work/ferretdb" && chmod -R u+w "$work/ferretdb" &&
    cp "$LAUNCHER_SRC/main.go" "$LAUNCHER_SRC/go.mod" "$LAUNCHER_SRC/go.sum" "$work/" || { rm -rf "$work"; return 1; }
  local p
  for p in "$LAUNCHER_SRC"/patches/*.patch; do
    # git (always here: the repository came from it) rather than patch(1), which a minimal Debian lacks.
    (cd "$work/ferretdb" && GIT_CEILING_DIRECTORIES=$work git apply -p1 "$p") ||
      { echo "patch $p does not apply"; rm -rf "$work"; return 1; }
  done
  (cd "$work" && go mod edit -replace github.com/FerretDB/FerretDB=./ferretdb &&
    go build -trimpath -ldflags='-s -w' -o "$out" .) || { rm -rf "$work"; return 1; }
  rm -rf "$work"
}

install_mongo() {
  local t0 tmp blog
  t0=$(now)
  say "mongo: building FerretDB launcher (Go, CGO_ENABLED=0; first time takes a few minutes)..."
  tmp=$(mktemp "$BIN_DIR/.ferretdb-launcher.XXXXXX")
  blog=$CACHE_DIR/.build-ferretdb.log
  if ! build_patched_launcher "$tmp" >"$blog" 2>&1; then
    show_logs "$blog"
    rm -f "$tmp"
    say "mongo: building the FerretDB launcher failed (see above)"
    return 1
  fi
  mv -f "$tmp" "$BIN_DIR/ferretdb-launcher"
  launcher_stamp >"$BIN_DIR/ferretdb-launcher.stamp"
  say "mongo: built $BIN_DIR/ferretdb-launcher ($(elapsed "$t0"))"
}

install_stripe() {
  local t0 tmp blog
  t0=$(now)
  say "stripe: building stripe-mock $STRIPE_MOCK_VERSION (go install)..."
  tmp=$(mktemp -d "$BIN_DIR/.stripe-mock.XXXXXX")
  blog=$CACHE_DIR/.build-stripe-mock.log
  if ! (cd "$tmp" && GOWORK=off GOFLAGS="" GOTOOLCHAIN=local CGO_ENABLED=0 GOBIN="$tmp" \
    go install -trimpath -ldflags='-s -w' "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION") >"$blog" 2>&1; then
    show_logs "$blog"
    rm -rf "$tmp"
    say "stripe: go install stripe-mock failed (see above)"
    return 1
  fi
  mv -f "$tmp/stripe-mock" "$BIN_DIR/stripe-mock"
  rm -rf "$tmp"
  echo "$STRIPE_MOCK_VERSION" >"$BIN_DIR/stripe-mock.version"
  say "stripe: built $BIN_DIR/stripe-mock ($(elapsed "$t0"))"
}

install_postgres() {
  local t0
  t0=$(now)
  # shellcheck source=lib/ensure-apt-tool.sh
  . "$SCRIPT_DIR/lib/ensure-apt-tool.sh"
  ensure_apt_tool infra POSTGRES_INITDB initdb postgres_installed \
    "or set POSTGRES_BIN_DIR, or use FERRETDB_BACKEND=sqlite" -- --no-install-recommends postgresql >/dev/null || return 1
  say "postgres: PostgreSQL $(pg_major) server in $(pg_bin) ($(elapsed "$t0"))"
}

cmd_install() {
  parse_components "$@"
  add_backend_deps
  local c todo=() pids=() i rc=0 t0
  t0=$(now)
  mkdir -p "$CACHE_DIR" "$BIN_DIR"
  for c in "${COMPONENTS[@]}"; do
    case "$c" in
      kafka | opensearch) require_java ;;
    esac
  done
  # One installer at a time per cache (parallel `start`s from tests or clones share it).
  exec 8>"$CACHE_DIR/.install.lock"
  flock 8
  for c in "${COMPONENTS[@]}"; do
    if "${c}_installed"; then
      continue
    fi
    case "$c" in
      kafka) require_mvn ;;
      opensearch) require_mvn && require_javac ;;
      mongo) require_go "the FerretDB launcher" ;;
      stripe) require_go "stripe-mock" ;;
      postgres) ;;
    esac
    todo+=("$c")
  done
  if [ ${#todo[@]} -eq 0 ]; then
    say "install: cached in $CACHE_DIR ($(elapsed "$t0"))"
    flock -u 8
    return 0
  fi
  # Downloads (Maven) and compiles (Go) overlap; each writes its own build log.
  for c in "${todo[@]}"; do
    "install_$c" &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || rc=1
  done
  flock -u 8
  [ $rc -eq 0 ] || die "install failed"
  say "install: done ($(elapsed "$t0"))"
}

# ---------------------------------------------------------------- start

write_kafka_config() {
  mkdir -p "$KAFKA_DATA"
  cat >"$KAFKA_HOME/server.properties" <<EOF
# Generated by deploy/local/infra.sh on every start; edits are overwritten.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$KAFKA_DATA
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
group.initial.rebalance.delay.ms=0
# After a crash (kill -9) the restarted broker must wait for its old session to expire
# (DUPLICATE_BROKER_REGISTRATION); the defaults (2s/9s) made that restart take ~15s.
broker.heartbeat.interval.ms=1000
broker.session.timeout.ms=4000
# The controller appends a no-op record to its metadata log when idle (default every 500 ms);
# every 5 s is plenty for one local broker and cuts the idle broker's CPU.
metadata.max.idle.interval.ms=5000
auto.create.topics.enable=true
num.network.threads=2
num.io.threads=2
num.recovery.threads.per.data.dir=1
log.retention.hours=168
log.cleaner.dedupe.buffer.size=8388608
EOF
  cat >"$KAFKA_HOME/log4j.properties" <<EOF
# Generated by deploy/local/infra.sh. INFO for broker lifecycle, WARN for chatty internals.
log4j.rootLogger=INFO, file
log4j.appender.file=org.apache.log4j.RollingFileAppender
log4j.appender.file.File=$LOG_DIR/kafka.log
log4j.appender.file.MaxFileSize=20MB
log4j.appender.file.MaxBackupIndex=2
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n

log4j.logger.kafka=INFO
log4j.logger.org.apache.kafka=INFO
log4j.logger.kafka.log=WARN
log4j.logger.kafka.cluster=WARN
log4j.logger.kafka.coordinator=WARN
log4j.logger.kafka.controller=WARN
log4j.logger.kafka.network.RequestChannel\$=WARN
log4j.logger.kafka.request.logger=WARN
log4j.logger.kafka.server.ReplicaFetcherManager=WARN
log4j.logger.kafka.server.ReplicaAlterLogDirsManager=WARN
log4j.logger.kafka.server.metadata=WARN
log4j.logger.kafka.server.KafkaConfig=WARN
log4j.logger.kafka.server.ClientQuotaManager\$ThrottledChannelReaper=WARN
log4j.logger.kafka.server.DelayedOperationPurgatory\$ExpiredOperationReaper=WARN
log4j.logger.kafka.server.NodeToControllerRequestThread=WARN
log4j.logger.kafka.network.ConnectionQuotas=WARN
log4j.logger.org.apache.zookeeper=WARN
log4j.logger.kafka.utils.Log4jControllerRegistration\$=WARN
log4j.logger.state.change.logger=WARN
log4j.logger.org.apache.kafka.clients=WARN
log4j.logger.org.apache.kafka.common.config=WARN
log4j.logger.org.apache.kafka.common.utils.AppInfoParser=WARN
log4j.logger.org.apache.kafka.controller=WARN
log4j.logger.org.apache.kafka.coordinator=WARN
log4j.logger.org.apache.kafka.image=WARN
log4j.logger.org.apache.kafka.metadata=WARN
log4j.logger.org.apache.kafka.raft=WARN
log4j.logger.org.apache.kafka.queue=WARN
log4j.logger.org.apache.kafka.storage=WARN
log4j.logger.org.apache.kafka.server=WARN
log4j.logger.org.apache.kafka.snapshot=WARN
EOF
}

# java with the broker's JVM options and classpath; used for StorageTool and the broker itself.
kafka_java_cmd() {
  KAFKA_JAVA=(java -Xms128m "-Xmx$KAFKA_HEAP" -XX:+UseG1GC -XX:MaxGCPauseMillis=20
    -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true "-Dkafka.logs.dir=$LOG_DIR"
    "-Dlog4j.configuration=file:$KAFKA_HOME/log4j.properties" ${KAFKA_OPTS:-} -cp "$KAFKA_LIBS/*")
}

format_kafka_storage() {
  [ -f "$KAFKA_DATA/meta.properties" ] && return 0
  local id t0
  t0=$(now)
  # 16 random bytes, base64url without padding (what kafka-storage.sh random-uuid prints). Like
  # Kafka's Uuid.randomUuid, draw again when it starts with '-': argparse would read it as an option.
  id=-
  while [ "${id#-}" != "$id" ]; do
    id=$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
  done
  kafka_java_cmd
  if ! "${KAFKA_JAVA[@]}" kafka.tools.StorageTool format "--cluster-id=$id" -c "$KAFKA_HOME/server.properties" \
    >"$LOG_DIR/kafka-format.log" 2>&1; then
    show_logs "$LOG_DIR/kafka-format.log"
    die "kafka: formatting $KAFKA_DATA failed (see above)"
  fi
  say "kafka: formatted $KAFKA_DATA (cluster id $id, $(elapsed "$t0"))"
}

# launch <component> <command...>: detached (own session), stdin closed, output to the component's file.
launch() {
  local c=$1 out
  shift
  out=$(out_file "$c")
  [ -f "$out" ] && mv -f "$out" "$out.prev"
  # setsid: Ctrl-C in the calling terminal (or a test runner's process group kill) does not
  # take the infrastructure down; `infra.sh stop` does. The subshell execs setsid, which execs
  # the command without forking, so $! is the component's pid.
  # fds 8/9 hold the install/state locks and must not leak into the long-running process.
  (
    cd "$STATE_DIR"
    exec setsid "$@" >"$out" 2>&1 </dev/null 8>&- 9>&-
  ) &
  echo $! >"$(pid_file "$c")"
}

launch_kafka() {
  require_java
  write_kafka_config
  format_kafka_storage
  [ -f "$LOG_DIR/kafka.log" ] && mv -f "$LOG_DIR/kafka.log" "$LOG_DIR/kafka.log.prev"
  kafka_java_cmd
  launch kafka "${KAFKA_JAVA[@]}" kafka.Kafka "$KAFKA_HOME/server.properties"
}

write_opensearch_config() {
  mkdir -p "$OPENSEARCH_DATA" "$OPENSEARCH_HOME/tmp"
  cp "$SCRIPT_DIR/opensearch/log4j2.properties" "$OPENSEARCH_HOME/log4j2.properties"
}

launch_opensearch() {
  local extra=()
  read -r -a extra <<<"${OPENSEARCH_SETTINGS:-}"
  require_java
  write_opensearch_config
  # The distribution's JVM options that matter here (its SystemJvmOptions and jvm.options): Netty
  # without Unsafe tricks, log4j without JMX or a shutdown hook, SPI locale data (its ISO calendar).
  launch opensearch java "-Xms$OPENSEARCH_HEAP" "-Xmx$OPENSEARCH_HEAP" -XX:+UseG1GC -XX:G1ReservePercent=25 \
    -XX:InitiatingHeapOccupancyPercent=30 -XX:+ExitOnOutOfMemoryError -XX:-OmitStackTraceInFastThrow -Xss1m \
    -Djava.awt.headless=true -Dfile.encoding=UTF-8 -Djna.nosys=true -Djava.locale.providers=SPI,COMPAT \
    -Dio.netty.noUnsafe=true -Dio.netty.noKeySetOptimization=true -Dio.netty.recycler.maxCapacityPerThread=0 \
    -Dio.netty.allocator.numDirectArenas=0 -Dlog4j.shutdownHookEnabled=false -Dlog4j2.disable.jmx=true \
    "-Dlog4j2.configurationFile=$OPENSEARCH_HOME/log4j2.properties" "-Djava.io.tmpdir=$OPENSEARCH_HOME/tmp" \
    ${OPENSEARCH_JAVA_OPTS:-} -cp "$OPENSEARCH_LIBS/*:$OPENSEARCH_LIBS/launcher" hm.opensearch.Launcher \
    "path.home=$OPENSEARCH_HOME" "path.data=$OPENSEARCH_DATA" cluster.name=hiring-marketplace-local \
    node.name=opensearch-1 "http.port=$OPENSEARCH_PORT" "transport.port=$OPENSEARCH_TRANSPORT_PORT" "${extra[@]}"
}

launch_mongo() {
  mkdir -p "$FERRET_DATA"
  local backend=(-backend sqlite)
  [ "$FERRETDB_BACKEND" = postgresql ] && backend=(-backend postgresql -postgresql-url "$PG_URL")
  # -data also marks the process as ours (cmd_marker) with either backend.
  [ -n "${FERRETDB_PPROF_ADDR:-}" ] && backend+=(-pprof-addr "$FERRETDB_PPROF_ADDR")
  # How soon a deleted document's bytes leave the SQLite files (the launcher's default: 20s).
  [ -n "${FERRETDB_CHECKPOINT_EVERY:-}" ] && backend+=(-checkpoint-every "$FERRETDB_CHECKPOINT_EVERY")
  launch mongo "$BIN_DIR/ferretdb-launcher" -listen "127.0.0.1:$MONGO_PORT" -data "$FERRET_DATA" \
    "${backend[@]}" -log-level "$FERRETDB_LOG_LEVEL"
}

init_postgres() {
  local b=$1 blog=$LOG_DIR/postgres-initdb.log t0
  mkdir -p "$PG_HOME" "$PG_SOCKET_DIR"
  [ "$(id -u)" -ne 0 ] || chown postgres:postgres "$PG_HOME" "$PG_SOCKET_DIR"
  [ -f "$PG_DATA/PG_VERSION" ] && return 0
  t0=$(now)
  rm -rf "$PG_DATA"
  # Local trust auth on 127.0.0.1 only (like the other components: no credentials); no fsync in
  # this development cluster's initdb, the server itself keeps PostgreSQL's defaults.
  if ! as_pg_user "$b/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync \
    >"$blog" 2>&1; then
    show_logs "$blog"
    die "postgres: initdb $PG_DATA failed (see above; as root the postgres user needs access to $STATE_DIR)"
  fi
  say "postgres: initialised cluster in $PG_DATA ($(elapsed "$t0"))"
}

launch_postgres() {
  local b
  b=$(pg_bin) || die "postgres: PostgreSQL server binaries not found (set POSTGRES_BIN_DIR)"
  init_postgres "$b"
  pg_user_prefix
  # The server logs to stderr, i.e. the log file that launch opens (as us) before the exec.
  launch postgres ${PG_AS[@]+"${PG_AS[@]}"} "$b/postgres" -D "$PG_DATA" -p "$POSTGRES_PORT" -c listen_addresses=127.0.0.1 \
    -k "$PG_SOCKET_DIR" -c logging_collector=off
}

launch_stripe() {
  # PORT in the environment would change stripe-mock's defaults; both addresses are explicit anyway.
  launch stripe env -u PORT "$BIN_DIR/stripe-mock" -http-addr "127.0.0.1:$STRIPE_MOCK_PORT" \
    -https-addr "127.0.0.1:$STRIPE_MOCK_HTTPS_PORT"
}

# Wait until a freshly launched component is ready; fail with its log tail.
wait_ready() {
  local c=$1 t0=$2 pid deadline
  pid=$(cat "$(pid_file "$c")")
  deadline=$((SECONDS + START_TIMEOUT))
  while :; do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$(pid_file "$c")"
      show_logs "$(out_file "$c")" "$(log_file "$c")"
      say "$c: $(label "$c") exited during startup (logs above)"
      return 1
    fi
    if answering "$c" && started_marker_seen "$c"; then
      say "$c: $(label "$c") ready on $(addr_of "$c") (pid $pid, $(elapsed "$t0"))"
      return 0
    fi
    if [ $SECONDS -ge "$deadline" ]; then
      show_logs "$(out_file "$c")" "$(log_file "$c")"
      say "$c: $(label "$c") not ready after ${START_TIMEOUT}s (pid $pid still running; logs above)"
      return 1
    fi
    sleep 0.2
  done
}

addr_of() {
  case "$1" in
    kafka) echo "127.0.0.1:$KAFKA_PORT" ;;
    mongo) echo "127.0.0.1:$MONGO_PORT" ;;
    stripe) echo "http://127.0.0.1:$STRIPE_MOCK_PORT" ;;
    postgres) echo "127.0.0.1:$POSTGRES_PORT" ;;
    opensearch) echo "http://127.0.0.1:$OPENSEARCH_PORT" ;;
  esac
}

cmd_start() {
  parse_components "$@"
  add_backend_deps
  local requested=("${COMPONENTS[@]}") c p t0 pid launched=() rc=0
  t0=$(now)
  cmd_install "${requested[@]}"
  mkdir -p "$RUN_DIR" "$LOG_DIR"
  # One start/stop at a time per state dir.
  exec 9>"$STATE_DIR/.infra.lock"
  flock 9
  for c in "${requested[@]}"; do
    if pid=$(our_pid "$c"); then
      if answering "$c"; then
        say "$c: already running (pid $pid) on $(addr_of "$c")"
        continue
      fi
      # Ours but not answering: probably still starting (another `start` just launched it).
      say "$c: pid $pid is running but not answering yet; waiting"
      LAUNCHED_AT[$c]=$(now)
      launched+=("$c")
      continue
    fi
    rm -f "$(pid_file "$c")"
    for p in $(ports_of "$c"); do
      if port_open "$p"; then
        die "$c: port $p on 127.0.0.1 is already in use by a process infra.sh did not start (pid files in $RUN_DIR); stop it or choose other ports (KAFKA_PORT, KAFKA_CONTROLLER_PORT, MONGO_PORT, STRIPE_MOCK_PORT, STRIPE_MOCK_HTTPS_PORT, OPENSEARCH_PORT, OPENSEARCH_TRANSPORT_PORT)"
      fi
    done
    LAUNCHED_AT[$c]=$(now)
    "launch_$c"
    say "$c: started $(label "$c") (pid $(cat "$(pid_file "$c")")), waiting until ready..."
    if [ "$c" = postgres ]; then
      # FerretDB (launched next) needs it: wait now (about a second).
      wait_ready postgres "${LAUNCHED_AT[$c]}" || { flock -u 9; die "start failed; \`$0 stop\` stops whatever did start"; }
      continue
    fi
    launched+=("$c")
  done
  # Kafka and OpenSearch are the slowest: wait for the others first so their timings are accurate.
  for c in ${launched[@]+"${launched[@]}"}; do
    case "$c" in kafka | opensearch) ;; *) wait_ready "$c" "${LAUNCHED_AT[$c]}" || rc=1 ;; esac
  done
  for c in ${launched[@]+"${launched[@]}"}; do
    case "$c" in kafka | opensearch) wait_ready "$c" "${LAUNCHED_AT[$c]}" || rc=1 ;; esac
  done
  flock -u 9
  [ $rc -eq 0 ] || die "start failed; \`$0 stop\` stops whatever did start"
  say "start: all up ($(elapsed "$t0")); state in $STATE_DIR"
}

# ---------------------------------------------------------------- stop / status / env

stop_one() {
  local c=$1 pid t0 limit
  t0=$(now)
  if ! pid=$(our_pid "$c"); then
    rm -f "$(pid_file "$c")"
    say "$c: not running"
    return 0
  fi
  # Kafka does a controlled shutdown (flushes logs, closes the metadata log), give it time;
  # OpenSearch's launcher waits up to 20 s for the node to close.
  case "$c" in kafka) limit=60 ;; opensearch) limit=30 ;; *) limit=15 ;; esac
  # PostgreSQL: TERM is a "smart" shutdown that waits for clients (FerretDB's pool); INT is "fast".
  case "$c" in postgres) kill -INT "$pid" 2>/dev/null || true ;; *) kill -TERM "$pid" 2>/dev/null || true ;; esac
  local deadline=$((SECONDS + limit))
  while kill -0 "$pid" 2>/dev/null && [ $SECONDS -lt $deadline ]; do
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    say "$c: pid $pid still running after ${limit}s, sending KILL"
    kill -KILL "$pid" 2>/dev/null || true
    while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
  fi
  rm -f "$(pid_file "$c")"
  say "$c: stopped (pid $pid, $(elapsed "$t0"))"
}

cmd_stop() {
  parse_components "$@"
  local c pids=() rc=0 i
  [ -d "$STATE_DIR" ] || { say "nothing to stop ($STATE_DIR does not exist)"; return 0; }
  mkdir -p "$RUN_DIR"
  exec 9>"$STATE_DIR/.infra.lock"
  flock 9
  for c in "${COMPONENTS[@]}"; do
    stop_one "$c" &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || rc=1
  done
  flock -u 9
  return $rc
}

cmd_status() {
  parse_components "$@"
  local c pid rc=0
  for c in "${COMPONENTS[@]}"; do
    if pid=$(our_pid "$c"); then
      if answering "$c"; then
        printf '%-10s up    %-24s pid %s\n' "$c" "$(addr_of "$c")" "$pid"
      else
        printf '%-10s down  %-24s pid %s running but not answering (log: %s)\n' "$c" "$(addr_of "$c")" "$pid" "$(log_file "$c")"
        rc=1
      fi
    else
      if answering "$c" 2>/dev/null; then
        printf '%-10s down  %-24s (port answered by a process infra.sh did not start)\n' "$c" "$(addr_of "$c")"
      else
        printf '%-10s down  %-24s\n' "$c" "$(addr_of "$c")"
      fi
      rc=1
    fi
  done
  return $rc
}

cmd_env() {
  # Unquoted on purpose (callers parse `export KEY=VALUE`); the value has no spaces.
  echo "export MONGO_URL=mongodb://127.0.0.1:$MONGO_PORT/?directConnection=true"
  echo "export KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT"
  echo "export STRIPE_API_BASE=http://127.0.0.1:$STRIPE_MOCK_PORT"
  echo "export OPENSEARCH_URL=http://127.0.0.1:$OPENSEARCH_PORT"
}

cmd_logs() {
  [ $# -eq 1 ] || die "usage: $0 logs <kafka|mongo|stripe|postgres|opensearch>"
  log_file "$(canonical "$1")"
}

usage() {
  sed -n '2,35p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

main() {
  local cmd=${1:-}
  [ $# -gt 0 ] && shift
  case "$cmd" in
    install) cmd_install "$@" ;;
    start) cmd_start "$@" ;;
    stop) cmd_stop "$@" ;;
    restart) cmd_stop "$@" && cmd_start "$@" ;;
    status) cmd_status "$@" ;;
    env) cmd_env ;;
    logs) cmd_logs "$@" ;;
    -h | --help | help) usage ;;
    *) usage >&2; exit 2 ;;
  esac
}

main "$@"
