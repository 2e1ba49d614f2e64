"""``python -m responses_stream inspect``: the report on every recorded fixture, and on broken streams."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from responses_stream._inspect import inspect_bytes, main

from .conftest import FIXTURES, ROOT, data_payloads

# What each fixture is known to get wrong (tests/fixtures/MANIFEST.md), as (kind, event type).
KNOWN_PROBLEMS: dict[str, set[tuple[str, str | None]]] = {
    "apply-patch-diff-gpt-5-1": {
        ("unknown_event", "response.apply_patch_call_operation_diff.delta"),
        ("unknown_event", "response.apply_patch_call_operation_diff.done"),
    },
    "azure-web-search-preview-no-completed": {
        ("not_finished", "response.web_search_call.in_progress"),
    },
    # not in the MANIFEST's notes, but its counts show it: no image_generation_call.completed
    "azure-image-generation-partial-image": {
        ("not_finished", "response.image_generation_call.in_progress"),
    },
    "mcp-list-tools-three-servers-missing-done": {
        ("item_not_done", "response.output_item.added"),
    },
    "function-call-gpt-4o-legacy-no-seq": {("missing_sequence_number", "response.created")},
    "text-gpt-4o-legacy-no-seq": {("missing_sequence_number", "response.created")},
}
TEXT = FIXTURES / "logprobs-text-gpt-4o-mini.sse"


def run(*argv: str, stdin: bytes = b"") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def report_json(*argv: str, stdin: bytes = b"") -> dict[str, Any]:
    status, out, _ = run("inspect", "--json", *argv, stdin=stdin)
    assert status == 0
    return json.loads(out)  # type: ignore[no-any-return]


def problem_kinds(report: dict[str, Any]) -> set[tuple[str, str | None]]:
    return {(p["kind"], p["event_type"]) for p in report["problems"]}


def blocks(body: bytes) -> list[bytes]:
    return [part + b"\n\n" for part in body.split(b"\n\n") if part]


# -- the recorded fixtures -----------------------------------------------------------------


def test_each_fixture_reports_exactly_its_known_problems(recorded: Path) -> None:
    report = report_json(str(recorded))
    expected = KNOWN_PROBLEMS.get(recorded.stem, set())
    assert problem_kinds(report) == expected, report["problems"]
    assert report["ok"] is (not expected)
    assert report["event_count"] == len(data_payloads(recorded))
    assert sum(entry["count"] for entry in report["timeline"]) == report["event_count"]


def test_strict_exit_status_follows_the_problems(recorded: Path) -> None:
    status, out, err = run("inspect", "--strict", str(recorded))
    assert status == (1 if recorded.stem in KNOWN_PROBLEMS else 0)
    assert err == ""
    assert ("No problems found." in out) is (recorded.stem not in KNOWN_PROBLEMS)
    assert run("inspect", str(recorded))[0] == 0  # problems alone do not fail without --strict


def test_every_fixture_fits_about_one_screen(recorded: Path) -> None:
    _, out, _ = run("inspect", str(recorded))
    lines = out.splitlines()
    assert len(lines) <= 70, recorded.stem
    assert max(map(len, lines)) <= 240


def test_the_quirks_are_named_precisely() -> None:
    missing = report_json(str(FIXTURES / "mcp-list-tools-three-servers-missing-done.sse"))
    assert [(p["sequence_number"], p["message"].split(" was")[0]) for p in missing["problems"]] == [
        (2, "output item [0] mcp_list_tools mcpl_034c5e93e2fa45ad006a2c2b74d53c819dbb0f25635141142d"),
        (4, "output item [1] mcp_list_tools mcpl_034c5e93e2fa45ad006a2c2b74d640819d9ec49d5fdfab8a5c"),
    ]
    assert [item["finished"] for item in missing["items"]] == [False, False, True, True]
    azure = report_json(str(FIXTURES / "azure-web-search-preview-no-completed.sse"))
    (problem,) = azure["problems"]
    assert problem["message"].endswith("never followed by response.web_search_call.completed")
    patch = report_json(str(FIXTURES / "apply-patch-diff-gpt-5-1.sse"))
    assert sorted(p["count"] for p in patch["problems"]) == [1, 32]
    legacy = report_json(str(FIXTURES / "text-gpt-4o-legacy-no-seq.sse"))
    assert legacy["problems"][0]["message"].startswith("15 of 15 events have no sequence_number")


def test_outcomes_are_reported_but_are_not_problems() -> None:
    failed = report_json(str(FIXTURES / "error-insufficient-quota-failed-gpt-5.sse"))
    assert failed["outcome"].startswith("failed (insufficient_quota: You exceeded your current quota")
    assert failed["terminal_event"] == "error" and failed["ok"]
    incomplete = report_json(str(FIXTURES / "incomplete-max-output-tokens-gpt-4o.sse"))
    assert incomplete["outcome"] == "incomplete (max_output_tokens)" and incomplete["ok"]
    openrouter = report_json(str(FIXTURES / "thirdparty-openrouter-gpt-oss-reasoning-text.sse"))
    assert openrouter["notes"] == ["the stream ends with `data: [DONE]` (third-party servers send it)"]
    resumed = report_json(str(FIXTURES / "background-resume-starting-after.sse"))
    assert resumed["notes"] == ["a resumed stream: it starts after sequence_number 0"]


# -- the report's content ------------------------------------------------------------------


def test_text_report_of_a_text_stream() -> None:
    _, out, _ = run("inspect", str(TEXT))
    assert out.splitlines()[:3] == [
        f"{TEXT}: 17 events, {TEXT.stat().st_size:,} bytes, sequence 0-16",
        "response resp_0ecff685e411ca7b0069e063569c7c819bbc74c80d853802e6 "
        "(gpt-4o-mini-2024-07-18): completed",
        "",
    ]
    assert "  4-13   response.output_text: delta ×9, done  [0] msg_0ecff685…" in out
    assert "      text: The capital of Minas Gerais is Belo Horizonte." in out
    assert out.endswith("No problems found.\n")


def test_items_give_their_final_text_in_full_in_json() -> None:
    items = report_json(str(FIXTURES / "phase-commentary-text-and-function-call-gpt-5-5.sse"))["items"]
    assert [item["type"] for item in items] == ["reasoning", "message", "function_call"]
    payloads = [json.loads(p) for p in data_payloads(FIXTURES / "phase-commentary-text-and-function-call-gpt-5-5.sse")]
    text = "".join(p["delta"] for p in payloads if p["type"] == "response.output_text.delta")
    arguments = "".join(p["delta"] for p in payloads if p["type"] == "response.function_call_arguments.delta")
    assert items[1]["fields"] == {"text": text}
    assert items[2]["fields"]["arguments"] == arguments and items[2]["fields"]["name"]
    reasoning = report_json(str(FIXTURES / "reasoning-summary-multipart-o3-mini.sse"))["items"][0]
    assert reasoning["fields"]["summary"].count("\n\n**") == 3  # four summary parts
    assert reasoning["fields"]["encrypted_content"] == "<440 chars>"


def test_long_texts_are_cut_in_the_text_report() -> None:
    _, out, _ = run("inspect", str(FIXTURES / "compaction-item-gpt-4-1.sse"))
    text_lines = out[out.index("Output") : out.index("No problems")].splitlines()
    assert any(line.strip().startswith("… (") and "chars in all)" in line for line in text_lines)
    assert len(text_lines) < 15
    assert "encrypted_content: <" in out


def test_runs_of_one_family_are_folded_per_item() -> None:
    _, out, _ = run("inspect", str(FIXTURES / "web-search-many-citations-gpt-5-mini.sse"))
    assert "  48-181   response.output_text: delta ×121, annotation.added ×12, done  [13] msg_…" in out
    assert "     5-7   response.web_search_call: in_progress, searching, completed   [1] ws_…" in out


def test_json_report_structure() -> None:
    report = report_json(str(FIXTURES / "function-call-reasoning-gpt-5.sse"))
    assert set(report) == {"source", "size", "event_count", "response_id", "model", "status", "outcome",
                           "terminal_event", "timeline", "items", "problems", "notes", "ok"}
    assert report["timeline"][5] == {
        "type": "response.function_call_arguments.delta", "first_sequence": 5, "last_sequence": 10,
        "first_position": 5, "last_position": 10, "count": 6, "output_index": 1,
        "item_id": "fc_0050471a34b36ae60068c97bf19d9c819590eaf42c0edc1042", "item_type": None, "flag": "",
    }
    assert set(report["items"][1]) == {"output_index", "type", "id", "status", "finished", "fields"}


# -- broken streams ------------------------------------------------------------------------


def test_a_truncated_stream() -> None:
    body = TEXT.read_bytes()
    cut = body[: body.index(b'"type":"response.output_text.done"') + 20]
    status, out, _ = run("inspect", "--strict", "-", stdin=cut)
    assert status == 1
    report = report_json("-", stdin=cut)
    assert problem_kinds(report) == {
        ("item_not_done", "response.output_item.added"),
        ("not_finished", "response.content_part.added"),
        ("not_finished", "response.output_text.delta"),
        ("truncated_event", None),
        ("no_terminal_event", None),
    }
    assert report["source"] == "<stdin>" and report["outcome"] is None
    assert report["items"][0]["finished"] is False
    assert "ends inside an event" in out


def test_cut_on_an_event_boundary_has_no_terminal_event_but_no_truncated_event() -> None:
    parts = blocks(TEXT.read_bytes())
    report = report_json("-", stdin=b"".join(parts[:-1]))
    assert ("no_terminal_event", None) in problem_kinds(report)
    assert ("truncated_event", None) not in problem_kinds(report)
    assert report["items"][0]["finished"] is True


def test_a_field_line_without_data_at_the_end_is_a_truncated_event() -> None:
    report = report_json("-", stdin=TEXT.read_bytes() + b"event: response.completed\n")
    assert [p["kind"] for p in report["problems"]] == ["truncated_event"]
    assert report_json("-", stdin=TEXT.read_bytes() + b": ping\n")["ok"]


def test_every_kind_of_event_problem() -> None:
    parts = blocks(TEXT.read_bytes())
    bad = [
        *parts[:6], parts[5],  # seq 0-5, then 5 again
        *parts[8:10],  # 8, 9: a gap
        b'data: {"type":"response.output_text.delta","item_id":"x","output_index":"zero",'
        b'"content_index":0,"delta":"!","sequence_number":10,"logprobs":[]}\n\n',
        b"data: {oops\n\n",
        b'event: response.other\ndata: {"type":"response.output_text.delta","sequence_number":11}\n\n',
        b'data: {"type":"response.brand_new","sequence_number":12}\n\n',
        *parts[13:],
        b'data: {"type":"response.in_progress","sequence_number":99}\n\n',
        b"data: \xff\n\n",
    ]
    report = report_json("-", stdin=b"".join(bad))
    kinds = {p["kind"] for p in report["problems"]}
    assert kinds >= {"duplicate", "sequence_gap", "invalid_field", "missing_field", "not_json",
                     "event_name_mismatch", "unknown_event", "after_end", "invalid_utf8"}
    missing = {p["message"] for p in report["problems"] if p["kind"] == "missing_field"}
    assert {"delta: Field required", "item_id: Field required"} <= missing
    flags = {e["first_sequence"]: e["flag"] for e in report["timeline"]}
    assert flags[10] == flags[11] == "!" and flags[12] == "?"
    positions = [p["position"] for p in report["problems"] if p["position"] is not None]
    assert positions == sorted(positions)  # in stream order


def test_an_error_event_ends_a_stream() -> None:
    parts = blocks((FIXTURES / "error-insufficient-quota-failed-gpt-5.sse").read_bytes())
    report = report_json("-", stdin=b"".join(parts[:3]))  # without the response.failed after it
    assert report["ok"] and report["outcome"].startswith("failed (insufficient_quota")
    assert not report_json("-", stdin=b"".join(parts[:2]))["ok"]


def test_not_a_stream_at_all() -> None:
    report = report_json("-", stdin=b'{"object": "response"}\n')
    assert {p["kind"] for p in report["problems"]} == {"no_events", "truncated_event"}
    assert report_json("-", stdin=b"")["problems"][0]["kind"] == "no_events"


def test_crlf_stream_reads_like_lf() -> None:
    body = TEXT.read_bytes()
    lf, crlf = inspect_bytes(body), inspect_bytes(body.replace(b"\n", b"\r\n"))
    assert lf.as_json()["timeline"] == crlf.as_json()["timeline"]
    assert crlf.ok


# -- the command line ----------------------------------------------------------------------


def test_unreadable_input_exits_2(tmp_path: Path) -> None:
    status, out, err = run("inspect", str(tmp_path / "missing.sse"))
    assert (status, out) == (2, "")
    assert "cannot read" in err and "missing.sse" in err
    assert run("inspect", str(tmp_path))[0] == 2  # a directory


def test_usage_errors_exit_2() -> None:
    assert run()[0] == 2
    assert run("inspect")[0] == 2
    assert run("frobnicate", "x")[0] == 2


def test_python_dash_m_in_a_subprocess() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generated"), "PYTHONIOENCODING": "utf-8"}
    fixture = FIXTURES / "mcp-list-tools-three-servers-missing-done.sse"
    done = subprocess.run(
        [sys.executable, "-m", "responses_stream", "inspect", "--strict", "-"],
        input=fixture.read_bytes(), capture_output=True, env=env, timeout=60, check=False,
    )
    assert done.returncode == 1, done.stderr
    out = done.stdout.decode("utf-8")
    assert out.startswith("<stdin>: 119 events")
    assert "Problems (2)" in out and "item_not_done at seq 2" in out


def test_output_survives_a_narrow_encoding() -> None:
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="ascii")
    assert main(["inspect", str(TEXT)], stdout=out) == 0
    out.flush()
    assert b"?" in raw.getvalue()  # × and … replaced, nothing raised
