"""The accumulator on real streams: the invariant, the SDK as oracle, and what the SDK breaks on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

import responses_stream as rs
from responses_stream import ResponseAccumulator
from responses_stream._dispatch import DISPATCH

from .accumulate_helpers import accumulate, check_item, events_of, plain, sdk_run
from .conftest import FIXTURES, data_payloads

SDK_CANNOT_PROCESS = {
    # The SDK requires response.created first; a resumed stream starts at sequence 1.
    "background-resume-starting-after",
}


def test_every_catalog_event_has_a_dispatch_row() -> None:
    assert set(DISPATCH) == set(rs.EVENT_TYPES)


def test_snapshot_matches_every_done_item_and_the_completed_output(recorded: Path) -> None:
    accumulator = ResponseAccumulator()
    problems: list[str] = []
    for event in events_of(recorded):
        if isinstance(event, rs.ResponseOutputItemDoneEvent):
            problems += check_item(recorded.stem, accumulator.item(event.output_index), event.item)
        if isinstance(event, rs.ResponseCompletedEvent):
            snapshot_output = accumulator.snapshot.output
            assert len(snapshot_output) == len(event.response.output)
            for ours, theirs in zip(snapshot_output, event.response.output, strict=True):
                problems += check_item(recorded.stem, ours, theirs)
        accumulator.handle(event)
    assert not problems, "\n".join(problems)


def test_missing_done_items_are_finished_by_the_completed_response() -> None:
    path = FIXTURES / "mcp-list-tools-three-servers-missing-done.sse"
    accumulator, _ = accumulate(path)
    final = accumulator.final_response()
    done = [e for e in events_of(path) if e.type == "response.output_item.done"]
    assert len(done) == 2 and len(final.output) == 4  # two items never got their done event
    assert accumulator.oddities == []


def test_final_response_and_event_types_equal_the_sdks(recorded: Path) -> None:
    if recorded.stem in SDK_CANNOT_PROCESS:
        pytest.skip("the SDK cannot process this stream (it is one of the cases tested below)")
    sdk_final, sdk_types = sdk_run(recorded)
    accumulator, emitted = accumulate(recorded)
    assert [e.type for e in emitted] == sdk_types
    if sdk_final is None:
        with pytest.raises(rs.ResponseNotCompletedError):
            accumulator.final_response()
        return
    ours = accumulator.final_response()
    assert plain(ours) == _by_alias(sdk_final)


def _by_alias(model: Any) -> Any:
    return plain(json.loads(model.model_dump_json(by_alias=True)))


class WeatherForecast(BaseModel):
    temperatureCelsius: float
    condition: str


def test_text_format_parses_done_text_and_final_response_like_the_sdk() -> None:
    path = FIXTURES / "structured-output-json-schema-gpt-5.sse"
    accumulator, emitted = accumulate(path, text_format=WeatherForecast)
    done = [e for e in emitted if e.type == "response.output_text.done"]
    assert done[0].parsed == WeatherForecast(temperatureCelsius=22, condition="Partly Cloudy")
    final = accumulator.final_response()
    message = [item for item in final.output if item.type == "message"][0]
    assert message.content[0].parsed == done[0].parsed
    sdk_final, _ = sdk_run(path, text_format=WeatherForecast)
    assert plain(final) == _by_alias(sdk_final)


def test_text_format_accepts_any_type_a_type_adapter_takes() -> None:
    from typing_extensions import TypedDict

    class Forecast(TypedDict):
        temperatureCelsius: float
        condition: str

    path = FIXTURES / "structured-output-json-schema-gpt-5.sse"
    _, emitted = accumulate(path, text_format=Forecast)
    done = [e for e in emitted if e.type == "response.output_text.done"]
    assert done[0].parsed == {"temperatureCelsius": 22, "condition": "Partly Cloudy"}


class final_result(BaseModel):  # noqa: N801 - named like the function the model called
    result: int


def test_pydantic_tools_give_function_calls_parsed_arguments() -> None:
    path = FIXTURES / "function-call-reasoning-gpt-5.sse"
    accumulator, _ = accumulate(path, tools=[final_result])
    call = [item for item in accumulator.final_response().output if item.type == "function_call"][0]
    assert call.parsed_arguments == final_result(result=6666)
    strict, _ = accumulate(path, tools=[{"type": "function", "name": "final_result", "strict": True}])
    call = [i for i in strict.final_response().output if i.type == "function_call"][0]
    assert call.parsed_arguments == {"result": 6666}


def test_delta_snapshots_are_the_text_so_far_even_when_read_later() -> None:
    path = FIXTURES / "reasoning-summary-multipart-o3-mini.sse"
    _, emitted = accumulate(path)
    expected: dict[tuple[int, int], str] = {}
    for event in emitted:
        if isinstance(event, rs.ResponseTextDeltaEvent):
            key = (event.output_index, event.content_index)
            expected[key] = expected.get(key, "") + event.delta
            assert event.snapshot == expected[key]  # read after the whole stream went by
    assert len(expected) == 1


def test_function_argument_snapshots_like_the_sdk() -> None:
    path = FIXTURES / "function-call-reasoning-gpt-5.sse"
    _, emitted = accumulate(path)
    snapshots = [e.snapshot for e in emitted if e.type == "response.function_call_arguments.delta"]
    assert snapshots[-1] == '{"result":6666}'
    assert all(b.startswith(a) for a, b in zip(snapshots, snapshots[1:], strict=False))


def test_every_text_delta_event_type_carries_a_snapshot() -> None:
    for literal, model in rs.EVENT_TYPES.items():
        appends_text = DISPATCH[literal].rule.__name__ == "append_delta"
        assert issubclass(model, rs.DeltaEventModel) == appends_text, literal
    assert sum(DISPATCH[t].rule.__name__ == "append_delta" for t in DISPATCH) == 11


def test_resumed_stream_accumulates_from_its_first_lifecycle_event() -> None:
    accumulator, emitted = accumulate(FIXTURES / "background-resume-starting-after.sse")
    final = accumulator.final_response()
    assert emitted[0].type == "response.queued"
    assert final.output[0].content[0].text == emitted[-1].response.output[0].content[0].text
    assert accumulator.oddities == []


def test_resumed_stream_accumulates_onto_the_response_the_caller_has() -> None:
    full = events_of(FIXTURES / "background-queued-text.sse")
    created = full[0]
    assert isinstance(created, rs.ResponseCreatedEvent)
    accumulator = ResponseAccumulator(response=created.response)
    for event in full[5:]:  # resumed after the first text delta went missing with a dropped link
        accumulator.handle(event)
    assert accumulator.final_response().id == created.response.id
    kinds = {o.kind for o in accumulator.oddities}
    assert kinds == {"item_never_added", "part_never_added"}


def _without(path: Path, *types: str) -> list[rs.AnyEvent]:
    return [e for e in events_of(path) if e.type not in types]


def test_events_for_items_and_parts_never_added_are_tolerated_and_recorded() -> None:
    path = FIXTURES / "logprobs-text-gpt-4o-mini.sse"
    events = _without(path, "response.output_item.added", "response.content_part.added",
                      "response.content_part.done", "response.output_item.done")
    accumulator = ResponseAccumulator()
    for event in events[:-1]:  # everything but response.completed
        accumulator.handle(event)
    assert accumulator.snapshot.output[0].content[0].text == "The capital of Minas Gerais is Belo Horizonte."
    kinds = [o.kind for o in accumulator.oddities]
    assert "item_never_added" in kinds and "part_never_added" in kinds
    assert "sequence_gap" in kinds


def test_strict_raises_naming_the_event_and_sequence_number() -> None:
    events = _without(FIXTURES / "logprobs-text-gpt-4o-mini.sse", "response.output_item.added")
    accumulator = ResponseAccumulator(strict=True)
    with pytest.raises(rs.AccumulatorError) as caught:
        for event in events:
            accumulator.handle(event)
    assert caught.value.event_type == "response.content_part.added"
    assert caught.value.sequence_number == 3 and "sequence_number 3" in str(caught.value)


def test_gap_in_output_index_is_recorded() -> None:
    events = events_of(FIXTURES / "function-call-reasoning-gpt-5.sse")
    accumulator = ResponseAccumulator()
    for event in events:
        if isinstance(event, (rs.ResponseOutputItemAddedEvent, rs.ResponseOutputItemDoneEvent)):
            event = event.model_copy(update={"output_index": event.output_index * 2})
        if hasattr(event, "output_index") and event.type.startswith("response.function_call"):
            event = event.model_copy(update={"output_index": 2})
        accumulator.handle(event)
    assert "output_index_gap" in [o.kind for o in accumulator.oddities]
    assert accumulator.final_response().output[1].arguments == '{"result":6666}'


def test_missing_sequence_numbers_are_recorded_once() -> None:
    accumulator, _ = accumulate(FIXTURES / "text-gpt-4o-legacy-no-seq.sse")
    assert [o.kind for o in accumulator.oddities] == ["missing_sequence_number"]
    assert accumulator.final_response().output[0].content[0].text


def test_duplicate_sequence_numbers_after_a_resume_are_dropped() -> None:
    events = events_of(FIXTURES / "background-queued-text.sse")
    accumulator = ResponseAccumulator()
    emitted = []
    for event in events[:8] + events[5:]:  # the resumed link replays three events
        emitted += accumulator.handle(event)
    assert [e.sequence_number for e in emitted] == list(range(len(events)))
    texts = [e.delta for e in events if e.type == "response.output_text.delta"]
    assert accumulator.final_response().output[0].content[0].text == "".join(texts)
    assert [o.kind for o in accumulator.oddities] == ["duplicate"] * 3


def test_after_a_terminal_event_the_snapshot_is_frozen_and_events_pass_through() -> None:
    events = events_of(FIXTURES / "background-queued-text.sse")
    accumulator = ResponseAccumulator()
    for event in events:
        accumulator.handle(event)
    final_text = accumulator.final_response().output[0].content[0].text
    late = events[6].model_copy(update={"sequence_number": 99, "delta": "LATE"})
    assert accumulator.handle(late) == [late]
    assert accumulator.final_response().output[0].content[0].text == final_text
    assert accumulator.snapshot.output[0].content[0].text == final_text


def test_failed_stream_raises_with_status_error_and_partial_response() -> None:
    accumulator, emitted = accumulate(FIXTURES / "error-insufficient-quota-failed-gpt-5.sse")
    assert [e.type for e in emitted][-2:] == ["error", "response.failed"]
    with pytest.raises(rs.ResponseFailedError) as caught:
        accumulator.final_response()
    assert caught.value.status == "failed"
    assert caught.value.error["code"] == "insufficient_quota"
    assert caught.value.partial_response.id.startswith("resp_")


def test_incomplete_stream_raises_with_details_and_the_partial_text() -> None:
    path = FIXTURES / "incomplete-max-output-tokens-gpt-4o.sse"
    accumulator, _ = accumulate(path)
    with pytest.raises(rs.ResponseIncompleteError) as caught:
        accumulator.final_response()
    assert caught.value.incomplete_details.reason == "max_output_tokens"
    text = "".join(e.delta for e in events_of(path) if e.type == "response.output_text.delta")
    assert caught.value.partial_response.output[0].content[0].text == text


def test_stream_without_terminal_event_raises_and_keeps_everything_streamed() -> None:
    events = events_of(FIXTURES / "reasoning-summary-multipart-o3-mini.sse")
    accumulator = ResponseAccumulator()
    for event in events[:600]:
        accumulator.handle(event)
    with pytest.raises(rs.StreamEndedEarlyError) as caught:
        accumulator.final_response()
    partial = caught.value.partial_response
    streamed = "".join(e.delta for e in events[:600] if e.type == "response.output_text.delta")
    assert streamed and partial.output[1].content[0].text == streamed
    summary = "".join(e.delta for e in events[:600]
                      if e.type == "response.reasoning_summary_text.delta" and e.summary_index == 0)
    assert partial.output[0].summary[0].text == summary


def test_unknown_events_change_nothing_and_never_raise() -> None:
    path = FIXTURES / "apply-patch-diff-gpt-5-1.sse"
    strict, emitted = accumulate(path, strict=True)
    unknown = [e for e in emitted if isinstance(e, rs.UnknownEvent)]
    assert len(unknown) == 33
    loose, _ = accumulate(path)
    assert plain(strict.final_response()) == plain(loose.final_response())


def test_starting_after_hides_earlier_events_but_accumulates_them() -> None:
    path = FIXTURES / "background-queued-text.sse"
    accumulator, emitted = accumulate(path, starting_after=10)
    assert [e.sequence_number for e in emitted] == list(range(11, 17))
    full, _ = accumulate(path)
    assert plain(accumulator.final_response()) == plain(full.final_response())


def test_accumulates_what_the_sdk_does_not() -> None:
    shell = accumulate(FIXTURES / "hosted-shell-container-gpt-5-2.sse")[0].final_response()
    assert shell.output[0].action.commands[0] == "ls -l /mnt/data"
    code = accumulate(FIXTURES / "code-interpreter-reasoning-summary-gpt-5.sse")[0]
    assert any(getattr(item, "code", None) for item in code.snapshot.output)


def test_audio_transcript_and_refusal_accumulate() -> None:
    base = {"item_id": "msg_1", "output_index": 0, "content_index": 0}
    accumulator = ResponseAccumulator()
    payloads = [
        {"type": "response.output_item.added", "output_index": 0,
         "item": {"type": "message", "id": "msg_1", "role": "assistant", "status": "in_progress",
                  "content": []}},
        {"type": "response.content_part.added", **base, "part": {"type": "refusal", "refusal": ""}},
        {"type": "response.refusal.delta", **base, "delta": "I can't "},
        {"type": "response.refusal.delta", **base, "delta": "help."},
        {"type": "response.audio.transcript.delta", "delta": "Hel"},
        {"type": "response.audio.transcript.delta", "delta": "lo"},
        {"type": "response.audio.delta", "delta": "AAA="},
    ]
    for number, payload in enumerate(payloads):
        accumulator.handle(rs.parse_event({**payload, "sequence_number": number}))
    assert accumulator.item(0).content[0].refusal == "I can't help."
    assert (accumulator.audio_transcript, accumulator.audio_data) == ("Hello", "AAA=")


@pytest.mark.parametrize("name", ["image-generation-partial-image-gpt-5", "azure-image-generation-partial-image"])
def test_latest_partial_image_is_kept_on_the_item(name: str) -> None:
    path = FIXTURES / f"{name}.sse"
    accumulator = ResponseAccumulator()
    for event in events_of(path):
        accumulator.handle(event)
        if isinstance(event, rs.ResponseImageGenCallPartialImageEvent):
            item = accumulator.item(event.output_index)
            assert item.partial_image_b64 == event.partial_image_b64
    assert len(data_payloads(path)) > 5


class Unrelated(BaseModel):
    wanted: int


def test_text_that_does_not_match_text_format_is_recorded_not_fatal() -> None:
    path = FIXTURES / "structured-output-json-schema-gpt-5.sse"
    accumulator, _ = accumulate(path, text_format=Unrelated)
    final = accumulator.final_response()
    message = [item for item in final.output if item.type == "message"][0]
    assert message.content[0].parsed is None and message.content[0].text
    assert [o.kind for o in accumulator.oddities] == ["parse_failed", "parse_failed"]
    with pytest.raises(rs.AccumulatorError):
        accumulate(path, text_format=Unrelated, strict=True)
