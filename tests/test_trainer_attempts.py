"""What counts as an attempt in the trainer: it begins at the learner's first move and is kept in the record at once,
so that Undo, Next, a kernel restart or a closed notebook cannot make it a free skip; the rating moves once per
attempt."""

import json

import pytest

from innovation_nb.engine.game import GameError
from innovation_nb.puzzles import PuzzleRecord, Trainer, check, load_puzzle, pack
from innovation_nb.puzzles.rating import LEARNER
from innovation_nb.widgets import PuzzleTrainer
from innovation_nb.widgets.trainer_widget import cards_shown


@pytest.fixture(scope="module")
def shown():
    """The shipped puzzles of two actions (a first move leaves the attempt open), each with how many cards nobody
    could see before its first intended action shows."""
    frame = pack.load(budget=2, as_frame=True)
    counts = []
    for text in frame["puzzle"]:
        p = load_puzzle(text)
        counts.append(cards_shown(check(p, p.intended[:1]).game) - cards_shown(check(p, []).game))
    return frame.assign(shown=counts)


@pytest.fixture(scope="module")
def two_actions(shown):
    """Those whose first action shows no hidden card: Undo is free in them."""
    return shown[shown["shown"] == 0].drop(columns="shown")


@pytest.fixture(scope="module")
def drawing(shown):
    """One whose first action draws (or reveals) a card nobody could see before."""
    return shown[shown["shown"] > 0].head(1).drop(columns="shown")


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


def test_undo_never_takes_back_a_draw_in_an_open_attempt(tmp_path, drawing):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=drawing, record=path)
    first = w.puzzle.intended[0]
    before = [e for e in w.game.events if e.kind == "draw"]
    _first_move(w)
    assert len([e for e in w.game.events if e.kind == "draw"]) > len(before)  # the first action drew
    line = list(w.line)
    with pytest.raises(GameError, match=f"Undo stops here: {first} showed you a card"):
        w.undo()
    with pytest.raises(GameError, match=f"Reset would take back {first}"):
        w.reset()
    assert w.line == line and w.trainer.pending is not None  # refused: nothing changed
    snap = w.snapshot
    assert snap["can"]["undo"] is False and snap["can"]["reset"] is False
    assert snap["trainer"]["undo_blocked"].startswith("Undo stops here")
    assert not w.handle({"type": "undo"}) and w.line == line  # the button's message: refused the same way
    # once the attempt is over (the solution asked for: a miss), Undo is free again
    w.show_solution()
    w.hide_solution()
    assert w.result is False and w.undo_blocked is None
    w.undo()
    assert w.line == []


def test_undo_is_free_when_no_attempt_is_open(tmp_path, drawing):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=drawing, record=path)
    w.show_solution()  # before any move: no attempt, so nothing to keep hidden
    w.hide_solution()
    _first_move(w)
    assert w.undo_blocked is None
    w.undo()
    assert w.line == [] and not path.exists()
