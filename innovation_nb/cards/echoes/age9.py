"""Echoes, age 9. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me".

Jet and Karaoke read what their own echo effect did: the echo notes its meld in the card's memory (shared by the
effects of this one dogma), under the name of the player who executed it, since every sharer runs their own echo.
When the echo did not run (the card executed by another one) or melded nothing, there is no note."""

from __future__ import annotations

from ..data import COLORS, ICONS
from ..registry import effect
from .age3 import take_next
from .age7 import ANY_VALUE, face_up, highest_on_board, lowest_on_board


def _key(x, p) -> str:
    return f"{x.card} echo meld by {p.name}"


def note_echo_meld(x, card: str) -> None:
    # flat keys and tuples: a cloned frame copies the dict shallowly; an Endorse runs the echo twice
    x.memory[_key(x, x.player)] = x.memory.get(_key(x, x.player), ()) + (card,)


# -- ATM --------------------------------------------------------------------------------------------------------


@effect("ATM", 1)
def atm_echo(x):
    you = x.player
    value = yield from x.choose_value(you, ANY_VALUE, prompt="Choose a value: draw a card of it and score it")
    yield from x.draw_and_score(you, value)


@effect("ATM", 2)
def atm_demand(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.color(c) != "yellow" and not x.has_icon(c, "crown")]
    card = yield from x.choose_card(
        you,
        highest_on_board(options),
        prompt=(
            x.say("Move your highest top card that is not yellow and has no crown onto ", x.possessive(me), " board")
        ),
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))


@effect("ATM", 3)
def atm_splay(x):
    yield from x.may_splay(x.player, "purple", "up")


# -- Calculator -------------------------------------------------------------------------------------------------


@effect("Calculator", 1)
def calculator(x):
    you = x.player
    for _ in range(2):  # the effect, then its one repeat
        bottoms = [x.bottom(you, c) for c in COLORS if c != "blue" and x.bottom(you, c)]
        picked = yield from x.choose_cards(
            you, bottoms, 2, 2, prompt="Score two of your bottom cards that are not blue"
        )
        total = sum(face_up(c) for c in picked)
        for card in picked:
            yield from x.score(you, card, x.board(you))
        if len(picked) < 2 or total >= 11:
            return
        yield from x.draw(you, total)


@effect("Calculator", 2)
def calculator_splay(x):
    yield from x.may_splay(x.player, "blue", "up")


# -- Credit Card ------------------------------------------------------------------------------------------------


@effect("Credit Card", 1)
def credit_card_echo(x):
    yield from x.draw_and_foreshadow(x.player, 9)


@effect("Credit Card", 2)
def credit_card(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        [c for c in x.top_cards(you) if x.color(c) != "green"],
        optional=True,
        prompt="You may put one of your top cards that is not green into your hand: "
        "then a card of its value is drawn and scored",
    )
    if card:
        value = face_up(card)
        yield from x.transfer(card, x.board(you), x.hand(you))
        yield from x.draw_and_score(you, value)


@effect("Credit Card", 3)
def credit_card_splay(x):
    yield from x.may_splay(x.player, "green", "up")


# -- Email ------------------------------------------------------------------------------------------------------


@effect("Email", 1)
def email_echo(x):
    yield from x.draw_and_foreshadow(x.player, 10)


@effect("Email", 2)
def email_foreshadow(x):
    yield from x.draw_and_foreshadow(x.player, 9)


@effect("Email", 3)
def email(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        lowest_on_board(c for c in x.top_cards(you) if x.color(c) != "green"),
        prompt="Choose your lowest top card that is not green: you execute its non-demand effects",
    )
    if card:
        yield from x.execute(card)


# -- Helicopter -------------------------------------------------------------------------------------------------


@effect("Helicopter")
def helicopter(x):
    you = x.player
    while True:
        owner = {c: q for q in [you] + x.others(you) for c in x.top_cards(q) if c != "Helicopter"}
        card = yield from x.choose_card(
            you,
            list(owner),
            prompt=("Choose a top card other than Helicopter: it goes into the score pile of its board's owner"),
        )
        if card is None:
            return
        q = owner[card]
        yield from x.transfer(card, x.board(q), x.score_pile(q))
        # Icons are the six resources: hexagons, bonuses and echo effects are not shared "icons".
        icons = {i for i in x.info(card).icons if i in ICONS}
        back = yield from x.choose_card(
            you,
            [c for c in you.hand if icons & set(x.info(c).icons)],
            optional=True,
            prompt=x.say(
                "You may return a card from your hand sharing an icon with ", x.public(card), ", and repeat the effect"
            ),
        )
        if back is None:
            return
        yield from x.return_card(you, back)


# -- Jet --------------------------------------------------------------------------------------------------------


@effect("Jet", 1)
def jet_echo(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, prompt="Meld a card from your hand")
    if card:
        yield from x.meld(you, card)
        note_echo_meld(x, card)


@effect("Jet", 2)
def jet_demand(x):
    you = x.player
    # "the color I melded": the activator's own echo meld; under an Endorse the n-th round of the demand reads the
    # n-th run of the echo
    melds = x.memory.get(_key(x, x.activator), ())
    rounds = f"Jet demand rounds of {you.name}"
    n = x.memory.get(rounds, 0)
    x.memory[rounds] = n + 1
    if not melds:
        return
    melded = melds[min(n, len(melds) - 1)]
    card = x.top(you, x.color(melded))
    if card:
        yield from x.return_card(you, card, x.board(you))


# -- Karaoke ----------------------------------------------------------------------------------------------------


@effect("Karaoke", 1)
def karaoke_echo(x):
    you = x.player
    value = yield from x.choose_value(
        you, range(1, 10), prompt="Choose a value below 10: draw a card of it and meld it"
    )
    card = yield from x.draw_and_meld(you, value)
    if card:
        note_echo_meld(x, card)


@effect("Karaoke", 2)
def karaoke(x):
    # under an Endorse each run executes the meld of the matching run of the echo
    card = take_next(x, _key(x, x.player))
    if card:
        yield from x.execute(card)


@effect("Karaoke", 3)
def karaoke_bottom(x):
    you = x.player
    bottoms = [x.bottom(you, c) for c in COLORS if x.bottom(you, c)]
    card = yield from x.choose_card(
        you, bottoms, optional=True, prompt="You may put one of your bottom cards into your hand"
    )
    if card:
        yield from x.transfer(card, x.board(you), x.hand(you))


# -- Laser ------------------------------------------------------------------------------------------------------


@effect("Laser")
def laser(x):
    you = x.player
    yield from x.return_all(you, list(x.state.achievements), x.AVAILABLE)
    half = (len(you.score) + 1) // 2
    picked = yield from x.choose_cards(
        you, you.score, half, half, prompt=f"Return {half} of the cards in your score pile (half, rounded up)"
    )
    yield from x.return_all(you, [c for c in you.score if c in picked], x.score_pile(you))
    for _ in range(2):
        yield from x.draw_and_meld(you, 10)


# -- Rock -------------------------------------------------------------------------------------------------------


@effect("Rock", 1)
def rock_demand(x):
    you, me = x.player, x.activator
    card = x.top(you, "green")
    if card is None:
        return
    yield from x.transfer(card, x.board(you), x.hand(me))
    if x.top(you, "green") == "Scissors":
        yield from x.win(me, x.say("Scissors became ", x.possessive(you), " top green card (Rock)"))


@effect("Rock", 2)
def rock(x):
    you = x.player
    card = yield from x.choose_card(you, x.top_cards(you), optional=True, prompt="You may score one of your top cards")
    if card:
        yield from x.score(you, card, x.board(you))
    if x.top(you, "green") == "Paper":
        yield from x.win(you, x.say("Paper is ", x.possessive(you), " top green card (Rock)"))


# -- Wristwatch -------------------------------------------------------------------------------------------------


@effect("Wristwatch", 1)
def wristwatch_echo(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        [c for c in x.top_cards(you) if x.color(c) != "yellow"],
        prompt="Tuck one of your top cards that is not yellow",
    )
    if card:
        yield from x.tuck(you, card, x.board(you))


@effect("Wristwatch", 2)
def wristwatch(x):
    you = x.player
    for value in sorted(x.visible_bonuses(you)):  # the bonuses as they show when the effect begins
        yield from x.draw_and_tuck(you, value)
