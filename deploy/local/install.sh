#!/usr/bin/env bash
# Installs and builds everything the product and its tests need, reusing what is already there:
# npm packages (from package-lock.json), Kafka jars, FerretDB and stripe-mock binaries, the build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

step() { printf '[install] %s\n' "$*" >&2; }
command -v node >/dev/null || { echo "Node.js 20 is required" >&2; exit 1; }

lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
# Every node_modules folder npm makes for this lock file (the root's and a few workspaces' own).
nm_dirs() { find . -name node_modules -prune -not -path './.local/*' -not -path './artifacts/*' -print | sort; }
# A fresh clone with a lock file seen before takes its node_modules from the cache as hard links
# (about 5 s for 60,000 files, against about 50 s for `npm install` from npm's cache); the key is the
# lock file and Node's version, since some packages build for the Node that installed them.
nm_cache_root=${HM_CACHE_DIR:-$HOME/.cache/hiring-marketplace}/node_modules
nm_cache=$nm_cache_root/$(printf '%s %s' "$lock_hash" "$(node --version)" | sha256sum | cut -c1-16)
if [ ! -f node_modules/.install-stamp ] || [ "$(cat node_modules/.install-stamp)" != "$lock_hash" ]; then
  if [ -f "$nm_cache/.complete" ] && [ ! -e node_modules ]; then
    step "npm packages: from the cache of this lock file ($nm_cache)"
    while read -r dir; do
      mkdir -p "$(dirname "$dir")"
      cp -al "$nm_cache/tree/$dir" "$dir" 2>/dev/null || cp -a "$nm_cache/tree/$dir" "$dir"
    done <"$nm_cache/dirs"
  else
    step "npm packages (from package-lock.json)"
    # `npm install`, not `npm ci`: npm 11 rejects this lock file in `ci` because the registry mirror
    # lacks some optional platform packages of unrs-resolver (jest); install still honours the lock.
    npm install --no-audit --no-fund --prefer-offline --loglevel=error
    echo "$lock_hash" > node_modules/.install-stamp
    # Kept as a copy (not links), so nothing a clone does to its own tree reaches the cache; the
    # two newest lock files are kept.
    if [ ! -f "$nm_cache/.complete" ]; then
      rm -rf "$nm_cache.tmp" && mkdir -p "$nm_cache.tmp/tree"
      nm_dirs >"$nm_cache.tmp/dirs"
      while read -r dir; do
        mkdir -p "$nm_cache.tmp/tree/$(dirname "$dir")" && cp -a "$dir" "$nm_cache.tmp/tree/$dir"
      done <"$nm_cache.tmp/dirs"
      touch "$nm_cache.tmp/.complete" && rm -rf "$nm_cache" && mv "$nm_cache.tmp" "$nm_cache"
      ls -1dt "$nm_cache_root"/*/ 2>/dev/null | tail -n +3 | xargs -r rm -rf
    fi
  fi
else
  step "npm packages: up to date"
fi

step "infrastructure binaries (Kafka, FerretDB, stripe-mock, OpenSearch)"
bash deploy/local/infra.sh install
# Started only when named (nothing in the product uses it yet), but its tests need it installed.
bash deploy/local/infra.sh install opensearch

# The build again only when a source file changed since the last one in this checkout (test.sh runs
# this script after CI's install step did: the web app's build alone took 12 s more).
source deploy/local/lib/sources-hash.sh
source deploy/local/lib/typescript-outputs.sh
build_stamp=node_modules/.build-stamp
hash=$(sources_hash)
if [ -n "$hash" ] && [ -f "$build_stamp" ] && [ "$(cat "$build_stamp")" = "$hash" ] &&
  [ -f web/dist/index.html ] && [ -f gateway/supergraph/supergraph.graphql ] && [ -f gateway/dist/main.js ]; then
  step "build: up to date"
else
  step "build (TypeScript, supergraph, web app)"
  restore_typescript_outputs
  npm run build --silent
  keep_typescript_outputs
  # Hashed again: the build writes generated files that are part of the tree (web/src/generated).
  sources_hash >"$build_stamp"
fi
