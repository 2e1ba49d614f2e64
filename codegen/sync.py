"""Compare the catalog with the OpenAPI document: ``python -m codegen sync``.

The document is the authority on events, fields, types and required-ness; the
catalog departs from it only on purpose, and says so with ``differs``. So every
difference is found, and each is either explained by a ``differs`` that covers it
or reported as unexplained (exit status 1). The nested payload schemas are
compared with a fresh extraction, which has no deliberate differences of its own
(those live in spec/payloads.yaml).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Optional

from . import payloads
from .draft import REVIEW_MARKER
from .field_compare import FieldChange, FieldShape, catalog_shapes, field_changes, normalize_type
from .generate import Project
from .openapi_events import STREAM_UNION, OpenAPIEvent, OpenAPIField, stream_events
from .payload_diff import payload_changes
from .problems import Problem, SpecError, key_path
from .spec_model import CatalogSpec, load_catalog

Section = Literal["events", "fields", "nested schemas"]
SECTIONS: tuple[Section, ...] = ("events", "fields", "nested schemas")
CATALOG, DOCUMENT = "the catalog", "the document"


@dataclass(frozen=True)
class Difference:
    """One way the catalog and the document differ."""

    section: Section
    subject: str  # a type literal, `common field x`, or a payload schema name
    text: str
    explained: Optional[str] = None  # the `differs` that covers it
    writable: bool = False  # `sync --write` resolves it
    details: tuple[str, ...] = ()


@dataclass(frozen=True)
class SyncInputs:
    """Both sides, read: the catalog and payload schemas on disk, the document's events."""

    catalog: CatalogSpec
    document_events: tuple[OpenAPIEvent, ...]
    payloads_now: dict[str, Any]
    payloads_fresh: dict[str, Any]


@dataclass(frozen=True)
class SyncResult:
    """Every difference, and what ``--write`` needs to resolve the writable ones."""

    differences: tuple[Difference, ...]
    missing_events: tuple[OpenAPIEvent, ...]  # in the document, not in the catalog
    missing_fields: dict[str, tuple[OpenAPIField, ...]] = field(default_factory=dict)  # by literal
    drafts: tuple[str, ...] = ()  # catalog entries still carrying the review marker
    counts: tuple[int, int] = (0, 0)  # events in the document, in the catalog

    @property
    def unexplained(self) -> tuple[Difference, ...]:
        return tuple(d for d in self.differences if d.explained is None)


def load_inputs(project: Project, openapi: dict[str, Any]) -> SyncInputs:
    """Read the catalog, spec/payloads.yaml and the payload schemas, and extract afresh."""
    config_path = project.root / "spec" / "payloads.yaml"
    config = payloads.load_config(config_path)
    fresh = payloads.extract(openapi, config, project.label(config_path))
    now = json.loads(project.payload_schema.read_text(encoding="utf-8"))
    return SyncInputs(
        catalog=load_catalog(project.catalog, project.label(project.catalog)),
        document_events=tuple(stream_events(openapi, config.rename)),
        payloads_now=now["$defs"],
        payloads_fresh=fresh["$defs"],
    )


def compare(inputs: SyncInputs) -> SyncResult:
    """Match events by ``openapi:`` schema name, else by type literal, and compare them."""
    catalog = inputs.catalog
    by_schema = {e.schema_name: e for e in inputs.document_events}
    by_literal = {e.type_literal: e for e in inputs.document_events}
    differences: list[Difference] = []
    matched: dict[str, OpenAPIEvent] = {}
    for literal, spec in catalog.events.items():
        found, problem = _match(literal, spec.openapi, by_schema, by_literal)
        if found is not None:
            matched[literal] = found
        if problem is not None:
            differences.append(Difference("events", literal, problem))
        elif found is None:
            differences.append(Difference("events", literal, f"in {CATALOG}, not in {DOCUMENT}",
                                          explained=spec.differs))
    claimed = {e.schema_name for e in matched.values()}
    missing = tuple(e for e in inputs.document_events if e.schema_name not in claimed)
    differences += [
        Difference("events", e.type_literal, f"in {DOCUMENT} as `{e.schema_name}`, not in {CATALOG}",
                   writable=True, details=tuple(_field_line(f) for f in e.fields))
        for e in missing
    ]
    field_differences, missing_fields = _compare_fields(catalog, matched)
    differences += field_differences
    differences += [
        Difference("nested schemas", c.schema, c.text, writable=True)
        for c in payload_changes(inputs.payloads_now, inputs.payloads_fresh)
    ]
    return SyncResult(
        differences=tuple(differences),
        missing_events=missing,
        missing_fields=missing_fields,
        drafts=tuple(_drafts(catalog)),
        counts=(len(inputs.document_events), len(catalog.events)),
    )


def _match(
    literal: str, schema: Optional[str], by_schema: dict[str, OpenAPIEvent],
    by_literal: dict[str, OpenAPIEvent],
) -> tuple[Optional[OpenAPIEvent], Optional[str]]:
    """The document event for a catalog entry, and the unexplained problem of the match."""
    same_literal = by_literal.get(literal)
    if schema is None:
        if same_literal is None:
            return None, None
        return same_literal, (f"{DOCUMENT} has this type as `{same_literal.schema_name}`; "
                              f"{CATALOG} has no `openapi:` key for it")
    found = by_schema.get(schema)
    if found is None:
        where = f"; {DOCUMENT} has this type as `{same_literal.schema_name}`" if same_literal else ""
        return same_literal, f"`openapi: {schema}` is not a member of {STREAM_UNION}{where}"
    if found.type_literal != literal:
        return found, f"`{schema}` has type `{found.type_literal}` in {DOCUMENT}"
    return found, None


def _compare_fields(
    catalog: CatalogSpec, matched: dict[str, OpenAPIEvent]
) -> tuple[list[Difference], dict[str, tuple[OpenAPIField, ...]]]:
    """Field differences per event; those of a common field are reported once, with a count."""
    differences: list[Difference] = []
    missing: dict[str, tuple[OpenAPIField, ...]] = {}
    common: dict[FieldChange, list[str]] = {}
    for literal, document_event in sorted(matched.items()):
        spec = catalog.events[literal]
        document_shapes = {
            f.name: FieldShape(normalize_type(f.type), f.required, f.nullable)
            for f in document_event.fields
        }
        changes = field_changes(catalog_shapes(catalog, spec), document_shapes)
        for change in changes:
            if change.name in catalog.common_fields and change.name not in spec.fields:
                common.setdefault(change, []).append(literal)
                continue
            own = spec.fields.get(change.name)
            differences.append(Difference(
                "fields", literal, describe(change),
                explained=own.differs if own is not None and change.kind != "added" else None,
                writable=change.kind == "added",
            ))
        added = {c.name for c in changes if c.kind == "added"}
        if added:
            missing[literal] = tuple(f for f in document_event.fields if f.name in added)
    for change, literals in common.items():
        differences.append(Difference(
            "fields", f"common field `{change.name}`",
            f"{describe(change)} ({len(literals)} of {len(matched)} events)",
            explained=catalog.common_fields[change.name].differs,
        ))
    return differences, missing


def describe(change: FieldChange) -> str:
    """One sentence naming both sides."""
    name = f"`{change.name}`"
    if change.kind == "added":
        assert change.new is not None
        return f"field {name} ({change.new.label}) is in {DOCUMENT}, not in {CATALOG}"
    if change.kind == "removed":
        assert change.old is not None
        return f"field {name} ({change.old.label}) is in {CATALOG}, not in {DOCUMENT}"
    assert change.old is not None and change.new is not None
    if change.kind == "retyped":
        return (f"field {name} is `{change.old.type_label}` in {CATALOG}, "
                f"`{change.new.type_label}` in {DOCUMENT}")
    before = "required" if change.old.required else "optional"
    after = "required" if change.new.required else "optional"
    return f"field {name} is {before} in {CATALOG}, {after} in {DOCUMENT}"


def _field_line(f: OpenAPIField) -> str:
    shape = FieldShape(normalize_type(f.type), f.required, f.nullable)
    return f"{f.name}: {shape.label}"


def _drafts(catalog: CatalogSpec) -> Iterator[str]:
    """Entries a reviewer has not finished: the marker is still in one of their texts."""
    for name, text in catalog.categories.items():
        if REVIEW_MARKER in text:
            yield key_path("categories", name)
    for literal, spec in catalog.events.items():
        texts = [spec.description, *(f.description for f in spec.fields.values())]
        if any(REVIEW_MARKER in text for text in texts):
            yield key_path("events", literal)


def format_report(result: SyncResult, catalog_label: str, document_label: str) -> str:
    """The readable report: unexplained differences by section, then the explained ones."""
    documented, catalogued = result.counts
    lines = [f"sync: {catalog_label} against {document_label}",
             f"  {documented} events in {STREAM_UNION}, {catalogued} in the catalog", ""]
    unexplained = result.unexplained
    explained = [d for d in result.differences if d.explained is not None]
    if unexplained:
        lines.append(f"Unexplained differences ({len(unexplained)}):")
        lines += _section_lines(unexplained)
    else:
        lines += ["No unexplained difference.", ""]
    if explained:
        lines.append(f"Explained by `differs` ({len(explained)}):")
        for difference in explained:
            lines.append(f"  {difference.subject}: {difference.text}")
            lines.append(f"      differs: {difference.explained}")
        lines.append("")
    if result.drafts:
        lines.append(f"Still marked {REVIEW_MARKER} ({len(result.drafts)}): " + ", ".join(result.drafts))
        lines.append("")
    if any(d.writable for d in unexplained):
        lines.append("`python -m codegen sync --write` adds the missing events and fields "
                     "and refreshes the nested schemas; the rest needs a reviewer.")
    return "\n".join(lines).rstrip("\n") + "\n"


def _section_lines(differences: tuple[Difference, ...]) -> list[str]:
    lines: list[str] = []
    for section in SECTIONS:
        chosen = [d for d in differences if d.section == section]
        if not chosen:
            continue
        lines.append(f"  {section}:")
        for difference in chosen:
            mark = "  [--write]" if difference.writable else ""
            lines.append(f"    {difference.subject}: {difference.text}{mark}")
            lines += [f"        {detail}" for detail in difference.details]
    lines.append("")
    return lines


def read_openapi(path: Path) -> dict[str, Any]:
    """The OpenAPI document; an unreadable one is a problem like a malformed catalog."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SpecError([Problem(str(path), "", f"cannot read the OpenAPI document: {exc}")]) from exc
    if STREAM_UNION not in document.get("components", {}).get("schemas", {}):
        raise SpecError([Problem(str(path), "components.schemas", f"no {STREAM_UNION} schema")])
    return document  # type: ignore[no-any-return]
