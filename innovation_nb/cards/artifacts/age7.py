"""Artifacts, age 7. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..registry import effect

TUCK_ORDER = "Order for tucking (each goes under the pile, so the last one tucked ends at the bottom)"


@effect("Colt Paterson Revolver")
def colt_paterson_revolver(x):
    you = x.player
    for c in list(you.hand):
        yield from x.reveal(you, c)
    others = list(you.hand)
    drawn = yield from x.draw(you, 7)
    if drawn is None:
        return
    if others:  # shown, so that everyone can check the colour comparison
        yield from x.reveal(you, drawn)
    if any(x.color(c) == x.color(drawn) for c in others):
        yield from x.return_all(you, list(you.hand))
        yield from x.return_all(you, list(you.score), x.score_pile(you))


@effect("Corvette Challenger")
def corvette_challenger(x):
    you = x.player
    card = yield from x.draw_and_tuck(you, 8)
    if card is None:
        return
    yield from x.splay(you, x.color(card), "up")
    yield from x.draw_and_score(you, x.visible_cards(you, x.color(card)))


@effect("Hansen Writing Ball", 1)
def hansen_writing_ball_compel(x):
    you, me = x.player, x.activator
    for _ in range(4):
        yield from x.draw(you, 7)
    card = yield from x.choose_card(
        you, [c for c in you.hand if x.color(c) == "blue"], prompt="Meld a blue card from your hand"
    )
    if card:
        yield from x.meld(you, card)
    for c in list(you.hand):
        yield from x.transfer(c, x.hand(you), x.hand(me))


@effect("Hansen Writing Ball", 2)
def hansen_writing_ball_draw(x):
    you = x.player
    while True:
        card = yield from x.draw_and_reveal(you, 7)
        if card is None or x.has_icon(card, "clock"):
            return
        yield from x.tuck(you, card)


@effect("International Prototype Metre Bar")
def international_prototype_metre_bar(x):
    you = x.player
    value = yield from x.choose_value(you, range(1, 11), prompt="Choose a value to draw and meld")
    card = yield from x.draw_and_meld(you, value)
    if card is None:
        return
    color = x.color(card)
    yield from x.splay(you, color, "up")
    shown = x.visible_cards(you, color)
    if shown == x.value(card):
        yield from x.win(
            you,
            x.say(
                x.possessive(you),
                f" {color} pile shows {shown} cards, the value of ",
                x.public(card),
                " (International Prototype Metre Bar)",
            ),
        )
    else:
        yield from x.return_card(you, card, x.board(you))


@effect("Jedlik's Electromagnetic Self-Rotor")
def jedliks_electromagnetic_self_rotor(x):
    you = x.player
    yield from x.draw_and_score(you, 8)
    yield from x.draw_and_meld(you, 8)
    yield from x.claim_achievement(you, 8)


@effect("Periodic Table")
def periodic_table(x):
    you = x.player
    while True:
        by_value: dict = {}
        for c in x.top_cards(you):
            by_value.setdefault(x.value(c), []).append(c)
        values = [v for v, cs in by_value.items() if len(cs) >= 2]
        if not values:
            return
        value = yield from x.choose_value(
            you, values, prompt="Pick two of your top cards of the same value: which value?"
        )
        picked = yield from x.choose_cards(
            you, by_value[value], 2, 2, prompt=f"Pick two of your top cards of value {value}"
        )
        card = yield from x.draw_and_meld(you, value + 1)
        # Repeat only if the new card went onto one of the picked cards' piles.
        if card is None or x.color(card) not in {x.color(c) for c in picked}:
            return


@effect("Roundhay Garden Scene")
def roundhay_garden_scene(x):
    you = x.player
    card = yield from x.choose_highest(you, you.score, prompt="Meld a highest card from your score pile")
    if card:
        yield from x.meld(you, card, x.score_pile(you))
    # Nothing melded: the value of nothing is 0, and a 0 is drawn as a 1.
    value = x.value(card) if card else 0
    for _ in range(2):
        yield from x.draw_and_score(you, value)
    if card:
        yield from x.execute(card, all_effects=True)


@effect("Singer Model 27")
def singer_model_27(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, prompt="Tuck a card from your hand")
    if not card:
        return
    yield from x.tuck(you, card)
    color = x.color(card)
    yield from x.splay(you, color, "up")
    same = [c for c in you.score if x.color(c) == color]
    for c in (yield from x.in_chosen_order(you, same, x.color, TUCK_ORDER)):
        yield from x.tuck(you, c, x.score_pile(you))


@effect("Submarine H. L. Hunley")
def submarine_h_l_hunley(x):
    you = x.player
    card = yield from x.draw_and_meld(you, 7)
    if card is None:
        return
    color = x.color(card)
    bottom = x.bottom(you, color)
    yield from x.reveal(you, bottom, x.board(you))
    if x.value(bottom) == 1:
        yield from x.return_all(you, list(x.pile(you, color).cards), x.board(you))


@effect("The Communist Manifesto")
def the_communist_manifesto(x):
    you = x.player
    drawn = []
    for _ in x.players:
        card = yield from x.draw_and_reveal(you, 7)
        if card is None:
            return
        drawn.append(card)
    mine = None
    for q in [you] + x.others(you):  # your own card first, then clockwise
        left = [c for c in drawn if c in you.hand]
        card = yield from x.choose_card(you, left, prompt=x.say("Choose the card for ", x.possessive(q), " board"))
        if card is None:
            break
        yield from x.transfer(card, x.hand(you), x.board(q))
        if q is you:
            mine = card
    if mine:
        yield from x.execute(mine)
