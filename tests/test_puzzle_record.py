"""A learner's record of solved puzzles (a small JSON file), the library grouped by topic, a class's records."""
import json

import pytest
import yaml

from innovation_nb.puzzles import PuzzleRecord, RecordError, class_progress, list_puzzles, load_puzzle, shelf
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


@pytest.mark.parametrize("content,words", [("not json", "not a JSON progress file"),
                                           ('{"version": 2}', "version"),
                                           ('{"solved": {"x": {"title": "t"}}}', "solved.x.when"),
                                           ('{"learner": "A", "extra": 1}', "extra")])
def test_bad_progress_files_are_refused_with_the_field(tmp_path, content, words):
    path = tmp_path / "p.json"
    path.write_text(content)
    with pytest.raises(RecordError, match=words):
        PuzzleRecord(path)
    with pytest.raises(RecordError, match="no progress files"):
        class_progress([])
    path.write_text(" " * 1_000_001)
    with pytest.raises(RecordError, match="too big"):
        PuzzleRecord(path)
