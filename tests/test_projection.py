"""One projection decides what a viewer may see (``engine.view.project``): ``Game.view`` and the widgets'
``board_snapshot`` lay it out and agree on every hidden zone, for every viewer (each seat, a spectator, the teaching
view), over random games of every combination of the expansions. What None means at each API, the teaching view
by name, hidden cards by their backs in one order, and a player who has lost marked on the board."""

from __future__ import annotations

import copy
import itertools
import json
import pickle
import random

import pytest
from helpers import artifacts_game, expansions_game, position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation_nb import Game
from innovation_nb.bots import RandomBot
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.state import UnknownPlayer
from innovation_nb.engine.view import PUBLIC, TEACHING, project
from innovation_nb.widgets import BoardWidget, DogmaStepper, GameWidget
from innovation_nb.widgets.snapshot import board_snapshot

NAMES = ["Ann", "Ben", "Cat", "Dan"]
COMBINATIONS = [c for n in range(4) for c in itertools.combinations(("artifacts", "echoes", "cities"), n)]


def _backs(ages, sets) -> list[list]:
    return sorted([a, s] for a, s in zip(ages, sets))


def agree(g: Game, viewer) -> None:
    """``g.view(viewer)`` and ``board_snapshot(g, viewer)`` show the same of every zone, hidden or not."""
    v, b = g.view(viewer), board_snapshot(g, viewer)
    assert v["viewer"] == b["perspective"]
    expansions = g.state.expansions
    for pv, pb in zip(v["players"], b["players"], strict=True):
        where = f"{pv['name']} seen by {viewer!r}"
        assert pv["name"] == pb["name"] and pv["team"] == pb["team"], where
        zones = ("hand", "score", "forecast") if "echoes" in expansions else ("hand", "score")
        for zone in zones:  # the view: ages (the forecast: backs only); the board: ages and sets beside the cards
            ages, sets = pb[f"{zone}_ages"], pb.get(f"{zone}_sets", ["base"] * len(pb[f"{zone}_ages"]))
            assert pv[zone] == pb[zone], f"{where}: {zone}"
            view_ages = pv[f"{zone}_ages"] if zone != "forecast" else [a for a, _ in pv["forecast_backs"]]
            assert view_ages == sorted(ages), f"{where}: {zone}'s ages"
            if expansions:
                assert pv[f"{zone}_backs"] == _backs(ages, sets), f"{where}: {zone}'s backs"
            if pv[zone] is None:  # face down: the same backs in the same order
                assert ages == view_ages, f"{where}: {zone}'s backs in another order"
                if expansions:
                    assert [[a, s] for a, s in zip(ages, sets)] == pv[f"{zone}_backs"], where
        assert pv["score_total"] == pb["score_total"] and pv["achievements"] == pb["achievements"], where
        assert {c: q["cards"] for c, q in pv["board"].items()} == {q["color"]: q["cards"][::-1] for q in pb["piles"]}
        assert pv["icons"] == pb["icons"], where
        for key in ("display", "score_parts", "lost", "team_name"):
            assert pv.get(key) == pb.get(key), f"{where}: {key}"
        assert [{k: x[k] for k in ("kind", "card", "color")} for x in pv.get("board_achievements", [])] == [
            {k: x[k] for k in ("kind", "card", "color")} for x in pb.get("board_achievements", [])
        ], where
    assert list(v["supply"].values()) == b["supply"] and v["achievements"] == b["available"]
    assert v["specials"] == b["specials"] and v["removed"] == b["removed"]
    if expansions:
        assert {k: list(x.values()) for k, x in v["supplies"].items() if k != "base"} == b["supplies"]
        assert v["relics"] == b["relics"]
    hidden = {c for pile in g.state.supply for c in pile} | {c for c in g.state.achievements}
    hidden |= {a for p in g.state.players for a in p.achievements if a in CARDS and not CARDS[a].relic}
    hidden -= {c for p in g.state.players for q in p.board for c in q.cards}
    for shown in (v, b):  # what no one may see, in neither
        text = json.dumps({k: x for k, x in shown.items() if k not in ("pending", "pending_all", "frames")})
        assert not [c for c in hidden if f'"{c}"' in text], viewer


@pytest.mark.parametrize("expansions", COMBINATIONS, ids=lambda c: "+".join(c) or "base")
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4, "teams"]))
def test_the_view_and_the_board_agree_on_every_zone_for_every_viewer(expansions, seed, players):
    n = 4 if players == "teams" else players
    g = Game.new(
        NAMES[:n], seed=seed, teams=players == "teams" or None, expansions=expansions, relics="artifacts" in expansions
    )
    bots = {p: RandomBot(seed + i) for i, p in enumerate(NAMES[:n])}
    rng = random.Random(seed)
    for _ in range(120):
        if g.over:
            break
        if rng.random() < 0.3:
            for viewer in [*NAMES[:n], PUBLIC, TEACHING]:
                agree(g, viewer)
        if g.pending is not None:
            g.answer(bots[g.pending.player].answer(g.pending), player=g.pending.player)
        else:
            g.apply(bots[g.current_player.name].action(g))
    for viewer in [*NAMES[:n], PUBLIC, TEACHING]:
        agree(g, viewer)


def test_none_is_the_public_view_for_game_view_and_the_teaching_view_for_the_widgets():
    g = position({"Ann": {"hand": ["Writing"], "score": ["Tools"]}, "Ben": {"hand": ["Sailing"]}})
    assert g.view(None) == g.view(PUBLIC) == g.view()
    assert g.view()["players"][1]["hand"] is None and g.view(TEACHING)["players"][1]["hand"] == ["Sailing"]
    assert board_snapshot(g, None) == board_snapshot(g, TEACHING) == board_snapshot(g)
    assert board_snapshot(g)["players"][1]["hand"] == ["Sailing"] and board_snapshot(g)["perspective"] is None
    assert board_snapshot(g, PUBLIC)["players"][0]["hand"] is None
    for widget in (BoardWidget(g), BoardWidget(g, perspective=None), DogmaStepper(g)):
        assert widget.perspective is TEACHING and widget.snapshot["board"]["players"][1]["hand"] == ["Sailing"]
        widget.close()
    assert BoardWidget(g, perspective=1).perspective == "Ben"


def test_a_hot_seat_game_is_shown_from_the_side_to_act_then_in_the_teaching_view_once_over():
    g = Game.new(["Ann", "Ben"], seed=2)
    bots = {n: RandomBot(i) for i, n in enumerate(["Ann", "Ben"])}
    w = GameWidget(g)  # no bots: hot-seat
    assert w.perspective == w.to_act and w.snapshot["viewer"] == w.to_act
    w.close()
    while not g.over:
        if g.pending is not None:
            g.answer(bots[g.pending.player].answer(g.pending), player=g.pending.player)
        else:
            g.apply(bots[g.current_player.name].action(g))
    w = GameWidget(g)
    assert w.perspective is TEACHING and w.snapshot["viewer"] is None and w.snapshot["board"]["perspective"] is None
    assert [p["hand"] for p in w.snapshot["board"]["players"]] == [p.hand for p in g.state.players]
    w.close()


def test_the_teaching_view_shows_every_hand_score_pile_and_forecast_but_no_standard_achievement():
    g = expansions_game(
        {
            "Ann": {"hand": ["Writing"], "score": ["Tools"], "achievements": [1]},
            "Ben": {"hand": ["Sailing"], "score": ["Oars"]},
        },
        ("echoes",),
    )
    g.state.players[1].forecast.append("Calendar")
    for shown in (g.view(TEACHING), board_snapshot(g, TEACHING)):
        ann, ben = shown["players"]
        assert ann["hand"] == ["Writing"] and ann["score"] == ["Tools"] and ben["forecast"] == ["Calendar"]
        assert ann["achievements"] == [{"age": 1}]
        assert g.state.players[0].achievements[0] not in json.dumps(shown)
    public = g.view(PUBLIC)["players"]
    assert public[0]["hand"] is None and public[1]["forecast"] is None and public[1]["forecast_backs"] == [[2, "base"]]


def test_hidden_cards_show_their_backs_in_one_order_whatever_the_order_in_hand():
    # Ben holds a 2 before a 1: the order a hand was filled in (which card of an age left it) is not shown
    g = expansions_game({"Ann": {}, "Ben": {"hand": ["Calendar", "Sailing", "Mathematics"]}}, ("echoes",))
    for viewer in ("Ann", PUBLIC):
        ben, seen = board_snapshot(g, viewer)["players"][1], g.view(viewer)["players"][1]
        assert ben["hand"] is None and ben["hand_ages"] == [1, 2, 2] == seen["hand_ages"]
        assert [[a, s] for a, s in zip(ben["hand_ages"], ben["hand_sets"])] == seen["hand_backs"]
    mine = board_snapshot(g, "Ben")["players"][1]  # face up: the ages beside the cards, in their order
    assert mine["hand"] == ["Calendar", "Sailing", "Mathematics"] and mine["hand_ages"] == [2, 1, 2]


def test_a_player_who_has_lost_is_marked_on_the_board_as_in_the_view():
    g = artifacts_game({"Alice": {}, "Bob": {}, "Carol": {}})
    s = g.state.clone()
    s.player("Bob").lost = True
    h = Game.from_state(s)
    for viewer in ("Alice", TEACHING):
        assert board_snapshot(h, viewer)["players"][1]["lost"] is True is h.view(viewer)["players"][1]["lost"]
        assert "lost" not in board_snapshot(h, viewer)["players"][0]
    assert "lost" not in json.dumps(board_snapshot(g, "Alice"))


def test_only_the_teaching_view_has_the_frames_memory():
    g = Game.new(["Ann", "Ben"], seed=3)
    while g.pending is not None:
        g.answer(RandomBot(1).answer(g.pending), player=g.pending.player)
    g.apply(g.legal_actions()[-1], run=False)
    while not g.state.frames:
        g.step()
    g.state.frames[-1].memory = {"noted": "Sailing"}
    assert project(g, TEACHING)["frames"][-1]["memory"] == {"noted": "Sailing"}
    for viewer in ("Ann", "Ben", PUBLIC):
        assert all("memory" not in f for f in project(g, viewer)["frames"])


def test_a_viewer_who_is_not_at_the_table_is_refused_by_name():
    g = position({"Ann": {}, "Ben": {}})
    for viewer in ("Zed", 5, None):
        with pytest.raises(UnknownPlayer, match="Zed|seat 5|no viewer"):
            project(g, viewer)
    with pytest.raises(UnknownPlayer, match="Zed"):
        g.view("Zed")
    with pytest.raises(UnknownPlayer, match="Zed"):
        BoardWidget(g, perspective="Zed")


def test_the_teaching_view_is_one_object_through_copies_and_pickles():
    assert pickle.loads(pickle.dumps(TEACHING)) is TEACHING and copy.deepcopy(TEACHING) is TEACHING
    g = position({"Ann": {}, "Ben": {"hand": ["Sailing"]}})
    assert board_snapshot(g, copy.deepcopy(TEACHING))["players"][1]["hand"] == ["Sailing"]
