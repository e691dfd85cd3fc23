"""The goals of the expansions' own things: an opponent compelled (Artifacts), a forecast's size (Echoes), the
fountains shown (Cities) — each met and not met, its errors naming the field, and its words."""

from __future__ import annotations

from innovation_nb.cards.data import COLORS
from innovation_nb.engine.state import Pile
from innovation_nb.puzzles import Puzzle, parse_goal
from innovation_nb.puzzles.goals import Compelled, Forecast, Fountains, GoalContext
from tests.test_puzzles import at, fails, judge, puzzle, two

# Excalibur: "I compel" only, featuring castles (2 on the card); Archery shows 2 castles, Oars 2.
COMPEL = two(
    {"board": {"red": ["Excalibur"]}},
    {"board": {"red": ["Archery"]}},
    expansions=["artifacts"],
    supply={1: ["Tools", "Pottery", "Writing"]},
)


def test_compelled_goal_needs_as_many_of_the_icon_or_more():
    state, ctx = at(COMPEL)
    ok, why = judge({"compelled": "Excalibur"}, state, ctx)  # the only opponent by default
    assert ok and why.startswith("Bob shows") and "at least as many as Alice's" in why
    state.player("Bob").board[COLORS.index("red")] = Pile()  # Bob shows no castle: out of reach of a compel
    ok, why = judge({"compelled": "Excalibur", "player": "Bob"}, state, ctx)
    assert not ok and why == "Bob shows 0 castles, fewer than Alice's 2"
    state.player("Alice").board[COLORS.index("red")] = Pile()
    ok, why = judge({"compelled": "Excalibur", "player": "Bob"}, state, ctx)
    assert not ok and "not a top card on Alice's board" in why


def test_compelled_goal_is_the_opposite_of_vulnerable():
    state, ctx = at(COMPEL)
    assert judge({"compelled": "Excalibur"}, state, ctx)[0]
    # Treaty of Kadesh has a compel: the same counts that compel Bob would leave him safe from a demand
    state2, ctx2 = at(
        two({"board": {"blue": ["Treaty of Kadesh"]}}, {"board": {"red": ["Archery"]}}, expansions=["artifacts"])
    )
    assert judge({"compelled": "Treaty of Kadesh"}, state2, ctx2)[0]


def test_a_card_on_display_reaches_with_its_display_bonus():
    # Excalibur on Alice's display: the free special action would dogma it, its own 2 castles added to Alice's
    # count (the display bonus): Bob with 2 castles is compelled, with 1 he is not
    shown = two(
        {"display": "Excalibur"}, {"board": {"red": ["Archery"]}}, expansions=["artifacts"], supply={1: ["Tools"]}
    )
    state, ctx = at(shown)
    assert judge({"compelled": "Excalibur"}, state, ctx) == (
        True,
        "Bob shows 2 castles, at least as many as Alice's 2 (2 of them on the displayed card)",
    )
    state.player("Bob").board[COLORS.index("red")] = Pile(["City States"])  # 1 castle
    assert judge({"compelled": "Excalibur"}, state, ctx) == (
        False,
        "Bob shows 1 castle, fewer than Alice's 2 (2 of them on the displayed card)",
    )
    state.player("Alice").display = None
    assert judge({"compelled": "Excalibur"}, state, ctx) == (
        False,
        "Excalibur is not a top card on Alice's board, nor on display",
    )


def test_compelled_goal_errors_name_the_field():
    fails(puzzle(scenario=COMPEL, goal={"compelled": "Archery"}, budget=1), "goal.compelled", "no compel effect")
    fails(puzzle(scenario=COMPEL, goal={"compelled": "Excalibr"}, budget=1), "goal.compelled", "Excalibur")
    fails(
        puzzle(scenario=COMPEL, goal={"compelled": "Excalibur", "player": "Alice"}, budget=1), "goal.player", "own card"
    )
    fails(
        puzzle(scenario=COMPEL, goal={"compelled": "Excalibur", "player": "Carol"}, budget=1),
        "goal.player",
        "not seated",
    )
    four = {
        "players": [
            {"name": "Ann", "board": {"red": ["Excalibur"]}},
            {"name": "Bea"},
            {"name": "Cid"},
            {"name": "Dan"},
        ],
        "expansions": ["artifacts"],
        "supply": {1: ["Tools"]},
    }
    fails(puzzle(scenario=four, goal={"compelled": "Excalibur"}, budget=1), "goal.player", "several opponents")
    teams = {**four, "teams": [["Ann", "Cid"], ["Bea", "Dan"]]}
    fails(puzzle(scenario=teams, goal={"compelled": "Excalibur", "player": "Cid"}, budget=1), "goal.player", "teammate")


def test_compelled_goal_words():
    state, ctx = at(COMPEL)
    g = parse_goal({"compelled": "Excalibur", "player": "Bob"})
    assert isinstance(g, Compelled)
    assert g.describe(ctx) == "Bob would be compelled by Alice's Excalibur"
    assert g.describe() == "Bob would be compelled by your Excalibur"
    assert g.to_data() == {"compelled": "Excalibur", "player": "Bob"}


ECHOES = two(
    {"board": {"red": ["Archery"]}, "forecast": ["Oars"]},
    {"board": {"blue": ["Writing"]}},
    expansions=["echoes"],
    supply={1: ["Tools", "Pottery", "Agriculture"]},
)


def test_forecast_goal_counts_the_cards_in_the_forecast():
    state, ctx = at(ECHOES)
    ok, why = judge({"forecast": 1}, state, ctx)
    assert ok and why == "Alice has 1 card in their forecast"
    ok, why = judge({"forecast": 2}, state, ctx)
    assert not ok and why == "Alice has 1 card in their forecast; 2 needed"
    assert not judge({"forecast": 1, "player": "Bob"}, state, ctx)[0]
    state.player("Alice").forecast.append("Tools")
    assert judge({"forecast": 2}, state, ctx)[0]


def test_forecast_goal_names_no_card_and_needs_echoes():
    g = parse_goal({"forecast": 2})
    assert isinstance(g, Forecast)
    assert g.describe() == "your forecast holds 2 cards"
    assert g.describe(GoalContext("Alice", at(ECHOES)[0])) == "Alice's forecast holds 2 cards"
    assert g.to_data() == {"forecast": 2}
    fails(puzzle(goal={"forecast": 1}), "goal.forecast", "Echoes of the Past", "add echoes")
    fails(puzzle(scenario=ECHOES, goal={"forecast": 0}, budget=1), "goal.forecast", "greater than or equal to 1")
    fails(puzzle(scenario=ECHOES, goal={"forecast": 1}, budget=1), "goal", "already holds")
    assert Puzzle.load(puzzle(scenario=ECHOES, goal={"forecast": 2}, budget=1)).goal.forecast == 2


# Hamburg (Cities, green, age 8) shows a fountain in its fourth slot while it is the top card.
CITIES = two(
    {"board": {"green": ["Hamburg"]}},
    {"board": {"blue": ["Writing"]}},
    expansions=["cities"],
    supply={1: ["Tools", "Pottery", "Agriculture"]},
)


def test_fountains_goal_counts_the_visible_fountains():
    state, ctx = at(CITIES)
    ok, why = judge({"fountains": 1}, state, ctx)
    assert ok and why == "Alice shows 1 fountain"
    ok, why = judge({"fountains": 2}, state, ctx)
    assert not ok and why == "Alice shows 1 fountain, 2 needed"
    ok, why = judge({"fountains": 1, "player": "Bob"}, state, ctx)
    assert not ok and why == "Bob shows 0 fountains, 1 needed"
    state.player("Alice").board[COLORS.index("green")] = Pile(["Hamburg", "Clothing"])  # covered, not splayed: hidden
    assert not judge({"fountains": 1}, state, ctx)[0]


def test_fountains_goal_words_and_errors():
    g = parse_goal({"fountains": 2})
    assert isinstance(g, Fountains) and g.describe() == "your board shows at least 2 fountains"
    fails(puzzle(goal={"fountains": 1}), "goal.fountains", "Cities of Destiny", "add cities")
    fails(puzzle(scenario=CITIES, goal={"fountains": 1}, budget=1), "goal", "already holds")


def test_nobody_is_vulnerable_to_a_card_with_only_a_compel():
    # Treaty of Kadesh's only "I" effect is a compel: it reaches those with as many castles or more, never fewer
    kadesh = two(
        {"board": {"blue": ["Treaty of Kadesh"]}},
        {"board": {"red": ["Archery"]}},
        expansions=["artifacts"],
        supply={1: ["Tools"]},
    )
    fails(
        puzzle(scenario=kadesh, goal={"vulnerable": "Treaty of Kadesh", "player": "Bob"}, budget=1),
        "goal.vulnerable",
        "no demand effect",
    )
    from innovation_nb.puzzles.mine.kinds import KINDS

    state, _ = at(kadesh)
    assert KINDS["vulnerable"].ladders(state, state.player("Alice")) == []


def test_a_card_of_demands_only_is_shared_where_an_echo_effect_shows_with_it():
    # Societies has only a demand; Flute beneath it, splayed left, shows its echo effect, which the dogma runs
    # first and Bob (2 crowns against Alice's 2) shares: the goal asks the rules (DogmaPlan), as the game would
    echo = two(
        {"board": {"purple": {"cards": ["Societies", "Flute"], "splay": "left"}}},
        {"board": {"purple": ["Code of Laws"]}},
        expansions=["echoes"],
        supply={1: ["Tools"]},
    )
    state, ctx = at(echo)
    assert judge({"shares": "Societies", "player": "Bob", "by": "Alice"}, state, ctx) == (
        True,
        "Bob shows 2 crowns, at least as many as Alice's 2",
    )
    state.player("Alice").pile("purple").splay = None  # Flute's echo effect no longer shows
    assert judge({"shares": "Societies", "player": "Bob", "by": "Alice"}, state, ctx) == (
        False,
        "Societies has only demands and no echo effect shows with it on Alice's board: there is nothing to share",
    )
    # without Echoes no echo effect can ever show: the goal is refused
    fails(
        puzzle(
            scenario=two({"board": {"purple": ["Societies"]}}, {"board": {"purple": ["Code of Laws"]}}),
            goal={"shares": "Societies", "player": "Bob", "by": "Alice"},
            budget=1,
        ),
        "goal.shares",
        "only demands",
        "nothing to share",
    )


def test_a_card_drawn_straight_into_the_forecast_is_foreshadowed():
    from innovation_nb.puzzles.play import Move
    from innovation_nb.puzzles.themes import replay, themes_of

    # Bell: draw a 2 and foreshadow it (Alice shows Bell's icons; Bob shows none, so he does not share)
    p = Puzzle.model_validate(
        puzzle(
            scenario=two(
                {"board": {"purple": ["Bell"]}}, {}, expansions=["echoes"], supply={2: ["Calendar", "Mathematics"]}
            ),
            goal={"forecast": 1},
            budget=1,
        )
    )
    r = replay(p, [Move("Alice", "action", "dogma Bell")])
    assert [e.kind for e in r.events if e.kind in ("draw", "foreshadow")] == ["draw"]
    assert "forecast" in themes_of(r)
