#!/usr/bin/env bash
# The million-token case of the robustness suite, too slow for `swift test` in a debug build (~25 s to
# validate, ~70 MB of JSON): generates one file with 1,000,000 number tokens (each with a description), then
# times `tokenc validate` and `tokenc build` (all three outputs) and reports peak memory. Fails when a command
# fails or the build does not write every token. The suite keeps a 100,000-token case
# (HostileResolveTests.aHundredThousandTokensInOneFile, HostileCLITests.hostileSizesAndShapes).
#
#   scripts/million-tokens.sh                 # release build (built if missing)
#   TOKENC=.build/debug/tokenc scripts/million-tokens.sh 1000000
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${1:-1000000}
TOKENC=${TOKENC:-.build/release/tokenc}
# The release build links mimalloc when it is installed, as `make` builds it (Package.swift, docs/performance.md).
export TOKENC_MIMALLOC=${TOKENC_MIMALLOC:-$([ -e /usr/include/mimalloc.h ] && echo 1 || echo 0)}
export TOKENC_CMO=${TOKENC_CMO:-1}
[ -x "$TOKENC" ] || swift build -c release --product tokenc
TOKENC=$(cd "$(dirname "$TOKENC")" && pwd)/$(basename "$TOKENC")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

mkdir -p "$WORK/tokens"
python3 - "$COUNT" > "$WORK/tokens/t.json" <<'PY'
import sys
n = int(sys.argv[1])
w = sys.stdout.write
w('{"g": {"$type": "number",\n')
for i in range(n):
    w('"t%d": {"$value": %d, "$description": "token number %d"}%s\n' % (i, i, i, "," if i + 1 < n else ""))
w('}}\n')
PY
echo '{"tokens": ["t.json"], "output": "../out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}}' > "$WORK/tokens/tokenc.json"
echo "million-tokens.sh: $COUNT tokens, $(du -h "$WORK/tokens/t.json" | cut -f1) of JSON"

measure() {
    /usr/bin/time -f "%e s, %M KB peak" -o "$WORK/time" "$@" > "$WORK/stdout" 2> "$WORK/stderr" || {
        echo "million-tokens.sh: '$*' failed:" >&2; head -20 "$WORK/stderr" >&2; exit 1; }
    cat "$WORK/time"
}
cd "$WORK"
echo "validate: $(measure "$TOKENC" validate tokens/t.json)"
echo "build:    $(measure "$TOKENC" build --config tokens/tokenc.json --quiet)"
CSS=$(grep -c -- '--g-t' out/CSS/*.css)
[ "$CSS" -eq "$COUNT" ] || { echo "million-tokens.sh: the CSS has $CSS tokens, not $COUNT" >&2; exit 1; }
echo "million-tokens.sh: every token written ($(du -sh out | cut -f1) of outputs)"
