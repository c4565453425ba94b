#!/usr/bin/env bash
# Runs `tokenc validate` under valgrind --leak-check=full on the sample brands (Tokens/) and on hostile inputs
# that take json-c's error paths (syntax error, truncation, depth limit, invalid UTF-8, NUL, NaN, duplicate
# keys, trailing garbage). Fails when a block is "definitely lost" with a json-c frame in its allocation
# stack (a json_object or json_tokener never released), on any invalid read, write or free, or on a use of an
# uninitialised value outside the Swift runtime. See docs/robustness.md.
#
#   scripts/valgrind.sh              # debug build (built if missing)
#   TOKENC=.build/release/tokenc scripts/valgrind.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
TOKENC=${TOKENC:-.build/debug/tokenc}
[ -x "$TOKENC" ] || swift build --product tokenc
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Hostile inputs, each a separate run.
printf '{"a": {"$type": "number", "$value": 1' > "$WORK/truncated.json"
printf '{"a": {"$type": "number", "$value": 1}} {"b": 2}' > "$WORK/trailing.json"
printf '{"a": {"$type": "number", "$value": [1, 2,, 3]}}' > "$WORK/syntax.json"
python3 -c 'print("[" * 5000 + "]" * 5000)' > "$WORK/deep.json"
printf '{"a": "x\xc0\xafy"}' > "$WORK/overlong.json"
printf '{"a": "x\xffy"}' > "$WORK/utf8.json"
printf '{"a": \x00 1}' > "$WORK/nul.json"
printf '{"a\\u0000b": {"$type": "number", "$value": 1}}' > "$WORK/nulkey.json"
printf '{"a": {"$type": "number", "$value": NaN}, "b": {"$type": "number", "$value": 123456789012345678901234567890}}' > "$WORK/numbers.json"
printf '{"a": {"$type": "number", "$value": 1, "$value": 2}, "a": {"$type": "number", "$value": 3}}' > "$WORK/duplicates.json"
printf '\xef\xbb\xbf{"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{a}"}}' > "$WORK/bom-cycle.json"

RUNS=()
[ -f Tokens/tokenc.json ] && RUNS+=("validate --config Tokens/tokenc.json")
for f in "$WORK"/*.json; do RUNS+=("validate $f"); done

FAILED=0
for args in "${RUNS[@]}"; do
    LOG="$WORK/valgrind.log"
    # A release build may link mimalloc (Package.swift): --soname-synonyms lets memcheck replace its malloc too.
    # shellcheck disable=SC2086
    TOKENC_THREADS=1 valgrind --soname-synonyms='somalloc=*mimalloc*' --leak-check=full --show-leak-kinds=definite --num-callers=40 --log-file="$LOG" \
        "$TOKENC" $args >/dev/null 2>&1 || true
    DEFINITE=$(grep -o 'definitely lost: [0-9,]* bytes in [0-9,]* blocks' "$LOG" | head -1 || true)
    # A loss record is the block from "are definitely lost" to the next blank line; json-c frames in it count.
    JSONC=$(awk '/are definitely lost/ {rec=1; buf=""} rec {buf=buf"\n"$0} rec && /^==[0-9]+== $/ {if (buf ~ /json_|libjson-c/) n++; rec=0} END {print n+0}' "$LOG")
    # Invalid reads, writes and frees anywhere; uninitialised values unless the first frame is the Swift
    # runtime's generic metadata initialisation (swift_initStructMetadata: a known valgrind false positive).
    ERRORS=$(awk '/Invalid (read|write|free)|Mismatched free/ {n++} /uninitialised value/ {u=1; next} u && / at / {if ($0 !~ /libswiftCore/) n++; u=0} END {print n+0}' "$LOG")
    echo "valgrind.sh: tokenc $args: ${DEFINITE:-definitely lost: 0 bytes}; json-c loss records: $JSONC; invalid accesses: $ERRORS"
    if [ "$JSONC" -ne 0 ] || [ "$ERRORS" -ne 0 ]; then
        FAILED=1
        sed -n '/are definitely lost/,/^==[0-9]*== $/p; /Invalid read\|Invalid write/,/^==[0-9]*== $/p' "$LOG" >&2
    fi
done
if [ "$FAILED" -ne 0 ]; then
    echo "valgrind.sh: json-c objects leaked or memory misused (above)" >&2
    exit 1
fi
echo "valgrind.sh: no json-c leak, no invalid access in ${#RUNS[@]} runs"
