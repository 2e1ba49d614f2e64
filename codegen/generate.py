"""Render the package: one code path for ``generate`` (write) and ``check`` (compare).

The whole tree is built in memory, formatted with the pinned black, then written
to a temporary folder that replaces the old one, so a failure writes nothing.
"""

from __future__ import annotations

import difflib
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import black
import jinja2

from .ir import CatalogIR
from .lower import lower
from .package import PackageIR, package_ir
from .payload_models import generate_source, payload_names
from .problems import Problem, SpecError
from .spec_model import load_catalog

PACKAGE = "responses_stream"
BLACK_MODE = black.Mode(line_length=100, target_versions={black.TargetVersion.PY310})
RUNTIME_HEADER = (
    "# Copied from templates/runtime/{name} by `make generate`. Do not edit: change the\n"
    "# template and regenerate.\n"
)


@dataclass(frozen=True)
class Project:
    """Where the inputs and the output of one generation are."""

    root: Path

    @property
    def catalog(self) -> Path:
        return self.root / "spec" / "events.yaml"

    @property
    def payload_schema(self) -> Path:
        return self.root / "spec" / "payloads.schema.json"

    @property
    def templates(self) -> Path:
        return self.root / "templates" / "package"

    @property
    def runtime(self) -> Path:
        return self.root / "templates" / "runtime"

    @property
    def output(self) -> Path:
        return self.root / "generated" / PACKAGE

    def label(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()


def load_ir(project: Project) -> CatalogIR:
    """Load and validate the catalog against the payload classes."""
    spec = load_catalog(project.catalog, project.label(project.catalog))
    return lower(spec, project.label(project.catalog), payload_names(project.payload_schema))


def render_tree(project: Project) -> dict[str, bytes]:
    """Every file of the generated package, by relative path."""
    catalog = load_ir(project)
    package = package_ir(catalog, project.runtime)
    files: dict[str, str] = {}
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(project.templates),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    header = env.get_template("macros.jinja").module.header() + "\n"  # type: ignore[attr-defined]
    for template in sorted(project.templates.glob("*.py.jinja")):
        name = template.name.removesuffix(".jinja")
        files[name] = env.get_template(template.name).render(catalog=catalog, package=package)
    files["payloads.py"] = generate_source(project.payload_schema, header, project.label(project.payload_schema))
    for path in sorted(project.runtime.glob("*.py")):
        files[path.name] = RUNTIME_HEADER.format(name=path.name) + path.read_text(encoding="utf-8")
    tree = {name: _format(name, text, project).encode("utf-8") for name, text in files.items()}
    tree["py.typed"] = b""
    return dict(sorted(tree.items()))


def _format(name: str, source: str, project: Project) -> str:
    try:
        return black.format_str(source, mode=BLACK_MODE)
    except Exception as exc:  # black raises several types; keep the raw output for the reader
        raw = Path(tempfile.gettempdir()) / f"responses_stream-unformatted-{name}"
        raw.write_text(source, encoding="utf-8")
        raise SpecError([Problem(f"generated/{PACKAGE}/{name}", "",
                                 f"black could not format it ({exc}); raw output kept at {raw}")]) from exc


def write_tree(tree: dict[str, bytes], output: Path) -> None:
    """Write into a sibling temporary folder, then swap it in: never a half-written package."""
    output.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{output.name}-", dir=output.parent))
    try:
        for name, content in tree.items():
            (staging / name).write_bytes(content)
        old = output.with_name(f".{output.name}-old")
        if old.exists():
            shutil.rmtree(old)
        if output.exists():
            os.replace(output, old)
        os.replace(staging, output)
        if old.exists():
            shutil.rmtree(old)
    finally:
        if staging.exists():
            shutil.rmtree(staging)


def read_tree(output: Path) -> dict[str, bytes]:
    """The files currently in the output folder (caches ignored)."""
    if not output.is_dir():
        return {}
    return {
        p.name: p.read_bytes()
        for p in sorted(output.iterdir())
        if p.is_file() and p.suffix != ".pyc"
    }


def tree_diff(expected: dict[str, bytes], actual: dict[str, bytes], prefix: str) -> str:
    """A unified diff between two trees; empty when they are equal."""
    chunks = []
    for name in sorted(set(expected) | set(actual)):
        want = expected.get(name, b"").decode("utf-8", "replace").splitlines(keepends=True)
        have = actual.get(name, b"").decode("utf-8", "replace").splitlines(keepends=True)
        if want != have or (name in expected) != (name in actual):
            chunks.extend(difflib.unified_diff(have, want, f"{prefix}/{name} (on disk)",
                                               f"{prefix}/{name} (generated)"))
    return "".join(chunks)


__all__ = ["Project", "PackageIR", "load_ir", "render_tree", "write_tree", "read_tree", "tree_diff"]
