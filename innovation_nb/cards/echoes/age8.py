"""Echoes, age 8. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import CARDS
from ..registry import effect
from .age7 import ANY_VALUE, face_up

# -- Air Conditioner --------------------------------------------------------------------------------------------


@effect("Air Conditioner", 1)
def air_conditioner_echo(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, optional=True, prompt="You may score a card from your hand")
    if card:
        yield from x.score(you, card)


@effect("Air Conditioner", 2)
def air_conditioner_demand(x):
    you = x.player
    values = {face_up(c) for c in x.top_cards(you)}
    yield from x.return_all(you, [c for c in you.score if x.age(c) in values], x.score_pile(you))


# -- Bandage ----------------------------------------------------------------------------------------------------


@effect("Bandage", 1)
def bandage_echo(x):
    you = x.player
    card = yield from x.choose_card(
        you, [c for c in you.hand if x.has_icon(c, "leaf")], prompt="Meld a card with a leaf from your hand"
    )
    if card:
        yield from x.meld(you, card)


@effect("Bandage", 2)
def bandage_demand(x):
    you = x.player
    in_hand = {x.age(c) for c in you.hand}
    card = yield from x.choose_highest(
        you,
        [c for c in you.score if x.age(c) not in in_hand],
        prompt="Return the highest card of your score pile whose value no card in your hand has",
    )
    if card:
        yield from x.return_card(you, card, x.score_pile(you))
    card = yield from x.choose_card(
        you, [c for c in x.top_cards(you) if x.has_icon(c, "clock")], prompt="Return one of your top cards with a clock"
    )
    if card:
        yield from x.return_card(you, card, x.board(you))


# -- Crossword --------------------------------------------------------------------------------------------------


@effect("Crossword")
def crossword(x):
    you = x.player
    for value in sorted(x.visible_bonuses(you)):  # lowest first, as Wristwatch spells out
        yield from x.draw(you, value)


# -- Nylon ------------------------------------------------------------------------------------------------------


@effect("Nylon", 1)
def nylon(x):
    you = x.player
    while True:
        tucked = []
        for _ in range(x.icons(you, "factory") // 3):
            tucked.append((yield from x.draw_and_tuck(you, 8)))
        if not any(x.color(c) == "green" for c in tucked):
            return


@effect("Nylon", 2)
def nylon_splay(x):
    yield from x.may_splay(x.player, "red", "up")


# -- Parachute --------------------------------------------------------------------------------------------------


@effect("Parachute")
def parachute_demand(x):
    you, me = x.player, x.activator
    for card in [c for c in you.hand if not x.has_icon(c, "clock")]:
        yield from x.transfer(card, x.hand(you), x.hand(me))


# -- Radio Telescope --------------------------------------------------------------------------------------------


@effect("Radio Telescope")
def radio_telescope(x):
    you = x.player
    drawn = []
    for _ in range(x.icons(you, "lightbulb") // 2):
        drawn.append((yield from x.draw(you, 9)))
    card = yield from x.choose_card(
        you, drawn, prompt=x.say("Meld one of the cards drawn (", x.private(drawn, you), "); the others are returned")
    )
    if card is None:
        return
    yield from x.meld(you, card)
    yield from x.return_all(you, [c for c in drawn if c != card])
    if card == "A.I.":
        yield from x.win(you, x.say(x.subject(you, "melded"), " A.I. (Radio Telescope)"))


# -- Sliced Bread -----------------------------------------------------------------------------------------------


@effect("Sliced Bread", 1)
def sliced_bread_echo(x):
    you = x.player
    yield from x.return_all(you, list(you.hand))
    for _ in range(2):
        yield from x.draw(you, 8)


@effect("Sliced Bread", 2)
def sliced_bread(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.score, prompt="Return a card from your score pile: two cards one value below it are drawn and scored"
    )
    if card:
        yield from x.return_card(you, card, x.score_pile(you))
    # Nothing returned: its value is 0, and one below draws a 1 (the rulings on missing values).
    value = x.age(card) - 1 if card else 0
    for _ in range(2):
        yield from x.draw_and_score(you, value)


# -- Television -------------------------------------------------------------------------------------------------


@effect("Television", 1)
def television_echo(x):
    yield from x.draw_and_meld(x.player, 8)


@effect("Television", 2)
def television(x):
    you = x.player
    value = yield from x.choose_value(you, ANY_VALUE, prompt="Choose a value (then an opponent)")
    q = yield from x.choose_player(
        you, x.opponents(you), prompt=(f"Choose an opponent: a {value} from their score pile goes onto their board")
    )
    if q is None:
        return
    card = yield from x.choose_card(
        you,
        [c for c in q.score if x.age(c) == value],
        prompt=x.say(f"Move a {value} from ", x.possessive(q), " score pile onto their board"),
    )
    if card:
        yield from x.transfer(card, x.score_pile(q), x.board(q))
    # "One of their achievements has that value": special achievements have none; a relic has one.
    if any(a in CARDS and x.age(a) == value for a in q.achievements) and x.eligible_for(you, value):
        card = yield from x.choose_card(
            you,
            [c for c in q.score if x.age(c) == value],
            prompt=x.say(f"Achieve a {value} from ", x.possessive(q), " score pile"),
        )
        if card:
            yield from x.achieve(you, card, x.score_pile(q))


# -- Tractor ----------------------------------------------------------------------------------------------------


@effect("Tractor", 1)
def tractor_echo(x):
    yield from x.draw(x.player, 7)


@effect("Tractor", 2)
def tractor(x):
    you = x.player
    yield from x.draw_and_score(you, 7)
    yield from x.draw(you, 7)


# -- X-Ray ------------------------------------------------------------------------------------------------------


@effect("X-Ray", 1)
def x_ray_echo(x):
    yield from x.draw_and_tuck(x.player, 8)


@effect("X-Ray", 2)
def x_ray(x):
    you = x.player
    for _ in range(x.icons(you, "leaf") // 3):
        value = yield from x.choose_value(you, ANY_VALUE, prompt="Choose a value: draw a card of it and foreshadow it")
        yield from x.draw_and_foreshadow(you, value)


@effect("X-Ray", 3)
def x_ray_splay(x):
    yield from x.may_splay(x.player, "yellow", "up")
