#!/usr/bin/env bash
# Makes sure the pinned schemathesis (the OpenAPI fuzzer of gateway/test/rest/schemathesis.test.ts)
# is installed in a venv of its own under the cache directory, so no system Python is changed.
# Idempotent: does nothing when the pinned version is already there. Needs python3 with venv;
# when `python3 -m venv` is missing (Debian's python3-venv), installs it with apt-get (root).
# Prints the schemathesis executable's path on stdout; progress and errors go to stderr.
# SCHEMATHESIS_PATH names another schemathesis executable to use instead.
set -euo pipefail

# Pinned: the checks' names and the CLI's flags changed between major versions (docs/decisions/openapi-as-validator.md).
VERSION=4.32.5
VENV=${HM_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/hiring-marketplace}/schemathesis-$VERSION
BIN=$VENV/bin/schemathesis
# Every package pinned, so a clean machine generates the same cases for the same seed as this one.
REQUIREMENTS="$(dirname "${BASH_SOURCE[0]}")/schemathesis-requirements.txt"
STAMP=$VENV/.requirements
installed() { [ -x "$BIN" ] && cmp -s "$REQUIREMENTS" "$STAMP"; }

if [ -n "${SCHEMATHESIS_PATH:-}" ]; then
  if [ -x "$SCHEMATHESIS_PATH" ]; then echo "$SCHEMATHESIS_PATH"; exit 0; fi
  echo "[schemathesis] error: SCHEMATHESIS_PATH=$SCHEMATHESIS_PATH is not an executable file" >&2
  exit 1
fi
if installed; then
  echo "$BIN"
  exit 0
fi

command -v python3 >/dev/null 2>&1 || { echo "[schemathesis] error: python3 is missing; the OpenAPI fuzz test needs it" >&2; exit 1; }
# Debian ships venv (and ensurepip) apart from python3.
has_venv() { python3 -c 'import venv, ensurepip' >/dev/null 2>&1; }
if ! has_venv; then
  source "$(dirname "${BASH_SOURCE[0]}")/lib/ensure-apt-tool.sh"
  minor=$(python3 -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
  ensure_apt_tool schemathesis PYTHON_VENV_UNUSED "$(command -v python3)" has_venv "the OpenAPI fuzz test needs it" -- --no-install-recommends "python$minor-venv" >/dev/null
fi

# One installer at a time (jest workers and test.sh may call this together).
mkdir -p "$(dirname "$VENV")"
exec 8>"$VENV.lock"
flock 8
if ! installed; then
  echo "[schemathesis] installing schemathesis $VERSION and its pinned dependencies into $VENV (pip)..." >&2
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$REQUIREMENTS" >&2
  cp "$REQUIREMENTS" "$STAMP"
fi
flock -u 8
echo "$BIN"
