"""textDocument/completion in token files: reference paths by type, `$type` values, resolver and config keys.

Each test opens a document with an in-memory edit (nothing is written to disk) on a server of its own.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as T

from dtcg import dimension_text
from support import REPO, SAMPLES, TOKENS, Editor, find, position

LIGHT = TOKENS / "themes" / "light.tokens.json"
HARBOR_BUTTON = TOKENS / "brands" / "harbor" / "button.tokens.json"
RESOLVER = TOKENS / "tokens.resolver.json"
CONFIG = TOKENS / "tokenc.json"


def token_types() -> dict[str, str]:
    """Every token of the sample brands (in any permutation) and its type, read from the token files."""
    types: dict[str, str] = {}
    for inputs in SAMPLES.permutations():
        for path, token in SAMPLES.tokens(**inputs).items():
            assert types.setdefault(path, token["type"]) == token["type"]
    return types


def first_value(path: str) -> str:
    """A token's value in the first permutation that has it (harbor, light first), as the detail shows it."""
    for inputs in SAMPLES.permutations():
        if path in SAMPLES.tokens(**inputs):
            value = SAMPLES.resolved(path, **inputs)
            if isinstance(value, dict) and "hex" in value:
                return SAMPLES.hex(path, **inputs)
            if isinstance(value, dict) and "unit" in value:
                return dimension_text(value)
            return str(value)
    raise KeyError(path)


async def open_with(launch, path: Path, old: str, new: str, cursor_after: str) -> tuple[Editor, str, T.Position]:
    """A server with `path` open, its first `old` replaced by `new`; the position just after `cursor_after` in
    the replacement."""
    editor = await launch(REPO)
    text = path.read_text()
    at = find(text, old)
    text = text[:at] + new + text[at + len(old):]
    editor.open(path, text)
    return editor, text, position(text, at + new.index(cursor_after) + len(cursor_after))


def labels(result: T.CompletionList) -> list[str]:
    return [i.label for i in result.items]


async def test_reference_in_a_colour_value_offers_colour_tokens(launch):
    editor, text, at = await open_with(launch, LIGHT, "{color.brand.neutral.900}", "{color.brand.neu}", "{color.brand.neu")
    result = await editor.completion(LIGHT, at)
    types = token_types()
    expected = sorted(p for p, t in types.items() if "color.brand.neu" in p and t == "color")
    assert expected == [f"color.brand.neutral.{s}" for s in sorted(["0", "50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950", "1000"])]
    assert result.is_incomplete is False
    assert labels(result) == expected
    # Each replaces what is typed up to the closing brace, and shows its type and first value.
    start = find(text, "{color.brand.neu}") + 1
    replaced = T.Range(start=position(text, start), end=position(text, start + len("color.brand.neu")))
    for item in result.items:
        assert item.kind == T.CompletionItemKind.Color
        assert item.text_edit == T.TextEdit(range=replaced, new_text=item.label)
        assert item.detail == f"color  {first_value(item.label)}"
    assert result.items[0].detail == "color  #ffffff"  # color.brand.neutral.0 → color.neutral.0, white


async def test_reference_of_another_type_is_not_offered(launch):
    # button.size.* are dimensions: none fits a colour value, all fit a dimension value.
    editor, _, at = await open_with(launch, LIGHT, "{color.brand.neutral.900}", "{button.size}", "{button.size")
    assert labels(await editor.completion(LIGHT, at)) == []
    editor, _, at = await open_with(launch, HARBOR_BUTTON, "{button.size.min-height}", "{button.size}", "{button.size")
    result = await editor.completion(HARBOR_BUTTON, at)
    assert labels(result) == ["button.size.icon", "button.size.icon-only", "button.size.min-height", "button.size.min-width"]
    assert {i.kind for i in result.items} == {T.CompletionItemKind.Constant}
    assert result.items[2].detail == "dimension  48px"


@pytest.mark.parametrize("member, typed, wanted", [("color", "{color.border.f", "color"), ("width", "{size.", "dimension")])
async def test_composite_member_takes_the_members_type(launch, member, typed, wanted):
    # button.focus-ring.outline is a border: {"color": …, "width": …, "style": …}.
    old = {"color": "{color.border.focus}", "width": "{size.focus-ring.width}"}[member]
    editor, _, at = await open_with(launch, HARBOR_BUTTON, old, typed + "}", typed)
    result = await editor.completion(HARBOR_BUTTON, at)
    expected = sorted(p for p, t in token_types().items() if typed[1:] in p and t == wanted)
    assert len(expected) > 1
    assert labels(result) == expected


async def test_empty_reference_in_a_colour_value_is_limited_to_300(launch):
    editor, _, at = await open_with(launch, LIGHT, '"{color.brand.neutral.900}"', '"{"', '"{')
    result = await editor.completion(LIGHT, at)
    colours = sorted(p for p, t in token_types().items() if t == "color")
    assert len(colours) == 335
    assert result.is_incomplete is True
    assert labels(result) == colours[:300]


async def test_type_values(launch):
    editor = await launch(REPO)
    text = editor.open(LIGHT)
    at = position(text, find(text, '"$type": "color"') + len('"$type": "co'))
    result = await editor.completion(LIGHT, at)
    # The 13 types of DTCG 2025.10, then the three tokenc also reads (docs/token-format.md).
    assert labels(result) == ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                              "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
                              "string", "boolean", "edgeInsets"]
    inner = find(text, '"$type": "color"') + len('"$type": "')
    for item in result.items:
        assert item.kind == T.CompletionItemKind.EnumMember
        assert item.text_edit.range == T.Range(start=position(text, inner), end=position(text, inner + len("color")))


async def test_resolver_keys_not_yet_written(launch):
    # A new modifier: every key of a modifier; at the top level only what the document lacks.
    editor, text, at = await open_with(launch, RESOLVER, '"modifiers": {\n', '"modifiers": {\n    "size": {},\n', '"size": {')
    result = await editor.completion(RESOLVER, at)
    assert labels(result) == ["description", "contexts", "default", "$extensions"]
    assert {(i.kind, i.insert_text) for i in result.items} == {(T.CompletionItemKind.Property, l) for l in labels(result)}
    top = position(text, find(text, '"name"'))
    assert labels(await editor.completion(RESOLVER, top)) == ["$defs", "$extensions"]
    # In a set: its keys but those written (description, sources).
    in_set = position(text, find(text, '"description"', after='"core": {'))
    assert labels(await editor.completion(RESOLVER, in_set)) == ["$extensions"]


async def test_config_keys_not_yet_written(launch):
    editor = await launch(REPO)
    text = editor.open(CONFIG)
    result = await editor.completion(CONFIG, position(text, find(text, '"resolver"')))
    got = labels(result)
    written = {"resolver", "output", "brands", "themes", "swift", "css", "json", "html", "xcassets", "android",
               "kotlin", "scss", "js", "tailwind", "validation"}
    # docs/config.md's keys, less those written; the output targets too (here only those not configured).
    for key in ["$schema", "name", "tokens", "tokensStudio", "styleDictionary", "inputs", "exclude", "allowedRoots",
                "legacyForms", "diagnostics", "compatibility", "units", "outputBudget"]:
        assert key in got
    assert not written & set(got)
