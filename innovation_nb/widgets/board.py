"""BoardWidget: every player's board the way the table looks."""

from __future__ import annotations

from .base import STATIC, WidgetBase
from .snapshot import TEACHING, board_snapshot, perspective_of


class BoardWidget(WidgetBase):
    """Boards with splays and icon counts, hands (faces for the viewer, backs with ages for others), score
    piles, achievements, the supply and whose turn it is. ``perspective``: a player's name, ``PUBLIC`` (a
    spectator), or ``TEACHING``, the default, to show every hand and score pile (the teaching view; None means it
    too). Call ``refresh()`` after changing the game elsewhere."""

    _esm = STATIC / "board.js"

    def __init__(self, game, perspective=TEACHING, terminology: str = "asmadi", **kwargs):
        self.perspective = perspective_of(game, perspective)
        self.game = game
        super().__init__(terminology, **kwargs)
        self.refresh()

    def build_snapshot(self) -> dict:
        return {
            "kind": "board",
            "board": board_snapshot(self.game, self.perspective, self.terminology),
        }
