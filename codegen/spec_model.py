"""The strict model of ``spec/events.yaml``: unknown keys and wrong shapes are errors.

Loading collects every problem with its file and key path (duplicate keys
included, which plain YAML loading would silently drop) and raises them together.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .problems import Problem, SpecError, key_path


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class FieldSpec(_Strict):
    """One field of an event."""

    type: str
    description: str
    required: bool = True
    nullable: bool = False
    differs: Optional[str] = None


class AccumulateSpec(_Strict):
    """What an event does to the accumulated response (the accumulator's rules)."""

    rule: str
    target: Optional[str] = None
    parsed: bool = False  # the event carries `parsed`: its text validated against text_format


class EventSpec(_Strict):
    """One event type."""

    class_: str = Field(alias="class")
    category: str
    description: str
    fields: dict[str, FieldSpec] = {}
    openapi: Optional[str] = None
    differs: Optional[str] = None
    validate_: Optional[str] = Field(default=None, alias="validate")
    accumulate: Optional[AccumulateSpec] = None


class CatalogSpec(_Strict):
    """The whole catalog file."""

    categories: dict[str, str]
    common_fields: dict[str, FieldSpec] = {}
    events: dict[str, EventSpec]


def _duplicate_keys(node: yaml.Node, path: tuple[str, ...]) -> list[tuple[str, int, str]]:
    """(key path, line, key) of every key that repeats in its mapping, at any depth."""
    found: list[tuple[str, int, str]] = []
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if key in seen:
                found.append((key_path(*path), key_node.start_mark.line + 1, key))
            seen.add(key)
            found += _duplicate_keys(value_node, (*path, key))
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            found += _duplicate_keys(item, (*path, str(index)))
    return found


def read_yaml(path: Path, label: str) -> Any:
    """Parse a YAML file; bad YAML and duplicate keys (which YAML would drop) are problems."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SpecError([Problem(label, "", f"cannot read: {exc.strerror}")]) from exc
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        duplicates = _duplicate_keys(root, ()) if root is not None else []
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise SpecError([Problem(label, "", f"bad YAML: {exc}".replace("\n", " "))]) from exc
    if duplicates:
        raise SpecError(
            [Problem(label, where, f"duplicate key {key!r} (line {line})") for where, line, key in duplicates]
        )
    return data


def load_catalog(path: Path, label: str) -> CatalogSpec:
    """Read and validate the catalog file, reporting every problem at once."""
    data = read_yaml(path, label)
    try:
        return CatalogSpec.model_validate(data)
    except ValidationError as exc:
        raise SpecError([_problem(label, err) for err in exc.errors()]) from exc


def _problem(label: str, err: Any) -> Problem:
    loc = [part for part in err["loc"] if part not in ("class_", "validate_")]
    message = {
        "extra_forbidden": "unknown key",
        "missing": "missing required key",
    }.get(err["type"], err["msg"])
    return Problem(label, key_path(*loc), message)
