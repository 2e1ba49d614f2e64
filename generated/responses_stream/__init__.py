# Generated from spec/ by `make generate` (python -m codegen generate). Do not edit:
# change spec/ or templates/ and regenerate.
"""Typed events of the OpenAI Responses API stream, generated from a catalog.

Parse one payload with :func:`parse_event`, a body with :func:`iter_events`; accumulate
with :class:`ResponseAccumulator`; stream with :class:`ResponseStream` or a
:class:`ResponsesClient`. The models are in :mod:`.events`, the nested payloads in
:mod:`.payloads`. Importing the package loads the models and the parser; the rest
loads on first use.
"""

from typing import TYPE_CHECKING

from ._registry import EVENT_TYPES, ResponseStreamEvent
from .events import (
    ResponseAudioDeltaEvent,
    ResponseAudioDoneEvent,
    ResponseAudioTranscriptDeltaEvent,
    ResponseAudioTranscriptDoneEvent,
    ResponseCodeInterpreterCallCodeDeltaEvent,
    ResponseCodeInterpreterCallCodeDoneEvent,
    ResponseCodeInterpreterCallCompletedEvent,
    ResponseCodeInterpreterCallInProgressEvent,
    ResponseCodeInterpreterCallInterpretingEvent,
    ResponseCompactionCompactingEvent,
    ResponseCompletedEvent,
    ResponseContentPartAddedEvent,
    ResponseContentPartDoneEvent,
    ResponseCreatedEvent,
    ResponseCustomToolCallInputDeltaEvent,
    ResponseCustomToolCallInputDoneEvent,
    ResponseErrorEvent,
    ResponseFailedEvent,
    ResponseFileSearchCallCompletedEvent,
    ResponseFileSearchCallInProgressEvent,
    ResponseFileSearchCallSearchingEvent,
    ResponseFunctionCallArgumentsDeltaEvent,
    ResponseFunctionCallArgumentsDoneEvent,
    ResponseImageGenCallCompletedEvent,
    ResponseImageGenCallGeneratingEvent,
    ResponseImageGenCallInProgressEvent,
    ResponseImageGenCallPartialImageEvent,
    ResponseInProgressEvent,
    ResponseIncompleteEvent,
    ResponseMcpCallArgumentsDeltaEvent,
    ResponseMcpCallArgumentsDoneEvent,
    ResponseMcpCallCompletedEvent,
    ResponseMcpCallFailedEvent,
    ResponseMcpCallInProgressEvent,
    ResponseMcpListToolsCompletedEvent,
    ResponseMcpListToolsFailedEvent,
    ResponseMcpListToolsInProgressEvent,
    ResponseOutputItemAddedEvent,
    ResponseOutputItemDoneEvent,
    ResponseOutputTextAnnotationAddedEvent,
    ResponseQueuedEvent,
    ResponseReasoningSummaryPartAddedEvent,
    ResponseReasoningSummaryPartDoneEvent,
    ResponseReasoningSummaryTextDeltaEvent,
    ResponseReasoningSummaryTextDoneEvent,
    ResponseReasoningTextDeltaEvent,
    ResponseReasoningTextDoneEvent,
    ResponseRefusalDeltaEvent,
    ResponseRefusalDoneEvent,
    ResponseShellCallCommandAddedEvent,
    ResponseShellCallCommandDeltaEvent,
    ResponseShellCallCommandDoneEvent,
    ResponseShellCallOutputContentDeltaEvent,
    ResponseShellCallOutputContentDoneEvent,
    ResponseTextDeltaEvent,
    ResponseTextDoneEvent,
    ResponseWebSearchCallCompletedEvent,
    ResponseWebSearchCallInProgressEvent,
    ResponseWebSearchCallSearchingEvent,
)
from ._base import DeltaEventModel, EventModel, ParsedEventModel, PayloadModel, UnknownEvent
from ._errors import (
    APIError,
    APIStatusError,
    AccumulatorError,
    EventDecodeError,
    EventTooLargeError,
    EventValidationError,
    InvalidUTF8Error,
    ResponseFailedError,
    ResponseIncompleteError,
    ResponseNotCompletedError,
    ResponsesStreamError,
    ResumeCursorError,
    SSEError,
    StreamClosedError,
    StreamEndedEarlyError,
)
from ._parse import AnyEvent, parse_event

if TYPE_CHECKING:
    from ._accumulator import Oddity, ResponseAccumulator
    from ._client import AsyncResponsesClient, ResponsesClient
    from ._pipeline import EventParser, aiter_events, iter_events
    from ._resume import ResumePolicy
    from ._sse import SSEDecoder, ServerSentEvent
    from ._streams import AsyncResponseStream, ResponseStream

_LAZY = {
    "Oddity": "_accumulator",
    "ResponseAccumulator": "_accumulator",
    "AsyncResponsesClient": "_client",
    "ResponsesClient": "_client",
    "EventParser": "_pipeline",
    "aiter_events": "_pipeline",
    "iter_events": "_pipeline",
    "ResumePolicy": "_resume",
    "SSEDecoder": "_sse",
    "ServerSentEvent": "_sse",
    "AsyncResponseStream": "_streams",
    "ResponseStream": "_streams",
}


def __getattr__(name: str) -> object:
    """Load a lazily exported name's module on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


__all__ = [
    "APIError",
    "APIStatusError",
    "AccumulatorError",
    "AnyEvent",
    "AsyncResponseStream",
    "AsyncResponsesClient",
    "DeltaEventModel",
    "EVENT_TYPES",
    "EventDecodeError",
    "EventModel",
    "EventParser",
    "EventTooLargeError",
    "EventValidationError",
    "InvalidUTF8Error",
    "Oddity",
    "ParsedEventModel",
    "PayloadModel",
    "ResponseAccumulator",
    "ResponseAudioDeltaEvent",
    "ResponseAudioDoneEvent",
    "ResponseAudioTranscriptDeltaEvent",
    "ResponseAudioTranscriptDoneEvent",
    "ResponseCodeInterpreterCallCodeDeltaEvent",
    "ResponseCodeInterpreterCallCodeDoneEvent",
    "ResponseCodeInterpreterCallCompletedEvent",
    "ResponseCodeInterpreterCallInProgressEvent",
    "ResponseCodeInterpreterCallInterpretingEvent",
    "ResponseCompactionCompactingEvent",
    "ResponseCompletedEvent",
    "ResponseContentPartAddedEvent",
    "ResponseContentPartDoneEvent",
    "ResponseCreatedEvent",
    "ResponseCustomToolCallInputDeltaEvent",
    "ResponseCustomToolCallInputDoneEvent",
    "ResponseErrorEvent",
    "ResponseFailedError",
    "ResponseFailedEvent",
    "ResponseFileSearchCallCompletedEvent",
    "ResponseFileSearchCallInProgressEvent",
    "ResponseFileSearchCallSearchingEvent",
    "ResponseFunctionCallArgumentsDeltaEvent",
    "ResponseFunctionCallArgumentsDoneEvent",
    "ResponseImageGenCallCompletedEvent",
    "ResponseImageGenCallGeneratingEvent",
    "ResponseImageGenCallInProgressEvent",
    "ResponseImageGenCallPartialImageEvent",
    "ResponseInProgressEvent",
    "ResponseIncompleteError",
    "ResponseIncompleteEvent",
    "ResponseMcpCallArgumentsDeltaEvent",
    "ResponseMcpCallArgumentsDoneEvent",
    "ResponseMcpCallCompletedEvent",
    "ResponseMcpCallFailedEvent",
    "ResponseMcpCallInProgressEvent",
    "ResponseMcpListToolsCompletedEvent",
    "ResponseMcpListToolsFailedEvent",
    "ResponseMcpListToolsInProgressEvent",
    "ResponseNotCompletedError",
    "ResponseOutputItemAddedEvent",
    "ResponseOutputItemDoneEvent",
    "ResponseOutputTextAnnotationAddedEvent",
    "ResponseQueuedEvent",
    "ResponseReasoningSummaryPartAddedEvent",
    "ResponseReasoningSummaryPartDoneEvent",
    "ResponseReasoningSummaryTextDeltaEvent",
    "ResponseReasoningSummaryTextDoneEvent",
    "ResponseReasoningTextDeltaEvent",
    "ResponseReasoningTextDoneEvent",
    "ResponseRefusalDeltaEvent",
    "ResponseRefusalDoneEvent",
    "ResponseShellCallCommandAddedEvent",
    "ResponseShellCallCommandDeltaEvent",
    "ResponseShellCallCommandDoneEvent",
    "ResponseShellCallOutputContentDeltaEvent",
    "ResponseShellCallOutputContentDoneEvent",
    "ResponseStream",
    "ResponseStreamEvent",
    "ResponseTextDeltaEvent",
    "ResponseTextDoneEvent",
    "ResponseWebSearchCallCompletedEvent",
    "ResponseWebSearchCallInProgressEvent",
    "ResponseWebSearchCallSearchingEvent",
    "ResponsesClient",
    "ResponsesStreamError",
    "ResumeCursorError",
    "ResumePolicy",
    "SSEDecoder",
    "SSEError",
    "ServerSentEvent",
    "StreamClosedError",
    "StreamEndedEarlyError",
    "UnknownEvent",
    "aiter_events",
    "iter_events",
    "parse_event",
]
