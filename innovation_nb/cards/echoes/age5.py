"""Echoes, age 5. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..registry import effect
from .age4 import transfer_top_card_to_me

# -- Coke --------------------------------------------------------------------------------------------------------


@effect("Coke", 1)
def coke_echo(x):
    yield from x.draw_and_tuck(x.player, 4)


@effect("Coke", 2)
def coke(x):
    you = x.player
    while True:  # every round draws a card, so the supply runs out at the latest
        card = yield from x.draw_and_reveal(you, 6)
        if card is None:
            return
        if not x.has_icon(card, "factory"):
            yield from x.foreshadow(you, card)
            return
        yield from x.meld(you, card)


# -- Lightning Rod -----------------------------------------------------------------------------------------------


@effect("Lightning Rod", 1)
def lightning_rod_echo(x):
    yield from x.draw_and_tuck(x.player, 5)


@effect("Lightning Rod", 2)
def lightning_rod_demand(x):
    you = x.player
    card = yield from x.draw_and_tuck(you, 5)
    if card:
        yield from x.return_card(you, x.top(you, x.color(card)), x.board(you))


@effect("Lightning Rod", 3)
def lightning_rod(x):
    you = x.player
    yield from x.draw_and_tuck(you, 5)
    card = yield from x.choose_card(you, x.top_cards(you), optional=True, prompt="You may return one of your top cards")
    if card:
        yield from x.return_card(you, card, x.board(you))


# -- Octant ------------------------------------------------------------------------------------------------------


@effect("Octant", 1)
def octant_demand(x):
    if (yield from transfer_top_card_to_me(x, ("leaf", "factory"))):
        yield from x.draw_and_foreshadow(x.player, 6)


@effect("Octant", 2)
def octant(x):
    yield from x.draw_and_foreshadow(x.player, 6)


# -- Palampore ---------------------------------------------------------------------------------------------------


@effect("Palampore", 1)
def palampore_score(x):
    you = x.player
    bonuses = x.visible_bonuses(you)
    value = yield from x.choose_value(
        you,
        [v for v in bonuses if bonuses.count(v) > 1],
        prompt=("Choose a bonus value your board shows more than once: draw and score a card of it"),
    )
    if value is not None:
        yield from x.draw_and_score(you, value)


@effect("Palampore", 2)
def palampore_splay(x):
    yield from x.may_splay(x.player, "purple", "right")


@effect("Palampore", 3)
def palampore(x):
    if len(x.visible_bonuses(x.player)) >= 6:
        yield from x.claim(x.player, "Wealth")


# -- Piano -------------------------------------------------------------------------------------------------------


@effect("Piano", 1)
def piano_echo(x):
    you = x.player
    values = [x.age(c) for p in x.players for c in p.hand]  # every hand's backs show their values
    value = yield from x.choose_value(you, values, prompt="Choose a value of a card in any hand: draw a card of it")
    if value is not None:
        yield from x.draw(you, value)


@effect("Piano", 2)
def piano(x):
    you = x.player
    values = [x.top_value(you, c) for c in x.colors_on_board(you)]
    if len(values) != 5 or len(set(values)) != 5:
        return
    picked = yield from x.choose_cards(you, you.score, 5, 5, prompt="Return five cards from your score pile")
    yield from x.return_all(you, [c for c in you.score if c in picked], x.score_pile(you))
    for value in sorted(values):
        yield from x.draw_and_score(you, value)


# -- Pressure Cooker ---------------------------------------------------------------------------------------------


@effect("Pressure Cooker")
def pressure_cooker(x):
    you = x.player
    yield from x.return_all(you, list(you.hand))
    values = [v for c in x.top_cards(you) for v in x.bonuses(c)]
    while values:  # the order of the draws is yours (it decides which draws the Echoes rule changes)
        value = (
            values[0]
            if len(set(values)) == 1
            else (yield from x.choose_value(you, values, prompt=("Choose the bonus to draw a card of next")))
        )
        values.remove(value)
        yield from x.draw(you, value)


# -- Seed Drill --------------------------------------------------------------------------------------------------


@effect("Seed Drill", 1)
def seed_drill_demand(x):
    you = x.player
    card = yield from x.choose_card(
        you, [c for c in x.top_cards(you) if x.value(c) < 3], prompt="Return one of your top cards of value below 3"
    )
    if card:
        yield from x.return_card(you, card, x.board(you))


@effect("Seed Drill", 2)
def seed_drill(x):
    you = x.player
    value = yield from x.choose_value(
        you,
        [3, 4, 5],
        prompt=("Choose the 3, 4 or 5 supply pile: you may then move its bottom card to the available achievements"),
    )
    pile = x.state.supply[value - 1]  # the base pile of that age (the achievements are base cards)
    if not pile:
        return
    if (yield from x.yes_no(you, f"Move the bottom card of the {value} pile to the available achievements?")):
        yield from x.transfer(pile[0], x.SUPPLY, x.AVAILABLE)


# -- Stove -------------------------------------------------------------------------------------------------------


@effect("Stove", 1)
def stove_echo(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        [c for c in x.top_cards(you) if not x.has_icon(c, "factory")],
        prompt="Score one of your top cards without a {factory}",
    )
    if card:
        yield from x.score(you, card, x.board(you))


@effect("Stove", 2)
def stove(x):
    you = x.player
    card = yield from x.draw_and_tuck(you, 4)
    if card and x.top_value(you, x.color(card)) < 4:
        yield from x.draw_and_score(you, 4)


@effect("Stove", 3)
def stove_splay(x):
    yield from x.may_splay(x.player, "green", "right")


# -- Thermometer -------------------------------------------------------------------------------------------------


@effect("Thermometer", 1)
def thermometer_echo(x):
    you = x.player
    pile = x.pile(you, "green")
    if len(pile) < 2:  # a lone green card is its own top card already: nothing moves
        return
    splay = pile.splay
    yield from x.meld(you, pile.bottom, x.board(you))
    if splay and pile.splay != splay:  # a pile of two lost its splay for a moment: it stays as it was
        yield from x.splay(you, "green", splay)


@effect("Thermometer", 2)
def thermometer(x):
    you = x.player
    while True:  # every round draws a card, so the supply runs out at the latest
        card = yield from x.draw_and_meld(you, x.top_value(you, "yellow") + 1)
        if card is None or x.color(card) != "yellow":
            return


# -- Tuning Fork -------------------------------------------------------------------------------------------------


@effect("Tuning Fork", 1)
def tuning_fork_echo(x):
    you = x.player
    piles = {}
    for card_set in x.sets_in_play:
        for age, pile in enumerate(x.state.supplies[card_set], start=1):
            if pile:
                piles[f"the {age} pile" if card_set == "base" else f"the {card_set.capitalize()} {age} pile"] = pile
    label = yield from x.choose_option(you, list(piles), prompt="Choose a supply pile to look at its top card")
    if label is not None:
        yield from x.look(you, piles[label][-1], f"the top card of {label}")


@effect("Tuning Fork", 2)
def tuning_fork(x):
    you = x.player
    while you.hand:  # every round returns a card from the hand, so the repeats end
        card = yield from x.choose_card(you, you.hand, prompt="Return a card from your hand")
        yield from x.return_card(you, card)
        drawn = yield from x.draw_and_reveal(you, x.age(card))
        if drawn is None:
            return
        # An empty pile of that colour counts 0: the revealed card is higher and is melded.
        if x.age(drawn) > x.top_value(you, x.color(drawn)):
            yield from x.meld(you, drawn)
        else:
            yield from x.return_card(you, drawn)
        if not you.hand or not (yield from x.yes_no(you, x.say("Repeat the effect of ", x.public(x.card), "?"))):
            return
