"""Read the event schemas of the OpenAPI document in the catalog's own terms.

Used to draft catalog entries for new events and to compare the catalog with the
document (``python -m codegen sync``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .payloads import SCHEMA_PREFIX

STREAM_UNION = "ResponseStreamEvent"
SCALARS = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}
# Inline objects the document spells out in an event, named for the payload of that shape.
INLINE_SHAPES = {("summary_text",): "SummaryTextContent"}


@dataclass(frozen=True)
class OpenAPIField:
    """One field of an event as the document declares it."""

    name: str
    type: str
    required: bool
    nullable: bool


@dataclass(frozen=True)
class OpenAPIEvent:
    """One member of ``ResponseStreamEvent``."""

    schema_name: str
    type_literal: str
    fields: tuple[OpenAPIField, ...]


def stream_events(openapi: dict[str, Any], rename: dict[str, str] | None = None) -> list[OpenAPIEvent]:
    """Every member of the document's ``ResponseStreamEvent`` union, sorted by type literal."""
    schemas = openapi["components"]["schemas"]
    rename = rename or {}
    events = []
    for member in schemas[STREAM_UNION]["anyOf"]:
        name = member["$ref"][len(SCHEMA_PREFIX) :]
        events.append(_event(name, schemas[name], rename))
    return sorted(events, key=lambda e: e.type_literal)


def _event(name: str, schema: dict[str, Any], rename: dict[str, str]) -> OpenAPIEvent:
    properties = schema.get("properties", {})
    required = set(schema.get("required", []))
    literal = properties["type"]["enum"][0]
    fields = []
    for field_name, prop in properties.items():
        if field_name == "type":
            continue
        type_text, nullable = field_type(prop, rename)
        fields.append(OpenAPIField(field_name, type_text, field_name in required, nullable))
    return OpenAPIEvent(name, literal, tuple(sorted(fields, key=lambda f: f.name)))


def field_type(prop: dict[str, Any], rename: dict[str, str]) -> tuple[str, bool]:
    """The catalog type of one property, and whether it is nullable."""
    variants = prop.get("anyOf")
    if variants:
        non_null = [v for v in variants if v.get("type") != "null"]
        nullable = len(non_null) < len(variants)
        if len(non_null) == 1:
            inner, inner_nullable = field_type(non_null[0], rename)
            return inner, nullable or inner_nullable
        return "any", nullable
    ref = prop.get("$ref")
    if ref:
        target = ref[len(SCHEMA_PREFIX) :]
        return rename.get(target, target), False
    kind = prop.get("type")
    if kind == "array":
        inner, _ = field_type(prop.get("items", {}), rename)
        return f"list[{inner}]", False
    if kind == "object":
        const = tuple(prop.get("properties", {}).get("type", {}).get("enum", []))
        return INLINE_SHAPES.get(const, "any"), False
    return SCALARS.get(str(kind), "any"), False
