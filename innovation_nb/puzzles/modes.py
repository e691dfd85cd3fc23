"""The trainer's modes (``Trainer.start``):

- **rated** (the default): the queue of ``trainer``, each attempt rated (Glicko-2) and missed puzzles reviewed;
- **streak**: solve until the first miss, each puzzle a little harder than the last (the first ``STREAK_START``
  below the learner's rating); unrated; the score is the number solved, the best kept in the record;
- **timed**: as many as you can solve in ``TIMED_SECONDS`` (3 minutes), a miss costing only its time, the puzzles
  harder as in a streak; unrated; the best score kept.

The clock of a timed run lives in the front end: Python is told the time elapsed since the run began with each
message (``Run.tick``), and a run whose time is up takes no more moves. Nothing here reads a clock, so a test
passes the times.

An unrated attempt still begins at the first move (Undo then Next is a miss that ends a streak), but it is written
nowhere: a run lives in the kernel, and only its score, when it beats the best, is kept.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Optional

MODES = ("rated", "streak", "timed")
TIMED_SECONDS = 180.0
STREAK_START = 300.0  # a run's first puzzle is the one nearest this far below the learner's rating
_RUNS = itertools.count(1)


@dataclass
class Run:
    """One run of a mode: its ``score`` (puzzles solved), whether it is ``over`` and why, the puzzles it served
    (none is served twice in a run) and the rating of the last one (the next is harder)."""

    mode: str
    start: float  # the rating the run's first puzzle is nearest
    id: int = field(default_factory=lambda: next(_RUNS))
    score: int = 0
    misses: int = 0
    over: bool = False
    why: str = ""
    elapsed: float = 0.0
    last: Optional[float] = None
    served: set = field(default_factory=set)

    @property
    def rated(self) -> bool:
        return self.mode == "rated"

    def pick(self, ratings: list[tuple[float, str]]) -> Optional[str]:
        """The next puzzle of the run from ``(rating, name)`` pairs: the lowest rated above the last one served
        (the first: the nearest ``start``) that this run has not served; None when none is left."""
        left = sorted((r, n) for r, n in ratings if n not in self.served)
        if not left:
            return None
        if self.last is None:
            return min(left, key=lambda c: (abs(c[0] - self.start), c[1]))[1]
        harder = [c for c in left if c[0] > self.last]
        return (harder[0] if harder else left[-1])[1]

    def served_one(self, name: str, rating: float) -> None:
        self.served.add(name)
        self.last = rating

    def result(self, solved: bool) -> None:
        """Count a result: a solve scores; a miss ends a streak."""
        if solved:
            self.score += 1
        else:
            self.misses += 1
            if self.mode == "streak":
                self.end("a miss ends the streak")

    def tick(self, elapsed: float) -> bool:
        """The time elapsed since the run began, as the front end measures it; True when it ends the run now."""
        if self.mode != "timed" or self.over:
            return False
        self.elapsed = max(self.elapsed, float(elapsed))  # a message that arrives late does not turn time back
        if self.elapsed >= TIMED_SECONDS:
            self.end("the time is up")
            return True
        return False

    def end(self, why: str) -> None:
        self.over = True
        self.why = why

    def view(self) -> dict:
        return {
            "mode": self.mode,
            "id": self.id,
            "score": self.score,
            "misses": self.misses,
            "over": self.over,
            "why": self.why,
            "seconds": TIMED_SECONDS if self.mode == "timed" else None,
            "elapsed": round(self.elapsed, 1),
        }


__all__ = ["MODES", "STREAK_START", "TIMED_SECONDS", "Run"]
