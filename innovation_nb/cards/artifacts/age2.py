"""Artifacts, age 2. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""
from __future__ import annotations

from ..registry import effect


@effect("Babylonian Chronicles", 1)
def babylonian_chronicles_compel(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.color(c) != "red" and x.has_icon(c, "castle")]
    card = yield from x.choose_card(you, options, prompt=f"Transfer a top non-red card with a castle to "
                                                         f"{me.name}'s board")
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))


@effect("Babylonian Chronicles", 2)
def babylonian_chronicles_score(x):
    yield from x.draw_and_score(x.player, 3)
