-- The other requests of `tokenc lsp` through Neovim's built-in client, against a copy of the sample project
-- (run by Tests/nvim/run.sh, which sets TOKENC and TOKENC_ROOT): definition, references, completion, document
-- and workspace symbols, document colours, a code action applied, and hover on token names in CSS, SCSS,
-- TypeScript and Swift files. Exits 1 (`cquit 1`) on the first failure. Works with Neovim 0.7 and later.

local T = dofile(assert(os.getenv('TOKENC_NVIM_SUPPORT'), 'TOKENC_NVIM_SUPPORT is not set'))
local TIMEOUT, log, fail, check = T.TIMEOUT, T.log, T.fail, T.check
local position_of, clients_of, request, at, hover_text = T.position_of, T.clients_of, T.request, T.at, T.hover_text

local function main()
  local tokenc = assert(os.getenv('TOKENC'), 'TOKENC is not set')
  local root = assert(os.getenv('TOKENC_ROOT'), 'TOKENC_ROOT is not set')

  -- Code that uses the outputs, next to the tokens.
  local code = {
    ['app.css'] = '.title {\n  color: var(--color-text-primary);\n}\n',
    ['app.scss'] = '.title {\n  color: $color-text-primary;\n}\n',
    ['app.ts'] = 'import tokens from "./Output/JS/harbor/index.js";\nconst ink = tokens.color.text.primary;\n',
    ['App.swift'] = 'import SwiftUI\nlet ink = DesignTokens.color.text.primary\n',
  }
  for name, text in pairs(code) do
    local f = assert(io.open(root .. '/' .. name, 'w'))
    f:write(text)
    f:close()
  end

  local published = T.capture_diagnostics()

  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/Tokens/themes/light.tokens.json'))
  local buf = vim.api.nvim_get_current_buf()
  local initialized = false
  local client_id
  local config = {
    name = 'tokenc',
    cmd = { tokenc, 'lsp' },
    root_dir = root,
    init_options = { debounce = 0.05, swatches = false },
    on_init = function(client) initialized = true; client_id = client.id end,
  }
  if vim.lsp.start then
    vim.lsp.start(config)
  else
    local id = vim.lsp.start_client(config)
    check(id ~= nil, 'could not start ' .. tokenc .. ' lsp')
    vim.lsp.buf_attach_client(buf, id)
  end
  check(vim.wait(TIMEOUT, function() return initialized and #clients_of(buf) > 0 end, 20), 'the client did not attach')
  check(vim.wait(TIMEOUT, function() return published[vim.uri_from_bufnr(buf)] ~= nil end, 20), 'no diagnostics published')
  local client = clients_of(buf)[1]
  local encoding = client.offset_encoding or 'utf-16'

  -- Definition of {color.brand.neutral.900}: in each brand's color file.
  local ref = position_of(buf, '"primary": {"$value": "{color.brand.neutral.900}"', 1, #'"primary": {"$value": "{color.')
  local defs = request(buf, 'textDocument/definition', at(buf, ref))
  local def_files = {}
  for _, l in ipairs(defs or {}) do def_files[#def_files + 1] = vim.uri_to_fname(l.uri or l.targetUri):sub(#root + 2) end
  table.sort(def_files)
  check(vim.deep_equal(def_files, { 'Tokens/brands/harbor/color.tokens.json', 'Tokens/brands/lumen/color.tokens.json',
    'Tokens/brands/summit/color.tokens.json' }), 'definition of {color.brand.neutral.900}: ' .. vim.inspect(def_files))
  log('definition: ok')

  -- References of color.text.primary, from its key: 4 definitions (one per theme file), 24 references, and its
  -- use in each of the 4 code files.
  local key = position_of(buf, '"primary": {"$value": "{color.brand.neutral.900}"', 1, 2)
  local params = at(buf, key)
  params.context = { includeDeclaration = true }
  local refs = request(buf, 'textDocument/references', params)
  check(type(refs) == 'table' and #refs == 32, 'references of color.text.primary: expected 32, got ' .. vim.inspect(refs and #refs))
  local in_code = {}
  for _, r in ipairs(refs) do
    local name = vim.fn.fnamemodify(vim.uri_to_fname(r.uri), ':t')
    if not name:match('%.json$') then table.insert(in_code, name) end
  end
  table.sort(in_code)
  check(table.concat(in_code, ' ') == 'App.swift app.css app.scss app.ts', 'references in code: got ' .. table.concat(in_code, ' '))
  params.context.includeDeclaration = false
  refs = request(buf, 'textDocument/references', params)
  check(#refs == 28, 'references without the declaration: expected 28, got ' .. #refs)
  log('references: ok')

  -- Completion inside a reference: the token paths, with color.text.primary among them.
  local inside = position_of(buf, '"label": {"$value": "{color.text.primary}"', 1, #'"label": {"$value": "{color.text.')
  local list = request(buf, 'textDocument/completion', at(buf, inside))
  local items = list.items or list
  local labels = vim.tbl_map(function(i) return i.label end, items)
  check(vim.tbl_contains(labels, 'color.text.primary'), 'completion in {color.text.…}: ' .. vim.inspect(labels))
  check(not vim.tbl_contains(labels, 'spacing.4') and not vim.tbl_contains(labels, 'size.touch-target.standard'),
    'completion offered tokens of another type in a color token')
  log(string.format('completion: ok (%d items)', #items))

  -- Symbols: the document's groups, and the workspace's tokens.
  local symbols = request(buf, 'textDocument/documentSymbol', { textDocument = { uri = vim.uri_from_bufnr(buf) } })
  local names = vim.tbl_map(function(s) return s.name end, symbols)
  check(vim.deep_equal(names, { 'color', 'button', 'radio' }), 'document symbols: ' .. vim.inspect(names))
  local found = request(buf, 'workspace/symbol', { query = 'color.text.primary' })
  check(vim.tbl_contains(vim.tbl_map(function(s) return s.name end, found), 'color.text.primary'),
    'workspace symbol color.text.primary: ' .. vim.inspect(found))
  log('symbols: ok')

  -- Colours: the literal colours of the core palette.
  vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/Tokens/core/color.tokens.json'))
  local core = vim.api.nvim_get_current_buf()
  if vim.lsp.start then vim.lsp.start(config) else vim.lsp.buf_attach_client(core, client_id) end
  check(vim.wait(TIMEOUT, function() return #clients_of(core) > 0 end, 20), 'the client did not attach to core/color')
  local colors = request(core, 'textDocument/documentColor', { textDocument = { uri = vim.uri_from_bufnr(core) } })
  check(type(colors) == 'table' and #colors > 50, 'document colours of core/color: ' .. vim.inspect(colors and #colors))
  local white = position_of(core, '"hex": "#ffffff"')
  local first = colors[1]
  check(first.color.red == 1 and first.color.green == 1 and first.color.blue == 1 and first.range.start.line == white.line,
    'the first colour of core/color is not neutral.0 (white): ' .. vim.inspect(first))
  log(string.format('colours: ok (%d)', #colors))

  -- A code action: `"$description": null` (a compatibility warning whose fix-it removes it), fixed in place.
  local line = position_of(core, '"50": {"$value": {"colorSpace": "srgb", "components": [0.9529, 0.9529, 0.9529]').line
  local original = vim.api.nvim_buf_get_lines(core, line, line + 1, false)[1]
  local legacy = original:gsub('}}(,?)$', '}, "$description": null}%1')
  check(legacy ~= original, 'could not write the legacy form')
  vim.api.nvim_buf_set_lines(core, line, line + 1, false, { legacy })
  check(vim.wait(TIMEOUT, function() return #vim.diagnostic.get(core) > 0 end, 20), 'no diagnostic for a null $description')
  local d = vim.diagnostic.get(core)[1]
  local range = { start = { line = d.lnum, character = 0 }, ['end'] = { line = d.lnum, character = #legacy } }
  local actions = request(core, 'textDocument/codeAction', {
    textDocument = { uri = vim.uri_from_bufnr(core) }, range = range,
    context = { diagnostics = {} }, -- the server answers for the range; the context's list is not needed
  })
  local quickfix, fix_all
  for _, a in ipairs(actions or {}) do
    if a.kind == 'quickfix' then quickfix = a end
    if a.kind == 'source.fixAll' then fix_all = a end
  end
  check(fix_all ~= nil, 'no source.fixAll action: ' .. vim.inspect(actions))
  check(quickfix and quickfix.edit, 'no quick fix for ' .. tostring(d.code) .. ': ' .. vim.inspect(actions))
  vim.lsp.util.apply_workspace_edit(quickfix.edit, encoding)
  check(vim.api.nvim_buf_get_lines(core, line, line + 1, false)[1] == original, 'the quick fix did not restore the line: '
    .. vim.api.nvim_buf_get_lines(core, line, line + 1, false)[1])
  check(vim.wait(TIMEOUT, function() return #vim.diagnostic.get(core) == 0 end, 20),
    'the quick fix "' .. quickfix.title .. '" left diagnostics: ' .. vim.inspect(vim.diagnostic.get(core)))
  log(string.format('code action: ok (%s: %s)', tostring(d.code), quickfix.title))

  -- The code side: hover on the name of color.text.primary in each language.
  local wanted = {
    ['app.css'] = '--color-text-primary',
    ['app.scss'] = '$color-text-primary',
    ['app.ts'] = 'text.primary',
    ['App.swift'] = 'text.primary',
  }
  for name, needle in pairs(wanted) do
    vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/' .. name))
    local b = vim.api.nvim_get_current_buf()
    if vim.lsp.start then vim.lsp.start(config) else vim.lsp.buf_attach_client(b, client_id) end
    check(vim.wait(TIMEOUT, function() return #clients_of(b) > 0 end, 20), 'the client did not attach to ' .. name)
    local text = hover_text(b, position_of(b, needle, 1, #needle - 2))
    check(text:find('color.text.primary', 1, true) and text:find('#242930', 1, true),
      'hover in ' .. name .. ' on ' .. needle .. ':\n' .. text)
    local defs2 = request(b, 'textDocument/definition', at(b, position_of(b, needle, 1, #needle - 2)))
    check(type(defs2) == 'table' and #defs2 == 4, 'definition from ' .. name .. ': ' .. vim.inspect(defs2))
  end
  log('code side (css, scss, ts, swift): ok')
  log('PASS')
end

T.run(main)
