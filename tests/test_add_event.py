"""Adding an event end to end, and vendoring the package under another name.

Both import a second copy of the package, so they run it in a subprocess.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from .conftest import ROOT

NEW_EVENT = """
  response.apply_patch_call_operation_diff.delta:
    class: ResponseApplyPatchCallOperationDiffDeltaEvent
    category: custom_tool
    description: A piece of an apply_patch call's diff.
    fields:
      output_index: {type: int, description: Position of the item.}
      item_id: {type: str, description: Id of the item.}
      delta: {type: str, description: Text to append.}
"""


def _copy_project(tmp_path: Path) -> Path:
    for part in ("spec", "templates", "codegen"):
        shutil.copytree(ROOT / part, tmp_path / part, ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def _run_python(code: str, pythonpath: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=pythonpath,
                          env={"PYTHONPATH": str(pythonpath), "PATH": ""},
                          capture_output=True, text=True, check=False)


def test_a_new_catalog_entry_generates_parses_and_is_in_the_union(tmp_path: Path) -> None:
    project = _copy_project(tmp_path)
    catalog = project / "spec" / "events.yaml"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace("\nevents:\n", "\nevents:" + NEW_EVENT, 1),
                       encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "codegen", "--root", str(project), "generate"],
                         cwd=project, capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    check = _run_python("""
        import typing, responses_stream as rs
        e = rs.parse_event('{"type":"response.apply_patch_call_operation_diff.delta",'
                           '"output_index":0,"item_id":"apc_1","delta":"+x","sequence_number":5}')
        assert type(e).__name__ == "ResponseApplyPatchCallOperationDiffDeltaEvent", type(e)
        assert (e.delta, e.sequence_number, e.problems) == ("+x", 5, ())
        assert rs.EVENT_TYPES[e.type] is type(e)
        assert "ResponseApplyPatchCallOperationDiffDeltaEvent" in rs.__all__
        print(len(rs.EVENT_TYPES))
    """, project / "generated")
    assert check.returncode == 0, check.stderr
    assert check.stdout.strip() == "60"


def test_the_package_can_be_vendored_under_another_name(tmp_path: Path) -> None:
    vendored = tmp_path / "myapp" / "_vendor" / "rstream"
    shutil.copytree(ROOT / "generated" / "responses_stream", vendored,
                    ignore=shutil.ignore_patterns("__pycache__"))
    for package in (tmp_path / "myapp", tmp_path / "myapp" / "_vendor"):
        (package / "__init__.py").write_text("", encoding="utf-8")
    check = _run_python("""
        import sys
        from myapp._vendor import rstream
        e = rstream.parse_event('{"type":"response.created","sequence_number":0,"response":{}}')
        assert type(e).__name__ == "ResponseCreatedEvent" and e.problems, e
        assert not any(m == "responses_stream" or m.startswith("responses_stream.") for m in sys.modules)
    """, tmp_path)
    assert check.returncode == 0, check.stderr
