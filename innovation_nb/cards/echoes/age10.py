"""Echoes, age 10. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS, ICONS
from ..registry import effect
from .age7 import ANY_VALUE


def claimable_ages(x, p, score: int | None = None) -> list[int]:
    """Ages of the available standard achievements ``p`` is eligible for (with ``score`` in place of theirs)."""
    return sorted({x.age(c) for c in x.state.achievements if x.eligible_for(p, x.age(c), score)})


# -- Artificial Heart -------------------------------------------------------------------------------------------


@effect("Artificial Heart")
def artificial_heart(x):
    you = x.player
    ages = claimable_ages(x, you, 2 * you.score_total)
    age = yield from x.choose_value(
        you,
        ages,
        prompt=f"Claim an achievement you are eligible for with a score "
        f"of {2 * you.score_total} (twice yours): choose its value",
    )
    if age is not None:
        yield from x.claim_achievement(you, age)


# -- Camcorder --------------------------------------------------------------------------------------------------


@effect("Camcorder", 1)
def camcorder_demand(x):
    you, me = x.player, x.activator
    for card in list(you.hand):
        yield from x.transfer(card, x.hand(you), x.hand(me))
    yield from x.draw(you, 9)


@effect("Camcorder", 2)
def camcorder(x):
    you = x.player
    nines = [c for c in you.hand if x.age(c) == 9]
    rest = [c for c in you.hand if x.age(c) != 9]
    for card in (
        yield from x.in_chosen_order(
            you, nines, x.color, prompt="Order in which your 9s of one colour are melded (the last ends on top)"
        )
    ):
        yield from x.meld(you, card)
    yield from x.return_all(you, rest)
    for _ in range(3):
        yield from x.draw(you, 9)


# -- Cell Phone -------------------------------------------------------------------------------------------------


@effect("Cell Phone", 1)
def cell_phone(x):
    you = x.player
    for _ in range(x.icons(you, "clock") // 2):
        yield from x.draw(you, 10)


@effect("Cell Phone", 2)
def cell_phone_splay(x):
    yield from x.may_splay(x.player, "green", "up")


@effect("Cell Phone", 3)
def cell_phone_tuck(x):
    you = x.player
    options = [c for c in you.hand if x.has_icon(c, "clock")]
    picked = yield from x.choose_cards(
        you,
        options,
        1,
        len(options),
        optional=True,
        prompt="You may tuck cards with a clock from your hand: each colour tucked into is then splayed up",
    )
    picked = [c for c in options if c in picked]
    for card in (
        yield from x.in_chosen_order(
            you, picked, x.color, prompt="Order in which your cards of one colour are tucked (the last ends lowest)"
        )
    ):
        yield from x.tuck(you, card)
    for color in [c for c in COLORS if any(x.color(card) == c for card in picked)]:
        yield from x.splay(you, color, "up")


# -- Flash Drive ------------------------------------------------------------------------------------------------


@effect("Flash Drive", 1)
def flash_drive_demand(x):
    you = x.player
    picked = yield from x.choose_cards(you, you.score, 4, 4, prompt="Return four cards from your score pile")
    yield from x.return_all(you, [c for c in you.score if c in picked], x.score_pile(you))


@effect("Flash Drive", 2)
def flash_drive(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.score, prompt="Return a card from your score pile (then you may splay one colour up)"
    )
    if card is None:
        return
    yield from x.return_card(you, card, x.score_pile(you))
    yield from x.may_splay(you, COLORS, "up", prompt="You may splay one of your colours up")


# -- GPS --------------------------------------------------------------------------------------------------------


@effect("GPS", 1)
def gps_demand(x):
    you = x.player
    yield from x.return_all(you, list(you.forecast), x.forecast(you))


@effect("GPS", 2)
def gps(x):
    for _ in range(3):
        yield from x.draw_and_foreshadow(x.player, 10)


@effect("GPS", 3)
def gps_splay(x):
    yield from x.may_splay(x.player, "yellow", "up")


# -- Human Genome -----------------------------------------------------------------------------------------------


@effect("Human Genome")
def human_genome(x):
    you = x.player
    value = yield from x.choose_value(
        you, ANY_VALUE, optional=True, prompt="You may choose a value: draw a card of it and score it"
    )
    if value is not None:
        yield from x.draw_and_score(you, value)
    bottoms = [x.bottom(you, c) for c in COLORS if x.bottom(you, c)]
    card = yield from x.choose_card(you, bottoms, prompt="Put one of your bottom cards into your hand")
    if card:
        yield from x.transfer(card, x.board(you), x.hand(you))
    # Card for card: the two lists of values are equal as multisets (two empty ones too).
    if sorted(x.age(c) for c in you.hand) == sorted(x.age(c) for c in you.score):
        yield from x.win(
            you,
            x.say(
                "the values in ",
                x.possessive(you),
                " hand are exactly those of ",
                x.possessive(you),
                " score pile (Human Genome)",
            ),
        )


# -- MP3 --------------------------------------------------------------------------------------------------------


@effect("MP3", 1)
def mp3(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        len(you.hand),
        optional=True,
        prompt=(
            "Return as many cards from your hand as you wish: two achievements you are eligible for per card returned"
        ),
    )
    yield from x.return_all(you, [c for c in you.hand if c in picked])
    for _ in range(2 * len(picked)):
        age = yield from x.choose_value(
            you, claimable_ages(x, you), prompt="Claim an achievement you are eligible for: choose its value"
        )
        if age is None:
            return
        yield from x.claim_achievement(you, age)


@effect("MP3", 2)
def mp3_score(x):
    you = x.player
    value = yield from x.choose_value(
        you, x.visible_bonuses(you), prompt="Choose a bonus on your board: draw a card of its value and score it"
    )
    if value is not None:
        yield from x.draw_and_score(you, value)


# -- Puzzle Cube ------------------------------------------------------------------------------------------------

BOTTOM_ONE, BOTTOM_TWO = "score the bottom card", "score the two bottom cards"


@effect("Puzzle Cube", 1)
def puzzle_cube(x):
    you = x.player
    color = yield from x.choose_color(
        you,
        x.colors_on_board(you),
        optional=True,
        prompt="You may choose a colour and score its bottom card or two bottom cards",
    )
    if color is not None:
        how = BOTTOM_ONE
        if len(x.pile(you, color)) >= 2:
            how = yield from x.choose_option(
                you, [BOTTOM_ONE, BOTTOM_TWO], prompt=f"Your {color} pile: score its bottom card, or two"
            )
        for _ in range(2 if how == BOTTOM_TWO else 1):
            yield from x.score(you, x.bottom(you, color), x.board(you))
    # The same number everywhere needs at least one colour to have a number at all.
    counts = {x.visible_cards(you, c) for c in x.colors_on_board(you)}
    if len(counts) == 1:
        n = counts.pop()
        yield from x.win(
            you,
            x.say(
                x.subject(you, "shows"),
                f" {n} card{'s' if n > 1 else ''} in every colour of ",
                x.possessive(you),
                " board (Puzzle Cube)",
            ),
        )


@effect("Puzzle Cube", 2)
def puzzle_cube_meld(x):
    yield from x.draw_and_meld(x.player, 10)


# -- Social Networking ------------------------------------------------------------------------------------------


@effect("Social Networking", 1)
def social_networking_demand(x):
    you, me = x.player, x.activator
    icon = yield from x.choose_option(
        you,
        ICONS,
        prompt=x.say("Name an icon: each of your top cards without it goes into ", x.possessive(me), " score pile"),
    )
    for card in [c for c in x.top_cards(you) if not x.has_icon(c, icon)]:
        yield from x.transfer(card, x.board(you), x.score_pile(me))


@effect("Social Networking", 2)
def social_networking(x):
    you = x.player
    others = x.others(you)
    icons = ("factory", "crown", "castle")
    if others and all(x.icons(q, i) > x.icons(you, i) for q in others for i in icons):
        yield from x.win(
            you,
            x.say(
                "every other player shows more factories, crowns and castles than ",
                x.possessive(you),
                " board (Social Networking)",
            ),
        )


# -- Sudoku -----------------------------------------------------------------------------------------------------


@effect("Sudoku")
def sudoku(x):
    you = x.player
    value = yield from x.choose_value(you, ANY_VALUE, prompt="Choose a value: draw a card of it and meld it")
    card = yield from x.draw_and_meld(you, value)
    shown = set(x.visible_bonuses(you))
    if len(shown) >= 9:
        yield from x.win(
            you, x.say(x.possessive(you), f" board shows bonuses of {len(shown)} different values (Sudoku)")
        )
    if card:
        yield from x.execute(card)
