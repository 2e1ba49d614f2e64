# Copied from templates/runtime/_streams.py by `make generate`. Do not edit: change the
# template and regenerate.
"""``ResponseStream`` and ``AsyncResponseStream``: iterate typed events, get the final response.

Thin shells over :class:`StreamCore` (parsing, accumulating, deciding on resuming):
they read chunks, close connections and sleep between reconnections. Build one
from any byte source with ``from_bytes``, from an ``httpx`` response with
``from_httpx``, or let :class:`ResponsesClient` build it.
"""

from __future__ import annotations

import functools
import time
from collections.abc import (
    AsyncGenerator,
    AsyncIterable,
    AsyncIterator,
    Awaitable,
    Callable,
    Generator,
    Iterable,
    Iterator,
)
from typing import (
    IO,
    TYPE_CHECKING,
    Any,
    Generic,
    Optional,
    TypeVar,
    Union,
)

from ._accumulator import ResponseAccumulator
from ._base import EventModel
from ._errors import StreamClosedError
from ._pipeline import DEFAULT_MAX_EVENT_SIZE
from ._resume import NO_RESUME, ResumePlan, ResumePolicy, StreamCore

if TYPE_CHECKING:
    import httpx

__all__ = ["ResponseStream", "AsyncResponseStream"]

Connection = tuple[Iterable[bytes], Callable[[], None]]
AsyncConnection = tuple[AsyncIterable[bytes], Callable[[], Awaitable[None]]]
Reconnect = Callable[[ResumePlan], Connection]
AsyncReconnect = Callable[[ResumePlan], Awaitable[AsyncConnection]]
READ_SIZE = 64 * 1024


def _file_chunks(read: Callable[[int], bytes]) -> Iterator[bytes]:
    while chunk := read(READ_SIZE):
        yield chunk


ConnectionT = TypeVar("ConnectionT", Connection, AsyncConnection)
ReconnectT = TypeVar("ReconnectT", Reconnect, AsyncReconnect)


class _StreamBase(Generic[ConnectionT, ReconnectT]):
    """What both shells share: set-up, the accumulated state and the final response.

    ``connection`` is the first body (chunks and how to close them); ``reconnect``,
    when given, opens the continuation of a background response (the client's).
    ``retryable`` are the errors that mean the connection dropped.
    """

    def __init__(
        self,
        connection: ConnectionT,
        *,
        text_format: Any = None,
        tools: Any = None,
        starting_after: Optional[int] = None,
        strict: bool = False,
        response: Any = None,
        max_event_size: int = DEFAULT_MAX_EVENT_SIZE,
        reconnect: Optional[ReconnectT] = None,
        resume_policy: ResumePolicy = NO_RESUME,
        retryable: tuple[type[BaseException], ...] = (),
        response_id: Optional[str] = None,
        http_response: Optional[httpx.Response] = None,
    ) -> None:
        accumulator = ResponseAccumulator(
            response=response,
            text_format=text_format,
            tools=tools,
            strict=strict,
            starting_after=starting_after,
        )
        self._core = StreamCore(
            accumulator,
            strict=strict,
            max_event_size=max_event_size,
            policy=resume_policy if reconnect else NO_RESUME,
            response_id=response_id,
        )
        self._connection: Optional[ConnectionT] = connection
        self._reconnect: Optional[ReconnectT] = reconnect
        self._retryable = retryable
        self._closed = False
        self.http_response = http_response

    @property
    def accumulator(self) -> ResponseAccumulator:
        """The live accumulator: ``snapshot``, ``item(i)``, ``oddities``."""
        return self._core.accumulator

    @property
    def snapshot(self) -> Any:
        """The response as accumulated so far."""
        return self._core.accumulator.snapshot

    @property
    def reconnections(self) -> int:
        """How many times the stream resumed after its connection dropped."""
        return max(0, self._core.connections - 1)

    def _check_open(self) -> None:
        if self._closed:
            raise StreamClosedError("the stream is closed; open a new one to read again")


class ResponseStream(_StreamBase[Connection, Reconnect]):
    """A stream of typed events of one response, with the SDK's convenience methods.

    Iterate it for events (``snapshot`` on text deltas, ``parsed`` on text done, the
    parsed response on ``response.completed``); or call :meth:`get_final_response`.
    """

    @classmethod
    def from_bytes(
        cls, source: Union[bytes, Iterable[bytes], IO[bytes]], **options: Any
    ) -> ResponseStream:
        """A stream over a body already in hand: bytes, an iterable of chunks, or a binary file."""
        read = getattr(source, "read", None)
        if isinstance(source, bytes):
            chunks: Iterable[bytes] = (source,)
        elif callable(read):
            chunks = _file_chunks(read)
        else:
            chunks = source
        close = getattr(source, "close", None)
        return cls((chunks, close if callable(close) else (lambda: None)), **options)

    @classmethod
    def from_httpx(cls, response: httpx.Response, **options: Any) -> ResponseStream:
        """A stream over an ``httpx.Response`` opened with ``stream=True``; closing closes it."""
        return cls((response.iter_bytes(), response.close), http_response=response, **options)

    def __iter__(self) -> Iterator[EventModel]:
        return self

    def __next__(self) -> EventModel:
        self._check_open()
        return next(self._iterator)

    @functools.cached_property
    def _iterator(self) -> Generator[EventModel, None, None]:
        return self._events()

    def __enter__(self) -> ResponseStream:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the connection; iterating afterwards raises :class:`StreamClosedError`."""
        if not self._closed:
            self._closed = True
            self._iterator.close()
            self._close_connection()

    def until_done(self) -> ResponseStream:
        """Read the stream to its end."""
        for _ in self:
            pass
        return self

    def get_final_response(self) -> Any:
        """Read to the end; the parsed final response, or a typed error with the partial one."""
        if not self._closed:
            self.until_done()
        return self._core.accumulator.final_response()

    def _close_connection(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            connection[1]()

    def _events(self) -> Generator[EventModel, None, None]:
        core = self._core
        while self._connection is not None:
            core.connect()
            chunks = self._connection[0]
            dropped: Optional[BaseException] = None
            try:
                for chunk in chunks:
                    yield from core.feed(chunk)
                    if core.parser.done:
                        break
                else:
                    yield from core.end_of_body()
            except self._retryable as error:
                dropped = error
            finally:
                self._close_connection()
            reconnect = self._reconnect
            plan = None if reconnect is None else core.plan_resume()
            if plan is None or reconnect is None:
                if dropped is not None:
                    raise dropped
                return
            time.sleep(plan.delay)
            self._connection = reconnect(plan)


class AsyncResponseStream(_StreamBase[AsyncConnection, AsyncReconnect]):
    """The async twin of :class:`ResponseStream` (``async for``, ``await get_final_response()``)."""

    @classmethod
    def from_bytes(
        cls, source: Union[bytes, Iterable[bytes], AsyncIterable[bytes]], **options: Any
    ) -> AsyncResponseStream:
        """A stream over bytes, or a (sync or async) iterable of chunks."""
        return cls((_as_async(source), _async_noop), **options)

    @classmethod
    def from_httpx(cls, response: httpx.Response, **options: Any) -> AsyncResponseStream:
        """A stream over an ``httpx.Response`` from an ``AsyncClient`` opened with ``stream=True``."""
        return cls((response.aiter_bytes(), response.aclose), http_response=response, **options)

    def __aiter__(self) -> AsyncIterator[EventModel]:
        return self

    async def __anext__(self) -> EventModel:
        self._check_open()
        return await self._iterator.__anext__()

    @functools.cached_property
    def _iterator(self) -> AsyncGenerator[EventModel, None]:
        return self._events()

    async def __aenter__(self) -> AsyncResponseStream:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Release the connection; iterating afterwards raises :class:`StreamClosedError`."""
        if not self._closed:
            self._closed = True
            await self._iterator.aclose()
            await self._close_connection()

    async def until_done(self) -> AsyncResponseStream:
        async for _ in self:
            pass
        return self

    async def get_final_response(self) -> Any:
        if not self._closed:
            await self.until_done()
        return self._core.accumulator.final_response()

    async def _close_connection(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            await connection[1]()

    async def _events(self) -> AsyncGenerator[EventModel, None]:
        core = self._core
        while self._connection is not None:
            core.connect()
            chunks = self._connection[0]
            dropped: Optional[BaseException] = None
            try:
                async for chunk in chunks:
                    for event in core.feed(chunk):
                        yield event
                    if core.parser.done:
                        break
                else:
                    for event in core.end_of_body():
                        yield event
            except self._retryable as error:
                dropped = error
            finally:
                await self._close_connection()
            reconnect = self._reconnect
            plan = None if reconnect is None else core.plan_resume()
            if plan is None or reconnect is None:
                if dropped is not None:
                    raise dropped
                return
            import asyncio  # here, not at the top: asyncio costs a sync user 15 ms of import

            await asyncio.sleep(plan.delay)
            self._connection = await reconnect(plan)


async def _as_async(
    source: Union[bytes, Iterable[bytes], AsyncIterable[bytes]],
) -> AsyncIterator[bytes]:
    if isinstance(source, bytes):
        yield source
    elif isinstance(source, AsyncIterable):
        async for chunk in source:
            yield chunk
    else:
        for chunk in source:
            yield chunk


async def _async_noop() -> None:
    return None
