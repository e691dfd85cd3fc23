"""The decisions of a game, found by replaying its inputs: each action and each answer given, who gave it, and
the event count at which it was given, so that the position before it can be rebuilt (``before``).

A game's inputs are exactly the decisions its players took: an answer the rules force is made by the engine and
is no input. Replaying the inputs from the start makes the same events (the game is deterministic), so the event
count before each input is the moment ``Game.rewind`` returns to.
"""
from __future__ import annotations

from typing import NamedTuple

from ..engine.game import Game


class Decision(NamedTuple):
    """One input of the game: ``input`` its number, ``event`` the events applied before it, ``kind`` "action"
    or "answer", ``value`` what was played (an action's text, or the answer), ``player`` who decided, ``turn``."""

    input: int
    event: int
    kind: str
    value: object
    player: str
    turn: int

    def to_list(self) -> list:
        return list(self)


def decisions(game: Game) -> list[Decision]:
    """Every decision of ``game`` (a Game with history), in order."""
    inputs = game.to_dict()["inputs"]
    g = game.fork()
    g.rewind(0)
    out = []
    for i, entry in enumerate(inputs):
        g.run_until_decision()
        if entry[0] == "answer":
            who = entry[2] if len(entry) > 2 else g.pending.player
            out.append(Decision(i, len(g.events), "answer", entry[1], who, g.state.turn))
            g.answer(entry[1], player=entry[2] if len(entry) > 2 else None)
        else:
            out.append(Decision(i, len(g.events), "action", entry[1], g.current_player.name, g.state.turn))
            g.apply(entry[1])
    return out


def before(game: Game, decision: Decision) -> Game:
    """A copy of ``game`` as it stood when ``decision`` was taken (the game itself is not changed)."""
    g = game.fork()
    g.rewind(decision.event)
    return g


__all__ = ["Decision", "before", "decisions"]
