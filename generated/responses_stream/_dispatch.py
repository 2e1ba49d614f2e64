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
    "error": Step(record_error, reads=("message",)),
    "response.audio.delta": Step(append_delta, place="audio", attribute="data", reads=("delta",)),
    "response.audio.done": Step(nothing, reads=()),
    "response.audio.transcript.delta": Step(
        append_delta, place="audio", attribute="transcript", reads=("delta",)
    ),
    "response.audio.transcript.done": Step(nothing, reads=()),
    "response.code_interpreter_call.completed": Step(
        set_status, place="item", attribute="status", value="completed", reads=("output_index",)
    ),
    "response.code_interpreter_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress", reads=("output_index",)
    ),
    "response.code_interpreter_call.interpreting": Step(
        set_status, place="item", attribute="status", value="interpreting", reads=("output_index",)
    ),
    "response.code_interpreter_call_code.delta": Step(
        append_delta,
        place="item",
        attribute="code",
        reads=(
            "delta",
            "output_index",
        ),
    ),
    "response.code_interpreter_call_code.done": Step(
        replace_value,
        place="item",
        attribute="code",
        source="code",
        reads=(
            "code",
            "output_index",
        ),
    ),
    "response.compaction.compacting": Step(nothing, reads=()),
    "response.completed": Step(finish_response, reads=("response",)),
    "response.content_part.added": Step(
        add_content_part,
        reads=(
            "content_index",
            "output_index",
            "part",
        ),
    ),
    "response.content_part.done": Step(
        finish_content_part,
        reads=(
            "content_index",
            "output_index",
            "part",
        ),
    ),
    "response.created": Step(set_response, reads=("response",)),
    "response.custom_tool_call_input.delta": Step(
        append_delta,
        place="item",
        attribute="input",
        reads=(
            "delta",
            "output_index",
        ),
    ),
    "response.custom_tool_call_input.done": Step(
        replace_value,
        place="item",
        attribute="input",
        source="input",
        reads=(
            "input",
            "output_index",
        ),
    ),
    "response.failed": Step(finish_response, reads=("response",)),
    "response.file_search_call.completed": Step(
        set_status, place="item", attribute="status", value="completed", reads=("output_index",)
    ),
    "response.file_search_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress", reads=("output_index",)
    ),
    "response.file_search_call.searching": Step(
        set_status, place="item", attribute="status", value="searching", reads=("output_index",)
    ),
    "response.function_call_arguments.delta": Step(
        append_delta,
        place="item",
        attribute="arguments",
        reads=(
            "delta",
            "output_index",
        ),
    ),
    "response.function_call_arguments.done": Step(
        replace_value,
        place="item",
        attribute="arguments",
        source="arguments",
        reads=(
            "arguments",
            "output_index",
        ),
    ),
    "response.image_generation_call.completed": Step(
        set_status, place="item", attribute="status", value="completed", reads=("output_index",)
    ),
    "response.image_generation_call.generating": Step(
        set_status, place="item", attribute="status", value="generating", reads=("output_index",)
    ),
    "response.image_generation_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress", reads=("output_index",)
    ),
    "response.image_generation_call.partial_image": Step(
        keep_partial_image,
        reads=(
            "output_index",
            "partial_image_b64",
        ),
    ),
    "response.in_progress": Step(set_response, reads=("response",)),
    "response.incomplete": Step(finish_response, reads=("response",)),
    "response.mcp_call.completed": Step(
        set_status, place="item", attribute="status", value="completed", reads=("output_index",)
    ),
    "response.mcp_call.failed": Step(
        set_status, place="item", attribute="status", value="failed", reads=("output_index",)
    ),
    "response.mcp_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress", reads=("output_index",)
    ),
    "response.mcp_call_arguments.delta": Step(
        append_delta,
        place="item",
        attribute="arguments",
        reads=(
            "delta",
            "output_index",
        ),
    ),
    "response.mcp_call_arguments.done": Step(
        replace_value,
        place="item",
        attribute="arguments",
        source="arguments",
        reads=(
            "arguments",
            "output_index",
        ),
    ),
    "response.mcp_list_tools.completed": Step(nothing, reads=()),
    "response.mcp_list_tools.failed": Step(nothing, reads=()),
    "response.mcp_list_tools.in_progress": Step(nothing, reads=()),
    "response.output_item.added": Step(
        add_item,
        reads=(
            "item",
            "output_index",
        ),
    ),
    "response.output_item.done": Step(
        finish_item,
        reads=(
            "item",
            "output_index",
        ),
    ),
    "response.output_text.annotation.added": Step(
        add_annotation,
        reads=(
            "annotation",
            "annotation_index",
            "content_index",
            "output_index",
        ),
    ),
    "response.output_text.delta": Step(
        append_delta,
        place="content",
        attribute="text",
        reads=(
            "content_index",
            "delta",
            "output_index",
        ),
    ),
    "response.output_text.done": Step(
        replace_value,
        place="content",
        attribute="text",
        source="text",
        reads=(
            "content_index",
            "output_index",
            "text",
        ),
    ),
    "response.queued": Step(set_response, reads=("response",)),
    "response.reasoning_summary_part.added": Step(
        add_summary_part,
        reads=(
            "output_index",
            "part",
            "summary_index",
        ),
    ),
    "response.reasoning_summary_part.done": Step(
        finish_summary_part,
        reads=(
            "output_index",
            "part",
            "summary_index",
        ),
    ),
    "response.reasoning_summary_text.delta": Step(
        append_delta,
        place="summary",
        attribute="text",
        reads=(
            "delta",
            "output_index",
            "summary_index",
        ),
    ),
    "response.reasoning_summary_text.done": Step(
        replace_value,
        place="summary",
        attribute="text",
        source="text",
        reads=(
            "output_index",
            "summary_index",
            "text",
        ),
    ),
    "response.reasoning_text.delta": Step(
        append_delta,
        place="content",
        attribute="text",
        reads=(
            "content_index",
            "delta",
            "output_index",
        ),
    ),
    "response.reasoning_text.done": Step(
        replace_value,
        place="content",
        attribute="text",
        source="text",
        reads=(
            "content_index",
            "output_index",
            "text",
        ),
    ),
    "response.refusal.delta": Step(
        append_delta,
        place="content",
        attribute="refusal",
        reads=(
            "content_index",
            "delta",
            "output_index",
        ),
    ),
    "response.refusal.done": Step(
        replace_value,
        place="content",
        attribute="refusal",
        source="refusal",
        reads=(
            "content_index",
            "output_index",
            "refusal",
        ),
    ),
    "response.shell_call_command.added": Step(
        replace_value,
        place="command",
        attribute="text",
        source="command",
        reads=(
            "command",
            "command_index",
            "output_index",
        ),
    ),
    "response.shell_call_command.delta": Step(
        append_delta,
        place="command",
        attribute="text",
        reads=(
            "command_index",
            "delta",
            "output_index",
        ),
    ),
    "response.shell_call_command.done": Step(
        replace_value,
        place="command",
        attribute="text",
        source="command",
        reads=(
            "command",
            "command_index",
            "output_index",
        ),
    ),
    "response.shell_call_output_content.delta": Step(
        append_streams,
        reads=(
            "command_index",
            "delta",
            "output_index",
        ),
    ),
    "response.shell_call_output_content.done": Step(
        replace_value,
        place="item",
        attribute="output",
        source="output",
        reads=(
            "output",
            "output_index",
        ),
    ),
    "response.web_search_call.completed": Step(
        set_status, place="item", attribute="status", value="completed", reads=("output_index",)
    ),
    "response.web_search_call.in_progress": Step(
        set_status, place="item", attribute="status", value="in_progress", reads=("output_index",)
    ),
    "response.web_search_call.searching": Step(
        set_status, place="item", attribute="status", value="searching", reads=("output_index",)
    ),
}
