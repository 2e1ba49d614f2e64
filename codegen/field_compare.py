"""Compare two sets of event fields by shape: type, required-ness, nullability.

One comparison serves both workflows: ``sync`` (the catalog against the OpenAPI
document) and ``diff`` (one catalog against another); each reads the changes in
its own terms (explained or not; breaking or not).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, Optional

from .spec_model import CatalogSpec, EventSpec

ChangeKind = Literal["added", "removed", "retyped", "made_required", "made_optional"]


@dataclass(frozen=True)
class FieldShape:
    """What a field is, without its prose."""

    type: str
    required: bool
    nullable: bool

    @property
    def type_label(self) -> str:
        """The type as the reports print it: ``str``, ``str | null``."""
        return f"{self.type} | null" if self.nullable else self.type

    @property
    def label(self) -> str:
        """Type and required-ness, for Markdown and plain text alike: ```str | null`, required``."""
        return f"`{self.type_label}`, {'required' if self.required else 'optional'}"


@dataclass(frozen=True)
class FieldChange:
    """One difference in one field from the ``old`` side to the ``new`` side."""

    name: str
    kind: ChangeKind
    old: Optional[FieldShape]
    new: Optional[FieldShape]


def normalize_type(text: str) -> str:
    """Catalog types compare without their spacing (``list[ X ]`` is ``list[X]``)."""
    return "".join(text.split())


def catalog_shapes(catalog: CatalogSpec, event: Optional[EventSpec]) -> dict[str, FieldShape]:
    """Every field an event has in the generated model: its own and the common ones
    (only the common ones for ``None``)."""
    fields = {**catalog.common_fields, **(event.fields if event is not None else {})}
    return {
        name: FieldShape(normalize_type(spec.type), spec.required, spec.nullable)
        for name, spec in sorted(fields.items())
    }


def field_changes(old: Mapping[str, FieldShape], new: Mapping[str, FieldShape]) -> list[FieldChange]:
    """Every change from ``old`` to ``new``, by field name; a field can change twice
    (type and required-ness), giving two entries."""
    changes: list[FieldChange] = []
    for name in sorted(set(old) | set(new)):
        before, after = old.get(name), new.get(name)
        if before is None:
            changes.append(FieldChange(name, "added", None, after))
        elif after is None:
            changes.append(FieldChange(name, "removed", before, None))
        else:
            if (before.type, before.nullable) != (after.type, after.nullable):
                changes.append(FieldChange(name, "retyped", before, after))
            if before.required != after.required:
                kind: ChangeKind = "made_required" if after.required else "made_optional"
                changes.append(FieldChange(name, kind, before, after))
    return changes

