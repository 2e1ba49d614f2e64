"""The accumulate primitives that the generated dispatch table names.

Each primitive takes the accumulator's state, the event and its ``Step`` (where
to write and what), and changes the snapshot. The catalog decides which event
runs which primitive; nothing here knows event type literals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Optional

from ._base import PayloadModel
from ._snapshot import (
    check_index,
    detached,
    ensure_list_slot,
    get_field,
    loose_model,
    set_field,
    type_of,
)
from .payloads import LogProb

if TYPE_CHECKING:
    from ._accumulator import ResponseAccumulator

__all__: list[str] = []

Primitive = Callable[["ResponseAccumulator", Any, "Step"], None]


@dataclass(frozen=True)
class Step:
    """One row of the dispatch table: a primitive and where it writes."""

    rule: Primitive
    place: Optional[str] = None
    attribute: Optional[str] = None
    source: Optional[str] = None
    value: Optional[str] = None
    reads: tuple[str, ...] = ()  # event fields the primitive needs to have validated


# Content parts a delta creates when the server never announced them.
PART_FOR_ATTRIBUTE = {"text": "output_text", "refusal": "refusal"}


def set_response(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    acc.take_response(event.response)


def finish_response(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    acc.finish(event)


def record_error(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    acc.finish(event)


def add_item(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    acc.put_item(event.output_index, detached(event.item), event)


def finish_item(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    if not acc.has_item(event.output_index):
        acc.oddity("item_never_added", event, f"output_item.done for output_index {event.output_index} "
                   "that was never added")
    acc.put_item(event.output_index, event.item, event, finished=True)  # copied on first write


def add_content_part(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    _put_part(acc, event, "content", event.content_index, finished=False)


def finish_content_part(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    _put_part(acc, event, "content", event.content_index, finished=True)


def add_summary_part(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    _put_part(acc, event, "summary", event.summary_index, finished=False)


def finish_summary_part(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    _put_part(acc, event, "summary", event.summary_index, finished=True)


def add_annotation(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    part = acc.place(event, "content")
    annotations = get_field(part, "annotations")
    if not isinstance(annotations, list):
        annotations = []
        set_field(part, "annotations", annotations)
    index = event.annotation_index
    annotation = detached(event.annotation)
    if isinstance(index, int) and 0 <= index < len(annotations):
        annotations[index] = annotation
    else:
        if isinstance(index, int) and index != len(annotations):
            acc.oddity("annotation_gap", event, f"annotation_index {index} after {len(annotations)} annotations")
        annotations.append(annotation)


def append_delta(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    assert step.place is not None and step.attribute is not None
    buffer = acc.buffer(event, step.place, step.attribute)
    buffer.append(event.delta)
    acc.attach_snapshot(event, buffer)
    if step.place == "content":
        logprobs = getattr(event, "logprobs", None)
        if logprobs:  # log probabilities travel with output text deltas
            acc.list_buffer(event, "content", "logprobs", _as_part_logprob).append(logprobs)


def replace_value(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    assert step.place is not None and step.attribute is not None and step.source is not None
    value = getattr(event, step.source)
    if isinstance(value, str):
        acc.buffer(event, step.place, step.attribute).replace(value)
    else:
        acc.write(event, step.place, step.attribute, detached(value))
    acc.attach_parsed(event, value)


def set_status(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    set_field(acc.place(event, "item"), "status", step.value)


def keep_partial_image(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    item = acc.place(event, "item")
    set_field(item, "partial_image_b64", event.partial_image_b64)
    set_field(item, "partial_image_index", event.partial_image_index)


def append_streams(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    """Shell output deltas carry ``{"stdout": ..., "stderr": ...}``: append each stream."""
    delta = event.delta
    for stream in ("stdout", "stderr"):
        text = get_field(delta, stream)
        if isinstance(text, str) and text:
            acc.buffer(event, "shell_output", stream).append(text)


def nothing(acc: ResponseAccumulator, event: Any, step: Step) -> None:
    """The event only reports progress; the snapshot does not change."""


def _as_part_logprob(value: Any) -> Any:
    """Delta logprobs are ``ResponseLogProb``; a content part holds ``LogProb``."""
    data = value.model_dump() if isinstance(value, PayloadModel) else value
    try:
        return LogProb.model_validate(data)
    except ValueError:
        return loose_model(data)


def _put_part(acc: ResponseAccumulator, event: Any, list_name: str, index: int, finished: bool) -> None:
    """Place an announced or finished part; a finished part keeps streamed lists it omits.

    (The live API sends ``content_part.done`` with ``logprobs: []`` after streaming
    them on every delta; ``output_item.done`` then carries them all again.)
    """
    if finished:
        acc.materialize()
    item = acc.place(event, "item")
    parts = get_field(item, list_name)
    if not isinstance(parts, list):
        parts = []
        set_field(item, list_name, parts)
    check_index(index, len(parts))
    while len(parts) < index:
        acc.oddity("part_gap", event, f"{list_name} index {index} after {len(parts)} parts")
        parts.append(None)
    part = detached(event.part)
    if index < len(parts):
        if finished and parts[index] is not None:
            for name in ("logprobs", "annotations"):
                streamed = get_field(parts[index], name)
                if streamed and not get_field(part, name):
                    set_field(part, name, streamed)
        parts[index] = part
    else:
        parts.append(part)
    acc.forget_buffers(event.output_index, list_name, index)


def new_part(place: str, attribute: str, item: Any) -> Any:
    """A content or summary part for a delta whose part was never announced."""
    if place == "summary":
        kind = "summary_text"
    elif type_of(item) == "reasoning":
        kind = "reasoning_text"
    else:
        kind = PART_FOR_ATTRIBUTE.get(attribute, "output_text")
    part: dict[str, Any] = {"type": kind, attribute: ""}
    if kind == "output_text":
        part["annotations"] = []
    return PayloadModel.model_validate(part)


def ensure_part(acc: ResponseAccumulator, event: Any, place: str, index: int, attribute: str) -> Any:
    item = acc.place(event, "item")
    list_name = "content" if place == "content" else "summary"
    part, created = ensure_list_slot(item, list_name, index, lambda: new_part(place, attribute, item))
    if created:
        acc.oddity("part_never_added", event, f"{list_name}[{index}] of output_index "
                   f"{event.output_index} was never added")
    return part
