"""Lower the validated catalog into the IR, collecting every semantic problem.

Checks what the strict model cannot: field types, identifiers, categories,
duplicate class names, hooks and accumulate rules.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Iterable
from typing import Optional

from .ir import CatalogIR, CategoryIR, EventIR, FieldIR
from .problems import Problem, SpecError, key_path
from .rules import RULES, accumulate_ir, rule_problems
from .spec_model import CatalogSpec, EventSpec, FieldSpec

SCALAR_TYPES = {"str": "str", "int": "int", "float": "float", "bool": "bool", "any": "Any"}
LIST_TYPE = re.compile(r"^list\[(?P<inner>.+)\]$")
TYPE_LITERAL = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$")
RESERVED_FIELD_NAMES = frozenset({"type", "problems"})
HOOKS = frozenset({"lift_nested_error"})


class _Lowering:
    def __init__(self, spec: CatalogSpec, label: str, payload_names: Iterable[str]) -> None:
        self.spec = spec
        self.label = label
        self.payload_names = frozenset(payload_names)
        self.problems: list[Problem] = []
        self.used_payloads: set[str] = set()

    def problem(self, message: str, *path: str | int) -> None:
        self.problems.append(Problem(self.label, key_path(*path), message))

    def annotation(self, type_text: str, *path: str | int) -> Optional[str]:
        """The Python annotation for a catalog type, or None (and a problem)."""
        text = type_text.strip()
        if text in SCALAR_TYPES:
            return SCALAR_TYPES[text]
        match = LIST_TYPE.match(text)
        if match:
            inner = self.annotation(match.group("inner"), *path)
            return None if inner is None else f"list[{inner}]"
        if text in self.payload_names:
            self.used_payloads.add(text)
            return text
        self.problem(f"unknown type {type_text!r}", *path)
        return None

    def field(self, name: str, spec: FieldSpec, *path: str | int) -> Optional[FieldIR]:
        if not name.isidentifier() or keyword.iskeyword(name):
            self.problem(f"field name {name!r} is not a valid Python identifier", *path)
            return None
        if name in RESERVED_FIELD_NAMES or name.startswith("model_"):
            self.problem(f"field name {name!r} is reserved by the generated models", *path)
            return None
        annotation = self.annotation(spec.type, *path, "type")
        if annotation is None:
            return None
        if spec.nullable or not spec.required:
            annotation = f"{annotation} | None"
        default = None if spec.required else "None"
        return FieldIR(name, annotation, default, spec.description.strip())

    def event(self, literal: str, spec: EventSpec) -> Optional[EventIR]:
        path = ("events", literal)
        if not TYPE_LITERAL.match(literal):
            self.problem("type literal must be lowercase words separated by dots", *path)
        if not spec.class_.isidentifier() or keyword.iskeyword(spec.class_):
            self.problem(f"class name {spec.class_!r} is not a valid Python identifier", *path, "class")
        if spec.category not in self.spec.categories:
            self.problem(f"unknown category {spec.category!r}", *path, "category")
        if spec.validate_ is not None and spec.validate_ not in HOOKS:
            self.problem(f"unknown validate hook {spec.validate_!r}; known: {sorted(HOOKS)}", *path, "validate")
        common = {n: f for n, f in self.spec.common_fields.items() if n not in spec.fields}
        fields = [self.field(n, f, *path, "fields", n) for n, f in spec.fields.items()]
        fields += [self.field(n, f, "common_fields", n) for n, f in common.items()]
        accumulate = None
        if spec.accumulate is not None:
            field_types = {**{n: f.type for n, f in self.spec.common_fields.items()}}
            field_types.update({n: f.type for n, f in spec.fields.items()})
            messages = rule_problems(spec.accumulate.rule, spec.accumulate.target, field_types)
            for message in messages:
                self.problem(message, *path, "accumulate")
            if not messages:
                accumulate = accumulate_ir(spec.accumulate.rule, spec.accumulate.target,
                                           spec.accumulate.parsed)
        base_class = "EventModel"
        if accumulate is not None and accumulate.snapshot:
            base_class = "DeltaEventModel"
        elif accumulate is not None and accumulate.parsed:
            base_class = "ParsedEventModel"
        if any(f is None for f in fields):
            return None
        return EventIR(
            type_literal=literal,
            class_name=spec.class_,
            category=spec.category,
            description=spec.description.strip(),
            fields=tuple(f for f in fields if f is not None),
            validate_hook=spec.validate_,
            accumulate=accumulate,
            base_class=base_class,
        )

    def catalog(self) -> CatalogIR:
        events = []
        for literal, spec in self.spec.events.items():
            event = self.event(literal, spec)
            if event is not None:
                events.append(event)
        owners: dict[str, str] = {}
        for literal, spec in self.spec.events.items():
            if spec.class_ in owners:
                self.problem(
                    f"duplicate class name {spec.class_!r} (also used by {owners[spec.class_]!r})",
                    "events", literal, "class",
                )
            owners.setdefault(spec.class_, literal)
            if spec.class_ in self.payload_names or spec.class_ == "UnknownEvent":
                self.problem(f"class name {spec.class_!r} collides with a payload or runtime class",
                             "events", literal, "class")
        if self.problems:
            raise SpecError(self.problems)
        categories = tuple(
            CategoryIR(name, text.strip(), tuple(e for e in events if e.category == name))
            for name, text in self.spec.categories.items()
        )
        return CatalogIR(
            events=tuple(sorted(events, key=lambda e: e.type_literal)),
            categories=categories,
            payload_imports=tuple(sorted(self.used_payloads)),
            hooks=tuple(sorted({e.validate_hook for e in events if e.validate_hook})),
            base_classes=tuple(sorted({e.base_class for e in events})),
            rules=tuple(sorted({e.accumulate.rule for e in events if e.accumulate})),
        )


def lower(spec: CatalogSpec, label: str, payload_names: Iterable[str]) -> CatalogIR:
    """Validate the catalog against the payload classes and lower it to the IR."""
    return _Lowering(spec, label, payload_names).catalog()


__all__ = ["lower", "RULES"]
