"""Pictures of a study's table for players: bars in percent, a thin line across each bar's end for the range the
true value very likely lies in, and a title that says the finding in words. Each function mirrors the summary
of the same name, takes the table (and optionally matplotlib ``ax``) and returns the axes."""

from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.ticker import PercentFormatter

from . import summary
from .results import players_of

BAR, EVEN, INK = "#3b6fb6", "#b03a2e", "#333333"
RANGE_NOTE = (
    "Bars: share of games. Thin lines: where the true share very likely lies (95% confidence);\n"
    "more games make them shorter."
)
ENDING_WORDS = {
    "achievements": "enough achievements",
    "score": "best score (someone drew past age 10)",
    "dogma": "a card's dogma won it",
    "draw": "a draw",
}


def _ordinal(n: int) -> str:
    return f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _axes(ax, rows: int, width: float = 7.0):
    if ax is None:
        _, ax = plt.subplots(figsize=(width, 1.2 + 0.38 * max(rows, 2)))
    return ax


def _rate_bars(ax, labels, rate, low, high, *, even=None, even_label="", xlabel="games won", title=""):
    """Horizontal bars, first label on top, with their ranges and an optional reference line."""
    y = np.arange(len(labels))[::-1]
    rate, low, high = (np.asarray(v, dtype=float) for v in (rate, low, high))
    ax.barh(y, rate, color=BAR, height=0.6)
    spread = [np.clip(rate - low, 0, None), np.clip(high - rate, 0, None)]  # rounding can make one -1e-16
    ax.errorbar(rate, y, xerr=spread, fmt="none", ecolor=INK, elinewidth=1.2, capsize=3)
    for yi, r, h in zip(y, rate, high):
        ax.text(h + 0.01, yi, _pct(r), va="center", fontsize=9, color=INK)
    if even is not None:
        ax.axvline(even, color=EVEN, linestyle="--", linewidth=1)
        ax.text(even, y.max() + 0.55, f" {even_label}", color=EVEN, fontsize=9, va="bottom")
    ax.set_yticks(y, labels)
    ax.set_xlim(0, min(1.0, max(float(np.nanmax(high)) + 0.12, (even or 0) + 0.1)))
    ax.set_ylim(-0.6, y.max() + 1.1)
    ax.xaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    ax.set_xlabel(xlabel)
    ax.set_title(title, loc="left")
    ax.annotate(
        RANGE_NOTE,
        xy=(0, 0),
        xycoords="axes fraction",
        xytext=(0, -36),
        textcoords="offset points",
        fontsize=8,
        color="#666666",
        va="top",
    )
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return ax


def wins_by_turn_order(df, ax=None):
    """The first player's advantage: how often each place in the turn order wins."""
    t = summary.wins_by_turn_order(df)
    n = players_of(df)
    first = t.iloc[0]
    labels = [f"{_ordinal(int(o))} to play" for o in t["order"]]
    title = (
        f"The player who goes first wins {_pct(first['win_rate'])} of games "
        f"(very likely {_pct(first['low'])}–{_pct(first['high'])})"
    )
    return _rate_bars(
        _axes(ax, len(t)),
        labels,
        t["win_rate"],
        t["low"],
        t["high"],
        even=1 / n,
        even_label=f"equal chances ({_pct(1 / n)})",
        title=title,
    )


def wins_by_seat(df, ax=None):
    """How often each seat (and its bot) wins."""
    t = summary.wins_by_seat(df)
    n = players_of(df)
    labels = [f"seat {s}" + (f" ({b})" if "bot" in t else "") for s, b in zip(t["seat"], t.get("bot", t["seat"]))]
    best, worst = t.loc[t["win_rate"].idxmax()], t.loc[t["win_rate"].idxmin()]
    if best["low"] > worst["high"]:
        title = f"{labels[t.index.get_loc(best.name)].capitalize()} wins most: {_pct(best['win_rate'])}"
    else:
        title = "No seat wins clearly more often than another (more games would tell)"
    return _rate_bars(
        _axes(ax, len(t)),
        labels,
        t["win_rate"],
        t["low"],
        t["high"],
        even=1 / n,
        even_label=f"equal chances ({_pct(1 / n)})",
        title=title,
    )


def wins_by_first_meld(df, ax=None, min_games: int = 10):
    """Win rate by the card a player melded first (cards melded first in at least ``min_games`` seat-games)."""
    t = summary.wins_by_first_meld(df, min_games=min_games)
    n = players_of(df)
    labels = [f"{c}  ({g} games)" for c, g in zip(t["first_meld"], t["games"])]
    title = "Does the first card you meld matter?" if len(t) else f"No card was melded first {min_games}+ times"
    return _rate_bars(
        _axes(ax, len(t)),
        labels,
        t["win_rate"],
        t["low"],
        t["high"],
        even=1 / n,
        even_label=f"equal chances ({_pct(1 / n)})",
        title=title,
    )


def wins_by_dogma(df, ax=None, top: int = 8, min_games: int = 30):
    """The cards whose users won most and least often (cards used in at least ``min_games`` seat-games): the
    ``top`` best and the ``top`` worst, against the win rate of all players."""
    t = summary.wins_by_dogma(df, min_games=min_games)
    if len(t) > 2 * top:
        t = t.iloc[list(range(top)) + list(range(len(t) - top, len(t)))]
    s = summary.wins_by_seat(df)
    overall = s["wins"].sum() / s["games"].sum()
    labels = [f"{c}  ({g} games)" for c, g in zip(t["card"], t["games"])]
    return _rate_bars(
        _axes(ax, len(t)),
        labels,
        t["win_rate"],
        t["low"],
        t["high"],
        even=overall,
        even_label=f"all players ({_pct(overall)})",
        xlabel="games won by the players who used the card's dogma",
        title="Cards that go with winning, and with losing",
    )


def endings(df, ax=None):
    """How the games ended."""
    t = summary.endings(df)
    labels = [ENDING_WORDS.get(e, e) for e in t["ending"]]
    top = t.iloc[0]
    title = f"Most games ({_pct(top['share'])}) end by {ENDING_WORDS.get(top['ending'], top['ending'])}"
    return _rate_bars(_axes(ax, len(t)), labels, t["share"], t["low"], t["high"], xlabel="games", title=title)


def achievement_turns(df, ax=None):
    """How often each achievement is claimed, and around which turn (the median, in the labels)."""
    t = summary.achievement_turns(df)
    labels = [f"{a}  (around turn {turn:.0f})" for a, turn in zip(t["achievement"], t["median_turn"])]
    return _rate_bars(
        _axes(ax, len(t)),
        labels,
        t["share"],
        t["low"],
        t["high"],
        xlabel="games in which someone claimed it",
        title="Which achievements get claimed, and when",
    )


def game_length(df, ax=None):
    """How many turns games last: a histogram with the median and the 90% point marked."""
    turns = df["turns"].to_numpy(dtype=float)
    row = summary.game_length(df).iloc[0]
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 3.2))
    ax.hist(turns, bins=min(40, max(5, len(np.unique(turns)))), color=BAR)
    for value, words in ((row["median"], "half end by here"), (row["p90"], "9 in 10 by here")):
        ax.axvline(value, color=EVEN, linestyle="--", linewidth=1)
        ax.text(value, ax.get_ylim()[1], f" {words}\n (turn {value:.0f})", color=EVEN, fontsize=8, va="top")
    ax.set_title(
        f"Games last {row['median']:.0f} turns (the median); the mean is {row['mean']:.1f} "
        f"(very likely {row['low']:.1f}–{row['high']:.1f})",
        loc="left",
    )
    ax.set_xlabel("turns (each player's turn counts one)")
    ax.set_ylabel("games")
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return ax
