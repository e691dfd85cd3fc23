"""Judging the positions of a review: in this process, in local worker processes (the default: one per core) or
on a Dask cluster, one position per task, with a progress bar and a way to stop.

Position ``i`` depends only on the game, the seed and ``i`` (its seed is derived from both), so the review is the
same whatever the number of workers or the order in which positions finish. ``cancel()`` is asked between
positions, and an interrupt (Ctrl-C, the notebook's stop button) stops too: the positions judged so far are kept
and the review says it is incomplete.
"""

from __future__ import annotations

from .. import parallel
from .arguments import ReviewError
from .played import Decision
from .worker import judge_chunk, judge_position, payload

PRELOAD = ("innovation_nb.review.worker",)  # imported once in the fork server, not in every worker


def judge_all(
    game, todo: list[Decision], settings: dict, *, client=None, workers: int = 1, progress=True, cancel=None
) -> tuple[list[dict], bool]:
    """The judgements of ``todo`` (in its order) and whether every one was made."""
    if cancel is not None and cancel():
        return [], False
    with parallel.dask_client(client, ReviewError) as client:
        chunks = [[i] for i in range(len(todo))]
        if client is not None:
            parallel.dask_slots(client, ReviewError)
            results = parallel.on_dask(client, judge_chunk, payload(game, todo, settings), chunks)
        elif workers > 1 and len(todo) > 1:
            results = parallel.in_processes_or_advice(
                judge_chunk,
                payload(game, todo, settings),
                chunks,
                workers,
                PRELOAD,
                ReviewError,
                "review",
                "reviews in this process",
            )
        else:
            results = ([judge_position(game, d, settings)] for d in todo)
        batches, complete = parallel.collect(results, len(todo), progress=progress, unit="positions", cancel=cancel)
    found = [j for batch in batches for j in batch]
    order = {d.input: k for k, d in enumerate(todo)}
    return sorted(found, key=lambda r: order[r["input"]]), complete


__all__ = ["judge_all"]
