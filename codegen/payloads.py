"""Extract the nested payload schemas that events carry from the OpenAPI document.

``spec/payloads.yaml`` says which schemas are roots, which are pruned (request-side
only), which get another class name and which required fields real streams omit.
The result, ``spec/payloads.schema.json``, is structure only: no prose, every
object titled with its deliberate class name, open enums turned into strings.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .problems import Problem, SpecError

SCHEMA_PREFIX = "#/components/schemas/"
DEFS_PREFIX = "#/$defs/"
PROSE_KEYS = frozenset({"description", "title", "example", "examples", "deprecated", "externalDocs"})
# Value constraints are the server's business: a client that rejects a response for a
# too-long string or an unknown URL form loses the stream for nothing.
CONSTRAINT_KEYS = frozenset(
    {
        "format", "pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "uniqueItems", "minProperties",
        "maxProperties", "propertyNames",
    }
)
PRUNED_AS = {"any": {}, "string": {"type": "string"}, "object": {"type": "object"}}


@dataclass(frozen=True)
class PayloadConfig:
    """The parsed ``spec/payloads.yaml``."""

    roots: tuple[str, ...]
    prune: dict[str, str]
    rename: dict[str, str]
    optional: dict[str, str]
    open_enums: bool = True
    problems: list[Problem] = field(default_factory=list)


def load_config(path: Path) -> PayloadConfig:
    """Load the payload config strictly: unknown keys and wrong shapes are problems."""
    name = path.as_posix()
    problems: list[Problem] = []
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise SpecError([Problem(name, "", f"bad YAML: {exc}")]) from exc
    allowed = {"roots", "prune", "rename", "optional"}
    for key in sorted(set(raw) - allowed):
        problems.append(Problem(name, key, "unknown key"))
    prune: dict[str, str] = {}
    for schema, entry in (raw.get("prune") or {}).items():
        if not isinstance(entry, dict) or set(entry) != {"as", "reason"} or entry["as"] not in PRUNED_AS:
            problems.append(
                Problem(name, f"prune.{schema}", "needs exactly `as` (any|string|object) and `reason`")
            )
            continue
        prune[schema] = entry["as"]
    optional = {str(k): str(v) for k, v in (raw.get("optional") or {}).items()}
    rename = {str(k): str(v) for k, v in (raw.get("rename") or {}).items()}
    if problems:
        raise SpecError(problems)
    return PayloadConfig(tuple(raw.get("roots") or ()), prune, rename, optional)


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(SCHEMA_PREFIX):
            yield ref[len(SCHEMA_PREFIX) :]
        for value in node.values():
            yield from _refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value)


def closure(schemas: dict[str, Any], roots: tuple[str, ...], prune: dict[str, str]) -> list[str]:
    """Every schema reachable from ``roots`` without passing through a pruned one, sorted."""
    seen: set[str] = set()
    stack = list(roots)
    while stack:
        name = stack.pop()
        if name in seen or name in prune:
            continue
        seen.add(name)
        stack.extend(_refs(schemas[name]))
    return sorted(seen)


def _pascal(text: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in text.replace("-", "_").split("_") if part)


class _Lowering:
    """Rewrites one OpenAPI schema into the checked-in form (see the module docstring)."""

    def __init__(self, config: PayloadConfig, openapi_schemas: dict[str, Any]) -> None:
        self.config = config
        self.openapi_schemas = openapi_schemas

    def class_name(self, schema_name: str) -> str:
        return self.config.rename.get(schema_name, schema_name)

    def schema(self, name: str, node: dict[str, Any]) -> dict[str, Any]:
        merged = self._merge_all_of(node)
        return self._node(_non_null_variant(merged) or merged, self.class_name(name), is_root=True)

    def _merge_all_of(self, node: dict[str, Any]) -> dict[str, Any]:
        """Flatten ``allOf`` of objects into one object: one class, not a hierarchy of three."""
        if "allOf" not in node:
            return node
        merged: dict[str, Any] = {"type": "object", "properties": {}, "required": []}
        for part in node["allOf"]:
            part = self._resolve_for_merge(part)
            merged["properties"].update(part.get("properties", {}))
            merged["required"].extend(r for r in part.get("required", []) if r not in merged["required"])
        return merged

    def _resolve_for_merge(self, part: dict[str, Any]) -> dict[str, Any]:
        ref = part.get("$ref")
        if ref:
            return self._merge_all_of(self.openapi_schemas[ref[len(SCHEMA_PREFIX) :]])
        return self._merge_all_of(part)

    def _node(self, node: Any, title: str, is_root: bool = False) -> Any:
        if isinstance(node, list):
            return [self._node(v, title) for v in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str):
            target = ref[len(SCHEMA_PREFIX) :]
            if target in self.config.prune:
                return dict(PRUNED_AS[self.config.prune[target]])
            lowered = {"$ref": DEFS_PREFIX + self.class_name(target)}
            if _non_null_variant(self.openapi_schemas[target]) is not None:
                return {"anyOf": [lowered, {"type": "null"}]}
            return lowered
        out: dict[str, Any] = {}
        for key, value in sorted(node.items()):
            if key in PROSE_KEYS or key in CONSTRAINT_KEYS or key.startswith("x-") or key == "default":
                continue
            if key == "properties":
                out[key] = {p: self._node(v, title + _pascal(p)) for p, v in sorted(value.items())}
            elif key in ("anyOf", "oneOf"):
                variants = [v for v in value if v.get("type") != "null"]
                out[key] = [
                    self._node(v, title if len(variants) == 1 else f"{title}Variant{i}")
                    for i, v in enumerate(value)
                ]
            elif key == "items":
                out[key] = self._node(value, title)
            elif key == "enum" and not self._keeps_enum(node):
                continue
            elif key == "discriminator":
                out[key] = {"propertyName": value["propertyName"]}
            else:
                out[key] = self._node(value, title)
        return _titled(out, title, is_root)

    @staticmethod
    def _keeps_enum(node: dict[str, Any]) -> bool:
        """Only declared constants (discriminators like ``type``) stay enums: value sets grow."""
        return len(node.get("enum", [])) == 1 and node.get("x-stainless-const") is True


def _titled(node: dict[str, Any], title: str, is_root: bool) -> dict[str, Any]:
    """Give the node the title that names its class, where it becomes one.

    Objects with properties and unions of several objects become classes (or named
    aliases); without a title datamodel-code-generator would invent a numbered name.
    An object without properties is an open mapping.
    """
    union = node.get("oneOf") or node.get("anyOf") or []
    structured = [v for v in union if "$ref" in v or v.get("type") == "object"]
    if "properties" in node:
        node.setdefault("type", "object")
    if (not is_root and len(structured) > 1) or ("properties" in node and node["type"] == "object"):
        node["title"] = title
    if node.get("type") == "object" and "properties" not in node:
        node.setdefault("additionalProperties", True)
    return node


def _non_null_variant(node: dict[str, Any]) -> dict[str, Any] | None:
    """The object of a schema that is only ``anyOf: [object, null]``, else None.

    Such a schema becomes its object (one class, named for the schema) and every
    reference to it becomes nullable, instead of a class and a numbered twin.
    """
    variants = node.get("anyOf")
    if not isinstance(variants, list) or len(variants) != 2:
        return None
    non_null = [v for v in variants if v.get("type") != "null"]
    if len(non_null) == 1 and non_null[0].get("type") == "object" and "properties" in non_null[0]:
        return dict(non_null[0])
    return None


def _apply_optional(defs: dict[str, Any], config: PayloadConfig, file: str) -> list[Problem]:
    """Drop ``required`` for the fields that real recorded streams omit."""
    problems = []
    for dotted in sorted(config.optional):
        schema, *props = dotted.split(".")
        node = defs.get(config.rename.get(schema, schema))
        for depth, prop in enumerate(props):
            node = _object_with(node, prop)
            if node is None:
                break
            if depth < len(props) - 1:
                node = node["properties"][prop]
        if node is None or prop not in node.get("properties", {}):
            problems.append(Problem(file, f"optional.{dotted}", "no such field in the extracted schemas"))
            continue
        node["required"] = [r for r in node.get("required", []) if r != prop]
        if not node["required"]:
            del node["required"]
    return problems


def _object_with(node: Any, prop: str) -> Any:
    """Find the object schema holding ``prop``, looking through anyOf/oneOf/items."""
    if not isinstance(node, dict):
        return None
    if prop in node.get("properties", {}):
        return node
    for key in ("anyOf", "oneOf"):
        for variant in node.get(key, []):
            found = _object_with(variant, prop)
            if found is not None:
                return found
    if "items" in node:
        return _object_with(node["items"], prop)
    return None


def _reachable(defs: dict[str, Any], roots: list[str]) -> dict[str, Any]:
    """Drop what only the flattened ``allOf`` parts referenced."""
    seen: set[str] = set()
    stack = list(roots)
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        stack.extend(ref[len(DEFS_PREFIX) :] for ref in _def_refs(defs[name]))
    return {name: node for name, node in defs.items() if name in seen}


def _def_refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(DEFS_PREFIX):
            yield ref
        for value in node.values():
            yield from _def_refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _def_refs(value)


def extract(openapi: dict[str, Any], config: PayloadConfig, config_file: str) -> dict[str, Any]:
    """Build the checked-in payload schema document from the OpenAPI document."""
    schemas = openapi["components"]["schemas"]
    problems = [
        Problem(config_file, f"roots[{i}]", f"no schema {root!r} in the OpenAPI document")
        for i, root in enumerate(config.roots)
        if root not in schemas
    ]
    if problems:
        raise SpecError(problems)
    lowering = _Lowering(config, schemas)
    defs = {
        lowering.class_name(name): lowering.schema(name, schemas[name])
        for name in closure(schemas, config.roots, config.prune)
    }
    defs = _reachable(defs, [lowering.class_name(root) for root in config.roots])
    problems = _apply_optional(defs, config, config_file)
    if problems:
        raise SpecError(problems)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$comment": "Generated by `python -m codegen payloads` from the OpenAPI document; "
        "structure only. Edit spec/payloads.yaml, not this file.",
        "$defs": dict(sorted(defs.items())),
    }


def dump(document: dict[str, Any]) -> str:
    """Stable text for the checked-in file."""
    return json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
