"""Puzzles sound whatever is hidden from their solver (``puzzles.soundness``), on small hand-built positions: a first
move that one deal alone makes work, a second solution in some deal, a plan that would need to know the hidden
cards, a plan that answers by what the solver has seen, an exact case decided on one deal, a goal naming a hidden
card; how a line reaching a hidden card is caught (a draw, a demand a hidden hand answers, a return, a
foreshadow); the miner refusing what the check refuses; and scripts/check-pack with --drop on a copy of a pack."""

import subprocess
import sys
from pathlib import Path

import pytest

from innovation_nb.puzzles import Question, pack
from innovation_nb.puzzles.mine import MineError, MineSpec
from innovation_nb.puzzles.mine.miner import judge
from innovation_nb.puzzles.soundness import DEALS, reach, soundness
from innovation_nb.scenario import Scenario

ROOT = Path(__file__).resolve().parents[1]


def mined(data) -> Scenario:
    """A scenario as the miner writes one: every card placed (the rest dealt by the scenario's seed first)."""
    return Scenario.from_state(Scenario.load({"seed": 5, **data}).to_state())


def ask(players, goal, budget=1, **more) -> Question:
    return Question(scenario=mined({"players": players, **more}), goal=goal, budget=budget)


# -- the soundness check ---------------------------------------------------------------------------------------
def test_a_first_move_that_only_the_stated_deal_makes_work_is_refused():
    # Metalworking scores 1s while they show a castle: Archery and Oars, then Writing stops it; other deals differ
    q = ask(
        [{"name": "Alice", "board": {"red": ["Metalworking"]}}, {"name": "Bob"}],
        {"score": 2},
        supply={1: ["Archery", "Oars", "Writing"]},
    )
    r = soundness(q)
    assert not r and r.why == "fails" and r.first == "dogma Metalworking" and not r.exact
    assert r.deals == DEALS and 0 < r.fails < DEALS
    assert r.reason.startswith(f"the first move fails in {r.fails} of {DEALS} deals") and "the 1 pile" in r.reason


def test_a_second_solution_in_some_deal_is_refused():
    # melding City States makes 4 crowns in every deal; Sailing's 1 does in the deals where it is Code of Laws
    q = ask(
        [{"name": "Alice", "hand": ["City States"], "board": {"green": ["Sailing"]}}, {"name": "Bob"}],
        {"icons": {"crown": 4}},
        supply={1: ["Archery"]},
    )
    r = soundness(q)
    assert not r and r.why == "others" and r.fails == 0 and set(r.others) == {"dogma Sailing"}
    k = r.others["dogma Sailing"]
    assert r.reason.startswith(f"dogma Sailing also works in {k} of {DEALS} deals")


# Every base 9 but three is on Bob's board (seen), so the 9 pile holds Computers, Fission and Satellites (a clock
# each, and blue, red, green) in some order; no achievement is available.
NINES = {
    "name": "Bob",
    "board": {
        "red": ["Oars", "Composites"],
        "blue": ["Pottery", "Genetics"],
        "green": ["Sailing", "Collaboration"],
        "purple": ["Mysticism", "Services", "Specialization"],
        "yellow": ["Agriculture", "Ecology", "Suburbia"],
    },
}


def test_a_plan_that_needs_to_know_the_hidden_cards_is_refused():
    # Empiricism: choose two colours, then draw a 9 and meld it if it is of one of them. Knowing the deal, the
    # solver names the top 9's colour; not knowing it, no two colours cover the three the 9 pile may show.
    q = ask(
        [{"name": "Alice", "board": {"purple": ["Empiricism"]}}, NINES],
        {"icons": {"clock": 1}},
        supply={9: ["Computers", "Fission", "Satellites"]},
        achievements=[],
    )
    r = soundness(q)
    assert not r and r.why == "plan" and r.plan is False and r.fails == 0 and not r.others
    assert r.reason == (
        "the plan needs to know what is hidden in the 9 pile (answers differ between deals the solver cannot tell "
        "apart)"
    )


def test_a_plan_that_answers_by_what_the_solver_has_seen_is_accepted():
    # draw a 1 (City States, Code of Laws or Sailing: the only 1s not on a board), then meld it: which card to
    # meld differs from deal to deal, but the solver sees it in their hand
    alice = {"name": "Alice", "board": {"yellow": ["Masonry", "Agriculture", "Domestication"]}}
    bob = {
        "name": "Bob",
        "board": {
            "red": ["Archery", "Metalworking", "Oars"],
            "blue": ["Pottery", "Tools", "Writing"],
            "green": ["The Wheel", "Clothing"],
            "purple": ["Mysticism"],
        },
    }
    q = ask(
        [alice, bob],
        {"icons": {"crown": 2}},
        2,
        supply={1: ["City States", "Code of Laws", "Sailing"]},
        achievements=[],
    )
    r = soundness(q)
    assert r and r.plan is True and not r.exact and r.deals == DEALS and r.first == "draw"
    assert (
        r.reason == f"sound over {DEALS} deals: one plan reaches the goal in every one, and no other first move in any"
    )
    assert r.reach["draw"] == ("in the 1 pile",)  # the drawn card is read: the line goes on after the Draw action


def test_a_deal_too_large_to_search_is_a_refusal_not_an_error(monkeypatch):
    # a deal may hold a decision the search does not take (a pile of 7 cards to order) where the stated one does not
    from innovation_nb.puzzles import soundness as module
    from innovation_nb.puzzles.errors import PuzzleError

    q = ask(
        [{"name": "Alice", "board": {"red": ["Metalworking"]}}, {"name": "Bob"}],
        {"score": 2},
        supply={1: ["Archery", "Oars", "Writing"]},
    )
    searched = module.first_moves

    def first_moves(question, **kw):
        if question is q:
            return searched(question, **kw)
        raise PuzzleError("scenario", "Alice must order 7 cards ('Order to meld'): too many orders to search")

    monkeypatch.setattr(module, "first_moves", first_moves)
    r = soundness(q)
    assert not r and r.why == "search" and r.reason.startswith("deal 2 cannot be searched (Alice must order 7 cards")


@pytest.mark.parametrize("working, more", [(2, ""), (3, " (and 1 more first move)"), (4, " (and 2 more first moves)")])
def test_a_refusal_counts_the_other_first_moves_that_work_in_words(monkeypatch, working, more):
    from innovation_nb.puzzles import soundness as module

    q = ask(
        [{"name": "Alice", "hand": ["Sailing", "Pottery"], "board": {"red": ["Metalworking"]}}, {"name": "Bob"}],
        {"score": 2},
        supply={1: ["Archery", "Oars", "Writing"]},
    )
    searched = module.first_moves

    def first_moves(question, **kw):  # every other deal: the stated first move and working - 1 others reach it
        moves, n = searched(question, **kw)
        if question is q:
            return moves, n
        keep = ["dogma Metalworking", "draw", "meld Pottery", "meld Sailing"][:working]
        return [(a, s, a in keep) for a, s, _ in moves], n

    monkeypatch.setattr(module, "first_moves", first_moves)
    r = soundness(q)
    assert not r and r.why == "others"
    assert r.reason == f"draw also works in {r.deals - 1} of {r.deals} deals{more}"  # the Draw action ends the line


def test_an_exact_case_is_decided_on_one_deal():
    q = ask(
        [
            {"name": "Alice", "hand": ["Code of Laws", "Writing"], "board": {"yellow": ["Masonry"]}},
            {"name": "Bob", "hand": ["Oars"], "score": ["Tools"]},
        ],
        {"icons": {"crown": 2}},
    )
    r = soundness(q)
    assert r and r.exact and r.deals == 1 and r.plan is True
    assert r.reason == "sound (exact: no line reaches a hidden card)"
    # the Draw action takes a hidden card, but the line ends there: nothing reads it before the goal is judged
    assert r.reach == {"draw": (), "meld Code of Laws": (), "meld Writing": (), "dogma Masonry": ()}


def test_a_goal_that_needs_a_card_nobody_can_see_is_refused():
    q = ask(
        [{"name": "Alice", "board": {"blue": ["Writing"]}}, {"name": "Bob"}],
        {"card": "Calendar", "zone": "hand"},
        supply={2: ["Calendar"]},
    )
    r = soundness(q)
    assert not r and not r.exact and r.why in ("fails", "holds")
    assert "in the 2 pile" in r.reason


@pytest.mark.parametrize(
    "players, action, place",
    [
        # a draw from the supply
        ([{"name": "Alice", "board": {"blue": ["Writing"]}}, {"name": "Bob"}], "dogma Writing", "in the 2 pile"),
        # Bob's hidden hand answers a demand (Feudalism: a card with a castle): nothing moves, yet it decided that
        (
            [{"name": "Alice", "board": {"purple": ["Feudalism"]}}, {"name": "Bob", "hand": ["Agriculture"]}],
            "dogma Feudalism",
            "in Bob's hand",
        ),
        # a card Bob returns from his hidden score pile (Anatomy)
        (
            [{"name": "Alice", "board": {"yellow": ["Anatomy"]}}, {"name": "Bob", "score": ["Archery"]}],
            "dogma Anatomy",
            "in Bob's score pile",
        ),
        # a card drawn and foreshadowed (Bell's echo effect: a 2 into Alice's own forecast)
        (
            [{"name": "Alice", "board": {"purple": ["Bell"]}}, {"name": "Bob"}],
            "dogma Bell",
            "2 pile",
        ),
    ],
)
def test_a_line_that_reaches_a_hidden_card_is_caught(players, action, place):
    more = {"expansions": ["echoes"]} if action == "dogma Bell" else {}
    found = reach(ask(players, {"score": 40}, **more))
    assert any(place in w for w in found[action]), found
    assert found["draw"] == ()  # the Draw action alone: its card is never read in a 1-action line


# -- the miner ----------------------------------------------------------------------------------------------------
def test_the_miner_refuses_a_candidate_the_soundness_check_refuses():
    # the Empiricism position: its first move is the only one in each deal, searched knowing the deal (what the
    # miner checked before), but no one plan works
    scenario = mined(
        {
            "players": [{"name": "Alice", "board": {"purple": ["Empiricism"]}}, NINES],
            "supply": {9: ["Computers", "Fission", "Satellites"]},
            "achievements": [],
        }
    )
    spec = MineSpec.load({"games": 1, "min_first_moves": 2, "max_greedy": 1.0, "greedy_trials": 0})
    assert spec.deals == DEALS
    assert judge(spec, scenario, {"icons": {"clock": 1}}, 1, "icons", set()) == "rejected"


def test_the_deals_of_a_spec_are_one_or_more():
    assert MineSpec.load({"games": 1}).deals == DEALS == 32
    with pytest.raises(MineError) as e:
        MineSpec.load({"games": 1, "deals": 0})
    assert e.value.field == "deals"


# -- scripts/check-pack -------------------------------------------------------------------------------------------
def test_check_pack_names_each_failing_puzzle_and_drops_them_into_a_copy(tmp_path):
    # two puzzles of the display pack as it was mined: 00013-024 sound, 00022-016 not (the shipped pack left it out)
    part = pack.load_frame(ROOT / "tests" / "fixtures" / "display-two.parquet")
    src = pack.save(part, tmp_path / "two.parquet")
    out = tmp_path / "kept.parquet"
    script = ROOT / "scripts" / "check-pack"
    run = subprocess.run(
        [sys.executable, str(script), str(src), "--workers", "1", "--drop", str(out)],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert run.returncode == 1, run.stderr
    lines = run.stdout.splitlines()
    assert any(x.startswith("display-00022-016: sound: the first move fails in ") for x in lines), run.stdout
    assert "line (the stored line solves it): 2 of 2 pass; 0 fail (0.0 %)" in lines
    assert "unique (its first move is the only one): 2 of 2 pass; 0 fail (0.0 %)" in lines
    assert any(x.startswith("sound (") and "1 of 2 pass; 1 fail (50.0 %): fails 1" in x for x in lines)
    kept = pack.load_frame(out)
    runs = [{k: v for k, v in r.items() if k != "dropped"} for r in pack.runs_of(kept)]  # a run says what it lost
    assert list(kept["name"]) == ["display-00013-024"] and runs == pack.runs_of(part)
    assert list(kept.attrs["dropped"]) == ["display-00022-016"]
    assert kept.attrs["dropped"]["display-00022-016"].startswith("sound: the first move fails in ")
    assert pack.load_frame(src).equals(part)  # the pack checked is left as it was
    # --drop alone: the pack file itself, rewritten whole (here the copy)
    again = subprocess.run(
        [sys.executable, str(script), str(src), "--workers", "1", "--only", "sound", "--drop"],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert again.returncode == 1 and again.stdout.splitlines()[-1] == f"1 puzzles kept, 1 dropped: {src}"
    assert not any(x.startswith(("line ", "unique ")) for x in again.stdout.splitlines())
    rewritten = pack.load_frame(src)
    assert rewritten.equals(kept) and rewritten.attrs == kept.attrs
    few = subprocess.run(
        [sys.executable, str(script), str(out), "--workers", "1", "--deals", "8"], capture_output=True, text=True
    )
    assert few.returncode == 2 and "32 deals or more" in few.stderr


def test_a_pack_keeps_what_was_dropped_from_it_and_refuses_a_record_that_is_not_names_and_reasons(tmp_path):
    one = pack.load_frame(ROOT / "tests" / "fixtures" / "display-two.parquet")
    assert "dropped" not in one.attrs  # a pack nothing was dropped from says nothing
    part = one.head(2).copy()
    part.attrs = {**one.attrs, "dropped": {"display-00022-016": "sound: the first move fails in 3 of 32 deals"}}
    back = pack.load_frame(pack.save(part, tmp_path / "p.parquet"))
    assert back.attrs == part.attrs and back.equals(part)
    part.attrs["dropped"] = {"display-00022-016": 3}
    with pytest.raises(pack.PackError) as e:
        pack.save(part, tmp_path / "q.parquet")
    assert e.value.field == "table" and "dropped" in str(e.value)
    assert not (tmp_path / "q.parquet").exists()
