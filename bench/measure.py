"""Measurement helpers: interleaved timing, peak memory, fresh-process timings.

Timing interleaves the contenders (ours, SDK, floor, ours, SDK, floor, ...) so that
a noisy neighbour slows every side alike, and reports the minimum and the median
of the repeats. Ratios are taken between minimums (the least disturbed runs).
"""

from __future__ import annotations

import gc
import json
import os
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Timing:
    """Wall times of repeated runs of one contender, and what each run returned."""

    times: tuple[float, ...]
    result: Any

    @property
    def best(self) -> float:
        return min(self.times)

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    def as_json(self) -> dict[str, Any]:
        return {"best_s": self.best, "median_s": self.median, "repeats": len(self.times)}


def interleaved(contenders: Mapping[str, Callable[[], Any]], repeats: int, warmup: int = 1) -> dict[str, Timing]:
    """Run each contender ``repeats`` times, round-robin, after ``warmup`` untimed rounds.

    The garbage collector runs before each timed call (not during: a full collection
    left over from the previous contender would be charged to the next one).
    """
    for _ in range(warmup):
        for run in contenders.values():
            run()
    times: dict[str, list[float]] = {name: [] for name in contenders}
    results: dict[str, Any] = {}
    for _ in range(repeats):
        for name, run in contenders.items():
            gc.collect()
            start = time.perf_counter()
            results[name] = run()
            times[name].append(time.perf_counter() - start)
    return {name: Timing(tuple(times[name]), results[name]) for name in contenders}


def peak_memory(run: Callable[[], Any]) -> int:
    """Peak bytes allocated by Python while ``run`` runs (tracemalloc), above what it started with."""
    gc.collect()
    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        run()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak - before


IMPORT_PROBE = """
import json, os, sys, time
def rss_kb():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024
rss = rss_kb()
start = time.perf_counter()
exec(sys.argv[1])
imported = time.perf_counter() - start
exec(sys.argv[2])
first = time.perf_counter() - start
grown = rss_kb() - rss
print(json.dumps({"import_s": imported, "first_event_s": first, "rss_kb": grown}))
"""


def fresh_import(statement: str, first_use: str, runs: int, path: str) -> dict[str, Any]:
    """Median over ``runs`` fresh interpreters: time to run ``statement`` (the imports),
    time until ``first_use`` (one event parsed) also ran, and the resident memory grown
    by both (Linux: from /proc/self/statm)."""
    samples = []
    env = {**os.environ, "PYTHONPATH": path}
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", IMPORT_PROBE, statement, first_use],
                             capture_output=True, text=True, check=True, env=env)
        samples.append(json.loads(out.stdout))
    return {key: statistics.median(sample[key] for sample in samples) for key in samples[0]} | {"runs": runs}


RSS_PROBE = """
import gc, sys
import runners
def status(field):  # kB, from the kernel's accounting of this process (Linux)
    with open("/proc/self/status") as lines:
        return next(int(line.split()[1]) for line in lines if line.startswith(field + ":"))
run = getattr(runners, sys.argv[1])
def chunks(path):
    with open(path, "rb", buffering=0) as body:
        while chunk := body.read(4096):
            yield chunk
run([chunks(sys.argv[2])])  # warm up: schemas, caches
gc.collect()
before = status("VmRSS")
with open("/proc/self/clear_refs", "w") as clear:
    clear.write("5")  # reset the high-water mark (VmHWM) to the current RSS
run([chunks(sys.argv[3])])
print(status("VmHWM") - before)
"""


def peak_rss_growth(runner: str, warm_path: str, path: str, sys_path: list[str]) -> int:
    """Bytes the peak resident set grows by while ``runners.<runner>`` reads the body at
    ``path`` in 4 KiB chunks straight from the file, in a fresh process.

    Unlike tracemalloc this sees every allocation (pydantic-core's own buffers too), at
    the price of the allocator's granularity: freed memory is not always given back.
    """
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys_path)}
    out = subprocess.run([sys.executable, "-c", RSS_PROBE, runner, warm_path, path],
                         capture_output=True, text=True, check=True, env=env)
    return int(out.stdout.split()[-1]) * 1024


def wall_time(command: list[str], cwd: str) -> float:
    """Seconds a command takes, start to exit (it must succeed)."""
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, check=True, capture_output=True)
    return time.perf_counter() - start
