"""A learner's record of solved puzzles (a small JSON file), the library grouped by topic, a class's records."""

import json
import os
import subprocess
import sys
from types import SimpleNamespace

import pytest
import yaml

from innovation_nb.puzzles import PuzzleRecord, RecordError, class_progress, list_puzzles, load_puzzle, record, shelf
from innovation_nb.puzzles.record import TOPICS
from innovation_nb.widgets import PuzzleWidget


def test_every_library_puzzle_has_a_known_topic_and_the_shelf_follows_the_lessons():
    topics = {load_puzzle(n).topic for n in list_puzzles()}
    assert topics == set(TOPICS)
    rows = shelf().rows()
    assert [r["topic"] for r in rows] == sorted((r["topic"] for r in rows), key=TOPICS.index)
    assert len(rows) == len(list_puzzles()) and not any(r["solved"] for r in rows)


def test_a_solve_in_the_widget_is_written_beside_the_notebook(tmp_path):
    path = tmp_path / "puzzle-progress.json"
    record = PuzzleRecord(path, learner="Ann")
    assert not path.exists()  # nothing is written before the first solve
    w = PuzzleWidget("sharing-bonus", record=record)
    w.act("dogma The Wheel")
    assert w.status == "failed" and not path.exists()
    w.undo()
    w.act("dogma Writing")
    assert w.status == "solved"
    data = json.loads(path.read_text())
    assert data["learner"] == "Ann" and data["solved"]["sharing-bonus"]["moves"] == ["dogma Writing"]
    again = PuzzleRecord(path)
    assert "sharing-bonus" in again and again.learner == "Ann"
    rows = {r["name"]: r["solved"] for r in shelf(again).rows()}
    assert rows["sharing-bonus"] and not rows["monument"]
    html = again._repr_html_()
    assert "Ann: 1 of" in html and "data-puzzle='sharing-bonus' data-solved='true'" in html
    # a path works as well as a record
    w2 = PuzzleWidget("first-turn", record=path)
    assert w2.record.path == path


def test_a_folder_of_own_puzzles_and_a_class_table(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    own = {k: v for k, v in load_puzzle("sharing-bonus").to_dict().items() if k not in ("name", "topic")}
    (folder / "free-draw.yaml").write_text(yaml.safe_dump(own))
    s = shelf(folder=folder)
    assert list(s.groups) == ["Other puzzles"] and s.rows()[0]["name"] == "free-draw"
    results = tmp_path / "results"
    results.mkdir()
    ann = PuzzleRecord(results / "ann.json", learner="Ann")
    w = PuzzleWidget(folder / "free-draw.yaml", record=ann)
    w.act("dogma Writing")
    PuzzleRecord(results / "ben.json").save()  # no name given: the file's name stands in
    table = class_progress(results)
    assert table.table() == {"Ann": ["free-draw"], "ben": []}
    assert "<th><code>free-draw</code></th>" in table._repr_html_()


@pytest.mark.parametrize(
    "content,words",
    [
        ("not json", "not a JSON progress file"),
        ('{"version": 4}', "version"),
        ('{"solved": {"x": {"title": "t"}}}', "solved.x.when"),
        ('{"learner": "A", "extra": 1}', "extra"),
    ],
)
def test_bad_progress_files_are_refused_with_the_field(tmp_path, content, words):
    path = tmp_path / "p.json"
    path.write_text(content)
    with pytest.raises(RecordError, match=words):
        PuzzleRecord(path)
    with pytest.raises(RecordError, match="no progress files"):
        class_progress([])
    with open(path, "wb") as f:  # sparse: one byte more than a record can hold, without the disk space
        f.truncate(record.MAX_BYTES + 1)
    with pytest.raises(RecordError, match="too big"):
        PuzzleRecord(path)


# -- nothing kept is lost ----------------------------------------------------------------------------------------
def _puzzle(name):
    return SimpleNamespace(name=name, title=name.title())  # all that mark() reads of a puzzle


def test_two_records_on_one_file_keep_both_solves(tmp_path):
    path = tmp_path / "p.json"
    a, b = PuzzleRecord(path, learner="Ann"), PuzzleRecord(path)
    a.mark(_puzzle("x"), ["dogma Writing"])
    b.mark(_puzzle("y"), ["draw"])
    on_disk = PuzzleRecord(path)
    assert set(on_disk.solved) == {"x", "y"} and on_disk.learner == "Ann"  # b had no name: the file's stays
    assert set(b.solved) == {"x", "y"}  # b now holds what it merged
    # one puzzle solved in both: the first solve stays
    b.mark(_puzzle("z"), ["first"])
    a.mark(_puzzle("z"), ["second"])
    assert PuzzleRecord(path).solved["z"].moves == ["first"]
    # a solve forgotten through one record stays forgotten when another saves
    a.forget("x")
    b.save()
    assert set(PuzzleRecord(path).solved) == {"y", "z"}


def test_two_processes_saving_one_record_keep_every_solve(tmp_path):
    path = tmp_path / "p.json"
    code = (
        "import sys, types\nfrom innovation_nb.puzzles import PuzzleRecord\n"
        "r = PuzzleRecord(sys.argv[1])\n"
        "for i in range(15):\n"
        "    r.mark(types.SimpleNamespace(name=f'{sys.argv[2]}{i}', title='t'), [])\n"
    )
    procs = [subprocess.Popen([sys.executable, "-c", code, str(path), who]) for who in "ab"]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    assert set(PuzzleRecord(path).solved) == {f"{who}{i}" for who in "ab" for i in range(15)}


def test_a_file_that_is_not_a_record_is_never_overwritten(tmp_path):
    path = tmp_path / "p.json"
    record = PuzzleRecord(path)
    record.mark(_puzzle("x"), [])
    path.write_text("{broken", encoding="utf-8")  # spoilt after it was read
    with pytest.raises(RecordError, match=r"p\.json': not a JSON progress file.*not saved"):
        record.mark(_puzzle("y"), [])
    assert path.read_text(encoding="utf-8") == "{broken" and set(record.solved) == {"x"}
    with pytest.raises(RecordError, match="not saved"):
        record.forget("x")
    assert set(record.solved) == {"x"}


def test_a_rejected_solve_changes_nothing(tmp_path):
    path = tmp_path / "p.json"
    record = PuzzleRecord(path)
    with pytest.raises(RecordError, match="solved.x.moves"):
        record.mark(_puzzle("x"), ["draw"] * 201)
    assert not record.solved and not path.exists()
    with pytest.raises(RecordError, match="learner"):
        PuzzleRecord(path, learner="A" * 101)


def test_a_record_behind_a_link_is_saved_through_it(tmp_path):
    real, link = tmp_path / "real.json", tmp_path / "link.json"
    PuzzleRecord(real).mark(_puzzle("x"), [])
    link.symlink_to(real)
    PuzzleRecord(link).mark(_puzzle("y"), [])
    assert link.is_symlink() and set(PuzzleRecord(real).solved) == {"x", "y"}


def test_a_record_that_never_ends_is_refused_at_once(tmp_path):
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    with pytest.raises(RecordError, match="zero.json': not a progress file"):
        PuzzleRecord(zero)
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)  # opening it would wait for a writer forever
    with pytest.raises(RecordError, match="fifo.json': not a progress file"):
        PuzzleRecord(fifo)


def test_a_path_that_cannot_be_a_record_is_refused_in_a_few_words(tmp_path):
    with pytest.raises(RecordError, match="the path is too long") as e:
        PuzzleRecord(tmp_path / ("a" * 5000))
    assert len(str(e.value)) < 300
    with pytest.raises(RecordError, match="the path is too long"):
        PuzzleRecord(tmp_path / ("a" * 300 + ".json"))  # one name longer than a file system allows
    with pytest.raises(RecordError, match=r"a character no file name can \(NUL\)"):
        PuzzleRecord(tmp_path / "a\0b.json")
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(RecordError, match=r"folder\.json': not a progress file \(a folder\)"):
        PuzzleRecord(tmp_path / "folder.json")


@pytest.mark.parametrize("kind", ["folder", "pipe", "link to a pipe"])
def test_a_save_never_replaces_what_is_not_a_regular_file(tmp_path, kind):
    path = tmp_path / "p.json"
    record = PuzzleRecord(path)  # nothing there yet
    if kind == "folder":
        path.mkdir()
    elif kind == "pipe":
        os.mkfifo(path)
    else:
        os.mkfifo(tmp_path / "pipe")
        path.symlink_to(tmp_path / "pipe")
    with pytest.raises(RecordError, match="not a progress file .*not saved"):
        record.mark(_puzzle("x"), [])
    assert (path.is_dir() if kind == "folder" else path.is_fifo()) and not record.solved
    assert path.is_symlink() == (kind == "link to a pipe")


def test_one_bad_file_does_not_hide_a_class(tmp_path):
    PuzzleRecord(tmp_path / "ann.json", learner="Ann").mark(_puzzle("x"), [])
    (tmp_path / "bob.json").write_text("not json", encoding="utf-8")
    (tmp_path / "cat.json").symlink_to("/dev/zero")
    with pytest.warns(UserWarning, match="(bob|cat).json"):
        table = class_progress(tmp_path)
    assert table.table() == {"Ann": ["x"]}
    assert [(p.name, m.split(" (")[0]) for p, m in table.problems] == [
        ("bob.json", "not a JSON progress file"),
        ("cat.json", "not a progress file"),
    ]
    assert "<code>bob.json</code>" in table._repr_html_()


def test_one_bad_puzzle_file_does_not_hide_a_shelf(tmp_path):
    own = {k: v for k, v in load_puzzle("sharing-bonus").to_dict().items() if k not in ("name", "topic")}
    (tmp_path / "good.yaml").write_text(yaml.safe_dump(own))
    (tmp_path / "bad.yaml").write_text("title: [unclosed")
    (tmp_path / "zero.yaml").symlink_to("/dev/zero")
    with pytest.warns(UserWarning, match="(bad|zero).yaml"):
        s = shelf(folder=tmp_path)
    assert [r["name"] for r in s.rows()] == ["good"]
    assert sorted(p.name for p, _ in s.problems) == ["bad.yaml", "zero.yaml"]
    assert "<code>bad.yaml</code>" in s._repr_html_() and "skipped zero.yaml" in repr(s)
    assert not shelf().problems
