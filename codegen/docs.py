"""Render the catalog as documentation: ``docs/EVENTS.md``, by ``make generate``.

Every event with its category, fields and accumulate rule, grouped by the
catalog's ``categories`` (in their order), with a table of contents. Headings,
anchors and table cells are computed here; the template only loops and prints.
``generate`` writes these files and ``check`` compares them, through the same
:func:`render_docs`.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import jinja2

from .generate import Project, load_ir
from .spec_model import AccumulateSpec, CatalogSpec, EventSpec, FieldSpec, load_catalog

DOCS_FOLDER = "docs"
TEMPLATE = "EVENTS.md.jinja"
NON_SLUG = re.compile(r"[^\w\- ]")


@dataclass(frozen=True)
class FieldRow:
    """One table row; every cell is Markdown, escaped for a table."""

    name: str
    type: str
    required: str
    description: str


@dataclass(frozen=True)
class EventDoc:
    """One event's section."""

    type_literal: str
    class_name: str
    anchor: str
    description: str
    accumulate: str
    openapi: str
    differs: Optional[str]
    fields: tuple[FieldRow, ...]


@dataclass(frozen=True)
class CategoryDoc:
    """One category's section, events in catalog order."""

    name: str
    anchor: str
    description: str
    events: tuple[EventDoc, ...]


@dataclass(frozen=True)
class DocsIR:
    """Everything EVENTS.md prints."""

    event_count: int
    common_fields: tuple[FieldRow, ...]
    common_anchor: str
    categories: tuple[CategoryDoc, ...]


class _Slugs:
    """GitHub's heading anchors: lowercase, punctuation dropped, spaces to hyphens, repeats numbered."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()

    def __call__(self, heading: str) -> str:
        slug = NON_SLUG.sub("", heading.strip().lower()).replace(" ", "-")
        count = self.seen[slug]
        self.seen[slug] += 1
        return slug if count == 0 else f"{slug}-{count}"


def cell(text: str) -> str:
    """Text that stays inside one Markdown table cell."""
    return " ".join(text.split()).replace("|", "\\|")


def accumulate_text(spec: Optional[AccumulateSpec]) -> str:
    """``append_delta`` -> ``content.text``, with any flag the rule carries (``parsed``)."""
    if spec is None:
        return "none"
    text = f"`{spec.rule}`" + (f" → `{spec.target}`" if spec.target else "")
    extras = spec.model_dump(exclude_defaults=True, exclude={"rule", "target"})
    flags = [name if value is True else f"{name}: {value}" for name, value in sorted(extras.items())]
    return text + (f" ({', '.join(flags)})" if flags else "")


def field_row(name: str, spec: FieldSpec) -> FieldRow:
    type_text = f"`{''.join(spec.type.split())}`" + (" or null" if spec.nullable else "")
    description = spec.description.strip()
    if spec.differs:
        description += f" *Differs from the OpenAPI document: {spec.differs.strip()}*"
    return FieldRow(f"`{name}`", cell(type_text), "yes" if spec.required else "no", cell(description))


def event_doc(literal: str, spec: EventSpec, slug: _Slugs) -> EventDoc:
    return EventDoc(
        type_literal=literal,
        class_name=spec.class_,
        anchor=slug(literal),
        description=" ".join(spec.description.split()),
        accumulate=accumulate_text(spec.accumulate),
        openapi=f"`{spec.openapi}`" if spec.openapi else "not in the document",
        differs=" ".join(spec.differs.split()) if spec.differs else None,
        fields=tuple(field_row(n, f) for n, f in spec.fields.items()),
    )


def docs_ir(catalog: CatalogSpec) -> DocsIR:
    """The documentation model: categories in catalog order, events in catalog order within each."""
    slug = _Slugs()
    common_anchor = slug("Fields every event has")
    categories = []
    for name, description in catalog.categories.items():
        anchor = slug(name)
        events = tuple(
            event_doc(literal, spec, slug)
            for literal, spec in catalog.events.items()
            if spec.category == name
        )
        categories.append(CategoryDoc(name, anchor, " ".join(description.split()), events))
    return DocsIR(
        event_count=len(catalog.events),
        common_fields=tuple(field_row(n, f) for n, f in catalog.common_fields.items()),
        common_anchor=common_anchor,
        categories=tuple(categories),
    )


def render_docs(project: Project) -> dict[str, bytes]:
    """The documentation files, by name inside ``docs/``; the catalog is validated first."""
    load_ir(project)
    catalog = load_catalog(project.catalog, project.label(project.catalog))
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(project.root / "templates" / DOCS_FOLDER),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    text = env.get_template(TEMPLATE).render(docs=docs_ir(catalog))
    return {TEMPLATE.removesuffix(".jinja"): text.encode("utf-8")}


def docs_folder(project: Project) -> Path:
    return project.root / DOCS_FOLDER


def read_docs(names: list[str], folder: Path) -> dict[str, bytes]:
    """The generated documentation files as they are on disk (hand-written neighbours ignored)."""
    return {name: (folder / name).read_bytes() for name in names if (folder / name).is_file()}


def write_docs(files: dict[str, bytes], folder: Path) -> None:
    """Write the generated files only, leaving anything else in ``docs/`` alone."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        path = folder / name
        if not path.is_file() or path.read_bytes() != content:
            path.write_bytes(content)
