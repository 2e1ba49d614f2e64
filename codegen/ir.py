"""The frozen intermediate representation that templates see, and nothing else.

Everything a template prints (names, annotations, defaults, imports, ordering,
dispatch keys) is computed here or in :mod:`codegen.lower`; templates only loop.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class FieldIR:
    """One model field, ready to print."""

    name: str
    annotation: str
    default: Optional[str]  # None: required, else the default's source text
    description: str


@dataclass(frozen=True)
class AccumulateIR:
    """An event's accumulate rule: a hand-written primitive and the snapshot field it writes."""

    rule: str
    target: Optional[str]


@dataclass(frozen=True)
class EventIR:
    """One event model."""

    type_literal: str
    class_name: str
    category: str
    description: str
    fields: tuple[FieldIR, ...]
    validate_hook: Optional[str]
    accumulate: Optional[AccumulateIR]


@dataclass(frozen=True)
class CategoryIR:
    """A group of events, in catalog order."""

    name: str
    description: str
    events: tuple[EventIR, ...]


@dataclass(frozen=True)
class CatalogIR:
    """The whole catalog, validated and lowered."""

    events: tuple[EventIR, ...]  # sorted by type literal
    categories: tuple[CategoryIR, ...]
    payload_imports: tuple[str, ...]  # payload classes the event models use, sorted
    hooks: tuple[str, ...]  # pre-validation hooks the event models use, sorted

    @property
    def class_names(self) -> tuple[str, ...]:
        return tuple(sorted(event.class_name for event in self.events))
