"""ScenarioEditor with the expansions: choosing them, the relics and the free action; the display, the forecast,
the relic area and each set's supply tops as places; refusals that leave the draft as it was."""

import copy
import json

import pytest
from test_widgets_editor import draft_position, ok, position_of, refused

from innovation_nb import Game
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS, RELICS
from innovation_nb.widgets import ScenarioEditor
from innovation_nb.widgets.editor import catalogue

BOTH = {
    "expansions": ["artifacts", "echoes"],
    "relics": True,
    "players": [
        {
            "name": "Ann",
            "board": {"red": ["Bangle"]},
            "display": "Holmegaard Bows",
            "achievements": ["Complex Numbers"],
        },
        {"name": "Ben", "forecast": ["Candles"], "hand": ["Dancing Girl"]},
    ],
    "supply": {1: ["Tools", "Dice"]},
}


def built_by_messages() -> ScenarioEditor:
    e = ScenarioEditor()
    for msg in [
        {"type": "set", "field": "expansions", "value": ["echoes", "artifacts"]},
        {"type": "set", "field": "relics", "value": True},
        {"type": "place", "card": "Bangle", "zone": "board", "player": 0},
        {"type": "place", "card": "Holmegaard Bows", "zone": "display", "player": 0},
        {"type": "place", "card": "Candles", "zone": "forecast", "player": 1},
        {"type": "place", "card": "Lever", "zone": "forecast", "player": 1, "position": "top"},
        {"type": "place", "card": "Complex Numbers", "zone": "achievements", "player": 0},
        {"type": "place", "card": "Ark of the Covenant", "zone": "hand", "player": 1},
        {"type": "place", "card": "Safety Pin", "zone": "score", "player": 1},
        {"type": "place", "card": "Tools", "zone": "supply"},
        {"type": "place", "card": "Dice", "zone": "supply"},
        {"type": "place", "card": "Dancing Girl", "zone": "supply", "position": "top"},
        {"type": "set", "field": "free_action", "value": True},
    ]:
        ok(e, msg)
    return e


def random_game_with_both() -> Game:
    g = Game.new(["Ann", "Ben", "Cat"], seed=4, expansions=("artifacts", "echoes"), relics=True)
    bot = RandomBot(4)
    for _ in range(60):
        g.answer(bot.answer(g.pending)) if g.pending is not None else g.apply(bot.action(g))
    while g.pending is not None:
        g.answer(bot.answer(g.pending))
    assert not g.over  # the seed is chosen so that the game is still on
    return g


def test_a_position_built_by_messages_is_what_they_said():
    e = built_by_messages()
    assert e.valid, e.problems
    s = e.scenario.to_state()
    assert s.expansions == ("artifacts", "echoes") and s.relics_on and s.free_action  # the rulebook's order
    ann, ben = s.players
    assert ann.display == "Holmegaard Bows" and ann.achievements == ["Complex Numbers"]
    assert ben.forecast == ["Lever", "Candles"] and ben.hand == ["Ark of the Covenant"] and ben.score == ["Safety Pin"]
    # each supply top goes to its own set's pile, in the order listed
    assert s.supply[0][-1] == "Tools"
    assert s.supplies["artifacts"][0][-1] == "Dancing Girl" and s.supplies["echoes"][0][-1] == "Dice"
    assert s.relics == [r for r in RELICS if r not in ("Complex Numbers", "Safety Pin")]
    snap = e.snapshot
    assert snap["sets"] == ["base", "artifacts", "echoes"]
    assert snap["relic_area"] == s.relics == snap["board"]["relics"]
    assert snap["placed"]["Holmegaard Bows"] == "players[0].display"
    assert snap["placed"]["Candles"] == "players[1].forecast"
    assert snap["specials"] == list(s.specials) and "Wealth" in snap["specials"]
    assert snap["board"]["players"][0]["display"] == "Holmegaard Bows"


@pytest.mark.parametrize(
    "make", [built_by_messages, lambda: ScenarioEditor(BOTH), lambda: ScenarioEditor(random_game_with_both())]
)
def test_the_export_loads_back_to_the_same_position(make):
    e = make()
    expected = draft_position(e)
    assert position_of(e.to_yaml()) == expected and position_of(e.to_json()) == expected
    for fmt in ("yaml", "json"):  # through the front end: the text shown, loaded by a new editor
        ok(e, {"type": "export", "format": fmt})
        again = ScenarioEditor()
        ok(again, {"type": "load", "text": e.snapshot["export"]["text"]})
        assert draft_position(again) == expected
        assert again.snapshot["sets"] == e.snapshot["sets"]
        assert again.snapshot["relic_area"] == e.snapshot["relic_area"]


def test_the_display_holds_one_card_and_cards_move_between_the_new_zones():
    e = ScenarioEditor(BOTH)
    ok(e, {"type": "place", "card": "Dancing Girl", "zone": "display", "player": 0})
    ann = e.draft["players"][0]
    assert ann["display"] == "Dancing Girl" and "Dancing Girl" not in e.draft["players"][1]["hand"]
    assert "Holmegaard Bows" not in e.snapshot["placed"]  # the card it replaced is unplaced again
    ok(e, {"type": "place", "card": "Dancing Girl", "zone": "forecast", "player": 0})
    assert ann is not e.draft["players"][0] and e.draft["players"][0]["display"] is None
    assert e.draft["players"][0]["forecast"] == ["Dancing Girl"]
    ok(e, {"type": "remove", "card": "Candles"})
    assert e.draft["players"][1]["forecast"] == []
    ok(e, {"type": "place", "card": "Candles", "zone": "display", "player": 1})  # any card of a set in play
    ok(e, {"type": "remove", "card": "Candles"})
    assert e.draft["players"][1]["display"] is None and e.valid


def test_relics_go_to_the_relic_area_and_come_back_from_it():
    e = ScenarioEditor(BOTH)
    assert "Complex Numbers" not in e.snapshot["relic_area"]
    ok(e, {"type": "place", "card": "Complex Numbers", "zone": "relics"})
    assert "Complex Numbers" in e.snapshot["relic_area"] and e.draft["players"][0]["achievements"] == []
    assert e.snapshot["relic_area"] == e.scenario.to_state().relics
    refused(e, {"type": "remove", "card": "Complex Numbers"}, "relic area already")
    ok(e, {"type": "place", "card": "Timbuktu", "zone": "hand", "player": 1})  # a Cities relic is in play too
    assert "Timbuktu" not in e.snapshot["relic_area"] and e.valid
    ok(e, {"type": "remove", "card": "Timbuktu"})
    assert "Timbuktu" in e.snapshot["relic_area"]


@pytest.mark.parametrize(
    "msg,words",
    [
        ({"type": "place", "card": "Bangle", "zone": "hand", "player": 0}, ["Echoes of the Past", "not in play"]),
        ({"type": "place", "card": "Dancing Girl", "zone": "supply"}, ["Artifacts of History", "add artifacts"]),
        ({"type": "place", "card": "Complex Numbers", "zone": "hand", "player": 0}, ["relic", "relics on"]),
        ({"type": "place", "card": "Archery", "zone": "display", "player": 0}, ["display", "Artifacts of History"]),
        ({"type": "place", "card": "Archery", "zone": "forecast", "player": 0}, ["forecast", "Echoes of the Past"]),
        ({"type": "place", "card": "Archery", "zone": "display"}, ["whose display"]),
        ({"type": "place", "card": "Archery", "zone": "relics", "player": 1}, ["belongs to no player"]),
        ({"type": "set", "field": "relics", "value": True}, ["add artifacts"]),
        ({"type": "set", "field": "free_action", "value": True}, ["add artifacts"]),
        ({"type": "set", "field": "relics", "value": "yes"}, ["true or false"]),
        ({"type": "set", "field": "expansions", "value": ["citys"]}, ["expansions[0]", "not an expansion"]),
        ({"type": "set", "field": "expansions", "value": ["figures"]}, ["not an expansion"]),
        ({"type": "set", "field": "expansions", "value": ["echoes", "echoes"]}, ["each expansion once"]),
        ({"type": "set", "field": "expansions", "value": "echoes"}, ["a list of expansions"]),
        ({"type": "set", "field": "expansions", "value": ["echoes", 3]}, ["malformed"]),
        ({"type": "place", "card": "Archery", "zone": "relic area"}, ["malformed"]),
    ],
)
def test_edits_of_sets_not_in_play_are_refused_and_change_nothing(msg, words):
    refused(ScenarioEditor(), msg, *words)


@pytest.mark.parametrize(
    "msg,words",
    [
        ({"type": "place", "card": "Bangle", "zone": "available"}, ["base set"]),
        ({"type": "place", "card": "Complex Numbers", "zone": "available"}, ["base set"]),
        ({"type": "place", "card": "Complex Numbers", "zone": "supply"}, ["relic", "never in a supply pile"]),
        ({"type": "place", "card": "Bangle", "zone": "relics"}, ["not a relic"]),
        (
            {"type": "set", "field": "expansions", "value": ["artifacts", "citys"]},
            ["expansions[1]", "not an expansion"],
        ),
    ],
)
def test_edits_against_the_expansions_rules_are_refused_and_change_nothing(msg, words):
    refused(ScenarioEditor(BOTH), msg, *words)


def test_turning_an_expansion_off_keeps_its_cards_and_lists_them_as_problems():
    e = ScenarioEditor(BOTH)
    ok(e, {"type": "set", "field": "free_action", "value": True})
    ok(e, {"type": "set", "field": "expansions", "value": ["echoes"]})
    assert e.draft["relics"] is False and e.draft["free_action"] is False  # options of Artifacts go with it
    assert e.draft["players"][0]["display"] == "Holmegaard Bows" and not e.valid
    ((field, message),) = e.problems
    assert field == "players[0].display" and "add artifacts" in message
    assert e.snapshot["relic_area"] == [] and e.snapshot["sets"] == ["base", "echoes"]
    ok(e, {"type": "remove", "card": "Holmegaard Bows"})
    assert e.problems[0][0] == "players[1].hand[0]" and "Dancing Girl" in e.problems[0][1]  # the next one
    ok(e, {"type": "undo"})
    ok(e, {"type": "undo"})
    assert e.valid and e.draft["expansions"] == ["artifacts", "echoes"] and e.draft["relics"] is True


def test_the_echoes_specials_are_listed_with_echoes_only():
    e = ScenarioEditor()
    assert e.snapshot["specials"] == ["Monument", "Empire", "World", "Wonder", "Universe"]
    ok(e, {"type": "set", "field": "expansions", "value": ["echoes"]})
    assert e.snapshot["specials"][5:] == ["Wealth", "Destiny", "Heritage", "History", "Supremacy"]
    assert e.snapshot["specials"] == e.scenario.to_state().specials
    e = ScenarioEditor(
        {"expansions": ["echoes"], "players": [{"name": "A", "achievements": ["Wealth"]}, {"name": "B"}]}
    )
    assert "Wealth" not in e.snapshot["specials"] and e.snapshot["specials"] == e.scenario.to_state().specials


def test_the_catalogue_offers_the_sets_asked_for_and_the_relics():
    assert catalogue() == catalogue(sets=("base",), relics=False)
    both = catalogue(sets=("base", "artifacts", "echoes"), relics=True)
    assert len(both) == 105 * 3 + len(RELICS)
    assert set(catalogue(sets=("echoes",))) == {c for c, d in CARDS.items() if d.set == "echoes" and not d.relic}
    assert catalogue(sets=(), relics=True) == sorted(RELICS, key=lambda r: (CARDS[r].age, r))
    assert catalogue("bow", sets=("artifacts",)) == ["Holmegaard Bows"]


def test_the_snapshot_stays_small_for_a_whole_game_export_with_both_expansions():
    e = ScenarioEditor(random_game_with_both())
    assert sum(len(v) for v in e.draft["supply"].values()) > 150  # every pile of three sets fixed
    sizes = {}
    for fmt in ("yaml", "json"):
        ok(e, {"type": "export", "format": fmt})
        sizes[fmt] = len(json.dumps(e.snapshot))
    assert max(sizes.values()) < 40_000, sizes
    before = copy.deepcopy(e.draft)
    refused(e, {"type": "place", "card": "Timbuktu", "zone": "supply"}, "never in a supply pile")
    assert e.draft == before


def test_the_docs_example_builds_a_valid_position(capsys):
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "scenarios.md").read_text(encoding="utf-8")
    section = text[text.index("### In the scenario editor") :]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    names = {}
    exec(code, names)
    ed = names["ed"]
    assert ed.valid and ed.scenario.to_state().supplies["echoes"][0][-1] == "Dice"
    assert "display: Holmegaard Bows" in capsys.readouterr().out


def test_the_static_picture_shows_the_display_and_the_relic_area():
    html = ScenarioEditor(BOTH).static_html()
    assert "Holmegaard Bows" in html and all(r in html for r in RELICS if r != "Complex Numbers")


def test_cities_is_chosen_like_the_other_expansions_and_brings_its_specials():
    ed = ScenarioEditor()
    assert ed.handle({"type": "set", "field": "expansions", "value": ["cities"]}), ed.error
    snap = ed.snapshot
    assert snap["draft"]["expansions"] == ["cities"] and snap["valid"]
    assert snap["specials"][-5:] == ["Legend", "Repute", "Fame", "Glory", "Victory"]
    assert ed.handle({"type": "place", "card": "Hamburg", "zone": "hand", "player": 0}), ed.error


def test_a_loaded_cities_position_shows_cities_and_its_specials():
    ed = ScenarioEditor()
    text = "players: [{name: Ann, hand: [Hamburg]}, {name: Ben}]\nexpansions: [cities]\n"
    assert ed.handle({"type": "load", "text": text}), ed.error
    snap = ed.snapshot
    assert snap["draft"]["expansions"] == ["cities"] and snap["valid"]
    assert {"Legend", "Repute", "Fame", "Glory", "Victory"} <= set(snap["specials"])
    ed.handle({"type": "set", "field": "expansions", "value": []})
    assert not {"Legend", "Repute"} & set(ed.snapshot["specials"])  # off again: only the base specials
