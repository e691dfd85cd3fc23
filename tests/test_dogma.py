"""Dogma resolution: the plan, order, demands, teams, the sharing bonus, forced decisions, frames."""

import pytest
from helpers import dogma, moved, position

from innovation_nb.cards import registry
from innovation_nb.engine.icons import icon_count


def bonus(g):
    return [e for e in g.events if e.kind == "bonus"][-1]


def test_rulebook_sailing_example_opponent_shares_then_free_draw():
    g = position(
        {"Me": {"board": {"green": ["Sailing"]}}, "Her": {"board": {"blue": ["Writing"], "yellow": ["Domestication"]}}},
        supply={1: ["Agriculture", "Tools", "Pottery"]},
    )
    assert icon_count(g.player("Her"), "crown") >= icon_count(g.player("Me"), "crown")
    dogma(g, "Sailing")
    her, me = g.player("Her"), g.player("Me")
    assert her.pile("yellow").cards == ["Domestication", "Agriculture"]  # she shared first
    assert me.top("blue") == "Tools"  # then I drew and melded Tools
    assert me.hand == ["Pottery"]  # and took the free Draw action
    b = bonus(g)
    assert b.data["granted"] is True
    # the deciding events are her draw and meld
    assert [g.events[i].kind for i in b.data["events"]] == ["draw", "meld"]
    assert all(g.events[i].player == "Her" for i in b.data["events"])
    melds = [e.player for e in g.events if e.kind == "meld"]
    assert melds == ["Her", "Me"]


def test_rulebook_tools_example_empty_handed_sharer_changes_nothing():
    g = position(
        {
            "Me": {"board": {"blue": ["Tools"]}, "hand": ["Archery", "Oars", "Clothing"]},
            "Her": {
                "board": {"yellow": {"cards": ["Masonry", "Agriculture"], "splay": "left"}, "purple": ["Philosophy"]},
                "hand": [],
            },
        },
        supply={3: ["Optics"]},
    )
    # She may share (as many lightbulbs), but with an empty hand she cannot do anything.
    dogma(g, "Tools", ["Archery", "Oars", "Clothing"], ["Archery", "Oars", "Clothing"])  # three 1s: ordered
    assert g.plan is None
    assert [e for e in g.events if e.kind == "card"][0].data["plan"]["sharers"] == ["Her"]
    assert g.player("Me").top("red") == "Optics"
    b = bonus(g)
    assert b.data["granted"] is False and "changed nothing" in b.data["text"]
    assert g.player("Me").hand == []


def test_plan_is_fixed_even_when_counts_change():
    # Ann dogmas Sailing; Ben shares with exactly as many crowns. Ann's own meld of a crown card does not
    # make Ben ineligible for the remaining effects of the action (Sailing has one effect, so use Pottery:
    # effect 2 is executed by Ben although Ann's board changed in effect 1? Pottery changes score piles only).
    g = position(
        {
            "Ann": {"board": {"blue": ["Pottery"]}, "hand": ["Writing"]},
            "Ben": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        supply={1: ["Metalworking", "Code of Laws", "Sailing", "Tools"]},
    )
    plan_counts = None
    g.apply("dogma Pottery", run=False)
    while g.resolving:
        if g.pending:
            g.answer(g.pending.options[:1] if g.pending.player == "Ben" else [])
            continue
        g.step()
        if g.plan is not None:
            plan_counts = plan_counts or dict(g.plan.counts)
            assert g.plan.counts == plan_counts
            assert g.plan.sharers == ["Ben"]
    # Ben returned Oars and scored a 1 (effect 1), then drew in effect 2 though his board never grew
    assert [e.player for e in g.events if e.kind == "draw"][:3] == ["Ben", "Ben", "Ann"]


def test_eligibility_does_not_change_mid_action_when_the_activator_loses_icons():
    # City States demands a castle top card; after Ben transfers, counts change but the plan stays.
    g = position(
        {
            "Ann": {"board": {"purple": ["City States"]}},
            "Ben": {"board": {"red": ["Archery", "Metalworking"], "yellow": ["Masonry"]}, "hand": []},
        },
        supply={1: ["Sailing"]},
    )
    dogma(g, "City States", "Masonry")
    assert g.player("Ann").top("yellow") == "Masonry"
    card_ev = [e for e in g.events if e.kind == "card"][0]
    assert card_ev.data["plan"]["vulnerable"] == ["Ben"]


def test_activator_executes_last_and_sharers_go_clockwise_from_the_left():
    g = position(
        {
            "A": {"board": {"blue": ["Writing"]}},
            "B": {"board": {"blue": ["Tools"]}},
            "C": {"board": {"blue": ["Pottery"]}},
            "D": {"board": {"purple": ["Mysticism"]}},
        },
        current="C",
    )
    # Writing: lightbulb. C has Pottery (no bulbs)? Use A as activator instead.
    g = position(
        {
            "A": {"board": {"blue": ["Writing"]}},
            "B": {"board": {"blue": ["Tools"]}},
            "C": {"board": {"green": ["The Wheel"]}},
            "D": {"board": {"blue": ["Mathematics"]}},
        },
        current="A",
    )
    dogma(g, "Writing")
    assert g.plan is None
    drawers = [e.player for e in g.events if e.kind == "draw"]
    # B and D have ≥ A's bulbs; C has none. Order: B, D (clockwise from A's left), A last, then A's free draw
    assert drawers == ["B", "D", "A", "A"]


def test_demands_go_to_vulnerable_opponents_in_turn_order():
    g = position(
        {
            "A": {"board": {"blue": ["Mathematics"]}, "hand": []},
            "B": {"board": {"red": ["Archery"]}},
            "C": {"board": {"yellow": ["Masonry"]}},
            "D": {"board": {"blue": ["Tools"]}},
        },
        current="B",
        supply={1: ["Sailing", "Oars"]},
    )
    # Archery (castle): B has 2; A has 0 and D has 1 castle → vulnerable; C (Masonry, 3) is not.
    dogma(g, "Archery")
    plan = [e for e in g.events if e.kind == "card"][0].data["plan"]
    assert plan["vulnerable"] == ["D", "A"]  # clockwise from B's left: C, D, A
    assert [e.player for e in g.events if e.kind == "draw"] == ["D", "A"]
    assert sorted(g.player("B").hand) == ["Oars", "Sailing"]


def test_a_demand_nobody_is_vulnerable_to_does_nothing():
    g = position({"A": {"board": {"red": ["Archery"]}}, "B": {"board": {"red": ["Metalworking"]}}})
    dogma(g, "Archery")
    eff = [e for e in g.events if e.kind == "effect"][0]
    assert "no opponent is vulnerable" in eff.data["text"]
    assert not [e for e in g.events if e.kind in ("draw", "transfer")]
    assert bonus(g).data["granted"] is False


def test_demands_never_earn_the_free_draw():
    g = position({"A": {"board": {"red": ["Archery"]}}, "B": {}}, supply={1: ["Sailing"]})
    dogma(g, "Archery")
    assert moved(g, "transfer") == ["Sailing"]
    assert bonus(g).data["granted"] is False and "no other player shared" in bonus(g).data["text"]


def test_teammate_is_never_vulnerable_and_never_demanded():
    g = position(
        {"A": {"board": {"red": ["Archery"]}}, "B": {}, "C": {}, "D": {}},
        teams=[["A", "C"], ["B", "D"]],
        supply={1: ["Sailing", "Tools"]},
    )
    dogma(g, "Archery")
    plan = [e for e in g.events if e.kind == "card"][0].data["plan"]
    assert plan["vulnerable"] == ["B", "D"]
    rows = {r["player"]: r for r in plan["rows"]}
    assert rows["C"]["status"] == "unaffected" and "teammate" in rows["C"]["reason"]
    assert g.player("C").hand == []


def test_no_free_draw_from_a_teammate_alone():
    g = position(
        {"A": {"board": {"blue": ["Writing"]}}, "B": {}, "C": {"board": {"blue": ["Tools"]}}, "D": {}},
        teams=[["A", "C"], ["B", "D"]],
    )
    dogma(g, "Writing")
    assert len(g.player("C").hand) == 1  # the teammate shared and changed the game
    b = bonus(g)
    assert b.data["granted"] is False and "teammate" in b.data["text"]
    assert len(g.player("A").hand) == 1


def test_free_draw_when_an_opponent_shares_alongside_a_teammate():
    g = position(
        {
            "A": {"board": {"blue": ["Writing"]}},
            "B": {"board": {"blue": ["Tools"]}},
            "C": {"board": {"blue": ["Mathematics"]}},
            "D": {},
        },
        teams=[["A", "C"], ["B", "D"]],
    )
    dogma(g, "Writing")
    b = bonus(g)
    assert b.data["granted"] is True
    assert {g.events[i].player for i in b.data["events"]} == {"B"}
    assert len(g.player("A").hand) == 2


def test_a_reveal_alone_counts_as_a_change_for_the_bonus():
    # Mysticism: draw and reveal; a sharer whose card does not match keeps it — the draw and the reveal count.
    g = position(
        {"A": {"board": {"purple": ["Mysticism"]}}, "B": {"board": {"red": ["Metalworking"]}}},
        supply={1: ["Writing", "Oars", "Sailing"]},
    )
    dogma(g, "Mysticism")
    b = bonus(g)
    assert b.data["granted"] is True
    assert [g.events[i].kind for i in b.data["events"]] == ["draw", "reveal"]


def test_forced_decisions_are_made_and_logged():
    g = position({"A": {"board": {"red": ["Archery"]}}, "B": {"hand": []}}, supply={1: ["Sailing"]})
    dogma(g, "Archery")
    dec = [e for e in g.events if e.kind == "decision"]
    assert len(dec) == 1 and dec[0].data["forced"] is True and dec[0].data["answer"] == ["Sailing"]
    assert "forced" in dec[0].describe()


def test_frame_stack_is_inspectable_at_every_step():
    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {"board": {"blue": ["Tools"]}}})
    g.apply("dogma Writing", run=False)
    seen = []
    while g.resolving:
        g.step()
        seen.append(tuple(f["kind"] for f in g.frames))
    assert ("action", "card", "effect", "player") in seen
    draw_frames = None
    g2 = position({"A": {"board": {"blue": ["Writing"]}}, "B": {"board": {"blue": ["Tools"]}}})
    g2.apply("dogma Writing", run=False)
    while g2.resolving:
        ev = g2.step()
        if ev.kind == "draw" and ev.player == "B":
            draw_frames = g2.frames
            break
    assert [f["kind"] for f in draw_frames] == ["action", "card", "effect", "player"]
    assert draw_frames[1]["plan"]["sharers"] == ["B"]
    assert draw_frames[3]["player"] == "B" and draw_frames[3]["role"] == "shares"


def test_event_tree_nests_action_card_effect_player_event():
    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {}})
    dogma(g, "Writing")
    tree = g.event_tree()
    action = tree[-1] if tree[-1]["event"].kind == "action" else tree[0]
    assert action["event"].kind == "action"
    card = action["children"][0]
    assert card["event"].kind == "card"
    effect = card["children"][0]
    assert effect["event"].kind == "effect"
    player = effect["children"][0]
    assert player["event"].kind == "player"
    assert [c["event"].kind for c in player["children"]] == ["draw"]


def test_execute_without_sharing_nests_a_card_frame(monkeypatch):
    """An effect that executes another card's non-demand effects (as Computers, Robotics … do): the executed
    effects run for the executing player only, inside a nested card frame, and demands are skipped."""

    def executing_writing(x):
        yield from x.execute("Oars")  # Oars: a demand (skipped) and "draw a 1 if nothing was transferred"

    monkeypatch.setitem(registry._EFFECTS, ("Writing", "third"), {1: executing_writing})
    g = position(
        {"A": {"board": {"blue": ["Writing"]}}, "B": {"board": {"blue": ["Tools"]}, "hand": ["Sailing"]}},
        supply={1: ["Agriculture", "Pottery", "Oars" if False else "Clothing"]},
    )
    g.apply("dogma Writing", run=False)
    nested = None
    while g.resolving:
        ev = g.step()
        if ev.kind == "draw" and ev.player == "A" and nested is None:
            nested = g.frames
    kinds = [f["kind"] for f in nested]
    assert kinds == ["action", "card", "effect", "player", "card", "effect", "player"]
    assert nested[4]["mode"] == "execute" and nested[4]["card"] == "Oars"
    assert nested[6]["role"] == "self"
    # B shared Writing (and so executed Oars' effect 2 himself), never Oars' demand; nobody demanded
    assert not [e for e in g.events if e.kind == "transfer"]
    assert [e.player for e in g.events if e.kind == "draw"] == ["B", "A", "A"]


def test_effects_resolve_fully_even_if_the_card_is_covered():
    # Sailing melds a green 1 on top of Sailing itself? Sailing is green; the drawn green covers it.
    g = position({"A": {"board": {"green": ["Sailing"]}}, "B": {}}, supply={1: ["Clothing"]})
    dogma(g, "Sailing")
    assert g.player("A").pile("green").cards == ["Sailing", "Clothing"]
    assert [e for e in g.events if e.kind == "bonus"]  # the action completed


def test_unimplemented_effect_is_refused_cleanly(monkeypatch):
    monkeypatch.setitem(registry._EFFECTS, ("Writing", None), {})
    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {}})
    before = g.to_json()
    assert "not implemented" in g.why_illegal("dogma Writing")
    assert "dogma Writing" not in [str(a) for a in g.legal_actions()]
    with pytest.raises(Exception, match="not implemented"):
        g.apply("dogma Writing")
    assert g.to_json() == before
