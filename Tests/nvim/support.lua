-- What the Neovim scripts share (run.sh passes this file's path in TOKENC_NVIM_SUPPORT): logging, failing,
-- finding text in a buffer, and requests to the one client. Works with Neovim 0.7 and later.

local M = {}

M.TIMEOUT = 20000 -- ms for each wait; run.sh bounds the whole run with `timeout 120`

function M.log(...)
  io.stdout:write(table.concat(vim.tbl_map(tostring, { ... }), ' ') .. '\n')
  io.stdout:flush()
end

function M.fail(msg)
  error({ tokenc_failure = msg }, 0)
end

function M.check(cond, msg)
  if not cond then M.fail(msg) end
end

-- The 0-based line and column of the `nth` occurrence of `needle` in `buf` (plus `shift` columns).
function M.position_of(buf, needle, nth, shift)
  nth = nth or 1
  local seen = 0
  for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local s = line:find(needle, 1, true)
    if s then
      seen = seen + 1
      if seen == nth then return { line = i - 1, character = s - 1 + (shift or 0) } end
    end
  end
  M.fail(string.format('%q not found in buffer %d', needle, buf))
end

-- Diagnostics the server publishes, by URI, kept as they arrive (also empty lists: they say a file was checked);
-- Neovim's own handler still runs.
function M.capture_diagnostics()
  local published = {}
  local default_handler = vim.lsp.handlers['textDocument/publishDiagnostics']
  vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
    if result then published[result.uri] = result.diagnostics end
    return default_handler(err, result, ctx, config)
  end
  return published
end

-- The clients attached to `buf`, whatever the Neovim version calls the function.
function M.clients_of(buf)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = buf }) end
  return vim.lsp.buf_get_clients(buf)
end

-- The one result of a request to the one client, or a failure.
function M.request(buf, method, params)
  local results, err = vim.lsp.buf_request_sync(buf, method, params, M.TIMEOUT)
  M.check(results ~= nil, method .. ' failed: ' .. tostring(err))
  local _, r = next(results)
  M.check(r ~= nil, method .. ': no client answered')
  local e = r.err or r.error
  M.check(e == nil, method .. ' returned an error: ' .. vim.inspect(e))
  return r.result
end

-- Position params for `pos` in `buf`.
function M.at(buf, pos)
  return { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = pos }
end

-- The hover's text at `pos` in `buf`.
function M.hover_text(buf, pos)
  local result = M.request(buf, 'textDocument/hover', M.at(buf, pos))
  M.check(type(result) == 'table' and result.contents ~= nil, 'hover returned nothing at ' .. vim.inspect(pos))
  local c = result.contents
  return type(c) == 'string' and c or c.value or vim.inspect(c)
end

-- Runs `main`; quits 0 when it returns, or prints why it failed and quits 1 (`cquit 1`).
function M.run(main)
  local ok, err = xpcall(main, function(e)
    if type(e) == 'table' and e.tokenc_failure then return e.tokenc_failure end
    return debug.traceback(tostring(e), 2)
  end)
  if ok then
    vim.cmd('qall!')
  else
    M.log('FAIL: ' .. tostring(err))
    vim.cmd('cquit 1')
  end
end

return M
