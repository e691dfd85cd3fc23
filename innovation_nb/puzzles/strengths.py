"""Your themes: how often you solve the puzzles of each theme (the pack's ``themes`` column), from every rated
attempt your record counts (``PuzzleRecord.results``), weakest first.

A success rate from a few attempts says little, so each theme's rate comes with its Wilson score interval (95 %),
and the order is by the interval's upper end: a theme is called weak only when even the hopeful end of its interval
is low, and one lucky solve (1 of 1: 21 % to 100 %) never tops a list of strengths nor hides a weakness. A theme
needs ``MINIMUM`` (3) attempts to be named the weakest (``weakest``).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

MINIMUM = 3  # attempts a theme needs before it can be called the weakest
Z = 1.96  # the 95 % interval


@dataclass(frozen=True)
class ThemeResult:
    theme: str
    attempts: int
    solved: int
    rate: float
    low: float
    high: float

    def view(self) -> dict:
        return {k: round(v, 3) if isinstance(v, float) else v for k, v in asdict(self).items()}


def wilson(solved: int, attempts: int) -> tuple[float, float]:
    """The Wilson score interval (95 %) of ``solved`` in ``attempts`` (0 attempts: 0 to 1)."""
    if attempts <= 0:
        return 0.0, 1.0
    p = solved / attempts
    d = 1 + Z * Z / attempts
    mid = (p + Z * Z / (2 * attempts)) / d
    half = Z * math.sqrt(p * (1 - p) / attempts + Z * Z / (4 * attempts * attempts)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def by_theme(results: dict, themes_of: dict[str, list[str]]) -> list[ThemeResult]:
    """Each theme met in ``results`` (puzzle → Tally) through ``themes_of`` (puzzle → its themes), weakest first
    (the interval's upper end, then the rate, then the name); a puzzle of no known theme counts for none."""
    counts: dict[str, list[int]] = {}
    for name, tally in results.items():
        for theme in themes_of.get(name, ()):
            c = counts.setdefault(theme, [0, 0])
            c[0] += tally.attempts
            c[1] += tally.solved
    out = []
    for theme, (attempts, solved) in counts.items():
        if attempts:
            low, high = wilson(solved, attempts)
            out.append(ThemeResult(theme, attempts, solved, solved / attempts, low, high))
    return sorted(out, key=lambda r: (r.high, r.rate, r.theme))


def weakest(report: list[ThemeResult]):
    """The weakest theme of ``report`` with at least ``MINIMUM`` attempts, or None."""
    return next((r for r in report if r.attempts >= MINIMUM), None)


__all__ = ["MINIMUM", "ThemeResult", "by_theme", "weakest", "wilson"]
