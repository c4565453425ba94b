#!/usr/bin/env bash
# Runs the parsing-path tests (JSON reader, duplicate keys, value parser, resolver, hostile inputs) under
# AddressSanitizer (and LeakSanitizer): a debug build with -sanitize=address in its own scratch directory.
# Exits non-zero on any test failure or sanitizer report. See docs/robustness.md.
#
#   scripts/asan.sh                  # the parsing-path suites
#   scripts/asan.sh 'HostileCLITests'   # another --filter
set -euo pipefail
cd "$(dirname "$0")/.."
FILTER=${1:-'JSONReaderTests|DuplicateKeyTests|HostileJSONTests|HostileResolveTests|ValueParser|ResolveTests|ResolverErrorTests|ResolverCorpusTests|TerrazzoConformanceTests|DTCGExampleTests'}
SCRATCH=.build/asan

swift build --build-tests --sanitize=address --scratch-path "$SCRATCH" 2>&1 | { grep -v "Cannot export local symbol" || true; }
# halt_on_error: the first report fails the run; detect_leaks: a json-c tree never released is a leak.
# XCTest's runner (which runs before swift-testing's, finding no XCTest cases) leaks its own suite objects:
# suppressed, nothing else is.
SUPPRESSIONS=$SCRATCH/lsan.supp
printf 'leak:libXCTest.so\n' > "$SUPPRESSIONS"
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1:abort_on_error=0}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$SUPPRESSIONS:print_suppressions=0}
# Instrumented code is ~3× slower: the hostile tests' time limits stretch accordingly.
export TOKENC_HOSTILE_TIME_SCALE=${TOKENC_HOSTILE_TIME_SCALE:-4}
LOG=$SCRATCH/asan-test.log
set +e
swift test --skip-build --sanitize=address --scratch-path "$SCRATCH" --filter "$FILTER" 2>&1 | tee "$LOG"
STATUS=${PIPESTATUS[0]}
set -e
if grep -q "ERROR: AddressSanitizer\|ERROR: LeakSanitizer" "$LOG"; then
    echo "asan.sh: sanitizer report (see $LOG)" >&2
    exit 1
fi
if [ "$STATUS" -ne 0 ]; then
    echo "asan.sh: tests failed (exit $STATUS)" >&2
    exit 1
fi
echo "asan.sh: clean — $(grep -o 'Test run with [0-9]* tests' "$LOG" | tail -1) under AddressSanitizer"
