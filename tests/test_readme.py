"""The README's examples run as written: the three ways in."""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
from typing import Any

import pytest

from responses_stream.testing import ReplayServer, Reply

from .conftest import FIXTURES, ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")
PYTHON_BLOCKS = re.findall(r"```python\n(.*?)```", README, re.S)
CONSOLE_BLOCKS = re.findall(r"```console\n\$ (.*?)\n```", README, re.S)


def _run_python(code: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {"__name__": "readme"})  # noqa: S102 - our own README
    return out.getvalue()


def test_the_readme_has_the_three_ways_in() -> None:
    assert len(PYTHON_BLOCKS) == 2 and len(CONSOLE_BLOCKS) == 1
    assert "rs.ResponsesClient" in PYTHON_BLOCKS[0] and "from_bytes" in PYTHON_BLOCKS[1]


def test_readme_client_example_streams_and_survives_a_dropped_connection(monkeypatch: Any) -> None:
    monkeypatch.chdir(ROOT)
    with ReplayServer(FIXTURES / "background-queued-text.sse", replies=[Reply(drop_after=7)]) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-readme")
        printed = _run_python(PYTHON_BLOCKS[0])
        assert [r.method for r in server.requests] == ["POST", "GET"]
    text, last = printed.rsplit("\n", 2)[:2]
    assert last.startswith("completed ") and text == last.removeprefix("completed ")


def test_readme_bytes_example_prints_the_function_call(monkeypatch: Any) -> None:
    monkeypatch.chdir(ROOT)
    assert _run_python(PYTHON_BLOCKS[1]).strip() == 'final_result {"result":6666}'


@pytest.mark.parametrize("command", CONSOLE_BLOCKS)
def test_readme_console_examples_run(command: str) -> None:
    argv = shlex.split(command)
    assert argv[:3] == ["python", "-m", "responses_stream"]
    run = subprocess.run([sys.executable, *argv[1:]], cwd=ROOT, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT / "generated")}, check=False)
    assert run.returncode == 1, run.stderr  # --strict, and this stream never finishes two items
    assert "item_not_done" in run.stdout and "Timeline" in run.stdout
