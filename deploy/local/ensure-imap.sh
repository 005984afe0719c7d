#!/usr/bin/env bash
# Makes sure Dovecot's IMAP server exists at /usr/sbin/dovecot (Debian package dovecot-imapd), for
# the ingestion tests, which start a private instance of it on a free loopback port (nothing of the
# system's mail setup is used or changed; the package's own service is not started).
# Idempotent: does nothing when it is already installed. Installing needs root (apt-get).
# Prints the dovecot path on stdout; progress and errors go to stderr.
set -euo pipefail

DOVECOT=/usr/sbin/dovecot

# An explicitly configured binary wins (e.g. a Dovecot built elsewhere).
if [ -n "${DOVECOT_PATH:-}" ]; then
  if [ -x "$DOVECOT_PATH" ]; then
    echo "$DOVECOT_PATH"
    exit 0
  fi
  echo "[imap] error: DOVECOT_PATH=$DOVECOT_PATH is not an executable file" >&2
  exit 1
fi

# The IMAP protocol module comes with dovecot-imapd; dovecot-core alone cannot serve IMAP.
has_imap() {
  [ -x "$DOVECOT" ] && { [ -x /usr/lib/dovecot/imap ] || [ -x /usr/libexec/dovecot/imap ]; }
}

if has_imap; then
  echo "$DOVECOT"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "[imap] error: Dovecot's IMAP server is missing and installing it needs root: run 'sudo apt-get install -y --no-install-recommends dovecot-imapd' (or set DOVECOT_PATH)" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "[imap] error: Dovecot is missing and apt-get is not available: install dovecot (IMAP) with your package manager (or set DOVECOT_PATH)" >&2
  exit 1
fi

start=$SECONDS
echo "[imap] installing the Debian dovecot-imapd package (apt-get)..." >&2
# A lock file keeps parallel callers from racing on dpkg.
exec 9>/tmp/.hm-ensure-imap.lock
flock 9
if ! has_imap; then
  apt-get update -qq
  # No service manager in containers and CI: keep the package's own instance from starting.
  DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq --no-install-recommends dovecot-imapd >&2
fi
flock -u 9

if ! has_imap; then
  echo "[imap] error: apt-get finished but Dovecot's IMAP server is still missing" >&2
  exit 1
fi
echo "[imap] installed $("$DOVECOT" --version 2>/dev/null || echo dovecot) in $((SECONDS - start))s" >&2
echo "$DOVECOT"
