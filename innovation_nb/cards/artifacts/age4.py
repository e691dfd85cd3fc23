"""Artifacts, age 4. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS, ICONS
from ..registry import effect


def resource_icons(x, card: str) -> set[str]:
    """The kinds of resource icon ``card`` shows (the hex is a picture, not an icon)."""
    return {i for i in x.info(card).icons if i in ICONS}


def reveal_hand(x, p):
    for c in list(p.hand):
        yield from x.reveal(p, c)


@effect("Abell Gallery Harpsichord")
def abell_gallery_harpsichord(x):
    you = x.player
    values = [x.top_value(you, c) for c in x.colors_on_board(you)]
    for value in sorted(v for v in set(values) if values.count(v) == 1):
        yield from x.draw_and_score(you, value)


@effect("Cross of Coronado")
def cross_of_coronado(x):
    you = x.player
    yield from reveal_hand(x, you)
    if len(you.hand) == 5 and len({x.color(c) for c in you.hand}) == 5:
        yield from x.win(you, x.say(x.subject(you, "holds"), " five cards of five colours (Cross of Coronado)"))


@effect("Delft Pocket Telescope")
def delft_pocket_telescope(x):
    you = x.player
    while True:  # each round returns a score card, so the loop ends with the score pile at the latest
        card = yield from x.choose_card(you, you.score, prompt="Return a card from your score pile")
        if not card:
            return
        yield from x.return_card(you, card, x.score_pile(you))
        drawn = []
        for age in (5, 6):
            c = yield from x.draw(you, age)
            if c:
                drawn.append(c)
        wanted = resource_icons(x, card)
        matching = [c for c in drawn if resource_icons(x, c) & wanted]
        if matching:
            shown = yield from x.choose_card(
                you, matching, prompt=x.say("Reveal a drawn card that shares a symbol with ", x.private(card, you))
            )
            yield from x.reveal(you, shown)
            return
        yield from x.return_all(you, drawn)


@effect("East India Company Charter")
def east_india_company_charter(x):
    you = x.player
    value = yield from x.choose_value(
        you,
        [v for v in range(1, 11) if v != 5],
        prompt="Choose a value other than 5: every score-pile card of it is returned",
    )
    owner = {}
    for p in [you] + x.others(you):
        for c in p.score:
            if x.age(c) == value:
                owner[c] = p
    order = yield from x.in_chosen_order(
        you, list(owner), x.age, "Order of return (the first goes to the bottom of the pile first)"
    )
    for c in order:
        yield from x.return_card(you, c, x.score_pile(owner[c]))
    for _ in range(len({p.name for p in owner.values()})):  # one 5 per player who lost cards
        yield from x.draw_and_score(you, 5)


@effect("Hunt-Lenox Globe")
def hunt_lenox_globe(x):
    you = x.player
    if len(you.hand) < 4:
        tops = [c for c in x.top_cards(you) if x.color(c) != "green"]
        returned = yield from x.return_all(you, tops, x.board(you))
        for _ in returned:
            yield from x.draw(you, 5)
    card = yield from x.choose_card(you, you.hand, prompt="Meld a card from your hand")
    if card:
        yield from x.meld(you, card)


@effect("Molasses Reef Caravel")
def molasses_reef_caravel(x):
    you = x.player
    yield from x.return_all(you, list(you.hand))
    for _ in range(3):
        yield from x.draw(you, 4)
    blue = yield from x.choose_card(
        you, [c for c in you.hand if x.color(c) == "blue"], prompt="Meld a blue card from your hand"
    )
    if blue:
        yield from x.meld(you, blue)
    card = yield from x.choose_card(you, you.hand, prompt="Score a card from your hand")
    if card:
        yield from x.score(you, card)
    card = yield from x.choose_card(you, you.score, prompt="Return a card from your score pile")
    if card:
        yield from x.return_card(you, card, x.score_pile(you))


@effect("Mona Lisa")
def mona_lisa(x):
    you = x.player
    # After five draws the hand holds len(hand) + 5 cards: every larger number fails as the last one offered does.
    number = yield from x.choose_value(
        you, range(0, len(you.hand) + 7), prompt="Choose a number: how many cards of one colour your hand will hold"
    )
    color = yield from x.choose_color(
        you, COLORS, prompt=f"Choose a colour: your hand must hold exactly {number} of it after drawing five 4s"
    )
    for _ in range(5):
        yield from x.draw(you, 4)
    yield from reveal_hand(x, you)
    matching = [c for c in you.hand if x.color(c) == color]
    if len(matching) == number:
        for c in matching:
            yield from x.score(you, c)
        yield from x.splay(you, color, "right")
    else:
        yield from x.return_all(you, list(you.hand))


@effect("Moses", 1)
def moses_compel(x):
    you, me = x.player, x.activator
    for c in [c for c in x.top_cards(you) if x.has_icon(c, "crown")]:
        yield from x.transfer(c, x.board(you), x.score_pile(me))


@effect("Moses", 2)
def moses_score(x):
    you = x.player
    card = yield from x.choose_card(
        you, [c for c in x.top_cards(you) if x.has_icon(c, "crown")], prompt="Score one of your top cards with a crown"
    )
    if card:
        yield from x.score(you, card, x.board(you))


@effect("Petition of Right")
def petition_of_right(x):
    you, me = x.player, x.activator
    n = sum(1 for c in x.top_cards(you) if x.has_icon(c, "castle"))
    if n == 0:
        return
    picked = yield from x.choose_cards(
        you,
        you.score,
        n,
        n,
        prompt=x.say(f"Transfer {n} card{'s' * (n != 1)} from your score pile to ", x.possessive(me), " score pile"),
    )
    for c in [c for c in you.score if c in picked]:
        yield from x.transfer(c, x.score_pile(you), x.score_pile(me))


@effect("Tortugas Galleon")
def tortugas_galleon(x):
    you, me = x.player, x.activator
    highest = x.highest(you.score)
    for c in highest:
        yield from x.transfer(c, x.score_pile(you), x.score_pile(me))
    if not highest:
        return
    value = x.age(highest[0])
    card = yield from x.choose_card(
        you,
        [c for c in x.top_cards(you) if x.value(c) == value],
        prompt=x.say(f"Transfer a top card of value {value} to ", x.possessive(me), " board"),
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
