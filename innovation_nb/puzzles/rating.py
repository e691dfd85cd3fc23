"""Glicko-2 ratings for learners and puzzles, computed by the ``glicko2`` package (no rating maths here).

Each attempt is one game between the learner and the puzzle: solving it is a win for the learner and a loss for the
puzzle, failing it the other way round. Both sides are rated: the learner against the puzzle's rating before the
attempt, the puzzle against the learner's, so the same attempt moves them by the same evidence.

    >>> from innovation_nb.puzzles.rating import LEARNER, after_attempt, puzzle_rating
    >>> you, puzzle = after_attempt(LEARNER, puzzle_rating(0.8), solved=True)
    >>> you.rating > 1500 and puzzle.rating < puzzle_rating(0.8).rating
    True

**A puzzle's starting rating** comes from its mined ``difficulty`` (0 easy .. 1 hard, docs/puzzles.md), linearly:
0.6 → 1200, 0.75 → 1500 (a new learner's rating), 1.0 → 2000, i.e. ``1200 + 2000 × (difficulty − 0.6)``, kept within
800 .. 2200; its deviation starts at 250 (the estimate is informed, unlike a new learner's 350) and its volatility at
Glicko-2's usual 0.06. The starter pack's difficulties run from about 0.48 to 0.90: 960 to 1800.
"""
from __future__ import annotations

from typing import Optional

import glicko2
from pydantic import BaseModel, ConfigDict, Field

START = 1500.0  # a new learner's rating (Glicko-2's customary start)
START_RD = 350.0  # a new learner's deviation: nothing is known yet
START_VOL = 0.06
PUZZLE_RD = 250.0  # a puzzle's deviation at first: its mined difficulty is an informed guess
LOWEST, HIGHEST = 800.0, 2200.0  # a puzzle's starting rating is kept within these


class Rating(BaseModel):
    """A Glicko-2 rating: ``rating`` (the estimate), ``rd`` (its deviation: about two in three true ratings lie within
    one rd of the estimate) and ``vol`` (how erratic the results are)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rating: float = Field(START, ge=-10_000, le=10_000)
    rd: float = Field(START_RD, gt=0, le=1000)
    vol: float = Field(START_VOL, gt=0, le=10)

    def text(self) -> str:
        """``1,512 ± 180``."""
        return f"{round(self.rating):,} ± {round(self.rd):,}"

    def __str__(self) -> str:
        return self.text()


LEARNER = Rating()  # a learner with no attempt yet


def puzzle_rating(difficulty: Optional[float]) -> Rating:
    """A puzzle's starting rating from its mined difficulty (0..1; see the module's text). A puzzle without one (a
    hand-made puzzle) starts at a new learner's rating."""
    if difficulty is None:
        return Rating(rating=START, rd=PUZZLE_RD)
    value = 1200.0 + 2000.0 * (float(difficulty) - 0.6)
    return Rating(rating=min(HIGHEST, max(LOWEST, value)), rd=PUZZLE_RD)


def _updated(me: Rating, other: Rating, score: float) -> Rating:
    player = glicko2.Player(rating=me.rating, rd=me.rd, vol=me.vol)
    player.update_player([other.rating], [other.rd], [score])
    return Rating(rating=player.rating, rd=player.rd, vol=player.vol)


def after_attempt(learner: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """The learner's and the puzzle's ratings after one attempt: each rated by ``glicko2`` as one game against the
    other's rating before it (the learner wins when ``solved``)."""
    win = 1.0 if solved else 0.0
    return _updated(learner, puzzle, win), _updated(puzzle, learner, 1.0 - win)


__all__ = ["LEARNER", "Rating", "after_attempt", "puzzle_rating"]
