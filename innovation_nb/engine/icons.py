"""Visible icons on a board: the top card shows all four positions; covered cards show what their splay
reveals (left: bottom-right; right: top-left and bottom-left; up: the three bottom positions).

Each pile keeps its counts (``Pile.icons``) until it changes: the primitives forget them when they move a card in
or out of a pile, and assigning a pile's cards or splay forgets them too. Every count goes through here.
"""

from __future__ import annotations

from ..cards.data import CARDS, ICON_INDEX, ICONS
from .state import Pile, Player

NONE = (0, 0, 0, 0, 0, 0)
_RAREST_FIRST = tuple(ICON_INDEX[i] for i in ("clock", "factory", "lightbulb", "crown", "leaf", "castle"))


def count_pile(pile: Pile) -> tuple:
    """The pile's visible icons counted afresh, in ``ICONS`` order."""
    cards = pile.cards
    if not cards:
        return NONE
    top = CARDS[cards[-1]].visible["top"]
    splay = pile.splay
    if not splay or len(cards) < 2:
        return top
    return tuple(map(sum, zip(top, *[CARDS[name].visible[splay] for name in cards[:-1]])))


def pile_icons(pile: Pile) -> tuple:
    """The pile's visible icons, in ``ICONS`` order (cached on the pile)."""
    v = pile.icons
    if v is None:
        v = pile.icons = count_pile(pile)
    return v


def icon_vector(player: Player) -> list[int]:
    """Counts of the six icons, in ``ICONS`` order."""
    a, b, c, d, e = [q.icons or pile_icons(q) for q in player.board]
    return [a[i] + b[i] + c[i] + d[i] + e[i] for i in range(6)]


def every_icon_at_least(player: Player, n: int) -> bool:
    """Does ``player`` show ``n`` or more of each of the six icons? (Stops at the first one short, trying the
    icons of the later ages first: most boards are short of clocks or factories.)"""
    a, b, c, d, e = [q.icons or pile_icons(q) for q in player.board]
    for i in _RAREST_FIRST:
        if a[i] + b[i] + c[i] + d[i] + e[i] < n:
            return False
    return True


def icon_counts(player: Player) -> dict[str, int]:
    return dict(zip(ICONS, icon_vector(player)))


def icon_count(player: Player, icon: str) -> int:
    i = ICON_INDEX[icon]
    n = 0
    for q in player.board:
        n += (q.icons or pile_icons(q))[i]
    return n
