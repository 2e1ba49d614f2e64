"""The results as Markdown tables (printed and in the README) and as JSON.

The README's "Benchmarks" section is rewritten between two marker comments from
the JSON, so the table there is always the last run's.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

BEGIN = "<!-- bench:begin (written by `make bench` from bench/results/latest.json; do not edit) -->"
END = "<!-- bench:end -->"


def tables(results: dict[str, Any]) -> str:
    """Every table of one run, in Markdown."""
    parts = [_machine(results["machine"]), _end_to_end(results["end_to_end"]), _scaling(results),
             _memory_import(results), _decoder(results["decoder"]), _targets(results["targets"])]
    return "\n\n".join(parts) + "\n"


def _machine(machine: dict[str, Any]) -> str:
    versions = ", ".join(f"{name} {version}" for name, version in machine["versions"].items())
    return (f"Machine: {machine['nproc']} CPUs ({machine['cpu']}), Python {machine['python']}, "
            f"{versions}; {machine['date']}.")


def _end_to_end(rows: list[dict[str, Any]]) -> str:
    lines = [
        "End to end, bytes in 4 KiB chunks to typed events to the final response "
        "(best of interleaved runs; events/s = SSE events delivered):",
        "",
        "| workload | MB | events | ours ev/s | µs/event | SDK ev/s | ours vs SDK | floor ev/s "
        "| ours / floor | ours via iter_events, ev/s |",
        "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    for row in rows:
        lines.append(
            f"| {row['title']} | {row['bytes'] / 1e6:.1f} | {row['events']:,} "
            f"| {row['ours_events_per_s']:,.0f} | {1e6 / row['ours_events_per_s']:.1f} "
            f"| {row['sdk_events_per_s']:,.0f} | **{row['speedup_vs_sdk']:.1f}x** "
            f"| {row['floor_events_per_s']:,.0f} | **{row['ours_over_floor']:.1f}x** "
            f"| {row['ours_iter_events_per_s']:,.0f} |"
        )
    lines += ["", "ours: `ResponseStream.from_bytes(chunks)` up to `get_final_response()`; "
              "SDK: `client.responses.stream(...)` over an `httpx2.MockTransport` serving the same "
              "chunks, up to `get_final_response()`; floor: `orjson.loads` of every `data:` payload."]
    skipped = sorted({name for row in rows for name in row["notes"].get("skipped", [])})
    if skipped:
        lines.append(f"Left out because the SDK raises on them: {', '.join(f'`{n}`' for n in skipped)}.")
    return "\n".join(lines)


def _scaling(results: dict[str, Any]) -> str:
    lines = ["Scaling: time per delta at 100,000 deltas over time per delta at 1,000 (1.0 = linear):",
             "", "| stream | ours | SDK |", "|---|--:|--:|"]
    for name, row in results["scaling"].items():
        lines.append(f"| {name} | {row['ours']:.2f} | {row['sdk']:.2f} |")
    return "\n".join(lines)


def _memory_import(results: dict[str, Any]) -> str:
    memory, imports, generate = results["memory"], results["import"], results["generate"]
    ours, sdk = imports["ours"], imports["sdk"]
    return "\n".join([
        "| cost | ours | SDK | ours / SDK |",
        "|---|--:|--:|--:|",
        f"| peak memory (tracemalloc), {memory['workload']} | {memory['ours_bytes'] / 1e6:.2f} MB "
        f"| {memory['sdk_bytes'] / 1e6:.2f} MB | {memory['ratio']:.3f}x |",
        f"| peak RSS growth (fresh process, body read from a file), {memory['workload']} "
        f"| {memory['ours_rss_bytes'] / 1e6:.2f} MB | {memory['sdk_rss_bytes'] / 1e6:.2f} MB "
        f"| {memory['rss_ratio']:.2f}x |",
        f"| import, fresh process (median of {ours['runs']}) | {ours['import_s'] * 1e3:.0f} ms "
        f"| {sdk['import_s'] * 1e3:.0f} ms | {imports['ratio']:.2f}x |",
        f"| import and first event parsed | {ours['first_event_s'] * 1e3:.0f} ms "
        f"| {sdk['first_event_s'] * 1e3:.0f} ms | {ours['first_event_s'] / sdk['first_event_s']:.2f}x |",
        f"| resident memory grown by the import | {ours['rss_kb'] / 1e3:.0f} MB "
        f"| {sdk['rss_kb'] / 1e3:.0f} MB | {ours['rss_kb'] / sdk['rss_kb']:.2f}x |",
        "",
        f"`make generate` from a clean `generated/`: {generate['median_s']:.1f} s "
        f"(median of {generate['runs']}).",
        "",
        f"Imports compared: `{imports['ours_statement']}` against `{imports['sdk_statement']}`.",
    ])


def _decoder(decoder: dict[str, Any]) -> str:
    lines = ["SSE decoder alone, bytes to raw events:", "",
             "| input | ours MB/s | SDK MB/s | ours vs SDK |", "|---|--:|--:|--:|"]
    for row in decoder["rows"]:
        lines.append(f"| {row['title']} | {row['ours_mb_per_s']:.1f} | {row['sdk_mb_per_s']:.1f} "
                     f"| {row['speedup']:.1f}x |")
    linear = decoder["linearity"]
    lines += ["", "Decoder linearity (`bench/bench_sse.py`; time per byte, big input over small):", "",
              "| case | small | big | ratio |", "|---|--:|--:|--:|"]
    for case in linear.values():
        if "ratio" in case:
            lines.append(f"| {case['title']} | {_size(case['small'])} | {_size(case['big'])} "
                         f"| {case['ratio']:.2f} |")
    return "\n".join(lines)


def _size(side: dict[str, Any]) -> str:
    return f"{side['bytes'] / 1e6:.1f} MB, {side['events']:,} ev, {side['seconds'] * 1e3:.0f} ms"


def _targets(targets: list[dict[str, Any]]) -> str:
    lines = ["Targets:", "", "| target | goal | this run | holds |", "|---|---|--:|:-:|"]
    for target in targets:
        mark = "yes" if target["holds"] else "**no**"
        lines.append(f"| {target['name']} | {target['goal']} | {target['figure']} | {mark} |")
    return "\n".join(lines)


def write_json(results: dict[str, Any], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


def update_readme(readme: Path, markdown: str) -> bool:
    """Replace the text between the markers; False (and nothing written) if they are missing."""
    text = readme.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        return False
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    readme.write_text(f"{head}{BEGIN}\n{markdown}{END}{tail}", encoding="utf-8")
    return True
