# Copied from templates/runtime/_schema.py by `make generate`. Do not edit: change the
# template and regenerate.
"""Request parameters from Python types: ``text_format`` and pydantic function tools.

Structured outputs and strict function calling want a JSON Schema in which every
object lists all its properties as required and allows no others; pydantic's
schema is made so here, as the SDK does.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, TypeAdapter

__all__: list[str] = []


def strict_json_schema(schema: Any) -> Any:
    """A copy of ``schema`` where every object is closed and requires all its properties."""
    if isinstance(schema, list):
        return [strict_json_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: strict_json_schema(value) for key, value in schema.items()}
    if out.get("type") == "object" or "properties" in out:
        out.setdefault("properties", {})
        out["additionalProperties"] = False
        out["required"] = sorted(out["properties"])
    return out


def _schema_and_name(kind: Any) -> tuple[dict[str, Any], str]:
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return kind.model_json_schema(), kind.__name__
    return TypeAdapter(kind).json_schema(), getattr(kind, "__name__", "output")


def text_format_param(text_format: Any) -> dict[str, Any]:
    """The ``text.format`` request parameter for a pydantic model or any TypeAdapter type."""
    schema, name = _schema_and_name(text_format)
    return {
        "type": "json_schema",
        "name": name,
        "schema": strict_json_schema(schema),
        "strict": True,
    }


def tool_param(tool: Any) -> Any:
    """A pydantic model becomes a strict function tool named after it; other tools pass as given."""
    if isinstance(tool, type) and issubclass(tool, BaseModel):
        schema, name = _schema_and_name(tool)
        param = {
            "type": "function",
            "name": name,
            "parameters": strict_json_schema(schema),
            "strict": True,
        }
        if tool.__doc__ and tool.__doc__.strip():
            param["description"] = tool.__doc__.strip()
        return param
    return tool
