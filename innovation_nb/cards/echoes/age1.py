"""Echoes, age 1. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect

# -- helpers the later ages use too ---------------------------------------------------------------------------


def bonus_of(x, card: str) -> int | None:
    """The bonus printed on ``card`` (no Echoes card has two), or None."""
    values = x.bonuses(card)
    return values[0] if values else None


def with_bonus(x, cards) -> list[str]:
    return [c for c in cards if x.bonuses(c)]


def highest_top_cards(x, p) -> list[str]:
    """``p``'s top cards of the highest face-up value (ties are ``p``'s choice)."""
    tops = x.top_cards(p)
    best = max((x.info(c).value for c in tops), default=0)
    return [c for c in tops if x.info(c).value == best]


def bottom_to_achievements(x, age: int):
    """ "If the <age> pile has a card, you may move its bottom card to the available achievements": the base pile
    (the set every age's pile has). Nobody learns which card it was."""
    you = x.player
    pile = x.state.supply[age - 1]
    if not pile:
        return
    if (
        yield from x.yes_no(
            you, f"You may move the bottom card of the {age} supply pile to the available achievements (unseen)"
        )
    ):
        yield from x.transfer(pile[0], x.SUPPLY, x.AVAILABLE)


# -- the cards --------------------------------------------------------------------------------------------------


@effect("Bangle", 1)
def bangle_echo(x):
    you = x.player
    card = yield from x.choose_card(
        you, [c for c in you.hand if x.color(c) == "red"], prompt="Tuck a red card from your hand"
    )
    if card:
        yield from x.tuck(you, card)


@effect("Bangle", 2)
def bangle(x):
    yield from x.draw_and_foreshadow(x.player, 3)


@effect("Bell", 1)
def bell_echo(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, optional=True, prompt="You may score a card from your hand")
    if card:
        yield from x.score(you, card)


@effect("Bell", 2)
def bell(x):
    yield from x.draw_and_foreshadow(x.player, 2)


@effect("Candles", 1)
def candles_echo(x):
    you = x.player
    mine = you.score_total  # the score with its bonuses
    if all(q.score_total > mine for q in x.others(you)):
        yield from x.draw(you, 3)


@effect("Candles", 2)
def candles_demand(x):
    you, me = x.player, x.activator
    card = yield from x.choose_card(
        you,
        [c for c in you.hand if x.has_icon(c, "castle")],
        prompt=x.say("Transfer a card with a castle from your hand to ", x.possessive(me), " hand"),
    )
    if card:
        yield from x.transfer(card, x.hand(you), x.hand(me))
        yield from x.draw(you, 1)


@effect("Chopsticks", 1)
def chopsticks_echo(x):
    yield from x.draw(x.player, 1)


@effect("Chopsticks", 2)
def chopsticks(x):
    yield from bottom_to_achievements(x, 1)


@effect("Comb")
def comb(x):
    you = x.player
    color = yield from x.choose_color(
        you, COLORS, prompt="Choose a colour: of the five 1s you then draw and reveal, you keep those of that colour"
    )
    drawn = []
    for _ in range(5):
        card = yield from x.draw_and_reveal(you, 1)
        if card is None:
            return
        drawn.append(card)
    yield from x.return_all(you, [c for c in drawn if x.color(c) != color])


@effect("Dice")
def dice(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 1)
    if card is not None and x.bonuses(card):
        yield from x.draw_and_meld(you, bonus_of(x, card))


@effect("Flute", 1)
def flute_echo(x):
    yield from x.may_splay(x.player, COLORS, "left", prompt="You may splay one of your colours left")


@effect("Flute", 2)
def flute_demand(x):
    you = x.player
    card = yield from x.choose_card(you, with_bonus(x, you.hand), prompt="Return a card with a bonus from your hand")
    if card:
        yield from x.return_card(you, card)


@effect("Flute", 3)
def flute(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 1)
    if card is not None and x.bonuses(card):
        yield from x.draw(you, 1)


ICE_SKATES_MELD, ICE_SKATES_FORESHADOW = "draw and meld a 2", "draw and foreshadow a 3"


@effect("Ice Skates")
def ice_skates(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        3,
        optional=True,
        prompt=(
            "Return up to three cards from your hand (or none); for each one, draw and meld a 2 or draw and "
            "foreshadow a 3"
        ),
    )
    if picked:
        yield from x.return_all(you, [c for c in you.hand if c in picked])
    for i in range(len(picked)):
        choice = yield from x.choose_option(
            you,
            [ICE_SKATES_MELD, ICE_SKATES_FORESHADOW],
            prompt=(f"For returned card {i + 1} of {len(picked)}: draw and meld a 2, or draw and foreshadow a 3?"),
        )
        if choice == ICE_SKATES_MELD:
            yield from x.draw_and_meld(you, 2)
        else:
            yield from x.draw_and_foreshadow(you, 3)
    card = yield from x.choose_card(you, highest_top_cards(x, you), prompt="Return your highest top card")
    if card:
        yield from x.return_card(you, card, x.board(you))


def _ones(x, p) -> int:
    return sum(1 for c in p.hand if x.age(c) == 1)


@effect("Noodles", 1)
def noodles_more_ones(x):
    you = x.player
    mine = _ones(x, you)
    if all(mine > _ones(x, q) for q in x.others(you)):
        yield from x.draw_and_score(you, 2)


@effect("Noodles", 2)
def noodles_yellow(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 1)
    if card is not None and x.color(card) == "yellow":
        for c in [c for c in you.hand if x.age(c) == 1]:
            yield from x.score(you, c)


@effect("Perfume", 1)
def perfume_echo(x):
    yield from x.draw_and_tuck(x.player, 1)


@effect("Perfume", 2)
def perfume_demand(x):
    you, me = x.player, x.activator
    mine = {x.value(c) for c in x.top_cards(me)}
    options = [c for c in x.top_cards(you) if x.value(c) not in mine]
    card = yield from x.choose_card(
        you,
        options,
        prompt=x.say(
            "Transfer to ",
            x.possessive(me),
            " board a top card whose value none of ",
            x.possessive(me),
            " top cards has",
        ),
    )
    if card:
        value = x.value(card)
        yield from x.transfer(card, x.board(you), x.board(me))
        yield from x.draw_and_meld(you, value)


@effect("Plumbing", 1)
def plumbing_echo(x):
    you = x.player
    bottoms = [x.bottom(you, c) for c in x.colors_on_board(you)]
    card = yield from x.choose_card(you, bottoms, prompt="Score one of your bottom cards")
    if card:
        yield from x.score(you, card, x.board(you))


@effect("Plumbing", 2)
def plumbing(x):
    return
    yield  # nothing happens


@effect("Puppet")
def puppet(x):
    return
    yield  # nothing happens


@effect("Ruler", 1)
def ruler_echo(x):
    yield from x.draw(x.player, 2)


@effect("Ruler", 2)
def ruler(x):
    return
    yield  # nothing happens


def secret_hand_color(x, you, optional, prompt):
    """A colour chosen among those of the chooser's hand: the options and the answer would tell the others what
    the hand holds, so both stay the chooser's."""
    return (yield from x.choose_color(you, [x.color(c) for c in you.hand], optional, prompt, secret=True))


@effect("Soap")
def soap(x):
    you = x.player
    # Only a colour in the hand is offered: any other tucks nothing, which declining the tucks does too.
    color = yield from secret_hand_color(
        x,
        you,
        False,
        (
            "Choose a colour: you may then tuck any number of your cards of that colour (three or more let you achieve "
            "a card from your hand)"
        ),
    )
    if color is None:
        return
    options = [c for c in you.hand if x.color(c) == color]
    # the others see this prompt too: it must not name the colour
    picked = yield from x.choose_cards(
        you,
        options,
        1,
        len(options),
        optional=True,
        prompt="You may tuck any number of your cards of the colour you chose",
    )
    tucked = yield from x.in_chosen_order(
        you, [c for c in options if c in picked], x.color, "Order to tuck (the last one tucked ends at the bottom)"
    )
    for c in tucked:
        yield from x.tuck(you, c)
    if len(tucked) >= 3:
        eligible = [c for c in you.hand if x.eligible_for(you, x.age(c))]
        card = yield from x.choose_card(
            you, eligible, optional=True, prompt="You may achieve a card from your hand that you are eligible for"
        )
        if card:
            yield from x.achieve(you, card, x.hand(you))


@effect("Umbrella", 1)
def umbrella_echo(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, optional=True, prompt="You may meld a card from your hand")
    if card:
        yield from x.meld(you, card)


@effect("Umbrella", 2)
def umbrella(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        len(you.hand),
        optional=True,
        prompt=("Return any number of cards from your hand; then score two cards from your hand for each"),
    )
    if not picked:
        return
    yield from x.return_all(you, [c for c in you.hand if c in picked])
    n = 2 * len(picked)
    scored = yield from x.choose_cards(you, you.hand, n, n, prompt=f"Score {n} cards from your hand")
    for c in [c for c in you.hand if c in scored]:
        yield from x.score(you, c)
