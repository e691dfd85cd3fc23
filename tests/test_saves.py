"""Saved games: versioned, and fully checked on load — the envelope, the start position (by the same checks as a
scenario), the inputs replayed to the saved position; a refused save names the field and the problem."""

import json

import pytest
from helpers import position

from innovation_nb import Game, Scenario
from innovation_nb.engine.saves import VERSION, SaveError
from innovation_nb.scenario import ScenarioError


def opened():
    """A new game just after the first melds and one draw (its start position is before the deal)."""
    g = Game.new(["Ann", "Ben"], seed=3)
    while g.pending:
        g.answer(g.pending.options[0])
    return g.apply("draw")


def from_scenario():
    """A game from a position in play, with a splayed pile, then one draw."""
    g = position({"Ann": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}}, "Ben": {}})
    return g.apply("draw")


SAVES = {"new": opened, "scenario": from_scenario}


def edited(kind, change):
    d = json.loads(SAVES[kind]().to_json())
    change(d)
    return d


def refused(d, field, match):
    with pytest.raises(SaveError, match=match) as info:
        Game.from_json(json.dumps(d) if not isinstance(d, str) else d)
    assert info.value.field == field, str(info.value)
    assert isinstance(info.value, ValueError) and len(str(info.value)) < 600
    return info.value


@pytest.mark.parametrize("kind", SAVES)
def test_a_save_carries_its_version_and_loads_back_identically(kind):
    g = SAVES[kind]()
    text = g.to_json()
    assert json.loads(text)["version"] == VERSION == 2
    h = Game.from_json(text)
    assert h.to_json() == text and Game.from_json(text.encode()).to_json() == text
    assert Game.from_json(json.loads(text)).to_json() == text


def test_a_version_1_save_still_loads():
    d = json.loads(opened().to_json())
    assert "achievements_needed" not in d["initial"]  # written only when a position sets it
    d["version"] = 1
    assert Game.from_json(json.dumps(d)).state.achievements_needed is None


@pytest.mark.parametrize(
    "text,field,match",
    [
        ("null", "", "not null"),
        ("[]", "", "not a list"),
        ('"save"', "", "not a str"),
        ("3", "", "not a int"),
        ("{}", "format", "not a saved innovation_nb game"),
        ('{"format": "innovation_nb/game"}', "version", "has none"),
        ("", "", "not valid JSON"),
        ("[" * 50 + "]" * 50, "", "deeper than 32"),
    ],
)
def test_what_is_not_a_save_is_refused(text, field, match):
    refused(text, field, match)


@pytest.mark.parametrize("version", [999, 0, -1, "2", True, None, 2.0])
def test_an_unknown_version_is_refused(version):
    refused(edited("new", lambda d: d.update(version=version)), "version", "not one this innovation_nb reads")


@pytest.mark.parametrize("key", ["initial", "inputs", "events", "position"])
def test_a_missing_field_is_named(key):
    refused(edited("new", lambda d: d.pop(key)), key, "required")


@pytest.mark.parametrize("cut", [1, 10, 100, 1000, -1, -2, -10])
def test_a_cut_save_is_refused(cut):
    text = opened().to_json()
    refused(text[:cut], "", "not valid JSON")


@pytest.mark.parametrize(
    "kind,change,field,match",
    [
        (
            "new",
            lambda d: d["initial"]["removed"].append(d["initial"]["supply"]["1"][0]),
            "initial.supply.1[0]",
            "already placed at removed",
        ),
        ("new", lambda d: d["initial"]["supply"]["1"].pop(), "initial.supply", r"1 card\(s\) are nowhere"),
        (
            "scenario",
            lambda d: (
                d["initial"]["players"][0]["board"]["red"].update(cards=["Oars"]),
                d["initial"]["removed"].append("Archery"),
            ),
            "initial.players[0].board.red.splay",
            "a pile of 1 card",
        ),
        (
            "scenario",
            lambda d: d["initial"].update(actions_left=5),
            "initial.actions_left",
            "1 or 2 actions left, not 5",
        ),
        ("new", lambda d: d["initial"].update(actions_left=5), "initial.actions_left", "does not fit"),
        (
            "new",
            lambda d: d["initial"]["players"].extend([dict(d["initial"]["players"][0], name=n) for n in "CDE"]),
            "initial.players",
            "2 to 4 players, got 5",
        ),
        ("new", lambda d: d["initial"].update(edition="fourth"), "initial.edition", "'third' or 'first', not 'fourth'"),
        ("new", lambda d: d["initial"]["players"][1].update(name="Ann/board/red"), "initial.players[1].name", "'/'"),
        ("new", lambda d: d["initial"]["players"][1].update(name="Ann"), "initial.players[1].name", "two players"),
        ("new", lambda d: d["initial"]["players"][0].update(team=0), "initial.players[1].team", "every player"),
        ("new", lambda d: d["initial"]["players"][0].update(hand="Oars"), "initial.players[0].hand", "valid list"),
        ("new", lambda d: d["initial"]["players"][0].update(tucked=-1), "initial.players[0].tucked", "greater than"),
        ("new", lambda d: d["initial"].update(extra_achievement="yes"), "initial.extra_achievement", "boolean"),
        ("new", lambda d: d["initial"].update(current=True), "initial.current", "integer"),
        ("new", lambda d: d["initial"].update(phase="over"), "initial.phase", "'setup' or 'play'"),
        ("scenario", lambda d: d["initial"].update(current=7), "initial.current", "there is no seat 7"),
        ("scenario", lambda d: d["initial"].update(frames=[{}]), "initial.frames", "between actions"),
        ("scenario", lambda d: d["initial"].update(result={"winners": []}), "initial.result", "not over"),
        (
            "scenario",
            lambda d: d["initial"]["players"][0]["board"]["red"].update(splay="diagonal"),
            "initial.players[0].board.red.splay",
            "'left', 'right' or 'up'",
        ),
        (
            "scenario",
            lambda d: d["initial"]["players"][0]["board"]["red"].update(cards=["Oars", "Oars"]),
            "initial.players[0].board.red.cards[0]",
            "Oars is already placed at players",
        ),
        (
            "scenario",
            lambda d: d["initial"]["players"][0].update(achievements=["Software"]),
            "initial.players[0].achievements[0]",
            "already placed|age 10",
        ),
        ("scenario", lambda d: d["initial"].update(achievements_needed=0), "initial.achievements_needed", "1 to 14"),
        ("scenario", lambda d: d["initial"]["supply"].update({"11": []}), "initial.supply.11", "Input should be"),
    ],
)
def test_an_impossible_start_position_is_refused(kind, change, field, match):
    refused(edited(kind, change), field, match)


@pytest.mark.parametrize(
    "change,field,match",
    [
        (lambda d: d["inputs"].__setitem__(2, ["action", "dogma Zzz"]), "inputs[2]", "unknown card 'Zzz'"),
        (lambda d: d["inputs"].__setitem__(2, ["act", "draw"]), "inputs[2]", "an 'action' or an 'answer'"),
        (lambda d: d["inputs"].__setitem__(2, ["answer", "draw"]), "inputs[2]", "waits for an action here"),
        (lambda d: d["inputs"].__setitem__(0, ["action", "draw"]), "inputs[0]", "waits for an answer here"),
        (lambda d: d["inputs"].__setitem__(0, ["answer", {"x": 1}]), "inputs[0]", "an answer is a title"),
        (lambda d: d["inputs"].__setitem__(0, "draw"), "inputs[0]", "an input is"),
        (lambda d: d["inputs"].__setitem__(0, ["answer", 3]), "inputs[0]", "expected a card title"),
        (lambda d: d.update(events=3), "inputs[0]", "never used"),
        (lambda d: d.update(events=300), "events", "inputs end"),
        (lambda d: d.update(events="3"), "events", "valid integer"),
        (lambda d: d.update(events=-1), "events", "greater than or equal to 0"),
        (lambda d: d.update(inputs={"a": 1}), "inputs", "valid list"),
        (lambda d: d["position"].update(turn=9), "position", "does not replay to its saved position.*position.turn"),
        (lambda d: d["position"]["players"][0].update(hand=[]), "position", r"position\.players\[0\]\.hand"),
        (lambda d: d.update(position=[]), "position", "valid dictionary"),
    ],
)
def test_inputs_that_do_not_replay_are_refused(change, field, match):
    refused(edited("new", change), field, match)


def test_an_extra_trailing_action_is_an_action_started_but_not_stepped():
    g = opened()
    d = json.loads(g.to_json())
    d["inputs"].append(["action", "draw"])
    h = Game.from_json(json.dumps(d))
    assert h.resolving and h.state.to_dict() == g.state.to_dict()


def test_a_save_mid_dogma_and_of_a_start_position_round_trip():
    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {"hand": ["Archery"]}})
    g.apply("dogma Writing", run=False)
    g.step()
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    s = Scenario.load(
        {
            "phase": "start",
            "players": [{"name": "A", "hand": ["Oars", "Writing"]}, {"name": "B", "hand": ["Archery"]}],
            "achievements_needed": 4,
        }
    )
    g = s.to_game()
    g.answer("Oars")
    h = Game.from_json(g.to_json())
    assert h.to_json() == g.to_json() and h.state.achievements_needed == 4 and h.pending.player == "B"


def test_a_huge_save_is_refused_before_parsing():
    refused('{"format": "innovation_nb/game", "x": "' + "y" * 1_000_001 + '"}', "", "limit is 1,000,000")
    with pytest.raises(SaveError, match="more than 300,000 values"):
        Game.from_json(edited("new", lambda d: d.update(inputs=[["action", "draw"]] * 200_000)))


def test_a_refused_save_echoes_at_most_80_characters():
    err = refused(
        edited("new", lambda d: d["initial"]["players"][0].update(name="x" * 5000)),
        "initial.players[0].name",
        "at most 40 characters",
    )
    assert "x" * 81 not in str(err)
    err = refused(edited("new", lambda d: d.update(version="v" * 5000)), "version", "not one")
    assert "v" * 81 not in str(err)


def artifacts_save() -> dict:
    from innovation_nb.bots import RandomBot

    g = Game.new(["Ann", "Ben"], seed=3, expansions=("artifacts",), relics=True)
    bot = RandomBot(1)
    for _ in range(40):
        if g.pending:
            g.answer(bot.answer(g.pending))
        else:
            g.apply(bot.action(g))
    text = g.to_json()
    assert Game.from_json(text).to_json() == text
    return json.loads(text)


@pytest.mark.parametrize(
    "change,field,match",
    [
        (lambda d: d["initial"]["supplies"]["artifacts"]["1"].pop(), "initial", "cards lost"),
        (lambda d: d["initial"]["relics"].append(d["initial"]["relics"][0]), "initial", "is both in"),
        (lambda d: d["initial"].update(expansions=["citys"]), "initial.expansions[0]", "is not an expansion"),
        (lambda d: d["initial"].update(expansions=["artifacts", "artifacts"]), "initial.expansions", "each"),
        (lambda d: d["initial"]["players"][1].update(name="Ann"), "initial.players", "distinct"),
        (lambda d: d["initial"].update(edition="fourth"), "initial.edition", "not 'fourth'"),
        (lambda d: d["initial"].update(actions_left=2), "initial", "no actions left"),
        (lambda d: d["initial"]["players"][0].update(display=7), "initial.players[0].display", "valid string"),
    ],
)
def test_a_save_with_expansions_is_checked_too(change, field, match):
    d = artifacts_save()
    change(d)
    refused(d, field, match)


def test_a_save_where_a_player_has_lost_is_checked_on_the_state():
    from helpers import artifacts_game
    from test_losing import THREE, with_lost

    g = with_lost(artifacts_game(THREE), "Bob")
    g.apply("draw")
    d = json.loads(g.to_json())
    assert Game.from_json(d).player("Bob").lost
    with pytest.raises(ScenarioError, match="Bob has lost"):
        Scenario.from_state(g.state)
    d["initial"]["current"] = 1  # Bob's turn, though he has left the game
    refused(d, "initial", "still in the game")
    d["initial"]["current"] = 0
    for p in d["initial"]["players"]:
        p["lost"] = True
    refused(d, "initial.players", "every player has lost")


@pytest.mark.parametrize("expansions", [("echoes",), ("artifacts", "echoes")])
def test_a_save_with_echoes_keeps_the_forecasts_and_is_checked(expansions):
    from innovation_nb.bots import RandomBot

    g = Game.new(["Ann", "Ben"], seed=5, expansions=expansions)
    bot = RandomBot(2)
    for _ in range(60):
        if g.result is not None:
            break
        g.answer(bot.answer(g.pending)) if g.pending else g.apply(bot.action(g))
    text = g.to_json()
    again = Game.from_json(text)
    assert again.state.to_dict() == g.state.to_dict()
    d = json.loads(text)
    d["initial"]["players"][0]["forecast"].append(d["initial"]["supply"]["2"][0])
    refused(d, "initial", "is both in")
    d = json.loads(text)
    d["initial"]["players"][0]["forecast"] = "Bangle"
    refused(d, "initial.players[0].forecast", "valid list")


@pytest.mark.parametrize("expansions", [("cities",), ("artifacts", "echoes", "cities")])
def test_a_save_with_cities_keeps_the_city_piles_and_is_checked(expansions):
    from innovation_nb.bots import RandomBot

    g = Game.new(["Ann", "Ben"], seed=6, expansions=expansions)
    bot = RandomBot(3)
    for _ in range(60):
        if g.result is not None:
            break
        g.answer(bot.answer(g.pending)) if g.pending else g.apply(bot.action(g))
    text = g.to_json()
    assert Game.from_json(text).state.to_dict() == g.state.to_dict()
    d = json.loads(text)
    d["initial"]["supplies"]["cities"]["1"].pop()
    refused(d, "initial", "cards lost")


def test_a_save_keeps_an_endorse_of_the_turn():
    from helpers import cities_game

    g = cities_game(
        {"Ann": {"board": {"blue": ["Writing"], "red": ["Athens"]}, "hand": ["Oars"]}, "Ben": {}}, actions_left=2
    )
    g.apply("endorse Writing")
    assert g.pending is None and g.state.endorsed and g.state.actions_left == 1
    again = Game.from_json(g.to_json())
    assert again.state.endorsed and "endorsed this turn already" in again.why_illegal("endorse Writing")
    d = json.loads(g.to_json())
    d["initial"]["endorsed"] = "yes"
    refused(d, "initial.endorsed", "valid boolean")
