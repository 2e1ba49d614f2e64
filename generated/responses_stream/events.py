# Generated from spec/ by `make generate` (python -m codegen generate). Do not edit:
# change spec/ or templates/ and regenerate.
"""One model per event type of the Responses API stream."""

from typing import Any, Literal

from pydantic import model_validator

from ._base import DeltaEventModel, EventModel, ParsedEventModel
from ._hooks import lift_nested_error
from .payloads import (
    Annotation,
    FunctionShellCallOutputContent,
    OutputContent,
    OutputItem,
    Response,
    ResponseLogProb,
    ShellCallOutputDelta,
    SummaryTextContent,
)

__all__ = [
    "ResponseErrorEvent",
    "ResponseAudioDeltaEvent",
    "ResponseAudioDoneEvent",
    "ResponseAudioTranscriptDeltaEvent",
    "ResponseAudioTranscriptDoneEvent",
    "ResponseCodeInterpreterCallCompletedEvent",
    "ResponseCodeInterpreterCallInProgressEvent",
    "ResponseCodeInterpreterCallInterpretingEvent",
    "ResponseCodeInterpreterCallCodeDeltaEvent",
    "ResponseCodeInterpreterCallCodeDoneEvent",
    "ResponseCompactionCompactingEvent",
    "ResponseCompletedEvent",
    "ResponseContentPartAddedEvent",
    "ResponseContentPartDoneEvent",
    "ResponseCreatedEvent",
    "ResponseCustomToolCallInputDeltaEvent",
    "ResponseCustomToolCallInputDoneEvent",
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
    "ResponseIncompleteEvent",
    "ResponseMcpCallCompletedEvent",
    "ResponseMcpCallFailedEvent",
    "ResponseMcpCallInProgressEvent",
    "ResponseMcpCallArgumentsDeltaEvent",
    "ResponseMcpCallArgumentsDoneEvent",
    "ResponseMcpListToolsCompletedEvent",
    "ResponseMcpListToolsFailedEvent",
    "ResponseMcpListToolsInProgressEvent",
    "ResponseOutputItemAddedEvent",
    "ResponseOutputItemDoneEvent",
    "ResponseOutputTextAnnotationAddedEvent",
    "ResponseTextDeltaEvent",
    "ResponseTextDoneEvent",
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
    "ResponseWebSearchCallCompletedEvent",
    "ResponseWebSearchCallInProgressEvent",
    "ResponseWebSearchCallSearchingEvent",
]


class ResponseErrorEvent(EventModel):
    """The server reports an error in the middle of the stream."""

    type: Literal["error"] = "error"
    """Always ``error``."""
    code: str | None
    """Error code, when the server gives one."""
    message: str
    """Human-readable error message."""
    param: str | None
    """The request parameter the error is about, if any."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""
    validate_wire_shape = model_validator(mode="before")(lift_nested_error)


class ResponseAudioDeltaEvent(DeltaEventModel):
    """A chunk of base64-encoded output audio."""

    type: Literal["response.audio.delta"] = "response.audio.delta"
    """Always ``response.audio.delta``."""
    delta: str
    """Base64-encoded audio bytes."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseAudioDoneEvent(EventModel):
    """The output audio is complete."""

    type: Literal["response.audio.done"] = "response.audio.done"
    """Always ``response.audio.done``."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseAudioTranscriptDeltaEvent(DeltaEventModel):
    """A piece of the output audio's transcript."""

    type: Literal["response.audio.transcript.delta"] = "response.audio.transcript.delta"
    """Always ``response.audio.transcript.delta``."""
    delta: str
    """Text to append."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseAudioTranscriptDoneEvent(EventModel):
    """The output audio's transcript is complete."""

    type: Literal["response.audio.transcript.done"] = "response.audio.transcript.done"
    """Always ``response.audio.transcript.done``."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCodeInterpreterCallCompletedEvent(EventModel):
    """A code interpreter call finished."""

    type: Literal["response.code_interpreter_call.completed"] = (
        "response.code_interpreter_call.completed"
    )
    """Always ``response.code_interpreter_call.completed``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCodeInterpreterCallInProgressEvent(EventModel):
    """A code interpreter call has started."""

    type: Literal["response.code_interpreter_call.in_progress"] = (
        "response.code_interpreter_call.in_progress"
    )
    """Always ``response.code_interpreter_call.in_progress``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCodeInterpreterCallInterpretingEvent(EventModel):
    """The code interpreter is running the code."""

    type: Literal["response.code_interpreter_call.interpreting"] = (
        "response.code_interpreter_call.interpreting"
    )
    """Always ``response.code_interpreter_call.interpreting``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCodeInterpreterCallCodeDeltaEvent(DeltaEventModel):
    """A piece of the code a code interpreter call runs."""

    type: Literal["response.code_interpreter_call_code.delta"] = (
        "response.code_interpreter_call_code.delta"
    )
    """Always ``response.code_interpreter_call_code.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    delta: str
    """Text to append."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCodeInterpreterCallCodeDoneEvent(EventModel):
    """The code of a code interpreter call is final."""

    type: Literal["response.code_interpreter_call_code.done"] = (
        "response.code_interpreter_call_code.done"
    )
    """Always ``response.code_interpreter_call_code.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    code: str
    """The complete code."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCompactionCompactingEvent(EventModel):
    """A compaction item is being produced; carries no content."""

    type: Literal["response.compaction.compacting"] = "response.compaction.compacting"
    """Always ``response.compaction.compacting``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCompletedEvent(EventModel):
    """The response finished; carries the complete response."""

    type: Literal["response.completed"] = "response.completed"
    """Always ``response.completed``."""
    response: Response
    """The response as it stands at this event."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseContentPartAddedEvent(EventModel):
    """A new content part starts inside a message or reasoning item."""

    type: Literal["response.content_part.added"] = "response.content_part.added"
    """Always ``response.content_part.added``."""
    part: OutputContent
    """The content part."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseContentPartDoneEvent(EventModel):
    """A content part is finished; carries its final form."""

    type: Literal["response.content_part.done"] = "response.content_part.done"
    """Always ``response.content_part.done``."""
    part: OutputContent
    """The content part."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCreatedEvent(EventModel):
    """The response exists; the first event of a new stream."""

    type: Literal["response.created"] = "response.created"
    """Always ``response.created``."""
    response: Response
    """The response as it stands at this event."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCustomToolCallInputDeltaEvent(DeltaEventModel):
    """A piece of a custom (freeform) tool call's input."""

    type: Literal["response.custom_tool_call_input.delta"] = "response.custom_tool_call_input.delta"
    """Always ``response.custom_tool_call_input.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    delta: str
    """Text to append."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseCustomToolCallInputDoneEvent(EventModel):
    """A custom tool call's input is final."""

    type: Literal["response.custom_tool_call_input.done"] = "response.custom_tool_call_input.done"
    """Always ``response.custom_tool_call_input.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    input: str
    """The complete input of the custom tool call."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseFailedEvent(EventModel):
    """The response ended with an error; carries the response and its error."""

    type: Literal["response.failed"] = "response.failed"
    """Always ``response.failed``."""
    response: Response
    """The response as it stands at this event."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseFileSearchCallCompletedEvent(EventModel):
    """A file search call finished."""

    type: Literal["response.file_search_call.completed"] = "response.file_search_call.completed"
    """Always ``response.file_search_call.completed``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseFileSearchCallInProgressEvent(EventModel):
    """A file search call has started."""

    type: Literal["response.file_search_call.in_progress"] = "response.file_search_call.in_progress"
    """Always ``response.file_search_call.in_progress``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseFileSearchCallSearchingEvent(EventModel):
    """A file search call is searching."""

    type: Literal["response.file_search_call.searching"] = "response.file_search_call.searching"
    """Always ``response.file_search_call.searching``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseFunctionCallArgumentsDeltaEvent(DeltaEventModel):
    """A piece of a function call's JSON arguments."""

    type: Literal["response.function_call_arguments.delta"] = (
        "response.function_call_arguments.delta"
    )
    """Always ``response.function_call_arguments.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    delta: str
    """Text to append."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseFunctionCallArgumentsDoneEvent(EventModel):
    """A function call's arguments are final."""

    type: Literal["response.function_call_arguments.done"] = "response.function_call_arguments.done"
    """Always ``response.function_call_arguments.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    arguments: str
    """The complete arguments, as a JSON string."""
    name: str | None = None
    """Name of the function called."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseImageGenCallCompletedEvent(EventModel):
    """An image generation call finished."""

    type: Literal["response.image_generation_call.completed"] = (
        "response.image_generation_call.completed"
    )
    """Always ``response.image_generation_call.completed``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseImageGenCallGeneratingEvent(EventModel):
    """The image is being generated."""

    type: Literal["response.image_generation_call.generating"] = (
        "response.image_generation_call.generating"
    )
    """Always ``response.image_generation_call.generating``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseImageGenCallInProgressEvent(EventModel):
    """An image generation call has started."""

    type: Literal["response.image_generation_call.in_progress"] = (
        "response.image_generation_call.in_progress"
    )
    """Always ``response.image_generation_call.in_progress``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseImageGenCallPartialImageEvent(EventModel):
    """A partial image, base64-encoded, while the image renders."""

    type: Literal["response.image_generation_call.partial_image"] = (
        "response.image_generation_call.partial_image"
    )
    """Always ``response.image_generation_call.partial_image``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    partial_image_index: int
    """Which partial image this is, counting from 0."""
    partial_image_b64: str
    """The partial image, base64-encoded."""
    size: str | None = None
    """Size of the image being generated."""
    quality: str | None = None
    """Quality setting of the image being generated."""
    background: str | None = None
    """Background setting of the image being generated."""
    output_format: str | None = None
    """File format of the image being generated."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseInProgressEvent(EventModel):
    """The model has started working on the response."""

    type: Literal["response.in_progress"] = "response.in_progress"
    """Always ``response.in_progress``."""
    response: Response
    """The response as it stands at this event."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseIncompleteEvent(EventModel):
    """The response stopped early (token limit, content filter)."""

    type: Literal["response.incomplete"] = "response.incomplete"
    """Always ``response.incomplete``."""
    response: Response
    """The response as it stands at this event."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseMcpCallCompletedEvent(EventModel):
    """An MCP tool call succeeded."""

    type: Literal["response.mcp_call.completed"] = "response.mcp_call.completed"
    """Always ``response.mcp_call.completed``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseMcpCallFailedEvent(EventModel):
    """An MCP tool call failed."""

    type: Literal["response.mcp_call.failed"] = "response.mcp_call.failed"
    """Always ``response.mcp_call.failed``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseMcpCallInProgressEvent(EventModel):
    """An MCP tool call has started."""

    type: Literal["response.mcp_call.in_progress"] = "response.mcp_call.in_progress"
    """Always ``response.mcp_call.in_progress``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseMcpCallArgumentsDeltaEvent(DeltaEventModel):
    """A piece of an MCP tool call's JSON arguments."""

    type: Literal["response.mcp_call_arguments.delta"] = "response.mcp_call_arguments.delta"
    """Always ``response.mcp_call_arguments.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    delta: str
    """Text to append."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseMcpCallArgumentsDoneEvent(EventModel):
    """An MCP tool call's arguments are final."""

    type: Literal["response.mcp_call_arguments.done"] = "response.mcp_call_arguments.done"
    """Always ``response.mcp_call_arguments.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    arguments: str
    """The complete arguments, as a JSON string."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseMcpListToolsCompletedEvent(EventModel):
    """The tools of an MCP server are listed."""

    type: Literal["response.mcp_list_tools.completed"] = "response.mcp_list_tools.completed"
    """Always ``response.mcp_list_tools.completed``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseMcpListToolsFailedEvent(EventModel):
    """Listing the tools of an MCP server failed."""

    type: Literal["response.mcp_list_tools.failed"] = "response.mcp_list_tools.failed"
    """Always ``response.mcp_list_tools.failed``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseMcpListToolsInProgressEvent(EventModel):
    """Listing the tools of an MCP server has started."""

    type: Literal["response.mcp_list_tools.in_progress"] = "response.mcp_list_tools.in_progress"
    """Always ``response.mcp_list_tools.in_progress``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseOutputItemAddedEvent(EventModel):
    """A new output item starts at the given output index."""

    type: Literal["response.output_item.added"] = "response.output_item.added"
    """Always ``response.output_item.added``."""
    item: OutputItem
    """The output item."""
    output_index: int
    """Position of the output item in the response's output list."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseOutputItemDoneEvent(EventModel):
    """An output item is finished; carries its final form."""

    type: Literal["response.output_item.done"] = "response.output_item.done"
    """Always ``response.output_item.done``."""
    item: OutputItem
    """The output item."""
    output_index: int
    """Position of the output item in the response's output list."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseOutputTextAnnotationAddedEvent(EventModel):
    """An annotation (citation, file path) attaches to output text."""

    type: Literal["response.output_text.annotation.added"] = "response.output_text.annotation.added"
    """Always ``response.output_text.annotation.added``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    annotation_index: int
    """Position of the annotation inside the content part."""
    annotation: Annotation | None
    """The annotation added."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseTextDeltaEvent(DeltaEventModel):
    """A piece of output text to append to a content part."""

    type: Literal["response.output_text.delta"] = "response.output_text.delta"
    """Always ``response.output_text.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    delta: str
    """Text to append."""
    logprobs: list[ResponseLogProb] | None = None
    """Log probabilities of the tokens, when requested."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseTextDoneEvent(ParsedEventModel):
    """The output text of a content part is final."""

    type: Literal["response.output_text.done"] = "response.output_text.done"
    """Always ``response.output_text.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    text: str
    """The complete text."""
    logprobs: list[ResponseLogProb] | None = None
    """Log probabilities of the tokens, when requested."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseQueuedEvent(EventModel):
    """A background response waits for capacity."""

    type: Literal["response.queued"] = "response.queued"
    """Always ``response.queued``."""
    response: Response
    """The response as it stands at this event."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseReasoningSummaryPartAddedEvent(EventModel):
    """A new reasoning summary part starts."""

    type: Literal["response.reasoning_summary_part.added"] = "response.reasoning_summary_part.added"
    """Always ``response.reasoning_summary_part.added``."""
    part: SummaryTextContent
    """The content part."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    summary_index: int
    """Position of the summary part inside the reasoning item."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseReasoningSummaryPartDoneEvent(EventModel):
    """A reasoning summary part is finished."""

    type: Literal["response.reasoning_summary_part.done"] = "response.reasoning_summary_part.done"
    """Always ``response.reasoning_summary_part.done``."""
    part: SummaryTextContent
    """The content part."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    summary_index: int
    """Position of the summary part inside the reasoning item."""
    status: str | None = None
    """Set to incomplete when the part was cut short."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseReasoningSummaryTextDeltaEvent(DeltaEventModel):
    """A piece of reasoning summary text."""

    type: Literal["response.reasoning_summary_text.delta"] = "response.reasoning_summary_text.delta"
    """Always ``response.reasoning_summary_text.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    summary_index: int
    """Position of the summary part inside the reasoning item."""
    delta: str
    """Text to append."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseReasoningSummaryTextDoneEvent(EventModel):
    """The text of a reasoning summary part is final."""

    type: Literal["response.reasoning_summary_text.done"] = "response.reasoning_summary_text.done"
    """Always ``response.reasoning_summary_text.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    summary_index: int
    """Position of the summary part inside the reasoning item."""
    text: str
    """The complete text."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseReasoningTextDeltaEvent(DeltaEventModel):
    """A piece of raw reasoning text to append to a reasoning content part."""

    type: Literal["response.reasoning_text.delta"] = "response.reasoning_text.delta"
    """Always ``response.reasoning_text.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    delta: str
    """Text to append."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseReasoningTextDoneEvent(EventModel):
    """The raw reasoning text of a content part is final."""

    type: Literal["response.reasoning_text.done"] = "response.reasoning_text.done"
    """Always ``response.reasoning_text.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    text: str
    """The complete text."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseRefusalDeltaEvent(DeltaEventModel):
    """A piece of refusal text to append to a content part."""

    type: Literal["response.refusal.delta"] = "response.refusal.delta"
    """Always ``response.refusal.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    delta: str
    """Text to append."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseRefusalDoneEvent(EventModel):
    """The refusal text of a content part is final."""

    type: Literal["response.refusal.done"] = "response.refusal.done"
    """Always ``response.refusal.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    content_index: int
    """Position of the content part inside the item."""
    refusal: str
    """The complete refusal text."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseShellCallCommandAddedEvent(EventModel):
    """A new command starts inside a hosted shell call."""

    type: Literal["response.shell_call_command.added"] = "response.shell_call_command.added"
    """Always ``response.shell_call_command.added``."""
    output_index: int
    """Position of the output item in the response's output list."""
    command_index: int
    """Position of the command inside the shell call."""
    command: str
    """The command text so far (often empty)."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseShellCallCommandDeltaEvent(DeltaEventModel):
    """A piece of a hosted shell command."""

    type: Literal["response.shell_call_command.delta"] = "response.shell_call_command.delta"
    """Always ``response.shell_call_command.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    command_index: int
    """Position of the command inside the shell call."""
    delta: str
    """Text to append."""
    obfuscation: str | None = None
    """Random padding that hides the length of the delta."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseShellCallCommandDoneEvent(EventModel):
    """A hosted shell command is final."""

    type: Literal["response.shell_call_command.done"] = "response.shell_call_command.done"
    """Always ``response.shell_call_command.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    command_index: int
    """Position of the command inside the shell call."""
    command: str
    """The command text."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseShellCallOutputContentDeltaEvent(EventModel):
    """A piece of a hosted shell command's stdout or stderr."""

    type: Literal["response.shell_call_output_content.delta"] = (
        "response.shell_call_output_content.delta"
    )
    """Always ``response.shell_call_output_content.delta``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    command_index: int
    """Position of the command inside the shell call."""
    delta: ShellCallOutputDelta
    """New stdout and stderr output."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseShellCallOutputContentDoneEvent(EventModel):
    """A hosted shell command's output is final."""

    type: Literal["response.shell_call_output_content.done"] = (
        "response.shell_call_output_content.done"
    )
    """Always ``response.shell_call_output_content.done``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    command_index: int
    """Position of the command inside the shell call."""
    output: list[FunctionShellCallOutputContent]
    """The complete output chunks of the command."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseWebSearchCallCompletedEvent(EventModel):
    """A web search call finished."""

    type: Literal["response.web_search_call.completed"] = "response.web_search_call.completed"
    """Always ``response.web_search_call.completed``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseWebSearchCallInProgressEvent(EventModel):
    """A web search call has started."""

    type: Literal["response.web_search_call.in_progress"] = "response.web_search_call.in_progress"
    """Always ``response.web_search_call.in_progress``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""


class ResponseWebSearchCallSearchingEvent(EventModel):
    """A web search call is searching."""

    type: Literal["response.web_search_call.searching"] = "response.web_search_call.searching"
    """Always ``response.web_search_call.searching``."""
    output_index: int
    """Position of the output item in the response's output list."""
    item_id: str
    """Id of the output item this event belongs to."""
    sequence_number: int | None = None
    """Position of the event in the stream, counting from 0."""
