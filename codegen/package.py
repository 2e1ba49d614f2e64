"""What the package exports: computed from the catalog and the runtime modules' ``__all__``."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from .ir import CatalogIR
from .problems import Problem, SpecError

REGISTRY_NAMES = ("EVENT_TYPES", "ResponseStreamEvent")
# What ``import responses_stream`` loads: the base classes and the errors. Every other
# module (the models, the parser, the decoder, the accumulator, the streams, the client)
# loads on first use of one of its names (PEP 562), so that a program pays for what it
# uses when it uses it, and importing the package costs little more than pydantic.
EAGER_MODULES = frozenset({"_base", "_errors"})


@dataclass(frozen=True)
class ModuleExport:
    """A module of the package and the public names the package root re-exports from it."""

    name: str
    names: tuple[str, ...]
    lazy: bool


@dataclass(frozen=True)
class PackageIR:
    """The package's public surface."""

    exports: tuple[ModuleExport, ...]
    all_names: tuple[str, ...]

    @property
    def eager_exports(self) -> tuple[ModuleExport, ...]:
        return tuple(e for e in self.exports if not e.lazy)

    @property
    def lazy_exports(self) -> tuple[ModuleExport, ...]:
        return tuple(e for e in self.exports if e.lazy)


def declared_names(path: Path) -> tuple[str, ...]:
    """The module's ``__all__``, read without importing it (empty when it has none)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            return tuple(ast.literal_eval(node.value))
    return ()


def package_ir(catalog: CatalogIR, runtime_dir: Path) -> PackageIR:
    """Collect every module's exports; two modules exporting one name is an error."""
    exports = [ModuleExport("_registry", REGISTRY_NAMES, lazy=True),
               ModuleExport("events", catalog.class_names, lazy=True)]
    owners: dict[str, str] = {name: "events" for name in catalog.class_names}
    owners.update({name: "_registry" for name in REGISTRY_NAMES})
    problems = []
    for path in sorted(runtime_dir.glob("*.py")):
        names = declared_names(path)
        if not names or not path.stem.startswith("_") or path.stem == "__main__":
            continue  # public submodules (``testing``) are imported on purpose, not at package import
        for name in names:
            if name in owners:
                problems.append(
                    Problem(path.as_posix(), "__all__", f"{name!r} is also exported by {owners[name]}")
                )
            owners[name] = path.stem
        exports.append(ModuleExport(path.stem, tuple(sorted(names)), path.stem not in EAGER_MODULES))
    if problems:
        raise SpecError(problems)
    return PackageIR(tuple(sorted(exports, key=lambda e: e.name)), tuple(sorted(owners)))
