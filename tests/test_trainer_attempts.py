"""What counts as an attempt in the trainer: it begins at the learner's first move and is kept in the record at once,
so that Undo, Next, a kernel restart or a closed notebook cannot make it a free skip; the rating moves once per
attempt."""

import json

import pytest

from innovation_nb.puzzles import PuzzleRecord, Trainer, pack
from innovation_nb.puzzles.rating import LEARNER
from innovation_nb.widgets import PuzzleTrainer


@pytest.fixture(scope="module")
def two_actions():
    """The shipped puzzles of two actions: a first move leaves the attempt open."""
    return pack.load(budget=2, as_frame=True)


def _first_move(w):
    w.act(w.puzzle.intended[0])
    assert w.result is None and w.status == "not yet"


def _attempts(path):
    return [(a.puzzle, a.solved) for a in PuzzleRecord(path).attempts]


def test_an_attempt_is_kept_at_the_first_move_and_survives_undo(tmp_path, two_actions):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=two_actions, record=path)
    assert not path.exists()  # nothing before a move
    _first_move(w)
    begun = PuzzleRecord(path).pending
    assert [p.puzzle for p in begun] == [w.puzzle.name] and not PuzzleRecord(path).attempts
    w.undo()
    assert w.line == [] and w.trainer.pending == begun[0]  # back at the start, the attempt stays begun
    assert [p.puzzle for p in PuzzleRecord(path).pending] == [w.puzzle.name]


def test_undo_then_next_counts_a_miss(tmp_path, two_actions):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=two_actions, record=path)
    first = w.puzzle.name
    _first_move(w)
    w.undo()
    w.handle({"type": "next_puzzle"})
    assert _attempts(path) == [(first, False)] and w.rating.rating < LEARNER.rating
    assert PuzzleRecord(path).pending == [] and w.result is None and w.puzzle.name != first
    # a skip before any move is still a skip
    second = w.puzzle.name
    w.next()
    assert _attempts(path) == [(first, False)] and w.puzzle.name != second


def test_an_attempt_never_finished_is_rated_once_after_a_restart(tmp_path, two_actions):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=two_actions, record=path)
    name = w.puzzle.name
    _first_move(w)  # then the kernel stops: the widget is gone
    again = Trainer(two_actions, record=path)
    assert again.settled == [name] and _attempts(path) == [(name, False)]
    after = again.rating
    assert after.rating < LEARNER.rating and PuzzleRecord(path).pending == []
    third = Trainer(two_actions, record=path)  # counted once
    assert third.settled == [] and third.rating == after and len(PuzzleRecord(path).attempts) == 1
    # the widget of that attempt, still open in another kernel, solves it now: the miss counted stays
    for move in w.puzzle.intended[1:]:
        w.answer(move) if w.game.pending is not None else w.act(move)
    assert w.status == "solved"
    assert _attempts(path) == [(name, False)] and PuzzleRecord(path).rating == after


def test_a_result_finishes_the_attempt_begun_with_its_time(tmp_path, two_actions, monkeypatch):
    from innovation_nb.puzzles import record

    times = iter(["2025-05-04T10:00:00.000000", "2025-05-04T10:05:00.000000"])
    monkeypatch.setattr(record, "_now", lambda: next(times))
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=two_actions, record=path)
    for move in w.puzzle.intended:
        w.answer(move) if w.game.pending is not None else w.act(move)
    assert w.result is True
    data = json.loads(path.read_text())
    assert [(a["solved"], a["when"]) for a in data["attempts"]] == [(True, "2025-05-04T10:00:00.000000")]
    assert "pending" not in data and data["version"] == 3  # nothing begun is left: the file reads as before


def test_the_solution_shown_before_any_move_counts_nothing_and_after_one_a_miss(tmp_path, two_actions):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=two_actions, record=path)
    w.show_solution()
    assert w.result is None and not path.exists() and w.snapshot["trainer"]["looked"]
    w.hide_solution()
    _first_move(w)  # a move now begins no attempt: the solution was seen
    assert not path.exists() and w.trainer.pending is None
    w.next()
    assert not path.exists()
    _first_move(w)
    w.show_solution()
    assert w.result is False and _attempts(path) == [(w.puzzle.name, False)]
