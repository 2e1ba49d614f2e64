# Copied from templates/runtime/_pipeline.py by `make generate`. Do not edit: change the
# template and regenerate.
"""Bytes to typed events: the SSE decoder, then one typed event per SSE event.

``EventParser`` is the sans-IO core (``feed`` bytes, ``flush`` at the end);
``iter_events`` and ``aiter_events`` drive it over sync and async byte sources.
The event type comes from the JSON ``type``; the SSE ``event:`` name stands in
when the JSON has none. ``data: [DONE]`` (sent by third-party servers) ends the
stream cleanly; an event with empty data is skipped.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator, Callable, Iterable, Iterator
from typing import Literal

from ._errors import EventDecodeError
from ._parse import AnyEvent, parse_event
from ._sse import ServerSentEvent, SSEDecoder

__all__ = ["EventParser", "iter_events", "aiter_events"]

DONE = "[DONE]"
DEFAULT_MAX_EVENT_SIZE = 64 * 1024 * 1024


class EventParser:
    """Turns chunks of an event-stream body into typed events, incrementally.

    ``strict`` makes a known event that fails validation raise instead of being
    built loosely. A payload that is not JSON raises :class:`EventDecodeError`
    naming its position; the events completed before it in the same chunk are on
    the error as ``events_before``, so nothing already decoded is lost.
    """

    def __init__(
        self,
        *,
        strict: bool = False,
        max_event_size: int = DEFAULT_MAX_EVENT_SIZE,
        errors: Literal["strict", "replace"] = "strict",
    ) -> None:
        self._decoder = SSEDecoder(max_event_size=max_event_size, errors=errors)
        self._strict = strict
        self._position = 0
        self.done = False

    @property
    def position(self) -> int:
        """How many SSE events with data have been seen (the next one's 0-based index)."""
        return self._position

    def feed(self, chunk: bytes) -> list[AnyEvent]:
        """The typed events that this chunk completes."""
        if self.done:
            return []
        return self._typed(self._decoder.feed(chunk))

    def flush(self) -> list[AnyEvent]:
        """End of the body: an unfinished event is dropped, as the SSE rules say."""
        if self.done:
            return []
        return self._typed(self._decoder.flush())

    def _typed(self, raw_events: list[ServerSentEvent]) -> list[AnyEvent]:
        events: list[AnyEvent] = []
        for raw in raw_events:
            data = raw.data
            if not data:
                continue
            if data == DONE:
                self.done = True
                break
            position = self._position
            self._position += 1
            try:
                events.append(
                    parse_event(data, strict=self._strict, event_name=raw.event, position=position)
                )
            except EventDecodeError as error:
                error.events_before = events
                raise
        return events


def iter_events(
    chunks: Iterable[bytes],
    *,
    strict: bool = False,
    max_event_size: int = DEFAULT_MAX_EVENT_SIZE,
    errors: Literal["strict", "replace"] = "strict",
) -> Iterator[AnyEvent]:
    """Typed events from an iterable of byte chunks (an HTTP body, a file, a list)."""
    parser = EventParser(strict=strict, max_event_size=max_event_size, errors=errors)
    for chunk in chunks:
        yield from _deliver(parser.feed, chunk)
        if parser.done:
            return
    yield from _deliver(_flusher(parser), b"")


async def aiter_events(
    chunks: AsyncIterable[bytes],
    *,
    strict: bool = False,
    max_event_size: int = DEFAULT_MAX_EVENT_SIZE,
    errors: Literal["strict", "replace"] = "strict",
) -> AsyncIterator[AnyEvent]:
    """Typed events from an async iterable of byte chunks."""
    parser = EventParser(strict=strict, max_event_size=max_event_size, errors=errors)
    async for chunk in chunks:
        for event in _deliver(parser.feed, chunk):
            yield event
        if parser.done:
            return
    for event in _deliver(_flusher(parser), b""):
        yield event


def _flusher(parser: EventParser) -> Callable[[bytes], list[AnyEvent]]:
    return lambda _chunk: parser.flush()


def _deliver(step: Callable[[bytes], list[AnyEvent]], chunk: bytes) -> Iterator[AnyEvent]:
    """Yield a step's events; on a decode error, first yield those before it, then raise."""
    try:
        events = step(chunk)
    except EventDecodeError as error:
        before, error.events_before = error.events_before, []
        yield from before
        raise
    yield from events
