"""What the package exports: computed from the catalog and the runtime modules' ``__all__``."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from .ir import CatalogIR
from .problems import Problem, SpecError

REGISTRY_NAMES = ("EVENT_TYPES", "ResponseStreamEvent")
# What ``import responses_stream`` loads: the models and ``parse_event``. The other
# runtime modules (decoder, accumulator, streams, client) load on first use of one of their names,
# so that a program that only parses, or not yet, does not pay for them at start-up.
EAGER_RUNTIME = frozenset({"_base", "_errors", "_parse"})


@dataclass(frozen=True)
class RuntimeExport:
    """A hand-written runtime module and the public names it declares in ``__all__``."""

    name: str
    names: tuple[str, ...]
    lazy: bool


@dataclass(frozen=True)
class PackageIR:
    """The package's public surface."""

    runtime_exports: tuple[RuntimeExport, ...]
    all_names: tuple[str, ...]

    @property
    def eager_exports(self) -> tuple[RuntimeExport, ...]:
        return tuple(e for e in self.runtime_exports if not e.lazy)

    @property
    def lazy_exports(self) -> tuple[RuntimeExport, ...]:
        return tuple(e for e in self.runtime_exports if e.lazy)


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
    """Collect every runtime module's exports; two modules exporting one name is an error."""
    exports = []
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
        exports.append(RuntimeExport(path.stem, tuple(sorted(names)), path.stem not in EAGER_RUNTIME))
    if problems:
        raise SpecError(problems)
    return PackageIR(tuple(exports), tuple(sorted(owners)))
