#!/usr/bin/env python3
"""Writes the benchmark's token trees: synthetic multi-brand design tokens and their DTCG resolver document.

    Benchmarks/gen_tokens.py --tokens 100000 --out DIR [--themes light,dark] [--brands 3] [--seed 1]

Standard library only, and deterministic: the same arguments give the same bytes. A permutation is one brand
in one theme; brands and themes are independent axes, as in a real multi-brand design system:

    DIR/tokens.resolver.json                DTCG Resolver Module 2025.10: modifier brand (each brand's files),
                                            modifier theme (each theme's file), set components; resolution
                                            order brand, theme, components; each default is the first context
    DIR/brands/<brand>/color-palette.json   the brand's palettes: neutral 0-1000, white, black, and hues of
                                            ten steps each (hex literals)
    DIR/brands/<brand>/color-role.json      color.role.<role>.<step>: primary, secondary, accent, positive,
                                            warning, negative and info, each aliasing the palette hue that
                                            plays the role for this brand; the scrims (neutral 1000 at 48 %
                                            and 64 % opacity)
    DIR/brands/<brand>/size-*.json          space, radius, border-width and font-size scales; inset, stack and
                                            inline spacing aliasing them; touch targets
    DIR/themes/<theme>/color-semantic.json  semantic colours of one theme (text, background, border, icon,
                                            brand, feedback, contexts), aliasing roles and neutrals that every
                                            brand defines, so one file serves every brand
    DIR/components/<name>.json              component colours (variant x tone x state x background, text,
                                            border, icon) and sizes, aliasing semantic and size tokens
    DIR/manifest.json                       the plan, token counts per file and permutation, and the histogram
                                            of alias depths (hops to a literal) of one permutation

--tokens N is the approximate number of tokens over all files: palettes take 10 %, theme files 30 % and the
components 60 %. Components are shared, so one permutation reads most of the tree. A theme whose name has the
word "dark" is dark; one with "high-contrast" (or the word "hc") moves text, borders and hue colours away from
the canvas. Alias chains are at most five hops long.
"""

import argparse
import colorsys
import json
import os
import random
import re
import shutil
import sys

# ---- vocabulary ---------------------------------------------------------------------------------

STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900]
NEUTRAL_STEPS = [0, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]
HUE_NAMES = ["blue", "red", "green", "orange", "purple", "teal", "yellow", "pink",
             "indigo", "cyan", "lime", "magenta", "amber", "violet", "mint", "coral"]
BRAND_NAMES = ["harbor", "meridian", "juniper", "atlas", "sequoia", "halcyon", "cobalt", "lumen"]
COMPONENTS = [
    "button", "icon-button", "link-button", "chip", "tag", "badge", "card", "list-item",
    "text-field", "text-area", "search-field", "select", "checkbox", "radio-button", "switch",
    "slider", "stepper", "segmented-control", "tab-bar", "tab", "navigation-bar", "toolbar",
    "banner", "toast", "tooltip", "dialog", "bottom-sheet", "menu", "popover", "progress-bar",
    "spinner", "avatar", "pagination", "accordion", "date-picker", "time-picker", "rating",
    "breadcrumb", "divider", "skeleton",
]
CONTEXT_NAMES = ["inverse", "brand", "elevated", "sunken", "promo", "navigation", "sidebar",
                 "header", "footer", "modal", "sheet", "card", "list", "table", "form", "media"]

# The first component (a button) has these variants; the others cycle through the rows below.
BUTTON_VARIANTS = ["primary", "secondary", "tertiary"]
OTHER_VARIANTS = [["filled", "outlined", "plain"], ["primary", "secondary", "tertiary"],
                  ["default", "emphasis", "subtle"], ["standard", "prominent", "quiet"]]
TONES = ["tint", "negative"]
STATES = ["default", "pressed", "disabled"]
COLOR_PROPS = ["background", "text", "border", "icon"]
COMPONENT_SIZES = ["small", "medium", "large"]
MAX_DEPTH = 5

SPACE = [0, 2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 56, 64]
RADIUS = [("none", 0), ("xs", 2), ("sm", 4), ("md", 8), ("lg", 12), ("xl", 16), ("full", 9999)]
BORDER_WIDTH = [("none", 0), ("hairline", 0.5), ("thin", 1), ("thick", 2), ("heavy", 4)]
FONT_SIZE = [("caption", 12), ("footnote", 13), ("subheadline", 15), ("callout", 16), ("body", 17),
             ("headline", 17), ("title3", 20), ("title2", 22), ("title1", 28), ("large-title", 34)]
T_SHIRT = ["xxs", "xs", "sm", "md", "lg", "xl", "xxl"]
# name, literal px or None, alias target or None
TOUCH = [("minimum", 44, None), ("recommended", 48, None), ("large", 56, None), ("compact", 32, None),
         ("spacing", None, "size.space.8"), ("icon-only", None, "size.touch-target.minimum")]
# Component sizes: per prop, the target (or literal px) for small, medium and large.
SIZE_PROPS = [
    ("height", ["size.space.32", "size.space.40", "size.space.48"]),
    ("padding-horizontal", ["size.inset.sm", "size.inset.md", "size.inset.lg"]),
    ("padding-vertical", ["size.inset.xxs", "size.inset.xs", "size.inset.sm"]),
    ("gap", ["size.inline.xxs", "size.inline.xs", "size.inline.sm"]),
    ("corner-radius", ["size.radius.sm", "size.radius.md", "size.radius.lg"]),
    ("border-width", ["size.border-width.thin", "size.border-width.thin", "size.border-width.thick"]),
    ("icon-size", ["size.space.16", "size.space.20", "size.space.24"]),
    ("font-size", ["size.font-size.footnote", "size.font-size.body", "size.font-size.headline"]),
    ("min-width", [48, 64, 88]),
    ("min-touch-target", ["size.touch-target.compact", "size.touch-target.minimum", "size.touch-target.large"]),
]

# Colour roles; "info" shares the primary hue. Scrims: the brand's neutral step at an opacity.
ROLES = ["primary", "secondary", "accent", "positive", "warning", "negative", "info"]
SCRIM = {"default": (1000, 0.48), "strong": (1000, 0.64)}
# High-contrast themes: steps a colour moves away from the canvas, by semantic group, and for hue colours.
HC_PUSH = {"text": 2, "border": 2, "icon": 2, "background": 0, "hue": 1}

# Semantic brand colours: name -> (role, light step, dark step).
SEMANTIC_BRAND = {
    "primary": ("primary", 600, 300),
    "primary-strong": ("primary", 800, 200),
    "primary-subtle": ("primary", 100, 800),
    "secondary": ("secondary", 600, 300),
    "secondary-strong": ("secondary", 800, 200),
    "secondary-subtle": ("secondary", 100, 800),
    "accent": ("accent", 500, 400),
    "accent-subtle": ("accent", 100, 800),
}
FEEDBACK = ["positive", "warning", "negative", "info"]
# Semantic groups: (role, target, description). Targets: "brand:<name>", "fb:<kind>:<what>",
# "neutral:<light step>:<dark step>", "sem:<group>.<role>", "scrim" (the brand's scrim).
SEM_ROLES = {
    "text": [
        ("primary", "neutral:900:50", "Default body text"),
        ("secondary", "neutral:700:200", "Supporting text"),
        ("tertiary", "neutral:500:400", None),
        ("disabled", "neutral:400:600", "Text of disabled controls"),
        ("inverse", "neutral:0:1000", None),
        ("link", "brand:primary", "Inline links"),
        ("link-pressed", "brand:primary-strong", None),
        ("on-action", "neutral:0:1000", "Text on an action background"),
        ("on-negative", "neutral:0:1000", None),
        ("negative", "fb:negative:foreground", None),
        ("positive", "fb:positive:foreground", None),
        ("warning", "fb:warning:foreground", None),
    ],
    "background": [
        ("canvas", "neutral:0:1000", "Page background"),
        ("surface", "neutral:50:900", None),
        ("surface-raised", "neutral:0:800", None),
        ("surface-sunken", "neutral:100:1000", None),
        ("overlay", "scrim", "Scrim behind modal content"),
        ("action", "brand:primary", "Background of the main action"),
        ("action-pressed", "brand:primary-strong", None),
        ("action-disabled", "neutral:200:700", None),
        ("action-subtle", "brand:primary-subtle", None),
        ("negative", "fb:negative:foreground", None),
        ("negative-pressed", "fb:negative:border", None),
        ("negative-subtle", "fb:negative:background", None),
        ("positive", "fb:positive:background", None),
        ("warning", "fb:warning:background", None),
        ("info", "fb:info:background", None),
        ("selected", "brand:secondary-subtle", None),
    ],
    "border": [
        ("default", "neutral:300:600", None),
        ("strong", "neutral:600:300", None),
        ("subtle", "neutral:200:700", None),
        ("focus", "brand:accent", "Focus ring"),
        ("action", "sem:background.action", None),
        ("negative", "sem:background.negative", None),
        ("disabled", "neutral:200:700", None),
    ],
    "icon": [
        ("primary", "sem:text.primary", None),
        ("secondary", "sem:text.secondary", None),
        ("disabled", "sem:text.disabled", None),
        ("inverse", "sem:text.inverse", None),
        ("action", "sem:text.link", None),
        ("negative", "sem:text.negative", None),
        ("positive", "sem:text.positive", None),
        ("warning", "sem:text.warning", None),
    ],
}
# Each semantic context (color.semantic.context.<name>.*) has these roles, aliasing a base semantic colour.
CONTEXT_ROLES = [
    ("background", "background.surface"), ("background-pressed", "background.surface-sunken"),
    ("background-selected", "background.selected"), ("foreground", "text.primary"),
    ("foreground-subtle", "text.secondary"), ("foreground-disabled", "text.disabled"),
    ("border", "border.default"), ("border-strong", "border.strong"),
    ("icon", "icon.primary"), ("icon-subtle", "icon.secondary"),
    ("action", "background.action"), ("action-pressed", "background.action-pressed"),
    ("on-action", "text.on-action"), ("link", "text.link"),
    ("negative", "text.negative"), ("divider", "border.subtle"),
]

RESOLVER_FILE = "tokens.resolver.json"
RESOLVER_SCHEMA = "https://www.designtokens.org/schemas/2025.10/resolver.json"
NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def numbered(names, i, fallback):
    """The i-th name of `names`, or `fallback` (a format of i + 1) past its end."""
    return names[i] if i < len(names) else fallback % (i + 1)


def hue_name(i):
    return numbered(HUE_NAMES, i, "hue-%03d")


def brand_name(i):
    return numbered(BRAND_NAMES, i, "brand-%02d")


def context_name(i):
    return numbered(CONTEXT_NAMES, i, "context-%03d")


def component_name(i):
    """Components past the list repeat its names with a round number: button-2, …"""
    if i < len(COMPONENTS):
        return COMPONENTS[i]
    return f"{COMPONENTS[i % len(COMPONENTS)]}-{i // len(COMPONENTS) + 1}"


# ---- colours ------------------------------------------------------------------------------------

def hsl_hex(h, s, l, alpha=None):
    """#rrggbb (or #rrggbbaa) of a hue, saturation and lightness in 0…1."""
    r, g, b = colorsys.hls_to_rgb(h % 1.0, l, s)
    out = "#%02x%02x%02x" % (round(r * 255), round(g * 255), round(b * 255))
    return out if alpha is None else out + "%02x" % round(alpha * 255)


def neutral_hex(base_hue, step, alpha=None):
    """A brand's neutral colour (its base hue, barely saturated) at a NEUTRAL_STEPS step."""
    l = 1.0 - NEUTRAL_STEPS.index(step) / (len(NEUTRAL_STEPS) - 1)
    return hsl_hex(base_hue, 0.06, l, alpha)


class Theme:
    """A colour theme, read from its name: dark or light, and whether it is high contrast."""

    def __init__(self, name):
        words = re.split(r"[-_.]", name.lower())
        self.name = name
        self.dark = "dark" in words
        self.high_contrast = "high-contrast" in name.lower() or "hc" in words

    def step(self, scale, step, push):
        """`step` of `scale` in this theme: high contrast moves it `push` places away from the canvas, within the
        scale; a step at the canvas end (canvas, inverse and on-colour text) stays."""
        if not self.high_contrast or not push:
            return step
        i = scale.index(step)
        if i == (len(scale) - 1 if self.dark else 0):
            return step
        i = i - push if self.dark else i + push
        return scale[max(0, min(len(scale) - 1, i))]


def mirror(step):
    """The hue step at the other end of the scale (a dark theme's counterpart of a light step)."""
    return STEPS[len(STEPS) - 1 - STEPS.index(step)]


# ---- token trees --------------------------------------------------------------------------------

class Tree:
    """Builds nested token trees and keeps the alias depth of every path written, which decides how the
    components alias (no chain longer than MAX_DEPTH) and goes into the manifest."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.depth = {}  # path -> hops to a literal, for one permutation (all have the same structure)

    @staticmethod
    def token(value, typ, desc=None):
        t = {"$value": value, "$type": typ}
        if desc:
            t["$description"] = desc
        return t

    def put(self, tree, path, token, depth):
        """Adds `token` at the dotted `path` of `tree`."""
        node = tree
        parts = path.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        if parts[-1] in node:
            raise RuntimeError(f"duplicate token path {path}")
        node[parts[-1]] = token
        self.depth[path] = depth

    def literal(self, tree, path, value, typ, desc=None):
        self.put(tree, path, self.token(value, typ, desc), 0)

    def dimension(self, tree, path, px):
        if isinstance(px, float) and px.is_integer():
            px = int(px)
        self.literal(tree, path, f"{px}px", "dimension")

    def alias(self, tree, path, target, typ, desc=None):
        self.put(tree, path, self.token("{" + target + "}", typ, desc), self.depth[target] + 1)


def leaf_count(tree):
    return sum(1 if "$value" in v else leaf_count(v) for v in tree.values() if isinstance(v, dict))


# ---- plan: how many hues, semantic contexts and components make ~N tokens ---------------------------

BRAND_FIXED = (len(NEUTRAL_STEPS) + 2 + len(SPACE) + len(RADIUS) + len(BORDER_WIDTH) + len(FONT_SIZE)
               + 3 * len(T_SHIRT) + len(TOUCH) + len(ROLES) * len(STEPS) + len(SCRIM))
SEMANTIC_FIXED = len(SEMANTIC_BRAND) + 3 * len(FEEDBACK) + sum(len(v) for v in SEM_ROLES.values())
PER_COMPONENT = (len(BUTTON_VARIANTS) * len(TONES) * len(STATES) * len(COLOR_PROPS)
                 + len(COMPONENT_SIZES) * len(SIZE_PROPS) + 1)


def plan(total, brands, themes):
    """(palette hues, semantic contexts, components): palettes 10 % of what the fixed tokens leave, then theme
    files 1/3 and components 2/3 of the rest."""
    rest = max(0.0, total - brands * BRAND_FIXED - themes * SEMANTIC_FIXED)
    hues = max(6, round(0.1 * rest / (brands * len(STEPS))))
    rest = max(0.0, rest - brands * hues * len(STEPS))
    contexts = max(0, round(rest / 3 / (themes * len(CONTEXT_ROLES))))
    comps = max(1, round(2 * rest / 3 / PER_COMPONENT))
    return hues, contexts, comps


# ---- brands -------------------------------------------------------------------------------------

def palette(t, hues):
    """The brand's palettes and (base hue, role -> hue index). The order of the random draws fixes the output
    for a seed."""
    rng = t.rng
    base_hue = rng.random()
    sat = 0.55 + 0.35 * rng.random()
    tree = {}
    for step in NEUTRAL_STEPS:
        t.literal(tree, f"color.palette.neutral.{step}", neutral_hex(base_hue, step), "color")
    t.literal(tree, "color.palette.white", "#ffffff", "color")
    t.literal(tree, "color.palette.black", "#000000", "color")
    golden = 0.61803398875
    for h in range(hues):
        hue = base_hue + h * golden
        s = min(1.0, sat * (0.85 + 0.3 * rng.random()))
        for si, step in enumerate(STEPS):
            l = 0.96 - si * (0.86 / (len(STEPS) - 1))
            t.literal(tree, f"color.palette.{hue_name(h)}.{step}", hsl_hex(hue, s, l), "color")
    order = list(range(hues))
    rng.shuffle(order)
    roles = {"primary": order[0], "secondary": order[1 % hues], "accent": order[2 % hues],
             "positive": order[3 % hues], "warning": order[4 % hues], "negative": order[5 % hues],
             "info": order[0]}
    return tree, base_hue, roles


def role_layer(t, base_hue, roles):
    """color.role.<role>.<step> -> the brand's hue for the role, and the scrims."""
    tree = {}
    for role in ROLES:
        for step in STEPS:
            t.alias(tree, f"color.role.{role}.{step}", f"color.palette.{hue_name(roles[role])}.{step}", "color")
    for name, (step, alpha) in SCRIM.items():
        t.literal(tree, f"color.role.scrim.{name}", neutral_hex(base_hue, step, alpha), "color",
                  f"Neutral {step} at {round(alpha * 100)}% opacity")
    return tree


def size_files(t):
    """{file name: tree}: size primitives, spacing semantics aliasing them, touch targets."""
    primitive = {}
    for v in SPACE:
        t.dimension(primitive, f"size.space.{v}", v)
    for group, scale in (("radius", RADIUS), ("border-width", BORDER_WIDTH), ("font-size", FONT_SIZE)):
        for n, v in scale:
            t.dimension(primitive, f"size.{group}.{n}", v)
    semantic = {}
    for kind, offset in (("inset", 3), ("stack", 2), ("inline", 1)):
        for i, name in enumerate(T_SHIRT):
            t.alias(semantic, f"size.{kind}.{name}", f"size.space.{SPACE[min(len(SPACE) - 1, i + offset)]}",
                    "dimension")
    touch = {}
    for n, px, target in TOUCH:
        if target is None:
            t.dimension(touch, f"size.touch-target.{n}", px)
        else:
            t.alias(touch, f"size.touch-target.{n}", target, "dimension",
                    "Minimum hit area" if n == "icon-only" else None)
    return {"size-primitive.json": primitive, "size-semantic.json": semantic, "size-touch-target.json": touch}


# ---- themes -------------------------------------------------------------------------------------

def semantic_colors(t, theme, contexts):
    """One theme's semantic colours. They alias the role layer and neutral steps, which every brand defines
    with the same paths, so the file serves every brand."""
    sem = {}
    dark = theme.dark

    def hue(role, step):
        return f"color.role.{role}.{theme.step(STEPS, step, HC_PUSH['hue'])}"

    for name, (role, light, dark_step) in SEMANTIC_BRAND.items():
        t.alias(sem, f"color.semantic.brand.{name}", hue(role, dark_step if dark else light), "color")
    for kind in FEEDBACK:
        for what, step in (("foreground", 700), ("background", 100), ("border", 400)):
            t.alias(sem, f"color.semantic.feedback.{kind}.{what}", hue(kind, mirror(step) if dark else step),
                    "color")
    for group, entries in SEM_ROLES.items():
        for role, target, desc in entries:
            path = f"color.semantic.{group}.{role}"
            kind, _, rest = target.partition(":")
            if kind == "brand":
                target = f"color.semantic.brand.{rest}"
            elif kind == "fb":
                target = "color.semantic.feedback." + rest.replace(":", ".")
            elif kind == "neutral":
                light, dark_step = rest.split(":")
                step = theme.step(NEUTRAL_STEPS, int(dark_step if dark else light), HC_PUSH[group])
                target = f"color.palette.neutral.{step}"
            elif kind == "sem":
                target = f"color.semantic.{rest}"
            elif kind == "scrim":
                target = "color.role.scrim." + ("strong" if theme.high_contrast else "default")
            else:
                raise AssertionError(target)
            t.alias(sem, path, target, "color", desc)
    for c in range(contexts):
        for ri, (role, target) in enumerate(CONTEXT_ROLES):
            path = f"color.semantic.context.{context_name(c)}.{role}"
            # most roles alias a base semantic colour; every fifth points straight at a brand hue
            if (c + ri) % 5 == 0:
                step = STEPS[(c * 3 + ri) % len(STEPS)]
                target = hue("primary" if ri % 2 else "secondary", mirror(step) if dark else step)
            else:
                target = "color.semantic." + target
            t.alias(sem, path, target, "color")
    return sem


# ---- components ---------------------------------------------------------------------------------

def component_color_target(variant, tone, state, prop, ctx):
    """The semantic colour a component's variant (its index) / tone / state / property aliases."""
    neg = tone == "negative"
    pressed = state == "pressed"
    if state == "disabled":
        return {"background": "color.semantic.background.action-disabled" if variant == 0
                else "color.semantic.background.surface",
                "text": "color.semantic.text.disabled",
                "border": "color.semantic.border.disabled"}[prop]
    suffix = "-pressed" if pressed else ""
    if variant == 0:  # primary, filled, …
        return {"background": ("color.semantic.background.negative" if neg
                               else "color.semantic.background.action") + suffix,
                "text": "color.semantic.text.on-negative" if neg else "color.semantic.text.on-action",
                "border": "color.semantic.border.negative" if neg else "color.semantic.border.action"}[prop]
    if variant == 1:  # secondary, outlined, …
        if ctx:
            surface = f"color.semantic.context.{ctx}.background" + suffix
        else:
            surface = "color.semantic.background." + ("surface-sunken" if pressed else "surface")
        return {"background": surface,
                "text": "color.semantic.text.negative" if neg
                else "color.semantic.text." + ("link-pressed" if pressed else "link"),
                "border": "color.semantic.border.negative" if neg else "color.semantic.border.action"}[prop]
    # tertiary, plain, …
    if neg and pressed:
        background = "color.semantic.background.negative-subtle"
    else:
        background = "color.semantic.background." + ("action-subtle" if pressed else "canvas")
    return {"background": background,
            "text": "color.semantic.text.negative" if neg
            else (f"color.semantic.context.{ctx}.link" if ctx else "color.semantic.text.link"),
            "border": "color.semantic.background.canvas"}[prop]


def components(t, count, contexts):
    """{component name: tree}. Components alias semantic and size paths that every brand and theme define at
    the same depth, so they serve every permutation."""
    out = {}
    for ci in range(count):
        name = component_name(ci)
        variants = BUTTON_VARIANTS if ci == 0 else OTHER_VARIANTS[ci % len(OTHER_VARIANTS)]
        ctx = context_name(ci % contexts) if contexts and ci > 0 else None
        tree = {}
        for vi, variant in enumerate(variants):
            for tone in TONES:
                for state in STATES:
                    base = f"color.component.{name}.{variant}.{tone}.{state}"
                    for prop in COLOR_PROPS:
                        if prop != "icon":
                            t.alias(tree, f"{base}.{prop}", component_color_target(vi, tone, state, prop, ctx),
                                    "color")
                        elif t.depth[f"{base}.text"] < MAX_DEPTH:
                            # the icon follows the text colour, one hop more…
                            t.alias(tree, f"{base}.icon", f"{base}.text", "color")
                        else:
                            # …unless that makes the chain too long: then it aliases what the text aliases
                            t.alias(tree, f"{base}.icon", component_color_target(vi, tone, state, "text", ctx),
                                    "color")
        for si, size in enumerate(COMPONENT_SIZES):
            for prop, targets in SIZE_PROPS:
                path = f"size.component.{name}.{size}.{prop}"
                if isinstance(targets[si], str):
                    t.alias(tree, path, targets[si], "dimension")
                else:
                    t.dimension(tree, path, targets[si])
        t.alias(tree, f"size.component.{name}.touch-target", "size.touch-target.minimum", "dimension",
                f"Hit area of {name}" if ci == 0 else None)
        out[name] = tree
    return out


# ---- writing ------------------------------------------------------------------------------------

def write_json(out, rel, value):
    path = os.path.join(out, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(value, f, indent=2)
        f.write("\n")


def resolver_document(args, brand_files, theme_files, component_files):
    """The DTCG Resolver Module 2025.10 document of the tree (paths relative to it)."""
    def sources(rels):
        return [{"$ref": rel} for rel in rels]

    return {
        "$schema": RESOLVER_SCHEMA,
        "name": "gen_tokens.py multi-brand benchmark",
        "version": "2025.10",
        "description": f"Synthetic tokens: {len(brand_files)} brands x {len(theme_files)} themes, "
                       f"--tokens {args.tokens} --seed {args.seed}",
        "sets": {"components": {"description": "Component tokens, shared by every brand and theme",
                                "sources": sources(component_files)}},
        "modifiers": {
            "brand": {"description": "Palette, colour roles (color.role.*) and sizes of a brand",
                      "contexts": {b: sources(rels) for b, rels in brand_files.items()},
                      "default": next(iter(brand_files))},
            "theme": {"description": "Semantic colours, aliasing the brand's colour roles",
                      "contexts": {th: sources(rels) for th, rels in theme_files.items()},
                      "default": next(iter(theme_files))},
        },
        "resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"},
                            {"$ref": "#/sets/components"}],
    }


def depth_histogram(depth):
    hist = {}
    for d in depth.values():
        hist[d] = hist.get(d, 0) + 1
    return {str(k): v for k, v in sorted(hist.items())}


def generate(args, themes):
    """Writes the tree into args.out; returns its manifest."""
    hues, contexts, comps = plan(args.tokens, args.brands, len(themes))
    t = Tree(args.seed)
    written = {}  # relative path -> tokens

    def write(rel, tree):
        write_json(args.out, rel, tree)
        written[rel] = leaf_count(tree)
        return rel

    brand_files = {}
    for bi in range(args.brands):
        t.depth = {}
        pal, base_hue, roles = palette(t, hues)
        folder = f"brands/{brand_name(bi)}"
        rels = [write(f"{folder}/color-palette.json", pal),
                write(f"{folder}/color-role.json", role_layer(t, base_hue, roles))]
        rels += [write(f"{folder}/{rel}", tree) for rel, tree in size_files(t).items()]
        brand_files[brand_name(bi)] = rels

    # Every brand has the same paths at the same depths, and so has every theme: the depths of the last brand
    # and the last theme stand for every permutation's.
    brand_depth = dict(t.depth)
    theme_files = {}
    for theme in themes:
        t.depth = dict(brand_depth)
        theme_files[theme] = [write(f"themes/{theme}/color-semantic.json",
                                    semantic_colors(t, Theme(theme), contexts))]
    component_files = [write(f"components/{name}.json", tree)
                       for name, tree in components(t, comps, contexts).items()]
    if max(t.depth.values()) > MAX_DEPTH:
        sys.exit(f"internal error: an alias chain is longer than {MAX_DEPTH}")
    write_json(args.out, RESOLVER_FILE, resolver_document(args, brand_files, theme_files, component_files))

    def summary(rels):
        return {"files": {rel: written[rel] for rel in rels}, "tokens": sum(written[rel] for rel in rels)}

    brands = {b: summary(rels) for b, rels in brand_files.items()}
    theme_summary = {th: summary(rels) for th, rels in theme_files.items()}
    component_summary = summary(component_files)
    return {
        "generator": "gen_tokens.py",
        "layout": "shared",
        "format": "dtcg",
        "dimension_form": "string",
        "args": {"tokens": args.tokens, "brands": args.brands, "seed": args.seed, "themes": themes},
        "plan": {"palette_hues": hues, "semantic_contexts": contexts, "components": comps},
        "resolver": RESOLVER_FILE,
        "permutation_sources": ["brands/<brand>/*.json", "themes/<theme>/*.json", "components/*.json"],
        "brands": brands,
        "themes": theme_summary,
        "components": component_summary,
        "files": len(written),
        "total_leaf_tokens": sum(written.values()),
        "tokens_per_permutation": {
            b: {th: brands[b]["tokens"] + theme_summary[th]["tokens"] + component_summary["tokens"]
                for th in themes} for b in brands},
        "alias_depth_histogram_one_build": depth_histogram(t.depth),
        "max_alias_depth": max(t.depth.values()),
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--tokens", type=int, default=1000, help="approximate number of tokens (default 1000)")
    ap.add_argument("--brands", type=int, default=3, help="number of brands, at least 2 (default 3)")
    ap.add_argument("--themes", default="light,dark",
                    help="comma-separated themes, at least 2 (default light,dark), e.g. "
                         "light,dark,light-high-contrast,dark-high-contrast")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--out", required=True, help="output directory (replaced if it holds a tree of this tool)")
    args = ap.parse_args(argv)
    themes = [th for th in args.themes.split(",") if th]
    if args.tokens < 1:
        ap.error("--tokens must be positive")
    if args.brands < 2 or len(themes) < 2:
        ap.error("--brands and --themes need at least 2 each (a resolver modifier has at least two contexts)")
    if any(not NAME_RE.match(th) for th in themes) or len(set(themes)) != len(themes):
        ap.error(f"--themes must be distinct names of letters, digits, '.', '_' and '-' (got {args.themes!r})")

    if os.path.isdir(args.out) and os.listdir(args.out):
        if not os.path.exists(os.path.join(args.out, "manifest.json")):
            sys.exit(f"refusing to overwrite non-empty {args.out} (no manifest.json from this tool)")
        shutil.rmtree(args.out)
    os.makedirs(args.out, exist_ok=True)
    manifest = generate(args, themes)
    write_json(args.out, "manifest.json", manifest)
    one = next(iter(next(iter(manifest["tokens_per_permutation"].values())).values()))
    print(f"wrote {manifest['total_leaf_tokens']} tokens in {manifest['files']} files ({args.brands} brands x "
          f"themes {','.join(themes)}) to {args.out}; one permutation reads {one} tokens; "
          f"resolver {os.path.join(args.out, RESOLVER_FILE)}")


if __name__ == "__main__":
    main()
