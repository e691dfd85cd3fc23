"""The puzzles a learner missed come back, on a spaced-repetition schedule: FSRS (the ``fsrs`` package).

A rated attempt that misses a puzzle gives it a card (reviewed "Again"); every later rated attempt at it is a review
of that card: "Good" when solved, "Again" when missed. The card says when the puzzle is due again (minutes after a
miss, then days, then weeks as it is solved again and again). The record keeps each card (``record.Review``); the
trainer serves a puzzle that is due before new ones, at most every ``EVERY`` (3) puzzles, the one due longest first
(``Trainer.next``). A puzzle solved at its first attempt gets no card: it is not missed.

Times are passed in (``now``: an aware ``datetime``), never read here, so that a schedule can be tested with fixed
dates.
"""

from __future__ import annotations

import datetime as _dt
from typing import Optional

from fsrs import Card, Rating, Scheduler, State

from .record import Review

EVERY = 3  # a due review is served at most every this many puzzles (the first served may be one)
# the library's defaults, without the random spread of intervals: the same attempts give the same schedule
SCHEDULER = Scheduler(enable_fuzzing=False)


def _card(review: Review) -> Card:
    return Card(
        card_id=0,
        state=State(review.state),
        step=review.step,
        stability=review.stability,
        difficulty=review.difficulty,
        due=_dt.datetime.fromisoformat(review.due),
        last_review=None if review.last_review is None else _dt.datetime.fromisoformat(review.last_review),
    )


def reviewed(review: Optional[Review], solved: bool, now: _dt.datetime) -> Optional[Review]:
    """The puzzle's card after a rated attempt at ``now``: ``review`` (its card, None for none) reviewed Good
    (``solved``) or Again; a first miss makes a card; a solve of a puzzle with no card makes none (None)."""
    if now.tzinfo is None:
        raise ValueError("a review's time needs its time zone (datetime.now(timezone.utc))")
    if review is None and solved:
        return None
    card = Card(card_id=0, due=now) if review is None else _card(review)
    card, _ = SCHEDULER.review_card(card, Rating.Good if solved else Rating.Again, review_datetime=now)
    return Review(
        state=int(card.state),
        step=card.step,
        stability=card.stability,
        difficulty=card.difficulty,
        due=card.due.isoformat(),
        last_review=None if card.last_review is None else card.last_review.isoformat(),
        reviews=0 if review is None else review.reviews + 1,
    )


def due(schedule: dict[str, Review], now: _dt.datetime, among=None) -> list[str]:
    """The puzzles of ``schedule`` due at ``now`` (of ``among``, a set of names, when given), due longest first
    (ties by name)."""
    out = []
    for name, review in schedule.items():
        if among is not None and name not in among:
            continue
        when = _dt.datetime.fromisoformat(review.due)
        if when <= now:
            out.append((when, name))
    return [name for _, name in sorted(out)]


__all__ = ["EVERY", "due", "reviewed"]
