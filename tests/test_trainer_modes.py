"""The trainer's modes: rated (the queue), streak (until the first miss, each puzzle harder; the best kept), timed
(as many as you can in 3 minutes on the front end's clock, passed in with the messages; the best kept). Unrated runs
move no rating and write nothing but a best score."""

import pytest

from innovation_nb.engine.game import GameError
from innovation_nb.puzzles import PuzzleRecord, Trainer, pack
from innovation_nb.puzzles.modes import TIMED_SECONDS, Run
from innovation_nb.puzzles.rating import LEARNER
from innovation_nb.puzzles.trainer import TrainerError
from innovation_nb.widgets import PuzzleTrainer


@pytest.fixture(scope="module")
def frame():
    return pack.load(budget=1, as_frame=True).head(40)


def _solve(w):
    for move in w.puzzle.intended:
        w.answer(move) if w.game.pending is not None else w.act(move)
    assert w.result is True


def _wrong(w):
    """A legal first action that is not the puzzle's (a one-action puzzle has one that works)."""
    return next(a["action"] for a in w.snapshot["actions"] if a["legal"] and a["action"] != w.puzzle.intended[0])


def test_a_run_picks_each_puzzle_harder_than_the_last():
    run = Run("streak", start=1000)
    ratings = [(900, "a"), (1010, "b"), (1200, "c"), (1100, "d")]
    picked = []
    for _ in range(4):
        name = run.pick(ratings)
        picked.append(name)
        run.served_one(name, dict((n, r) for r, n in ratings)[name])
    assert picked == ["b", "d", "c", "a"] and run.pick(ratings) is None  # then the hardest left, none twice


def test_a_streak_is_unrated_ends_at_the_first_miss_and_keeps_the_best(tmp_path, frame):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=frame, record=path, mode="streak")
    ratings = []
    for _ in range(3):
        ratings.append(w.trainer.puzzle_rating(w.puzzle.name).rating)
        _solve(w)
        assert w.snapshot["trainer"]["run"]["score"] == len(ratings) and w.rating == LEARNER
        w.next()
    assert ratings == sorted(ratings) and len(set(ratings)) > 1  # a little harder each time
    assert not path.exists()  # nothing written while the streak runs
    missed = w.puzzle.name
    w.act(_wrong(w))
    if w.result is None:
        w.next()  # the wrong move left the attempt open: Next counts the miss
    run = w.snapshot["trainer"]["run"]
    assert run["over"] and run["why"] == "a miss ends the streak" and run["score"] == 3 and w.puzzle.name == missed
    assert PuzzleRecord(path).best.streak == 3 and PuzzleRecord(path).attempts == [] and w.rating == LEARNER
    w.next()
    run = w.snapshot["trainer"]["run"]
    assert run["score"] == 0 and not run["over"]  # Next began a new streak
    assert w.snapshot["trainer"]["best"]["streak"] == 3 and w.snapshot["trainer"]["stakes"] is None


def test_a_timed_run_ends_on_the_front_ends_clock_and_keeps_the_best(tmp_path, frame):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(pack=frame, record=path)
    assert w.handle({"type": "trainer_mode", "mode": "timed"}) and w.trainer.mode == "timed"
    first = w.puzzle.intended
    for move in first:  # each message carries the seconds elapsed
        kind = "answer" if w.game.pending is not None else "action"
        assert w.handle({"type": kind, ("value" if kind == "answer" else "action"): move, "elapsed": 12.5})
    assert w.result is True and w.snapshot["trainer"]["run"]["score"] == 1
    assert w.handle({"type": "next_puzzle", "elapsed": 40})
    w.handle({"type": "action", "action": w.puzzle.intended[0], "elapsed": 60})
    # the time is up: the move is refused, the open attempt counts nothing, the score is kept
    assert not w.handle({"type": "action", "action": "draw", "elapsed": TIMED_SECONDS + 0.5})
    assert "the time is up" in w.error
    assert w.snapshot["trainer"]["run"]["over"] and PuzzleRecord(path).best.timed == 1
    assert PuzzleRecord(path).attempts == [] and w.rating == LEARNER
    assert not w.handle({"type": "trainer_clock", "elapsed": -1})  # refused, named
    w.handle({"type": "next_puzzle"})  # a new timed run
    assert w.snapshot["trainer"]["run"]["score"] == 0 and not w.snapshot["trainer"]["run"]["over"]


def test_changing_mode_with_a_rated_attempt_open_counts_a_miss(tmp_path, frame):
    path = tmp_path / "p.json"
    t = Trainer(frame, record=path)
    name = t.next().name
    t.begin()
    t.start("streak")
    assert [(a.puzzle, a.solved) for a in PuzzleRecord(path).attempts] == [(name, False)]
    with pytest.raises(TrainerError, match="mode: the modes are rated, streak, timed, not 'blitz'"):
        t.start("blitz")
    assert t.mode == "streak"


def test_a_streak_refuses_moves_once_over_until_next(tmp_path, frame):
    w = PuzzleTrainer(pack=frame, record=tmp_path / "p.json", mode="streak")
    w.trainer.run.end("a miss ends the streak")
    with pytest.raises(GameError, match="this streak run is over"):
        w.act(w.puzzle.intended[0])


def test_next_with_an_attempt_open_ends_a_streak_and_says_so_first(tmp_path):
    w = PuzzleTrainer(pack=pack.load(budget=2, as_frame=True), record=tmp_path / "p.json", mode="streak")
    name = w.puzzle.name
    w.act(w.puzzle.intended[0])
    assert w.result is None and w.trainer.pending is not None
    w.next()  # a miss: the streak ends, and the trainer stays to say so
    run = w.snapshot["trainer"]["run"]
    assert w.puzzle.name == name and w.result is False and run["over"] and run["why"] == "a miss ends the streak"
    w.next()
    assert w.puzzle.name != name and not w.snapshot["trainer"]["run"]["over"]
