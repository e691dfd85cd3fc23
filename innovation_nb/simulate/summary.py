"""Summaries of a study's table, each with a 95% confidence interval (``low`` to ``high``: the range the true value
very likely lies in; more games make it narrower).

Rates and shares use the Wilson interval (sound for small counts and for rates near 0 or 1); the mean game length
uses the normal approximation (fine from a few dozen games). A win is a win alone or as a team; a draw is not
a win.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ..engine.state import SPECIAL_ACHIEVEMENTS
from .results import seats
from .study import StudyError

Z95 = 1.959963984540054  # the normal quantile for a two-sided 95% interval


def wilson(successes, trials, z: float = Z95):
    """The Wilson score interval ``(low, high)`` for ``successes`` out of ``trials`` (numbers or arrays; NaN
    where there are no trials)."""
    k = np.asarray(successes, dtype=float)
    n = np.asarray(trials, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = k / n
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
        low, high = centre - half, centre + half
    if low.ndim == 0:
        return float(low), float(high)
    return low, high


def wins_by_seat(df: pd.DataFrame) -> pd.DataFrame:
    """Win rate of each seat (and its bot): ``seat``, ``bot``, ``games``, ``wins``, ``win_rate``, ``low``,
    ``high``."""
    s = _seats(df, "won")
    keys = ["seat", "bot"] if "bot" in s else ["seat"]
    return _rates(s, keys, "won")


def wins_by_turn_order(df: pd.DataFrame) -> pd.DataFrame:
    """Win rate by place in the turn order (``order`` 1 went first): the first player's advantage."""
    return _rates(_seats(df, "won", "order"), ["order"], "won")


def wins_by_first_meld(df: pd.DataFrame, min_games: int = 1) -> pd.DataFrame:
    """Win rate of the players who melded each card first (best first): ``first_meld``, ``games``, ``wins``,
    ``win_rate``, ``low``, ``high``; cards seen in fewer than ``min_games`` seat-games are left out."""
    out = _rates(_seats(df, "won", "first_meld"), ["first_meld"], "won")
    return _best_first(out[out["games"] >= min_games])


def wins_by_dogma(df: pd.DataFrame, min_games: int = 1) -> pd.DataFrame:
    """For each card: in how many seat-games the player used its dogma at least once (``games``), how many of
    those they won (``wins``, ``win_rate``, ``low``, ``high``), the win rate of the players who did not use it
    (``rate_without``) and how often it was used in all (``uses``). Best first; cards used in fewer than
    ``min_games`` seat-games are left out. Cards used in long games or by players already ahead stand out too:
    this shows what goes with winning, not what causes it."""
    s = _seats(df, "won", "dogmas")
    total, total_wins = len(s), int(s["won"].sum())
    used = s[["game", "seat", "won", "dogmas"]].explode("dogmas").dropna(subset=["dogmas"])
    used = used.rename(columns={"dogmas": "card"})
    uses = used.groupby("card").size().rename("uses")
    distinct = used.drop_duplicates(["game", "seat", "card"])
    out = _rates(distinct, ["card"], "won").join(uses, on="card")
    out["uses"] = out["uses"].astype("int64")
    others, other_wins = total - out["games"], total_wins - out["wins"]
    out["rate_without"] = np.where(others > 0, other_wins / others.where(others > 0, 1), np.nan)
    return _best_first(out[out["games"] >= min_games])


def game_length(df: pd.DataFrame, by: str | None = None) -> pd.DataFrame:
    """How many turns games last: ``games``, ``mean`` (with ``low``/``high`` for the mean), ``median``, the
    10%, 25%, 75% and 90% points, ``shortest`` and ``longest``; one row, or one per value of ``by`` (e.g.
    ``"reason"``)."""
    _need(df, "turns")
    if by is not None:
        _need(df, by)
        rows = {key: _length_row(g["turns"]) for key, g in df.groupby(by, sort=True, observed=True)}
        return pd.DataFrame.from_dict(rows, orient="index").rename_axis(by).reset_index()
    return pd.DataFrame([_length_row(df["turns"])])


def endings(df: pd.DataFrame) -> pd.DataFrame:
    """How the games ended: ``ending`` (achievements, score, dogma, or draw), ``games``, ``share``, ``low``,
    ``high``; most common first."""
    _need(df, "reason")
    way = df["reason"].astype(str).to_numpy(dtype=object)
    if "draw" in df:
        way = np.where(df["draw"].to_numpy(dtype=bool), "draw", way)
    counts = pd.Series(way).value_counts()
    out = pd.DataFrame({"ending": counts.index.astype(str), "games": counts.to_numpy(dtype=np.int64)})
    return _shares(out, len(df))


def achievement_turns(df: pd.DataFrame) -> pd.DataFrame:
    """Each achievement (standard ones by age, then the specials): in how many games someone claimed it
    (``games``, ``share``, ``low``, ``high``) and on which turn (``median_turn``, ``earliest``)."""
    s = _seats(df, "achievements")
    claims = s[["game", "achievements", "achievement_turns"]].explode(["achievements", "achievement_turns"])
    claims = claims.dropna(subset=["achievements"])
    claims = claims.astype({"achievements": str, "achievement_turns": "int64"})
    first = claims.groupby(["achievements", "game"])["achievement_turns"].min().reset_index()
    g = first.groupby("achievements")["achievement_turns"]
    out = pd.DataFrame({"games": g.size(), "median_turn": g.median(), "earliest": g.min()})
    out = out.rename_axis("achievement").reset_index()
    order = {f"age {a}": a for a in range(1, 11)} | {n: 20 + i for i, n in enumerate(SPECIAL_ACHIEVEMENTS)}
    out = out.sort_values("achievement", key=lambda c: c.map(lambda x: order.get(x, 99)), ignore_index=True)
    out = _shares(out, len(df))
    return out[["achievement", "games", "share", "low", "high", "median_turn", "earliest"]]


# -- shared ----------------------------------------------------------------------------------------------------
def _need(df: pd.DataFrame, *columns: str) -> None:
    missing = [c for c in columns if c not in df]
    if missing:
        raise StudyError(
            "records", f"this table has no {', '.join(missing)} column: run the study with the records that keep it"
        )


def _seats(df: pd.DataFrame, *columns: str) -> pd.DataFrame:
    s = seats(df)
    missing = [c for c in columns if c not in s]
    if missing:
        raise StudyError(
            "records",
            f"this table does not keep each player's {', '.join(missing)}: run the study with the records that keep it",
        )
    return s


def _rates(frame: pd.DataFrame, keys: list[str], hit: str) -> pd.DataFrame:
    g = frame.groupby(keys, sort=True, observed=True)[hit]
    out = pd.DataFrame({"games": g.size(), "wins": g.sum()}).reset_index()
    out["games"] = out["games"].astype("int64")
    out["wins"] = out["wins"].astype("int64")
    out["win_rate"] = out["wins"] / out["games"]
    out["low"], out["high"] = wilson(out["wins"].to_numpy(), out["games"].to_numpy())
    return out


def _shares(out: pd.DataFrame, total: int) -> pd.DataFrame:
    out["share"] = out["games"] / total if total else np.nan
    out["low"], out["high"] = wilson(out["games"].to_numpy(), np.full(len(out), total))
    return out


def _best_first(out: pd.DataFrame) -> pd.DataFrame:
    key = out.columns[0]
    return out.sort_values(["win_rate", "games", key], ascending=[False, False, True], ignore_index=True)


def _length_row(turns: pd.Series) -> dict:
    t = turns.to_numpy(dtype=float)
    n = len(t)
    mean = t.mean() if n else np.nan
    half = Z95 * t.std(ddof=1) / np.sqrt(n) if n > 1 else np.nan
    q = np.quantile(t, [0.1, 0.25, 0.5, 0.75, 0.9]) if n else [np.nan] * 5
    return {
        "games": n,
        "mean": mean,
        "low": mean - half,
        "high": mean + half,
        "median": q[2],
        "p10": q[0],
        "p25": q[1],
        "p75": q[3],
        "p90": q[4],
        "shortest": t.min() if n else np.nan,
        "longest": t.max() if n else np.nan,
    }
