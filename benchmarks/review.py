"""The game review: how long it takes, and whether its classes mean something.

1. Wall time to review one player's decisions in a full 2-player game (greedy bots) at the default effort (the
   coach's 2 s per position), on 1 and on 2 local worker processes. Goal: under 60 s on 2 cores.
2. Over ``--games`` games of the greedy bot against the random bot (seats alternated), the share of each bot's
   judged decisions classed a mistake or a blunder, with 95% Wilson intervals: the random bot should make many
   more. A fixed number of simulations per position keeps these figures the same however busy the machine is.

    python benchmarks/review.py [--seed 0] [--games 20] [--simulations 200] [--workers 2] [--skip-timing]
                                [--skip-classes]

Prints the figures and the load average before and after (the machine may be shared).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.bots import GreedyBot, RandomBot, play  # noqa: E402
from innovation_nb.engine.game import Game  # noqa: E402
from innovation_nb.review import review  # noqa: E402
from innovation_nb.review.classes import BAD  # noqa: E402
from innovation_nb.simulate.summary import wilson  # noqa: E402

SEATS = ("Ann", "Ben")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def greedy_game(seed: int) -> Game:
    g = Game.new(list(SEATS), seed=seed)
    play(g, {SEATS[0]: GreedyBot(seed), SEATS[1]: GreedyBot(seed + 1)})
    return g


def timing(seed: int, workers_list) -> None:
    g = greedy_game(seed)
    print(f"Game: greedy against greedy, seed {seed}: {g.state.turn} turns, {g.result.detail}")
    for workers in workers_list:
        start = time.perf_counter()
        r = review(g, SEATS[0], seed=1, workers=workers, progress=False)
        wall = time.perf_counter() - start
        sims = sum(m.simulations for m in r.moves)
        print(
            f"  {workers} worker(s): {wall:.1f} s for {r.decisions} decisions of {SEATS[0]} ({len(r.moves)} judged, "
            f"{r.forced} forced); {sims / max(1, len(r.moves)):.0f} simulations per position on average; "
            f"accuracy {r.accuracy:.0f}; {r.counts}; load {load()}"
        )


def classes(games: int, seed: int, simulations: int, workers: int) -> None:
    judged = {"greedy": 0, "random": 0}
    bad = {"greedy": 0, "random": 0}
    counts = {"greedy": {}, "random": {}}
    start = time.perf_counter()
    for i in range(games):
        greedy_seat = i % 2
        names = {SEATS[greedy_seat]: "greedy", SEATS[1 - greedy_seat]: "random"}
        g = Game.new(list(SEATS), seed=seed * 100_003 + i)
        play(g, {SEATS[greedy_seat]: GreedyBot(seed + i), SEATS[1 - greedy_seat]: RandomBot(seed + i)})
        for seat, bot in names.items():
            r = review(g, seat, simulations=simulations, seed=seed + i, workers=workers, progress=False)
            judged[bot] += len(r.moves)
            bad[bot] += sum(1 for m in r.moves if m.klass in BAD)
            for c, n in r.counts.items():
                counts[bot][c] = counts[bot].get(c, 0) + n
        print(
            f"  game {i + 1}/{games}: {g.state.turn} turns, winner {names[g.result.winners[0]]}; "
            f"{time.perf_counter() - start:.0f} s so far",
            flush=True,
        )
    print(f"Classes over {games} games of greedy against random, {simulations} simulations per position:")
    for bot in ("random", "greedy"):
        lo, hi = wilson(bad[bot], judged[bot])
        print(
            f"  {bot}: {bad[bot]} mistakes or blunders in {judged[bot]} judged decisions = "
            f"{bad[bot] / judged[bot]:.1%} (95% interval {lo:.1%}–{hi:.1%}); {counts[bot]}"
        )
    print(f"  {time.perf_counter() - start:.0f} s in all; load {load()}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--simulations", type=int, default=200)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--skip-timing", action="store_true")
    ap.add_argument("--skip-classes", action="store_true")
    args = ap.parse_args()
    print(f"Load average at the start: {load()} ({os.cpu_count()} cores)")
    if not args.skip_timing:
        timing(args.seed, (1, 2))
    if not args.skip_classes:
        classes(args.games, args.seed, args.simulations, args.workers)


if __name__ == "__main__":
    main()
