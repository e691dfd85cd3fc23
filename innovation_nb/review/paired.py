"""Your move against the coach's, on the same deals: the difference of their chances with a tight interval.

Each pair deals the cards you could not see once (the coach's determinization), then plays the coach's move on one
copy and yours on another, each followed the same way (the rest of your turn chosen by the look-ahead, or your own
next moves of the turn where you made them; the others by the playout policy, from the same random stream), and
values both. A move proved to win (or to lose) is worth 1 (or 0) on every deal. The difference is measured pair by
pair, so what the deal decides (a strong card dealt to the opponent, a good draw) cancels out, and the interval of
the difference is much narrower than the two chances' intervals side by side. The deals are fresh ones, not those of
the search that chose the coach's move: a move picked as the best of several on some deals looks better on those
deals than it is (the winner's curse), and fresh deals do not flatter it.

Pairs are added a batch at a time until the comparison says enough (``decided``: the class it supports is known)
or the effort allowed is spent, so the simulations go where they decide.

What each move did by the end of its action is kept for the explanation, in the coach's terms (``Outcome``: score,
achievements, the free draw, hands and boards, and what followed) and two more: the icons you gained and the piles
you splayed.
"""

from __future__ import annotations

import hashlib
import math
import random
import time

from ..cards.data import COLORS
from ..coach.search import DEPTH, Z95, Candidate, simulate
from ..engine.icons import icon_counts
from ..engine.moves import Move

MIN_PAIRS = 3  # a time budget still compares the moves on a few deals
BATCH = 16  # pairs added between two looks at whether the comparison is decided


def derive(seed: int, *keys) -> int:
    """A seed made from ``seed`` and ``keys``, the same in every process (no salted hashing)."""
    digest = hashlib.sha256(":".join(map(str, (seed, *keys))).encode()).digest()
    return int.from_bytes(digest[:4], "big") >> 1


class Side:
    """One move (a ``Move``) over the pairs: its values, and what it did (``facts``: a Candidate holding only the
    outcome, so that the coach's explanation tells what the move does without an estimate of its own), the icons
    gained and the splays made by the player. ``script``: the player's own next moves of the turn, played after it
    where they fit (the turn as played); ``fixed``: the value of a move proved to win (1) or to lose (0), taken on
    every deal without playing it."""

    def __init__(self, move: Move, script=None, fixed: float | None = None):
        self.move = move
        self.script = list(script or ())
        self.fixed = fixed
        self.values: list[float] = []
        self.facts = Candidate(move)
        self.icons: dict[str, float] = {}
        self.splays: dict[tuple[str, str], int] = {}

    @property
    def n(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else 0.0

    def interval(self) -> tuple[float, float]:
        if self.fixed is not None:
            return (self.fixed, self.fixed)
        return interval(self.values, 0.0, 1.0)

    def icon_gain(self, name: str) -> float:
        return self.icons.get(name, 0.0) / self.n if self.n else 0.0

    def splay_share(self, key) -> float:
        return self.splays.get(key, 0) / self.n if self.n else 0.0


class Comparison:
    """The coach's move (``best``) against yours (``played``) over ``pairs`` deals: ``loss`` the mean of (best −
    played) and ``loss_interval`` its 95% interval, both in chance to win (0 to 1)."""

    def __init__(self, best: Side, played: Side):
        self.best = best
        self.played = played

    @property
    def pairs(self) -> int:
        return self.played.n

    @property
    def differences(self) -> list[float]:
        return [b - p for b, p in zip(self.best.values, self.played.values)]

    @property
    def loss(self) -> float:
        d = self.differences
        return sum(d) / len(d) if d else 0.0

    @property
    def loss_interval(self) -> tuple[float, float]:
        return interval(self.differences, -1.0, 1.0)


def interval(values: list[float], low: float, high: float) -> tuple[float, float]:
    """A 95% normal interval for the mean of ``values`` (within ``low``..``high``). The variance is taken as at
    least 1/(4n) per value — what n values half of which differ by 1 would show at most, shrunk by n — so that a
    few identical values do not claim certainty; the whole range until there are two values."""
    n = len(values)
    if n < 2:
        return (low, high)
    m = sum(values) / n
    var = max(sum((v - m) ** 2 for v in values) / (n - 1), 1.0 / (4 * n))
    half = Z95 * math.sqrt(var / n)
    return (max(low, m - half), min(high, m + half))


def compare(
    knowledge,
    best: Side,
    played: Side,
    seed: int,
    *,
    pairs: int | None = None,
    seconds: float | None = None,
    depth: int = DEPTH,
    decided=None,
    batch: int = BATCH,
) -> Comparison:
    """Play ``best`` and ``played`` (Sides) on the same deals: ``pairs`` of them at most (or as many as fit in
    ``seconds``, at least ``MIN_PAIRS``), a ``batch`` at a time, stopping early once ``decided(comparison)`` is
    true."""
    viewer = knowledge.viewer
    comparison = Comparison(best, played)
    start = time.perf_counter()
    j = 0

    def more() -> bool:
        if pairs is not None:
            return j < pairs
        return j < MIN_PAIRS or time.perf_counter() - start < seconds

    while more():
        det_seed = derive(seed, "pair", j)
        base = knowledge.sample_line(random.Random(det_seed))
        for side in (best, played):
            side.values.append(_play(base.branch(), side, viewer, random.Random(det_seed * 7919), depth))
        j += 1
        if decided is not None and j % batch == 0 and decided(comparison):
            break
    return comparison


def _play(line, side: Side, viewer: str, rng: random.Random, depth: int) -> float:
    """One playout of ``side``'s move on the determinized ``line``; returns its value for ``viewer`` (a proved
    move's value, without playing it)."""
    if side.fixed is not None:
        return side.fixed
    me = line.game.state.player(viewer)
    icons = icon_counts(me)
    splays = [q.splay for q in me.board]

    def note(g):
        me = g.state.player(viewer)
        for name, n in icon_counts(me).items():
            if n != icons[name]:
                side.icons[name] = side.icons.get(name, 0.0) + n - icons[name]
        for colour, q, was in zip(COLORS, me.board, splays):
            if q.splay is not None and q.splay != was:
                key = (colour, q.splay)
                side.splays[key] = side.splays.get(key, 0) + 1

    return simulate(line, side.facts, viewer, rng, depth, script=side.script, after_action=note)


__all__ = ["Comparison", "Side", "compare", "derive", "interval"]
