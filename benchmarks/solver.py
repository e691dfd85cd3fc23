"""Puzzle solver speed on the library (one core): every puzzle solved exhaustively (count=True, the default)
and with cut-offs (count=False), then the goal figures: the slowest 2-action puzzle (goal < 1 s) and the
4-action puzzle (goal < 10 s). ``--stress N`` adds N harder 4-action searches on mid-game positions taken from
random games (not library puzzles; an unreachable goal forces the whole tree to be searched).

    python benchmarks/solver.py [--repeat R] [--stress N]
    python benchmarks/solver.py --compare REF [--rounds R]

``--compare REF`` solves the library with this checkout and with REF (a git revision or another checkout's path),
each in its own process, one after the other (the order alternating over the rounds), and prints the CPU seconds
of each puzzle (the least over the rounds) and the ratios: CPU time leaves out the waits for a core on a busy
machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from checkouts import ROOT, checkout_of, use_checkout


def timed(puzzle, repeat: int, clock=time.perf_counter, **kw):
    from innovation_nb.puzzles import solve

    times, result = [], None
    for _ in range(repeat):
        t0 = clock()
        result = solve(puzzle, **kw)
        times.append(clock() - t0)
    return statistics.median(times), result


def library(repeat: int):
    from innovation_nb.puzzles import list_puzzles, load_puzzle

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
    from innovation_nb.puzzles import Puzzle, solve
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
        p = Puzzle.load(
            {
                "title": "stress",
                "rule": "-",
                "scenario": Scenario.from_game(g).to_dict(),
                "goal": {"claim": "Universe"},
                "budget": 4,
                "script": ["draw", "draw"],
            }
        )
        for count in (False, True):
            t0 = time.perf_counter()
            try:
                r = solve(p, count=count, solutions=0, time_limit=120)
                what = f"{r.positions} positions"
            except TimeoutError as e:
                what = str(e)
            print(
                f"  seed {seed:>2}  {'exhaustive' if count else 'cut-offs  '}  {time.perf_counter() - t0:7.2f} s  "
                f"{what}"
            )


def worker(root: str) -> None:
    """Solve the library with the engine at ``root``: {puzzle: [positions, exhaustive s, cut-offs s]} (CPU)."""
    use_checkout(Path(root))
    from innovation_nb.puzzles import list_puzzles, load_puzzle

    out = {}
    for name in list_puzzles():
        p = load_puzzle(name)
        t_all, r = timed(p, 1, clock=time.process_time)
        t_cut, _ = timed(p, 1, clock=time.process_time, count=False)
        out[name] = [r.positions, t_all, t_cut]
    print(json.dumps(out))


def compare(ref: str, rounds: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        sides = {"this": ROOT, "ref": checkout_of(ref, Path(tmp))}
        print(
            f"this checkout {ROOT}\nreference     {ref} ({sides['ref']})\nload average "
            f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} at the start"
        )
        best: dict = {}
        for r in range(rounds):
            for k in list(sides) if r % 2 == 0 else list(reversed(sides)):
                out = subprocess.run(
                    [sys.executable, __file__, "--worker", str(sides[k])], capture_output=True, text=True, check=True
                ).stdout
                for name, (positions, t_all, t_cut) in json.loads(out).items():
                    row = best.setdefault((k, name), [positions, t_all, t_cut])
                    row[1], row[2] = min(row[1], t_all), min(row[2], t_cut)
    # puzzles added since REF are solved by this checkout only: listed apart, outside the ratios
    names = sorted({n for k, n in best if k == "this"} & {n for k, n in best if k == "ref"})
    new = sorted({n for k, n in best if k == "this"} - set(names))
    print(f"\nCPU seconds, least of {rounds} round(s)")
    print(
        f"{'puzzle':<28}{'positions':>10}{'exhaustive':>12}{'ref':>9}{'ratio':>7}{'cut-offs':>10}{'ref':>9}{'ratio':>7}"
    )
    tot = {"this": [0.0, 0.0], "ref": [0.0, 0.0]}
    for n in names:
        a, b = best[("this", n)], best[("ref", n)]
        for k, row in (("this", a), ("ref", b)):
            tot[k][0] += row[1]
            tot[k][1] += row[2]
        print(
            f"{n:<28}{a[0]:>10}{a[1]:>11.3f}s{b[1]:>8.3f}s{b[1] / a[1]:>6.2f}x{a[2]:>9.3f}s{b[2]:>8.3f}s"
            f"{b[2] / a[2]:>6.2f}x"
        )
    print(
        f"{'library in both':<38}{tot['this'][0]:>11.3f}s{tot['ref'][0]:>8.3f}s{tot['ref'][0] / tot['this'][0]:>6.2f}x"
        f"{tot['this'][1]:>9.3f}s{tot['ref'][1]:>8.3f}s{tot['ref'][1] / tot['this'][1]:>6.2f}x"
    )
    if new:
        print(f"\nnot in the reference ({len(new)} puzzles)")
        for n in new:
            a = best[("this", n)]
            tot["this"][0] += a[1]
            tot["this"][1] += a[2]
            print(f"{n:<28}{a[0]:>10}{a[1]:>11.3f}s{'':>15}{a[2]:>9.3f}s")
        print(f"{'whole library (this)':<38}{tot['this'][0]:>11.3f}s{'':>15}{tot['this'][1]:>9.3f}s")
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} at the end")


def main():
    if sys.argv[1:2] == ["--worker"]:
        return worker(sys.argv[2])
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--stress", type=int, default=0)
    ap.add_argument("--compare", metavar="REF", help="a git revision or a checkout's path to measure against")
    ap.add_argument("--rounds", type=int, default=1)
    a = ap.parse_args()
    if a.compare:
        return compare(a.compare, a.rounds)
    use_checkout(ROOT)
    rows = library(a.repeat)
    two = max((r for r in rows if r[1] == 2), key=lambda r: r[2])
    four = max((r for r in rows if r[1] == 4), key=lambda r: r[2])
    print()
    print(
        f"slowest 2-action puzzle  {two[0]:<22} {two[2] * 1e3:8.1f} ms exhaustive, {two[3] * 1e3:6.1f} ms cut-offs"
        f"   (goal < 1 s)"
    )
    print(
        f"slowest 4-action puzzle  {four[0]:<22} {four[2] * 1e3:8.1f} ms exhaustive, {four[3] * 1e3:6.1f} ms "
        f"cut-offs   (goal < 10 s)"
    )
    print(f"whole library            {len(rows)} puzzles, {sum(r[2] for r in rows):.2f} s exhaustive")
    if a.stress:
        stress(a.stress)


if __name__ == "__main__":
    main()
