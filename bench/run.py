"""``make bench``: this package against the openai SDK and the orjson floor, on the same bytes.

Prints the tables, writes ``bench/results/latest.json`` and rewrites the README's
Benchmarks section from it (``--from-json`` redoes only that last step). Every
figure is a ratio taken in one process between contenders timed in turn (ours,
SDK, floor, ours, ...), so a noisy machine moves them less than it moves absolute
times. About three minutes; ``--quick`` (under a minute: fewer repeats, no
100,000-delta streams) writes ``bench/results/quick.json`` and leaves the README alone.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import json
import os
import platform
import shutil
import sys
import tempfile
from importlib import metadata
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
GENERATED = ROOT / "generated"
sys.path.insert(0, str(GENERATED))  # measure this checkout's package, installed or not

import bench_sse  # noqa: E402
import measure  # noqa: E402
import report  # noqa: E402
import runners  # noqa: E402
import targets  # noqa: E402
import workloads  # noqa: E402

CHUNK = 4096
DELTA = ('{"type":"response.output_text.delta","content_index":0,"delta":"Hi","item_id":"msg_1",'
         '"logprobs":[],"obfuscation":"x1","output_index":0,"sequence_number":4}')
OURS_IMPORT = "import responses_stream"
OURS_FIRST = f"responses_stream.parse_event({DELTA!r})"
SDK_IMPORT = "import openai.types.responses\nfrom openai.lib.streaming.responses import ResponseStreamState"
SDK_FIRST = ("import json\nfrom openai._models import construct_type\n"
             f"construct_type(type_=openai.types.responses.ResponseStreamEvent, value=json.loads({DELTA!r}))")


def machine() -> dict[str, Any]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        cpu = platform.processor() or "unknown"
    nproc = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {
        "nproc": nproc, "cpu": cpu, "python": platform.python_version(),
        "platform": platform.platform(),
        "versions": {name: metadata.version(name) for name in ("openai", "pydantic", "pydantic-core", "orjson")},
        "date": datetime.date.today().isoformat(),
    }


def sdk_can_replay(body: bytes) -> bool:
    """Whether the SDK's stream gets through a recorded body (it raises on some real ones)."""
    try:
        runners.sdk([workloads.chunked(body, CHUNK)])
    except Exception:  # noqa: BLE001 - RuntimeError, APIError: the SDK's verdict on the stream
        return False
    return True


def build_workloads(quick: bool) -> list[tuple[workloads.Workload, int]]:
    """Each workload with its number of timed repeats (fewer for the long ones)."""
    skip = frozenset(path.name for path in sorted(workloads.FIXTURES.glob("*.sse"))
                     if not sdk_can_replay(path.read_bytes()))
    full = not quick
    plan = [
        (workloads.text_stream(1_000), 9),
        (workloads.text_stream(10_000), 5),
        *([(workloads.text_stream(100_000), 2)] if full else []),
        (workloads.text_stream(1_000, logprobs=True), 7),
        (workloads.text_stream(10_000, logprobs=True), 3),
        *([(workloads.text_stream(100_000, logprobs=True), 1)] if full else []),
        (workloads.mixed_stream(), 7),
        (workloads.partial_image(), 3),
        (workloads.fixtures(skip), 5),
    ]
    return plan if full else [(load, max(1, repeats // 3)) for load, repeats in plan]


def end_to_end(load: workloads.Workload, repeats: int) -> dict[str, Any]:
    bodies = [workloads.chunked(body, CHUNK) for body in load.bodies]
    whole = [[body] for body in load.bodies]  # the floor reads each body in one piece
    timed = measure.interleaved({"ours": lambda: runners.ours(bodies), "sdk": lambda: runners.sdk(bodies),
                                 "floor": lambda: runners.floor(whole),
                                 "ours_iter": lambda: runners.ours_iter(bodies)}, repeats, warmup=0)
    counts = {name: timing.result for name, timing in timed.items()}
    events = counts["floor"]
    if len(set(counts.values())) != 1:
        print(f"  warning: {load.name}: the contenders delivered different event counts {counts}")
    ours, sdk, floor, ours_iter = timed["ours"], timed["sdk"], timed["floor"], timed["ours_iter"]
    row = {
        "workload": load.name, "title": load.title, "bytes": load.size, "events": events,
        "deltas": load.deltas, "counts": counts, "notes": load.notes,
        "ours": ours.as_json(), "sdk": sdk.as_json(), "floor": floor.as_json(),
        "ours_iter": ours_iter.as_json(),
        "ours_events_per_s": events / ours.best, "sdk_events_per_s": events / sdk.best,
        "floor_events_per_s": events / floor.best, "ours_iter_events_per_s": events / ours_iter.best,
        "speedup_vs_sdk": sdk.best / ours.best, "ours_over_floor": ours.best / floor.best,
    }
    print(f"  {load.name:24} {events:7,} ev  ours {ours.best * 1e3:9.1f} ms  SDK {sdk.best * 1e3:9.1f} ms"
          f"  floor {floor.best * 1e3:8.1f} ms  -> {row['speedup_vs_sdk']:5.1f}x SDK, "
          f"{row['ours_over_floor']:4.1f}x floor")
    return row


def scaling(rows: list[dict[str, Any]]) -> dict[str, Any]:
    by_name = {row["workload"]: row for row in rows}
    out = {}
    for label, suffix in (("text", ""), ("text with logprobs", "+logprobs")):
        small, big = by_name.get(f"text-1000{suffix}"), by_name.get(f"text-100000{suffix}")
        if small is None or big is None:
            continue
        out[label] = {side: (big[side]["best_s"] / big["deltas"]) / (small[side]["best_s"] / small["deltas"])
                      for side in ("ours", "sdk")}
    return out


def memory(load: workloads.Workload, warm: workloads.Workload) -> dict[str, Any]:
    """Peak memory while reading ``load``: tracemalloc here, and peak RSS in fresh processes."""
    bodies = [workloads.chunked(body, CHUNK) for body in load.bodies]
    for run in (runners.ours, runners.sdk):  # what is built once (schemas, lazy imports) is not counted
        run([workloads.chunked(body, CHUNK) for body in warm.bodies])
    ours = measure.peak_memory(lambda: runners.ours(bodies))
    sdk = measure.peak_memory(lambda: runners.sdk(bodies))
    print(f"  peak memory (tracemalloc), {load.name}: ours {ours / 1e6:.2f} MB, SDK {sdk / 1e6:.2f} MB")
    with tempfile.TemporaryDirectory() as folder:
        warm_path, path = Path(folder) / "warm.sse", Path(folder) / "body.sse"
        warm_path.write_bytes(warm.bodies[0])
        path.write_bytes(load.bodies[0])
        rss = {side: measure.peak_rss_growth(side, str(warm_path), str(path), [str(BENCH), str(GENERATED)])
               for side in ("ours", "sdk")}
    print(f"  peak RSS growth, {load.name}: ours {rss['ours'] / 1e6:.2f} MB, SDK {rss['sdk'] / 1e6:.2f} MB")
    return {"workload": load.name, "ours_bytes": ours, "sdk_bytes": sdk, "ratio": ours / sdk,
            "ours_rss_bytes": rss["ours"], "sdk_rss_bytes": rss["sdk"], "rss_ratio": rss["ours"] / rss["sdk"]}


def decoder(loads: dict[str, workloads.Workload], quick: bool) -> dict[str, Any]:
    cases = [("text-10000", CHUNK, 5), ("mixed", CHUNK, 5), ("partial-image-20MB", CHUNK, 3),
             ("text-1000", 1, 1 if quick else 3)]
    rows = []
    for name, size, repeats in cases:
        load = loads[name]
        bodies = [workloads.chunked(body, size) for body in load.bodies]
        contenders = {"ours": functools.partial(runners.decoder_ours, bodies),
                      "sdk": functools.partial(runners.decoder_sdk, bodies)}
        timed = measure.interleaved(contenders, repeats, warmup=0)
        title = f"{load.title}, {'1-byte' if size == 1 else '4 KiB'} chunks"
        row = {"title": title, "bytes": load.size, "ours_s": timed["ours"].best, "sdk_s": timed["sdk"].best,
               "ours_mb_per_s": load.size / timed["ours"].best / 1e6,
               "sdk_mb_per_s": load.size / timed["sdk"].best / 1e6,
               "speedup": timed["sdk"].best / timed["ours"].best}
        print(f"  decoder, {title}: {row['speedup']:.1f}x the SDK's")
        rows.append(row)
    print("  decoder linearity (bench/bench_sse.py):")
    return {"rows": rows, "linearity": bench_sse.measure(10 if quick else 1)}


def imports(runs: int) -> dict[str, Any]:
    """Fresh interpreters, ours and the SDK's in turn."""
    ours, sdk = [], []
    for _ in range(runs):
        ours.append(measure.fresh_import(OURS_IMPORT, OURS_FIRST, 1, str(GENERATED)))
        sdk.append(measure.fresh_import(SDK_IMPORT, SDK_FIRST, 1, str(GENERATED)))
    result: dict[str, Any] = {"ours": _median(ours), "sdk": _median(sdk), "ours_statement": OURS_IMPORT,
                              "sdk_statement": SDK_IMPORT.replace("\n", "; ")}
    result["ratio"] = result["ours"]["import_s"] / result["sdk"]["import_s"]
    print(f"  import: ours {result['ours']['import_s'] * 1e3:.0f} ms, "
          f"SDK {result['sdk']['import_s'] * 1e3:.0f} ms ({result['ratio']:.2f}x)")
    return result


def _median(samples: list[dict[str, Any]]) -> dict[str, Any]:
    keys = ("import_s", "first_event_s", "rss_kb")
    return {key: sorted(sample[key] for sample in samples)[len(samples) // 2] for key in keys} | {
        "runs": len(samples)}


def generate(runs: int) -> dict[str, Any]:
    """``python -m codegen generate`` into a copy of spec/ and templates/ with no generated/."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            for part in ("spec", "templates"):
                shutil.copytree(ROOT / part, Path(folder) / part)
            times.append(measure.wall_time([sys.executable, "-m", "codegen", "--root", folder, "generate"],
                                           cwd=str(ROOT)))
    times.sort()
    print(f"  make generate from clean: {times[len(times) // 2]:.1f} s")
    return {"median_s": times[len(times) // 2], "runs": runs, "times_s": times}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats, no 100k streams, README untouched")
    parser.add_argument("--from-json", action="store_true",
                        help="measure nothing: redo the tables and the README from bench/results/latest.json")
    args = parser.parse_args()
    if args.from_json:
        saved: dict[str, Any] = json.loads((BENCH / "results" / "latest.json").read_text(encoding="utf-8"))
        saved["targets"] = [target.as_json() for target in targets.evaluate(saved)]
        publish(saved, quick=False)
        return
    quick = args.quick
    results: dict[str, Any] = {"machine": machine()}
    print("workloads ...")
    plan = build_workloads(quick)
    loads = {load.name: load for load, _ in plan}
    print("warming up (schemas are built on first use) ...")
    warm = [workloads.chunked(body, CHUNK) for name in ("text-1000+logprobs", "mixed") for body in loads[name].bodies]
    for run in (runners.ours, runners.ours_iter, runners.sdk, runners.floor):
        run(warm)
    print("end to end:")
    results["end_to_end"] = [end_to_end(load, repeats) for load, repeats in plan]
    results["scaling"] = scaling(results["end_to_end"])
    print("memory:")
    big = loads.get("text-100000") or loads["text-10000"]
    results["memory"] = memory(big, loads["text-1000"])
    print("decoder:")
    results["decoder"] = decoder(loads, quick)
    print("import and generate:")
    results["import"] = imports(3 if quick else 7)
    results["generate"] = generate(1 if quick else 3)
    results["targets"] = [target.as_json() for target in targets.evaluate(results)] if not quick else []
    publish(results, quick)


def publish(results: dict[str, Any], quick: bool) -> None:
    """Print the tables, write the JSON, and (for a full run) the README's Benchmarks section."""
    markdown = report.tables(results)
    print()
    print(markdown)
    out = BENCH / "results" / ("quick.json" if quick else "latest.json")
    report.write_json(results, out)
    print(f"wrote {out.relative_to(ROOT)}")
    if not quick:
        readme = ROOT / "README.md"
        if report.update_readme(readme, markdown):
            print("updated the Benchmarks section of README.md")
        else:
            print(f"README.md has no bench markers; add {report.BEGIN!r} and {report.END!r}")


if __name__ == "__main__":
    main()
