"""Simulation studies on this machine: games/s in this process (1 worker), in 2 local worker processes and on a
2-worker Dask LocalCluster; the scaling efficiency of each 2-worker path (games/s ÷ twice the 1-worker rate);
the cost per game (core-milliseconds: workers × wall time ÷ games) of the Dask path against the local one; and
the overhead of one task (one chunk) on each path.

    python benchmarks/simulate.py [--games N] [--repeats R] [--players P] [--bots random]

Each time is the best of ``--repeats`` runs (the machine is shared: the load average is printed with the
figures). The local 2-process times include starting the worker processes, as a user's run does; the Dask
cluster is started once before its runs (a cluster is meant to outlive many studies) and its start time is
printed apart.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb import simulate  # noqa: E402

REPEATS = 3


def timed(spec, **kw) -> float:
    """The best wall time of REPEATS runs of ``spec``."""
    best = float("inf")
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        df = simulate.run(spec, progress=False, **kw)
        best = min(best, time.perf_counter() - t0)
        assert len(df) == spec["games"]
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--bots", default="random")
    ap.add_argument("--tasks", type=int, default=100, help="one-game tasks for the per-task overhead")
    a = ap.parse_args()
    global REPEATS
    REPEATS = a.repeats
    spec = {"players": a.players, "games": a.games, "seed": 1, "bots": a.bots}
    from distributed import Client, LocalCluster

    print(
        f"{a.games} games, {a.players} players, {a.bots} bots, best of {a.repeats}; load average "
        f"{os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (other work on the machine counts too)"
    )
    one = timed(spec, workers=1)
    two = timed(spec, workers=2)
    t0 = time.perf_counter()
    with (
        LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        Client(cluster) as client,
    ):
        start = time.perf_counter() - t0
        dask = timed(spec, client=client)
        tiny = {**spec, "games": a.tasks}
        half = a.tasks // 2  # two tasks, one per worker, against one task per game
        dask_tasks = timed(tiny, client=client, chunk_size=1) - timed(tiny, client=client, chunk_size=half)
    local_tasks = timed(tiny, workers=2, chunk_size=1) - timed(tiny, workers=2, chunk_size=half)

    rate = {
        k: a.games / t
        for k, t in (("1 worker (this process)", one), ("2 local processes", two), ("2 Dask workers", dask))
    }
    base = rate["1 worker (this process)"]
    for k, r in rate.items():
        eff = "" if k.startswith("1") else f"   efficiency {r / (2 * base):.2f}"
        print(f"{k:<26}{r:8.1f} games/s{eff}")
    cost = {
        "1 worker": one / a.games * 1e3,
        "2 local processes": 2 * two / a.games * 1e3,
        "2 Dask workers": 2 * dask / a.games * 1e3,
    }
    print("cost per game (core-ms)   " + ", ".join(f"{k} {v:.1f}" for k, v in cost.items()))
    print(
        f"Dask vs local processes   {cost['2 Dask workers'] / cost['2 local processes']:.2f}× the cost per game "
        f"({cost['2 Dask workers'] - cost['2 local processes']:+.1f} core-ms)"
    )
    extra = a.tasks - 2
    print(
        f"per task (one chunk)      Dask {1e3 * dask_tasks / extra:.1f} ms, local processes "
        f"{1e3 * local_tasks / extra:.1f} ms (wall; {a.tasks} one-game tasks against 2)"
    )
    print(f"Dask LocalCluster start   {start:.1f} s (not counted above)")
    print(f"load average at the end   {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
