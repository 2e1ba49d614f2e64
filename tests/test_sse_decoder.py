"""Tests of the byte-level SSE decoder (``responses_stream._sse``).

Rules are those of the WHATWG HTML Standard, 9.2.6 "Interpreting an event
stream": https://html.spec.whatwg.org/multipage/server-sent-events.html
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from responses_stream._errors import (
    EventTooLargeError,
    InvalidUTF8Error,
    ResponsesStreamError,
    SSEError,
)
from responses_stream._sse import ServerSentEvent, SSEDecoder
from tests.sse_strategies import (
    BOM,
    chunkings,
    one_byte_chunks,
    reference_decode,
    sse_streams,
)

E = ServerSentEvent
FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("*.sse"))


def decode(*chunks: bytes, **options: object) -> list[ServerSentEvent]:
    """Feed ``chunks`` to a new decoder, then flush; return all events."""
    decoder = SSEDecoder(**options)  # type: ignore[arg-type]
    events: list[ServerSentEvent] = []
    for chunk in chunks:
        events += decoder.feed(chunk)
    return events + decoder.flush()


def outcome(
    chunks: list[bytes], **options: object
) -> tuple[list[ServerSentEvent], type[BaseException] | None, int | None]:
    """Events until the first error, then the error's type and offset (if any)."""
    decoder = SSEDecoder(**options)  # type: ignore[arg-type]
    events: list[ServerSentEvent] = []
    try:
        for chunk in chunks:
            events += decoder.feed(chunk)
        events += decoder.flush()
    except SSEError as exc:
        return events, type(exc), getattr(exc, "offset", None)
    return events, None, None


# -- line ends --------------------------------------------------------------------


def test_lf_ends_lines() -> None:
    assert decode(b"event: a\ndata: 1\n\n") == [E("a", "1")]


def test_crlf_ends_lines() -> None:
    assert decode(b"event: a\r\ndata: 1\r\n\r\n") == [E("a", "1")]


def test_cr_ends_lines() -> None:
    assert decode(b"event: a\rdata: 1\r\r") == [E("a", "1")]


def test_mixed_line_ends_in_one_stream() -> None:
    assert decode(b"data: 1\r\ndata: 2\rdata: 3\n\r\ndata: 4\r\r") == [
        E(data="1\n2\n3"),
        E(data="4"),
    ]


def test_crlf_split_across_chunks_is_one_line_end() -> None:
    # A CR ending one chunk and the LF starting the next are one line end, not
    # a line end plus a blank line (which would dispatch "a" alone).
    assert decode(b"data: a\r", b"\ndata: b\r", b"\n\r", b"\n") == [E(data="a\nb")]


def test_cr_at_chunk_end_then_other_byte_is_a_lone_cr() -> None:
    assert decode(b"data: a\r", b"data: b\r", b"\r") == [E(data="a\nb")]


def test_cr_at_chunk_end_then_empty_chunk_then_lf() -> None:
    assert decode(b"data: a\r", b"", b"\n", b"\r\n") == [E(data="a")]


def test_lf_lf_is_a_blank_line_but_cr_lf_is_not() -> None:
    assert decode(b"data: a\n\ndata: b\r\n") == [E(data="a")]


def test_unicode_line_separators_do_not_end_lines() -> None:
    # str.splitlines() would split on all of these; SSE only knows CR and LF.
    text = "a\u2028b\u2029c\x85d\x0be\x0cf\x1cg\x1dh\x1ei"
    assert decode(f"data: {text}\n\n".encode()) == [E(data=text)]


# -- byte order mark ----------------------------------------------------------------


def test_bom_at_stream_start_is_dropped() -> None:
    assert decode(BOM + b"data: x\n\n") == [E(data="x")]


def test_bom_split_across_chunks_is_dropped() -> None:
    assert decode(b"\xef", b"\xbb", b"\xbfdata: x\n\n") == [E(data="x")]
    assert decode(b"\xef\xbb", b"\xbf", b"data: x\n\n") == [E(data="x")]


def test_only_one_bom_is_dropped() -> None:
    # The second BOM belongs to the field name "\ufeffdata", an unknown field.
    assert decode(BOM + BOM + b"data: x\n\ndata: y\n\n") == [E(data="y")]


def test_bom_after_stream_start_is_kept() -> None:
    body = b"data: x\n\n" + BOM + b"data: y\n\ndata: " + BOM + b"z\n\n"
    assert decode(body) == [E(data="x"), E(data="\ufeffz")]


def test_bom_only_stream_dispatches_nothing() -> None:
    assert decode(BOM) == []
    assert decode(b"\xef\xbb") == []


# -- fields -------------------------------------------------------------------------


def test_comment_lines_dispatch_nothing() -> None:
    assert decode(b": ping\n\n: OPENROUTER PROCESSING\n\n:\n\n") == []


def test_comment_inside_event_is_ignored() -> None:
    assert decode(b"data: a\n: keep-alive\ndata: b\n\n") == [E(data="a\nb")]


def test_field_without_colon_has_empty_value() -> None:
    assert decode(b"data\n\n") == [E(data="")]
    assert decode(b"event: x\nevent\ndata: 1\n\n") == [E(None, "1")]
    assert decode(b"id: 7\nid\ndata: 1\n\n") == [E(data="1", id="")]


def test_exactly_one_leading_space_after_colon_is_stripped() -> None:
    assert decode(b"data:x\n\ndata: x\n\ndata:  x\n\ndata:\tx\n\n") == [
        E(data="x"),
        E(data="x"),
        E(data=" x"),
        E(data="\tx"),
    ]


def test_only_the_first_colon_separates_name_and_value() -> None:
    assert decode(b"data: a: b:c\n\n") == [E(data="a: b:c")]


def test_space_before_colon_makes_an_unknown_field() -> None:
    assert decode(b"data : x\n\n") == []


def test_field_names_are_case_sensitive() -> None:
    assert decode(b"Data: x\nEVENT: y\n\n") == []


def test_multiple_data_lines_join_with_lf() -> None:
    assert decode(b"data: a\ndata:\ndata: b\ndata\n\n") == [E(data="a\n\nb\n")]


def test_unknown_fields_are_ignored() -> None:
    assert decode(b"foo: bar\ndata: x\nx\n\n") == [E(data="x")]


def test_event_field_names_the_event() -> None:
    assert decode(b"event: response.created\ndata: {}\n\n") == [E("response.created", "{}")]


def test_missing_event_field_gives_none_not_message() -> None:
    assert decode(b"data: {}\n\n") == [E(None, "{}")]


def test_empty_event_field_gives_none() -> None:
    assert decode(b"event:\ndata: {}\n\n") == [E(None, "{}")]


def test_last_event_field_of_a_block_wins() -> None:
    assert decode(b"event: a\nevent: b\ndata: 1\n\n") == [E("b", "1")]


def test_event_name_resets_after_dispatch() -> None:
    assert decode(b"event: a\ndata: 1\n\ndata: 2\n\n") == [E("a", "1"), E(None, "2")]


def test_id_persists_across_events() -> None:
    decoder = SSEDecoder()
    events = decoder.feed(b"id: 1\ndata: a\n\ndata: b\n\nid: 2\ndata: c\n\n")
    assert [e.id for e in events] == ["1", "1", "2"]
    assert decoder.last_event_id == "2"


def test_empty_id_resets_last_event_id_to_empty_string() -> None:
    assert decode(b"id: 1\ndata: a\n\nid:\ndata: b\n\n") == [
        E(data="a", id="1"),
        E(data="b", id=""),
    ]


def test_id_containing_nul_is_ignored() -> None:
    assert decode(b"id: 1\ndata: a\n\nid: 2\x003\ndata: b\n\n") == [
        E(data="a", id="1"),
        E(data="b", id="1"),
    ]


def test_last_event_id_is_set_at_blank_line_even_without_data() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"id: 5\n") == []
    assert decoder.last_event_id is None  # not before the block ends
    assert decoder.feed(b"\n") == []
    assert decoder.last_event_id == "5"
    assert decoder.feed(b"data: x\n\n") == [E(data="x", id="5")]


def test_retry_with_only_ascii_digits_sets_reconnection_time() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"retry: 3000\ndata: x\n\n") == [E(data="x", retry=3000)]
    assert decoder.retry == 3000


@pytest.mark.parametrize("value", ["", "1.5", "-1", "+1", " 10", "10 ", "1e3", "١٢", "１"])
def test_retry_with_anything_but_ascii_digits_is_ignored(value: str) -> None:
    decoder = SSEDecoder()
    assert decoder.feed(f"retry: {value}\ndata: x\n\n".encode()) == [E(data="x")]
    assert decoder.retry is None


def test_retry_too_long_for_int_is_ignored() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"retry: " + b"9" * 5000 + b"\ndata: x\n\n") == [E(data="x")]
    assert decoder.retry is None


def test_retry_belongs_to_its_block_but_the_reconnection_time_persists() -> None:
    decoder = SSEDecoder()
    events = decoder.feed(b"retry: 10\ndata: a\n\ndata: b\n\nretry: 20\n\n")
    assert events == [E(data="a", retry=10), E(data="b")]
    assert decoder.retry == 20


def test_nul_and_non_ascii_in_data_are_kept() -> None:
    assert decode("data: a\0b é 中 😀\n\n".encode()) == [E(data="a\0b é 中 😀")]


# -- dispatch -----------------------------------------------------------------------


def test_blank_line_dispatches() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"data: x\n") == []
    assert decoder.feed(b"\n") == [E(data="x")]


def test_block_without_data_dispatches_nothing() -> None:
    assert decode(b"event: ping\n\nid: 3\n\nretry: 5\n\n: c\n\n") == []


def test_block_without_data_resets_the_event_name() -> None:
    assert decode(b"event: a\n\ndata: x\n\n") == [E(None, "x")]


def test_extra_blank_lines_dispatch_nothing_more() -> None:
    assert decode(b"\n\n\ndata: x\n\n\n\n") == [E(data="x")]


def test_unfinished_event_at_end_of_stream_is_not_dispatched() -> None:
    assert decode(b"data: a\n\ndata: b\n") == [E(data="a")]
    assert decode(b"data: a\n\ndata: b") == [E(data="a")]
    assert decode(b"data: a\n\nevent: x\ndata: b\r") == [E(data="a")]


def test_flush_dispatches_nothing_and_ends_the_stream() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"data: a\n\ndata: b\n") == [E(data="a")]
    assert decoder.flush() == []
    assert decoder.flush() == []
    with pytest.raises(SSEError, match="after flush"):
        decoder.feed(b"\n")


def test_empty_chunks_are_no_ops() -> None:
    assert decode(b"", b"data: x\n", b"", b"\n", b"") == [E(data="x")]


def test_many_events_in_one_chunk() -> None:
    body = b"".join(b'data: {"n":%d}\n\n' % i for i in range(1000))
    events = decode(body)
    assert [json.loads(e.data)["n"] for e in events] == list(range(1000))


def test_counters_report_bytes_fed_and_events_dispatched() -> None:
    decoder = SSEDecoder()
    decoder.feed(b"data: a\n\nda")
    decoder.feed(b"ta: b\n\n")
    assert decoder.bytes_fed == 18
    assert decoder.events_dispatched == 2


def test_iter_events_feeds_then_flushes() -> None:
    chunks = [b"data: a\n", b"\ndata: b\n\ndata: c"]
    assert list(SSEDecoder().iter_events(chunks)) == [E(data="a"), E(data="b")]


def test_server_sent_event_is_immutable_and_compares_by_value() -> None:
    event = E("a", "b", "c", 1)
    assert (event.event, event.data, event.id, event.retry) == ("a", "b", "c", 1)
    assert event == E(event="a", data="b", id="c", retry=1)
    assert E() == E(None, "", None, None)
    with pytest.raises(AttributeError):
        event.data = "x"  # type: ignore[misc]


def test_constructor_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError, match="errors"):
        SSEDecoder(errors="ignore")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="max_event_size"):
        SSEDecoder(max_event_size=0)


# -- UTF-8 --------------------------------------------------------------------------


def test_multibyte_character_split_across_chunks_decodes() -> None:
    body = "data: é中😀\n\n".encode()
    for cut in range(len(body)):
        assert decode(body[:cut], body[cut:]) == [E(data="é中😀")], cut


def test_strict_is_the_default_errors_mode() -> None:
    with pytest.raises(InvalidUTF8Error):
        decode(b"data: \xff\n\n")


def test_invalid_utf8_strict_raises_with_the_line_offset() -> None:
    body = b"data: ok\n\nevent: x\ndata: bad \xc3( here\n\n"
    with pytest.raises(InvalidUTF8Error) as info:
        decode(body[:25], body[25:])
    assert info.value.offset == body.index(b"data: bad")
    message = str(info.value)
    bad_byte = body.index(b"\xc3")
    assert "invalid UTF-8" in message
    assert f"at byte {bad_byte} " in message
    assert f"line starting at byte {info.value.offset}" in message
    assert "errors='replace'" in message


def test_invalid_utf8_offset_counts_the_bom_and_previous_chunks() -> None:
    body = BOM + b"data: a\r\n\r\n" + b"data: \xff\r\n"
    with pytest.raises(InvalidUTF8Error) as info:
        decode(*one_byte_chunks(body))
    assert info.value.offset == len(BOM + b"data: a\r\n\r\n")


def test_invalid_utf8_never_leaks_unicode_decode_error() -> None:
    for bad in (b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf", b"\xe2\x82"):
        with pytest.raises(SSEError) as info:
            decode(b"data: " + bad + b"\n\n")
        assert isinstance(info.value, InvalidUTF8Error)
        assert isinstance(info.value, ResponsesStreamError)
        assert not isinstance(info.value, UnicodeDecodeError)
        assert not isinstance(info.value, ValueError)


def test_invalid_utf8_in_a_comment_also_raises_in_strict_mode() -> None:
    with pytest.raises(InvalidUTF8Error):
        decode(b": \xff\n\n")


def test_invalid_utf8_in_the_discarded_unfinished_line_is_not_an_error() -> None:
    # WHATWG discards an unterminated last line unread.
    assert decode(b"data: a\n\ndata: \xff") == [E(data="a")]


def test_invalid_utf8_replace_mode_uses_replacement_character() -> None:
    body = b"data: a\xffb\xc3\n\ndata: \xe2\x82\n\n"
    assert decode(body, errors="replace") == [E(data="a\ufffdb\ufffd"), E(data="\ufffd")]
    assert decode(*one_byte_chunks(body), errors="replace") == decode(body, errors="replace")


def test_invalid_utf8_keeps_the_events_before_it() -> None:
    decoder = SSEDecoder()
    assert decoder.feed(b"data: a\n\ndata: b\n\ndata: \xff\n\n") == [E(data="a"), E(data="b")]
    with pytest.raises(InvalidUTF8Error):
        decoder.flush()


def test_decoder_stays_failed_after_an_error() -> None:
    decoder = SSEDecoder()
    with pytest.raises(InvalidUTF8Error):
        decoder.feed(b"data: \xff\n\n")
    with pytest.raises(InvalidUTF8Error):
        decoder.feed(b"data: fine\n\n")
    with pytest.raises(InvalidUTF8Error):
        decoder.flush()


# -- size limit ---------------------------------------------------------------------


def test_event_too_large_raises_and_names_the_limit() -> None:
    with pytest.raises(EventTooLargeError, match="max_event_size=100") as info:
        decode(b"data: " + b"x" * 200 + b"\n\n", max_event_size=100)
    assert info.value.limit == 100


def test_event_too_large_raises_before_its_line_ends() -> None:
    decoder = SSEDecoder(max_event_size=1000)
    decoder.feed(b"data: " + b"x" * 900)
    with pytest.raises(EventTooLargeError):
        decoder.feed(b"x" * 200)


def test_event_too_large_counts_all_its_data_lines() -> None:
    decoder = SSEDecoder(max_event_size=1000)
    for _ in range(9):
        decoder.feed(b"data: " + b"x" * 100 + b"\n")
    with pytest.raises(EventTooLargeError):
        decoder.feed(b"data: " + b"x" * 100 + b"\n")


def test_event_at_the_size_limit_is_fine() -> None:
    line = b"data: " + b"x" * 94  # 100 bytes
    assert decode(line + b"\n\n", max_event_size=100) == [E(data="x" * 94)]
    with pytest.raises(EventTooLargeError):
        decode(line + b"x\n\n", max_event_size=100)


def test_size_limit_counts_bytes_not_characters() -> None:
    line = "data: " + "é" * 47  # 6 + 94 bytes, 53 characters
    assert decode(f"{line}\n\n".encode(), max_event_size=100) == [E(data="é" * 47)]
    with pytest.raises(EventTooLargeError):
        decode(f"{line}é\n\n".encode(), max_event_size=100)


def test_size_limit_counts_bytes_of_data_kept_from_earlier_chunks() -> None:
    decoder = SSEDecoder(max_event_size=100)
    decoder.feed(("data: " + "é" * 20 + "\n").encode())  # keeps 40 bytes, 20 characters
    with pytest.raises(EventTooLargeError):
        decoder.feed(b"data: " + b"x" * 55 + b"\n")  # 40 + 61 > 100


def test_many_small_events_above_the_limit_in_total_are_fine() -> None:
    body = b"data: " + b"x" * 50 + b"\n\n"
    assert len(decode(body * 1000, max_event_size=100)) == 1000
    assert len(decode(*one_byte_chunks(body * 10), max_event_size=100)) == 10


def test_event_too_large_keeps_the_events_before_it() -> None:
    decoder = SSEDecoder(max_event_size=100)
    body = b"data: a\n\ndata: " + b"x" * 200 + b"\n\n"
    assert decoder.feed(body) == [E(data="a")]
    with pytest.raises(EventTooLargeError):
        decoder.flush()


# -- WHATWG examples (9.2.5 / 9.2.6) --------------------------------------------------


def test_whatwg_example_stock_ticker_multiple_data_lines() -> None:
    assert decode(b"data: YHOO\ndata: +2\ndata: 10\n\n") == [E(data="YHOO\n+2\n10")]


def test_whatwg_example_test_stream_with_comment_and_ids() -> None:
    body = (
        b": test stream\n\n"
        b"data: first event\nid: 1\n\n"
        b"data:second event\nid\n\n"
        b"data:  third event\n"
    )
    decoder = SSEDecoder()
    assert decoder.feed(body) == [E(data="first event", id="1"), E(data="second event", id="")]
    assert decoder.last_event_id == ""
    # "the last still has to end with a blank line"
    assert decoder.feed(b"\n") == [E(data=" third event", id="")]


def test_whatwg_example_empty_data_and_undispatched_last_block() -> None:
    # "data" / "data\ndata" / "data:" (no blank line after): "" and "\n", then nothing.
    assert decode(b"data\n\ndata\ndata\n\ndata:") == [E(data=""), E(data="\n")]


def test_whatwg_example_space_after_colon_is_ignored() -> None:
    assert decode(b"data:test\n\ndata: test\n\n") == [E(data="test"), E(data="test")]


# -- cases from the openai-python SDK's tests/test_streaming.py ------------------------
# Fed with the same chunks as there. Where the SDK differs from WHATWG (it
# dispatches blocks that have no data line), these tests follow WHATWG.


def test_sdk_case_basic() -> None:
    events = decode(b"event: completion\n", b'data: {"foo":true}\n', b"\n")
    assert events == [E("completion", '{"foo":true}')]


def test_sdk_case_data_missing_event() -> None:
    assert decode(b'data: {"foo":true}\n', b"\n") == [E(None, '{"foo":true}')]


def test_sdk_case_event_missing_data() -> None:
    # The SDK yields event="ping", data=""; WHATWG dispatches nothing.
    assert decode(b"event: ping\n", b"\n") == []


def test_sdk_case_multiple_events() -> None:
    # Both blocks lack data: nothing is dispatched (the SDK yields two events).
    assert decode(b"event: ping\n", b"\n", b"event: completion\n", b"\n") == []


def test_sdk_case_multiple_events_with_data() -> None:
    events = decode(
        b"event: ping\n",
        b'data: {"foo":true}\n',
        b"\n",
        b"event: completion\n",
        b'data: {"bar":false}\n',
        b"\n",
    )
    assert events == [E("ping", '{"foo":true}'), E("completion", '{"bar":false}')]


def test_sdk_case_multiple_data_lines_with_empty_line() -> None:
    events = decode(
        b"event: ping\n",
        b"data: {\n",
        b'data: "foo":\n',
        b"data: \n",
        b"data:\n",
        b"data: true}\n",
        b"\n\n",
    )
    assert events == [E("ping", '{\n"foo":\n\n\ntrue}')]
    assert json.loads(events[0].data) == {"foo": True}


def test_sdk_case_data_json_escaped_double_new_line() -> None:
    events = decode(b"event: ping\n", b'data: {"foo": "my long\\n\\ncontent"}', b"\n\n")
    assert [e.event for e in events] == ["ping"]
    assert json.loads(events[0].data) == {"foo": "my long\n\ncontent"}


def test_sdk_case_multiple_data_lines() -> None:
    events = decode(b"event: ping\n", b"data: {\n", b'data: "foo":\n', b"data: true}\n", b"\n\n")
    assert events == [E("ping", '{\n"foo":\ntrue}')]


def test_sdk_case_special_new_line_character() -> None:
    events = decode(
        b'data: {"content":" culpa"}\n',
        b"\n",
        b'data: {"content":" \xe2\x80\xa8"}\n',
        b"\n",
        b'data: {"content":"foo"}\n',
        b"\n",
    )
    assert [json.loads(e.data) for e in events] == [
        {"content": " culpa"},
        {"content": " \u2028"},
        {"content": "foo"},
    ]
    assert [e.event for e in events] == [None, None, None]


def test_sdk_case_multi_byte_character_multiple_chunks() -> None:
    events = decode(
        b'data: {"content":"',
        b"\xd0",
        b"\xb8\xd0\xb7\xd0",
        b"\xb2\xd0\xb5\xd1\x81\xd1\x82\xd0\xbd\xd0\xb8",
        b'"}\n',
        b"\n",
    )
    assert [json.loads(e.data) for e in events] == [{"content": "известни"}]


# -- properties ---------------------------------------------------------------------


@settings(max_examples=1000, deadline=None)
@given(st.data())
def test_any_chunking_gives_the_events_of_the_whole_body(data: st.DataObject) -> None:
    body = data.draw(sse_streams(), label="body")
    whole = decode(body)
    assert whole == reference_decode(body)
    assert decode(*data.draw(chunkings(body), label="chunks")) == whole
    assert decode(*one_byte_chunks(body)) == whole


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_replace_mode_matches_the_reference_on_invalid_utf8(data: st.DataObject) -> None:
    valid = bytearray(data.draw(sse_streams(), label="body"))
    junk = st.sampled_from([b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xc0\xaf", b"\x80"])
    for _ in range(data.draw(st.integers(0, 3), label="junk count")):
        at = data.draw(st.integers(0, len(valid)), label="at")
        valid[at:at] = data.draw(junk, label="junk")
    body = bytes(valid)
    expected = reference_decode(body, errors="replace")
    assert decode(body, errors="replace") == expected
    assert decode(*data.draw(chunkings(body)), errors="replace") == expected


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_size_limit_outcome_does_not_depend_on_chunking(data: st.DataObject) -> None:
    body = data.draw(sse_streams(), label="body")
    limit = data.draw(st.integers(1, 60), label="limit")
    whole = outcome([body], max_event_size=limit)
    assert outcome(data.draw(chunkings(body)), max_event_size=limit) == whole
    assert outcome(one_byte_chunks(body), max_event_size=limit) == whole


# -- recorded Responses API streams ----------------------------------------------------


def test_fixtures_are_present() -> None:
    assert len(FIXTURES) >= 34, "copy /work/shared/fixtures/recorded/*.sse to tests/fixtures/"


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_fixture_dispatches_one_event_per_data_line(path: Path) -> None:
    body = path.read_bytes()
    events = decode(body)
    assert len(events) == sum(line.startswith(b"data:") for line in body.splitlines())
    assert all(e.data for e in events)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_fixture_one_byte_chunks_match_one_chunk(path: Path) -> None:
    body = path.read_bytes()
    assert decode(*one_byte_chunks(body)) == decode(body)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fixture_random_chunks_match_one_chunk(path: Path, data: st.DataObject) -> None:
    body = path.read_bytes()
    assert decode(*data.draw(chunkings(body, max_cuts=200))) == decode(body)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_fixture_matches_the_openai_sdk_decoder(path: Path) -> None:
    streaming = pytest.importorskip("openai._streaming")
    body = path.read_bytes()
    sdk = list(streaming.SSEDecoder().iter_bytes(iter([body])))
    assert decode(body) == [E(e.event, e.data, e.id, e.retry) for e in sdk]


def _mutate(body: bytes, data: st.DataObject) -> bytes:
    """Apply a few random byte-level mutations: drop, duplicate, flip, insert, truncate."""
    out = bytearray(body)
    for _ in range(data.draw(st.integers(1, 6), label="mutations")):
        kind = data.draw(st.sampled_from(["drop", "dup", "flip", "insert", "truncate"]))
        at = data.draw(st.integers(0, len(out)))
        size = data.draw(st.integers(1, 64))
        if kind == "drop":
            del out[at : at + size]
        elif kind == "dup":
            out[at:at] = out[at : at + size]
        elif kind == "flip" and at < len(out):
            out[at] ^= data.draw(st.integers(1, 255))
        elif kind == "insert":
            junk = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\r", b"\n", b":", BOM]
            out[at:at] = data.draw(st.sampled_from(junk))
        elif kind == "truncate":
            del out[at:]
    return bytes(out)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzzed_fixture_bytes_raise_only_sse_errors(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(FIXTURES), label="fixture")
    whole = path.read_bytes()
    start = data.draw(st.integers(0, max(0, len(whole) - 1)), label="start")
    body = _mutate(whole[start : start + 3000], data)
    errors = data.draw(st.sampled_from(["strict", "replace"]), label="errors")
    limit = data.draw(st.sampled_from([64 * 1024 * 1024, 2000, 300]), label="limit")
    # Any exception other than an SSEError fails the test; so does a
    # result that depends on how the bytes were cut.
    result = outcome([body], errors=errors, max_event_size=limit)
    chunks = data.draw(chunkings(body))
    assert outcome(chunks, errors=errors, max_event_size=limit) == result
    assert outcome(one_byte_chunks(body), errors=errors, max_event_size=limit) == result
