"""Cities of Destiny: City draws, the icons that act when a City is melded by a Meld action, flags and fountains.

- **City draw**: a Meld action that adds a new colour to the board, and a splay in a new direction (also of
  another player's pile: the player who splayed draws), draw a City of the value of your highest top card —
  unless you already hold a City. An empty City pile gives a base card.
- **Icons that act** (top-middle and bottom-middle slots of a City melded by a Meld action): a plus draws a card
  one higher than the City; an arrow splays the City's colour that way; a search draws and reveals X base cards
  of value X (X = the City's value), keeps those showing the search's icon and returns the others, in the order
  the player picks.
- **Flags and fountains** are achievements while they show: never stored, always counted from the boards.
- **Endorse**, a third kind of action, and the five Cities special achievements, claimed on their own events.

These rules join the core at its hook points (``hooks.py``; registered at the end of this module).
"""

from __future__ import annotations

from ..cards.data import CARDS, COLORS, SPLAY_POSITIONS
from . import hooks, specials
from . import primitives as prim
from .actions import Action, why_not_dogma
from .context import ask
from .decisions import Request
from .dogma import dogma
from .endgame import check_achievement_win
from .events import zone as _zone
from .text import Text, a_age, card, count, who
from .text import whose as text_whose
from .triggers import close_trigger as _close
from .triggers import open_trigger as _open

ACTING_SLOTS = (4, 2)  # top middle, then bottom middle: the order the face is read


def holds_city(p) -> bool:
    for c in p.hand:
        if CARDS[c].set == "cities":
            return True
    return False


def city_draw(g, p, why):
    """``p`` draws a City of the value of their highest top card (``why``: text parts saying what set it off),
    unless ``p`` already holds one."""
    if holds_city(p):
        yield from _note(g, p, Text("No City draw (", *why, "): ", who(p.name, "holds"), " a City already"))
        return None
    value = p.highest_top_value()
    frame = yield from _open(
        g,
        p,
        "City draw",
        Text(
            "City draw: ",
            *why,
            ", so ",
            who(p.name, "draws"),
            " a City of ",
            a_age(max(value, 1)),
            " (the highest top card)",
        ),
    )
    drawn = yield from prim.draw(g, p, value, "cities")
    _close(g, frame)
    return drawn


def after_splay(g, by, owner, color: str):
    """A splay in a new direction: the player who splayed (``by``) draws a City."""
    pile = (f"{color}",) if by is owner else (text_whose(owner.name), f" {color}")
    yield from city_draw(g, by, (*pile, " splayed in a new direction"))


def meld_action(g, p, melded: str, covered: str | None):
    """After ``p``'s Meld action: the City's icons that act, then a City draw if the colour is new."""
    info = CARDS[melded]
    if info.set == "cities":
        for icon in acting_icons(info):
            if g.state.result is not None or p.pile(info.color).top != melded:
                break
            yield from ICON_EFFECTS[icon["type"]](g, p, melded, icon)
    if covered is None and g.state.result is None:
        yield from city_draw(g, p, (card(melded, None), " added a new colour"))


def acting_icons(info) -> list[dict]:
    """The plus, arrow and search icons of a City that act on a Meld action, in reading order."""
    return [
        x
        for slot in ACTING_SLOTS
        for x in info.specials
        if x["slot"] == slot and x["type"] in ("plus", "arrow", "search")
    ]


def _plus(g, p, city: str, icon: dict):
    value = CARDS[city].value + 1
    frame = yield from _open(
        g,
        p,
        f"{city}: plus",
        Text(card(city, None), "'s plus icon: ", who(p.name, "draws"), " ", a_age(value), " (one above the City)"),
    )
    yield from prim.draw(g, p, value)
    _close(g, frame)


def _arrow(g, p, city: str, icon: dict):
    color, direction = CARDS[city].color, icon["direction"]
    frame = yield from _open(
        g,
        p,
        f"{city}: arrow {direction}",
        Text(
            card(city, None),
            "'s arrow: ",
            who(p.name, "splays"),
            f" {color} {direction}",
            " (a pile of one card cannot be splayed)" if len(p.pile(color)) < 2 else "",
        ),
    )
    yield from prim.splay(g, p, color, direction)
    _close(g, frame)


def _search(g, p, city: str, icon: dict):
    s = g.state
    x, wanted = CARDS[city].value, icon["icon"]
    frame = yield from _open(
        g,
        p,
        f"{city}: search {wanted}",
        Text(
            card(city, None),
            "'s search icon: ",
            who(p.name, "draws"),
            f" and reveals {x} base ",
            a_age(x),
            f"s (no other age), keeps those showing a {{{wanted}}} and returns the others",
        ),
    )
    pile = s.supply[x - 1]
    revealed: list[str] = []
    for _ in range(x):
        if not pile:
            yield from _note(
                g, p, Text(f"The base {x} pile is empty: the search ends with {count(len(revealed), 'card')}")
            )
            break
        c = pile[-1]
        yield g._event(
            "draw",
            p.name,
            (c,),
            _zone("supply", None, x),
            _zone("hand", p.name),
            {"requested": x, "age": x, "search": True},
            (p.name,),
        )
        pile.pop()
        p.hand.append(c)
        yield from prim.reveal(g, p, c)
        revealed.append(c)
    others = [c for c in revealed if wanted not in CARDS[c].icons]
    if len(others) > 1:
        others = yield from ask(
            g,
            Request(
                p.name,
                "order",
                others,
                len(others),
                len(others),
                False,
                Text(
                    f"Put the revealed cards without a {{{wanted}}} in the order to return them (first returned first; "
                    "each goes under its pile)"
                ),
                city,
            ),
        )
    for c in others:
        if c in p.hand:
            yield from prim.return_card(g, p, c)
    _close(g, frame)


ICON_EFFECTS = {"plus": _plus, "arrow": _arrow, "search": _search}


# -- Endorse -----------------------------------------------------------------------------------------------------


def endorse_limit(p, card_name: str) -> int:
    """The highest value a card tucked to endorse ``card_name`` may have: the highest top City of ``p``'s that
    shows the card's featured icon (0: no City does)."""
    icon = CARDS[card_name].dogma_icon
    best = 0
    for q in p.board:
        if q.cards:
            top = CARDS[q.cards[-1]]
            if top.set == "cities" and icon in top.icons and top.age > best:
                best = top.age
    return best


def why_not_endorse(state, p, card_name: str) -> str | None:
    """None if ``p`` may endorse ``card_name`` now (the Dogma checks aside), else why not."""
    if "cities" not in state.expansions:
        return "Endorse: only with Cities of Destiny in play"
    if state.endorsed:
        return Text(f"Endorse {card_name}: ", who(p.name, "has"), " endorsed this turn already (once per turn)")
    limit = endorse_limit(p, card_name)
    if not limit:
        return Text(
            f"Endorse {card_name}: none of ",
            text_whose(p.name),
            f" top Cities shows its featured icon ({CARDS[card_name].dogma_icon})",
        )
    if not any(CARDS[c].age <= limit for c in p.hand):
        return Text(f"Endorse {card_name}: ", who(p.name, "has"), f" no card of value {limit} or less in hand to tuck")
    return None


def endorse(g, p, card_name: str):
    """The Endorse action: tuck a card of value up to the City's (before anything is counted), then the Dogma of
    ``card_name`` where ``p`` runs each non-demand and echo effect twice and demands go round twice."""
    g.state.endorsed = True
    limit = endorse_limit(p, card_name)
    options = sorted(c for c in p.hand if CARDS[c].age <= limit)
    picked = yield from ask(
        g,
        Request(
            p.name,
            "cards",
            options,
            1,
            1,
            False,
            Text(f"Endorse {card_name}: tuck a card of value {limit} or less from your hand (the City's value) first"),
            None,
        ),
    )
    yield from prim.tuck(g, p, picked[0])
    if g.state.result is None and p.pile(CARDS[card_name].color).top == card_name:
        yield from dogma(g, p, card_name, endorse=True)


def endorse_actions(state, p, dogmable) -> list[Action]:
    """The Endorse actions ``p`` may take now: once a turn, a top card that may be dogma'd, a card in hand to
    tuck."""
    if state.endorsed or not p.hand:
        return []
    return [
        Action("endorse", card=q.cards[-1])
        for q in p.board
        if q.cards and q.cards[-1] in dogmable and why_not_endorse(state, p, q.cards[-1]) is None
    ]


def why_not_endorse_action(state, p, action: Action) -> str | None:
    if action.card not in p.top_cards():
        return f"Endorse {action.card}: it is not a top card on {p.name}'s board"
    return why_not_dogma(state, action.named_card) or why_not_endorse(state, p, action.named_card)


def endorse_action(g, p, action: Action):
    return endorse(g, p, action.named_card)


# -- flags and fountains -----------------------------------------------------------------------------------------


def visible_cards(pile) -> int:
    """How many cards of a pile show: all of them when it is splayed, else the top card alone."""
    n = len(pile.cards)
    return n if pile.splay else min(n, 1)


def visible_specials(pile, kind: str) -> list[str]:
    """The cards of ``pile`` showing a ``kind`` icon (flag, fountain), one entry per icon shown."""
    cards = pile.cards
    out = []
    for k, c in enumerate(cards):
        info = CARDS[c]
        if not info.specials:
            continue
        shown = None if k == len(cards) - 1 else SPLAY_POSITIONS[pile.splay]
        for x in info.specials:
            if x["type"] == kind and (shown is None or x["slot"] in shown):
                out.append(c)
    return out


def board_achievements(state, p) -> list[dict]:
    """The flags and fountains ``p`` holds now: each a dict with ``kind``, ``card``, ``color`` and ``why``."""
    if "cities" not in state.expansions or p.lost:
        return []
    out = []
    opponents = None
    for color, pile in zip(COLORS, p.board):
        if not pile.cards:
            continue
        for c in visible_specials(pile, "fountain"):
            out.append({"kind": "fountain", "card": c, "color": color, "why": "a visible fountain"})
        flags = visible_specials(pile, "flag")
        if flags:
            if opponents is None:
                opponents = state.opponents(p)
            mine = visible_cards(pile)
            most = max((visible_cards(q.pile(color)) for q in opponents), default=0)
            if most <= mine:
                why = f"{count(mine, f'visible {color} card')}; no opponent shows more" + (
                    f" ({most}: a tie keeps the flag)" if most == mine else ""
                )
                out += [{"kind": "flag", "card": c, "color": color, "why": why} for c in flags]
    return out


def board_achievement_count(state, p) -> int:
    return len(board_achievements(state, p)) if "cities" in state.expansions else 0


def after_change(g, ev):
    """After any change: a board change may give or take away flags and fountains (achievements while they
    show), so someone may have reached the goal; a meld or tuck of a City may claim a Cities special."""
    if (ev.source is not None and ev.source.kind == "board") or (ev.dest is not None and ev.dest.kind == "board"):
        if ev.kind == "meld" or ev.kind == "tuck":
            yield from claim_on_event(g, g.state.player(ev.player), ev.kind, ev.cards[0])
        yield from check_wins(g)


def check_wins(g):
    """After a board changed: flags and fountains may have made someone reach the goal (turn order from the
    current player)."""
    s = g.state
    for q in s.turn_order_from_current():
        if s.result is not None:
            return
        yield from check_achievement_win(g, q)


# -- the five Cities special achievements: claimed on an event, by whoever melded or tucked ----------------------

ARROW_SPECIALS = {"left": "Legend", "right": "Repute", "up": "Fame"}
TUCK_SPECIALS = {"flag": "Glory", "fountain": "Victory"}


def claim_on_event(g, p, kind: str, melded: str):
    """After ``p`` melded or tucked ``melded`` (any meld, not only a Meld action): Legend, Repute or Fame for a
    City whose arrow points the way its pile was already splayed (before the arrow acts); Glory or Victory for a
    City tucked with a flag or a fountain."""
    info = CARDS[melded]
    if info.set != "cities" or not g.state.specials:
        return
    for x in info.specials:
        if kind == "meld" and x["type"] == "arrow":
            splay = p.pile(info.color).splay
            name = ARROW_SPECIALS[x["direction"]]
            if splay == x["direction"] and name in g.state.specials:
                yield from prim.claim_special(
                    g,
                    p,
                    name,
                    f"melded {melded}, whose arrow points {splay}, onto {info.color} already splayed {splay}",
                )
        elif kind == "tuck" and x["type"] in TUCK_SPECIALS and TUCK_SPECIALS[x["type"]] in g.state.specials:
            yield from prim.claim_special(g, p, TUCK_SPECIALS[x["type"]], f"tucked {melded}, a City with a {x['type']}")
        if g.state.result is not None:
            return


# -- frames ------------------------------------------------------------------------------------------------------


def _note(g, p, text: Text):
    if g.trace:
        yield g._event("note", p.name, (), None, None, {"text": text})


# -- where these rules join the core -----------------------------------------------------------------------------

# At a Meld action, Cities acts first: the City's icons, then the City draw (then a dig, then a promotion).
hooks.register("meld_action", "cities", meld_action, order=1)
hooks.register("after_change", "cities", after_change)
hooks.register("splay", "cities", after_splay)
hooks.register("achievements", "cities", board_achievement_count)
hooks.register("actions", "cities", endorse_actions)
hooks.register_action("endorse", why_not_endorse_action, endorse_action)
for _name in (*ARROW_SPECIALS.values(), *TUCK_SPECIALS.values()):
    specials.register(_name, watch="event")
