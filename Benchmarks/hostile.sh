#!/usr/bin/env bash
# Time and peak memory of tokenc on the large hostile inputs of the robustness suite (docs/robustness.md):
# one run each of `tokenc build` (all three outputs) on a generated file, with the exit code and the diagnostic
# code it must give. Fails when a case exits otherwise, crashes, or reports no diagnostic with its code.
#
#   Benchmarks/hostile.sh                       # release build (built if missing)
#   TOKENC=.build/debug/tokenc Benchmarks/hostile.sh
set -euo pipefail
cd "$(dirname "$0")/.."
TOKENC=${TOKENC:-.build/release/tokenc}
# The release build links mimalloc when it is installed, as `make` builds it (Package.swift, docs/performance.md).
export TOKENC_MIMALLOC=${TOKENC_MIMALLOC:-$([ -e /usr/include/mimalloc.h ] && echo 1 || echo 0)}
export TOKENC_CMO=${TOKENC_CMO:-1}
[ -x "$TOKENC" ] || swift build -c release --product tokenc >/dev/null
TOKENC=$(cd "$(dirname "$TOKENC")" && pwd)/$(basename "$TOKENC")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export TOKENC_CACHE_DIR="$WORK/cache"

# Each case: a name, the exit code and diagnostic code expected, and a Python expression writing t.json.
gen() {
    python3 - "$1" > "$WORK/tokens/t.json" <<'PY'
import sys
case = sys.argv[1]
w = sys.stdout.write
def numbers(members):
    w('{"g": {"$type": "number",\n'); w(',\n'.join(members)); w('\n}}\n')
if case == "million":
    numbers(['"t%d": {"$value": %d}' % (i, i) for i in range(1000000)] + ['"bad": {"$value": "{g.nope}"}'])
elif case == "chain":
    numbers(['"t0": {"$value": "{g.missing}"}'] + ['"t%d": {"$value": "{g.t%d}"}' % (i, i - 1) for i in range(1, 10000)])
elif case == "cycle":
    n = 10000
    numbers(['"t%d": {"$value": "{g.t%d}"}' % (i, (i + 1) % n) for i in range(n)])
elif case == "extends-chain":
    w('{"$type": "number", ' + ', '.join('"g%d": {"$extends": "{g%d}"}' % (i, i - 1) for i in range(1, 10000)) + '}\n')
elif case == "extends-ladder":
    rungs = ['"l0": {"t": {"$value": 1}}'] + ['"l%d": {"a": {"$extends": "{l%d}"}, "b": {"$extends": "{l%d}"}}' % (i, i - 1, i - 1) for i in range(1, 40)]
    w('{"$type": "number",\n' + ',\n'.join(rungs) + '}\n')
elif case == "deep":
    w('[' * 100000 + ']' * 100000 + '\n')
elif case == "string":
    w('{"g": {"$type": "number", "t": {"$value": 1, "$description": "' + 'x' * (10 * 1024 * 1024) + '"}, "bad": {"$value": "{g.nope}"}}}\n')
elif case == "long-names":
    w('{"$type": "number"' + ''.join(', "%s": {"v": {"$value": %d}' % (chr(97 + i % 26) * 1000, i) for i in range(400)) + '}' * 400 + '}\n')
elif case == "sparse":
    pass  # made by gen below: a sparse 3 GiB file
PY
    if [ "$1" = sparse ]; then truncate -s 3G "$WORK/tokens/t.json"; fi
}

# A resolver document with two modifiers of 64 contexts (brand and theme), each a file of 50 colour tokens:
# 4,096 permutations, ~8,400 output files, built in full (exit 0).
gen_permutations() {
    rm -rf "$WORK/perm" && mkdir -p "$WORK/perm/tokens"
    python3 - "$WORK/perm/tokens" <<'PY'
import json, sys
d = sys.argv[1]
def colors(seed):
    return {"c": {"$type": "color", **{"t%d" % i: {"$value": {"colorSpace": "srgb", "components": [((i + seed) % 50) / 50, 0.5, 0.5]}} for i in range(50)}}}
json.dump(colors(0), open(d + "/base.json", "w"))
for i in range(64):
    json.dump(colors(i + 1), open(d + "/b%d.json" % i, "w"))
    json.dump(colors(2 * i + 3), open(d + "/x%d.json" % i, "w"))
json.dump({"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.json"}]}},
           "modifiers": {"brand": {"contexts": {"b%d" % i: [{"$ref": "b%d.json" % i}] for i in range(64)}, "default": "b0"},
                         "theme": {"contexts": {"x%d" % i: [{"$ref": "x%d.json" % i}] for i in range(64)}, "default": "x0"}},
           "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]}, open(d + "/r.json", "w"))
json.dump({"resolver": "r.json", "output": "../out", "brands": {"modifier": "brand"}, "themes": {"modifier": "theme"},
           "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}, "html": {"path": "HTML"}}, open(d + "/tokenc.json", "w"))
PY
}

mkdir -p "$WORK/tokens"
echo '{"tokens": ["t.json"], "output": "../out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}}' > "$WORK/tokens/tokenc.json"
printf '%-44s %6s %9s %9s  %s\n' case input wall_s peak_MB "exit [code]"
# Each case: a name, the case, the exit code and the diagnostic code expected ("-": a clean build, none).
run() {
    local name=$1 case=$2 status=$3 code=$4 config=tokens/tokenc.json size
    if [ "$case" = permutations ]; then
        gen_permutations
        config=perm/tokens/tokenc.json
        size=$(du -sh "$WORK/perm/tokens" | cut -f1)
    else
        gen "$case"
        size=$(du -h --apparent-size "$WORK/tokens/t.json" | cut -f1)
    fi
    set +e
    (cd "$WORK" && /usr/bin/time -f '%e %M' -o "$WORK/time" "$TOKENC" build --config "$config" --quiet > /dev/null 2> "$WORK/stderr")
    local got=$?
    set -e
    read -r wall peak < <(tail -n 1 "$WORK/time")
    if [ "$got" -ne "$status" ] || { [ "$code" != - ] && ! grep -q "\[$code\]" "$WORK/stderr"; }; then
        echo "hostile.sh: $name: exit $got (expected $status), stderr:" >&2; head -5 "$WORK/stderr" >&2; exit 1
    fi
    printf '%-44s %6s %9s %9s  %s\n' "$name" "$size" "$wall" "$((peak / 1024))" "$got [$code]"
}
run "1,000,000 tokens in one file, one broken"  million        1 unresolved-reference
run "alias chain of 10,000 hops ending nowhere" chain          1 unresolved-reference
run "cycle of 10,000 tokens"                    cycle          1 reference-cycle
run "\$extends chain of 10,000 groups"           extends-chain  1 invalid-extends
run "\$extends doubling ladder (2^39 tokens)"    extends-ladder 1 limit-exceeded
run "nesting 100,000 levels deep"               deep           1 json-too-deep
run "10 MB description"                         string         1 unresolved-reference
run "sparse file of 3 GiB"                       sparse         1 limit-exceeded
run "400 levels of 1,000-character names"       long-names     1 limit-exceeded
run "64 × 64 permutations of 50 tokens"         permutations   0 -
