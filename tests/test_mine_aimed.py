"""Mining aimed at the rarest moments: a spec that names the special achievements it looks for (each asked of the
solver only where a quick count says it may be near), and the ``card`` kind (an opponent's top card, where a compel
of yours reaches them)."""

from __future__ import annotations

import pytest

from innovation_nb.engine.state import ALL_SPECIALS
from innovation_nb.puzzles import Puzzle
from innovation_nb.puzzles.mine import GOALS, MineError, MineSpec, mine
from innovation_nb.puzzles.mine.kinds import KINDS, NEAR
from innovation_nb.scenario import Scenario

pytest.importorskip("pandas")


def _state(players, **kw):
    return Scenario.load({"players": players, **kw}).to_state()


def test_a_spec_names_its_specials_in_one_order_and_a_misspelt_one_is_refused():
    spec = MineSpec.load({"games": 1, "goals": ["claim"], "specials": ["Victory", "Destiny"]})
    assert spec.specials == ("Destiny", "Victory")  # the rulebook's order, whatever the spec's
    assert spec == MineSpec.load({"games": 1, "goals": ["claim"], "specials": ["Destiny", "Victory"]})
    assert MineSpec.load({"games": 1}).specials is None
    with pytest.raises(MineError) as e:
        MineSpec.load({"games": 1, "specials": ["Destny"]})
    assert e.value.field == "specials" and "Destiny?" in str(e.value)
    with pytest.raises(MineError) as e:
        MineSpec.load({"games": 1, "goals": ["win"], "specials": ["Fame"]})
    assert e.value.field == "specials" and 'add "claim" to the goals' in str(e.value)
    with pytest.raises(MineError) as e:
        MineSpec.load({"games": 1, "specials": "Fame"})
    assert e.value.field == "specials"
    assert GOALS[-1] == "card"


def test_without_specials_named_every_special_in_play_is_looked_for_everywhere():
    s = _state([{"name": "Alice"}, {"name": "Bob"}], expansions=["echoes", "cities"])
    me = s.player("Alice")
    claim = KINDS["claim"]
    assert claim.ladders(s, me) == [[{"claim": n}] for n in s.specials]
    assert claim.screen(claim.ladders(s, me)) == {"claim": "special"}
    # named, but none near: nothing to ask the solver
    assert claim.ladders(s, me, ("Destiny", "History", "Fame", "Victory")) == []


def test_destiny_is_near_with_five_cards_in_the_forecast_not_four():
    four = _state(
        [{"name": "Alice", "forecast": ["Oars", "Bangle", "Bell", "Candles"]}, {"name": "Bob"}], expansions=["echoes"]
    )
    five = _state(
        [{"name": "Alice", "forecast": ["Oars", "Bangle", "Bell", "Candles", "Flute"]}, {"name": "Bob"}],
        expansions=["echoes"],
    )
    assert KINDS["claim"].ladders(four, four.player("Alice"), ("Destiny",)) == []
    assert KINDS["claim"].ladders(five, five.player("Alice"), ("Destiny",)) == [[{"claim": "Destiny"}]]


def test_history_is_near_with_three_echo_effects_showing_in_one_colour():
    # Bangle and Horseshoes show their echo effect when splayed up; Plumbing on top shows its own
    pile = ["Plumbing", "Horseshoes", "Bangle"]
    up = _state(
        [{"name": "Alice", "board": {"red": {"cards": pile, "splay": "up"}}}, {"name": "Bob"}], expansions=["echoes"]
    )
    flat = _state([{"name": "Alice", "board": {"red": pile}}, {"name": "Bob"}], expansions=["echoes"])
    assert NEAR["History"](up.player("Alice")) and not NEAR["History"](flat.player("Alice"))
    assert KINDS["claim"].ladders(up, up.player("Alice"), ("History",)) == [[{"claim": "History"}]]


def test_an_arrow_or_a_tuck_special_is_near_with_such_a_city_in_hand():
    s = _state(
        [{"name": "Alice", "hand": ["Guadalajara", "Hamburg"]}, {"name": "Bob", "hand": ["Oars"]}],
        expansions=["cities"],
    )
    alice, bob = s.player("Alice"), s.player("Bob")
    assert NEAR["Fame"](alice) and NEAR["Victory"](alice)  # an up arrow; a fountain
    assert not NEAR["Legend"](alice) and not NEAR["Fame"](bob) and not NEAR["Victory"](bob)
    two = KINDS["claim"].ladders(s, alice, ("Fame", "Victory"))
    assert two == [[{"claim": "Fame"}], [{"claim": "Victory"}]]
    assert KINDS["claim"].screen(two, ("Fame", "Victory")) == {"any": [{"claim": "Fame"}, {"claim": "Victory"}]}
    assert KINDS["claim"].screen(two[:1], ("Fame",)) is None  # one goal: its own search is the screen
    assert set(NEAR) <= set(ALL_SPECIALS)


def test_card_ladders_are_the_top_cards_of_an_opponent_a_compel_of_yours_reaches():
    # Excalibur compels opponents with at least as many castles as Alice shows
    board = {"red": ["Excalibur"]}
    reached = _state(
        [{"name": "Alice", "board": board}, {"name": "Bob", "board": {"red": ["Archery"], "green": ["Sailing"]}}],
        expansions=["artifacts"],
    )
    out = KINDS["card"].ladders(reached, reached.player("Alice"))
    tops = reached.player("Bob").top_cards()
    assert out == [[{"card": c, "zone": z}] for c in tops for z in ("board", "score", "hand", "supply")]
    assert KINDS["card"].screen(out) == {"any": [ladder[0] for ladder in out]}
    safe = _state(
        [
            {"name": "Alice", "board": {"red": ["Excalibur"], "yellow": ["Masonry"]}},
            {"name": "Bob", "board": {"green": ["Sailing"]}},
        ],
        expansions=["artifacts"],
    )
    assert KINDS["card"].ladders(safe, safe.player("Alice")) == []  # Bob shows fewer castles
    plain = _state(
        [{"name": "Alice", "board": {"red": ["Archery"]}}, {"name": "Bob", "board": {"red": ["Oars"]}}],
        expansions=["artifacts"],
    )
    assert KINDS["card"].ladders(plain, plain.player("Alice")) == []  # a demand is not a compel


def test_card_words_name_only_a_top_card_and_whose_it_is():
    card = KINDS["card"]
    assert card.words({"card": "Sailing", "zone": "board"}, 1, "Bob") == (
        "Take Sailing",
        "Bring Bob's top card Sailing onto your board with your next action.",
    )
    assert card.words({"card": "Sailing", "zone": "score"}, 2, "Bob")[1] == (
        "Bring Bob's top card Sailing into your score pile within your next 2 actions."
    )
    assert card.words({"card": "Sailing", "zone": "supply"}, 1, "Bob") == (
        "Return Sailing",
        "Send Bob's top card Sailing back to the supply with your next action.",
    )
    assert card.rule.startswith("Artifacts: ")


def test_a_small_spec_with_the_card_kind_mines_a_puzzle_whose_solution_compels():
    # seed 3: the second game's 94th position; Bill of Rights compels Bob to hand over a whole colour
    spec = {
        "name": "tk",
        "games": 2,
        "positions": 94,
        "bots": "random",
        "seed": 3,
        "expansions": ["artifacts"],
        "relics": True,
        "goals": ["card"],
        "budgets": [1],
        "max_positions": 1500,
    }
    df = mine(spec, workers=1, progress=False)
    assert len(df) == 1 and df.goal.iloc[0] == "card"
    assert "compel" in list(df.themes.iloc[0]) and df.first_move.iloc[0] == "dogma Bill of Rights"
    p = Puzzle.from_json(df.puzzle.iloc[0])
    card, start = p.goal.to_data()["card"], p.scenario.to_state()
    owner = next(q.name for q in start.players if q.name != p.solver)
    assert card in start.player(owner).top_cards()  # public: on top of the opponent's board
    assert df.goal_text.iloc[0].startswith(f"Bring {owner}'s top card {card} ")
    assert p.solve().solvable


def test_a_budget_of_three_is_mined_where_the_free_special_action_comes_first():
    from innovation_nb.puzzles.mine.miner import mine_position, positions

    spec = MineSpec.load(
        {
            "name": "b3",
            "games": 9,
            "bots": "random",
            "seed": 31,
            "expansions": ["artifacts"],
            "relics": True,
            "goals": ["achievements"],
            "budgets": [3],
            "max_positions": 1500,
        }
    )
    # seed 31, game 8, position 14: Alice has an Artifact on display and two actions after it
    for ply, g, seed in positions(spec, 8):
        if ply == 14:
            row = mine_position(spec, g, 8, ply, seed)
            break
    assert row is not None and row["budget"] == 3 and "display" in row["themes"]
    p = row["puzzle"]
    assert p.scenario.free_action and p.actions == 3 == p.turn_actions
    assert row["goal_text"] == "Hold 1 achievement within your next 3 actions."
    assert p.solve().solvable


@pytest.mark.parametrize("budgets", [[4], [1, 5], [0]])
def test_a_budget_beyond_a_turn_is_refused_naming_why(budgets):
    with pytest.raises(MineError) as e:
        MineSpec.load({"games": 1, "budgets": budgets})
    assert e.value.field == "budgets"
    assert ("crosses another player's turn" in str(e.value)) == (max(budgets) > 3)
