"""textDocument/hover on token keys, `{references}`, groups and resolver `$ref`s of the sample brands."""

from __future__ import annotations

import base64
import functools
import json
import math
import re

import pytest
import pytest_lsp
from pytest_lsp import LanguageClient

from dtcg import contrast_ratio, dimension_text, locate
from support import (BRANDS, REPO, SAMPLES, SERVER, THEMES, TOKENS, Editor, init_params, key_line, key_range,
                     position, span, tokenc, uri, validate)

LIGHT = TOKENS / "themes" / "light.tokens.json"
HARBOR_COLOR = TOKENS / "brands" / "harbor" / "color.tokens.json"
HARBOR_BUTTON = TOKENS / "brands" / "harbor" / "button.tokens.json"
CORE_COLOR = TOKENS / "core" / "color.tokens.json"
CORE_DIMENSION = TOKENS / "core" / "dimension.tokens.json"


@pytest_lsp.fixture(config=SERVER, scope="module")
async def plain_client(lsp_client: LanguageClient):
    """A server with colour swatches off (`initializationOptions.swatches: false`): hovers are plain text tables."""
    await lsp_client.initialize_session(init_params(REPO, {"swatches": False}))
    yield
    await lsp_client.shutdown_session()


@pytest.fixture(scope="module")
def plain(plain_client) -> Editor:
    return Editor(plain_client, REPO)


def on_key(editor: Editor, path, pointer: str):
    """A position inside the key at `pointer`."""
    text = editor.text(path)
    return position(text, locate(text)[pointer].key[0] + 2)


def table(path: str, cell) -> str:
    """The brand × theme table of a token as the hover should draw it, from the token files."""
    out = "| brand × theme | " + " | ".join(THEMES) + " |\n|---|" + "---|" * len(THEMES) + "\n"
    for brand in BRANDS:
        out += f"| **{brand}** | " + " | ".join(cell(path, brand, theme) for theme in THEMES) + " |\n"
    return out


def hex_cell(path, brand, theme):
    return f"`{SAMPLES.hex(path, brand=brand, theme=theme)}`"


def link(path, pointer: str) -> str:
    return f"{uri(path)}#L{key_line(path, pointer)}"


async def test_token_key_shows_type_description_and_value_per_brand_and_theme(plain: Editor):
    text = await plain.hover_text(LIGHT, on_key(plain, LIGHT, "/color/text/primary"))
    assert text.startswith("**color.text.primary** · `color`\n\nBody text; at least 4.5:1 on every surface.\n")
    assert table("color.text.primary", hex_cell) in text
    # Spot checks of the table against the palettes, written out: harbor maps neutral onto slate, summit onto
    # stone, lumen onto the true greys; high contrast themes go one step further, dark high contrast to white.
    assert "| **harbor** | `#242930` | `#f2f4f6` | `#191d22` | `#ffffff` |" in text
    assert "| **summit** | `#2d2824` | `#f5f3f2` | `#201c19` | `#ffffff` |" in text
    assert "| **lumen** | `#292929` | `#f3f3f3` | `#1d1d1d` | `#ffffff` |" in text


async def test_hover_range_is_the_key_name(plain: Editor):
    hover = await plain.hover(LIGHT, on_key(plain, LIGHT, "/color/text/primary"))
    assert hover.range == key_range(LIGHT.read_text(), "/color/text/primary")


async def test_alias_chain_links_each_hop_to_its_definition(plain: Editor):
    text = await plain.hover_text(LIGHT, on_key(plain, LIGHT, "/color/text/primary"))
    chain = SAMPLES.chain("color.text.primary", brand="harbor", theme="light")
    assert chain == ["color.text.primary", "color.brand.neutral.900", "color.slate.900"]
    expected = " → ".join([
        f"[`color.text.primary`]({link(LIGHT, '/color/text/primary')})",
        f"[`color.brand.neutral.900`]({link(HARBOR_COLOR, '/color/brand/neutral/900')})",
        f"[`color.slate.900`]({link(CORE_COLOR, '/color/slate/900')})",
    ])
    assert f"\n{expected}\n" in text
    # The definition itself is linked last.
    assert text.rstrip().endswith(f"[Tokens/themes/light.tokens.json]({link(LIGHT, '/color/text/primary')})")


async def test_reference_shows_the_referenced_token(plain: Editor):
    light = LIGHT.read_text()
    name = span(light, "color.brand.neutral.900", after='"primary"')
    hover = await plain.hover(LIGHT, plain.at(LIGHT, "{color.brand.neutral.900}", 10, after='"primary"'))
    assert hover.range == name
    text = hover.contents.value
    assert text.startswith("**color.brand.neutral.900** · `color`\n")
    # One palette step per brand, the same in every theme.
    assert "| **harbor** | `#242930` | `#242930` | `#242930` | `#242930` |" in text
    assert "| **summit** | `#2d2824` | `#2d2824` | `#2d2824` | `#2d2824` |" in text
    assert "| **lumen** | `#292929` | `#292929` | `#292929` | `#292929` |" in text
    assert table("color.brand.neutral.900", hex_cell) in text


async def test_value_shared_by_every_permutation_is_one_line(plain: Editor):
    text = await plain.hover_text(CORE_COLOR, on_key(plain, CORE_COLOR, "/color/slate/900"))
    assert text == (f"**color.slate.900** · `color`\n\n`#242930` in every permutation (12)\n\n"
                    f"[Tokens/core/color.tokens.json]({link(CORE_COLOR, '/color/slate/900')})\n")


async def test_deprecation_is_shown(plain: Editor):
    text = await plain.hover_text(CORE_DIMENSION, on_key(plain, CORE_DIMENSION, "/spacing/gutter"))
    value = dimension_text(SAMPLES.resolved("spacing.gutter", brand="harbor", theme="light"))
    assert value == "16px"
    assert text.startswith(
        "**spacing.gutter** · `dimension`\n\nLegacy name for the minimum layout margin.\n\n"
        "**Deprecated**: Use spacing.margin.minimum; 'gutter' was renamed when the 16 pt margin became a guideline rule.\n\n"
        f"`{value}` in every permutation (12)\n")


async def test_token_of_one_brand_has_only_that_brands_row(plain: Editor):
    # button.height exists in harbor only (deprecated there).
    text = await plain.hover_text(HARBOR_BUTTON, on_key(plain, HARBOR_BUTTON, "/button/height"))
    value = dimension_text(SAMPLES.resolved("button.height", brand="harbor", theme="light"))
    assert "**Deprecated**: Use button.size.min-height;" in text
    assert "| brand × theme | light | dark | light-high-contrast | dark-high-contrast |\n|---|---|---|---|---|\n" \
           f"| **harbor** | `{value}` | `{value}` | `{value}` | `{value}` |\n\n" in text
    assert "**summit**" not in text and "**lumen**" not in text


@functools.cache
def contrast_report() -> dict:
    """`tokenc validate --report contrast` of the sample brands, as JSON."""
    run = tokenc("validate", "--config", "Tokens/tokenc.json", "--report", "contrast", "--report-format", "json", "-q", cwd=REPO)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


VERDICT = {"pass": "✓", "fail": "**✗ fails**", "exempt": "exempt"}


def contrast_block(pair: dict, subject: str) -> str:
    """The hover's section for one contrast pair: what it needs, then ratio (computed here from the token files),
    APCA Lc and verdict (from `tokenc validate --report contrast`) in each brand × theme."""
    other = f"on `{pair['background']}`" if pair["foreground"] == subject else f"`{pair['foreground']}` on it"
    criteria = list(dict.fromkeys(r["criterion"] for r in pair["results"]))
    needs = f"needs {criteria[0]}" if len(criteria) == 1 else "needs, by permutation, " + " · ".join(criteria)
    cells = {}
    for r in pair["results"]:
        inputs = dict(kv.split("=") for kv in r["permutation"].split(", "))
        fg, bg = SAMPLES.hex(pair["foreground"], **inputs), SAMPLES.hex(pair["background"], **inputs)
        assert (fg, bg) == (r["foreground"], r["background"])
        # Shown with two decimals, truncated (docs/rules/contrast.md): a failing figure never reads as passing.
        fg_value, bg_value = (SAMPLES.resolved(t, **inputs) for t in (pair["foreground"], pair["background"]))
        assert fg_value.get("alpha", 1) == 1 and bg_value.get("alpha", 1) == 1
        ratio = math.floor(contrast_ratio(fg_value["components"], bg_value["components"]) * 100 + 1e-9) / 100
        assert ratio == r["ratio"]
        cells[inputs["brand"], inputs["theme"]] = f"{ratio:.2f}:1 · Lc {r['lc']:.1f} {VERDICT[r['status']]}"
    return f"\n{other}: {needs}\n\n" + table(pair["foreground"], lambda _, b, t: cells[b, t])


async def test_contrast_pairs_of_a_configured_foreground(plain: Editor):
    text = await plain.hover_text(LIGHT, on_key(plain, LIGHT, "/color/text/primary"))
    pairs = [p for p in contrast_report()["pairs"] if p["foreground"] == "color.text.primary"]
    assert [p["background"] for p in pairs] == ["color.surface.default", "color.surface.raised", "color.surface.sunken"]
    expected = "\n**Contrast**\n" + "".join(contrast_block(p, "color.text.primary") for p in pairs)
    assert expected in text
    # Written out for one pair: AA in the standard themes, AAA in the high contrast ones (the config's override).
    assert ("on `color.surface.default`: needs, by permutation, WCAG 1.4.3 AA, text and APCA Lc 75, body text · "
            "WCAG 1.4.6 AAA, text and APCA Lc 90, body text\n") in text
    assert "| **harbor** | 14.63:1 · Lc 101.5 ✓ | 15.35:1 · Lc -98.8 ✓ | 16.93:1 · Lc 103.9 ✓ | 21.00:1 · Lc -107.9 ✓ |\n" in text


async def test_contrast_of_a_background_lists_eight_pairs_then_a_count(plain: Editor):
    text = await plain.hover_text(LIGHT, on_key(plain, LIGHT, "/color/surface/default"))
    pairs = [p for p in contrast_report()["pairs"] if "color.surface.default" in (p["foreground"], p["background"])]
    assert len(pairs) > 8
    expected = "\n**Contrast**\n" + "".join(contrast_block(p, "color.surface.default") for p in pairs[:8])
    assert expected in text
    assert f"\n… and {len(pairs) - 8} more pairs (`tokenc validate --report contrast`)\n" in text
    # An exempt pair (disabled) is shown as such, not as a failure.
    assert "`button.primary.tint.disabled.border` on it: needs WCAG 1.4.11, non-text\n" in text
    assert "| **harbor** | 1.23:1 · Lc 11.5 exempt |" in text


async def test_failing_pair_is_marked(tokens_copy, launch):
    light = tokens_copy / "themes" / "light.tokens.json"
    light.write_text(light.read_text().replace('"primary": {"$value": "{color.brand.neutral.900}"',
                                               '"primary": {"$value": "{color.brand.neutral.300}"', 1))
    editor = await launch(tokens_copy, {"swatches": False})
    text = await editor.hover_text(light, on_key(editor, light, "/color/text/primary"))
    # What `tokenc validate` says of the same pair: #aeb5bf on white.
    report = validate("--config", str(tokens_copy / "tokenc.json"), cwd=tokens_copy)
    [finding] = [d for d in report["diagnostics"] if d["code"] == "contrast" and d["message"].startswith("color.text.primary (#aeb5bf) on color.surface.default ")
                 and d["permutation"] == "brand=harbor, theme=light"]
    ratio, lc = re.search(r"contrast ([\d.]+):1 is below 4.5:1 .* APCA Lc ([\d.-]+) is below", finding["message"]).groups()
    assert (ratio, lc) == ("2.06", "40.3")
    block = text[text.index("on `color.surface.default`"):text.index("on `color.surface.raised`")]
    assert f"| **harbor** | {ratio}:1 · Lc {lc} **✗ fails** |" in block


async def test_group_key_shows_description_and_token_count(plain: Editor):
    text = await plain.hover_text(LIGHT, on_key(plain, LIGHT, "/color/text"))
    count = len({p for inputs in SAMPLES.permutations() for p in SAMPLES.tokens(**inputs) if p.startswith("color.text.")})
    assert count == 4
    assert text == "**color.text** · group of 4 tokens\n\nForeground colours for text.\n"


async def test_descriptions_are_escaped_markdown(plain: Editor):
    text = await plain.hover_text(LIGHT, on_key(plain, LIGHT, "/button/primary/tint/disabled"))
    # "… Announced as '[Button Label], dimmed, button'. …": brackets would start a link.
    assert text == ("**button.primary.tint.disabled** · group of 3 tokens\n\nDisabled state: 'Discloses that the action is "
                    "available but has been disabled.' Announced as '\\[Button Label\\], dimmed, button'. Exempt from "
                    "contrast minimums.\n")


async def test_resolver_ref_shows_the_file(plain: Editor):
    resolver = TOKENS / "tokens.resolver.json"
    hover = await plain.hover(resolver, plain.at(resolver, '"core/color.tokens.json"', 3))
    assert hover.contents.value == "`Tokens/core/color.tokens.json`"
    assert hover.range == span(resolver.read_text(), "core/color.tokens.json")


def swatch_cells(text: str) -> list[tuple[str, str, str]]:
    return re.findall(r"!\[(#[0-9a-f]{6})\]\[(s\d+)\] `(#[0-9a-f]{6})`", text)


async def test_swatches_are_images_of_the_cell_colour(launch):
    """With `swatches: true` each colour cell starts with an image whose SVG is filled with that colour."""
    editor = await launch(REPO, {"swatches": True})
    text = await editor.hover_text(LIGHT, on_key(editor, LIGHT, "/color/text/primary"))
    cells = swatch_cells(text)
    assert len(cells) == 12
    definitions = dict(re.findall(r"^\[(s\d+)\]: data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)$", text, re.M))
    for alt, ref, shown in cells:
        assert alt == shown
        svg = base64.b64decode(definitions[ref]).decode()
        assert f"fill='{shown}'" in svg
    assert {shown for *_, shown in cells} == {SAMPLES.hex("color.text.primary", brand=b, theme=t) for b in BRANDS for t in THEMES}
    # One image per distinct colour.
    assert len(definitions) == len({shown for *_, shown in cells})


@pytest.mark.parametrize("client_name, drawn", [(None, False), ("Neovim", False), ("Visual Studio Code", True)])
async def test_swatches_by_default_only_for_clients_that_draw_images(launch, client_name, drawn):
    editor = await launch(REPO, client_name=client_name)
    text = await editor.hover_text(LIGHT, on_key(editor, LIGHT, "/color/text/primary"))
    assert (len(swatch_cells(text)) == 12) is drawn
    assert ("data:image/svg+xml" in text) is drawn


@pytest.mark.parametrize("needle", ["{", '"$description"'], ids=["opening-brace", "file-description"])
async def test_no_hover_on_the_root_of_a_token_file(plain: Editor, needle):
    assert await plain.hover(LIGHT, plain.at(LIGHT, needle, 1)) is None


async def test_no_hover_outside_tokens(plain: Editor):
    resolver = TOKENS / "tokens.resolver.json"
    assert await plain.hover(resolver, plain.at(resolver, '"tokenc samples"', 3)) is None
