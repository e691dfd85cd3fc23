"""ScenarioEditor, driven as the front end drives it: edit messages in, snapshots out."""

import copy
import json

import pytest
from helpers import displayed

from innovation_nb import Game
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS
from innovation_nb.scenario import Scenario, ScenarioError
from innovation_nb.widgets import DogmaStepper, GameWidget, ScenarioEditor
from innovation_nb.widgets.editor import catalogue

MIDGAME = {
    "title": "Mid-game",
    "players": [
        {
            "name": "Ann",
            "hand": ["Calendar", "Optics"],
            "score": ["Sailing", "Mathematics"],
            "achievements": [2, "Monument"],
            "board": {
                "red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "right"},
                "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                "purple": ["Philosophy"],
            },
        },
        {
            "name": "Ben",
            "hand": ["Clothing"],
            "score": ["Pottery"],
            "board": {"green": ["The Wheel"], "blue": ["Translation"], "purple": ["Mysticism"]},
        },
        {"name": "Cat", "board": {"yellow": ["Domestication"], "red": ["Construction"]}, "hand": ["Code of Laws"]},
    ],
    "current": "Ann",
    "actions_left": 2,
    "turn": 6,
    "supply": {1: ["City States"]},
}


def position_of(source) -> dict:
    return Scenario.load(source).to_state().to_dict()


def draft_position(e: ScenarioEditor) -> dict:
    return position_of(copy.deepcopy(e.draft))


def ok(e, msg):
    assert e.handle(msg), e.error
    assert e.error == ""


def refused(e, msg, *words):
    """The message is refused with an error naming ``words``; the draft and the snapshot stay as they were."""
    draft, snap, hist = copy.deepcopy(e.draft), copy.deepcopy(e.snapshot), len(e.history)
    assert not e.handle(msg)
    for w in words:
        assert w.lower() in e.error.lower(), (w, e.error)
    assert e.draft == draft and e.snapshot == snap and len(e.history) == hist
    return e.error


def pile(e, seat, color):
    return e.draft["players"][seat]["board"].get(color)


# -- export ---------------------------------------------------------------------------------------------


def built_by_messages() -> ScenarioEditor:
    e = ScenarioEditor()
    for msg in [
        {"type": "add_player", "name": "Cat"},
        {"type": "place", "card": "Archery", "zone": "board", "player": 0},
        {"type": "place", "card": "Metalworking", "zone": "board", "player": 0, "position": "bottom"},
        {"type": "place", "card": "Oars", "zone": "board", "player": 0, "position": "top"},
        {"type": "splay", "player": 0, "color": "red", "direction": "left"},
        {"type": "place", "card": "Writing", "zone": "hand", "player": 1},
        {"type": "place", "card": "Tools", "zone": "score", "player": 2},
        {"type": "place", "card": "Sailing", "zone": "achievements", "player": 1},
        {"type": "place", "card": "Pottery", "zone": "supply"},
        {"type": "place", "card": "Clothing", "zone": "supply"},
        {"type": "place", "card": "Agriculture", "zone": "supply", "position": "top"},
        {"type": "place", "card": "Calendar", "zone": "available"},
        {"type": "set", "field": "current", "value": "Ben"},
        {"type": "set", "field": "actions_left", "value": 1},
        {"type": "set", "field": "turn", "value": 4},
        {"type": "set", "field": "title", "value": "Built by hand"},
        {"type": "set", "field": "seed", "value": 11},
    ]:
        ok(e, msg)
    return e


@pytest.mark.parametrize(
    "make",
    [
        built_by_messages,
        lambda: ScenarioEditor(MIDGAME),
        ScenarioEditor,
        lambda: ScenarioEditor(Scenario.load(MIDGAME).to_game()),
    ],
)
def test_the_editors_export_loads_back_to_an_identical_position(make):
    e = make()
    assert e.valid and e.problems == []
    expected = draft_position(e)
    assert position_of(e.to_yaml()) == expected
    assert position_of(e.to_json()) == expected
    assert e.scenario.to_state().to_dict() == expected
    # and through the front end: the export text, loaded back by a new editor
    ok(e, {"type": "export", "format": "yaml"})
    text = e.snapshot["export"]["text"]
    assert text == e.to_yaml() and position_of(text) == expected
    again = ScenarioEditor()
    ok(again, {"type": "load", "text": text})
    assert draft_position(again) == expected
    ok(e, {"type": "export", "format": "json"})
    assert json.loads(e.snapshot["export"]["text"]) == json.loads(e.to_json())
    ok(e, {"type": "export", "format": None})
    assert e.snapshot["export"] is None


def test_built_position_is_what_the_messages_said():
    e = built_by_messages()
    s = e.scenario.to_state()
    names = [p.name for p in s.players]
    assert names == ["Ann", "Ben", "Cat"] and s.players[s.current].name == "Ben" and s.actions_left == 1
    red = s.players[0].board[1]
    assert red.cards[::-1] == ["Oars", "Archery", "Metalworking"] and red.splay == "left"  # top first
    assert s.players[1].hand == ["Writing"] and s.players[2].score == ["Tools"]
    assert s.players[1].achievements == ["Sailing"]
    assert s.supply[0][-3:][::-1] == ["Agriculture", "Pottery", "Clothing"]  # drawn in this order
    # the other ages keep the achievement picked by seed; age 1 has none, as Ben claimed Sailing
    assert "Calendar" in s.achievements and sorted(CARDS[c].age for c in s.achievements) == list(range(2, 10))
    assert e.draft["title"] == "Built by hand" and s.turn == 4
    snap = e.snapshot
    assert snap["placed"]["Oars"] == "players[0].board.red" and snap["placed"]["Pottery"] == "supply.1"
    assert snap["draft"]["supply"] == {"1": ["Agriculture", "Pottery", "Clothing"]}
    assert snap["board"]["players"][0]["piles"][0]["cards"] == ["Oars", "Archery", "Metalworking"]


# -- every edit message ------------------------------------------------------------------------------------


def test_place_on_board_top_and_bottom_and_moving():
    e = ScenarioEditor()
    ok(e, {"type": "place", "card": "Archery", "zone": "board", "player": 0})
    ok(e, {"type": "place", "card": "Oars", "zone": "board", "player": 0})
    ok(e, {"type": "place", "card": "Metalworking", "zone": "board", "player": 0, "position": "bottom"})
    assert pile(e, 0, "red")["cards"] == ["Oars", "Archery", "Metalworking"]
    # placing a placed card moves it (a card is in one place only): to the bottom of its own pile...
    ok(e, {"type": "place", "card": "Oars", "zone": "board", "player": 0, "position": "bottom"})
    assert pile(e, 0, "red")["cards"] == ["Archery", "Metalworking", "Oars"]
    # ... or to another player's hand
    ok(e, {"type": "place", "card": "Archery", "zone": "hand", "player": 1})
    assert pile(e, 0, "red")["cards"] == ["Metalworking", "Oars"] and e.draft["players"][1]["hand"] == ["Archery"]
    assert e.snapshot["placed"]["Archery"] == "players[1].hand"


def test_place_in_every_zone():
    e = ScenarioEditor()
    for zone in ("hand", "score", "achievements"):
        ok(e, {"type": "place", "card": "Sailing", "zone": zone, "player": 1})
        assert e.draft["players"][1][zone] == ["Sailing"]
        assert all("Sailing" not in e.draft["players"][1][z] for z in ("hand", "score", "achievements") if z != zone)
    ok(e, {"type": "place", "card": "Sailing", "zone": "supply"})
    assert e.draft["supply"] == {1: ["Sailing"]} and e.draft["players"][1]["achievements"] == []
    ok(e, {"type": "place", "card": "Sailing", "zone": "available"})
    assert e.draft["supply"] == {} and "Sailing" in e.draft["achievements"]
    assert e.valid


def test_supply_tops_keep_the_draw_order():
    e = ScenarioEditor()
    ok(e, {"type": "place", "card": "Optics", "zone": "supply"})
    ok(e, {"type": "place", "card": "Compass", "zone": "supply"})
    ok(e, {"type": "place", "card": "Paper", "zone": "supply", "position": "top"})
    assert e.draft["supply"][3] == ["Paper", "Optics", "Compass"]
    g = e.play().game
    g.apply("draw")  # Ann has no top card: draws a 1
    assert [c for c in g.state.supply[2][-3:][::-1]] == ["Paper", "Optics", "Compass"]


def test_available_achievements_default_then_fixed_one_per_age():
    e = ScenarioEditor()
    assert e.draft["achievements"] is None
    default = e.scenario.to_state().achievements
    ok(e, {"type": "place", "card": "Calendar", "zone": "available"})
    fixed = e.draft["achievements"]
    assert "Calendar" in fixed and len(fixed) == 9
    assert [c for c in fixed if CARDS[c].age != 2] == [c for c in default if CARDS[c].age != 2]
    ok(e, {"type": "place", "card": "Mathematics", "zone": "available"})  # replaces the other age-2 one
    assert "Calendar" not in e.draft["achievements"] and "Mathematics" in e.draft["achievements"]
    ok(e, {"type": "remove", "card": "Mathematics"})
    assert len(e.draft["achievements"]) == 8 and e.valid
    ok(e, {"type": "set", "field": "achievements", "value": None})
    assert e.draft["achievements"] is None


def test_remove_and_splays_follow_the_rules():
    e = ScenarioEditor(MIDGAME)
    ok(e, {"type": "remove", "card": "Oars"})
    assert pile(e, 0, "red") == {"cards": ["Archery", "Metalworking"], "splay": "right"}
    ok(e, {"type": "remove", "card": "Archery"})
    assert pile(e, 0, "red") == {"cards": ["Metalworking"], "splay": None}  # one card left: no splay
    ok(e, {"type": "remove", "card": "Metalworking"})
    assert pile(e, 0, "red") is None
    ok(e, {"type": "splay", "player": 0, "color": "blue", "direction": "left"})
    assert pile(e, 0, "blue")["splay"] == "left"
    ok(e, {"type": "splay", "player": 0, "color": "blue", "direction": "none"})
    assert pile(e, 0, "blue")["splay"] is None
    ok(e, {"type": "remove", "card": "City States"})
    assert e.draft["supply"] == {}
    assert e.valid


def test_players_add_rename_remove():
    e = ScenarioEditor()
    ok(e, {"type": "add_player"})
    ok(e, {"type": "add_player", "name": "Zoe"})
    assert [p["name"] for p in e.draft["players"]] == ["Ann", "Ben", "Cat", "Zoe"]
    assert not e.snapshot["can"]["add_player"] and e.snapshot["can"]["remove_player"]
    ok(e, {"type": "set", "field": "current", "value": "Cat"})
    ok(e, {"type": "rename_player", "player": 2, "name": "  Cy "})
    assert e.draft["players"][2]["name"] == "Cy" and e.draft["current"] == "Cy"  # the turn follows the name
    ok(e, {"type": "place", "card": "Archery", "zone": "hand", "player": 2})
    ok(e, {"type": "remove_player", "player": 2})
    assert [p["name"] for p in e.draft["players"]] == ["Ann", "Ben", "Zoe"]
    assert e.draft["current"] is None and "Archery" not in e.snapshot["placed"]  # their cards are unplaced
    assert e.scenario.to_state().current == 0


def test_set_every_field():
    e = ScenarioEditor()
    for field, value in [
        ("current", "Ben"),
        ("actions_left", 1),
        ("turn", 9),
        ("edition", "first"),
        ("title", "T"),
        ("description", "D"),
        ("seed", 3),
        ("seed", None),
        ("current", None),
    ]:
        ok(e, {"type": "set", "field": field, "value": value})
        assert e.draft[field] == value
    ok(e, {"type": "set", "field": "title", "value": "  "})
    assert e.draft["title"] is None
    assert e.scenario.edition == "first" and e.scenario.to_state().turn == 9


def test_undo_and_reset():
    e = ScenarioEditor(MIDGAME)
    start = copy.deepcopy(e.draft)
    assert not e.snapshot["can"]["undo"] and not e.snapshot["can"]["reset"]
    ok(e, {"type": "remove", "card": "Oars"})
    ok(e, {"type": "add_player"})
    ok(e, {"type": "undo"})
    assert len(e.draft["players"]) == 3 and "Oars" not in e.snapshot["placed"]
    ok(e, {"type": "reset"})
    assert e.draft == start
    ok(e, {"type": "undo"})  # a reset can be undone too
    assert "Oars" not in e.snapshot["placed"]
    ok(e, {"type": "undo"})
    assert e.draft == start
    refused(e, {"type": "undo"}, "nothing to undo")


def test_load_text_and_files(tmp_path):
    e = ScenarioEditor()
    ok(e, {"type": "load", "text": Scenario.load(MIDGAME).to_yaml()})
    assert draft_position(e) == position_of(MIDGAME)
    ok(e, {"type": "load", "text": json.dumps({"players": [{"name": "X"}, {"name": "Y"}]})})
    assert [p["name"] for p in e.draft["players"]] == ["X", "Y"]
    path = tmp_path / "s.yaml"
    path.write_text(Scenario.load(MIDGAME).to_yaml())
    e.load(str(path))  # Python may load a file by path ...
    assert draft_position(e) == position_of(MIDGAME)
    before = copy.deepcopy(e.draft)
    # ... the front end may not: its text is always read as a scenario, never as a file name
    refused(e, {"type": "load", "text": str(path)}, "mapping")
    refused(
        e,
        {"type": "load", "text": "players: [{name: A, hand: [Archerry]}, {name: B}]"},
        "players[0].hand[0]",
        "did you mean",
    )
    refused(e, {"type": "load", "text": "players: [unclosed"}, "not valid yaml")
    refused(e, {"type": "load", "text": "  "}, "paste a scenario")
    assert e.draft == before


def test_play_and_step_open_widgets_on_the_position():
    e = ScenarioEditor(MIDGAME)
    ok(e, {"type": "play"})
    w = e.opened
    assert isinstance(w, GameWidget) and w.game.state.to_dict() == draft_position(e)
    assert e.snapshot["opened"] == {"kind": "GameWidget", "card": None}
    ok(e, {"type": "play", "card": "Archery"})
    st = e.opened
    assert isinstance(st, DogmaStepper) and st.snapshot["card"] == "Archery"
    assert e.snapshot["opened"] == {"kind": "DogmaStepper", "card": "Archery"}
    assert "Archery" in e.snapshot["startable"]
    refused(e, {"type": "play", "card": "Oars"}, "Oars")  # covered, not a top card
    assert e.opened is st
    g = e.play(bots={"Ben": RandomBot(1), "Cat": RandomBot(2)})
    assert g.bots.keys() == {"Ben", "Cat"} and e.opened is g
    assert isinstance(e.step("Philosophy"), DogmaStepper)


def test_play_displays_the_new_widget_in_the_editors_output(monkeypatch):
    import IPython
    import IPython.display

    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: shown.append(a))
    e = ScenarioEditor(MIDGAME)
    e.output  # displayed with the editor
    ok(e, {"type": "play"})
    [item] = e.output.outputs  # the new widget, alone, in the editor's output
    assert item["data"]["application/vnd.jupyter.widget-view+json"]["model_id"] == e.opened.model_id
    ok(e, {"type": "play"})
    assert [o["data"]["application/vnd.jupyter.widget-view+json"]["model_id"] for o in e.output.outputs] == [
        e.opened.model_id
    ]  # the next replaces it
    e._ipython_display_()  # the editor and its static picture, then the Output area the new widgets go into
    assert shown[0][0]["application/vnd.jupyter.widget-view+json"]["model_id"] == e.model_id
    assert f'data-inb-widget="{e.model_id}"' in shown[1][0]["text/html"]
    assert shown[2] == (e.output,)


def test_select_and_terminology():
    e = ScenarioEditor(MIDGAME)
    ok(e, {"type": "select", "card": "Archery"})
    assert e.selected == "Archery"
    ok(e, {"type": "terms", "terminology": "iello"})
    assert e.snapshot["board"]["labels"]["board"] == "Zone"
    ok(e, {"type": "rename_player", "player": 1, "name": "Ann"})
    assert e.snapshot["board"]["labels"]["board"] == "Zone"  # the words stay while the draft is invalid


# -- invalid edits -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "msg,words",
    [
        ({"type": "place", "card": "Archerry", "zone": "hand", "player": 0}, ["unknown card", "Archery"]),
        ({"type": "place", "card": "Archery", "zone": "hand", "player": 7}, ["no player 7"]),
        ({"type": "place", "card": "Archery", "zone": "hand"}, ["whose hand"]),
        ({"type": "place", "card": "Archery", "zone": "supply", "player": 0}, ["belongs to no player"]),
        ({"type": "place", "card": "Software", "zone": "available"}, ["ages 1 to 9"]),
        ({"type": "place", "card": "Software", "zone": "achievements", "player": 0}, ["ages 1 to 9"]),
        ({"type": "place", "card": "Archery", "zone": "deck", "player": 0}, ["malformed"]),
        ({"type": "place", "card": "Archery", "zone": "hand", "player": True}, ["malformed"]),
        ({"type": "place", "card": "Archery", "zone": "hand", "player": -1}, ["malformed"]),
        ({"type": "remove", "card": "Compass"}, ["not placed"]),
        (
            {"type": "splay", "player": 0, "color": "purple", "direction": "left"},
            ["pile of 1 card", "cannot be splayed"],
        ),
        ({"type": "splay", "player": 1, "color": "yellow", "direction": "up"}, ["pile of 0 card"]),
        ({"type": "splay", "player": 0, "color": "pink", "direction": "up"}, ["malformed"]),
        ({"type": "remove_player", "player": 5}, ["no player 5"]),
        ({"type": "rename_player", "player": 0, "name": "  "}, ["needs a name"]),
        ({"type": "set", "field": "current", "value": "Zed"}, ["not seated"]),
        ({"type": "set", "field": "actions_left", "value": 3}, ["1 or 2"]),
        ({"type": "set", "field": "turn", "value": 0}, ["turn"]),
        ({"type": "set", "field": "turn", "value": "7"}, ["turn"]),
        ({"type": "set", "field": "edition", "value": "second"}, ["third or first"]),
        ({"type": "set", "field": "seed", "value": "x"}, ["seed"]),
        ({"type": "set", "field": "achievements", "value": "Calendar"}, ["default"]),
        ({"type": "set", "field": "players", "value": 2}, ["malformed"]),
        ({"type": "step"}, ["does not take"]),
        ({"type": "export", "format": "xml"}, ["malformed"]),
        ({"type": "place"}, ["malformed"]),
        ({"type": "fly"}, ["malformed"]),
        ({"type": "load", "text": 5}, ["malformed"]),
        ({"type": "select", "card": "Archerry"}, ["did you mean"]),
    ],
)
def test_invalid_edits_show_an_error_and_leave_the_draft_unchanged(msg, words):
    refused(ScenarioEditor(MIDGAME), msg, *words)


def test_two_to_four_players():
    e = ScenarioEditor()
    refused(e, {"type": "remove_player", "player": 0}, "two at least")
    ok(e, {"type": "add_player"})
    ok(e, {"type": "add_player"})
    refused(e, {"type": "add_player", "name": "Eve"}, "2 to 4 players")


def test_position_problems_are_listed_by_field_and_the_edit_is_kept():
    e = ScenarioEditor(MIDGAME)
    ok(e, {"type": "rename_player", "player": 1, "name": "Ann"})  # two players called Ann
    assert e.draft["players"][1]["name"] == "Ann" and not e.valid
    snap = e.snapshot
    assert snap["valid"] is False and snap["problems"] == [
        {"field": "players[1].name", "message": "two players are called 'Ann'"}
    ]
    assert not snap["can"]["play"] and snap["startable"] == [] and "players" not in snap["board"]
    with pytest.raises(ScenarioError) as ei:
        _ = e.scenario
    assert ei.value.field == "players[1].name"
    with pytest.raises(ScenarioError):
        e.to_yaml()
    refused(e, {"type": "export", "format": "yaml"}, "players[1].name", "two players")
    refused(e, {"type": "play"}, "players[1].name")
    # other edits go on while the position is impossible, and the problem stays listed
    ok(e, {"type": "place", "card": "Compass", "zone": "hand", "player": 2})
    assert e.snapshot["problems"][0]["field"] == "players[1].name"
    ok(e, {"type": "rename_player", "player": 1, "name": "Ben"})
    assert e.valid and e.snapshot["problems"] == [] and e.draft["players"][2]["hand"] == ["Code of Laws", "Compass"]


def test_a_problem_found_by_the_position_check_is_listed_too():
    e = ScenarioEditor()
    pairs = {
        "blue": ["Writing", "Tools"],
        "red": ["Archery", "Oars"],
        "green": ["The Wheel", "Sailing"],
        "yellow": ["Agriculture", "Masonry"],
        "purple": ["Mysticism", "Code of Laws"],
    }
    for cards in pairs.values():
        for card in cards:
            ok(e, {"type": "place", "card": card, "zone": "board", "player": 0})
    for color in list(pairs)[:4]:
        ok(e, {"type": "splay", "player": 0, "color": color, "direction": "right"})
    assert e.valid
    ok(e, {"type": "splay", "player": 0, "color": "purple", "direction": "up"})  # five colours splayed: Wonder
    assert not e.valid and e.draft["players"][0]["board"]["purple"]["splay"] == "up"
    (problem,) = e.snapshot["problems"]
    assert problem["field"] == "players[0]" and "Wonder" in problem["message"]
    ok(e, {"type": "undo"})
    assert e.valid


# -- the catalogue --------------------------------------------------------------------------------------------


def test_the_catalogue_filter():
    everything = catalogue()
    assert len(everything) == 105 and all(CARDS[c].set == "base" for c in everything)
    assert [CARDS[c].age for c in everything] == sorted(CARDS[c].age for c in everything)
    assert catalogue("wheel") == ["The Wheel"] and catalogue("  WHEEL ") == ["The Wheel"]
    assert catalogue(age=1, color="red") == ["Archery", "Metalworking", "Oars"]
    assert all("crown" in CARDS[c].icons for c in catalogue(icon="crown"))
    assert set(catalogue(icon="crown", age=1)) == {
        c for c in everything if CARDS[c].age == 1 and "crown" in CARDS[c].icons
    }
    assert catalogue("zzz") == [] and catalogue("a", age=10, color="blue", icon="clock") == [
        c
        for c in everything
        if "a" in c.lower() and CARDS[c].age == 10 and CARDS[c].color == "blue" and "clock" in CARDS[c].icons
    ]
    with pytest.raises(ValueError, match="colour"):
        catalogue(color="pink")
    with pytest.raises(ValueError, match="icon"):
        catalogue(icon="hex")


# -- drawing ----------------------------------------------------------------------------------------------------


def test_static_fallback_and_stable_repr(monkeypatch):
    e = ScenarioEditor(MIDGAME)
    view, picture, output = displayed(e, monkeypatch)
    assert "application/vnd.jupyter.widget-view+json" in view and output is e.output
    html = picture["text/html"]
    assert "Mid-game" in html and "Archery" in html and "Ann" in html
    assert repr(e) == repr(ScenarioEditor(MIDGAME)) == "<ScenarioEditor of Ann, Ben, Cat: valid>"
    e.handle({"type": "rename_player", "player": 1, "name": "Ann"})
    html = e.static_html()
    assert "players[1].name" in html and "two players" in html
    assert "0x" not in repr(e)


def test_snapshot_size_stays_small_even_for_a_whole_game_export():
    g = Game.new(["Ann", "Ben", "Cat", "Dan"], seed=5)
    bots = [RandomBot(i) for i in range(4)]
    while g.pending is not None:
        g.answer(bots[0].move(g))
    for _ in range(40):
        g.apply(bots[g.state.current].move(g))
        while g.pending is not None:
            g.answer(bots[0].move(g))
        if g.over:
            break
    e = ScenarioEditor(g)
    assert sum(len(v) for v in e.draft["supply"].values()) > 50  # every card's place is fixed
    for fmt in ("yaml", "json"):  # the export text travels in the snapshot too
        ok(e, {"type": "export", "format": fmt})
        assert len(json.dumps(e.snapshot)) < 20_000
    assert draft_position(e) == g.state.to_dict()
