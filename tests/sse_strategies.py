"""Hypothesis helpers for event-stream tests, and a naive reference decoder.

``reference_decode`` transcribes the WHATWG "interpreting an event stream"
steps as literally as possible (decode everything, split with a regex, keep
the data buffer as one string), so that it can serve as an oracle for the
fast incremental decoder.
"""

from __future__ import annotations

import re

from hypothesis import strategies as st

from responses_stream._sse import ServerSentEvent

BOM = b"\xef\xbb\xbf"

# Characters that other line-splitting functions treat as line breaks, plus
# NUL, a BOM, a colon and non-BMP text: none of them may end an SSE line.
_TRICKY = ["\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\0", "\ufeff"]
_TRICKY += [":", " ", "  ", "é", "ж", "中", "😀", "data: ", '{"a":"b"}']

field_text = st.lists(
    st.one_of(
        st.text(st.characters(codec="utf-8", exclude_characters="\r\n"), max_size=6),
        st.sampled_from(_TRICKY),
    ),
    max_size=4,
).map("".join)
"""Text that fits in one line: anything but CR and LF."""

_field_name = st.sampled_from(["data", "event", "id", "retry", "Data", "data ", "x", ""])

sse_line = st.one_of(
    st.just(""),  # blank line: dispatch
    st.just(""),
    field_text.map(lambda v: "data: " + v),
    field_text.map(lambda v: "data:" + v),
    field_text.map(lambda v: "event: " + v),
    field_text.map(lambda v: "id: " + v),
    st.from_regex(r"[0-9]{1,5}", fullmatch=True).map(lambda v: "retry: " + v),
    field_text.map(lambda v: "retry:" + v),
    field_text.map(lambda v: ":" + v),  # comment
    st.sampled_from(["data", "event", "id", "retry", ": ping", ": OPENROUTER PROCESSING"]),
    st.tuples(_field_name, st.sampled_from(["", " ", "  "]), field_text).map(
        "{0[0]}:{0[1]}{0[2]}".format
    ),
)
"""One line of an event stream, without its line end."""

line_end = st.sampled_from([b"\n", b"\r", b"\r\n"])


@st.composite
def sse_streams(draw: st.DrawFn) -> bytes:
    """Encoded event streams: random lines, CR/LF/CRLF ends, optional BOM and tail."""
    parts = [BOM] if draw(st.booleans()) else []
    for line in draw(st.lists(sse_line, max_size=25)):
        parts.append(line.encode())
        parts.append(draw(line_end))
    if draw(st.booleans()):
        parts.append(draw(sse_line).encode())  # unterminated last line
    return b"".join(parts)


@st.composite
def chunkings(draw: st.DrawFn, body: bytes, max_cuts: int = 40) -> list[bytes]:
    """Cut ``body`` into chunks, favouring cuts inside CRLF, a BOM or a UTF-8 character."""
    size = len(body)
    tricky = [
        i
        for i in range(1, size)
        if body[i - 1] == 0x0D or 0x80 <= body[i] < 0xC0  # after CR / continuation byte
    ]
    position = st.integers(0, size)
    if tricky:
        position = st.one_of(position, st.sampled_from(tricky))
    cuts = sorted(draw(st.lists(position, max_size=max_cuts)))
    return [body[a:b] for a, b in zip([0, *cuts], [*cuts, size], strict=True)]


def one_byte_chunks(body: bytes) -> list[bytes]:
    return [body[i : i + 1] for i in range(len(body))]


def reference_decode(body: bytes, errors: str = "strict") -> list[ServerSentEvent]:
    """Decode a whole stream the slow, literal WHATWG way."""
    text = body.decode("utf-8", errors)
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = re.split("\r\n|\r|\n", text)
    lines.pop()  # end of stream: an unterminated line (or "") is discarded
    events = []
    data, event_type, id_buffer, retry = "", "", None, None
    for line in lines:
        if line == "":
            if data == "":
                event_type = ""
                retry = None
                continue
            events.append(ServerSentEvent(event_type or None, data[:-1], id_buffer, retry))
            data, event_type, retry = "", "", None
            continue
        if line.startswith(":"):
            continue
        name, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if name == "event":
            event_type = value
        elif name == "data":
            data += value + "\n"
        elif name == "id":
            if "\0" not in value:
                id_buffer = value
        elif name == "retry" and re.fullmatch("[0-9]+", value):
            retry = int(value)
    return events
