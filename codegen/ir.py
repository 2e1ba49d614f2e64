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
    """An event's accumulate rule: a primitive, where it writes, and what it writes.

    ``place`` and ``attribute`` split the target (``content.text``); ``source`` is
    the event field a ``replace_value`` copies; ``value`` the constant a
    ``set_status`` sets. ``snapshot`` and ``parsed`` say which extras the event carries.
    """

    rule: str
    place: Optional[str]
    attribute: Optional[str]
    source: Optional[str]
    value: Optional[str]
    reads: tuple[str, ...]  # event fields the primitive needs valid
    snapshot: bool
    parsed: bool

    @property
    def step_args(self) -> tuple[tuple[str, str], ...]:
        """The keyword arguments of the dispatch row, in a fixed order."""
        pairs = (("place", self.place), ("attribute", self.attribute), ("source", self.source),
                 ("value", self.value))
        return tuple((key, value) for key, value in pairs if value is not None)


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
    base_class: str  # EventModel, or the runtime base that adds snapshot / parsed


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
    base_classes: tuple[str, ...]  # runtime base classes the event models use, sorted
    rules: tuple[str, ...]  # accumulate primitives the dispatch table uses, sorted

    @property
    def class_names(self) -> tuple[str, ...]:
        return tuple(sorted(event.class_name for event in self.events))
