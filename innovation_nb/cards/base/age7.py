"""Age 7 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect

EVOLUTION_SCORE = "draw and score an 8, then return a score card"
EVOLUTION_DRAW = "draw one higher than your highest score card"


@effect("Bicycle")
def bicycle(x):
    you = x.player
    if not you.hand and not you.score:
        return
    if (yield from x.yes_no(you, "Exchange all the cards in your hand with all the cards in your score pile?")):
        yield from x.exchange(list(you.hand), x.hand(you), list(you.score), x.score_pile(you))


def _combustion_demand(x, n: int):
    you, me = x.player, x.activator
    if n <= 0:
        return
    cards = yield from x.choose_cards(
        you,
        you.score,
        n,
        n,
        prompt=x.say(f"Transfer {n} card{'s' * (n != 1)} from your score pile to ", x.possessive(me)),
    )
    for card in cards:
        yield from x.transfer(card, x.score_pile(you), x.score_pile(me))


@effect("Combustion", 1)
def combustion_demand(x):
    yield from _combustion_demand(x, x.icons(x.activator, "crown") // 4)


@effect("Combustion", 1, edition="first")
def combustion_demand_first(x):
    yield from _combustion_demand(x, 2)


@effect("Combustion", 2)
def combustion_return(x):
    you = x.player
    card = x.bottom(you, "red")
    if card:
        yield from x.return_card(you, card, x.board(you))


@effect("Electricity")
def electricity(x):
    you = x.player
    cards = [c for c in x.top_cards(you) if not x.has_icon(c, "factory")]
    returned = yield from x.return_all(you, cards, x.board(you))
    for _ in returned:
        yield from x.draw(you, 8)


@effect("Evolution")
def evolution(x):
    you = x.player
    pick = yield from x.choose_option(
        you, [EVOLUTION_SCORE, EVOLUTION_DRAW], optional=True, prompt="You may choose one"
    )
    if pick == EVOLUTION_SCORE:
        if (yield from x.draw_and_score(you, 8)) is None:
            return
        card = yield from x.choose_card(you, you.score, prompt="Return a card from your score pile")
        if card:
            yield from x.return_card(you, card, x.score_pile(you))
    elif pick == EVOLUTION_DRAW:
        yield from x.draw(you, x.max_value(you.score) + 1)


@effect("Explosives")
def explosives(x):
    you, me = x.player, x.activator
    cards = yield from x.highest_n(you, you.hand, 3, x.say("Which tied cards go to ", x.possessive(me), " hand?"))
    for card in cards:
        yield from x.transfer(card, x.hand(you), x.hand(me))
    if cards and not you.hand:
        yield from x.draw(you, 7)


@effect("Lighting")
def lighting(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        3,
        optional=True,
        prompt="You may tuck up to three cards; then draw and score a 7 per different value tucked",
    )
    cards = yield from x.in_chosen_order(
        you,
        [c for c in you.hand if c in picked],
        x.color,
        "Order to tuck (the last one of each colour ends at the bottom)",
    )
    for card in cards:
        yield from x.tuck(you, card)
    for _ in range(len({x.age(c) for c in cards})):
        yield from x.draw_and_score(you, 7)


@effect("Publications", 1)
def publications_rearrange(x):
    you = x.player
    options = [c for c in COLORS if len(x.pile(you, c)) >= 2]
    color = yield from x.choose_color(you, options, optional=True, prompt="You may rearrange one colour's pile")
    if not color:
        return
    top_first = list(reversed(x.pile(you, color).cards))
    order = yield from x.choose_order(you, top_first, f"New order of your {color} pile, top card first")
    yield from x.rearrange(you, color, list(reversed(order)))


@effect("Publications", 2)
def publications_splay(x):
    yield from x.may_splay(x.player, ["yellow", "blue"], "up")


@effect("Railroad", 1)
def railroad_return(x):
    you = x.player
    yield from x.return_all(you, list(you.hand))
    for _ in range(3):
        yield from x.draw(you, 6)


@effect("Railroad", 2)
def railroad_splay(x):
    you = x.player
    color = yield from x.choose_color(
        you, x.colors_splayed(you, "right"), optional=True, prompt="You may splay up a colour now splayed right"
    )
    if color:
        yield from x.splay(you, color, "up")


@effect("Refrigeration", 1)
def refrigeration_demand(x):
    you = x.player
    n = len(you.hand) // 2
    if n == 0:
        return
    cards = yield from x.choose_cards(you, you.hand, n, n, prompt=f"Return {n} card{'s' * (n != 1)} from your hand")
    yield from x.return_all(you, [c for c in you.hand if c in cards])


@effect("Refrigeration", 2)
def refrigeration_score(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, optional=True, prompt="You may score a card from your hand")
    if card:
        yield from x.score(you, card)


@effect("Sanitation")
def sanitation(x):
    you, me = x.player, x.activator
    mine = yield from x.highest_n(you, you.hand, 2, x.say("Which tied cards go to ", x.possessive(me), " hand?"))
    # My hand is hidden from you, so I pick among my tied lowest cards.
    theirs = yield from x.choose_lowest(me, me.hand, x.say("Give the lowest card of your hand to ", you))
    yield from x.exchange(mine, x.hand(you), [theirs] if theirs else [], x.hand(me))
