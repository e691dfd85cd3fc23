"""Mining the goal kinds of the expansions' own things (compelled, forecast, fountains): their ladders, their words,
and small specs that mine puzzles of the rare themes they aim at; every kind named by its goal's key, a former name
read as today's."""

from __future__ import annotations

import pytest

from innovation_nb.puzzles import Puzzle
from innovation_nb.puzzles.goals import GOAL_TYPES
from innovation_nb.puzzles.mine import GOALS, MineError, MineSpec, mine
from innovation_nb.puzzles.mine.kinds import KINDS
from innovation_nb.puzzles.mine.miner import mine_game
from innovation_nb.puzzles.mine.spec import DEFAULT_GOALS
from innovation_nb.scenario import Scenario

pytest.importorskip("pandas")


def test_the_new_kinds_come_last_and_a_spec_without_goals_mines_as_before():
    assert GOALS[:7] == DEFAULT_GOALS == ("win", "claim", "achievements", "vulnerable", "shares", "score", "icons")
    assert GOALS[7:] == ("compelled", "forecast", "fountains", "card")
    assert MineSpec.load({"games": 1}).goals == DEFAULT_GOALS
    assert MineSpec.load({"games": 1, "goals": ["fountains", "compelled", "win"]}).goals == (
        "win",
        "compelled",
        "fountains",
    )


def test_every_kind_is_named_by_the_key_of_the_goals_it_mines():
    from innovation_nb.puzzles import parse_goal

    s = _state(
        [
            {
                "name": "Alice",
                "board": {"red": ["Excalibur"], "purple": ["City States"], "green": ["Hamburg"]},
                "forecast": ["Oars"],
            },
            {"name": "Bob", "board": {"red": ["Archery"], "yellow": ["Masonry"]}},
        ],
        expansions=["artifacts", "echoes", "cities"],
    )
    for name, k in KINDS.items():
        assert GOAL_TYPES[name] is k.goal and k.name == name
        ladders = k.ladders(s, s.player("Alice"))
        assert ladders, name
        assert all(isinstance(parse_goal(g), k.goal) for ladder in ladders for g in ladder), name


def test_a_former_name_of_a_kind_is_read_as_today_s_and_a_misspelt_one_is_refused():
    spec = MineSpec.load(
        {"games": 1, "goals": ["take", "special", "achieve", "compel", "fountain"], "specials": ["Fame"]}
    )
    assert spec.goals == ("claim", "achievements", "compelled", "fountains", "card")
    assert spec == MineSpec.load(
        {"games": 1, "goals": ["claim", "achievements", "compelled", "fountains", "card"], "specials": ["Fame"]}
    )
    assert spec.to_dict()["goals"] == ["claim", "achievements", "compelled", "fountains", "card"]
    with pytest.raises(MineError) as e:
        MineSpec.load({"games": 1, "goals": ["win", "compell"]})
    assert e.value.field == "goals[1]" and "did you mean compelled?" in str(e.value)
    with pytest.raises(MineError) as e:
        MineSpec.load({"games": 1, "goals": [3]})
    assert e.value.field == "goals[0]" and "named by text" in str(e.value)


def _state(players, **kw):
    return Scenario.load({"players": players, **kw}).to_state()


def test_compel_ladders_are_your_top_cards_with_a_compel_against_each_opponent():
    s = _state(
        [
            {"name": "Alice", "board": {"red": ["Excalibur"], "blue": ["Writing"], "yellow": ["Dancing Girl"]}},
            {"name": "Bob"},
        ],
        expansions=["artifacts"],
    )
    me = s.player("Alice")
    assert KINDS["compelled"].ladders(s, me) == [
        [{"compelled": "Excalibur", "player": "Bob"}],
        [{"compelled": "Dancing Girl", "player": "Bob"}],
    ]
    assert KINDS["compelled"].ladders(s, s.player("Bob")) == []


def test_forecast_and_fountain_ladders_only_where_their_expansion_is_played():
    base = _state([{"name": "Alice"}, {"name": "Bob"}])
    assert KINDS["forecast"].ladders(base, base.player("Alice")) == []
    assert KINDS["fountains"].ladders(base, base.player("Alice")) == []
    s = _state(
        [{"name": "Alice", "forecast": ["Oars"], "board": {"green": ["Hamburg"]}}, {"name": "Bob"}],
        expansions=["echoes", "cities"],
    )
    me = s.player("Alice")
    assert KINDS["forecast"].ladders(s, me) == [[{"forecast": 3}, {"forecast": 2}]]
    assert KINDS["fountains"].ladders(s, me) == [[{"fountains": 2}]]


def test_the_words_of_the_new_kinds_name_no_hidden_card():
    title, question = KINDS["compelled"].words({"compelled": "Excalibur", "player": "Bob"}, 1)
    assert title == "Compel Bob"
    assert question == (
        "Put Bob within reach of the compel of your Excalibur (Bob must show at least as many "
        "castles as you) with your next action."
    )
    assert KINDS["forecast"].words({"forecast": 2}, 1) == (
        "Forecast of 2",
        "Have 2 cards in your forecast with your next action.",
    )
    assert KINDS["fountains"].words({"fountains": 1}, 2) == (
        "1 fountain",
        "Show 1 fountain on your board within your next 2 actions.",
    )
    assert KINDS["forecast"].words({"forecast": 1}, 1)[1] == "Have 1 card in your forecast with your next action."
    assert all(
        KINDS[k].rule.startswith(("Artifacts: ", "Echoes: ", "Cities: "))
        for k in ("compelled", "forecast", "fountains")
    )


def test_a_small_spec_with_the_forecast_kind_mines_a_foreshadowing_puzzle():
    # seed 2: the second game's 34th position is a puzzle whose every solution foreshadows
    spec = {
        "name": "fc",
        "games": 2,
        "positions": 34,
        "bots": "random",
        "seed": 2,
        "expansions": ["echoes"],
        "goals": ["forecast"],
        "budgets": [1],
        "max_positions": 1500,
    }
    df = mine(spec, workers=1, progress=False)
    assert set(df.goal) == {"forecast"}
    found = df[df.themes.apply(lambda t: "forecast" in list(t))]
    assert len(found) >= 1
    p = Puzzle.from_json(found.puzzle.iloc[0])
    assert p.solve().solvable
    assert "forecast" in p.goal.to_data() and p.description.startswith("You are ")


def test_a_small_spec_with_the_compelled_kind_mines_a_compel_puzzle():
    # seed 2026: the 24th game has one no glance solves (mined alone: the games before it have none). Making an
    # opponent compellable is the puzzle; the compel itself need not run in the solution, so its themes need not
    # include "compel".
    spec = {
        "name": "cp",
        "games": 24,
        "bots": "random",
        "seed": 2026,
        "expansions": ["artifacts"],
        "relics": True,
        "goals": ["compelled"],
        "budgets": [1],
        "max_positions": 1500,
        "deals": 2,  # its puzzle holds on one other deal, not on 32: what the kind mines is the point here
    }
    rows = mine_game(MineSpec.load(spec), 23)
    assert rows and {r["goal"] for r in rows} == {"compelled"}
    p = rows[0]["puzzle"]  # the Puzzle itself: a pack table holds it as text
    assert "compelled" in p.goal.to_data() and p.solve().solvable
    assert rows[0]["goal_text"].startswith("Put ") and "within reach of the compel of your" in rows[0]["goal_text"]
