# Generated from spec/ by `make generate` (python -m codegen generate). Do not edit:
# change spec/ or templates/ and regenerate.
"""What each event does to the accumulated response: event type -> primitive and target.

Rows come from the ``accumulate`` rule of each event in spec/events.yaml; the
primitives are hand-written in ``_rules.py``.
"""

from __future__ import annotations

from typing import Final

from ._rules import (
    Step,
    add_annotation,
    add_content_part,
    add_item,
    add_summary_part,
    append_delta,
    append_streams,
    finish_content_part,
    finish_item,
    finish_response,
    finish_summary_part,
    keep_partial_image,
    nothing,
    record_error,
    replace_value,
    set_response,
    set_status,
)

DISPATCH: Final[dict[str, Step]] = {
    "error": Step(record_error),
    "response.audio.delta": Step(append_delta, place="audio", attribute="data"),
    "response.audio.done": Step(nothing),
    "response.audio.transcript.delta": Step(append_delta, place="audio", attribute="transcript"),
    "response.audio.transcript.done": Step(nothing),
    "response.code_interpreter_call.completed": Step(
        set_status, place="item", attribute="status", value="completed"
    ),
    "response.code_interpreter_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress"
    ),
    "response.code_interpreter_call.interpreting": Step(
        set_status, place="item", attribute="status", value="interpreting"
    ),
    "response.code_interpreter_call_code.delta": Step(append_delta, place="item", attribute="code"),
    "response.code_interpreter_call_code.done": Step(
        replace_value, place="item", attribute="code", source="code"
    ),
    "response.compaction.compacting": Step(nothing),
    "response.completed": Step(finish_response),
    "response.content_part.added": Step(add_content_part),
    "response.content_part.done": Step(finish_content_part),
    "response.created": Step(set_response),
    "response.custom_tool_call_input.delta": Step(append_delta, place="item", attribute="input"),
    "response.custom_tool_call_input.done": Step(
        replace_value, place="item", attribute="input", source="input"
    ),
    "response.failed": Step(finish_response),
    "response.file_search_call.completed": Step(
        set_status, place="item", attribute="status", value="completed"
    ),
    "response.file_search_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress"
    ),
    "response.file_search_call.searching": Step(
        set_status, place="item", attribute="status", value="searching"
    ),
    "response.function_call_arguments.delta": Step(
        append_delta, place="item", attribute="arguments"
    ),
    "response.function_call_arguments.done": Step(
        replace_value, place="item", attribute="arguments", source="arguments"
    ),
    "response.image_generation_call.completed": Step(
        set_status, place="item", attribute="status", value="completed"
    ),
    "response.image_generation_call.generating": Step(
        set_status, place="item", attribute="status", value="generating"
    ),
    "response.image_generation_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress"
    ),
    "response.image_generation_call.partial_image": Step(keep_partial_image),
    "response.in_progress": Step(set_response),
    "response.incomplete": Step(finish_response),
    "response.mcp_call.completed": Step(
        set_status, place="item", attribute="status", value="completed"
    ),
    "response.mcp_call.failed": Step(set_status, place="item", attribute="status", value="failed"),
    "response.mcp_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress"
    ),
    "response.mcp_call_arguments.delta": Step(append_delta, place="item", attribute="arguments"),
    "response.mcp_call_arguments.done": Step(
        replace_value, place="item", attribute="arguments", source="arguments"
    ),
    "response.mcp_list_tools.completed": Step(nothing),
    "response.mcp_list_tools.failed": Step(nothing),
    "response.mcp_list_tools.in_progress": Step(nothing),
    "response.output_item.added": Step(add_item),
    "response.output_item.done": Step(finish_item),
    "response.output_text.annotation.added": Step(add_annotation),
    "response.output_text.delta": Step(append_delta, place="content", attribute="text"),
    "response.output_text.done": Step(
        replace_value, place="content", attribute="text", source="text"
    ),
    "response.queued": Step(set_response),
    "response.reasoning_summary_part.added": Step(add_summary_part),
    "response.reasoning_summary_part.done": Step(finish_summary_part),
    "response.reasoning_summary_text.delta": Step(append_delta, place="summary", attribute="text"),
    "response.reasoning_summary_text.done": Step(
        replace_value, place="summary", attribute="text", source="text"
    ),
    "response.reasoning_text.delta": Step(append_delta, place="content", attribute="text"),
    "response.reasoning_text.done": Step(
        replace_value, place="content", attribute="text", source="text"
    ),
    "response.refusal.delta": Step(append_delta, place="content", attribute="refusal"),
    "response.refusal.done": Step(
        replace_value, place="content", attribute="refusal", source="refusal"
    ),
    "response.shell_call_command.added": Step(
        replace_value, place="command", attribute="text", source="command"
    ),
    "response.shell_call_command.delta": Step(append_delta, place="command", attribute="text"),
    "response.shell_call_command.done": Step(
        replace_value, place="command", attribute="text", source="command"
    ),
    "response.shell_call_output_content.delta": Step(append_streams),
    "response.shell_call_output_content.done": Step(
        replace_value, place="item", attribute="output", source="output"
    ),
    "response.web_search_call.completed": Step(
        set_status, place="item", attribute="status", value="completed"
    ),
    "response.web_search_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress"
    ),
    "response.web_search_call.searching": Step(
        set_status, place="item", attribute="status", value="searching"
    ),
}
