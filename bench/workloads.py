"""The bench's inputs: seeded, realistic Responses API wire bytes.

Every workload is a list of bodies (one HTTP response each) of ``text/event-stream``
bytes shaped like the recorded streams in ``tests/fixtures/``: ``event:`` lines, a
``response.created`` carrying a full response object, deltas with ``obfuscation``
(and ``logprobs`` with ``token``/``bytes``/``top_logprobs``), "type" first and the
other keys in alphabetical order as the live API sends them, contiguous sequence
numbers, and a ``response.completed`` that carries the whole output again. The same
seed gives the same bytes, so runs compare.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures"
SEED = 20_250_311
CREATED_AT = 1_768_775_269

# Words a model writes; each delta is one token-ish piece of them.
WORDS = (
    "the of and to in is that for it as with was on be by this are or from at an which "
    "stream event response model token output text delta tool call function search code "
    "result value data image summary reasoning answer question because however therefore"
).split()


@dataclass(frozen=True)
class Workload:
    """Bodies to replay; ``deltas`` counts the text deltas (the scaling unit)."""

    name: str
    title: str
    bodies: tuple[bytes, ...]
    deltas: int = 0
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def size(self) -> int:
        return sum(len(body) for body in self.bodies)


def chunked(body: bytes, size: int) -> list[bytes]:
    """The body as an HTTP client delivers it: ``size``-byte reads."""
    return [body[i : i + size] for i in range(0, len(body), size)]


class StreamWriter:
    """Builds one response's event stream, numbering events as it goes."""

    def __init__(self, rng: random.Random, response_id: str, model: str, tools: list[Any]) -> None:
        self.rng = rng
        self.lines: list[bytes] = []
        self.sequence = 0
        self.output: list[dict[str, Any]] = []
        self.response = _response_object(response_id, model, tools)

    def emit(self, event_type: str, **fields: Any) -> None:
        payload = {"type": event_type, **dict(sorted(fields.items())), "sequence_number": self.sequence}
        self.sequence += 1
        self.lines.append(b"event: " + event_type.encode() + b"\ndata: " + orjson.dumps(payload) + b"\n\n")

    def obfuscation(self, delta: str) -> str:
        # The API pads each delta to a fixed length with random characters.
        return "".join(self.rng.choices(string.ascii_letters + string.digits, k=max(1, 16 - len(delta))))

    def item_id(self, prefix: str) -> str:
        return prefix + "_" + "".join(self.rng.choices("0123456789abcdef", k=48))

    def start(self) -> None:
        self.emit("response.created", response=self.response)
        self.emit("response.in_progress", response=self.response)

    def add_item(self, item: dict[str, Any]) -> int:
        index = len(self.output)
        self.output.append(item)
        self.emit("response.output_item.added", item=item, output_index=index)
        return index

    def finish_item(self, index: int, item: dict[str, Any]) -> None:
        self.output[index] = item
        self.emit("response.output_item.done", item=item, output_index=index)

    def complete(self) -> bytes:
        usage = {
            "input_tokens": 1_234,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": self.sequence,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 1_234 + self.sequence,
        }
        final = {**self.response, "status": "completed", "completed_at": CREATED_AT + 9,
                 "output": self.output, "usage": usage}
        self.emit("response.completed", response=final)
        return b"".join(self.lines)

    def pieces(self, count: int) -> Iterator[str]:
        """``count`` token-sized pieces of prose."""
        rng, words = self.rng, WORDS
        for i in range(count):
            word = rng.choice(words)
            yield ("\n\n" if i and i % 97 == 0 else " ") + word if i else word.capitalize()


def _response_object(response_id: str, model: str, tools: list[Any]) -> dict[str, Any]:
    return {
        "id": response_id, "object": "response", "created_at": CREATED_AT, "status": "in_progress",
        "background": False, "completed_at": None, "error": None, "frequency_penalty": 0.0,
        "incomplete_details": None, "instructions": "You are a helpful assistant.",
        "max_output_tokens": None, "max_tool_calls": None, "model": model, "output": [],
        "parallel_tool_calls": True, "presence_penalty": 0.0, "previous_response_id": None,
        "prompt_cache_key": None, "prompt_cache_retention": None,
        "reasoning": {"effort": "medium", "summary": "auto"}, "safety_identifier": None,
        "service_tier": "auto", "store": True, "temperature": 1.0,
        "text": {"format": {"type": "text"}, "verbosity": "medium"}, "tool_choice": "auto",
        "tools": tools, "top_logprobs": 0, "top_p": 1.0, "truncation": "disabled", "usage": None,
        "user": None, "metadata": {},
    }


def _logprob(rng: random.Random, token: str, top: int) -> dict[str, Any]:
    def one(tok: str) -> dict[str, Any]:
        return {"bytes": list(tok.encode()), "logprob": -rng.random() * 3, "token": tok}

    alternatives = [one(rng.choice(WORDS)) for _ in range(top)]
    return {**one(token), "top_logprobs": alternatives}


EMPTY_TEXT_PART: dict[str, Any] = {"type": "output_text", "annotations": [], "logprobs": [], "text": ""}


def _open_message(writer: StreamWriter) -> tuple[str, int, dict[str, Any]]:
    """Add a message item and its first (empty) text part; the fields that address the part."""
    item_id = writer.item_id("msg")
    index = writer.add_item({"id": item_id, "type": "message", "status": "in_progress",
                             "content": [], "role": "assistant"})
    common = {"content_index": 0, "item_id": item_id, "output_index": index}
    writer.emit("response.content_part.added", part=EMPTY_TEXT_PART, **common)
    return item_id, index, common


def _close_message(writer: StreamWriter, item_id: str, index: int, part: dict[str, Any]) -> None:
    writer.finish_item(index, {"id": item_id, "type": "message", "status": "completed",
                               "content": [part], "role": "assistant"})


def _message(writer: StreamWriter, pieces: list[str], logprobs: bool) -> None:
    """A message item whose text streams in ``len(pieces)`` deltas."""
    rng = writer.rng
    item_id, index, common = _open_message(writer)
    all_logprobs = []
    for piece in pieces:
        lp = [_logprob(rng, piece, 0)] if logprobs else []
        all_logprobs.extend(lp)
        writer.emit("response.output_text.delta", delta=piece, logprobs=lp,
                    obfuscation=writer.obfuscation(piece), **common)
    text = "".join(pieces)
    writer.emit("response.output_text.done", logprobs=all_logprobs, text=text, **common)
    writer.emit("response.content_part.done", part={**EMPTY_TEXT_PART, "text": text}, **common)
    part = {**EMPTY_TEXT_PART, "logprobs": all_logprobs, "text": text}
    _close_message(writer, item_id, index, part)


def text_stream(deltas: int, *, logprobs: bool = False, seed: int = SEED) -> Workload:
    """One message whose text arrives in ``deltas`` output-text deltas."""
    rng = random.Random(seed + deltas)
    writer = StreamWriter(rng, "resp_" + "0" * 48, "gpt-4o-mini-2024-07-18", [])
    writer.start()
    _message(writer, list(writer.pieces(deltas)), logprobs)
    suffix = "+logprobs" if logprobs else ""
    return Workload(
        name=f"text-{deltas}{suffix}",
        title=f"text, {deltas:,} deltas" + (" with logprobs" if logprobs else ""),
        bodies=(writer.complete(),),
        deltas=deltas,
    )


def mixed_stream(seed: int = SEED) -> Workload:
    """Reasoning summary, web search, code interpreter, MCP, function calls, custom tool,
    image partials, then an answer with a citation: every kind of item streaming."""
    rng = random.Random(seed)
    tools = [
        {"type": "web_search", "filters": None, "search_context_size": "medium", "user_location": None},
        {"type": "code_interpreter", "container": {"type": "auto"}},
        {"type": "mcp", "server_label": "docs", "server_url": "https://mcp.example.com/sse",
         "allowed_tools": None, "headers": None, "require_approval": "never", "server_description": None},
        {"type": "function", "name": "get_weather", "description": "Current weather of a city.",
         "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                        "required": ["city"], "additionalProperties": False}, "strict": True},
        {"type": "custom", "name": "run_sql", "description": "Run a SQL query.", "format": {"type": "text"}},
        {"type": "image_generation", "background": "auto", "moderation": "auto", "output_format": "png",
         "partial_images": 2, "quality": "medium", "size": "1024x1024"},
    ]
    writer = StreamWriter(rng, "resp_" + "1" * 48, "gpt-5-2025-08-07", tools)
    writer.start()
    _reasoning(writer, parts=3, deltas_per_part=300)
    _web_search(writer)
    _code_interpreter(writer, deltas=400)
    _mcp(writer, argument_deltas=60)
    for city in ("Paris", "Tokyo"):
        _function_call(writer, city, deltas=150)
    _custom_tool(writer, deltas=200)
    _image(writer, partials=2, partial_size=96_000)
    _cited_message(writer, deltas=2_000)
    body = writer.complete()
    return Workload(name="mixed", title="mixed: reasoning, tools, images, text", bodies=(body,),
                    deltas=body.count(b".delta\n"))


def partial_image(size: int = 20_000_000, seed: int = SEED) -> Workload:
    """An image generation call whose one ``partial_image`` event is ``size`` bytes."""
    rng = random.Random(seed)
    writer = StreamWriter(rng, "resp_" + "2" * 48, "gpt-5-2025-08-07", [{"type": "image_generation"}])
    writer.start()
    _image(writer, partials=1, partial_size=size)
    return Workload(name="partial-image-20MB", title=f"one {size / 1e6:.0f} MB partial_image event",
                    bodies=(writer.complete(),))


def fixtures(skip: frozenset[str] = frozenset()) -> Workload:
    """The recorded streams in tests/fixtures (but ``skip``), one request each, back to back."""
    every = sorted(FIXTURES.glob("*.sse"))
    paths = [path for path in every if path.name not in skip]
    bodies = tuple(path.read_bytes() for path in paths)
    return Workload(name="fixtures", title=f"{len(paths)} of the {len(every)} recorded fixtures",
                    bodies=bodies,
                    deltas=sum(body.count(b".delta\"") for body in bodies),
                    notes={"skipped": sorted(skip)})


# -- the items of the mixed stream ------------------------------------------------------


def _reasoning(writer: StreamWriter, parts: int, deltas_per_part: int) -> None:
    item_id = writer.item_id("rs")
    index = writer.add_item({"id": item_id, "type": "reasoning", "summary": []})
    common = {"item_id": item_id, "output_index": index}
    summary = []
    for part_index in range(parts):
        empty = {"type": "summary_text", "text": ""}
        writer.emit("response.reasoning_summary_part.added", part=empty, summary_index=part_index, **common)
        pieces = list(writer.pieces(deltas_per_part))
        for piece in pieces:
            writer.emit("response.reasoning_summary_text.delta", delta=piece,
                        obfuscation=writer.obfuscation(piece), summary_index=part_index, **common)
        text = "".join(pieces)
        writer.emit("response.reasoning_summary_text.done", summary_index=part_index, text=text, **common)
        writer.emit("response.reasoning_summary_part.done", part={**empty, "text": text},
                    summary_index=part_index, **common)
        summary.append({"type": "summary_text", "text": text})
    encrypted = base64.b64encode(writer.rng.randbytes(1_500)).decode()
    writer.finish_item(index, {"id": item_id, "type": "reasoning", "encrypted_content": encrypted,
                               "summary": summary})


def _web_search(writer: StreamWriter) -> None:
    item_id = writer.item_id("ws")
    index = writer.add_item({"id": item_id, "type": "web_search_call", "status": "in_progress"})
    for phase in ("in_progress", "searching", "completed"):
        writer.emit(f"response.web_search_call.{phase}", item_id=item_id, output_index=index)
    writer.finish_item(index, {"id": item_id, "type": "web_search_call", "status": "completed",
                               "action": {"type": "search", "query": "weather in Paris and Tokyo today",
                                          "sources": [{"type": "url", "url": "https://example.com/w"}]}})


def _code_interpreter(writer: StreamWriter, deltas: int) -> None:
    item_id = writer.item_id("ci")
    container = "cntr_" + "a" * 48
    item = {"id": item_id, "type": "code_interpreter_call", "status": "in_progress", "code": "",
            "container_id": container, "outputs": None}
    index = writer.add_item(item)
    common = {"item_id": item_id, "output_index": index}
    writer.emit("response.code_interpreter_call.in_progress", **common)
    lines = [f"x{i} = sum(i * i for i in range({i}))\n" for i in range(deltas)]
    for line in lines:
        writer.emit("response.code_interpreter_call_code.delta", delta=line,
                    obfuscation=writer.obfuscation(line), **common)
    code = "".join(lines)
    writer.emit("response.code_interpreter_call_code.done", code=code, **common)
    writer.emit("response.code_interpreter_call.interpreting", **common)
    writer.emit("response.code_interpreter_call.completed", **common)
    writer.finish_item(index, {**item, "status": "completed", "code": code,
                               "outputs": [{"type": "logs", "logs": "42\n" * 20}]})


def _mcp(writer: StreamWriter, argument_deltas: int) -> None:
    list_id = writer.item_id("mcpl")
    index = writer.add_item({"id": list_id, "type": "mcp_list_tools", "server_label": "docs", "tools": []})
    writer.emit("response.mcp_list_tools.in_progress", item_id=list_id, output_index=index)
    writer.emit("response.mcp_list_tools.completed", item_id=list_id, output_index=index)
    tools = [{"annotations": {"read_only": True}, "description": f"Tool number {i}.",
              "input_schema": {"type": "object", "properties": {"q": {"type": "string"}}},
              "name": f"tool_{i}"} for i in range(8)]
    writer.finish_item(index, {"id": list_id, "type": "mcp_list_tools", "server_label": "docs",
                               "tools": tools})
    call_id = writer.item_id("mcp")
    call = {"id": call_id, "type": "mcp_call", "status": "in_progress", "approval_request_id": None,
            "arguments": "", "error": None, "name": "tool_1", "output": None, "server_label": "docs"}
    index = writer.add_item(call)
    common = {"item_id": call_id, "output_index": index}
    writer.emit("response.mcp_call.in_progress", **common)
    pieces = ['{"q":"'] + list(writer.pieces(argument_deltas)) + ['"}']
    for piece in pieces:
        writer.emit("response.mcp_call_arguments.delta", delta=piece,
                    obfuscation=writer.obfuscation(piece), **common)
    arguments = "".join(pieces)
    writer.emit("response.mcp_call_arguments.done", arguments=arguments, **common)
    writer.emit("response.mcp_call.completed", **common)
    writer.finish_item(index, {**call, "status": "completed", "arguments": arguments,
                               "output": "x" * 2_000})


def _function_call(writer: StreamWriter, city: str, deltas: int) -> None:
    item_id = writer.item_id("fc")
    call = {"id": item_id, "type": "function_call", "status": "in_progress", "arguments": "",
            "call_id": writer.item_id("call")[:29], "name": "get_weather"}
    index = writer.add_item(call)
    common = {"item_id": item_id, "output_index": index}
    pieces = ['{"city":"', city, '","note":"'] + list(writer.pieces(deltas - 4)) + ['"}']
    for piece in pieces:
        writer.emit("response.function_call_arguments.delta", delta=piece,
                    obfuscation=writer.obfuscation(piece), **common)
    arguments = "".join(pieces)
    writer.emit("response.function_call_arguments.done", arguments=arguments, **common)
    writer.finish_item(index, {**call, "status": "completed", "arguments": arguments})


def _custom_tool(writer: StreamWriter, deltas: int) -> None:
    item_id = writer.item_id("ctc")
    call = {"id": item_id, "type": "custom_tool_call", "status": "in_progress",
            "call_id": writer.item_id("call")[:29], "input": "", "name": "run_sql"}
    index = writer.add_item(call)
    common = {"item_id": item_id, "output_index": index}
    pieces = ["SELECT "] + [f"c{i}, " for i in range(deltas - 2)] + ["1 FROM t;"]
    for piece in pieces:
        writer.emit("response.custom_tool_call_input.delta", delta=piece,
                    obfuscation=writer.obfuscation(piece), **common)
    text = "".join(pieces)
    writer.emit("response.custom_tool_call_input.done", input=text, **common)
    writer.finish_item(index, {**call, "status": "completed", "input": text})


def _image(writer: StreamWriter, partials: int, partial_size: int) -> None:
    item_id = writer.item_id("ig")
    item = {"id": item_id, "type": "image_generation_call", "status": "in_progress",
            "background": "opaque", "output_format": "png", "quality": "medium", "result": None,
            "size": "1024x1024"}
    index = writer.add_item(item)
    common = {"item_id": item_id, "output_index": index}
    writer.emit("response.image_generation_call.in_progress", **common)
    writer.emit("response.image_generation_call.generating", **common)
    image = ""
    for number in range(partials):
        image = _base64_image(writer.rng, partial_size)
        writer.emit("response.image_generation_call.partial_image", partial_image_b64=image,
                    partial_image_index=number, size="1024x1024", quality="medium",
                    background="opaque", output_format="png", **common)
    writer.emit("response.image_generation_call.completed", **common)
    writer.finish_item(index, {**item, "status": "completed", "result": image[:4_096],
                               "revised_prompt": "a raccoon waving hello"})


def _base64_image(rng: random.Random, size: int) -> str:
    raw = b"\x89PNG\r\n\x1a\n" + rng.randbytes(size * 3 // 4)
    return base64.b64encode(raw).decode()[:size]


def _cited_message(writer: StreamWriter, deltas: int) -> None:
    item_id, index, common = _open_message(writer)
    pieces = list(writer.pieces(deltas))
    for piece in pieces:
        writer.emit("response.output_text.delta", delta=piece, logprobs=[],
                    obfuscation=writer.obfuscation(piece), **common)
    text = "".join(pieces)
    annotation = {"type": "url_citation", "end_index": len(text), "start_index": len(text) - 40,
                  "title": "Weather today", "url": "https://example.com/w?utm_source=openai"}
    writer.emit("response.output_text.annotation.added", annotation=annotation, annotation_index=0,
                **common)
    writer.emit("response.output_text.done", logprobs=[], text=text, **common)
    part = {**EMPTY_TEXT_PART, "annotations": [annotation], "text": text}
    writer.emit("response.content_part.done", part=part, **common)
    _close_message(writer, item_id, index, part)
