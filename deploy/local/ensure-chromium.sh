#!/usr/bin/env bash
# Makes sure a Chromium exists (Debian packages). Idempotent: does nothing when it is already
# installed. Installing needs root (apt-get). Prints the browser path on stdout; progress and errors
# go to stderr. CHROMIUM_PATH names another browser (e.g. Google Chrome) to use instead.
#
#   deploy/local/ensure-chromium.sh                  /usr/bin/chromium (the demo recording)
#   deploy/local/ensure-chromium.sh --headless-shell /usr/bin/chromium-headless-shell (the browser tests)
#
# The headless shell is the same Blink without the browser's UI layers (what Playwright's own
# headless runs use): the browser tests took 18–30 % less CPU on it (docs/decisions/local-infrastructure-and-tests.md).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/ensure-apt-tool.sh"

case "${1:-}" in
  '') CHROMIUM=/usr/bin/chromium PACKAGE=chromium ;;
  --headless-shell) CHROMIUM=/usr/bin/chromium-headless-shell PACKAGE=chromium-headless-shell ;;
  *) echo "usage: deploy/local/ensure-chromium.sh [--headless-shell]" >&2; exit 2 ;;
esac
has_chromium() { [ -x "$CHROMIUM" ]; }

ensure_apt_tool chromium CHROMIUM_PATH "$CHROMIUM" has_chromium "the browser tests need it" -- "$PACKAGE"
