"""What a spec change does to the generated output: files and public names that change.

Both sides are rendered with the current generator (``render_tree`` and
``render_docs``, the code paths of ``make generate``) and compared in memory.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Optional

from .docs import DOCS_FOLDER, render_docs
from .generate import PACKAGE, Project, load_ir, render_tree
from .package import package_ir
from .problems import SpecError


@dataclass(frozen=True)
class FileChange:
    """One output file that differs, with its line counts."""

    path: str
    status: str  # added | removed | changed
    added: int
    removed: int


@dataclass(frozen=True)
class CodeSummary:
    """The output files and public names that change; ``problem`` when a side does not render."""

    files: tuple[FileChange, ...] = ()
    names_added: tuple[str, ...] = ()
    names_removed: tuple[str, ...] = ()
    problem: Optional[str] = None


def rendered_output(project: Project) -> tuple[dict[str, bytes], tuple[str, ...]]:
    """Every generated file by its path in the project, and the package's public names."""
    files = {f"generated/{PACKAGE}/{n}": c for n, c in render_tree(project).items()}
    files.update({f"{DOCS_FOLDER}/{n}": c for n, c in render_docs(project).items()})
    names = package_ir(load_ir(project), project.runtime).all_names
    return files, names


def summarize(old: Project, new: Project) -> CodeSummary:
    """Compare the outputs of two project-shaped folders."""
    try:
        old_files, old_names = rendered_output(old)
        new_files, new_names = rendered_output(new)
    except SpecError as exc:
        return CodeSummary(problem="; ".join(str(p) for p in exc.problems))
    changes = []
    for path in sorted(set(old_files) | set(new_files)):
        before, after = old_files.get(path), new_files.get(path)
        if before == after:
            continue
        status = "added" if before is None else "removed" if after is None else "changed"
        added, removed = _line_counts(before or b"", after or b"")
        changes.append(FileChange(path, status, added, removed))
    return CodeSummary(
        files=tuple(changes),
        names_added=tuple(sorted(set(new_names) - set(old_names))),
        names_removed=tuple(sorted(set(old_names) - set(new_names))),
    )


def _line_counts(before: bytes, after: bytes) -> tuple[int, int]:
    old_lines = before.decode("utf-8", "replace").splitlines()
    new_lines = after.decode("utf-8", "replace").splitlines()
    added = removed = 0
    matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag in ("replace", "delete"):
            removed += i2 - i1
        if tag in ("replace", "insert"):
            added += j2 - j1
    return added, removed
