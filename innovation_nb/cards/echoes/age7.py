"""Echoes, age 7. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me".

The small readers at the top (any value, face-up values, what a board shows) serve the later ages too."""

from __future__ import annotations

from ..data import CARDS, COLORS, SPLAY_POSITIONS
from ..registry import effect

ANY_VALUE = tuple(range(1, 11))  # "any value": a value a card can have


def face_up(card: str) -> int:
    """A board card's value (face up: Battleship Yamato counts 11)."""
    return CARDS[card].value


def highest_on_board(cards) -> list[str]:
    """The cards of the highest face-up value among ``cards`` (board cards; ties are the player's choice)."""
    cards = list(cards)
    top = max((face_up(c) for c in cards), default=0)
    return [c for c in cards if face_up(c) == top]


def lowest_on_board(cards) -> list[str]:
    cards = list(cards)
    low = min((face_up(c) for c in cards), default=0)
    return [c for c in cards if face_up(c) == low]


def has_bonus(card: str) -> bool:
    return bool(CARDS[card].bonuses)


def visible_echoes(pile) -> int:
    """How many echo effects ``pile`` shows: its top card's, and those its splay reveals."""
    cards = pile.cards
    if not cards:
        return 0
    n = int(CARDS[cards[-1]].shows_echo["top"])
    if pile.splay:
        n += sum(1 for c in cards[:-1] if CARDS[c].shows_echo[pile.splay])
    return n


def music_note_shows(pile, k: int) -> bool:
    """Does the ``k``-th card of ``pile`` (bottom first) show its music note? The note is printed on the hexagon:
    a top card shows it, a covered card only where its splay reveals the hexagon's slot."""
    info = CARDS[pile.cards[k]]
    if not info.music_note:
        return False
    return k == len(pile.cards) - 1 or info.hex_slot in SPLAY_POSITIONS[pile.splay]


# -- Elevator ---------------------------------------------------------------------------------------------------


@effect("Elevator", 1)
def elevator_echo(x):
    you = x.player
    ends = [c for c in (x.top(you, "green"), x.bottom(you, "green")) if c]
    card = yield from x.choose_card(you, ends, prompt="Score your top or your bottom green card")
    if card:
        yield from x.score(you, card, x.board(you))


@effect("Elevator", 2)
def elevator(x):
    you = x.player
    value = yield from x.choose_value(
        you, [x.age(c) for c in you.score], prompt="Choose a value found in your score pile"
    )
    if value is None:
        return
    place = yield from x.choose_option(
        you,
        ["hands", "score piles"],
        prompt=(f"Take every {value} from the other players' hands, or from their score piles, into your score pile"),
    )
    for q in x.others(you):
        src = x.hand(q) if place == "hands" else x.score_pile(q)
        for card in [c for c in (q.hand if place == "hands" else q.score) if x.age(c) == value]:
            yield from x.transfer(card, src, x.score_pile(you))


# -- Fertilizer -------------------------------------------------------------------------------------------------


@effect("Fertilizer", 1)
def fertilizer_return(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        you.hand,
        optional=True,
        prompt=(
            "You may return a card from your hand: then every card of its value in any score pile comes to your hand"
        ),
    )
    if not card:
        return
    value = x.age(card)
    yield from x.return_card(you, card)
    for q in [you] + x.others(you):
        for c in [c for c in q.score if x.age(c) == value]:
            yield from x.transfer(c, x.score_pile(q), x.hand(you))


@effect("Fertilizer", 2)
def fertilizer_foreshadow(x):
    you = x.player
    value = yield from x.choose_value(you, ANY_VALUE, prompt="Choose a value: draw a card of it and foreshadow it")
    yield from x.draw_and_foreshadow(you, value)


# -- Ice Cream --------------------------------------------------------------------------------------------------


@effect("Ice Cream", 1)
def ice_cream_echo(x):
    you = x.player
    options = [c for c in x.top_cards(you) if x.color(c) != "purple" and not has_bonus(c)]
    card = yield from x.choose_card(
        you, options, prompt="Score one of your top cards that is not purple and has no bonus"
    )
    if card:
        yield from x.score(you, card, x.board(you))


@effect("Ice Cream", 2)
def ice_cream_demand(x):
    yield from x.draw_and_meld(x.player, 1)


@effect("Ice Cream", 3)
def ice_cream(x):
    you = x.player
    # Picking an empty pile does nothing, so the choice is offered among the piles that hold cards. The pile is
    # the base one: the standard achievements are base cards.
    ages = [a for a in (6, 7, 8, 9) if x.state.supply[a - 1]]
    age = yield from x.choose_value(
        you,
        ages,
        optional=True,
        prompt=(
            "You may move the bottom card of the supply pile of age 6, 7, 8 or 9 to the available achievements: "
            "choose the pile"
        ),
    )
    if age is not None:
        yield from x.transfer(x.state.supply[age - 1][0], x.SUPPLY, x.AVAILABLE)


# -- Jeans ------------------------------------------------------------------------------------------------------


@effect("Jeans", 1)
def jeans_echo(x):
    you = x.player
    drawn = [(yield from x.draw(you, 9)), (yield from x.draw(you, 9))]
    card = yield from x.choose_card(
        you, drawn, prompt=x.say("Foreshadow one of ", x.private(drawn, you), "; the other is returned")
    )
    yield from x.foreshadow(you, card)
    yield from x.return_card(you, next(c for c in drawn if c != card))


@effect("Jeans", 2)
def jeans(x):
    you = x.player
    first = yield from x.choose_value(you, range(1, 7), prompt="Choose a value below 7 (drawn and revealed first)")
    second = yield from x.choose_value(
        you, [v for v in range(1, 7) if v != first], prompt=f"Choose a second value below 7, other than {first}"
    )
    drawn = [(yield from x.draw_and_reveal(you, first)), (yield from x.draw_and_reveal(you, second))]
    card = yield from x.choose_card(
        you, drawn, prompt=x.say("Meld one of ", x.public(drawn), "; the other is returned")
    )
    yield from x.meld(you, card)
    yield from x.return_card(you, next(c for c in drawn if c != card))


# -- Machine Gun ------------------------------------------------------------------------------------------------


@effect("Machine Gun", 1)
def machine_gun_echo(x):
    you = x.player
    if len(x.top_cards(you)) == 5:
        yield from x.draw_and_score(you, 7)


@effect("Machine Gun", 2)
def machine_gun_demand(x):
    you, me = x.player, x.activator
    moved = [c for c in x.top_cards(you) if has_bonus(c)]
    for card in moved:
        yield from x.transfer(card, x.board(you), x.score_pile(me))
    if moved:
        yield from x.draw(you, 7)


@effect("Machine Gun", 3)
def machine_gun(x):
    you = x.player
    yield from x.return_all(you, [c for c in x.top_cards(you) if x.color(c) != "red"], x.board(you))


# -- Photography ------------------------------------------------------------------------------------------------


@effect("Photography", 1)
def photography_echo(x):
    you = x.player
    card = yield from x.choose_card(you, you.forecast, prompt="Meld a card from your forecast")
    if card:
        yield from x.meld(you, card, x.forecast(you))


@effect("Photography", 2)
def photography_demand(x):
    you = x.player
    card = yield from x.choose_card(
        you, highest_on_board(x.top_cards(you)), prompt="Put your highest top card into your hand"
    )
    if card:
        yield from x.transfer(card, x.board(you), x.hand(you))


@effect("Photography", 3)
def photography(x):
    you = x.player
    if any(visible_echoes(pile) >= 3 for pile in you.board):
        yield from x.claim(you, "History")


# -- Rubber -----------------------------------------------------------------------------------------------------


@effect("Rubber", 1)
def rubber_echo(x):
    for _ in range(2):
        yield from x.draw_and_tuck(x.player, 8)


@effect("Rubber", 2)
def rubber(x):
    you = x.player
    card = yield from x.choose_card(
        you, [c for c in x.top_cards(you) if not has_bonus(c)], prompt="Score one of your top cards that has no bonus"
    )
    if card:
        yield from x.score(you, card, x.board(you))


@effect("Rubber", 3)
def rubber_splay(x):
    yield from x.may_splay(x.player, "red", "up")


# -- Saxophone --------------------------------------------------------------------------------------------------

SAXOPHONE_QUARTET = ("Bell", "Flute", "Piano", "Saxophone")


@effect("Saxophone", 1)
def saxophone_splay(x):
    yield from x.may_splay(x.player, "purple", "up")


@effect("Saxophone", 2)
def saxophone(x):
    you = x.player
    # Only boards show music notes (never a display or a forecast): the four cards carrying one are each unique.
    notes = [
        pile.cards[k]
        for q in x.players
        for pile in q.board
        for k in range(len(pile.cards))
        if music_note_shows(pile, k)
    ]
    if all(c in notes for c in SAXOPHONE_QUARTET):
        yield from x.win(you, "the music notes of Bell, Flute, Piano and Saxophone all show (Saxophone)")
    for _ in notes:
        yield from x.draw(you, 7)


# -- Telegraph --------------------------------------------------------------------------------------------------


def _telegraph_changes(x, you, q) -> list[str]:
    """Colours whose splay would change by copying ``q``'s (a colour ``q`` lacks counts as unsplayed)."""
    return [c for c in COLORS if len(x.pile(you, c)) >= 2 and x.pile(you, c).splay != x.pile(q, c).splay]


@effect("Telegraph", 1)
def telegraph(x):
    you = x.player
    # Only a pick that changes something is offered (as "you may splay" offers only piles that would change).
    them = [q for q in x.opponents(you) if _telegraph_changes(x, you, q)]
    q = yield from x.choose_player(
        you, them, optional=True, prompt="You may pick an opponent whose splay of a colour you copy"
    )
    if q is None:
        return
    color = yield from x.choose_color(
        you, _telegraph_changes(x, you, q), prompt=x.say("Choose the colour whose splay you copy from ", q)
    )
    direction = x.pile(q, color).splay
    if direction is None:  # unsplayed there (or no such pile): yours is unsplayed too
        yield from x.unsplay(you, color)
    else:
        yield from x.splay(you, color, direction)


@effect("Telegraph", 2)
def telegraph_splay(x):
    yield from x.may_splay(x.player, "blue", "up")


# -- Typewriter -------------------------------------------------------------------------------------------------


@effect("Typewriter")
def typewriter(x):
    you = x.player
    returned = yield from x.return_all(you, list(you.hand))
    card = yield from x.draw(you, 6)
    for _ in {x.color(c) for c in returned}:
        card = yield from x.draw(you, x.age(card) + 1)  # one above the card drawn just before
