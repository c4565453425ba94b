"""How the server finds the project (workspace root, initializationOptions), the Tokens Studio and Style Dictionary
corpus projects, the debounce option and position encodings."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from lsprotocol import types as T

from raw import initialize, request
from support import (DESIGNSYSTEMET, REPO, SD_BASIC, SERVER, TOKENS, Editor, copy_project, find, init_params,
                     path_of, position, uri)

LIGHT = TOKENS / "themes" / "light.tokens.json"


def css_variables(css: str) -> dict[str, str]:
    return dict(re.findall(r"^\s*(--[\w-]+):\s*([^;]+);", css, re.M))


# MARK: - The corpus projects


async def test_tokens_studio_hover_matches_the_css_designsystemet_publishes(launch):
    editor = await launch(DESIGNSYSTEMET, {"swatches": False})
    style = DESIGNSYSTEMET / "design-tokens" / "semantic" / "color" / "accent.json"
    text = await editor.hover_text(style, editor.at(style, "{color.accent.background-default}", 5))
    assert text.startswith("**color.accent.background-default** · `color`\n")
    # Designsystemet's own CSS: light and dark colour schemes.
    css = (DESIGNSYSTEMET / "packages" / "css" / "theme" / "designsystemet.css").read_text()
    light = css_variables(css[css.index('[data-color-scheme="light"]'):css.index("@media (prefers-color-scheme: light)")])
    dark = css_variables(css[css.index('[data-color-scheme="dark"]'):])
    want = {"Light": light["--ds-color-accent-background-default"], "Dark": dark["--ds-color-accent-background-default"]}
    assert want == {"Light": "#ffffff", "Dark": "#0c1927"}
    rows = re.findall(r"^\| \*\*(.+?)\*\* \| (.+) \|$", text, re.M)
    assert len(rows) == 12  # size (3) × typography (2) × colour scheme (2), a column per colour
    for label, cells in rows:
        scheme = next(s for s in want if s in label.split(", "))
        assert set(cells.split(" | ")) == {f"`{want[scheme]}`"}


async def test_style_dictionary_hover_matches_what_style_dictionary_builds(launch):
    editor = await launch(SD_BASIC, {"swatches": False})
    objects = SD_BASIC / "tokens" / "object-values.json"
    built = css_variables((SD_BASIC / "sd5-output" / "css" / "_variables.css").read_text())
    for reference, variable in [("{colors.black}", "--colors-black"), ("{dimensions.3}", "--dimensions-3")]:
        token = reference[1:-1]
        hover = await editor.hover(objects, editor.at(objects, reference, 3, after='"shadows"'))
        # One permutation: the value, without a table.
        assert hover.contents.value.startswith(f"**{token}** · `{'color' if 'colors' in token else 'dimension'}`\n\n`{built[variable]}`\n")
        assert hover.range == T.Range(start=editor.at(objects, reference, 1, after='"shadows"'),
                                      end=editor.at(objects, reference, len(reference) - 1, after='"shadows"'))
    dimensions = SD_BASIC / "tokens" / "dimensions.json"
    [definition] = await editor.definition(objects, editor.at(objects, "{dimensions.3}", 3))
    assert (path_of(definition.uri), definition.range.start) == (dimensions, editor.at(dimensions, '"3"', 1))


# MARK: - Finding the project


@pytest.mark.parametrize("options, file, needle, header", [
    ({"config": "Tokens/tokenc.json"}, LIGHT, '"primary": {', "**color.text.primary** · `color`"),
    ({"resolver": "Tokens/tokens.resolver.json"}, LIGHT, '"primary": {', "**color.text.primary** · `color`"),
    ({"tokensStudio": "Tests/Corpus/real-world/designsystemet/design-tokens"},
     DESIGNSYSTEMET / "design-tokens" / "semantic" / "color" / "accent.json", "{color.accent.background-default}",
     "**color.accent.background-default** · `color`"),
    ({"styleDictionary": "Tests/Corpus/style-dictionary-basic/config.json"},
     SD_BASIC / "tokens" / "object-values.json", "{colors.black}", "**colors.black** · `color`"),
], ids=["config", "resolver", "tokensStudio", "styleDictionary"])
async def test_initialization_options_choose_the_project(launch, options, file, needle, header):
    editor = await launch(REPO, {**options, "swatches": False})
    text = await editor.hover_text(file, editor.at(file, needle, 3))
    assert text.startswith(header + "\n")
    # The contrast pairs are tokenc.json's: read with the config, not with the resolver alone.
    if file == LIGHT:
        assert ("\n**Contrast**\n" in text) is ("config" in options)


async def test_a_resolver_one_level_down_is_the_project(tmp_path, launch):
    design = copy_project(TOKENS, tmp_path / "design")
    (design / "tokenc.json").unlink()
    editor = await launch(tmp_path, {"swatches": False})
    light = design / "themes" / "light.tokens.json"
    text = await editor.hover_text(light, editor.at(light, '"primary": {', 3))
    assert "| **harbor** | `#242930` | `#f2f4f6` | `#191d22` | `#ffffff` |" in text
    assert "**Contrast**" not in text


def test_requests_are_answered_when_there_is_no_project(tmp_path, raw):
    server = raw(tmp_path)
    server.write(initialize(1, tmp_path))
    server.response(1)
    empty = {"textDocument": {"uri": uri(tmp_path / "a.json")}, "position": {"line": 0, "character": 0}}
    server.write(request(2, "textDocument/hover", empty) + request(3, "workspace/symbol", {"query": "color"}))
    assert server.response(2, timeout=2) == {"jsonrpc": "2.0", "id": 2, "result": None}
    assert server.response(3, timeout=2) == {"jsonrpc": "2.0", "id": 3, "result": []}


async def test_a_project_created_later_is_found(tmp_path, launch):
    editor = await launch(tmp_path, {"swatches": False})
    copy_project(TOKENS, tmp_path / "Tokens")
    config = tmp_path / "Tokens" / "tokenc.json"
    editor.client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams(
        changes=[T.FileEvent(uri=uri(config), type=T.FileChangeType.Created)]))
    light = tmp_path / "Tokens" / "themes" / "light.tokens.json"
    text = await editor.hover_text(light, editor.at(light, '"primary": {', 3))
    assert text.startswith("**color.text.primary** · `color`\n")


async def test_paths_that_need_percent_encoding(tmp_path, launch):
    root = tmp_path / "design tokens #1 ü"
    copy_project(TOKENS, root / "Tokens")
    dark = root / "Tokens" / "themes" / "dark.tokens.json"
    dark.write_text(dark.read_text().replace("{color.brand.neutral.50}", "{color.brand.neutral.51}", 1))
    editor = await launch(root, {"swatches": False})
    assert "%20" in uri(dark) and "%23" in uri(dark) and "%C3%BC" in uri(dark)
    # The server's URIs are the client's, character for character.
    assert len(await editor.diagnostics(dark, until=bool)) == 3
    light = root / "Tokens" / "themes" / "light.tokens.json"
    found = await editor.definition(light, editor.at(light, "{color.brand.neutral.900}", 3))
    assert [l.uri for l in found] == [uri(root / "Tokens" / "brands" / b / "color.tokens.json") for b in ("harbor", "summit", "lumen")]


# MARK: - Options


async def seconds_to_diagnostics(editor: Editor, path: Path) -> float:
    editor.open(path)
    await editor.diagnostics(path)
    started = time.monotonic()
    editor.replace(path, "{color.brand.neutral.900}", "{color.brand.neutral.901}")
    await editor.diagnostics(path, until=bool)
    return time.monotonic() - started


async def test_debounce_delays_the_compile_after_an_edit(tokens_copy, launch):
    light = tokens_copy / "themes" / "light.tokens.json"
    slow = await seconds_to_diagnostics(await launch(tokens_copy, {"debounce": 1.2}), light)
    fast = await seconds_to_diagnostics(await launch(tokens_copy, {"debounce": 0}), light)
    assert slow >= 1.15
    assert fast < 0.9


# MARK: - Position encodings


def units(text: str, encoding: str) -> int:
    return {"utf-8": len(text.encode()), "utf-16": len(text.encode("utf-16-le")) // 2, "utf-32": len(text)}[encoding]


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-32"])
async def test_positions_are_counted_in_the_negotiated_encoding(launch, encoding):
    client = await SERVER.start()
    params = init_params(REPO, {"swatches": False})
    params.capabilities.general.position_encodings = [encoding]
    try:
        result = await client.initialize_session(params)
        assert result.capabilities.position_encoding == encoding
        editor = Editor(client, REPO)
        # A line with characters of 1, 2 and 4 UTF-8 bytes (the last two UTF-16 units) before the reference.
        text = LIGHT.read_text().replace('"primary": {"$value": "{color.brand.neutral.900}"',
                                         '"primary": {"$description": "é ✓ 🎨", "$value": "{color.brand.neutral.900}"', 1)
        editor.open(LIGHT, text)
        start = find(text, "color.brand.neutral.900}")
        line_start = text.rfind("\n", 0, start) + 1
        line = text.count("\n", 0, start)
        column = units(text[line_start:start], encoding)
        hover = await editor.hover(LIGHT, T.Position(line=line, character=column + 3))
        assert hover.contents.value.startswith("**color.brand.neutral.900** · `color`\n")
        assert hover.range == T.Range(start=T.Position(line=line, character=column),
                                      end=T.Position(line=line, character=column + len("color.brand.neutral.900")))
    finally:
        await client.shutdown_session()
        await client.stop()
