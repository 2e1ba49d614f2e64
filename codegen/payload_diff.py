"""Compare two versions of the nested payload schemas (``spec/payloads.schema.json``).

Each change says whether code reading the generated payload models could break:
a union that gains a variant or an object that gains an optional property is
additive; anything removed, retyped or made required is not.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .payloads import DEFS_PREFIX


@dataclass(frozen=True)
class PayloadChange:
    """One change of one payload schema, from the old side to the new side."""

    schema: str
    text: str
    breaking: bool


def payload_changes(old: dict[str, Any], new: dict[str, Any]) -> list[PayloadChange]:
    """Every change between two ``$defs`` mappings, sorted by schema name."""
    changes: list[PayloadChange] = []
    for name in sorted(set(old) | set(new)):
        if name not in new:
            changes.append(PayloadChange(name, "schema removed", True))
        elif name not in old:
            changes.append(PayloadChange(name, "schema added", False))
        elif old[name] != new[name]:
            changes.extend(_schema_changes(name, old[name], new[name]))
    return changes


def _schema_changes(name: str, old: dict[str, Any], new: dict[str, Any]) -> list[PayloadChange]:
    if _is_object(old) and _is_object(new):
        return _object_changes(name, old, new)
    old_variants, new_variants = _variants(old), _variants(new)
    if old_variants is not None and new_variants is not None:
        rest_old = {k: v for k, v in old.items() if k not in ("anyOf", "oneOf")}
        rest_new = {k: v for k, v in new.items() if k not in ("anyOf", "oneOf")}
        if rest_old == rest_new:
            added = [v for v in new_variants if v not in old_variants]
            removed = [v for v in old_variants if v not in new_variants]
            return [PayloadChange(name, f"variant {v} added", False) for v in added] + [
                PayloadChange(name, f"variant {v} removed", True) for v in removed
            ]
    return [PayloadChange(name, "schema changed", True)]


def _object_changes(name: str, old: dict[str, Any], new: dict[str, Any]) -> list[PayloadChange]:
    old_props, new_props = old.get("properties", {}), new.get("properties", {})
    old_required, new_required = set(old.get("required", [])), set(new.get("required", []))
    changes = []
    for prop in sorted(set(old_props) | set(new_props)):
        label = f"property `{prop}`"
        if prop not in new_props:
            changes.append(PayloadChange(name, f"{label} removed", True))
        elif prop not in old_props:
            required = prop in new_required
            changes.append(PayloadChange(
                name, f"{label} added ({'required' if required else 'optional'})", required))
        else:
            if old_props[prop] != new_props[prop]:
                changes.append(PayloadChange(name, f"{label} retyped", True))
            if (prop in old_required) != (prop in new_required):
                state = "required" if prop in new_required else "optional"
                changes.append(PayloadChange(name, f"{label} made {state}", True))
    rest_old = {k: v for k, v in old.items() if k not in ("properties", "required")}
    rest_new = {k: v for k, v in new.items() if k not in ("properties", "required")}
    if rest_old != rest_new:
        changes.append(PayloadChange(name, "schema changed", True))
    return changes


def _is_object(node: dict[str, Any]) -> bool:
    return node.get("type") == "object" and "properties" in node


def _variants(node: dict[str, Any]) -> list[str] | None:
    """The union's members, named (a ``$ref`` by its class, others by their JSON)."""
    members = node.get("oneOf", node.get("anyOf"))
    if not isinstance(members, list):
        return None
    return [_variant_name(member) for member in members]


def _variant_name(member: Any) -> str:
    ref = member.get("$ref") if isinstance(member, dict) else None
    if isinstance(ref, str) and ref.startswith(DEFS_PREFIX):
        return f"`{ref[len(DEFS_PREFIX):]}`"
    return f"`{json.dumps(member, sort_keys=True)}`"
