"""``ResponseAccumulator``: the live snapshot of a streamed response (sans-IO).

Feed it every event with :meth:`handle`; it returns the events to hand to the
caller (duplicates dropped, ``snapshot``/``parsed`` attached, the completed event
carrying the parsed response) and keeps a snapshot that rebuilds every output
item. What each event does comes from the generated dispatch table; the odd
things real servers do (skipped ``added`` events, gaps, missing sequence
numbers) are recorded in :attr:`oddities`, or raised with ``strict=True``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Optional, Union

from ._base import DeltaEventModel, EventModel, ParsedEventModel, PayloadModel, attach
from ._dispatch import DISPATCH
from ._errors import (
    AccumulatorError,
    ResponseFailedError,
    ResponseIncompleteError,
    StreamEndedEarlyError,
)
from ._parsing import ToolParsers, copy_for_parsing, parse_response, parse_text
from ._rules import Step, ensure_part
from ._snapshot import (
    ListBuffer,
    TextBuffer,
    TextView,
    Unplaceable,
    check_index,
    detached,
    ensure_list_slot,
    get_field,
    loose_model,
    set_field,
    shallow,
)
from .payloads import Response

__all__ = ["ResponseAccumulator", "Oddity"]

# (output_index, place, index inside the item, attribute); -1 where a level does not apply
BufferKey = tuple[int, str, int, str]
INDEX_FIELD = {"content": "content_index", "summary": "summary_index", "command": "command_index",
               "shell_output": "command_index"}


@dataclass(frozen=True)
class Oddity:
    """Something a server did that the protocol does not foresee; the stream went on."""

    kind: str
    message: str
    event_type: str
    sequence_number: Optional[int]


class ResponseAccumulator:
    """Accumulates the events of one response into a snapshot and a final response.

    ``response``: the response already known when a resumed stream starts after
    ``response.created``. ``text_format``: a pydantic model or any type a
    ``TypeAdapter`` takes, to parse the output text. ``tools``: pydantic models
    (or tool dicts with ``strict: true``) whose calls get ``parsed_arguments``.
    ``starting_after``: events up to this sequence number are accumulated but
    not handed on, as the SDK does.
    """

    def __init__(
        self,
        *,
        response: Union[Response, Mapping[str, Any], None] = None,
        text_format: Any = None,
        tools: Union[Iterable[Any], Mapping[str, Any], None] = None,
        strict: bool = False,
        starting_after: Optional[int] = None,
    ) -> None:
        self._text_format = text_format
        self._tools = ToolParsers(tools)
        self._strict = strict
        self._starting_after = starting_after
        self._response: Any = None
        self._items: dict[int, Any] = {}
        self._shared: set[int] = set()  # items that are still the objects of a done event
        self._buffers: dict[BufferKey, Union[TextBuffer, ListBuffer]] = {}
        self._dirty: set[BufferKey] = set()
        self._last_sequence: Optional[int] = None
        self._unnumbered = False
        self._terminal: Optional[EventModel] = None
        self._final: Any = None
        self.oddities: list[Oddity] = []
        if response is not None:
            self.take_response(response)

    # -- feeding -------------------------------------------------------------------

    def handle(self, event: EventModel) -> list[EventModel]:
        """Accumulate one event; return what to hand to the caller (0 or 1 event)."""
        if self._is_duplicate(event):
            return []
        if self._terminal is None:
            step = DISPATCH.get(event.type)
            if step is not None:
                self._apply(step, event)
                if event is self._terminal and event.type == "response.completed":
                    event = event.model_copy(update={"response": self._final})
        if self._starting_after is not None:
            number = getattr(event, "sequence_number", None)
            if isinstance(number, int) and number <= self._starting_after:
                return []
        return [event]

    def _apply(self, step: Step, event: EventModel) -> None:
        """Run the event's primitive, unless the fields it needs did not validate."""
        unusable = event.problem_fields.intersection(step.reads) if event.problems else ()
        if unusable:
            self.oddity("malformed_event", event, f"cannot accumulate: invalid {sorted(unusable)}")
            return
        try:
            step.rule(self, event, step)
        except Unplaceable as exc:
            self.oddity("unplaceable", event, str(exc))

    def _is_duplicate(self, event: EventModel) -> bool:
        number = getattr(event, "sequence_number", None)
        if not isinstance(number, int):
            if event.type in DISPATCH and not self._unnumbered:
                self._unnumbered = True
                self.oddity("missing_sequence_number", event, "event without sequence_number")
            return False
        last = self._last_sequence
        if last is not None and number <= last:
            self.oddity("duplicate", event, f"sequence_number {number} again after {last}: dropped",
                        raise_in_strict=False)
            return True
        if last is not None and number != last + 1:
            self.oddity("sequence_gap", event, f"sequence_number {number} after {last}")
        self._last_sequence = number
        return False

    # -- reading -------------------------------------------------------------------

    @property
    def snapshot(self) -> Any:
        """The response as accumulated so far (a ``Response``; None before any event)."""
        if self._response is None and not self._items:
            return None
        self.materialize()
        if self._response is None:
            self._response = Response.model_construct(output=[])
        set_field(self._response, "output", [self._items[i] for i in sorted(self._items)])
        return self._response

    def item(self, output_index: int) -> Any:
        """The accumulated output item at ``output_index`` (None if there is none)."""
        self.materialize()
        return self._items.get(output_index)

    @property
    def audio_transcript(self) -> str:
        """The accumulated transcript of the output audio."""
        return self._audio("transcript")

    @property
    def audio_data(self) -> str:
        """The accumulated base64 output audio."""
        return self._audio("data")

    @property
    def terminal_event(self) -> Optional[EventModel]:
        """The event that ended the response, if one has arrived."""
        return self._terminal

    @property
    def last_sequence_number(self) -> Optional[int]:
        return self._last_sequence

    def final_response(self) -> Any:
        """The completed response, parsed; a typed error carrying the partial response otherwise."""
        terminal = self._terminal
        if terminal is not None and terminal.type == "response.completed":
            return self._final
        partial = self.snapshot
        if terminal is None:
            raise StreamEndedEarlyError(
                "the stream ended without response.completed, failed or incomplete",
                status=get_field(partial, "status"), partial_response=partial,
            )
        if terminal.type == "response.incomplete":
            details = get_field(partial, "incomplete_details")
            raise ResponseIncompleteError(
                f"the response is incomplete ({get_field(details, 'reason', 'no reason given')})",
                status="incomplete", partial_response=partial, incomplete_details=details,
            )
        error = self._terminal_error(terminal, partial)
        raise ResponseFailedError(
            f"the response failed: {get_field(error, 'message', 'no message given')}",
            status="failed", partial_response=partial, error=error,
        )

    def _terminal_error(self, terminal: EventModel, partial: Any) -> Any:
        if terminal.type == "error":
            return {key: getattr(terminal, key, None) for key in ("code", "message", "param")}
        return get_field(partial, "error")

    # -- used by the primitives ----------------------------------------------------

    def oddity(self, kind: str, event: Any, message: str, *, raise_in_strict: bool = True) -> None:
        number = getattr(event, "sequence_number", None)
        found = Oddity(kind, message, event.type, number if isinstance(number, int) else None)
        if self._strict and raise_in_strict:
            raise AccumulatorError(f"{event.type} (sequence_number {number}): {message}",
                                   event_type=event.type, sequence_number=found.sequence_number)
        self.oddities.append(found)

    def take_response(self, response: Any) -> None:
        """Adopt a lifecycle event's response; items streamed so far stay."""
        fresh = _adopt_response(response, deep=True)
        if get_field(fresh, "output") and not self._items:
            for index, item in enumerate(get_field(fresh, "output")):
                self._items[index] = item
        self._response = fresh

    def finish(self, event: Any) -> None:
        """A terminal event: freeze the snapshot; on completion, build the parsed response."""
        self.materialize()
        self._terminal = event
        if event.type == "error":
            return
        response = _adopt_response(event.response, deep=False)
        if not get_field(response, "output"):
            set_field(response, "output", [self._items[i] for i in sorted(self._items)])
        if event.type == "response.completed":
            self._final = parse_response(copy_for_parsing(response), self._text_format, self._tools,
                                         lambda message: self.oddity("parse_failed", event, message))
        self._response = response
        self._items = dict(enumerate(get_field(response, "output") or []))

    def has_item(self, output_index: int) -> bool:
        return output_index in self._items

    def put_item(self, output_index: int, item: Any, event: Any, finished: bool = False) -> None:
        check_index(output_index, max(self._items, default=-1) + 1)
        if not finished:
            if output_index in self._items:
                self.oddity("item_added_twice", event, f"output_index {output_index} added again")
            elif self._items and output_index != max(self._items) + 1:
                self.oddity("output_index_gap", event,
                            f"output_index {output_index} after {max(self._items)}")
        self._items[output_index] = item
        if finished:
            self._shared.add(output_index)
        else:
            self._shared.discard(output_index)
        self.forget_buffers(output_index)

    def place(self, event: Any, place: str, attribute: str = "text") -> Any:
        """The snapshot object an event addresses, created (and recorded) if missing."""
        index = getattr(event, "output_index", None)
        if not isinstance(index, int):
            index = self._item_index_by_id(event)
        check_index(index, max(self._items, default=-1) + 1)
        if index in self._shared:  # a finished item is the event's own object until written to
            self._shared.discard(index)
            self._items[index] = detached(self._items[index])
        item = self._items.get(index)
        if item is None:
            self.oddity("item_never_added", event, f"output_index {index} was never added")
            item = PayloadModel.model_validate({"id": getattr(event, "item_id", None), "type": None})
            self._items[index] = item
        if place == "item":
            return item
        if place in ("content", "summary"):
            return ensure_part(self, event, place, getattr(event, INDEX_FIELD[place]), attribute)
        if place == "shell_output":
            slot, _ = ensure_list_slot(item, "output", event.command_index,
                                       lambda: PayloadModel.model_validate({"stdout": "", "stderr": ""}))
            return slot
        raise ValueError(f"no place {place!r}")

    def buffer(self, event: Any, place: str, attribute: str) -> TextBuffer:
        key = self._key(event, place, attribute)
        buffer = self._buffers.get(key)
        if buffer is None:
            buffer = TextBuffer(self._current_text(event, place, attribute))
            self._buffers[key] = buffer
        if place != "audio":
            self._dirty.add(key)
        return buffer  # type: ignore[return-value]  # text attributes only ever hold TextBuffers

    def list_buffer(self, event: Any, place: str, attribute: str, convert: Callable[[Any], Any]) -> ListBuffer:
        """A buffer for list items (log probabilities), converted when the snapshot is read."""
        key = self._key(event, place, attribute)
        buffer = self._buffers.get(key)
        if buffer is None:
            current = get_field(self.place(event, place), attribute)
            buffer = ListBuffer(current if isinstance(current, list) else [], convert)
            self._buffers[key] = buffer
        self._dirty.add(key)
        return buffer  # type: ignore[return-value]  # list attributes only ever hold ListBuffers

    def write(self, event: Any, place: str, attribute: str, value: Any) -> None:
        key = self._key(event, place, attribute)
        self._buffers.pop(key, None)
        self._dirty.discard(key)
        set_field(self.place(event, place), attribute, value)

    def forget_buffers(self, output_index: int, place: Optional[str] = None, index: int = -1) -> None:
        """The server sent the finished form: streamed text for it is superseded."""
        for key in [k for k in self._buffers if k[0] == output_index
                    and (place is None or (k[1] == place and k[2] == index))]:
            del self._buffers[key]
            self._dirty.discard(key)

    def attach_snapshot(self, event: Any, buffer: TextBuffer) -> None:
        if isinstance(event, DeltaEventModel):
            attach(event, "_snapshot", TextView(buffer, buffer.length))

    def attach_parsed(self, event: Any, value: Any) -> None:
        if not isinstance(event, ParsedEventModel) or self._text_format is None:
            return
        item = self._items.get(getattr(event, "output_index", -1))
        try:
            attach(event, "_parsed", parse_text(value, self._text_format, get_field(item, "phase")))
        except ValueError as exc:  # pydantic's ValidationError is a ValueError
            self.oddity("parse_failed", event, f"text does not match text_format: {exc}")

    # -- internals -----------------------------------------------------------------

    def _key(self, event: Any, place: str, attribute: str) -> BufferKey:
        if place == "audio":
            return (-1, place, -1, attribute)
        index_field = INDEX_FIELD.get(place)
        inner = getattr(event, index_field) if index_field else -1
        output_index = getattr(event, "output_index", None)
        if not isinstance(output_index, int):
            output_index = self._item_index_by_id(event)
        return (output_index, place, inner, attribute)

    def _item_index_by_id(self, event: Any) -> int:
        item_id = getattr(event, "item_id", None)
        for index, item in self._items.items():
            if item_id is not None and get_field(item, "id") == item_id:
                return index
        return max(self._items, default=-1) + 1

    def _current_text(self, event: Any, place: str, attribute: str) -> str:
        if place == "audio":
            return ""
        if place == "command":
            commands = self._commands(event)
            index = event.command_index
            value = commands[index] if index < len(commands) else ""
        else:
            value = get_field(self.place(event, place, attribute), attribute)
        return value if isinstance(value, str) else ""

    def _commands(self, event: Any) -> list[Any]:
        item = self.place(event, "item")
        action = get_field(item, "action")
        if action is None:
            action = loose_model({"commands": []})
            set_field(item, "action", action)
        commands = get_field(action, "commands")
        if not isinstance(commands, list):
            commands = []
            set_field(action, "commands", commands)
        return commands

    def materialize(self) -> None:
        """Write the joined text of every buffer that changed into its snapshot object."""
        for key in self._dirty:
            output_index, place, index, attribute = key
            text = self._buffers[key].value()
            item = self._items.get(output_index)
            if place == "item":
                set_field(item, attribute, text)
            elif place == "command":
                action = get_field(item, "action")
                commands = get_field(action, "commands")
                while len(commands) <= index:
                    commands.append("")
                commands[index] = text
            else:
                owner = "output" if place == "shell_output" else place
                parts = get_field(item, owner)
                if isinstance(parts, list) and index < len(parts) and parts[index] is not None:
                    set_field(parts[index], attribute, text)
        self._dirty.clear()

    def _audio(self, attribute: str) -> str:
        buffer = self._buffers.get((-1, "audio", -1, attribute))
        return buffer.text() if isinstance(buffer, TextBuffer) else ""


def _adopt_response(response: Any, *, deep: bool) -> Any:
    """The response of a lifecycle event, copied as deep as the snapshot will write into it."""
    if isinstance(response, PayloadModel):
        return detached(response) if deep else shallow(response)
    if isinstance(response, Mapping):
        try:
            return Response.model_validate(response)
        except ValueError:
            return loose_model(dict(response))
    return response
