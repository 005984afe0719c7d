#!/usr/bin/env bash
# Makes sure Dovecot's IMAP server exists at /usr/sbin/dovecot (Debian package dovecot-imapd), for
# the ingestion tests, which start a private instance of it on a free loopback port (nothing of the
# system's mail setup is used or changed; the package's own service is not started).
# Idempotent: does nothing when it is already installed. Installing needs root (apt-get).
# Prints the dovecot path on stdout; progress and errors go to stderr.
# DOVECOT_PATH names another dovecot binary to use instead.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/ensure-apt-tool.sh"

DOVECOT=/usr/sbin/dovecot
# The IMAP protocol module comes with dovecot-imapd; dovecot-core alone cannot serve IMAP.
has_imap() { [ -x "$DOVECOT" ] && { [ -x /usr/lib/dovecot/imap ] || [ -x /usr/libexec/dovecot/imap ]; }; }

ensure_apt_tool imap DOVECOT_PATH "$DOVECOT" has_imap "the ingestion tests need it" -- --no-install-recommends dovecot-imapd
