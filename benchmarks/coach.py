"""The coach's strength: whole 2-player games of the coach (``CoachBot``) against the greedy bot and the random bot,
seats alternated, in worker processes. Prints each opponent's win rate with its 95% (Wilson) interval, the goal,
the coach's seconds per searched move, and the machine's load.

    python benchmarks/coach.py [--games 100] [--random-games 50] [--seconds 0.5] [--workers 2]
                               [--simulations N] [--seed 0]

``--simulations`` gives the coach a fixed number of simulations per move instead of seconds (the same games on
any machine). Games keep their history, so the coach searches its decisions inside actions too. Goals: at least
65% against the greedy bot, at least 90% against the random bot.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.bots import BOTS  # noqa: E402
from innovation_nb.coach import CoachBot  # noqa: E402
from innovation_nb.engine.game import Game  # noqa: E402
from innovation_nb.simulate.summary import wilson  # noqa: E402

GOALS = {"greedy": 0.65, "random": 0.90}
SEATS = ("Player 1", "Player 2")


def play_one(args):
    """Game ``index`` against ``opponent``: the coach sits first in even games, second in odd ones."""
    opponent, index, seed, seconds, simulations = args
    coach_seat = index % 2
    g = Game.new(list(SEATS), seed=seed * 100_003 + index)
    coach = CoachBot(seed * 7 + index, seconds=seconds, simulations=simulations)
    other = BOTS[opponent](seed * 11 + index)
    bots = {SEATS[coach_seat]: coach, SEATS[1 - coach_seat]: other}
    searched, spent = 0, 0.0
    t0 = time.process_time()
    for _ in range(20_000):
        if g.over:
            break
        who = g.pending.player if g.pending is not None else g.current_player.name
        bot = bots[who]
        if bot is coach:
            w0 = time.perf_counter()
            m = coach.move(g)
            dt = time.perf_counter() - w0
            if dt > 0.01:  # a move with a single legal choice is made at once, not searched
                searched += 1
                spent += dt
        else:
            m = bot.move(g)
        if g.pending is not None:
            g.answer(m)
        else:
            g.apply(m)
    r = g.result
    won = r is not None and SEATS[coach_seat] in r.winners and not r.draw
    return {
        "opponent": opponent,
        "index": index,
        "won": won,
        "draw": bool(r and r.draw),
        "turns": g.state.turn,
        "searched": searched,
        "seconds": spent,
        "cpu": time.process_time() - t0,
        "reason": r.reason if r else None,
        "fallbacks": coach.fallbacks,
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games against the greedy bot")
    ap.add_argument("--random-games", type=int, default=50, help="games against the random bot")
    ap.add_argument("--seconds", type=float, default=0.5, help="the coach's time per move")
    ap.add_argument("--simulations", type=int, default=None, help="simulations per move instead of seconds")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args(argv)
    load0 = os.getloadavg()
    jobs = [("greedy", i, a.seed, a.seconds, a.simulations) for i in range(a.games)]
    jobs += [("random", i, a.seed, a.seconds, a.simulations) for i in range(a.random_games)]
    effort = f"{a.simulations} simulations" if a.simulations else f"{a.seconds} s"
    print(
        f"coach ({effort} per move) against greedy ({a.games} games) and random ({a.random_games} games), "
        f"{a.workers} worker(s) on {os.cpu_count()} cores; load average before {load0[0]:.2f} {load0[1]:.2f} "
        f"{load0[2]:.2f}",
        flush=True,
    )
    t0 = time.perf_counter()
    rows = []
    ctx = multiprocessing.get_context(
        "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    )
    with ctx.Pool(a.workers) as pool:
        for row in pool.imap_unordered(play_one, jobs):
            rows.append(row)
            if len(rows) % 10 == 0:
                done = {o: [r for r in rows if r["opponent"] == o] for o in ("greedy", "random")}
                print(
                    f"  {len(rows)}/{len(jobs)} games, {time.perf_counter() - t0:.0f} s: "
                    + ", ".join(f"{o} {sum(r['won'] for r in d)}/{len(d)}" for o, d in done.items() if d),
                    flush=True,
                )
    wall = time.perf_counter() - t0
    load1 = os.getloadavg()
    print()
    print(
        f"{'opponent':<8} {'games':>5} {'wins':>5} {'draws':>5} {'win rate':>9} {'95% interval':>15} {'goal':>6}"
        f" {'s/move':>7} {'moves/game':>10} {'turns':>6}"
    )
    for o in ("greedy", "random"):
        d = [r for r in rows if r["opponent"] == o]
        if not d:
            continue
        wins = sum(r["won"] for r in d)
        lo, hi = wilson(wins, len(d))
        moves = sum(r["searched"] for r in d)
        per_move = sum(r["seconds"] for r in d) / moves if moves else 0.0
        verdict = (
            "met, even at the interval's low end"
            if lo >= GOALS[o]
            else "met"
            if wins / len(d) >= GOALS[o]
            else "missed"
        )
        print(
            f"{o:<8} {len(d):>5} {wins:>5} {sum(r['draw'] for r in d):>5} {wins / len(d):>9.1%} "
            f"{lo:>7.1%}–{hi:<7.1%} {GOALS[o]:>6.0%} {per_move:>7.2f} {moves / len(d):>10.1f} "
            f"{sum(r['turns'] for r in d) / len(d):>6.1f}  ({verdict})"
        )
        ends = {}
        for r in d:
            ends[r["reason"]] = ends.get(r["reason"], 0) + 1
        print(
            f"{'':<8} games ended by {', '.join(f'{k} {v}' for k, v in sorted(ends.items(), key=str))}; "
            f"{sum(r['fallbacks'] for r in d)} decision(s) answered without search"
        )
    print(
        f"\nwall time {wall / 60:.1f} min; load average after {load1[0]:.2f} {load1[1]:.2f} {load1[2]:.2f} "
        f"(1, 5, 15 min) on {os.cpu_count()} cores"
    )


if __name__ == "__main__":
    main()
