"""textDocument/documentColor, colorPresentation, documentSymbol and workspace/symbol."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lsprotocol import types as T

from dtcg import dimension_text, locate
from support import (BRANDS, DESIGNSYSTEMET, SAMPLES, SD_BASIC, THEMES, TOKENS, Editor, key_range, path_of, position, uri,
                     value_range)

CORE_COLOR = TOKENS / "core" / "color.tokens.json"
CORE_DIMENSION = TOKENS / "core" / "dimension.tokens.json"
HARBOR_COLOR = TOKENS / "brands" / "harbor" / "color.tokens.json"
LIGHT = TOKENS / "themes" / "light.tokens.json"


def tokens_in(path: Path) -> dict[str, dict]:
    """pointer → token node of every token written in a file (a member holding `$value`)."""
    doc = json.loads(path.read_text())
    out = {}

    def walk(node, pointer):
        if "$value" in node:
            out[pointer] = node
            return
        for k, v in node.items():
            if not k.startswith("$") and isinstance(v, dict):
                walk(v, f"{pointer}/{k}")

    walk(doc, "")
    return out


# MARK: - Colours


async def test_document_colors_are_the_literal_colours(tokens: Editor):
    colors = await tokens.document_colors(CORE_COLOR)
    text = CORE_COLOR.read_text()
    literals = {p: t for p, t in tokens_in(CORE_COLOR).items() if isinstance(t["$value"], dict)}
    assert len(literals) == len(tokens_in(CORE_COLOR)) > 100  # the core palette: every value a colour object
    assert len(colors) == len(literals)
    # In document order, each at its value, with its components.
    expected = sorted(((value_range(text, p + "/$value"), t["$value"]) for p, t in literals.items()),
                      key=lambda e: (e[0].start.line, e[0].start.character))
    for info, (range_, value) in zip(colors, expected):
        assert info.range == range_
        assert [info.color.red, info.color.green, info.color.blue, info.color.alpha] == pytest.approx(value["components"] + [value.get("alpha", 1)], abs=1e-9)
    # Written out: slate.900 is #242930.
    slate = next(c for c in colors if c.range == value_range(text, "/color/slate/900/$value"))
    assert (slate.color.red, slate.color.green, slate.color.blue, slate.color.alpha) == pytest.approx((0.1412, 0.1608, 0.1882, 1))


async def test_references_are_not_document_colours(tokens: Editor):
    # The brand files alias core colours: nothing there to pick a colour for.
    assert await tokens.document_colors(HARBOR_COLOR) == []


def presentation_range(text: str) -> T.Range:
    return value_range(text, "/color/slate/900/$value")


@pytest.mark.parametrize("color, label, written", [
    (T.Color(red=0.0, green=0.4, blue=0.8, alpha=1.0), "#0066cc",
     '{ "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc" }'),
    (T.Color(red=0.0, green=0.4, blue=0.8, alpha=0.5), "#0066cc80",
     '{ "colorSpace": "srgb", "components": [0, 0.4, 0.8], "alpha": 0.5, "hex": "#0066cc" }'),
])
async def test_color_presentation_writes_a_dtcg_colour_object(tokens: Editor, color, label, written):
    range_ = presentation_range(CORE_COLOR.read_text())
    [presentation] = await tokens.color_presentations(CORE_COLOR, color, range_)
    assert presentation.label == label
    assert presentation.text_edit == T.TextEdit(range=range_, new_text=written)


@pytest.mark.parametrize("root, file", [
    (SD_BASIC, "tokens/colors.json"),
    (DESIGNSYSTEMET, "design-tokens/primitives/modes/color-scheme/light/designsystemet.json"),
], ids=["style-dictionary", "tokens-studio"])
async def test_color_presentation_outside_dtcg_projects_is_a_hex_string(launch, root, file):
    """docs/editors.md: "a colour picked is written back as a DTCG colour object (or a hex string in a Style
    Dictionary or Tokens Studio file)"."""
    editor = await launch(root)
    colors = root / file
    [info, *_] = await editor.document_colors(colors)
    assert colors.read_text()[slice(*locate(colors.read_text())[pointer_at(colors, info.range)].value)].startswith('"#')
    [presentation] = await editor.color_presentations(colors, T.Color(red=1.0, green=0.0, blue=0.2, alpha=1.0), info.range)
    assert presentation.label == "#ff0033"
    assert presentation.text_edit == T.TextEdit(range=info.range, new_text='"#ff0033"')


def pointer_at(path: Path, range_: T.Range) -> str:
    """The pointer of the value that starts at `range_`."""
    text = path.read_text()
    for pointer, node in locate(text).items():
        if position(text, node.value[0]) == range_.start:
            return pointer
    raise KeyError(range_)


# MARK: - Document symbols


def expected_outline(path: Path, value_text) -> list[dict]:
    """The outline of a token file from its text: groups (namespaces) holding tokens, `$` members left out."""
    text = path.read_text()
    nodes = locate(text)
    doc = json.loads(text)

    def symbol(node, pointer: str):
        loc = nodes[pointer]
        full = T.Range(start=position(text, loc.key[0]), end=position(text, loc.value[1]))
        selection = T.Range(start=position(text, loc.key[0]), end=position(text, loc.key[1]))
        name = pointer.rsplit("/", 1)[1]
        if "$value" in node:
            token = pointer[1:].replace("/", ".")
            type_, detail = value_text(token)
            kind = T.SymbolKind.Constant if type_ == "color" else T.SymbolKind.Property
            return {"name": name, "kind": kind, "detail": f"{type_}  {detail}", "range": full, "selection": selection, "children": None}
        children = [s for k, v in node.items() if not k.startswith("$") and isinstance(v, dict)
                    if (s := symbol(v, f"{pointer}/{k}")) is not None]
        if not children:
            return None
        return {"name": name, "kind": T.SymbolKind.Namespace, "detail": None, "range": full, "selection": selection, "children": children}

    return [s for k, v in doc.items() if not k.startswith("$") and isinstance(v, dict) if (s := symbol(v, "/" + k)) is not None]


def outline(symbols) -> list[dict] | None:
    if symbols is None:
        return None
    return [{"name": s.name, "kind": s.kind, "detail": s.detail, "range": s.range, "selection": s.selection_range,
             "children": outline(s.children)} for s in symbols]


async def test_document_symbols_of_a_theme_are_its_token_tree(tokens: Editor):
    def colour(token: str):
        return "color", SAMPLES.hex(token, brand=BRANDS[0], theme=THEMES[0])

    got = outline(await tokens.document_symbols(LIGHT))
    assert got == expected_outline(LIGHT, colour)
    assert [s["name"] for s in got] == ["color", "button", "radio"]
    assert [s["name"] for s in got[0]["children"]] == ["surface", "text", "border"]
    primary = got[0]["children"][1]["children"][0]
    assert (primary["name"], primary["kind"], primary["detail"]) == ("primary", T.SymbolKind.Constant, "color  #242930")


async def test_document_symbols_show_dimensions(tokens: Editor):
    got = outline(await tokens.document_symbols(CORE_DIMENSION))
    spacing = got[0]
    assert spacing["name"] == "spacing" and spacing["kind"] == T.SymbolKind.Namespace
    assert [(s["name"], s["kind"], s["detail"]) for s in spacing["children"][:3]] == [
        ("0", T.SymbolKind.Property, "dimension  0px"), ("4", T.SymbolKind.Property, "dimension  4px"),
        ("8", T.SymbolKind.Property, "dimension  8px")]
    # Aliases show the value they resolve to; a nested group holds its token.
    margin = next(s for s in spacing["children"] if s["name"] == "margin")
    assert [(s["name"], s["detail"]) for s in margin["children"]] == [
        ("minimum", "dimension  " + dimension_text(SAMPLES.resolved("spacing.margin.minimum", brand="harbor", theme="light")))]
    assert margin["selection"] == key_range_with_quotes(CORE_DIMENSION, "/spacing/margin")


def key_range_with_quotes(path: Path, pointer: str) -> T.Range:
    text = path.read_text()
    a, b = locate(text)[pointer].key
    return T.Range(start=position(text, a), end=position(text, b))


# MARK: - Workspace symbols


def all_tokens() -> dict[str, str]:
    out = {}
    for inputs in SAMPLES.permutations():
        for p, t in SAMPLES.tokens(**inputs).items():
            out.setdefault(p, t["type"])
    return out


def subsequence(needle: str, haystack: str) -> bool:
    it = iter(haystack)
    return all(c in it for c in needle)


async def test_workspace_symbols_by_name(tokens: Editor):
    found = await tokens.workspace_symbols("txtprim")
    expected = sorted(p for p in all_tokens() if subsequence("txtprim", p))
    assert expected == ["color.text.primary"]
    [symbol] = found
    assert (symbol.name, symbol.kind, symbol.container_name) == ("color.text.primary", T.SymbolKind.Constant, "color")
    # At its first definition: the light theme's key.
    assert (path_of(symbol.location.uri), symbol.location.range) == (LIGHT, key_range(LIGHT.read_text(), "/color/text/primary"))

    # Case is ignored.
    assert [s.name for s in await tokens.workspace_symbols("TXTPRIM")] == ["color.text.primary"]

    found = await tokens.workspace_symbols("radius")
    assert [s.name for s in found] == sorted(p for p in all_tokens() if subsequence("radius", p))
    types = all_tokens()
    assert [s.container_name for s in found] == [types[s.name] for s in found]


async def test_workspace_symbols_by_colour(tokens: Editor):
    found = await tokens.workspace_symbols("#242930")
    # Every colour token that is #242930 in some brand × theme: slate.900 and what aliases it in harbor.
    expected = sorted(p for p, t in all_tokens().items() if t == "color" and any(
        p in SAMPLES.tokens(**inputs) and SAMPLES.hex(p, **inputs) == "#242930" for inputs in SAMPLES.permutations()))
    assert "color.slate.900" in expected and "color.text.primary" in expected
    assert [s.name for s in found] == expected
    assert {(s.kind, s.container_name) for s in found} == {(T.SymbolKind.Constant, "#242930")}
    # A hex prefix finds every colour that starts with it.
    found = await tokens.workspace_symbols("#2429")
    assert [s.name for s in found] == sorted(p for p, t in all_tokens().items() if t == "color" and any(
        p in SAMPLES.tokens(**inputs) and SAMPLES.hex(p, **inputs).startswith("#2429") for inputs in SAMPLES.permutations()))
