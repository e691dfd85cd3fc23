"""A progress bar for many games: tqdm's (a widget in notebooks, text in a terminal), or a plain ipywidgets bar
where tqdm is not installed, or nothing outside Jupyter."""
from __future__ import annotations


def progress_bar(total: int, unit: str = "games", rate: bool = True):
    """An object with ``update(n)`` and ``close()``. ``rate``: show how many ``unit`` a second (off for a bar that
    counts a share of the time, where "%/s" would mean nothing)."""
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return _WidgetBar(total, unit)
    if rate:
        return tqdm(total=total, unit=unit)
    return tqdm(total=total, unit=unit, bar_format="{l_bar}{bar}| {elapsed}")


class _WidgetBar:
    def __init__(self, total: int, unit: str):
        try:
            import ipywidgets as w
            from IPython.display import display
        except ImportError:
            self.bar = None
            return
        self.bar = w.IntProgress(min=0, max=total, description=unit)
        display(self.bar)

    def update(self, n: int = 1) -> None:
        if self.bar is not None:
            self.bar.value += n

    def close(self) -> None:
        pass
