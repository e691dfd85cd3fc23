"""Mining puzzles on this machine: puzzles found per CPU-minute and the share of the positions looked at that
become puzzles, for the base game and with the expansions; and the wall time in this process (1 worker), in 2
local worker processes and on a 2-worker Dask LocalCluster, with the scaling efficiency of each 2-worker path
(the 1-worker time ÷ twice the 2-worker time; 100 % is perfect).

    python benchmarks/mine.py [--games N] [--positions P] [--budgets 1 2]

The machine is shared: the load average is printed with the figures. The local 2-process time includes starting
the workers, as a user's run does; the Dask cluster is started once, before its run, without the workers'
statistical profiler (it feeds a dashboard, and there is none here).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.puzzles.mine import MineSpec, mine  # noqa: E402
from innovation_nb.puzzles.mine.search import positions  # noqa: E402


def positions_looked_at(spec: MineSpec) -> int:
    """The positions between actions that mining looks at in the spec's games (the games played again)."""
    return sum(1 for i in range(spec.games) for _ in positions(spec, i))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--budgets", type=int, nargs="+", default=[1])
    args = ap.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    kinds = {"base": [[]], "expansions": [["artifacts"], ["echoes"], ["cities"]]}
    for label, tables in kinds.items():
        spec = MineSpec(games=args.games, positions=args.positions, budgets=args.budgets, expansions=tables,
                        relics=True if label == "expansions" else False, seed=11)
        cpu0, t0 = time.process_time(), time.perf_counter()
        one = mine(spec, workers=1, progress=False)
        cpu, wall1 = time.process_time() - cpu0, time.perf_counter() - t0
        looked = positions_looked_at(spec)
        t0 = time.perf_counter()
        two = mine(spec, workers=2, progress=False)
        wall2 = time.perf_counter() - t0
        import dask
        from distributed import Client, LocalCluster

        # without a dashboard, the workers' statistical profiler (which feeds it) only costs time: some 5 % here
        with dask.config.set({"distributed.worker.profile.enabled": False}), \
                LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c, \
                Client(c) as client:
            t0 = time.perf_counter()
            on_dask = mine(spec, client, progress=False)
            wall_d = time.perf_counter() - t0
        assert one.equals(two) and one.equals(on_dask), "the same spec must give the same pack"
        print(f"{label}: {len(one)} puzzles from {looked} positions ({100 * len(one) / looked:.0f} %) in "
              f"{args.games} games; {len(one) / (cpu / 60):.0f} puzzles per CPU-minute ({cpu:.0f} CPU s)")
        print(f"  1 worker {wall1:.0f} s; 2 local workers {wall2:.0f} s (efficiency {100 * wall1 / (2 * wall2):.0f} %);"
              f" 2 Dask workers {wall_d:.0f} s (efficiency {100 * wall1 / (2 * wall_d):.0f} %)")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
