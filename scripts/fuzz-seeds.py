#!/usr/bin/env python3
"""Regenerates the fuzzer's seed corpus, Fuzz/corpus/, from the test fixtures and the shared corpus.

Usage: scripts/fuzz-seeds.py [SHARED_CORPUS]   (default ../shared/corpus, i.e. /work/shared/corpus)

Seeds are small, varied, valid-or-nearly-valid inputs: every JSON fixture of the test suite, the sample
brands' files and tokenc.json (with its validation rules), every DTCG
2025.10 example, each `given` source of the Terrazzo parser cases, the playground resolver documents, and a
handful of hand-written hostile shapes. Files over 16 KB are skipped: the fuzzer runs with -max_len=16384,
so it would only see their beginnings. Names are content hashes prefixed by origin, so rerunning is
idempotent.
"""
import hashlib, json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Fuzz", "corpus")
SHARED = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(ROOT), "shared", "corpus")
LIMIT = 16 * 1024

def save(origin, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if len(data) > LIMIT or not data.strip():
        return
    name = "%s-%s.json" % (origin, hashlib.sha1(data).hexdigest()[:12])
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)

def files(top, exts=(".json", ".jsonc")):
    for d, _, names in os.walk(top):
        for n in sorted(names):
            if n.endswith(exts):
                yield os.path.join(d, n)

os.makedirs(OUT, exist_ok=True)
for p in files(os.path.join(ROOT, "Tests")):
    save("fixture", open(p, "rb").read())
for p in files(os.path.join(ROOT, "Tokens")):
    save("sample", open(p, "rb").read())
if os.path.isdir(SHARED):
    for p in files(os.path.join(SHARED, "dtcg")):
        if os.path.basename(p) != "manifest.json":
            save("dtcg", open(p, "rb").read())
    for p in files(os.path.join(SHARED, "terrazzo-parser-cases")):
        doc = json.load(open(p))
        for group in doc.get("arrays", []):
            for case in group.get("cases", []):
                given = case.get("given", [])
                for g in given if isinstance(given, list) else [given]:
                    src = g.get("src", g.get("tokens")) if isinstance(g, dict) else None
                    if src is not None:
                        save("terrazzo", src if isinstance(src, str) else json.dumps(src, ensure_ascii=False, indent=1))

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
print("%d seeds in %s" % (len(os.listdir(OUT)), OUT))
