"""Shared test helpers: positions from plain data, answering, and invariant-checked stepping."""
from __future__ import annotations

from innovation_nb.engine.game import Game
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.engine.position import build_state


def position(players, **spec) -> Game:
    """A game at a position. ``players``: {name: {"hand": [...], "score": [...], "board": {"red": ["top", ...]
    or {"cards": [...], "splay": "left"}}, "achievements": [...]}} in seat order; other keys as in build_state
    (supply={age: [draw order]}, current, actions_left, edition, teams, achievements, specials)."""
    plist = []
    for name, pd in players.items():
        pd = dict(pd or {})
        board = {}
        for color, pile in (pd.get("board") or {}).items():
            board[color] = pile if isinstance(pile, dict) else {"cards": list(pile), "splay": None}
        pd["board"] = board
        plist.append({"name": name, **pd})
    spec = {"players": plist, **spec}
    return Game.from_state(build_state(spec))


def run_checked(game: Game) -> None:
    """Step to the next decision or the end of the action, checking invariants after every event."""
    plan = game.plan.to_dict() if game.plan else None
    while game.pending is None and game.resolving:
        game.step()
        check_invariants(game.state)
        if plan is not None and game.plan is not None:
            assert game.plan.to_dict() == plan, "the dogma plan changed during the action"
        if plan is None and game.plan is not None:
            plan = game.plan.to_dict()


def dogma(game: Game, card: str, *answers):
    """Dogma ``card`` for the current player and give ``answers`` to the decisions in order."""
    game.apply(f"dogma {card}", run=False)
    run_checked(game)
    for a in answers:
        assert game.pending is not None, f"no decision pending for answer {a!r}; log:\n" + "\n".join(game.log()[-15:])
        game.answer(a, run=False)
        run_checked(game)
    return game


def kinds(game: Game, since: int = 0) -> list[str]:
    return [e.kind for e in game.events[since:]]


def moved(game: Game, kind: str, since: int = 0) -> list[str]:
    """Cards moved by events of ``kind`` since event ``since``."""
    return [c for e in game.events[since:] if e.kind == kind for c in e.cards]
