"""A line of play on a game in the fast mode (no history), that can branch anywhere, even in the middle of an action.

A game without history can be copied only between actions: an action is a running generator, which cannot be
copied. So a line keeps the position where the running action began and the moves given since; a branch in the
middle of an action is that position replayed with those moves (a fraction of a millisecond: the action is played
again, not the game). Between actions a branch is a plain copy.
"""

from __future__ import annotations

from ..engine.game import Game
from ..engine.moves import Move


class Line:
    """``game`` (fast mode) and how to branch it: ``start``, the position where its running action began (None
    between actions), and ``moves``, the moves given since."""

    __slots__ = ("game", "start", "moves")

    def __init__(self, game: Game, start=None, moves=()):
        self.game = game
        self.start = start if game.resolving else None
        self.moves = list(moves) if game.resolving else []

    def play(self, move: Move) -> None:
        """Play ``move`` (it runs to the next decision, or to the end of the action)."""
        g = self.game
        if not g.resolving:  # an action begins here: keep where, to branch inside it
            self.start = g.state.clone()
            self.moves = []
        g.play(move)
        if g.resolving:
            self.moves.append(move)
        else:
            self.start = None
            self.moves = []

    def branch(self) -> "Line":
        """An independent copy at this point."""
        if self.start is None:
            return Line(self.game.fork(history=False))
        g = Game.from_state(self.start.clone(), history=False, trace=False)
        for m in self.moves:
            g.play(m)
        return Line(g, self.start, self.moves)


__all__ = ["Line"]
