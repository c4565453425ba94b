"""A small, independent reading of a DTCG resolver project, to compute what the server should answer.

It knows just enough of DTCG 2025.10 for the sample brands in Tokens/: sets and modifier contexts merged in
resolution order, groups' `$type` inherited, curly aliases followed. Expectations come from here (and from the
token files' text), never from the server under test.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

ALIAS = re.compile(r"^\{([^{}]+)\}$")


class Project:
    """The permutations of a resolver document: each a flat map of token path → (definition, file, type)."""

    def __init__(self, resolver: Path):
        self.resolver = resolver
        self.folder = resolver.parent
        doc = json.loads(resolver.read_text())
        self.doc = doc
        self.modifiers: dict[str, list[str]] = {
            name: list(m["contexts"]) for name, m in doc.get("modifiers", {}).items()
        }
        self._tokens: dict[tuple, dict[str, dict]] = {}

    def _sources(self, ref: str, inputs: dict[str, str]) -> list[Path]:
        kind, name = ref.removeprefix("#/").split("/")
        if kind == "sets":
            entries = self.doc["sets"][name]["sources"]
        else:
            entries = self.doc["modifiers"][name]["contexts"][inputs[name]]
        return [self.folder / e["$ref"] for e in entries]

    def files(self, **inputs: str) -> list[Path]:
        """The token files of one permutation, in resolution order."""
        out: list[Path] = []
        for step in self.doc["resolutionOrder"]:
            out += self._sources(step["$ref"], inputs)
        return out

    def tokens(self, **inputs: str) -> dict[str, dict]:
        """path → {"value": $value as written, "type": inherited $type, "file": Path, "description": …}."""
        key = tuple(sorted(inputs.items()))
        if key not in self._tokens:
            self._tokens[key] = self._read(**inputs)
        return self._tokens[key]

    def _read(self, **inputs: str) -> dict[str, dict]:
        flat: dict[str, dict] = {}

        def walk(node: dict, path: list[str], inherited: str | None, file: Path):
            type_ = node.get("$type", inherited)
            if "$value" in node:
                flat[".".join(path)] = {
                    "value": node["$value"],
                    "type": type_,
                    "file": file,
                    "description": node.get("$description"),
                    "deprecated": node.get("$deprecated"),
                }
                return
            for key, child in node.items():
                if not key.startswith("$") and isinstance(child, dict):
                    walk(child, path + [key], type_, file)

        for file in self.files(**inputs):
            walk(json.loads(file.read_text()), [], None, file)
        # A group's $type declared in an earlier file applies to tokens a later file adds below it: the sample
        # files repeat their $type, so the nearest declaration in the defining file is enough here.
        return flat

    def permutations(self) -> list[dict[str, str]]:
        names = list(self.modifiers)
        return [dict(zip(names, combo)) for combo in itertools.product(*(self.modifiers[n] for n in names))]

    def chain(self, path: str, **inputs: str) -> list[str]:
        """The alias chain from `path` to the token holding a literal value (path included)."""
        tokens = self.tokens(**inputs)
        out = [path]
        while isinstance(v := tokens[out[-1]]["value"], str) and (m := ALIAS.match(v)):
            out.append(m.group(1))
        return out

    def resolved(self, path: str, **inputs: str):
        tokens = self.tokens(**inputs)
        return tokens[self.chain(path, **inputs)[-1]]["value"]

    def hex(self, path: str, **inputs: str) -> str:
        """The colour of `path` in one permutation as #rrggbb, or #rrggbbaa when it is not opaque (the literal's
        hex, checked against its components)."""
        value = self.resolved(path, **inputs)
        assert value["colorSpace"] == "srgb"
        hex_ = value["hex"].lower()
        assert hex_ == "#" + "".join(f"{round(c * 255):02x}" for c in value["components"]), value
        alpha = value.get("alpha", 1)
        return hex_ if alpha == 1 else hex_ + f"{round(alpha * 255):02x}"


def dimension_text(value: dict) -> str:
    """A DTCG dimension or duration as tokenc prints it: `48px`, `1.5rem`."""
    number = value["value"]
    return f"{int(number) if float(number).is_integer() else number}{value['unit']}"


def luminance(components: list[float]) -> float:
    """WCAG 2 relative luminance of sRGB components (0…1): the colour as the token writes it, not its hex."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in components)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: list[float], b: list[float]) -> float:
    """WCAG 2 contrast ratio of two opaque sRGB colours."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class Node:
    """Where a member is in a JSON text: its key's quote-to-quote span (None at the root) and its value's span."""

    def __init__(self, key: tuple[int, int] | None, value: tuple[int, int]):
        self.key = key
        self.value = value


def locate(text: str) -> dict[str, Node]:
    """Every node of a JSON text by JSON pointer ("" for the root), with character offsets: a reading of the text
    independent of the server, for exact expected ranges."""
    nodes: dict[str, Node] = {}
    i = 0

    def ws():
        nonlocal i
        while i < len(text) and text[i] in " \t\r\n":
            i += 1

    def string() -> str:
        nonlocal i
        start = i
        assert text[i] == '"'
        i += 1
        while text[i] != '"':
            i += 2 if text[i] == "\\" else 1
        i += 1
        return json.loads(text[start:i])

    def value(pointer: str, key: tuple[int, int] | None):
        nonlocal i
        ws()
        start = i
        if text[i] == "{":
            i += 1
            ws()
            while text[i] != "}":
                ks = i
                name = string()
                ke = i
                ws()
                assert text[i] == ":"
                i += 1
                value(pointer + "/" + name.replace("~", "~0").replace("/", "~1"), (ks, ke))
                ws()
                if text[i] == ",":
                    i += 1
                    ws()
            i += 1
        elif text[i] == "[":
            i += 1
            ws()
            n = 0
            while text[i] != "]":
                value(f"{pointer}/{n}", None)
                n += 1
                ws()
                if text[i] == ",":
                    i += 1
                    ws()
            i += 1
        elif text[i] == '"':
            string()
        else:
            while i < len(text) and text[i] not in ",}] \t\r\n":
                i += 1
        nodes[pointer] = Node(key, (start, i))

    value("", None)
    return nodes
