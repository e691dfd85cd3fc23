"""The trainer on tables made by hand: a puzzle that cannot be loaded is skipped and named, a row without a name,
difficulty, themes or sets reads as the documented defaults (``pack.filled``), and a puzzle renamed in a class set's
``name`` column is served, solved and rated under that one name."""

import json
import math
import warnings

import pandas as pd
import pytest

from innovation_nb.puzzles import PuzzleRecord, Trainer, TrainerError, load_puzzle, pack
from innovation_nb.puzzles.pack import PackError
from innovation_nb.puzzles.rating import puzzle_rating
from innovation_nb.widgets import PuzzleTrainer

BASE = ["sharing-bonus", "tucking", "monument"]  # hand-made puzzles of the base game
ARTIFACTS = "artifacts-dig-by-hex"  # one that needs Artifacts of History
BROKEN = '{"title": "Half a puzzle"}'  # JSON text, but not a puzzle (no rule, scenario, goal)


def _class_set(n=4):
    """A teacher's class set: ``n`` puzzles of the shipped pack, as ``pack.load(as_frame=True)`` gives them."""
    return pack.load(themes=["tuck"], sets=["base"], as_frame=True).head(n).copy()


def _broken(df, rows, text=BROKEN):
    df = df.copy()
    df["puzzle"] = df["puzzle"].astype(object)
    for i in rows:
        df.iloc[i, df.columns.get_loc("puzzle")] = text
    return df


def _hand_made(**columns):
    """A table of hand-made puzzles, the puzzle column from the library and the others as given."""
    names = [*BASE, ARTIFACTS]
    return pd.DataFrame({"puzzle": [load_puzzle(n).to_json() for n in names], **columns})


# -- a puzzle that cannot be loaded ----------------------------------------------------------------------------
def _warned(make):
    """``make()`` and the warnings it gave (as texts)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = make()
    return out, [str(w.message) for w in caught]


def _train_through(t):
    """Serve and solve puzzles until the trainer refuses: the names served, and its TrainerError."""
    served = []
    while True:
        try:
            served.append(t.next().name)
        except TrainerError as e:
            return served, e
        t.attempt(solved=True)


def test_a_puzzle_that_cannot_be_loaded_is_skipped_named_and_never_served_again(tmp_path):
    df = _broken(_class_set(), [0])
    bad = str(df["name"].iloc[0])
    for seed in range(8):
        t = Trainer(df, record=tmp_path / f"{seed}.json", seed=seed)
        (served, end), said = _warned(lambda: _train_through(t))
        assert sorted(served) == sorted(df["name"].iloc[1:]) and "solved every puzzle of anything (3)" in str(end)
        assert len(said) == 1 and said[0].startswith(f"skipped puzzle {bad}: it cannot be loaded (")
        assert [n for n, _ in t.problems] == [bad] and "rule: " in t.problems[0][1]
        assert len(t.pool) == 3 and t.solved_in_pool == 3 and t.filter() == 3


def test_the_widget_is_built_whatever_the_seed_and_says_what_it_skipped(tmp_path):
    first = list(_class_set()["name"]).index(Trainer(_class_set(), record=tmp_path / "any.json").next().name)
    rows = [first, (first + 1) % 4]  # the puzzle served first, and another
    df = _broken(_class_set(), rows)
    bad = {str(df["name"].iloc[i]) for i in rows}
    skipped_first = 0
    for seed in range(8):
        w, said = _warned(lambda: PuzzleTrainer(df, record=tmp_path / f"{seed}.json", seed=seed))
        assert w.puzzle.name not in bad and len(said) == len(w.trainer.problems)
        note = w.snapshot["trainer"]["skipped"]
        if w.trainer.problems:
            skipped_first += 1
            assert note.startswith("Skipped") and "cannot be loaded" in note
            assert all(n in note for n, _ in w.trainer.problems) and "Skipped" in w.static_html()
        else:
            assert note == ""
    assert skipped_first  # some seed drew a broken puzzle first (there, the widget could not be built before)


def test_when_no_puzzle_of_the_filter_loads_the_trainer_says_so(tmp_path):
    df = _broken(_class_set(3), [0, 1, 2])
    t = Trainer(df, record=tmp_path / "p.json")
    (served, end), said = _warned(lambda: _train_through(t))
    assert not served and "no puzzle of anything can be loaded" in str(end) and end.field == "pack"
    assert len(said) == len(t.problems) == 3 and t.puzzle is None
    with pytest.raises(TrainerError, match="can be loaded"):
        _warned(lambda: PuzzleTrainer(df, record=tmp_path / "w.json"))
    # a row whose puzzle is missing is one that cannot be loaded too
    empty = _broken(_class_set(2), [0], text=None)
    t = Trainer(empty, record=tmp_path / "q.json")
    (served, _), said = _warned(lambda: _train_through(t))
    assert served == [str(empty["name"].iloc[1])] and t.problems[0][0] == str(empty["name"].iloc[0])
    assert "no puzzle" in t.problems[0][1]


# -- a table of hand-made puzzles --------------------------------------------------------------------------------
@pytest.mark.parametrize("missing", [None, float("nan"), pd.NA])
def test_a_table_of_hand_made_puzzles_with_empty_columns_trains(tmp_path, missing):
    df = _hand_made(
        name=[missing, "b", missing, missing],
        difficulty=[missing, 0.9, missing, missing],
        themes=[missing, ["tuck"], missing, ["dig"]],
        sets=[missing, missing, ["base"], missing],
    )
    t = Trainer(df, record=tmp_path / "p.json")
    # a missing name is the puzzle's own; sets, the base game and the expansions its scenario plays
    assert list(t.frame["name"]) == ["sharing-bonus", "b", "monument", ARTIFACTS]
    assert list(t.frame["sets"]) == [("base",), ("base",), ("base",), ("base", "artifacts")]
    assert t.themes_in_pack() == {"dig": 1, "tuck": 1} and t.sets_in_pack() == ["base", "artifacts"]
    # a missing difficulty: the starting rating of a puzzle without one
    assert t.puzzle_rating("sharing-bonus") == puzzle_rating(None)
    assert t.puzzle_rating("b") == puzzle_rating(0.9)
    # no theme filter: every puzzle; a theme filter: only the puzzles that have it
    assert t.filter() == 4 and t.filter(themes=["tuck"]) == 1 and t.next().name == "b"
    assert t.filter(sets=["base"]) == 3 and t.filter(sets=["artifacts"]) == 4
    served = set()
    for _ in range(4):
        p = t.next()
        served.add(p.name)
        t.attempt(solved=False)
        t.puzzle_rating(p.name)
    assert served <= set(t.frame["name"]) and len(PuzzleRecord(tmp_path / "p.json").attempts) == 4


def test_a_table_with_only_the_puzzle_column_trains_and_one_without_it_is_refused(tmp_path):
    df = _hand_made()
    t = Trainer(df, record=tmp_path / "p.json")
    assert t.filter() == 4 and t.filter(themes=None, sets=["base"]) == 3
    with pytest.raises(TrainerError, match="no puzzle of this pack has themes tuck"):
        t.filter(themes=["tuck"])  # a puzzle without themes matches no theme
    p = t.next()
    assert p.name in BASE and t.puzzle_rating(p.name) == puzzle_rating(None)
    t.attempt(solved=True)
    assert t.solved_in_pool == 1 and p.name in PuzzleRecord(tmp_path / "p.json").solved
    w = PuzzleTrainer(df, record=tmp_path / "w.json")
    assert w.puzzle.name in [*BASE, ARTIFACTS] and w.snapshot["trainer"]["puzzle_rating"] == 1500
    assert w.snapshot["trainer"]["all_themes"] == [] and w.snapshot["trainer"]["all_sets"] == ["base", "artifacts"]
    with pytest.raises(PackError, match="lacks the column\\(s\\) puzzle") as e:
        Trainer(df.rename(columns={"puzzle": "text"}), record=tmp_path / "p.json")
    assert e.value.field == "pack"


def test_puzzles_without_a_name_of_their_own_are_told_apart(tmp_path):
    bare = load_puzzle("sharing-bonus").model_copy(update={"name": None})
    twin = load_puzzle("tucking").model_copy(update={"name": None, "title": bare.title})
    df = pd.DataFrame(
        {
            "name": [None, None, None, "sharing-bonus", None],
            "puzzle": [
                load_puzzle("sharing-bonus").to_json(),
                bare.to_json(),
                twin.to_json(),
                load_puzzle("monument").to_json(),
                BROKEN,
            ],
        }
    )
    t = Trainer(df, record=tmp_path / "p.json")
    # the puzzle's name, else its title; one taken already gets a number; a puzzle that cannot be read, its row's
    title = bare.title
    assert list(t.frame["name"]) == ["sharing-bonus (2)", title, f"{title} (2)", "sharing-bonus", "row 4"]
    (served, _), said = _warned(lambda: _train_through(t))
    assert sorted(served) == sorted(t.frame["name"]) and [n for n, _ in t.problems] == ["row 4"]
    assert said[0].startswith("skipped puzzle row 4")
    assert set(PuzzleRecord(tmp_path / "p.json").solved) == set(served)


def test_two_rows_of_one_name_are_refused(tmp_path):
    df = _hand_made(name=["a", "b", "a", None])
    with pytest.raises(PackError, match="rows 0 and 2 are both named 'a'") as e:
        Trainer(df, record=tmp_path / "p.json")
    assert e.value.field == "name"


@pytest.mark.parametrize(
    "column,value,words",
    [
        ("themes", 3, "row 1: a list of themes, not 3"),
        ("sets", {"base": 1}, "row 1: a list of sets"),
        ("difficulty", "hard", "row 1: a number from 0 .easy. to 1 .hard., not 'hard'"),
        ("name", 2.5, "row 1: a puzzle's name is text, not 2.5"),
    ],
)
def test_a_value_of_the_wrong_kind_names_its_column_and_row(tmp_path, column, value, words):
    df = _hand_made(**{column: [None, value, None, None]})
    with pytest.raises(PackError, match=words) as e:
        Trainer(df, record=tmp_path / "p.json")
    assert e.value.field == column


def test_a_saved_class_set_of_hand_made_puzzles_loads_filters_and_trains(tmp_path):
    df = _hand_made(**{c: None for c in pack.COLUMNS if c != "puzzle"})
    df.attrs = {"spec": {"name": "class"}, "games": [], "complete": True}
    path = pack.save(df, tmp_path / "class.parquet")
    assert len(pack.load(path)) == 4
    assert pack.load(path, themes=["tuck"], as_frame=True).empty
    assert [p.name for p in pack.load(path, sets=["base"])] == BASE
    assert len(pack.load(path, sets=["artifacts"], as_frame=True)) == 4
    assert pack.load(path, difficulty=(0, 1), as_frame=True).empty  # no difficulty: in no range
    assert pack.load(path, goals=["win"], as_frame=True).empty and pack.load(path, budget=1, as_frame=True).empty
    t = Trainer(path, sets=["base"], record=tmp_path / "p.json")
    assert t.next().name in BASE and math.isnan(t.frame["difficulty"].iloc[0])


# -- a class set renamed -----------------------------------------------------------------------------------------
def test_a_renamed_puzzle_is_served_solved_and_rated_under_the_tables_name(tmp_path):
    df = _class_set(3)
    old = list(df["name"])
    df["name"] = ["class-1", "class-2", "class-3"]  # the puzzle JSON inside still says the old names
    path = tmp_path / "p.json"
    t = Trainer(df, record=path)
    first = t.next()
    assert first.name in df["name"].tolist()
    t.attempt(solved=True)
    assert t.solved_in_pool == 1
    served = []
    for _ in range(2):
        served.append(t.next().name)
        t.attempt(solved=False)
    assert first.name not in served and set(served) == {"class-1", "class-2", "class-3"} - {first.name}
    data = json.loads(path.read_text())
    assert list(data["solved"]) == [first.name]
    assert {a["puzzle"] for a in data["attempts"]} == set(df["name"]) and set(data["puzzles"]) == set(df["name"])
    assert not set(old) & (set(data["puzzles"]) | set(data["solved"]))
    # the rating served by is the one kept: the name the trainer serves by is the record's
    assert t.puzzle_rating(first.name) == PuzzleRecord(path).puzzle_ratings[first.name]
    # saved and loaded as a pack, its puzzles carry the table's names too
    saved = pack.save(df, tmp_path / "class.parquet")
    assert [p.name for p in pack.load(saved)] == ["class-1", "class-2", "class-3"]


def test_the_widget_counts_a_renamed_puzzle_solved(tmp_path):
    df = _class_set(2)
    df["name"] = ["first", "second"]
    w = PuzzleTrainer(df, record=tmp_path / "p.json")
    for move in w.puzzle.intended:
        if w.game.pending is not None:
            w.answer(move)
        else:
            w.act(move)
    assert w.result is True and w.snapshot["trainer"]["solved_in_pool"] == 1
    assert w.snapshot["puzzle"]["name"] in ("first", "second")
    assert w.snapshot["trainer"]["left"] == 1
