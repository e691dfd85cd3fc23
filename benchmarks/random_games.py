"""Engine speed on 2-player random games (one core): games/s, decisions/s, events/s, decisions per game,
state clone time, and the time of one undo at decision 100 and 300.

    python benchmarks/random_games.py [--games N] [--seconds S]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
import statistics
import time

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.bots import RandomBot  # noqa: E402
from innovation_nb.engine.game import Game  # noqa: E402
from innovation_nb.simulate import random_game  # noqa: E402


def throughput(games: int, seconds: float):
    t0 = time.perf_counter()
    n = decisions = events = 0
    while n < games and time.perf_counter() - t0 < seconds:
        stats = {}
        g = random_game(seed=n, players=2, stats=stats)  # the fast mode bots and search use
        # decisions: every action chosen, every answer given, every decision the engine made (forced)
        decisions += sum(1 for e in g.events if e.kind == "decision") + stats["actions"]
        events += len(g.events)
        n += 1
    dt = time.perf_counter() - t0
    return n, dt, decisions, events


def game_at_decision(k: int, seed: int = 1):
    """A game with history, played by a random bot until ``k`` decisions (actions and answers) were made."""
    while True:
        g = Game.new(["Ann", "Ben"], seed=seed)
        bot = RandomBot(seed)
        made = 0
        while made < k and not g.over:
            if g.pending is not None:
                g.answer(bot.answer(g.pending))
            else:
                g.apply(bot.action(g))
            made += 1
        if made == k:
            return g
        seed += 1


def clone_time(reps: int = 2000) -> float:
    g = game_at_decision(150)
    s = g.state
    t0 = time.perf_counter()
    for _ in range(reps):
        s.clone()
    return (time.perf_counter() - t0) / reps * 1e6


def undo_time(k: int, reps: int = 20) -> float:
    times = []
    for r in range(reps):
        g = game_at_decision(k, seed=1 + r)
        t0 = time.perf_counter()
        g.undo()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e3


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seconds", type=float, default=20.0)
    a = ap.parse_args()
    n, dt, decisions, events = throughput(a.games, a.seconds)
    print(f"games played            {n} in {dt:.2f} s")
    print(f"games/s                 {n / dt:.1f}   (goal >= 200)")
    print(f"decisions/s             {decisions / dt:.0f}   (goal >= 20000)")
    print(f"events/s                {events / dt:.0f}")
    print(f"decisions per game      {decisions / n:.1f}")
    print(f"state clone             {clone_time():.1f} us   (goal <= 20)")
    print(f"undo at decision 100    {undo_time(100):.2f} ms   (goal <= 5)")
    print(f"undo at decision 300    {undo_time(300):.2f} ms   (goal <= 5)")


if __name__ == "__main__":
    main()
