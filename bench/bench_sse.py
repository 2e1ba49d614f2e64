"""Scaling check for the SSE decoder: time per byte must not grow with input size.

Prints time-per-byte ratios (big input / small input); a ratio near 1.0 means
linear time, a ratio near 10 would mean quadratic. No pass/fail: machines are
noisy, so read the numbers. When one feed() returns 100,000 events, CPython's
cyclic GC (which walks the live event objects) adds to the big run; (b') shows
the decoder alone.

    python bench/bench_sse.py            # ~30 s
    python bench/bench_sse.py --quick    # inputs 10x smaller
"""

from __future__ import annotations

import argparse
import base64
import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

try:
    from responses_stream._sse import SSEDecoder
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "generated"))
    from responses_stream._sse import SSEDecoder

CHUNK = 4096


def best_of(repeat: int, run: Callable[[], int]) -> tuple[float, int]:
    """Best wall time of ``repeat`` runs, and what the run returned (an event count)."""
    best, result = float("inf"), 0
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        best = min(best, time.perf_counter() - start)
    return best, result


def one_event(size: int) -> bytes:
    """One ``data:`` event whose payload is ``size`` bytes of base64."""
    payload = base64.b64encode(bytes(range(256)) * (size // 192 + 1))[:size]
    return b"data: " + payload + b"\n\n"


def small_events(count: int) -> bytes:
    line = b'data: {"type":"response.output_text.delta","delta":"hi","sequence_number":%d}\n\n'
    return b"".join(line % i for i in range(count))


def feed_bytes_one_by_one(body: bytes) -> int:
    feed = SSEDecoder().feed
    count = 0
    for i in range(len(body)):
        count += len(feed(body[i : i + 1]))
    return count


def feed_in_chunks(body: bytes, size: int) -> int:
    decoder = SSEDecoder()
    count = 0
    for i in range(0, len(body), size):
        count += len(decoder.feed(body[i : i + size]))
    return count + len(decoder.flush())


def compare(title: str, small: bytes, big: bytes, run: Callable[[bytes], int], repeat: int) -> dict[str, Any]:
    """Time ``run`` on both inputs, print the figures, and return them."""
    t_small, n_small = best_of(repeat, lambda: run(small))
    t_big, n_big = best_of(repeat, lambda: run(big))
    per_small, per_big = t_small / len(small), t_big / len(big)
    print(f"{title}")
    for label, body, seconds, events in (
        ("small", small, t_small, n_small),
        ("big", big, t_big, n_big),
    ):
        print(
            f"  {label:5} {len(body) / 1e6:7.2f} MB {events:7d} events  {seconds:7.3f} s  "
            f"{seconds / len(body) * 1e9:7.1f} ns/byte  {len(body) / seconds / 1e6:7.1f} MB/s"
        )
    print(f"  time-per-byte ratio big/small: {per_big / per_small:.2f}  (1.0 = linear)")
    return {
        "title": title,
        "small": {"bytes": len(small), "events": n_small, "seconds": t_small},
        "big": {"bytes": len(big), "events": n_big, "seconds": t_big},
        "ratio": per_big / per_small,
    }


def measure(scale: int = 1) -> dict[str, Any]:
    """Run every comparison (printing as it goes); the figures, keyed (a) to (d)."""
    mb = 1_000_000
    figures: dict[str, Any] = {}
    figures["a"] = compare(
        "(a) one data: event of base64, fed in 1-byte chunks",
        one_event(2 * mb // scale),
        one_event(20 * mb // scale),
        feed_bytes_one_by_one,
        repeat=1,
    )
    small, big = small_events(10_000 // scale), small_events(100_000 // scale)
    figures["b"] = compare(
        "(b) small events, the whole body in one chunk",
        small,
        big,
        lambda body: feed_in_chunks(body, len(body)),
        repeat=5,
    )
    gc.disable()  # one feed() returns every event at once: keep the GC's share apart
    try:
        figures["b'"] = compare(
            "(b') the same with the cyclic GC disabled",
            small,
            big,
            lambda body: feed_in_chunks(body, len(body)),
            repeat=5,
        )
    finally:
        gc.enable()
    figures["c"] = compare(
        f"(c) small events, {CHUNK}-byte chunks",
        small,
        big,
        lambda body: feed_in_chunks(body, CHUNK),
        repeat=5,
    )
    try:
        from openai._streaming import SSEDecoder as SDKDecoder
    except ImportError:
        return figures
    chunks = [big[i : i + CHUNK] for i in range(0, len(big), CHUNK)]
    ours, count = best_of(5, lambda: feed_in_chunks(big, CHUNK))
    sdk, sdk_count = best_of(5, lambda: sum(1 for _ in SDKDecoder().iter_bytes(iter(chunks))))
    assert count == sdk_count
    print(f"(d) same {CHUNK}-byte chunks of {count} events, for reference")
    print(f"  this decoder {ours * 1e3:7.1f} ms   openai SDK decoder {sdk * 1e3:7.1f} ms")
    print(f"  speed-up {sdk / ours:.1f}x")
    figures["d"] = {"events": count, "ours_s": ours, "sdk_s": sdk, "speedup": sdk / ours}
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="inputs 10x smaller")
    measure(10 if parser.parse_args().quick else 1)


if __name__ == "__main__":
    main()
