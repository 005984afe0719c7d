#!/usr/bin/env bash
# Makes sure Debian's ffmpeg (with libvpx for VP9) is installed: only recording the demo video
# needs it (npm run demo:record), never the tests, which play the committed file.
# Idempotent: does nothing when it is already installed. Installing needs root (apt-get).
# Prints the ffmpeg path on stdout; progress and errors go to stderr. FFMPEG_PATH names another one.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../local/lib/ensure-apt-tool.sh"

FFMPEG=/usr/bin/ffmpeg
# (the list is read whole: grep -q stopping early would fail the pipe under pipefail)
has_ffmpeg() { [ -x "$FFMPEG" ] && [[ $("$FFMPEG" -hide_banner -encoders 2>/dev/null) == *libvpx-vp9* ]]; }

ensure_apt_tool ffmpeg FFMPEG_PATH "$FFMPEG" has_ffmpeg "recording the demo video needs it" -- --no-install-recommends ffmpeg
