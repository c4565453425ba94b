"""textDocument/codeAction: the fix-its of the findings as quick fixes, and "Fix all in FILE" (source.fixAll).

The fix-its are those `tokenc fix` applies (docs/diagnostics.md#fix-its): here deprecated-form (a pre-2025.10 hex
string colour, reported once legacyForms is "warn") and misspelled-type.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as T

from support import TOKENS, apply_edits, copy_project, path_of, tokenc, uri, validate

CORE_COLOR = Path("core/color.tokens.json")
MOTION = Path("core/motion.tokens.json")

LEGACY = [
    (CORE_COLOR, '"$value": {"colorSpace": "srgb", "components": [0.9529, 0.9529, 0.9529], "alpha": 1, "hex": "#f3f3f3"}',
     '"$value": "#f3f3f3"'),
    (CORE_COLOR, '"$value": {"colorSpace": "srgb", "components": [0.9059, 0.9059, 0.9059], "alpha": 1, "hex": "#e7e7e7"}',
     '"$value": "#e7e7e7"'),
    (MOTION, '"$type": "duration"', '"$type": "durations"'),
    (Path("tokenc.json"), '"output": "../Output",', '"output": "../Output",\n  "legacyForms": "warn",'),
]


def legacy_copy(dest: Path) -> Path:
    root = copy_project(TOKENS, dest)
    for rel, old, new in LEGACY:
        text = (root / rel).read_text()
        assert old in text
        (root / rel).write_text(text.replace(old, new, 1))
    return root


@pytest.fixture
def legacy(tmp_path) -> Path:
    return legacy_copy(tmp_path / "Tokens")


def fixed_by_cli(tmp_path: Path, rel: Path) -> str:
    """The file as `tokenc fix` leaves it, in another copy."""
    root = legacy_copy(tmp_path / "cli")
    run = tokenc("fix", "--config", "tokenc.json", cwd=root)
    assert run.returncode == 0, run.stderr
    return (root / rel).read_text()


def within(inner: T.Range, outer: T.Range) -> bool:
    key = lambda p: (p.line, p.character)
    return key(outer.start) <= key(inner.start) <= key(inner.end) <= key(outer.end)


def single_file_edit(action: T.CodeAction, path: Path) -> list[T.TextEdit]:
    assert [path_of(u) for u in action.edit.changes] == [path]
    return list(action.edit.changes[uri(path)])


async def test_quick_fix_removes_its_diagnostic(legacy, tmp_path, launch):
    editor = await launch(legacy)
    core = legacy / CORE_COLOR
    text = editor.open(core)
    found = await editor.diagnostics(core, until=lambda ds: len(ds) == 2)
    assert [d.code for d in found] == ["deprecated-form", "deprecated-form"]
    first = found[0]
    assert first.message.startswith('color "#f3f3f3" uses the pre-2025.10 hex string form; write ')

    actions = await editor.code_actions(core, first.range, [first])
    quick = [a for a in actions if a.kind == T.CodeActionKind.QuickFix]
    [fix] = quick
    literal = '{"colorSpace": "srgb", "components": [0.9529411764705882, 0.9529411764705882, 0.9529411764705882], "hex": "#f3f3f3"}'
    assert fix.title == f"write {literal}"
    assert fix.is_preferred is True
    assert list(fix.diagnostics) == [first]
    # One edit inside the finding's range (the value), writing the 2025.10 colour object.
    [change] = single_file_edit(fix, core)
    assert within(change.range, first.range)
    assert apply_edits(text, [change]).splitlines()[first.range.start.line] == \
        text.splitlines()[first.range.start.line].replace('"#f3f3f3"', literal)
    # The fix is what `tokenc fix` writes for that value.
    fixed = apply_edits(text, fix.edit.changes[uri(core)])
    assert fixed.splitlines()[first.range.start.line] == fixed_by_cli(tmp_path, CORE_COLOR).splitlines()[first.range.start.line]

    editor.set_text(core, fixed)
    [left] = await editor.diagnostics(core)
    assert left.message.startswith('color "#e7e7e7" uses the pre-2025.10 hex string form')


async def test_fix_all_in_file_is_what_tokenc_fix_writes(legacy, tmp_path, launch):
    editor = await launch(legacy)
    core = legacy / CORE_COLOR
    text = editor.open(core)
    found = await editor.diagnostics(core, until=lambda ds: len(ds) == 2)
    everything = T.Range(start=T.Position(line=0, character=0), end=T.Position(line=len(text.splitlines()), character=0))

    [fix_all] = await editor.code_actions(core, everything, found, only=[T.CodeActionKind.SourceFixAll])
    assert fix_all.kind == T.CodeActionKind.SourceFixAll
    assert fix_all.title == "Fix all in color.tokens.json (2 fixes)"
    fixed = apply_edits(text, single_file_edit(fix_all, core))
    assert fixed == fixed_by_cli(tmp_path, CORE_COLOR)

    editor.set_text(core, fixed)
    assert await editor.diagnostics(core) == []


async def test_only_quick_fixes_when_asked_and_none_away_from_findings(legacy, launch):
    editor = await launch(legacy)
    core = legacy / CORE_COLOR
    editor.open(core)
    found = await editor.diagnostics(core, until=lambda ds: len(ds) == 2)
    actions = await editor.code_actions(core, found[1].range, [found[1]], only=[T.CodeActionKind.QuickFix])
    assert [(a.kind, a.title.split(":")[0][:6]) for a in actions] == [(T.CodeActionKind.QuickFix, "write ")]
    # On line 1 (no finding there): only "fix all".
    actions = await editor.code_actions(core, T.Range(start=T.Position(line=1, character=2), end=T.Position(line=1, character=2)))
    assert [a.kind for a in actions] == [T.CodeActionKind.SourceFixAll]


async def test_misspelled_type_fix_applied_on_disk_validates(legacy, launch):
    editor = await launch(legacy)
    motion = legacy / MOTION
    text = editor.open(motion)
    [finding] = await editor.diagnostics(motion)
    assert (finding.code, finding.message) == (
        "misspelled-type", '$type "durations" is not a DTCG 2025.10 type; did you mean "duration"? Read as duration')
    [fix, fix_all] = await editor.code_actions(motion, finding.range, [finding])
    assert (fix.title, fix.kind, fix_all.kind) == ('write "duration"', T.CodeActionKind.QuickFix, T.CodeActionKind.SourceFixAll)
    [change] = single_file_edit(fix, motion)
    assert within(change.range, finding.range)  # the smallest edit: the "s" goes
    fixed = apply_edits(text, [change])
    assert fixed == text.replace('"$type": "durations"', '"$type": "duration"')

    editor.set_text(motion, fixed)
    assert await editor.diagnostics(motion) == []
    motion.write_text(fixed)
    assert [d["code"] for d in validate("--config", "tokenc.json", cwd=legacy)["diagnostics"]] == ["deprecated-form"] * 2
