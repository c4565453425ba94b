#!/usr/bin/env python3
"""Regenerates the fuzzer's seed corpus, Fuzz/corpus/, from the test fixtures and the test corpus (Tests/Corpus).

Usage: scripts/fuzz-seeds.py

Seeds are small, varied, valid-or-nearly-valid inputs: every JSON fixture of the test suite, the sample
brands' files and tokenc.json (with its validation rules), templates, every DTCG
2025.10 example, each `given` source of the Terrazzo parser cases, the playground resolver documents, and a
handful of hand-written hostile shapes. Files over 16 KB are skipped: the fuzzer runs with -max_len=16384,
so it would only see their beginnings. Names are content hashes prefixed by origin, so rerunning is
idempotent.
"""
import hashlib, json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Fuzz", "corpus")
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
LIMIT = 16 * 1024

def save(origin, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if len(data) > LIMIT or not data.strip():
        return
    name = "%s-%s.json" % (origin, hashlib.sha1(data).hexdigest()[:12])
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)

def files(top, exts=(".json", ".jsonc"), skip=None):
    for d, dirs, names in os.walk(top):
        dirs[:] = sorted(x for x in dirs if os.path.join(d, x) != skip)
        for n in sorted(names):
            if n.endswith(exts):
                yield os.path.join(d, n)

os.makedirs(OUT, exist_ok=True)
# Tests/Corpus is taken below, by kind.
for p in files(os.path.join(ROOT, "Tests"), skip=CORPUS):
    save("fixture", open(p, "rb").read())
for p in files(os.path.join(ROOT, "Tokens")):
    save("sample", open(p, "rb").read())
if os.path.isdir(CORPUS):
    for p in files(os.path.join(CORPUS, "dtcg")):
        if os.path.basename(p) != "manifest.json":
            save("dtcg", open(p, "rb").read())
    for p in files(os.path.join(CORPUS, "terrazzo-parser-cases")):
        doc = json.load(open(p))
        for group in doc.get("arrays", []):
            for case in group.get("cases", []):
                given = case.get("given", [])
                for g in given if isinstance(given, list) else [given]:
                    src = g.get("src", g.get("tokens")) if isinstance(g, dict) else None
                    if src is not None:
                        save("terrazzo", src if isinstance(src, str) else json.dumps(src, ensure_ascii=False, indent=1))

LEGACY_STUDIO_SET = (
    '{"spacing": {"base": {"value": "4", "type": "spacing"}, "double": {"value": "{spacing.base} * 2", "type": "spacing"}},\n'
    ' "font": {"weight": {"value": "Semi Bold", "type": "fontWeights"}, "size": {"value": "roundTo(16 / 1.2, 1)", "type": "fontSizes"},'
    ' "lh": {"value": "150%", "type": "lineHeights"}, "ls": {"value": "-1%", "type": "letterSpacing"}},\n'
    ' "shadow": {"value": [{"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "rgba(0,0,0,0.2)", "type": "dropShadow"}], "type": "boxShadow"},\n'
    ' "brand": {"value": "#0066cc", "type": "color", "description": "Brand"},\n'
    ' "tint": {"value": "{brand}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}}}'
)

# Hostile shapes the fixtures lack.
hand = {
    "cycle": '{"g": {"$type": "number", "a": {"$value": "{g.b}"}, "b": {"$value": {"$ref": "#/g/a"}}, "c": {"$value": "{g.c}"}}}',
    "extends": '{"$type": "number", "a": {"$extends": "{b}"}, "b": {"x": {"$extends": "{c}"}}, "c": {"t": {"$value": 1}}, "d": {"$extends": "{d}"}}',
    "ladder": '{"$type": "number", "l0": {"t": {"$value": 1}}, "l1": {"a": {"$extends": "{l0}"}, "b": {"$extends": "{l0}"}}, "l2": {"a": {"$extends": "{l1}"}, "b": {"$extends": "{l1}"}}}',
    "numbers": '{"n": {"$type": "number", "a": {"$value": 1e400}, "b": {"$value": 123456789012345678901234567890}, "c": {"$value": -0}, "d": {"$value": NaN}}}',
    "strings": '{"f": {"$type": "fontFamily", "$value": ["q\\"d\\n*/ \\\\( </style> \\u0000 \\ud800 \\ud83c\\udfa8", "sans-serif"], "$description": "\\u202e"}}',
    "duplicates": '{"a": 1, "a": {"$type": "number", "$value": 2, "$value": 3}}',
    "comments": '/* c */ {"a": {"$type": "dimension", // x\n "$value": {"value": 4, "unit": "rem"}}}',
    "resolver": '{"version": "2025.10", "sets": {"s": {"sources": [{"c": {"$type": "color", "$value": "#ff0000"}}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"c": {"$type": "color", "$value": "#000000"}}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}',
    "resolver-cycle": '{"version": "2025.10", "$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "sets": {"s": {"sources": [{"$ref": "#/$defs/a"}, {"$ref": "#"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}',
    "config": '{"tokens": ["t.json"], "output": "out", "swift": {"path": "Swift", "accessLevel": "public"}, "css": {"prefix": "x", "outputReferences": true}, "json": {"flat": true}, "allowedRoots": ["../x"], "legacyForms": "warn"}',
    "composite": '{"s": {"$type": "shadow", "$value": [{"color": "{c}", "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 3, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]}, "c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 120], "alpha": 0.5}}}',
    "line-ends": '{\r"g": {"$type": "number",\r\n "a": {"$value": "{g.nope}"},\r "b": {"$value": 1}}}',
    "long-path": '{"$type": "number", "%s": {"$extends": "{b}", "t": {"$value": 1}}, "b": {"%s": {"u": {"$value": 2}}, "v": {"$value": 3}}, "%s": {"$value": 4}}'
                 % ("l" * 1000, "w" * 100, "x" * 1025),
    # A token file saved as UTF-16 (little-endian, with a byte-order mark).
    "utf16": '{"a": {"$type": "number", "$value": 1}}'.encode("utf-16"),
}
for k, v in hand.items():
    save("hand-" + k, v)

# A colour token in every space of the Color module at the edges of what tokenc accepts (each corner of the
# range, -0, subnormals, the largest hue below 360, none, a contradicting hex fallback), carried through a
# border, a shadow and a gradient, so every emitter sees every space; and one file per space with components far
# past the range (1e155 chroma hung the gamut mapping; 1e300 a and b trapped the hex conversion) for the
# mutator to bring back within reach (each alone in its file: one invalid token keeps a file from the emitters).
RANGES = {
    "unit": ("0", "1", "1e-320"), "percentage": ("0", "100", "-0"), "hue": ("0", "359.99999999999994", '"none"'),
    "cie-chroma": ("0", "1000", "5e-324"), "cie-axis": ("-1000", "1000", "-0"),
    "ok-chroma": ("0", "10", "5e-324"), "ok-axis": ("-10", "10", "-0"),
}
SPACES = {
    "srgb": ("unit",) * 3, "srgb-linear": ("unit",) * 3, "hsl": ("hue", "percentage", "percentage"),
    "hwb": ("hue", "percentage", "percentage"), "lab": ("percentage", "cie-axis", "cie-axis"),
    "lch": ("percentage", "cie-chroma", "hue"), "oklab": ("unit", "ok-axis", "ok-axis"), "oklch": ("unit", "ok-chroma", "hue"),
    "display-p3": ("unit",) * 3, "a98-rgb": ("unit",) * 3, "prophoto-rgb": ("unit",) * 3, "rec2020": ("unit",) * 3,
    "xyz-d65": ("unit",) * 3, "xyz-d50": ("unit",) * 3,
}
def dim(v, unit="px"):
    return '{"value": %s, "unit": "%s"}' % (v, unit)
for space, ranges in SPACES.items():
    e = [RANGES[r] for r in ranges]
    corners = [(0, 0, 0), (1, 1, 1), (2, 1, 0), (1, 0, 1), (0, 2, 2)]
    members = []
    for k, c in enumerate(corners):
        comps = ", ".join(e[i][c[i]] for i in range(3))
        extra = ', "hex": "#00ff00"' if k == 1 else ""
        alpha = "1e-320" if k == 2 else "1"
        members.append('"c%d": {"$value": {"colorSpace": "%s", "components": [%s], "alpha": %s%s}}' % (k, space, comps, alpha, extra))
    members.append('"border": {"$type": "border", "$value": {"color": "{c.c1}", "width": %s, "style": "dashed"}}' % dim("1e15"))
    members.append('"shadow": {"$type": "shadow", "$value": {"color": "{c.c2}", "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s, "inset": true}}'
                   % (dim("-1e15"), dim("-0", "rem"), dim("1e-320", "em"), dim("1e15", "rem")))
    members.append('"gradient": {"$type": "gradient", "$value": [{"color": "{c.c3}", "position": -0}, {"color": "{c.c4}", "position": 1}]}')
    members.append('"type": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": %s, "fontWeight": 1000, "letterSpacing": %s, "lineHeight": 1e15}}'
                   % (dim("1e15", "rem"), dim("-1e15", "em")))
    save("colour-" + space, '{"c": {"$type": "color",\n' + ",\n".join(members) + "\n}}")
    mid = {"unit": "0.5", "percentage": "50", "hue": "30", "cie-chroma": "1e155", "ok-chroma": "1e155", "cie-axis": "1e300", "ok-axis": "-1e300"}
    far = [mid[r] for r in ranges]
    if not any(r.startswith(("cie-", "ok-")) for r in ranges):
        far[1] = "1e308"
    save("colour-far-" + space, '{"c": {"$type": "color", "a": {"$value": {"colorSpace": "%s", "components": [%s]}}}}' % (space, ", ".join(far)))
# Tokens Studio math and colour modifiers (math and a modifier route a file to the Tokens Studio reader): the
# functions, units and references of docs/tokens-studio-math.md, an expression at each limit, and each modifier.
STUDIO_MATH = [
    "floor({_size.unit} * 2)", "min({radius.base}*0.5,{radius.scale})", "roundTo({_size.base} / 3, 2)",
    "(15 + 20 - 17 * 8 / 3) * 7px", "4 * 7em * 8em", "{_size.unit} * 0.25rem", "2 ^ 3 ^ 2", "-{_size.unit} % 3",
    "ceil(roundTo(16px/1.2,0)/2)*2", "max(abs(-4px), sqrt(16), hypot(3, 4), pow(2, 3))", "1rem + 4em", "4px / 0",
    "8 * 2px 4px", "(" * 32 + "1" + ")" * 32, "+".join(["{_size.unit}"] * 128), "1e308 * 10",
]
members = ['"_size": {"unit": {"$type": "number", "$value": 4}, "base": {"$type": "dimension", "$value": %s}}' % dim(16),
           '"radius": {"$type": "dimension", "base": {"$value": %s}, "scale": {"$value": %s}}' % (dim(4), dim(8))]
for k, e in enumerate(STUDIO_MATH):
    members.append('"m%d": {"$type": "dimension", "$value": %s}' % (k, json.dumps(e)))
members.append('"type": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": "100 * 3", "fontSize": "{_size.base} * 1.5", "lineHeight": "3 / 2"}}')
members.append('"shadow": {"$type": "shadow", "$value": {"color": "#000", "offsetX": "2*2px", "offsetY": "{_size.unit}", "blur": "2*8px", "spread": "6px / 4"}}')
save("studio-math", "{" + ",\n".join(members) + "}")
modifiers = ['"amount": {"$type": "number", "$value": 0.2}', '"white": {"$type": "color", "$value": "#ffffff"}',
             '"base": {"$type": "color", "$value": "#C14242"}']
for kind in ("lighten", "darken", "mix", "alpha"):
    for space in ("srgb", "hsl", "lch", "p3"):
        modifiers.append('"%s-%s": {"$type": "color", "$value": "{base}", "$extensions": {"studio.tokens": {"modify": '
                         '{"type": "%s", "value": "{amount} * 2", "space": "%s", "color": "{white}"}}}}' % (kind, space, kind, space))
save("studio-modify", "{" + ",\n".join(modifiers) + "}")
# A Tokens Studio set written with value/type (the fuzzer tells it from Style Dictionary by its type names and
# math): its own types, math, a shadow list, a weight name and a colour modifier.
save("studio-legacy-set", LEGACY_STUDIO_SET)
# Templates (the fuzzer renders any input with a `{` as one): loops, ranges, filters with their arguments, strict
# members, whitespace control, nesting near the limit and ranges near the iteration bound.
TEMPLATES = [
    '{% for t in tokens where t.type == "color" %}{{ forloop.counter }} {{ t.path|kebab_case }} {{ t.value.hex }}\n{% empty %}none{% endfor %}',
    '{% outer: for i in 1...3 %}{% for j in 3...1 %}{% if j == 2 %}{% continue outer %}{% endif %}{{ i }}{{ j }}{% endfor %}{% endfor %}',
    '{% filter indent:2,"- ",true %}{{ header }}\n{{ tokens|join:", " }}{% endfilter %}|{{ header|split:" "|join:"_" }}|{{ "1.5"|fixed:2 }}',
    '{{ tokens.0.path }} {{ tokens.last.components.0 }} {{ brand.name.last }} {{ theme.name|default:"x" }} {{ tokens.count }} {{ "nan"|fixed:1 }}',
    '{%- for t in tokens|of_type:"dimension"|matching:"**" -%}\n  {{ t.values.0.value.css }}{{ t.byTheme.dark }}\n{%- endfor -%}',
    "".join("{% if brand %}" for _ in range(63)) + "x" + "".join("{% endif %}" for _ in range(63)),
    '{% for i in 1...999 %}{% for j in 1...2 %}{{ header|indent:4 }}{% endfor %}{% endfor %}',
]
for t in TEMPLATES:
    save("template", t)
print("%d seeds in %s" % (len(os.listdir(OUT)), OUT))
