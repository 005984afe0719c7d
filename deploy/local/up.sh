#!/usr/bin/env bash
# Quick start, command 1: install everything and run the whole product with its embedded defaults.
# Environment variables given to this command reach every service (SMTP_URL, DNS_SERVERS,
# OPENAI_API_KEY, STRIPE_SECRET_KEY, ADMIN_EMAILS, PORT, ...). Ctrl-C stops everything it started.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash deploy/local/install.sh
exec node deploy/local/run-product.mjs
