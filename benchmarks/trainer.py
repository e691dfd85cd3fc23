"""The puzzle trainer with simulated learners: how fast it finds a learner's strength, what it serves, and how a
class's shelf rates its puzzles.

    python benchmarks/trainer.py [--attempts 200] [--spread 200] [--learners 20] [--shelf-attempts 100]
                                 [--pool shipped|ladder|both] [--seed 1]

A learner of fixed strength ``S`` solves a puzzle of true rating ``R`` with probability ``1 / (1 + 10^((R − S) /
400))``. Each puzzle's true rating is drawn once around its starting rating (normal, ``--spread`` wide): the
starting ratings are right on average, wrong for each puzzle. The trainer (``trainer.Trainer``, its ``pick`` and
its ratings) serves and rates as in a notebook, with a record file of its own.

- **One learner** of strength 1,100, 1,500 and 1,900, ``--attempts`` attempts: the attempt at which their rating
  first comes within 100 of their strength and the one from which it stays within 100, their rating after 30, 50
  and 200 attempts, the repeats (a puzzle served again) among the 200, the share solved, the goals and the kinds of
  first action served.
- **A shelf**: ``--learners`` learners (strengths evenly from 1,000 to 2,000) on one class's shelf, each making
  ``--shelf-attempts`` attempts, taking turns: the mean absolute error of the puzzles' ratings (against their true
  ones) over the puzzles attempted, at the start and after, for the shelf's pooled ratings and, for comparison, for
  each learner's attempts alone (as without a shelf).

Pools: ``shipped``, the shipped packs as they start today (from their difficulty: 955 .. 1,815); ``ladder``, the same
puzzles given starting ratings spread evenly over 800 .. 2,400 in the order of their difficulty (the range a ladder of
solvers would give them; their true ratings drawn around those).
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from innovation_nb.puzzles import PuzzleRecord, pack, record  # noqa: E402
from innovation_nb.puzzles.rating import replayed  # noqa: E402
from innovation_nb.puzzles.trainer import Trainer  # noqa: E402

STRENGTHS = (1100, 1500, 1900)
CHECKS = (30, 50, 200)
LADDER = (800.0, 2400.0)


def pools(which: str):
    """The pools to run, as ``(name, table)``."""
    shipped = pack.load_frame()
    out = []
    if which in ("shipped", "both"):
        out.append(("shipped", shipped))
    if which in ("ladder", "both"):
        ladder = shipped.reset_index(drop=True)
        rank = ladder["difficulty"].astype(float).rank(method="first") - 1
        lo, hi = LADDER
        ladder = ladder.assign(rating=lo + (hi - lo) * rank / max(1, len(ladder) - 1), rating_deviation=250.0)
        ladder.attrs = dict(shipped.attrs)
        out.append(("ladder", ladder))
    return out


def true_ratings(trainer: Trainer, spread: float, seed) -> dict[str, float]:
    rng = random.Random(f"true:{seed}")
    return {n: trainer.start_rating(n).rating + rng.gauss(0, spread) for n in trainer.frame["name"]}


def solves(rng: random.Random, strength: float, true: float) -> bool:
    return rng.random() < 1 / (1 + 10 ** ((true - strength) / 400))


def stays_within(ratings: list[float], strength: float, margin: float = 100) -> int | None:
    """The attempt (counted from 1) after which every rating is within ``margin`` of ``strength``; None: never."""
    last_out = max((i for i, r in enumerate(ratings) if abs(r - strength) > margin), default=-1)
    return last_out + 2 if last_out + 1 < len(ratings) else None


def one_learner(df, strength: int, attempts: int, spread: float, seed: int, folder: Path) -> dict:
    t = Trainer(df, record=folder / f"learner-{strength}.json", seed=seed)
    true = true_ratings(t, spread, seed)
    rng = random.Random(f"learner:{seed}:{strength}")
    kinds = dict(zip(t.frame["name"], zip(t.frame["goal"], t.frame["first_move"])))
    served, ratings, solved, at = [], [], 0, []
    t0 = time.process_time()
    for _ in range(attempts):
        p = t.next()
        at.append(t.puzzle_rating(p.name).rating)
        ok = solves(rng, strength, true[p.name])
        solved += ok
        ratings.append(t.attempt(ok).rating)
        served.append(p.name)
    goals = collections.Counter(kinds[n][0] for n in served)
    firsts = collections.Counter((kinds[n][1] or "?").split()[0] for n in served)
    return {
        "strength": strength,
        "reaches": next((i + 1 for i, r in enumerate(ratings) if abs(r - strength) <= 100), None),
        "within": stays_within(ratings, strength),
        "after": {k: ratings[k - 1] for k in CHECKS if k <= len(ratings)},
        "repeats": len(served) - len(set(served)),
        "solved": solved / len(served),
        "served": (min(at), max(at)),
        "goals": goals.most_common(),
        "firsts": firsts.most_common(),
        "cpu": time.process_time() - t0,
    }


def shelf(df, learners: int, attempts: int, spread: float, seed: int, folder: Path) -> dict:
    room = folder / "class"
    room.mkdir()
    strengths = [1000 + 1000 * i / max(1, learners - 1) for i in range(learners)]
    trainers = [
        Trainer(df, record=PuzzleRecord(room / f"learner-{i:02d}.json", shelf=room), seed=seed + i)
        for i in range(learners)
    ]
    true = true_ratings(trainers[0], spread, seed)
    rngs = [random.Random(f"shelf:{seed}:{i}") for i in range(learners)]
    t0 = time.process_time()
    for _ in range(attempts):  # the learners take turns
        for t, s, rng in zip(trainers, strengths, rngs):
            p = t.next()
            t.attempt(solves(rng, s, true[p.name]))
    pooled = trainers[0].puzzle_ratings()

    def error(rated: dict, names) -> float:
        return sum(abs(rated[n] - true[n]) for n in names) / len(names)

    start = {n: trainers[0].start_rating(n).rating for n in true}
    met = collections.Counter(a.puzzle for t in trainers for a in t.record.attempts)
    own_records = record.ClassShelf(room).records()
    out = {"learners": learners, "attempts": attempts, "cpu": time.process_time() - t0, "rows": []}
    for least in (1, 3, 5):
        names = [n for n, k in met.items() if k >= least]
        if not names:
            continue
        alone = []  # each learner's attempts alone moving the puzzles from their start, as without a shelf
        for key, data in own_records:
            for n, played in record.pooled([(key, data)]).items():
                if n in names:
                    alone.append(abs(replayed(trainers[0].start_rating(n), played).rating - true[n]))
        out["rows"].append(
            (
                least,
                len(names),
                error(start, names),
                error({n: r.rating for n, r in pooled.items()}, names),
                sum(alone) / max(1, len(alone)),
            )
        )
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--attempts", type=int, default=200)
    ap.add_argument("--spread", type=float, default=200.0, help="how far true ratings lie from the starting ones")
    ap.add_argument("--learners", type=int, default=20)
    ap.add_argument("--shelf-attempts", type=int, default=100)
    ap.add_argument("--pool", choices=("shipped", "ladder", "both"), default="both")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-shelf", action="store_true")
    a = ap.parse_args()
    for name, df in pools(a.pool):
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            starts = Trainer(df, record=folder / "x.json").frame["rating"]
            print(
                f"\n== pool {name}: {len(df):,} puzzles, starting ratings {starts.min():,.0f} .. {starts.max():,.0f}; "
                f"true ratings ± {a.spread:.0f} around them; seed {a.seed}"
            )
            print(
                f"{'strength':>8}  {'within 100: first / stays':>25}  "
                + "  ".join(f"{'after ' + str(k):>9}" for k in CHECKS)
                + f"  {'repeats':>7}  {'solved':>6}  {'served':>13}  goals (most served first); first actions"
            )
            for s in STRENGTHS:
                r = one_learner(df, s, a.attempts, a.spread, a.seed, folder)
                within = " / ".join("never" if r[k] is None else str(r[k]) for k in ("reaches", "within"))
                after = "  ".join(f"{r['after'][k]:>9,.0f}" if k in r["after"] else f"{'-':>9}" for k in CHECKS)
                goals = ", ".join(f"{g} {c}" for g, c in r["goals"])
                firsts = ", ".join(f"{g} {c}" for g, c in r["firsts"][:4])
                lo, hi = r["served"]
                print(
                    f"{s:>8,}  {within:>25}  {after}  {r['repeats']:>7}  {r['solved']:>6.0%}  "
                    f"{lo:>6,.0f}..{hi:<6,.0f}  {goals}; {firsts}  ({r['cpu']:.0f} s CPU)"
                )
            if a.no_shelf:
                continue
            r = shelf(df, a.learners, a.shelf_attempts, a.spread, a.seed, folder)
            print(
                f"shelf: {r['learners']} learners (1,000 .. 2,000), {r['attempts']} attempts each, taking turns "
                f"({r['cpu']:.0f} s CPU); mean absolute error of the puzzles' ratings against their true ones:"
            )
            print(
                f"{'attempted at least':>18}  {'puzzles':>7}  {'at the start':>12}  {'shelf, after':>12}  {'alone':>7}"
            )
            for least, n, before, after, alone in r["rows"]:
                print(f"{least:>18}  {n:>7,}  {before:>12.0f}  {after:>12.0f}  {alone:>7.0f}")


if __name__ == "__main__":
    main()
