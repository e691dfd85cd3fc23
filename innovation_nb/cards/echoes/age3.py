"""Echoes, age 3. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS, ICONS
from ..registry import effect
from .age1 import bonus_of, with_bonus

CHARITABLE_TRUST = "Charitable Trust"


@effect("Almanac", 1)
def almanac_echo(x):
    yield from x.draw_and_foreshadow(x.player, 4)


@effect("Almanac", 2)
def almanac(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        with_bonus(x, you.forecast),
        optional=True,
        prompt=("You may return a card with a bonus from your forecast, to draw and score a card one above its bonus"),
    )
    if card:
        value = bonus_of(x, card) + 1
        yield from x.return_card(you, card, x.forecast(you))
        yield from x.draw_and_score(you, value)


def take_next(x, key: str):
    """The oldest note under ``key`` this effect has not used yet: under an Endorse the echo effect and the effect
    each run twice, and the n-th run of the effect reads what the n-th run of the echo did."""
    notes = x.memory.get(key, ())
    used = x.memory.get(key + " used", 0)
    if used >= len(notes):
        return None
    x.memory[key + " used"] = used + 1
    return notes[used]


def _drawn_key(p) -> str:
    return f"{CHARITABLE_TRUST} echo draw ({p.name})"


@effect(CHARITABLE_TRUST, 1)
def charitable_trust_echo(x):
    you = x.player
    value = yield from x.choose_value(you, [3, 4], prompt="Draw a 3 or a 4")
    card = yield from x.draw(you, value)
    if card is not None:
        # The number of the draw's event, not the title: notes are shown to every reader, the card is hidden.
        drawn = next(e.index for e in reversed(x.g.events) if e.kind == "draw" and e.cards == (card,))
        # a tuple, never changed in place (a cloned frame copies the memory shallowly); an Endorse draws twice
        x.memory[_drawn_key(you)] = x.memory.get(_drawn_key(you), ()) + (drawn,)


@effect(CHARITABLE_TRUST, 2)
def charitable_trust(x):
    you = x.player
    event = take_next(x, _drawn_key(you))
    if event is None:
        return  # the echo effect did not run for you (another card executed this one) or drew nothing
    card = x.g.events[event].cards[0]
    if card not in you.hand:
        return
    if not (
        yield from x.yes_no(
            you,
            x.say(
                "You may meld ",
                x.private(card, you),
                ", drawn by the echo effect of Charitable Trust; then return or achieve your top green card",
            ),
        )
    ):
        return
    yield from x.meld(you, card)
    top = x.top(you, "green")
    if top is None:
        return
    options = ["return it"] + (["achieve it"] if x.eligible_for(you, x.age(top)) else [])
    choice = yield from x.choose_option(
        you, options, prompt=x.say("Your top green card ", x.public(top), ": return it, or achieve it (if eligible)")
    )
    if choice == "achieve it":
        yield from x.achieve(you, top, x.board(you))
    else:
        yield from x.return_card(you, top, x.board(you))


@effect("Deodorant", 1)
def deodorant_echo(x):
    yield from x.draw_and_meld(x.player, 3)


@effect("Deodorant", 2)
def deodorant(x):
    you = x.player
    if any(x.has_icon(c, "castle") for c in x.top_cards(you)):
        yield from x.draw_and_meld(you, 3)
    else:
        yield from x.draw(you, 4)


@effect("Homing Pigeons", 1)
def homing_pigeons_demand(x):
    you, me = x.player, x.activator
    values = {x.age(c) for c in me.hand}  # the backs of a hand show its values
    options = [c for c in you.score if x.age(c) in values]
    picked = yield from x.choose_cards(
        you,
        options,
        2,
        2,
        prompt=(
            x.say(
                "Return two cards from your score pile whose values are among the cards in ", x.possessive(me), " hand"
            )
        ),
    )
    if picked:
        yield from x.return_all(you, [c for c in options if c in picked], x.score_pile(you))


@effect("Homing Pigeons", 2)
def homing_pigeons(x):
    yield from x.may_splay(x.player, ["red", "green"], "left")


@effect("Katana")
def katana_demand(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.has_icon(c, "castle")]
    picked = yield from x.choose_cards(
        you, options, 2, 2, prompt=(x.say("Transfer two top cards with a castle to ", x.possessive(me), " score pile"))
    )
    moved = [c for c in options if c in picked]
    for c in moved:
        yield from x.transfer(c, x.board(you), x.score_pile(me))
    if moved:
        castles = sum(x.info(c).count("castle") for c in moved)
        card = yield from x.draw(you, castles)
        if card is not None:
            yield from x.transfer(card, x.hand(you), x.forecast(me))


@effect("Liquid Fire")
def liquid_fire_demand(x):
    you, me = x.player, x.activator
    card = yield from x.draw(you, max(x.visible_bonuses(you), default=0))
    if card is None:
        return
    yield from x.transfer(card, x.hand(you), x.forecast(me))
    if x.color(card) == "red":
        for c in list(you.hand):
            yield from x.transfer(c, x.hand(you), x.score_pile(me))


@effect("Magnifying Glass", 1)
def magnifying_glass_echo(x):
    you = x.player
    yield from x.draw(you, 4)
    card = yield from x.choose_card(you, you.hand, prompt="Return a card from your hand")
    if card:
        yield from x.return_card(you, card)


@effect("Magnifying Glass", 2)
def magnifying_glass_return(x):
    you = x.player
    by_value: dict[int, list[str]] = {}
    for c in you.hand:
        by_value.setdefault(x.age(c), []).append(c)
    value = yield from x.choose_value(
        you,
        [v for v, cs in by_value.items() if len(cs) >= 3],
        optional=True,
        prompt="You may return three cards of one value from your hand, to draw a card "
        "two values higher: choose the value",
    )
    if value is None:
        return
    picked = yield from x.choose_cards(you, by_value[value], 3, 3, prompt=f"Return three of your {value}s")
    yield from x.return_all(you, [c for c in by_value[value] if c in picked])
    yield from x.draw(you, value + 2)


@effect("Magnifying Glass", 3)
def magnifying_glass_splay(x):
    yield from x.may_splay(x.player, ["yellow", "blue"], "left")


@effect("Novel", 1)
def novel_echo(x):
    yield from x.draw(x.player, 3)


@effect("Novel", 2)
def novel_draw(x):
    you = x.player
    yield from x.draw(you, 3)
    yield from x.may_splay(you, "purple", "left")


@effect("Novel", 3)
def novel_supremacy(x):
    you = x.player
    tops = [c for c in x.top_cards(you) if x.color(c) != "purple"]
    if not tops:
        return  # no non-purple top card shares anything (our ruling)
    common = set(ICONS) - {"crown"}  # resource icons only: hexes, bonuses and echo effects are not icons
    for c in tops:
        common &= set(x.info(c).icons)
    if common:
        yield from x.claim(you, "Supremacy")


@effect("Sandpaper")
def sandpaper(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        len(you.hand),
        optional=True,
        prompt=(
            "You may return any number of cards from your hand, to draw as many 3s; then meld a card from your hand"
        ),
    )
    if picked:
        yield from x.return_all(you, [c for c in you.hand if c in picked])
    for _ in picked:
        yield from x.draw(you, 3)
    card = yield from x.choose_card(you, you.hand, prompt="Meld a card from your hand")
    if card:
        yield from x.meld(you, card)


@effect("Sunglasses", 1)
def sunglasses_echo(x):
    you = x.player
    splayed = [c for c in COLORS if x.pile(you, c).splay]
    card = yield from x.choose_card(
        you,
        [c for c in you.hand if x.color(c) in splayed],
        prompt="Score a card from your hand of a colour you have splayed",
    )
    if card:
        yield from x.score(you, card)


def _splay_words(color: str, direction: str) -> str:
    return f"splay your {color} cards {direction}"


@effect("Sunglasses", 2)
def sunglasses(x):
    you = x.player
    purple = x.pile(you, "purple").splay
    moves = {}  # label -> (colour, direction), purple first
    for color in COLORS:
        direction = x.pile(you, color).splay
        if color != "purple" and direction and x.can_splay(you, "purple", direction):
            moves.setdefault(_splay_words("purple", direction), ("purple", direction))
    for color in COLORS:
        if color != "purple" and purple and x.can_splay(you, color, purple):
            moves[_splay_words(color, purple)] = (color, purple)
    choice = yield from x.choose_option(
        you,
        list(moves),
        optional=True,
        prompt=("You may make two splays match: purple as another colour, or another colour as purple"),
    )
    if choice is not None:
        yield from x.splay(you, *moves[choice])
