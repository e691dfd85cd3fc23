"""Every Artifact of ages 7 to 10 together: whom each compel reaches (opponents with as many featured icons or
more, in turn order, never a teammate, nobody when every opponent shows fewer), and each card dogma'd from random
Artifacts positions with random answers, the invariants checked after every event."""

import random

import pytest
from helpers import artifacts_game, compel_order

from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS, CARDS_BY_SET, RELICS
from innovation_nb.engine.game import Game
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.engine.random_position import random_position

LATE = [c for age in (7, 8, 9, 10) for c in CARDS_BY_SET["artifacts"][age] if CARDS[c].dogma_icon]
COMPELS = [c for c in LATE if any(e.compel for e in CARDS[c].effects)]
# Three base cards showing three of the icon, one for each other seat (no compel here needs more).
STRONG = {
    "factory": ("Coal", "Machine Tools", "Explosives"),
    "clock": ("Quantum Theory", "Rocketry", "Satellites"),
    "leaf": ("Agriculture", "Pottery", "Stem Cells"),
}
NINES = {"Bob": ["Computers"], "Carol": ["Ecology"], "Dave": ["Genetics"]}  # Velcro Shoes finds a 9 to take


def seat(card):
    return {"board": {CARDS[card].color: [card]}}


def finish(g, seed=0):
    bot = RandomBot(seed)
    while g.pending is not None:
        g.answer(bot.answer(g.pending))
    return g


# Exxon Valdez ends the team game at its first victim (their teammate loses with them): see test_age10.py.
@pytest.mark.parametrize("card", [c for c in COMPELS if c != "Exxon Valdez"])
def test_compel_reaches_opponents_with_as_many_icons_in_turn_order_never_a_teammate(card):
    players = {"Alice": seat(card)}
    for name, top in zip(("Bob", "Carol", "Dave"), STRONG[CARDS[card].dogma_icon]):
        players[name] = {"board": {CARDS[top].color: [top]}, "hand": NINES[name]}
    g = artifacts_game(players, teams=[["Alice", "Carol"], ["Bob", "Dave"]])
    finish(g.apply(f"dogma {card}"))
    # Each compel: Bob, then Dave (clockwise from Alice); Carol, a teammate with as many icons, never.
    assert compel_order(g) == ["Bob", "Dave"] * sum(1 for e in CARDS[card].effects if e.compel)
    touched = {z.owner for e in g.events if e.player in ("Bob", "Dave") for z in (e.source, e.dest) if z is not None}
    assert "Carol" not in touched


@pytest.mark.parametrize("card", COMPELS)
def test_compel_with_no_one_compelled_does_nothing(card):
    g = artifacts_game({"Alice": seat(card), "Bob": {"hand": ["Computers"], "score": ["Tools"]}})
    finish(g.apply(f"dogma {card}"))
    assert compel_order(g) == []
    assert (g.player("Bob").hand, g.player("Bob").score) == (["Computers"], ["Tools"]) and not g.player("Bob").lost


def random_artifacts_state(card: str, seed: int):
    """A random base position (``card`` on top of the first player's board) with Artifacts of ages 7 to 10 in
    hands, score piles, on boards and on display, relics in play half of the time."""
    rng = random.Random(seed)
    teams = rng.random() < 0.2
    s = random_position(card, seed, players=4 if teams else None, teams=teams or None)
    s.set_expansions(("artifacts",))
    piles = [[c for c in CARDS_BY_SET["artifacts"][a] if c != card] for a in range(1, 11)]
    for pile in piles:
        rng.shuffle(pile)

    def take():
        pile = piles[rng.randrange(6, 10)]
        return pile.pop() if pile else None

    for p in s.players:
        for zone in (p.hand, p.score):
            zone.extend(c for c in (take() for _ in range(rng.randint(0, 2))) if c)
        c = take() if rng.random() < 0.5 else None
        if c and not (p.index == 0 and CARDS[c].color == CARDS[card].color):
            pile = p.board[CARDS[c].color_index]
            pile.cards.append(c)
            pile.icons = None  # the pile changed outside the primitives: its icon counts are counted again
        elif c:
            p.hand.append(c)
        if rng.random() < 0.3:
            p.display = take()
    s.supplies["artifacts"] = piles
    s.relics_on = rng.random() < 0.5
    s.relics = list(RELICS) if s.relics_on else []
    check_invariants(s)
    return s


@pytest.mark.parametrize("card", LATE)
def test_random_positions_keep_every_invariant(card):
    for seed in range(12):
        g = Game.from_state(random_artifacts_state(card, seed), history=seed % 2 == 0)
        bot = RandomBot(seed)
        g.apply(f"dogma {card}", run=False)
        while g.resolving:
            if g.pending is not None:
                g.answer(bot.answer(g.pending), run=False)
            else:
                g.step()
            check_invariants(g.state)
            assert len(g.events) < 5000, f"{card} seed {seed}: runaway resolution"
        assert not g.state.frames
