"""Age 5 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect


@effect("Astronomy", 1)
def astronomy_draw(x):
    you = x.player
    while True:
        card = yield from x.draw_and_reveal(you, 6)
        if card is None or x.color(card) not in ("green", "blue"):
            return  # kept in hand
        yield from x.meld(you, card)


@effect("Astronomy", 2)
def astronomy_universe(x):
    you = x.player
    # The card's own condition (Universe itself needs five top cards of 8+); no non-purple top card passes.
    if all(x.age(c) >= 6 for c in x.top_cards(you) if x.color(c) != "purple"):
        yield from x.claim(you, "Universe")


@effect("Banking", 1)
def banking_demand(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.color(c) != "green" and x.has_icon(c, "factory")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top non-green card with a factory to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
        yield from x.draw_and_score(you, 5)


@effect("Banking", 2)
def banking_splay(x):
    yield from x.may_splay(x.player, "green", "right")


@effect("Chemistry", 1)
def chemistry_splay(x):
    yield from x.may_splay(x.player, "blue", "right")


@effect("Chemistry", 2)
def chemistry_score(x):
    you = x.player
    yield from x.draw_and_score(you, x.max_value(x.top_cards(you)) + 1)
    card = yield from x.choose_card(you, you.score, prompt="Return a card from your score pile")
    if card:
        yield from x.return_card(you, card, x.score_pile(you))


@effect("Coal", 1)
def coal_tuck(x):
    yield from x.draw_and_tuck(x.player, 5)


@effect("Coal", 2)
def coal_splay(x):
    yield from x.may_splay(x.player, "red", "right")


@effect("Coal", 3)
def coal_score(x):
    you = x.player
    card = yield from x.choose_card(
        you, x.top_cards(you), optional=True, prompt="You may score a top card, and then the card beneath it"
    )
    if not card:
        return
    color = x.color(card)
    yield from x.score(you, card, x.board(you))
    under = x.top(you, color)
    if under:
        yield from x.score(you, under, x.board(you))


def _measure(x, color):
    """Splay ``color`` right (if it can be) and draw a card of value equal to its pile size (0 draws a 1)."""
    you = x.player
    yield from x.splay(you, color, "right")
    yield from x.draw(you, len(x.pile(you, color)))


@effect("Measurement")
def measurement(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, optional=True, prompt="You may reveal and return a card to splay its colour right and draw"
    )
    if card:
        yield from x.reveal(you, card)
        yield from x.return_card(you, card)
        yield from _measure(x, x.color(card))


@effect("Measurement", edition="first")
def measurement_first(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, optional=True, prompt="You may return a card to splay a colour of your choice right and draw"
    )
    if card:
        yield from x.return_card(you, card)
        color = yield from x.choose_color(you, COLORS, prompt="Choose a colour to splay right")
        yield from _measure(x, color)


@effect("Physics")
def physics(x):
    you = x.player
    drawn = []
    for _ in range(3):
        card = yield from x.draw_and_reveal(you, 6)
        if card is None:
            return
        drawn.append(card)
    colors = [x.color(c) for c in drawn]
    if len(set(colors)) < len(colors):
        # The drawn cards are in the hand, so the whole hand goes back.
        yield from x.return_all(you, list(you.hand))  # same-age returns: the owner orders them


def _societies(x, options):
    you, me = x.player, x.activator
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top card with a lightbulb to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
        yield from x.draw(you, 5)


@effect("Societies")
def societies(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.has_icon(c, "lightbulb") and x.age(c) > x.top_value(me, x.color(c))]
    yield from _societies(x, options)


@effect("Societies", edition="first")
def societies_first(x):
    you = x.player
    options = [c for c in x.top_cards(you) if x.color(c) != "purple" and x.has_icon(c, "lightbulb")]
    yield from _societies(x, options)


@effect("Statistics", 1)
def statistics_demand(x):
    you = x.player
    for card in x.highest(you.score):
        yield from x.transfer(card, x.score_pile(you), x.hand(you))


@effect("Statistics", 1, edition="first")
def statistics_demand_first(x):
    you = x.player
    while True:
        card = yield from x.choose_highest(you, you.score, "Transfer your highest score card to your hand")
        if not card:
            return
        yield from x.transfer(card, x.score_pile(you), x.hand(you))
        if len(you.hand) != 1:
            return


@effect("Statistics", 2)
def statistics_splay(x):
    yield from x.may_splay(x.player, "yellow", "right")


@effect("Steam Engine")
def steam_engine(x):
    you = x.player
    yield from x.draw_and_tuck(you, 4)
    yield from x.draw_and_tuck(you, 4)
    bottom = x.bottom(you, "yellow")
    if bottom:
        yield from x.score(you, bottom, x.board(you))


@effect("The Pirate Code", 1)
def pirate_code_demand(x):
    you, me = x.player, x.activator
    options = [c for c in you.score if x.age(c) <= 4]
    cards = yield from x.choose_cards(
        you, options, 2, 2, prompt=x.say("Transfer two cards of value 4 or less to ", x.possessive(me), " score pile")
    )
    for c in cards:
        yield from x.transfer(c, x.score_pile(you), x.score_pile(me))
        x.memory["transferred"] = True


@effect("The Pirate Code", 2)
def pirate_code_score(x):
    you = x.player
    if not x.memory.get("transferred"):
        return
    options = [c for c in x.top_cards(you) if x.has_icon(c, "crown")]
    card = yield from x.choose_lowest(you, options, "Score your lowest top card with a crown")
    if card:
        yield from x.score(you, card, x.board(you))
