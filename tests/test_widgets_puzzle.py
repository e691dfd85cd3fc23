"""PuzzleWidget, driven as the front end drives it, on library puzzles (open: every card face up), and a mined one,
shown as its solver's seat sees it."""

import copy
import json

import pytest
from helpers import displayed

from innovation_nb.engine.view import TEACHING
from innovation_nb.puzzles import Puzzle, PuzzleError, check, load_puzzle
from innovation_nb.widgets import PuzzleWidget

TIES = "victim-chooses-ties"  # Archery against Bob's Compass and Paper: Bob picks; two Archerys get Compass


def ok(w, msg):
    assert w.handle(msg), w.error
    assert w.error == ""


def refused(w, msg, *words):
    """Refused with an error naming ``words``; the line, the position and the snapshot stay as they were."""
    line, pos, snap = list(w.line), w.game.to_json(), copy.deepcopy(w.snapshot)
    assert not w.handle(msg)
    for word in words:
        assert word.lower() in w.error.lower(), (word, w.error)
    assert w.line == line and w.game.to_json() == pos and w.snapshot == snap
    return w.error


def hand(w, name):
    return w.game.player(name).hand


def test_the_goal_and_the_budget_are_shown():
    w = PuzzleWidget(TIES)
    p = w.snapshot["puzzle"]
    assert p["goal"] == "Compass is in Alice's hand" and p["budget"] == 2 and p["solver"] == "Alice"
    assert p["title"] == "His choice, twice" and p["hints"] == 2 and p["adversarial"]
    snap = w.snapshot
    assert snap["status"] == "not yet" and snap["used"] == 0 and snap["left"] == 2 and snap["line"] == []
    assert snap["hints"] == [] and snap["explanation"] is None and snap["solution"] is None
    assert any(a["action"] == "dogma Archery" and a["legal"] for a in snap["actions"])
    assert snap["board"]["perspective"] is None and snap["board"]["players"][1]["hand"] == ["Compass", "Paper"]
    assert PuzzleWidget(load_puzzle(TIES)).snapshot == snap  # a Puzzle or a library name


def test_solving_it_through_messages():
    w = PuzzleWidget(TIES)
    ok(w, {"type": "action", "action": "dogma Archery"})
    # Bob answers as an adversary: he keeps Compass, the answer that beats a one-action line
    assert "Paper" in hand(w, "Alice") and "Compass" in hand(w, "Bob")
    assert w.status == "not yet" and w.snapshot["used"] == 1 and w.snapshot["left"] == 1
    assert w.snapshot["explanation"] is None
    ok(w, {"type": "action", "action": "dogma Archery"})
    assert w.status == "solved" and "Compass" in hand(w, "Alice")
    snap = w.snapshot
    assert snap["status"] == "solved" and "the goal is met after 2 actions" in snap["reason"]
    assert snap["explanation"].startswith("Archery's demand takes Bob's highest card")
    assert snap["actions"] == [] and snap["pending"] is None and snap["line"] == ["dogma Archery", "dogma Archery"]
    assert w.verdict.solved and check(w.puzzle, w.line).solved
    refused(w, {"type": "action", "action": "draw"}, "solved already")


def test_answering_your_own_decisions_through_messages():
    w = PuzzleWidget("dogma-win")
    ok(w, {"type": "action", "action": "dogma Self Service"})
    pending = w.snapshot["pending"]
    assert w.status == "not yet" and pending["player"] == "Alice" and pending["options"] == ["Translation", "Oars"]
    assert w.snapshot["actions"] == []
    refused(w, {"type": "action", "action": "draw"}, "must decide first")
    refused(w, {"type": "answer", "value": "Archery"}, "not one of")
    ok(w, {"type": "answer", "value": ["Translation"]})
    assert w.status == "solved" and w.game.over and w.line == ["dogma Self Service", ["Translation"]]
    assert w.snapshot["line"] == ["dogma Self Service", "Translation"]


def test_a_wrong_line_is_reported_with_the_reason():
    w = PuzzleWidget(TIES)
    ok(w, {"type": "action", "action": "draw"})
    assert w.status == "not yet"
    ok(w, {"type": "action", "action": "draw"})
    assert w.status == "failed"
    snap = w.snapshot
    assert snap["status"] == "failed" and snap["left"] == 0
    assert "the budget of 2 actions is spent and the goal is not met" in snap["reason"]
    assert "Compass is not in Alice's hand (it is in Bob's hand)" in snap["reason"]
    assert snap["failed"] == [
        {"goal": "Compass is in Alice's hand", "why": "Compass is not in Alice's hand (it is in Bob's hand)"}
    ]
    assert snap["actions"] == [] and snap["explanation"] is None
    refused(w, {"type": "action", "action": "dogma Archery"}, "failed", "undo")
    ok(w, {"type": "undo"})
    assert w.status == "not yet" and w.line == ["draw"]
    ok(w, {"type": "action", "action": "dogma Archery"})
    assert w.status == "failed"  # one Archery is not enough: Bob gives Paper
    assert "when Bob answers Paper" in w.snapshot["reason"]


def test_check_shows_how_far_the_goal_is():
    w = PuzzleWidget(TIES)
    ok(w, {"type": "action", "action": "dogma Archery"})
    assert not w.snapshot["checked"]
    ok(w, {"type": "check"})
    snap = w.snapshot
    assert snap["checked"] and snap["status"] == "not yet"
    assert snap["reason"].startswith("when Bob answers Paper") and "line ends after 1 action and" in snap["reason"]
    v = w.check()
    assert not v.solved and v.reason == w.verdict.reason
    ok(w, {"type": "action", "action": "dogma Archery"})
    assert not w.snapshot["checked"]  # a new move, a new verdict


def test_illegal_or_malformed_messages_leave_everything_as_it_was():
    w = PuzzleWidget(TIES)
    ok(w, {"type": "action", "action": "dogma Archery"})
    refused(w, {"type": "action", "action": "achieve 3"}, "achieve 3")
    refused(w, {"type": "action", "action": "meld Compass"}, "not in Alice's hand")
    refused(w, {"type": "action", "action": "fly away"}, "")
    refused(w, {"type": "answer", "value": "Compass"}, "no decision")
    refused(w, {"type": "action"}, "malformed")
    refused(w, {"type": "solution_step"}, "show the solution first")
    refused(w, {"type": "place", "card": "Archery", "zone": "hand", "player": 0}, "does not take")
    refused(w, {"type": "terms", "terminology": "klingon"}, "malformed")
    assert w.line == ["dogma Archery"]


def test_hints_one_at_a_time():
    w = PuzzleWidget(TIES)
    hints = w.puzzle.hints
    assert len(hints) == 2 and w.snapshot["can"]["hint"]
    ok(w, {"type": "hint"})
    assert w.snapshot["hints"] == hints[:1]
    assert w.hint() == hints[1]
    assert w.snapshot["hints"] == hints and not w.snapshot["can"]["hint"]
    refused(w, {"type": "hint"}, "no more hints")
    ok(w, {"type": "action", "action": "draw"})
    ok(w, {"type": "reset"})
    assert w.line == [] and w.snapshot["hints"] == hints  # hints once given stay given


def test_replaying_the_solution():
    w = PuzzleWidget(TIES)
    ok(w, {"type": "action", "action": "draw"})
    mine = w.game.to_json()
    ok(w, {"type": "show_solution"})
    sol = w.snapshot["solution"]
    # the solution depends on Bob's answer: the longest play is replayed, the whole strategy is in the text
    assert [s["text"] for s in sol["steps"]] == [
        "Alice: dogma Archery",
        "Bob answers Paper — Transfer your highest card to Alice's hand",
        "Alice: dogma Archery",
    ]
    assert sol["at"] == 0 and not sol["done"] and sol["branches"] and "if Compass:" in sol["text"]
    assert w.snapshot["actions"] == [] and w.snapshot["board"]["players"][1]["hand"] == ["Compass", "Paper"]
    ok(w, {"type": "solution_step"})
    assert w.snapshot["pending"] is None  # Bob's decision is shown by the next step, not answered here
    assert w.solution_step().startswith("Bob answers Paper")
    ok(w, {"type": "solution_step"})
    sol = w.snapshot["solution"]
    assert sol["done"] and sol["met"] and sol["at"] == 3
    assert "Compass" in w.snapshot["board"]["players"][0]["hand"]
    assert w.snapshot["explanation"]  # shown once the solution has been seen through
    refused(w, {"type": "solution_step"}, "over")
    refused(w, {"type": "action", "action": "draw"}, "solution is shown")
    ok(w, {"type": "hide_solution"})
    assert w.snapshot["solution"] is None and w.game.to_json() == mine and w.line == ["draw"]
    assert w.snapshot["explanation"] is None and w.status == "not yet"


def test_replay_in_python_and_the_solver_runs_once():
    w = PuzzleWidget("sharing-bonus")
    steps = w.show_solution()
    assert steps == ["Alice: dogma Writing"]
    assert w.solution_step() == "Alice: dogma Writing"
    assert w.snapshot["solution"]["met"]
    res = w.solution()
    assert PuzzleWidget("sharing-bonus").solution() is res


def test_reset():
    w = PuzzleWidget(TIES)
    start = copy.deepcopy(w.snapshot)
    ok(w, {"type": "action", "action": "dogma Archery"})
    ok(w, {"type": "check"})
    ok(w, {"type": "reset"})
    assert w.snapshot == start
    refused(w, {"type": "undo"}, "nothing to undo")


def test_scripted_turns_are_played_between_yours():
    w = PuzzleWidget("two-turn-plan")
    for a in ("meld Code of Laws", "meld Sailing"):
        ok(w, {"type": "action", "action": a})
    # Bob's scripted turn (draw, meld Tools) has been played: Alice is to act again
    assert w.game.current_player.name == "Alice" and w.game.player("Bob").board[0].top == "Tools"
    assert w.snapshot["used"] == 2 and w.snapshot["left"] == 2
    ok(w, {"type": "action", "action": "meld Agriculture"})
    ok(w, {"type": "action", "action": "dogma Construction"})
    assert w.status == "solved"


def test_terminology_and_sizes():
    assert (
        PuzzleWidget("sharing-bonus", terminology="iello")
        .snapshot["puzzle"]["rule"]
        .startswith("Cooperation Bonus: when an opponent")
    )  # the puzzle's texts in the chosen words
    w = PuzzleWidget(TIES, terminology="iello")
    assert w.snapshot["board"]["labels"]["dogma"] == "Activate"
    ok(w, {"type": "terms", "terminology": "asmadi"})
    ok(w, {"type": "action", "action": "dogma Archery"})
    ok(w, {"type": "terms", "terminology": "iello"})
    assert "Influence" in json.dumps(w.snapshot["board"]["labels"])
    for msg in (
        {"type": "check"},
        {"type": "hint"},
        {"type": "hint"},
        {"type": "action", "action": "dogma Archery"},
        {"type": "show_solution"},
        {"type": "solution_step"},
    ):
        ok(w, msg)
        assert len(json.dumps(w.snapshot)) < 20_000


def test_static_fallback_and_stable_repr(monkeypatch):
    w = PuzzleWidget(TIES)
    view, picture = displayed(w, monkeypatch)
    assert "application/vnd.jupyter.widget-view+json" in view
    html = picture["text/html"]
    assert "His choice, twice" in html and "Compass is in Alice&#x27;s hand" in html and "Archery" in html
    assert "<b>Budget:</b> this turn: 2 actions" in html
    assert "This turn" not in html  # Monument cannot matter here
    assert repr(w) == repr(PuzzleWidget(TIES)) == "<PuzzleWidget 'victim-chooses-ties': not yet, 0 moves>"


def test_unknown_puzzle_names_are_refused():
    with pytest.raises(ValueError, match="did you mean"):
        PuzzleWidget("victim-chooses-tie")


# -- the seat view: a mined puzzle is shown as the solver's seat sees it -----------------------------------------
TWO_CROWNS = {
    "players": [
        {"name": "Alice", "hand": ["Code of Laws", "Writing"], "board": {"yellow": ["Masonry"]}},
        {"name": "Bob", "hand": ["Oars"], "score": ["Tools"]},
    ],
    "supply": {1: ["Mysticism"]},
}


def _board_hands(w):
    return {p["name"]: p["hand"] for p in w.snapshot["board"]["players"]}


def test_the_widget_shows_a_mined_puzzle_as_the_solver_s_seat_sees_it_and_a_library_one_open():
    data = {"title": "Two crowns", "rule": "Meld", "scenario": TWO_CROWNS, "goal": {"icons": {"crown": 2}}}
    mined_puzzle = Puzzle.load({**data, "topic": "mined", "budget": 1})
    assert mined_puzzle.seat and mined_puzzle.viewer == "Alice"
    w = PuzzleWidget(mined_puzzle, coach=False)
    assert w.snapshot["board"]["perspective"] == "Alice"
    assert _board_hands(w) == {"Alice": ["Code of Laws", "Writing"], "Bob": None}  # Bob's hand: backs only
    bob = w.snapshot["board"]["players"][1]
    assert bob["score"] is None and bob["hand_ages"] == bob["score_ages"] == [1]
    # the same position, open (a puzzle that says so; the library's and the lessons' are open by default)
    w = PuzzleWidget(Puzzle.load({**data, "topic": "mined", "view": "open", "budget": 1}), coach=False)
    assert w.snapshot["board"]["perspective"] is None and _board_hands(w)["Bob"] == ["Oars"]
    library = load_puzzle("victim-chooses-ties")
    assert not library.seat and library.viewer is TEACHING and library.view is None
    w = PuzzleWidget(library, coach=False)
    assert w.snapshot["board"]["perspective"] is None and _board_hands(w)["Bob"] == ["Compass", "Paper"]


def test_the_view_is_written_only_when_given_and_checked():
    p = Puzzle.load({"title": "t", "rule": "r", "scenario": TWO_CROWNS, "goal": {"score": 5}, "view": "seat"})
    assert p.to_dict()["view"] == "seat" and Puzzle.from_json(p.to_json()).seat
    assert "view" not in load_puzzle("victim-chooses-ties").to_dict()
    with pytest.raises(PuzzleError) as e:
        Puzzle.load({**p.to_dict(), "view": "all"})
    assert e.value.field == "view"
