"""Bad input at every public entry point gets a project error (an InnovationError, a ValueError) that names the
field or input, echoes at most 80 characters of it, and changes nothing: documents, actions, answers, rewind,
seat names and widget messages. Saved games are in test_saves.py; generated inputs in test_properties.py."""

import json
import math

import pytest
import yaml
from helpers import position, start, step

from innovation_nb import Game, Scenario
from innovation_nb.documents import _JSON_STRING, MAX_DEPTH, parse_json, parse_yaml
from innovation_nb.engine.actions import Action, IllegalAction
from innovation_nb.engine.decisions import InvalidAnswer, Request
from innovation_nb.engine.game import GameError
from innovation_nb.errors import InnovationError
from innovation_nb.puzzles import Puzzle, PuzzleError
from innovation_nb.scenario import ScenarioError

TWO = "players: [{name: Ann}, {name: Ben}]\n"


def laughs(levels: int) -> str:
    """The 'billion laughs': each level is ten aliases of the one before (10 ** levels values, in ~500 bytes)."""
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for k in range(1, levels + 1):
        lines.append(f"a{k}: &a{k} [" + ", ".join([f"*a{k - 1}"] * 10) + "]")
    return "\n".join(lines) + f"\nplayers: *a{levels}\n"


def refused(call, error=InnovationError, match=None):
    """``call()`` raises ``error`` (a project error): its message is short, and returned for more checks."""
    with pytest.raises(error, match=match) as info:
        call()
    assert isinstance(info.value, InnovationError) and isinstance(info.value, ValueError)
    assert len(str(info.value)) < 1500
    return str(info.value)


# -- documents ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("levels", [7, 8, 9])
def test_nested_aliases_are_refused_before_anything_is_built(levels):
    text = laughs(levels)
    assert len(text) < 700
    msg = refused(lambda: Scenario.load(text), ScenarioError, "aliases expanded")
    assert "20,000 values" in msg
    refused(lambda: Puzzle.load("title: t\nrule: r\n" + text), PuzzleError, "aliases expanded")


def test_a_few_aliases_are_fine():
    s = Scenario.load("players: [{name: &first Ann, hand: [Archery]}, {name: Ben}]\ncurrent: *first\n")
    assert s.current == "Ann"


@pytest.mark.parametrize(
    "text",
    [
        "players: " + "[" * 100_000 + "]" * 100_000,
        "".join(" " * i + "- \n" for i in range(60)),
        '{"players": ' + "[" * 100_000 + "]" * 100_000 + "}",
        '{"players": [' + '{"a": ' * 40 + "1" + "}" * 40 + "]}",
    ],
)
def test_deep_nesting_is_refused_without_recursion(text):
    msg = refused(lambda: Scenario.load(text), ScenarioError, f"deeper than {MAX_DEPTH} levels")
    assert "Recursion" not in msg


def test_deep_nesting_in_a_dict_and_a_cycle_are_refused():
    deep = {"x": 1}
    for _ in range(100):
        deep = {"x": deep}
    refused(lambda: Scenario.load({"players": [], "title": deep}), ScenarioError, "nested deeper")
    loop = {"players": []}
    loop["title"] = loop
    refused(lambda: Scenario.load(loop), ScenarioError, "nested deeper")
    goal = {"not": "win"}
    for _ in range(100):
        goal = {"not": goal}
    refused(
        lambda: Puzzle.load({"title": "t", "rule": "r", "scenario": {"players": []}, "goal": goal}),
        PuzzleError,
        "nested deeper",
    )


def test_bytes_that_are_not_utf8_are_refused(tmp_path):
    bad = b"players:\n  - name: \xff\xfe\n"
    assert "byte 0xff at position 19" in refused(lambda: Scenario.load(bad), ScenarioError)
    refused(lambda: Puzzle.load(bad), PuzzleError, "not UTF-8")
    refused(lambda: Game.from_json(b'{"format": "\xff"}'), match="not UTF-8")
    path = tmp_path / "bad.yaml"
    path.write_bytes(bad)
    assert "bad.yaml" in refused(lambda: Scenario.load(path), ScenarioError, "not UTF-8")
    path.write_bytes(b"\xef\xbb\xbf" + TWO.encode())  # a byte-order mark is fine
    assert Scenario.load(path).players[1].name == "Ben"


def test_numbers_of_thousands_of_digits_are_refused():
    big = "9" * 5000
    refused(lambda: Scenario.load(TWO + f"seed: {big}\n"), ScenarioError, "5,000 digits")
    refused(
        lambda: Scenario.load('{"players": [{"name": "A"}, {"name": "B"}], "seed": %s}' % big),
        ScenarioError,
        "5,000 digits",
    )
    refused(
        lambda: Scenario.load({"players": [{"name": "A"}, {"name": "B"}], "seed": 10**5000}),
        ScenarioError,
        "more than 100 digits",
    )
    refused(lambda: Scenario.load(TWO + f"turn: '{big}'\n"), ScenarioError, "turn")
    assert Scenario.load(TWO + "seed: 123456789012345678901234567890\n").seed == 123456789012345678901234567890


def test_huge_lists_are_refused_early_with_a_size_error():
    names = ",".join(["x"] * 300_000)
    for text in (
        f"players: [{{name: A, hand: [{names}]}}, {{name: B}}]",
        '{"players": [{"name": "A", "hand": [%s]}]}' % ",".join(["1"] * 300_000),
    ):
        assert "20,000" in refused(lambda: Scenario.load(text), ScenarioError, "values")
    refused(
        lambda: Scenario.load({"players": [{"name": "A", "hand": ["Archery"] * 300_000}, {"name": "B"}]}),
        ScenarioError,
        r"players\[0\]\.hand: a list of 300,000 entries; the limit is 20,000",
    )
    refused(lambda: Scenario.load(TWO + "title: " + "x" * 1_000_001), ScenarioError, "the limit is 1,000,000")


@pytest.mark.parametrize(
    "text,field",
    [
        (TWO + "supply:\n  1: [Archery]\n  '1': [Oars]\n", "supply"),
        (TWO + "supply:\n  1: [Archery]\n  01: [Oars]\n", "supply"),
        (TWO + "seed: 1\nseed: 2\n", ""),
        ("players:\n  - name: A\n    board: {red: [Archery], red: [Oars]}\n  - name: B\n", "players[0].board"),
        ('{"players": [{"name": "A"}, {"name": "B"}], "supply": {"1": ["Archery"], " 1": ["Oars"]}}', "supply"),
    ],
)
def test_keys_naming_one_entry_twice_are_refused(text, field):
    with pytest.raises(ScenarioError) as info:
        Scenario.load(text)
    assert info.value.field == field and ("twice" in info.value.message or "same entry" in info.value.message)


def test_keys_naming_one_entry_twice_in_a_dict_are_refused():
    with pytest.raises(ScenarioError) as info:
        Scenario.load({"players": [{"name": "A"}, {"name": "B"}], "supply": {1: ["Archery"], "1": ["Oars"]}})
    assert info.value.field == "supply"
    with pytest.raises(ScenarioError) as info:
        Scenario.load({"players": [{"name": "A", "board": {"red": ["Archery"], "Red": ["Oars"]}}, {"name": "B"}]})
    assert info.value.field == "players[0].board" and "same pile" in info.value.message


def test_a_claimed_standard_achievement_is_an_age_1_to_9_card():
    msg = refused(
        lambda: Scenario.load({"players": [{"name": "A", "achievements": ["Software"]}, {"name": "B"}]}), ScenarioError
    )
    assert msg.startswith("players[0].achievements[0]: Software is age 10")
    assert Scenario.load({"players": [{"name": "A", "achievements": ["Computers"]}, {"name": "B"}]})


def test_unsafe_tags_several_documents_and_odd_sources_are_refused(tmp_path):
    refused(lambda: Scenario.load("players: !!python/object/apply:os.system ['true']"), ScenarioError, "unsafe tag")
    refused(lambda: Scenario.load(TWO + "---\n" + TWO), ScenarioError, "more than one YAML document")
    refused(lambda: Scenario.load("a\x00.yaml"), ScenarioError)
    refused(lambda: Scenario.load("x" * 5000 + ".yaml"), ScenarioError)
    refused(lambda: Scenario.load(3), ScenarioError, "cannot load a scenario from a int")
    refused(lambda: Scenario.load('{"players": NaN}'), ScenarioError, "NaN")
    big = tmp_path / "big.yaml"
    big.write_text(TWO + "title: " + "x" * 1_000_001)
    assert refused(lambda: Scenario.load(big), ScenarioError, "bytes long").startswith(repr(str(big)))


def test_echoed_values_are_cut_to_80_characters():
    long = "Z" * 10_000
    for call in (
        lambda: Scenario.load({"players": [{"name": "A", "hand": [long]}, {"name": "B"}]}),
        lambda: Scenario.load(
            {"players": [{"name": "A", "board": {"red": {"cards": [], "splay": long}}}, {"name": "B"}]}
        ),
        lambda: Game.new(["A", "B"], seed=1).apply("dogma " + long),
        lambda: Request("A", "color", ["red"]).check(long),
    ):
        msg = refused(call)
        assert "Z" * 81 not in msg and "Z" * 60 in msg


def test_a_messages_lists_the_first_ten_problems_and_counts_the_rest():
    with pytest.raises(ScenarioError) as info:
        Scenario.load({"players": [{"name": "A", "hand": list(range(40))}, {"name": "B"}]})
    assert len(info.value.errors) == 40
    assert str(info.value).count("\n") == 11 and "... and 30 more" in str(info.value)


# -- seat names --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name,problem",
    [
        ("Ann/board/red", "may not contain '/'"),
        ("", "needs a name"),
        ("  ", "needs a name"),
        (" Ann", "starts or ends with a space"),
        ("x" * 41, "at most 40 characters"),
        ("supply", "zone of the table"),
        ("Achievements", "zone of the table"),
        ("Removed", "zone of the table"),
        ("Ann\u200b", "invisible"),
        ("Ann\n", "starts or ends"),
        (7, "valid string"),
    ],
)
def test_seat_names_are_checked(name, problem):
    with pytest.raises(ScenarioError, match=problem) as info:
        Scenario.load({"players": [{"name": "Ben"}, {"name": name}]})
    assert info.value.field == "players[1].name"


def test_seat_names_are_distinct_and_names_like_these_are_fine():
    with pytest.raises(ScenarioError, match="two players are called 'Ann'") as info:
        Scenario.load({"players": [{"name": "Ann"}, {"name": "Ann"}]})
    assert info.value.field == "players[1].name"
    s = Scenario.load({"players": [{"name": "Zoë"}, {"name": "Ann-Marie O'Neil"}, {"name": "Player 3"}]})
    assert [p.name for p in s.to_game().players] == ["Zoë", "Ann-Marie O'Neil", "Player 3"]


# -- actions -----------------------------------------------------------------------------------------------
@pytest.fixture
def game():
    return position({"A": {"board": {"red": ["Archery"]}, "hand": ["Oars"]}, "B": {}})


@pytest.mark.parametrize(
    "action,match",
    [
        ("", "unknown action ''"),
        ("!!!", "unknown action '!!!'"),
        ("\u200bdraw", "unknown action"),
        ("achieve ²", "needs an age"),
        ("achieve 99999999999", "needs an age"),
        ("achieve", "needs an age"),
        ("meld", "unknown card ''"),
        ("dogma " + "x" * 500, "unknown card"),
        ("draw 3", "unknown action"),
        (Action("achieve", age="3"), "the age is a whole number"),
        (Action("achieve", age=True), "whole number"),
        pytest.param(Action("achieve", age=10**5000), "ages 1 to 9", id="huge-age"),
        (Action("fly"), "unknown action kind 'fly'"),
        (Action("meld", card=3), "a card is named by its title"),
        (Action("meld"), "a card is named"),
        (Action("draw", card="Oars"), "only 'meld', 'dogma' and 'return' name a card"),
        (Action("dogma", card="Archery", age=2), "only 'achieve' takes an age"),
        (3, "not an action"),
        (None, "not an action"),
        (["draw"], "not an action"),
    ],
)
def test_bad_actions_are_refused_and_change_nothing(game, action, match):
    before = game.to_json()
    msg = refused(lambda: game.apply(action), IllegalAction, match)
    assert game.why_illegal(action) == msg
    assert game.to_json() == before
    assert game.apply(Action("meld", card="Oars")).player("A").top("red") == "Oars"


def test_hand_made_actions_that_are_right_still_work(game):
    assert game.why_illegal(Action("draw")) is None
    assert game.why_illegal(Action("dogma", card="Archery")) is None
    assert "needs 5 points" in game.why_illegal(Action("achieve", age=1))


# -- answers -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind,options", [("cards", ["Archery", "Oars"]), ("order", ["Archery", "Oars"])])
@pytest.mark.parametrize("answer", [3, True, 1.5, math.inf, {"Archery": 1, "Oars": 2}, {"Archery"}, b"Oars"])
def test_cards_and_order_requests_refuse_what_is_not_titles(kind, options, answer):
    req = Request("A", kind, options, 1, 2)
    refused(lambda: req.check(answer), InvalidAnswer, "expected a card title or a list of titles")


@pytest.mark.parametrize(
    "answer,match",
    [
        (2.9, "whole number"),
        (True, "whole number"),
        (math.inf, "whole number"),
        (math.nan, "whole number"),
        ("2.9", "whole number"),
        ("²", "whole number"),
        pytest.param("9" * 5000, "whole number", id="long-digits"),
        pytest.param(10**5000, "not one of", id="huge"),
        ([2], "whole number"),
        (11, "not one of the allowed values"),
    ],
)
def test_value_requests_refuse_what_is_not_one_of_the_values(answer, match):
    req = Request("A", "value", list(range(1, 11)))
    refused(lambda: req.check(answer), InvalidAnswer, match)
    assert req.check(2) == 2 and req.check(" 3 ") == 3


@pytest.mark.parametrize(
    "kind,options,answer",
    [
        ("color", ["red", "blue"], 3),
        ("color", ["red", "blue"], ["red", "blue"]),
        ("player", ["A", "B"], True),
        ("choice", ["x", "y"], {"x": 1}),
        ("yes_no", [True, False], 1),
        ("yes_no", [True, False], ["yes"]),
    ],
)
def test_other_requests_refuse_answers_of_the_wrong_type(kind, options, answer):
    refused(lambda: Request("A", kind, options).check(answer), InvalidAnswer, "expected")


def test_a_refused_answer_to_a_real_request_changes_nothing():
    g = position(
        {
            "Alice": {"board": {"green": ["Mass Media"]}, "hand": ["Archery"], "score": ["Compass"]},
            "Bob": {"score": ["Tools"]},
        }
    )
    start(g, "Mass Media")
    step(g, "Archery")
    assert g.pending.kind == "value"
    before = g.to_json()
    for bad in (2.9, True, math.inf, "x", [3], {3: 3}, 0, 11):
        refused(lambda: g.answer(bad), InvalidAnswer)
    assert g.to_json() == before
    g.answer(7)
    f = Game.new(["A", "B"], seed=2)  # the first meld: a cards request
    before = f.to_json()
    for bad in (3, True, 1.5, math.inf, {f.pending.options[0]: 1}):
        refused(lambda: f.answer(bad), InvalidAnswer, "expected a card title")
    assert f.to_json() == before


# -- rewind and undo ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("to", ["3", 1.5, True, None, -1, 10**6, pytest.param(10**5000, id="huge")])
def test_rewind_refuses_anything_but_an_event_number(to):
    g = Game.new(["A", "B"], seed=3)
    while g.pending:
        g.answer(g.pending.options[0])
    before = g.to_json()
    msg = refused(lambda: g.rewind(to), GameError, "rewind")
    assert len(msg) < 200 and g.to_json() == before


@pytest.mark.parametrize("steps", ["1", 1.0, True, -2, None])
def test_undo_refuses_anything_but_a_count(steps):
    g = Game.new(["A", "B"], seed=3)
    before = g.to_json()
    refused(lambda: g.undo(steps), GameError, "undo")
    assert g.to_json() == before
    assert len(g.undo(2).events) == json.loads(before)["events"] - 2


def test_looking_up_a_player_who_is_not_seated():
    g = Game.new(["A", "B"], seed=3)
    for who in ("Zed", 2, True, None):
        msg = refused(lambda: g.player(who))
        assert "seat" in msg or "no player named" in msg
    with pytest.raises(KeyError):  # still a KeyError for code that catches one
        g.player("Zed")


# -- the readers used directly -----------------------------------------------------------------------------
def test_readers_give_plain_data_for_good_documents():
    assert parse_json('{"a": [1, "[[{"], "b": {"c": null}}') == {"a": [1, "[[{"], "b": {"c": None}}
    assert parse_yaml("base: &b {x: 1}\nc:\n  <<: *b\n  y: 2\n") == {"base": {"x": 1}, "c": {"x": 1, "y": 2}}
    assert yaml.safe_load(laughs(2))["players"][0][0][0] == "lol"  # the document itself is valid YAML


@pytest.mark.parametrize("who", ["Zed", ["A"], {"A": 1}, 3, True])
def test_answering_for_a_player_with_no_open_decision_is_refused(who):
    g = Game.new(["A", "B"], seed=2)
    before = g.to_json()
    refused(lambda: g.answer(g.pending.options[0], player=who), GameError, "has no decision to take now")
    assert g.to_json() == before


def test_keys_that_are_not_text_in_a_model_are_refused_with_the_field():
    with pytest.raises(ScenarioError, match="Keys should be strings") as info:
        Scenario.load("players:\n  - {name: A, board: {red: {0: x}}}\n  - {name: B}\n")
    assert info.value.field == "players[0].board.red[0]"
    refused(lambda: Scenario.load({"players": [{1: "x"}, {"name": "B"}]}), ScenarioError, "Keys should be strings")
    refused(
        lambda: Puzzle.load({"title": "t", "rule": "r", "scenario": {"players": [{3: 4}]}, "goal": "win"}),
        PuzzleError,
        r"scenario\.players\[0\]",
    )


def test_the_json_scan_takes_an_unterminated_string_to_the_end_in_one_match():
    # Were it to fail and start again at each later quote, '"\\"\\"...' would take quadratic time.
    text = '"' + '\\"' * 50_000
    assert _JSON_STRING.match(text).end() == len(text)
    assert _JSON_STRING.match('"a\\"b" tail').group() == '"a\\"b"'
    refused(lambda: Scenario.load('{"title": ' + text), ScenarioError, "not valid JSON")


def test_a_scenario_places_only_cards_of_the_sets_in_play():
    for where in ({"hand": ["Holmegaard Bows"]}, {"achievements": ["Timbuktu"]}, {"score": ["Complex Numbers"]}):
        with pytest.raises(
            ScenarioError,
            match="is (a card of Artifacts of History; this position is a game of "
            "the base set \\(add artifacts to expansions|a relic; relics are "
            "in play only with relics)",
        ) as info:
            Scenario.load({"players": [{"name": "A", **where}, {"name": "B"}]})
        assert info.value.field.startswith("players[0].")


def test_studies_and_progress_files_are_read_within_the_same_limits(tmp_path):
    from innovation_nb.puzzles.record import PuzzleRecord, RecordError
    from innovation_nb.simulate.study import Study, StudyError

    for text in ("[" * 5000, b"\xff", '{"players": ' + "9" * 5000 + "}", '{"games": 1, "games": 2}'):
        refused(lambda: Study.load(text), StudyError, "not valid JSON")
    path = tmp_path / "progress.json"
    path.write_text("[" * 5000)
    refused(lambda: PuzzleRecord(path), RecordError, "deeper than 32 levels")


@pytest.mark.parametrize(
    "teams", [3, "AB", [["A", "B"]], [["A", "B"], ["C", ["D"]]], [["A", "B"], ["C", "E"]], [{"A": 1}, ["C", "D"]]]
)
def test_new_games_refuse_teams_that_are_not_two_pairs(teams):
    refused(lambda: Game.new(["A", "B", "C", "D"], teams=teams), GameError, "teams: give two pairs")
    assert Game.new(["A", "B", "C", "D"], teams=[["A", "C"], ["B", "D"]]).state.team_game


def test_a_wrong_answer_names_a_few_options_not_all():
    from innovation_nb.cards.data import CARDS_BY_AGE
    from innovation_nb.engine.decisions import InvalidAnswer, Request

    titles = [c for age in (1, 2, 3, 4, 5, 6) for c in CARDS_BY_AGE[age]][:60]
    req = Request("Ann", "cards", titles, 1, 1)
    for answer, kind in (("Software", "cards"), (99, "value")):
        r = req if kind == "cards" else Request("Ann", "value", list(range(60)), 1, 1)
        with pytest.raises(InvalidAnswer) as info:
            r.check(answer)
        msg = str(info.value)
        assert len(msg) < 300 and "and 52 more" in msg
