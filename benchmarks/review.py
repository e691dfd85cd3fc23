"""The game review: whether it decides, how long it takes, and whether its figures mean something.

1. **Decisive and fast.** For the base game and each expansion, a game between greedy bots; one player's decisions
   are reviewed at the default effort (``review.judge.SIMULATIONS`` at most a position, counted in simulations) on
   2 local worker processes: the wall time, the share of the judged decisions given a class (not "too close to
   call"), the simulations a position got; then again with another seed: the share of decisions given the same
   class. Goals: at most 60 s for about 50 decisions, at least 90% classed, at least 90% the same.
2. **Accuracy.** Over ``--games`` games of the greedy bot against the random bot (seats alternated), both players
   reviewed in one run: each bot's mean accuracy with its 95% interval.

    python benchmarks/review.py [--tables base,artifacts,echoes,cities] [--workers 2] [--games 20]
                                [--skip-decisive] [--skip-accuracy]

Prints the figures and the load average before and after (the machine may be shared: the wall time varies with the
load, the classes do not).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.bots import GreedyBot, RandomBot, play  # noqa: E402
from innovation_nb.engine.game import Game  # noqa: E402
from innovation_nb.review import review  # noqa: E402
from innovation_nb.review.classes import TOO_CLOSE  # noqa: E402

SEATS = ("Ann", "Ben")
TABLES = {"base": (), "artifacts": ("artifacts",), "echoes": ("echoes",), "cities": ("cities",)}


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def greedy_game(seed: int, expansions) -> Game:
    g = Game.new(list(SEATS), seed=seed, expansions=expansions)
    play(g, {SEATS[0]: GreedyBot(seed), SEATS[1]: GreedyBot(seed + 1)})
    return g


def decisive(tables, workers: int, seed: int) -> None:
    print(f"1. Decisive and fast: {workers} worker(s), the default effort")
    for name in tables:
        g = greedy_game(seed, TABLES[name])
        start = time.perf_counter()
        first = review(g, SEATS[0], seed=1, workers=workers, progress=False)
        wall = time.perf_counter() - start
        second = review(g, SEATS[0], seed=2, workers=workers, progress=False)
        judged = len(first.moves)
        classed = sum(1 for m in first.moves if m.klass != TOO_CLOSE)
        same = sum(1 for a, b in zip(first.moves, second.moves) if a.klass == b.klass)
        sims = sum(m.simulations for m in first.moves) / max(1, judged)
        print(
            f"  {name:<9} {first.decisions} decisions ({judged} judged, {first.forced} forced, {first.trivial} "
            f"with nothing at stake): {wall:.1f} s; classed {classed}/{judged} = {classed / judged:.0%}; the same "
            f"class with another seed {same}/{judged} = {same / judged:.0%}; {sims:.0f} simulations a position; "
            f"{first.counts}; load {load()}",
            flush=True,
        )


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    m = statistics.mean(values)
    if len(values) < 2:
        return m, m, m
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def accuracy(games: int, seed: int, workers: int) -> None:
    print(f"2. Accuracy over {games} games of the greedy bot against the random bot, both players reviewed")
    figures: dict[str, list[float]] = {"greedy": [], "random": []}
    wins = {"greedy": 0, "random": 0}
    start = time.perf_counter()
    for i in range(games):
        greedy_seat = i % 2
        names = {SEATS[greedy_seat]: "greedy", SEATS[1 - greedy_seat]: "random"}
        g = Game.new(list(SEATS), seed=seed * 100_003 + i)
        play(g, {SEATS[greedy_seat]: GreedyBot(seed + i), SEATS[1 - greedy_seat]: RandomBot(seed + i)})
        both = review(g, list(SEATS), seed=seed + i, workers=workers, progress=False)
        for seat, bot in names.items():
            figures[bot].append(both.of(seat).accuracy)
        wins[names[g.result.winners[0]]] += 1
        print(f"  game {i + 1}/{games}: {time.perf_counter() - start:.0f} s so far", flush=True)
    for bot in ("greedy", "random"):
        m, lo, hi = mean_interval(figures[bot])
        print(f"  {bot}: won {wins[bot]}/{games}; mean accuracy {m:.1f} (95% interval {lo:.1f}–{hi:.1f})")
    diff = [a - b for a, b in zip(figures["greedy"], figures["random"])]
    m, lo, hi = mean_interval(diff)
    print(f"  greedy minus random, game by game: {m:.1f} points (95% interval {lo:.1f}–{hi:.1f})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", default="base,artifacts,echoes,cities")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--skip-decisive", action="store_true")
    ap.add_argument("--skip-accuracy", action="store_true")
    args = ap.parse_args()
    print(f"Load average at the start: {load()} ({os.cpu_count()} cores)")
    if not args.skip_decisive:
        decisive([t.strip() for t in args.tables.split(",") if t.strip()], args.workers, args.seed)
    if not args.skip_accuracy:
        accuracy(args.games, args.seed, args.workers)
    print(f"Load average at the end: {load()}")


if __name__ == "__main__":
    main()
