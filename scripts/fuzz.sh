#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/TokenFuzzer.swift compiled together with the library's targets, with
# AddressSanitizer and libFuzzer) and runs it for SECONDS (default 60) on the seed corpus Fuzz/corpus, with
# every dictionary of Fuzz/dictionaries/*.dict joined into one (libFuzzer takes a single -dict=).
# Exits non-zero when the fuzzer finds a crash, a sanitizer report, a leak, a timeout or an out-of-memory;
# the input that did it is saved in .build/fuzz/artifacts/. See docs/robustness.md.
#
#   scripts/fuzz.sh                 # 60 s, as CI runs it
#   scripts/fuzz.sh 3600 -jobs=2 -workers=2     # longer, extra flags go to libFuzzer
#   .build/fuzz/tokenc-fuzz .build/fuzz/artifacts/crash-…   # replay one input
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_TO_RUN=${1:-60}
[ $# -gt 0 ] && shift
BUILD=.build/fuzz
BIN=$BUILD/tokenc-fuzz
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$BUILD/corpus" "$BUILD/artifacts"

if ! pkg-config --exists json-c 2>/dev/null && [ ! -f /usr/include/json-c/json.h ]; then
    echo "fuzz.sh: json-c headers are missing (apt-get install libjson-c-dev)" >&2
    exit 2
fi

# Every library target's sources as one module: their re-exports (Exports.swift, the TokenCore umbrella) name the
# targets themselves, so they are left out. The language server is fuzzed through its own tests (the protocol
# module's framing and edits, and random edits through a running server).
LIBRARY=$(find Sources -mindepth 1 -maxdepth 1 -type d -name 'Token*' ! -name TokenCore ! -name TokenLanguageServer | sort)
# shellcheck disable=SC2086
SOURCES=$(find $LIBRARY -name '*.swift' ! -name Exports.swift | sort)
# TokenCore's template outputs import Stencil (which uses PathKit), and its YAML reader imports Yams (over the C
# library CYaml): each is built once as a static library and module of its own, from the package's checkouts,
# and linked in.
DEPS=$BUILD/deps
CHECKOUTS=.build/checkouts
[ -d "$CHECKOUTS/Stencil/Sources/Stencil" ] && [ -d "$CHECKOUTS/PathKit/Sources" ] && [ -d "$CHECKOUTS/Yams/Sources/Yams" ] \
    || swift package resolve >/dev/null
build_dependency() {  # name, source directory, extra flags
    local name=$1 dir=$2; shift 2
    [ -f "$DEPS/lib$name.a" ] && return 0
    echo "fuzz.sh: building $name"
    # shellcheck disable=SC2046
    "$SWIFTC" -O -parse-as-library -module-name "$name" -emit-library -static -o "$DEPS/lib$name.a" \
        -emit-module -emit-module-path "$DEPS/$name.swiftmodule" "$@" $(find "$dir" -name '*.swift' | sort)
}
mkdir -p "$DEPS"
build_dependency PathKit "$CHECKOUTS/PathKit/Sources"
build_dependency Stencil "$CHECKOUTS/Stencil/Sources/Stencil" -I "$DEPS"
CYAML=$CHECKOUTS/Yams/Sources/CYaml
if [ ! -f "$DEPS/libCYaml.a" ]; then
    echo "fuzz.sh: building CYaml"
    mkdir -p "$DEPS/cyaml"
    for c in "$CYAML"/src/*.c; do
        cc -O2 -fPIC -DYAML_DECLARE_STATIC -I "$CYAML/include" -c "$c" -o "$DEPS/cyaml/$(basename "$c" .c).o"
    done
    ar rcs "$DEPS/libCYaml.a" "$DEPS"/cyaml/*.o
fi
build_dependency Yams "$CHECKOUTS/Yams/Sources/Yams" -D SWIFT_PACKAGE -I "$CYAML/include" -Xcc -DYAML_DECLARE_STATIC
if [ ! -x "$BIN" ] || [ -n "$(find $LIBRARY Fuzz/TokenFuzzer.swift -name '*.swift' -newer "$BIN" | head -1)" ]; then
    echo "fuzz.sh: building $BIN (TokenCore + Fuzz/TokenFuzzer.swift, -sanitize=fuzzer,address)"
    # ld.gold warns about every ASan helper symbol it cannot export: harmless, filtered out.
    # shellcheck disable=SC2086
    "$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -g -module-name TokenFuzz -package-name tokenc \
        -I Sources/CJSONC -Xcc -I/usr/include/json-c -I "$DEPS" -I "$CYAML/include" -Xcc -DYAML_DECLARE_STATIC \
        -o "$BIN" Fuzz/TokenFuzzer.swift $SOURCES -L "$DEPS" -lStencil -lPathKit -lYams -lCYaml -ljson-c 2>&1 | { grep -v "Cannot export local symbol" || true; }
    [ -x "$BIN" ] || { echo "fuzz.sh: build failed" >&2; exit 2; }
fi

# libFuzzer reads one dictionary: every Fuzz/dictionaries/*.dict, each ended by a newline, joined into one.
DICT=$BUILD/fuzz.dict
DICT_ARGS=()
: > "$DICT"
for d in Fuzz/dictionaries/*.dict; do
    [ -f "$d" ] || continue
    { cat "$d"; echo; } >> "$DICT"
done
[ -s "$DICT" ] && DICT_ARGS=(-dict="$DICT")

echo "fuzz.sh: fuzzing for ${SECONDS_TO_RUN}s (new inputs in $BUILD/corpus, crashes in $BUILD/artifacts)"
# -timeout: one input taking longer than 10 s is a bug (hostile inputs must stay bounded).
# -rss_limit_mb: so is needing 2 GB. -max_len: token files are text; 16 KB reaches every construct.
# detect_leaks: LeakSanitizer runs at exit and on every crash: a json-c tree not released is reported.
set +e
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1} \
"$BIN" "$BUILD/corpus" Fuzz/corpus \
    -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -artifact_prefix="$BUILD/artifacts/" -print_final_stats=1 ${DICT_ARGS[@]+"${DICT_ARGS[@]}"} "$@" 2>&1 | tee "$BUILD/last-run.log"
STATUS=${PIPESTATUS[0]}
set -e
if [ "$STATUS" -ne 0 ]; then
    echo "fuzz.sh: the fuzzer found a problem (exit $STATUS); inputs in $BUILD/artifacts:" >&2
    ls -1 "$BUILD/artifacts" >&2 || true
    exit 1
fi
RUNS=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$BUILD/last-run.log" | grep -o '[0-9]*$' | tail -1)
echo "fuzz.sh: no crash in ${RUNS:-?} executions"
