"""Mined puzzles that are never trivial, never the same idea twice, themed by what their solver does, and explained:
the glance rules (puzzles/mine/glance.py), the hints, the themes (puzzles/themes.py, the order of mine/kinds.py),
the ideas (mine/ideas.py), the explanations (mine/words.py, mine/refute.py) and the shipped packs told again by
scripts/upgrade-packs --retell."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from innovation_nb.cards.data import CARDS
from innovation_nb.errors import InnovationError
from innovation_nb.puzzles import Puzzle, pack
from innovation_nb.puzzles.mine import MineSpec, glance, ideas, words
from innovation_nb.puzzles.mine.kinds import KINDS
from innovation_nb.puzzles.mine.miner import judge, told
from innovation_nb.puzzles.model import Question
from innovation_nb.puzzles.solver import first_moves, solve

SUPPLY = {
    1: ["Pottery", "Agriculture", "Clothing", "Tools"],
    2: ["Calendar", "Fermenting", "Mapmaking", "Currency"],
    3: ["Education", "Machinery", "Medicine"],
    4: ["Invention", "Colonialism"],
}


def question(alice: dict, bob: dict, goal, **more) -> Question:
    return Question(
        scenario={"players": [{"name": "Alice", **alice}, {"name": "Bob", **bob}], "supply": SUPPLY, **more},
        goal=goal,
        budget=1,
    )


# Bob shows 3 castles (Mysticism); Alice 2 (Archery): melding The Wheel, the card of her hand with most castles,
# makes Bob vulnerable to her Archery — the only move that does, and no puzzle.
WHEEL = question(
    {"hand": ["The Wheel", "Sailing", "Code of Laws"], "board": {"red": ["Archery"]}},
    {"board": {"purple": ["Mysticism"]}},
    {"vulnerable": "Archery", "player": "Bob"},
)


def working(q) -> list[str]:
    return [a for a, _, c in first_moves(q)[0] if c]


# -- the glance rules ------------------------------------------------------------------------------------------
def test_most_icons_picks_the_meld_that_leaves_the_most_of_the_featured_icon():
    assert working(WHEEL) == ["meld The Wheel"]
    assert glance.verdicts(WHEEL, "vulnerable") == {
        "most-icons": "meld The Wheel",
        "most-icons-shown": "meld The Wheel",
    }
    assert glance.solved_by(WHEEL, "vulnerable", "meld The Wheel") == "most-icons"
    assert glance.solved_by(WHEEL, "vulnerable", "dogma Archery") is None


def test_two_melds_that_tie_are_no_obvious_move():
    q = question(
        {"hand": ["The Wheel", "Masonry", "Code of Laws"], "board": {"red": ["Archery"]}},
        {"board": {"purple": ["Mysticism"]}},
        {"vulnerable": "Archery", "player": "Bob"},
    )
    # The Wheel and Masonry: 3 castles each
    assert glance.verdicts(q, "vulnerable") == {"most-icons": None, "most-icons-shown": None}


def test_a_compel_wants_the_fewest_of_its_icon():
    # Treaty of Kadesh compels those who show as many castles as Alice or more: melding Optics over Archery leaves
    # her 2 to Bob's 3; Metalworking would leave her the most, 5
    q = question(
        {"hand": ["Optics", "Sailing", "Metalworking"], "board": {"blue": ["Treaty of Kadesh"], "red": ["Archery"]}},
        {"board": {"purple": ["Mysticism"]}},
        {"compelled": "Treaty of Kadesh", "player": "Bob"},
        expansions=["artifacts"],
    )
    assert KINDS["compelled"].featured(q.goal.to_data()) == ("castle", -1)
    assert glance.verdicts(q, "compelled") == {"most-icons": "meld Optics", "most-icons-shown": "meld Optics"}


def test_the_card_that_shows_the_most_as_it_lands_is_obvious_whatever_its_meld_makes_happen():
    # Octant shows 3 crowns; melding it (or Coal, or Chemistry) lets Alice promote Katana from her forecast over it,
    # which the greedy bot does: played to the end, every meld leaves her no crown, but a learner sees Octant's
    q = question(
        {"hand": ["Octant", "Coal", "Chemistry"], "forecast": ["Katana"], "board": {"red": ["Archery"]}},
        {"board": {"purple": ["Mysticism"]}},
        {"icons": {"crown": 3}},
        expansions=["echoes"],
    )
    assert glance.verdicts(q, "icons") == {"most-icons": None, "most-icons-shown": "meld Octant"}
    assert glance.solved_by(q, "icons", "meld Octant") == "most-icons-shown"


def test_names_it_picks_the_dogma_whose_text_names_the_special():
    q = question(
        {
            "hand": ["Metalworking", "The Wheel", "Oars", "City States"],
            "board": {"yellow": ["Masonry"], "purple": ["Mysticism"], "red": ["Archery"]},
        },
        {"board": {"green": ["Sailing"]}},
        {"claim": "Monument"},
    )
    assert working(q) == ["dogma Masonry"]
    assert glance.solved_by(q, "claim", "dogma Masonry") == "names-it"
    assert glance.verdicts(q, "achievements") == {"names-it": "dogma Masonry"}  # Monument is still available


def test_most_points_picks_the_action_that_scores_the_most_at_once():
    q = question(
        {"hand": ["Feudalism", "Oars"], "board": {"purple": ["Philosophy"], "red": ["Archery"]}},
        {"board": {"green": ["Sailing"]}},
        {"score": 3},
    )
    assert glance.verdicts(q, "score") == {"most-points": "dogma Philosophy"}  # it scores Feudalism, a 3


def test_every_rule_reads_kinds_that_exist_and_says_what_it_picks():
    for name, r in glance.RULES.items():
        assert r.kinds and r.kinds <= set(KINDS), name
    assert glance.said("most-icons", "compelled", {"compelled": "Treaty of Kadesh", "player": "Bob"}) == (
        "the Meld that leaves you the fewest castles"
    )


def spec(**more) -> MineSpec:
    return MineSpec.load({"games": 1, "min_first_moves": 2, "greedy_trials": 0, "deals": 1, **more})


def test_the_miner_refuses_a_candidate_a_glance_rule_solves():
    """The vulnerable kind had no rule against the meld with most castles (only the icons kind had one)."""
    verdict = judge(spec(), WHEEL.scenario, WHEEL.goal.to_data(), 1, "vulnerable", set())
    assert verdict == "rejected"


# -- hints -----------------------------------------------------------------------------------------------------
def test_a_hint_never_leaves_a_single_move_of_the_kind_it_names():
    # one Dogma action (Archery's), and it is the answer: the hint may not say "a Dogma action"
    q = question(
        {"hand": ["Oars", "Sailing"], "board": {"red": ["Archery"]}},
        {"hand": ["Construction"], "board": {"purple": ["Code of Laws"]}},
        {"card": "Construction", "zone": "hand"},
    )
    assert working(q) == ["dogma Archery"]
    hint = words.hint(q, "card", q.goal.to_data(), "dogma Archery", ["transfer"])
    assert "Dogma action" not in hint and hint
    two = words.hint(WHEEL, "vulnerable", WHEEL.goal.to_data(), "meld The Wheel", ["icon-count"])
    assert two.startswith("Your first action is a Meld action.")  # three melds in hand


def test_a_hint_points_at_what_decides_never_at_what_happens_on_the_way():
    goal = {"card": "Sailing", "zone": "board"}
    themes = KINDS["card"].order(["sharing-bonus", "dig", "compel", "transfer"], goal)
    assert themes == ["compel", "transfer", "sharing-bonus", "dig"]
    assert KINDS["card"].hinted(themes, goal) == ["compel"]  # transfer: the goal says it
    icons = {"icons": {"castle": 6}}
    assert KINDS["icons"].order(["splay-right", "dig", "icon-count", "echo"], icons) == [
        "icon-count",
        "echo",
        "splay-right",
        "dig",
    ]
    assert KINDS["icons"].hinted(["icon-count", "dig", "city-draw", "bonus"], icons) == []


# -- ideas -----------------------------------------------------------------------------------------------------
def frame(rows) -> pd.DataFrame:
    return pd.DataFrame(
        [
            {"name": n, "puzzle": json.dumps({"goal": g}), "first_move": m, "themes": t, "difficulty": d}
            for n, g, m, t, d in rows
        ]
    )


def test_two_puzzles_are_the_same_idea_with_the_same_goal_first_move_and_themes():
    monument = {"claim": "Monument"}
    df = frame(
        [
            ("a", monument, "dogma Masonry", ["monument", "tuck"], 0.7),
            ("b", monument, "dogma Masonry", ["tuck", "monument"], 0.9),  # the same idea, harder
            ("c", monument, "dogma Masonry", ["monument"], 0.9),  # another idea: what decides it differs
            ("d", {"claim": "World"}, "dogma Masonry", ["monument", "tuck"], 0.7),  # another goal
            ("e", monument, "meld Masonry", ["monument", "tuck"], 0.7),  # another first move
            ("f", monument, "dogma Masonry", ["monument", "tuck"], 0.9),  # as hard as b, later
        ]
    )
    assert ideas.groups(df) == [["b", "f", "a"]]
    kept, dropped = ideas.distinct(df)
    assert list(kept["name"]) == ["b", "c", "d", "e"] and dropped == {"a": "b", "f": "b"}


def test_the_miner_refuses_an_idea_it_is_given_and_a_spec_names_shipped_packs():
    q = question(
        {"hand": ["Oars", "Sailing", "Metalworking"], "board": {"red": ["Archery"]}},
        {"hand": ["Construction"], "board": {"purple": ["Code of Laws"]}},
        {"card": "Construction", "zone": "hand"},
    )
    row = judge(spec(), q.scenario, q.goal.to_data(), 1, "card", set(), known=frozenset())
    assert isinstance(row, dict)
    known = {ideas.key(q.goal.to_data(), row["first_move"], row["themes"])}
    assert judge(spec(), q.scenario, q.goal.to_data(), 1, "card", set(), known=known) == "rejected"
    assert spec(distinct_from=["rare", "starter"]).distinct_from == ("starter", "rare")
    with pytest.raises(InnovationError) as e:
        spec(distinct_from=["stater"])
    assert e.value.field == "distinct_from"


def test_the_shipped_packs_hold_one_puzzle_per_idea(shipped):
    assert ideas.groups(shipped) == []


# -- explanations ----------------------------------------------------------------------------------------------
def test_the_explanation_says_why_the_answer_works_and_why_the_tempting_moves_fail():
    # every wrong first move leaves Alice 2 castles to Bob's 3: the other Melds tempt most, a Draw least
    r = words.tempting(WHEEL, "vulnerable", "meld The Wheel")
    assert [(x.move, x.distance) for x in r] == [("meld Code of Laws", 2), ("meld Sailing", 2), ("dogma Archery", 2)]
    _, t = told(WHEEL, "vulnerable", WHEEL.goal.to_data(), 1, "meld The Wheel", solve(WHEEL).solution)
    assert t["explanation"] == (
        "Meld The Wheel works: you meld The Wheel (1). Then Bob shows 3 castles to your 5. "
        "After Meld Code of Laws, Bob shows 3 castles to your 2. After Meld Sailing, Bob shows 3 castles to your 2. "
        "After Dogma Archery, Bob shows 3 castles to your 2."
    )
    assert (
        t["hint"] == "Your first action is a Meld action. Count the castles you and Bob show after each first action."
    )


def test_a_tempting_move_an_answer_defeats_names_the_answer_and_a_glance_pick_comes_first(shipped):
    q = Puzzle.from_json(shipped.set_index("name").loc["variety-00033-167", "puzzle"])
    out = words.why_not(q, "vulnerable", q.goal.to_data(), "dogma Vaccination", 1, words.visible(q), _reader(q))
    # Banking would work but for Alice's answer: she gives Composites, which covers Shrapnel
    assert out[0] == (
        "After Dogma Banking, Alice answers Composites (9), and Shrapnel is no longer a top card on your board."
    )
    starter = Puzzle.from_json(shipped.set_index("name").loc["starter-00053-080", "puzzle"])
    out = words.why_not(
        starter, "icons", starter.goal.to_data(), "dogma Masonry", 1, words.visible(starter), _reader(starter)
    )
    assert out[0] == (
        "Meld Metalworking looks obvious (the Meld that leaves you the most castles), but after it, at best you "
        "show 8 castles of the 10 needed."
    )


def _reader(q):
    from innovation_nb.engine.text import Reader

    return Reader(q.solver, you=q.solver)


# -- the shipped packs, told again -----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def shipped():
    return pack.load_frame()


def test_no_shipped_puzzle_is_solved_at_a_glance_and_no_hint_leaves_one_move(shipped):
    sample = shipped.iloc[:: max(1, len(shipped) // 150)]
    for _, row in sample.iterrows():
        p = Puzzle.from_json(row["puzzle"])
        assert glance.solved_by(p, row["goal"], row["first_move"]) is None, row["name"]
        named = [k for k, said in words.ACTION_WORDS.items() if f"Your first action is {said}" in row["hint"]]
        if named:
            acts = p.start_game(history=False).legal_actions()
            assert sum(a.kind == named[0] for a in acts) >= words.MIN_LEFT, row["name"]


def test_shipped_texts_name_only_cards_the_solver_can_see(shipped):
    titles = sorted((t for t in CARDS if len(t) > 3), key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(re.escape(t) for t in titles) + r")\b")
    for text in shipped["puzzle"].iloc[:: max(1, len(shipped) // 400)]:
        p = Puzzle.from_json(text)
        seen = words.visible(p)
        said = " ".join([p.title, p.description or "", *p.hints, p.explanation or "", p.rule])
        hidden = {m for m in pattern.findall(said) if m not in seen}
        assert not hidden, (p.name, hidden)


def test_the_packs_record_what_was_dropped_and_why():
    runs = pack.runs_of(pack.load_frame())
    dropped = {n: why for r in runs for n, why in r.get(pack.DROPPED, {}).items()}
    assert dropped and all(
        why.startswith(("trivial at a glance: ", "the same idea as ", "sound: ")) for why in dropped.values()
    )
    assert dropped.keys().isdisjoint(set(pack.load_frame()["name"]))


def test_upgrade_packs_retell_drops_the_trivial_and_the_repeated_and_says_so(tmp_path):
    df = pack.load_frame(pack.PACKS / "moments.parquet").head(3).copy()
    twin = df.iloc[[0]].copy()
    twin["name"], twin["position"] = "moments-99999-000", "0" * 64  # the same idea at another position
    trivial = df.iloc[[1]].copy()
    p = Puzzle.from_json(df.iloc[1]["puzzle"]).model_copy(
        update={
            "scenario": WHEEL.scenario,
            "goal": WHEEL.goal,
            "name": "moments-99999-001",
            "intended": ["meld The Wheel"],
        }
    )
    trivial["name"], trivial["position"], trivial["puzzle"] = p.name, "1" * 64, p.to_json(indent=None)
    trivial["goal"], trivial["first_move"] = "vulnerable", "meld The Wheel"
    small = pd.concat([df, twin, trivial], ignore_index=True)
    small.attrs = dict(df.attrs)
    path = pack.save(small, tmp_path / "small.parquet")
    script = Path(__file__).resolve().parents[1] / "scripts" / "upgrade-packs"
    run = subprocess.run(
        [sys.executable, str(script), "--retell", "--workers", "1", str(path)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr
    after = pack.load_frame(path)
    assert list(after["name"]) == list(df["name"])
    assert after.attrs[pack.DROPPED] == {
        **df.attrs.get(pack.DROPPED, {}),  # what an earlier run dropped stays recorded
        "moments-99999-001": "trivial at a glance: most-icons picks meld The Wheel",
        "moments-99999-000": f"the same idea as {df.iloc[0]['name']}",
    }


def test_every_shipped_puzzle_has_a_theme(shipped):
    assert shipped["themes"].map(len).min() >= 1
