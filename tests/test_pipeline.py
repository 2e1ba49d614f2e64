"""Bytes to typed events: dispatch rules, chunking, errors, and fuzzing at the typed level.

Every behaviour test runs the sync and the async path with one body.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import responses_stream as rs

from .conftest import FIXTURES, data_payloads, fixture_files


def _sync(chunks: list[bytes], **options: Any) -> list[rs.AnyEvent]:
    return list(rs.iter_events(chunks, **options))


def _async(chunks: list[bytes], **options: Any) -> list[rs.AnyEvent]:
    async def source() -> AsyncIterator[bytes]:
        for chunk in chunks:
            yield chunk

    async def collect() -> list[rs.AnyEvent]:
        return [event async for event in rs.aiter_events(source(), **options)]

    return asyncio.run(collect())


Collect = Callable[..., list[rs.AnyEvent]]


@pytest.fixture(params=[_sync, _async], ids=["sync", "async"])
def collect(request: pytest.FixtureRequest) -> Collect:
    return request.param  # type: ignore[no-any-return]


def _dumps(events: list[rs.AnyEvent]) -> list[Any]:
    return [(type(e).__name__, e.model_dump()) for e in events]


def test_every_fixture_gives_one_typed_event_per_data_line(recorded: Path, collect: Collect) -> None:
    events = collect([recorded.read_bytes()])
    expected = [rs.parse_event(payload) for payload in data_payloads(recorded)]
    assert _dumps(events) == _dumps(expected)


def test_one_byte_chunks_give_the_same_events(recorded: Path) -> None:
    body = recorded.read_bytes()
    assert _dumps(_sync([body[i : i + 1] for i in range(len(body))])) == _dumps(_sync([body]))


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(fixture_files()), st.lists(st.integers(min_value=0, max_value=10**6), max_size=40))
def test_any_chunking_of_a_fixture_gives_the_same_typed_events(path: Path, cuts: list[int]) -> None:
    body = path.read_bytes()
    points = sorted({c % (len(body) + 1) for c in cuts})
    chunks = [body[a:b] for a, b in zip([0, *points], [*points, len(body)], strict=True)]
    assert _dumps(_sync(chunks)) == _dumps(_sync([body]))


DELTA = {"item_id": "m", "output_index": 0, "content_index": 0, "delta": "x", "logprobs": []}


def test_sse_event_name_stands_in_when_json_has_no_type(collect: Collect) -> None:
    body = b"event: response.output_text.delta\ndata: " + json.dumps(DELTA).encode() + b"\n\n"
    (event,) = collect([body])
    assert isinstance(event, rs.ResponseTextDeltaEvent) and event.problems == ()


def test_json_type_wins_over_the_sse_event_name(collect: Collect) -> None:
    body = b"event: something.else\ndata: " + json.dumps({**DELTA, "type": "response.output_text.delta"}).encode()
    (event,) = collect([body + b"\n\n"])
    assert isinstance(event, rs.ResponseTextDeltaEvent)


def test_done_sentinel_ends_the_stream_cleanly(collect: Collect) -> None:
    first = json.dumps({**DELTA, "type": "response.output_text.delta"}).encode()
    body = b"data: " + first + b"\n\ndata: [DONE]\n\ndata: {not json\n\n"
    events = collect([body])
    assert [e.type for e in events] == ["response.output_text.delta"]


def test_event_with_empty_data_is_skipped(collect: Collect) -> None:
    body = b"data:\n\nevent: ping\ndata: \n\ndata: " + json.dumps({**DELTA, "type": "response.output_text.delta"}).encode() + b"\n\n"
    assert len(collect([body])) == 1


def test_keep_alive_comments_dispatch_nothing(collect: Collect) -> None:
    events = collect([(FIXTURES / "thirdparty-openrouter-gpt-oss-reasoning-text.sse").read_bytes()])
    assert not any(isinstance(e, rs.UnknownEvent) for e in events)
    assert events[-1].type == "response.completed"


def test_unknown_types_flow_through_without_stopping_the_stream(collect: Collect) -> None:
    body = (b'data: {"type":"keepalive"}\n\n'
            b'data: {"type":"response.brand_new","x":1}\n\n'
            b"data: " + json.dumps({**DELTA, "type": "response.output_text.delta"}).encode() + b"\n\n")
    events = collect([body])
    assert [type(e).__name__ for e in events] == ["UnknownEvent", "UnknownEvent", "ResponseTextDeltaEvent"]


def test_non_json_payload_names_its_position_and_keeps_earlier_events(collect: Collect) -> None:
    good = b"data: " + json.dumps({**DELTA, "type": "response.output_text.delta"}).encode() + b"\n\n"
    body = good + good + b"data: <html>Bad Gateway</html>\n\n" + good
    received: list[rs.AnyEvent] = []

    def run_sync() -> None:
        for event in rs.iter_events([body]):
            received.append(event)

    async def run_async() -> None:
        async def source() -> AsyncIterator[bytes]:
            yield body

        async for event in rs.aiter_events(source()):
            received.append(event)

    with pytest.raises(rs.EventDecodeError) as caught:
        run_sync() if collect is _sync else asyncio.run(run_async())
    assert len(received) == 2
    assert caught.value.position == 2
    assert caught.value.preview.startswith("<html>Bad Gateway")
    assert "event #2" in str(caught.value)


def test_feed_keeps_events_before_a_bad_one_on_the_error() -> None:
    good = b"data: " + json.dumps({**DELTA, "type": "response.output_text.delta"}).encode() + b"\n\n"
    parser = rs.EventParser()
    with pytest.raises(rs.EventDecodeError) as caught:
        parser.feed(good + b"data: nope\n\n")
    assert [e.type for e in caught.value.events_before] == ["response.output_text.delta"]


def test_error_event_in_both_wire_shapes(collect: Collect) -> None:
    flat = {"type": "error", "code": "server_error", "message": "boom", "param": None, "sequence_number": 1}
    nested = {"type": "error", "sequence_number": 2,
              "error": {"type": "server_error", "code": "server_error", "message": "boom", "param": None}}
    body = b"".join(b"data: " + json.dumps(p).encode() + b"\n\n" for p in (flat, nested))
    events = collect([body])
    assert [(type(e).__name__, e.code, e.message, e.param) for e in events] == [  # type: ignore[union-attr]
        ("ResponseErrorEvent", "server_error", "boom", None)] * 2


def test_error_payload_without_type_raises_api_error(collect: Collect) -> None:
    body = b'data: {"error": {"message": "Rate limit reached", "code": "rate_limit_exceeded"}}\n\n'
    with pytest.raises(rs.APIError) as caught:
        collect([body])
    assert caught.value.code == "rate_limit_exceeded" and "Rate limit" in caught.value.message


def test_strict_validation_errors_come_through_the_pipeline(collect: Collect) -> None:
    body = b"data: " + json.dumps({**DELTA, "type": "response.output_text.delta", "delta": 1}).encode() + b"\n\n"
    (loose,) = collect([body])
    assert loose.problems
    with pytest.raises(rs.EventValidationError):
        collect([body], strict=True)


def test_the_package_errors_form_one_hierarchy_exported_from_the_root() -> None:
    names = [n for n in rs.__all__ if n.endswith("Error")]
    assert len(names) >= 10
    for name in names:
        assert issubclass(getattr(rs, name), rs.ResponsesStreamError), name


MUTATIONS = ["drop", "duplicate", "flip", "truncate", "invalid_utf8"]


def _mutate(body: bytes, kind: str, rng: random.Random) -> bytes:
    at = rng.randrange(len(body))
    size = rng.randint(1, 64)
    if kind == "drop":
        return body[:at] + body[at + size :]
    if kind == "duplicate":
        return body[:at] + body[at : at + size] + body[at:]
    if kind == "flip":
        return body[:at] + bytes([body[at] ^ (1 << rng.randrange(8))]) + body[at + 1 :]
    if kind == "truncate":
        return body[:at]
    return body[:at] + b"\xff\xfe\xc3" + body[at:]


FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "120"))  # raise it for a long run


@settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(fixture_files()), st.sampled_from(MUTATIONS), st.integers(0, 2**32))
def test_mutated_streams_raise_only_the_packages_errors(path: Path, kind: str, seed: int) -> None:
    body = _mutate(path.read_bytes(), kind, random.Random(seed))
    accumulator = rs.ResponseAccumulator()
    try:
        for event in rs.iter_events([body]):
            accumulator.handle(event)
        accumulator.final_response()
    except rs.ResponsesStreamError:
        pass
