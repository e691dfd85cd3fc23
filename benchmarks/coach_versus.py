"""This coach against another version of itself: whole 2-player games between ``CoachBot`` of this checkout and
``CoachBot`` of REF (a git revision of this repository, or another checkout's path), seats alternated, at equal time
per move. Prints this coach's win rate with its 95% (Wilson) interval. Goal: at least 65% against the coach of the
revision before its own choices were searched and its wins proved.

    python benchmarks/coach_versus.py REF [--games 100] [--seconds 0.5] [--workers 2] [--seed 0]

The other version runs in a process of its own (its ``innovation_nb`` imported from REF's files): for each of its
moves it is sent the game as a save and answers with its move, so both coaches see the same game and search for
the same time. A time budget is the fair measure here — the two do different work per simulation — so the machine
should be quiet; the load average is printed before and after.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))

from checkouts import checkout_of  # noqa: E402

from innovation_nb.coach import CoachBot  # noqa: E402
from innovation_nb.engine.game import Game  # noqa: E402
from innovation_nb.simulate.summary import wilson  # noqa: E402

SEATS = ("Player 1", "Player 2")

# The other version's side: reads a save and a seed per line, answers with the move (an action's text, or the
# answer) as JSON.
OTHER = """
import json, sys
sys.path.insert(0, sys.argv[2])
from checkouts import use_checkout
from pathlib import Path
use_checkout(Path(sys.argv[1]))
from innovation_nb.coach import CoachBot
from innovation_nb.engine.game import Game
for line in sys.stdin:
    job = json.loads(line)
    g = Game.from_json(job["save"])
    move = CoachBot(job["seed"], seconds=job["seconds"]).move(g)
    out = str(move) if g.pending is None else move
    print(json.dumps(out), flush=True)
"""


class Other:
    """The other version's coach, in a process of its own."""

    def __init__(self, root: Path, seconds: float):
        self.seconds = seconds
        self.proc = subprocess.Popen(
            [sys.executable, "-c", OTHER, str(root), str(Path(__file__).resolve().parent)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def move(self, game: Game, seed: int):
        self.proc.stdin.write(json.dumps({"save": game.to_dict(), "seed": seed, "seconds": self.seconds}) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def play_one(args):
    index, seed, seconds, root = args
    mine_seat = index % 2
    g = Game.new(list(SEATS), seed=seed * 100_003 + index)
    mine = CoachBot(seed * 7 + index, seconds=seconds)
    other = Other(Path(root), seconds)
    try:
        k = 0
        while not g.over and k < 5000:
            who = g.to_act
            if who == SEATS[mine_seat]:
                m = mine.move(g)
            else:
                m = other.move(g, seed * 13 + index * 1000 + k)
            g.answer(m) if g.pending is not None else g.apply(m)
            k += 1
    finally:
        other.close()
    r = g.result
    won = r is not None and SEATS[mine_seat] in r.winners and not r.draw
    return won, r.reason if r else "unfinished"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("ref")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=0.5)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    with tempfile.TemporaryDirectory() as tmp:
        root = checkout_of(args.ref, Path(tmp))
        print(
            f"this coach against {args.ref}'s, {args.seconds} s a move, {args.games} games, {args.workers} "
            f"worker(s); load average before {load}",
            flush=True,
        )
        start = time.perf_counter()
        jobs = [(i, args.seed, args.seconds, str(root)) for i in range(args.games)]
        wins, reasons = 0, {}
        with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
            for n, (won, reason) in enumerate(pool.imap_unordered(play_one, jobs), 1):
                wins += won
                reasons[reason] = reasons.get(reason, 0) + 1
                if n % 10 == 0:
                    print(f"  {n}/{args.games} games, {time.perf_counter() - start:.0f} s: {wins} won", flush=True)
    lo, hi = wilson(wins, args.games)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"this coach won {wins} of {args.games} ({wins / args.games:.1%}, 95% interval {lo:.1%}–{hi:.1%}); goal "
        f"65%; games ended by {reasons}; {time.perf_counter() - start:.0f} s; load average after {load}"
    )


if __name__ == "__main__":
    main()
