"""Your themes: the success rate at each theme with its interval, weakest first, a minimum count before a theme is
called the weakest, and "practise the weakest" serving puzzles of that theme."""

import pytest

from innovation_nb.puzzles import pack
from innovation_nb.puzzles.record import Tally
from innovation_nb.puzzles.strengths import MINIMUM, by_theme, weakest, wilson
from innovation_nb.widgets import PuzzleTrainer


def test_the_interval_keeps_one_lucky_solve_from_topping_the_list():
    low, high = wilson(1, 1)
    assert 0.2 < low < 0.21 and high == 1.0
    results = {"a": Tally(attempts=1, solved=1), "b": Tally(attempts=20, solved=18), "c": Tally(attempts=4, solved=0)}
    report = by_theme(results, {"a": ["lucky"], "b": ["strong"], "c": ["weak", "lucky"]})
    assert [r.theme for r in report] == ["weak", "lucky", "strong"]
    assert [(r.attempts, r.solved) for r in report] == [(4, 0), (5, 1), (20, 18)]
    assert report[-1].rate == pytest.approx(0.9) and report[-1].low > 0.6  # the strong one is strong for sure
    # the weakest needs MINIMUM attempts
    assert weakest(by_theme({"a": Tally(attempts=MINIMUM - 1, solved=0)}, {"a": ["x"]})) is None
    assert weakest(report).theme == "weak"


def test_the_widget_lists_your_themes_and_practises_the_weakest(tmp_path):
    frame = pack.load(budget=1, as_frame=True).head(60)
    w = PuzzleTrainer(pack=frame, record=tmp_path / "p.json")
    assert w.snapshot["trainer"]["your_themes"] == [] and w.snapshot["trainer"]["weakest"] is None
    # misses (a wrong first action) until a theme has been met MINIMUM times: the trainer varies the goals it
    # serves, so that may take more than MINIMUM puzzles
    for _ in range(20):
        wrong = next(a["action"] for a in w.snapshot["actions"] if a["legal"] and a["action"] != w.puzzle.intended[0])
        w.act(wrong)
        w.next()
        if any(r["attempts"] >= MINIMUM for r in w.snapshot["trainer"]["your_themes"]):
            break
    tr = w.snapshot["trainer"]
    assert tr["your_themes"] and all(r["solved"] == 0 for r in tr["your_themes"])
    weak = tr["weakest"]
    assert weak is not None and next(r for r in tr["your_themes"] if r["theme"] == weak)["attempts"] >= MINIMUM
    # "practise the weakest" is the filter by that theme
    assert w.handle({"type": "trainer_filter", "themes": [weak], "sets": None})
    w.next()
    assert weak in frame.loc[frame["name"] == w.puzzle.name, "themes"].iloc[0]
