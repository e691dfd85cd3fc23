"""Glicko-2 ratings for learners and puzzles, computed by the ``glicko2`` package (no rating maths here).

Each attempt is one game between the learner and the puzzle: solving it is a win for the learner and a loss for the
puzzle, failing it the other way round. Both sides are rated: the learner against the puzzle's rating before the
attempt, the puzzle against the learner's, so the same attempt moves them by the same evidence.

    >>> from innovation_nb.puzzles.rating import LEARNER, after_attempt, puzzle_rating
    >>> you, puzzle = after_attempt(LEARNER, puzzle_rating(0.8), solved=True)
    >>> you.rating > 1500 and puzzle.rating < puzzle_rating(0.8).rating
    True

**A puzzle has a rating of its own**, moved by every attempt at it as the learner's is (``after_attempt``). It
starts from the pack's (its ``rating`` and ``rating_deviation`` columns, ``pack.filled``); a pack without them, or a
row that leaves them out, starts the puzzle from its mined ``difficulty`` (0 easy .. 1 hard, docs/puzzles.md),
linearly (``puzzle_rating``): 0.6 → 1200, 0.75 → 1500 (a new learner's rating), 1.0 → 2000, i.e. ``1200 + 2000 ×
(difficulty − 0.6)``, kept within 800 .. 2200, with a deviation of 250 (the estimate is informed, unlike a new
learner's 350). Its volatility starts at Glicko-2's usual 0.06. The shipped packs' difficulties run from about 0.48
to 0.90: 955 to 1815.

**One rating period per attempt**, for the learner and the puzzle alike: the record numbers attempts and knows no
sessions (no clock cuts them, by design), the learner sees the change at once, and the next puzzle is chosen from
the rating the last attempt left (a new learner who is really 1,100 would otherwise be served a whole session of
puzzles near 1,500). Glicko-2 meant periods of several games, so that the volatility can learn; with one game a
period it hardly moves (τ is 0.5), which costs little here. A puzzle's rating from many learners' attempts
(a class's shelf, ``record.ClassShelf``) is the same fold, one attempt after another (``replayed``).

**The bounds** (``BOUNDS``) of every rating, a learner's or a puzzle's: ``rating`` −1,000 .. 4,000 (a new learner's
1,500 ± 2,500), ``rd`` 30 .. 350, ``vol`` 0.01 .. 0.1. Within them ``glicko2``'s update of one attempt is finite for
every pair of ratings and either result, and moves the rating the right way (a solve never lowers the learner's
rating, a failure never raises it); ``tests/test_trainer.py`` checks this over the whole box. Why these:

- the chance of a solve is ``1 / (1 + exp(-g × Δ / 173.7178))``; when the two ratings lie more than about 6,400
  apart it rounds to exactly 0 or 1 and the update divides by zero, so the ratings span 5,000 (1,500 ± 2,500): in
  simulations, a learner who solves all 4,123 puzzles of the shipped pack ends near 3,500, and one who fails every
  one of 20,000 attempts reaches −1,000 and stays there;
- the volatility enters as ``log(vol²)``: near zero that is a math domain error; 0.01 .. 0.1 holds Glicko-2's usual
  0.06 and every value the update reaches from it (it moves little: ``glicko2``'s constant τ is 0.5);
- the deviation grows by the volatility at every attempt that tells little (a learner who fails everything, against
  puzzles rated far above): unbounded, it passed 1,000 after 20,000 such attempts and the rating swung by thousands.
  It is kept at most a new learner's 350 (one is never less known than at the start), and at least 30, below which
  a rating would hardly move again (a learner's deviation settles near 60).

The update can step just outside the bounds (a deviation of 350.4 from 350): its result is brought back within
them (``clamped``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Optional

import glicko2
from pydantic import BaseModel, ConfigDict, Field

START = 1500.0  # a new learner's rating (Glicko-2's customary start)
START_RD = 350.0  # a new learner's deviation: nothing is known yet
START_VOL = 0.06
PUZZLE_RD = 250.0  # a puzzle's deviation at first: its mined difficulty is an informed guess
LOWEST, HIGHEST = 800.0, 2200.0  # a puzzle's starting rating is kept within these
# every rating's fields lie within these (see the module's text: where glicko2's update stays finite)
BOUNDS = {"rating": (START - 2500.0, START + 2500.0), "rd": (30.0, START_RD), "vol": (0.01, 0.1)}


class Rating(BaseModel):
    """A Glicko-2 rating: ``rating`` (the estimate), ``rd`` (its deviation: about two in three true ratings lie within
    one rd of the estimate) and ``vol`` (how erratic the results are)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rating: float = Field(START, ge=BOUNDS["rating"][0], le=BOUNDS["rating"][1])
    rd: float = Field(START_RD, ge=BOUNDS["rd"][0], le=BOUNDS["rd"][1])
    vol: float = Field(START_VOL, ge=BOUNDS["vol"][0], le=BOUNDS["vol"][1])

    def text(self) -> str:
        """``1,512 ± 180``."""
        return f"{round(self.rating):,} ± {round(self.rd):,}"

    def __str__(self) -> str:
        return self.text()


LEARNER = Rating()  # a learner with no attempt yet


def puzzle_rating(difficulty: Optional[float]) -> Rating:
    """A puzzle's starting rating from its mined difficulty (0..1; see the module's text), where its pack gives none
    (``pack.filled``). A puzzle without a difficulty either (a hand-made puzzle) starts at a new learner's rating."""
    if difficulty is None:
        return Rating(rating=START, rd=PUZZLE_RD)
    value = 1200.0 + 2000.0 * (float(difficulty) - 0.6)
    return Rating(rating=min(HIGHEST, max(LOWEST, value)), rd=PUZZLE_RD)


def clamped(rating: float, rd: float, vol: float) -> Rating:
    """A rating with each field brought within ``BOUNDS``; a value that is not a finite number (never, from within
    them) is not hidden by this: ``Rating`` refuses it."""
    values = {"rating": float(rating), "rd": float(rd), "vol": float(vol)}
    for field, (lo, hi) in BOUNDS.items():
        if math.isfinite(values[field]):
            values[field] = min(hi, max(lo, values[field]))
    return Rating(**values)


def _updated(me: Rating, other: Rating, score: float) -> Rating:
    player = glicko2.Player(rating=me.rating, rd=me.rd, vol=me.vol)
    player.update_player([other.rating], [other.rd], [score])
    return clamped(player.rating, player.rd, player.vol)


def after_attempt(learner: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """The learner's and the puzzle's ratings after one attempt: each rated by ``glicko2`` as one game against the
    other's rating before it (the learner wins when ``solved``)."""
    win = 1.0 if solved else 0.0
    return _updated(learner, puzzle, win), _updated(puzzle, learner, 1.0 - win)


def replayed(start: Rating, attempts: Iterable[tuple[Rating, bool]]) -> Rating:
    """A puzzle's rating after ``attempts``, from ``start``: each attempt the learner's rating before it and
    whether they solved it, in order, each one rating period as in ``after_attempt`` (a solve lowers the puzzle)."""
    rating = start
    for learner, solved in attempts:
        rating = _updated(rating, learner, 0.0 if solved else 1.0)
    return rating


__all__ = ["BOUNDS", "LEARNER", "Rating", "after_attempt", "clamped", "puzzle_rating", "replayed"]
