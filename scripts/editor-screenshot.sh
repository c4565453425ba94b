#!/usr/bin/env bash
# Regenerates docs/images/editor-hover.png: Neovim (in a 120×40 tmux pane, not headless) with `tokenc lsp`
# attached to Tokens/themes/light.tokens.json, showing the hover of a {color.text.primary} reference. The pane is
# captured with its colours (tmux capture-pane -e -N), turned into HTML (scripts/ansi2html.py) and rendered to PNG
# by headless Chromium. Not part of `make test`: run it by hand after a change to what hovers show.
#
#   scripts/editor-screenshot.sh [OUT.png]
#
# Needs nvim, tmux, chromium and python3 (Debian: apt-get install neovim tmux chromium python3). TOKENC: the
# tokenc binary (default: .build/debug/tokenc). The project is opened read-only; nothing in the repo changes but
# the PNG.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$repo/docs/images/editor-hover.png}
case "$out" in /*) ;; *) out=$PWD/$out ;; esac
export TOKENC=${TOKENC:-$repo/.build/debug/tokenc}
WIDTH=120
HEIGHT=40
for tool in nvim tmux chromium python3; do
	command -v "$tool" >/dev/null 2>&1 || { echo "editor-screenshot: $tool is missing (apt-get install neovim tmux chromium python3)" >&2; exit 2; }
done
[ -x "$TOKENC" ] || { echo "editor-screenshot: no tokenc at $TOKENC (swift build, or set TOKENC)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/tokenc-shot.XXXXXX")
socket=tokenc-shot-$$
cleanup() {
	tmux -L "$socket" kill-server 2>/dev/null || true
	[ "${KEEP:-0}" = 1 ] && echo "editor-screenshot: kept $work" || rm -rf "$work"
}
trap cleanup EXIT

# The editor's set-up: what docs/editors.md suggests for Neovim 0.7 (start_client + buf_attach_client; on 0.8+
# vim.lsp.start does both), K for hover, a rounded border, and swatches off (a terminal shows no images).
cat >"$work/init.lua" <<'EOF'
vim.o.termguicolors = true
vim.o.swapfile = false
vim.o.number = true
vim.o.cursorline = true
vim.o.wrap = false
vim.o.laststatus = 2
vim.o.showmode = false
vim.o.ruler = false
vim.opt.shortmess:append('I')
vim.cmd('syntax on')
vim.cmd('filetype on')
vim.cmd('colorscheme desert')
vim.api.nvim_set_hl(0, 'NormalFloat', { fg = '#e4e4e4', bg = '#1f1f1f' })
vim.api.nvim_set_hl(0, 'FloatBorder', { fg = '#87afd7', bg = '#1f1f1f' })
-- max_height: Neovim 0.7 sizes a bordered float without its border and then moves it up over the cursor.
vim.lsp.handlers['textDocument/hover'] = vim.lsp.with(vim.lsp.handlers.hover, { border = 'rounded', max_width = 104, max_height = 27 })
vim.keymap.set('n', 'K', vim.lsp.buf.hover)

local ready = os.getenv('SHOT_READY')
local handler = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  handler(err, result, ctx, config)
  if result and result.uri == vim.uri_from_bufnr(0) then
    local f = io.open(ready, 'w')
    f:write('ready\n')
    f:close()
  end
end

local id = vim.lsp.start_client({
  name = 'tokenc',
  cmd = { os.getenv('TOKENC'), 'lsp' },
  root_dir = os.getenv('SHOT_ROOT'),
  init_options = { swatches = false },
})
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'json',
  callback = function(args) vim.lsp.buf_attach_client(args.buf, id) end,
})

-- The cursor on the first {color.text.primary} reference, a few lines below the top of the window.
vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    for i, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
      local s = line:find('{color.text.primary}', 1, true)
      if s then
        vim.api.nvim_win_set_cursor(0, { math.max(1, i - 6), 0 })
        vim.cmd('normal! zt')
        vim.api.nvim_win_set_cursor(0, { i, s + 8 })
        return
      end
    end
  end,
})
EOF

ready=$work/ready
tmux -L "$socket" -f /dev/null new-session -d -x "$WIDTH" -y "$HEIGHT" \
	-e TOKENC="$TOKENC" -e SHOT_ROOT="$repo" -e SHOT_READY="$ready" -e TERM=tmux-256color -e COLORTERM=truecolor \
	-c "$repo" "nvim --clean -n -R -u '$work/init.lua' Tokens/themes/light.tokens.json"
tmux -L "$socket" set-option -t 0 status off >/dev/null
tmux -L "$socket" resize-window -x "$WIDTH" -y "$HEIGHT" 2>/dev/null || true

# Wait for the first diagnostics of the file (the project compiled), then hover.
for _ in $(seq 1 300); do [ -e "$ready" ] && break; sleep 0.1; done
[ -e "$ready" ] || { echo "editor-screenshot: the language server did not answer within 30 s" >&2; exit 1; }
sleep 0.3
tmux -L "$socket" send-keys K
for _ in $(seq 1 100); do
	tmux -L "$socket" capture-pane -p | grep -q '╭' && break
	sleep 0.1
done
tmux -L "$socket" capture-pane -p | grep -q '╭' || { echo "editor-screenshot: no hover appeared" >&2; exit 1; }
sleep 0.3

tmux -L "$socket" capture-pane -e -p -N >"$work/screen.txt"
cursor=$(tmux -L "$socket" display-message -p '#{cursor_x},#{cursor_y}')
python3 "$repo/scripts/ansi2html.py" "$work/screen.txt" "$work/screen.html" --width "$WIDTH" --height "$HEIGHT" \
	--cursor "$cursor" --fg '#ffffff' --bg '#333333' --title 'nvim — Tokens/themes/light.tokens.json — tokenc lsp'

mkdir -p "$(dirname "$out")"
# The page is a 120×40 grid of 15 px DejaVu Sans Mono (9 px × 17 px a cell), in a window with a title bar.
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
	--window-size=1138,760 --screenshot="$out" "file://$work/screen.html" >/dev/null 2>&1
[ -s "$out" ] || { echo "editor-screenshot: chromium wrote no screenshot" >&2; exit 1; }
echo "editor-screenshot: wrote $out"
