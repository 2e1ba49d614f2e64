"""``responses_stream.testing``: the replay server over real sockets, and the mock transport."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import responses_stream as rs
from responses_stream.testing import (
    KEEPALIVE,
    RecordedRequest,
    ReplayServer,
    Reply,
    http_error,
    mock_transport,
)

from .conftest import FIXTURES

TEXT = FIXTURES / "background-queued-text.sse"  # sequence numbers 0..16
RESUMED = FIXTURES / "background-resume-starting-after.sse"  # the same response, after 0
LEGACY = FIXTURES / "text-gpt-4o-legacy-no-seq.sse"
OPENROUTER = FIXTURES / "thirdparty-openrouter-gpt-oss-reasoning-text.sse"  # comments, [DONE]


def blocks(body: bytes) -> list[bytes]:
    """The body cut after each blank line (the fixtures use LF only)."""
    parts = body.split(b"\n\n")
    return [part + b"\n\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def sequence_numbers(body: bytes) -> list[int]:
    return [json.loads(line[6:])["sequence_number"] for line in body.split(b"\n")
            if line.startswith(b"data: {")]


@pytest.fixture
def server() -> Iterator[ReplayServer]:
    with ReplayServer(TEXT) as replay:
        yield replay


@pytest.fixture
def client(server: ReplayServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server.base_url, timeout=5) as http:
        yield http


def post(client: httpx.Client, **payload: object) -> httpx.Response:
    return client.post("/responses", json={"model": "gpt-4o", "stream": True, **payload})


def resume(client: httpx.Client, response_id: str, starting_after: int | None) -> httpx.Response:
    params = {"stream": "true"}
    if starting_after is not None:
        params["starting_after"] = str(starting_after)
    return client.get(f"/responses/{response_id}", params=params)


# -- serving ----------------------------------------------------------------------------


def test_post_serves_the_recording_byte_for_byte(server: ReplayServer, client: httpx.Client) -> None:
    response = post(client)
    assert response.status_code == 200
    assert response.content == TEXT.read_bytes()
    assert response.headers["content-type"].startswith("text/event-stream")
    assert response.headers["transfer-encoding"] == "chunked"
    assert response.headers["x-request-id"] == server.requests[0].request_id
    assert server.base_url == f"http://127.0.0.1:{server.port}/v1"


def test_the_server_binds_only_127_0_0_1(server: ReplayServer) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=1):
        pass
    with pytest.raises(OSError), socket.create_connection(("127.0.0.2", server.port), timeout=1):
        pass


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("*.sse")), ids=lambda p: p.stem)
def test_every_fixture_is_served_byte_for_byte(fixture: Path) -> None:
    with ReplayServer(fixture) as server, httpx.Client(base_url=server.base_url) as client:
        assert post(client).content == fixture.read_bytes()


@pytest.mark.parametrize("after", [-1, 0, 1, 5, 15, 16])
def test_resume_serves_exactly_the_events_after_the_cursor(
    server: ReplayServer, client: httpx.Client, after: int
) -> None:
    body = TEXT.read_bytes()
    response = resume(client, server.response_id or "", after)
    assert response.status_code == 200
    expected = b"".join(b for b in blocks(body) if sequence_numbers(b)[0] > after)
    assert response.content == expected  # the recorded bytes, not re-serialised JSON
    assert sequence_numbers(response.content) == list(range(after + 1, 17))


def test_resume_after_zero_is_what_the_api_sent(server: ReplayServer, client: httpx.Client) -> None:
    """The recorded GET ?starting_after=0 of the same response: same events, same JSON."""
    served = resume(client, server.response_id or "", 0).content
    assert sequence_numbers(served) == sequence_numbers(RESUMED.read_bytes())
    assert server.response_id == json.loads(
        TEXT.read_bytes().split(b"\n")[1][6:])["response"]["id"]


def test_resume_without_a_cursor_serves_everything(server: ReplayServer, client: httpx.Client) -> None:
    assert resume(client, server.response_id or "", None).content == TEXT.read_bytes()


def test_resume_keeps_what_follows_the_cursor_and_drops_what_precedes_it() -> None:
    parts = blocks(OPENROUTER.read_bytes())
    assert parts[0].startswith(b": OPENROUTER PROCESSING") and parts[-1] == b"data: [DONE]\n\n"
    with ReplayServer(OPENROUTER) as server, httpx.Client(base_url=server.base_url) as client:
        served = resume(client, server.response_id or "", 37).content
        from_start = resume(client, server.response_id or "", -1).content
    assert served == parts[-3] + parts[-2] + parts[-1]  # seq 38, seq 39, [DONE]
    assert sequence_numbers(served) == [38, 39]
    assert from_start == b"".join(parts[1:])  # the comment before event 0 is not an event of it


def test_a_legacy_stream_is_resumed_by_event_position() -> None:
    with ReplayServer(LEGACY) as server, httpx.Client(base_url=server.base_url) as client:
        served = resume(client, server.response_id or "", 12).content
    assert served == b"".join(blocks(LEGACY.read_bytes())[13:])


def test_crlf_and_an_unfinished_last_event_keep_every_byte() -> None:
    body = (b'data: {"type":"response.created","sequence_number":0,"response":{"id":"resp_1"}}\r\n\r\n'
            b": ping\r\n\r\n"
            b'data: {"type":"response.in_progress","sequence_number":1}\r\r'
            b'data: {"type":"response.completed","seq')
    with ReplayServer(body) as server, httpx.Client(base_url=server.base_url) as client:
        assert post(client).content == body
        assert resume(client, "resp_1", 0).content == body[body.index(b'data: {"type":"response.in_'):]


def test_unknown_response_id_is_an_openai_style_404(client: httpx.Client) -> None:
    response = resume(client, "resp_nope", 3)
    assert response.status_code == 404
    error = response.json()["error"]
    assert set(error) == {"message", "type", "code", "param"}
    assert "resp_nope" in error["message"] and error["type"] == "invalid_request_error"
    assert response.headers["x-request-id"].startswith("req_")


@pytest.mark.parametrize("cursor", ["abc", "17", "99"])
def test_a_cursor_past_the_end_or_not_a_number_is_a_400(
    server: ReplayServer, client: httpx.Client, cursor: str
) -> None:
    response = client.get(f"/responses/{server.response_id}",
                          params={"stream": "true", "starting_after": cursor})
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_starting_after"
    assert response.json()["error"]["param"] == "starting_after"


def test_an_expired_cursor_is_a_400_and_a_later_one_is_served() -> None:
    with ReplayServer(TEXT, expired_before=5) as server, httpx.Client(base_url=server.base_url) as client:
        for cursor in (None, 0, 4):
            response = resume(client, server.response_id or "", cursor)
            assert response.status_code == 400, cursor
            assert response.json()["error"]["code"] == "invalid_starting_after"
        assert sequence_numbers(resume(client, server.response_id or "", 5).content)[0] == 6


def test_add_stream_registers_more_responses() -> None:
    with ReplayServer() as server, httpx.Client(base_url=server.base_url) as client:
        first = server.add_stream(TEXT)
        second = server.add_stream(LEGACY.read_bytes(), response_id="resp_custom", expired_before=3)
        assert first == json.loads(TEXT.read_bytes().split(b"\n")[1][6:])["response"]["id"]
        assert second == "resp_custom"
        assert resume(client, first, 15).content == blocks(TEXT.read_bytes())[16]
        assert resume(client, second, 2).status_code == 400
        no_body = post(client)
    assert no_body.status_code == 500 and "no recorded body" in no_body.json()["error"]["message"]


def test_a_body_without_a_response_id_gets_one() -> None:
    body = b"".join(blocks(LEGACY.read_bytes())[4:11])  # text deltas only: no response object
    with ReplayServer(body) as server, httpx.Client(base_url=server.base_url) as client:
        assert server.response_id == "resp_replay_0"
        assert resume(client, "resp_replay_0", 3).content == b"".join(blocks(body)[4:])


def test_without_stream_true_the_final_response_is_json(server: ReplayServer, client: httpx.Client) -> None:
    created = post(client, stream=False).json()
    retrieved = client.get(f"/responses/{server.response_id}").json()
    assert created == retrieved
    assert created["id"] == server.response_id and created["status"] == "completed"


def test_unknown_routes_are_404(client: httpx.Client) -> None:
    response = client.delete("/files/x")
    assert response.status_code == 404
    assert response.json()["error"]["message"] == "Invalid URL (DELETE /v1/files/x)"


# -- faults --------------------------------------------------------------------------------


def test_drop_after_n_events_cuts_the_chunked_body(server: ReplayServer, client: httpx.Client) -> None:
    server.queue(Reply(drop_after=5))
    received = bytearray()
    with pytest.raises(httpx.RemoteProtocolError), client.stream(
        "POST", "/responses", json={"stream": True}
    ) as response:
        for chunk in response.iter_raw():
            received += chunk
    assert bytes(received) == b"".join(blocks(TEXT.read_bytes())[:5])
    # the next request is served normally: the first POST dropped, the resume GET completes
    assert sequence_numbers(resume(client, server.response_id or "", 4).content) == list(range(5, 17))


def test_drop_with_partial_bytes_ends_inside_an_event(server: ReplayServer, client: httpx.Client) -> None:
    server.queue(Reply(drop_after=2, partial_bytes=30, framing="close"))
    with client.stream("POST", "/responses", json={}) as response:
        body = response.read()  # close-delimited: the cut looks like a normal end
    parts = blocks(TEXT.read_bytes())
    assert body == parts[0] + parts[1] + parts[2][:30]
    assert "transfer-encoding" not in response.headers


def test_drop_after_zero_sends_headers_only(server: ReplayServer, client: httpx.Client) -> None:
    server.queue(Reply(drop_after=0))
    with pytest.raises(httpx.RemoteProtocolError), client.stream("POST", "/responses") as response:
        assert response.status_code == 200
        response.read()


def test_tiny_chunks_arrive_as_separate_writes_and_rebuild_the_body() -> None:
    body = TEXT.read_bytes()
    with ReplayServer(TEXT, replies=[Reply(chunk_size=(1, 7), seed=3)]) as server:
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as raw:
            raw.sendall(b"POST /v1/responses HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n"
                        b"Connection: close\r\n\r\n")
            wire = b""
            while data := raw.recv(65536):
                wire += data
    head, _, chunked = wire.partition(b"\r\n\r\n")
    sizes, rebuilt = [], b""
    while True:
        size_line, _, chunked = chunked.partition(b"\r\n")
        size = int(size_line, 16)
        if size == 0:
            break
        sizes.append(size)
        rebuilt += chunked[:size]
        chunked = chunked[size + 2 :]
    assert rebuilt == body
    assert 1 <= min(sizes) and max(sizes) <= 7 and len(set(sizes)) == 7


def test_delay_between_events(server: ReplayServer, client: httpx.Client) -> None:
    server.queue(Reply(delay=0.02))
    arrivals: list[float] = []
    start = time.monotonic()
    with client.stream("POST", "/responses") as response:
        for _ in response.iter_lines():
            arrivals.append(time.monotonic() - start)
    assert arrivals[-1] >= 16 * 0.02  # 17 events, 16 gaps
    assert arrivals[0] < 0.2


def test_keepalive_comments_between_events(server: ReplayServer, client: httpx.Client) -> None:
    server.queue(Reply(keepalive=True))
    body = post(client).content
    parts = blocks(TEXT.read_bytes())
    assert body == KEEPALIVE.join(parts)
    assert [e.data for e in rs.SSEDecoder().feed(body)] == [
        e.data for e in rs.SSEDecoder().feed(TEXT.read_bytes())]


def test_http_error_reply(server: ReplayServer, client: httpx.Client) -> None:
    server.queue(http_error(429, "Rate limit reached", type="requests", code="rate_limit_exceeded",
                            headers={"retry-after": "1"}),
                 Reply(status=503))
    response = post(client)
    assert response.status_code == 429
    assert response.json() == {"error": {"message": "Rate limit reached", "type": "requests",
                                         "param": None, "code": "rate_limit_exceeded"}}
    assert response.headers["retry-after"] == "1"
    assert response.headers["x-request-id"] == server.requests[-1].request_id
    server_error = post(client)
    assert server_error.status_code == 503 and server_error.json()["error"]["type"] == "server_error"
    assert post(client).status_code == 200  # the queue is empty again


def test_a_reply_can_serve_another_body(server: ReplayServer, client: httpx.Client) -> None:
    server.queue(Reply(body=LEGACY))
    assert post(client).content == LEGACY.read_bytes()


def test_reply_rejects_nonsense() -> None:
    with pytest.raises(ValueError):
        Reply(chunk_size=0)
    with pytest.raises(ValueError):
        Reply(chunk_size=(5, 2))
    with pytest.raises(ValueError):
        Reply(drop_after=-1)
    with pytest.raises(ValueError):
        http_error(200)


# -- requests, lifetime ------------------------------------------------------------------


def test_requests_are_recorded_with_credentials_redacted(server: ReplayServer, client: httpx.Client) -> None:
    client.post("/responses?x=1", json={"model": "gpt-4o", "stream": True},
                headers={"Authorization": "Bearer sk-very-secret", "api-key": "azure-secret"})
    resume(client, "resp_abc", 7)
    first, second = server.requests
    assert isinstance(first, RecordedRequest)
    assert (first.method, first.path, first.query) == ("POST", "/v1/responses", {"x": "1"})
    assert first.json == {"model": "gpt-4o", "stream": True}
    assert first.headers["authorization"] == "Bearer <redacted>"
    assert first.headers["api-key"] == "<redacted>"
    assert "secret" not in repr(server.requests) and "secret" not in str(first)
    assert (second.method, second.path) == ("GET", "/v1/responses/resp_abc")
    assert second.query == {"stream": "true", "starting_after": "7"}
    assert second.body == b"" and second.json is None


def test_close_stops_everything_even_mid_stream() -> None:
    before = threading.active_count()
    server = ReplayServer(TEXT).start()
    client = httpx.Client(base_url=server.base_url)
    post(client, stream=False)  # leaves an idle keep-alive connection open
    server.queue(Reply(delay=10))
    errors: list[BaseException] = []

    def read_slowly() -> None:
        try:
            post(client)
        except httpx.HTTPError as exc:
            errors.append(exc)

    reader = threading.Thread(target=read_slowly)
    reader.start()
    time.sleep(0.1)
    start = time.monotonic()
    server.close()
    assert time.monotonic() - start < 2
    reader.join(5)
    client.close()
    server.close()  # idempotent
    assert not reader.is_alive() and errors
    assert threading.active_count() == before
    with pytest.raises(RuntimeError):
        server.base_url  # noqa: B018


def test_a_silent_client_times_out() -> None:
    with ReplayServer(TEXT, request_timeout=0.2) as server:
        with socket.create_connection(("127.0.0.1", server.port)) as raw:
            raw.sendall(b"POST /v1/responses HTTP/1.1\r\nContent-Length: 10\r\n\r\n")  # no body
            raw.settimeout(3)
            start = time.monotonic()
            assert raw.recv(100) == b""  # the server gave up and closed
            assert time.monotonic() - start < 2


async def test_async_client_against_the_server() -> None:
    with ReplayServer(TEXT, replies=[Reply(drop_after=3)]) as server:
        async with httpx.AsyncClient(base_url=server.base_url) as client:
            with pytest.raises(httpx.RemoteProtocolError):
                await client.post("/responses", json={"stream": True})
            response = await client.get(f"/responses/{server.response_id}",
                                        params={"stream": "true", "starting_after": 2})
    assert sequence_numbers(response.content) == list(range(3, 17))


# -- mock transport ------------------------------------------------------------------------


def test_mock_transport_serves_the_recording_and_the_suffix() -> None:
    recorded: list[RecordedRequest] = []
    transport = mock_transport(TEXT, requests=recorded)
    with httpx.Client(transport=transport, base_url="https://api.openai.com/v1") as client:
        assert post(client, stream=True).content == TEXT.read_bytes()
        response_id = json.loads(TEXT.read_bytes().split(b"\n")[1][6:])["response"]["id"]
        assert sequence_numbers(resume(client, response_id, 14).content) == [15, 16]
        client.post("/responses", json={}, headers={"authorization": "Bearer sk-x"})
    assert [r.method for r in recorded] == ["POST", "GET", "POST"]
    assert recorded[2].headers["authorization"] == "Bearer <redacted>"


def test_mock_transport_faults_and_errors() -> None:
    transport = mock_transport(TEXT, replies=[Reply(drop_after=4, chunk_size=3), http_error(401, "bad key")])
    with httpx.Client(transport=transport) as client:
        received = bytearray()
        with pytest.raises(httpx.RemoteProtocolError), client.stream(
            "POST", "http://test/v1/responses"
        ) as response:
            for chunk in response.iter_raw():
                assert len(chunk) <= 3
                received += chunk
        assert bytes(received) == b"".join(blocks(TEXT.read_bytes())[:4])
        error = client.post("http://test/v1/responses")
        assert error.status_code == 401 and error.json()["error"]["message"] == "bad key"
    with httpx.Client(transport=mock_transport(TEXT, status=500)) as client:
        assert client.post("http://test/v1/responses").status_code == 500


async def test_mock_transport_with_an_async_client() -> None:
    transport = mock_transport(TEXT, replies=[Reply(delay=0.001, keepalive=True)])
    async with httpx.AsyncClient(transport=transport) as client:
        response = await client.post("http://test/v1/responses", json={"stream": True})
        events = [event async for event in rs.aiter_events(response.aiter_bytes())]
    assert [e.sequence_number for e in events] == list(range(17))  # type: ignore[union-attr]
