"""What the tests share: where things are, positions in text, applying edits, and `Editor`, a pytest-lsp
`LanguageClient` with the documents it opened."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlparse

from lsprotocol import types as T
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient, LanguageClientProtocol
from pytest_lsp.client import register_lsp_features

from dtcg import Project, locate

REPO = Path(__file__).resolve().parents[2]
TOKENC = Path(os.environ.get("TOKENC") or REPO / ".build" / "debug" / "tokenc")
TOKENS = REPO / "Tokens"
DESIGNSYSTEMET = REPO / "Tests" / "Corpus" / "real-world" / "designsystemet"
SD_BASIC = REPO / "Tests" / "Corpus" / "style-dictionary-basic"
SAMPLES = Project(TOKENS / "tokens.resolver.json")
BRANDS = SAMPLES.modifiers["brand"]
THEMES = SAMPLES.modifiers["theme"]

class RecordingProtocol(LanguageClientProtocol):
    """pytest-lsp's client protocol, keeping the last publishDiagnostics of each document whole (with the
    document version it was computed for, which `LanguageClient.diagnostics` leaves out)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.publishes: dict[str, T.PublishDiagnosticsParams] = {}

    def _handle_notification(self, method_name, params):
        if method_name == T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            self.publishes[params.uri] = params
        super()._handle_notification(method_name, params)


def make_client() -> LanguageClient:
    """pytest-lsp's test client (make_test_lsp_client) with RecordingProtocol."""
    client = LanguageClient(protocol_cls=RecordingProtocol, converter_factory=default_converter)
    register_lsp_features(client)
    return client


SERVER = ClientServerConfig(server_command=[str(TOKENC), "lsp"], client_factory=make_client)
TIMEOUT = 10.0


# MARK: - Text, positions, URIs


def uri(path: Path | str) -> str:
    return Path(path).as_uri()


def path_of(u: str) -> Path:
    """The file a `file:` URI names (percent-decoded), for comparing URIs written by different encoders."""
    parsed = urlparse(u)
    assert parsed.scheme == "file", u
    return Path(unquote(parsed.path))


def position(text: str, offset: int) -> T.Position:
    """The LSP position (UTF-16 code units) of a character offset in `text`."""
    line = text.count("\n", 0, offset)
    start = text.rfind("\n", 0, offset) + 1
    return T.Position(line=line, character=len(text[start:offset].encode("utf-16-le")) // 2)


def offset(text: str, pos: T.Position) -> int:
    """The character offset of an LSP position (UTF-16 code units) in `text`."""
    start = 0
    for _ in range(pos.line):
        start = text.index("\n", start) + 1
    units = 0
    i = start
    while units < pos.character and i < len(text) and text[i] != "\n":
        units += len(text[i].encode("utf-16-le")) // 2
        i += 1
    return i


def find(text: str, needle: str, *, after: str | None = None, nth: int = 0) -> int:
    """The offset of the `nth` occurrence of `needle` (after the first `after`, when given)."""
    at = text.index(after) if after is not None else 0
    for _ in range(nth + 1):
        at = text.index(needle, at)
        found = at
        at += 1
    return found


def span(text: str, needle: str, **kw) -> T.Range:
    """The range `needle` covers in `text` (see `find`)."""
    start = find(text, needle, **kw)
    return T.Range(start=position(text, start), end=position(text, start + len(needle)))


def key_range(text: str, pointer: str) -> T.Range:
    """The range of the name of the key at `pointer` (inside its quotes)."""
    a, b = locate(text)[pointer].key
    return T.Range(start=position(text, a + 1), end=position(text, b - 1))


def value_range(text: str, pointer: str) -> T.Range:
    """The range of the value at `pointer` (quotes included)."""
    a, b = locate(text)[pointer].value
    return T.Range(start=position(text, a), end=position(text, b))


def key_line(path: Path, pointer: str) -> int:
    """The 1-based line of the key at `pointer` in the file at `path`."""
    text = path.read_text()
    return position(text, locate(text)[pointer].key[0]).line + 1


def rng(l1: int, c1: int, l2: int, c2: int) -> T.Range:
    return T.Range(start=T.Position(line=l1, character=c1), end=T.Position(line=l2, character=c2))


def apply_edits(text: str, edits) -> str:
    """`text` with LSP TextEdits applied (all ranges refer to the original text)."""
    spans = sorted(((offset(text, e.range.start), offset(text, e.range.end), e.new_text) for e in edits), reverse=True)
    for a, b, new in spans:
        text = text[:a] + new + text[b:]
    return text


def apply_workspace_edit(edit: T.WorkspaceEdit) -> dict[Path, str]:
    """Applies a WorkspaceEdit's `changes` to the files on disk; returns the new texts by path."""
    out = {}
    for u, edits in (edit.changes or {}).items():
        p = path_of(u)
        new = apply_edits(p.read_text(), edits)
        p.write_text(new)
        out[p] = new
    return out


def copy_project(source: Path, dest: Path) -> Path:
    shutil.copytree(source, dest, ignore=shutil.ignore_patterns("build", "sd5-output", "packages"))
    return dest


def tokenc(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """Runs the tokenc command line (the reference the server must agree with)."""
    return subprocess.run([str(TOKENC), *args], cwd=cwd, capture_output=True, text=True, timeout=60)


def validate(*args: str, cwd: Path) -> dict:
    """`tokenc validate … --diagnostics-format json` as parsed JSON."""
    run = tokenc("validate", *args, "--diagnostics-format", "json", cwd=cwd)
    assert run.stdout, run.stderr
    return json.loads(run.stdout)


# MARK: - The editor side


def language_of(path: Path) -> str:
    return {".json": "json", ".css": "css", ".scss": "scss", ".ts": "typescript", ".js": "javascript",
            ".swift": "swift"}.get(path.suffix, "plaintext")


class Editor:
    """An editor session: a pytest-lsp `LanguageClient` talking to one server, with the documents it opened."""

    def __init__(self, client: LanguageClient, root: Path):
        self.client = client
        self.root = root
        self.texts: dict[Path, str] = {}
        self.versions: dict[Path, int] = {}

    # Documents

    def open(self, path: Path, text: str | None = None) -> str:
        text = path.read_text() if text is None else text
        self.texts[path] = text
        self.versions[path] = 1
        self.client.text_document_did_open(T.DidOpenTextDocumentParams(text_document=T.TextDocumentItem(
            uri=uri(path), language_id=language_of(path), version=1, text=text)))
        return text

    def text(self, path: Path) -> str:
        return self.texts[path] if path in self.texts else path.read_text()

    def edit(self, path: Path, start: int, end: int, new: str) -> str:
        """An incremental change replacing characters start..<end of the open document."""
        old = self.texts[path]
        change = T.TextDocumentContentChangePartial(
            range=T.Range(start=position(old, start), end=position(old, end)), text=new)
        return self._change(path, old[:start] + new + old[end:], change)

    def replace(self, path: Path, old: str, new: str, **kw) -> str:
        """Replaces the first `old` (see `find`) with `new`, as an incremental change."""
        at = find(self.texts[path], old, **kw)
        return self.edit(path, at, at + len(old), new)

    def set_text(self, path: Path, new: str) -> str:
        """A whole-document change."""
        return self._change(path, new, T.TextDocumentContentChangeWholeDocument(text=new))

    def _change(self, path: Path, new: str, change) -> str:
        self.texts[path] = new
        self.versions[path] += 1
        self.client.text_document_did_change(T.DidChangeTextDocumentParams(
            text_document=T.VersionedTextDocumentIdentifier(uri=uri(path), version=self.versions[path]),
            content_changes=[change]))
        return new

    def close(self, path: Path):
        self.texts.pop(path)
        self.client.text_document_did_close(T.DidCloseTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri(path))))

    # Diagnostics

    async def diagnostics(self, path: Path, until=None, timeout: float = TIMEOUT) -> list[T.Diagnostic]:
        """The diagnostics published for `path`, once there are some (and `until(list)` holds). For an open
        document, only a list published for its current version counts."""
        key = uri(path)
        version = self.versions[path] if path in self.texts else None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            last = self.client.protocol.publishes.get(key)
            if last is not None and (version is None or last.version == version) and (until is None or until(list(last.diagnostics))):
                return list(last.diagnostics)
            if loop.time() > deadline:
                raise AssertionError(f"no diagnostics matching for {key} (version {version}) in {timeout}s; last: {last!r}")
            await asyncio.sleep(0.02)

    # Requests

    def _doc(self, path: Path) -> T.TextDocumentIdentifier:
        return T.TextDocumentIdentifier(uri=uri(path))

    def at(self, path: Path, needle: str, delta: int = 0, **kw) -> T.Position:
        """The position `delta` characters into the first `needle` of the document (see `find`)."""
        text = self.text(path)
        return position(text, find(text, needle, **kw) + delta)

    async def hover(self, path: Path, pos: T.Position) -> T.Hover | None:
        return await self.client.text_document_hover_async(T.HoverParams(text_document=self._doc(path), position=pos))

    async def hover_text(self, path: Path, pos: T.Position) -> str:
        h = await self.hover(path, pos)
        assert h is not None, f"no hover at {path}:{pos}"
        assert isinstance(h.contents, T.MarkupContent) and h.contents.kind == T.MarkupKind.Markdown
        return h.contents.value

    async def definition(self, path: Path, pos: T.Position) -> list[T.Location]:
        r = await self.client.text_document_definition_async(T.DefinitionParams(text_document=self._doc(path), position=pos))
        return [] if r is None else [r] if isinstance(r, T.Location) else list(r)

    async def references(self, path: Path, pos: T.Position, include_declaration=True) -> list[T.Location]:
        r = await self.client.text_document_references_async(T.ReferenceParams(
            text_document=self._doc(path), position=pos,
            context=T.ReferenceContext(include_declaration=include_declaration)))
        return list(r or [])

    async def prepare_rename(self, path: Path, pos: T.Position):
        return await self.client.text_document_prepare_rename_async(
            T.PrepareRenameParams(text_document=self._doc(path), position=pos))

    async def rename(self, path: Path, pos: T.Position, new_name: str) -> T.WorkspaceEdit:
        return await self.client.text_document_rename_async(
            T.RenameParams(text_document=self._doc(path), position=pos, new_name=new_name))

    async def completion(self, path: Path, pos: T.Position) -> T.CompletionList:
        r = await self.client.text_document_completion_async(T.CompletionParams(text_document=self._doc(path), position=pos))
        assert isinstance(r, T.CompletionList), r
        return r

    async def code_actions(self, path: Path, range_: T.Range, diagnostics=(), only=None) -> list[T.CodeAction]:
        r = await self.client.text_document_code_action_async(T.CodeActionParams(
            text_document=self._doc(path), range=range_,
            context=T.CodeActionContext(diagnostics=list(diagnostics), only=only)))
        return list(r or [])

    async def document_colors(self, path: Path) -> list[T.ColorInformation]:
        return list(await self.client.text_document_document_color_async(T.DocumentColorParams(text_document=self._doc(path))))

    async def color_presentations(self, path: Path, color: T.Color, range_: T.Range) -> list[T.ColorPresentation]:
        return list(await self.client.text_document_color_presentation_async(
            T.ColorPresentationParams(text_document=self._doc(path), color=color, range=range_)))

    async def document_symbols(self, path: Path) -> list[T.DocumentSymbol]:
        return list(await self.client.text_document_document_symbol_async(T.DocumentSymbolParams(text_document=self._doc(path))))

    async def workspace_symbols(self, query: str) -> list[T.SymbolInformation]:
        return list(await self.client.workspace_symbol_async(T.WorkspaceSymbolParams(query=query)))


def init_params(root: Path, options: dict | None = None, client_name: str | None = None) -> T.InitializeParams:
    return T.InitializeParams(
        client_info=T.ClientInfo(name=client_name) if client_name else None,
        capabilities=T.ClientCapabilities(
            general=T.GeneralClientCapabilities(position_encodings=[T.PositionEncodingKind.Utf16]),
            text_document=T.TextDocumentClientCapabilities(
                hover=T.HoverClientCapabilities(content_format=[T.MarkupKind.Markdown]),
                publish_diagnostics=T.PublishDiagnosticsClientCapabilities(related_information=True, version_support=True),
                rename=T.RenameClientCapabilities(prepare_support=True),
                completion=T.CompletionClientCapabilities(completion_item=T.ClientCompletionItemOptions(snippet_support=False)),
                code_action=T.CodeActionClientCapabilities(code_action_literal_support=T.ClientCodeActionLiteralOptions(
                    code_action_kind=T.ClientCodeActionKindOptions(value_set=[T.CodeActionKind.QuickFix, T.CodeActionKind.SourceFixAll]))),
                document_symbol=T.DocumentSymbolClientCapabilities(hierarchical_document_symbol_support=True),
            ),
            workspace=T.WorkspaceClientCapabilities(did_change_watched_files=T.DidChangeWatchedFilesClientCapabilities()),
        ),
        root_uri=uri(root),
        workspace_folders=[T.WorkspaceFolder(uri=uri(root), name=root.name)],
        initialization_options=options,
    )


# MARK: - Diagnostics as tuples, from the server and from `tokenc validate`

SEVERITY = {"error": T.DiagnosticSeverity.Error, "warning": T.DiagnosticSeverity.Warning}


def utf16_column(line_text: str, scalars: int) -> int:
    """The UTF-16 offset of a column counted in Unicode scalars (what tokenc prints, 0-based here)."""
    return len(line_text[:scalars].encode("utf-16-le")) // 2


def cli_position(file: Path, line: int, column: int, pointer: str | None = None) -> tuple[int, int]:
    """A 1-based `line:column` of `tokenc validate` as a 0-based LSP (line, UTF-16 character): where the server's
    range for that finding starts. A finding at a value that spans lines (a composite written over several) is
    shown on the key that holds it, so the editor underlines one line, not a block."""
    text = file.read_text()
    lines = text.split("\n")
    start = (line - 1, utf16_column(lines[line - 1], column - 1))
    node = locate(text).get(pointer) if pointer is not None else None
    if node and node.key and (position(text, node.value[0]).line, position(text, node.value[0]).character) == start \
            and "\n" in text[node.value[0]:node.value[1]]:
        key = position(text, node.key[0])
        return key.line, key.character
    return start


def cli_start(cli_root: Path, location: dict) -> tuple[int, int]:
    return cli_position(cli_root / location["file"], location["line"], location["column"], location.get("pointer"))


def cli_diagnostics(report: dict, cli_root: Path, root: Path) -> dict[Path, list[tuple]]:
    """`tokenc validate --diagnostics-format json` run on the project in `cli_root` (paths relative to it or
    absolute), as the server should publish them for the same project in `root`: by file, each (code, severity,
    message with its permutation, start, related), sorted."""
    def mapped(file: str) -> Path:
        return root / (cli_root / file).resolve().relative_to(cli_root.resolve())

    out: dict[Path, list[tuple]] = {}
    for d in report["diagnostics"]:
        loc = d["location"]
        message = d["message"] + (f" ({d['permutation']})" if d.get("permutation") else "")
        related = tuple(sorted((mapped(n["location"]["file"]), cli_start(cli_root, n["location"]), n["message"])
                               for n in d.get("notes", []) if n.get("location")))
        entry = (d["code"], SEVERITY[d["severity"]], message, cli_start(cli_root, loc), related)
        out.setdefault(mapped(loc["file"]), []).append(entry)
    return {p: sorted(v) for p, v in out.items()}


def lsp_tuple(d: T.Diagnostic) -> tuple:
    related = tuple(sorted((path_of(r.location.uri), (r.location.range.start.line, r.location.range.start.character), r.message)
                           for r in d.related_information or []))
    assert d.source == "tokenc"
    return d.code, d.severity, d.message, (d.range.start.line, d.range.start.character), related


def published(client: LanguageClient) -> dict[Path, list[tuple]]:
    """The diagnostics the client holds, by file, leaving out files whose list is empty."""
    return {path_of(u): sorted(lsp_tuple(d) for d in ds) for u, ds in client.diagnostics.items() if ds}


async def eventually(condition, timeout: float = TIMEOUT):
    """Waits until `condition()` holds (polling the client's state), or the timeout."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True
