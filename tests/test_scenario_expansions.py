"""Scenarios with the expansions: Artifacts of History (display, relics, free special action), Echoes of the Past
(forecast, Echoes specials), the piles of every set, and their errors."""

from __future__ import annotations

import pytest

from innovation_nb import Game
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS, RELICS
from innovation_nb.engine.invariants import check_invariants
from innovation_nb.scenario import Scenario, ScenarioError

ARTIFACTS = """
expansions: [artifacts]
relics: true
free_action: true
players:
  - name: Ann
    hand: [Archery, Ark of the Covenant]
    board: {red: [Oars]}
    display: Holmegaard Bows
    achievements: [Complex Numbers]
  - name: Ben
    board: {green: [Sailing]}
supply: {1: [Tools, Dancing Girl], 2: [Baghdad Battery]}
"""

ECHOES = """
expansions: [echoes]
players:
  - name: Ann
    board: {red: [Bangle]}
    forecast: [Candles, Lever]
    achievements: [Wealth]
  - name: Ben
    score: [Comb]
supply: {1: [Dice, Metalworking]}
"""

CITIES = """
expansions: [cities]
endorsed: true
actions_left: 1
players:
  - name: Ann
    board: {red: [Athens], blue: [Writing]}
    hand: [Oars]
    achievements: [Legend]
  - name: Ben
supply: {2: [Carthage, Calendar]}
"""


def test_a_cities_scenario_sets_the_city_piles_the_cities_specials_and_the_endorse_of_the_turn():
    s = Scenario.load(CITIES).to_state()
    check_invariants(s)
    assert s.expansions == ("cities",) and s.endorsed and s.supplies["cities"][1][-1] == "Carthage"
    assert s.supply[1][-1] == "Calendar" and "Legend" not in s.specials and "Fame" in s.specials
    g = Scenario.load(CITIES).to_game()
    assert "endorsed this turn already" in g.why_illegal("endorse Writing")
    assert Scenario.from_game(g).endorsed


def test_an_artifacts_scenario_sets_the_display_the_relics_and_the_artifact_piles():
    s = Scenario.load(ARTIFACTS).to_state()
    check_invariants(s)
    ann = s.player("Ann")
    assert s.expansions == ("artifacts",) and s.relics_on and s.free_action
    assert ann.display == "Holmegaard Bows" and "Ark of the Covenant" in ann.hand
    assert ann.achievements == ["Complex Numbers"]
    assert s.relics == [r for r in RELICS if r != "Complex Numbers"]
    assert s.supply[0][-1] == "Tools" and s.supplies["artifacts"][0][-1] == "Dancing Girl"
    assert s.supplies["artifacts"][1][-1] == "Baghdad Battery"
    assert not any(CARDS[c].set != "base" for c in s.achievements)


def test_an_echoes_scenario_sets_the_forecast_and_the_echoes_specials():
    s = Scenario.load(ECHOES).to_state()
    check_invariants(s)
    assert s.expansions == ("echoes",) and s.player("Ann").forecast == ["Candles", "Lever"]
    assert "Wealth" not in s.specials and {"Destiny", "Heritage", "History", "Supremacy"} <= set(s.specials)
    assert s.supplies["echoes"][0][-1] == "Dice" and s.supply[0][-1] == "Metalworking"
    assert s.player("Ann").bonuses_on and s.player("Ann").score_total == sum(v for _, v in CARDS["Bangle"].bonuses)


def test_a_scenario_game_plays_by_the_expansions_rules():
    g = Scenario.load(ECHOES).to_game()
    g.apply("draw")
    g.apply("draw")  # by the Echoes draw rule, one card from each pile of age 1: both fixed tops
    assert sorted(g.state.player("Ann").hand) == ["Dice", "Metalworking"]
    g = Scenario.load(ARTIFACTS).to_game()
    assert any(a.kind == "dogma" and a.card == "Holmegaard Bows" for a in g.legal_actions())


@pytest.mark.parametrize(
    "change,field,match",
    [
        (
            {"players": [{"name": "A", "display": "Holmegaard Bows"}, {"name": "B"}]},
            "players[0].display",
            "add artifacts to expansions",
        ),
        (
            {"players": [{"name": "A", "forecast": ["Bangle"]}, {"name": "B"}]},
            "players[0].forecast",
            "add echoes to expansions",
        ),
        (
            {"players": [{"name": "A", "hand": ["Bangle"]}, {"name": "B"}]},
            "players[0].hand[0]",
            "add echoes to expansions",
        ),
        (
            {"expansions": ["artifacts"], "players": [{"name": "A", "hand": ["Safety Pin"]}, {"name": "B"}]},
            "players[0].hand[0]",
            "relics: true",
        ),
        ({"relics": True, "players": [{"name": "A"}, {"name": "B"}]}, "relics", "add artifacts"),
        ({"free_action": True, "players": [{"name": "A"}, {"name": "B"}]}, "free_action", "add artifacts"),
        ({"expansions": ["citys"], "players": [{"name": "A"}, {"name": "B"}]}, "expansions[0]", "is not an expansion"),
        ({"endorsed": True, "players": [{"name": "A"}, {"name": "B"}]}, "endorsed", "add cities"),
        ({"expansions": ["echoes", "echoes"], "players": [{"name": "A"}, {"name": "B"}]}, "expansions", "each"),
        (
            {"players": [{"name": "A", "achievements": ["Wealth"]}, {"name": "B"}]},
            "players[0].achievements[0]",
            "add echoes",
        ),
        ({"specials": ["Destiny"], "players": [{"name": "A"}, {"name": "B"}]}, "specials[0]", "add echoes"),
        (
            {"expansions": ["echoes"], "achievements": ["Bangle"], "players": [{"name": "A"}, {"name": "B"}]},
            "achievements[0]",
            "cards of the base set",
        ),
        (
            {
                "expansions": ["artifacts"],
                "relics": True,
                "supply": {3: ["Timbuktu"]},
                "players": [{"name": "A"}, {"name": "B"}],
            },
            "supply.3[0]",
            "never in a supply pile",
        ),
    ],
)
def test_a_scenario_with_expansions_names_what_is_wrong(change, field, match):
    with pytest.raises(ScenarioError, match=match) as info:
        Scenario.load(change)
    assert info.value.field == field


@pytest.mark.parametrize(
    "expansions,relics",
    [
        (("artifacts",), True),
        (("echoes",), False),
        (("artifacts", "echoes"), True),
        (("cities",), False),
        (("artifacts", "echoes", "cities"), True),
    ],
)
def test_a_position_with_expansions_round_trips_through_a_scenario(expansions, relics):
    g = Game.new(["Ann", "Ben", "Cid"], seed=4, expansions=expansions, relics=relics)
    bot = RandomBot(4)
    for _ in range(80):
        if g.over:
            break
        g.answer(bot.answer(g.pending)) if g.pending is not None else g.apply(bot.action(g))
    while g.pending is not None:
        g.answer(bot.answer(g.pending))
    if g.over:
        pytest.skip("the game ended early")  # pragma: no cover - the seed is chosen so that it does not
    scenario = Scenario.from_game(g)
    again = Scenario.load(scenario.to_yaml()).to_state()
    a, b = again.to_dict(), g.state.to_dict()
    # The relic area is a set: a scenario lists it in the rulebook's order.
    assert sorted(a.pop("relics", [])) == sorted(b.pop("relics", []))
    assert a == b


ECHOES_PUZZLE = {
    "title": "Two piles",
    "description": "Hold Dice.",
    "budget": 2,
    "rule": "The Echoes draw rule",
    "topic": "Echoes",
    "difficulty": 1,
    "hints": ["Draw."],
    "explanation": "Two draws.",
    "intended": ["draw", "draw"],
    "goal": {"card": "Dice", "zone": "hand"},
    "scenario": {
        "expansions": ["echoes"],
        "current": "Ann",
        "turn": 5,
        "players": [{"name": "Ann"}, {"name": "Ben"}],
        "supply": {1: ["Metalworking", "Dice"]},
    },
}


def test_a_puzzle_with_echoes_is_solved_and_its_draws_from_every_pile_are_guarded():
    from innovation_nb.puzzles import Puzzle, PuzzleError, solve

    result = solve(Puzzle.load(ECHOES_PUZZLE))
    assert result.solutions and result.solutions[0].length == 2
    unfixed = {**ECHOES_PUZZLE, "scenario": {**ECHOES_PUZZLE["scenario"], "supply": {1: ["Metalworking"]}}}
    with pytest.raises(PuzzleError, match="does not fix") as info:
        solve(Puzzle.load(unfixed))
    assert info.value.field == "scenario.supply.1"


ARTIFACTS_PUZZLE = {
    "title": "Dig",
    "description": "Dig Dancing Girl.",
    "budget": "turn",
    "rule": "The dig",
    "topic": "Artifacts",
    "hints": ["Return first."],
    "explanation": "Return, then meld.",
    "intended": None,
    "goal": {"card": "Dancing Girl", "zone": "display"},
    "scenario": {
        "expansions": ["artifacts"],
        "free_action": True,
        "actions_left": 1,
        "current": "Ann",
        "turn": 5,
        "players": [
            {"name": "Ann", "hand": ["Clothing"], "board": {"green": ["Sailing"]}, "display": "Holmegaard Bows"},
            {"name": "Ben", "board": {"blue": ["Writing"]}},
        ],
        "supply": {1: ["Dancing Girl", "Oars"], 2: ["Calendar"]},
    },
}


def test_a_puzzle_budget_of_a_turn_counts_the_free_special_action():
    from innovation_nb.puzzles import Puzzle, PuzzleError, check

    p = Puzzle.load(ARTIFACTS_PUZZLE)
    assert p.actions == 2  # the free special action, then the one action left
    v = check(p, ["return Holmegaard Bows", "meld Clothing"])
    assert v.solved and v.actions == 2, v.reason
    with pytest.raises(PuzzleError, match="do not fit the 2 action") as info:
        Puzzle.load({**ARTIFACTS_PUZZLE, "budget": 3})
    assert info.value.field == "budget"


def test_puzzle_goals_see_the_display_the_relic_area_and_every_sets_piles():
    from innovation_nb.puzzles import Puzzle, check

    def verdict(goal, line=("return Holmegaard Bows", "meld Clothing"), **scenario):
        p = Puzzle.load({**ARTIFACTS_PUZZLE, "goal": goal, "scenario": {**ARTIFACTS_PUZZLE["scenario"], **scenario}})
        return check(p, list(line))

    # The returned Bows go to the bottom of their own pile (the Artifacts 1 pile), not to the base 1 pile.
    assert verdict({"card": "Holmegaard Bows", "zone": "supply"}).solved
    assert verdict({"card": "Dancing Girl", "zone": "display", "player": "Ann"}).solved
    v = verdict({"card": "Dancing Girl", "zone": "hand"})
    assert not v.solved and "it is on Ann's display" in v.reason
    v = verdict({"card": "Holmegaard Bows", "zone": "hand"})
    assert "it is in the Artifacts 1 pile" in v.reason
    # A relic in the relic area is found there (a relic is never "in the supply").
    v = verdict(
        {"any": [{"card": "Complex Numbers", "zone": "hand"}, {"card": "Complex Numbers", "zone": "supply"}]},
        relics=True,
    )
    assert not v.solved and "it is in the relic area" in v.reason
    with pytest.raises(Exception, match="goal: the goal already holds"):
        verdict({"card": "Complex Numbers", "zone": "relics"}, relics=True)


def test_an_unfixed_dig_names_the_artifacts_pile_and_its_own_fixed_tops():
    from innovation_nb.puzzles import Puzzle, PuzzleError, solve

    unfixed = {
        **ARTIFACTS_PUZZLE,
        "scenario": {**ARTIFACTS_PUZZLE["scenario"], "supply": {1: ["Oars"], 2: ["Calendar"]}},
    }
    with pytest.raises(
        PuzzleError, match="Ann draws the 1st Artifacts card of age 1, but the scenario fixes none"
    ) as info:
        solve(Puzzle.load(unfixed))  # Oars is a base 1: it fixes nothing on the Artifacts 1 pile
    assert info.value.field == "scenario.supply.1" and "List more Artifacts age-1 cards" in str(info.value)


def test_the_puzzle_solver_tells_a_turn_with_an_endorse_from_one_without():
    from innovation_nb.puzzles.play import state_key

    s = Scenario.load(CITIES).to_state()
    other = Scenario.load({**Scenario.load(CITIES).model_dump(), "endorsed": False}).to_state()
    assert state_key(s) != state_key(other)
    s.supplies["cities"][0].reverse()
    assert state_key(s) != state_key(Scenario.load(CITIES).to_state())  # the City piles' order counts
