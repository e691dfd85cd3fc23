"""The game a mined puzzle came from: replayed to the puzzle's position (checked by the position's key), opened in a
GameWidget from the solver's seat with its history, only once the attempt is over."""

import pandas as pd
import pytest

from innovation_nb.engine.game import GameError
from innovation_nb.puzzles import pack
from innovation_nb.puzzles.errors import PuzzleError
from innovation_nb.puzzles.source import source_of
from innovation_nb.widgets import PuzzleTrainer


@pytest.fixture(scope="module")
def frame():
    return pack.load(budget=1, as_frame=True).head(3)


def _solve(w):
    """Play the puzzle's whole line (its action, then any answers)."""
    for move in w.puzzle.intended:
        w.answer(move) if w.game.pending is not None else w.act(move)


def test_the_replay_reaches_the_puzzles_position(frame):
    name = frame["name"].iloc[0]
    src = source_of(frame, name)
    assert src.matches and "replayed to the puzzle's position" in src.note
    assert src.game.keeps_history and src.solver not in src.bots and src.game.state.phase == "play"


def test_a_pack_mined_otherwise_is_said_not_to_match(frame):
    other = frame.copy()
    other.attrs = frame.attrs
    other.loc[other.index[0], "ply"] = int(other["ply"].iloc[0]) + 1  # not where this puzzle was found
    src = source_of(other, other["name"].iloc[0])
    assert not src.matches and "does not reach the puzzle's position" in src.note


def test_a_puzzle_without_a_game_is_refused_naming_it(frame):
    other = frame.copy()
    other.attrs = frame.attrs
    other["game"] = pd.array([None] * len(other), dtype="Int64")
    with pytest.raises(PuzzleError, match="does not say which game it came from"):
        source_of(other, other["name"].iloc[0])


def test_the_trainer_opens_it_only_after_the_attempt(tmp_path, frame):
    w = PuzzleTrainer(pack=frame, record=tmp_path / "p.json")
    assert "once your attempt is over" in w.snapshot["trainer"]["source_blocked"]
    with pytest.raises(GameError, match="once your attempt is over"):
        w.source()
    _solve(w)
    assert w.result is not None and w.snapshot["trainer"]["source_blocked"] is None
    assert w.handle({"type": "open_source"})
    g = w.opened
    assert g.perspective == w.puzzle.solver and "replayed to the puzzle's position" in w.snapshot["trainer"]["why"]


def test_a_table_without_its_runs_offers_no_game(tmp_path, frame):
    bare = frame.copy()
    bare.attrs = {}
    w = PuzzleTrainer(pack=bare, record=tmp_path / "p.json")
    _solve(w)
    assert w.snapshot["trainer"]["source_blocked"] == "this pack does not say how its puzzles were mined"
    assert not w.handle({"type": "open_source"}) and w.opened is None
