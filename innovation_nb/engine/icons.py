"""Visible icons on a board: the top card shows all four positions; covered cards show what their splay
reveals (left: bottom-right; right: top-left and bottom-left; up: the three bottom positions)."""
from __future__ import annotations

from ..cards.data import CARDS, ICON_INDEX, ICONS
from .state import Pile, Player


def pile_icons(pile: Pile) -> list[int]:
    cards = pile.cards
    if not cards:
        return [0] * 6
    v = list(CARDS[cards[-1]].visible["top"])
    if pile.splay and len(cards) > 1:
        splay = pile.splay
        for name in cards[:-1]:
            w = CARDS[name].visible[splay]
            for i in range(6):
                v[i] += w[i]
    return v


def icon_vector(player: Player) -> list[int]:
    """Counts of the six icons, in ``ICONS`` order."""
    total = [0] * 6
    for pile in player.board:
        if pile.cards:
            v = pile_icons(pile)
            for i in range(6):
                total[i] += v[i]
    return total


def icon_counts(player: Player) -> dict[str, int]:
    return dict(zip(ICONS, icon_vector(player)))


def icon_count(player: Player, icon: str) -> int:
    i = ICON_INDEX[icon]
    n = 0
    for pile in player.board:
        cards = pile.cards
        if not cards:
            continue
        n += CARDS[cards[-1]].visible["top"][i]
        if pile.splay and len(cards) > 1:
            splay = pile.splay
            for name in cards[:-1]:
                n += CARDS[name].visible[splay][i]
    return n
