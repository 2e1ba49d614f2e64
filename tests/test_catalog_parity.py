"""The catalog matches the OpenAPI document and the openai SDK, event by event.

Where the catalog differs on purpose, it says why (`differs:`); every other
difference fails here.
"""

from __future__ import annotations

import json
import typing

import pytest
import yaml

from codegen.openapi_events import stream_events

from .conftest import ROOT

OPENAPI = ROOT.parent / "shared" / "openapi" / "openapi.json"
CATALOG = yaml.safe_load((ROOT / "spec" / "events.yaml").read_text(encoding="utf-8"))
EVENTS = CATALOG["events"]
COMMON = CATALOG["common_fields"]
RENAME = yaml.safe_load((ROOT / "spec" / "payloads.yaml").read_text(encoding="utf-8"))["rename"] or {}


def _fields(literal: str) -> dict[str, dict[str, typing.Any]]:
    return {**COMMON, **(EVENTS[literal].get("fields") or {})}


def test_catalog_has_the_59_events_of_the_sdk() -> None:
    from openai.types.responses import ResponseStreamEvent as SDKUnion

    members = typing.get_args(typing.get_args(SDKUnion)[0])
    sdk = {typing.get_args(m.model_fields["type"].annotation)[0]: m.__name__ for m in members}
    assert len(EVENTS) == 59
    assert set(EVENTS) == set(sdk)
    assert {literal: spec["class"] for literal, spec in EVENTS.items()} == sdk


@pytest.mark.skipif(not OPENAPI.exists(), reason="../shared/openapi/openapi.json is not here")
def test_catalog_matches_the_openapi_document_or_says_why() -> None:
    document = {e.type_literal: e for e in stream_events(json.loads(OPENAPI.read_text()), RENAME)}
    unexplained = []
    for literal, spec in EVENTS.items():
        if literal not in document:
            if not spec.get("differs"):
                unexplained.append(f"{literal}: not in the document, and no `differs`")
            continue
        assert spec.get("openapi") == document[literal].schema_name, literal
        ours = _fields(literal)
        theirs = {f.name: f for f in document[literal].fields}
        for name in sorted(set(ours) | set(theirs)):
            mine, doc = ours.get(name), theirs.get(name)
            if mine is not None and mine.get("differs"):
                continue
            if mine is None or doc is None:
                unexplained.append(f"{literal}.{name}: only in the {'document' if mine is None else 'catalog'}")
            elif (mine["type"], mine.get("required", True), mine.get("nullable", False)) != (
                doc.type, doc.required, doc.nullable,
            ):
                unexplained.append(f"{literal}.{name}: catalog {mine} vs document {doc}")
    for literal in sorted(set(document) - set(EVENTS)):
        unexplained.append(f"{literal}: in the document, not in the catalog")
    assert not unexplained, "\n".join(unexplained)


def test_catalog_field_names_match_the_sdk_or_say_why() -> None:
    from openai.types.responses import ResponseStreamEvent as SDKUnion

    members = typing.get_args(typing.get_args(SDKUnion)[0])
    sdk = {typing.get_args(m.model_fields["type"].annotation)[0]: m for m in members}
    unexplained = []
    for literal in EVENTS:
        ours = {n for n, f in _fields(literal).items()}
        theirs = set(sdk[literal].model_fields) - {"type"}
        for name in sorted(ours ^ theirs):
            if name in ours and _fields(literal)[name].get("differs"):
                continue
            side = "catalog" if name in ours else "SDK"
            unexplained.append(f"{literal}.{name}: only in the {side}")
    assert not unexplained, "\n".join(unexplained)


def test_every_difference_gives_a_reason_in_words() -> None:
    for literal, spec in EVENTS.items():
        for where in [spec, *(spec.get("fields") or {}).values()]:
            if "differs" in where:
                assert len(where["differs"].split()) >= 4, literal
