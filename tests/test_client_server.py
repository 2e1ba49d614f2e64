"""The client against a real HTTP server on loopback (responses_stream.testing), with faults.

One test body for sync and async; every test finishes in well under a second.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

import responses_stream as rs
from responses_stream.testing import ReplayServer, Reply, http_error

from .accumulate_helpers import accumulate, plain
from .conftest import FIXTURES
from .stream_sides import AsyncSide, SyncSide, run

BACKGROUND = FIXTURES / "background-queued-text.sse"
FAST = rs.ResumePolicy(initial_delay=0.0)


@pytest.fixture(params=[SyncSide(), AsyncSide()], ids=lambda s: s.name)
def side(request: pytest.FixtureRequest) -> Any:
    return request.param


def _expected(path: Path) -> tuple[list[Any], Any]:
    accumulator, events = accumulate(path)
    try:
        final = plain(accumulator.final_response())
    except rs.ResponseNotCompletedError as error:
        final = type(error)
    return [e.model_dump() for e in events], final


async def _run(side: Any, client: Any, **params: Any) -> tuple[list[Any], Any, Any]:
    stream = await side.stream(client, model="gpt-5", input="hi", **params)
    events = [e.model_dump() for e in await side.events(stream)]
    try:
        final = plain(await side.final(stream))
    except rs.ResponseNotCompletedError as error:
        final = type(error)
    return events, final, stream


def test_every_recorded_fixture_streams_end_to_end(side: Any, recorded: Path) -> None:
    async def body() -> None:
        with ReplayServer(recorded) as server:
            client = side.client(base_url=server.base_url, api_key="sk-test")
            events, final, _ = await _run(side, client)
        assert (events, final) == _expected(recorded)

    run(body())


def test_a_drop_before_any_event_cannot_be_resumed(side: Any) -> None:
    async def body() -> None:
        with ReplayServer(BACKGROUND, replies=[Reply(drop_after=0)]) as server:
            client = side.client(base_url=server.base_url, resume_policy=FAST)
            with pytest.raises(httpx.TransportError):
                await _run(side, client, background=True)
            assert [r.method for r in server.requests] == ["POST"]  # no response id to resume

    run(body())


@pytest.mark.parametrize("drop_after", [1, 3, 8, 15])
def test_dropped_background_stream_resumes_into_the_undisturbed_run(side: Any, drop_after: int) -> None:
    async def body() -> None:
        with ReplayServer(BACKGROUND, replies=[Reply(drop_after=drop_after, chunk_size=(1, 7))]) as server:
            client = side.client(base_url=server.base_url, resume_policy=FAST)
            events, final, stream = await _run(side, client, background=True)
            requests = [(r.method, r.query.get("starting_after")) for r in server.requests]
        assert (events, final) == _expected(BACKGROUND)
        assert stream.reconnections == 1
        assert requests == [("POST", None), ("GET", str(drop_after - 1))]

    run(body())


def test_several_drops_with_keepalives_and_tiny_chunks(side: Any) -> None:
    async def body() -> None:
        replies = [Reply(drop_after=4, keepalive=True), Reply(drop_after=2, chunk_size=1),
                   Reply(drop_after=5, partial_bytes=20), Reply(keepalive=True, chunk_size=(1, 3))]
        with ReplayServer(BACKGROUND, replies=replies) as server:
            client = side.client(base_url=server.base_url, resume_policy=FAST)
            events, final, stream = await _run(side, client, background=True)
        assert (events, final) == _expected(BACKGROUND)
        assert stream.reconnections == 3

    run(body())


def test_expired_cursor_raises_resume_cursor_error(side: Any) -> None:
    async def body() -> None:
        with ReplayServer(BACKGROUND, expired_before=10) as server:
            client = side.client(base_url=server.base_url)
            with pytest.raises(rs.ResumeCursorError) as caught:
                await side.resume(client, server.response_id, starting_after=3)
        assert caught.value.status_code == 400 and caught.value.code == "invalid_starting_after"

    run(body())


def test_resume_by_id_reads_the_rest_of_a_background_response(side: Any) -> None:
    async def body() -> None:
        with ReplayServer(BACKGROUND) as server:
            client = side.client(base_url=server.base_url)
            stream = await side.resume(client, server.response_id, starting_after=5)
            events = await side.events(stream)
            final = await side.final(stream)
        assert [e.sequence_number for e in events] == list(range(6, 17))
        assert plain(final) == _expected(BACKGROUND)[1]

    run(body())


@pytest.mark.parametrize(("status", "code"), [(401, "invalid_api_key"), (429, "rate_limit_exceeded"),
                                              (500, None)])
def test_http_errors_map_to_typed_errors(side: Any, status: int, code: str | None) -> None:
    async def body() -> None:
        secret = "sk-test-DO-NOT-LEAK"
        reply = http_error(status, "no can do", code=code)
        with ReplayServer(BACKGROUND, replies=[reply]) as server:
            client = side.client(base_url=server.base_url, api_key=secret)
            with pytest.raises(rs.APIStatusError) as caught:
                await side.stream(client, model="gpt-5", input="hi")
            recorded = server.requests[0]
        error = caught.value
        assert (error.status_code, error.code, error.request_id) == (status, code, recorded.request_id)
        assert "no can do" in error.message
        assert secret not in str(error) + repr(error) + repr(client)
        assert recorded.headers["authorization"] == "Bearer <redacted>"

    run(body())
