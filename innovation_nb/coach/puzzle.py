"""The coach on a puzzle: which next move most often leads to the goal within the budget.

A puzzle is an open position (the whole of it is shown, and the draws within the budget are fixed), judged by the
puzzle checker: so the coach needs no guessing of hidden cards here. Each simulation plays the candidate move, then
goes on with uniformly random legal moves for the solving player (a puzzle's point is often a move no rule of
thumb would pick, so the continuations explore evenly), and the checker says whether the line meets the
goal (the other players answering as the puzzle says: adversarially, by default). The value of a move is the
share of its simulations that reach the goal: a hint, not a proof (the solver gives proofs).
"""

from __future__ import annotations

import random
import time

from ..bots import RandomBot
from ..engine.text import Reader, Text
from ..puzzles import Puzzle, check
from ..puzzles.errors import PuzzleError
from . import Suggestion, Suggestions
from .candidates import action_candidates, answer_candidates
from .determinize import CoachError
from .reasons import _head, pct
from .search import Search

MAX_ENTRIES = 40  # a line longer than this is not a plausible solution of a puzzle


def line_status(puzzle: Puzzle, verdict) -> str:
    """solved, failed or "not yet" (as the PuzzleWidget says)."""
    if verdict.solved:
        return "solved"
    if verdict.step is not None or verdict.game.over:
        return "failed"
    if verdict.game.pending is not None:
        return "not yet"
    return "failed" if verdict.actions >= puzzle.actions else "not yet"


def playout(puzzle: Puzzle, line: list, rng: random.Random) -> float:
    """1 if going on from ``line`` with random legal moves meets the goal, else 0."""
    policy = RandomBot(rng.randrange(2**31))
    line = list(line)
    for _ in range(MAX_ENTRIES):
        try:
            v = check(puzzle, line)
        except PuzzleError:  # a draw the puzzle does not fix: outside the puzzle
            return 0.0
        status = line_status(puzzle, v)
        if status != "not yet":
            return 1.0 if status == "solved" else 0.0
        g = v.game
        line.append(policy.answer(g.pending) if g.pending is not None else str(policy.action(g)))
    return 0.0


def suggest_in_puzzle(puzzle, line=(), simulations: int = 200, seed: int = 0, *, progress=None, cancel=None):
    """Rank the solving player's next moves after ``line`` by how often they lead to the goal. Returns
    ``Suggestions`` (``win_rate`` is the share of simulations that met the goal)."""
    puzzle = puzzle if isinstance(puzzle, Puzzle) else Puzzle.load(puzzle)
    line = list(line)
    v = check(puzzle, line)
    if line_status(puzzle, v) != "not yet":
        raise CoachError(f"the line is {line_status(puzzle, v)}: there is no next move to suggest")
    g = v.game
    name = puzzle.solver
    rng = random.Random(seed)
    req = g.pending
    candidates = answer_candidates(req, rng) if req is not None else action_candidates(g)
    order = {id(c): i for i, c in enumerate(candidates)}

    def trial(alive, index):
        for cand in alive:
            r = random.Random((seed * 1_000_003 + index) * 7919 + order[id(cand)])
            cand.add(playout(puzzle, line + [cand.move.input], r))

    start = time.perf_counter()
    search = Search(candidates, trial).run(simulations, None, progress, cancel)
    items = []
    for c in search.ranked():
        head = _head(g, name, c)
        text = Text(*head).render(Reader(None, "asmadi", you=name))
        hits = round(c.mean * c.n)
        text = (
            f"{text[:1].upper()}{text[1:]}. It meets the goal in {hits} of {c.n} simulations ({pct(c.mean)}), "
            "going on at random."
        )
        items.append(Suggestion(c.action, c.kind, c.mean, c.interval(), c.n, text, c.outcome))
    return Suggestions(items, name, search.simulations, time.perf_counter() - start, seed, search.cancelled)
