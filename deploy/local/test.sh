#!/usr/bin/env bash
# Quick start, command 2: run every test, installing what is needed first. Uses MONGO_URL,
# KAFKA_BROKERS and STRIPE_API_BASE when set; otherwise jest's global setup starts the local
# infrastructure and stops it afterwards. Ends with one line: "N passed, N failed".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash deploy/local/install.sh
bash deploy/local/ensure-chromium.sh >/dev/null
bash deploy/local/ensure-imap.sh >/dev/null

mkdir -p artifacts
set +e
# One jest process runs every file in turn (jest.config.js: maxWorkers 1 runs in band) and its heap
# grows with each file's module registry; V8's default limit (about 4 GB) is too small for all of them.
node --max-old-space-size=12288 --experimental-vm-modules node_modules/jest/bin/jest.js --json --outputFile=artifacts/jest-results.json "$@" 2>&1 | grep -v -e 'ExperimentalWarning: VM Modules' -e 'trace-warnings'
status=${PIPESTATUS[0]}
set -e
node -e '
  const r = require("./artifacts/jest-results.json");
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed`);
' 2>/dev/null || echo "0 passed, 0 failed (jest did not produce results)"
exit "$status"
