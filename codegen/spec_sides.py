"""One side of a spec diff: a catalog folder or a git revision, copied into a project-shaped folder.

Either way the side ends up as ``<folder>/spec`` and ``<folder>/templates``, so the
same loaders and the same renderer read both sides. A folder may be a project
root (holding ``spec/events.yaml``) or a catalog folder (holding ``events.yaml``);
a side borrows the template folders it lacks from the current project.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path

from .generate import Project
from .problems import Problem, SpecError

COPIED = ("spec", "templates")


@dataclass(frozen=True)
class Side:
    """A side as the user named it, and where its copy is."""

    label: str
    project: Project


def materialize(name: str, repo: Path, into: Path) -> Side:
    """Copy the side named ``name`` (a folder, else a git revision of ``repo``) into ``into``."""
    into.mkdir(parents=True, exist_ok=True)
    path = Path(name)
    if path.is_dir():
        _copy_folder(path.resolve(), into, repo)
    elif _is_revision(name, repo):
        _export_revision(name, repo, into)
    else:
        raise SpecError([Problem(name, "", "neither a folder holding events.yaml nor a git revision of "
                                 f"{repo}")])
    _borrow_templates(repo / "templates", into / "templates")
    return Side(name, Project(into))


def _borrow_templates(current: Path, side: Path) -> None:
    """Give the side the current project's template folders it does not have (an older
    revision may predate ``templates/docs``)."""
    side.mkdir(exist_ok=True)
    for folder in sorted(current.iterdir()):
        if folder.is_dir() and not (side / folder.name).exists():
            shutil.copytree(folder, side / folder.name)


def _copy_folder(path: Path, into: Path, repo: Path) -> None:
    if (path / "spec" / "events.yaml").is_file():
        shutil.copytree(path / "spec", into / "spec")
        if (path / "templates" / "package").is_dir():
            shutil.copytree(path / "templates", into / "templates")
    elif (path / "events.yaml").is_file():
        shutil.copytree(path, into / "spec")
        if (path.parent / "templates" / "package").is_dir():
            shutil.copytree(path.parent / "templates", into / "templates")
    else:
        raise SpecError([Problem(str(path), "", "no events.yaml or spec/events.yaml in this folder")])


def _git(repo: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, check=False)


def _is_revision(name: str, repo: Path) -> bool:
    return _git(repo, "rev-parse", "--verify", "--quiet", f"{name}^{{commit}}").returncode == 0


def _export_revision(revision: str, repo: Path, into: Path) -> None:
    """``git archive`` each folder of the revision (paths relative to ``repo``) and unpack it."""
    for folder in COPIED:
        run = _git(repo, "archive", "--format=tar", f"{revision}:./{folder}")
        if run.returncode != 0:
            if folder == "spec":
                raise SpecError([Problem(revision, "", "git archive of spec/ failed: "
                                         + run.stderr.decode("utf-8", "replace").strip())])
            continue
        with tarfile.open(fileobj=io.BytesIO(run.stdout)) as archive:
            if hasattr(tarfile, "data_filter"):  # refuse links and paths out of the folder
                archive.extractall(into / folder, filter="data")
            else:  # pragma: no cover - Python without the extraction filters
                archive.extractall(into / folder)
