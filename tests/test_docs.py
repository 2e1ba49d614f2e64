"""docs/EVENTS.md: the catalog as documentation, written by ``generate``, compared by ``check``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from codegen.docs import accumulate_text, cell, docs_ir, render_docs
from codegen.generate import Project
from codegen.spec_model import AccumulateSpec, load_catalog

from .conftest import RERECORD, ROOT, UPDATE_GOLDEN
from .spec_project import run_codegen, small_project

HEADING = re.compile(r"^(#{2,3}) (.+)$", re.MULTILINE)
LINK = re.compile(r"\]\(#([^)]+)\)")


def _rendered() -> str:
    return render_docs(Project(ROOT))["EVENTS.md"].decode("utf-8")


def _github_anchor(heading: str) -> str:
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_docs_on_disk_are_what_generate_writes() -> None:
    path = ROOT / "docs" / "EVENTS.md"
    if UPDATE_GOLDEN:
        path.parent.mkdir(exist_ok=True)
        path.write_text(_rendered(), encoding="utf-8")
    assert path.is_file() and path.read_text(encoding="utf-8") == _rendered(), (
        f"docs/EVENTS.md is stale; run `make generate` (or {RERECORD})")


def test_every_event_is_under_its_category_in_catalog_order() -> None:
    catalog = load_catalog(ROOT / "spec" / "events.yaml", "spec/events.yaml")
    headings = [(level, text) for level, text in HEADING.findall(_rendered())]
    sections = [text for level, text in headings if level == "##"]
    assert sections == ["Contents", "Fields every event has", *catalog.categories]
    current, seen = None, []
    for level, text in headings:
        if level == "##":
            current = text
        else:
            seen.append(text)
            assert catalog.events[text].category == current, text
    expected = [lit for name in catalog.categories for lit, e in catalog.events.items() if e.category == name]
    assert seen == expected


def test_every_contents_link_points_at_a_heading() -> None:
    text = _rendered()
    anchors = {_github_anchor(heading) for _, heading in HEADING.findall(text)}
    links = LINK.findall(text)
    catalog = load_catalog(ROOT / "spec" / "events.yaml", "spec/events.yaml")
    assert len(links) == 1 + len(catalog.categories) + len(catalog.events)
    assert set(links) <= anchors


def test_an_event_shows_class_rule_fields_and_what_differs() -> None:
    text = _rendered()
    section = text[text.index("### response.output_text.delta\n"):]
    section = section[: section.index("\n### ", 1)]
    assert "Class `ResponseTextDeltaEvent`" in section
    assert "accumulate: `append_delta` → `content.text`" in section
    assert "| `delta` | `str` | yes | Text to append. |" in section
    assert ("| `logprobs` | `list[ResponseLogProb]` | no | Log probabilities of the tokens, when "
            "requested. *Differs from the OpenAPI document: March 2025 streams") in section
    assert "| `sequence_number` | `int` | no |" in text[: text.index("## lifecycle")]
    assert "OpenAPI: not in the document" in text[text.index("### response.compaction.compacting"):]


def test_cells_and_rules_are_printed_safely() -> None:
    assert cell("a | b\n  c") == "a \\| b c"
    assert accumulate_text(None) == "none"
    assert accumulate_text(AccumulateSpec(rule="nothing")) == "`nothing`"
    parsed = AccumulateSpec.model_validate({"rule": "replace_value", "target": "content.text:text",
                                            "parsed": True})
    assert accumulate_text(parsed) == "`replace_value` → `content.text:text` (parsed)"


def test_repeated_headings_get_numbered_anchors() -> None:
    catalog = load_catalog(ROOT / "spec" / "events.yaml", "spec/events.yaml")
    clash = catalog.model_copy(update={"categories": {**catalog.categories, "error": "Clash."}})
    docs = docs_ir(clash)
    anchors = [docs.common_anchor] + [c.anchor for c in docs.categories] + [
        e.anchor for c in docs.categories for e in c.events]
    assert len(anchors) == len(set(anchors))
    assert "error" in anchors and "error-1" in anchors


def test_check_fails_on_stale_docs_and_generate_leaves_other_docs_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    project = small_project(tmp_path)
    (project / "docs").mkdir()
    (project / "docs" / "GUIDE.md").write_text("hand-written\n", encoding="utf-8")
    assert run_codegen(capsys, "--root", str(project), "generate")[0] == 0
    assert (project / "docs" / "GUIDE.md").read_text(encoding="utf-8") == "hand-written\n"
    events = project / "docs" / "EVENTS.md"
    assert "### response.audio.transcript.done" in events.read_text(encoding="utf-8")
    assert run_codegen(capsys, "--root", str(project), "check")[0] == 0
    events.write_text(events.read_text(encoding="utf-8").replace("Text to append.", "Text."),
                      encoding="utf-8")
    status, out, _ = run_codegen(capsys, "--root", str(project), "check")
    assert status == 1
    assert "docs/EVENTS.md (generated)" in out and "+| `delta` | `str` | yes | Text to append. |" in out
    events.unlink()
    assert run_codegen(capsys, "--root", str(project), "check")[0] == 1
