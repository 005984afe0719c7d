#!/usr/bin/env bash
# Installs and builds everything the product and its tests need, reusing what is already there:
# npm packages (from package-lock.json), Kafka jars, FerretDB and stripe-mock binaries, the build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

step() { printf '[install] %s\n' "$*" >&2; }
command -v node >/dev/null || { echo "Node.js 20 is required" >&2; exit 1; }

lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f node_modules/.install-stamp ] || [ "$(cat node_modules/.install-stamp)" != "$lock_hash" ]; then
  step "npm packages (from package-lock.json)"
  # `npm install`, not `npm ci`: npm 11 rejects this lock file in `ci` because the registry mirror
  # lacks some optional platform packages of unrs-resolver (jest); install still honours the lock.
  npm install --no-audit --no-fund --prefer-offline --loglevel=error
  echo "$lock_hash" > node_modules/.install-stamp
else
  step "npm packages: up to date"
fi

step "infrastructure binaries (Kafka, FerretDB, stripe-mock)"
bash deploy/local/infra.sh install

step "build (TypeScript, supergraph, web app)"
npm run build --silent
