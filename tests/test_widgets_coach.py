"""The Coach panel driven as the front end drives it: asked, searched in the background (the widget answers at
once), stopped, dropped when the position changes, never for a bot's move, and only with what the person to act
may see; and the PuzzleWidget's coach as a hint."""

import re
from pathlib import Path

from innovation_nb import Game, Scenario
from innovation_nb.bots import GreedyBot, ScriptedBot
from innovation_nb.cards.data import CARDS
from innovation_nb.engine.visibility import can_see
from innovation_nb.widgets import GameWidget, PuzzleWidget

BOT_TURN = Path(__file__).resolve().parent.parent / "innovation_nb" / "scenario" / "examples" / "bot_turn.yaml"
TITLES = re.compile(
    r"(?<![\w'])(" + "|".join(re.escape(c) for c in sorted(CARDS, key=len, reverse=True)) + r")(?![\w'])"
)


def ask(w, timeout=120):
    assert w.handle({"type": "coach"}), w.error
    return w.coach_wait(timeout)


def test_the_coach_ranks_the_persons_moves_and_one_click_plays_the_best():
    w = GameWidget(Game.new(["Ann", "Bot"], seed=4), bots={"Bot": GreedyBot(4)}, coach_simulations=30, coach_seed=1)
    w.answer(w.game.pending.options[0])
    assert w.snapshot["coach"] == {
        "available": True,
        "why_not": None,
        "status": "idle",
        "progress": 0.0,
        "suggestions": [],
        "simulations": 0,
        "seconds": 0.0,
        "error": "",
        "player": "Ann",
        "verdict": "",
        "decided": True,
    }
    coach = ask(w)
    assert coach["status"] == "done" and 30 - len(coach["suggestions"]) < coach["simulations"] <= 30
    # the search in one sentence, as the coach says it: the best move, or the moves too close to call
    close = [s for s in coach["suggestions"] if s["close_to_best"]]
    assert coach["decided"] is (not close)
    assert (
        coach["verdict"] == (f"Best: {coach['suggestions'][0]['words']}." if not close else coach["verdict"])
        and coach["verdict"]
    )
    if close:
        assert "too close to call with" in coach["verdict"] and coach["suggestions"][0]["words"] in coach["verdict"]
    assert coach["progress"] == 1.0
    legal = {str(a) for a in w.game.legal_actions()}
    assert {s["action"] for s in coach["suggestions"]} == legal
    best = coach["suggestions"][0]
    assert best["win_rate"] == max(
        s["win_rate"] for s in coach["suggestions"] if s["simulations"] == best["simulations"]
    )
    events = len(w.game.events)
    assert w.handle({"type": "action", "action": best["action"]})
    assert len(w.game.events) > events
    # a new position: the old advice is gone
    assert w.snapshot["coach"]["status"] == "idle" and w.snapshot["coach"]["suggestions"] == []


def test_the_search_runs_in_the_background_and_can_be_stopped():
    w = GameWidget(Game.new(["Ann", "Bot"], seed=5), bots={"Bot": GreedyBot(5)}, coach_seconds=60, coach_seed=2)
    w.answer(w.game.pending.options[0])
    assert w.handle({"type": "coach"})
    assert w.snapshot["coach"]["status"] == "thinking"  # the widget answered at once: the search is elsewhere
    assert w.handle({"type": "coach_cancel"})
    coach = w.coach_wait(60)
    assert coach["status"] == "cancelled"
    assert not w._coach.thread.is_alive()
    assert coach["seconds"] < 30


def test_a_move_made_while_the_coach_thinks_drops_its_search():
    w = GameWidget(Game.new(["Ann", "Bot"], seed=6), bots={"Bot": GreedyBot(6)}, coach_seconds=60, coach_seed=2)
    w.answer(w.game.pending.options[0])
    w.ask_coach()
    thread = w._coach.thread
    w.act("draw")
    thread.join(60)
    assert not thread.is_alive()
    assert w.snapshot["coach"]["status"] == "idle" and w.snapshot["coach"]["suggestions"] == []


def test_never_for_a_bots_move():
    w = GameWidget(
        Scenario.load(BOT_TURN).to_game(),
        bots={"Greedy": ScriptedBot("dogma Agriculture")},
        pause_bots=True,
        coach_simulations=10,
    )
    w.step()  # the bot's action is paused: not the person's move
    coach = w.snapshot["coach"]
    assert coach["available"] is False and "bot" in coach["why_not"]
    assert not w.handle({"type": "coach"})
    assert "cannot help now" in w.error
    assert w.snapshot["coach"]["status"] == "idle"


def test_a_decision_inside_a_bots_dogma_is_advised_with_legal_answers():
    w = GameWidget(
        Scenario.load(BOT_TURN).to_game(),
        bots={"Greedy": ScriptedBot("dogma Agriculture")},
        coach_simulations=24,
        coach_seed=3,
    )
    req = w.game.pending
    assert req.player == "You"
    coach = ask(w)
    assert coach["status"] == "done" and coach["player"] == "You"
    for s in coach["suggestions"]:
        assert s["kind"] == "answer"
        req.check(s["action"])
    assert w.handle({"type": "answer", "value": coach["suggestions"][0]["action"]})


def test_in_hot_seat_the_coach_advises_the_player_to_act_with_what_they_see():
    w = GameWidget(Game.new(["Ann", "Ben"], seed=7), coach_simulations=20, coach_seed=4)
    bots = {"Ann": GreedyBot(1), "Ben": GreedyBot(2)}
    for _ in range(40):  # hot-seat: both people; play a little
        g = w.game
        who = w.to_act
        m = bots[who].move(g)
        w.answer(m) if g.pending is not None else w.act(m)
    who = w.to_act
    coach = ask(w)
    assert coach["player"] == who == w.snapshot["viewer"]
    for s in coach["suggestions"]:
        named = set(TITLES.findall(s["explanation"]))
        assert all(can_see(w.game, who, c) for c in named), s["explanation"]


def test_the_puzzle_coach_is_a_hint_that_plays():
    w = PuzzleWidget("demand-vulnerability", coach_simulations=60, coach_seed=1)
    coach = ask(w)
    assert coach["status"] == "done" and coach["player"] == "Alice"
    best = coach["suggestions"][0]
    assert best["move"] == "meld Masonry" and best["win_rate"] > 0  # the puzzle's intended first move
    assert "meets the goal in" in best["explanation"]
    assert w.handle({"type": "action", "action": best["action"]})
    assert w.line == ["meld Masonry"] and w.snapshot["coach"]["status"] == "idle"
    w.act("dogma Archery")
    assert w.status == "solved"
    assert w.snapshot["coach"]["available"] is False and not w.handle({"type": "coach"})
