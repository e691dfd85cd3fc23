"""Engine speed on 2-player random games (one core): games/s, decisions/s, events/s, decisions per game,
state clone time, and the time of one undo at decision 100 and 300; then games/s and decisions per game with
Echoes of the Past, and with Echoes and Artifacts (relics in play).

    python benchmarks/random_games.py [--games N] [--seconds S]
    python benchmarks/random_games.py --compare REF [--rounds R] [--round-games N] [--callgrind N]

``--compare REF`` measures this checkout against another engine, REF (a git revision of this repository or the path of
another checkout), side by side: each round plays the same seeds with both engines, one after the other in separate
processes (the order alternating), in fast mode (no history: bots, search) and in history mode, and prints games per CPU
second of each (CPU time leaves out the waits for a core on a shared machine) and their ratio (the total time of REF
over ours; per round: lowest and highest). The machine's load changes both sides alike. ``--callgrind N`` also counts
the instructions of N fast games per engine under valgrind: slow, but the same count on every run, so it confirms a
change on a busy machine.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from checkouts import ROOT, checkout_of, use_checkout


def throughput(
    games: int,
    seconds: float,
    start: int = 0,
    history: bool = False,
    clock=time.perf_counter,
    expansions=(),
    relics: bool = False,
):
    from innovation_nb.simulate import random_game

    t0 = clock()
    n = decisions = events = 0
    while n < games and clock() - t0 < seconds:
        stats = {}
        # history=False: the fast mode bots and search use
        # expansions only when asked: an engine from before the expansions (a --compare reference) has no such option
        extra = {"expansions": expansions, "relics": relics} if expansions or relics else {}
        g = random_game(seed=start + n, players=2, history=history, stats=stats, **extra)
        # decisions: every action chosen, every answer given, every decision the engine made (forced)
        decisions += sum(1 for e in g.events if e.kind == "decision") + stats["actions"]
        events += len(g.events)
        n += 1
    dt = clock() - t0
    return n, dt, decisions, events


def game_at_decision(k: int, seed: int = 1):
    """A game with history, played by a random bot until ``k`` decisions (actions and answers) were made."""
    from innovation_nb.bots import RandomBot
    from innovation_nb.engine.game import Game

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


# -- side by side ------------------------------------------------------------------------------------------


def worker(root: str, mode: str, start: int, games: int) -> None:
    use_checkout(Path(root))
    from innovation_nb.simulate import random_game

    random_game(10**6, players=2)  # warm up: imports and first-use caches are not timed
    if games == 0:
        return
    # CPU time: on a shared machine, the time waiting for a core is left out
    n, dt, _, events = throughput(games, float("inf"), start, history=mode == "history", clock=time.process_time)
    print(json.dumps({"games": n, "seconds": dt, "events": events, "compiled": compiled_modules()}))


def compiled_modules() -> int:
    """How many of the imported engine's modules run compiled (setup.py; none before it existed)."""
    try:
        from innovation_nb.compiled import modules
    except ImportError:
        return 0
    return len(modules())


def run_worker(root: Path, mode: str, start: int, games: int) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, "--worker", str(root), mode, str(start), str(games)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return json.loads(out)


def instructions(root: Path, games: int) -> int:
    """Instructions executed by ``games`` fast games (valgrind's count for the games minus that of none)."""

    def count(n):
        err = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--callgrind-out-file=/dev/null",
                sys.executable,
                __file__,
                "--worker",
                str(root),
                "fast",
                "0",
                str(n),
            ],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": "0"},
        ).stderr  # the same run every time
        return int(re.search(r"Collected : (\d+)", err).group(1))

    return count(games) - count(0)


def compare(ref: str, rounds: int, round_games: int, callgrind: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        other = checkout_of(ref, Path(tmp))
        sides = {"this": ROOT, "ref": other}
        print(
            f"this checkout {ROOT}\nreference     {ref} ({other})\n{os.cpu_count()} cores, load average "
            f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} at the start"
        )
        for mode, per_round in (("fast", round_games), ("history", max(1, round_games // 3))):
            totals = {k: [0, 0.0] for k in sides}
            ratios = []
            for r in range(rounds):
                start = 1000 * r
                order = list(sides) if r % 2 == 0 else list(reversed(sides))
                got = {k: run_worker(sides[k], mode, start, per_round) for k in order}
                for k, v in got.items():
                    totals[k][0] += v["games"]
                    totals[k][1] += v["seconds"]
                ratios.append(got["ref"]["seconds"] / got["this"]["seconds"])
            rate = {k: n / t for k, (n, t) in totals.items()}
            if mode == "fast":
                print(f"compiled modules: this {got['this']['compiled']}, ref {got['ref']['compiled']}")
            print(
                f"{mode:<8} {rounds} rounds x {per_round} games:  this {rate['this']:7.1f} games/s   "
                f"ref {rate['ref']:7.1f} games/s   ratio {totals['ref'][1] / totals['this'][1]:.2f}x "
                f"(rounds {min(ratios):.2f}-{max(ratios):.2f}, median {statistics.median(ratios):.2f})"
            )
        if callgrind:
            counts = {k: instructions(v, callgrind) for k, v in sides.items()}
            print(
                f"instructions per fast game ({callgrind} games): this {counts['this'] / callgrind / 1e6:.1f} M   "
                f"ref {counts['ref'] / callgrind / 1e6:.1f} M   ratio {counts['ref'] / counts['this']:.2f}x"
            )
        print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} at the end")


def main():
    if sys.argv[1:2] == ["--worker"]:
        root, mode, start, games = sys.argv[2:6]
        return worker(root, mode, int(start), int(games))
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--compare", metavar="REF", help="a git revision or a checkout's path to measure against")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--round-games", type=int, default=30, help="fast games per round and engine (history: a third)")
    ap.add_argument("--callgrind", type=int, default=0, metavar="N", help="count instructions of N fast games")
    a = ap.parse_args()
    if a.compare:
        return compare(a.compare, a.rounds, a.round_games, a.callgrind)
    use_checkout(ROOT)
    n, dt, decisions, events = throughput(a.games, a.seconds)
    print(f"games played            {n} in {dt:.2f} s")
    print(f"games/s                 {n / dt:.1f}   (goal >= 200)")
    print(f"decisions/s             {decisions / dt:.0f}   (goal >= 20000)")
    print(f"events/s                {events / dt:.0f}")
    print(f"decisions per game      {decisions / n:.1f}")
    print(f"state clone             {clone_time():.1f} us   (goal <= 20)")
    print(f"undo at decision 100    {undo_time(100):.2f} ms   (goal <= 5)")
    print(f"undo at decision 300    {undo_time(300):.2f} ms   (goal <= 5)")
    # The expansions: more cards to shuffle and check, echo effects before every dogma, longer games.
    print("with expansions         games/s   decisions per game")
    for label, expansions, relics in (
        ("Echoes", ("echoes",), False),
        ("Echoes, Artifacts", ("artifacts", "echoes"), True),
    ):
        n, dt, decisions, _ = throughput(a.games, a.seconds, expansions=expansions, relics=relics)
        print(f"  {label:<22}{n / dt:7.1f}   {decisions / n:8.1f}")


if __name__ == "__main__":
    main()
