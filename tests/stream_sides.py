"""One test body for the sync and the async API: each side adapts calls to ``await``."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import httpx

import responses_stream as rs


class SyncSide:
    """Runs the sync API (blocking calls inside the async test body)."""

    name = "sync"

    def client(self, transport: Any = None, **options: Any) -> rs.ResponsesClient:
        http = httpx.Client(transport=transport) if transport is not None else httpx.Client()
        return rs.ResponsesClient(http, **options)

    def from_bytes(self, source: Any, **options: Any) -> rs.ResponseStream:
        return rs.ResponseStream.from_bytes(source, **options)

    async def stream(self, client: Any, **params: Any) -> rs.ResponseStream:
        return client.stream(**params)  # type: ignore[no-any-return]

    async def resume(self, client: Any, response_id: str, **options: Any) -> rs.ResponseStream:
        return client.resume(response_id, **options)  # type: ignore[no-any-return]

    async def events(self, stream: Any, limit: int | None = None) -> list[Any]:
        out = []
        for event in stream:
            out.append(event)
            if limit is not None and len(out) >= limit:
                break
        return out

    async def final(self, stream: Any) -> Any:
        return stream.get_final_response()

    async def close(self, stream: Any) -> None:
        stream.close()

    async def next_event(self, stream: Any) -> Any:
        return next(stream)

    async def enter(self, stream: Any, body: Callable[[Any], Awaitable[Any]]) -> Any:
        with stream as entered:
            return await body(entered)


class AsyncSide:
    """Runs the async API."""

    name = "async"

    def client(self, transport: Any = None, **options: Any) -> rs.AsyncResponsesClient:
        http = httpx.AsyncClient(transport=transport) if transport is not None else httpx.AsyncClient()
        return rs.AsyncResponsesClient(http, **options)

    def from_bytes(self, source: Any, **options: Any) -> rs.AsyncResponseStream:
        return rs.AsyncResponseStream.from_bytes(source, **options)

    async def stream(self, client: Any, **params: Any) -> rs.AsyncResponseStream:
        return await client.stream(**params)  # type: ignore[no-any-return]

    async def resume(self, client: Any, response_id: str, **options: Any) -> rs.AsyncResponseStream:
        return await client.resume(response_id, **options)  # type: ignore[no-any-return]

    async def events(self, stream: Any, limit: int | None = None) -> list[Any]:
        out = []
        async for event in stream:
            out.append(event)
            if limit is not None and len(out) >= limit:
                break
        return out

    async def final(self, stream: Any) -> Any:
        return await stream.get_final_response()

    async def close(self, stream: Any) -> None:
        await stream.close()

    async def next_event(self, stream: Any) -> Any:
        return await stream.__anext__()

    async def enter(self, stream: Any, body: Callable[[Any], Awaitable[Any]]) -> Any:
        async with stream as entered:
            return await body(entered)


def run(coroutine: Awaitable[Any]) -> Any:
    return asyncio.run(coroutine)  # type: ignore[arg-type]


def chunked(body: bytes, size: int) -> Iterable[bytes]:
    return [body[i : i + size] for i in range(0, len(body), size)]
