# Copied from templates/runtime/_resume.py by `make generate`. Do not edit: change the
# template and regenerate.
"""The sans-IO core that sync and async streams share: parse, accumulate, decide on resuming.

A connection feeds chunks into :class:`StreamCore`; when it ends before a terminal
event (a read error, or the body just stops) on a background response, the core
says where to resume (``starting_after`` = the last sequence number seen) and
after how long. The shells only do the IO and the sleeping, so the two cannot drift.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Optional

from ._accumulator import ResponseAccumulator
from ._base import EventModel
from ._errors import EventDecodeError
from ._pipeline import DEFAULT_MAX_EVENT_SIZE, EventParser
from ._snapshot import get_field

__all__ = ["ResumePolicy"]


@dataclass(frozen=True)
class ResumePolicy:
    """How a background stream reconnects after its connection drops.

    ``max_retries`` counts reconnections in a row that bring no new event;
    the delay before attempt ``n`` (from 0) is ``initial_delay * multiplier**n``,
    at most ``max_delay`` seconds. ``ResumePolicy(max_retries=0)`` turns resuming off.
    """

    max_retries: int = 5
    initial_delay: float = 0.25
    max_delay: float = 8.0
    multiplier: float = 2.0

    def delay(self, attempt: int) -> float:
        return float(min(self.max_delay, self.initial_delay * self.multiplier**attempt))


NO_RESUME = ResumePolicy(max_retries=0)


@dataclass(frozen=True)
class ResumePlan:
    """Reconnect to ``response_id`` after ``delay`` seconds, asking for events after ``starting_after``."""

    response_id: str
    starting_after: Optional[int]
    delay: float


class StreamCore:
    """Parser and accumulator for one logical stream across any number of connections."""

    def __init__(
        self,
        accumulator: ResponseAccumulator,
        *,
        strict: bool = False,
        max_event_size: int = DEFAULT_MAX_EVENT_SIZE,
        policy: ResumePolicy = NO_RESUME,
        response_id: Optional[str] = None,
    ) -> None:
        self.accumulator = accumulator
        self._strict = strict
        self._max_event_size = max_event_size
        self._policy = policy
        self._response_id = response_id
        self._failed_attempts = 0
        self._events_this_connection = 0
        self.parser = EventParser(strict=strict, max_event_size=max_event_size)
        self.connections = 0

    def connect(self) -> None:
        """A new connection starts: a fresh decoder, the same accumulator."""
        self.parser = EventParser(strict=self._strict, max_event_size=self._max_event_size)
        self.connections += 1
        self._events_this_connection = 0

    def feed(self, chunk: bytes) -> Iterator[EventModel]:
        """The events to hand on for one chunk; on a decode error, those before it first."""
        yield from self._handled(lambda: self.parser.feed(chunk))

    def end_of_body(self) -> Iterator[EventModel]:
        yield from self._handled(self.parser.flush)

    def _handled(self, step: Callable[[], list[Any]]) -> Iterator[EventModel]:
        handle = self.accumulator.handle
        try:
            events = step()
        except EventDecodeError as error:
            events, error.events_before = error.events_before, []
            self._events_this_connection += len(events)
            for event in events:
                yield from handle(event)
            raise
        self._events_this_connection += len(events)
        for event in events:
            yield from handle(event)

    @property
    def finished(self) -> bool:
        """A terminal event arrived, or the server said ``[DONE]``: nothing more to read."""
        return self.accumulator.terminal_event is not None or self.parser.done

    def plan_resume(self) -> Optional[ResumePlan]:
        """Where and when to reconnect after a connection ended early; None when we cannot.

        Only a background response can be resumed: others are gone with their connection.
        """
        if self.finished or self._policy.max_retries <= 0:
            return None
        snapshot = self.accumulator.snapshot
        response_id = self._response_id or get_field(snapshot, "id")
        if not isinstance(response_id, str) or get_field(snapshot, "background") is False:
            return None
        if self._response_id is None and get_field(snapshot, "background") is not True:
            return None
        if self._events_this_connection:
            self._failed_attempts = 0
        if self._failed_attempts >= self._policy.max_retries:
            return None
        delay = self._policy.delay(self._failed_attempts)
        self._failed_attempts += 1
        return ResumePlan(response_id, self.accumulator.last_sequence_number, delay)
