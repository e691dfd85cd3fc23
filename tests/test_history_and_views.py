"""Undo, rewind, fork, JSON round trips, rejected inputs leave no trace, redacted views."""

import json
import random

import pytest
from helpers import position

from innovation_nb import Game, GameError, IllegalAction, InvalidAnswer
from innovation_nb.cards.data import CARDS


def random_move(g, rng):
    if g.pending is not None:
        r = g.pending
        if r.kind == "yes_no":
            return rng.choice([True, False])
        if r.kind in ("cards", "order"):
            if r.kind == "order":
                return rng.sample(r.options, len(r.options))
            lo = 0 if r.optional else min(r.min, len(r.options))
            k = rng.randint(lo, min(r.max, len(r.options)))
            return rng.sample(r.options, k)
        if r.optional and rng.random() < 0.3:
            return None
        return rng.choice(r.options)
    return rng.choice(g.legal_actions())


def play_random(g, rng, moves):
    for _ in range(moves):
        if g.over:
            break
        m = random_move(g, rng)
        if g.pending is not None:
            g.answer(m)
        else:
            g.apply(m)
    return g


def mid_dogma_game():
    g = position(
        {
            "A": {"board": {"blue": ["Pottery"]}, "hand": ["Sailing", "Oars", "Tools"]},
            "B": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing", "Archery"]},
        }
    )
    g.apply("dogma Pottery")
    assert g.pending is not None and g.pending.player == "B"
    return g


def test_undo_each_step_restores_an_identical_state():
    g = Game.new(["A", "B"], seed=4)
    rng = random.Random(4)
    snapshots = [g.to_json()]
    for _ in range(60):
        if g.over:
            break
        if g.pending is not None:
            g.answer(random_move(g, rng), run=False)
        elif g.resolving:
            g.step()
        else:
            g.apply(random_move(g, rng), run=False)
            snapshots.pop()  # an applied-but-unstepped action has no event yet
        snapshots.append(g.to_json())
    # walk all the way back, one event at a time
    while len(snapshots) > 1:
        snapshots.pop()
        g.undo()
        assert json.loads(g.to_json())["position"] == json.loads(snapshots[-1])["position"]


def test_rewind_then_replay_the_same_inputs_gives_the_same_game():
    g = play_random(Game.new(["A", "B", "C"], seed=9), random.Random(9), 80)
    final = g.state.to_dict()
    inputs = [list(x) for x in g._inputs]
    n = len(g.events)
    g.rewind(n // 2)
    assert len(g.events) == n // 2
    g2 = Game.from_json(json.dumps({**json.loads(g.to_json()), "inputs": inputs, "events": n, "position": final}))
    assert g2.state.to_dict() == final


def test_rewind_to_the_start_and_errors():
    g = play_random(Game.new(["A", "B"], seed=2), random.Random(2), 20)
    start = Game.new(["A", "B"], seed=2)
    g.rewind(0)
    assert g.state.to_dict() == start._checkpoints[0][2].to_dict()
    with pytest.raises(GameError, match="cannot rewind"):
        g.rewind(10_000)


def test_undo_mid_dogma_restores_the_pending_decision():
    g = mid_dogma_game()
    before = g.to_json()
    g.answer(["Writing"])
    assert g.to_json() != before
    g.rewind(json.loads(before)["events"])
    assert g.to_json() == before
    assert g.pending is not None and g.pending.player == "B"


def test_fork_is_independent_mid_dogma():
    g = mid_dogma_game()
    f = g.fork()
    assert f.to_json() == g.to_json()
    f.answer(["Writing", "Archery"])
    f.answer(["Writing", "Archery"])  # two 1s: B orders the returns
    assert g.pending.player == "B" and g.player("B").hand == ["Writing", "Archery"]
    g.answer([])
    assert f.player("B").score != g.player("B").score
    # and each continues on its own
    assert f.to_json() != g.to_json()


def test_fork_between_actions_and_after_apply_without_run():
    g = position({"A": {"board": {"blue": ["Writing"]}}, "B": {}})
    f = g.fork()
    g.apply("draw")
    assert f.player("A").hand == [] and len(g.player("A").hand) == 1
    h = position({"A": {"board": {"blue": ["Writing"]}}, "B": {}})
    h.apply("dogma Writing", run=False)
    k = h.fork()
    k.run_until_decision()
    assert len(k.player("A").hand) == 1 and h.player("A").hand == []


def test_the_history_is_read_through_public_accessors_that_share_nothing_with_the_game():
    from innovation_nb.bots import GreedyBot

    g = mid_dogma_game()
    start = g.events.index(next(e for e in g.events if e.kind == "action"))
    position_then, since, first = g.action_start()
    assert g.keeps_history and first == start and since == [["action", "dogma Pottery"]]
    assert position_then.player("A").board[0].cards == ["Pottery"] and position_then.phase == g.state.phase
    g.answer(["Writing"])
    assert g.inputs[-2:] == [["action", "dogma Pottery"], ["answer", ["Writing"]]]
    g.inputs[-1][1].append("Archery")  # a copy: the game's own inputs do not change
    assert g.inputs[-1] == ["answer", ["Writing"]] and json.loads(g.to_json())["inputs"][-1] == ["answer", ["Writing"]]
    while g.pending is not None:  # to the end of the action
        g.answer(GreedyBot(0).move(g))
    here, none, count = g.action_start()  # between actions: the position now
    assert none == [] and count == len(g.events) and here.to_dict() == g.state.to_dict() and here is not g.state
    fast = g.fork(history=False)
    assert not fast.keeps_history and fast.inputs == []
    fast.apply("dogma Pottery", run=False)
    with pytest.raises(GameError, match="no history"):
        fast.action_start()


def test_json_round_trip_mid_dogma_and_continuing_gives_the_same_result():
    g = mid_dogma_game()
    text = g.to_json()
    h = Game.from_json(text)
    assert h.to_json() == text
    assert h.pending.to_dict() == g.pending.to_dict()
    for game in (g, h):
        game.answer(["Archery"])
        game.run_until_decision()
        if game.pending:
            game.answer([])
    assert g.to_json() == h.to_json()


def test_json_round_trip_of_a_long_random_game():
    g = play_random(Game.new(["A", "B", "C", "D"], seed=21, teams=True), random.Random(21), 150)
    h = Game.from_json(g.to_json())
    assert h.to_json() == g.to_json()
    assert [e.to_dict() for e in h.events] == [e.to_dict() for e in g.events]


def test_tampered_save_is_refused():
    g = mid_dogma_game()
    d = json.loads(g.to_json())
    d["position"]["players"][0]["hand"] = []
    with pytest.raises(ValueError, match="does not replay"):
        Game.from_json(json.dumps(d))
    with pytest.raises(ValueError, match="not a saved innovation_nb game"):
        Game.from_json("{}")


def test_rejected_actions_and_answers_change_nothing():
    g = mid_dogma_game()
    before = g.to_json()
    with pytest.raises(IllegalAction, match="decision is pending"):
        g.apply("draw")
    with pytest.raises(InvalidAnswer, match="not one of the cards"):
        g.answer(["Sailing"])
    with pytest.raises(InvalidAnswer, match="did you mean"):
        g.answer(["Writng"])
    with pytest.raises(InvalidAnswer, match="chosen twice"):
        g.answer(["Writing", "Writing"])
    with pytest.raises(GameError, match="waiting for B"):
        g.step()
    assert g.to_json() == before
    g2 = position({"A": {}, "B": {}})
    before = g2.to_json()
    for bad in ("meld Writing", "dogma Writing", "achieve 1", "achieve 12", "fly", 42):
        with pytest.raises(IllegalAction):
            g2.apply(bad)
    with pytest.raises(GameError, match="no decision"):
        g2.answer("yes")
    with pytest.raises(GameError, match="nothing is resolving"):
        g2.step()
    assert g2.to_json() == before


def test_answers_in_every_form():
    g = mid_dogma_game()
    g.answer("Writing")  # a single title for a pick of one or more
    assert "Writing" not in g.player("B").hand


def test_view_hides_what_the_viewer_may_not_see():
    g = play_random(Game.new(["A", "B", "C"], seed=5), random.Random(5), 60)
    for viewer in ("A", "B", "C"):
        v = g.view(viewer)
        text = json.dumps(v)
        me = g.player(viewer)
        hidden = set()
        for p in g.players:
            if p is not me:
                hidden |= set(p.hand) | set(p.score)
            hidden |= {a for a in p.achievements if a in CARDS}
        hidden |= set(g.state.achievements) | {c for pile in g.state.supply for c in pile}
        public = {c for p in g.players for q in p.board for c in q.cards}
        assert not [c for c in hidden - public if f'"{c}"' in text], viewer
        mine = next(p for p in v["players"] if p["name"] == viewer)
        assert mine["hand"] == me.hand and mine["score"] == me.score
        other = next(p for p in v["players"] if p["name"] != viewer)
        assert other["hand"] is None and len(other["hand_ages"]) == len(g.player(other["name"]).hand)


def test_view_of_a_hidden_setup_choice():
    g = Game.new(["A", "B"], seed=1)
    assert g.view("A")["pending"]["options"] == g.pending.options
    v = g.view("B")["pending"]
    assert v["hidden"] is True and "options" not in v
    g.answer(g.pending.options[0])
    dec = [e for e in g.events if e.kind == "decision"][0]
    chosen = dec.data["answer"][0]
    assert "in secret" in dec.describe("B") and chosen not in dec.describe("B")
    assert chosen in dec.describe("A") and "in secret" not in dec.describe("A")


def test_event_descriptions_redact_other_players_draws():
    g = position({"A": {"board": {"blue": ["Mathematics"]}}, "B": {}}, supply={2: ["Calendar"]})
    g.apply("draw")
    ev = [e for e in g.events if e.kind == "draw"][0]
    assert "Calendar" in ev.describe("A") and "Calendar" not in ev.describe("B")
    assert "a 2" in ev.describe("B")


def test_a_pick_of_at_least_zero_cards_accepts_none():
    from innovation_nb.engine.decisions import Request

    req = Request("A", "cards", ["Oars", "Tools"], min=0, max=2, optional=False, prompt="any number")
    assert req.check([]) == [] and req.check(None) == []
    assert req.check(["Tools"]) == ["Tools"]
    strict = Request("A", "cards", ["Oars", "Tools"], min=1, max=2, optional=False, prompt="at least one")
    with pytest.raises(InvalidAnswer, match="cannot be declined"):
        strict.check([])


def test_a_copy_without_history_plays_on_like_the_game_itself():
    from innovation_nb.bots import RandomBot, play

    g = Game.new(["Ann", "Ben"], seed=3)
    play(g, {"Ann": RandomBot(1), "Ben": RandomBot(2)}, max_moves=40)
    assert g.pending is None and not g.resolving
    fast, full = g.fork(history=False), g.fork()
    assert fast.trace is False and fast.state.to_dict() == g.state.to_dict()
    with pytest.raises(GameError, match="no history"):
        fast.undo()
    for h in (fast, full):
        play(h, {"Ann": RandomBot(7), "Ben": RandomBot(8)})
    assert fast.state.to_dict() == full.state.to_dict() and len(g.events) < len(full.events)
    g.apply("draw", run=False)
    with pytest.raises(GameError, match="between actions"):
        g.fork(history=False)
