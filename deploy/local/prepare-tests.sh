#!/usr/bin/env bash
# What the tests need besides npm packages and the infrastructure binaries (deploy/local/install.sh),
# in two parts, so CI can do each beside other work (.ci/run); deploy/local/test.sh runs both, and
# each is quick when already done (idempotent):
#
#   deploy/local/prepare-tests.sh system   Chromium, Dovecot, schemathesis, Podman and the Debian base
#                                          image: none of it needs install.sh, so CI runs it beside install
#   deploy/local/prepare-tests.sh bases    the base images the tests' infrastructure starts from (Kafka,
#                                          FerretDB, stripe-mock: built from install.sh's binaries)
#   deploy/local/prepare-tests.sh          both
#
# Where Podman cannot work, the container parts fail; the tests then use local processes
# (deploy/local/test.sh), so only their failure is reported, with exit status 3.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# The images the tests' own infrastructure uses (packages/service-kit/test-support/container-infra.ts).
# The rest (Node, OpenSearch, the mail catcher, the collector, Zipkin) only the container journeys
# need: test.sh builds them beside the tests, with the product images.
TEST_BASES=(kafka ferretdb stripe-mock)

system() {
  bash deploy/local/ensure-chromium.sh --headless-shell >/dev/null
  bash deploy/local/ensure-imap.sh >/dev/null
  bash deploy/local/ensure-schemathesis.sh >/dev/null
  bash deploy/containers/install.sh >/dev/null && bash deploy/containers/build-local-bases.sh debian || return 3
}
bases() { bash deploy/containers/install.sh >/dev/null && bash deploy/containers/build-local-bases.sh "${TEST_BASES[@]}" || return 3; }

case "${1:-all}" in
  system) system ;;
  bases) bases ;;
  all) system; bases ;; # (not `system && bases`: bash ignores set -e inside a function on the left of &&)
  *) echo "usage: deploy/local/prepare-tests.sh [system|bases]" >&2; exit 2 ;;
esac
