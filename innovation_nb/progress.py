"""How a long run shows its progress: a study's games, a mining run, a review's positions, the coach's search, the
solver's first moves. One convention for all of them::

    progress=True                        a bar
    progress=False                       nothing
    progress=lambda done, total: ...     called as the run goes (``done`` of ``total``)

(the coach's ``suggest`` also takes None, its default: a bar in a notebook only). ``reporter(progress, ...)`` turns
what was asked for into a function of ``(done, total)``, or None for nothing.

The bar is tqdm's where tqdm is installed (a widget in a notebook, text in a terminal); else an ipywidgets bar in
a notebook; else a line printed to stderr at most once a second.
"""

from __future__ import annotations

import sys
import time
from typing import Any

KINDS = ("tqdm", "widget", "print")  # the bars, in the order they are tried


def in_notebook() -> bool:
    """True inside a Jupyter kernel (JupyterLab, Notebook, VS Code, Colab): where a widget can be shown."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    # by name, not isinstance: importing ipykernel to ask would load it in every terminal run; Colab's shell is a
    # subclass of the kernel's
    return shell is not None and any(c.__name__ == "ZMQInteractiveShell" for c in type(shell).__mro__)


def reporter(progress, unit: str = "games", **bar):
    """What ``progress`` asks for: for True a :class:`Bar` counting ``unit`` (``bar``: its options), a function
    itself, or None for nothing (False, None). A Bar made here is closed with ``close_reporter(report)``."""
    if callable(progress):
        return progress
    if progress is True:
        return Bar(unit, **bar)
    return None


def close_reporter(report, complete: bool = False) -> None:
    """Close what ``reporter`` made: a bar is closed (filled first when ``complete``); a function is left alone."""
    if isinstance(report, Bar):
        report.close(complete)


class Bar:
    """A bar driven by ``(done, total)`` calls. ``total``: known at the start (the bar is shown at once, ``done``
    counted already), else the bar is shown at the first call. ``share``: ``done`` and ``total`` are times, shown
    as the share spent in percent. ``desc``: a label before the bar; ``leave``: keep the bar shown once closed;
    ``kind``: one of ``KINDS`` rather than the first that works. ``bar(done, total, **info)`` also shows ``info``
    (``positions=1200``) beside the count. A total that changes, or a count that goes back, starts the bar again
    (the solver's next depth)."""

    def __init__(
        self,
        unit: str = "games",
        *,
        total: int | None = None,
        done: int = 0,
        share: bool = False,
        desc: str | None = None,
        leave: bool = True,
        kind: str | None = None,
    ):
        self.unit, self.share = unit, share
        self.desc, self.leave, self.kind = desc, leave, kind
        self.bar: Any = None
        self.total = self.shown = 0
        if share:
            total = 100
        if total is not None:
            self._open(total)
            if done:
                self(done, total)

    def _open(self, total: int) -> None:
        # a rate of "%/s" would mean nothing: a bar of the time spent shows the time instead
        self.bar = progress_bar(
            total, unit=self.unit, rate=not self.share, desc=self.desc, leave=self.leave, kind=self.kind
        )
        self.total = total

    def __call__(self, done, total, **info) -> None:
        if self.share:
            now, total = (min(100, int(100 * done / total)) if total else 100), 100
        else:
            now = min(total, int(done))
        if self.bar is None:
            self._open(total)
        elif total != self.total or now < self.shown:
            self.bar.reset(total)
            self.total, self.shown = total, 0
        if info:
            self.bar.set_postfix(info, refresh=False)
        if now != self.shown:
            self.bar.update(now - self.shown)
            self.shown = now

    def close(self, complete: bool = False) -> None:
        """Close the bar; ``complete``: fill it first (tqdm shows a bar closed short of its total in red, as an
        error: left short only when the run was stopped)."""
        if self.bar is None:
            return
        if complete and self.shown < self.total:
            self.bar.update(self.total - self.shown)
            self.shown = self.total
        self.bar.close()


def progress_bar(
    total: int | None,
    unit: str = "games",
    rate: bool = True,
    *,
    desc: str | None = None,
    leave: bool = True,
    kind: str | None = None,
):
    """A bar with ``update(n)``, ``set_postfix(info, refresh=False)``, ``reset(total)`` and ``close()``: tqdm's,
    else an ipywidgets bar in a notebook, else a printed line (``kind`` picks one of ``KINDS``). ``rate``: show how
    many ``unit`` a second (off for a bar that counts a share of the time, where "%/s" would mean nothing)."""
    for k in [kind] if kind is not None else KINDS:
        try:
            if k == "tqdm":
                from tqdm.auto import tqdm

                shape = {} if rate else {"bar_format": "{l_bar}{bar}| {elapsed}"}
                return tqdm(total=total, unit=unit, desc=desc, leave=leave, **shape)
            if k == "widget" and (kind == "widget" or in_notebook()):
                return _WidgetBar(total, unit, desc, leave)
        except ImportError:
            continue
    return _PrintedBar(total, unit, desc)


class _WidgetBar:
    def __init__(self, total, unit, desc, leave):
        import ipywidgets
        from IPython.display import display

        self.leave = leave
        self.bar = ipywidgets.IntProgress(value=0, min=0, max=max(1, total or 1), description=desc or unit)
        self.label = ipywidgets.Label("")
        self.box = ipywidgets.HBox([self.bar, self.label])
        display(self.box)

    def update(self, n: int = 1) -> None:
        self.bar.value += n

    def set_postfix(self, info: dict, refresh: bool = False) -> None:
        self.label.value = ", ".join(f"{k} {v}" for k, v in info.items())

    def reset(self, total=None) -> None:
        self.bar.value = 0
        if total is not None:
            self.bar.max = max(1, total)

    def close(self) -> None:
        if not self.leave:
            self.box.close()


class _PrintedBar:
    def __init__(self, total, unit, desc):
        self.total, self.unit, self.desc = total, unit, desc
        self.done, self.info = 0, {}
        self.stream = sys.stderr
        self.t0 = self.last = time.perf_counter()

    def update(self, n: int = 1) -> None:
        self.done += n
        now = time.perf_counter()
        if now - self.last >= 1.0 or (self.total is not None and self.done >= self.total):
            self.last = now
            of = f"/{self.total}" if self.total is not None else ""
            extra = "".join(f", {k} {v}" for k, v in self.info.items())
            head = f"{self.desc}: " if self.desc else ""
            print(f"{head}{self.done}{of} {self.unit}{extra}, {now - self.t0:.1f} s", file=self.stream, flush=True)

    def set_postfix(self, info: dict, refresh: bool = False) -> None:
        self.info = dict(info)

    def reset(self, total=None) -> None:
        self.done, self.total = 0, total
        self.t0 = self.last = time.perf_counter()

    def close(self) -> None:
        pass
