#!/usr/bin/env bash
# Quick start, command 2: run every test, installing what is needed first. Uses MONGO_URL,
# KAFKA_BROKERS and STRIPE_API_BASE when set; otherwise jest's global setup starts the
# infrastructure (in containers, else as local processes) and stops it afterwards. Ends with one line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash deploy/local/install.sh
bash deploy/local/ensure-chromium.sh >/dev/null
bash deploy/local/ensure-imap.sh >/dev/null

# Containers (issue 18): Podman, the local base images (the tests' Kafka, FerretDB and stripe-mock
# start from them through testcontainers) and the seven product images (the container journeys:
# docker-compose.yml under podman-compose, deploy/containers/journey.test.ts, about 40 s; deploy/k8s
# under `podman kube play`, deploy/containers/kube-journey.test.ts, about 1 min). Where that cannot
# work the tests say so and fall back to local processes; the journeys are then skipped.
if bash deploy/containers/install.sh >/dev/null && bash deploy/containers/build-local-bases.sh && bash deploy/containers/build-images.sh; then
  export HM_CONTAINER_JOURNEY=1 HM_KUBE_JOURNEY=1
else
  echo "[containers] not available here: the tests' infrastructure runs as local processes and the container journeys are skipped" >&2
fi

mkdir -p artifacts
# Two jest processes, each running half of the files in turn (jest.config.js: one file at a time):
# one process for every file outgrew V8's default heap (about 4 GB) as the module registries of
# 136 files piled up, and a bigger heap flag would override the memory caps of the worker-thread
# pools the tests check (V8 applies --max-old-space-size to every isolate of the process).
status=0
for shard in 1 2; do
  set +e
  node --experimental-vm-modules node_modules/jest/bin/jest.js --shard="$shard/2" --passWithNoTests --json --outputFile="artifacts/jest-results-$shard.json" "$@" 2>&1 | grep -v -e 'ExperimentalWarning: VM Modules' -e 'trace-warnings'
  shard_status=${PIPESTATUS[0]}
  set -e
  if [ "$shard_status" -ne 0 ]; then status=$shard_status; fi
done
node -e '
  const fs = require("node:fs");
  const parts = ["1", "2"].map((n) => JSON.parse(fs.readFileSync(`./artifacts/jest-results-${n}.json`, "utf8")));
  const sum = (key) => parts.reduce((total, part) => total + part[key], 0);
  const merged = { numPassedTests: sum("numPassedTests"), numFailedTests: sum("numFailedTests"), numTotalTests: sum("numTotalTests"), testResults: parts.flatMap((part) => part.testResults) };
  fs.writeFileSync("./artifacts/jest-results.json", JSON.stringify(merged));
  console.log(`${merged.numPassedTests} passed, ${merged.numFailedTests} failed`);
' 2>/dev/null || echo "0 passed, 0 failed (jest did not produce results)"
exit "$status"
