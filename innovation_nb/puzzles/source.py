"""The game a mined puzzle came from: its mining spec's bot game replayed to the puzzle's position (``ply``), with
its history, so that the learner can see how the position arose.

A pack row says where it came from: its ``name`` starts with its run's spec name, and ``game``, ``ply`` and
``seed`` are its game's number, the position looked at and the game's seed; the run's ``spec`` is in the pack's
metadata (``pack.runs_of``). The replay plays game ``game`` of the spec exactly as the miner does
(``mine.miner.positions``), but keeping the history, and stops at the ``ply``-th position looked at. It checks that
it reached the puzzle's position: the position's key (``mine.miner.position_key``) is the row's ``position``. A pack
mined by another version of the rules or the bots may not get there: ``Source.matches`` says so, and ``note`` says
it in words.
"""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd

from ..bots import playing
from ..engine.game import Game
from ..errors import InnovationError
from ..scenario.model import Scenario
from . import pack as packs
from .errors import PuzzleError
from .mine.miner import MAX_MOVES, new_game, position_key
from .mine.spec import MineSpec


@dataclass
class Source:
    """The game a puzzle came from, at the puzzle's position: ``game`` (with its history), the ``solver`` (whose
    move it is), the ``bots`` of the other seats (for a GameWidget), whether the replay ``matches`` the puzzle's
    position, and a ``note`` for the learner."""

    game: Game
    solver: str
    bots: dict
    matches: bool
    note: str


def source_of(frame: pd.DataFrame, name: str) -> Source:
    """Replay the game puzzle ``name`` of ``frame`` (a pack table) was mined from, to its position. Raises
    ``PuzzleError`` when the table does not say where the puzzle came from (a hand-made puzzle, a table without
    its runs)."""
    rows = frame[frame["name"] == name]
    if not len(rows):
        raise PuzzleError("name", f"no puzzle {name!r} in this pack")
    row = rows.iloc[0]
    if any(pd.isna(row.get(k)) for k in ("game", "ply")):
        raise PuzzleError("game", f"puzzle {name!r} does not say which game it came from (a puzzle made by hand?)")
    spec = _spec(frame, name)
    index, ply = int(row["game"]), int(row["ply"])
    g, bots = new_game(spec, index, history=True)
    at = 0
    reached = False
    for _ in playing(g, bots, MAX_MOVES):  # the miner's walk (``positions``), kept with its history
        if g.pending is None and g.state.phase == "play":
            if at == ply:
                reached = True
                break
            at += 1
    solver = getattr(g.state.current_player, "name", g.state.current_player)
    try:
        matches = reached and position_key(Scenario.from_game(g)) == row.get("position")
    except InnovationError:
        matches = False
    note = (
        f"Game {index} of the {spec.name!r} run, replayed to the puzzle's position ({ply} positions in)."
        if matches
        else f"This replay of game {index} of the {spec.name!r} run does not reach the puzzle's position: the pack "
        f"was mined by another version of the rules or the bots. What you see is not how the puzzle arose."
    )
    return Source(g, solver, {n: b for n, b in bots.items() if n != solver}, bool(matches), note)


def unknown(frame: pd.DataFrame, name: str):
    """Why the game puzzle ``name`` of ``frame`` came from cannot be replayed (None when it can): a puzzle made by
    hand, or a table that does not say how it was mined."""
    rows = frame[frame["name"] == name] if "game" in frame.columns and "ply" in frame.columns else frame.iloc[:0]
    if not len(rows) or pd.isna(rows["game"].iloc[0]) or pd.isna(rows["ply"].iloc[0]):
        return "this puzzle was not mined from a game"
    if not any(name.startswith(f"{run['spec'].get('name')}-") for run in packs.runs_of(frame)):
        return "this pack does not say how its puzzles were mined"
    return None


def _spec(frame: pd.DataFrame, name: str) -> MineSpec:
    """The spec of the run ``name`` was mined by: the one whose name begins the puzzle's."""
    runs = packs.runs_of(frame)
    for run in runs:
        spec = run["spec"]
        if name.startswith(f"{spec.get('name')}-"):
            return MineSpec.load(spec)
    raise PuzzleError(
        "spec", f"this pack does not say how puzzle {name!r} was mined (no run of its name in its metadata)"
    )


__all__ = ["Source", "source_of", "unknown"]
