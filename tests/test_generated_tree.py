"""The generated package is exactly what the generator writes, and writes the same twice."""

from __future__ import annotations

from codegen.generate import Project, read_tree, render_tree, tree_diff, write_tree

from .conftest import RERECORD, ROOT, UPDATE_GOLDEN


def test_generated_tree_matches_a_fresh_generation() -> None:
    project = Project(ROOT)
    fresh = render_tree(project)
    if UPDATE_GOLDEN:
        write_tree(fresh, project.output)
    diff = tree_diff(fresh, read_tree(project.output), "generated/responses_stream")
    assert not diff, f"{diff}\ngenerated/ is stale; re-record with: {RERECORD} (or make generate)"


def test_generation_is_byte_stable() -> None:
    project = Project(ROOT)
    assert render_tree(project) == render_tree(project)


def test_every_generated_file_says_it_is_generated_and_how_to_regenerate() -> None:
    for name, content in render_tree(Project(ROOT)).items():
        if name.endswith(".py"):
            head = content.decode("utf-8").splitlines()[0]
            assert head.startswith(("# Generated from spec/", "# Copied from templates/runtime/")), name
            assert b"make generate" in content[:300], name


def test_no_timestamps_in_the_output() -> None:
    import re

    stamp = re.compile(rb"20\d\d-\d\d-\d\d[T ]\d\d:\d\d")
    for name, content in render_tree(Project(ROOT)).items():
        assert not stamp.search(content), name


def test_the_package_depends_only_on_pydantic_and_the_standard_library() -> None:
    import ast
    import sys

    allowed = {"pydantic", "pydantic_core", "typing_extensions", "httpx"}  # httpx: optional extra
    for path in sorted((ROOT / "generated" / "responses_stream").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                roots = {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                roots = {node.module.split(".")[0]}
            else:
                continue
            foreign = roots - allowed - set(sys.stdlib_module_names)
            assert not foreign, f"{path.name} imports {foreign}"


def test_import_is_cheap_and_every_name_loads_on_first_use() -> None:
    import subprocess
    import sys

    code = (
        "import sys, responses_stream as rs\n"
        "assert 'responses_stream._client' not in sys.modules and 'asyncio' not in sys.modules\n"
        "assert 'responses_stream.events' not in sys.modules\n"
        "assert rs.parse_event('{\"type\":\"keepalive\"}').type == 'keepalive'\n"
        "assert 'responses_stream.events' in sys.modules and len(rs.EVENT_TYPES) == 59\n"
        "from responses_stream import ResponseAccumulator\n"
        "assert rs.ResponsesClient.__module__ == 'responses_stream._client'\n"
        "assert 'ResponseStream' in dir(rs)\n"
        "try:\n    rs.NoSuchName\nexcept AttributeError as e:\n    assert 'NoSuchName' in str(e)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT / "generated", capture_output=True,
                         text=True, check=False)
    assert run.returncode == 0, run.stderr
