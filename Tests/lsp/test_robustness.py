"""The protocol's edges: lifecycle and exit codes, errors, cancellation, malformed input, files changing on disk.

Most of these write to the server's stdio directly (raw.RawServer): a client library sends neither malformed
frames nor requests before `initialize`. pytest-lsp's client is used where it can say it.
"""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest
from lsprotocol import types as T
from pygls.exceptions import JsonRpcException

from raw import frame, initialize, notification, request
from support import REPO, TOKENS, cli_diagnostics, eventually, published, uri, validate

LIGHT = TOKENS / "themes" / "light.tokens.json"
HOVER = {"textDocument": {"uri": uri(LIGHT)}, "position": {"line": 14, "character": 8}}  # on color.text.primary


def error_code(response: dict) -> int | None:
    return response.get("error", {}).get("code")


# MARK: - Lifecycle


def test_request_before_initialize_is_refused(raw):
    # (pytest-lsp's client will not send one: it checks requests against the capabilities initialize gave.)
    server = raw()
    server.write(request(1, "textDocument/hover", HOVER))
    assert error_code(server.response(1)) == -32002  # ServerNotInitialized
    # Notifications before initialize are dropped; initialize still works.
    server.write(notification("textDocument/didOpen", {"textDocument": {"uri": uri(LIGHT), "languageId": "json", "version": 1, "text": "{}"}})
                 + initialize(2, REPO) + request(3, "textDocument/hover", HOVER))
    assert "capabilities" in server.response(2)["result"]
    assert server.response(3)["result"]["contents"]["value"].startswith("**color.text.primary**")


async def test_unknown_method_is_method_not_found(tokens):
    with pytest.raises(JsonRpcException) as error:
        await tokens.client.protocol.send_request_async("tokenc/noSuchMethod", {})
    assert error.value.code == -32601
    assert error.value.message == "unknown method tokenc/noSuchMethod"


def test_invalid_params_are_reported(raw):
    server = raw()
    server.write(initialize(1, REPO) + request(2, "textDocument/hover", {"position": {"line": 0, "character": 0}}))
    assert error_code(server.response(2)) == -32602  # InvalidParams


def test_shutdown_then_exit_is_status_0(raw):
    server = raw()
    server.write(initialize(1, REPO))
    assert "capabilities" in server.response(1)["result"]
    server.write(request(2, "shutdown"))
    assert server.response(2) == {"jsonrpc": "2.0", "id": 2, "result": None}
    # After shutdown, requests are refused as invalid.
    server.write(request(3, "textDocument/hover", HOVER))
    assert error_code(server.response(3)) == -32600
    server.write(notification("exit"))
    assert server.exit_code() == 0


def test_exit_without_shutdown_is_status_1(raw):
    server = raw()
    server.write(initialize(1, REPO))
    server.response(1)
    server.write(notification("exit"))
    assert server.exit_code() == 1


def test_input_closed_without_shutdown_is_status_1(raw):
    server = raw()
    server.write(initialize(1, REPO))
    server.response(1)
    server.close_input()
    assert server.exit_code() == 1


def test_second_initialize_is_refused(raw):
    server = raw()
    server.write(initialize(1, REPO))
    server.response(1)
    server.write(initialize(2, REPO))
    assert error_code(server.response(2)) == -32600


def test_server_ends_when_its_client_process_is_gone(raw):
    """`processId` of initialize: a server must not outlive its editor (checked every 2 s)."""
    editor = subprocess.Popen(["sleep", "60"])
    server = raw()
    server.write(initialize(1, REPO, processId=editor.pid))
    server.response(1)
    editor.kill()
    editor.wait()
    assert server.exit_code(timeout=10) == 1


# MARK: - Cancellation


def test_cancel_of_a_queued_request_answers_request_cancelled(raw):
    server = raw()
    server.write(initialize(1, REPO))
    server.response(1)
    # The hover and its cancel arrive while the server is still taking in a large document (4 MB): the cancel
    # is already waiting when the hover's turn comes.
    big = {"textDocument": {"uri": "file:///tmp/tokenc-e2e/big.txt", "languageId": "plaintext", "version": 1, "text": "x" * (4 << 20)}}
    server.write(notification("textDocument/didOpen", big) + request(2, "textDocument/hover", HOVER)
                 + notification("$/cancelRequest", {"id": 2}))
    assert server.response(2) == {"jsonrpc": "2.0", "id": 2, "error": {"code": -32800, "message": "cancelled"}}
    # Answered once; the next request is served as usual.
    server.write(request(3, "textDocument/hover", HOVER))
    assert server.response(3)["result"]["contents"]["value"].startswith("**color.text.primary**")
    assert [m for m in server.responses(0.2) if m.get("id") == 2] == []


def test_cancel_of_a_request_waiting_for_the_first_compile(raw):
    # Written with initialize: the hover waits for the first compile of the project, and the cancel ends it.
    server = raw()
    server.write(initialize(1, REPO) + request(2, "textDocument/hover", HOVER) + notification("$/cancelRequest", {"id": 2})
                 + request(3, "textDocument/hover", HOVER))
    server.response(1)
    assert error_code(server.response(2)) == -32800
    assert server.response(3)["result"]["contents"]["value"].startswith("**color.text.primary**")
    assert [m for m in server.responses(0.2) if m.get("id") == 2] == []


def test_cancel_of_an_answered_request_is_ignored(raw):
    server = raw()
    server.write(initialize(1, REPO))
    server.response(1)
    server.write(request(2, "textDocument/hover", HOVER))
    assert "result" in server.response(2)
    server.write(notification("$/cancelRequest", {"id": 2}) + request(3, "workspace/symbol", {"query": "txtprim"}))
    assert [s["name"] for s in server.response(3)["result"]] == ["color.text.primary"]
    assert [m for m in server.responses(0.2) if m.get("id") == 2] == []


# MARK: - Malformed input


@pytest.mark.parametrize("bad, errors", [
    # Answered with an error: the id when it could be read, else null.
    (frame(b"this is not JSON"), [(None, -32700)]),                                   # ParseError
    (frame(b'[{"jsonrpc": "2.0", "id": 9, "method": "shutdown"}]'), [(None, -32600)]),  # a batch: InvalidRequest
    (frame(b'{"id": 9, "method": "shutdown"}'), [(9, -32600)]),                       # no "jsonrpc": "2.0"
    # Frames that cannot be read: dropped up to the next header, nothing answered.
    (b"Content-Lenght: 12\r\n\r\n{not a frame", []),
    (b"Content-Length: abc\r\n\r\n", []),
    (b"\x00\xff garbage\r\n\r\n", []),
], ids=["not-json", "batch", "no-jsonrpc", "misspelt-header", "bad-length", "garbage"])
def test_malformed_input_then_a_good_request_is_answered(raw, bad, errors):
    server = raw()
    server.write(initialize(1, REPO))
    server.response(1)
    server.write(bad + request(2, "textDocument/hover", HOVER))
    good = server.response(2)
    assert good["result"]["contents"]["value"].startswith("**color.text.primary**")
    assert [(m["id"], m["error"]["code"]) for m in server.responses(0.3) if "error" in m] == errors
    assert server.process.poll() is None


def test_a_notification_with_bad_params_is_ignored(raw):
    server = raw()
    server.write(initialize(1, REPO))
    server.response(1)
    server.write(notification("textDocument/didOpen", {"textDocument": 42}) + request(2, "textDocument/hover", HOVER))
    assert server.response(2)["result"]["contents"]["value"].startswith("**color.text.primary**")
    assert [m for m in server.responses(0.2) if "error" in m] == []


# MARK: - Files changing on disk


async def test_deleted_file_clears_its_diagnostics_and_the_resolver_reports_it(tokens_copy, launch):
    dark = tokens_copy / "themes" / "dark.tokens.json"
    resolver = tokens_copy / "tokens.resolver.json"
    # Dark has a finding to begin with.
    dark.write_text(dark.read_text().replace("{color.brand.neutral.50}", "{color.brand.neutral.51}", 1))
    editor = await launch(tokens_copy)
    assert [d.code for d in await editor.diagnostics(dark, until=bool)] == ["unresolved-reference"] * 3

    dark.unlink()
    editor.client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams(
        changes=[T.FileEvent(uri=uri(dark), type=T.FileChangeType.Deleted)]))
    assert await editor.diagnostics(dark, until=lambda ds: ds == []) == []
    [missing] = await editor.diagnostics(resolver, until=bool)
    assert missing.code == "file-not-found"
    # As `tokenc validate` reports the same folder.
    expected = cli_diagnostics(validate("--config", str(tokens_copy / "tokenc.json"), cwd=tokens_copy), tokens_copy, tokens_copy)
    assert list(expected) == [resolver]
    await eventually(lambda: published(editor.client) == expected)
    assert published(editor.client) == expected


async def test_file_changed_on_disk_is_read_again_when_reported(tokens_copy, launch):
    editor = await launch(tokens_copy, {"swatches": False})
    light = tokens_copy / "themes" / "light.tokens.json"
    at = editor.at(light, '"primary"', 3, after='"text"')
    assert "| **harbor** | `#242930` |" in await editor.hover_text(light, at)
    # text.primary now aliases neutral.1000 (black in every brand).
    light.write_text(light.read_text().replace('"primary": {"$value": "{color.brand.neutral.900}"', '"primary": {"$value": "{color.brand.neutral.1000}"', 1))
    editor.client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams(
        changes=[T.FileEvent(uri=uri(light), type=T.FileChangeType.Changed)]))

    for _ in range(100):
        if "| **harbor** | `#000000` |" in (text := await editor.hover_text(light, at)):
            break
        await asyncio.sleep(0.05)
    assert "| **harbor** | `#000000` | `#f2f4f6` |" in text
