"""Streams and client over httpx.MockTransport (no socket); one test body for sync and async.

The same behaviours over real sockets, with faults, are in test_client_server.py.
"""

from __future__ import annotations

import io
import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import BaseModel

import responses_stream as rs

from .accumulate_helpers import accumulate, plain
from .conftest import FIXTURES
from .stream_sides import AsyncSide, SyncSide, chunked, run

BACKGROUND = FIXTURES / "background-queued-text.sse"
API_KEY = "sk-test-SECRET-0123456789"


@pytest.fixture(params=[SyncSide(), AsyncSide()], ids=lambda s: s.name)
def side(request: pytest.FixtureRequest) -> Any:
    return request.param


def blocks(path: Path) -> list[bytes]:
    """The fixture's event blocks, byte for byte, each with its blank line."""
    return [block + b"\n\n" for block in path.read_bytes().split(b"\n\n") if block.strip()]


def sequence_number(block: bytes) -> int:
    data = [line for line in block.split(b"\n") if line.startswith(b"data: ")][0]
    return int(json.loads(data[6:])["sequence_number"])


class Body(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A response body in chunks that may end with a dropped connection."""

    def __init__(self, chunks: list[bytes], drop: bool = False) -> None:
        self.chunks, self.drop, self.closed = chunks, drop, False

    def __iter__(self) -> Iterator[bytes]:
        yield from self.chunks
        if self.drop:
            raise httpx.ReadError("connection reset by peer")

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for chunk in self.chunks:
            yield chunk
        if self.drop:
            raise httpx.ReadError("connection reset by peer")

    def close(self) -> None:
        self.closed = True

    async def aclose(self) -> None:
        self.closed = True


class Server:
    """A MockTransport handler: POST serves a fixture (maybe dropped), GET serves its suffix."""

    def __init__(self, path: Path, drops_after: tuple[int, ...] = (), status: int = 200,
                 error: dict[str, Any] | None = None) -> None:
        self.blocks = blocks(path)
        self.drops_after = list(drops_after)
        self.status, self.error = status, error
        self.requests: list[httpx.Request] = []
        self.bodies: list[Body] = []

    def handler(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if self.status >= 400:
            return httpx.Response(self.status, json={"error": self.error},
                                  headers={"x-request-id": "req_123"})
        after = request.url.params.get("starting_after")
        served = [b for b in self.blocks if after is None or sequence_number(b) > int(after)]
        drop = bool(self.drops_after)
        if drop:
            served = served[: self.drops_after.pop(0)]
        body = Body(chunked(b"".join(served), 97), drop=drop)
        self.bodies.append(body)
        return httpx.Response(200, stream=body, headers={"content-type": "text/event-stream"})

    def transport(self) -> httpx.MockTransport:
        return httpx.MockTransport(self.handler)


def test_from_bytes_streams_every_fixture_like_the_accumulator(side: Any, recorded: Path) -> None:
    async def body() -> None:
        stream = side.from_bytes(chunked(recorded.read_bytes(), 4096))
        events = await side.events(stream)
        expected_accumulator, expected = accumulate(recorded)
        assert [e.type for e in events] == [e.type for e in expected]
        try:
            final = plain(expected_accumulator.final_response())
        except rs.ResponseNotCompletedError as error:
            with pytest.raises(type(error)):
                await side.final(stream)
        else:
            assert plain(await side.final(stream)) == final

    run(body())


def test_from_bytes_takes_bytes_and_binary_files() -> None:
    body = BACKGROUND.read_bytes()
    assert rs.ResponseStream.from_bytes(body).get_final_response().id.startswith("resp_")
    stream = rs.ResponseStream.from_bytes(io.BytesIO(body))
    assert stream.get_final_response().status == "completed"


def test_delta_events_carry_snapshots_and_the_completed_event_the_parsed_response(side: Any) -> None:
    async def body() -> None:
        events = await side.events(side.from_bytes(BACKGROUND.read_bytes()))
        deltas = [e for e in events if isinstance(e, rs.ResponseTextDeltaEvent)]
        assert deltas[-1].snapshot == "".join(d.delta for d in deltas)
        assert events[-1].response.output[0].content[0].parsed is None

    run(body())


def test_closing_early_releases_the_connection_and_later_reads_fail(side: Any) -> None:
    async def body() -> None:
        server = Server(BACKGROUND)
        client = side.client(server.transport(), api_key=API_KEY)
        stream = await side.stream(client, model="gpt-5", input="hi")
        first = await side.events(stream, limit=3)
        assert len(first) == 3
        await side.close(stream)
        assert server.bodies[0].closed
        with pytest.raises(rs.StreamClosedError):
            await side.next_event(stream)

    run(body())


def test_context_manager_closes_the_stream(side: Any) -> None:
    async def body() -> None:
        server = Server(BACKGROUND)
        client = side.client(server.transport())
        stream = await side.stream(client, model="gpt-5", input="hi")

        async def read_two(entered: Any) -> list[Any]:
            return await side.events(entered, limit=2)

        assert len(await side.enter(stream, read_two)) == 2
        assert server.bodies[0].closed
        with pytest.raises(rs.StreamClosedError):
            await side.next_event(stream)

    run(body())


class Weather(BaseModel):
    """Report the weather."""

    city: str


def test_client_posts_the_request_with_stream_true_key_and_headers(side: Any, monkeypatch: Any) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", API_KEY)

    async def body() -> None:
        server = Server(BACKGROUND)
        client = side.client(server.transport(), base_url="https://gw.example/v1",
                             headers={"OpenAI-Project": "proj_1"})
        stream = await side.stream(client, model="gpt-5", input="hi", text_format=Weather, tools=[Weather])
        await side.final(stream)
        (request,) = server.requests
        assert (request.method, str(request.url)) == ("POST", "https://gw.example/v1/responses")
        assert request.headers["authorization"] == f"Bearer {API_KEY}"
        assert request.headers["openai-project"] == "proj_1"
        sent = json.loads(request.content)
        assert sent["stream"] is True and sent["model"] == "gpt-5"
        assert sent["text"]["format"]["type"] == "json_schema"
        assert sent["text"]["format"]["schema"]["additionalProperties"] is False
        assert sent["tools"][0] == {"type": "function", "name": "Weather", "strict": True,
                                    "description": "Report the weather.",
                                    "parameters": sent["tools"][0]["parameters"]}

    run(body())


def test_http_errors_raise_typed_errors_without_the_api_key(side: Any) -> None:
    async def body() -> None:
        error = {"message": "Incorrect API key provided", "type": "invalid_request_error",
                 "code": "invalid_api_key", "param": None}
        server = Server(BACKGROUND, status=401, error=error)
        client = side.client(server.transport(), api_key=API_KEY)
        with pytest.raises(rs.APIStatusError) as caught:
            await side.stream(client, model="gpt-5", input="hi")
        raised = caught.value
        assert (raised.status_code, raised.code, raised.request_id) == (401, "invalid_api_key", "req_123")
        assert "Incorrect API key" in raised.message
        for text in (str(raised), repr(raised), repr(client), repr(raised.body)):
            assert API_KEY not in text

    run(body())


def test_resume_reads_the_events_after_the_cursor(side: Any) -> None:
    async def body() -> None:
        server = Server(BACKGROUND)
        client = side.client(server.transport())
        stream = await side.resume(client, "resp_abc", starting_after=10)
        events = await side.events(stream)
        assert [e.sequence_number for e in events] == list(range(11, 17))
        request = server.requests[0]
        assert request.method == "GET" and request.url.path == "/v1/responses/resp_abc"
        assert dict(request.url.params) == {"stream": "true", "starting_after": "10"}
        assert (await side.final(stream)).status == "completed"

    run(body())


def test_unknown_cursor_raises_its_own_error(side: Any) -> None:
    async def body() -> None:
        error = {"message": "Response not found", "type": "invalid_request_error", "code": None,
                 "param": None}
        server = Server(BACKGROUND, status=404, error=error)
        with pytest.raises(rs.ResumeCursorError) as caught:
            await side.resume(side.client(server.transport()), "resp_gone", starting_after=3)
        assert caught.value.status_code == 404

    run(body())


@pytest.mark.parametrize("drops_after", [(1,), (4,), (9, 1), (14,)])
def test_background_stream_resumes_after_dropped_connections(side: Any, drops_after: tuple[int, ...]) -> None:
    async def body() -> None:
        server = Server(BACKGROUND, drops_after=drops_after)
        client = side.client(server.transport(), resume_policy=rs.ResumePolicy(initial_delay=0))
        stream = await side.stream(client, model="gpt-5", input="hi", background=True)
        events = await side.events(stream)
        undisturbed, expected = accumulate(BACKGROUND)
        assert [e.sequence_number for e in events] == [e.sequence_number for e in expected]
        assert plain(await side.final(stream)) == plain(undisturbed.final_response())
        assert stream.reconnections == len(drops_after)
        gets = [r for r in server.requests if r.method == "GET"]
        assert len(gets) == len(drops_after)

    run(body())


def test_resuming_can_be_turned_off(side: Any) -> None:
    async def body() -> None:
        server = Server(BACKGROUND, drops_after=(4,))
        client = side.client(server.transport(), resume_policy=rs.ResumePolicy(max_retries=0))
        stream = await side.stream(client, model="gpt-5", input="hi", background=True)
        with pytest.raises(httpx.ReadError):
            await side.events(stream)
        with pytest.raises(rs.StreamEndedEarlyError) as caught:
            await side.final(stream)
        assert caught.value.partial_response.id.startswith("resp_")

    run(body())


def test_retries_are_bounded(side: Any) -> None:
    async def body() -> None:
        server = Server(BACKGROUND, drops_after=(4, 0, 0, 0))
        client = side.client(server.transport(),
                             resume_policy=rs.ResumePolicy(max_retries=3, initial_delay=0))
        stream = await side.stream(client, model="gpt-5", input="hi", background=True)
        with pytest.raises(httpx.ReadError):
            await side.events(stream)
        assert len([r for r in server.requests if r.method == "GET"]) == 3

    run(body())


def test_a_foreground_stream_is_not_resumed(side: Any) -> None:
    async def body() -> None:
        server = Server(FIXTURES / "logprobs-text-gpt-4o-mini.sse", drops_after=(5,))
        client = side.client(server.transport(), resume_policy=rs.ResumePolicy(initial_delay=0))
        stream = await side.stream(client, model="gpt-4o-mini", input="hi")
        with pytest.raises(httpx.ReadError):
            await side.events(stream)
        assert [r.method for r in server.requests] == ["POST"]

    run(body())


def test_resume_policy_backoff_grows_and_is_capped() -> None:
    policy = rs.ResumePolicy(initial_delay=0.5, multiplier=2, max_delay=3)
    assert [policy.delay(n) for n in range(4)] == [0.5, 1.0, 2.0, 3.0]
