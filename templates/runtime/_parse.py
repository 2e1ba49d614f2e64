"""``parse_event``: one JSON payload to one typed event, never the wrong class.

The fast path validates JSON text straight into the discriminated union (one
pass in pydantic-core, no intermediate dict). Only an event that fails it takes
the slow path, which tells apart an unknown type (``UnknownEvent``), an error
payload with no type (``APIError``) and a known event that is malformed (built
loosely with its problems listed, or ``EventValidationError`` when strict).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from typing import Any, Optional, Union, cast

from pydantic import TypeAdapter, ValidationError

from ._base import EventModel, UnknownEvent, attach
from ._errors import APIError, EventDecodeError, EventValidationError
from ._registry import EVENT_TYPES, ResponseStreamEvent

__all__ = ["parse_event", "AnyEvent"]

AnyEvent = Union[ResponseStreamEvent, UnknownEvent]
PREVIEW_CHARS = 120


@cache
def _union_validator() -> Any:
    """The union's core validator, built on first use (building its schema is the costly part).

    Called directly rather than through ``TypeAdapter.validate_json``, whose Python
    wrapper costs a fifth of validating a small event.
    """
    return TypeAdapter(ResponseStreamEvent).validator


def parse_event(
    data: Union[bytes, str, Mapping[str, Any]],
    *,
    strict: bool = False,
    event_name: Optional[str] = None,
    position: Optional[int] = None,
) -> AnyEvent:
    """Validate one event payload into its model.

    ``event_name`` (the SSE ``event:`` field) stands in for a missing ``type``;
    ``position`` (the event's index in the stream) only makes errors precise.
    """
    validator = _union_validator()
    try:
        if isinstance(data, (bytes, str)):
            return validator.validate_json(data)  # type: ignore[no-any-return]
        return validator.validate_python(data)  # type: ignore[no-any-return]
    except ValidationError:
        return _parse_slow(data, strict=strict, event_name=event_name, position=position)


def _parse_slow(
    data: Union[bytes, str, Mapping[str, Any]],
    *,
    strict: bool,
    event_name: Optional[str],
    position: Optional[int],
) -> AnyEvent:
    payload = _load_object(data, position)
    event_type = payload.get("type")
    if not isinstance(event_type, str):
        if "error" in payload and isinstance(payload["error"], Mapping):
            raise _api_error(payload)
        if event_name:
            return parse_event({**payload, "type": event_name}, strict=strict, position=position)
        event_type = ""
        payload = {**payload, "type": event_type}
    model = EVENT_TYPES.get(event_type)
    if model is None:
        return UnknownEvent.model_validate(payload)
    return cast(AnyEvent, _loose_or_raise(model, payload, strict=strict, position=position))


def _load_object(data: Union[bytes, str, Mapping[str, Any]], position: Optional[int]) -> dict[str, Any]:
    if isinstance(data, Mapping):
        return dict(data)
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    where = f"event #{position}" if position is not None else "event"
    try:
        payload = json.loads(text)
    except ValueError as err:
        raise EventDecodeError(
            f"{where}: data is not JSON ({err}); starts with {text[:PREVIEW_CHARS]!r}",
            position=position,
            preview=text[:PREVIEW_CHARS],
        ) from None
    if not isinstance(payload, dict):
        raise EventDecodeError(
            f"{where}: data is JSON but not an object; starts with {text[:PREVIEW_CHARS]!r}",
            position=position,
            preview=text[:PREVIEW_CHARS],
        )
    return payload


def _api_error(payload: Mapping[str, Any]) -> APIError:
    """An ``{"error": {...}}`` payload without a type: the server's error, raised like the SDK."""
    error = payload["error"]
    message = str(error.get("message") or "the server sent an error with no message")
    code, param = error.get("code"), error.get("param")
    return APIError(
        message,
        code=None if code is None else str(code),
        param=None if param is None else str(param),
        body=dict(payload),
    )


def _loose_or_raise(
    model: type[EventModel], payload: dict[str, Any], *, strict: bool, position: Optional[int]
) -> EventModel:
    """A known event that failed validation: raise (strict) or build it from what is valid."""
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
    problems = tuple(_describe(err) for err in errors)
    sequence_number = payload.get("sequence_number")
    if strict:
        raise EventValidationError(
            f"{payload['type']} (sequence_number {sequence_number}): " + "; ".join(problems),
            event_type=str(payload["type"]),
            sequence_number=sequence_number if isinstance(sequence_number, int) else None,
            problems=problems,
        )
    bad_fields = {err["loc"][0] for err in errors if err["loc"]}
    values = {
        name: value if name in bad_fields else _validate_field(model, name, value)
        for name, value in payload.items()
    }
    event = model.model_construct(**values)
    attach(event, "_problems", problems)
    return event


def _validate_field(model: type[EventModel], name: str, value: Any) -> Any:
    field_adapter = _field_adapter(model, name)
    if field_adapter is None:
        return value
    try:
        return field_adapter.validate_python(value)
    except ValidationError:
        return value


@cache
def _field_adapter(model: type[EventModel], name: str) -> Optional[TypeAdapter[Any]]:
    field = model.model_fields.get(name)
    if field is None or field.annotation is None or name == "type":
        return None
    return TypeAdapter(field.annotation)


def _describe(err: Any) -> str:
    where = ".".join(str(part) for part in err["loc"]) or "event"
    return f"{where}: {err['msg']}"
