"""The three things the bench times, each over the same bodies of bytes.

- ``ours``: bytes to typed, validated events to the final response, through this
  package's ``ResponseStream.from_bytes``; ``ours_iter`` does the same work with
  ``iter_events`` and ``ResponseAccumulator``.
- ``sdk``: the openai SDK's own ``client.responses.stream(...)`` over an
  ``httpx2.MockTransport`` that serves the same chunks: its SSE decoder, its event
  construction and its ``ResponseStreamState``, up to ``get_final_response()``.
- ``floor``: the same bytes split into ``data:`` payloads and parsed with
  ``orjson.loads``; no models, no accumulation, no SSE rules (the workloads use
  ``\n`` line ends and one ``data:`` line per event). Nothing typed can be faster.

Each runner takes the bodies already cut into chunks and returns how many events it
delivered, so the caller can check that every side saw the same stream.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import orjson

Bodies = Sequence[Iterable[bytes]]  # per response, its chunks (a list, or read as they come)


def ours(bodies: Bodies) -> int:
    """``ResponseStream.from_bytes``: what a caller with the bytes in hand writes."""
    import responses_stream as rs

    count = 0
    for chunks in bodies:
        stream = rs.ResponseStream.from_bytes(chunks)
        for _event in stream:
            count += 1
        _final(stream.get_final_response)
    return count


def ours_iter(bodies: Bodies) -> int:
    """The same work through the sans-IO pieces: ``iter_events`` and ``ResponseAccumulator``."""
    import responses_stream as rs

    count = 0
    for chunks in bodies:
        accumulator = rs.ResponseAccumulator()
        for event in rs.iter_events(chunks):
            count += len(accumulator.handle(event))
        _final(accumulator.final_response)
    return count


def _final(get: Callable[[], Any]) -> None:
    """The final response; a stream that did not complete raises, as it should."""
    try:
        get()
    except Exception:  # noqa: BLE001 - the recorded fixtures include failed/incomplete streams
        pass


def sdk(bodies: Bodies) -> int:
    count = 0
    for chunks in bodies:
        with _sdk_client(chunks).responses.stream(model="gpt-5", input="hi") as stream:
            for _event in stream:
                count += 1
            _final(stream.get_final_response)
    return count


def _sdk_client(chunks: Iterable[bytes]) -> Any:
    """An ``openai.OpenAI`` whose HTTP transport serves ``chunks`` as an event stream."""
    import httpx2
    import openai

    class Body(httpx2.SyncByteStream):
        def __iter__(self) -> Any:
            yield from chunks

    def serve(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(200, headers={"content-type": "text/event-stream"}, stream=Body())

    http = httpx2.Client(transport=httpx2.MockTransport(serve))
    return openai.OpenAI(api_key="bench", base_url="http://bench.invalid/v1", http_client=http,
                         max_retries=0)


def floor(bodies: Bodies) -> int:
    """Cut each body into lines and ``orjson.loads`` every ``data:`` payload, without copying it.

    Give it each body as one chunk (the bench does): joining chunks is a reader's cost,
    and a floor should be as low as it can be.
    """
    loads = orjson.loads
    count = 0
    for chunks in bodies:
        for line in b"".join(chunks).split(b"\n"):
            if line[:6] == b"data: " and line != b"data: [DONE]":
                loads(memoryview(line)[6:])
                count += 1
    return count


def decoder_ours(bodies: Bodies) -> int:
    """The SSE decoder alone: bytes to raw events."""
    import responses_stream as rs

    count = 0
    for chunks in bodies:
        decoder = rs.SSEDecoder()
        for chunk in chunks:
            count += len(decoder.feed(chunk))
        count += len(decoder.flush())
    return count


def decoder_sdk(bodies: Bodies) -> int:
    from openai._streaming import SSEDecoder

    return sum(sum(1 for _ in SSEDecoder().iter_bytes(iter(chunks))) for chunks in bodies)

