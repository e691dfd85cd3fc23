"""The classes of a move, from the loss of chance to win against the coach's move and its 95% interval, and the
accuracy figure.

A class is a claim the figures must support at 95%: **best** when your move is the coach's own choice, or when
the loss is surely under 2 percentage points; **good** when it is surely under 5; **inaccuracy**, **mistake** and
**blunder** when it is surely at least 5, 10 and 20 points. When the interval straddles a threshold that decides
the class — the move may have cost nothing or a lot — the verdict is **too close to call**. The bands are those of
chess reviews in expected points (best 0–2, good 2–5, inaccuracy 5–10, mistake 10–20, blunder 20+): a point of
win chance means the same in any game. A **miss** is a move that let a proved win go (the coach's proof: a win
this turn whatever the others answer), whatever the figures, as chess reviews call a missed mate.
"""

from __future__ import annotations

import math

BEST, GOOD, INACCURACY, MISTAKE, BLUNDER = "best", "good", "inaccuracy", "mistake", "blunder"
MISS = "miss"
TOO_CLOSE = "too close to call"
CLASSES = (BEST, GOOD, INACCURACY, MISTAKE, BLUNDER, MISS, TOO_CLOSE)
BAD = (MISTAKE, BLUNDER, MISS)

# Percentage points of chance to win given away: under BEST_BELOW is as good as the best move, under GOOD_BELOW
# good; at least INACCURACY_FROM an inaccuracy, MISTAKE_FROM a mistake, BLUNDER_FROM a blunder.
BEST_BELOW = 2.0
GOOD_BELOW = 5.0
INACCURACY_FROM = 5.0
MISTAKE_FROM = 10.0
BLUNDER_FROM = 20.0

COLOURS = {
    BEST: "#2e7d32",
    GOOD: "#7cb342",
    INACCURACY: "#f9a825",
    MISTAKE: "#ef6c00",
    BLUNDER: "#c62828",
    MISS: "#6a1b9a",
    TOO_CLOSE: "#9e9e9e",
}


def settled(low: float, high: float) -> bool:
    """Whether more simulations could not change the class of a loss in ``low``..``high``: no threshold between two
    classes lies inside the interval (a loss surely near 0 is best, not merely good)."""
    return not any(low < t < high for t in (BEST_BELOW, GOOD_BELOW, MISTAKE_FROM, BLUNDER_FROM))


def classify(same: bool, low: float, high: float) -> str:
    """The class of a move whose loss (in percentage points) lies in ``low``..``high`` at 95%; ``same``: it is
    the coach's own choice."""
    if same or high < BEST_BELOW:
        return BEST
    if high < GOOD_BELOW:
        return GOOD
    if low >= BLUNDER_FROM:
        return BLUNDER
    if low >= MISTAKE_FROM:
        return MISTAKE
    if low >= INACCURACY_FROM:
        return INACCURACY
    return TOO_CLOSE


def move_accuracy(loss: float) -> float:
    """0 to 100 for a move that gave away ``loss`` percentage points (none: 100): Lichess's curve,
    103.1668·e^(−0.04354·loss) − 3.1669, so 2 points give 91, 5 give 80, 10 give 64, 20 give 40 and 40 give 15."""
    if loss <= 0:
        return 100.0  # the curve's own value at 0 is 99.9999
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * loss) - 3.1669))


def accuracy(losses) -> float | None:
    """The mean of ``move_accuracy`` over the moves (None without any)."""
    losses = list(losses)
    return sum(map(move_accuracy, losses)) / len(losses) if losses else None


__all__ = [
    "BAD",
    "BEST",
    "BLUNDER",
    "CLASSES",
    "GOOD",
    "INACCURACY",
    "MISS",
    "MISTAKE",
    "TOO_CLOSE",
    "accuracy",
    "classify",
    "settled",
    "move_accuracy",
]
