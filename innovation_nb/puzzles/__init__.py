"""Puzzles: a Scenario + a goal + an action budget, with hints, an explanation and the rule it teaches.

>>> from innovation_nb.puzzles import load_puzzle, check, solve
>>> p = load_puzzle("sharing-bonus")                      # doctest: +SKIP
>>> check(p, p.intended).solved                            # doctest: +SKIP
True
>>> solve(p).shortest                                      # doctest: +SKIP
1

See ``docs/puzzles.md`` for the file format, the goals, and how the checker and the solver judge a line.
"""

from .checker import Verdict, check
from .errors import PuzzleError
from .goals import (
    Achievements,
    AllOf,
    AnyOf,
    CardIn,
    Claim,
    FirstMove,
    Goal,
    GoalContext,
    Icons,
    Not,
    Score,
    Shares,
    Splayed,
    Vulnerable,
    Win,
    parse_goal,
)
from .model import LIBRARY, Puzzle, Question, list_puzzles, load_puzzle
from .play import Branch, Move
from .record import PuzzleRecord, RecordError, class_progress, shelf
from .solver import Solution, SolveResult, SolveTimeout, solve


def __getattr__(name):
    # the trainer reads packs (pandas, pyarrow: the studies extra), so it is imported on first use
    if name in ("Trainer", "TrainerError"):
        from . import trainer

        return getattr(trainer, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Achievements",
    "AllOf",
    "AnyOf",
    "Branch",
    "CardIn",
    "Claim",
    "FirstMove",
    "Goal",
    "GoalContext",
    "Icons",
    "LIBRARY",
    "Move",
    "Not",
    "Puzzle",
    "PuzzleError",
    "PuzzleRecord",
    "Question",
    "RecordError",
    "Score",
    "Shares",
    "Solution",
    "SolveResult",
    "SolveTimeout",
    "Splayed",
    "Trainer",
    "TrainerError",
    "Verdict",
    "Vulnerable",
    "Win",
    "check",
    "class_progress",
    "list_puzzles",
    "load_puzzle",
    "parse_goal",
    "shelf",
    "solve",
]
