"""The issue's targets, checked against the figures of one run."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Target:
    name: str
    goal: str
    figure: str
    holds: bool

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "goal": self.goal, "figure": self.figure, "holds": self.holds}


def evaluate(results: dict[str, Any]) -> list[Target]:
    rows = {row["workload"]: row for row in results["end_to_end"]}
    targets = []
    for name in ("text-10000", "mixed"):
        row = rows[name]
        targets.append(Target(f"speed vs SDK, {name}", ">= 10x the SDK's events/s",
                              f"{row['speedup_vs_sdk']:.1f}x", row["speedup_vs_sdk"] >= 10))
    for name in ("text-10000", "mixed"):
        row = rows[name]
        targets.append(Target(f"distance to the orjson floor, {name}", "<= 8x the floor's time",
                              f"{row['ours_over_floor']:.1f}x", row["ours_over_floor"] <= 8))
    scaling = results["scaling"]["text"]
    targets.append(Target("linear: time/delta at 100k over 1k", "<= 1.1",
                          f"{scaling['ours']:.2f} (SDK {scaling['sdk']:.2f})", scaling["ours"] <= 1.1))
    memory = results["memory"]
    targets.append(Target(f"peak memory, {memory['workload']}", "<= 0.5x the SDK's",
                          f"{memory['ratio']:.3f}x ({_mb(memory['ours_bytes'])} vs "
                          f"{_mb(memory['sdk_bytes'])})", memory["ratio"] <= 0.5))
    imports = results["import"]
    targets.append(Target("import time", "<= 0.25x the SDK's",
                          f"{imports['ratio']:.2f}x ({imports['ours']['import_s'] * 1e3:.0f} ms vs "
                          f"{imports['sdk']['import_s'] * 1e3:.0f} ms)", imports["ratio"] <= 0.25))
    generate = results["generate"]
    targets.append(Target("`make generate` from a clean generated/", "< 15 s",
                          f"{generate['median_s']:.1f} s", generate["median_s"] < 15))
    return targets


def _mb(size: float) -> str:
    return f"{size / 1e6:.2f} MB"
