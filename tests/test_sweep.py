"""Every implemented card, dogma'd from many random positions with random legal answers: after every event the
invariants hold (every card in play in exactly one place, no splayed pile of fewer than two cards, specials in one
place) and the dogma plan never changes during the action. Artifacts and relics are dogma'd with Artifacts of
History and the relics in play; Echoes cards with Echoes in play (Echoes cards in hands, forecasts, score piles and
covered under piles, so that echo effects run from buried cards too)."""

import pytest
from helpers import dogma_checked, sweep_echoes

from innovation_nb.cards.data import CARDS, CARDS_BY_SET, RELICS
from innovation_nb.cards.registry import is_implemented
from innovation_nb.engine.game import Game
from innovation_nb.engine.random_position import random_position

POSITIONS = 50
ARTIFACT_POSITIONS = 20
ECHOES_POSITIONS = 4  # a few each: with 105 cards, the net is wide already
BY_AGE = sorted(CARDS, key=lambda c: (CARDS[c].age, c))
CARDS_TESTED = [c for c in BY_AGE if CARDS[c].set == "base" and not CARDS[c].relic and is_implemented(c)]
ECHOES_TESTED = [c for c in BY_AGE if CARDS[c].set == "echoes" and not CARDS[c].relic]
ARTIFACTS_TESTED = [
    c for c in BY_AGE if (CARDS[c].set == "artifacts" or CARDS[c].relic) and CARDS[c].effects and is_implemented(c)
]


def with_artifacts(state):
    """The same position with Artifacts of History and the relics in play (the cards not placed in their piles)."""
    placed = set(state.all_card_locations())
    state.set_expansions(("artifacts",))
    state.supplies["artifacts"] = [[c for c in CARDS_BY_SET["artifacts"][a] if c not in placed] for a in range(1, 11)]
    state.relics_on = True
    state.relics = [r for r in RELICS if r not in placed]
    return state


def sweep(card, seed, edition="third", artifacts=False):
    state = random_position(card, seed, edition=edition)
    return dogma_checked(Game.from_state(with_artifacts(state) if artifacts else state, history=False), card, seed)


@pytest.mark.parametrize("card", CARDS_TESTED)
def test_sweep(card):
    for seed in range(POSITIONS):
        sweep(card, seed, edition="first" if seed % 5 == 4 else "third")


@pytest.mark.parametrize("card", ARTIFACTS_TESTED)
def test_sweep_artifacts(card):
    for seed in range(ARTIFACT_POSITIONS):
        sweep(card, seed, artifacts=True)


@pytest.mark.parametrize("card", ECHOES_TESTED)
def test_sweep_echoes(card):
    sweep_echoes(card, range(100, 100 + ECHOES_POSITIONS))
