"""Artifacts, age 1. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""
from __future__ import annotations

from ..registry import effect


@effect("Holmegaard Bows", 1)
def holmegaard_bows_compel(x):
    you, me = x.player, x.activator
    options = [c for c in x.highest([c for c in x.top_cards(you) if x.has_icon(c, "castle")])]
    card = yield from x.choose_card(you, options, prompt=f"Transfer your highest top card with a castle to "
                                                         f"{me.name}'s hand")
    if card:
        yield from x.transfer(card, x.board(you), x.hand(me))


@effect("Holmegaard Bows", 2)
def holmegaard_bows_draw(x):
    yield from x.draw(x.player, 2)
