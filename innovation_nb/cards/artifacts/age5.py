"""Artifacts, age 5. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect


@effect("Almira, Queen of the Castle")
def almira_queen_of_the_castle(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, prompt="Meld a card from your hand, then claim an achievement of its value"
    )
    if card:
        yield from x.meld(you, card)
        yield from x.claim_achievement(you, x.value(card))


@effect("Barque-Longue La Belle")
def barque_longue_la_belle(x):
    you = x.player
    while True:
        card = yield from x.draw_and_meld(you, 5)
        if card is None or x.color(card) == "green":
            return


@effect("Bill of Rights")
def bill_of_rights(x):
    you, me = x.player, x.activator
    options = [c for c in COLORS if x.visible_cards(you, c) > x.visible_cards(me, c)]
    color = yield from x.choose_color(
        you,
        options,
        prompt=x.say(
            "Choose a colour in which you show more cards than ",
            me,
            ": the whole pile goes to ",
            x.possessive(me),
            " board",
        ),
    )
    if color:
        for c in list(x.pile(you, color).cards):  # bottom first, so the pile keeps its order on the new board
            yield from x.transfer(c, x.board(you), x.board(me))


@effect("Boerhavve Silver Microscope")
def boerhavve_silver_microscope(x):
    you = x.player
    total = 0
    card = yield from x.choose_lowest(you, you.hand, prompt="Return your lowest card")
    if card:
        total += x.age(card)
        yield from x.return_card(you, card)
    tops = x.top_cards(you)
    low = min((x.value(c) for c in tops), default=0)
    top = yield from x.choose_card(you, [c for c in tops if x.value(c) == low], prompt="Return your lowest top card")
    if top:
        total += low
        yield from x.return_card(you, top, x.board(you))
    yield from x.draw_and_score(you, total)  # nothing returned: a 0, which draws a 1


@effect("Gujin Tushu Jinsheng")
def gujin_tushu_jinsheng(x):
    you = x.player
    if "Gujin Tushu Jinsheng" not in you.board_cards():  # a sharer, or the free dogma from display: nothing
        return
    options = [c for q in x.others(you) for c in x.top_cards(q)]
    card = yield from x.choose_card(
        you,
        options,
        prompt="Choose a top card on another board: you execute its effects as if they were on Gujin Tushu Jinsheng",
    )
    if card:
        yield from x.execute(card, all_effects=True)


@effect("Hudson's Bay Company Archives")
def hudsons_bay_company_archives(x):
    you = x.player
    for c in [x.bottom(you, color) for color in x.colors_on_board(you)]:
        yield from x.score(you, c, x.board(you))
    card = yield from x.choose_card(
        you, you.score, prompt="Meld a card from your score pile; its colour is then splayed right"
    )
    if card:
        yield from x.meld(you, card, x.score_pile(you))
        yield from x.splay(you, x.color(card), "right")


@effect("Principia")
def principia(x):
    you = x.player
    tops = [c for c in x.top_cards(you) if x.color(c) != "blue"]
    values = sorted(x.value(c) for c in tops)
    yield from x.return_all(you, tops, x.board(you))
    for value in values:
        yield from x.draw_and_meld(you, value + 1)


@effect("Sandham Room Cricket Bat")
def sandham_room_cricket_bat(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 6)
    if card and x.color(card) == "red":
        yield from x.claim_any_achievement(you)


@effect("Ship of the Line Sussex")
def ship_of_the_line_sussex(x):
    you = x.player
    if you.score:
        yield from x.return_all(you, list(you.score), x.score_pile(you))
        return
    color = yield from x.choose_color(you, COLORS, prompt="Choose a colour: score every card of it on your board")
    for c in reversed(x.pile(you, color).cards):
        yield from x.score(you, c, x.board(you))


@effect("The Daily Courant")
def the_daily_courant(x):
    you = x.player
    value = yield from x.choose_value(
        you, range(1, 11), prompt="Choose a value: draw a card of it, then put it back on top of its pile"
    )
    card = yield from x.draw(you, value)
    if card:
        yield from x.return_to_top(you, card)
    options = [c for c in x.top_cards(you) if c != "The Daily Courant"]
    chosen = yield from x.choose_card(
        you,
        options,
        prompt="Choose another of your top cards: you execute its effects as if they were on The Daily Courant",
    )
    if chosen:
        yield from x.execute(chosen, all_effects=True)
