"""Age 6 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect


@effect("Atomic Theory", 1)
def atomic_theory_splay(x):
    yield from x.may_splay(x.player, "blue", "right")


@effect("Atomic Theory", 2)
def atomic_theory_meld(x):
    yield from x.draw_and_meld(x.player, 7)


@effect("Canning", 1)
def canning_tuck(x):
    you = x.player
    if not (yield from x.yes_no(you, "Draw and tuck a 6, then score your top cards without a factory?")):
        return
    if (yield from x.draw_and_tuck(you, 6)) is None:
        return
    for card in [c for c in x.top_cards(you) if not x.has_icon(c, "factory")]:  # fixed before scoring
        yield from x.score(you, card, x.board(you))


@effect("Canning", 2)
def canning_splay(x):
    yield from x.may_splay(x.player, "yellow", "right")


@effect("Classification")
def classification(x):
    you = x.player
    shown = yield from x.choose_card(you, you.hand, prompt="Reveal a card from your hand: its colour is taken")
    if not shown:
        return
    yield from x.reveal(you, shown)
    color = x.color(shown)
    for other in x.others(you):  # "other players": teammates too
        for card in [c for c in other.hand if x.color(c) == color]:
            yield from x.transfer(card, x.hand(other), x.hand(you))
    cards = [c for c in you.hand if x.color(c) == color]
    order = yield from x.choose_order(you, cards, f"Order to meld your {color} cards (the last one ends on top)")
    for card in order:
        yield from x.meld(you, card)


@effect("Democracy")
def democracy(x):
    you = x.player
    cards = yield from x.choose_cards(
        you, you.hand, 1, len(you.hand), optional=True, prompt="You may return any number of cards"
    )
    yield from x.return_all(you, [c for c in you.hand if c in cards])
    # Ruling: compare with the most any other player has returned so far in this action.
    totals = dict(x.memory.get("democracy", {}))
    totals[you.name] = totals.get(you.name, 0) + len(cards)
    x.memory["democracy"] = totals
    best_other = max((n for name, n in totals.items() if name != you.name), default=0)
    if totals[you.name] > best_other:
        yield from x.draw_and_score(you, 8)


@effect("Emancipation", 1)
def emancipation_demand(x):
    you, me = x.player, x.activator
    card = yield from x.choose_card(
        you, you.hand, prompt=x.say("Transfer a card from your hand to ", x.possessive(me), " score pile")
    )
    if card:
        yield from x.transfer(card, x.hand(you), x.score_pile(me))
        yield from x.draw(you, 6)


@effect("Emancipation", 2)
def emancipation_splay(x):
    yield from x.may_splay(x.player, ["red", "purple"], "right")


@effect("Encyclopedia")
def encyclopedia(x):
    you = x.player
    cards = x.highest(you.score)
    if not cards:
        return
    if not (yield from x.yes_no(you, x.say("Meld all your highest score cards (", x.private(cards, you), ")?"))):
        return
    order = yield from x.in_chosen_order(you, cards, x.color, "Order to meld (the last one of a colour ends on top)")
    for card in order:
        yield from x.meld(you, card, x.score_pile(you))


@effect("Industrialization", 1)
def industrialization_tuck(x):
    you = x.player
    n = len([c for c in COLORS if x.pile_icon_count(you, c, "factory") >= 1])  # counted once, before tucking
    for _ in range(n):
        yield from x.draw_and_tuck(you, 6)


@effect("Industrialization", 1, edition="first")
def industrialization_tuck_first(x):
    you = x.player
    for _ in range(x.icons(you, "factory") // 2):
        yield from x.draw_and_tuck(you, 6)


@effect("Industrialization", 2)
def industrialization_splay(x):
    yield from x.may_splay(x.player, ["red", "purple"], "right")


@effect("Machine Tools")
def machine_tools(x):
    you = x.player
    yield from x.draw_and_score(you, x.max_value(you.score))


@effect("Metric System", 1)
def metric_system_any(x):
    you = x.player
    if x.pile(you, "green").splay != "right":
        return
    yield from x.may_splay(you, COLORS, "right")


@effect("Metric System", 2)
def metric_system_green(x):
    yield from x.may_splay(x.player, "green", "right")


@effect("Vaccination", 1)
def vaccination_demand(x):
    you = x.player
    cards = x.lowest(you.score)
    if not cards:
        return
    yield from x.return_all(you, cards, x.score_pile(you))
    x.memory["returned"] = True
    yield from x.draw_and_meld(you, 6)


@effect("Vaccination", 2)
def vaccination_meld(x):
    if x.memory.get("returned"):
        yield from x.draw_and_meld(x.player, 7)
