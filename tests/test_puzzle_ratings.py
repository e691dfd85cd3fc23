"""Puzzles' own ratings: started from the pack's ``rating`` column (else from the difficulty), moved by every attempt
(a solve lowers the puzzle, a miss raises it), pooled across a class's shelf in an order that does not depend on how
the files are read, and the serving (``trainer.pick``): near the learner's rating, widened only when nothing is left
inside, never running out above, varied in goals and first actions."""

import itertools
import json
import math
from types import SimpleNamespace

import pandas as pd
import pytest

from innovation_nb.puzzles import PuzzleRecord, RecordError, Trainer, pack, record
from innovation_nb.puzzles.pack import PackError
from innovation_nb.puzzles.rating import LEARNER, Rating, after_attempt, puzzle_rating, replayed
from innovation_nb.puzzles.trainer import OFFSET, WINDOW, Candidate, pick


def _puzzle(name):
    return SimpleNamespace(name=name, title=name.title())  # all that attempt() reads of a puzzle


@pytest.fixture(scope="module")
def shipped_rows():
    return pack.load_frame().head(6)


def _table(df, **columns):
    out = df.reset_index(drop=True).assign(**columns)
    out.attrs = dict(df.attrs)
    return out


# -- a puzzle's own rating ----------------------------------------------------------------------------------------
def test_a_solve_lowers_the_puzzles_own_rating_and_a_miss_raises_it(tmp_path, shipped_rows):
    t = Trainer(shipped_rows, record=tmp_path / "me.json")
    first = t.next()
    before = t.puzzle_rating(first.name)
    assert before == t.start_rating(first.name)
    t.attempt(solved=True)
    assert t.puzzle_rating(first.name).rating < before.rating
    second = t.next()
    before = t.puzzle_rating(second.name)
    t.attempt(solved=False)
    assert t.puzzle_rating(second.name).rating > before.rating
    # the record keeps them, and a trainer on it again sees them
    again = Trainer(shipped_rows, record=tmp_path / "me.json")
    assert again.puzzle_rating(second.name) == t.puzzle_rating(second.name)


def test_a_replay_is_the_puzzles_side_of_each_attempt_one_after_another():
    start = puzzle_rating(0.7)
    played = [(LEARNER, True), (Rating(rating=1700, rd=200), False), (Rating(rating=1300, rd=90), True)]
    it = start
    for learner, solved in played:
        it = after_attempt(learner, it, solved)[1]
    assert replayed(start, played) == it and replayed(start, []) == start


# -- the pack's starting ratings ----------------------------------------------------------------------------------
def test_a_pack_with_starting_ratings_saves_loads_and_starts_its_puzzles_there(tmp_path, shipped_rows):
    rated = _table(shipped_rows, rating=[900.0, 2300.0, math.nan, 1500.0, 1200.0, 1800.0], rating_deviation=80.0)
    path = pack.save(rated, tmp_path / "rated.parquet")
    back = pack.load_frame(path)
    assert list(back.columns) == [*pack.COLUMNS, *pack.RATED]
    filled = pack.filled(back)
    assert list(filled["rating"])[:2] == [900.0, 2300.0] and set(filled["rating_deviation"]) == {80.0}
    # a row that gives no rating starts from its difficulty
    assert filled["rating"].iloc[2] == puzzle_rating(float(shipped_rows["difficulty"].iloc[2])).rating
    t = Trainer(back, record=tmp_path / "me.json")
    name = str(back["name"].iloc[1])
    assert t.start_rating(name) == Rating(rating=2300, rd=80)


def test_a_pack_without_starting_ratings_loads_and_starts_from_the_difficulty(tmp_path, shipped_rows):
    path = pack.save(_table(shipped_rows), tmp_path / "old.parquet")
    back = pack.load_frame(path)
    assert list(back.columns) == list(pack.COLUMNS)
    filled = pack.filled(back)
    expected = [puzzle_rating(float(d)) for d in shipped_rows["difficulty"]]
    assert list(filled["rating"]) == [r.rating for r in expected]
    assert list(filled["rating_deviation"]) == [r.rd for r in expected]


@pytest.mark.parametrize("field,value", [("rating", 9000.0), ("rating_deviation", 5.0), ("rating", "high")])
def test_a_starting_rating_out_of_bounds_is_refused_naming_its_column_and_row(shipped_rows, field, value):
    df = _table(shipped_rows, **{field: [math.nan, value, *[math.nan] * 4]})
    with pytest.raises(PackError, match="row 1") as e:
        pack.filled(df)
    assert e.value.field == field


# -- pooled across a class's shelf --------------------------------------------------------------------------------
def _learner(path, results, start=1500.0):
    """A record at ``path`` with an attempt for each ``(puzzle, solved)`` of ``results``."""
    r = PuzzleRecord(path)
    me = Rating(rating=start)
    for i, (name, solved) in enumerate(results):
        me = Rating(rating=me.rating + (40 if solved else -40), rd=max(60, 300 - 20 * i))
        r.attempt(_puzzle(name), solved, me, Rating(rating=1500))
    return r


def test_a_shelf_rates_a_puzzle_from_every_learners_attempts_in_an_order_of_numbers_and_names(tmp_path):
    _learner(tmp_path / "ann.json", [("x", True), ("y", False), ("x", True)])
    _learner(tmp_path / "bob.json", [("x", False), ("x", False)], start=1300)
    shelf = record.ClassShelf(tmp_path)
    start = Rating(rating=1400, rd=250)
    seen = shelf.ratings(lambda name: start)
    ann, bob = (json.loads((tmp_path / f).read_text())["attempts"] for f in ("ann.json", "bob.json"))

    def before(attempts, i):  # the learner's rating before attempt i: after the one before it
        a = attempts[i - 1] if i else None
        return LEARNER if a is None else Rating(rating=a["rating"], rd=a["rd"], vol=a["vol"])

    # attempt 1 of each (ann before bob), attempt 2 (bob's: ann's was at y), attempt 3 (ann's)
    order = [(before(ann, 0), True), (before(bob, 0), False), (before(bob, 1), False), (before(ann, 2), True)]
    assert seen["x"] == replayed(start, order)
    assert seen["y"] == replayed(start, [(before(ann, 1), False)])
    # each learner alone would see another rating: both learners' attempts moved the shared one
    alone = {
        f: replayed(start, [(before(a, i), r["solved"]) for i, r in enumerate(a) if r["puzzle"] == "x"])
        for f, a in (("ann", ann), ("bob", bob))
    }
    assert seen["x"] not in alone.values()


def test_the_shelfs_ratings_do_not_depend_on_the_order_its_files_are_read_in(tmp_path):
    for i, name in enumerate(("a", "b", "c")):
        _learner(tmp_path / f"{name}.json", [("x", i % 2 == 0), ("y", True), ("x", i == 2)], start=1200 + 200 * i)
    records = record.ClassShelf(tmp_path).records()
    pooled = [record.pooled(order) for order in itertools.permutations(records)]
    assert all(p == pooled[0] for p in pooled) and len(pooled[0]["x"]) == 6
    start = Rating(rating=1500, rd=250)
    assert len({replayed(start, p["x"]).rating for p in pooled}) == 1


def test_a_learner_on_a_shelf_serves_and_rates_with_the_other_learners_attempts(tmp_path, shipped_rows):
    shelf = tmp_path / "class"
    shelf.mkdir()
    ann = Trainer(shipped_rows, record=PuzzleRecord(shelf / "ann.json", shelf=shelf))
    name = ann.next().name
    ann.attempt(solved=True)
    # bob, on the same shelf, sees the puzzle ann solved lowered; carol, alone, sees it at its start
    bob = Trainer(shipped_rows, record=PuzzleRecord(shelf / "bob.json", shelf=shelf))
    carol = Trainer(shipped_rows, record=tmp_path / "carol.json")
    assert bob.puzzle_rating(name) == ann.puzzle_rating(name)
    assert bob.puzzle_rating(name).rating < bob.start_rating(name).rating
    assert carol.puzzle_rating(name) == carol.start_rating(name)
    # bob's miss moves it from there: both learners' attempts are in the shared rating
    while bob.next().name != name:
        bob.attempt(solved=True)
    lowered = bob.puzzle_rating(name)
    bob.attempt(solved=False)
    assert bob.puzzle_rating(name).rating > lowered.rating
    assert ann.puzzle_rating(name) == bob.puzzle_rating(name)  # ann reads bob's file again


def test_a_shelf_leaves_out_a_file_that_is_not_a_record_and_names_it(tmp_path):
    _learner(tmp_path / "ann.json", [("x", True)])
    (tmp_path / "broken.json").write_text("{not json")
    shelf = record.ClassShelf(tmp_path)
    with pytest.warns(UserWarning, match="broken.json"):
        seen = shelf.ratings(lambda name: LEARNER)
    assert set(seen) == {"x"} and [p.name for p, _ in shelf.problems] == ["broken.json"]
    with pytest.raises(RecordError, match="not a folder"):
        record.ClassShelf(tmp_path / "ann.json")


def test_an_old_record_on_a_shelf_still_loads_and_takes_part(tmp_path):
    old = {
        "version": 2,
        "solved": {},
        "rating": {"rating": 1600, "rd": 200, "vol": 0.06},
        "attempts": [
            {"puzzle": "x", "solved": True, "when": "2024-01-01T10:00:00", "rating": 1550, "rd": 300, "vol": 0.06},
            {"puzzle": "x", "solved": False, "when": "2024-01-01T10:05:00", "rating": 1500, "rd": 280, "vol": 0.06},
        ],
        "puzzles": {"x": {"rating": 1500, "rd": 240, "vol": 0.06}},
    }
    (tmp_path / "old.json").write_text(json.dumps(old))
    start = Rating(rating=1500, rd=250)
    seen = record.ClassShelf(tmp_path).ratings(lambda name: start)
    assert seen["x"] == replayed(start, [(LEARNER, True), (Rating(rating=1550, rd=300), False)])


# -- serving ------------------------------------------------------------------------------------------------------
def _ladder(ratings, **kw):
    return [Candidate(f"p{int(r)}", float(r), **kw) for r in ratings]


def test_the_puzzle_served_is_within_the_window_below_the_learners_rating():
    ladder = _ladder(range(800, 2401, 25))
    for seed in range(30):
        got = pick(ladder, 1500, seed=seed)
        assert abs(got.rating - (1500 - OFFSET)) <= WINDOW
    assert pick([], 1500) is None
    assert pick(ladder, Rating(rating=1900), seed=1).rating >= 1900 - OFFSET - WINDOW


def test_the_window_widens_only_when_nothing_is_left_inside_it_and_never_runs_out_above():
    # nothing within 150 of 1,850: the nearest ring that holds one
    ladder = _ladder([900, 1000, 1500, 1550, 1700])
    assert pick(ladder, 1900).name == "p1700"
    # nothing above at all: downward, still the nearest first
    assert {pick(ladder, 2600, seed=s).name for s in range(10)} == {"p1700"}
    # every candidate tried: the one missed longest ago
    tried = [Candidate("a", 1500, last=9), Candidate("b", 1500, last=3), Candidate("c", 2000, last=5)]
    assert pick(tried, 1500).name == "b"
    # a puzzle never tried comes before any tried one, however far
    assert pick([*tried, Candidate("far", 800)], 1900).name == "far"


def test_the_puzzle_served_last_comes_again_only_when_it_is_the_only_one():
    one, other = Candidate("one", 1450), Candidate("other", 900)
    assert pick([one, other], 1500, [one]).name == "other"
    assert pick([one], 1500, [one]).name == "one"


def test_variety_prefers_the_goal_and_first_action_served_least_recently():
    cands = [
        Candidate("score-dogma", 1450, "score", "dogma"),
        Candidate("score-meld", 1450, "score", "meld"),
        Candidate("achieve-dogma", 1450, "achieve", "dogma"),
        Candidate("achieve-meld", 1450, "achieve", "meld"),
    ]
    recent = [Candidate("r1", 1450, "achieve", "meld"), Candidate("r2", 1450, "score", "dogma")]
    # achieve and meld were served longest ago (r1): the goal first, then the first action
    for seed in range(10):
        assert pick(cands, 1500, recent, seed=seed).name == "achieve-meld"
    assert pick(cands[:3], 1500, recent).name == "achieve-dogma"
    # a goal never served among the recent ones beats both
    new = Candidate("dominate-meld", 1450, "dominate", "meld")
    assert pick([*cands, new], 1500, recent).name == "dominate-meld"


def test_the_same_candidates_and_seed_give_the_same_puzzle():
    ladder = _ladder(range(1300, 1600, 10))
    assert [pick(ladder, 1500, seed=s).name for s in range(20)] == [pick(ladder, 1500, seed=s).name for s in range(20)]
    assert len({pick(ladder, 1500, seed=s).name for s in range(20)}) > 3


def test_a_table_without_goals_or_first_moves_still_serves(tmp_path, shipped_rows):
    df = _table(shipped_rows).drop(columns=["goal", "first_move"])
    t = Trainer(pd.DataFrame(df), record=tmp_path / "me.json")
    assert len({t.next().name for _ in range(3)}) >= 2
