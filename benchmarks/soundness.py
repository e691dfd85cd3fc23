"""The soundness check (``innovation_nb/puzzles/soundness.py``) on the shipped packs: how many puzzles one deal
decides (exact: no line reaches a hidden card) and how many must hold over the deals, and the CPU time of the whole
check per puzzle.

    python benchmarks/soundness.py [--exact-sample N] [--sample N] [--seed S] [--workers W] [--deals D]

First every shipped puzzle (or ``--exact-sample N`` of them, drawn with ``--seed``) is asked only whether it is
exact (``soundness.exact``: one search of every line of every first action in the stated deal), pack by pack.
Then ``--sample N`` puzzles (the same seed) are checked whole (``soundness.soundness``, ``--deals`` deals), and
the CPU seconds of each check are summed up by outcome: sound and exact, sound over the deals, refused (by why).
Each puzzle runs in one of ``--workers`` processes and its CPU time (``time.process_time``) is taken there, which
leaves out the waits for a core on a busy machine; the wall time of each part is printed too.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.puzzles import pack  # noqa: E402
from innovation_nb.puzzles.soundness import DEALS, MAX_POSITIONS, exact, soundness  # noqa: E402


def shipped() -> list[tuple[str, str, str, str]]:
    """Every shipped puzzle as (pack, name, its JSON, its first move), pack by pack."""
    out = []
    for n in pack.SHIPPED:
        df = pack.load_frame(pack.PACKS / f"{n}.parquet")
        out += [
            (n, name, text, first) for name, text, first in zip(pack.filled(df)["name"], df["puzzle"], df["first_move"])
        ]
    return out


def is_exact(item) -> tuple[str, bool, float]:
    where, name, text, _ = item
    p = pack.puzzle_of(text, name)
    t0 = time.process_time()
    one = exact(p)
    return where, one, time.process_time() - t0


def checked(item, deals: int) -> tuple[str, str, int, float, int]:
    """(pack, outcome, deals searched, CPU seconds, positions) of the whole check of one puzzle."""
    where, name, text, first = item
    p = pack.puzzle_of(text, name)
    t0 = time.process_time()
    r = soundness(p, first, deals=deals, max_positions=MAX_POSITIONS)
    cpu = time.process_time() - t0
    outcome = ("sound, exact" if r.exact else "sound over the deals") if r else f"refused: {r.why}"
    return where, outcome, r.deals, cpu, r.positions


def figures(times: list[float]) -> str:
    if not times:
        return ""
    q = statistics.quantiles(times, n=10, method="inclusive")[-1] if len(times) > 1 else times[0]
    return (
        f"median {statistics.median(times) * 1e3:8.0f} ms  mean {statistics.fmean(times) * 1e3:8.0f} ms  "
        f"90 % {q * 1e3:8.0f} ms  max {max(times):7.1f} s"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--exact-sample", type=int, default=None, help="ask this many puzzles if exact (default: all)")
    ap.add_argument("--sample", type=int, default=60, help="check this many puzzles whole (0: none)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--deals", type=int, default=DEALS)
    args = ap.parse_args()
    items = shipped()
    rng = random.Random(args.seed)
    print(f"{len(items)} shipped puzzles ({', '.join(pack.SHIPPED)}); load average {os.getloadavg()[0]:.1f}")

    asked = items if args.exact_sample is None else rng.sample(items, min(args.exact_sample, len(items)))
    t0 = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        answers = list(pool.map(is_exact, asked, chunksize=8))
    wall = time.perf_counter() - t0
    print(f"\nexact or not: {len(asked)} puzzles, {wall:.0f} s wall on {args.workers} workers")
    print(f"{'pack':<10}{'puzzles':>8}{'exact':>8}{'share':>8}{'deals':>8}  CPU per puzzle")
    by = defaultdict(list)
    for where, one, cpu in answers:
        by[where].append((one, cpu))
    for where in [*pack.SHIPPED, "all"]:
        rows = [r for w in pack.SHIPPED for r in by[w]] if where == "all" else by[where]
        if not rows:
            continue
        k = sum(one for one, _ in rows)
        print(
            f"{where:<10}{len(rows):>8}{k:>8}{100 * k / len(rows):>7.1f}%{len(rows) - k:>8}  "
            f"{figures([c for _, c in rows])}"
        )

    if args.sample <= 0:
        return
    sample = random.Random(args.seed).sample(items, min(args.sample, len(items)))
    t0 = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(checked, sample, [args.deals] * len(sample), chunksize=1))
    wall = time.perf_counter() - t0
    print(
        f"\nthe whole check ({args.deals} deals, {MAX_POSITIONS} positions a search): {len(sample)} puzzles drawn "
        f"with seed {args.seed}, {wall:.0f} s wall on {args.workers} workers; load average {os.getloadavg()[0]:.1f}"
    )
    times = defaultdict(list)
    for _, o, _, cpu, _ in results:
        times[o].append(cpu)
    print(f"{'outcome':<24}{'puzzles':>8}  CPU per puzzle")
    for o in sorted(times, key=lambda o: -len(times[o])):
        print(f"{o:<24}{len(times[o]):>8}  {figures(times[o])}")
    print(f"{'all':<24}{len(results):>8}  {figures([c for _, _, _, c, _ in results])}")
    deals = Counter(n for _, o, n, _, _ in results if o == "sound over the deals")
    if deals:
        print("deals searched, sound over the deals: " + ", ".join(f"{n} × {k}" for n, k in sorted(deals.items())))
    positions = [n for *_, n in results]
    print(f"positions per check: median {statistics.median(positions):.0f}, max {max(positions)}")


if __name__ == "__main__":
    main()
