"""Artifacts, age 6. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS, ICONS
from ..registry import effect


def highest_by_value(x, cards) -> list[str]:
    """The cards of the highest value where they lie (a top card face up)."""
    cards = list(cards)
    best = max((x.value(c) for c in cards), default=None)
    return [c for c in cards if x.value(c) == best]


@effect("Buttonwood Agreement")
def buttonwood_agreement(x):
    you = x.player
    chosen = []
    for word in ("first", "second", "third"):
        color = yield from x.choose_color(
            you, [c for c in COLORS if c not in chosen], prompt=f"Choose the {word} of three colours"
        )
        chosen.append(color)
    card = yield from x.draw_and_reveal(you, 8)
    if card is None:
        return
    color = x.color(card)
    if color in chosen:
        yield from x.score(you, card)
        yield from x.splay(you, color, "up")
    else:
        yield from x.return_all(you, [c for c in you.score if x.color(c) == color], x.score_pile(you))
        yield from x.unsplay(you, color)


@effect("Frigate Constitution")
def frigate_constitution(x):
    you, me = x.player, x.activator
    card = yield from x.choose_card(you, you.hand, prompt="Reveal a card from your hand")
    if not card:
        return
    yield from x.reveal(you, card)
    if any(x.value(t) == x.age(card) for t in x.top_cards(me)):
        yield from x.return_card(you, card)
        yield from x.return_all(you, list(x.pile(you, x.color(card)).cards), x.board(you))


@effect("Kilogram of the Archives")
def kilogram_of_the_archives(x):
    you = x.player
    held = yield from x.choose_card(you, you.hand, prompt="Return a card from your hand")
    if held:
        yield from x.return_card(you, held)
    top = yield from x.choose_card(you, x.top_cards(you), prompt="Return one of your top cards")
    top_value = x.value(top) if top else 0
    if top:
        yield from x.return_card(you, top, x.board(you))
    if held and top and x.age(held) + top_value == 10:
        yield from x.draw_and_score(you, 10)


@effect("Marcha Real")
def marcha_real(x):
    you = x.player
    picked = yield from x.choose_cards(you, you.hand, 2, 2, prompt="Reveal and return two cards from your hand")
    picked = [c for c in you.hand if c in picked]
    for c in picked:
        yield from x.reveal(you, c)
    yield from x.return_all(you, picked)
    if len(picked) < 2:
        return
    first, second = picked
    if x.age(first) == x.age(second):
        yield from x.draw(you, x.age(first) + 1)
    if x.color(first) == x.color(second):
        yield from x.claim_any_achievement(you)


@effect("Moonlight Sonata")
def moonlight_sonata(x):
    you = x.player
    colors = x.colors_on_board(you)
    high = max((x.top_value(you, c) for c in colors), default=0)
    color = yield from x.choose_color(
        you,
        [c for c in colors if x.top_value(you, c) == high],
        prompt="Choose a colour whose top card is your highest: its bottom card is melded",
    )
    if color and len(x.pile(you, color)) > 1:  # a lone card is its own bottom and top already: nothing moves
        yield from x.meld(you, x.bottom(you, color), x.board(you))
    yield from x.claim_any_achievement(you)


@effect("Pride and Prejudice")
def pride_and_prejudice(x):
    you = x.player
    while True:
        card = yield from x.draw_and_meld(you, 6)
        if card is None:
            return
        # All five colours are compared; a colour missing from the board shows 0 cards.
        counts = [x.visible_cards(you, c) for c in COLORS]
        if x.visible_cards(you, x.color(card)) > min(counts):
            return
        yield from x.score(you, card, x.board(you))


@effect("Puffing Billy")
def puffing_billy(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, prompt="Return a card from your hand")
    if not card:
        return
    yield from x.return_card(you, card)
    color = x.color(card)
    most = max(x.pile_icon_count(you, color, i) for i in ICONS)  # the six resource icons; the hex is not one
    yield from x.draw(you, most)
    yield from x.splay(you, color, "right")


@effect("Stamp Act")
def stamp_act(x):
    you, me = x.player, x.activator
    yellow = x.top_value(you, "yellow")
    card = yield from x.choose_card(
        you,
        [c for c in you.score if x.age(c) == yellow],
        prompt=x.say(f"Transfer a {yellow} from your score pile to ", x.possessive(me), " score pile"),
    )
    if not card:
        return
    yield from x.transfer(card, x.score_pile(you), x.score_pile(me))
    green = x.top_value(you, "green")
    card = yield from x.choose_card(
        you, [c for c in you.score if x.age(c) == green], prompt=f"Return a {green} from your score pile"
    )
    if card:
        yield from x.return_card(you, card, x.score_pile(you))


@effect("The Wealth of Nations")
def the_wealth_of_nations(x):
    you = x.player
    yield from x.draw_and_score(you, 1)
    yield from x.draw_and_score(you, -(-you.score_total // 5))  # divided by five, rounded up


@effect("U.S. Declaration of Independence")
def us_declaration_of_independence(x):
    you, me = x.player, x.activator
    card = yield from x.choose_highest(
        you, you.hand, prompt=x.say("Transfer your highest card to ", x.possessive(me), " hand")
    )
    if card:
        yield from x.transfer(card, x.hand(you), x.hand(me))
    card = yield from x.choose_highest(
        you, you.score, prompt=x.say("Transfer your highest score card to ", x.possessive(me), " score pile")
    )
    if card:
        yield from x.transfer(card, x.score_pile(you), x.score_pile(me))
    tops = highest_by_value(x, [c for c in x.top_cards(you) if x.has_icon(c, "factory")])
    card = yield from x.choose_card(
        you, tops, prompt=x.say("Transfer your highest top card with a factory to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
