"""Artifacts, age 2. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect
from .age1 import is_artifact

CYRUS = "Cyrus Cylinder"


def board_owner(x, top: str):
    """The player whose board shows ``top`` as a top card."""
    return next(q for q in x.players if x.top(q, x.color(top)) == top)


def choose_pile(x, p, keep, prompt: str):
    """``p`` chooses a pile on any player's board among those ``keep(player, colour)`` accepts, by its top card
    (public). Returns (owner, colour), or (None, None) when there is none."""
    options = [x.top(q, c) for q in x.players for c in COLORS if x.top(q, c) and keep(q, c)]
    top = yield from x.choose_card(p, options, prompt=prompt)
    if top is None:
        return None, None
    return board_owner(x, top), x.color(top)


@effect("Babylonian Chronicles", 1)
def babylonian_chronicles_compel(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if x.color(c) != "red" and x.has_icon(c, "castle")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top non-red card with a castle to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))


@effect("Babylonian Chronicles", 2)
def babylonian_chronicles_score(x):
    yield from x.draw_and_score(x.player, 3)


@effect("Baghdad Battery")
def baghdad_battery(x):
    you = x.player
    picked = yield from x.choose_cards(you, you.hand, 2, 2, prompt="Meld two cards from your hand")
    picked = [c for c in you.hand if c in picked]
    order = yield from x.in_chosen_order(
        you, picked, x.color, prompt="Order for melding (the last one melded ends on top)"
    )
    for c in order:
        yield from x.meld(you, c)
    if len(order) == 2 and x.color(order[0]) == x.color(order[1]) and x.card_set(order[0]) != x.card_set(order[1]):
        for _ in range(5):
            yield from x.draw_and_score(you, 2)


@effect("Chronicle of Zuo")
def chronicle_of_zuo(x):
    you = x.player
    for icon, age in (("castle", 2), ("crown", 3), ("lightbulb", 4)):
        # "The least" allows ties (nobody has fewer); every other player is compared, teammates too.
        mine = x.icons(you, icon)
        if all(mine <= x.icons(q, icon) for q in x.others(you)):
            yield from x.draw(you, age)


@effect(CYRUS)
def cyrus_cylinder(x):
    you = x.player
    options = [x.top(q, "purple") for q in x.players if x.top(q, "purple") not in (None, CYRUS)]
    card = yield from x.choose_card(
        you, options, prompt="Choose another top purple card on any board: you execute its non-demand effects"
    )
    if card:
        yield from x.execute(card)
    # Only piles the splay would change are offered (a pile already splayed left cannot be chosen to dodge it).
    owner, color = yield from choose_pile(
        x, you, lambda q, c: x.can_splay(q, c, "left"), "Choose a pile on any board (by its top card) to splay left"
    )
    if owner is not None:
        yield from x.splay(owner, color, "left")


@effect("Dead Sea Scrolls")
def dead_sea_scrolls(x):
    you = x.player
    yield from x.draw(you, you.highest_top_value(), "artifacts")


@effect("Holy Grail")
def holy_grail(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, prompt="Return a card from your hand (then claim an achievement of its value)"
    )
    if card:
        yield from x.return_card(you, card)
        yield from x.claim_achievement(you, x.age(card))


@effect("Holy Lance", 1)
def holy_lance_compel(x):
    you, me = x.player, x.activator
    options = [c for c in x.top_cards(you) if is_artifact(x, c)]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer a top Artifact to ", x.possessive(me), " board")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.board(me))


@effect("Holy Lance", 2)
def holy_lance_win(x):
    you = x.player
    if "Holy Grail" in x.top_cards(you):
        yield from x.win(you, x.say(x.public("Holy Grail"), " is a top card on ", x.possessive(you), " board"))


@effect("Rosetta Stone")
def rosetta_stone(x):
    you = x.player
    kind = yield from x.choose_option(you, list(x.sets_in_play), prompt="Choose the card set to draw two 2s from")
    drawn = []
    for _ in range(2):
        card = yield from x.draw(you, 2, kind)
        if card is None:
            return
        drawn.append(card)
    kept = yield from x.choose_card(
        you, drawn, prompt="Meld one of the two drawn cards (the other goes onto an opponent's board)"
    )
    yield from x.meld(you, kept)
    other = next(c for c in drawn if c != kept)
    them = yield from x.choose_player(
        you, x.opponents(you), prompt="Choose the opponent whose board receives the other drawn card"
    )
    if them is not None:
        yield from x.transfer(other, x.hand(you), x.board(them))


@effect("Seikilos Epitaph")
def seikilos_epitaph(x):
    you = x.player
    card = yield from x.draw_and_meld(you, 3)
    if card is None:
        return
    color = x.color(card)
    bottom = x.bottom(you, color)
    if bottom != card:  # a pile of one: the drawn card is the bottom card and already on top
        yield from x.meld(you, bottom, x.board(you))
    yield from x.execute(bottom)


@effect("Terracotta Army", 1)
def terracotta_army_compel(x):
    you = x.player
    options = [c for c in x.top_cards(you) if not x.has_icon(c, "castle")]
    card = yield from x.choose_card(you, options, prompt="Return a top card without a castle")
    if card:
        yield from x.return_card(you, card, x.board(you))


@effect("Terracotta Army", 2)
def terracotta_army_score(x):
    you = x.player
    options = [c for c in you.hand if not x.has_icon(c, "castle")]
    card = yield from x.choose_card(you, options, prompt="Score a card without a castle from your hand")
    if card:
        yield from x.score(you, card)
