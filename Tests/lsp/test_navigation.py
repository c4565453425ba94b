"""textDocument/definition, references, prepareRename and rename."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from lsprotocol import types as T
from pygls.exceptions import JsonRpcException

from dtcg import locate
from support import (BRANDS, THEMES, TOKENS, Editor, apply_workspace_edit, find, key_range, path_of, position, rng,
                     span, uri, validate)

LIGHT = TOKENS / "themes" / "light.tokens.json"
RESOLVER = TOKENS / "tokens.resolver.json"
THEME_FILES = [TOKENS / "themes" / f"{t}.tokens.json" for t in THEMES]


def loc(path: Path, range_: T.Range) -> tuple:
    return path_of(uri(path)), range_.start.line, range_.start.character, range_.end.line, range_.end.character


def locs(locations) -> list[tuple]:
    return [loc(path_of(l.uri), l.range) for l in locations]


def reference_sites(root: Path, path: str) -> list[tuple]:
    """Every `{path}` written in the project's JSON files: the range of the path between the braces."""
    out = []
    for file in sorted(root.glob("**/*.json")):
        text = file.read_text()
        for m in re.finditer(r"\{" + re.escape(path) + r"\}", text):
            out.append(loc(file, T.Range(start=position(text, m.start() + 1), end=position(text, m.end() - 1))))
    return out


def key_of(path: Path, pointer: str) -> tuple:
    return loc(path, key_range(path.read_text(), pointer))


# MARK: - Definition


async def test_definition_of_a_reference_is_every_definition(tokens: Editor):
    # color.brand.neutral.900 is defined once per brand: harbor (the first permutation's), then summit and lumen.
    found = await tokens.definition(LIGHT, tokens.at(LIGHT, "{color.brand.neutral.900}", 5))
    assert locs(found) == [key_of(TOKENS / "brands" / b / "color.tokens.json", "/color/brand/neutral/900") for b in BRANDS]


async def test_definition_of_a_definition_is_the_other_definitions(tokens: Editor):
    # From the light theme's color.text.primary: the same token in the three other themes.
    found = await tokens.definition(LIGHT, tokens.at(LIGHT, '"primary"', 3, after='"text"'))
    assert locs(found) == [key_of(f, "/color/text/primary") for f in THEME_FILES[1:]]


async def test_definition_of_a_resolver_ref_is_the_file(tokens: Editor):
    [found] = await tokens.definition(RESOLVER, tokens.at(RESOLVER, '"themes/dark.tokens.json"', 4))
    assert loc(path_of(found.uri), found.range) == loc(TOKENS / "themes" / "dark.tokens.json", rng(0, 0, 0, 0))


async def test_definition_of_a_resolution_order_ref_is_the_set(tokens: Editor):
    found = await tokens.definition(RESOLVER, tokens.at(RESOLVER, '"#/sets/core"', 4))
    assert locs(found) == [key_of(RESOLVER, "/sets/core")]


async def test_definition_from_extends_is_the_extended_group(tmp_path, launch):
    (tmp_path / "tokens.json").write_text(json.dumps({
        "button": {
            "$type": "color",
            "background": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
            "text": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
        },
        "button-primary": {
            "$extends": "{button}",
            "background": {"$value": {"colorSpace": "srgb", "components": [0.8, 0, 0.4], "hex": "#cc0066"}},
        },
    }, indent=2))
    file = tmp_path / "tokens.json"
    editor = await launch(tmp_path, {"swatches": False})
    at = editor.at(file, "{button}", 3)
    assert locs(await editor.definition(file, at)) == [key_of(file, "/button")]
    # The extended group: its own token and the one it receives.
    assert await editor.hover_text(file, at) == "**button** · group of 2 tokens\n"
    assert await editor.hover_text(file, editor.at(file, '"button-primary"', 3)) == "**button-primary** · group of 2 tokens\n"
    # References to the group include the $extends.
    refs = await editor.references(file, editor.at(file, '"button"', 2))
    assert locs(refs) == [key_of(file, "/button"), loc(file, span(file.read_text(), "button", after='"$extends"'))]


POINTERS = {
    "color": {
        "$type": "color",
        "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
        "link": {"$value": {"$ref": "#/color/blue/$value"}},
        "accent": {"$value": "{color.blue}"},
    }
}


async def test_json_pointer_ref_in_a_token_file(tmp_path, launch):
    file = tmp_path / "tokens.json"
    file.write_text(json.dumps(POINTERS, indent=2))
    editor = await launch(tmp_path, {"swatches": False})
    text = file.read_text()
    on_pointer = editor.at(file, "#/color/blue", 5)
    assert locs(await editor.definition(file, on_pointer)) == [key_of(file, "/color/blue")]
    hover = await editor.hover(file, on_pointer)
    assert hover.contents.value.startswith("**color.blue** · `color`\n\n`#0066cc`\n")
    assert hover.range == span(text, "#/color/blue/$value")
    # Both kinds of reference are references, and a rename rewrites each in its own syntax.
    uses = await editor.references(file, editor.at(file, '"blue"', 2), include_declaration=False)
    assert locs(uses) == [loc(file, span(text, "#/color/blue/$value")), loc(file, span(text, "color.blue", after='"accent"'))]
    for name, pointer in [("azure", "#/color/azure/$value"), ("sky/blue", "#/color/sky~1blue/$value"), ("a~b", "#/color/a~0b/$value")]:
        edit = await editor.rename(file, editor.at(file, '"blue"', 2), name)
        assert edit_set(edit) == {
            (file, *astuple(text, *locate(text)["/color/blue"].key), json.dumps(name)),
            (file, *astuple(text, find(text, "#/color/blue/$value"), find(text, "#/color/blue/$value") + len("#/color/blue/$value")), pointer),
            (file, *astuple(text, find(text, "{color.blue}") + 1, find(text, "{color.blue}") + len("{color.blue")), f"color.{name}"),
        }
    apply_workspace_edit(await editor.rename(file, editor.at(file, '"blue"', 2), "azure"))
    assert validate("tokens.json", cwd=tmp_path)["errors"] == 0
    assert json.loads(file.read_text())["color"]["link"] == {"$value": {"$ref": "#/color/azure/$value"}}


# MARK: - References


async def test_references_across_files(tokens: Editor):
    harbor = TOKENS / "brands" / "harbor" / "color.tokens.json"
    found = await tokens.references(harbor, tokens.at(harbor, '"900"', 2, after='"neutral"'))
    definitions = [key_of(TOKENS / "brands" / b / "color.tokens.json", "/color/brand/neutral/900") for b in BRANDS]
    uses = reference_sites(TOKENS, "color.brand.neutral.900")
    assert len(uses) == 4  # color.text.primary in light, and in the other themes what maps onto step 900
    assert locs(found[:3]) == definitions
    assert sorted(locs(found[3:])) == sorted(uses)

    without = await tokens.references(harbor, tokens.at(harbor, '"900"', 2, after='"neutral"'), include_declaration=False)
    assert sorted(locs(without)) == sorted(uses)


async def test_references_from_a_reference(tokens: Editor):
    found = await tokens.references(LIGHT, tokens.at(LIGHT, "{color.text.on-brand}", 4), include_declaration=False)
    uses = reference_sites(TOKENS, "color.text.on-brand")
    assert len(uses) > 20
    assert sorted(locs(found)) == sorted(uses)


# MARK: - Rename


async def test_prepare_rename_on_a_key_and_on_a_reference(tokens: Editor):
    text = LIGHT.read_text()
    key = await tokens.prepare_rename(LIGHT, tokens.at(LIGHT, '"primary"', 3, after='"text"'))
    assert key.range == key_range(text, "/color/text/primary") and key.placeholder == "primary"
    ref = await tokens.prepare_rename(LIGHT, tokens.at(LIGHT, "{color.brand.neutral.900}", 3))
    assert ref.range == span(text, "color.brand.neutral.900") and ref.placeholder == "color.brand.neutral.900"


def expected_rename(root: Path, old: str, new: str) -> set[tuple]:
    """The edits renaming token `old` to `new`, found in the files' text: each defining key (quoted), each
    `{old}` reference, and each tokenc.json string that is `old` or starts with `old.`."""
    last = new.split(".")[-1]
    pointer = "/" + old.replace(".", "/")
    edits = set()
    for file in sorted(root.glob("**/*.json")):
        text = file.read_text()
        nodes = locate(text)
        if file.name != "tokenc.json" and pointer in nodes and "$value" in json.loads(text[slice(*nodes[pointer].value)]):
            a, b = nodes[pointer].key
            edits.add((file, position(text, a).line, position(text, a).character, position(text, b).line,
                       position(text, b).character, json.dumps(last)))
        for m in re.finditer(r"\{" + re.escape(old) + r"\}", text):
            s, e = position(text, m.start() + 1), position(text, m.end() - 1)
            edits.add((file, s.line, s.character, e.line, e.character, new))
        if file.name == "tokenc.json":
            for m in re.finditer(r'"(' + re.escape(old) + r'(\.[^"]*)?)"', text):
                s, e = position(text, m.start(1)), position(text, m.end(1))
                edits.add((file, s.line, s.character, e.line, e.character, new + (m.group(2) or "")))
    return edits


def edit_set(edit: T.WorkspaceEdit) -> set[tuple]:
    return {(path_of(u), e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character, e.new_text)
            for u, es in edit.changes.items() for e in es}


async def test_rename_updates_definitions_references_and_config(tokens_copy, launch):
    editor = await launch(tokens_copy)
    light = tokens_copy / "themes" / "light.tokens.json"
    edit = await editor.rename(light, editor.at(light, '"primary"', 3, after='"text"'), "body")
    expected = expected_rename(tokens_copy, "color.text.primary", "color.text.body")
    # 4 theme keys, 6 references in each theme, the contrast pair in tokenc.json.
    assert len(expected) == 4 + 4 * 6 + 1
    assert edit_set(edit) == expected
    # Applied on disk, the project still validates clean, and nothing names the old path.
    before = validate("--config", "tokenc.json", cwd=tokens_copy)
    apply_workspace_edit(edit)
    after = validate("--config", "tokenc.json", cwd=tokens_copy)
    assert (after["errors"], after["warnings"]) == (before["errors"], before["warnings"]) == (0, 0)
    assert not [f for f in tokens_copy.glob("**/*.json") if "color.text.primary" in f.read_text()]


async def test_rename_from_a_reference_to_a_whole_path(tokens_copy, launch):
    editor = await launch(tokens_copy)
    light = tokens_copy / "themes" / "light.tokens.json"
    edit = await editor.rename(light, editor.at(light, "{color.text.on-brand}", 4), "color.text.on-accent")
    assert edit_set(edit) == expected_rename(tokens_copy, "color.text.on-brand", "color.text.on-accent")
    apply_workspace_edit(edit)
    after = validate("--config", "tokenc.json", cwd=tokens_copy)
    assert (after["errors"], after["warnings"]) == (0, 0)


async def test_rename_of_a_group_moves_everything_below_it(tokens_copy, launch):
    editor = await launch(tokens_copy)
    light = tokens_copy / "themes" / "light.tokens.json"
    edit = await editor.rename(light, editor.at(light, '"text": {', 2), "copy")
    # The group's key in each theme, every reference below it, the config's paths below it.
    expected = set()
    for file in sorted(tokens_copy.glob("**/*.json")):
        text = file.read_text()
        nodes = locate(text)
        if file.parent.name == "themes":
            a, b = nodes["/color/text"].key
            expected.add((file, *astuple(text, a, b), '"copy"'))
        for m in re.finditer(r"\{color\.text(\.[^}]*)\}", text):
            expected.add((file, *astuple(text, m.start() + 1, m.end() - 1), "color.copy" + m.group(1)))
        if file.name == "tokenc.json":
            for m in re.finditer(r'"color\.text(\.[^"]*)"', text):
                expected.add((file, *astuple(text, m.start() + 1, m.end() - 1), "color.copy" + m.group(1)))
    assert len(expected) == 90
    assert edit_set(edit) == expected
    apply_workspace_edit(edit)
    after = validate("--config", "tokenc.json", cwd=tokens_copy)
    assert (after["errors"], after["warnings"]) == (0, 0)
    assert not [f for f in tokens_copy.glob("**/*.json") if "color.text." in f.read_text()]


def astuple(text: str, a: int, b: int) -> tuple[int, int, int, int]:
    s, e = position(text, a), position(text, b)
    return s.line, s.character, e.line, e.character


async def test_rename_onto_an_existing_token_is_refused(tokens: Editor):
    with pytest.raises(JsonRpcException) as error:
        await tokens.rename(LIGHT, tokens.at(LIGHT, '"primary"', 3, after='"text"'), "secondary")
    assert error.value.code == -32803  # RequestFailed
    assert error.value.message == ("cannot rename color.text.primary to color.text.secondary: color.text.secondary "
                                   "already exists (renaming color.text.primary onto it)")


async def test_rename_at_the_root_of_a_file_is_refused(tokens: Editor):
    root = T.Position(line=0, character=0)  # the opening brace
    with pytest.raises(JsonRpcException) as prepare:
        await tokens.prepare_rename(LIGHT, root)
    assert prepare.value.code == -32803
    with pytest.raises(JsonRpcException) as rename:
        await tokens.rename(LIGHT, root, "x")
    assert rename.value.code == -32803


@pytest.mark.parametrize("name, message", [
    ("$body", '"$body" is not a token name: names are not empty, do not start with $ and hold no {, } or .'),
    ("color.surface.body", "a rename keeps a token in its group (color.text)"),
])
async def test_rename_to_an_invalid_name_is_refused(tokens: Editor, name, message):
    with pytest.raises(JsonRpcException) as error:
        await tokens.rename(LIGHT, tokens.at(LIGHT, '"primary"', 3, after='"text"'), name)
    assert (error.value.code, error.value.message) == (-32803, message)
