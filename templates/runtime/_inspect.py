"""``python -m responses_stream inspect FILE.sse``: what a recorded stream holds, and what is wrong with it.

The body goes through the package's own pipeline (SSE decoder, ``parse_event``,
``ResponseAccumulator``) and the report lists:

- the timeline: one line per event, runs of the same event for the same item
  folded into one line (``12-58  response.output_text.delta ×47  [1] msg_…``);
- the final text of every output item (message text, reasoning summary, tool
  name and arguments, ...), shortened;
- every problem: events the catalog does not know, events that failed
  validation (missing or invalid fields), data that is not JSON, SSE ``event:``
  names that differ from the JSON ``type``, the accumulator's oddities (sequence
  gaps, duplicates, missing sequence numbers, ...), things started and never
  finished (an output item without ``output_item.done``, a tool call without its
  ``.completed``, text without its ``.done``), invalid UTF-8, a body that ends
  inside an event, and a stream with no terminal event.

``--json`` prints the same report as JSON; ``--strict`` exits with status 1 when
there is any problem. Input that cannot be read exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Optional, TextIO

from ._accumulator import ResponseAccumulator
from ._base import EventModel, UnknownEvent
from ._errors import APIError, EventDecodeError, SSEError
from ._parse import AnyEvent, parse_event
from ._registry import EVENT_TYPES
from ._sse import ServerSentEvent, SSEDecoder

__all__: list[str] = []

PROG = "python -m responses_stream"
MAX_EVENT_SIZE = 1024 * 1024 * 1024
TERMINAL_TYPES = ("response.completed", "response.failed", "response.incomplete")
# An event ending in the first suffix starts something that an event ending in one of
# the others finishes, for the same item (and part): ``.delta`` -> ``.done``, ...
OPENERS = {
    ".added": (".done",),
    ".delta": (".done",),
    ".in_progress": (".completed", ".failed", ".incomplete"),
}
SUB_INDEXES = ("content_index", "summary_index", "command_index")
# Fields shown for an output item, by item type; other types show all their fields.
ITEM_FIELDS = {
    "function_call": ("name", "arguments"),
    "custom_tool_call": ("name", "input"),
    "mcp_call": ("server_label", "name", "arguments", "output", "error"),
    "mcp_list_tools": ("server_label", "tools", "error"),
    "mcp_approval_request": ("server_label", "name", "arguments"),
    "web_search_call": ("action",),
    "file_search_call": ("queries", "results"),
    "code_interpreter_call": ("code", "outputs"),
    "image_generation_call": ("revised_prompt", "result"),
    "local_shell_call": ("action",),
    "shell_call": ("action",),
    "shell_call_output": ("output",),
    "apply_patch_call": ("operation",),
    "compaction": ("encrypted_content",),
}
HIDDEN_FIELDS = frozenset({"id", "type", "status", "call_id", "role"})
OPAQUE_FIELDS = frozenset({"encrypted_content", "result", "fingerprint", "partial_image_b64"})
TEXT_CHARS = 300
TEXT_LINES = 4
LINE_CHARS = 110


@dataclass
class Problem:
    """One kind of problem; the same problem on several events is counted once."""

    kind: str
    message: str
    event_type: Optional[str] = None
    sequence_number: Optional[int] = None  # of the first event it concerns
    position: Optional[int] = None  # 0-based index of that event in the stream
    count: int = 1


@dataclass
class TimelineEntry:
    """A run of events of one type for one item (or a single event)."""

    type: str
    first_sequence: Optional[int]
    last_sequence: Optional[int]
    first_position: int
    last_position: int
    count: int
    output_index: Optional[int]
    item_id: Optional[str]
    item_type: Optional[str]
    flag: str  # "" fine, "?" unknown type, "!" has problems


@dataclass
class ItemReport:
    output_index: int
    type: Optional[str]
    id: Optional[str]
    status: Optional[str]
    finished: bool
    fields: dict[str, str]


@dataclass
class Report:
    source: str
    size: int
    event_count: int = 0
    response_id: Optional[str] = None
    model: Optional[str] = None
    status: Optional[str] = None
    outcome: Optional[str] = None  # "completed", "failed: ...", "incomplete: ...", None
    terminal_event: Optional[str] = None
    timeline: list[TimelineEntry] = field(default_factory=list)
    items: list[ItemReport] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["ok"] = self.ok
        return data


# -- analysis ------------------------------------------------------------------------------


class _Inspector:
    """Walks the events once, building the report."""

    def __init__(self, report: Report) -> None:
        self.report = report
        self.accumulator = ResponseAccumulator()
        self.problems: dict[tuple[str, Optional[str], str], Problem] = {}
        self.open: dict[tuple[str, Any], tuple[AnyEvent, int]] = {}
        self.closers: dict[str, tuple[str, ...]] = {}
        self.seen_types: set[str] = set()
        self.ended: Optional[str] = None  # the terminal event or "[DONE]" seen
        self.done_marker = False
        self.position = 0

    def problem(self, kind: str, message: str, event: Any = None, position: Optional[int] = None,
                event_type: Optional[str] = None) -> None:
        event_type = event_type or _str(getattr(event, "type", None))
        key = (kind, event_type, message)
        found = self.problems.get(key)
        if found is not None:
            found.count += 1
            return
        self.problems[key] = Problem(kind, message, event_type, _seq(event), position)

    def feed(self, raw: ServerSentEvent) -> None:
        if raw.data == "[DONE]":
            if not self.done_marker:
                self.done_marker = True
                self.report.notes.append("the stream ends with `data: [DONE]` (third-party servers send it)")
            self.ended = self.ended or "[DONE]"
            return
        position = self.position
        self.position += 1
        if self.ended is not None:
            self.problem("after_end", f"an event after {self.ended}", position=position)
        try:
            event = parse_event(raw.data, event_name=raw.event, position=position)
        except EventDecodeError as exc:
            self.problem("not_json", str(exc), position=position)
            return
        except APIError as exc:
            self.problem("error_payload", f"an error payload without a type: {exc.message}",
                         position=position)
            return
        self.check(event, raw, position)
        self.track_lifecycle(event, position)
        self.add_to_timeline(event, position)
        oddities = self.accumulator.oddities
        known = len(oddities)
        try:
            self.accumulator.handle(event)
        except Exception as exc:  # the accumulator is tolerant; report anything it is not
            self.problem("accumulator_error", f"{type(exc).__name__}: {exc}", event, position)
        for oddity in oddities[known:]:
            self.problem(oddity.kind, oddity.message, oddity, position, oddity.event_type)
        if event.type in TERMINAL_TYPES and self.ended is None:
            self.ended = event.type

    def check(self, event: AnyEvent, raw: ServerSentEvent, position: int) -> None:
        if isinstance(event, UnknownEvent):
            self.problem("unknown_event", f"{event.type or '(no type)'}: not in the catalog",
                         event, position)
        for text in event.problems:
            kind = "missing_field" if "Field required" in text else "invalid_field"
            self.problem(kind, text, event, position)
        if raw.event and raw.event != event.type:
            self.problem("event_name_mismatch",
                         f"SSE `event: {raw.event}` but the JSON type is {event.type!r}",
                         event, position)

    def track_lifecycle(self, event: AnyEvent, position: int) -> None:
        """Remember what this event starts; forget what it finishes."""
        kind = event.type
        self.seen_types.add(kind)
        for suffix in (".done", ".completed", ".failed", ".incomplete"):
            if kind.endswith(suffix):
                self.open.pop((kind[: -len(suffix)], _where(event)), None)
        for suffix in OPENERS:
            if kind.endswith(suffix):
                family = kind[: -len(suffix)]
                where = _where(event)
                if family != "response" and where is not None:
                    self.open.setdefault((family, where), (event, position))
                    self.closers[family + suffix] = tuple(family + c for c in OPENERS[suffix])

    def unfinished(self) -> None:
        known = set(EVENT_TYPES) | self.seen_types
        for (family, _), (event, position) in self.open.items():
            closers = [c for c in self.closers[event.type] if c in known]
            if not closers:
                continue  # nothing finishes it (``output_text.annotation.added``)
            label = _item_label(getattr(event, "output_index", None),
                                _str(getattr(event, "item_id", None)) or _item_id(event),
                                _item_type(event))
            if family == "response.output_item":
                self.problem("item_not_done",
                             f"output item {label} was added but never done "
                             "(no response.output_item.done)", event, position)
            else:
                self.problem("not_finished",
                             f"{event.type} for {label} is never followed by "
                             f"{' or '.join(closers)}", event, position)

    def add_to_timeline(self, event: AnyEvent, position: int) -> None:
        timeline = self.report.timeline
        number = _seq(event)
        index = getattr(event, "output_index", None)
        index = index if isinstance(index, int) else None
        item_id = getattr(event, "item_id", None)
        item_id = item_id if isinstance(item_id, str) else _item_id(event)
        flag = "?" if isinstance(event, UnknownEvent) else "!" if event.problems else ""
        last = timeline[-1] if timeline else None
        if (last is not None and not flag and not last.flag and last.type == event.type
                and last.output_index == index and last.item_id == item_id
                and last.last_position + 1 == position
                and (number is None) == (last.last_sequence is None)
                and (number is None or number == (last.last_sequence or 0) + 1)):
            last.count += 1
            last.last_position = position
            last.last_sequence = number
            return
        timeline.append(TimelineEntry(event.type, number, number, position, position, 1, index,
                                      item_id, _item_type(event), flag))

    def finish(self, body: bytes, decoder: SSEDecoder) -> None:
        report = self.report
        report.event_count = self.position
        self.tail(body, decoder)
        self.unfinished()
        for problem in self.problems.values():
            if problem.kind == "missing_sequence_number":
                missing = sum(e.count for e in report.timeline if e.first_sequence is None)
                problem.message = (f"{missing} of {report.event_count} events have no sequence_number "
                                   "(the wire format before sequence numbers, or a non-OpenAI server)")
        terminal = self.accumulator.terminal_event
        if report.event_count == 0:
            self.problem("no_events", "the body holds no events")
        elif self.ended not in TERMINAL_TYPES and terminal is None:  # an `error` event ends it too
            self.problem("no_terminal_event",
                         "the stream ends without response.completed, response.failed, "
                         "response.incomplete or error")
        first = next((e.first_sequence for e in report.timeline if e.first_sequence is not None), None)
        if first and "response.created" not in self.seen_types:
            report.notes.append(f"a resumed stream: it starts after sequence_number {first - 1}")
        self.describe_response(terminal)
        report.problems = sorted(self.problems.values(), key=_problem_order)

    def tail(self, body: bytes, decoder: SSEDecoder) -> None:
        """Bytes after the last blank line: the decoder holds an event still open."""
        try:
            pending = decoder.feed(b"\n\n")  # would end the open event, if any
        except SSEError:
            pending = []
        rest = len(body) - _end_of_last_block(body)
        if pending:
            self.problem("truncated_event",
                         f"the stream ends inside an event ({rest} bytes after the last blank "
                         f"line, data starts {pending[0].data[:60]!r})")
        elif any(line and not line.startswith(b":") for line in body[len(body) - rest :].splitlines()):
            self.problem("truncated_event",
                         f"the stream ends inside an event ({rest} bytes after the last blank "
                         "line, no data line yet)")

    def describe_response(self, terminal: Optional[EventModel]) -> None:
        report = self.report
        snapshot = self.accumulator.snapshot
        report.response_id = _str(_get(snapshot, "id"))
        report.model = _str(_get(snapshot, "model"))
        report.status = _str(_get(snapshot, "status"))
        report.terminal_event = terminal.type if terminal is not None else None
        if terminal is None:
            report.outcome = None
        elif terminal.type == "response.completed":
            report.outcome = "completed"
        elif terminal.type == "response.incomplete":
            reason = _get(_get(snapshot, "incomplete_details"), "reason")
            report.outcome = f"incomplete ({reason or 'no reason given'})"
        else:
            error = _get(snapshot, "error")
            if terminal.type == "error":
                error = {"code": getattr(terminal, "code", None),
                         "message": getattr(terminal, "message", None)}
            code, message = _get(error, "code"), _get(error, "message")
            report.outcome = f"failed ({code or 'no code'}: {message or 'no message'})"
        for index, item in enumerate(_get(snapshot, "output") or []):
            data = _plain(item)
            report.items.append(ItemReport(
                index, _str(data.get("type")), _str(data.get("id")), _str(data.get("status")),
                not self.open_item(index), _item_fields(data)))

    def open_item(self, index: int) -> bool:
        return any(f == "response.output_item" and w == (index,) + (None,) * 3
                   for f, w in self.open)


def inspect_bytes(body: bytes, source: str = "<bytes>") -> Report:
    """The report of one recorded event-stream body."""
    report = Report(source, len(body))
    inspector = _Inspector(report)
    try:
        body.decode("utf-8")
    except UnicodeDecodeError as exc:
        inspector.problem("invalid_utf8", f"invalid UTF-8 at byte {exc.start} ({exc.reason}); "
                                          "decoded with U+FFFD in its place")
    decoder = SSEDecoder(max_event_size=MAX_EVENT_SIZE, errors="replace")
    try:
        raw_events = decoder.feed(body)
    except SSEError as exc:
        inspector.problem("sse_error", str(exc))
        raw_events = []
    for raw in raw_events:
        inspector.feed(raw)
    inspector.finish(body, decoder)
    return report


def _problem_order(problem: Problem) -> int:
    """Stream order; problems of the whole stream last."""
    return problem.position if problem.position is not None else 1 << 62


def _end_of_last_block(body: bytes) -> int:
    """Offset just after the last blank line (0 if there is none)."""
    end = line_start = 0
    for match in re.finditer(rb"\r\n|\r|\n", body):
        if match.start() == line_start:
            end = match.end()
        line_start = match.end()
    return end


def _seq(event: Any) -> Optional[int]:
    number = getattr(event, "sequence_number", None)
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def _where(event: Any) -> Optional[tuple[Any, ...]]:
    """Which item (and part) an event is about; None when it names none."""
    index = getattr(event, "output_index", None)
    item: Any = index if isinstance(index, int) else getattr(event, "item_id", None)
    if item is None:
        return None
    return (item, *(getattr(event, name, None) for name in SUB_INDEXES))


def _item_id(event: Any) -> Optional[str]:
    return _str(_get(getattr(event, "item", None), "id"))


def _item_type(event: Any) -> Optional[str]:
    return _str(_get(getattr(event, "item", None), "type"))


def _get(obj: Any, name: str) -> Any:
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


def _str(value: Any) -> Optional[str]:
    return value if isinstance(value, str) else None


def _plain(item: Any) -> dict[str, Any]:
    if isinstance(item, dict):
        return item
    dump = getattr(item, "model_dump", None)
    if dump is None:
        return {}
    data = dump(mode="json", exclude_none=True, warnings=False)
    return data if isinstance(data, dict) else {}


def _item_fields(data: dict[str, Any]) -> dict[str, str]:
    """The texts worth showing of an output item, by label, in full."""
    kind = data.get("type")
    fields: dict[str, str] = {}
    if kind == "message":
        for part in data.get("content") or []:
            part = part if isinstance(part, dict) else {}
            label = "refusal" if part.get("type") == "refusal" else "text"
            text = part.get("refusal") if label == "refusal" else part.get("text")
            _add(fields, label, text if isinstance(text, str) else _compact(part))
            annotations = part.get("annotations") or []
            if annotations:
                kinds = sorted({str(_get(a, "type")) for a in annotations})
                _add(fields, "annotations", f"{len(annotations)} ({', '.join(kinds)})")
        return fields
    if kind == "reasoning":
        for part in data.get("summary") or []:
            _add(fields, "summary", str(_get(part, "text") or ""))
        for part in data.get("content") or []:
            _add(fields, "reasoning", str(_get(part, "text") or ""))
        if data.get("encrypted_content"):
            _add(fields, "encrypted_content", _opaque(data["encrypted_content"]))
        return fields
    names = ITEM_FIELDS.get(str(kind)) or tuple(k for k in data if k not in HIDDEN_FIELDS)
    for name in names:
        value = data.get(name)
        if value is None or value == "" or value == []:
            continue
        fields[name] = _opaque(value) if name in OPAQUE_FIELDS else _field_text(name, value)
    return fields


def _field_text(name: str, value: Any) -> str:
    """An item field as text: the readable part of the usual shapes, else compact JSON."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        if isinstance(value.get("commands"), list):  # shell_call action
            return "\n".join(map(str, value["commands"]))
        if isinstance(value.get("command"), list):  # local_shell_call action
            return " ".join(map(str, value["command"]))
        if name == "operation" and "diff" in value:  # apply_patch_call
            return f"{value.get('type')} {value.get('path')}\n{value['diff']}"
        for key in ("query", "url", "pattern"):  # web_search_call action
            if isinstance(value.get(key), str):
                return f"{value.get('type')}: {value[key]}"
    if isinstance(value, list):
        if name == "tools":
            return ", ".join(str(_get(tool, "name")) for tool in value)
        if name == "results":
            return f"{len(value)} results"
        if all(isinstance(v, str) for v in value):
            return "; ".join(value)
        texts = [t for v in value for t in (_get(v, "stdout"), _get(v, "stderr"), _get(v, "logs"))
                 if isinstance(t, str) and t]
        if texts:
            return "\n".join(texts)
    return _compact(value)


def _add(fields: dict[str, str], label: str, text: str) -> None:
    fields[label] = f"{fields[label]}\n\n{text}" if label in fields else text


def _opaque(value: Any) -> str:
    return f"<{len(value)} chars>" if isinstance(value, str) else _compact(value)


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# -- rendering -----------------------------------------------------------------------------


def render_text(report: Report) -> str:
    return "\n".join(_text_lines(report)) + "\n"


def _text_lines(report: Report) -> Iterator[str]:
    numbers = [n for e in report.timeline for n in (e.first_sequence, e.last_sequence) if n is not None]
    span = f", sequence {min(numbers)}-{max(numbers)}" if numbers else ""
    yield f"{report.source}: {report.event_count} events, {report.size:,} bytes{span}"
    model = f" ({report.model})" if report.model else ""
    outcome = _clip(report.outcome or "no terminal event", chars=200, lines=1)[0]
    yield f"response {report.response_id or '(no id)'}{model}: {outcome}"
    yield ""
    yield "Timeline"
    short = _Shortener([e.item_id for e in report.timeline])
    rows = [(_range(group), group[0].flag, _group_name(group),
              _item_label(group[0].output_index, short(group[0].item_id), group[0].item_type))
             for group in _fold(report.timeline)]
    width = max((len(row[0]) for row in rows), default=1)
    name_width = max((len(row[2]) for row in rows), default=0)
    for numbers_text, flag, name, label in rows:
        yield f"  {numbers_text:>{width}} {flag or ' '} {name:<{name_width}}  {label}".rstrip()
    if any(e.first_sequence is None for e in report.timeline):
        yield "  (@n: position in the stream, for events without sequence_number)"
    if any(e.flag for e in report.timeline):
        yield "  (?: type not in the catalog; !: failed validation)"
    yield ""
    yield "Output"
    if not report.items:
        yield "  (no output items)"
    for item in report.items:
        state = item.status or "no status"
        if not item.finished:
            state += ", never done"
        yield f"  [{item.output_index}] {item.type or '(no type)'} {item.id or ''} ({state})"
        for label, text in item.fields.items():
            lines = _clip(text)
            yield f"      {label}: {lines[0]}"
            for line in lines[1:]:
                yield f"      {' ' * len(label)}  {line}"
    yield ""
    if report.problems:
        yield f"Problems ({len(report.problems)})"
        for problem in report.problems:
            times = f" ×{problem.count}" if problem.count > 1 else ""
            yield f"  {problem.kind}{times}{_where_text(problem)}: {problem.message}"
    else:
        yield "No problems found."
    for note in report.notes:
        yield f"Note: {note}"


def _fold(timeline: list[TimelineEntry]) -> Iterator[list[TimelineEntry]]:
    """Group runs of one event family (``response.output_text``: delta, annotation, done) for one item."""
    group: list[TimelineEntry] = []
    for entry in timeline:
        last = group[-1] if group else None
        if (last is not None and not entry.flag and not last.flag
                and _family(entry.type) == _family(last.type)
                and (entry.output_index, entry.item_id) == (last.output_index, last.item_id)
                and entry.first_position == last.last_position + 1
                and _follows(last.last_sequence, entry.first_sequence)):
            group.append(entry)
            continue
        if group:
            yield group
        group = [entry]
    if group:
        yield group


def _family(event_type: str) -> str:
    return ".".join(event_type.split(".")[:2])


def _follows(before: Optional[int], after: Optional[int]) -> bool:
    return before is None and after is None or (
        before is not None and after is not None and after == before + 1)


def _group_name(group: list[TimelineEntry]) -> str:
    """``response.output_text.delta ×47``, or ``response.output_text: delta ×121, done``."""
    if len({e.type for e in group}) == 1:
        count = sum(e.count for e in group)
        return group[0].type + (f" ×{count}" if count > 1 else "")
    family = _family(group[0].type)
    counts: dict[str, int] = {}
    for entry in group:
        counts[entry.type] = counts.get(entry.type, 0) + entry.count
    parts = [name[len(family) + 1 :] + (f" ×{n}" if n > 1 else "") for name, n in counts.items()]
    return f"{family}: {', '.join(parts)}"


def _range(group: list[TimelineEntry]) -> str:
    head, tail = group[0], group[-1]
    if head.first_sequence is None:
        first, last, mark = head.first_position, tail.last_position, "@"
    else:
        first, last, mark = head.first_sequence, tail.last_sequence or 0, ""
    return f"{mark}{first}" if first == last else f"{mark}{first}-{last}"


def _where_text(problem: Problem) -> str:
    if problem.sequence_number is not None:
        return f" at seq {problem.sequence_number}"
    if problem.position is not None:
        return f" at event @{problem.position}"
    return ""


def _item_label(index: Any, item_id: Optional[str], item_type: Optional[str]) -> str:
    parts = [f"[{index}]" if isinstance(index, int) else "", item_type or "", item_id or ""]
    return " ".join(p for p in parts if p)


class _Shortener:
    """Short ids for the timeline: ``msg_…a75ddc81…``, the part where the ids differ.

    Ids of one response share a long run of characters, at the start or at the
    end depending on the server, so the shown part starts after the prefix all of
    them share.
    """

    def __init__(self, ids: Sequence[Optional[str]]) -> None:
        bodies = sorted({_id_body(i) for i in ids if i})
        self.skip = len(_common_prefix(bodies)) if len(bodies) > 1 else 0

    def __call__(self, value: Optional[str]) -> Optional[str]:
        if value is None or len(value) <= 16:
            return value
        prefix = value[: len(value) - len(_id_body(value))]
        body = _id_body(value)
        shown = body[self.skip : self.skip + 8]
        head = "…" if self.skip else ""
        tail = "…" if self.skip + 8 < len(body) else ""
        return f"{prefix}{head}{shown}{tail}"


def _id_body(value: str) -> str:
    """The id without its type prefix (``msg_``, ``rs_``, ...)."""
    head, sep, rest = value.partition("_")
    return rest if sep and len(head) <= 6 and rest else value


def _common_prefix(values: Sequence[str]) -> str:
    first, last = min(values), max(values)
    n = 0
    while n < min(len(first), len(last)) and first[n] == last[n]:
        n += 1
    return first[:n]


def _clip(text: str, *, chars: int = TEXT_CHARS, lines: int = TEXT_LINES) -> list[str]:
    """At most ``lines`` non-blank lines of LINE_CHARS, ``chars`` in all; says how much was cut."""
    shown: list[str] = []
    used = 0
    cut = False
    source = [line for line in text.splitlines() if line.strip()] or [""]
    for line in source:
        room = min(LINE_CHARS, chars - used)
        if len(shown) == lines or room <= 1:
            cut = True
            break
        if len(line) > room:
            line, cut = line[: room - 1] + "…", True
        shown.append(line)
        used += len(line)
    if cut:
        shown.append(f"… ({len(text):,} chars in all)")
    return shown


def render_json(report: Report) -> str:
    return json.dumps(report.as_json(), indent=2, ensure_ascii=False) + "\n"


# -- command line --------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Tools for OpenAI Responses API event streams.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    inspect = commands.add_parser(
        "inspect", help="show the events, the output and the problems of a recorded stream",
        description="Show the timeline, the final output items and every problem of a "
                    "recorded text/event-stream body.")
    inspect.add_argument("file", metavar="FILE", help="an .sse file, or - for standard input")
    inspect.add_argument("--json", action="store_true", help="print the report as JSON")
    inspect.add_argument("--strict", action="store_true", help="exit with status 1 if there is any problem")
    return parser


def main(argv: Optional[Sequence[str]] = None, *, stdin: Optional[Any] = None,
         stdout: Optional[TextIO] = None, stderr: Optional[TextIO] = None) -> int:
    """Run the command line; return the exit status (0 fine, 1 problems with --strict, 2 bad input).

    ``stdin`` is a binary file for ``-`` (default: ``sys.stdin.buffer``).
    """
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 2
    try:
        if args.file == "-":
            body = (stdin or sys.stdin.buffer).read()
            source = "<stdin>"
        else:
            with open(args.file, "rb") as file:
                body = file.read()
            source = args.file
    except OSError as exc:
        print(f"{PROG} inspect: cannot read {args.file}: {exc.strerror or exc}", file=err)
        return 2
    report = inspect_bytes(body, source)
    _write(out, render_json(report) if args.json else render_text(report))
    return 1 if args.strict and not report.ok else 0


def _write(out: TextIO, text: str) -> None:
    """Write even to a terminal whose encoding lacks ``×`` or ``…``."""
    encoding = getattr(out, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = text.encode(encoding, "replace").decode(encoding, "replace")
    out.write(text)
