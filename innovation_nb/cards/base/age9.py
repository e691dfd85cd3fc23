"""Age 9 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..registry import effect


@effect("Collaboration", 1)
def collaboration_demand(x):
    you, me = x.player, x.activator
    drawn = []
    for _ in range(2):
        card = yield from x.draw_and_reveal(you, 9)
        if card:
            drawn.append(card)
    # The demanding player picks the card that goes to their board.
    card = yield from x.choose_card(me, drawn, prompt=x.say("Choose the card ", you, " transfers to your board"))
    if card:
        yield from x.transfer(card, x.hand(you), x.board(me))
        for other in drawn:
            if other != card:
                yield from x.meld(you, other)


@effect("Collaboration", 2)
def collaboration_win(x):
    you = x.player
    if len(x.pile(you, "green")) >= 10:
        yield from x.win(you, x.say(x.subject(you, "has"), " ten or more green cards (Collaboration)"))


@effect("Composites")
def composites(x):
    you, me = x.player, x.activator
    if len(you.hand) > 1:
        keep = yield from x.choose_card(
            you, you.hand, prompt=x.say("Keep one card; the rest go to ", x.possessive(me), " hand")
        )
        for c in [c for c in you.hand if c != keep]:
            yield from x.transfer(c, x.hand(you), x.hand(me))
    card = yield from x.choose_highest(
        you, you.score, x.say("Transfer your highest score card to ", x.possessive(me), " score pile")
    )
    if card:
        yield from x.transfer(card, x.score_pile(you), x.score_pile(me))


@effect("Computers", 1)
def computers_splay(x):
    yield from x.may_splay(x.player, ["red", "green"], "up", prompt="You may splay one colour up")


@effect("Computers", 2)
def computers_execute(x):
    you = x.player
    card = yield from x.draw_and_meld(you, 10)
    if card:
        yield from x.execute(card, you)


@effect("Ecology")
def ecology(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, optional=True, prompt="You may return a card, then score a card and draw two 10s"
    )
    if not card:
        return
    yield from x.return_card(you, card)
    scored = yield from x.choose_card(you, you.hand, prompt="Score a card from your hand")
    if scored:
        yield from x.score(you, scored)
    yield from x.draw(you, 10)
    yield from x.draw(you, 10)


@effect("Fission", 1)
def fission_demand(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 10)
    if card is None or x.color(card) != "red":
        return
    for p in x.players:
        yield from x.remove(list(p.hand), x.hand(p))
        yield from x.remove(p.board_cards(), x.board(p))
        yield from x.remove(list(p.score), x.score_pile(p))
    x.complete_dogma()


def _fission_return(x):
    you = x.player
    owner = {c: p for p in [you] + x.others(you) for c in x.top_cards(p) if c != "Fission"}
    card = yield from x.choose_card(you, list(owner), prompt="Return a top card (not Fission) from any board")
    if card:
        yield from x.return_card(you, card, src=x.board(owner[card]))


@effect("Fission", 2)
def fission_return_draw(x):
    yield from _fission_return(x)
    yield from x.draw(x.player, 10)


@effect("Fission", 2, edition="first")
def fission_return_first(x):
    yield from _fission_return(x)


@effect("Genetics")
def genetics(x):
    you = x.player
    card = yield from x.draw_and_meld(you, 10)
    if not card:
        return
    for c in x.pile(you, x.color(card)).cards[-2::-1]:
        yield from x.score(you, c, src=x.board(you))


@effect("Satellites", 1)
def satellites_return(x):
    you = x.player
    yield from x.return_all(you, you.hand, prompt="Order in which your hand is returned")
    for _ in range(3):
        yield from x.draw(you, 8)


@effect("Satellites", 2)
def satellites_splay(x):
    yield from x.may_splay(x.player, "purple", "up")


@effect("Satellites", 3)
def satellites_execute(x):
    you = x.player
    card = yield from x.choose_card(you, you.hand, prompt="Meld a card, then execute its non-demand effects")
    if card:
        yield from x.meld(you, card)
        yield from x.execute(card, you)


@effect("Services")
def services(x):
    you, me = x.player, x.activator
    highest = x.highest(you.score)
    for c in highest:
        yield from x.transfer(c, x.score_pile(you), x.hand(me))
    if not highest:
        return
    options = [c for c in x.top_cards(me) if not x.has_icon(c, "leaf")]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Take a top card without a leaf from ", x.possessive(me), " board into your hand")
    )
    if card:
        yield from x.transfer(card, x.board(me), x.hand(you))


@effect("Specialization", 1)
def specialization_take(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, prompt="Reveal a card: you take that colour's top card from each opponent"
    )
    if not card:
        return
    yield from x.reveal(you, card)
    color = x.color(card)
    for q in x.opponents(you):
        top = x.top(q, color)
        if top:
            yield from x.transfer(top, x.board(q), x.hand(you))


@effect("Specialization", 2)
def specialization_splay(x):
    yield from x.may_splay(x.player, ["yellow", "blue"], "up", prompt="You may splay one colour up")


@effect("Suburbia")
def suburbia(x):
    you = x.player
    picked = yield from x.choose_cards(
        you,
        you.hand,
        1,
        len(you.hand),
        optional=True,
        prompt="You may tuck any number of cards; draw and score a 1 for each",
    )
    cards = yield from x.in_chosen_order(
        you,
        [c for c in you.hand if c in picked],
        x.color,
        "Order to tuck (the last one of each colour ends at the bottom)",
    )
    for c in cards:
        yield from x.tuck(you, c)
    for _ in cards:
        yield from x.draw_and_score(you, 1)
