"""Echoes, age 4. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..registry import effect
from .age1 import secret_hand_color


def transfer_top_card_to_me(x, icons):
    """The demand of Shuriken and Octant: move one of your non-red top cards showing one of ``icons`` onto my
    board. Returns the card moved, or None."""
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.color(c) != "red" and any(x.has_icon(c, i) for i in icons)]
    named = " or ".join(f"{{{i}}}" for i in icons)
    card = yield from x.choose_card(
        you,
        options,
        prompt=x.say(f"Move one of your non-red top cards with a {named} onto ", x.possessive(me), " board"),
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
    return card


# -- Barometer ---------------------------------------------------------------------------------------------------


@effect("Barometer", 1)
def barometer_echo(x):
    you = x.player
    card = yield from x.choose_card(
        you, [c for c in you.forecast if x.age(c) == 5], prompt="Take a 5 from your forecast into your hand"
    )
    if card:
        yield from x.transfer(card, x.forecast(you), x.hand(you))


@effect("Barometer", 2)
def barometer(x):
    you = x.player
    bonuses = [v for p in x.players for v in x.visible_bonuses(p)]
    # No bonus on any board: the missing value is 0, so a 2 is drawn.
    value = (
        (
            yield from x.choose_value(
                you, bonuses, prompt=("Choose a bonus on any board: draw and foreshadow a card two values above it")
            )
        )
        if bonuses
        else 0
    )
    yield from x.draw_and_foreshadow(you, value + 2)


@effect("Barometer", 3)
def barometer_destiny(x):
    you = x.player
    if not you.forecast:
        return
    if not (
        yield from x.yes_no(you, "You may return your whole forecast (with a blue card among it, you claim Destiny)")
    ):
        return
    returned = yield from x.return_all(you, list(you.forecast), x.forecast(you))
    if any(x.color(c) == "blue" for c in returned):
        yield from x.claim(you, "Destiny")


# -- Chintz ------------------------------------------------------------------------------------------------------


@effect("Chintz", 1)
def chintz_draw(x):
    yield from x.draw(x.player, 4)


@effect("Chintz", 2)
def chintz(x):
    you = x.player
    if len(you.hand) == 1:
        yield from x.draw(you, 4)
        yield from x.draw_and_score(you, 4)


# -- Clock -------------------------------------------------------------------------------------------------------


@effect("Clock", 1)
def clock_echo(x):
    you = x.player
    sizes = {c: len(x.pile(you, c)) for c in x.colors_on_board(you)}
    most = [c for c, n in sizes.items() if n == max(sizes.values())]
    yield from x.may_splay(you, most, "right", prompt="You may splay right a colour with the most cards")


@effect("Clock", 2)
def clock(x):
    you, me = x.player, x.activator
    drawn = []
    for _ in range(3):
        card = yield from x.draw_and_reveal(you, 10)
        if card is None:
            return
        drawn.append(card)
    count = sum(x.info(c).count("clock") for c in drawn)
    yield from x.return_all(you, drawn)
    for zone, cards in ((x.hand(you), you.hand), (x.score_pile(you), you.score)):
        for c in [c for c in cards if x.age(c) == count]:
            yield from x.transfer(c, zone, x.score_pile(me))


# -- Globe -------------------------------------------------------------------------------------------------------


@effect("Globe")
def globe(x):
    you = x.player
    color = yield from secret_hand_color(
        x, you, True, ("You may return one, two or three cards of one colour from your hand: choose the colour")
    )
    if color is None:
        return
    same = [c for c in you.hand if x.color(c) == color]
    picked = yield from x.choose_cards(
        you, same, 1, 3, prompt=("Return one (then splay left), two (right) or three (up) of them")
    )
    yield from x.return_all(you, [c for c in same if c in picked])
    direction = {1: "left", 2: "right", 3: "up"}[len(picked)]
    splay = yield from x.choose_color(
        you,
        [c for c in x.colors_on_board(you) if x.can_splay(you, c, direction)],
        prompt=f"Splay one of your colours {direction}",
    )
    if splay:
        yield from x.splay(you, splay, direction)
    yield from x.draw_and_foreshadow(you, 6)


# -- Kobukson ----------------------------------------------------------------------------------------------------

KOBUKSON_RETURNED = "returned due to the demand"


@effect("Kobukson", 1)
def kobukson_echo(x):
    you = x.player
    players = [p for p in x.players if any(x.can_splay(p, c, "left") for c in x.colors_on_board(p))]
    owner = yield from x.choose_player(you, players, prompt="Choose a player: one colour on that board is splayed left")
    if owner is None:
        return
    color = yield from x.choose_color(
        you,
        [c for c in x.colors_on_board(owner) if x.can_splay(owner, c, "left")],
        prompt=x.say("Splay one colour of ", x.possessive(owner), " board left"),
    )
    yield from x.splay(owner, color, "left")


@effect("Kobukson", 2)
def kobukson_demand(x):
    you = x.player
    castles = [c for c in x.top_cards(you) if x.has_icon(c, "castle")]
    returned = yield from x.return_all(you, castles, x.board(you))
    # Counted over every demanded player together (the card's memory lasts for this one dogma).
    x.memory[KOBUKSON_RETURNED] = x.memory.get(KOBUKSON_RETURNED, 0) + len(returned)
    yield from x.draw_and_tuck(you, 4)


@effect("Kobukson", 3)
def kobukson(x):
    for _ in range(x.memory.get(KOBUKSON_RETURNED, 0) // 2):
        yield from x.draw_and_tuck(x.player, 4)


# -- Pencil ------------------------------------------------------------------------------------------------------


@effect("Pencil", 1)
def pencil_echo(x):
    yield from x.draw(x.player, 5)


@effect("Pencil", 2)
def pencil(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        3,
        optional=True,
        prompt=("You may return up to three cards from your hand, to draw as many cards one value above the highest"),
    )
    if not picked:
        return
    returned = yield from x.return_all(you, [c for c in you.hand if c in picked])
    value = x.max_value(returned) + 1
    drawn = []
    for _ in returned:
        card = yield from x.draw(you, value)
        if card is None:
            return
        drawn.append(card)
    kept = yield from x.choose_card(you, drawn, prompt="Foreshadow one of the drawn cards (the others are returned)")
    yield from x.foreshadow(you, kept)
    yield from x.return_all(you, [c for c in drawn if c != kept])


# -- Shuriken ----------------------------------------------------------------------------------------------------


@effect("Shuriken", 1)
def shuriken_demand(x):
    if (yield from transfer_top_card_to_me(x, ("castle", "lightbulb"))):
        yield from x.draw(x.player, 4)


@effect("Shuriken", 2)
def shuriken(x):
    yield from x.may_splay(x.player, "purple", "right")


# -- Slide Rule --------------------------------------------------------------------------------------------------


@effect("Slide Rule", 1)
def slide_rule_splay(x):
    yield from x.may_splay(x.player, "yellow", "right")


@effect("Slide Rule", 2)
def slide_rule(x):
    you = x.player
    lowest = min((x.top_value(you, c) for c in x.colors_on_board(you)), default=0)
    splayed = sum(1 for c in x.colors_on_board(you) if x.pile(you, c).splay)
    yield from x.draw(you, lowest + splayed)


# -- Telescope ---------------------------------------------------------------------------------------------------


@effect("Telescope", 1)
def telescope_echo(x):
    yield from x.draw_and_foreshadow(x.player, 5)


@effect("Telescope", 2)
def telescope(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        you.forecast,
        optional=True,
        prompt=(
            "You may put a card of your forecast back on top of its supply pile, to achieve a card of your forecast"
        ),
    )
    if not card:
        return
    yield from x.return_to_top(you, card, x.forecast(you))
    # A relic is never claimed by an achieve effect.
    options = [c for c in you.forecast if not x.info(c).relic and x.eligible_for(you, x.age(c))]
    target = yield from x.choose_card(you, options, prompt="Achieve a card of your forecast you are eligible for")
    if target:
        yield from x.achieve(you, target, x.forecast(you))


# -- Toilet ------------------------------------------------------------------------------------------------------


@effect("Toilet", 1)
def toilet_echo(x):
    yield from x.draw_and_tuck(x.player, 4)


@effect("Toilet", 2)
def toilet_demand(x):
    you, me = x.player, x.activator
    value = max(x.visible_bonuses(me), default=0)  # no bonus: 0, which no card has
    yield from x.return_all(you, [c for c in you.score if x.age(c) == value], x.score_pile(you))


@effect("Toilet", 3)
def toilet(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, optional=True, prompt=("You may return a card from your hand, to draw a card of its value")
    )
    if card:
        yield from x.return_card(you, card)
        yield from x.draw(you, x.age(card))
