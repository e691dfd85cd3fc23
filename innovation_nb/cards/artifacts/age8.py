"""Artifacts, age 8. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me".
Battleship Yamato has no effects (it cannot be dogma'd)."""

from __future__ import annotations

from ..registry import effect
from .age1 import achievement_cards


@effect("'30 World Cup Final Ball", 1)
def world_cup_final_ball_compel(x):
    you = x.player
    held = achievement_cards(you)
    # Achievements are face down, even to their owner: the choice is by value.
    value = yield from x.choose_value(
        you, [x.age(a) for a in held], prompt="Return one of your achievements: which value?"
    )
    if value is None:
        return
    card = next(a for a in held if x.age(a) == value)
    yield from x.return_card(you, card, x.achievements(you))


@effect("'30 World Cup Final Ball", 2)
def world_cup_final_ball_draw(x):
    you = x.player
    while True:
        card = yield from x.draw_and_reveal(you, 8)
        if card is None:
            return
        color = x.color(card)
        winner = x.single_most({q: x.top_value(q, color) for q in x.players if x.top(q, color)})
        if winner is None:
            return  # a tie, or nobody has that colour: the card stays in your hand
        yield from x.achieve(winner, card, x.hand(you))


@effect("Battleship Bismarck")
def battleship_bismarck(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 8)
    if card is None:
        return
    yield from x.return_all(you, list(x.pile(you, x.color(card)).cards), x.board(you))


@effect("Earhart's Lockheed Electra 10E")
def earharts_lockheed_electra(x):
    you = x.player
    returned = 0
    for value in range(8, 0, -1):
        options = [c for c in x.top_cards(you) if x.value(c) == value]
        card = yield from x.choose_card(you, options, prompt=f"Return a top card of value {value}")
        if card:
            yield from x.return_card(you, card, x.board(you))
            returned += 1
    if returned == 8:
        yield from x.win(
            you,
            x.say(
                x.subject(you, "returned"),
                " eight top cards, one of each value from 8 to 1 (Earhart's Lockheed Electra 10E)",
            ),
        )
        return
    yield from x.claim_any_achievement(you)


@effect("Garland's Ruby Slippers")
def garlands_ruby_slippers(x):
    you = x.player
    card = yield from x.choose_card(you, [c for c in you.hand if x.age(c) == 8], prompt="Meld an 8 from your hand")
    if card is None:
        return  # no 8: nothing else happens
    yield from x.meld(you, card)
    if not x.info(card).effects_for(x.edition):
        yield from x.win(
            you,
            x.say(x.subject(you, "melded"), " ", x.public(card), ", a card without effects (Garland's Ruby Slippers)"),
        )
        return
    yield from x.execute(card, all_effects=True)


@effect("Meiji-Mura Stamp Vending Machine")
def meiji_mura_stamp_vending_machine(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, prompt="Return a card from your hand")
    if card:
        yield from x.return_card(you, card)
    value = x.age(card) if card else 0  # nothing returned: a 0, drawn as a 1
    for _ in range(3):
        yield from x.draw_and_score(you, value)


@effect("Ocean Liner Titanic")
def ocean_liner_titanic(x):
    you = x.player
    for card in [x.bottom(you, c) for c in x.colors_on_board(you)]:
        yield from x.score(you, card, x.board(you))


@effect("Parnell Pitch Drop")
def parnell_pitch_drop(x):
    you = x.player
    card = yield from x.draw_and_meld(you, you.highest_top_value() + 1)
    if card is not None and x.info(card).count("clock") == 3:
        yield from x.win(
            you, x.say(x.subject(you, "melded"), " ", x.public(card), ", which shows three clocks (Parnell Pitch Drop)")
        )


@effect("Plush Beweglich Rod Bear")
def plush_beweglich_rod_bear(x):
    you = x.player
    tops = {x.value(c) for c in x.top_cards(you)}
    values = list(range(1, 11)) + [v for v in tops if v > 10]  # Battleship Yamato on top shows an 11
    value = yield from x.choose_value(you, values, prompt="Choose a value")
    for color in x.colors_on_board(you):
        if x.top_value(you, color) == value:
            yield from x.splay(you, color, "up")
    for q in [you] + x.others(you):
        # In a score pile cards lie face down: their value is their age.
        yield from x.return_all(you, [c for c in q.score if x.age(c) == value], x.score_pile(q))


@effect("Time")
def time_compel(x):
    you, me = x.player, x.activator
    while True:
        options = [c for c in x.top_cards(you) if x.color(c) != "yellow" and x.has_icon(c, "clock")]
        card = yield from x.choose_card(
            you, options, prompt=x.say("Transfer a non-yellow top card with a clock to ", x.possessive(me), " board")
        )
        if card is None:
            return
        yield from x.transfer(card, x.board(you), x.board(me))
