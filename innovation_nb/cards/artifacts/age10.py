"""Artifacts, age 10. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import COLORS
from ..registry import effect
from .age1 import achievement_cards


@effect("DeLorean DMC-12")
def delorean_dmc_12(x):
    you = x.player
    if not any("DeLorean DMC-12" in x.top_cards(q) for q in x.players):
        return
    for q in [you] + x.others(you):
        yield from x.remove(x.top_cards(q), x.board(q))
        yield from x.remove(list(q.hand), x.hand(q))


@effect("Dolly the Sheep")
def dolly_the_sheep(x):
    you = x.player
    bottom = x.bottom(you, "yellow")
    card = yield from x.choose_card(
        you, [bottom] if bottom else [], optional=True, prompt="You may score your bottom yellow card"
    )
    if card:
        yield from x.score(you, card, x.board(you))
    if (yield from x.yes_no(you, "You may draw and tuck a 1")):
        yield from x.draw_and_tuck(you, 1)
    if x.bottom(you, "yellow") == "Domestication":
        yield from x.win(
            you, x.say(x.possessive(you), " bottom yellow card is ", x.public("Domestication"), " (Dolly the Sheep)")
        )
        return
    card = yield from x.choose_highest(you, you.hand, prompt="Meld the highest card in your hand")
    if card:
        yield from x.meld(you, card)
    yield from x.draw(you, 10)


@effect("Exxon Valdez")
def exxon_valdez(x):
    you = x.player
    yield from x.remove(list(you.hand), x.hand(you))
    yield from x.remove(list(you.score), x.score_pile(you))
    yield from x.remove(you.board_cards(), x.board(you))
    # Special achievements are not cards, and a relic is never affected by effects on achievements: they stay.
    yield from x.remove(achievement_cards(you), x.achievements(you))
    yield from x.lose(you, x.say("compelled by ", x.possessive(x.activator), " Exxon Valdez"))


@effect("Higgs Boson")
def higgs_boson(x):
    you = x.player
    for card in you.board_cards():
        yield from x.transfer(card, x.board(you), x.score_pile(you))


@effect("Maastricht Treaty")
def maastricht_treaty(x):
    you = x.player
    # A win for the most: yours only without a tie (a tie with anyone, a teammate too, ignores the effect).
    if x.single_most({q: len(q.score) for q in x.players}) is you:
        yield from x.win(
            you,
            x.say(
                x.subject(you, "has"),
                f" more cards in a score pile ({len(you.score)}) than any other player (Maastricht Treaty)",
            ),
        )


def _keep(x, p, cards, n, src, where):
    """Keep ``n`` of ``cards`` (``p`` chooses) and return the rest."""
    if len(cards) <= n:
        return
    keep = yield from x.choose_cards(
        p, cards, n, n, prompt=f"Choose the {n} cards to keep in your {where}; the others are returned"
    )
    yield from x.return_all(p, [c for c in cards if c not in keep], src)


@effect("Maldives", 1)
def maldives_compel(x):
    you = x.player
    yield from _keep(x, you, list(you.hand), 2, x.hand(you), "hand")
    yield from _keep(x, you, list(you.score), 2, x.score_pile(you), "score pile")


@effect("Maldives", 2)
def maldives_keep(x):
    you = x.player
    yield from _keep(x, you, list(you.score), 4, x.score_pile(you), "score pile")


@effect("Rover Curiosity")
def rover_curiosity(x):
    you = x.player
    card = yield from x.draw_and_meld(you, 10, "artifacts")
    if card:
        yield from x.execute(card, all_effects=True)


def _most_visible(x, p) -> int:
    return max(x.visible_cards(p, c) for c in COLORS)


@effect("Seikan Tunnel")
def seikan_tunnel(x):
    you = x.player
    # A win for the most: yours only if no other board shows a pile as large (a tie ignores the effect). Two piles
    # of that size on your own board are no tie: they are all yours.
    if x.single_most({q: _most_visible(x, q) for q in x.players}) is you:
        yield from x.win(
            you,
            x.say(
                x.subject(you, "shows"),
                f" {_most_visible(x, you)} cards of one colour, more than any pile on any other board (Seikan Tunnel)",
            ),
        )


@effect("Twister")
def twister(x):
    you = x.player
    for card in list(you.score):
        yield from x.reveal(you, card, x.score_pile(you))
    for color in COLORS:
        card = yield from x.choose_card(
            you, [c for c in you.score if x.color(c) == color], prompt=f"Meld a {color} card from your score pile"
        )
        if card:
            yield from x.meld(you, card, x.score_pile(you))


@effect("Where's Waldo?")
def wheres_waldo(x):
    yield from x.win(x.player, "Where's Waldo?")
