"""The trainer: Glicko-2 ratings (the glicko2 package), the next puzzle nearest the learner's rating, the ratings and
attempts kept in the learner's record file, and the PuzzleTrainer widget driven by its messages."""

import json
import math
import os
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tests
from innovation_nb.puzzles import PuzzleRecord, RecordError, Trainer, TrainerError, pack, record, trainer
from innovation_nb.puzzles.pack import PackError
from innovation_nb.puzzles.rating import LEARNER, Rating, after_attempt, puzzle_rating
from innovation_nb.widgets import PuzzleTrainer


def test_tests_is_this_repositorys_package_not_the_one_glicko2_installs():
    # the glicko2 wheel ships a top-level ``tests`` package too (pyproject.toml: pytest's pythonpath)
    assert Path(tests.__file__).resolve().parent == Path(__file__).resolve().parent
    from tests.helpers import position  # noqa: F401


# -- ratings ---------------------------------------------------------------------------------------------------
def test_a_solve_raises_the_learner_and_lowers_the_puzzle_and_a_failure_the_other_way():
    puzzle = puzzle_rating(0.75)
    assert (puzzle.rating, puzzle.rd) == (1500, 250)
    assert puzzle_rating(0.6).rating == 1200 and puzzle_rating(1.0).rating == 2000
    assert puzzle_rating(0.1).rating == 800 and puzzle_rating(None).rating == 1500
    me, it = after_attempt(LEARNER, puzzle, solved=True)
    assert me.rating > LEARNER.rating and it.rating < puzzle.rating and me.rd < LEARNER.rd
    me, it = after_attempt(LEARNER, puzzle, solved=False)
    assert me.rating < LEARNER.rating and it.rating > puzzle.rating
    assert Rating(rating=1512.4, rd=180.2).text() == "1,512 ± 180"


def _bounds(field):
    """``Rating``'s own bounds of ``field``: {"ge" or "gt": ..., "le": ...}."""
    return {k: getattr(m, k) for m in Rating.model_fields[field].metadata for k in ("ge", "gt", "le") if hasattr(m, k)}


def _allowed(field):
    """Every value ``Rating`` accepts for ``field``."""
    bounds = _bounds(field)
    return st.floats(bounds.get("ge", bounds.get("gt")), bounds["le"], exclude_min="gt" in bounds, allow_nan=False)


_RATINGS = st.builds(Rating, rating=_allowed("rating"), rd=_allowed("rd"), vol=_allowed("vol"))


@settings(max_examples=400, deadline=None)
@given(learner=_RATINGS, puzzle=_RATINGS, solved=st.booleans())
def test_any_two_ratings_within_the_bounds_give_ratings_within_them(learner, puzzle, solved):
    me, it = after_attempt(learner, puzzle, solved)
    for after in (me, it):
        assert all(math.isfinite(x) for x in (after.rating, after.rd, after.vol))
        assert Rating.model_validate(after.model_dump()) == after  # valid under the same bounds
    # and sane: a solve never lowers the learner's rating nor raises the puzzle's; a failure the other way round
    assert (
        (me.rating >= learner.rating and it.rating <= puzzle.rating)
        if solved
        else (me.rating <= learner.rating and it.rating >= puzzle.rating)
    )


def _record_with(path, field, value):
    """A version-2 record whose learner, last attempt and one puzzle have ``field`` at ``value``."""
    df = pack.load(themes=["demand"], sets=["base"], as_frame=True)
    name = str(df["name"].iloc[0])
    rated = {"rating": 1500.0, "rd": 200.0, "vol": 0.06, field: value}
    path.write_text(
        json.dumps(
            {
                "version": 2,
                "rating": rated,
                "puzzles": {name: rated},
                "attempts": [{"puzzle": name, "solved": False, "when": "2025-05-04T10:14:03.120512", **rated}],
            }
        )
    )
    return df


@pytest.mark.parametrize(
    "field,value", [("rating", 10_000), ("rating", -10_000), ("vol", 1e-300), ("vol", 10), ("rd", 1000), ("rd", 1e-300)]
)
def test_a_record_with_ratings_version_2_accepted_is_brought_within_the_bounds(tmp_path, field, value):
    path = tmp_path / "p.json"
    df = _record_with(path, field, value)
    t = Trainer(df, record=path)
    assert getattr(t.rating, field) in (_bounds(field).get("ge"), _bounds(field)["le"])
    for solved in (True, False):
        t.next()
        after = t.attempt(solved=solved)
        assert math.isfinite(after.rating) and PuzzleRecord(path).rating == after


@pytest.mark.parametrize("field,value", [("rating", 10_001), ("rd", 0), ("rd", 1001), ("vol", -1), ("vol", 11)])
def test_a_rating_beyond_what_any_version_accepted_is_refused_naming_the_field(tmp_path, field, value):
    path = tmp_path / "p.json"
    _record_with(path, field, value)
    with pytest.raises(RecordError, match=rf"p\.json': rating\.{field}"):
        PuzzleRecord(path)


# -- the order of the attempts ---------------------------------------------------------------------------------
def _clock(monkeypatch, *times):
    """The record's clock reads these times, one per attempt."""
    times = iter(times)
    monkeypatch.setattr(record, "_now", lambda: next(times))


def test_a_clock_set_back_loses_no_result_from_the_rating(tmp_path, monkeypatch):
    # daylight saving ends between two attempts: 02:59 comes before 02:10
    _clock(monkeypatch, "2025-10-26T02:59:59.000000", "2025-10-26T02:10:00.000000", "2025-10-26T02:20:00.000000")
    path = tmp_path / "p.json"
    t = Trainer(themes=["demand"], sets=["base"], record=path)
    for solved in (False, True, True):
        t.next()
        after = t.attempt(solved=solved)
        assert t.rating == after and PuzzleRecord(path).rating == after
    on_disk = PuzzleRecord(path)
    assert [(a.n, a.solved) for a in on_disk.attempts] == [(1, False), (2, True), (3, True)]
    assert on_disk.total.solved == 2


def test_two_records_with_different_clocks_keep_the_rating_saved_last(tmp_path, monkeypatch):
    path = tmp_path / "p.json"
    a, b = PuzzleRecord(path), PuzzleRecord(path)
    puzzle = SimpleNamespace(name="x", title="X")
    # a's machine is an hour ahead of b's: a's attempt says 11:00, b's (saved after it) 10:01
    _clock(monkeypatch, "2025-05-04T11:00:00.000000", "2025-05-04T10:01:00.000000", "2025-05-04T11:02:00.000000")
    a.attempt(puzzle, True, Rating(rating=1600), Rating(rating=1400))
    b.attempt(puzzle, False, Rating(rating=1450), Rating(rating=1550))
    on_disk = PuzzleRecord(path)
    assert on_disk.rating == Rating(rating=1450) and on_disk.puzzle_ratings["x"] == Rating(rating=1550)
    a.attempt(puzzle, True, Rating(rating=1700), Rating(rating=1300))
    on_disk = PuzzleRecord(path)
    assert on_disk.rating == Rating(rating=1700) and on_disk.puzzle_ratings["x"] == Rating(rating=1300)
    assert [(x.n, x.rating) for x in on_disk.attempts] == [(1, 1600), (2, 1450), (3, 1700)]


def _play_intended(w):
    for move in w.puzzle.intended:
        if w.game.pending is not None:
            w.answer(move)
        else:
            w.act(move)


def test_ratings_move_and_survive_a_reload(tmp_path):
    path = tmp_path / "puzzle-progress.json"
    t = Trainer(themes=["demand"], sets=["base"], record=path)
    assert t.rating == LEARNER and not path.exists()
    first = t.next()
    up = t.attempt(solved=True)
    assert up.rating > 1500
    with pytest.raises(TrainerError, match="given already"):
        t.attempt(solved=False)  # one result per puzzle served
    second = t.next()
    assert second.name != first.name
    down = t.attempt(solved=False)
    assert down.rating < up.rating
    again = Trainer(themes=["demand"], sets=["base"], record=path)
    assert again.rating == down
    data = json.loads(path.read_text())
    assert data["version"] == 3 and list(data["solved"]) == [first.name]
    assert [(a["puzzle"], a["solved"]) for a in data["attempts"]] == [(first.name, True), (second.name, False)]
    assert data["attempts"][-1]["rating"] == down.rating
    # the puzzles met keep their own ratings: the solved one went down, the other up
    met = again.record.puzzle_ratings
    assert met[first.name].rating < puzzle_rating(_difficulty(first.name)).rating
    assert met[second.name].rating > puzzle_rating(_difficulty(second.name)).rating


def _difficulty(name):
    df = pack.load_frame()
    return float(df.loc[df["name"] == name, "difficulty"].iloc[0])


def test_an_old_record_without_ratings_loads_and_keeps_its_solves(tmp_path):
    path = tmp_path / "p.json"
    df = pack.load(themes=["demand"], sets=["base"], as_frame=True)
    old = str(df["name"].iloc[0])
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "learner": "Ann",
                "solved": {old: {"title": "t", "moves": ["draw"], "when": "2025-05-04T10:12"}},
            }
        )
    )
    t = Trainer(df, record=path)
    assert t.rating == LEARNER and t.solved_in_pool == 1
    served = t.next()
    assert served.name != old  # a puzzle solved before is not served
    t.attempt(solved=False)
    data = json.loads(path.read_text())
    assert data["version"] == 3 and data["learner"] == "Ann" and old in data["solved"]
    # a record that never trained stays a version-1 file
    PuzzleRecord(tmp_path / "plain.json").mark(served, ["draw"])
    assert set(json.loads((tmp_path / "plain.json").read_text())) == {"version", "learner", "solved"}


def test_two_records_on_one_file_merge_their_attempts(tmp_path):
    path = tmp_path / "p.json"
    a = Trainer(themes=["demand"], sets=["base"], record=path, seed=1)
    b = Trainer(themes=["demand"], sets=["base"], record=path, seed=2)
    a.next()
    a.attempt(solved=True)
    b.next()
    b_after = b.attempt(solved=False)  # b had not read a's attempt: it rates from 1500
    on_disk = PuzzleRecord(path)
    assert len(on_disk.attempts) == 2 and {x.solved for x in on_disk.attempts} == {True, False}
    assert on_disk.rating == b_after  # the rating after the latest attempt
    assert len(on_disk.puzzle_ratings) == len({a.puzzle.name, b.puzzle.name})
    a.next()
    a.attempt(solved=True)
    assert len(PuzzleRecord(path).attempts) == 3 and len(a.record.attempts) == 3


def test_a_corrupt_record_is_refused_and_never_overwritten(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{broken", encoding="utf-8")
    with pytest.raises(RecordError, match="not a JSON progress file"):
        Trainer(record=path)
    path.write_text(json.dumps({"version": 2, "attempts": [{"puzzle": "x", "solved": "maybe"}]}))
    with pytest.raises(RecordError, match="attempts"):
        Trainer(record=path)
    good = tmp_path / "good.json"
    t = Trainer(themes=["demand"], record=good)
    t.next()
    good.write_text("{spoilt", encoding="utf-8")  # after it was read
    with pytest.raises(RecordError, match="not saved"):
        t.attempt(solved=True)
    assert good.read_text(encoding="utf-8") == "{spoilt" and t.result is None and t.rating == LEARNER
    assert not path.with_name("other.json").exists()


def test_a_record_that_cannot_take_an_attempt_says_so_before_a_puzzle_is_served(tmp_path, monkeypatch):
    gone = tmp_path / "gone" / "p.json"  # no folder to write it in
    t = Trainer(themes=["demand"], record=gone)
    with pytest.raises(RecordError, match="cannot write .*p.json': there is no folder"):
        t.next()
    assert t.puzzle is None and t._served == 0
    with pytest.raises(RecordError, match="there is no folder"):
        PuzzleTrainer(themes=["demand"], record=gone)
    # the file spoilt between two puzzles: said at the next one, before it is played
    path = tmp_path / "p.json"
    t = Trainer(themes=["demand"], record=path)
    served = t.next()
    t.attempt(solved=False)
    path.write_text("{spoilt", encoding="utf-8")
    with pytest.raises(RecordError, match="p.json': not a JSON progress file.*an attempt could not be saved"):
        t.next()
    assert t.puzzle is served and path.read_text(encoding="utf-8") == "{spoilt"
    path.unlink()
    os.mkfifo(path)  # a pipe where the file was
    with pytest.raises(RecordError, match="p.json': not a progress file .a pipe"):
        t.next()
    # full: no room for a puzzle not met yet
    monkeypatch.setattr(record, "MAX_PUZZLES", 1)
    t = Trainer(themes=["demand"], record=tmp_path / "q.json")
    t.next()
    t.attempt(solved=False)
    with pytest.raises(RecordError, match="the record is full: it holds 1 puzzles met"):
        t.next()
    assert len(PuzzleRecord(tmp_path / "q.json").attempts) == 1


# -- serving ---------------------------------------------------------------------------------------------------
def test_next_keeps_to_the_filter_and_never_serves_a_solved_puzzle(tmp_path):
    t = Trainer(themes=["demand", "tuck"], sets=["base", "echoes"], record=tmp_path / "p.json")
    df = pack.load_frame()
    rows = {r["name"]: r for r in df[["name", "themes", "sets"]].to_dict("records")}
    assert len(t.pool) == len(pack.load(themes=["demand", "tuck"], sets=["echoes"], as_frame=True))
    served = []
    assert t.served == 0
    for _ in range(len(t.pool)):
        p = t.next()
        assert t.served == len(served) + 1
        assert {"demand", "tuck"} & set(rows[p.name]["themes"]) and set(rows[p.name]["sets"]) <= {"base", "echoes"}
        assert p.name not in served
        served.append(p.name)
        t.attempt(solved=True)
    with pytest.raises(TrainerError, match="solved every puzzle of themes demand or tuck") as e:
        t.next()
    assert e.value.field == "themes, sets"


def test_the_next_puzzle_is_near_the_learners_rating_and_the_same_for_the_same_record(tmp_path):
    a = Trainer(record=tmp_path / "a.json")
    b = Trainer(record=tmp_path / "b.json")
    assert [a.next().name for _ in range(4)] == [b.next().name for _ in range(4)]
    aim = a.rating.rating - trainer.OFFSET
    inside = {c.name for c in a.candidates() if abs(c.rating - aim) <= trainer.WINDOW and c.last is None}
    assert len(inside) > 1 and a.next().name in inside  # the starter pack has many near a new learner


def test_a_teachers_table_is_a_pack(tmp_path):
    df = pack.load(themes=["tuck"], as_frame=True)
    t = Trainer(df, record=tmp_path / "p.json")
    assert len(t.pool) == len(df) and "tuck" in df.loc[df["name"] == t.next().name, "themes"].iloc[0]


@pytest.mark.parametrize(
    "kwargs,field,words",
    [
        ({"themes": ["demnd"]}, "themes", "did you mean 'demand'"),
        ({"sets": ["expansion"]}, "sets", "unknown set"),
        ({"themes": "dig", "sets": ["base"]}, "themes, sets", "no puzzle of this pack has themes dig, sets base"),
        ({"pack": 3}, "pack", "a pack file's path"),
        ({"pack": "no-such.parquet"}, "path", "there is no pack file"),
    ],
)
def test_a_bad_filter_names_its_field(tmp_path, kwargs, field, words):
    with pytest.raises(PackError, match=words) as e:
        Trainer(record=tmp_path / "p.json", **kwargs)
    assert e.value.field == field


# -- the widget ------------------------------------------------------------------------------------------------
def test_the_widgets_messages_drive_the_trainer(tmp_path):
    path = tmp_path / "p.json"
    w = PuzzleTrainer(themes=["demand"], sets=["base"], record=path)
    snap = json.dumps(w.snapshot)
    assert w.snapshot["trainer"]["rating"] == 1500 and w.rating == LEARNER
    assert '"intended"' not in snap and w.puzzle.to_json()[:60] not in snap and w.snapshot["explanation"] is None
    # a skip before any move: no result
    first = w.puzzle.name
    assert w.handle({"type": "next_puzzle"}) and w.puzzle.name != first and not path.exists()
    # asking for the solution before any move: nothing counts, and playing it then neither
    assert w.handle({"type": "show_solution"})
    assert w.result is None and w.snapshot["trainer"]["looked"] and not path.exists()
    w.handle({"type": "hide_solution"})
    _play_intended(w)
    assert w.status == "solved" and w.result is None and not path.exists()
    # a wrong move: not solved
    w.next()
    wrong = next(a["action"] for a in w.snapshot["actions"] if a["legal"] and a["action"] != w.puzzle.intended[0])
    w.handle({"type": "action", "action": wrong})
    if w.result is None:
        w.handle({"type": "show_solution"})  # after a move: not solved
    assert w.result is False and w.rating.rating < 1500 and w.snapshot["trainer"]["result"] == "failed"
    assert json.loads(path.read_text())["attempts"][0]["solved"] is False
    # solving it now counts for nothing more
    w.handle({"type": "hide_solution"})
    w.reset()
    _play_intended(w)
    assert w.status == "solved" and len(PuzzleRecord(path).attempts) == 1
    # the next puzzle, solved by its line: the rating goes up
    low = w.rating.rating
    assert w.handle({"type": "next_puzzle"})
    w.handle({"type": "action", "action": w.puzzle.intended[0]})
    if w.game.pending is not None:
        w.handle({"type": "answer", "value": w.puzzle.intended[1]})
    assert w.result is True and w.rating.rating > low and w.snapshot["trainer"]["change"] > 0
    assert w.puzzle.name in PuzzleRecord(path).solved
    # moving on after a move: not solved
    w.next()
    wrong = next(a["action"] for a in w.snapshot["actions"] if a["legal"] and a["action"] != w.puzzle.intended[0])
    w.handle({"type": "action", "action": wrong})
    if w.result is None:
        w.handle({"type": "next_puzzle"})
    assert [a.solved for a in PuzzleRecord(path).attempts] == [False, True, False]
    # the filter: a bad theme names the field and changes nothing; a good one is taken
    assert not w.handle({"type": "trainer_filter", "themes": ["demnd"], "sets": None})
    assert w.error.startswith("themes: unknown theme") and w.trainer.themes == ["demand"]
    assert w.handle({"type": "trainer_filter", "themes": None, "sets": ["base", "cities"]})
    assert w.trainer.themes is None and w.snapshot["trainer"]["filter_text"] == "sets base and cities"
    assert not w.handle({"type": "trainer_filter", "themes": 3})
    assert "themes" in w.error
    assert "Your rating:" in w.static_html()
