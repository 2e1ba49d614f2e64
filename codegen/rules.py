"""The accumulate rules an event may name, and what each needs from the event.

Each rule is a hand-written primitive of the runtime accumulator
(``templates/runtime/_accumulate.py``); the generator renders the table from event
type to primitive and target. A target is ``<place>.<attribute>``: the place is
where in the snapshot the rule writes, and it decides which index fields the
event must carry to address it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .ir import AccumulateIR

# place -> the event fields that address it
PLACES: dict[str, tuple[str, ...]] = {
    "item": ("output_index",),
    "content": ("output_index", "content_index"),
    "summary": ("output_index", "summary_index"),
    "command": ("output_index", "command_index"),
    "shell_output": ("output_index", "command_index"),
    "audio": (),
}


@dataclass(frozen=True)
class Rule:
    """A primitive: the fields it reads and whether it writes to a target place."""

    reads: tuple[str, ...]
    needs_target: bool
    value_type: Optional[str] = None  # the type the read value must have, if any


RULES: dict[str, Rule] = {
    "set_response": Rule(("response",), False),
    "finish_response": Rule(("response",), False),
    "record_error": Rule(("message",), False),
    "add_item": Rule(("output_index", "item"), False),
    "finish_item": Rule(("output_index", "item"), False),
    "add_content_part": Rule(("output_index", "content_index", "part"), False),
    "finish_content_part": Rule(("output_index", "content_index", "part"), False),
    "add_summary_part": Rule(("output_index", "summary_index", "part"), False),
    "finish_summary_part": Rule(("output_index", "summary_index", "part"), False),
    "add_annotation": Rule(("output_index", "content_index", "annotation_index", "annotation"), False),
    "append_delta": Rule(("delta",), True),
    "replace_value": Rule((), True),
    "set_status": Rule(("output_index",), False),
    "keep_partial_image": Rule(("output_index", "partial_image_b64"), False),
    "append_streams": Rule(("output_index", "command_index", "delta"), False),
    "nothing": Rule((), False),
}

STATUS_RULE_TARGET = "item.status"


def split_target(target: str) -> tuple[str, str]:
    place, _, attribute = target.partition(".")
    return place, attribute


def rule_problems(rule: str, target: Optional[str], field_types: dict[str, str]) -> list[str]:
    """Why this rule cannot apply to an event with these fields (empty when it can).

    ``replace_value`` and ``set_status`` targets carry their source after a colon:
    ``content.text:text`` copies the event's ``text`` field, ``item.status=completed``
    sets a constant.
    """
    spec = RULES.get(rule)
    if spec is None:
        return [f"unknown accumulate rule {rule!r}; known: {', '.join(sorted(RULES))}"]
    problems = [f"rule {rule!r} needs field {name!r}" for name in spec.reads if name not in field_types]
    if rule == "set_status":
        if not target or not target.startswith(STATUS_RULE_TARGET + "="):
            problems.append(f"rule 'set_status' needs a target like '{STATUS_RULE_TARGET}=completed'")
        return problems
    if not spec.needs_target:
        if target is not None:
            problems.append(f"rule {rule!r} takes no target")
        return problems
    if not target:
        return problems + [f"rule {rule!r} needs a target like 'content.text'"]
    where, _, source = target.partition(":")
    place, attribute = split_target(where)
    if place not in PLACES or not attribute.isidentifier():
        problems.append(f"target {target!r}: place must be one of {sorted(PLACES)} followed by .attribute")
        return problems
    problems += [
        f"target {target!r} is addressed by field {name!r}, which the event lacks"
        for name in PLACES[place]
        if name not in field_types
    ]
    if rule == "replace_value":
        if not source:
            problems.append(f"target {target!r} needs ':<field>' naming the value to copy")
        elif source not in field_types:
            problems.append(f"target {target!r} copies field {source!r}, which the event lacks")
    elif source:
        problems.append(f"rule {rule!r} takes no ':<field>' in its target")
    return problems


def accumulate_ir(rule: str, target: Optional[str], parsed: bool) -> AccumulateIR:
    """Split a (valid) target into the parts the dispatch table prints."""
    place = attribute = source = value = None
    if target:
        where, _, source_text = target.partition(":")
        where, _, value_text = where.partition("=")
        place, attribute = split_target(where)
        source, value = source_text or None, value_text or None
    reads = set(RULES[rule].reads) | set(PLACES.get(place or "", ())) | ({source} if source else set())
    return AccumulateIR(rule, place, attribute, source, value, tuple(sorted(reads)),
                        rule == "append_delta", parsed)
