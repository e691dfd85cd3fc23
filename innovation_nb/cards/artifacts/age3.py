"""Artifacts, age 3. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..registry import effect
from .age2 import choose_pile


@effect("Along the River during the Qingming Festival")
def along_the_river(x):
    you = x.player
    while True:
        card = yield from x.draw_and_reveal(you, 4)
        if card is None:
            return
        if x.color(card) == "yellow":
            yield from x.tuck(you, card)
            return
        if x.color(card) == "purple":
            yield from x.score(you, card)
            return
        # any other colour stays in the hand, and the effect goes again


@effect("Beauvais Cathedral Clock")
def beauvais_cathedral_clock(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 4)
    if card is not None:
        yield from x.splay(you, x.color(card), "right")


@effect("Charter of Liberties")
def charter_of_liberties(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, prompt="Tuck a card from your hand (its colour is then splayed left)"
    )
    if not card:
        return
    yield from x.tuck(you, card)
    yield from x.splay(you, x.color(card), "left")
    owner, color = yield from choose_pile(
        x,
        you,
        lambda q, c: x.pile(q, c).splay is not None,
        "Choose a splayed colour on any board (by its top card): you execute that card's non-demand effects",
    )
    if owner is not None:
        yield from x.execute(x.top(owner, color))


@effect("Dunhuang Star Chart")
def dunhuang_star_chart(x):
    you = x.player
    returned = yield from x.return_all(you, list(you.hand))
    yield from x.draw(you, len(returned))


@effect("Excalibur")
def excalibur_compel(x):
    you, me = x.player, x.activator
    # Without a top card of that colour mine counts 0: any of yours is higher.
    options = [c for c in x.top_cards(you) if x.value(c) > x.top_value(me, x.color(c))]
    card = yield from x.choose_card(
        you,
        options,
        prompt=x.say(
            "Transfer a top card higher than ",
            x.possessive(me),
            " top card of its colour to ",
            x.possessive(me),
            " board",
        ),
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))


@effect("Mjolnir Amulet")
def mjolnir_amulet_compel(x):
    you, me = x.player, x.activator
    card = yield from x.choose_card(
        you,
        x.top_cards(you),
        prompt=x.say(
            "Choose a top card: every card of its colour on your board goes to ", x.possessive(me), " score pile"
        ),
    )
    if not card:
        return
    for c in reversed(x.pile(you, x.color(card)).cards[:]):
        yield from x.transfer(c, x.board(you), x.score_pile(me))


@effect("Moylough Belt Shrine")
def moylough_belt_shrine_compel(x):
    you, me = x.player, x.activator
    shown = list(you.hand)
    for c in shown:
        yield from x.reveal(you, c)
    card = yield from x.choose_card(
        me, shown, prompt=x.say("Choose the card of ", x.possessive(you), " revealed hand that goes onto your board")
    )
    if card:
        yield from x.transfer(card, x.hand(you), x.board(me))


@effect("Necronomicon")
def necronomicon(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 3)
    if card is None:
        return
    color = x.color(card)
    if color == "yellow":
        yield from x.return_all(you, list(you.hand))
    elif color == "green":
        for c in x.colors_on_board(you):
            yield from x.unsplay(you, c)
    elif color == "red":
        yield from x.return_all(you, list(you.score), x.score_pile(you))
    elif color == "blue":
        yield from x.draw(you, 9)
    # purple: nothing more


@effect("Philosopher's Stone")
def philosophers_stone(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, prompt="Return a card from your hand (then score as many cards from your hand as its value)"
    )
    if not card:
        return
    yield from x.return_card(you, card)
    n = x.age(card)
    picked = yield from x.choose_cards(you, you.hand, n, n, prompt=f"Score {n} cards from your hand")
    for c in [c for c in you.hand if c in picked]:
        yield from x.score(you, c)


@effect("Shroud of Turin")
def shroud_of_turin(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, prompt="Return a card from your hand (then your top card and a score card of its colour)"
    )
    if not card:
        return
    color = x.color(card)
    yield from x.return_card(you, card)
    done = 1
    top = x.top(you, color)
    if top is not None:
        yield from x.return_card(you, top, x.board(you))
        done += 1
    scored = yield from x.choose_card(
        you, [c for c in you.score if x.color(c) == color], prompt=f"Return a {color} card from your score pile"
    )
    if scored:
        yield from x.return_card(you, scored, x.score_pile(you))
        done += 1
    if done == 3:
        ages = [x.age(a) for a in x.state.achievements]
        age = yield from x.choose_value(you, ages, prompt="Claim an achievement of any value (eligible or not)")
        if age is not None:
            yield from x.claim_achievement(you, age)
