"""Echoes, age 2. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect
from .age1 import bonus_of, bottom_to_achievements, with_bonus


@effect("Chaturanga")
def chaturanga(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        with_bonus(x, you.hand),
        prompt=("Meld a card with a bonus from your hand, then draw two cards of its bonus's value"),
    )
    if card:
        yield from x.meld(you, card)
        value = bonus_of(x, card)
        yield from x.draw(you, value)
        yield from x.draw(you, value)
    else:
        yield from x.draw_and_foreshadow(you, len(x.top_cards(you)))


@effect("Crossbow", 1)
def crossbow_demand(x):
    you, me = x.player, x.activator
    card = yield from x.choose_card(
        you,
        with_bonus(x, you.hand),
        prompt=x.say("Transfer a card with a bonus from your hand to ", x.possessive(me), " score pile"),
    )
    if card:
        yield from x.transfer(card, x.hand(you), x.score_pile(me))


@effect("Crossbow", 2)
def crossbow(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, prompt="Transfer a card from your hand to another player's board")
    if card:
        other = yield from x.choose_player(
            you, x.others(you), prompt=x.say("Choose the player whose board receives ", x.private(card, you))
        )
        yield from x.transfer(card, x.hand(you), x.board(other))


@effect("Glassblowing", 1)
def glassblowing_echo(x):
    you = x.player
    card = yield from x.choose_card(you, with_bonus(x, you.hand), prompt="Score a card with a bonus from your hand")
    if card:
        yield from x.score(you, card)


@effect("Glassblowing", 2)
def glassblowing(x):
    you = x.player
    values = [x.value(c) for c in x.top_cards(you) if x.color(c) != "green"]
    yield from x.draw_and_foreshadow(you, min(values, default=0) + 3)


@effect("Horseshoes", 1)
def horseshoes_echo(x):
    yield from x.draw_and_foreshadow(x.player, 2)


@effect("Horseshoes", 2)
def horseshoes_demand(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if not x.has_icon(c, "castle") and not x.has_icon(c, "factory")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top card without a castle or a factory to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
        yield from x.draw_and_meld(you, 2)


@effect("Lever", 1)
def lever_echo(x):
    yield from x.draw(x.player, 2)
    yield from x.draw(x.player, 2)


@effect("Lever", 2)
def lever(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        len(you.hand),
        optional=True,
        prompt=(
            "You may return any number of cards from your hand: each two of one value draw a card one value higher"
        ),
    )
    if not picked:
        return
    returned = yield from x.return_all(you, [c for c in you.hand if c in picked])
    by_value: dict[int, int] = {}
    for c in returned:
        by_value[x.age(c)] = by_value.get(x.age(c), 0) + 1
    for value in sorted(by_value):  # lowest pairs first
        for _ in range(by_value[value] // 2):  # three of a value make one pair (our ruling)
            yield from x.draw(you, value + 1)


@effect("Linguistics", 1)
def linguistics_echo(x):
    you = x.player
    choice = yield from x.choose_option(
        you, ["draw a 3", "draw and foreshadow a 4"], prompt="Draw a 3, or draw a 4 and foreshadow it"
    )
    if choice == "draw a 3":
        yield from x.draw(you, 3)
    else:
        yield from x.draw_and_foreshadow(you, 4)


@effect("Linguistics", 2)
def linguistics(x):
    you = x.player
    value = yield from x.choose_value(
        you, x.visible_bonuses(you), prompt="Choose a bonus on your board: draw a card of its value"
    )
    if value is not None:
        yield from x.draw(you, value)


@effect("Pagoda")
def pagoda(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 3)
    if card is None:
        return
    same = [c for c in you.hand if c != card and x.color(c) == x.color(card)]  # another card than the revealed one
    if not same:
        yield from x.foreshadow(you, card)
        return
    other = yield from x.choose_card(
        you, same, prompt=x.say("Tuck a card of the colour of ", x.public(card), " from your hand (then it is melded)")
    )
    yield from x.tuck(you, other)
    yield from x.meld(you, card)


@effect("Scissors", 1)
def scissors_echo(x):
    you = x.player
    bottoms = [x.bottom(you, c) for c in x.colors_on_board(you)]
    card = yield from x.choose_card(you, bottoms, prompt="Take one of your bottom cards into your hand")
    if card:
        yield from x.transfer(card, x.board(you), x.hand(you))


@effect("Scissors", 2)
def scissors_meld_or_score(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        2,
        optional=True,
        prompt=("You may choose up to two cards from your hand; you then meld or score each"),
    )
    melds, scores = [], []
    for c in [c for c in you.hand if c in picked]:
        how = yield from x.choose_option(you, ["meld", "score"], prompt=x.say("Meld or score ", x.private(c, you), "?"))
        (melds if how == "meld" else scores).append(c)
    melds = yield from x.in_chosen_order(you, melds, x.color, "Order to meld (the last one ends on top)")
    for c in melds:
        yield from x.meld(you, c)
    for c in scores:
        yield from x.score(you, c)


@effect("Scissors", 3)
def scissors_paper(x):
    you = x.player
    owner = next((q for q in x.players if x.top(q, "green") == "Paper"), None)
    if owner is not None:
        yield from x.transfer("Paper", x.board(owner), x.score_pile(you))


@effect("Toothbrush", 1)
def toothbrush_echo(x):
    you = x.player
    value = yield from x.choose_value(
        you, [x.age(c) for c in you.hand], prompt="Choose a value: every card of that value in your hand is tucked"
    )
    if value is None:
        return
    cards = yield from x.in_chosen_order(
        you,
        [c for c in you.hand if x.age(c) == value],
        x.color,
        "Order to tuck (the last one tucked ends at the bottom)",
    )
    for c in cards:
        yield from x.tuck(you, c)


@effect("Toothbrush", 2)
def toothbrush_splay(x):
    yield from x.may_splay(x.player, COLORS, "left", prompt="You may splay one of your colours left")


@effect("Toothbrush", 3)
def toothbrush_achievement(x):
    yield from bottom_to_achievements(x, 2)


@effect("Watermill")
def watermill(x):
    you = x.player
    while True:
        card = yield from x.choose_card(
            you,
            with_bonus(x, you.hand),
            prompt=("Tuck a card with a bonus from your hand, then draw a card of its bonus's value"),
        )
        if card is None:
            return
        yield from x.tuck(you, card)
        drawn = yield from x.draw(you, bonus_of(x, card))
        if drawn is None or not x.bonuses(drawn):
            return
        back = yield from x.choose_card(
            you,
            you.hand,
            optional=True,
            prompt=x.say(
                x.private(drawn, you), " has a bonus too: you may return a card from your hand to do this effect again"
            ),
        )
        if back is None:
            return
        yield from x.return_card(you, back)  # each round leaves one card fewer in the hand: the loop ends
