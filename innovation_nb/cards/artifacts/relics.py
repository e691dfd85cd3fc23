"""The relics' effects. A relic in a hand, on a board or in a score pile is a normal card of the set on its back
(Complex Numbers: base; Newton-Wickins Telescope: Artifacts); returned, it goes back to the relic area."""

from __future__ import annotations

from ..registry import effect


@effect("Complex Numbers")
def complex_numbers(x):
    you = x.player
    # The six resource icons, kind and number; the hex is not an icon.
    shapes = {x.info(c).visible["top"] for c in x.top_cards(you)}
    options = [c for c in you.hand if x.info(c).visible["top"] in shapes]
    card = yield from x.choose_card(
        you,
        options,
        optional=True,
        prompt=(
            "You may reveal a card from your hand with exactly the icons of one of your top cards, to claim an "
            "achievement of its value"
        ),
    )
    if card:
        yield from x.reveal(you, card)
        yield from x.claim_achievement(you, x.age(card))  # the revealed card's value decides


@effect("Newton-Wickins Telescope")
def newton_wickins_telescope(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.score,
        1,
        len(you.score),
        optional=True,
        prompt=("You may return any number of cards from your score pile, to draw and meld a card of that many"),
    )
    if not picked:
        return
    yield from x.return_all(you, [c for c in you.score if c in picked], x.score_pile(you))
    card = yield from x.draw_and_meld(you, len(picked))
    if card and x.has_icon(card, "clock"):
        yield from x.return_card(you, card, x.board(you))
