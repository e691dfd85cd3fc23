"""Progress: one convention (True a bar, False nothing, a function of (done, total)), one bar, one notebook test."""

from __future__ import annotations

import IPython
import pytest

from innovation_nb import parallel, progress
from innovation_nb.progress import Bar, close_reporter, in_notebook, progress_bar, reporter


class FakeBar:
    """What ``progress_bar`` returns, recording what it was asked to show."""

    def __init__(self, total, unit="games", rate=True, **style):
        self.total, self.unit, self.rate, self.style = total, unit, rate, style
        self.n, self.info, self.resets, self.closed = 0, {}, 0, False

    def update(self, n):
        self.n += n

    def set_postfix(self, info, refresh=False):
        self.info = dict(info)

    def reset(self, total=None):
        self.n, self.total, self.resets = 0, total, self.resets + 1

    def close(self):
        self.closed = True


@pytest.fixture
def bars(monkeypatch):
    made = []

    def fake(*args, **kw):
        made.append(FakeBar(*args, **kw))
        return made[-1]

    monkeypatch.setattr(progress, "progress_bar", fake)
    return made


def test_what_progress_asks_for():
    def f(done, total):
        pass

    assert reporter(False) is None and reporter(None) is None
    assert reporter(f) is f
    assert isinstance(reporter(True), Bar)
    close_reporter(f)  # a function is left alone


def test_one_notebook_test(monkeypatch):
    assert not in_notebook()  # pytest: no IPython shell

    class ZMQInteractiveShell:  # the Jupyter kernel's shell, by its name
        pass

    class Shell(ZMQInteractiveShell):  # Colab's shell is a subclass of it
        pass

    class TerminalInteractiveShell:
        pass

    for shell, inside in ((ZMQInteractiveShell(), True), (Shell(), True), (TerminalInteractiveShell(), False)):
        monkeypatch.setattr(IPython, "get_ipython", lambda shell=shell: shell)
        assert in_notebook() is inside


def test_a_bar_follows_done_and_total(bars):
    bar = reporter(True, "positions", total=10, done=4)  # shown at once, with what was done before
    assert len(bars) == 1 and (bars[0].total, bars[0].n, bars[0].unit) == (10, 4, "positions")
    bar(7, 10)
    bar(7, 10, positions=120)
    assert bars[0].n == 7 and bars[0].info == {"positions": 120}
    close_reporter(bar)
    assert bars[0].closed and bars[0].n == 7  # closed as it stands unless complete

    later = Bar("first moves", desc="solving x", leave=False)  # no total yet: shown at the first call
    assert len(bars) == 1
    later(0, 5)
    later(3, 5)
    later(0, 5)  # the count goes back (the solver's next depth): the bar starts again
    assert bars[1].style == {"desc": "solving x", "leave": False, "kind": None}
    assert (bars[1].total, bars[1].n, bars[1].resets) == (5, 0, 1)
    later(1, 5)
    later.close(complete=True)
    assert bars[1].n == 5 and bars[1].closed


def test_a_bar_of_the_time_spent_counts_percent(bars):
    bar = Bar("%", share=True)
    assert (bars[0].total, bars[0].rate) == (100, False)
    bar(0.5, 2.0)
    assert bars[0].n == 25
    bar(3.0, 2.0)  # past the time asked for: full, not more
    assert bars[0].n == 100


def test_the_printed_bar(capsys):
    bar = progress_bar(3, "first moves", desc="solving demo", kind="print")
    bar.set_postfix({"positions": 12})
    for _ in range(3):
        bar.update(1)
    bar.close()
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("solving demo: 3/3 first moves, positions 12, ")


def test_collect_reports_after_each_result(bars):
    seen = []
    _, complete = parallel.collect(iter([[1, 2], [3]]), 5, done=2, progress=lambda d, t: seen.append((d, t)))
    assert complete and seen == [(4, 5), (5, 5)] and not bars
    parallel.collect(iter([[1, 2], [3]]), 5, done=2, progress=True)
    assert (bars[0].total, bars[0].n, bars[0].closed) == (5, 5, True)
    parallel.collect(iter([[1]]), 5, progress=False)
    assert len(bars) == 1
