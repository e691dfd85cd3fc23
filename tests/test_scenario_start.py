"""Scenarios of the start of a game (``phase: start``) and with their own number of achievements to win."""

import pytest
from helpers import position

from innovation_nb import Game, Scenario
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.endgame import achievements_needed
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.scenario import ScenarioError

DEALT = {
    "phase": "start",
    "players": [{"name": "Bea", "hand": ["Writing", "Oars"]}, {"name": "Al", "hand": ["Archery", "Tools"]}],
}


def test_a_start_without_hands_deals_two_1s_each_and_asks_the_first_melds_like_a_new_game():
    g = Scenario.load(
        {"phase": "start", "players": [{"name": "Ann"}, {"name": "Ben"}, {"name": "Cat"}], "seed": 5}
    ).to_game()
    assert [e.kind for e in g.events].count("draw") == 6
    for p in g.players:
        assert len(p.hand) == 2 and all(CARDS[c].age == 1 for c in p.hand)
    assert len(g.state.achievements) == 9 and g.pending.player == "Ann" and g.pending.kind == "cards"
    while g.pending:
        g.answer(g.pending.options[0])
    assert g.state.phase == "play" and g.state.actions_left == 1 and g.state.turn == 1
    check_invariants(g.state)


def test_a_start_with_hands_deals_nothing_and_the_first_title_goes_first():
    g = Scenario.load(DEALT).to_game()
    assert "draw" not in [e.kind for e in g.events]
    assert g.pending.options == ["Oars", "Writing"]
    g.answer("Writing")
    g.answer("Archery")
    assert g.current_player.name == "Al" and g.player("Bea").top("blue") == "Writing"
    assert g.player("Al").hand == ["Tools"] and g.legal_actions()


def test_a_start_position_exports_and_reads_back_the_same():
    s = Scenario.load(DEALT)
    state = s.to_state()
    again = Scenario.from_state(state)
    assert again.phase == "start" and again.current is None
    assert again.to_state().to_dict() == state.to_dict()
    assert Scenario.load(again.to_yaml()).to_state().to_dict() == state.to_dict()
    assert Scenario.load(again.to_json()).to_state().to_dict() == state.to_dict()
    assert "phase: start" in again.to_yaml() and "current" not in again.to_yaml()


@pytest.mark.parametrize(
    "extra,field,match",
    [
        ({"current": "Al"}, "current", "first melds decide"),
        ({"turn": 3}, "turn", "first melds decide"),
        ({"actions_left": 1}, "actions_left", "first melds decide"),
        ({"upcoming": [1]}, "upcoming", "first melds"),
        ({"phase": "middle"}, "phase", "'play' or 'start'"),
    ],
)
def test_a_start_position_leaves_out_what_the_first_melds_decide(extra, field, match):
    with pytest.raises(ScenarioError, match=match) as info:
        Scenario.load({**DEALT, **extra})
    assert info.value.field == field


def test_a_start_position_has_empty_boards_and_every_hand_or_none():
    with pytest.raises(ScenarioError, match="boards are empty") as info:
        Scenario.load({"phase": "start", "players": [{"name": "A", "board": {"red": ["Oars"]}}, {"name": "B"}]})
    assert info.value.field == "players[0].board.red"
    with pytest.raises(ScenarioError, match="every player has a hand") as info:
        Scenario.load({"phase": "start", "players": [{"name": "A", "hand": ["Oars"]}, {"name": "B"}]})
    assert info.value.field == "players[1].hand"


def test_achievements_needed_overrides_the_usual_number_and_the_engine_honours_it():
    g = position(
        {
            "A": {
                "score": ["Tools", "Writing", "Sailing", "Oars", "Archery"],
                "board": {"green": ["Clothing"]},
                "achievements": ["Monument"],
            },
            "B": {},
        },
        achievements_needed=2,
    )
    assert achievements_needed(g.state) == 2 and g.view("B")["achievements_needed"] == 2
    assert g.fork().state.achievements_needed == 2 and g.state.clone().achievements_needed == 2
    g.apply("achieve 1")
    assert g.over and g.result.reason == "achievements" and "(2 needed)" in g.result.detail
    usual = position({"A": {}, "B": {}}, extra_achievement=True)
    assert achievements_needed(usual.state) == 7 and usual.state.achievements_needed is None
    assert (
        achievements_needed(position({"A": {}, "B": {}}, extra_achievement=True, achievements_needed=3).state) == 3
    )  # the number stands as it is


def test_achievements_needed_round_trips_through_export_and_saves():
    s = Scenario.load({"players": [{"name": "A"}, {"name": "B"}], "achievements_needed": 9})
    g = s.to_game()
    assert g.state.to_dict()["achievements_needed"] == 9
    again = Scenario.from_game(g)
    assert again.achievements_needed == 9 and Scenario.load(again.to_yaml()).achievements_needed == 9
    assert "achievements_needed: 9" in s.to_yaml()
    g.apply("draw")
    assert Game.from_json(g.to_json()).state.achievements_needed == 9


@pytest.mark.parametrize(
    "need,match",
    [
        (0, "greater than or equal to 1"),
        (15, "less than or equal to 14"),
        (True, "valid integer"),
        (2.5, "valid integer"),
        ("many", "valid integer"),
    ],
)
def test_achievements_needed_is_a_number_from_1_to_14(need, match):
    with pytest.raises(ScenarioError, match=match) as info:
        Scenario.load({"players": [{"name": "A"}, {"name": "B"}], "achievements_needed": need})
    assert info.value.field == "achievements_needed"


def test_nobody_may_already_have_enough_achievements_to_win():
    with pytest.raises(ScenarioError, match="A already has 3 achievements, enough to win") as info:
        Scenario.load({"players": [{"name": "A", "achievements": [1, 2, 3]}, {"name": "B"}], "achievements_needed": 3})
    assert info.value.field == "players[0].achievements"
    with pytest.raises(ScenarioError, match="A and C already have 6"):
        Scenario.load(
            {
                "players": [
                    {"name": "A", "achievements": [1, 2, 3]},
                    {"name": "B"},
                    {"name": "C", "achievements": [4, 5, 6]},
                    {"name": "D"},
                ],
                "teams": [["A", "C"], ["B", "D"]],
            }
        )
