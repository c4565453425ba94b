#!/usr/bin/env bash
# tokenc benchmark: whole `tokenc build` (all permutations, Swift + CSS + JSON, validation on) on trees from
# Benchmarks/gen_tokens.py, plus the json-c parse floor for the same files. See Benchmarks/README.md.
#
#   Benchmarks/run.sh [SIZES…]        default: samples 1000 10000 100000   (add 1000000 for the 1M tree)
#   THEMES=light,dark,light-high-contrast,dark-high-contrast RUNS=5 Benchmarks/run.sh 100000
#   SETTLE=0 Benchmarks/run.sh …      runs back to back instead of waiting SETTLE (default 30) seconds before each
#
# Each timed build starts after SETTLE seconds with nothing running, so every size starts from the same memory
# state: the one a build in a pipeline meets. On a VM the host takes back memory the guest has left free for a
# few seconds (free page reporting), and a process pays again for every page the host took back. Back to back, a
# build that frees its memory just before the next one starts hands that next run pages the host has not taken
# back yet: a small, quick run mostly gets them, a large, long one mostly does not, and their ratio measures the
# timing of the runs, not the work.
# See Benchmarks/README.md, "Why each build waits 30 s".
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
SETTLE=${SETTLE:-30}
THEMES=${THEMES:-light,dark}
WORK=Benchmarks/.work
mkdir -p "$WORK"
# Build stamps (the no-op shortcut) go here, not into the user's cache; the timed builds start from an empty
# output directory, so none of them takes the shortcut.
export TOKENC_CACHE_DIR="$PWD/$WORK/cache"
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(samples 1000 10000 100000)

# The release build links mimalloc when it is installed, as `make` builds it (Package.swift, docs/performance.md).
export TOKENC_MIMALLOC=${TOKENC_MIMALLOC:-$([ -e /usr/include/mimalloc.h ] && echo 1 || echo 0)}
export TOKENC_CMO=${TOKENC_CMO:-1}
swift build -c release --product tokenc >/dev/null
cc -O2 -o "$WORK/jsonc-floor" Benchmarks/jsonc-floor.c $(pkg-config --cflags --libs json-c)
BIN=.build/release/tokenc

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "each timed build after ${SETTLE} s idle; medians of ${RUNS}"
printf '%-10s %8s %8s %8s %9s %9s  %s\n' size tokens wall_s cpu_s peak_MB jsonc_s "stages (ms, medians)"
for size in "${sizes[@]}"; do
  if [ "$size" = samples ]; then
    # The samples build with their own config (brands that differ on purpose, HTML sheets too), from a copy so
    # the repository's Output/ is left alone.
    rm -rf "$WORK/samples" && mkdir -p "$WORK/samples" && cp -R Tokens "$WORK/samples/Tokens"
    out="$WORK/samples/Output"
    build=(--config "$WORK/samples/Tokens/tokenc.json")
    files=$(find Tokens -name '*.tokens.json')
  else
    dir="$WORK/tree-$size-${THEMES//,/-}"
    [ -f "$dir/tokens.resolver.json" ] || python3 Benchmarks/gen_tokens.py --tokens "$size" --themes "$THEMES" --out "$dir" >/dev/null
    out="$WORK/out-$size"
    build=(--resolver "$dir/tokens.resolver.json" --output "$out")
    files=$(find "$dir" -name '*.json' ! -name manifest.json ! -name tokens.resolver.json)
  fi
  # The floor: median of three runs, each after SETTLE seconds idle like the builds.
  floor=$(for i in 1 2 3; do sleep "$SETTLE"; "$WORK/jsonc-floor" $files | awk '{print $(NF-1)}'; done | median)
  walls=(); cpus=(); peaks=(); : >"$WORK/stages.txt"
  for i in $(seq "$RUNS"); do
    rm -rf "$out" "$WORK/cache"
    sleep "$SETTLE"
    # A fresh stamp directory: every run is a whole build, never the no-op shortcut.
    TOKENC_CACHE_DIR="$WORK/cache" /usr/bin/time -f '%e %U %S %M' -o "$WORK/time.txt" \
      "$BIN" build "${build[@]}" --verbose >"$WORK/verbose.txt" 2>&1 || { cat "$WORK/verbose.txt"; exit 1; }
    read -r e u s m < "$WORK/time.txt"
    walls+=("$e"); cpus+=("$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')"); peaks+=("$((m / 1024))")
    grep -E '^  (read|parse|resolve|validate|report|emit|write) ' "$WORK/verbose.txt" >>"$WORK/stages.txt"
  done
  stages=$(for stage in read parse resolve validate report emit write; do
    printf '%s=%s ' "$stage" "$(awk -v s="$stage" '$1 == s {print $2}' "$WORK/stages.txt" | median)"
  done)
  tokens=$(grep -Eo '[0-9]+ tokens' "$WORK/verbose.txt" | head -1 | awk '{print $1}')
  printf '%-10s %8s %8s %8s %9s %9s  %s\n' "$size" "${tokens:-?}" \
    "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${cpus[@]}" | median)" \
    "$(printf '%s\n' "${peaks[@]}" | median)" "$floor" "$stages"
done

# A no-op build of the samples: Output/ is up to date (one build first makes sure, and stamps it), then RUNS
# builds that find nothing changed.
"$BIN" build --config Tokens/tokenc.json --quiet
noop=()
for i in $(seq "$RUNS"); do
  t0=$(date +%s%N)
  "$BIN" build --config Tokens/tokenc.json --quiet
  t1=$(date +%s%N)
  noop+=("$(( (t1 - t0) / 1000000 ))")
done
printf 'no-op build of the samples (tokenc build --config Tokens/tokenc.json, nothing changed): %s ms wall (median of %s)\n' \
  "$(printf '%s\n' "${noop[@]}" | median)" "$RUNS"
