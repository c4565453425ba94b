"""textDocument/publishDiagnostics: the findings of `tokenc validate`, kept up to date as documents change."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsprotocol import types as T

from support import (DESIGNSYSTEMET, SD_BASIC, TOKENS, cli_diagnostics, cli_position, copy_project, eventually,
                     path_of, position, published, uri, validate, value_range)

LIGHT = Path("themes/light.tokens.json")
DARK = Path("themes/dark.tokens.json")
CORE_COLOR = Path("core/color.tokens.json")
HARBOR_COLOR = Path("brands/harbor/color.tokens.json")


def edit(root: Path, rel: Path | str, old: str, new: str) -> str:
    """Replaces the first `old` in a file on disk; returns the new text."""
    path = root / rel
    text = path.read_text()
    assert old in text, old
    text = text.replace(old, new, 1)
    path.write_text(text)
    return text


# Broken copies of the sample brands, each as edits to make on disk, and a project that is fine but warns.
BROKEN = {
    # An unresolved reference (with a did-you-mean note per brand), a legacy hex string (reported once
    # legacyForms is "warn"), a misspelled $type.
    "findings": [
        (LIGHT, '"{color.brand.neutral.900}"', '"{color.brand.neutral.901}"'),
        (CORE_COLOR, '"$value": {"colorSpace": "srgb", "components": [0.9529, 0.9529, 0.9529], "alpha": 1, "hex": "#f3f3f3"}',
         '"$value": "#f3f3f3"'),
        ("core/motion.tokens.json", '"$type": "duration"', '"$type": "durations"'),
        ("tokenc.json", '"output": "../Output",', '"output": "../Output",\n  "legacyForms": "warn",'),
    ],
    # A file that does not parse: json-syntax there, and what it leaves unresolved elsewhere.
    "syntax": [(LIGHT, '"secondary": {"$value"', '"secondary": {"$value" "')],
    # Failing contrast pairs: an error on the token per pair and permutation, its notes at the background and at
    # the pair in tokenc.json.
    "contrast": [(LIGHT, '"primary": {"$value": "{color.brand.neutral.900}"', '"primary": {"$value": "{color.brand.neutral.300}"')],
    # A finding on a line with characters outside ASCII before it (2-, 3- and 4-byte UTF-8, one a UTF-16 pair).
    "unicode": [(LIGHT, '"primary": {"$value": "{color.brand.neutral.900}"',
                 '"primary": {"$description": "é ✓ 🎨", "$value": "{color.brand.neutral.901}"')],
    # A config mistake: one finding in tokenc.json, nothing compiled.
    "config": [("tokenc.json", '"output": "../Output",', '"output": "../Output",\n  "outptu": "x",')],
}


async def assert_published_as_validate(editor, cli_root: Path, args: list[str]):
    """The server is given the project as an absolute path (it finds it from the workspace root), so the CLI is
    too: paths in messages (file-not-found) read the same."""
    report = validate(*args, cwd=cli_root)
    expected = cli_diagnostics(report, cli_root, editor.root)
    assert expected, "the project should have findings"
    await eventually(lambda: published(editor.client) == expected)
    assert published(editor.client) == expected


@pytest.mark.parametrize("case", sorted(BROKEN))
async def test_broken_copy_has_the_diagnostics_of_validate(case, tmp_path, launch):
    root = copy_project(TOKENS, tmp_path / "Tokens")
    for rel, old, new in BROKEN[case]:
        edit(root, rel, old, new)
    editor = await launch(root)
    await assert_published_as_validate(editor, root, ["--config", str(root / "tokenc.json")])


async def test_tokens_studio_corpus_has_the_diagnostics_of_validate(launch):
    # Designsystemet warns about its `em` letter spacings (27 non-standard-unit warnings in three files).
    editor = await launch(DESIGNSYSTEMET)
    await assert_published_as_validate(editor, DESIGNSYSTEMET, ["--tokens-studio", str(DESIGNSYSTEMET / "design-tokens")])


async def test_style_dictionary_corpus_has_the_diagnostics_of_validate(launch):
    editor = await launch(SD_BASIC)
    await assert_published_as_validate(editor, SD_BASIC, ["--style-dictionary", str(SD_BASIC / "config.json")])


async def test_every_file_read_gets_a_list(tokens_copy, launch):
    editor = await launch(tokens_copy)
    files = {tokens_copy / "tokenc.json", tokens_copy / "tokens.resolver.json", *tokens_copy.glob("**/*.tokens.json")}
    assert len(files) == 23
    await eventually(lambda: {path_of(u) for u in editor.client.diagnostics} >= files)
    assert {path_of(u): list(d) for u, d in editor.client.diagnostics.items()} == {f: [] for f in files}


async def test_unresolved_reference_appears_on_change_and_clears_when_fixed(tokens_copy, launch):
    editor = await launch(tokens_copy)
    light = tokens_copy / LIGHT
    editor.open(light)
    assert await editor.diagnostics(light) == []

    text = editor.replace(light, "{color.brand.neutral.900}", "{color.brand.neutral.901}")
    found = await editor.diagnostics(light)
    value = value_range(text, "/color/text/primary/$value")
    assert [(d.code, d.severity, d.message, d.range) for d in found] == [
        ("unresolved-reference", T.DiagnosticSeverity.Error,
         f"unresolved reference {{color.brand.neutral.901}} (brand={brand}, theme=light)", value)
        for brand in ("harbor", "lumen", "summit")
    ]
    for d, brand in zip(found, ("harbor", "lumen", "summit")):
        note = tokens_copy / "brands" / brand / "color.tokens.json"
        [related] = d.related_information
        assert related.message == "did you mean {color.brand.neutral.900}?"
        assert related.location.uri == uri(note)
        assert related.location.range == value_range(note.read_text(), "/color/brand/neutral/900")

    # The same edit on disk: `tokenc validate` says the same.
    edit(tokens_copy, LIGHT, "{color.brand.neutral.900}", "{color.brand.neutral.901}")
    assert cli_diagnostics(validate("--config", str(tokens_copy / "tokenc.json"), cwd=tokens_copy), tokens_copy, tokens_copy) == published(editor.client)

    editor.replace(light, "{color.brand.neutral.901}", "{color.brand.neutral.900}")
    assert await editor.diagnostics(light) == []


async def test_file_that_does_not_parse_reports_json_syntax_and_keeps_the_last_model(tokens_copy, tmp_path, launch):
    editor = await launch(tokens_copy, {"swatches": False})
    light = tokens_copy / LIGHT
    editor.open(light)
    assert await editor.diagnostics(light) == []

    broken = editor.replace(light, '"secondary": {"$value"', '"secondary": {"$value" "')
    [syntax] = await editor.diagnostics(light)
    assert syntax.code == "json-syntax"
    assert syntax.message == "invalid JSON: object property name separator ':' expected"
    # Where `tokenc validate` puts it for the same text on disk.
    cli_root = copy_project(TOKENS, tmp_path / "cli")
    (cli_root / LIGHT).write_text(broken)
    [cli] = [d for d in validate("--config", "tokenc.json", cwd=cli_root)["diagnostics"] if d["code"] == "json-syntax"]
    assert cli["message"] == syntax.message
    assert (syntax.range.start.line, syntax.range.start.character) == cli_position(cli_root / LIGHT, cli["location"]["line"], cli["location"]["column"])

    # Features answer from the last model that compiled: a hover on a reference in another file, and on a key of
    # the broken file before the error.
    dark = tokens_copy / DARK
    hover = await editor.hover_text(dark, editor.at(dark, "{color.brand.neutral.50}", 3, after='"text"'))
    assert hover.startswith("**color.brand.neutral.50** · `color`\n")
    assert "| **harbor** | `#f2f4f6` | `#f2f4f6` | `#f2f4f6` | `#f2f4f6` |" in hover
    hover = await editor.hover_text(light, editor.at(light, '"primary"', 2, after='"text"'))
    assert hover.startswith("**color.text.primary** · `color`\n")
    assert "| **harbor** | `#242930` | `#f2f4f6` | `#191d22` | `#ffffff` |" in hover

    # Fixed: every list is empty again (the unresolved references elsewhere that the broken file caused too).
    editor.replace(light, '"secondary": {"$value" "', '"secondary": {"$value"')
    assert await editor.diagnostics(light) == []
    await eventually(lambda: published(editor.client) == {})
    assert published(editor.client) == {}


async def test_changing_a_dependency_reports_in_the_file_that_uses_it(tokens_copy, tmp_path, launch):
    editor = await launch(tokens_copy)
    core = tokens_copy / CORE_COLOR
    editor.open(core)
    assert await editor.diagnostics(core) == []
    # Rename the key slate.900 (harbor's neutral.900 aliases it) in the editor only.
    text = editor.replace(core, '"900"', '"901"', after='"slate"')

    cli_root = copy_project(TOKENS, tmp_path / "cli")
    (cli_root / CORE_COLOR).write_text(text)
    expected = cli_diagnostics(validate("--config", str(cli_root / "tokenc.json"), cwd=cli_root), cli_root, tokens_copy)
    harbor = tokens_copy / HARBOR_COLOR
    assert set(expected) == {harbor}
    # One finding for the four themes it happens in.
    assert [m for _, _, m, _, _ in expected[harbor]] == [
        "unresolved reference {color.slate.900} (brand=harbor, theme=light; brand=harbor, theme=dark; "
        "brand=harbor, theme=light-high-contrast; brand=harbor, theme=dark-high-contrast)"]
    await eventually(lambda: published(editor.client) == expected)
    assert published(editor.client) == expected

    editor.replace(core, '"901"', '"900"', after='"slate"')
    await eventually(lambda: published(editor.client) == {})
    assert published(editor.client) == {}
    assert list(editor.client.diagnostics[uri(harbor)]) == []


async def test_closing_an_edited_document_goes_back_to_the_file_on_disk(tokens_copy, launch):
    editor = await launch(tokens_copy)
    light = tokens_copy / LIGHT
    editor.open(light)
    assert await editor.diagnostics(light) == []
    editor.replace(light, "{color.brand.neutral.900}", "{color.brand.neutral.901}")
    assert len(await editor.diagnostics(light, until=bool)) == 3
    # Closed unsaved: the file on disk, which is fine, is what counts again.
    editor.close(light)
    assert await editor.diagnostics(light, until=lambda ds: ds == []) == []


async def test_saving_compiles_what_is_on_disk(tokens_copy, launch):
    editor = await launch(tokens_copy)
    dark = tokens_copy / DARK
    await eventually(lambda: uri(dark) in editor.client.diagnostics)
    # Another tool writes the file; the editor saves an unrelated document.
    dark.write_text(dark.read_text().replace("{color.brand.neutral.50}", "{color.brand.neutral.51}", 1))
    editor.client.text_document_did_save(T.DidSaveTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri(tokens_copy / LIGHT))))
    found = await editor.diagnostics(dark, until=bool)
    assert {d.message.split(" (")[0] for d in found} == {"unresolved reference {color.brand.neutral.51}"}


async def test_several_changes_in_one_notification_apply_in_order(tokens_copy, launch):
    editor = await launch(tokens_copy, {"swatches": False})
    light = tokens_copy / LIGHT
    text = editor.open(light)
    assert await editor.diagnostics(light) == []
    # One didChange, two edits: the second's range is in the text the first left (LSP 3.17).
    first_at = text.index("{color.brand.neutral.900}") + len("{color.brand.neutral.")
    after_first = text[:first_at] + "9000" + text[first_at + 3:]  # 900 → 9000: unresolved
    second_at = after_first.index("9000}")
    final = after_first[:second_at] + "1000" + after_first[second_at + 4:]  # 9000 → 1000: black
    changes = [
        T.TextDocumentContentChangePartial(range=T.Range(start=position(text, first_at), end=position(text, first_at + 3)), text="9000"),
        T.TextDocumentContentChangePartial(range=T.Range(start=position(after_first, second_at), end=position(after_first, second_at + 4)), text="1000"),
    ]
    editor.texts[light] = final
    editor.versions[light] = 2
    editor.client.text_document_did_change(T.DidChangeTextDocumentParams(
        text_document=T.VersionedTextDocumentIdentifier(uri=uri(light), version=2), content_changes=changes))
    hover = ""
    for _ in range(100):
        hover = await editor.hover_text(light, editor.at(light, '"primary"', 3, after='"text"'))
        if "#000000" in hover:
            break
        await asyncio.sleep(0.05)
    assert "| **harbor** | `#000000` | `#f2f4f6` | `#191d22` | `#ffffff` |" in hover
    assert await editor.diagnostics(light) == []


@pytest.mark.parametrize("debounce", [0, 0.15])
async def test_a_burst_of_edits_ends_on_the_last_text(tokens_copy, launch, debounce):
    """Compiles started for older versions must not win: what is published last is the newest text's."""
    editor = await launch(tokens_copy, {"debounce": debounce, "swatches": False})
    light = tokens_copy / LIGHT
    editor.open(light)
    assert await editor.diagnostics(light) == []
    steps = ["{color.brand.neutral.901}", "{color.brand.neutral.900}"] * 10 + ["{color.brand.neutral.902}"]
    current = "{color.brand.neutral.900}"
    for step in steps:
        editor.replace(light, current, step)
        current = step
        await asyncio.sleep(0.01)
    # The list published for the last version (21).
    found = await editor.diagnostics(light)
    assert editor.client.protocol.publishes[uri(light)].version == editor.versions[light] == 22
    await asyncio.sleep(0.5)  # nothing older arrives after it
    assert [d.message for d in editor.client.diagnostics[uri(light)]] == [d.message for d in found]
    assert {d.message.split(" (")[0] for d in found} == {"unresolved reference {color.brand.neutral.902}"}
