"""parse_event: the right class or UnknownEvent, loose by default, precise when strict."""

from __future__ import annotations

import json

import pytest

import responses_stream as rs

DELTA = {
    "type": "response.output_text.delta", "item_id": "msg_1", "output_index": 0,
    "content_index": 0, "delta": "Hi", "sequence_number": 4, "logprobs": [],
}


@pytest.mark.parametrize("form", ["str", "bytes", "mapping"])
def test_parses_json_text_bytes_and_mappings_alike(form: str) -> None:
    data = {"str": json.dumps(DELTA), "bytes": json.dumps(DELTA).encode(), "mapping": DELTA}[form]
    event = rs.parse_event(data)
    assert isinstance(event, rs.ResponseTextDeltaEvent)
    assert (event.delta, event.sequence_number, event.problems) == ("Hi", 4, ())


def test_unknown_type_becomes_unknown_event_keeping_every_field() -> None:
    # The SDK's construct_type turns this into ResponseAudioDeltaEvent; we never guess.
    payload = {"type": "response.apply_patch_call_operation_diff.delta", "delta": "+x",
               "item_id": "apc_1", "output_index": 0, "sequence_number": 7}
    event = rs.parse_event(json.dumps(payload))
    assert type(event) is rs.UnknownEvent
    assert event.type == payload["type"]
    assert event.delta == "+x"  # type: ignore[attr-defined]
    assert event.model_dump() == payload


def test_unknown_fields_are_kept_on_known_events() -> None:
    event = rs.parse_event({**DELTA, "obfuscation": "Zk3", "provider_extra": {"a": 1}})
    assert event.model_extra == {"obfuscation": "Zk3", "provider_extra": {"a": 1}}
    assert json.loads(event.model_dump_json())["provider_extra"] == {"a": 1}


def test_invalid_known_event_is_built_loosely_with_its_problems_listed() -> None:
    event = rs.parse_event({**DELTA, "delta": 42})
    assert type(event) is rs.ResponseTextDeltaEvent
    assert event.delta == 42  # kept as sent, not lost
    assert event.item_id == "msg_1" and event.sequence_number == 4
    assert len(event.problems) == 1 and event.problems[0].startswith("delta:")


def test_loose_event_keeps_valid_nested_payloads_typed() -> None:
    item = {"type": "function_call", "id": "fc_1", "call_id": "c1", "name": "f", "arguments": "{}"}
    event = rs.parse_event({"type": "response.output_item.added", "item": item,
                            "sequence_number": "not-a-number"})
    assert isinstance(event, rs.ResponseOutputItemAddedEvent)
    assert event.problems and "output_index" in " ".join(event.problems)
    assert type(event.item).__name__ == "FunctionToolCall"


def test_strict_raises_naming_type_sequence_number_and_field() -> None:
    with pytest.raises(rs.EventValidationError) as caught:
        rs.parse_event({**DELTA, "delta": 42}, strict=True)
    error = caught.value
    assert (error.event_type, error.sequence_number) == ("response.output_text.delta", 4)
    assert "delta" in str(error) and "sequence_number 4" in str(error)
    assert isinstance(error, rs.ResponsesStreamError)


def test_error_event_flat_shape() -> None:
    event = rs.parse_event({"type": "error", "code": "server_error", "message": "boom",
                            "param": None, "sequence_number": 3})
    assert isinstance(event, rs.ResponseErrorEvent)
    assert (event.code, event.message, event.param) == ("server_error", "boom", None)


def test_error_event_nested_shape_as_the_live_api_sends_it() -> None:
    nested = {"type": "insufficient_quota", "code": "insufficient_quota", "message": "quota",
              "param": None}
    event = rs.parse_event({"type": "error", "sequence_number": 2, "error": nested})
    assert isinstance(event, rs.ResponseErrorEvent) and event.problems == ()
    assert (event.code, event.message, event.param) == ("insufficient_quota", "quota", None)
    assert event.error == nested  # type: ignore[attr-defined]


def test_error_payload_without_type_raises_api_error() -> None:
    with pytest.raises(rs.APIError) as caught:
        rs.parse_event({"error": {"message": "Invalid API key", "code": "invalid_api_key"}})
    assert caught.value.message == "Invalid API key" and caught.value.code == "invalid_api_key"


def test_sse_event_name_stands_in_for_a_missing_type() -> None:
    payload = {k: v for k, v in DELTA.items() if k != "type"}
    event = rs.parse_event(json.dumps(payload), event_name="response.output_text.delta")
    assert isinstance(event, rs.ResponseTextDeltaEvent) and event.problems == ()


def test_payload_without_any_type_is_an_unknown_event() -> None:
    event = rs.parse_event({"hello": 1})
    assert type(event) is rs.UnknownEvent and event.type == ""


@pytest.mark.parametrize("data", ["{not json", "[1, 2]", '"text"'])
def test_non_object_payload_raises_decode_error_with_position_and_preview(data: str) -> None:
    with pytest.raises(rs.EventDecodeError) as caught:
        rs.parse_event(data, position=12)
    assert caught.value.position == 12
    assert caught.value.preview == data[:120]
    assert "event #12" in str(caught.value)


def test_what_a_stream_attaches_does_not_change_equality() -> None:
    accumulated = rs.parse_event(DELTA)
    fresh = rs.parse_event(DELTA)
    rs.ResponseAccumulator().handle(accumulated)
    assert accumulated.snapshot == "Hi" and fresh.snapshot is None
    assert accumulated == fresh
    assert accumulated != rs.parse_event({**DELTA, "delta": "Ho"})
