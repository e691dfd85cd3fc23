"""Echoes, age 6. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import CARDS, shown_positions
from ..registry import effect


def visible_hexes(x, p, color: str) -> int:
    """The hexes ``p``'s ``color`` pile shows: every slot of its top card, on the others what the splay reveals."""
    cards = x.pile(p, color).cards
    splay = x.pile(p, color).splay
    n = 0
    for k, c in enumerate(cards):
        icons = x.info(c).icons
        slots = range(len(icons)) if k == len(cards) - 1 else shown_positions(x.info(c), splay)
        n += sum(1 for i in slots if icons[i] == "hex")
    return n


# -- Bifocals ----------------------------------------------------------------------------------------------------


@effect("Bifocals", 1)
def bifocals_echo(x):
    you = x.player
    value = yield from x.choose_value(you, range(1, 11), prompt="Choose a value: draw and foreshadow a card of it")
    yield from x.draw_and_foreshadow(you, value)


@effect("Bifocals", 2)
def bifocals(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        you.forecast,
        optional=True,
        prompt=("You may return a card from your forecast, to draw and foreshadow a card of its value"),
    )
    if card:
        yield from x.return_card(you, card, x.forecast(you))
        yield from x.draw_and_foreshadow(you, x.age(card))


@effect("Bifocals", 3)
def bifocals_splay(x):
    yield from x.may_splay(x.player, "green", "right")


# -- Dentures ----------------------------------------------------------------------------------------------------


def dentures_key(x) -> str:
    return f"tucked due to Dentures by {x.player.name}"  # each sharer has their own


@effect("Dentures", 1)
def dentures_echo(x):
    card = yield from x.draw_and_tuck(x.player, 6)
    if card:
        x.memory[dentures_key(x)] = card


@effect("Dentures", 2)
def dentures(x):
    you = x.player
    while True:  # every round tucks a card, so a pile of two or more cards comes at the latest with the supply
        last = x.memory.get(dentures_key(x))
        # Nothing tucked due to Dentures yet (its echo did not run): that part scores nothing.
        covering = x.pile(you, x.color(last)).cards[1:] if last else []
        if covering:
            for card in reversed(covering[-2:]):  # the top card, then the one under it
                yield from x.score(you, card, x.board(you))
            return
        card = yield from x.draw_and_tuck(you, 6)
        if card is None:
            return
        x.memory[dentures_key(x)] = card


@effect("Dentures", 3)
def dentures_splay(x):
    yield from x.may_splay(x.player, "blue", "right")


# -- Hot Air Balloon ---------------------------------------------------------------------------------------------


@effect("Hot Air Balloon", 1)
def hot_air_balloon_echo(x):
    yield from x.draw_and_score(x.player, 7)


@effect("Hot Air Balloon", 2)
def hot_air_balloon(x):
    you = x.player
    owners = {}
    for p in x.others(you):
        # Only standard achievements have a matching value; a relic is never achieved by an effect.
        held = {x.age(a) for a in p.achievements if a in CARDS and not x.info(a).relic}
        for c in x.top_cards(p):
            if not x.info(c).relic and x.value(c) in held and x.eligible_for(you, x.value(c)):
                owners[c] = p
    card = yield from x.choose_card(
        you,
        list(owners),
        optional=True,
        prompt=(
            "You may achieve another player's top card matching the value of one of their achievements (your top green "
            "card then goes onto their board); if you do not, draw and meld a 7"
        ),
    )
    if not card:
        yield from x.draw_and_meld(you, 7)
        return
    owner = owners[card]
    yield from x.achieve(you, card, x.board(owner))
    green = x.top(you, "green")
    if green:
        yield from x.transfer(green, x.board(you), x.board(owner))


# -- Indian Clubs ------------------------------------------------------------------------------------------------


@effect("Indian Clubs", 1)
def indian_clubs_demand(x):
    you = x.player
    picked = yield from x.choose_cards(you, you.score, 2, 2, prompt="Return two cards from your score pile")
    yield from x.return_all(you, [c for c in you.score if c in picked], x.score_pile(you))


@effect("Indian Clubs", 2)
def indian_clubs(x):
    you = x.player
    for value in sorted({x.age(c) for c in you.score}):
        card = yield from x.choose_card(
            you, [c for c in you.hand if x.age(c) == value], prompt=f"Score a {value} from your hand"
        )
        if card:
            yield from x.score(you, card)


# -- Kaleidoscope ------------------------------------------------------------------------------------------------


@effect("Kaleidoscope")
def kaleidoscope(x):
    you = x.player
    card = yield from x.draw_and_meld(you, 7)
    if card:
        yield from x.may_splay(you, x.color(card), "right")


# -- Loom --------------------------------------------------------------------------------------------------------


@effect("Loom", 1)
def loom_echo(x):
    you = x.player
    tops = x.top_cards(you)
    low = min((x.value(c) for c in tops), default=0)
    card = yield from x.choose_card(you, [c for c in tops if x.value(c) == low], prompt="Score your lowest top card")
    if card:
        yield from x.score(you, card, x.board(you))


@effect("Loom", 2)
def loom(x):
    you = x.player
    if len({x.age(c) for c in you.score}) < 2:
        return  # two different values cannot be returned: nothing is asked
    first = yield from x.choose_card(
        you,
        you.score,
        optional=True,
        prompt=(
            "You may return two cards of different values from your score pile (then draw and tuck three 6s): the first"
        ),
    )
    if not first:
        return
    second = yield from x.choose_card(
        you, [c for c in you.score if x.age(c) != x.age(first)], prompt=("The second card to return: a different value")
    )
    yield from x.return_cards(you, [c for c in you.score if c in (first, second)], x.score_pile(you))
    for _ in range(3):
        yield from x.draw_and_tuck(you, 6)


@effect("Loom", 3)
def loom_heritage(x):
    you = x.player
    if any(visible_hexes(x, you, c) >= 5 for c in x.colors_on_board(you)):
        yield from x.claim(you, "Heritage")


# -- Morphine ----------------------------------------------------------------------------------------------------

MORPHINE_HIGHEST = "highest value returned due to the demand"


@effect("Morphine", 1)
def morphine_echo(x):
    you = x.player
    card = yield from x.choose_card(
        you, [c for c in you.hand if x.age(c) % 2], prompt="Score an odd-valued card from your hand"
    )
    if card:
        yield from x.score(you, card)


@effect("Morphine", 2)
def morphine_demand(x):
    you = x.player
    returned = yield from x.return_all(you, [c for c in you.hand if x.age(c) % 2])
    if returned:  # over every demanded player together, in this dogma
        x.memory[MORPHINE_HIGHEST] = max(x.memory.get(MORPHINE_HIGHEST, 0), x.max_value(returned))
    yield from x.draw(you, 6)


@effect("Morphine", 3)
def morphine(x):
    highest = x.memory.get(MORPHINE_HIGHEST)
    if highest:
        yield from x.draw(x.player, highest + 1)


@effect("Morphine", 4)
def morphine_splay(x):
    yield from x.may_splay(x.player, "red", "right")


# -- Shrapnel ----------------------------------------------------------------------------------------------------


@effect("Shrapnel")
def shrapnel(x):
    you, me = x.player, x.activator
    card = yield from x.draw_and_tuck(you, 6)
    if card is None:
        return
    color = x.color(card)
    for _ in range(2):
        top = x.top(you, color)
        if top:
            yield from x.transfer(top, x.board(you), x.score_pile(me))
    bottom = x.bottom(me, color)
    if bottom:
        yield from x.transfer(bottom, x.board(me), x.score_pile(you))


# -- Steamboat ---------------------------------------------------------------------------------------------------


@effect("Steamboat")
def steamboat(x):
    you, me = x.player, x.activator
    card = yield from x.draw_and_reveal(you, 6)
    if card is None:
        return
    color = x.color(card)
    if color in ("blue", "yellow"):  # the drawn card is in the hand: it goes with the rest
        for c in list(you.hand):
            yield from x.transfer(c, x.hand(you), x.hand(me))
    elif color in ("red", "green"):
        picked = yield from x.choose_cards(
            you,
            you.score,
            2,
            2,
            prompt=x.say("Move two cards from your score pile to ", x.possessive(me), " score pile"),
        )
        for c in [c for c in you.score if c in picked]:
            yield from x.transfer(c, x.score_pile(you), x.score_pile(me))


# -- Stethoscope -------------------------------------------------------------------------------------------------


def stethoscope_key(x) -> str:
    return f"melded due to Stethoscope's echo by {x.player.name}"  # each sharer has their own


@effect("Stethoscope", 1)
def stethoscope_echo(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        [c for c in you.hand if x.color(c) in ("blue", "yellow")],
        prompt="Meld a blue or yellow card from your hand",
    )
    if card:
        yield from x.meld(you, card)
        # every meld kept: an Endorse runs the echo twice, and a blue one in either run counts
        x.memory[stethoscope_key(x)] = x.memory.get(stethoscope_key(x), ()) + (card,)


@effect("Stethoscope", 2)
def stethoscope(x):
    you = x.player
    yield from x.draw(you, 7)
    melded = x.memory.get(stethoscope_key(x), ())  # nothing when the echo did not run (or melded nothing)
    if any(x.color(c) == "blue" for c in melded):
        yield from x.draw(you, 8)


@effect("Stethoscope", 3)
def stethoscope_splay(x):
    yield from x.may_splay(x.player, "yellow", "right")
