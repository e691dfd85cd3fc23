"""Age 4 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect


@effect("Anatomy")
def anatomy(x):
    you = x.player
    # The victim picks any score card (FAQ: nothing forces one that matches a top card).
    card = yield from x.choose_card(you, you.score, prompt="Return a card from your score pile")
    if not card:
        return
    yield from x.return_card(you, card, x.score_pile(you))
    value = x.age(card)
    options = [c for c in x.top_cards(you) if x.age(c) == value]
    top = yield from x.choose_card(you, options, prompt=f"Return a top card of value {value} from your board")
    if top:
        yield from x.return_card(you, top, x.board(you))


@effect("Colonialism")
def colonialism(x):
    you = x.player
    while True:
        card = yield from x.draw_and_tuck(you, 3)
        if card is None or not x.has_icon(card, "crown"):
            return


@effect("Enterprise", 1)
def enterprise_demand(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.color(c) != "purple" and x.has_icon(c, "crown")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top non-purple card with a crown to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
        yield from x.draw_and_meld(you, 4)


@effect("Enterprise", 2)
def enterprise_splay(x):
    yield from x.may_splay(x.player, "green", "right")


@effect("Experimentation")
def experimentation(x):
    yield from x.draw_and_meld(x.player, 5)


@effect("Gunpowder", 1)
def gunpowder_demand(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.has_icon(c, "castle")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top card with a castle to ", x.possessive(me), " score pile")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.score_pile(me))
        x.memory["transferred"] = True


@effect("Gunpowder", 2)
def gunpowder_score(x):
    if x.memory.get("transferred"):
        yield from x.draw_and_score(x.player, 2)


@effect("Invention", 1)
def invention_splay(x):
    you = x.player
    color = yield from x.choose_color(
        you,
        x.colors_splayed(you, "left"),
        optional=True,
        prompt="You may splay right one colour now splayed left, to draw and score a 4",
    )
    if color:
        yield from x.splay(you, color, "right")
        yield from x.draw_and_score(you, 4)


@effect("Invention", 2)
def invention_wonder(x):
    you = x.player
    # The card's own condition: any direction counts (Wonder itself needs up or right).
    if all(x.pile(you, c).splay for c in COLORS):
        yield from x.claim(you, "Wonder")


@effect("Navigation")
def navigation(x):
    you, me = x.player, x.activator
    options = [c for c in you.score if x.age(c) in (2, 3)]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a 2 or 3 from your score pile to ", x.possessive(me))
    )
    if card:
        yield from x.transfer(card, x.score_pile(you), x.score_pile(me))


@effect("Perspective")
def perspective(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, optional=True, prompt="You may return a card from your hand to score one card per two lightbulbs"
    )
    if not card:
        return
    yield from x.return_card(you, card)
    n = x.icons(you, "lightbulb") // 2
    if n:
        cards = yield from x.choose_cards(you, you.hand, n, n, prompt=f"Score {n} card{'s' * (n != 1)} from your hand")
        for c in cards:
            yield from x.score(you, c)


@effect("Printing Press", 1)
def printing_press_draw(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.score, optional=True, prompt="You may return a score card to draw two higher than your top purple card"
    )
    if card:
        yield from x.return_card(you, card, x.score_pile(you))
        yield from x.draw(you, x.top_value(you, "purple") + 2)


@effect("Printing Press", 2)
def printing_press_splay(x):
    yield from x.may_splay(x.player, "blue", "right")


@effect("Reformation", 1)
def reformation_tuck(x):
    you = x.player
    # "You may" covers the whole count: tuck one per two leaves (or the whole hand if smaller), or none.
    k = min(x.icons(you, "leaf") // 2, len(you.hand))
    if not k:
        return
    picked = yield from x.choose_cards(
        you, you.hand, k, k, optional=True, prompt=f"You may tuck {k} card{'s' * (k != 1)} from your hand"
    )
    cards = yield from x.in_chosen_order(
        you,
        [c for c in you.hand if c in picked],
        x.color,
        "Order to tuck (the last one of each colour ends at the bottom)",
    )
    for c in cards:
        yield from x.tuck(you, c)


@effect("Reformation", 2)
def reformation_splay(x):
    you = x.player
    # Unlike the other "or" splays (a colour choice even when one pile can change), Reformation asks a plain
    # yes/no when only one of its two piles would change (its tests expect it): name just the piles that can.
    yield from x.may_splay(you, [c for c in ("yellow", "purple") if x.can_splay(you, c, "right")], "right")
