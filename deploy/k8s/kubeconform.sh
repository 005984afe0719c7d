#!/usr/bin/env bash
# Validates the manifests of deploy/k8s with kubeconform, strictly (no unknown fields, no
# duplicate keys), against the Kubernetes JSON schemas, offline:
#
#   deploy/k8s/kubeconform.sh [manifest.yaml...]     default: every resource file of deploy/k8s
#
# kubeconform (Go) is built with `go install` into the cache; it downloads its schemas from GitHub
# by default, which CI cannot reach. The schemas come instead from the PyPI package
# kubernetes-validate (a wheel of the upstream OpenAPI definitions as JSON Schema, one folder per
# Kubernetes version): downloaded once with pip, the chosen version's strict folder is unpacked
# and its references made relative (the files name each other by an https://kubernetes.io $id,
# which kubeconform would try to fetch).
#
# Environment: HM_CACHE_DIR (default ~/.cache/hiring-marketplace), K8S_VERSION (default 1.33.0,
# the oldest Kubernetes still supported upstream when this was written).
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CACHE_DIR=${HM_CACHE_DIR:-$HOME/.cache/hiring-marketplace}
KUBECONFORM_VERSION=v0.7.0
VALIDATE_VERSION=1.37.0 # kubernetes-validate: schemas for Kubernetes 1.25 to 1.37
K8S_VERSION=${K8S_VERSION:-1.33.0}
BIN=$CACHE_DIR/bin/kubeconform
SCHEMAS=$CACHE_DIR/k8s-schemas
SCHEMA_DIR=$SCHEMAS/v$K8S_VERSION-local-strict

say() { printf '[kubeconform] %s\n' "$*" >&2; }
die() { printf '[kubeconform] error: %s\n' "$*" >&2; exit 1; }

mkdir -p "$CACHE_DIR/bin" "$SCHEMAS"
exec 8>"$SCHEMAS/.lock"
flock 8

if [ ! -x "$BIN" ] || [ "$(cat "$BIN.version" 2>/dev/null)" != "$KUBECONFORM_VERSION" ]; then
  command -v go >/dev/null || die "Go is needed to build kubeconform (go install)"
  say "building kubeconform $KUBECONFORM_VERSION (go install)..."
  tmp=$(mktemp -d "$CACHE_DIR/bin/.kubeconform.XXXXXX")
  GOBIN=$tmp GOFLAGS= GOWORK=off GOTOOLCHAIN=local CGO_ENABLED=0 \
    go install -trimpath -ldflags='-s -w' "github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM_VERSION" >&2
  mv -f "$tmp/kubeconform" "$BIN"
  rm -rf "$tmp"
  echo "$KUBECONFORM_VERSION" >"$BIN.version"
fi

if [ ! -f "$SCHEMA_DIR/.ready" ]; then
  wheel=$SCHEMAS/kubernetes_validate-$VALIDATE_VERSION-py3-none-any.whl
  if [ ! -s "$wheel" ]; then
    say "downloading the schemas (pip download kubernetes-validate==$VALIDATE_VERSION, 22 MB)..."
    python3 -m pip download --quiet --no-deps --only-binary=:all: -d "$SCHEMAS" "kubernetes-validate==$VALIDATE_VERSION" >&2 ||
      die "pip download kubernetes-validate failed"
  fi
  say "unpacking the Kubernetes $K8S_VERSION strict schemas..."
  rm -rf "$SCHEMA_DIR"
  python3 - "$wheel" "$SCHEMA_DIR" "v$K8S_VERSION-local-strict" <<'EOF'
import json, os, sys, zipfile
wheel, out, folder = sys.argv[1:]
prefix = f"kubernetes_validate/kubernetes-json-schema/{folder}/"
os.makedirs(out, exist_ok=True)
count = 0
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if not name.startswith(prefix) or not name.endswith(".json"):
            continue
        schema = json.loads(z.read(name))
        # Each file has an https://kubernetes.io/api/... $id and refers to "/api/_definitions.json#...":
        # without the ids, the references resolve to the file next to it.
        schema.pop("$id", None)
        text = json.dumps(schema).replace('"/api/_definitions.json#', '"_definitions.json#')
        with open(os.path.join(out, name[len(prefix):]), "w") as f:
            f.write(text)
        count += 1
if count == 0:
    sys.exit(f"no schemas for {folder} in {wheel}")
print(f"{count} schemas", file=sys.stderr)
EOF
  touch "$SCHEMA_DIR/.ready"
fi
flock -u 8

if [ $# -eq 0 ]; then
  set -- $(cd "$SCRIPT_DIR" && ls *.yaml | grep -v '^kustomization.yaml$' | sed "s#^#$SCRIPT_DIR/#")
fi
exec "$BIN" -strict -summary -kubernetes-version "$K8S_VERSION" \
  -schema-location "$SCHEMAS/{{ .NormalizedKubernetesVersion }}-local{{ .StrictSuffix }}/{{ .ResourceKind }}{{ .KindSuffix }}.json" "$@"
