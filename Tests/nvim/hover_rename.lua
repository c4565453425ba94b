-- A real-editor test of `tokenc lsp`: Neovim's built-in LSP client against a copy of the sample project.
--
-- Run by Tests/nvim/run.sh (which copies Tokens/ into a temp dir and sets TOKENC_ROOT and TOKENC):
--   nvim --headless --clean -u NONE -c 'luafile Tests/nvim/hover_rename.lua'
--
-- Opens Tokens/themes/light.tokens.json, waits for the client to attach and for the first diagnostics, then:
--   1. hover on the reference {color.brand.neutral.900} (color.text.primary's value): the brand × theme values
--      and the alias chain;
--   2. hover on the key of color.text.primary: its values per theme and its contrast pairs;
--   3. diagnostics as you type: a broken reference typed into the buffer gets `unresolved-reference`, and the
--      diagnostic goes when the line is put back;
--   4. rename color.text.primary → color.text.body (prepareRename + rename + apply_workspace_edit), saved,
--      then every definition and reference on disk checked, and the server asked again about the new name.
-- Exits 0 on success; on failure prints why and exits 1 (`cquit 1`). Works with Neovim 0.7 and later (checked
-- with 0.7.2, Debian 12's, and 0.11.4).

local T = dofile(assert(os.getenv('TOKENC_NVIM_SUPPORT'), 'TOKENC_NVIM_SUPPORT is not set'))
local TIMEOUT, log, fail, check = T.TIMEOUT, T.log, T.fail, T.check
local position_of, clients_of, request, at, hover_text = T.position_of, T.clients_of, T.request, T.at, T.hover_text

local function contains(text, needle, what)
  check(text:find(needle, 1, true) ~= nil,
    string.format('%s: expected to find %q in:\n%s', what, needle, text))
end

local function read_file(path)
  local f = assert(io.open(path, 'r'))
  local s = f:read('*a')
  f:close()
  return s
end

local function count(text, needle)
  local n, i = 0, 1
  while true do
    local s, e = text:find(needle, i, true)
    if not s then return n end
    n, i = n + 1, e + 1
  end
end

local function main()
  local tokenc = assert(os.getenv('TOKENC'), 'TOKENC is not set')
  local root = assert(os.getenv('TOKENC_ROOT'), 'TOKENC_ROOT is not set')
  local themes = root .. '/Tokens/themes/'
  local light = themes .. 'light.tokens.json'
  local started = (vim.uv or vim.loop).hrtime()

  local published = T.capture_diagnostics()

  vim.cmd('edit ' .. vim.fn.fnameescape(light))
  local buf = vim.api.nvim_get_current_buf()
  local initialized = false
  local config = {
    name = 'tokenc',
    cmd = { tokenc, 'lsp' },
    root_dir = root,
    init_options = { debounce = 0.05 },
    on_init = function() initialized = true end,
  }
  if vim.lsp.start then
    vim.lsp.start(config) -- Neovim 0.8+: starts (or reuses) the client and attaches the current buffer
  else
    local id = vim.lsp.start_client(config) -- Neovim 0.7
    check(id ~= nil, 'could not start ' .. tokenc .. ' lsp')
    vim.lsp.buf_attach_client(buf, id)
  end

  local uri = vim.uri_from_bufnr(buf)
  check(vim.wait(TIMEOUT, function() return initialized and #clients_of(buf) > 0 end, 20), 'the client did not attach')
  check(vim.wait(TIMEOUT, function() return published[uri] ~= nil end, 20), 'no diagnostics were published for ' .. uri)
  check(#published[uri] == 0, 'the sample project has diagnostics: ' .. vim.inspect(published[uri]))
  log(string.format('attached; diagnostics published for %d files', vim.tbl_count(published)))

  -- 1. Hover on a reference: {color.brand.neutral.900}, the value of color.text.primary.
  local pos = position_of(buf, '"primary": {"$value": "{color.brand.neutral.900}"', 1, #'"primary": {"$value": "{color.')
  local text = hover_text(buf, pos)
  contains(text, 'color.brand.neutral.900', 'hover on {color.brand.neutral.900}')
  contains(text, 'brand × theme', 'hover on {color.brand.neutral.900}')
  for _, hex in ipairs({ '#242930', '#2d2824', '#292929' }) do -- harbor, summit, lumen (Tokens/brands/*/color)
    contains(text, hex, 'hover on {color.brand.neutral.900}')
  end
  contains(text, 'color.slate.900', 'hover on {color.brand.neutral.900} (alias chain)')
  log('hover on {color.brand.neutral.900}: ok')

  -- 2. Hover on the definition of color.text.primary: a value per brand × theme, and contrast.
  pos = position_of(buf, '"primary": {"$value": "{color.brand.neutral.900}"', 1, 2)
  text = hover_text(buf, pos)
  contains(text, 'color.text.primary', 'hover on color.text.primary')
  contains(text, 'Body text', 'hover on color.text.primary (description)')
  for _, hex in ipairs({ '#242930', '#f2f4f6', '#191d22', '#ffffff', '#2d2824', '#292929' }) do
    contains(text, hex, 'hover on color.text.primary')
  end
  contains(text, 'Contrast', 'hover on color.text.primary')
  contains(text, 'color.surface.default', 'hover on color.text.primary (contrast pair)')
  log('hover on color.text.primary: ok')

  -- 3. Diagnostics as you type: break a reference, then put it back.
  local line = pos.line
  local original = vim.api.nvim_buf_get_lines(buf, line, line + 1, false)[1]
  local broken = original:gsub('neutral%.900', 'neutral.9000')
  vim.api.nvim_buf_set_lines(buf, line, line + 1, false, { broken })
  local function codes()
    return vim.tbl_map(function(d) return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) end,
      vim.diagnostic.get(buf))
  end
  check(vim.wait(TIMEOUT, function() return vim.tbl_contains(codes(), 'unresolved-reference') end, 20),
    'no unresolved-reference diagnostic after typing {color.brand.neutral.9000}: ' .. vim.inspect(vim.diagnostic.get(buf)))
  local d = vim.tbl_filter(function(x) return x.code == 'unresolved-reference' end, vim.diagnostic.get(buf))[1]
  check(d == nil or d.lnum == line, 'the unresolved-reference diagnostic is not on the edited line: ' .. vim.inspect(d))
  vim.api.nvim_buf_set_lines(buf, line, line + 1, false, { original })
  check(vim.wait(TIMEOUT, function() return #vim.diagnostic.get(buf) == 0 end, 20),
    'diagnostics stayed after the reference was put back: ' .. vim.inspect(vim.diagnostic.get(buf)))
  log('diagnostics as you type: ok')

  -- 4. Rename color.text.primary → color.text.body from its definition.
  local files = vim.fn.glob(root .. '/Tokens/**/*.json', false, true)
  local before = {}
  local references = 0
  for _, f in ipairs(files) do
    before[f] = read_file(f)
    references = references + count(before[f], '{color.text.primary}')
  end
  check(references > 0, 'the sample project has no {color.text.primary} reference')
  local params = { textDocument = { uri = uri }, position = pos }
  local prepared = request(buf, 'textDocument/prepareRename', params)
  check(prepared and prepared.placeholder == 'primary', 'prepareRename: ' .. vim.inspect(prepared))
  params.newName = 'body'
  local edit = request(buf, 'textDocument/rename', params)
  check(type(edit) == 'table' and (edit.changes or edit.documentChanges), 'rename returned no edit: ' .. vim.inspect(edit))
  local client = clients_of(buf)[1]
  vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding or 'utf-16')
  vim.cmd('silent wall')

  -- On disk: color.text.body defined where color.text.primary was, and every reference renamed.
  local definitions, after_refs = 0, 0
  for _, f in ipairs(files) do
    local now = read_file(f)
    check(count(now, '{color.text.primary}') == 0, f .. ' still references {color.text.primary}')
    after_refs = after_refs + count(now, '{color.text.body}')
    local ok, doc = pcall(vim.fn.json_decode, now)
    check(ok, f .. ' is no longer JSON after the rename')
    local text_group = type(doc) == 'table' and type(doc.color) == 'table' and doc.color.text
    local had = type(vim.fn.json_decode(before[f])) == 'table' and (vim.fn.json_decode(before[f]).color or {}).text
    if type(had) == 'table' and had.primary ~= nil then
      check(type(text_group) == 'table' and text_group.body ~= nil and text_group.primary == nil,
        f .. ': color.text.primary was not renamed to color.text.body')
      check(vim.deep_equal(text_group.body, had.primary), f .. ': the renamed token changed its value')
      definitions = definitions + 1
    end
    if now ~= before[f] then
      -- Nothing but the name changed: the file with every new name put back is the old file.
      local restored = now:gsub('{color%.text%.body}', '{color.text.primary}'):gsub('"color%.text%.body"', '"color.text.primary"')
      if type(had) == 'table' and had.primary ~= nil then
        restored = restored:gsub('("text"%s*:%s*{.-)"body"(%s*:)', '%1"primary"%2', 1)
      end
      check(restored == before[f], f .. ': the rename changed more than the name')
    end
  end
  check(definitions == 4, 'expected color.text.primary defined in 4 theme files, renamed ' .. definitions)
  check(after_refs == references, string.format('renamed %d of %d references', after_refs, references))
  log(string.format('rename: ok (%d definitions, %d references)', definitions, after_refs))

  -- The open buffer holds the new name too, and the server, after the save, answers for color.text.body.
  local bpos = position_of(buf, '"label": {"$value": "{color.text.body}"', 1, #'"label": {"$value": "{color.')
  check(vim.wait(TIMEOUT, function()
    local ok, t = pcall(hover_text, buf, bpos)
    return ok and t:find('color.text.body', 1, true) ~= nil and t:find('#242930', 1, true) ~= nil
  end, 100), 'hover on {color.text.body} after the rename did not show the renamed token')
  check(#vim.diagnostic.get(buf) == 0, 'diagnostics after the rename: ' .. vim.inspect(vim.diagnostic.get(buf)))
  log('hover after rename: ok')

  -- The config's contrast pair names the token too: the rename updates it.
  local config_text = read_file(root .. '/Tokens/tokenc.json')
  check(not config_text:find('"color.text.primary"', 1, true), 'rename left "color.text.primary" in Tokens/tokenc.json')
  check(config_text:find('"color.text.body"', 1, true) ~= nil, 'rename did not write "color.text.body" into Tokens/tokenc.json')
  log('rename updated tokenc.json: ok')

  log(string.format('PASS in %.1f s', ((vim.uv or vim.loop).hrtime() - started) / 1e9))
end

T.run(main)
