"""Age 10 effects. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..registry import effect


@effect("A.I.", 1)
def ai_score(x):
    yield from x.draw_and_score(x.player, 10)


@effect("A.I.", 2)
def ai_win(x):
    tops = {c for p in x.players for c in x.top_cards(p)}
    if "Robotics" in tops and "Software" in tops:
        winner = x.single_least({p: p.score_total for p in x.players})
        if winner:
            yield from x.win(
                winner,
                x.say(
                    "Robotics and Software are top cards and ",
                    x.subject(winner, "has"),
                    f" the single lowest score ({winner.score_total}) (A.I.)",
                ),
            )


@effect("Bioengineering", 1)
def bioengineering_take(x):
    you = x.player
    owner = {c: q for q in x.opponents(you) for c in x.top_cards(q) if x.has_icon(c, "leaf")}
    card = yield from x.choose_card(
        you, list(owner), prompt="Transfer an opponent's top card with a leaf to your score pile"
    )
    if card:
        yield from x.transfer(card, x.board(owner[card]), x.score_pile(you))


@effect("Bioengineering", 2)
def bioengineering_win(x):
    leaves = {p: x.icons(p, "leaf") for p in x.players}
    if min(leaves.values()) >= 3:
        return
    winner = x.single_most(leaves)
    if winner:
        yield from x.win(
            winner,
            x.say(
                "a player has fewer than three leaves and ",
                x.subject(winner, "has"),
                f" the single most ({leaves[winner]}) (Bioengineering)",
            ),
        )


@effect("Databases")
def databases(x):
    you = x.player
    n = (len(you.score) + 1) // 2
    cards = yield from x.choose_cards(
        you, you.score, n, n, prompt=f"Return {n} cards from your score pile (half, rounded up)"
    )
    yield from x.return_all(you, [c for c in you.score if c in cards], x.score_pile(you))


@effect("Globalization", 1)
def globalization_demand(x):
    you = x.player
    options = [c for c in x.top_cards(you) if x.has_icon(c, "leaf")]
    card = yield from x.choose_card(you, options, prompt="Return a top card with a leaf")
    if card:
        yield from x.return_card(you, card, src=x.board(you))


@effect("Globalization", 2)
def globalization_win(x):
    yield from x.draw_and_score(x.player, 6)
    if any(x.icons(p, "leaf") > x.icons(p, "factory") for p in x.players):
        return
    winner = x.single_most({p: p.score_total for p in x.players})
    if winner:
        yield from x.win(
            winner,
            x.say(
                "no board shows more leaves than factories and ",
                x.subject(winner, "has"),
                f" the single highest score ({winner.score_total}) (Globalization)",
            ),
        )


@effect("Miniaturization")
def miniaturization(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        you.hand,
        optional=True,
        prompt="You may return a card (a 10: draw a 10 per different value in your score pile)",
    )
    if not card:
        return
    yield from x.return_card(you, card)
    if x.age(card) == 10:
        for _ in range(len({x.age(c) for c in you.score})):
            yield from x.draw(you, 10)


@effect("Robotics")
def robotics(x):
    you = x.player
    green = x.top(you, "green")
    if green:
        yield from x.score(you, green, src=x.board(you))
    card = yield from x.draw_and_meld(you, 10)
    if card:
        yield from x.execute(card, you)


@effect("Self Service", 1)
def self_service_execute(x):
    you = x.player
    options = [c for c in x.top_cards(you) if c != "Self Service"]
    card = yield from x.choose_card(you, options, prompt="Execute the non-demand effects of another top card")
    if card:
        yield from x.execute(card, you)


@effect("Self Service", 2)
def self_service_win(x):
    you = x.player
    # In the team game a team's achievements count together: the team's total against each other team's.
    mine = x.achievement_count(you)
    if all(mine > x.achievement_count(q) for q in x.opponents(you)):
        if x.state.team_game:
            why = x.say(x.possessive(you), f" team has more achievements ({mine}) than the other team (Self Service)")
        else:
            why = x.say(x.subject(you, "has"), f" more achievements ({mine}) than each other player (Self Service)")
        yield from x.win(you, why)


@effect("Software", 1)
def software_score(x):
    yield from x.draw_and_score(x.player, 10)


@effect("Software", 2)
def software_execute(x):
    you = x.player
    yield from x.draw_and_meld(you, 10)
    second = yield from x.draw_and_meld(you, 10)
    if second:
        yield from x.execute(second, you)


@effect("Stem Cells")
def stem_cells(x):
    you = x.player
    if not you.hand:
        return
    if (yield from x.yes_no(you, "Score your whole hand (all of it or nothing)?")):
        for c in list(you.hand):
            yield from x.score(you, c)


@effect("The Internet", 1)
def the_internet_splay(x):
    yield from x.may_splay(x.player, "green", "up")


@effect("The Internet", 2)
def the_internet_score(x):
    yield from x.draw_and_score(x.player, 10)


@effect("The Internet", 3)
def the_internet_meld(x):
    you = x.player
    for _ in range(x.icons(you, "clock") // 2):
        yield from x.draw_and_meld(you, 10)
