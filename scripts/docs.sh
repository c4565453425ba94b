#!/usr/bin/env bash
# Builds the library's DocC documentation (Sources/TokenCore/TokenCore.docc and the doc comments of every public
# declaration) into .build/docs, and fails on any warning: a symbol link that does not resolve, an article link
# that goes nowhere. Reads the modules of the debug build (`swift build` first). `make docs` runs it; so does
# `make test`.
#
#   scripts/docs.sh                # .build/docs/TokenCore.doccarchive
#   OUT=/tmp/docs scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(swift build --show-bin-path)
OUT=${OUT:-.build/docs}
DOCC=$(command -v docc || true)
[ -n "$DOCC" ] || DOCC=$(dirname "$(readlink -f "$(command -v swift)")")/docc
if [ ! -x "$DOCC" ]; then
    echo "docs.sh: docc not found beside swift; skipping the documentation build" >&2
    exit 0
fi
GRAPHS=$(mktemp -d)
trap 'rm -rf "$GRAPHS"' EXIT
# The umbrella re-exports every target: its symbol graph takes in theirs.
MODULES=$(find Sources -mindepth 1 -maxdepth 1 -type d -name 'Token*' ! -name TokenCore -exec basename {} \; | sort | paste -sd, -)
case "$(uname)" in
    Darwin) TARGET="$(uname -m)-apple-macosx13.0" ;;
    *) TARGET="$(uname -m)-unknown-linux-gnu" ;;
esac
swift symbolgraph-extract -module-name TokenCore -target "$TARGET" \
    -I "$BIN/Modules" -I Sources/CJSONC -I .build/checkouts/Yams/Sources/CYaml/include -Xcc -I/usr/include/json-c \
    -minimum-access-level public -emit-extension-block-symbols -experimental-allowed-reexported-modules="$MODULES" \
    -output-dir "$GRAPHS"
mkdir -p "$OUT"
"$DOCC" convert Sources/TokenCore/TokenCore.docc --additional-symbol-graph-dir "$GRAPHS" \
    --fallback-display-name TokenCore --fallback-bundle-identifier org.tokenc.TokenCore \
    --output-path "$OUT/TokenCore.doccarchive" --warnings-as-errors
echo "docs.sh: $OUT/TokenCore.doccarchive"
