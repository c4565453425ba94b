#!/usr/bin/env bash
# Runs the Neovim tests of `tokenc lsp` (Tests/nvim/*.lua) against a copy of the sample project in a temp dir,
# so the repository's Tokens/ is never changed (the tests rename tokens).
#
#   Tests/nvim/run.sh                 # every Tests/nvim/*.lua but support.lua (what they share)
#   Tests/nvim/run.sh hover_rename    # one of them
#
# TOKENC: the tokenc binary (default: <repo>/.build/debug/tokenc). NVIM: the editor (default: nvim).
# KEEP=1: keep the project copy of a passing script too (a failing one's is always kept).
# Each script is bounded by `timeout 120`; a script that fails or times out makes this exit 1.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
export TOKENC=${TOKENC:-$repo/.build/debug/tokenc}
export TOKENC_NVIM_SUPPORT=$here/support.lua
NVIM=${NVIM:-nvim}

if [ ! -x "$TOKENC" ]; then
	echo "Tests/nvim: no tokenc binary at $TOKENC (swift build, or set TOKENC)" >&2
	exit 2
fi
if ! command -v "$NVIM" >/dev/null 2>&1; then
	echo "Tests/nvim: nvim not found (make test-deps installs it)" >&2
	exit 2
fi
echo "Tests/nvim: $("$NVIM" --version | head -1), $TOKENC"

if [ $# -gt 0 ]; then
	scripts=()
	for name in "$@"; do scripts+=("$here/${name%.lua}.lua"); done
else
	scripts=()
	for f in "$here"/*.lua; do [ "$(basename "$f")" = support.lua ] || scripts+=("$f"); done
fi

passed=0
failed=0
for script in "${scripts[@]}"; do
	name=$(basename "$script" .lua)
	work=$(mktemp -d "${TMPDIR:-/tmp}/tokenc-nvim.XXXXXX")
	cp -R "$repo/Tokens" "$work/Tokens"
	start=$EPOCHREALTIME
	# --clean -u NONE: no user config or plugins. `-c luafile` rather than `-l` so Neovim 0.7 (Debian 12) runs it
	# too; the script ends Neovim itself (qall! or cquit 1). XDG_STATE_HOME keeps the LSP log in the temp dir.
	status=0
	(cd "$work" && TOKENC_ROOT="$work" XDG_STATE_HOME="$work/.state" XDG_CACHE_HOME="$work/.cache" \
		timeout 120 "$NVIM" --headless --clean -u NONE -c "luafile $script" </dev/null) || status=$?
	seconds=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
	if [ "$status" = 0 ]; then
		passed=$((passed + 1))
		printf 'Tests/nvim: %s passed (%s s)\n' "$name" "$seconds"
		if [ "${KEEP:-0}" = 1 ]; then echo "Tests/nvim: kept $work"; else rm -rf "$work"; fi
	else
		failed=$((failed + 1))
		[ "$status" = 124 ] && echo "Tests/nvim: $name timed out after 120 s" >&2
		printf 'Tests/nvim: %s FAILED (exit %s, %s s); the project copy and LSP log are in %s\n' "$name" "$status" "$seconds" "$work" >&2
	fi
done

echo "nvim: $passed passed, $failed failed"
[ "$failed" = 0 ]
