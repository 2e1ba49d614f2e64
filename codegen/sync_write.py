"""``sync --write``: add what the document has and the catalog lacks, ready for review.

It adds missing events (and their category, when new) and missing fields to
spec/events.yaml, adds the payload schemas they name to spec/payloads.yaml's roots,
and re-extracts spec/payloads.schema.json. It never removes or rewrites what is
there: departures from the document are the catalog's on purpose, or a reviewer's
call. Everything is staged and validated as ``make generate`` would before any
file is replaced, so a failure writes nothing.
"""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from . import payloads
from .draft import (
    EventDraft,
    FieldDraft,
    category_yaml,
    draft_event,
    draft_field,
    event_yaml,
    field_yaml,
)
from .generate import Project, load_ir
from .lower import SCALAR_TYPES
from .problems import Problem, SpecError, key_path
from .spec_model import CatalogSpec, load_catalog
from .sync import SyncResult
from .yaml_edit import (
    Edit,
    apply_edits,
    child,
    column,
    compose,
    insert_after,
    insert_in_sorted_sequence,
    key_node,
)

TYPE_NAMES = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class WriteOutcome:
    """What ``--write`` changed."""

    events: tuple[str, ...]
    fields: tuple[str, ...]  # "type literal: field"
    categories: tuple[str, ...]
    roots: tuple[str, ...]
    files: tuple[str, ...]  # labels of the files replaced


def write(project: Project, openapi: dict[str, Any], result: SyncResult) -> WriteOutcome:
    """Stage the edited spec, validate it, then replace the files that changed."""
    catalog_label = project.label(project.catalog)
    catalog_text = project.catalog.read_text(encoding="utf-8")
    catalog = load_catalog(project.catalog, catalog_label)
    drafts = sorted((draft_event(e, catalog) for e in result.missing_events),
                    key=lambda d: (d.category, d.type_literal))
    field_drafts = {
        literal: tuple(draft_field(f, catalog) for f in fields)
        for literal, fields in sorted(result.missing_fields.items())
    }
    try:
        new_catalog = edit_catalog(catalog_text, catalog, drafts, field_drafts)
    except ValueError as exc:
        raise SpecError([Problem(catalog_label, "", f"sync --write cannot edit it: {exc}")]) from exc

    config_path = project.root / "spec" / "payloads.yaml"
    config_text = config_path.read_text(encoding="utf-8")
    config = payloads.load_config(config_path)
    known = set(payloads.extract(openapi, config, project.label(config_path))["$defs"])
    roots = _new_roots(drafts, field_drafts, known, config.rename, openapi)
    try:
        new_config = _edit_roots(config_text, roots)
    except ValueError as exc:
        raise SpecError([Problem(project.label(config_path), "roots",
                                 f"sync --write cannot edit it: {exc}")]) from exc

    with tempfile.TemporaryDirectory(prefix="responses-stream-sync-") as tmp:
        staged = Project(Path(tmp))
        (staged.root / "spec").mkdir()
        staged.catalog.write_text(new_catalog, encoding="utf-8")
        staged_config = staged.root / "spec" / "payloads.yaml"
        staged_config.write_text(new_config, encoding="utf-8")
        document = payloads.extract(openapi, payloads.load_config(staged_config), project.label(config_path))
        staged.payload_schema.write_text(payloads.dump(document), encoding="utf-8")
        _check_read_back(staged, catalog_label, drafts, field_drafts)
        load_ir(staged)
        written = []
        for source, target in ((staged.catalog, project.catalog), (staged_config, config_path),
                               (staged.payload_schema, project.payload_schema)):
            content = source.read_bytes()
            if not target.exists() or target.read_bytes() != content:
                target.write_bytes(content)
                written.append(project.label(target))
    return WriteOutcome(
        events=tuple(d.type_literal for d in drafts),
        fields=tuple(f"{lit}: {f.name}" for lit, fs in field_drafts.items() for f in fs),
        categories=tuple(dict.fromkeys(d.category for d in drafts if d.new_category)),
        roots=tuple(roots),
        files=tuple(written),
    )


def edit_catalog(
    text: str, catalog: CatalogSpec, drafts: list[EventDraft],
    field_drafts: dict[str, tuple[FieldDraft, ...]],
) -> str:
    """The catalog text with the drafts spliced in.

    A new event goes after the last event of its category (new categories: at the
    end of ``events``); a new field after the event's last field; a new category at
    the end of ``categories``. Indentation follows the file's own.
    """
    root = compose(text)
    events = child(root, "events")
    categories = child(root, "categories")
    if not isinstance(events, yaml.MappingNode) or events.flow_style or not events.value:
        raise ValueError("`events` must be a non-empty block mapping")
    first_key, first_event = events.value[0]
    indent = column(first_key)
    unit = column(first_event.value[0][0]) - indent
    edits: list[Edit] = []
    for literal, fields in field_drafts.items():
        edits += _field_edits(text, child(events, literal), fields, unit)
    new_categories = list(dict.fromkeys(d.category for d in drafts if d.new_category))
    if new_categories and categories is not None:
        category_indent = column(categories.value[0][0])
        edits.append(insert_after(text, categories,
                                  "".join(category_yaml(c, category_indent) for c in new_categories)))
    for draft in drafts:
        same = [value for key, value in events.value if catalog.events[key.value].category == draft.category]
        edits.append(insert_after(text, same[-1] if same else events, event_yaml(draft, indent, unit)))
    return apply_edits(text, edits)


def _field_edits(text: str, event: Any, fields: tuple[FieldDraft, ...], unit: int) -> list[Edit]:
    """Add fields to an existing event: after its last field, into an empty ``{}``, or a new key."""
    fields_node = child(event, "fields")
    if fields_node is None:
        at = column(event.value[0][0])
        body = "".join(field_yaml(f, at + unit, unit) for f in fields)
        return [insert_after(text, event, f"{' ' * at}fields:\n{body}")]
    if isinstance(fields_node, yaml.MappingNode) and not fields_node.flow_style:
        body = "".join(field_yaml(f, column(fields_node.value[0][0]), unit) for f in fields)
        return [insert_after(text, fields_node, body)]
    if isinstance(fields_node, yaml.MappingNode) and not fields_node.value:
        key = key_node(event, "fields")
        body = "".join(field_yaml(f, column(key) + unit, unit) for f in fields)
        return [Edit(key.end_mark.index, fields_node.end_mark.index, ":"), insert_after(text, fields_node, body)]
    raise ValueError("cannot add fields to a non-empty flow mapping; write `fields` in block style")


def _new_roots(
    drafts: list[EventDraft], field_drafts: dict[str, tuple[FieldDraft, ...]], known: set[str],
    rename: dict[str, str], openapi: dict[str, Any],
) -> list[str]:
    """Document schemas the drafted fields name that the extraction does not reach yet."""
    schemas = openapi["components"]["schemas"]
    original = {new: old for old, new in rename.items()}
    drafted = [f for d in drafts for f in d.fields] + [f for fs in field_drafts.values() for f in fs]
    names = {n for f in drafted for n in TYPE_NAMES.findall(f.type)} - {"list", *SCALAR_TYPES}
    return sorted(original.get(n, n) for n in names - known if original.get(n, n) in schemas)


def _edit_roots(text: str, roots: list[str]) -> str:
    if not roots:
        return text
    node = child(compose(text), "roots")
    if node is None:
        raise ValueError("spec/payloads.yaml has no `roots` list")
    return apply_edits(text, [insert_in_sorted_sequence(text, node, root) for root in roots])


def _check_read_back(
    staged: Project, label: str, drafts: list[EventDraft], field_drafts: dict[str, tuple[FieldDraft, ...]]
) -> None:
    """The edited text must read back as exactly what was drafted (a guard on the splicing)."""
    catalog = load_catalog(staged.catalog, label)
    problems = []
    for draft in drafts:
        event = catalog.events.get(draft.type_literal)
        if event is None or (event.class_, event.category) != (draft.class_name, draft.category):
            problems.append(Problem(label, key_path("events", draft.type_literal), "did not read back as drafted"))
    expected = [*field_drafts.items(), *((d.type_literal, d.fields) for d in drafts)]
    for literal, fields in expected:
        have = catalog.events[literal].fields if literal in catalog.events else {}
        for f in fields:
            got = have.get(f.name)
            if got is None or (got.type, got.required, got.nullable) != (f.type, f.required, f.nullable):
                problems.append(Problem(label, key_path("events", literal, "fields", f.name),
                                        "did not read back as drafted"))
    if problems:
        raise SpecError([*problems, Problem(label, "", "sync --write stopped; nothing was written")])
