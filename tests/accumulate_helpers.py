"""Helpers shared by the accumulator tests: feed fixtures, run the SDK as an oracle."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import responses_stream as rs
from responses_stream import ResponseAccumulator

from .conftest import data_payloads


def events_of(path: Path) -> list[rs.AnyEvent]:
    return [rs.parse_event(payload) for payload in data_payloads(path)]


def accumulate(path: Path, **options: Any) -> tuple[ResponseAccumulator, list[rs.EventModel]]:
    accumulator = ResponseAccumulator(**options)
    emitted: list[rs.EventModel] = []
    for event in events_of(path):
        emitted += accumulator.handle(event)
    return accumulator, emitted


def sdk_run(path: Path, **options: Any) -> tuple[Any, list[str]]:
    """The openai SDK's accumulator over the same payloads: (final response, emitted types)."""
    from openai._models import construct_type
    from openai._types import omit
    from openai.lib.streaming.responses._responses import ResponseStreamState
    from openai.types.responses import ResponseStreamEvent as SDKEvent

    state: Any = ResponseStreamState(input_tools=options.get("input_tools", omit),
                                     text_format=options.get("text_format", omit))
    emitted: list[str] = []
    for payload in data_payloads(path):
        event = construct_type(type_=SDKEvent, value=json.loads(payload))  # type: ignore[arg-type]
        emitted += [e.type for e in state.handle_event(event)]
    return state._completed_response, emitted


def plain(model: Any) -> Any:
    """A model as JSON data, None fields dropped (both sides fill defaults differently)."""
    data = model.model_dump(mode="json", exclude_none=True) if hasattr(model, "model_dump") else model
    return _drop_none(data)


def _drop_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _drop_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_none(v) for v in value]
    return value
