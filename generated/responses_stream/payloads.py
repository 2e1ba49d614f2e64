# Generated from spec/ by `make generate` (python -m codegen generate). Do not edit:
# change spec/ or templates/ and regenerate.
"""Nested payloads the events carry (response, output items, content parts, ...)."""

from typing import Annotated, Any, Literal

from pydantic import Field
from ._base import PayloadModel
from typing_extensions import TypeAliasType

ApplyPatchCallOutputStatus = TypeAliasType("ApplyPatchCallOutputStatus", str)


ApplyPatchCallStatus = TypeAliasType("ApplyPatchCallStatus", str)


class ApplyPatchCreateFileOperation(PayloadModel):
    diff: str
    path: str
    type: Literal["create_file"]


class ApplyPatchDeleteFileOperation(PayloadModel):
    path: str
    type: Literal["delete_file"]


class ApplyPatchUpdateFileOperation(PayloadModel):
    diff: str
    path: str
    type: Literal["update_file"]


ClickButtonType = TypeAliasType("ClickButtonType", str)


class ClickParam(PayloadModel):
    button: ClickButtonType
    keys: list[str] | None = None
    type: Literal["click"]
    x: int
    y: int


class CodeInterpreterOutputImage(PayloadModel):
    type: Literal["image"]
    url: str


class CodeInterpreterOutputLogs(PayloadModel):
    logs: str
    type: Literal["logs"]


CodeInterpreterToolCallOutputs = TypeAliasType(
    "CodeInterpreterToolCallOutputs",
    Annotated[
        CodeInterpreterOutputLogs | CodeInterpreterOutputImage,
        Field(discriminator="type", title="CodeInterpreterToolCallOutputs"),
    ],
)


class CodeInterpreterToolCall(PayloadModel):
    code: str | None
    container_id: str
    id: str
    outputs: list[CodeInterpreterToolCallOutputs] | None
    status: str
    type: Literal["code_interpreter_call"]


class CompactionBody(PayloadModel):
    created_by: str | None = None
    encrypted_content: str
    id: str
    type: Literal["compaction"]


ComputerCallOutputStatus = TypeAliasType("ComputerCallOutputStatus", str)


class ComputerCallSafetyCheckParam(PayloadModel):
    code: str | None = None
    id: str
    message: str | None = None


class ComputerScreenshotImage(PayloadModel):
    file_id: str | None = None
    image_url: str | None = None
    type: Literal["computer_screenshot"]


class ComputerToolCallOutputResource(PayloadModel):
    acknowledged_safety_checks: list[ComputerCallSafetyCheckParam] | None = None
    call_id: str
    created_by: str | None = None
    id: str
    output: ComputerScreenshotImage
    status: ComputerCallOutputStatus
    type: Literal["computer_call_output"]


class ContainerFileCitationBody(PayloadModel):
    container_id: str
    end_index: int
    file_id: str
    filename: str
    start_index: int
    type: Literal["container_file_citation"]


class ContainerReferenceResource(PayloadModel):
    container_id: str
    type: Literal["container_reference"]


class CoordParam(PayloadModel):
    x: int
    y: int


class DirectToolCallCaller(PayloadModel):
    type: Literal["direct"]


class DirectToolCallCallerParam(PayloadModel):
    type: Literal["direct"]


class DoubleClickAction(PayloadModel):
    keys: list[str] | None
    type: Literal["double_click"]
    x: int
    y: int


class DragParam(PayloadModel):
    keys: list[str] | None = None
    path: list[CoordParam]
    type: Literal["drag"]


class FileCitationBody(PayloadModel):
    file_id: str
    filename: str
    index: int
    type: Literal["file_citation"]


class FilePath(PayloadModel):
    file_id: str
    index: int
    type: Literal["file_path"]


FunctionCallOutputStatusEnum = TypeAliasType("FunctionCallOutputStatusEnum", str)


FunctionCallStatus = TypeAliasType("FunctionCallStatus", str)


class FunctionShellAction(PayloadModel):
    commands: list[str]
    max_output_length: int | None
    timeout_ms: int | None


class FunctionShellCallOutputExitOutcome(PayloadModel):
    exit_code: int
    type: Literal["exit"]


FunctionShellCallOutputStatusEnum = TypeAliasType("FunctionShellCallOutputStatusEnum", str)


class FunctionShellCallOutputTimeoutOutcome(PayloadModel):
    type: Literal["timeout"]


FunctionShellCallStatus = TypeAliasType("FunctionShellCallStatus", str)


class HTTPError(PayloadModel):
    code: int
    message: str
    type: Literal["http_error"]


class ImageGenToolCall(PayloadModel):
    id: str
    result: str | None = None
    status: str
    type: Literal["image_generation_call"]


class KeyPressAction(PayloadModel):
    keys: list[str]
    type: Literal["keypress"]


class LocalEnvironmentResource(PayloadModel):
    type: Literal["local"]


class LocalShellExecAction(PayloadModel):
    command: list[str]
    env: dict[str, str]
    timeout_ms: int | None = None
    type: Literal["exec"]
    user: str | None = None
    working_directory: str | None = None


class LocalShellToolCall(PayloadModel):
    action: LocalShellExecAction
    call_id: str
    id: str
    status: str
    type: Literal["local_shell_call"]


class LocalShellToolCallOutput(PayloadModel):
    id: str
    output: str
    status: str | None = None
    type: Literal["local_shell_call_output"]


class MCPApprovalRequest(PayloadModel):
    arguments: str
    id: str
    name: str
    server_label: str
    type: Literal["mcp_approval_request"]


class MCPApprovalResponseResource(PayloadModel):
    approval_request_id: str
    approve: bool
    id: str
    reason: str | None = None
    type: Literal["mcp_approval_response"]


class MCPListToolsTool(PayloadModel):
    annotations: dict[str, Any] | None = None
    description: str | None = None
    input_schema: dict[str, Any]
    name: str


class MCPProtocolError(PayloadModel):
    code: int
    message: str
    type: Literal["mcp_protocol_error"]


MCPToolCallStatus = TypeAliasType("MCPToolCallStatus", str)


class MCPToolExecutionError(PayloadModel):
    content: Any
    type: Literal["mcp_tool_execution_error"]


MessagePhase = TypeAliasType("MessagePhase", str)


MessageRole = TypeAliasType("MessageRole", str)


Metadata = TypeAliasType("Metadata", dict[str, str] | None)


class ModerationErrorBody(PayloadModel):
    code: str
    message: str
    type: Literal["error"]


ModerationInputType = TypeAliasType("ModerationInputType", str)


class ModerationResultBody(PayloadModel):
    categories: dict[str, bool]
    category_applied_input_types: dict[str, list[ModerationInputType]]
    category_scores: dict[str, float]
    flagged: bool
    model: str
    type: Literal["moderation_result"]


class MoveParam(PayloadModel):
    keys: list[str] | None = None
    type: Literal["move"]
    x: int
    y: int


class Program(PayloadModel):
    call_id: str
    code: str
    fingerprint: str
    id: str
    type: Literal["program"]


ProgramOutputStatus = TypeAliasType("ProgramOutputStatus", str)


class ProgramToolCallCaller(PayloadModel):
    caller_id: str
    type: Literal["program"]


class ProgramToolCallCallerParam(PayloadModel):
    caller_id: str
    type: Literal["program"]


PromptCacheModeEnum = TypeAliasType("PromptCacheModeEnum", str)


PromptCacheTTLEnum = TypeAliasType("PromptCacheTTLEnum", str)


class ReasoningTextContent(PayloadModel):
    text: str
    type: Literal["reasoning_text"]


class RefusalContent(PayloadModel):
    refusal: str
    type: Literal["refusal"]


class ResponseIncompleteDetails(PayloadModel):
    reason: str | None = None


class ResponseConversation(PayloadModel):
    id: str


ResponseErrorCode = TypeAliasType("ResponseErrorCode", str)


class ResponseLogProbTopLogprobs(PayloadModel):
    logprob: float | None = None
    token: str | None = None


class ResponseLogProb(PayloadModel):
    logprob: float
    token: str
    top_logprobs: list[ResponseLogProbTopLogprobs] | None = None


class ResponseUsageInputTokensDetails(PayloadModel):
    cache_write_tokens: int | None = None
    cached_tokens: int


class ResponseUsageOutputTokensDetails(PayloadModel):
    reasoning_tokens: int


class ResponseUsage(PayloadModel):
    input_tokens: int
    input_tokens_details: Annotated[
        ResponseUsageInputTokensDetails, Field(title="ResponseUsageInputTokensDetails")
    ]
    output_tokens: int
    output_tokens_details: Annotated[
        ResponseUsageOutputTokensDetails,
        Field(title="ResponseUsageOutputTokensDetails"),
    ]
    total_tokens: int


class ScreenshotParam(PayloadModel):
    type: Literal["screenshot"]


class ScrollParam(PayloadModel):
    keys: list[str] | None = None
    scroll_x: int
    scroll_y: int
    type: Literal["scroll"]
    x: int
    y: int


ServiceTierResponses = TypeAliasType("ServiceTierResponses", str | None)


class ShellCallOutputDelta(PayloadModel):
    stderr: str | None = None
    stdout: str | None = None


class SummaryTextContent(PayloadModel):
    text: str
    type: Literal["summary_text"]


ToolCallCaller = TypeAliasType(
    "ToolCallCaller",
    Annotated[DirectToolCallCaller | ProgramToolCallCaller, Field(discriminator="type")],
)


ToolCallCallerParam = TypeAliasType(
    "ToolCallCallerParam",
    Annotated[
        DirectToolCallCallerParam | ProgramToolCallCallerParam,
        Field(discriminator="type"),
    ],
)


ToolSearchExecutionType = TypeAliasType("ToolSearchExecutionType", str)


class ToolSearchOutput(PayloadModel):
    call_id: str | None
    created_by: str | None = None
    execution: ToolSearchExecutionType
    id: str
    status: FunctionCallOutputStatusEnum
    tools: list[Any]
    type: Literal["tool_search_output"]


class TopLogProb(PayloadModel):
    bytes: list[int]
    logprob: float
    token: str


class TypeParam(PayloadModel):
    text: str
    type: Literal["type"]


class UrlCitationBody(PayloadModel):
    end_index: int
    start_index: int
    title: str
    type: Literal["url_citation"]
    url: str


VectorStoreFileAttributes = TypeAliasType(
    "VectorStoreFileAttributes", dict[str, str | float | bool] | None
)


class WaitParam(PayloadModel):
    type: Literal["wait"]


class WebSearchActionFind(PayloadModel):
    pattern: str
    type: Literal["find_in_page"]
    url: str


class WebSearchActionOpenPage(PayloadModel):
    type: Literal["open_page"]
    url: str | None = None


class WebSearchActionSearchSources(PayloadModel):
    type: Literal["url"]
    url: str


class WebSearchActionSearch(PayloadModel):
    queries: list[str] | None = None
    query: str | None = None
    sources: list[WebSearchActionSearchSources] | None = None
    type: Literal["search"]


WebSearchToolCallAction = TypeAliasType(
    "WebSearchToolCallAction",
    Annotated[
        WebSearchActionSearch | WebSearchActionOpenPage | WebSearchActionFind,
        Field(discriminator="type", title="WebSearchToolCallAction"),
    ],
)


class WebSearchToolCall(PayloadModel):
    action: Annotated[
        WebSearchToolCallAction | None,
        Field(discriminator="type", title="WebSearchToolCallAction"),
    ] = None
    id: str
    status: str
    type: Literal["web_search_call"]


class AdditionalTools(PayloadModel):
    id: str
    role: MessageRole
    tools: list[Any]
    type: Literal["additional_tools"]


Annotation = TypeAliasType(
    "Annotation",
    Annotated[
        FileCitationBody | UrlCitationBody | ContainerFileCitationBody | FilePath,
        Field(discriminator="type"),
    ],
)


ApplyPatchToolCallOperation = TypeAliasType(
    "ApplyPatchToolCallOperation",
    Annotated[
        ApplyPatchCreateFileOperation
        | ApplyPatchDeleteFileOperation
        | ApplyPatchUpdateFileOperation,
        Field(discriminator="type", title="ApplyPatchToolCallOperation"),
    ],
)


class ApplyPatchToolCall(PayloadModel):
    call_id: str
    caller: ToolCallCaller | None = None
    created_by: str | None = None
    id: str
    operation: Annotated[
        ApplyPatchToolCallOperation,
        Field(discriminator="type", title="ApplyPatchToolCallOperation"),
    ]
    status: ApplyPatchCallStatus
    type: Literal["apply_patch_call"]


class ApplyPatchToolCallOutput(PayloadModel):
    call_id: str
    caller: ToolCallCaller | None = None
    created_by: str | None = None
    id: str
    output: str | None = None
    status: ApplyPatchCallOutputStatus
    type: Literal["apply_patch_call_output"]


ComputerAction = TypeAliasType(
    "ComputerAction",
    Annotated[
        ClickParam
        | DoubleClickAction
        | DragParam
        | KeyPressAction
        | MoveParam
        | ScreenshotParam
        | ScrollParam
        | TypeParam
        | WaitParam,
        Field(discriminator="type"),
    ],
)


ComputerActionList = TypeAliasType("ComputerActionList", list[ComputerAction])


class ComputerToolCall(PayloadModel):
    action: ComputerAction | None = None
    actions: ComputerActionList | None = None
    call_id: str
    id: str
    pending_safety_checks: list[ComputerCallSafetyCheckParam]
    status: str
    type: Literal["ComputerToolCall"]


class CustomToolCall(PayloadModel):
    call_id: str
    caller: ToolCallCaller | None = None
    id: str | None = None
    input: str
    name: str
    namespace: str | None = None
    type: Literal["custom_tool_call"]


class CustomToolCallOutputResource(PayloadModel):
    call_id: str
    caller: ToolCallCallerParam | None = None
    created_by: str | None = None
    id: str
    output: str | list[Any]
    status: FunctionCallOutputStatusEnum
    type: Literal["custom_tool_call_output"]


class FileSearchToolCallResults(PayloadModel):
    attributes: VectorStoreFileAttributes | None = None
    file_id: str | None = None
    filename: str | None = None
    score: float | None = None
    text: str | None = None


class FileSearchToolCall(PayloadModel):
    id: str
    queries: list[str]
    results: list[FileSearchToolCallResults] | None = None
    status: str
    type: Literal["file_search_call"]


FunctionShellCallEnvironment = TypeAliasType(
    "FunctionShellCallEnvironment",
    Annotated[
        LocalEnvironmentResource | ContainerReferenceResource,
        Field(discriminator="type", title="FunctionShellCallEnvironment"),
    ],
)


class FunctionShellCall(PayloadModel):
    action: FunctionShellAction
    call_id: str
    caller: ToolCallCaller | None = None
    created_by: str | None = None
    environment: FunctionShellCallEnvironment | None
    id: str
    status: FunctionShellCallStatus
    type: Literal["shell_call"]


FunctionShellCallOutputContentOutcome = TypeAliasType(
    "FunctionShellCallOutputContentOutcome",
    Annotated[
        FunctionShellCallOutputTimeoutOutcome | FunctionShellCallOutputExitOutcome,
        Field(discriminator="type", title="FunctionShellCallOutputContentOutcome"),
    ],
)


class FunctionShellCallOutputContent(PayloadModel):
    created_by: str | None = None
    outcome: Annotated[
        FunctionShellCallOutputContentOutcome,
        Field(discriminator="type", title="FunctionShellCallOutputContentOutcome"),
    ]
    stderr: str
    stdout: str


class FunctionToolCall(PayloadModel):
    arguments: str
    call_id: str
    caller: ToolCallCaller | None = None
    id: str | None = None
    name: str
    namespace: str | None = None
    status: str | None = None
    type: Literal["function_call"]


class FunctionToolCallOutputResource(PayloadModel):
    call_id: str | None = None
    caller: ToolCallCallerParam | None = None
    created_by: str | None = None
    id: str
    name: str | None = None
    namespace: str | None = None
    output: str | list[Any]
    status: FunctionCallOutputStatusEnum
    type: Literal["function_call_output"]


class LogProb(PayloadModel):
    bytes: list[int]
    logprob: float
    token: str
    top_logprobs: list[TopLogProb]


class MCPListTools(PayloadModel):
    error: str | None = None
    id: str
    server_label: str
    tools: list[MCPListToolsTool]
    type: Literal["mcp_list_tools"]


MCPToolCallError = TypeAliasType(
    "MCPToolCallError",
    Annotated[
        MCPProtocolError | MCPToolExecutionError | HTTPError,
        Field(discriminator="type"),
    ],
)


ModerationInput = TypeAliasType(
    "ModerationInput",
    Annotated[
        ModerationResultBody | ModerationErrorBody,
        Field(discriminator="type", title="ModerationInput"),
    ],
)


ModerationOutput = TypeAliasType(
    "ModerationOutput",
    Annotated[
        ModerationResultBody | ModerationErrorBody,
        Field(discriminator="type", title="ModerationOutput"),
    ],
)


class Moderation(PayloadModel):
    input: Annotated[ModerationInput, Field(discriminator="type", title="ModerationInput")]
    output: Annotated[ModerationOutput, Field(discriminator="type", title="ModerationOutput")]


class OutputTextContent(PayloadModel):
    annotations: list[Annotation]
    logprobs: list[LogProb] | None = None
    text: str
    type: Literal["output_text"]


class ProgramOutput(PayloadModel):
    call_id: str
    id: str
    result: str
    status: ProgramOutputStatus
    type: Literal["program_output"]


class PromptCacheOptions(PayloadModel):
    mode: PromptCacheModeEnum
    ttl: PromptCacheTTLEnum


class ReasoningItem(PayloadModel):
    content: list[ReasoningTextContent] | None = None
    encrypted_content: str | None = None
    id: str
    status: str | None = None
    summary: list[SummaryTextContent]
    type: Literal["reasoning"]


class ResponseError(PayloadModel):
    code: ResponseErrorCode
    message: str


class ToolSearchCall(PayloadModel):
    arguments: Any
    call_id: str | None
    created_by: str | None = None
    execution: ToolSearchExecutionType
    id: str
    status: FunctionCallStatus
    type: Literal["tool_search_call"]


class FunctionShellCallOutput(PayloadModel):
    call_id: str
    caller: ToolCallCaller | None = None
    created_by: str | None = None
    id: str
    max_output_length: int | None
    output: list[FunctionShellCallOutputContent]
    status: FunctionShellCallOutputStatusEnum
    type: Literal["shell_call_output"]


class MCPToolCall(PayloadModel):
    approval_request_id: str | None = None
    arguments: str
    error: MCPToolCallError | None = None
    id: str
    name: str
    output: str | None = None
    server_label: str
    status: MCPToolCallStatus | None = None
    type: Literal["mcp_call"]


OutputContent = TypeAliasType(
    "OutputContent",
    Annotated[
        OutputTextContent | RefusalContent | ReasoningTextContent,
        Field(discriminator="type"),
    ],
)


OutputMessageContent = TypeAliasType(
    "OutputMessageContent",
    Annotated[OutputTextContent | RefusalContent, Field(discriminator="type")],
)


class OutputMessage(PayloadModel):
    content: list[OutputMessageContent]
    id: str
    phase: MessagePhase | None = None
    role: Literal["assistant"]
    status: str
    type: Literal["message"]


OutputItem = TypeAliasType(
    "OutputItem",
    Annotated[
        OutputMessage
        | FileSearchToolCall
        | FunctionToolCall
        | FunctionToolCallOutputResource
        | WebSearchToolCall
        | ComputerToolCall
        | ComputerToolCallOutputResource
        | ReasoningItem
        | Program
        | ProgramOutput
        | ToolSearchCall
        | ToolSearchOutput
        | AdditionalTools
        | CompactionBody
        | ImageGenToolCall
        | CodeInterpreterToolCall
        | LocalShellToolCall
        | LocalShellToolCallOutput
        | FunctionShellCall
        | FunctionShellCallOutput
        | ApplyPatchToolCall
        | ApplyPatchToolCallOutput
        | MCPToolCall
        | MCPListTools
        | MCPApprovalRequest
        | MCPApprovalResponseResource
        | CustomToolCall
        | CustomToolCallOutputResource,
        Field(discriminator="type"),
    ],
)


class Response(PayloadModel):
    background: bool | None = None
    completed_at: float | None = None
    conversation: ResponseConversation | None = None
    created_at: float
    error: ResponseError | None
    id: str
    incomplete_details: ResponseIncompleteDetails | None
    instructions: str | list[Any] | None
    max_output_tokens: int | None = None
    max_tool_calls: int | None = None
    metadata: Metadata
    model: str
    moderation: Moderation | None = None
    object: Literal["response"]
    output: list[OutputItem]
    output_text: str | None = None
    parallel_tool_calls: bool
    previous_response_id: str | None = None
    prompt: Any | None = None
    prompt_cache_key: str | None = None
    prompt_cache_options: PromptCacheOptions | None = None
    prompt_cache_retention: str | None = None
    reasoning: Any = None
    safety_identifier: str | None = None
    service_tier: ServiceTierResponses | None = None
    status: str | None = None
    temperature: float | None
    text: Any | None = None
    tool_choice: Any
    tools: Any
    top_logprobs: int | None = None
    top_p: float | None
    truncation: str | None = None
    usage: ResponseUsage | None = None
    user: str | None = None
