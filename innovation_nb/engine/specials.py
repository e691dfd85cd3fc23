"""The five special achievements. Checked after every event that changes the game; a player who qualifies
claims at once, even on another player's turn; simultaneous claims go in turn order from the current player."""
from __future__ import annotations

from ..cards.data import CARDS
from .icons import icon_vector
from .primitives import claim_special


def _monument(p, v):
    if p.tucked >= 6:
        return f"tucked {p.tucked} cards this turn"
    if p.scored >= 6:
        return f"scored {p.scored} cards this turn"
    return None


def _empire(p, v):
    return "three or more of each of the six icons" if min(v()) >= 3 else None


def _world(p, v):
    n = v()[5]
    return f"{n} clocks on the board" if n >= 12 else None


def _wonder(p, v):
    if all(pile.cards and pile.splay in ("up", "right") for pile in p.board):
        return "five colours, each splayed up or right"
    return None


def _universe(p, v):
    if all(pile.cards and CARDS[pile.cards[-1]].age >= 8 for pile in p.board):
        return "five top cards, each of value 8 or more"
    return None


CONDITIONS = {"Monument": _monument, "Empire": _empire, "World": _world, "Wonder": _wonder, "Universe": _universe}


def qualifies(player, name: str) -> str | None:
    """Why ``player`` meets the special achievement's own condition, or None."""
    return CONDITIONS[name](player, lambda: icon_vector(player))


def _owner(zone):
    return getattr(zone, "owner", None)


def _on_board(zone) -> bool:
    return getattr(zone, "kind", None) == "board"


def check_specials(g, event=None):
    """Claim every special achievement someone now qualifies for (ties: turn order from the current player).
    Only the players whose hand, board or score ``event`` touched can have become eligible."""
    s = g.state
    if not s.specials:
        return
    if event is not None and event.kind not in ("tuck", "score") and not _on_board(event.source) \
            and not _on_board(event.dest):
        return  # only boards (and the tuck/score counts) decide special achievements
    touched = None if event is None else {_owner(event.source), _owner(event.dest), event.player}
    players = [p for p in s.turn_order_from_current() if touched is None or p.name in touched]
    vectors = {}

    def vector_of(p):
        def get():
            if p.index not in vectors:
                vectors[p.index] = icon_vector(p)
            return vectors[p.index]
        return get

    for name in list(s.specials):
        cond = CONDITIONS[name]
        for p in players:
            why = cond(p, vector_of(p))
            if why:
                yield from claim_special(g, p, name, why)
                vectors.clear()
                break
