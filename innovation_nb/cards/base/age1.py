"""Age 1 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..registry import effect


@effect("Agriculture")
def agriculture(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, optional=True, prompt="You may return a card from your hand to draw and score one higher"
    )
    if card:
        yield from x.return_card(you, card)
        yield from x.draw_and_score(you, x.age(card) + 1)


@effect("Archery")
def archery(x):
    you, me = x.player, x.activator
    yield from x.draw(you, 1)
    card = yield from x.choose_highest(
        you, you.hand, x.say("Transfer your highest card to ", x.possessive(me), " hand")
    )
    if card:
        yield from x.transfer(card, x.hand(you), x.hand(me))


@effect("City States")
def city_states(x):
    you, me = x.player, x.activator
    if x.icons(you, "castle") < 4:
        return
    options = [c for c in x.top_cards(you) if x.has_icon(c, "castle")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top card with a castle to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
        yield from x.draw(you, 1)


@effect("Clothing", 1)
def clothing_meld(x):
    you = x.player
    mine = set(x.colors_on_board(you))
    options = [c for c in you.hand if x.color(c) not in mine]
    card = yield from x.choose_card(you, options, prompt="Meld a card of a colour not on your board")
    if card:
        yield from x.meld(you, card)


@effect("Clothing", 2)
def clothing_score(x):
    you = x.player
    theirs = {c for q in x.opponents(you) for c in x.colors_on_board(q)}
    n = len([c for c in x.colors_on_board(you) if c not in theirs])
    for _ in range(n):
        yield from x.draw_and_score(you, 1)


@effect("Code of Laws")
def code_of_laws(x):
    you = x.player
    mine = set(x.colors_on_board(you))
    options = [c for c in you.hand if x.color(c) in mine]
    card = yield from x.choose_card(
        you, options, optional=True, prompt="You may tuck a card of a colour already on your board"
    )
    if card:
        yield from x.tuck(you, card)
        yield from x.may_splay(you, x.color(card), "left")


@effect("Domestication")
def domestication(x):
    you = x.player
    card = yield from x.choose_lowest(you, you.hand, "Meld the lowest card in your hand")
    if card:
        yield from x.meld(you, card)
    yield from x.draw(you, 1)


@effect("Masonry")
def masonry(x):
    you = x.player
    options = [c for c in you.hand if x.has_icon(c, "castle")]
    picked = yield from x.choose_cards(
        you, options, 1, len(options), optional=True, prompt="You may meld any number of cards with a castle"
    )
    cards = yield from x.in_chosen_order(
        you, [c for c in options if c in picked], x.color, "Order to meld (the last one of each colour ends on top)"
    )
    for c in cards:
        yield from x.meld(you, c)
    if len(cards) >= 4:
        yield from x.claim(you, "Monument")


@effect("Metalworking")
def metalworking(x):
    you = x.player
    while True:
        card = yield from x.draw_and_reveal(you, 1)
        if card is None or not x.has_icon(card, "castle"):
            return  # kept in hand
        yield from x.score(you, card)


@effect("Mysticism")
def mysticism(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 1)
    if card and x.color(card) in x.colors_on_board(you):
        yield from x.meld(you, card)
        yield from x.draw(you, 1)


def _oars_demand(x, repeat: bool):
    you, me = x.player, x.activator
    while True:
        options = [c for c in you.hand if x.has_icon(c, "crown")]
        card = yield from x.choose_card(
            you, options, prompt=x.say("Transfer a card with a crown to ", x.possessive(me), " score pile")
        )
        if not card:
            return
        yield from x.transfer(card, x.hand(you), x.score_pile(me))
        x.memory["transferred"] = True
        yield from x.draw(you, 1)
        if not repeat:
            return


@effect("Oars", 1)
def oars_demand(x):
    yield from _oars_demand(x, repeat=True)


@effect("Oars", 1, edition="first")
def oars_demand_first(x):
    yield from _oars_demand(x, repeat=False)


@effect("Oars", 2)
def oars_draw(x):
    if not x.memory.get("transferred"):
        yield from x.draw(x.player, 1)


@effect("Pottery", 1)
def pottery_return(x):
    you = x.player
    cards = yield from x.choose_cards(
        you,
        you.hand,
        1,
        3,
        optional=True,
        prompt="You may return up to three cards; then draw and score a card of that value",
    )
    if cards:
        yield from x.return_all(you, [c for c in you.hand if c in cards])
        yield from x.draw_and_score(you, len(cards))


@effect("Pottery", 2)
def pottery_draw(x):
    yield from x.draw(x.player, 1)


@effect("Sailing")
def sailing(x):
    yield from x.draw_and_meld(x.player, 1)


@effect("The Wheel")
def the_wheel(x):
    yield from x.draw(x.player, 1)
    yield from x.draw(x.player, 1)


@effect("Tools", 1)
def tools_return_three(x):
    you = x.player
    if len(you.hand) < 3:
        return  # "you may return three ... if you do": impossible with fewer than three
    cards = yield from x.choose_cards(
        you, you.hand, 3, 3, optional=True, prompt="You may return three cards to draw and meld a 3"
    )
    if len(cards) == 3:
        yield from x.return_all(you, [c for c in you.hand if c in cards])
        yield from x.draw_and_meld(you, 3)


@effect("Tools", 2)
def tools_return_a_three(x):
    you = x.player
    options = [c for c in you.hand if x.age(c) == 3]
    card = yield from x.choose_card(you, options, optional=True, prompt="You may return a 3 to draw three 1s")
    if card:
        yield from x.return_card(you, card)
        for _ in range(3):
            yield from x.draw(you, 1)


@effect("Writing")
def writing(x):
    yield from x.draw(x.player, 2)
