"""Puzzles mined from games: bots play, the solver looks at each position for a goal with only one first action
that works, and the puzzles found make a pack (:mod:`innovation_nb.puzzles.pack`).

    >>> from innovation_nb.puzzles.mine import mine
    >>> df = mine({"games": 20, "seed": 1})            # doctest: +SKIP
    >>> from innovation_nb.puzzles import pack
    >>> pack.save(df, "my-pack.parquet")               # doctest: +SKIP

``python -m innovation_nb.puzzles.mine SPEC -o PACK`` does both from the command line (docs/puzzles.md).
"""

from .run import MiningInterrupted, mine
from .spec import GOALS, MineError, MineSpec

__all__ = ["GOALS", "MineError", "MineSpec", "MiningInterrupted", "mine"]
