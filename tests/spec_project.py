"""Helpers for the spec workflow tests: a small project in step with a small OpenAPI excerpt.

``tests/data/sync/spec`` is a six-event catalog (with the project's templates it
generates a working package) and ``tests/data/openapi-excerpt.json`` the document
it follows, except where the catalog says ``differs``.
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from codegen.cli import main

from .conftest import ROOT

DATA = Path(__file__).resolve().parent / "data"
EXCERPT = DATA / "openapi-excerpt.json"
SMALL_SPEC = DATA / "sync" / "spec"
_EXCERPT = json.loads(EXCERPT.read_text(encoding="utf-8"))


def small_project(folder: Path) -> Path:
    """A project folder holding the small catalog and the project's templates."""
    shutil.copytree(SMALL_SPEC, folder / "spec")
    shutil.copytree(ROOT / "templates", folder / "templates",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def excerpt() -> dict[str, Any]:
    """A fresh copy of the OpenAPI excerpt, for a test to change."""
    return copy.deepcopy(_EXCERPT)


def schemas(document: dict[str, Any]) -> dict[str, Any]:
    return document["components"]["schemas"]  # type: ignore[no-any-return]


def add_event(document: dict[str, Any], schema: str, literal: str, properties: dict[str, Any],
              required: list[str]) -> None:
    """Add a member to the document's ``ResponseStreamEvent`` (with its ``sequence_number``)."""
    schemas(document)[schema] = {
        "type": "object",
        "properties": {"type": {"type": "string", "enum": [literal], "x-stainless-const": True},
                       **properties, "sequence_number": {"type": "integer"}},
        "required": ["type", *required, "sequence_number"],
    }
    schemas(document)["ResponseStreamEvent"]["anyOf"].append({"$ref": f"#/components/schemas/{schema}"})


def write_document(document: dict[str, Any], path: Path) -> Path:
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    return path


def run_codegen(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``python -m codegen ARGS`` in this process: exit status, stdout, stderr."""
    capsys.readouterr()
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err
