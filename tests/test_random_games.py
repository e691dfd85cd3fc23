"""Whole random games over 2, 3 and 4 players, teams and both editions, with the invariants checked after every
event; replay from (seed, answers); the bots."""

import json

import pytest

from innovation_nb import Game
from innovation_nb.bots import GreedyBot, RandomBot, ScriptedBot, play, playing
from innovation_nb.simulate import random_game, run_games, summarize

CONFIGS = [
    (2, False, "third"),
    (3, False, "third"),
    (4, False, "third"),
    (4, True, "third"),
    (2, False, "first"),
    (3, False, "first"),
    (4, True, "first"),
]


@pytest.mark.parametrize("players,teams,edition", CONFIGS)
def test_random_games_keep_every_invariant(players, teams, edition):
    reasons = set()
    for seed in range(40):
        g = random_game(seed, players, teams, edition, check=True)
        assert g.over and g.result.reason in ("achievements", "score", "dogma")
        reasons.add(g.result.reason)
        if not g.result.draw:
            assert g.result.winners
        if teams and not g.result.draw:
            assert len(g.result.winners) == 2
    assert reasons  # the games end, in one of the three ways


ARTIFACT_CONFIGS = [(2, False, False), (3, False, True), (4, False, False), (4, True, True)]


@pytest.mark.parametrize("players,teams,relics", ARTIFACT_CONFIGS)
def test_random_games_with_artifacts_keep_every_invariant(players, teams, relics):
    """Every card of every set in play is in exactly one place after every event (supplies, displays, the relic
    area included); the games end."""
    digs = 0
    for seed in range(25):
        g = random_game(seed, players, teams, check=True, expansions=("artifacts",), relics=relics, trace=True)
        assert g.over and g.result.reason in ("achievements", "score", "dogma")
        digs += sum(1 for e in g.events if e.kind == "dig")
    assert digs > 0  # the dig happens in random play


ECHOES_CONFIGS = [
    (2, False, ("echoes",), False),
    (3, False, ("echoes",), False),
    (4, False, ("echoes",), False),
    (4, True, ("echoes",), False),
    (2, False, ("artifacts", "echoes"), False),
    (3, False, ("artifacts", "echoes"), True),
    (4, True, ("artifacts", "echoes"), True),
]


@pytest.mark.parametrize("players,teams,expansions,relics", ECHOES_CONFIGS)
def test_random_games_with_echoes_keep_every_invariant(players, teams, expansions, relics):
    """Every card of every set in play is in exactly one place after every event (forecasts included), bonuses
    count in the score; the games end, and Echoes' own moves happen in them."""
    seen = set()
    for seed in range(6):
        g = random_game(seed, players, teams, check=True, expansions=expansions, relics=relics, trace=True)
        assert g.over and g.result.reason in ("achievements", "score", "dogma")
        seen |= {e.kind for e in g.events if e.kind == "foreshadow"}
        seen |= {"bonuses" for p in g.players if p.visible_bonuses()}
        seen |= {"echo" for e in g.events if e.kind == "effect" and ", echo effect" in e.data["text"]}
        seen |= {"promote" for e in g.events if e.kind == "meld" and "forecast" in str(e.source)}
    assert seen == {"foreshadow", "echo", "promote", "bonuses"}


def test_a_game_replayed_from_seed_and_inputs_reproduces_the_final_state():
    g = Game.new(["Ann", "Ben", "Cat"], seed=77)
    play(g, {n: RandomBot(i) for i, n in enumerate(["Ann", "Ben", "Cat"])})
    saved = json.loads(g.to_json())
    inputs = [tuple(x) for x in saved["inputs"]]
    # replay by hand: a fresh game from the same seed, feeding the same actions and answers in order
    h = Game.new(["Ann", "Ben", "Cat"], seed=77)
    for kind, value, *who in inputs:  # the simultaneous first melds name their player
        if kind == "answer":
            h.answer(value, player=who[0] if who else None)
        else:
            h.apply(value)
    assert h.state.to_dict() == g.state.to_dict()
    assert [e.to_dict() for e in h.events] == [e.to_dict() for e in g.events]


def test_random_bot_is_reproducible_and_answers_legally():
    a = play(Game.new(["Ann", "Ben"], seed=5), {"Ann": RandomBot(1), "Ben": RandomBot(2)})
    b = play(Game.new(["Ann", "Ben"], seed=5), {"Ann": RandomBot(1), "Ben": RandomBot(2)})
    assert a.over and a.to_json() == b.to_json()


def test_playing_yields_who_moves_before_each_move():
    g = Game.new(["Ann", "Ben"], seed=5)
    seen = []
    for who in playing(g, {"Ann": RandomBot(1), "Ben": RandomBot(2)}):
        req = g.pending
        assert who == (req.player if req is not None else g.current_player.name)
        seen.append((who, len(g.events)))
    assert (
        g.over
        and g.to_json() == play(Game.new(["Ann", "Ben"], seed=5), {"Ann": RandomBot(1), "Ben": RandomBot(2)}).to_json()
    )
    assert len(seen) == len(g.to_dict()["inputs"])  # one yield a move
    g = Game.new(["Ann", "Ben"], seed=5)
    assert len(list(playing(g, {"Ann": RandomBot(1), "Ben": RandomBot(2)}, max_moves=10))) == 10 and not g.over
    g = Game.new(["Ann", "Ben"], seed=5)
    for who in playing(g, {"Ann": RandomBot(1)}):  # the caller stops where a person is to move: no bot asked
        if who == "Ben":
            break
    assert (g.pending.player if g.pending is not None else g.current_player.name) == "Ben"


def test_greedy_bot_achieves_when_it_can_and_beats_random_usually():
    from helpers import position

    g = position(
        {
            "Ann": {"score": ["Tools", "Writing", "Sailing", "Oars", "Archery"], "board": {"green": ["Clothing"]}},
            "Ben": {},
        }
    )
    assert str(GreedyBot(0).move(g)) == "achieve 1"
    wins = 0
    for seed in range(12):
        g = play(Game.new(["Greedy", "Random"], seed=seed), {"Greedy": GreedyBot(seed), "Random": RandomBot(seed)})
        wins += "Greedy" in g.result.winners and not g.result.draw
    assert wins >= 8


def test_scripted_bot_takes_its_actions_then_draws_and_answers_legally():
    g = Game.new(["A", "B"], seed=4)
    bots = {"A": ScriptedBot("draw", "draw"), "B": ScriptedBot()}
    play(g, bots, max_moves=60)
    firsts = [g.events[e.index + 1] for e in g.events if e.kind == "action" and e.player == "A"]
    assert len(firsts) >= 10
    assert all(f.kind == "draw" and f.parent == f.index - 1 for f in firsts)  # every action of A: a draw


def test_run_games_summaries():
    rows = list(run_games(5, players=2, seed=100))
    assert len(rows) == 5 and all(r.reason in ("achievements", "score", "dogma") for r in rows)
    assert all(r.decisions > 0 and r.events > r.decisions for r in rows)
    assert sum(sum(r.dogmas.values()) for r in rows) > 0
    g = random_game(100, trace=True)
    assert summarize(g, 100) == rows[0]


@pytest.mark.parametrize("players,teams,edition", [(2, False, "third"), (4, True, "first"), (3, False, "third")])
def test_an_untraced_game_follows_the_same_rules(players, teams, edition):
    """Without structural events (the mode bots and the solver use) every game ends in the same state, with the
    same rule events in the same order."""
    rules = {
        "draw",
        "meld",
        "tuck",
        "score",
        "return",
        "transfer",
        "exchange",
        "splay",
        "achieve",
        "reveal",
        "remove",
        "rearrange",
        "decision",
        "bonus",
        "turn",
        "end",
    }
    for seed in range(15):
        check = seed % 2 == 0  # half of them stepped one event at a time
        traced = random_game(seed, players, teams, edition, check=check, history=True)
        fast = random_game(seed, players, teams, edition, check=check, history=False)
        assert fast.trace is False and traced.trace is True
        assert fast.state.to_dict() == traced.state.to_dict(), seed
        assert fast.result.to_dict() == traced.result.to_dict(), seed
        key = lambda g: [(e.kind, e.player, tuple(e.cards)) for e in g.events if e.kind in rules]  # noqa: E731
        assert key(fast) == key(traced), seed
        assert len(fast.events) < len(traced.events)


def test_untraced_games_need_no_history():
    with pytest.raises(ValueError, match="trace=False needs history=False"):
        Game.new(["A", "B"], seed=1, trace=False)


@pytest.mark.parametrize("expansions", [("cities",), ("artifacts", "echoes", "cities")])
def test_random_games_with_cities_keep_every_invariant(expansions):
    """City draws, the icons that act, flags and fountains: every card in one place after every event, and between
    actions nobody holds the achievements to win unnoticed; the games end."""
    drawn = triggers = 0
    for seed in range(8):
        g = random_game(seed, 2 + seed % 3, check=True, expansions=expansions, trace=True)
        assert g.over and g.result.reason in ("achievements", "score", "dogma")
        drawn += sum(1 for e in g.events if e.kind == "draw" and "cities" in str(e.source))
        triggers += sum(1 for e in g.events if e.kind == "trigger")
    assert drawn > 0 and triggers > drawn  # City draws happen, and so do the icons that act


def _forecast(s):
    s.players[0].forecast.append(s.supply[1].pop())


def _bonuses(s):
    s.players[0].bonuses_on = True


@pytest.mark.parametrize(
    "spoil,match",
    [
        (_forecast, "forecast without Echoes"),
        (lambda s: s.specials.append("Wealth"), "Echoes special achievement without Echoes"),
        (_bonuses, "bonuses count without Echoes"),
    ],
)
def test_the_invariants_catch_echoes_rules_outside_an_echoes_game(spoil, match):
    from innovation_nb.engine.invariants import check_invariants

    s = Game.new(["Ann", "Ben"], seed=1).state.clone()
    check_invariants(s)
    spoil(s)
    with pytest.raises(AssertionError, match=match):
        check_invariants(s)
