"""Two puzzles are **the same idea** when they share the goal (its kind and its target: ``{claim: Monument}``,
``{vulnerable: Archery, player: Bob}``), the first move (its action and card: ``dogma Masonry``) and what decides
them (the set of their themes). A learner who solved one has solved the other, whatever the position around it:
"Claim Monument: dogma Masonry" is one puzzle, not 24.

``key`` is that idea; ``groups`` finds the puzzles of a pack table that share one, ``distinct`` keeps one per idea
(the hardest, then the first in the table's order), and ``shipped`` gives the ideas of the packs shipped with the
package, which a mining spec may name (``distinct_from``) so that mining again does not refill them.

    >>> [len(g) for g in groups(pack.load_frame())][:3]            # doctest: +SKIP
    [3, 2, 2]
"""

from __future__ import annotations

import json
from functools import lru_cache

import pandas as pd


def key(goal, first_move: str, themes) -> tuple[str, str, tuple[str, ...]]:
    """A puzzle's idea: its goal (as canonical JSON), its first move, its themes as a set."""
    return json.dumps(goal, sort_keys=True), str(first_move), tuple(sorted(set(themes)))


def keys(df: pd.DataFrame) -> list[tuple]:
    """The idea of each row of a pack table (its goal read from the row's puzzle)."""
    goals = [json.loads(text)["goal"] for text in df["puzzle"]]
    return [key(g, m, t) for g, m, t in zip(goals, df["first_move"], df["themes"])]


def _keeper_order(df: pd.DataFrame) -> list[int]:
    """The rows' places, the one kept of an idea first: the hardest, then the first in the table."""
    hard = [-(float(d) if pd.notna(d) else 0.0) for d in df["difficulty"]]
    return sorted(range(len(df)), key=lambda i: (hard[i], i))


def groups(df: pd.DataFrame) -> list[list[str]]:
    """The puzzles (by name) of ``df`` that share an idea with another, one list per idea, the one ``distinct``
    keeps first; the largest groups first (then in the order of their kept puzzle)."""
    ideas = keys(df)
    names = list(df["name"])
    by: dict = {}
    for i in _keeper_order(df):
        by.setdefault(ideas[i], []).append(names[i])
    found = [g for g in by.values() if len(g) > 1]
    return sorted(found, key=lambda g: -len(g))


def distinct(df: pd.DataFrame) -> tuple[pd.DataFrame, dict[str, str]]:
    """``df`` with one puzzle per idea (the hardest, then the first in the table's order), in its own order, and
    the puzzles left out: ``{name: the name of the puzzle kept for its idea}``."""
    ideas = keys(df)
    names = list(df["name"])
    kept: dict = {}
    dropped: dict[str, str] = {}
    for i in _keeper_order(df):
        if ideas[i] in kept:
            dropped[names[i]] = names[kept[ideas[i]]]
        else:
            kept[ideas[i]] = i
    out = df.iloc[sorted(kept.values())]
    out.attrs = dict(df.attrs)
    return out, dropped


@lru_cache(maxsize=4)
def shipped(names: tuple[str, ...] = ()) -> frozenset:
    """The ideas of the shipped packs named (``pack.SHIPPED``), read once per process."""
    if not names:
        return frozenset()
    from .. import pack

    return frozenset(key for name in names for key in keys(pack.load_frame(pack.PACKS / f"{name}.parquet")))


__all__ = ["distinct", "groups", "key", "keys", "shipped"]
