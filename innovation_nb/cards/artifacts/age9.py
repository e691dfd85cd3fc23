"""Artifacts, age 9. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect
from .age1 import has_demand


@effect("Luna 3")
def luna_3(x):
    you = x.player
    cards = list(you.score)
    yield from x.return_all(you, cards, x.score_pile(you))
    yield from x.draw_and_score(you, len(cards))


@effect("Magnavox Odyssey")
def magnavox_odyssey(x):
    you = x.player
    first = yield from x.draw_and_meld(you, 10)
    second = yield from x.draw_and_meld(you, 10)
    if first and second and x.color(first) == x.color(second):
        yield from x.win(
            you,
            x.say(
                x.subject(you, "melded"),
                " two ",
                x.color(first),
                " cards: ",
                x.public([first, second]),
                " (Magnavox Odyssey)",
            ),
        )


@effect("Marilyn Diptych")
def marilyn_diptych(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, optional=True, prompt="You may score a card from your hand")
    if card:
        yield from x.score(you, card)
    card = yield from x.choose_card(
        you, you.score, optional=True, prompt="You may transfer a card from your score pile to your hand"
    )
    if card:
        yield from x.transfer(card, x.score_pile(you), x.hand(you))
    if you.score_total == 25:
        yield from x.win(you, x.say(x.subject(you, "has"), " a score of exactly 25 (Marilyn Diptych)"))


@effect("Philips Compact Cassette", 1)
def philips_compact_cassette_compel(x):
    you = x.player
    for color in x.colors_on_board(you):
        yield from x.unsplay(you, color)


@effect("Philips Compact Cassette", 2)
def philips_compact_cassette_splay(x):
    you = x.player
    colors = x.colors_on_board(you)
    chosen = colors
    if len(colors) > 2:  # any two colours, even ones that would not change
        first = yield from x.choose_color(you, colors, prompt="Choose the first of two colours to splay up")
        second = yield from x.choose_color(
            you, [c for c in colors if c != first], prompt="Choose the second colour to splay up"
        )
        chosen = [c for c in colors if c in (first, second)]
    for color in chosen:
        yield from x.splay(you, color, "up")


@effect("Rock Around the Clock")
def rock_around_the_clock(x):
    you = x.player
    for _ in range(sum(1 for c in x.top_cards(you) if x.has_icon(c, "clock"))):
        yield from x.draw_and_score(you, 9)


@effect("Syncom 3")
def syncom_3(x):
    you = x.player
    yield from x.return_all(you, list(you.hand))
    drawn = []
    for _ in range(5):
        card = yield from x.draw_and_reveal(you, 9)
        if card is None:
            return
        drawn.append(card)
    if {x.color(c) for c in drawn} == set(COLORS):
        yield from x.win(you, x.say(x.subject(you, "revealed"), " five cards of the five colours (Syncom 3)"))


@effect("The Big Bang")
def the_big_bang(x):
    you = x.player
    while True:
        blue = x.top(you, "blue")
        if blue is None:
            return
        start = len(x.g.events)
        yield from x.execute(blue)
        # "Changed the game": any state-changing event during that execution (as for the sharing bonus).
        if not x.changed_since(start):
            return
        card = yield from x.draw(you, 10)
        if card is None:
            return
        yield from x.remove([card], x.hand(you))


@effect("United Nations Charter", 1)
def united_nations_charter_compel(x):
    you, me = x.player, x.activator
    for card in [c for c in x.top_cards(you) if has_demand(x, c)]:
        yield from x.transfer(card, x.board(you), x.score_pile(me))


@effect("United Nations Charter", 2)
def united_nations_charter_draw(x):
    you = x.player
    if any(has_demand(x, c) for c in x.top_cards(you)):
        yield from x.draw(you, 10)


@effect("Velcro Shoes")
def velcro_shoes(x):
    you, me = x.player, x.activator
    card = yield from x.choose_card(
        you,
        [c for c in you.hand if x.age(c) == 9],
        prompt=x.say("Transfer a 9 from your hand to ", x.possessive(me), " hand"),
    )
    if card:
        yield from x.transfer(card, x.hand(you), x.hand(me))
        return
    card = yield from x.choose_card(
        you,
        [c for c in you.score if x.age(c) == 9],
        prompt=x.say("Transfer a 9 from your score pile to ", x.possessive(me), " score pile"),
    )
    if card:
        yield from x.transfer(card, x.score_pile(you), x.score_pile(me))
        return
    yield from x.win(me, x.say(x.subject(you, "has"), " no 9 in hand or score pile to give (Velcro Shoes)"))


@effect("Yeager's Bell X-1A")
def yeagers_bell_x_1a(x):
    you = x.player
    while True:
        card = yield from x.draw_and_meld(you, 9)
        if card is None:
            return
        yield from x.execute(card, all_effects=True)
        if not x.has_icon(card, "clock"):
            return
