"""Spec problems: collected with their location, reported together, never one at a time."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong with the spec, located by file and key path."""

    file: str
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}: {self.path}" if self.path else self.file
        return f"{where}: {self.message}"


class SpecError(Exception):
    """The spec has problems; nothing was generated. ``problems`` lists every one."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(set(problems))
        super().__init__("\n".join(str(p) for p in self.problems))


def key_path(*parts: str | int) -> str:
    """Render a key path the way the messages show it: ``events["x"].fields.delta``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part.isidentifier():
            out += f".{part}" if out else part
        else:
            out += f'["{part}"]'
    return out
