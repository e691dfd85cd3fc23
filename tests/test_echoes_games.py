"""Whole games with Echoes of the Past: the starting deal by the Echoes draw rule, the five Echoes special
achievements only when Echoes is in play, saves of Echoes games (forecasts, promotions, Artifacts and relics too)."""

import json

import pytest

from innovation_nb import Game
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.state import ECHOES_SPECIALS, SPECIAL_ACHIEVEMENTS
from innovation_nb.simulate import random_game

NAMES = ["Ann", "Ben", "Cat", "Dan"]


@pytest.mark.parametrize("players,expansions", [(2, ("echoes",)), (4, ("echoes",)), (3, ("artifacts", "echoes"))])
def test_the_starting_deal_follows_the_echoes_draw_rule(players, expansions):
    """Each player draws two 1s: the first into an empty hand (a base 1), the second into a hand without an Echoes
    card (so an Echoes 1) — one of each, in that order, for every player."""
    for seed in range(3):
        g = Game.new(NAMES[:players], seed=seed, expansions=expansions)
        for p in g.players:
            assert sorted((CARDS[c].set, CARDS[c].age) for c in p.hand) == [("base", 1), ("echoes", 1)]
            draws = [e for e in g.events if e.kind == "draw" and e.player == p.name]
            assert [str(e.source) for e in draws] == ["supply/1", "supply/echoes/1"]
        assert {r.player for r in g.pending_all} == set(NAMES[:players])  # then everyone chooses a meld


def test_without_echoes_the_starting_deal_is_two_base_cards():
    g = Game.new(NAMES[:2], seed=1, expansions=("artifacts",))
    assert all([CARDS[c].set for c in p.hand] == ["base", "base"] for p in g.players)


@pytest.mark.parametrize("expansions,relics", [((), False), (("artifacts",), False), (("artifacts",), True)])
def test_the_echoes_special_achievements_are_not_available_without_echoes(expansions, relics):
    g = Game.new(NAMES[:2], seed=1, expansions=expansions, relics=relics)
    assert g.state.specials == list(SPECIAL_ACHIEVEMENTS) and g.view("Ann")["specials"] == list(SPECIAL_ACHIEVEMENTS)


@pytest.mark.parametrize("expansions", [("echoes",), ("artifacts", "echoes")])
def test_the_echoes_special_achievements_are_available_with_echoes(expansions):
    g = Game.new(NAMES[:2], seed=1, expansions=expansions)
    assert g.state.specials == list(SPECIAL_ACHIEVEMENTS + ECHOES_SPECIALS)
    assert g.view(None)["specials"] == list(SPECIAL_ACHIEVEMENTS + ECHOES_SPECIALS)


def _round_trip(g) -> dict:
    text = g.to_json()
    again = Game.from_json(text)
    assert again.state.to_dict() == g.state.to_dict()
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in g.events]
    assert again.to_json() == text
    return json.loads(text)


@pytest.mark.parametrize(
    "players,teams,expansions,relics", [(2, False, ("echoes",), False), (4, True, ("artifacts", "echoes"), True)]
)
def test_a_whole_echoes_game_saves_and_loads_to_the_same_end(players, teams, expansions, relics):
    g = random_game(3, players, teams, expansions=expansions, relics=relics, history=True)
    assert g.over
    d = _round_trip(g)
    assert d["initial"]["expansions"] == list(expansions)
    assert all("forecast" in p for p in d["initial"]["players"])


def test_a_game_saved_while_a_promotion_is_offered_loads_with_the_same_offer():
    """Random play up to a promotion offer (a choice among forecast cards after a Meld action), saved there: the
    loaded game waits for the same decision, and answering it goes on the same way."""
    for seed in range(40):
        g = Game.new(NAMES[:2], seed=seed, expansions=("echoes",))
        bot = RandomBot(seed)
        for _ in range(300):
            if g.over or (g.pending is not None and "promote" in str(g.pending.prompt)):
                break
            g.answer(bot.answer(g.pending)) if g.pending is not None else g.apply(bot.action(g))
        if g.pending is not None and "promote" in str(g.pending.prompt):
            break
    else:
        raise AssertionError("no random game offered a promotion")
    offer = g.pending
    assert set(offer.options) <= set(g.player(offer.player).forecast)
    _round_trip(g)
    again = Game.from_json(g.to_json())
    assert again.pending.options == offer.options and again.pending.player == offer.player
    for game in (g, again):
        game.answer(offer.options[0])
    assert again.state.to_dict() == g.state.to_dict()
    assert offer.options[0] not in g.player(offer.player).forecast


@pytest.mark.parametrize("expansions,shown", [(("echoes",), False), (("artifacts", "echoes"), True)])
def test_the_display_is_shown_only_with_artifacts(expansions, shown, monkeypatch):
    """The display is an Artifacts zone: an Echoes game without Artifacts has none in the view, the board's
    snapshot or its static picture (it once showed an empty "On display")."""
    from helpers import displayed

    from innovation_nb.widgets import BoardWidget

    g = Game.new(NAMES[:2], seed=1, expansions=expansions)
    assert all(("display" in p) is shown for p in g.view("Ann")["players"])
    w = BoardWidget(g, perspective="Ann")
    assert all(("display" in p) is shown for p in w.snapshot["board"]["players"])
    assert all("forecast_ages" in p for p in w.snapshot["board"]["players"])
    _, picture = displayed(w, monkeypatch)
    assert ("On display" in picture["text/html"]) is shown
    w.close()
