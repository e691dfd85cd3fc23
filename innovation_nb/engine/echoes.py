"""Echoes of the Past: the forecast and the promotion after a Meld action, and the five Echoes special
achievements.

- **Foreshadow**: put a card face down in your forecast (``primitives.foreshadow``); only you may look at it.
- **Promote**: after a Meld action (never a meld inside an effect), each card of your forecast whose value is at
  most the melded card's may be promoted: you may meld one of them from the forecast (not a Meld action, so it
  sets nothing off), then you may dogma it for free.
- The draw rule (``primitives.draw``), echo effects (``dogma.visible_echoes``) and bonuses (``Player.score_total``)
  live where the rules they change live.
"""
from __future__ import annotations

from ..cards.data import CARDS, COLORS, ICONS, SPLAY_POSITIONS, shown_positions
from .decisions import Request
from .icons import pile_icons
from .text import Text, card, who
from .triggers import close_trigger, open_trigger


def promote(g, p, melded: str):
    """After ``p``'s Meld action of ``melded``: offer the promotion, then the free dogma of the promoted card."""
    value = CARDS[melded].value
    eligible = [c for c in p.forecast if CARDS[c].age <= value]
    if not eligible:
        return
    from .dogma import dogma

    frame = yield from open_trigger(g, p, "Promote", Text(
        "Promote: ", card(melded, None), " was melded, so ", who(p.name, "may"), f" meld a card of value {value} or less from "
        "the forecast, then dogma it for free"))
    promoted = yield from _promote(g, p, melded, value, eligible)
    # the free dogma runs outside the trigger frame: a dogma's card frame must sit right under its action's (the
    # sharing bonus is read there)
    close_trigger(g, frame)
    if promoted is not None:
        yield from dogma(g, p, promoted)


def _promote(g, p, melded, value, eligible):
    """The promotion itself: the card promoted if its free dogma was chosen, else None."""
    from . import primitives as prim  # the rules below import this module's conditions
    from .actions import _why_not_dogma
    from .context import ask

    picked = yield from ask(g, Request(p.name, "cards", eligible, 1, 1, True, Text(
        "You may promote a card of your forecast of value ", str(value), " or less (", card(melded, None),
        " was melded): meld it from your forecast, then you may dogma it for free"), None))
    if not picked:
        return None
    promoted = picked[0]
    yield from prim.meld(g, p, promoted, prim.forecast(p))
    if g.state.result is not None or p.pile(CARDS[promoted].color).top != promoted:
        return None
    if _why_not_dogma(g.state, promoted) is not None:
        return None
    if (yield from ask(g, Request(p.name, "yes_no", [True, False], prompt=Text(
            "Dogma the promoted ", card(promoted, None), " for free?")))):
        return promoted
    return None


# -- the Echoes special achievements (claimed at once by whoever qualifies, like the base five) ------------------

def wealth(p):
    n = len(p.visible_bonuses())
    return f"{n} bonuses visible on the board" if n >= 8 else None


def destiny(p):
    n = len(p.forecast)
    return f"{n} cards in the forecast" if n >= 7 else None


def _visible(pile):
    """(card, splay word) of each card of ``pile`` whose slots show: the top card all of them, the others what the
    splay reveals."""
    cards = pile.cards
    if not cards:
        return []
    out = [(cards[-1], "top")]
    if pile.splay and len(cards) > 1:
        out += [(c, pile.splay) for c in cards[:-1]]
    return out


# Hexes each card shows on top and under each splay (Heritage is checked after every change to a board).
_HEXES = {name: {shows: sum(1 for i in (range(len(c.icons)) if shows == "top" else shown_positions(c, shows))
                            if c.icons[i] == "hex") for shows in ("top", *SPLAY_POSITIONS)}
          for name, c in CARDS.items()}


def heritage(p):
    for color, pile in zip(COLORS, p.board):
        cards = pile.cards
        if not cards:
            continue
        n = _HEXES[cards[-1]]["top"]
        if pile.splay:
            n += sum([_HEXES[c][pile.splay] for c in cards[:-1]])
        if n >= 8:
            return f"{n} hexes visible in {color}"
    return None


def history(p):
    for color, pile in zip(COLORS, p.board):
        n = sum(1 for c, shows in _visible(pile) if CARDS[c].shows_echo[shows])
        if n >= 4:
            return f"{n} echo effects visible in {color}"
    return None


def supremacy(p):
    for i, icon in enumerate(ICONS):
        colors = sum(1 for pile in p.board if pile.cards and pile_icons(pile)[i] >= 3)
        if colors >= 4:
            return f"four colours each showing three or more {icon}s"
    return None


SPECIALS = {"Wealth": wealth, "Destiny": destiny, "Heritage": heritage, "History": history,
            "Supremacy": supremacy}
