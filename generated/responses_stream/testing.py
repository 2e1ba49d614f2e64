# Copied from templates/runtime/testing.py by `make generate`. Do not edit: change the
# template and regenerate.
"""Replay recorded Responses API streams over real HTTP, or through ``httpx.MockTransport``.

For tests, yours included::

    from responses_stream.testing import ReplayServer, Reply

    with ReplayServer("tests/fixtures/text.sse") as server:
        server.queue(Reply(drop_after=5))  # the first request is cut after 5 events
        ...  # point the client under test at server.base_url ("http://127.0.0.1:PORT/v1")
        assert server.requests[0].path == "/v1/responses"
        assert server.requests[1].query["starting_after"] == "4"  # it resumed

The server answers ``POST /v1/responses`` with the recorded body and
``GET /v1/responses/{id}?stream=true&starting_after=N`` with the part of it after
sequence number N, cut on the body's own event boundaries, so every byte it sends
is a byte of the recording. Each request takes the next :class:`Reply` of the
queue (how to answer: faults to inject, an HTTP error); when the queue is empty
requests are served normally. It binds 127.0.0.1 only, on a free port, serves from
a background thread (so sync and async tests can use it alike), and :meth:`close`
(or leaving the ``with`` block) stops it and every connection.

Credentials (``Authorization`` and similar headers) are never stored: the
recorded requests keep them as ``<redacted>``.

It is a public submodule: import ``responses_stream.testing`` (the package root
does not import it, so ``http.server`` is loaded only by tests).
"""

from __future__ import annotations

import json
import os
import random
import re
import socket
import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any, Literal, Optional, Union
from urllib.parse import parse_qsl, urlsplit

from ._sse import SSEDecoder

if TYPE_CHECKING:
    import httpx

Body = Union[bytes, str, os.PathLike[str]]
"""A recorded stream: its bytes, or the path of a file holding them."""

__all__ = ["KEEPALIVE", "RecordedRequest", "ReplayServer", "Reply", "http_error", "mock_transport"]

KEEPALIVE = b": ping\n\n"
REDACTED = "<redacted>"
SECRET_HEADERS = frozenset(
    {"authorization", "proxy-authorization", "api-key", "x-api-key", "cookie", "set-cookie"}
)
MAX_REQUEST_BODY = 16 * 1024 * 1024
_LINE_END = re.compile(rb"\r\n|\r|\n")


@dataclass(frozen=True)
class Reply:
    """How the server answers one request (the defaults: normally, in one piece).

    ``status`` >= 400 answers with an OpenAI-style error body
    ``{"error": {"message", "type", "code", "param"}}`` built from the ``error_*``
    fields, whatever the route. Otherwise the stream is served with these faults:

    - ``body``: serve this recording instead of the server's (a GET serves its suffix);
    - ``drop_after``: close the connection after this many events, without the
      rest of the body (chunked framing: without the final empty chunk, so a
      client sees an incomplete body); ``partial_bytes`` more bytes of the next
      event are sent first, to end the stream inside an event;
    - ``chunk_size``: write the body in pieces of this many bytes, or of a random
      size in ``(low, high)`` (drawn with ``seed``), each flushed on its own;
    - ``delay``: seconds to wait before each event after the first;
    - ``keepalive``: send a ``: ping`` comment between events;
    - ``framing``: ``"chunked"`` (``Transfer-Encoding: chunked``) or ``"close"``
      (the body ends when the server closes the connection);
    - ``headers``: extra response headers (for example ``retry-after``).
    """

    status: int = 200
    body: Optional[Body] = None
    drop_after: Optional[int] = None
    partial_bytes: int = 0
    chunk_size: Union[int, tuple[int, int], None] = None
    seed: int = 0
    delay: float = 0.0
    keepalive: bool = False
    framing: Literal["chunked", "close"] = "chunked"
    headers: Mapping[str, str] = field(default_factory=dict)
    error_message: Optional[str] = None
    error_type: Optional[str] = None
    error_code: Optional[str] = None
    error_param: Optional[str] = None

    def __post_init__(self) -> None:
        if self.drop_after is not None and self.drop_after < 0:
            raise ValueError(f"drop_after must be >= 0, not {self.drop_after}")
        if self.chunk_size is not None:
            low, high = _sizes(self.chunk_size)
            if not 1 <= low <= high:
                raise ValueError(
                    f"chunk_size must be >= 1 (or a (low, high) range), not {self.chunk_size}"
                )
        if self.framing not in ("chunked", "close"):
            raise ValueError(f"framing must be 'chunked' or 'close', not {self.framing!r}")


@dataclass(frozen=True)
class RecordedRequest:
    """A request the server got. Header names are lower-case; credentials are redacted."""

    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: bytes
    json: Any
    """The body parsed as JSON; None when it is empty or not JSON."""
    request_id: str
    """The ``x-request-id`` the server answered with."""


def http_error(
    status: int,
    message: Optional[str] = None,
    *,
    type: Optional[str] = None,
    code: Optional[str] = None,
    param: Optional[str] = None,
    headers: Optional[Mapping[str, str]] = None,
) -> Reply:
    """A :class:`Reply` answering with HTTP ``status`` and an OpenAI-style error body."""
    if status < 400:
        raise ValueError(f"an HTTP error status is >= 400, not {status}")
    return Reply(
        status=status,
        error_message=message,
        error_type=type,
        error_code=code,
        error_param=param,
        headers=dict(headers or {}),
    )


# -- the recorded stream, cut into event blocks ----------------------------------------


@dataclass(frozen=True)
class _Block:
    """The exact bytes of one SSE block (its lines and the blank line ending it)."""

    raw: bytes
    is_event: bool  # it dispatches an event (has data)
    number: Optional[int]  # its sequence_number (position for unnumbered streams)
    payload: Any  # its data as JSON, if it is a JSON object


def _split_blocks(body: bytes) -> list[bytes]:
    """Cut the body after every blank line (CRLF, LF or CR line ends); keep every byte."""
    blocks: list[bytes] = []
    start = line_start = 0
    for match in _LINE_END.finditer(body):
        if match.start() == line_start:
            blocks.append(body[start : match.end()])
            start = match.end()
        line_start = match.end()
    if start < len(body):
        blocks.append(body[start:])  # the last event is unfinished: kept as sent
    return blocks


def _read_block(raw: bytes) -> tuple[bool, Any]:
    """Whether the block dispatches an event, and its data as a JSON object (or None)."""
    events = SSEDecoder(errors="replace").feed(raw)
    if not events:
        return False, None
    try:
        payload = json.loads(events[0].data)
    except ValueError:
        return True, None
    return True, payload if isinstance(payload, dict) else None


class _Stream:
    """A recorded body: its blocks, its response id, its final response."""

    def __init__(
        self, body: bytes, response_id: Optional[str], expired_before: Optional[int]
    ) -> None:
        self.body = body
        self.expired_before = expired_before
        read = [(raw, *_read_block(raw)) for raw in _split_blocks(body)]
        numbered = any(isinstance(p, dict) and _seq(p) is not None for _, _, p in read)
        blocks: list[_Block] = []
        position = 0
        for raw, is_event, payload in read:
            number = None
            if isinstance(payload, dict):
                number = _seq(payload) if numbered else position
                position += 1
            blocks.append(_Block(raw, is_event, number, payload))
        self.blocks = blocks
        responses = [
            p["response"]
            for p in (b.payload for b in blocks)
            if isinstance(p, dict) and isinstance(p.get("response"), dict)
        ]
        self.response_id = response_id or next(
            (r["id"] for r in responses if isinstance(r.get("id"), str)), None
        )
        self.final_response: Optional[dict[str, Any]] = responses[-1] if responses else None
        self.last_number = max((b.number for b in blocks if b.number is not None), default=-1)

    def after(self, starting_after: int) -> list[_Block]:
        """The blocks of the events numbered above ``starting_after``, and what follows them."""
        start = next(
            (
                i
                for i, b in enumerate(self.blocks)
                if b.number is not None and b.number > starting_after
            ),
            len(self.blocks),
        )
        return [b for b in self.blocks[start:] if b.number is None or b.number > starting_after]


def _seq(payload: dict[str, Any]) -> Optional[int]:
    number = payload.get("sequence_number")
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def _load(body: Body) -> bytes:
    if isinstance(body, bytes):
        return body
    with open(body, "rb") as file:
        return file.read()


# -- what to send: the same plan for the socket server and the mock transport -------------


@dataclass
class _Plan:
    status: int
    headers: list[tuple[str, str]]
    pieces: list[tuple[float, bytes]]  # (seconds to wait first, bytes)
    framing: Literal["chunked", "close", "length"]
    dropped: bool = False


def _error_plan(
    status: int,
    message: str,
    *,
    type: Optional[str] = None,
    code: Optional[str] = None,
    param: Optional[str] = None,
    headers: Iterable[tuple[str, str]] = (),
) -> _Plan:
    kind = type or ("server_error" if status >= 500 else "invalid_request_error")
    body = json.dumps(
        {"error": {"message": message, "type": kind, "param": param, "code": code}}, indent=2
    ).encode()
    return _json_plan(status, body, headers)


def _json_plan(status: int, body: bytes, headers: Iterable[tuple[str, str]] = ()) -> _Plan:
    return _Plan(status, [("content-type", "application/json"), *headers], [(0.0, body)], "length")


def _stream_plan(blocks: list[_Block], reply: Reply) -> _Plan:
    pieces: list[tuple[float, bytes]] = []
    sent = 0
    dropped = reply.drop_after is not None
    for block in blocks:
        if block.is_event:
            if reply.drop_after is not None and sent >= reply.drop_after:
                if reply.partial_bytes:
                    pieces.append((0.0, block.raw[: reply.partial_bytes]))
                break
            if sent and reply.keepalive:
                pieces.append((0.0, KEEPALIVE))
            pieces.append((reply.delay if sent else 0.0, block.raw))
            sent += 1
        else:
            pieces.append((0.0, block.raw))
    headers = [
        ("content-type", "text/event-stream; charset=utf-8"),
        ("cache-control", "no-cache"),
        *reply.headers.items(),
    ]
    return _Plan(reply.status, headers, _chunked(pieces, reply), reply.framing, dropped)


def _sizes(chunk_size: Union[int, tuple[int, int]]) -> tuple[int, int]:
    return chunk_size if isinstance(chunk_size, tuple) else (chunk_size, chunk_size)


def _chunked(pieces: list[tuple[float, bytes]], reply: Reply) -> list[tuple[float, bytes]]:
    if reply.chunk_size is None:
        return pieces
    low, high = _sizes(reply.chunk_size)
    rng = random.Random(reply.seed)
    out: list[tuple[float, bytes]] = []
    for delay, data in pieces:
        at = 0
        while at < len(data):
            size = rng.randint(low, high)
            out.append((delay if at == 0 else 0.0, data[at : at + size]))
            at += size
    return out


class _Replay:
    """The server's state and routing, without I/O: streams, the reply queue, the requests."""

    def __init__(
        self,
        body: Optional[Body],
        replies: Iterable[Reply],
        response_id: Optional[str],
        expired_before: Optional[int],
        default: Reply,
    ) -> None:
        self._lock = threading.Lock()
        self._streams: dict[str, _Stream] = {}
        self._main: Optional[_Stream] = None
        self._replies: deque[Reply] = deque(replies)
        self._default = default
        self._count = 0
        self.requests: list[RecordedRequest] = []
        if body is not None:
            self._main = self.add(body, response_id, expired_before)[1]

    def add(
        self, body: Body, response_id: Optional[str], expired_before: Optional[int]
    ) -> tuple[str, _Stream]:
        stream = _Stream(_load(body), response_id, expired_before)
        with self._lock:
            key = stream.response_id = stream.response_id or f"resp_replay_{len(self._streams)}"
            self._streams[key] = stream
        return key, stream

    @property
    def main_id(self) -> Optional[str]:
        return None if self._main is None else self._main.response_id

    def queue(self, replies: Iterable[Reply]) -> None:
        with self._lock:
            self._replies.extend(replies)

    def answer(
        self, method: str, target: str, headers: Iterable[tuple[str, str]], body: bytes
    ) -> _Plan:
        """Record the request; decide the status, headers and bytes of the answer."""
        url = urlsplit(target)
        query = dict(parse_qsl(url.query, keep_blank_values=True))
        with self._lock:
            self._count += 1
            request_id = f"req_replay_{self._count:04d}"
            reply = self._replies.popleft() if self._replies else self._default
            self.requests.append(
                RecordedRequest(
                    method, url.path, query, _redact(headers), body, _json_or_none(body), request_id
                )
            )
        plan = self._route(method, url.path, query, body, reply)
        plan.headers.append(("x-request-id", request_id))
        return plan

    def _route(
        self, method: str, path: str, query: dict[str, str], body: bytes, reply: Reply
    ) -> _Plan:
        if reply.status >= 400:
            return _error_plan(
                reply.status,
                reply.error_message or f"replayed HTTP {reply.status} error",
                type=reply.error_type,
                code=reply.error_code,
                param=reply.error_param,
                headers=reply.headers.items(),
            )
        parts = path.rstrip("/").split("/")
        if method == "POST" and parts == ["", "v1", "responses"]:
            return self._create(body, reply)
        if method == "GET" and len(parts) == 4 and parts[:3] == ["", "v1", "responses"]:
            return self._retrieve(parts[3], query, reply)
        return _error_plan(404, f"Invalid URL ({method} {path})")

    def _create(self, body: bytes, reply: Reply) -> _Plan:
        stream = _Stream(_load(reply.body), None, None) if reply.body is not None else self._main
        if stream is None:
            return _error_plan(
                500,
                "ReplayServer has no recorded body to answer POST /v1/responses",
                type="server_error",
            )
        request = _json_or_none(body)
        if isinstance(request, dict) and request.get("stream", True) is False:
            return self._final(stream)
        return _stream_plan(stream.blocks, reply)

    def _retrieve(self, response_id: str, query: dict[str, str], reply: Reply) -> _Plan:
        with self._lock:
            stream = self._streams.get(response_id)
        if stream is None:
            return _error_plan(404, f"Response with id '{response_id}' not found.")
        if reply.body is not None:
            stream = _Stream(_load(reply.body), response_id, stream.expired_before)
        if query.get("stream") != "true":
            return self._final(stream)
        raw = query.get("starting_after")
        if raw is None:
            cursor = -1
        elif re.fullmatch(r"-?[0-9]+", raw):
            cursor = int(raw)
        else:
            return _cursor_error(f"starting_after must be an integer, not {raw!r}")
        if stream.expired_before is not None and cursor < stream.expired_before:
            return _cursor_error(
                f"starting_after={cursor} can no longer be resumed: this stream only keeps the "
                f"events after sequence number {stream.expired_before}"
            )
        if cursor > stream.last_number:
            return _cursor_error(
                f"starting_after={cursor} is past the last event of the stream "
                f"(sequence number {stream.last_number})"
            )
        return _stream_plan(stream.after(cursor), reply)

    def _final(self, stream: _Stream) -> _Plan:
        if stream.final_response is None:
            return _error_plan(404, "the recorded stream carries no response object")
        return _json_plan(200, json.dumps(stream.final_response).encode())


def _cursor_error(message: str) -> _Plan:
    return _error_plan(400, message, code="invalid_starting_after", param="starting_after")


def _redact(headers: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Lower-case names; the value of a credential header is never kept (its scheme is)."""
    out: dict[str, str] = {}
    for name, value in headers:
        key = name.lower()
        if key in SECRET_HEADERS:
            scheme = value.split(" ", 1)[0] if " " in value.strip() else ""
            value = f"{scheme} {REDACTED}" if scheme else REDACTED
        out[key] = value
    return out


def _json_or_none(body: bytes) -> Any:
    if not body:
        return None
    try:
        return json.loads(body)
    except ValueError:
        return None


# -- the socket server -------------------------------------------------------------------


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _HTTPServer

    def setup(self) -> None:
        super().setup()
        self.connection.settimeout(self.server.request_timeout)  # every read and write is bounded
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.server.track(self.connection, True)

    def finish(self) -> None:
        self.server.track(self.connection, False)
        super().finish()

    def log_message(self, format: str, *args: Any) -> None:
        """Silent: tests read :attr:`ReplayServer.requests` instead of a log."""

    def do_GET(self) -> None:
        self._serve()

    do_POST = do_PUT = do_PATCH = do_DELETE = do_GET

    def _serve(self) -> None:
        try:
            body = self._read_body()
            if body is not None:
                self._send(
                    self.server.replay.answer(self.command, self.path, self.headers.items(), body)
                )
        except OSError:  # the client went away, or the connection timed out
            self.close_connection = True

    def _read_body(self) -> Optional[bytes]:
        if "chunked" in self.headers.get("transfer-encoding", "").lower():
            return self._read_chunked()
        try:
            length = int(self.headers.get("content-length") or 0)
        except ValueError:
            length = -1
        if not 0 <= length <= MAX_REQUEST_BODY:
            self.close_connection = True
            self._send(_error_plan(413 if length > 0 else 400, "bad or too large Content-Length"))
            return None
        return self.rfile.read(length)

    def _read_chunked(self) -> Optional[bytes]:
        body = bytearray()
        while True:
            try:
                size = int(self.rfile.readline(100).split(b";")[0].strip() or b"0", 16)
            except ValueError:
                self.close_connection = True
                self._send(_error_plan(400, "bad chunked request body"))
                return None
            if size == 0:
                while self.rfile.readline(1000).strip():
                    pass  # trailers
                return bytes(body)
            if len(body) + size > MAX_REQUEST_BODY:
                self.close_connection = True
                self._send(_error_plan(413, "request body too large"))
                return None
            body += self.rfile.read(size)
            self.rfile.readline(10)

    def _send(self, plan: _Plan) -> None:
        self.send_response(plan.status)
        for name, value in plan.headers:
            self.send_header(name, value)
        if plan.framing == "length":
            self.send_header("content-length", str(sum(len(d) for _, d in plan.pieces)))
        elif plan.framing == "chunked":
            self.send_header("transfer-encoding", "chunked")
        else:
            self.send_header("connection", "close")
            self.close_connection = True
        self.end_headers()
        write = self.wfile.write
        for delay, data in plan.pieces:
            if delay and self.server.stopping.wait(delay):
                plan.dropped = True
                break
            if not data:
                continue  # an empty chunk would end a chunked body
            if plan.framing == "chunked":
                write(b"%x\r\n%s\r\n" % (len(data), data))
            else:
                write(data)
            self.wfile.flush()
        if plan.dropped or self.server.stopping.is_set():
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)  # no final chunk: the body is cut
        elif plan.framing == "chunked":
            write(b"0\r\n\r\n")


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = False  # server_close() joins the request threads
    block_on_close = True

    def __init__(self, replay: _Replay, request_timeout: float) -> None:
        self.replay = replay
        self.request_timeout = request_timeout
        self.stopping = threading.Event()
        self._connections: set[socket.socket] = set()
        self._connections_lock = threading.Lock()
        super().__init__(("127.0.0.1", 0), _Handler)

    def track(self, connection: socket.socket, open_: bool) -> None:
        with self._connections_lock:
            if open_ and self.stopping.is_set():
                connection.shutdown(socket.SHUT_RDWR)  # accepted while closing: end it now
            elif open_:
                self._connections.add(connection)
            else:
                self._connections.discard(connection)

    def cut_connections(self) -> None:
        """Wake every request thread: idle keep-alive reads end, writes fail."""
        with self._connections_lock:
            connections = list(self._connections)
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


class ReplayServer:
    """A local HTTP server replaying recorded event streams; see the module docstring.

    ``body``: the recording answered to ``POST /v1/responses`` and, under its
    response id (from its first ``response`` object, or ``response_id``), to
    ``GET /v1/responses/{id}``. ``replies``: the first entries of the reply queue.
    ``expired_before``: a ``starting_after`` below it (or none, which asks for the
    whole stream) is refused with HTTP 400, code ``invalid_starting_after``, as for
    a stream that is no longer kept. ``request_timeout``: seconds any socket read
    or write of a request may block.
    """

    def __init__(
        self,
        body: Optional[Body] = None,
        *,
        replies: Iterable[Reply] = (),
        response_id: Optional[str] = None,
        expired_before: Optional[int] = None,
        request_timeout: float = 10.0,
    ) -> None:
        self._replay = _Replay(body, replies, response_id, expired_before, Reply())
        self._request_timeout = request_timeout
        self._server: Optional[_HTTPServer] = None
        self._thread: Optional[threading.Thread] = None

    def start(self) -> ReplayServer:
        """Bind a free port on 127.0.0.1 and serve from a background thread."""
        if self._server is not None:
            raise RuntimeError("the ReplayServer is already started")
        server = _HTTPServer(self._replay, self._request_timeout)
        thread = threading.Thread(
            target=server.serve_forever,
            kwargs={"poll_interval": 0.01},
            name=f"ReplayServer:{server.server_address[1]}",
            daemon=True,
        )
        thread.start()
        self._server, self._thread = server, thread
        return self

    def close(self) -> None:
        """Stop serving, cut open connections and join every thread. Idempotent."""
        server, thread = self._server, self._thread
        if server is None or thread is None:
            return
        self._server = self._thread = None
        server.stopping.set()
        server.shutdown()
        thread.join()
        server.cut_connections()
        server.server_close()

    def __enter__(self) -> ReplayServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("the ReplayServer is not started")
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1``: the API base URL to give a client."""
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def response_id(self) -> Optional[str]:
        """The response id of ``body``, the id its resume requests use."""
        return self._replay.main_id

    @property
    def requests(self) -> list[RecordedRequest]:
        """The requests received so far, oldest first (a copy)."""
        return list(self._replay.requests)

    def queue(self, *replies: Reply) -> None:
        """Append replies to the queue: the next requests take them in order."""
        self._replay.queue(replies)

    def add_stream(
        self, body: Body, *, response_id: Optional[str] = None, expired_before: Optional[int] = None
    ) -> str:
        """Serve another recording to ``GET /v1/responses/{id}``; return its id."""
        return self._replay.add(body, response_id, expired_before)[0]


# -- without a socket ----------------------------------------------------------------------


def mock_transport(
    body: Optional[Body] = None,
    *,
    status: int = 200,
    replies: Iterable[Reply] = (),
    response_id: Optional[str] = None,
    expired_before: Optional[int] = None,
    requests: Optional[list[RecordedRequest]] = None,
) -> httpx.MockTransport:
    """An ``httpx.MockTransport`` answering like :class:`ReplayServer`, with no socket.

    For ``httpx.Client`` and ``httpx.AsyncClient`` alike. ``status`` >= 400 makes
    every request without a queued reply an HTTP error. A dropped connection
    raises ``httpx.RemoteProtocolError`` while the body is read, as httpx does for
    a real one; ``delay`` sleeps (``asyncio.sleep`` in an async client). Requests
    are appended to ``requests`` when a list is given.
    """
    import httpx

    default = http_error(status) if status >= 400 else Reply(status=status)
    replay = _Replay(body, replies, response_id, expired_before, default)

    def handle(request: httpx.Request) -> httpx.Response:
        before = len(replay.requests)
        plan = replay.answer(
            request.method,
            request.url.raw_path.decode("ascii"),
            request.headers.multi_items(),
            request.content,
        )
        if requests is not None:
            requests.extend(replay.requests[before:])
        headers = list(plan.headers)
        if plan.framing == "length":
            headers.append(("content-length", str(sum(len(d) for _, d in plan.pieces))))
        return httpx.Response(plan.status, headers=headers, stream=_mock_stream(plan, request))

    return httpx.MockTransport(handle)


def _mock_stream(plan: _Plan, request: httpx.Request) -> Any:
    """A body stream for both sync and async clients, with the plan's delays and drop."""
    import asyncio

    import httpx

    def cut() -> httpx.RemoteProtocolError:
        return httpx.RemoteProtocolError(
            "peer closed connection without sending complete message body "
            "(incomplete chunked read; replayed drop)",
            request=request,
        )

    class ReplayStream(httpx.SyncByteStream, httpx.AsyncByteStream):
        def __iter__(self) -> Iterator[bytes]:
            for delay, data in plan.pieces:
                if delay:
                    time.sleep(delay)
                yield data
            if plan.dropped and plan.framing == "chunked":
                raise cut()

        async def __aiter__(self) -> AsyncIterator[bytes]:
            for delay, data in plan.pieces:
                if delay:
                    await asyncio.sleep(delay)
                yield data
            if plan.dropped and plan.framing == "chunked":
                raise cut()

    return ReplayStream()
