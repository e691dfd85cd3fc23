"""Mining puzzles on this machine: puzzles found per CPU-minute and the share of the positions looked at that
become puzzles, for the base game and with the expansions; and the wall time in this process (1 worker), in 2
local worker processes and on a 2-worker Dask LocalCluster, with the scaling efficiency of each 2-worker path
(the 1-worker time ÷ twice the 2-worker time; 100 % is perfect).

    python benchmarks/mine.py [--games N] [--positions P] [--budgets 1 2] [--rounds R]

The machine is shared and its speed drifts by 10-20 % over minutes, more than the paths differ: each round runs
the three paths one after the other, the figures are the median of the rounds (each round's are printed too), and
the load average is printed with them. The local 2-process time includes starting the workers, as a user's run
does; the Dask cluster is started once, before the rounds, without the workers' statistical profiler (it feeds a
dashboard, and there is none here).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.puzzles.mine import MineSpec, mine  # noqa: E402
from innovation_nb.puzzles.mine.miner import positions  # noqa: E402


def positions_looked_at(spec: MineSpec) -> int:
    """The positions between actions that mining looks at in the spec's games (the games played again)."""
    return sum(1 for i in range(spec.games) for _ in positions(spec, i))


def timed(fn):
    cpu0, t0 = time.process_time(), time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t0, time.process_time() - cpu0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--budgets", type=int, nargs="+", default=[1])
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    kinds = {"base": [[]], "expansions": [["artifacts"], ["echoes"], ["cities"]]}
    import dask
    from distributed import Client, LocalCluster

    for label, tables in kinds.items():
        spec = MineSpec(
            games=args.games,
            positions=args.positions,
            budgets=args.budgets,
            expansions=tables,
            relics=True if label == "expansions" else False,
            seed=11,
        )
        looked = positions_looked_at(spec)
        walls = {"1": [], "2": [], "dask": []}
        cpus = []
        # without a dashboard, the workers' statistical profiler (which feeds it) only costs time: some 5 % here
        with (
            dask.config.set({"distributed.worker.profile.enabled": False}),
            LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c,
            Client(c) as client,
        ):
            for r in range(args.rounds):
                one, wall1, cpu = timed(lambda: mine(spec, workers=1, progress=False))
                two, wall2, _ = timed(lambda: mine(spec, workers=2, progress=False))
                on_dask, wall_d, _ = timed(lambda: mine(spec, client, progress=False))
                assert one.equals(two) and one.equals(on_dask), "the same spec must give the same pack"
                for k, w in zip(walls, (wall1, wall2, wall_d)):
                    walls[k].append(w)
                cpus.append(cpu)
                print(
                    f"  {label} round {r + 1}: 1 worker {wall1:.0f} s, 2 local {wall2:.0f} s "
                    f"({100 * wall1 / (2 * wall2):.0f} %), 2 Dask {wall_d:.0f} s ({100 * wall1 / (2 * wall_d):.0f} %)"
                    f"; load average {os.getloadavg()[0]:.1f}",
                    flush=True,
                )
        w1, w2, wd, cpu = (statistics.median(x) for x in (*walls.values(), cpus))
        print(
            f"{label}: {len(one)} puzzles from {looked} positions ({100 * len(one) / looked:.0f} %) in "
            f"{args.games} games; {len(one) / (cpu / 60):.0f} puzzles per CPU-minute ({cpu:.0f} CPU s)"
        )
        print(
            f"  median of {args.rounds}: 1 worker {w1:.0f} s; 2 local workers {w2:.0f} s (efficiency "
            f"{100 * w1 / (2 * w2):.0f} %); 2 Dask workers {wd:.0f} s (efficiency {100 * w1 / (2 * wd):.0f} %)"
        )
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
