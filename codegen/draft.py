"""Draft catalog entries for events and fields the OpenAPI document has and the catalog lacks.

A draft is what ``sync --write`` can know from the document (type literal, schema
name, field types, required-ness) plus guesses a reviewer confirms: the class name
starts as the schema name (the catalog uses the SDK's), the category comes from
events with the same type-literal prefix, and descriptions carry a marker that
generation accepts and the reports point out until someone writes them.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass

import yaml

from .openapi_events import OpenAPIEvent, OpenAPIField
from .spec_model import CatalogSpec

REVIEW_MARKER = "TODO(reviewer)"
EVENT_DESCRIPTION = f"{REVIEW_MARKER}: describe the event in one or two sentences."
FIELD_DESCRIPTION = f"{REVIEW_MARKER}: describe the field in one sentence."
CATEGORY_DESCRIPTION = f"{REVIEW_MARKER}: describe the category (new, inferred from the type literal)."
PLAIN_UNSAFE_START = "!&*{}[]|>'\"%@`#,?:-"


@dataclass(frozen=True)
class FieldDraft:
    """A catalog field drafted from the document."""

    name: str
    type: str
    required: bool
    nullable: bool
    description: str


@dataclass(frozen=True)
class EventDraft:
    """A catalog event drafted from the document."""

    type_literal: str
    class_name: str
    category: str
    new_category: bool
    openapi: str
    fields: tuple[FieldDraft, ...]


def draft_event(event: OpenAPIEvent, catalog: CatalogSpec) -> EventDraft:
    """The catalog entry for a document event; common fields are left to ``common_fields``."""
    category, new = infer_category(event.type_literal, catalog)
    fields = tuple(draft_field(f, catalog) for f in event.fields if f.name not in catalog.common_fields)
    return EventDraft(event.type_literal, event.schema_name, category, new, event.schema_name, fields)


def draft_field(field: OpenAPIField, catalog: CatalogSpec) -> FieldDraft:
    """A field with the description the catalog most often gives a field of that name and type."""
    seen = Counter(
        spec.description.strip()
        for event in catalog.events.values()
        for name, spec in event.fields.items()
        if name == field.name and "".join(spec.type.split()) == field.type
        and REVIEW_MARKER not in spec.description
    )
    ranked = sorted(seen.items(), key=lambda item: (-item[1], item[0]))
    description = ranked[0][0] if ranked else FIELD_DESCRIPTION
    return FieldDraft(field.name, field.type, field.required, field.nullable, description)


def family(type_literal: str) -> list[str]:
    """The words naming what an event is about: ``response.mcp_call.failed`` -> mcp, call."""
    parts = type_literal.split(".")
    subject = parts[1] if parts[0] == "response" and len(parts) > 1 else parts[0]
    return subject.split("_")


def infer_category(type_literal: str, catalog: CatalogSpec) -> tuple[str, bool]:
    """The category of the catalog events sharing the longest word prefix, and whether it is new.

    When no event shares a word, or the best matches span several categories, the
    event gets a new category named after its subject (up to ``call``).
    """
    words = family(type_literal)
    best, categories = 0, set()
    for literal, spec in catalog.events.items():
        shared = _shared_prefix(words, family(literal))
        if shared > best:
            best, categories = shared, {spec.category}
        elif shared == best and shared:
            categories.add(spec.category)
    if best and len(categories) == 1:
        return categories.pop(), False
    cut = next((i for i, word in enumerate(words) if word == "call" and i), len(words))
    name = "_".join(words[:cut])
    return name, name not in catalog.categories


def _shared_prefix(left: list[str], right: list[str]) -> int:
    count = 0
    for a, b in zip(left, right, strict=False):
        if a != b:
            break
        count += 1
    return count


def yaml_scalar(text: str) -> str:
    """The text as a YAML scalar: plain when that reads back the same, else double-quoted."""
    plain = (
        bool(text)
        and text == text.strip()
        and "\n" not in text
        and ": " not in text
        and " #" not in text
        and text[0] not in PLAIN_UNSAFE_START
        and yaml.safe_load(text) == text
    )
    return text if plain else json.dumps(text, ensure_ascii=False)


def field_yaml(draft: FieldDraft, indent: int, unit: int) -> str:
    """The field's lines, its key at ``indent`` spaces."""
    pad, inner = " " * indent, " " * (indent + unit)
    lines = [f"{pad}{draft.name}:", f"{inner}type: {yaml_scalar(draft.type)}"]
    if not draft.required:
        lines.append(f"{inner}required: false")
    if draft.nullable:
        lines.append(f"{inner}nullable: true")
    lines.append(f"{inner}description: {yaml_scalar(draft.description)}")
    return "".join(line + "\n" for line in lines)


def event_yaml(draft: EventDraft, indent: int, unit: int) -> str:
    """The event's lines, its key at ``indent`` spaces, with a comment for the reviewer."""
    pad, inner = " " * indent, " " * (indent + unit)
    category_note = " (a new category)" if draft.new_category else ""
    lines = [
        f"{pad}{yaml_scalar(draft.type_literal)}:",
        f"{inner}# {REVIEW_MARKER}: drafted by `python -m codegen sync --write` from {draft.openapi}.",
        f"{inner}# Check the class name (the openai SDK's), the category{category_note} and the field",
        f"{inner}# descriptions, write the description, add an accumulate rule, then drop this comment.",
        f"{inner}class: {draft.class_name}",
        f"{inner}category: {draft.category}",
        f"{inner}description: {yaml_scalar(EVENT_DESCRIPTION)}",
        f"{inner}openapi: {draft.openapi}",
    ]
    if not draft.fields:
        lines.append(f"{inner}fields: {{}}")
        return "".join(line + "\n" for line in lines)
    lines.append(f"{inner}fields:")
    body = "".join(field_yaml(f, indent + 2 * unit, unit) for f in draft.fields)
    return "".join(line + "\n" for line in lines) + body


def category_yaml(name: str, indent: int) -> str:
    return f"{' ' * indent}{name}: {yaml_scalar(CATEGORY_DESCRIPTION)}\n"
