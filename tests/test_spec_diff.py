"""``python -m codegen diff OLD NEW``: the spec change as Markdown, breaking changes marked."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from codegen.spec_diff import Change, spec_changes
from codegen.spec_model import CatalogSpec, load_catalog

from .spec_project import SMALL_SPEC, run_codegen, small_project

OLD = load_catalog(SMALL_SPEC / "events.yaml", "spec/events.yaml")
DEFS: dict[str, Any] = {
    "OutputItem": {"anyOf": [{"$ref": "#/$defs/OutputMessage"}]},
    "OutputMessage": {"type": "object", "title": "OutputMessage", "required": ["id"],
                      "properties": {"id": {"type": "string"}, "phase": {"type": "string"}}},
}


def _edited(text_edits: list[tuple[str, str]]) -> CatalogSpec:
    """The small catalog with its YAML text edited (each edit must apply)."""
    import tempfile

    text = (SMALL_SPEC / "events.yaml").read_text(encoding="utf-8")
    for old, new in text_edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "events.yaml"
        path.write_text(text, encoding="utf-8")
        return load_catalog(path, "spec/events.yaml")


def _lines(changes: list[Change]) -> list[str]:
    return [f"{'BREAKING' if c.breaking else 'ok'} {c.section} {c.subject}: {c.text}" for c in changes]


AUDIO_DONE = """    openapi: ResponseAudioDoneEvent
    accumulate: {rule: nothing}
    fields: {}
"""
LOGPROBS_FIELD = """      logprobs:
        type: list[ResponseLogProb]
        required: false
        description: Log probabilities of the tokens, when requested.
        differs: Early streams omit it.
"""


def test_additions_are_not_breaking() -> None:
    new = _edited([
        ("    fields: {}\n  response.audio.transcript.done:",
         "    fields:\n      item_id: {type: str, required: false, description: Id.}\n"
         "  response.audio.transcript.done:"),
        ("events:\n", "events:\n  response.audio.delta:\n    class: ResponseAudioDeltaEvent\n"
         "    category: sound\n    description: \"TODO(reviewer): describe\"\n"
         "    accumulate: {rule: append_delta, target: audio.data}\n"
         "    fields:\n      delta: {type: str, description: Audio.}\n"),
        ("categories:\n", "categories:\n  sound: Sound.\n"),
    ])
    new_defs = {**DEFS, "OutputItem": {"anyOf": [{"$ref": "#/$defs/OutputMessage"},
                                                 {"$ref": "#/$defs/Other"}]}, "Other": {"type": "string"}}
    assert _lines(spec_changes(OLD, new, DEFS, new_defs)) == [
        "ok events `response.audio.delta`: added as `ResponseAudioDeltaEvent` (category `sound`); "
        "still marked TODO(reviewer)",
        "ok fields `response.audio.done`: field `item_id` added (`str`, optional)",
        "ok accumulate rules `response.audio.delta`: rule added: `append_delta` → `audio.data`",
        "ok categories `sound`: added",
        "ok nested payloads `Other`: schema added",
        "ok nested payloads `OutputItem`: variant `Other` added",
    ]


def test_what_code_relies_on_is_breaking_when_it_changes() -> None:
    new = _edited([
        ("class: ResponseMcpCallFailedEvent", "class: ResponseMCPCallFailedEvent"),
        ("  response.audio.transcript.done:\n", "  response.audio.transcript.gone:\n"),
        ("      delta:\n        type: str\n", "      delta:\n        type: int\n        required: false\n"),
        ("      arguments:\n        type: str\n", "      arguments:\n        type: str\n        nullable: true\n"),
        ("    type: int\n    required: false\n    description: Position of the event",
         "    type: int\n    description: Position of the event"),
        ("      content_index:\n        type: int\n        description: Position of the content part "
         "inside the item.\n", ""),
        ("    accumulate: {rule: nothing}\n", ""),
        ('target: "item.status=failed"', 'target: "item.status=incomplete"'),
        ("    fields:\n      response:\n", "    fields:\n      extra: {type: str, description: New.}\n"
                                           "      response:\n"),
    ])
    new_defs = {"OutputMessage": {**DEFS["OutputMessage"], "required": ["id", "phase"],
                                  "properties": {"phase": {"type": "integer"}}}}
    assert _lines(spec_changes(OLD, new, DEFS, new_defs)) == [
        "BREAKING events `response.audio.transcript.done`: removed: `ResponseAudioTranscriptDoneEvent` "
        "is gone and the type now arrives as `UnknownEvent`",
        "ok events `response.audio.transcript.gone`: added as `ResponseAudioTranscriptDoneEvent` "
        "(category `audio`)",
        "BREAKING events `response.mcp_call.failed`: class renamed `ResponseMcpCallFailedEvent` → "
        "`ResponseMCPCallFailedEvent`",
        "BREAKING fields every event (common field): field `sequence_number` made required: events "
        "without it now fail validation",
        "BREAKING fields `response.created`: field `extra` added (`str`, required)",
        "BREAKING fields `response.function_call_arguments.done`: field `arguments` retyped `str` → "
        "`str | null`",
        "BREAKING fields `response.output_text.delta`: field `content_index` removed (was `int`, required)",
        "BREAKING fields `response.output_text.delta`: field `delta` retyped `str` → `int`",
        "BREAKING fields `response.output_text.delta`: field `delta` made optional: it may now be None",
        "BREAKING accumulate rules `response.audio.done`: rule removed (was `nothing`): the accumulator "
        "ignores it",
        "BREAKING accumulate rules `response.mcp_call.failed`: rule `set_status` → `item.status=failed` → "
        "`set_status` → `item.status=incomplete`",
        "BREAKING nested payloads `OutputItem`: schema removed",
        "BREAKING nested payloads `OutputMessage`: property `id` removed",
        "BREAKING nested payloads `OutputMessage`: property `phase` retyped",
        "BREAKING nested payloads `OutputMessage`: property `phase` made required",
    ]


def test_the_cli_compares_folders_prints_markdown_and_fails_on_breaking_changes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    project = small_project(tmp_path / "project")
    catalog = project / "spec" / "events.yaml"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace(
        AUDIO_DONE, AUDIO_DONE.replace("fields: {}", "fields:\n      item_id: {type: str, required: false, "
                                       "description: Id.}")), encoding="utf-8")
    status, out, err = run_codegen(capsys, "--root", str(project), "diff", str(SMALL_SPEC))
    assert status == 0, err
    assert out.startswith(f"## Spec changes: `{SMALL_SPEC}` → `working tree`\n")
    assert "No breaking change for code that uses the generated package; 1 non-breaking." in out
    assert "- non-breaking · `response.audio.done`: field `item_id` added (`str`, optional)" in out
    assert "| `generated/responses_stream/events.py` | changed | +2 −0 |" in out
    assert "| `docs/EVENTS.md` | changed |" in out

    status, out, _ = run_codegen(capsys, "--root", str(project), "diff", str(project), str(SMALL_SPEC))
    assert status == 1
    assert "**1 breaking change**" in out and "- **breaking** · `response.audio.done`" in out


def _git(repo: Path, *args: str) -> str:
    run = subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.com",
                          *args], capture_output=True, text=True, check=True)
    return run.stdout


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_side_can_be_a_git_revision(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    project = small_project(tmp_path / "project")
    _git(project, "init", "-q")
    _git(project, "add", "spec")  # the templates stay untracked: that side borrows them
    _git(project, "commit", "-q", "-m", "small catalog")
    catalog = project / "spec" / "events.yaml"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace(LOGPROBS_FIELD, ""), encoding="utf-8")
    status, out, err = run_codegen(capsys, "--root", str(project), "diff", "HEAD")
    assert status == 1, err
    assert "## Spec changes: `HEAD` → `working tree`" in out
    assert ("- **breaking** · `response.output_text.delta`: field `logprobs` removed "
            "(was `list[ResponseLogProb]`, optional)") in out
    assert "| `generated/responses_stream/events.py` | changed |" in out
    _git(project, "commit", "-q", "-am", "drop logprobs")
    status, out, _ = run_codegen(capsys, "--root", str(project), "diff", "HEAD~1", "HEAD")
    assert status == 1 and "field `logprobs` removed" in out
    status, out, _ = run_codegen(capsys, "--root", str(project), "diff", "HEAD", str(project))
    assert status == 0 and "No change to the catalog" in out and "No generated file changes." in out


def test_a_side_that_does_not_generate_still_gets_its_spec_changes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    project = small_project(tmp_path / "project")
    catalog = project / "spec" / "events.yaml"
    delta = "      delta:\n        type: str\n        description: Text to append.\n"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace(delta, ""), encoding="utf-8")
    status, out, _ = run_codegen(capsys, "--root", str(project), "diff", str(SMALL_SPEC))
    assert status == 1 and "field `delta` removed (was `str`, required)" in out
    assert ("Not compared: spec/events.yaml: events[\"response.output_text.delta\"].accumulate: "
            "rule 'append_delta' needs field 'delta'") in out


def test_a_side_that_is_neither_a_folder_nor_a_revision_is_a_problem(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    project = small_project(tmp_path / "project")
    status, _, err = run_codegen(capsys, "--root", str(project), "diff", "no-such-revision")
    assert status == 2 and "neither a folder holding events.yaml nor a git revision" in err
