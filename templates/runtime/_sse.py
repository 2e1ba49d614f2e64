"""Byte-level Server-Sent Events decoder: sans-IO, incremental, bounded, linear.

Follows the WHATWG HTML Standard, section 9.2.6 "Interpreting an event stream"
(https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation),
with two deliberate API choices: an event without an ``event:`` field has
``event=None`` (not ``"message"``), and invalid UTF-8 raises by default
(``errors="strict"``) instead of being replaced silently.

Why it is fast: a chunk is searched for line ends only once, with ``bytes.rfind``;
all complete lines in it are decoded with one ``bytes.decode`` and cut with one
``str.split``; the per-line Python work is a truth test for the blank line and
one ``startswith`` for the ``data: `` line. The size limit is checked per
chunk, and per line only when a chunk could cross it. Bytes of a line that is
still incomplete are kept in a ``bytearray`` (amortised O(1) append) and
used in place when the line ends, so any chunking costs time linear in its size.
A segment of long lines (a multi-megabyte ``partial_image``) is decoded line by
line instead, a ``data:`` line's value straight from the bytes: the event is
held once as bytes and once as text, not four times.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Literal, NamedTuple

from ._errors import EventTooLargeError, InvalidUTF8Error, SSEError

__all__ = ["SSEDecoder", "ServerSentEvent"]

_BOM = b"\xef\xbb\xbf"
_CR = 13
# Segments at least this big whose lines average at least _LONG_LINE bytes take
# the line-by-line path (see _long_lines); others are decoded in one piece.
_BIG_SEGMENT = 64 * 1024
_LONG_LINE = 4096


class ServerSentEvent(NamedTuple):
    """One dispatched event. A tuple subclass: immutable, and cheap to build."""

    event: str | None = None
    """The ``event:`` field of the block, or ``None`` when absent or empty."""
    data: str = ""
    """The ``data:`` lines of the block joined with ``"\\n"``."""
    id: str | None = None
    """The last event ID in force when dispatched (WHATWG: it persists)."""
    retry: int | None = None
    """The ``retry:`` value set in this block, if any."""


# Building the tuple directly skips NamedTuple's Python-level __new__ (about
# twice as fast; this runs once per event).
_tuple_new = tuple.__new__


class SSEDecoder:
    """Turn the bytes of one ``text/event-stream`` body into events.

    Feed the body's chunks, in order, to :meth:`feed`; each call returns the
    events its bytes completed. Call :meth:`flush` at the end of the body: per
    WHATWG an event without its terminating blank line is discarded, not
    dispatched.

    ``max_event_size`` bounds memory: if the data buffer of one event (the
    UTF-8 bytes of its ``data`` values) plus the line being received (of any
    kind, line end excluded) exceed it, :class:`EventTooLargeError` is raised;
    whether it is raised does not depend on how the stream is chunked. ``errors`` is
    ``"strict"`` (default: invalid UTF-8 raises :class:`InvalidUTF8Error`) or
    ``"replace"`` (invalid bytes become U+FFFD, as a browser does).

    When an error is found after some events of the same chunk were completed,
    ``feed`` returns those events and the error is raised by the next call, so
    that a bad event never loses the good ones before it. A decoder that
    raised stays failed.
    """

    __slots__ = (
        "_at_start",
        "_block_retry",
        "_buf",
        "_closed",
        "_data",
        "_dispatched",
        "_error",
        "_errors",
        "_event",
        "_fed",
        "_head",
        "_id",
        "_last_event_id",
        "_limit",
        "_line_start",
        "_retry",
        "_size",
        "_skip_lf",
    )

    def __init__(
        self,
        *,
        max_event_size: int = 64 * 1024 * 1024,
        errors: Literal["strict", "replace"] = "strict",
    ) -> None:
        if errors not in ("strict", "replace"):
            raise ValueError(f"errors must be 'strict' or 'replace', not {errors!r}")
        if max_event_size < 1:
            raise ValueError(f"max_event_size must be positive, not {max_event_size!r}")
        self._limit = max_event_size
        self._errors = errors
        # Line splitting state.
        self._buf = bytearray()  # bytes of the line not yet terminated
        self._line_start = 0  # stream offset of the first byte in _buf
        # The previous chunk ended with CR: an LF starting the next one is its pair.
        self._skip_lf = False
        self._head = b""  # stream start held back until a BOM can be ruled out
        self._at_start = True
        # Field buffers of the block being received (WHATWG "data buffer" etc.).
        self._data: list[str] = []
        self._size = 0  # UTF-8 bytes of the values in _data
        self._event: str | None = None
        self._id: str | None = None  # "last event ID buffer"
        self._block_retry: int | None = None
        # Public state.
        self._last_event_id: str | None = None
        self._retry: int | None = None
        self._dispatched = 0
        self._fed = 0
        self._error: SSEError | None = None
        self._closed = False

    @property
    def last_event_id(self) -> str | None:
        """The WHATWG "last event ID string": the ID buffer at the last blank line."""
        return self._last_event_id

    @property
    def retry(self) -> int | None:
        """The reconnection time in ms from the last valid ``retry:`` field, if any."""
        return self._retry

    @property
    def events_dispatched(self) -> int:
        """How many events the decoder has returned so far."""
        return self._dispatched

    @property
    def bytes_fed(self) -> int:
        """How many bytes were fed: the stream offset of the next byte."""
        return self._fed

    def feed(self, chunk: bytes) -> list[ServerSentEvent]:
        """Consume the next bytes of the stream; return the events they complete."""
        if self._error is not None:
            raise self._error
        if self._closed:
            raise SSEError("feed() called after flush(): use a new SSEDecoder for a new stream")
        events: list[ServerSentEvent] = []
        if not chunk:
            return events
        offset = self._fed
        self._fed = offset + len(chunk)
        if self._at_start:
            chunk, offset = self._strip_bom(chunk)
            if not chunk:
                return events
        try:
            self._split(chunk, offset, events)
        except SSEError as exc:
            self._error = exc
            if not events:
                raise
        self._dispatched += len(events)
        return events

    def flush(self) -> list[ServerSentEvent]:
        """End of stream: drop any unfinished event (WHATWG: it is not dispatched)."""
        if self._error is not None:
            raise self._error
        self._closed = True
        self._buf.clear()
        self._head = b""
        self._data = []
        self._size = 0
        self._event = None
        self._block_retry = None
        return []

    def iter_events(self, chunks: Iterable[bytes]) -> Iterator[ServerSentEvent]:
        """Feed every chunk of ``chunks``, then flush; yield the events."""
        for chunk in chunks:
            yield from self.feed(chunk)
        yield from self.flush()

    # -- line splitting -------------------------------------------------------

    def _strip_bom(self, chunk: bytes) -> tuple[bytes, int]:
        """Drop one UTF-8 BOM at the very start of the stream, even if split up.

        WHATWG: "One leading U+FEFF BYTE ORDER MARK character must be ignored
        if any are present." Returns the bytes to split and their stream offset.
        """
        head = self._head + chunk
        if len(head) < len(_BOM) and _BOM.startswith(head):
            self._head = head  # could still be a BOM: wait for more bytes
            return b"", 0
        self._head = b""
        self._at_start = False
        if head.startswith(_BOM):
            return head[len(_BOM) :], len(_BOM)
        return head, 0

    def _split(self, chunk: bytes, offset: int, events: list[ServerSentEvent]) -> None:
        """Cut ``chunk`` (at stream ``offset``) after its last line end; use the lines.

        WHATWG: lines end in CRLF, a lone LF, or a lone CR. Only the new chunk
        is searched; the pending partial line is never rescanned.
        """
        start = 0
        if self._skip_lf:
            self._skip_lf = False
            if chunk[:1] == b"\n":
                start = 1  # second half of a CRLF cut between chunks
        end = max(chunk.rfind(b"\n", start), chunk.rfind(b"\r", start)) + 1
        buf = self._buf
        if not end:  # no line end: the whole chunk continues the pending line
            if not buf:
                self._line_start = offset + start
            buf += chunk[start:] if start else chunk
            if len(buf) + self._size > self._limit:
                raise self._too_large(len(buf) + self._size)
            return
        segment: bytes | bytearray
        if buf:
            # The pending line ends here: use its buffer as the segment (no copy)
            # and keep what follows in a new one.
            buf += memoryview(chunk)[start:end]
            segment, seg_offset = buf, self._line_start
            self._buf = buf = bytearray()
        else:
            segment = chunk[start:end]
            seg_offset = offset + start
        if end < len(chunk):
            buf += chunk[end:]
            self._line_start = offset + end
        elif chunk[end - 1] == _CR:
            self._skip_lf = True
        self._lines(segment, seg_offset, events)
        if buf and len(buf) + self._size > self._limit:
            raise self._too_large(len(buf) + self._size)

    def _lines(self, segment: bytes | bytearray, offset: int, events: list[ServerSentEvent]) -> None:
        """Decode ``segment`` (whole lines, each with its line end); interpret them.

        CR and LF are ASCII and never part of a multi-byte UTF-8 sequence, so
        decoding whole lines can never split a character, and decoding many
        lines at once gives the same text as decoding each line.
        """
        raw = segment
        if b"\r" in segment:
            segment = segment.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        elif len(segment) >= _BIG_SEGMENT and segment.count(b"\n") * _LONG_LINE <= len(segment):
            self._long_lines(segment, offset, events)
            return
        try:
            text = segment.decode("utf-8", self._errors)
        except UnicodeDecodeError:
            self._invalid_utf8(raw, offset, events)
            return
        lines = text.split("\n")
        del lines[-1]  # the segment ends with a line end: the last piece is empty
        if self._size + len(segment) <= self._limit:
            # No line here can take the event past the limit: skip the checks.
            self._interpret(lines, events)
            return
        # Line sizes in bytes; str.isascii() is O(1) and then characters are bytes.
        sizes = map(len, lines if text.isascii() else segment.split(b"\n"))
        for line, n in zip(lines, sizes, strict=False):
            if self._size + n > self._limit:
                raise self._too_large(self._size + n)
            self._interpret([line], events)

    def _long_lines(self, segment: bytes | bytearray, offset: int, events: list[ServerSentEvent]) -> None:
        """``_lines`` for a segment of long LF-ended lines, without copying them whole.

        Each line is decoded on its own from a view of the bytes; a ``data: ``
        line's value is decoded without its prefix and goes straight into the
        data buffer. The rules, the size limit and the errors are those of
        ``_lines``: a bad line raises after the lines before it took effect.
        """
        with memoryview(segment) as view:
            start, total = 0, len(segment)
            while start < total:
                end = segment.index(b"\n", start)
                if self._size + end - start > self._limit:
                    raise self._too_large(self._size + end - start)
                data_line = segment.startswith(b"data: ", start, end)
                try:
                    text = str(view[start + 6 if data_line else start : end], "utf-8", self._errors)
                except UnicodeDecodeError:
                    self._invalid_utf8(bytes(view[start:]), offset + start, events)
                    return
                if data_line:
                    self._data.append(text)
                    self._size += len(text) if text.isascii() else len(text.encode())
                else:
                    self._interpret([text], events)
                start = end + 1

    def _invalid_utf8(self, raw: bytes | bytearray, offset: int, events: list[ServerSentEvent]) -> None:
        """Interpret the lines before the first bad one, then raise for that line."""
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            bad, reason, cause = exc.start, exc.reason, exc
        else:  # pragma: no cover - the caller saw this segment fail to decode
            raise AssertionError("segment decodes")
        cut = max(raw.rfind(b"\n", 0, bad), raw.rfind(b"\r", 0, bad)) + 1
        if cut:
            self._lines(raw[:cut], offset, events)
        # Stay chunking-independent: fed in small pieces, an over-long bad line
        # would have hit the size limit before its line end was seen.
        line_end = min(i for i in (raw.find(b"\n", bad), raw.find(b"\r", bad)) if i >= 0)
        if self._size + line_end - cut > self._limit:
            raise self._too_large(self._size + line_end - cut)
        raise InvalidUTF8Error(
            f"invalid UTF-8 in the event stream at byte {offset + bad} ({reason}), "
            f"in the line starting at byte {offset + cut}; the decoder uses "
            "errors='strict' (errors='replace' substitutes U+FFFD instead)",
            offset=offset + cut,
        ) from cause

    def _too_large(self, size: int) -> EventTooLargeError:
        return EventTooLargeError(
            f"event larger than max_event_size={self._limit} bytes: {size} bytes of "
            f"it within the first {self._fed} bytes of the stream; raise "
            "max_event_size if such events are expected",
            limit=self._limit,
        )

    # -- field interpretation -------------------------------------------------

    def _interpret(self, lines: list[str], events: list[ServerSentEvent]) -> None:
        """Apply the WHATWG per-line rules to complete lines; dispatch on blank lines.

        The hot path is the blank line, then the ``data: `` line. The caller
        has checked ``max_event_size``; this only updates the byte count of
        the data buffer.
        """
        data = self._data
        counted = len(data)  # data values already counted in self._size
        size = self._size
        event = self._event
        id_ = self._id
        retry = self._block_retry
        last_id = self._last_event_id
        append = events.append
        new = _tuple_new
        for line in lines:
            if not line:
                # Blank line: dispatch. The last event ID string is set even if
                # nothing is dispatched; a block with no data line dispatches
                # nothing; the event type and data buffers always reset.
                last_id = id_
                if data:
                    text = data[0] if len(data) == 1 else "\n".join(data)
                    append(new(ServerSentEvent, (event or None, text, id_, retry)))
                    data = []
                counted = size = 0
                event = None
                retry = None
                continue
            if line.startswith("data: "):
                data.append(line[6:])
                continue
            if line.startswith("event: "):
                event = line[7:]
                continue
            colon = line.find(":")
            if colon == 0:
                continue  # comment, e.g. ": ping" keep-alive
            if colon < 0:
                name, value = line, ""  # no colon: the whole line is the field name
            else:
                name = line[:colon]
                value = line[colon + 2 :] if line.startswith(" ", colon + 1) else line[colon + 1 :]
            if name == "data":
                data.append(value)
            elif name == "event":
                event = value
            elif name == "id":
                if "\0" not in value:
                    id_ = value
            elif name == "retry" and value.isascii() and value.isdigit():
                try:
                    retry = int(value)
                except ValueError:  # more digits than int() parses: no usable time
                    continue
                self._retry = retry
            # any other field name is ignored
        if len(data) > counted:
            size += sum(len(v) if v.isascii() else len(v.encode()) for v in data[counted:])
        self._data = data
        self._size = size
        self._event = event
        self._id = id_
        self._block_retry = retry
        self._last_event_id = last_id
