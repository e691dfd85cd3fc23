"""The decisions of a game, found by replaying its inputs: each action and each answer given, who gave it, and
the event count at which it was given, so that the position before it can be rebuilt (``before``).

A game's inputs are exactly the decisions its players took: an answer the rules force is made by the engine and
is no input. Replaying the inputs from the start makes the same events (the game is deterministic), so the event
count before each input is the moment ``Game.rewind`` returns to.
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine.game import Game
from ..engine.moves import Move


class Decision(NamedTuple):
    """One input of the game: ``input`` its number, ``event`` the events applied before it, ``move`` what was
    played (a ``Move``: who decided, an action or an answer), ``turn``. ``kind``, ``value`` (an action's text, or
    the answer) and ``player`` are the move's."""

    input: int
    event: int
    move: Move
    turn: int

    @property
    def kind(self) -> str:
        return self.move.kind

    @property
    def value(self):
        return self.move.input

    @property
    def player(self) -> str:
        return self.move.player

    def to_list(self) -> list:
        """Plain data (JSON), for the review's workers: ``from_list`` reads it back."""
        return [self.input, self.event, self.move.to_list(), self.turn]

    @classmethod
    def from_list(cls, data) -> Decision:
        number, event, move, turn = data
        return cls(number, event, Move.from_list(move), turn)


def decisions(game: Game) -> list[Decision]:
    """Every decision of ``game`` (a Game with history), in order."""
    inputs = game.to_dict()["inputs"]
    g = game.fork()
    g.rewind(0)
    out = []
    for i, entry in enumerate(inputs):
        g.run_until_decision()
        move = Move.from_list(entry, g.to_act)
        out.append(Decision(i, len(g.events), move, g.state.turn))
        g.play(move)
    return out


def rest_of_turn(all_decisions: list[Decision], decision: Decision) -> list[Move]:
    """The moves made after ``decision`` (by anyone) until the turn it was made in is over: what followed it in the
    same turn, as played."""
    out = []
    for d in all_decisions[decision.input + 1 :]:
        if d.turn != decision.turn:
            break
        out.append(d.move)
    return out


def before(game: Game, decision: Decision) -> Game:
    """A copy of ``game`` as it stood when ``decision`` was taken (the game itself is not changed)."""
    g = game.fork()
    g.rewind(decision.event)
    return g


__all__ = ["Decision", "before", "decisions", "rest_of_turn"]
