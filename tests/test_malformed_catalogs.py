"""Malformed catalogs: every problem reported at once, located by file and key path.

Each folder under tests/malformed/ holds an events.yaml and the expected messages
(expected.txt, re-recorded only with UPDATE_GOLDEN=1).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from codegen.lower import lower
from codegen.payload_models import payload_names
from codegen.problems import SpecError
from codegen.spec_model import load_catalog

from .conftest import ROOT, check_golden

MALFORMED = Path(__file__).resolve().parent / "malformed"
CASES = sorted(p for p in MALFORMED.iterdir() if p.is_dir())


def _messages(case: Path) -> str:
    label = "spec/events.yaml"
    try:
        spec = load_catalog(case / "events.yaml", label)
        lower(spec, label, payload_names(ROOT / "spec" / "payloads.schema.json"))
    except SpecError as exc:
        return "".join(f"{p}\n" for p in exc.problems)
    pytest.fail(f"{case.name}: the catalog was accepted")


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.name)
def test_malformed_catalog_messages(case: Path) -> None:
    messages = _messages(case)
    assert all(line.startswith("spec/events.yaml: ") for line in messages.splitlines())
    check_golden(case / "expected.txt", messages)


def test_many_problems_are_reported_together() -> None:
    assert len(_messages(MALFORMED / "many_problems").splitlines()) >= 4


def test_generate_exits_2_and_writes_nothing_on_a_malformed_catalog(tmp_path: Path) -> None:
    for part in ("spec", "templates", "codegen", "generated"):
        shutil.copytree(ROOT / part, tmp_path / part, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(MALFORMED / "unknown_type" / "events.yaml", tmp_path / "spec" / "events.yaml")
    before = {p.name: p.read_bytes() for p in (tmp_path / "generated" / "responses_stream").iterdir()}
    run = subprocess.run([sys.executable, "-m", "codegen", "--root", str(tmp_path), "generate"],
                         cwd=tmp_path, capture_output=True, text=True, check=False)
    assert run.returncode == 2, run.stderr
    assert "unknown type 'strng'" in run.stderr and "nothing was written" in run.stderr
    after = {p.name: p.read_bytes() for p in (tmp_path / "generated" / "responses_stream").iterdir()}
    assert after == before
