"""The record's trainer fields added with the attempts begun, the review schedule and the best scores: how two
records on one file merge them, their limits, and that a record without them reads and writes as before."""

import datetime as dt
import json

import pytest

from innovation_nb.puzzles import PuzzleRecord
from innovation_nb.puzzles.rating import LEARNER
from innovation_nb.puzzles.record import MAX_PENDING, RecordError
from innovation_nb.puzzles.schedule import reviewed

T0 = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.timezone.utc)


def test_two_records_on_one_file_keep_the_higher_best_and_both_begun(tmp_path):
    path = tmp_path / "p.json"
    a, b = PuzzleRecord(path), PuzzleRecord(path)
    a.keep_best("streak", 5)
    b.keep_best("timed", 9)
    b.keep_best("streak", 3)  # lower than the file's: the file keeps 5
    assert PuzzleRecord(path).best.model_dump() == {"streak": 5, "timed": 9}
    a.begin("x", LEARNER)
    b.begin("y", LEARNER)
    assert sorted(p.puzzle for p in PuzzleRecord(path).pending) == ["x", "y"]
    with pytest.raises(RecordError, match="streak and timed, not of 'blitz'"):
        a.keep_best("blitz", 1)


def test_a_review_card_merges_by_its_later_review(tmp_path):
    path = tmp_path / "p.json"
    a, b = PuzzleRecord(path), PuzzleRecord(path)
    first = reviewed(None, False, T0)
    a.review("x", first)
    b.review("x", reviewed(first, True, T0 + dt.timedelta(days=1)))  # reviewed once more
    a.review("y", first)  # a's save merges b's newer card of x, and keeps it
    cards = PuzzleRecord(path).schedule
    assert cards["x"].reviews == 1 and set(cards) == {"x", "y"}


def test_begun_attempts_have_a_limit_named(tmp_path):
    path = tmp_path / "p.json"
    r = PuzzleRecord(path)
    for i in range(MAX_PENDING):
        r.begin(f"p{i}", LEARNER)
    with pytest.raises(RecordError, match=f"{MAX_PENDING} attempts are begun and not finished"):
        r.begin("one-more", LEARNER)
    assert len(PuzzleRecord(path).pending) == MAX_PENDING  # refused: the file is unchanged


def test_the_new_fields_are_written_only_when_they_hold_something(tmp_path):
    path = tmp_path / "p.json"
    r = PuzzleRecord(path)
    r.begin("x", LEARNER)
    data = json.loads(path.read_text())
    assert data["version"] == 3 and "pending" in data and "schedule" not in data and "best" not in data
