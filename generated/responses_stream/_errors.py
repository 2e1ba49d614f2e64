# Copied from templates/runtime/_errors.py by `make generate`. Do not edit: change the
# template and regenerate.
"""The package's exceptions: one hierarchy under :class:`ResponsesStreamError`.

Every error says where it happened (byte offset, event position, event type,
sequence number) and keeps what was already decoded reachable, so that a bad
event never loses the good ones before it.
"""

from __future__ import annotations

from typing import Any, Optional

__all__ = [
    "ResponsesStreamError",
    "SSEError",
    "InvalidUTF8Error",
    "EventTooLargeError",
    "EventDecodeError",
    "EventValidationError",
    "APIError",
    "APIStatusError",
    "ResumeCursorError",
    "AccumulatorError",
    "ResponseNotCompletedError",
    "ResponseFailedError",
    "ResponseIncompleteError",
    "StreamEndedEarlyError",
    "StreamClosedError",
]


class ResponsesStreamError(Exception):
    """Base class of every error this package raises on purpose."""


class SSEError(ResponsesStreamError):
    """The byte stream is not a well-formed event stream."""


class InvalidUTF8Error(SSEError):
    """A line of the stream is not valid UTF-8 (decoder built with ``errors="strict"``)."""

    def __init__(self, message: str, *, offset: int) -> None:
        super().__init__(message)
        self.offset = offset


class EventTooLargeError(SSEError):
    """One event grew past the decoder's ``max_event_size``; memory stays bounded."""

    def __init__(self, message: str, *, limit: int) -> None:
        super().__init__(message)
        self.limit = limit


class EventDecodeError(ResponsesStreamError):
    """An event's ``data`` is not a JSON object.

    ``position`` is the 0-based index of the event in the stream; ``preview``
    is the start of the payload.
    """

    def __init__(self, message: str, *, position: Optional[int], preview: str) -> None:
        super().__init__(message)
        self.position = position
        self.preview = preview
        self.events_before: list[Any] = []  # events of the same chunk decoded before this one


class EventValidationError(ResponsesStreamError):
    """A known event failed validation and ``strict=True`` was asked for."""

    def __init__(
        self,
        message: str,
        *,
        event_type: str,
        sequence_number: Optional[int],
        problems: tuple[str, ...] = (),
    ) -> None:
        super().__init__(message)
        self.event_type = event_type
        self.sequence_number = sequence_number
        self.problems = problems


class APIError(ResponsesStreamError):
    """The server reported an error (an error payload, or an HTTP error status)."""

    def __init__(
        self,
        message: str,
        *,
        code: Optional[str] = None,
        param: Optional[str] = None,
        body: Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.param = param
        self.body = body


class APIStatusError(APIError):
    """The HTTP request failed before the stream started (4xx or 5xx)."""

    def __init__(
        self,
        message: str,
        *,
        status_code: int,
        request_id: Optional[str] = None,
        code: Optional[str] = None,
        param: Optional[str] = None,
        body: Any = None,
    ) -> None:
        super().__init__(message, code=code, param=param, body=body)
        self.status_code = status_code
        self.request_id = request_id


class ResumeCursorError(APIStatusError):
    """A background stream cannot be resumed from the given ``starting_after`` cursor."""


class AccumulatorError(ResponsesStreamError):
    """The accumulator met an event it cannot place and ``strict=True`` was asked for."""

    def __init__(self, message: str, *, event_type: str, sequence_number: Optional[int]) -> None:
        super().__init__(message)
        self.event_type = event_type
        self.sequence_number = sequence_number


class ResponseNotCompletedError(ResponsesStreamError):
    """The stream did not end in ``response.completed``; ``partial_response`` keeps what streamed."""

    def __init__(self, message: str, *, status: Optional[str], partial_response: Any) -> None:
        super().__init__(message)
        self.status = status
        self.partial_response = partial_response


class ResponseFailedError(ResponseNotCompletedError):
    """The stream ended in ``response.failed`` or an ``error`` event."""

    def __init__(
        self, message: str, *, status: Optional[str], partial_response: Any, error: Any
    ) -> None:
        super().__init__(message, status=status, partial_response=partial_response)
        self.error = error


class ResponseIncompleteError(ResponseNotCompletedError):
    """The stream ended in ``response.incomplete`` (for example ``max_output_tokens``)."""

    def __init__(
        self, message: str, *, status: Optional[str], partial_response: Any, incomplete_details: Any
    ) -> None:
        super().__init__(message, status=status, partial_response=partial_response)
        self.incomplete_details = incomplete_details


class StreamEndedEarlyError(ResponseNotCompletedError):
    """The stream ended with no terminal event."""


class StreamClosedError(ResponsesStreamError):
    """A closed stream was iterated again."""
