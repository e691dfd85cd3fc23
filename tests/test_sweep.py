"""Every implemented card, dogma'd from many random positions with random legal answers: after every event the
invariants hold (all 105 cards in exactly one place, no splayed pile of fewer than two cards, specials in one
place) and the dogma plan never changes during the action."""
import pytest

from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS
from innovation_nb.cards.registry import is_implemented
from innovation_nb.engine.game import Game
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.engine.random_position import random_position

POSITIONS = 50
CARDS_TESTED = [c for c in sorted(CARDS, key=lambda c: (CARDS[c].age, c)) if CARDS[c].set == "base" and is_implemented(c)]


def sweep(card, seed, edition="third"):
    g = Game.from_state(random_position(card, seed, edition=edition), history=False)
    bot = RandomBot(seed)
    g.apply(f"dogma {card}", run=False)
    plan = None
    steps = 0
    while g.resolving:
        if g.pending is not None:
            g.answer(bot.answer(g.pending), run=False)
        else:
            g.step()
        steps += 1
        assert steps < 5000, f"{card} seed {seed}: runaway resolution"
        check_invariants(g.state)
        if g.plan is not None:
            d = g.plan.to_dict()
            assert plan is None or d == plan, f"{card} seed {seed}: the plan changed"
            plan = d
    assert not g.state.frames
    return g


@pytest.mark.parametrize("card", CARDS_TESTED)
def test_sweep(card):
    for seed in range(POSITIONS):
        sweep(card, seed, edition="first" if seed % 5 == 4 else "third")
