"""Age 8 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect


@effect("Antibiotics")
def antibiotics(x):
    you = x.player
    cards = yield from x.choose_cards(
        you, you.hand, 1, 3, optional=True, prompt="You may return up to three cards (two 8s per different value)"
    )
    if not cards:
        return
    yield from x.return_all(you, [c for c in you.hand if c in cards])
    for _ in range(2 * len({x.age(c) for c in cards})):
        yield from x.draw(you, 8)


@effect("Corporations", 1)
def corporations_demand(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.color(c) != "green" and x.has_icon(c, "factory")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top non-green card with a factory to ", x.possessive(me), " score pile")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.score_pile(me))
        yield from x.draw_and_meld(you, 8)


@effect("Corporations", 2)
def corporations_meld(x):
    yield from x.draw_and_meld(x.player, 8)


@effect("Empiricism", 1)
def empiricism_colors(x):
    you = x.player
    first = yield from x.choose_color(you, COLORS, prompt="Choose the first of two colours")
    second = yield from x.choose_color(you, [c for c in COLORS if c != first], prompt="Choose the second colour")
    card = yield from x.draw_and_reveal(you, 9)
    if card and x.color(card) in (first, second):
        yield from x.meld(you, card)
        yield from x.may_splay(you, x.color(card), "up")


@effect("Empiricism", 2)
def empiricism_win(x):
    you = x.player
    if x.icons(you, "lightbulb") >= 20:
        yield from x.win(you, x.say(x.subject(you, "has"), f" {x.icons(you, 'lightbulb')} lightbulbs (Empiricism)"))


@effect("Flight", 1)
def flight_any(x):
    you = x.player
    if x.pile(you, "red").splay != "up":
        return
    yield from x.may_splay(you, COLORS, "up", prompt="You may splay one colour up")


@effect("Flight", 2)
def flight_red(x):
    yield from x.may_splay(x.player, "red", "up")


@effect("Mass Media", 1)
def mass_media_return(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        you.hand,
        optional=True,
        prompt="You may return a card to return every card of a chosen value from all score piles",
    )
    if not card:
        return
    yield from x.return_card(you, card)
    value = yield from x.choose_value(
        you, range(1, 11), prompt="Choose a value: all score-pile cards of that value are returned"
    )
    owner = {}
    for p in [you] + x.others(you):
        for c in p.score:
            if x.age(c) == value:
                owner[c] = p
    order = yield from x.in_chosen_order(
        you, list(owner), x.age, "Order of return (the first goes to the bottom of the pile first)"
    )
    for c in order:
        yield from x.return_card(you, c, src=x.score_pile(owner[c]))


@effect("Mass Media", 2)
def mass_media_splay(x):
    yield from x.may_splay(x.player, "purple", "up")


@effect("Mobility")
def mobility(x):
    you, me = x.player, x.activator
    # The two cards are chosen among the top cards at the start; a card uncovered by the first transfer
    # was not a top card when the demand was read, so it is not a candidate.
    options = [c for c in x.top_cards(you) if x.color(c) != "red" and not x.has_icon(c, "factory")]
    # Both go at once: the player chooses only among cards tied at the cut, never which of the two goes first.
    cards = yield from x.highest_n(
        you,
        options,
        2,
        x.say(
            "Choose which of your tied top cards go (your two highest non-red top cards without a factory go to ",
            x.possessive(me),
            " score pile)",
        ),
    )
    for card in cards:
        yield from x.transfer(card, x.board(you), x.score_pile(me))
    if cards:
        yield from x.draw(you, 8)


@effect("Quantum Theory")
def quantum_theory(x):
    you = x.player
    cards = yield from x.choose_cards(
        you,
        you.hand,
        1,
        2,
        optional=True,
        prompt="You may return up to two cards (two: draw a 10, then draw and score a 10)",
    )
    if not cards:
        return
    yield from x.return_all(you, [c for c in you.hand if c in cards])
    if len(cards) == 2:
        yield from x.draw(you, 10)
        yield from x.draw_and_score(you, 10)


@effect("Rocketry")
def rocketry(x):
    you = x.player
    for _ in range(x.icons(you, "clock") // 2):
        owner = {c: q for q in x.opponents(you) for c in q.score}
        card = yield from x.choose_card(you, list(owner), prompt="Return a card from an opponent's score pile")
        if not card:
            return
        yield from x.return_card(you, card, src=x.score_pile(owner[card]))


@effect("Skyscrapers")
def skyscrapers(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.color(c) != "yellow" and x.has_icon(c, "clock")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top non-yellow card with a clock to ", x.possessive(me), " board")
    )
    if not card:
        return
    color = x.color(card)
    yield from x.transfer(card, x.board(you), x.board(me))
    beneath = x.top(you, color)
    if beneath:
        yield from x.score(you, beneath, src=x.board(you))
    rest = x.pile(you, color).cards[::-1]
    yield from x.return_all(you, rest, x.board(you), prompt=f"Order in which your {color} cards are returned")


@effect("Socialism")
def socialism(x):
    you = x.player
    if not you.hand:
        return
    if not (yield from x.yes_no(you, "Tuck your whole hand (all of it or nothing)?")):
        return
    cards = yield from x.in_chosen_order(you, you.hand, x.color, "Order to tuck (the last ends at the bottom)")
    purple = any(x.color(c) == "purple" for c in cards)
    for c in cards:
        yield from x.tuck(you, c)
    if not purple:
        return
    for q in x.others(you):
        for c in x.lowest(q.hand):
            yield from x.transfer(c, x.hand(q), x.hand(you))
