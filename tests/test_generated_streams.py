"""The accumulator invariant and the SDK comparison on generated well-formed streams."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings

import responses_stream as rs

from .accumulate_helpers import check_item, plain
from .stream_factory import TEXT_FIELD, outputs, stream_events


def _sse(events: list[dict[str, Any]]) -> bytes:
    return b"".join(b"data: " + json.dumps(e).encode() + b"\n\n" for e in events)


def _sdk(events: list[dict[str, Any]]) -> tuple[Any, list[str]]:
    from openai._models import construct_type
    from openai._types import omit
    from openai.lib.streaming.responses._responses import ResponseStreamState
    from openai.types.responses import ResponseStreamEvent as SDKEvent

    state: Any = ResponseStreamState(input_tools=omit, text_format=omit)
    emitted: list[str] = []
    for event in events:
        emitted += [e.type for e in state.handle_event(construct_type(type_=SDKEvent, value=event))]  # type: ignore[arg-type]
    return state._completed_response, emitted


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(outputs())
def test_generated_streams_keep_the_invariant_and_match_the_sdk(items: list[dict[str, Any]]) -> None:
    events = stream_events(items)
    accumulator = rs.ResponseAccumulator()
    emitted: list[str] = []
    problems: list[str] = []
    for event in rs.iter_events([_sse(events)]):
        if isinstance(event, rs.ResponseOutputItemDoneEvent):
            problems += check_item("generated", accumulator.item(event.output_index), event.item)
        emitted += [e.type for e in accumulator.handle(event)]
    assert not problems, problems
    assert accumulator.oddities == []
    final = accumulator.final_response()
    for spec, item in zip(items, final.output, strict=True):
        if spec["kind"] == "message":
            assert [c.text for c in item.content] == spec["texts"]
        elif spec["kind"] == "reasoning":
            assert [s.text for s in item.summary] == spec["texts"]
        else:
            assert getattr(item, TEXT_FIELD[spec["kind"]]) == spec["texts"][0]
    sdk_final, sdk_emitted = _sdk(events)
    assert emitted == sdk_emitted
    assert plain(final) == plain(json.loads(sdk_final.model_dump_json(by_alias=True)))
