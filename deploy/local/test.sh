#!/usr/bin/env bash
# Quick start, command 2: run every test, installing what is needed first. Uses MONGO_URL,
# KAFKA_BROKERS and STRIPE_API_BASE when set; otherwise jest's global setup starts the
# infrastructure (in containers, else as local processes) and stops it afterwards. Ends with one line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash deploy/local/install.sh
# Chromium, Dovecot, schemathesis, Podman and the tests' base images (exit status 3: no containers here).
containers=yes
bash deploy/local/prepare-tests.sh || { rc=$?; [ "$rc" = 3 ] || exit "$rc"; containers=no; }

# Containers (issue 18): Podman, the local base images (the tests' Kafka, FerretDB and stripe-mock
# start from them through testcontainers; the journeys' other bases build with the product images) and the seven product images (the container journeys:
# docker-compose.yml under podman-compose, then deploy/k8s under `podman kube play`, one after the
# other in deploy/containers/journeys.test.ts, about 3 min each beside the other tests). Where that cannot
# work the tests say so and fall back to local processes; the journeys are then skipped.
# The product images build while the tests run (about 2 minutes, a quarter of it waiting on the
# disk): only the two journeys need them, and they wait for the build's exit status in
# HM_IMAGES_BUILD_STATUS (failing with its log when it failed). A build still running when the
# tests end (a run of a few files) is stopped.
mkdir -p artifacts
images_status="$PWD/artifacts/images-build.status"
images_log="$PWD/artifacts/images-build.log"
rm -f "$images_status"
images_pid=
if [ "$containers" = yes ]; then
  # A process group of its own, so stopping it stops the podman build inside it too. The bases not
  # built yet (the journeys' own: Node, OpenSearch, the mail catcher, the collector, Zipkin) come first.
  setsid bash -c '{ bash deploy/containers/build-local-bases.sh && bash deploy/containers/build-images.sh --checkout-build; } >"$1" 2>&1; echo $? >"$2"' _ "$images_log" "$images_status" &
  images_pid=$!
  export HM_CONTAINER_JOURNEY=1 HM_KUBE_JOURNEY=1 HM_IMAGES_BUILD_STATUS="$images_status" HM_IMAGES_BUILD_LOG="$images_log"
else
  echo "[containers] not available here: the tests' infrastructure runs as local processes and the container journeys are skipped" >&2
fi
stop_images_build() {
  [ -n "$images_pid" ] || return 0
  if [ ! -f "$images_status" ]; then kill -TERM -- "-$images_pid" 2>/dev/null || true; fi
  wait "$images_pid" 2>/dev/null || true
}
trap stop_images_build EXIT
# One jest run, files in parallel (jest.config.js: a worker per Kafka broker the global setup
# starts). Its JSON results are kept for the timing summary and CI's artifacts.
set +e
node --experimental-vm-modules node_modules/jest/bin/jest.js --passWithNoTests --json --outputFile=artifacts/jest-results.json "$@" 2>&1 | grep --line-buffered -v -e 'ExperimentalWarning: VM Modules' -e 'trace-warnings'
status=${PIPESTATUS[0]}
set -e
node -e '
  const results = JSON.parse(require("node:fs").readFileSync("./artifacts/jest-results.json", "utf8"));
  console.log(`${results.numPassedTests} passed, ${results.numFailedTests} failed`);
' 2>/dev/null || echo "0 passed, 0 failed (jest did not produce results)"
exit "$status"
