#!/usr/bin/env bash
# Makes sure a Chromium for headless browser tests exists at /usr/bin/chromium (Debian package).
# Idempotent: does nothing when it is already installed. Installing needs root (apt-get).
# Prints the browser path on stdout; progress and errors go to stderr.
# CHROMIUM_PATH names another browser (e.g. Google Chrome) to use instead.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/ensure-apt-tool.sh"

CHROMIUM=/usr/bin/chromium
has_chromium() { [ -x "$CHROMIUM" ]; }

ensure_apt_tool chromium CHROMIUM_PATH "$CHROMIUM" has_chromium "the browser tests need it" -- chromium
