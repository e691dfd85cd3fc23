"""Age 3 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect


@effect("Alchemy", 1)
def alchemy_draw(x):
    you = x.player
    drawn = []
    for _ in range(x.icons(you, "castle") // 3):
        card = yield from x.draw_and_reveal(you, 4)
        drawn.append(card)
    if any(x.color(c) == "red" for c in drawn):
        # The drawn cards are in the hand, so returning the whole hand returns them too.
        yield from x.return_all(you, list(you.hand))  # same-age returns: the owner orders them


@effect("Alchemy", 2)
def alchemy_meld_score(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, prompt="Meld a card from your hand")
    if card:
        yield from x.meld(you, card)
    card = yield from x.choose_card(you, you.hand, prompt="Score a card from your hand")
    if card:
        yield from x.score(you, card)


@effect("Compass")
def compass(x):
    you, me = x.player, x.activator
    give = [c for c in x.top_cards(you) if x.color(c) != "green" and x.has_icon(c, "leaf")]
    card = yield from x.choose_card(
        you, give, prompt=x.say("Transfer a top non-green card with a leaf to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))
    # "and then", not "if you do": the second transfer happens whether or not the first one did.
    take = [c for c in x.top_cards(me) if not x.has_icon(c, "leaf")]
    card = yield from x.choose_card(
        you, take, prompt=x.say("Transfer a top card without a leaf from ", x.possessive(me), " board to yours")
    )
    if card:
        yield from x.transfer(card, x.board(me), x.board(you))


@effect("Education")
def education(x):
    you = x.player
    card = yield from x.choose_highest(
        you,
        you.score,
        optional=True,
        prompt="You may return the highest card from your score pile to draw two above the highest one left",
    )
    if card:
        yield from x.return_card(you, card, x.score_pile(you))
        yield from x.draw(you, x.max_value(you.score) + 2)


@effect("Engineering", 1)
def engineering_demand(x):
    you, me = x.player, x.activator
    for c in [c for c in x.top_cards(you) if x.has_icon(c, "castle")]:
        yield from x.transfer(c, x.board(you), x.score_pile(me))


@effect("Engineering", 2)
def engineering_splay(x):
    yield from x.may_splay(x.player, "red", "left")


def _feudalism_demand(x, unsplay: bool):
    you, me = x.player, x.activator
    options = [c for c in you.hand if x.has_icon(c, "castle")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a card with a castle to ", x.possessive(me), " hand")
    )
    if card:
        yield from x.transfer(card, x.hand(you), x.hand(me))
        if unsplay:
            yield from x.unsplay(you, x.color(card))


@effect("Feudalism", 1)
def feudalism_demand(x):
    yield from _feudalism_demand(x, unsplay=True)


@effect("Feudalism", 1, edition="first")
def feudalism_demand_first(x):
    yield from _feudalism_demand(x, unsplay=False)


@effect("Feudalism", 2)
def feudalism_splay(x):
    yield from x.may_splay(
        x.player, ["yellow", "purple"], "left", prompt="You may splay your yellow or purple cards left"
    )


@effect("Machinery", 1)
def machinery_demand(x):
    you, me = x.player, x.activator
    # Happens even if a side is empty; with two vulnerable players the second trades with my new hand.
    yield from x.exchange(list(you.hand), x.hand(you), x.highest(me.hand), x.hand(me))


@effect("Machinery", 2)
def machinery_score_splay(x):
    you = x.player
    options = [c for c in you.hand if x.has_icon(c, "castle")]
    card = yield from x.choose_card(you, options, prompt="Score a card with a castle from your hand")
    if card:
        yield from x.score(you, card)
    yield from x.may_splay(you, "red", "left")


@effect("Medicine")
def medicine(x):
    you, me = x.player, x.activator
    yours = yield from x.choose_highest(you, you.score, prompt=x.say("Give your highest score card to ", me))
    # Ties in my score pile are mine to break: only I can see which cards they are.
    mine = yield from x.choose_lowest(me, me.score, prompt=x.say("Give your lowest score card to ", you))
    yield from x.exchange([yours] if yours else [], x.score_pile(you), [mine] if mine else [], x.score_pile(me))


@effect("Optics")
def optics(x):
    you = x.player
    card = yield from x.draw_and_meld(you, 3)
    if card is None:
        return
    if x.has_icon(card, "crown"):
        yield from x.draw_and_score(you, 4)
        return
    if not you.score:
        return
    poorer = [q for q in x.opponents(you) if q.score_total < you.score_total]
    other = yield from x.choose_player(
        you, poorer, prompt="Choose an opponent with fewer points to give a score card to"
    )
    if other:
        given = yield from x.choose_card(
            you, you.score, prompt=x.say("Transfer a card from your score pile to ", x.possessive(other))
        )
        yield from x.transfer(given, x.score_pile(you), x.score_pile(other))


@effect("Paper", 1)
def paper_splay(x):
    yield from x.may_splay(x.player, ["green", "blue"], "left", prompt="You may splay your green or blue cards left")


@effect("Paper", 2)
def paper_draw(x):
    you = x.player
    for _ in range(len(x.colors_splayed(you, "left"))):
        yield from x.draw(you, 4)


@effect("Translation", 1)
def translation_meld(x):
    you = x.player
    if not you.score:
        return
    if not (yield from x.yes_no(you, f"Meld all {len(you.score)} cards of your score pile?")):
        return
    # Only the order within one colour matters (the last melded ends on top); ask only there.
    for color in COLORS:
        cards = [c for c in you.score if x.color(c) == color]
        order = yield from x.choose_order(
            you, cards, prompt=f"Order to meld your {color} score cards (the last ends on top)"
        )
        for c in order:
            yield from x.meld(you, c, x.score_pile(you))


@effect("Translation", 2)
def translation_world(x):
    you = x.player
    tops = x.top_cards(you)
    # An empty board has no top card with a crown, so it does not qualify.
    if tops and all(x.has_icon(c, "crown") for c in tops):
        yield from x.claim(you, "World")
