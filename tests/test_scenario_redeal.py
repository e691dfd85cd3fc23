"""The re-deal of what one player cannot see (``scenario.redeal``), on positions of games between random bots with
every set (hypothesis): every card stays somewhere exactly once, what the viewer sees stays where it is (their
observation is the same), and a hidden card only gives way to another of its back; a seat that is not there is
refused, naming the field."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation_nb.bots import RandomBot, playing
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.game import Game
from innovation_nb.engine.visibility import back, observation, zone_seen, zones
from innovation_nb.scenario import Scenario, ScenarioError
from innovation_nb.scenario.redeal import redeal


def mined(data) -> Scenario:
    """A scenario of the whole position: every card placed (the rest dealt by the scenario's seed first)."""
    return Scenario.from_state(Scenario.load({"seed": 5, **data}).to_state())


TABLES = [[], ["artifacts"], ["echoes"], ["cities"], ["artifacts", "echoes", "cities"]]


@st.composite
def positions(draw):
    """A position between actions of a game between random bots (any sets, relics), and a seated viewer."""
    n = draw(st.integers(2, 3))
    names = ["Ann", "Ben", "Cat"][:n]
    expansions = draw(st.sampled_from(TABLES))
    relics = "artifacts" in expansions
    g = Game.new(names, seed=draw(st.integers(0, 10**6)), expansions=expansions, relics=relics, history=False)
    bots = {name: RandomBot(k) for k, name in enumerate(names)}
    stop = draw(st.integers(0, 40))
    seen = 0
    for _ in playing(g, bots, 400):
        if g.pending is None and g.state.phase == "play" and not g.resolving:
            if seen >= stop:
                break
            seen += 1
    if g.over or g.pending is not None or g.state.phase != "play" or g.resolving:
        return None
    return Scenario.from_game(g), draw(st.sampled_from(names))


def places(state):
    """Every card of a position with where it lies: ((kind, owner's name, zone number, index), card)."""
    out = []
    for z, (kind, owner, cards) in enumerate(zones(state)):
        out += [((kind, owner.name if owner else None, z, i), c) for i, c in enumerate(cards) if c in CARDS]
    return out


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(0, 2**32))
def test_a_redeal_keeps_every_card_once_keeps_what_the_viewer_sees_and_permutes_within_backs(position, seed):
    if position is None:
        return
    scenario, viewer = position
    before = scenario.to_state()
    after = redeal(scenario, viewer, random.Random(seed)).to_state()
    old, new = places(before), places(after)
    assert [p for p, _ in old] == [p for p, _ in new]  # the same places, zone by zone
    cards = [c for _, c in new]
    assert sorted(cards) == sorted(c for _, c in old) and len(set(cards)) == len(cards)  # each card once
    for ((kind, owner, _, _), was), (_, now) in zip(old, new):
        who = before.player(owner) if owner else None
        seen = zone_seen(kind, who, was)
        if seen is None or viewer in seen:
            assert now == was  # what the viewer sees stays where it is
        else:
            assert back(now) == back(was)  # a hidden card gives way to one of its back only
    g, h = Game.from_state(before, history=False), Game.from_state(after, history=False)
    assert observation(g, viewer) == observation(h, viewer)


def test_a_redeal_moves_the_hidden_cards_and_names_a_seat_that_is_not_there():
    s = mined({"players": [{"name": "Ann", "hand": ["Archery"]}, {"name": "Bob", "hand": ["Oars", "Sailing"]}]})
    deals = {tuple(redeal(s, "Ann", random.Random(k)).players[1].hand) for k in range(20)}
    assert len(deals) > 1 and all(len(h) == 2 for h in deals)
    assert {tuple(redeal(s, "Ann", random.Random(k)).players[0].hand) for k in range(5)} == {("Archery",)}
    with pytest.raises(ScenarioError) as e:
        redeal(s, "Zoe", random.Random(0))
    assert e.value.field == "viewer" and "'Zoe' is not seated" in str(e.value)
