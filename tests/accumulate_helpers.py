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


# Fields that reach an item through deltas and lifecycle events, by item type.
STREAMED_FIELDS = {
    "message": ("content",),
    "reasoning": ("summary", "content"),
    "function_call": ("arguments",),
    "mcp_call": ("arguments", "status"),
    "custom_tool_call": ("input",),
    "code_interpreter_call": ("code", "status"),
    "shell_call": ("action.commands",),
    "shell_call_output": ("output",),
    "web_search_call": ("status",),
    "file_search_call": ("status",),
    "image_generation_call": ("status",),
}
# Recorded streams that break the invariant, and how (MANIFEST.md).
KNOWN_BREAKS = {
    # Azure never sends web_search_call.completed: the item is still "searching" at done.
    ("azure-web-search-preview-no-completed", "web_search_call", "status"),
}
def _field(item: Any, dotted: str) -> Any:
    data = plain(item)
    for part in dotted.split("."):
        data = data.get(part) if isinstance(data, dict) else None
    return _comparable(data)


def _comparable(value: Any) -> Any:
    """Log probability values are re-rounded in the done events; tokens must match."""
    if isinstance(value, list):
        return [_comparable(v) for v in value]
    if isinstance(value, dict):
        return {k: ([lp.get("token") for lp in v] if k == "logprobs" else _comparable(v))
                for k, v in value.items()}
    return value


def check_item(fixture: str, snapshot_item: Any, final_item: Any) -> list[str]:
    kind = plain(final_item).get("type")
    problems = []
    for name in STREAMED_FIELDS.get(kind, ()):
        if (fixture, kind, name) in KNOWN_BREAKS:
            continue
        if _field(snapshot_item, name) != _field(final_item, name):
            problems.append(f"{kind}.{name}: {_field(snapshot_item, name)!r:.200} != "
                            f"{_field(final_item, name)!r:.200}")
    return problems
