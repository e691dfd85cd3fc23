"""The only code that changes where cards are. Each primitive is a generator: it makes its change, then yields
the Event that records it (so a caller can stop after any single change), and returns its result.

Zones are tuples: ``("hand", player)``, ``("score", player)``, ``("board", player)``,
``("achievements", player)``, ``("display", player)`` (Artifacts), ``("forecast", player)`` (Echoes),
``("available",)`` (standard achievements),
``("supply",)`` (each card's own set and age pile), ``("relics",)`` (the relic area), ``("removed",)``.
"""

from __future__ import annotations

from ..cards.data import CARDS, COLOR_INDEX
from . import endgame, hooks, specials
from .events import Zone, seen_by
from .events import zone as _zone
from .text import Text, a_age, who


class EngineError(RuntimeError):
    """A card effect asked for something impossible (a bug in an effect, never a player's mistake)."""


def hand(p):
    return ("hand", p)


def score_pile(p):
    return ("score", p)


def board(p):
    return ("board", p)


def achievements(p):
    return ("achievements", p)


AVAILABLE = ("available",)
SUPPLY = ("supply",)
REMOVED = ("removed",)
RELICS = ("relics",)


def display(p):
    return ("display", p)


def forecast(p):
    return ("forecast", p)


def supply_zone(card: str) -> Zone:
    """The supply pile ``card`` returns to (a relic: the relic area)."""
    c = CARDS[card]
    if c.relic:
        return _zone("relics")
    return _zone("supply", None, c.age if c.set == "base" else f"{c.set}/{c.age}")


def zone_name(zone, card: str | None = None) -> Zone:
    """The named zone (a :class:`~innovation_nb.engine.events.Zone`) of a zone tuple; ``card`` picks the board
    pile or supply age."""
    kind = zone[0]
    if kind == "board":
        return _zone("board", zone[1].name, CARDS[card].color if card else None)
    if kind in ("hand", "score", "achievements", "display", "forecast"):
        return _zone(kind, zone[1].name)
    if kind == "supply":
        return supply_zone(card) if card else _zone("supply")
    return _zone(kind)


def zone_cards(state, zone) -> list[str]:
    kind = zone[0]
    if kind == "hand":
        return zone[1].hand
    if kind == "score":
        return zone[1].score
    if kind == "board":
        return zone[1].board_cards()
    if kind == "achievements":
        return zone[1].achievements
    if kind == "available":
        return state.achievements
    if kind == "removed":
        return state.removed
    if kind == "display":
        return [zone[1].display] if zone[1].display is not None else []
    if kind == "relics":
        return state.relics
    if kind == "forecast":
        return zone[1].forecast
    raise EngineError(f"cannot list the cards of zone {zone!r}")


def _SCORE(p) -> Zone:
    return _zone("score", p.name)


def _take(state, zone, card: str) -> None:
    kind = zone[0]
    try:
        if kind == "hand":
            zone[1].hand.remove(card)
        elif kind == "score":
            zone[1].score.remove(card)
        elif kind == "board":
            pile = zone[1].board[CARDS[card].color_index]
            pile.cards.remove(card)
            pile.icons = None
            if len(pile.cards) < 2:
                pile.splay = None  # a pile of one card or none is never splayed
        elif kind == "achievements":
            zone[1].achievements.remove(card)
        elif kind == "available":
            state.achievements.remove(card)
        elif kind == "supply":
            state.pile_of(card).remove(card)
        elif kind == "removed":
            state.removed.remove(card)
        elif kind == "display":
            if zone[1].display != card:
                raise ValueError(card)
            zone[1].display = None
        elif kind == "relics":
            state.relics.remove(card)
        elif kind == "forecast":
            zone[1].forecast.remove(card)
        else:
            raise EngineError(f"unknown zone {zone!r}")
    except ValueError:
        raise EngineError(f"{card} is not in {zone_name(zone, card)}") from None


def _put(state, zone, card: str, bottom: bool = False) -> None:
    kind = zone[0]
    if kind == "hand":
        zone[1].hand.append(card)
    elif kind == "score":
        zone[1].score.append(card)
    elif kind == "board":
        pile = zone[1].board[CARDS[card].color_index]
        if bottom:
            pile.cards.insert(0, card)
        else:
            pile.cards.append(card)
        pile.icons = None
    elif kind == "achievements":
        zone[1].achievements.append(card)
    elif kind == "supply":
        if CARDS[card].relic:
            state.relics.append(card)
        else:
            state.pile_of(card).insert(0, card)
    elif kind == "available":
        state.achievements.append(card)
    elif kind == "removed":
        state.removed.append(card)
    elif kind == "display":
        if zone[1].display is not None:
            raise EngineError(f"{zone[1].name} already has {zone[1].display} on display")
        zone[1].display = card
    elif kind == "relics":
        state.relics.append(card)
    elif kind == "forecast":
        zone[1].forecast.append(card)
    else:
        raise EngineError(f"unknown zone {zone!r}")


# -- the primitives ------------------------------------------------------------------------------------
# Special achievements are claimed the moment someone qualifies: right after a change, before the effect that
# made it goes on (``specials.due`` lists them, cheaply, after each change).

# Protocol: check, yield the event, then change the state. The driver records the event and resumes the
# generator to apply it, so the event and its change are one step.


def _check(state, zone, card: str) -> None:
    kind = zone[0]
    if kind == "board":
        ok = card in zone[1].board[CARDS[card].color_index].cards
    elif kind == "supply":
        ok = card in state.pile_of(card)
    else:
        ok = card in zone_cards(state, zone)
    if not ok:
        raise EngineError(f"{card} is not in {zone_name(zone, card)}")


def draw_age(state, age: int) -> int:
    """The age a draw of ``age`` takes from: the first age from there whose *base* pile is not empty (an empty
    base pile makes every set's pile of that age count as empty); 11 when there is none."""
    a = age if age >= 1 else 1
    supply = state.supply
    while a <= 10 and not supply[a - 1]:
        a += 1
    return a


def draw(g, p, age: int, card_set: str | None = None, to=None):
    """Draw a card of ``age`` (skipping empty ages; beyond 10 the game ends) into ``p``'s hand (or the zone
    ``to``, e.g. the forecast). ``card_set``: a card of that set ("artifacts", ...); when that set's pile of the
    age is empty, a base card instead. A plain draw (no set named, or a fall-back to base) obeys the draw rules of
    the sets in play (the ``draw`` hook: Echoes' draw rule)."""
    s = g.state
    a = draw_age(s, age)
    if a > 10:
        yield from endgame.end_by_score(
            g,
            Text(
                who(p.name, "had"),
                " to draw beyond age 10 (",
                a_age(max(age, 1)),
                " was asked for and every pile from there up is empty)",
            ),
        )
        return None
    pile, source = s.supply[a - 1], None
    if card_set is not None and card_set != "base" and s.supplies[card_set][a - 1]:
        pile, source = s.supplies[card_set][a - 1], _zone("supply", None, f"{card_set}/{a}")
    elif card_set != "base" and s.expansions:
        for rule in hooks.in_play(s).draw:  # a set's draw rule may take a plain draw from its own pile
            other = rule(s, p)
            if other is not None:
                if s.supplies[other][a - 1]:
                    pile, source = s.supplies[other][a - 1], _zone("supply", None, f"{other}/{a}")
                break
    card = pile[-1]
    dest = zone_name(to) if to is not None else _zone("hand", p.name)
    ev = g._event(
        "draw", p.name, (card,), source or _zone("supply", None, a), dest, {"requested": age, "age": a}, (p.name,)
    )
    yield ev
    pile.pop()
    if to is None:
        p.hand.append(card)
    else:
        _put(s, to, card)
        if s.specials and (due := specials.due(s, ev)):  # a forecast can make a special come true
            yield from _claim(g, due)
    return card


def foreshadow(g, p, card: str, src=None):
    """Put ``card`` face down in ``p``'s forecast (Echoes): only ``p`` may look at it."""
    src = src or ("hand", p)
    _check(g.state, src, card)
    source = zone_name(src, card)
    dest = _zone("forecast", p.name)
    ev = g._event("foreshadow", p.name, (card,), source, dest, None, seen_by(source, dest))
    yield ev
    _take(g.state, src, card)
    p.forecast.append(card)
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return card


def meld(g, p, card: str, src=None):
    """Put ``card`` on top of its colour's pile on ``p``'s board (a splay continues)."""
    src = src or ("hand", p)
    _check(g.state, src, card)
    ev = g._event("meld", p.name, (card,), zone_name(src, card), _zone("board", p.name, CARDS[card].color), None, None)
    yield ev
    _take(g.state, src, card)
    pile = p.board[CARDS[card].color_index]
    pile.cards.append(card)
    pile.icons = None
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return card


def tuck(g, p, card: str, src=None):
    """Put ``card`` under its colour's pile on ``p``'s board; counts towards Monument."""
    src = src or ("hand", p)
    _check(g.state, src, card)
    ev = g._event("tuck", p.name, (card,), zone_name(src, card), _zone("board", p.name, CARDS[card].color), None, None)
    yield ev
    _take(g.state, src, card)
    pile = p.board[CARDS[card].color_index]
    pile.cards.insert(0, card)
    pile.icons = None
    p.tucked += 1
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return card


def score(g, p, card: str, src=None):
    """Put ``card`` in ``p``'s score pile; counts towards Monument."""
    src = src or ("hand", p)
    _check(g.state, src, card)
    source = zone_name(src, card)
    ev = g._event("score", p.name, (card,), source, _zone("score", p.name), None, seen_by(source, _SCORE(p)))
    yield ev
    _take(g.state, src, card)
    p.score.append(card)
    p.scored += 1
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return card


def return_card(g, p, card: str, src=None, top: bool = False):
    """Put ``card`` face down at the bottom of its age's supply pile (an empty age is no longer empty); with
    ``top``, on top of it (drawn next)."""
    src = src or ("hand", p)
    _check(g.state, src, card)
    source = zone_name(src, card)
    ev = g._event("return", p.name, (card,), source, supply_zone(card), {"top": True} if top else None, seen_by(source))
    yield ev
    _take(g.state, src, card)
    if top and not CARDS[card].relic:
        g.state.pile_of(card).append(card)
    else:
        _put(g.state, SUPPLY, card)
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return card


def transfer(g, p, card: str, src, dst):
    """Move ``card`` from one zone to another; not a meld, score or achievement for any rule (but a card moved
    into an achievements pile counts there at once, so it can win the game)."""
    _check(g.state, src, card)
    source, dest = zone_name(src, card), zone_name(dst, card)
    ev = g._event("transfer", p.name, (card,), source, dest, None, seen_by(source, dest))
    yield ev
    _take(g.state, src, card)
    _put(g.state, dst, card)
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    if dst[0] == "achievements":
        yield from endgame.check_achievement_win(g, dst[1])
    return card


def exchange(g, p, cards_a, zone_a, cards_b, zone_b):
    """Swap ``cards_a`` (in ``zone_a``) with ``cards_b`` (in ``zone_b``) at once; either side may be empty."""
    cards_a, cards_b = list(cards_a), list(cards_b)
    if not cards_a and not cards_b:
        return False
    s = g.state
    for c in cards_a:
        _check(s, zone_a, c)
    for c in cards_b:
        _check(s, zone_b, c)
    za, zb = zone_name(zone_a), zone_name(zone_b)
    ev = g._event("exchange", p.name, tuple(cards_a), za, zb, {"other": cards_b}, seen_by(za, zb))
    yield ev
    for c in cards_a:
        _take(s, zone_a, c)
    for c in cards_b:
        _take(s, zone_b, c)
    for c in cards_a:
        _put(s, zone_b, c)
    for c in cards_b:
        _put(s, zone_a, c)
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return True


def splay(g, p, color: str, direction: str, by=None):
    """Splay ``p``'s ``color`` pile; nothing happens to a pile of fewer than two cards or one already splayed
    that way. Returns whether the splay changed. With Cities, the player who splayed (``by``, default ``p``)
    then draws a City: the pile is splayed in a new direction."""
    if direction not in ("left", "right", "up"):
        raise EngineError(f"unknown splay direction {direction!r}")
    pile = p.board[COLOR_INDEX[color]]
    if len(pile.cards) < 2 or pile.splay == direction:
        return False
    ev = g._event(
        "splay",
        p.name,
        (),
        None,
        _zone("board", p.name, color),
        {"color": color, "direction": direction, "before": pile.splay},
    )
    yield ev
    pile.splay = direction
    pile.icons = None
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
        for hook in hooks.in_play(g.state).splay:
            if g.state.result is not None:
                break
            yield from hook(g, by or p, p, color)
    return True


def unsplay(g, p, color: str):
    pile = p.board[COLOR_INDEX[color]]
    if pile.splay is None:
        return False
    ev = g._event(
        "splay",
        p.name,
        (),
        None,
        _zone("board", p.name, color),
        {"color": color, "direction": None, "before": pile.splay},
    )
    yield ev
    pile.splay = None
    pile.icons = None
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return True


def rearrange(g, p, color: str, order):
    """Put ``p``'s ``color`` pile in a new order (``order`` bottom → top); the splay is kept."""
    pile = p.board[COLOR_INDEX[color]]
    order = list(order)
    if sorted(order) != sorted(pile.cards):
        raise EngineError(f"rearranging {p.name}'s {color} pile needs exactly its cards {pile.cards}")
    if order == pile.cards:
        return False
    here = _zone("board", p.name, color)
    ev = g._event("rearrange", p.name, tuple(order), here, here, {"color": color, "before": pile.cards[:]}, None)
    yield ev
    pile.cards[:] = order
    pile.icons = None
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return True


def _after_change(g, ev):
    """What the expansions in play do after any change (Cities: a board change may give or take away flags and
    fountains, so someone may have reached the goal)."""
    for hook in hooks.in_play(g.state).after_change:
        if g.state.result is not None:
            return
        yield from hook(g, ev)


def _claim(g, claims):
    """Claim the special achievements ``claims`` (from :func:`specials.due`) in order."""
    for name, p, why in claims:
        yield from claim_special(g, p, name, why)


def achieve(g, p, card: str, src=AVAILABLE):
    """Claim a standard achievement (a card, by default from the available ones)."""
    _check(g.state, src, card)
    source = zone_name(src, card)
    # A standard achievement is never looked at, unless it comes from a board (where everyone saw it).
    yield g._event(
        "achieve", p.name, (card,), source, _zone("achievements", p.name), None, None if source.kind == "board" else ()
    )
    _take(g.state, src, card)
    p.achievements.append(card)
    yield from endgame.check_achievement_win(g, p)
    return card


def claim_special(g, p, name: str, why: str = ""):
    """Claim a special achievement if it is still available."""
    s = g.state
    if name not in s.specials:
        return False
    yield g._event(
        "achieve",
        p.name,
        (name,),
        _zone("specials"),
        _zone("achievements", p.name),
        {"special": True, "why": why},
        None,
    )
    s.specials.remove(name)
    p.achievements.append(name)
    yield from endgame.check_achievement_win(g, p)
    return True


def reveal(g, p, card: str, src=None):
    """Show ``card`` to everyone; it stays where it is. A reveal changes the game state (sharing bonus)."""
    src = src or ("hand", p)
    _check(g.state, src, card)
    here = zone_name(src, card)
    yield g._event("reveal", p.name, (card,), here, here, None, None)
    return card


def remove(g, p, cards, src):
    """Set cards aside out of the game."""
    cards = list(cards)
    if not cards:
        return False
    for c in cards:
        _check(g.state, src, c)
    source = zone_name(src)
    ev = g._event("remove", p.name if p else None, tuple(cards), source, _zone("removed"), None, seen_by(source))
    yield ev
    for c in cards:
        _take(g.state, src, c)
        g.state.removed.append(c)
    if g.state.specials and (due := specials.due(g.state, ev)):
        yield from _claim(g, due)
    if g.state.expansions:
        yield from _after_change(g, ev)
    return True
