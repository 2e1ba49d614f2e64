"""Structured parsing of a finished response: ``text_format`` and pydantic function tools.

Follows the SDK: only messages without a phase or in the ``final_answer`` phase
are parsed; function calls get ``parsed_arguments`` when their tool is a pydantic
model (validated) or a tool dict with ``strict: true`` (JSON-decoded).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from typing import Any, Optional, Union

from pydantic import BaseModel, TypeAdapter

from ._snapshot import get_field, set_field, shallow, type_of

__all__: list[str] = []


def parse_text(text: str, text_format: Any, phase: Optional[str]) -> Any:
    """The text validated against ``text_format``; None when there is none or the phase says no."""
    if text_format is None or (phase is not None and phase != "final_answer"):
        return None
    if isinstance(text_format, type) and issubclass(text_format, BaseModel):
        return text_format.model_validate_json(text)
    return _adapter(text_format).validate_json(text)


@lru_cache(maxsize=64)
def _adapter(text_format: Any) -> TypeAdapter[Any]:
    return TypeAdapter(text_format)


class ToolParsers:
    """Function name -> how to parse that function's arguments."""

    def __init__(self, tools: Union[Iterable[Any], Mapping[str, Any], None]) -> None:
        self._models: dict[str, Any] = {}
        self._strict_json: set[str] = set()
        if tools is None:
            return
        if isinstance(tools, Mapping):
            self._models.update(tools)
            return
        for tool in tools:
            self._add(tool)

    def _add(self, tool: Any) -> None:
        if isinstance(tool, type) and issubclass(tool, BaseModel):
            self._models[tool.__name__] = tool
            return
        model = getattr(tool, "model", None)  # the SDK's pydantic_function_tool(...) result
        name = get_field(tool, "name")
        if isinstance(model, type) and issubclass(model, BaseModel) and isinstance(name, str):
            self._models[name] = model
        elif isinstance(tool, Mapping) and tool.get("type") == "function" and tool.get("strict"):
            self._strict_json.add(str(tool.get("name")))

    def parse(self, name: Any, arguments: Any) -> Any:
        if not isinstance(name, str) or not isinstance(arguments, str):
            return None
        model = self._models.get(name)
        if model is not None:
            if isinstance(model, type) and issubclass(model, BaseModel):
                return model.model_validate_json(arguments)
            return _adapter(model).validate_json(arguments)
        if name in self._strict_json:
            return json.loads(arguments)
        return None


def copy_for_parsing(response: Any) -> Any:
    """A copy of exactly what :func:`parse_response` writes to (messages, their parts, function calls).

    Everything else, possibly large (logprobs, images), is shared with the original.
    """
    response = shallow(response)
    output = []
    for item in get_field(response, "output") or []:
        kind = type_of(item)
        if kind == "message":
            item = shallow(item)
            set_field(item, "content", [shallow(part) for part in get_field(item, "content") or []])
        elif kind == "function_call":
            item = shallow(item)
        output.append(item)
    set_field(response, "output", output)
    return response


def parse_response(
    response: Any, text_format: Any, tools: ToolParsers, on_error: Callable[[str], None]
) -> Any:
    """Add ``parsed`` to output text parts and ``parsed_arguments`` to function calls, in place.

    Text or arguments that do not validate get None and are reported to ``on_error``:
    the response itself is never lost to a parsing failure.
    """
    for item in get_field(response, "output") or []:
        kind = type_of(item)
        if kind == "message":
            for part in get_field(item, "content") or []:
                if type_of(part) == "output_text":
                    set_field(part, "parsed", _guarded(
                        on_error, "output text does not match text_format",
                        parse_text, get_field(part, "text"), text_format, get_field(item, "phase")))
        elif kind == "function_call":
            set_field(item, "parsed_arguments", _guarded(
                on_error, f"arguments of {get_field(item, 'name')!r} do not match its tool",
                tools.parse, get_field(item, "name"), get_field(item, "arguments")))
    return response


def _guarded(on_error: Callable[[str], None], what: str, parse: Callable[..., Any], *args: Any) -> Any:
    try:
        return parse(*args)
    except ValueError as exc:  # pydantic's ValidationError and json's JSONDecodeError are ValueErrors
        on_error(f"{what}: {exc}")
        return None
