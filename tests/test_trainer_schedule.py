"""Missed puzzles come back on a spaced-repetition schedule (FSRS): a miss gives the puzzle a card, a later attempt
reviews it, and a due puzzle is served before new ones, at most every third puzzle. Dates are passed in."""

import datetime as dt
import json

import pytest

from innovation_nb.puzzles import PuzzleRecord, Trainer, pack
from innovation_nb.puzzles.record import RecordError
from innovation_nb.puzzles.schedule import due, reviewed

T0 = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.timezone.utc)


class Clock:
    def __init__(self, now=T0):
        self.now = now

    def __call__(self):
        return self.now

    def later(self, **kw):
        self.now += dt.timedelta(**kw)


@pytest.fixture(scope="module")
def frame():
    return pack.load(budget=1, as_frame=True).head(30)


def test_a_miss_makes_a_card_a_solve_reviews_it_and_a_first_solve_makes_none():
    card = reviewed(None, False, T0)
    assert card is not None and dt.datetime.fromisoformat(card.due) > T0 and card.reviews == 0
    assert reviewed(None, True, T0) is None
    again = reviewed(card, True, dt.datetime.fromisoformat(card.due))
    assert again.reviews == 1 and dt.datetime.fromisoformat(again.due) > dt.datetime.fromisoformat(card.due)
    assert due({"a": card}, T0) == [] and due({"a": card}, T0 + dt.timedelta(days=1)) == ["a"]
    assert due({"a": card}, T0 + dt.timedelta(days=1), among={"b"}) == []
    with pytest.raises(ValueError, match="time zone"):
        reviewed(None, False, dt.datetime(2026, 3, 2))


def test_a_missed_puzzle_comes_back_when_due_at_most_every_third(tmp_path, frame):
    path = tmp_path / "p.json"
    clock = Clock()
    t = Trainer(frame, record=path, clock=clock)
    missed = t.next().name
    t.attempt(False)
    assert list(PuzzleRecord(path).schedule) == [missed]
    assert json.loads(path.read_text())["schedule"][missed]["state"] in (1, 3)
    clock.later(minutes=1)
    t.next()
    assert not t.review  # not due yet
    t.attempt(False)  # a second miss: a second card, due a minute after the first
    second = t.puzzle.name
    clock.later(days=1)
    assert t.due() == [missed, second]
    assert t.next().name == missed and t.review  # due longest first, before any new puzzle
    t.attempt(True)  # reviewed Good: due again later
    card = PuzzleRecord(path).schedule[missed]
    assert card.reviews == 1 and dt.datetime.fromisoformat(card.due) > clock.now
    # the other is due too, but a review comes at most every third puzzle
    assert [t.next().name != second and not t.review for _ in range(2)] == [True, True]
    assert t.next().name == second and t.review
    # a trainer opened later serves them again when due, the one solved since too (the skipped one is due longest)
    clock.later(days=365)
    again = Trainer(frame, record=path, clock=clock)
    assert again.due() == [second, missed] and again.next().name == second and again.review


def test_an_attempt_never_finished_reviews_the_card_as_a_miss(tmp_path, frame):
    path = tmp_path / "p.json"
    clock = Clock()
    t = Trainer(frame, record=path, clock=clock)
    name = t.next().name
    t.begin()
    again = Trainer(frame, record=path, clock=clock)
    assert again.settled == [name] and list(again.record.schedule) == [name]


def test_old_records_load_and_a_bad_card_is_refused_naming_it(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"version": 1, "learner": "Ann", "solved": {}}))
    assert PuzzleRecord(path).schedule == {}
    bad = {"version": 3, "rating": {"rating": 1500, "rd": 300, "vol": 0.06}, "schedule": {"x": {"state": 2}}}
    path.write_text(json.dumps(bad))
    with pytest.raises(RecordError, match="schedule.x.due"):
        PuzzleRecord(path)
    bad["schedule"]["x"]["due"] = "2026-03-02T09:00:00"
    path.write_text(json.dumps(bad))
    with pytest.raises(RecordError, match="no time zone"):
        PuzzleRecord(path)
