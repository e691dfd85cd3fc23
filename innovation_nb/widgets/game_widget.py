"""GameWidget: a whole game in the notebook, hot-seat or against bots."""
from __future__ import annotations

from .base import STATIC, GameWidgetBase
from .protocol import BadMessage
from .snapshot import actions_snapshot, board_snapshot, event_rows, request_snapshot

LOG_EVENTS = 400  # the log sent to the front end: the most recent events (the whole game stays in Python)


class GameWidget(GameWidgetBase):
    """Play ``game``. ``bots``: {player name: bot} (any object with ``move(game)``, e.g. innovation_nb.bots);
    the other players are people. With one person the board is shown from their side; hot-seat shows the side
    of whoever must act."""

    _esm = STATIC / "game.js"

    def __init__(self, game, bots: dict | None = None, terminology: str = "asmadi", **kwargs):
        self.bots = dict(bots or {})
        for name in self.bots:
            game.player(name)  # UnknownPlayer (a project error) for a player not seated
        self.humans = [p.name for p in game.players if p.name not in self.bots]
        super().__init__(game, terminology, **kwargs)
        self.run_bots()
        self.refresh()

    @property
    def perspective(self):
        if len(self.humans) == 1:
            return self.humans[0]
        return self.to_act

    @property
    def to_act(self):
        g = self.game
        if g.over:
            return None
        if g.pending is not None:
            return g.pending.player
        return g.current_player.name

    def run_bots(self, limit: int = 10000) -> None:
        """Let bots move until a person must act or the game is over."""
        g = self.game
        for _ in range(limit):
            if g.over:
                return
            if g.resolving and g.pending is None:
                g.run_until_decision()
                continue
            who = self.to_act
            if who not in self.bots:
                return
            move = self.bots[who].move(g)
            if g.pending is not None:
                g.answer(move)
            else:
                g.apply(move)

    def act(self, action) -> None:
        self.game.apply(action)
        self.run_bots()
        self.refresh()

    def answer(self, value) -> None:
        self.game.answer(value)
        self.run_bots()
        self.refresh()

    def dispatch(self, msg) -> None:
        if msg.type in ("action", "answer") and self.to_act in self.bots:
            raise BadMessage(f"it is {self.to_act}'s move (a bot)")
        if msg.type == "action":
            self.game.apply(msg.action)
            self.run_bots()
        elif msg.type == "answer":
            self.game.answer(msg.value)
            self.run_bots()
        else:
            super().dispatch(msg)

    def build_snapshot(self) -> dict:
        g, viewer = self.game, self.perspective
        human_turn = self.to_act is not None and self.to_act not in self.bots
        return {
            "kind": "game",
            "board": board_snapshot(g, viewer, self.terminology),
            "to_act": self.to_act,
            "bots": sorted(self.bots),
            "actions": actions_snapshot(g, self.terminology) if human_turn else [],
            "pending": request_snapshot(g, g.pending, viewer, self.terminology) if human_turn else None,
            "log": event_rows(g, 0, viewer, self.terminology, limit=LOG_EVENTS),
            "result": g.result.to_dict() if g.result else None,
        }
