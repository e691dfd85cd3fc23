"""Echoes of the Past: the forecast and the promotion after a Meld action, and the five Echoes special
achievements.

- **Foreshadow**: put a card face down in your forecast (``primitives.foreshadow``); only you may look at it.
- **Promote**: after a Meld action (never a meld inside an effect), each card of your forecast whose value is at
  most the melded card's may be promoted: you may meld one of them from the forecast (not a Meld action, so it
  sets nothing off), then you may dogma it for free.
- **Draw rule**: a plain draw by a player whose hand holds cards but no Echoes card is an Echoes draw.
- **Echo effects**: a Dogma runs the visible echo effects of the card's pile first (fixed with the plan).
- Bonuses count in the score (``Player.score_total``, where the score is counted).

These rules join the core at its hook points (``hooks.py``; registered at the end of this module).
"""

from __future__ import annotations

from ..cards.data import CARDS, COLORS, ICONS, SPLAY_POSITIONS, shown_positions
from . import hooks, specials
from . import primitives as prim
from .actions import why_not_dogma
from .context import ask
from .decisions import Request
from .dogma import dogma
from .icons import pile_icons
from .text import Text, card, who
from .triggers import close_trigger, open_trigger


def promote(g, p, melded: str, covered: str | None = None):
    """After ``p``'s Meld action of ``melded``: offer the promotion, then the free dogma of the promoted card (what
    the card covered plays no part)."""
    value = CARDS[melded].value
    eligible = [c for c in p.forecast if CARDS[c].age <= value]
    if not eligible:
        return
    frame = yield from open_trigger(
        g,
        p,
        "Promote",
        Text(
            "Promote: ",
            card(melded, None),
            " was melded, so ",
            who(p.name, "may"),
            f" meld a card of value {value} or less from the forecast, then dogma it for free",
        ),
    )
    promoted = yield from _promote(g, p, melded, value, eligible)
    # the free dogma runs outside the trigger frame: a dogma's card frame must sit right under its action's (the
    # sharing bonus is read there)
    close_trigger(g, frame)
    if promoted is not None:
        yield from dogma(g, p, promoted)


def _promote(g, p, melded, value, eligible):
    """The promotion itself: the card promoted if its free dogma was chosen, else None."""
    picked = yield from ask(
        g,
        Request(
            p.name,
            "cards",
            eligible,
            1,
            1,
            True,
            Text(
                "You may promote a card of your forecast of value ",
                str(value),
                " or less (",
                card(melded, None),
                " was melded): meld it from your forecast, then you may dogma it for free",
            ),
            None,
        ),
    )
    if not picked:
        return None
    promoted = picked[0]
    yield from prim.meld(g, p, promoted, prim.forecast(p))
    if g.state.result is not None or p.pile(CARDS[promoted].color).top != promoted:
        return None
    if why_not_dogma(g.state, promoted) is not None:
        return None
    if (
        yield from ask(
            g,
            Request(
                p.name, "yes_no", [True, False], prompt=Text("Dogma the promoted ", card(promoted, None), " for free?")
            ),
        )
    ):
        return promoted
    return None


# -- the draw rule and echo effects ------------------------------------------------------------------------------


def draw_rule(state, p) -> str | None:
    """The Echoes draw rule: cards in hand (revealed ones are in the hand too), none of them an Echoes card, makes a
    plain draw an Echoes draw."""
    if p.hand and all(CARDS[c].set != "echoes" for c in p.hand):
        return "echoes"
    return None


def visible_echoes(player, card_name: str) -> list[tuple]:
    """The echo effects a dogma of ``card_name`` by ``player`` runs before the card's own effects: each visible
    echo effect in ``player``'s pile of that colour, bottom card first, then the card's own (its top card shows
    every slot). A card dogma'd from elsewhere (on display) comes last, as if on top. Each is
    (card, effect number, why it is visible)."""
    card = CARDS[card_name]
    pile = player.board[card.color_index]
    cards = pile.cards
    out = []
    for k, c in enumerate(cards):
        info = CARDS[c]
        if info.echo is None or c == card_name:
            continue
        top = k == len(cards) - 1
        if top or (pile.splay and info.shows_echo[pile.splay]):
            why = "the top card" if top else f"splayed {pile.splay}: its echo effect shows"
            out.append((c, info.echo, why))
    if card.echo is not None:
        out.append((card_name, card.echo, "the card itself"))
    return out


def plan_echoes(plan, state, activator) -> None:
    """A Dogma's echo effects, fixed with its plan as the rules say (bottom card first)."""
    plan.echoes = visible_echoes(activator, plan.card)


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
_HEXES = {
    name: {
        shows: sum(
            1 for i in (range(len(c.icons)) if shows == "top" else shown_positions(c, shows)) if c.icons[i] == "hex"
        )
        for shows in ("top", *SPLAY_POSITIONS)
    }
    for name, c in CARDS.items()
}


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


def echoes_showing(pile) -> int:
    """How many echo effects ``pile`` shows: its top card's, and those its splay reveals."""
    return sum(1 for c, shows in _visible(pile) if CARDS[c].shows_echo[shows])


def history(p):
    for color, pile in zip(COLORS, p.board):
        n = echoes_showing(pile)
        if n >= 4:
            return f"{n} echo effects visible in {color}"
    return None


def supremacy(p):
    for i, icon in enumerate(ICONS):
        colors = sum(1 for pile in p.board if pile.cards and pile_icons(pile)[i] >= 3)
        if colors >= 4:
            return f"four colours each showing three or more {icon}s"
    return None


SPECIALS = {"Wealth": wealth, "Destiny": destiny, "Heritage": heritage, "History": history, "Supremacy": supremacy}


# -- where these rules join the core -----------------------------------------------------------------------------

# At a Meld action, the promotion comes last: after the City icons and City draw, and after a dig.
hooks.register("meld_action", "echoes", promote, order=3)
hooks.register("draw", "echoes", draw_rule)
hooks.register("dogma_plan", "echoes", plan_echoes)
for _name, _condition in SPECIALS.items():
    specials.register(_name, _condition, watch="forecast" if _name == "Destiny" else None)
