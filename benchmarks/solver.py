"""Puzzle solver speed on the library (one core): every puzzle solved exhaustively (count=True, the default)
and with cut-offs (count=False), then the goal figures: the slowest 2-action puzzle (goal < 1 s) and the
4-action puzzle (goal < 10 s). ``--stress N`` adds N harder 4-action searches on mid-game positions taken from
random games (not library puzzles; an unreachable goal forces the whole tree to be searched).

    python benchmarks/solver.py [--repeat R] [--stress N]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.puzzles import Puzzle, list_puzzles, load_puzzle, solve  # noqa: E402


def timed(puzzle, repeat: int, **kw):
    times, result = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = solve(puzzle, **kw)
        times.append(time.perf_counter() - t0)
    return statistics.median(times), result


def library(repeat: int):
    rows = []
    print(f"{'puzzle':<28}{'budget':>7}{'shortest':>9}{'positions':>10}{'exhaustive':>12}{'cut-offs':>10}")
    for name in list_puzzles():
        p = load_puzzle(name)
        t_all, r = timed(p, repeat)
        t_cut, _ = timed(p, repeat, count=False)
        rows.append((name, p.actions, t_all, t_cut))
        print(f"{name:<28}{p.actions:>7}{r.shortest:>9}{r.positions:>10}{t_all * 1e3:>10.1f}ms{t_cut * 1e3:>8.1f}ms")
    return rows


def stress(n: int):
    from innovation_nb.bots import RandomBot
    from innovation_nb.engine.game import Game
    from innovation_nb.scenario import Scenario

    print("\n4-action searches on random mid-game positions (goal: Universe, unreachable; script: draw, draw)")
    for seed in range(n):
        g = Game.new(["Alice", "Bob"], seed=seed)
        bot = RandomBot(seed)
        made = 0
        while not g.over and (made < 60 or g.pending is not None or g.state.actions_left != 2):
            g.answer(bot.answer(g.pending)) if g.pending is not None else g.apply(bot.action(g))
            made += 1
        if g.over:
            continue
        p = Puzzle.load({"title": "stress", "rule": "-", "scenario": Scenario.from_game(g).to_dict(),
                         "goal": {"claim": "Universe"}, "budget": 4, "script": ["draw", "draw"]})
        for count in (False, True):
            t0 = time.perf_counter()
            try:
                r = solve(p, count=count, solutions=0, time_limit=120)
                what = f"{r.positions} positions"
            except TimeoutError as e:
                what = str(e)
            print(f"  seed {seed:>2}  {'exhaustive' if count else 'cut-offs  '}  {time.perf_counter() - t0:7.2f} s  "
                  f"{what}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--stress", type=int, default=0)
    a = ap.parse_args()
    rows = library(a.repeat)
    two = max((r for r in rows if r[1] == 2), key=lambda r: r[2])
    four = max((r for r in rows if r[1] == 4), key=lambda r: r[2])
    print()
    print(f"slowest 2-action puzzle  {two[0]:<22} {two[2] * 1e3:8.1f} ms exhaustive, {two[3] * 1e3:6.1f} ms cut-offs"
          f"   (goal < 1 s)")
    print(f"slowest 4-action puzzle  {four[0]:<22} {four[2] * 1e3:8.1f} ms exhaustive, {four[3] * 1e3:6.1f} ms "
          f"cut-offs   (goal < 10 s)")
    print(f"whole library            {len(rows)} puzzles, {sum(r[2] for r in rows):.2f} s exhaustive")
    if a.stress:
        stress(a.stress)


if __name__ == "__main__":
    main()
