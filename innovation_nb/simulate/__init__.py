"""Many games at once: simulation studies, and the random games that test the engine.

A study is plain data; ``run`` plays it (on all local cores, or on a Dask cluster) and returns one row per game::

    from innovation_nb import simulate
    df = simulate.run({"players": 2, "games": 1000, "seed": 1})
    simulate.wins_by_turn_order(df)          # the first player's advantage, with a confidence interval
    simulate.save(df, "study.parquet")       # the study (and a checksum) travel in the file's metadata

The study tools need pandas, pyarrow and Dask (``pip install "innovation_nb[studies]"``); they load on first
use, so the random games (``random_game``, ``run_games``) work without them. See docs/simulation.md.
"""

from __future__ import annotations

import importlib

from .random_games import GameSummary, random_game, run_games, summarize
from .study import RECORDS, Study, StudyError

_LAZY = {
    "run": "runner",
    "StudyInterrupted": "runner",
    "replay": "play",
    "SEATS": "play",
    "save": "results",
    "load": "results",
    "seats": "results",
    "study_of": "results",
    "UncheckedResults": "results",
    "wilson": "summary",
    "wins_by_seat": "summary",
    "wins_by_turn_order": "summary",
    "wins_by_first_meld": "summary",
    "wins_by_dogma": "summary",
    "game_length": "summary",
    "endings": "summary",
    "achievement_turns": "summary",
    "plots": None,
}


def __getattr__(name):
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = _LAZY[name] or name
    try:
        mod = importlib.import_module(f".{module}", __name__)
    except ModuleNotFoundError as e:
        raise ModuleNotFoundError(
            f'innovation_nb.simulate.{name} needs {e.name}: pip install "innovation_nb[studies]"', name=e.name
        ) from e
    return mod if _LAZY[name] is None else getattr(mod, name)


__all__ = ["GameSummary", "RECORDS", "Study", "StudyError", "random_game", "run_games", "summarize", *_LAZY]
