"""Hover, definition, references and completion on token names in code that uses the outputs: CSS custom
properties, SCSS variables, JS/TS member chains and Swift members, named as Output/ writes them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lsprotocol import types as T

from dtcg import locate
from support import (REPO, THEMES, TOKENS, Editor, apply_workspace_edit, copy_project, find, key_range, path_of, position,
                     span, tokenc)

OUTPUT = REPO / "Output"

# Code using the outputs, as an app would write it.
SOURCES = {
    "web/app.css": ".title {\n  color: var(--color-text-primary);\n  border-color: var(--color-te);\n}\n",
    "web/app.scss": ".title {\n  color: $color-text-primary;\n  background: $color-te;\n}\n",
    "web/app.ts": ("import { tokens } from \"./tokens/harbor/light.js\";\n"
                   "export const title = tokens.color.text.primary;\n"
                   "export const label = tokens.color.text[\"on-brand\"];\n"
                   "export const next = tokens.color.text.\n"),
    "ios/Title.swift": ("import SwiftUI\n\n"
                        "let title = DesignTokens.color.text.primary\n"
                        "let label = DesignTokens.color.text.onBrand\n"
                        "let next = DesignTokens.color.text.\n"),
}


@pytest.fixture
async def app(tmp_path, launch):
    """The sample brands beside an app's code (in a tmp folder); a server on that folder, the code files open."""
    copy_project(TOKENS, tmp_path / "Tokens")
    editor = await launch(tmp_path, {"swatches": False})
    for rel, text in SOURCES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
        editor.open(tmp_path / rel)
    return editor


def output_names(pattern: str, files: str) -> set[str]:
    """The names the committed outputs define (each a token), e.g. CSS custom properties."""
    names = set()
    for f in OUTPUT.glob(files):
        names |= set(re.findall(pattern, f.read_text(), re.M))
    assert names, files
    return names


def theme_keys(root: Path, pointer: str) -> list[tuple]:
    out = []
    for theme in THEMES:
        f = root / "Tokens" / "themes" / f"{theme}.tokens.json"
        out.append((f, key_range(f.read_text(), pointer)))
    return out


async def token_hover(editor: Editor, token_pointer: str) -> str:
    light = editor.root / "Tokens" / "themes" / "light.tokens.json"
    text = light.read_text()
    return await editor.hover_text(light, position(text, locate(text)[token_pointer].key[0] + 2))


# Where each language names color.text.primary, and the range the name covers.
PRIMARY = [
    ("web/app.css", "--color-text-primary", 0),
    ("web/app.scss", "$color-text-primary", 0),
    ("web/app.ts", "color.text.primary", 0),
    ("ios/Title.swift", "color.text.primary", 0),
]


def test_the_outputs_use_these_names():
    assert "--color-text-primary" in output_names(r"^\s*(--[\w-]+):", "CSS/*.css")
    assert "$color-text-primary" in output_names(r"^(\$[\w-]+):", "SCSS/*.scss")
    light_js = (OUTPUT / "JS" / "harbor" / "light.js").read_text()
    assert re.search(r'"text": \{\s*"primary": "#242930",\s*"secondary": "#[0-9a-f]{6}",\s*"disabled": "#[0-9a-f]{6}",\s*"on-brand"', light_js)
    swift = (OUTPUT / "Swift" / "DesignTokens.swift").read_text()
    assert "/// - Token: `color.text.primary` (color, per theme)\n        var primary:" in swift
    assert "/// - Token: `color.text.on-brand` (color, per theme)\n        var onBrand:" in swift


@pytest.mark.parametrize("rel, name, nth", PRIMARY, ids=["css", "scss", "ts", "swift"])
async def test_hover_on_a_name_in_code_is_the_tokens_hover(app, rel, name, nth):
    path = app.root / rel
    text = path.read_text()
    start = find(text, name, nth=nth)
    hover = await app.hover(path, position(text, start + len(name) - 2))
    assert hover.contents.value == await token_hover(app, "/color/text/primary")
    assert "| **harbor** | `#242930` | `#f2f4f6` | `#191d22` | `#ffffff` |" in hover.contents.value
    assert hover.range == T.Range(start=position(text, start), end=position(text, start + len(name)))


@pytest.mark.parametrize("rel, name", [("web/app.ts", 'color.text["on-brand"]'), ("ios/Title.swift", "color.text.onBrand")],
                         ids=["ts-subscript", "swift-camel-case"])
async def test_names_that_are_not_identifiers(app, rel, name):
    path = app.root / rel
    text = path.read_text()
    start = find(text, name)
    hover = await app.hover(path, position(text, start + len(name) - 3))
    assert hover.contents.value == await token_hover(app, "/color/text/on-brand")


@pytest.mark.parametrize("rel, name, nth", PRIMARY, ids=["css", "scss", "ts", "swift"])
async def test_definition_from_code_is_the_token_json(app, rel, name, nth):
    path = app.root / rel
    text = path.read_text()
    found = await app.definition(path, position(text, find(text, name, nth=nth) + len(name) - 2))
    assert [(path_of(l.uri), l.range) for l in found] == theme_keys(app.root, "/color/text/primary")


@pytest.mark.parametrize("rel, chain", [("web/app.ts", "tokens.color.text.primary"), ("ios/Title.swift", "DesignTokens.color.text.primary")],
                         ids=["ts", "swift"])
async def test_definition_of_a_group_named_in_code(app, rel, chain):
    path = app.root / rel
    text = path.read_text()
    found = await app.definition(path, position(text, find(text, chain) + chain.index(".text.") + 2))
    assert [(path_of(l.uri), l.range) for l in found] == theme_keys(app.root, "/color/text")


def code_range(root: Path, rel: str, name: str) -> tuple:
    """(path, range) of the first `name` in the code file `rel`."""
    text = (root / rel).read_text()
    return (root / rel, span(text, name))


async def test_references_from_code_are_the_tokens_references(app):
    css = app.root / "web" / "app.css"
    from_code = await app.references(css, app.at(css, "--color-text-primary", 4))
    light = app.root / "Tokens" / "themes" / "light.tokens.json"
    from_token = await app.references(light, app.at(light, '"primary"', 3, after='"text"'))
    assert from_code == from_token
    # Its 4 definitions and the 6 button labels of each theme, then its uses in the app's code.
    assert len(from_code) == 4 + 4 * 6 + 4
    code = [(path_of(l.uri), l.range) for l in from_code if path_of(l.uri).suffix != ".json"]
    assert sorted(code, key=str) == sorted((code_range(app.root, rel, name) for rel, name, _ in PRIMARY), key=str)


async def test_references_leave_out_what_tokenc_generated(app):
    # A build's outputs, and an output copied into the app: rebuilt, not edited, so not uses.
    assert tokenc("build", "--config", "Tokens/tokenc.json", cwd=app.root).returncode == 0
    copied = app.root / "web" / "vendor" / "harbor.css"
    copied.parent.mkdir()
    copied.write_text((app.root / "Output" / "CSS" / "harbor.css").read_text())
    # A file on disk, not open, that uses the token: found.
    extra = app.root / "web" / "extra.css"
    extra.write_text("a { color: var(--color-text-primary); }\n")
    css = app.root / "web" / "app.css"
    found = await app.references(css, app.at(css, "--color-text-primary", 4), include_declaration=False)
    code = sorted(path_of(l.uri).relative_to(app.root).as_posix() for l in found if path_of(l.uri).suffix != ".json")
    assert code == ["ios/Title.swift", "web/app.css", "web/app.scss", "web/app.ts", "web/extra.css"]


async def test_references_of_a_group_list_its_uses_in_code(app):
    light = app.root / "Tokens" / "themes" / "light.tokens.json"
    found = await app.references(light, app.at(light, '"text": {', 2), include_declaration=False)
    code = sorted(((path_of(l.uri), l.range) for l in found if path_of(l.uri).suffix != ".json"), key=str)
    # The chains that stop at the group: `tokens.color.text.` and `DesignTokens.color.text.` being typed.
    expected = []
    for rel, chain in [("web/app.ts", "tokens.color.text.\n"), ("ios/Title.swift", "DesignTokens.color.text.\n")]:
        text = (app.root / rel).read_text()
        at = find(text, chain) + chain.index("color")
        expected.append((app.root / rel, T.Range(position(text, at), position(text, at + len("color.text")))))
    assert code == sorted(expected, key=str)


async def test_rename_renames_the_uses_in_code(app):
    light = app.root / "Tokens" / "themes" / "light.tokens.json"
    edit = await app.rename(light, app.at(light, '"primary"', 3, after='"text"'), "body")
    code = {(path_of(u), e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character, e.new_text)
            for u, es in edit.changes.items() for e in es if path_of(u).suffix != ".json"}
    expected = set()
    for rel, name, _ in PRIMARY:
        path, r = code_range(app.root, rel, name)
        if name.startswith(("--", "$")):
            expected.add((path, r.start.line, r.start.character, r.end.line, r.end.character, name.replace("primary", "body")))
        else:  # the renamed segment alone
            expected.add((path, r.end.line, r.end.character - len("primary"), r.end.line, r.end.character, "body"))
    assert code == expected
    # Applied, the code names what a build of the renamed tokens writes.
    texts = apply_workspace_edit(edit)
    assert tokenc("build", "--config", "Tokens/tokenc.json", cwd=app.root).returncode == 0
    out = app.root / "Output"
    assert "--color-text-body:" in (out / "CSS" / "harbor.css").read_text()
    assert "$color-text-body:" in (out / "SCSS" / "harbor.scss").read_text()
    assert "tokens.color.text.body" in texts[app.root / "web" / "app.ts"]
    assert '"body":' in (out / "JS" / "harbor" / "light.js").read_text()
    assert "DesignTokens.color.text.body" in texts[app.root / "ios" / "Title.swift"]
    assert "var body:" in (out / "Swift" / "DesignTokens.swift").read_text()


async def test_rename_of_a_group_renames_each_chain_segment_once(app):
    light = app.root / "Tokens" / "themes" / "light.tokens.json"
    edit = await app.rename(light, app.at(light, '"text": {', 2), "copy")
    texts = apply_workspace_edit(edit)
    assert texts[app.root / "web" / "app.css"] == SOURCES["web/app.css"].replace("--color-text-primary", "--color-copy-primary")
    assert texts[app.root / "web" / "app.scss"] == SOURCES["web/app.scss"].replace("$color-text-primary", "$color-copy-primary")
    # Member chains and subscripts alike, and the chain being typed (a use of the group itself).
    assert texts[app.root / "web" / "app.ts"] == SOURCES["web/app.ts"].replace("color.text", "color.copy")
    assert texts[app.root / "ios" / "Title.swift"] == SOURCES["ios/Title.swift"].replace("color.text", "color.copy")


async def test_css_completion_offers_custom_properties(app):
    css = app.root / "web" / "app.css"
    text = css.read_text()
    end = find(text, "--color-te)") + len("--color-te")
    result = await app.completion(css, position(text, end))
    expected = sorted(n for n in output_names(r"^\s*(--[\w-]+):", "CSS/*.css") if n.startswith("--color-te"))
    assert "--color-text-primary" in expected and "--color-teal-500" in expected
    assert [i.label for i in result.items] == expected
    typed = T.Range(start=position(text, end - len("--color-te")), end=position(text, end))
    assert {(i.text_edit.range == typed, i.text_edit.new_text == i.label) for i in result.items} == {(True, True)}
    primary = next(i for i in result.items if i.label == "--color-text-primary")
    assert (primary.kind, primary.detail) == (T.CompletionItemKind.Color, "color.text.primary  #242930")


async def test_scss_completion_offers_variables(app):
    scss = app.root / "web" / "app.scss"
    text = scss.read_text()
    end = find(text, "$color-te;") + len("$color-te")
    result = await app.completion(scss, position(text, end))
    expected = sorted(n for n in output_names(r"^(\$[\w-]+):", "SCSS/*.scss") if n.startswith("$color-te"))
    assert [i.label for i in result.items] == expected
    # The `$` typed stays: each inserts the name after it.
    typed = T.Range(start=position(text, end - len("color-te")), end=position(text, end))
    assert {(i.text_edit.range == typed, "$" + i.text_edit.new_text == i.label) for i in result.items} == {(True, True)}


async def test_ts_completion_offers_members_and_subscripts(app):
    ts = app.root / "web" / "app.ts"
    text = ts.read_text()
    end = find(text, "tokens.color.text.\n") + len("tokens.color.text.")
    result = await app.completion(ts, position(text, end))
    assert [i.label for i in result.items] == ["disabled", "on-brand", "primary", "secondary"]
    here = T.Range(start=position(text, end), end=position(text, end))
    dot = T.Range(start=position(text, end - 1), end=position(text, end))
    edits = {i.label: (i.text_edit.range, i.text_edit.new_text) for i in result.items}
    assert edits["primary"] == (here, "primary")
    # A key that is not an identifier is written as a subscript in place of the dot.
    assert edits["on-brand"] == (dot, '["on-brand"]')


async def test_swift_completion_offers_camel_case_members(app):
    swift = app.root / "ios" / "Title.swift"
    text = swift.read_text()
    end = find(text, "DesignTokens.color.text.\n") + len("DesignTokens.color.text.")
    result = await app.completion(swift, position(text, end))
    assert [i.label for i in result.items] == ["disabled", "onBrand", "primary", "secondary"]
    here = T.Range(start=position(text, end), end=position(text, end))
    assert {i.label: i.text_edit.range for i in result.items} == dict.fromkeys(["disabled", "onBrand", "primary", "secondary"], here)
    assert next(i for i in result.items if i.label == "onBrand").detail == "color.text.on-brand  #ffffff"


async def test_a_js_member_the_new_name_is_not_an_identifier_for_becomes_a_subscript(app):
    light = app.root / "Tokens" / "themes" / "light.tokens.json"
    edit = await app.rename(light, app.at(light, '"primary"', 3, after='"text"'), "primary-strong")
    texts = apply_workspace_edit(edit)
    # CSS and SCSS take the new name, Swift in lower camel case, JS as a subscript (as completion writes such keys).
    assert texts[app.root / "web" / "app.css"] == SOURCES["web/app.css"].replace("--color-text-primary", "--color-text-primary-strong")
    assert texts[app.root / "web" / "app.scss"] == SOURCES["web/app.scss"].replace("$color-text-primary", "$color-text-primary-strong")
    assert texts[app.root / "ios" / "Title.swift"] == SOURCES["ios/Title.swift"].replace("text.primary", "text.primaryStrong")
    assert texts[app.root / "web" / "app.ts"] == SOURCES["web/app.ts"].replace("text.primary;", 'text["primary-strong"];')
    assert not [m for m in app.client.messages if m.type == T.MessageType.Warning]
