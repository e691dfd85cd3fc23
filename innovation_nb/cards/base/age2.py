"""Age 2 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect


@effect("Calendar")
def calendar(x):
    you = x.player
    if len(you.score) > len(you.hand):
        yield from x.draw(you, 3)
        yield from x.draw(you, 3)


@effect("Canal Building")
def canal_building(x):
    you = x.player
    from_hand, from_score = x.highest(you.hand), x.highest(you.score)
    if not from_hand and not from_score:
        return
    # An exchange happens even when one side is empty (rules: "Exchange"), so one empty side still allows it.
    if (yield from x.yes_no(you, "Exchange the highest cards in your hand with the highest cards in your score pile?")):
        yield from x.exchange(from_hand, x.hand(you), from_score, x.score_pile(you))


@effect("Construction", 1)
def construction_demand(x):
    you, me = x.player, x.activator
    cards = yield from x.choose_cards(
        you, you.hand, 2, 2, prompt=x.say("Transfer two cards from your hand to ", x.possessive(me), " hand")
    )
    for c in cards:
        yield from x.transfer(c, x.hand(you), x.hand(me))
    yield from x.draw(you, 2)


@effect("Construction", 2)
def construction_empire(x):
    you = x.player
    # The card's own condition, not Empire's printed one: nobody else (teammates included) has five top cards.
    if len(x.top_cards(you)) == 5 and all(len(x.top_cards(q)) < 5 for q in x.others(you)):
        yield from x.claim(you, "Empire")


@effect("Currency")
def currency(x):
    you = x.player
    cards = yield from x.choose_cards(
        you,
        you.hand,
        1,
        len(you.hand),
        optional=True,
        prompt="You may return any number of cards from your hand to draw and score a 2 per different value returned",
    )
    if cards:
        values = {x.age(c) for c in cards}
        yield from x.return_all(you, [c for c in you.hand if c in cards])
        for _ in range(len(values)):
            yield from x.draw_and_score(you, 2)


@effect("Fermenting")
def fermenting(x):
    you = x.player
    n = len([c for c in x.colors_on_board(you) if x.pile_icon_count(you, c, "leaf")])
    for _ in range(n):
        yield from x.draw(you, 2)


@effect("Fermenting", edition="first")
def fermenting_first(x):
    you = x.player
    for _ in range(x.icons(you, "leaf") // 2):
        yield from x.draw(you, 2)


@effect("Mapmaking", 1)
def mapmaking_demand(x):
    you, me = x.player, x.activator
    ones = [c for c in you.score if x.age(c) == 1]
    card = yield from x.choose_card(
        you, ones, prompt=x.say("Transfer a 1 from your score pile to ", x.possessive(me), " score pile")
    )
    if card:
        yield from x.transfer(card, x.score_pile(you), x.score_pile(me))
        x.memory["transferred"] = True


@effect("Mapmaking", 2)
def mapmaking_score(x):
    if x.memory.get("transferred"):
        yield from x.draw_and_score(x.player, 1)


@effect("Mathematics")
def mathematics(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, optional=True, prompt="You may return a card from your hand to draw and meld one higher"
    )
    if card:
        yield from x.return_card(you, card)
        yield from x.draw_and_meld(you, x.age(card) + 1)


@effect("Monotheism", 1)
def monotheism_demand(x):
    you, me = x.player, x.activator
    mine = set(x.colors_on_board(me))
    options = [c for c in x.top_cards(you) if x.color(c) not in mine]
    card = yield from x.choose_card(
        you,
        options,
        prompt=x.say(
            "Transfer a top card of a colour not on ", x.possessive(me), " board to ", x.possessive(me), " score pile"
        ),
    )
    if card:
        yield from x.transfer(card, x.board(you), x.score_pile(me))
        yield from x.draw_and_tuck(you, 1)


@effect("Monotheism", 2)
def monotheism_tuck(x):
    yield from x.draw_and_tuck(x.player, 1)


@effect("Philosophy", 1)
def philosophy_splay(x):
    yield from x.may_splay(x.player, COLORS, "left", prompt="You may splay one colour left")


@effect("Philosophy", 2)
def philosophy_score(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, optional=True, prompt="You may score a card from your hand")
    if card:
        yield from x.score(you, card)


@effect("Road Building")
def road_building(x):
    you = x.player
    picked = yield from x.choose_cards(you, you.hand, 1, 2, prompt="Meld one or two cards from your hand")
    cards = yield from x.in_chosen_order(
        you, [c for c in you.hand if c in picked], x.color, "Order to meld (the last one ends on top)"
    )
    for c in cards:
        yield from x.meld(you, c)
    if len(cards) < 2:
        return
    red = x.top(you, "red")
    if not red:
        return  # "you may transfer ... if you do": nothing to transfer
    other = yield from x.choose_player(
        you,
        x.others(you),
        optional=True,
        prompt=x.say(
            "You may transfer your top red card, ",
            x.public(red),
            ", to another player's board, to take their top green card",
        ),
    )
    if other:
        yield from x.transfer(red, x.board(you), x.board(other))
        green = x.top(other, "green")
        if green:
            yield from x.transfer(green, x.board(other), x.board(you))
