"""The five special achievements. Checked after every event that changes the game; a player who qualifies
claims at once, even on another player's turn; simultaneous claims go in turn order from the current player."""
from __future__ import annotations

from ..cards.data import CARDS
from .icons import icon_vector
from .primitives import claim_special


def _monument(p):
    if p.tucked >= 6:
        return f"tucked {p.tucked} cards this turn"
    if p.scored >= 6:
        return f"scored {p.scored} cards this turn"
    return None


def _empire(p):
    v = icon_vector(p)
    return "three or more of each of the six icons" if min(v) >= 3 else None


def _world(p):
    n = icon_vector(p)[5]
    return f"{n} clocks on the board" if n >= 12 else None


def _wonder(p):
    if all(pile.cards and pile.splay in ("up", "right") for pile in p.board):
        return "five colours, each splayed up or right"
    return None


def _universe(p):
    if all(pile.cards and CARDS[pile.cards[-1]].age >= 8 for pile in p.board):
        return "five top cards, each of value 8 or more"
    return None


CONDITIONS = {"Monument": _monument, "Empire": _empire, "World": _world, "Wonder": _wonder, "Universe": _universe}


def qualifies(player, name: str) -> str | None:
    """Why ``player`` meets the special achievement's own condition, or None."""
    return CONDITIONS[name](player)


def check_specials(g):
    """Claim every special achievement someone now qualifies for (ties: turn order from the current player)."""
    s = g.state
    if not s.specials:
        return
    for name in list(s.specials):
        cond = CONDITIONS[name]
        for p in s.turn_order_from_current():
            why = cond(p)
            if why:
                yield from claim_special(g, p, name, why)
                break
        if s.result is not None:
            return
