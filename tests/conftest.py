"""Shared test helpers: the project layout, the recorded fixtures, golden files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
GOLDEN = Path(__file__).resolve().parent / "golden"
UPDATE_GOLDEN = os.environ.get("UPDATE_GOLDEN") == "1"
RERECORD = "UPDATE_GOLDEN=1 make test"


def fixture_files() -> list[Path]:
    """The recorded stream bodies, sorted by name."""
    return sorted(FIXTURES.glob("*.sse"))


def data_payloads(path: Path) -> list[str]:
    """Every ``data:`` payload of a recorded file (each event there has one data line)."""
    return [
        line[len("data: ") :]
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("data: ") and line != "data: [DONE]"
    ]


def check_golden(path: Path, actual: str) -> None:
    """Compare with a golden file; re-record only when UPDATE_GOLDEN=1 is set."""
    if UPDATE_GOLDEN:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"golden file {path.relative_to(ROOT)} is missing; record it with: {RERECORD}")
    expected = path.read_text(encoding="utf-8")
    if expected != actual:
        import difflib

        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True), actual.splitlines(keepends=True),
                str(path.relative_to(ROOT)), "actual",
            )
        )
        pytest.fail(f"{path.relative_to(ROOT)} differs:\n{diff}\nre-record with: {RERECORD}")


@pytest.fixture(params=fixture_files(), ids=lambda p: p.stem)
def recorded(request: pytest.FixtureRequest) -> Path:
    """Each recorded fixture in turn."""
    return request.param  # type: ignore[no-any-return]
