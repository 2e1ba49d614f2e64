"""The README's "When the API adds an event", step by step, on a copy of the project.

The document gets an event the catalog lacks (``response.apply_patch_call_operation_diff.delta``,
seen in tests/fixtures/apply-patch-diff-gpt-5-1.sse); then: sync finds it, sync --write
drafts it, the reviewer writes its description and accumulate rule, generate renders
it, diff shows it, and the copy's package parses and accumulates the recorded stream.
The copy's package is imported in a subprocess, never next to the real one.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from .conftest import FIXTURES, ROOT
from .spec_project import add_event

DOCUMENT = ROOT.parent / "shared" / "openapi" / "openapi.json"
LITERAL = "response.apply_patch_call_operation_diff.delta"
SCHEMA = "ResponseApplyPatchCallOperationDiffDeltaEvent"
RULE = 'accumulate: {rule: append_delta, target: "item.diff"}'
DESCRIPTION = "A piece of the diff of an apply_patch call's operation."

pytestmark = pytest.mark.skipif(not DOCUMENT.is_file(), reason="../shared/openapi/openapi.json is not here")


def _codegen(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "codegen", "--root", str(project), *args], cwd=project,
                          capture_output=True, text=True, check=False)


def _document_with_the_new_event(path: Path) -> Path:
    document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    add_event(document, SCHEMA, LITERAL, {
        "item_id": {"type": "string"}, "output_index": {"type": "integer"},
        "delta": {"type": "string"}, "obfuscation": {"type": "string"},
    }, ["item_id", "output_index", "delta"])
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _review(catalog: Path) -> None:
    """What the reviewer does: write the description, give the rule, drop the drafting comment."""
    lines = catalog.read_text(encoding="utf-8").splitlines(keepends=True)
    start = lines.index(f"  {LITERAL}:\n")
    entry = lines[start:]
    end = next((i for i, line in enumerate(entry[1:], 1) if not line.startswith("    ")), len(entry))
    reviewed = [line for line in entry[:end] if not line.startswith("    #")]
    reviewed = [f"    description: {DESCRIPTION}\n    {RULE}\n" if line.startswith("    description:")
                else line for line in reviewed]
    catalog.write_text("".join(lines[:start] + reviewed + entry[end:]), encoding="utf-8")


def test_the_walkthrough_from_a_new_event_in_the_document_to_a_tested_package(tmp_path: Path) -> None:
    project = tmp_path / "project"
    for part in ("spec", "templates", "codegen"):
        shutil.copytree(ROOT / part, project / part, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(project / "spec", tmp_path / "before")
    document = str(_document_with_the_new_event(tmp_path / "openapi.json"))

    found = _codegen(project, "sync", "--openapi", document)  # 1. sync finds it
    assert found.returncode == 1, found.stderr
    assert f"{LITERAL}: in the document as `{SCHEMA}`, not in the catalog  [--write]" in found.stdout

    written = _codegen(project, "sync", "--openapi", document, "--write")  # 2. write drafts it
    assert written.returncode == 0, written.stdout + written.stderr
    assert "No unexplained difference remains." in written.stdout
    assert "TODO(reviewer): describe the event" in (project / "spec" / "events.yaml").read_text()

    _review(project / "spec" / "events.yaml")  # 3. the reviewer's part
    generated = _codegen(project, "generate")  # 4. generate
    assert generated.returncode == 0, generated.stderr
    assert _codegen(project, "check").returncode == 0
    docs = (project / "docs" / "EVENTS.md").read_text(encoding="utf-8")
    section = docs[docs.index(f"### {LITERAL}\n"):]
    assert f"Class `{SCHEMA}` · accumulate: `append_delta` → `item.diff`" in section
    assert DESCRIPTION in section and f"](#{LITERAL.replace('.', '')})" in docs

    diff = _codegen(project, "diff", str(tmp_path / "before"))  # 5. diff ...
    assert diff.returncode == 0, diff.stdout + diff.stderr
    assert f"- non-breaking · `{LITERAL}`: added as `{SCHEMA}` (category `apply_patch`)" in diff.stdout
    assert f"- non-breaking · `{LITERAL}`: rule added: `append_delta` → `item.diff`" in diff.stdout
    assert "| `generated/responses_stream/events.py` | changed |" in diff.stdout
    assert f"Public names added: `{SCHEMA}`." in diff.stdout

    check = subprocess.run(  # ... and test: the copy's package on the recorded stream
        [sys.executable, "-c", textwrap.dedent(ACCUMULATE).replace("GENERATED", str(project / "generated"))],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(project / "generated")},
        capture_output=True, text=True, check=False)
    assert check.returncode == 0, check.stderr
    assert check.stdout.split() == ["32", "ok"]


ACCUMULATE = f"""
    import json, sys
    import responses_stream as rs

    assert rs.__file__.startswith("GENERATED"), rs.__file__  # the copy, not the project's package
    payloads = [line[len("data: "):] for line in open({str(FIXTURES / 'apply-patch-diff-gpt-5-1.sse')!r})
                if line.startswith("data: ")]
    events = [rs.parse_event(p) for p in payloads]
    deltas = [e for e in events if e.type == {LITERAL!r}]
    assert all(type(e).__name__ == {SCHEMA!r} and e.problems == () for e in deltas)
    assert rs.EVENT_TYPES[{LITERAL!r}].__name__ == {SCHEMA!r}
    print(len(deltas))
    accumulator_class = getattr(rs, "ResponseAccumulator", None)
    if accumulator_class is None:  # before the accumulator: the dispatch row is all there is
        assert {LITERAL!r} in rs._dispatch.DISPATCH
    else:
        accumulator = accumulator_class()
        for event in events[: events.index(deltas[-1]) + 1]:
            accumulator.handle(event)
        item = accumulator.item(0)
        diff = item.get("diff") if isinstance(item, dict) else getattr(item, "diff")
        assert diff == "".join(e.delta for e in deltas), diff
    print("ok")
"""
