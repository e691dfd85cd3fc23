"""Roles in a dogma plan (vulnerable only where a demand exists, for that effect only) and Game.preview: what a
Dogma would do, from public information, without changing the game."""

import json

import pytest
from helpers import position

from innovation_nb.engine.actions import IllegalAction


def test_roles_on_a_card_without_demands_are_share_not_share_activator():
    g = position(
        {
            "Ann": {"board": {"blue": ["Writing"]}},
            "Ben": {"board": {"blue": ["Tools"]}},
            "Cat": {"board": {"red": ["Archery"]}},
        }
    )
    plan = g.preview("dogma Writing").plan
    assert {r["player"]: r["status"] for r in plan.rows} == {"Ben": "shares", "Cat": "not_sharing", "Ann": "activator"}
    assert plan.vulnerable == []
    assert plan.effects() == [
        {
            "index": 1,
            "kind": "dogma",
            "demand": False,
            "executors": ["Ben", "Ann"],
            "roles": {"Ben": "shares", "Cat": "not_sharing", "Ann": "activator"},
        }
    ]
    assert "does not share" in plan.explain() and "vulnerable" not in plan.explain()


def test_vulnerable_only_for_the_demand_effect():
    # Oars: a demand, then a non-demand effect. Ben (fewer castles) is vulnerable to effect 1 only.
    g = position({"Ann": {"board": {"red": ["Oars"], "yellow": ["Masonry"]}}, "Ben": {"board": {"green": ["Sailing"]}}})
    plan = g.preview("dogma Oars").plan
    roles = [e["roles"]["Ben"] for e in plan.effects()]
    assert roles == ["vulnerable", "not_sharing"]
    assert [e["executors"] for e in plan.effects()] == [["Ben"], ["Ann"]]
    assert plan.status("Ben") == "vulnerable"


def test_preview_of_a_demand_names_the_vulnerable_and_changes_nothing():
    g = position(
        {
            "Ann": {"board": {"red": ["Archery"]}, "hand": ["Oars"]},
            "Ben": {"board": {"yellow": ["Masonry"]}, "hand": ["Sailing"]},
            "Cat": {"board": {"blue": ["Writing"]}, "hand": ["Tools"]},
        },
        supply={1: ["Pottery", "Clothing"]},
    )
    before, events = g.to_json(), len(g.events)
    p = g.preview("dogma Archery")
    assert g.to_json() == before and len(g.events) == events  # byte-identical, nothing recorded
    assert p.vulnerable == ["Cat"] and p.sharers == []  # a demand-only card shares nothing
    assert p.executes("Cat") == [1] and p.executes("Ben") == [] and p.executes("Ann") == []
    assert not p.bonus_possible and "only demands" in p.bonus_text()
    d = p.to_dict()
    assert d["counts"] == {"Ben": 3, "Cat": 0, "Ann": 2} and d["event"] is None
    # only public information: no card in a hand, a score pile or the supply is named
    assert not {"Oars", "Sailing", "Tools", "Pottery", "Clothing"} & set(json.dumps(d).replace('"', " ").split())


def test_preview_of_a_non_demand_says_who_shares_and_whether_the_free_draw_is_possible():
    g = position(
        {
            "Ann": {"board": {"blue": ["Writing"]}},
            "Ben": {"board": {"blue": ["Tools"]}},
            "Cat": {"board": {"red": ["Archery"]}},
        }
    )
    before = g.to_json()
    p = g.preview("dogma Writing")
    assert g.to_json() == before
    assert p.sharers == ["Ben"] and p.vulnerable == []
    assert p.executes("Ben") == [1] and p.executes("Cat") == [] and p.executes("Ann") == [1]
    assert p.bonus_possible and "Ben" in p.bonus_text()
    assert repr(p) == "<DogmaPreview Writing: shares Ben; vulnerable nobody>"


def test_preview_in_a_team_game_never_makes_a_teammate_vulnerable_or_earn_the_draw():
    g = position(
        {
            "A": {"board": {"red": ["Oars"], "yellow": ["Masonry"]}},
            "B": {},
            "C": {},
            "D": {"board": {"red": ["Archery"], "green": ["The Wheel"]}},
        },
        teams=[["A", "C"], ["B", "D"]],
    )
    before = g.to_json()
    p = g.preview("dogma Oars")  # A has 5 castles; B 0, C 0 (teammate), D 5
    assert g.to_json() == before
    assert p.vulnerable == ["B"]  # C, a teammate with fewer, is never vulnerable
    assert p.sharers == ["D"] and p.bonus_possible  # D (an opponent) shares effect 2
    roles = {n: [e["roles"][n] for e in p.plan.effects()] for n in "ABCD"}
    assert roles == {
        "A": ["activator", "activator"],
        "B": ["vulnerable", "not_sharing"],
        "C": ["unaffected", "not_sharing"],
        "D": ["unaffected", "shares"],
    }
    g2 = position(
        {"A": {"board": {"blue": ["Writing"]}}, "B": {}, "C": {"board": {"blue": ["Tools"]}}, "D": {}},
        teams=[["A", "C"], ["B", "D"]],
    )
    p2 = g2.preview("dogma Writing")
    assert p2.sharers == ["C"] and not p2.bonus_possible and "teammate" in p2.bonus_text()


def test_preview_refuses_what_is_not_a_dogma_of_a_top_card_and_changes_nothing():
    g = position({"Ann": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}, "Ben": {}})
    before = g.to_json()
    with pytest.raises(IllegalAction, match="only a Dogma or an Endorse action can be previewed"):
        g.preview("meld Oars")
    with pytest.raises(IllegalAction, match="not a top card"):
        g.preview("dogma Oars")
    with pytest.raises(IllegalAction, match="unknown card"):
        g.preview("dogma Writting")
    assert g.to_json() == before


def test_preview_mid_dogma_leaves_the_resolving_dogma_as_it_was():
    g = position(
        {"Ann": {"board": {"blue": ["Writing"], "red": ["Archery"]}}, "Ben": {"hand": ["Calendar", "Mathematics"]}},
        supply={1: ["Oars"]},
    )
    g.apply("dogma Archery")
    assert g.pending is not None
    before, frames = g.to_json(), g.frames
    p = g.preview("dogma Writing")
    assert p.sharers == [] and g.to_json() == before and g.frames == frames


def test_the_plan_records_when_the_counts_were_taken():
    g = position({"Ann": {"board": {"blue": ["Writing"]}}, "Ben": {"board": {"blue": ["Tools"]}}})
    g.apply("dogma Writing")
    card = next(e for e in g.events if e.kind == "card")
    assert card.data["plan"]["event"] == card.index == 1
