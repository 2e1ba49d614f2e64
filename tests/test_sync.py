"""``python -m codegen sync``: the catalog against the OpenAPI document, and ``--write``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from codegen.draft import REVIEW_MARKER, infer_category, yaml_scalar
from codegen.generate import Project, load_ir
from codegen.spec_model import load_catalog
from codegen.sync import compare, load_inputs, read_openapi
from codegen.yaml_edit import Edit, apply_edits

from .conftest import ROOT
from .spec_project import add_event, excerpt, run_codegen, schemas, small_project, write_document

REAL_DOCUMENT = ROOT.parent / "shared" / "openapi" / "openapi.json"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return small_project(tmp_path / "project")


def _sync(capsys: pytest.CaptureFixture[str], project: Path, document: dict[str, object],
          *extra: str) -> tuple[int, str]:
    path = write_document(document, project.parent / "openapi.json")
    status, out, err = run_codegen(capsys, "--root", str(project), "sync", "--openapi", str(path), *extra)
    assert not err, err
    return status, out


def _unexplained(project: Path, document: dict[str, object]) -> list[str]:
    result = compare(load_inputs(Project(project), document))
    return [f"{d.subject}: {d.text}" for d in result.unexplained]


# -- the report ---------------------------------------------------------------------------------

def test_a_catalog_in_step_with_the_document_passes_and_lists_what_differs_on_purpose(
    capsys: pytest.CaptureFixture[str], project: Path
) -> None:
    status, out = _sync(capsys, project, excerpt())
    assert status == 0, out
    assert "No unexplained difference." in out
    assert "Explained by `differs` (4)" in out
    assert "common field `sequence_number`: field `sequence_number` is optional in the catalog, " \
           "required in the document (5 of 5 events)" in out
    assert "response.audio.transcript.done: in the catalog, not in the document" in out


def test_an_event_only_the_document_has_is_reported_with_its_fields(
    capsys: pytest.CaptureFixture[str], project: Path
) -> None:
    document = excerpt()
    add_event(document, "ResponseRefusalDeltaEvent", "response.refusal.delta",
              {"item_id": {"type": "string"}, "delta": {"type": "string"}}, ["item_id", "delta"])
    status, out = _sync(capsys, project, document)
    assert status == 1
    assert ("response.refusal.delta: in the document as `ResponseRefusalDeltaEvent`, "
            "not in the catalog  [--write]") in out
    assert "delta: `str`, required" in out
    assert "`python -m codegen sync --write` adds the missing events" in out


def test_every_kind_of_field_difference_is_found(project: Path) -> None:
    document = excerpt()
    delta = schemas(document)["ResponseTextDeltaEvent"]
    delta["properties"]["obfuscation"] = {"type": "string"}          # added
    del delta["properties"]["content_index"]                        # removed
    delta["required"].remove("content_index")
    delta["properties"]["item_id"] = {"type": "integer"}            # retyped
    delta["required"].remove("delta")                               # made optional
    failed = schemas(document)["ResponseMCPCallFailedEvent"]
    failed["properties"]["item_id"] = {"anyOf": [{"type": "string"}, {"type": "null"}]}  # nullable
    assert sorted(_unexplained(project, document)) == [
        "response.mcp_call.failed: field `item_id` is `str` in the catalog, `str | null` in the document",
        "response.output_text.delta: field `content_index` (`int`, required) is in the catalog, "
        "not in the document",
        "response.output_text.delta: field `delta` is required in the catalog, optional in the document",
        "response.output_text.delta: field `item_id` is `str` in the catalog, `int` in the document",
        "response.output_text.delta: field `obfuscation` (`str`, optional) is in the document, "
        "not in the catalog",
    ]


def test_a_field_differs_explains_only_that_field(project: Path) -> None:
    document = excerpt()
    call = schemas(document)["ResponseFunctionCallArgumentsDoneEvent"]
    call["properties"]["name"] = {"type": "integer"}  # `name` has differs: explained
    call["properties"]["arguments"] = {"type": "integer"}  # `arguments` has none
    assert _unexplained(project, document) == [
        "response.function_call_arguments.done: field `arguments` is `str` in the catalog, "
        "`int` in the document",
    ]
    explained = [d for d in compare(load_inputs(Project(project), document)).differences
                 if d.explained and "`name`" in d.text]
    assert [d.text for d in explained] == [
        "field `name` is `str` in the catalog, `int` in the document",
        "field `name` is optional in the catalog, required in the document",
    ]


def test_an_event_the_document_dropped_is_unexplained_even_with_differs(project: Path) -> None:
    document = excerpt()
    schemas(document)["ResponseStreamEvent"]["anyOf"].remove(
        {"$ref": "#/components/schemas/ResponseAudioDoneEvent"})
    catalog = project / "spec" / "events.yaml"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace(
        "    openapi: ResponseAudioDoneEvent\n",
        "    openapi: ResponseAudioDoneEvent\n    differs: Some reason about something else.\n"),
        encoding="utf-8")
    assert _unexplained(project, document) == [
        "response.audio.done: `openapi: ResponseAudioDoneEvent` is not a member of ResponseStreamEvent",
    ]


def test_events_match_by_type_literal_when_the_catalog_has_no_openapi_key(project: Path) -> None:
    document = excerpt()
    add_event(document, "ResponseAudioTranscriptDoneEvent", "response.audio.transcript.done", {}, [])
    assert _unexplained(project, document) == [
        "response.audio.transcript.done: the document has this type as "
        "`ResponseAudioTranscriptDoneEvent`; the catalog has no `openapi:` key for it",
    ]


def test_a_renamed_schema_and_a_changed_literal_are_reported(project: Path) -> None:
    document = excerpt()
    union = schemas(document)["ResponseStreamEvent"]["anyOf"]
    schemas(document)["ResponseMcpCallFailedEvent"] = schemas(document).pop("ResponseMCPCallFailedEvent")
    union[union.index({"$ref": "#/components/schemas/ResponseMCPCallFailedEvent"})] = {
        "$ref": "#/components/schemas/ResponseMcpCallFailedEvent"}
    schemas(document)["ResponseAudioDoneEvent"]["properties"]["type"]["enum"] = ["response.audio.finished"]
    assert _unexplained(project, document) == [
        "response.mcp_call.failed: `openapi: ResponseMCPCallFailedEvent` is not a member of "
        "ResponseStreamEvent; the document has this type as `ResponseMcpCallFailedEvent`",
        "response.audio.done: `ResponseAudioDoneEvent` has type `response.audio.finished` in the document",
    ]


def test_nested_schema_changes_are_reported_against_a_fresh_extraction(project: Path) -> None:
    document = excerpt()
    schemas(document)["OutputTextContent"]["properties"]["phase"] = {"type": "string"}
    schemas(document)["OutputItem"]["anyOf"].append({"$ref": "#/components/schemas/CodeDiffChunk"})
    del schemas(document)["ResponseError"]["properties"]["code"]
    schemas(document)["ResponseError"]["required"].remove("code")
    assert _unexplained(project, document) == [
        "CodeDiffChunk: schema added",
        "OutputItem: variant `CodeDiffChunk` added",
        "OutputTextContent: property `phase` added (optional)",
        "ResponseError: property `code` removed",
    ]


def test_an_unreadable_document_is_a_problem_with_exit_status_2(
    capsys: pytest.CaptureFixture[str], project: Path
) -> None:
    status, out, err = run_codegen(capsys, "--root", str(project), "sync", "--openapi",
                                   str(project / "missing.json"))
    assert status == 2 and "cannot read the OpenAPI document" in err


# -- --write ------------------------------------------------------------------------------------

def _document_with_news() -> dict[str, object]:
    """An event of a known family, one of a new family naming a new payload, and new fields."""
    document = excerpt()
    add_event(document, "ResponseMCPCallArgumentsDeltaEvent", "response.mcp_call_arguments.delta",
              {"item_id": {"type": "string"}, "output_index": {"type": "integer"},
               "delta": {"type": "string"}, "obfuscation": {"type": "string"}},
              ["item_id", "output_index", "delta"])
    add_event(document, "ResponseCodeDiffDeltaEvent", "response.code_diff.delta",
              {"output_index": {"type": "integer"},
               "chunk": {"$ref": "#/components/schemas/CodeDiffChunk"}}, ["output_index", "chunk"])
    schemas(document)["ResponseAudioDoneEvent"]["properties"]["item_id"] = {"type": "string"}
    schemas(document)["ResponseTextDeltaEvent"]["properties"]["obfuscation"] = {
        "anyOf": [{"type": "string"}, {"type": "null"}]}
    return document


def test_write_adds_events_fields_category_and_payload_root_then_sync_passes(
    capsys: pytest.CaptureFixture[str], project: Path
) -> None:
    before = (project / "spec" / "events.yaml").read_text(encoding="utf-8")
    status, out = _sync(capsys, project, _document_with_news(), "--write")
    assert status == 0, out
    assert "wrote spec/events.yaml, spec/payloads.yaml, spec/payloads.schema.json" in out
    assert "No unexplained difference remains." in out

    catalog = load_catalog(project / "spec" / "events.yaml", "spec/events.yaml")
    mcp = catalog.events["response.mcp_call_arguments.delta"]
    assert (mcp.class_, mcp.category, mcp.openapi) == (
        "ResponseMCPCallArgumentsDeltaEvent", "mcp", "ResponseMCPCallArgumentsDeltaEvent")
    assert REVIEW_MARKER in mcp.description
    assert {n: (f.type, f.required) for n, f in mcp.fields.items()} == {
        "delta": ("str", True), "item_id": ("str", True), "obfuscation": ("str", False),
        "output_index": ("int", True)}
    assert mcp.fields["item_id"].description == "Id of the output item this event belongs to."
    assert REVIEW_MARKER in mcp.fields["obfuscation"].description
    diff_event = catalog.events["response.code_diff.delta"]
    assert diff_event.category == "code_diff" and REVIEW_MARKER in catalog.categories["code_diff"]
    assert diff_event.fields["chunk"].type == "CodeDiffChunk"
    audio = catalog.events["response.audio.done"].fields["item_id"]
    assert (audio.type, audio.required) == ("str", False)
    obfuscation = catalog.events["response.output_text.delta"].fields["obfuscation"]
    assert (obfuscation.required, obfuscation.nullable) == (False, True)

    assert "  - CodeDiffChunk\n  - OutputItem\n" in (project / "spec" / "payloads.yaml").read_text()
    assert "CodeDiffChunk" in json.loads((project / "spec" / "payloads.schema.json").read_text())["$defs"]
    load_ir(Project(project))  # what `make generate` validates

    after = (project / "spec" / "events.yaml").read_text(encoding="utf-8")
    kept = iter(after.splitlines())
    before = before.replace("    fields: {}\n", "    fields:\n", 1)  # response.audio.done got a field
    assert all(line in kept for line in before.splitlines()), "an existing line was lost or moved"
    new_lines = after.count("\n") - before.count("\n")
    assert new_lines > 30
    mcp_at = after.index("  response.mcp_call_arguments.delta:")
    assert after.index("  response.mcp_call.failed:") < mcp_at < after.index("  response.audio.done:")


def test_write_twice_changes_nothing_the_second_time(
    capsys: pytest.CaptureFixture[str], project: Path
) -> None:
    document = _document_with_news()
    assert _sync(capsys, project, document, "--write")[0] == 0
    spec = {p.name: p.read_bytes() for p in (project / "spec").iterdir()}
    status, out = _sync(capsys, project, document, "--write")
    assert status == 0 and "wrote" not in out
    assert spec == {p.name: p.read_bytes() for p in (project / "spec").iterdir()}
    assert ('Still marked TODO(reviewer) (4): categories.code_diff, events["response.output_text.delta"], '
            'events["response.mcp_call_arguments.delta"], events["response.code_diff.delta"]') in out


def test_write_never_deletes_what_the_catalog_has(capsys: pytest.CaptureFixture[str], project: Path) -> None:
    document = _document_with_news()
    schemas(document)["ResponseStreamEvent"]["anyOf"].remove(
        {"$ref": "#/components/schemas/ResponseAudioDoneEvent"})
    del schemas(document)["ResponseMCPCallFailedEvent"]["properties"]["item_id"]
    status, out = _sync(capsys, project, document, "--write")
    assert status == 1
    assert "2 unexplained difference(s) remain." in out
    catalog = load_catalog(project / "spec" / "events.yaml", "spec/events.yaml")
    assert "response.audio.done" in catalog.events
    assert "item_id" in catalog.events["response.mcp_call.failed"].fields


def test_write_stops_before_writing_when_the_result_would_not_generate(
    capsys: pytest.CaptureFixture[str], project: Path
) -> None:
    document = excerpt()
    add_event(document, "ResponseCreatedEvent2", "response.created.again",
              {"type_": {"type": "string"}}, [])
    catalog = project / "spec" / "events.yaml"
    catalog.write_text(catalog.read_text().replace("class: ResponseAudioDoneEvent",
                                                   "class: ResponseCreatedEvent2"))
    spec = {p.name: p.read_bytes() for p in (project / "spec").iterdir()}
    path = write_document(document, project.parent / "openapi.json")
    status, _, err = run_codegen(capsys, "--root", str(project), "sync", "--openapi", str(path), "--write")
    assert status == 2
    assert "duplicate class name 'ResponseCreatedEvent2'" in err and "nothing was written" in err
    assert spec == {p.name: p.read_bytes() for p in (project / "spec").iterdir()}


# -- drafting -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("literal", "expected"), [
    ("response.mcp_call_arguments.delta", ("mcp", False)),
    ("response.code_interpreter_call_code.delta", ("code_interpreter", False)),
    ("response.output_text.annotation.added", ("text", False)),
    ("response.reasoning_summary_part.added", ("reasoning", False)),
    ("response.apply_patch_call_operation_diff.delta", ("apply_patch", True)),
    ("response.output_audio.delta", ("output_audio", True)),  # `output` is text and structure
])
def test_the_category_comes_from_events_with_the_same_prefix(literal: str, expected: tuple[str, bool]) -> None:
    catalog = load_catalog(ROOT / "spec" / "events.yaml", "spec/events.yaml")
    assert infer_category(literal, catalog) == expected


@pytest.mark.parametrize("text", [
    "plain words", "TODO(reviewer): describe", "yes", "12", "- dash", "a # not a comment",
    "'quoted'", 'say "hi"', "trailing ", "list[Response]", "{braces}", "x: y", "naïve",
])
def test_yaml_scalars_read_back_as_written(text: str) -> None:
    assert yaml.safe_load(f"key: {yaml_scalar(text)}") == {"key": text}


def test_edits_keep_their_order_at_one_offset_and_refuse_overlaps() -> None:
    text = "a\nb\n"
    assert apply_edits(text, [Edit(2, 2, "x\n"), Edit(2, 2, "y\n"), Edit(0, 1, "A")]) == "A\nx\ny\nb\n"
    assert apply_edits("a", [Edit(1, 1, "b\n")]) == "a\nb\n"
    with pytest.raises(ValueError, match="overlapping"):
        apply_edits(text, [Edit(0, 3, ""), Edit(1, 2, "")])


# -- the real document --------------------------------------------------------------------------

@pytest.mark.skipif(not REAL_DOCUMENT.is_file(), reason="../shared/openapi/openapi.json is not here")
def test_the_catalog_has_no_unexplained_difference_from_the_real_document() -> None:
    result = compare(load_inputs(Project(ROOT), read_openapi(REAL_DOCUMENT)))
    assert [f"{d.subject}: {d.text}" for d in result.unexplained] == []
    assert result.counts[0] >= 58 and not result.missing_events


def test_text_that_does_not_read_back_as_drafted_stops_the_write(tmp_path: Path) -> None:
    from codegen.draft import EventDraft, FieldDraft
    from codegen.problems import SpecError
    from codegen.sync_write import _check_read_back

    project = small_project(tmp_path / "project")
    draft = EventDraft("response.code_diff.delta", "ResponseCodeDiffDeltaEvent", "code_diff", True,
                       "ResponseCodeDiffDeltaEvent", (FieldDraft("chunk", "CodeDiffChunk", True, False, "x"),))
    field = FieldDraft("item_id", "str", False, False, "Id.")
    with pytest.raises(SpecError) as caught:
        _check_read_back(Project(project), "spec/events.yaml", [draft], {"response.audio.done": (field,)})
    assert [str(p) for p in caught.value.problems] == [
        "spec/events.yaml: sync --write stopped; nothing was written",
        'spec/events.yaml: events["response.audio.done"].fields.item_id: did not read back as drafted',
        'spec/events.yaml: events["response.code_diff.delta"]: did not read back as drafted',
        'spec/events.yaml: events["response.code_diff.delta"].fields.chunk: did not read back as drafted',
    ]
