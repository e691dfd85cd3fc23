"""A progress bar for long searches: tqdm if it is installed, else an ipywidgets bar inside Jupyter, else a line
printed to stderr at most once a second. ``make_progress(False)`` is a silent no-op (the default in tests)."""
from __future__ import annotations

import sys
import time


class _Silent:
    def set_total(self, total):
        pass

    def update(self, n=1, **info):
        pass

    def close(self):
        pass


class _Tqdm(_Silent):
    def __init__(self, desc):
        from tqdm.auto import tqdm

        self.bar = tqdm(total=None, desc=desc, unit="move", leave=False)

    def set_total(self, total):
        self.bar.total = total
        self.bar.refresh()

    def update(self, n=1, **info):
        if info:
            self.bar.set_postfix(info, refresh=False)
        self.bar.update(n)

    def close(self):
        self.bar.close()


class _Widget(_Silent):
    def __init__(self, desc):
        import ipywidgets
        from IPython.display import display

        self.desc = desc
        self.bar = ipywidgets.IntProgress(value=0, min=0, max=1, description=desc)
        self.label = ipywidgets.Label("")
        self.box = ipywidgets.HBox([self.bar, self.label])
        display(self.box)

    def set_total(self, total):
        self.bar.max = max(1, total)

    def update(self, n=1, **info):
        self.bar.value += n
        self.label.value = ", ".join(f"{k} {v}" for k, v in info.items())

    def close(self):
        self.box.close()


class _Print(_Silent):
    def __init__(self, desc, stream=None):
        self.desc = desc
        self.total = None
        self.done = 0
        self.stream = stream or sys.stderr
        self.t0 = self.last = time.perf_counter()

    def set_total(self, total):
        self.total = total

    def update(self, n=1, **info):
        self.done += n
        now = time.perf_counter()
        if now - self.last >= 1.0 or (self.total is not None and self.done >= self.total):
            self.last = now
            of = f"/{self.total}" if self.total is not None else ""
            extra = "".join(f", {k} {v}" for k, v in info.items())
            print(f"{self.desc}: {self.done}{of} first moves{extra}, {now - self.t0:.1f} s", file=self.stream,
                  flush=True)

    def close(self):
        pass


def _in_notebook() -> bool:
    try:
        from IPython import get_ipython

        ip = get_ipython()
        return ip is not None and "IPKernelApp" in ip.config
    except Exception:
        return False


def make_progress(enabled, desc: str = "solving"):
    """A progress reporter with ``set_total(n)``, ``update(n, **info)`` and ``close()``. ``enabled``: False (silent),
    True (the best available), or one of "tqdm", "widget", "print"."""
    if not enabled:
        return _Silent()
    kinds = [enabled] if isinstance(enabled, str) else ["tqdm", "widget", "print"]
    for kind in kinds:
        try:
            if kind == "tqdm":
                return _Tqdm(desc)
            if kind == "widget":
                if _in_notebook() or enabled == "widget":
                    return _Widget(desc)
                continue
            if kind == "print":
                return _Print(desc)
        except ImportError:
            continue
    return _Print(desc)
