#!/usr/bin/env bash
# Makes sure a Chromium for headless browser tests exists at /usr/bin/chromium (Debian package).
# Idempotent: does nothing when it is already installed. Installing needs root (apt-get).
# Prints the browser path on stdout; progress and errors go to stderr.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

# An explicitly configured browser wins (e.g. a machine with Google Chrome).
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then
    echo "$CHROMIUM_PATH"
    exit 0
  fi
  echo "[chromium] error: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2
  exit 1
fi

if [ -x "$CHROMIUM" ]; then
  echo "$CHROMIUM"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "[chromium] error: $CHROMIUM is missing and installing it needs root: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH to an existing Chromium/Chrome binary)" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "[chromium] error: $CHROMIUM is missing and apt-get is not available: install Chromium with your package manager (or set CHROMIUM_PATH)" >&2
  exit 1
fi

start=$SECONDS
echo "[chromium] installing the Debian chromium package (apt-get)..." >&2
# A lock file keeps parallel callers (several test workers) from racing on dpkg.
exec 9>/tmp/.hm-ensure-chromium.lock
flock 9
if [ ! -x "$CHROMIUM" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
fi
flock -u 9

if [ ! -x "$CHROMIUM" ]; then
  echo "[chromium] error: apt-get finished but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "[chromium] installed $("$CHROMIUM" --version 2>/dev/null || echo chromium) in $((SECONDS - start))s" >&2
echo "$CHROMIUM"
