"""Artifacts, age 1. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""

from __future__ import annotations

from ..data import CARDS, COLORS, title_key
from ..registry import effect

ARK = "Ark of the Covenant"
DANCING_GIRL = "Dancing Girl"


# -- helpers the later ages use too ---------------------------------------------------------------------------


def is_artifact(x, card: str) -> bool:
    """An Artifact by its card back (a relic too: our ruling)."""
    return x.card_set(card) == "artifacts"


def has_demand(x, card: str) -> bool:
    """Does ``card`` have a demand effect? An "I compel" is a demand for every purpose."""
    return any(e.demand for e in x.info(card).effects_for(x.edition))


def achievement_cards(p) -> list[str]:
    """The achievements in ``p``'s pile that effects on achievements see: cards, never a special achievement nor
    a relic."""
    return [a for a in p.achievements if a in CARDS and not CARDS[a].relic]


@effect(ARK)
def ark_of_the_covenant(x):
    you = x.player
    card = yield from x.choose_card(
        you,
        you.hand,
        prompt="Return a card from your hand (every board without a top "
        "Artifact then loses its cards of that colour to you)",
    )
    if card:
        color = x.color(card)
        yield from x.return_card(you, card)
        # Who has a top Artifact is read once: taking a pile away never gives anyone a top Artifact.
        losers = [q for q in [you] + x.others(you) if not any(is_artifact(x, c) for c in x.top_cards(q))]
        for q in losers:
            for c in reversed(x.pile(q, color).cards[:]):
                yield from x.transfer(c, x.board(q), x.score_pile(you))
    # The last sentence does not depend on the return: it is read whatever happened before.
    owner = next((q for q in x.players if x.top(q, "purple") == ARK), None)
    if owner is not None:
        yield from x.transfer(ARK, x.board(owner), x.hand(you))


@effect("Basur Hoyuk Tokens")
def basur_hoyuk_tokens(x):
    you = x.player
    card = yield from x.draw_and_reveal(you, 4)
    if card is None:
        return
    top = x.top(you, x.color(card))
    if top is None or title_key(top) >= title_key(card):
        return  # the drawn card stays in the hand
    # The drawn card and the score pile go back together: the owner orders those of one age.
    order = yield from x.in_chosen_order(
        you,
        [card] + you.score,
        x.return_key,
        prompt=("Order for returning (each goes under its age's pile, so the last one returned ends lowest)"),
    )
    for c in order:
        yield from x.return_card(you, c, x.hand(you) if c == card else x.score_pile(you))


def _where(x, card):
    """The zone ``card`` is in among the players' (board, display, hand, score pile), or None."""
    for q in x.players:
        if q.display == card:
            return ("display", q)
    kind, owner = x.where(card)
    zone = {"board": x.board, "hand": x.hand, "score": x.score_pile}.get(kind)
    return zone(owner) if zone else None


@effect(DANCING_GIRL, 1)
def dancing_girl_compel(x):
    you = x.player
    src = _where(x, DANCING_GIRL)  # from wherever it is now (on display too, by the free special action)
    if src is not None and src != x.board(you):
        yield from x.transfer(DANCING_GIRL, src, x.board(you))


@effect(DANCING_GIRL, 2)
def dancing_girl_win(x):
    you = x.player
    moves = x.moves_this_action(DANCING_GIRL)
    if moves:
        start = moves[0][0]
        start_board = start.owner if start.kind == "board" else None
    else:
        kind, owner = x.where(DANCING_GIRL)
        start_board = owner.name if kind == "board" else None
    boards = {start_board} | {dst.owner for _src, dst in moves if dst.kind == "board"}
    if start_board == you.name and all(q.name in boards for q in x.players):
        yield from x.win(
            you,
            x.say(
                x.public(DANCING_GIRL),
                " began the action on ",
                x.possessive(you),
                " board and has been on every board since",
            ),
        )


@effect("Electrum Stater of Efesos")
def electrum_stater_of_efesos(x):
    you = x.player
    while True:
        card = yield from x.draw_and_reveal(you, 3)
        if card is None or x.top(you, x.color(card)) is not None:
            return  # kept in the hand
        yield from x.meld(you, card)


@effect("Holmegaard Bows", 1)
def holmegaard_bows_compel(x):
    you, me = x.player, x.activator
    options = [c for c in x.highest([c for c in x.top_cards(you) if x.has_icon(c, "castle")])]
    card = yield from x.choose_card(
        you, options, prompt=x.say("Transfer your highest top card with a castle to ", x.possessive(me), " hand")
    )
    if card:
        yield from x.transfer(card, x.board(you), x.hand(me))


@effect("Holmegaard Bows", 2)
def holmegaard_bows_draw(x):
    yield from x.draw(x.player, 2)


@effect("Jiskairumoko Necklace")
def jiskairumoko_necklace_compel(x):
    you, me = x.player, x.activator
    card = yield from x.choose_card(
        you,
        you.score,
        prompt=x.say("Return a card from your score pile (then an achievement of its value goes to ", me, ")"),
    )
    if not card:
        return
    yield from x.return_card(you, card, x.score_pile(you))
    # Achievements of one value cannot be told apart face down: the first one found goes.
    same = [a for a in achievement_cards(you) if x.age(a) == x.age(card)]
    if same:
        yield from x.transfer(same[0], x.achievements(you), x.achievements(me))


@effect("Lurgan Canoe")
def lurgan_canoe(x):
    you = x.player
    while True:
        card = yield from x.choose_card(
            you,
            you.hand,
            prompt="Meld a card from your hand (the other cards of its colour on your board are then scored)",
        )
        if not card:
            return
        yield from x.meld(you, card)
        others = [c for c in x.pile(you, x.color(card)).cards if c != card]
        for c in others:
            yield from x.score(you, c, x.board(you))
        if not others:
            return


@effect("Mask of Warka")
def mask_of_warka(x):
    you = x.player
    color = yield from x.choose_color(
        you, COLORS, prompt="Choose a colour: every player reveals the cards of that colour in their hand"
    )
    shown = {}
    for q in [you] + x.others(you):
        shown[q.name] = [c for c in q.hand if x.color(c) == color]
        for c in shown[q.name]:
            yield from x.reveal(q, c)
    mine = shown[you.name]
    if not mine or any(shown[q.name] for q in x.others(you)):
        return
    yield from x.return_all(you, mine)
    for age in sorted({x.age(c) for c in mine}):
        yield from x.claim_achievement(you, age)


@effect("Papyrus of Ani")
def papyrus_of_ani(x):
    you = x.player
    purple = [c for c in you.hand if x.color(c) == "purple"]
    card = yield from x.choose_card(you, purple, prompt="Return a purple card from your hand")
    if not card:
        return
    yield from x.return_card(you, card)
    age = x.age(card) + 2
    kind = yield from x.choose_option(you, list(x.sets_in_play), prompt=f"Choose the card set to draw a {age} from")
    drawn = yield from x.draw_and_reveal(you, age, kind)
    if drawn is not None and x.color(drawn) == "purple":
        yield from x.meld(you, drawn)
        yield from x.execute(drawn)


@effect("Pavlovian Tusk")
def pavlovian_tusk(x):
    you = x.player
    age = x.top_value(you, "green")
    drawn = []
    for _ in range(3):
        card = yield from x.draw(you, age)
        if card is None:
            return
        drawn.append(card)
    back = yield from x.choose_card(you, drawn, prompt="Return one of the three drawn cards")
    yield from x.return_card(you, back)
    kept = yield from x.choose_card(
        you,
        [c for c in drawn if c != back],
        prompt="Score one of the other two drawn cards (the last stays in your hand)",
    )
    yield from x.score(you, kept)


@effect("Priest-King", 1)
def priest_king_score(x):
    you = x.player
    card = yield from x.choose_card(
        you, you.hand, prompt="Score a card from your hand (then execute your top card of its colour)"
    )
    if not card:
        return
    yield from x.score(you, card)
    top = x.top(you, x.color(card))
    if top is not None:
        yield from x.execute(top)


@effect("Priest-King", 2)
def priest_king_achieve(x):
    you = x.player
    age = yield from x.choose_value(you, x.eligible_ages(you), prompt="Claim an achievement you are eligible for")
    if age is not None:
        yield from x.claim_achievement(you, age)


@effect("Sibidu Needle")
def sibidu_needle(x):
    you = x.player
    while True:
        card = yield from x.draw_and_reveal(you, 1)
        if card is None:
            return
        top = x.top(you, x.color(card))
        if top is None or x.value(top) != x.value(card):
            return  # kept in the hand
        yield from x.score(you, card)


@effect("Tale of the Shipwrecked Sailor")
def tale_of_the_shipwrecked_sailor(x):
    you = x.player
    color = yield from x.choose_color(
        you, COLORS, prompt="Choose a colour (then draw a 1 and meld a card of that colour from your hand)"
    )
    yield from x.draw(you, 1)
    card = yield from x.choose_card(
        you, [c for c in you.hand if x.color(c) == color], prompt=f"Meld a {color} card from your hand"
    )
    if card:
        yield from x.meld(you, card)
        yield from x.splay(you, color, "left")


@effect("Treaty of Kadesh", 1)
def treaty_of_kadesh_compel(x):
    you = x.player
    # A compel is a demand for every purpose: a top card with an "I compel" has a demand effect.
    tops = [c for c in x.top_cards(you) if has_demand(x, c)]
    if tops:
        yield from x.return_all(you, tops, x.board(you))


@effect("Treaty of Kadesh", 2)
def treaty_of_kadesh_score(x):
    you = x.player
    options = [c for c in x.top_cards(you) if x.color(c) != "blue" and has_demand(x, c)]
    card = yield from x.choose_card(you, options, prompt="Score a top non-blue card with a demand effect")
    if card:
        yield from x.score(you, card, x.board(you))


@effect("Xianrendong Shards")
def xianrendong_shards(x):
    you = x.player
    picked = yield from x.choose_cards(
        you, you.hand, 3, 3, prompt="Reveal three cards from your hand (you score two of them and tuck the third)"
    )
    picked = [c for c in you.hand if c in picked]
    for c in picked:
        yield from x.reveal(you, c)
    scored = yield from x.choose_cards(
        you, picked, 2, 2, prompt="Score two of the revealed cards; the other one is tucked"
    )
    scored = [c for c in picked if c in scored]
    for c in scored:
        yield from x.score(you, c)
    for c in picked:
        if c not in scored:
            yield from x.tuck(you, c)
    if len(scored) == 2 and x.color(scored[0]) == x.color(scored[1]):
        for _ in range(3):
            yield from x.draw(you, 1)
