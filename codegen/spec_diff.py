"""``python -m codegen diff OLD NEW``: what a spec change means, as Markdown for a pull request.

Every change is marked breaking or not *for code that uses the generated
package*: removing or retyping what it reads, making a field optional (it may now
be None), making it required (events without it now fail validation), or changing
what the accumulator does. Adding an event, an optional field or a rule is not.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal, Optional

from .code_summary import CodeSummary
from .docs import accumulate_text
from .draft import REVIEW_MARKER
from .field_compare import FieldChange, catalog_shapes, field_changes
from .generate import Project
from .payload_diff import payload_changes
from .spec_model import AccumulateSpec, CatalogSpec, EventSpec, load_catalog

Section = Literal["events", "fields", "accumulate rules", "categories", "nested payloads"]
SECTIONS: tuple[Section, ...] = ("events", "fields", "accumulate rules", "categories", "nested payloads")
COMMON = "every event (common field)"


@dataclass(frozen=True)
class Change:
    """One change from the old catalog to the new one."""

    section: Section
    subject: str
    text: str
    breaking: bool


def load_side(project: Project) -> tuple[CatalogSpec, dict[str, Any]]:
    """A side's catalog and its payload schemas (``$defs``)."""
    catalog = load_catalog(project.catalog, project.label(project.catalog))
    defs = json.loads(project.payload_schema.read_text(encoding="utf-8"))["$defs"]
    return catalog, defs


def spec_changes(
    old: CatalogSpec, new: CatalogSpec, old_defs: dict[str, Any], new_defs: dict[str, Any]
) -> list[Change]:
    """Every change, section by section."""
    changes = list(_event_changes(old, new))
    changes += _field_changes(old, new)
    changes += _accumulate_changes(old, new)
    changes += [
        Change("categories", f"`{name}`", "added" if name in new.categories else "removed", False)
        for name in sorted(set(old.categories) ^ set(new.categories))
    ]
    changes += [Change("nested payloads", f"`{c.schema}`", c.text, c.breaking)
                for c in payload_changes(old_defs, new_defs)]
    return changes


def _event_changes(old: CatalogSpec, new: CatalogSpec) -> Iterator[Change]:
    for literal in sorted(set(old.events) | set(new.events)):
        before, after = old.events.get(literal), new.events.get(literal)
        subject = f"`{literal}`"
        if after is None:
            assert before is not None
            yield Change("events", subject, f"removed: `{before.class_}` is gone and the type "
                         "now arrives as `UnknownEvent`", True)
        elif before is None:
            review = f"; still marked {REVIEW_MARKER}" if _needs_review(after) else ""
            yield Change("events", subject,
                         f"added as `{after.class_}` (category `{after.category}`){review}", False)
        else:
            if before.class_ != after.class_:
                yield Change("events", subject, f"class renamed `{before.class_}` → `{after.class_}`", True)
            if before.category != after.category:
                yield Change("events", subject,
                             f"category `{before.category}` → `{after.category}`", False)
            if before.validate_ != after.validate_:
                yield Change("events", subject,
                             f"validate hook `{before.validate_}` → `{after.validate_}`", False)


def _needs_review(event: EventSpec) -> bool:
    texts = [event.description, *(f.description for f in event.fields.values())]
    return any(REVIEW_MARKER in text for text in texts)


def _field_changes(old: CatalogSpec, new: CatalogSpec) -> list[Change]:
    """Per event, the changes of its own fields; common fields once, for every event."""
    changes = [
        Change("fields", COMMON, _field_text(c), _field_breaking(c))
        for c in field_changes(catalog_shapes(old, None), catalog_shapes(new, None))
    ]
    for literal in sorted(set(old.events) & set(new.events)):
        before, after = old.events[literal], new.events[literal]
        own = set(before.fields) | set(after.fields)
        changes += [
            Change("fields", f"`{literal}`", _field_text(c), _field_breaking(c))
            for c in field_changes(catalog_shapes(old, before), catalog_shapes(new, after))
            if c.name in own
        ]
    return changes


def _field_text(change: FieldChange) -> str:
    name = f"`{change.name}`"
    if change.kind == "added":
        assert change.new is not None
        return f"field {name} added ({change.new.label})"
    if change.kind == "removed":
        assert change.old is not None
        return f"field {name} removed (was {change.old.label})"
    assert change.old is not None and change.new is not None
    if change.kind == "retyped":
        return f"field {name} retyped `{change.old.type_label}` → `{change.new.type_label}`"
    if change.kind == "made_required":
        return f"field {name} made required: events without it now fail validation"
    return f"field {name} made optional: it may now be None"


def _field_breaking(change: FieldChange) -> bool:
    if change.kind == "added":
        assert change.new is not None
        return change.new.required
    return True


def _accumulate_changes(old: CatalogSpec, new: CatalogSpec) -> Iterator[Change]:
    for literal in sorted(set(old.events) | set(new.events)):
        before = _rule(old.events.get(literal))
        after = _rule(new.events.get(literal))
        if _dump(before) == _dump(after) or (after is None and literal not in new.events):
            continue
        subject = f"`{literal}`"
        if before is None:
            yield Change("accumulate rules", subject, f"rule added: {accumulate_text(after)}", False)
        elif after is None:
            yield Change("accumulate rules", subject,
                         f"rule removed (was {accumulate_text(before)}): the accumulator ignores it", True)
        else:
            yield Change("accumulate rules", subject,
                         f"rule {accumulate_text(before)} → {accumulate_text(after)}", True)


def _rule(event: Optional[EventSpec]) -> Optional[AccumulateSpec]:
    return None if event is None else event.accumulate


def _dump(rule: Optional[AccumulateSpec]) -> Optional[dict[str, Any]]:
    return None if rule is None else rule.model_dump()


def format_markdown(changes: list[Change], summary: CodeSummary, old_label: str, new_label: str) -> str:
    """The pull-request summary: counts, changes by section, then the generated code."""
    breaking = sum(c.breaking for c in changes)
    lines = [f"## Spec changes: `{old_label}` → `{new_label}`", ""]
    if not changes:
        lines += ["No change to the catalog or the nested payload schemas.", ""]
    else:
        noun = "change" if breaking == 1 else "changes"
        lead = f"**{breaking} breaking {noun}**" if breaking else "No breaking change"
        lines += [f"{lead} for code that uses the generated package; "
                  f"{len(changes) - breaking} non-breaking.", ""]
    for section in SECTIONS:
        chosen = [c for c in changes if c.section == section]
        if not chosen:
            continue
        lines += [f"### {section.capitalize()}", ""]
        for change in chosen:
            mark = "**breaking**" if change.breaking else "non-breaking"
            lines.append(f"- {mark} · {change.subject}: {change.text}")
        lines.append("")
    lines += _summary_lines(summary)
    return "\n".join(lines).rstrip("\n") + "\n"


def _summary_lines(summary: CodeSummary) -> list[str]:
    lines = ["### Generated code", ""]
    if summary.problem:
        return lines + [f"Not compared: {summary.problem}", ""]
    if not summary.files:
        return lines + ["No generated file changes.", ""]
    lines += ["| file | change | lines |", "|---|---|---|"]
    lines += [f"| `{f.path}` | {f.status} | +{f.added} −{f.removed} |" for f in summary.files]
    lines.append("")
    if summary.names_added:
        lines.append("Public names added: " + ", ".join(f"`{n}`" for n in summary.names_added) + ".")
    if summary.names_removed:
        lines.append("Public names removed: " + ", ".join(f"`{n}`" for n in summary.names_removed) + ".")
    return lines + [""]
