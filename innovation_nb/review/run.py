"""Judging the positions of a review: in this process, in local worker processes (the default: one per core) or
on a Dask cluster, one position per task, with a progress bar and a way to stop.

Position ``i`` depends only on the game, the seed and ``i`` (its seed is derived from both), so the review is the
same whatever the number of workers or the order in which positions finish. ``cancel()`` is asked between
positions, and an interrupt (Ctrl-C, the notebook's stop button) stops too: the positions judged so far are kept
and the review says it is incomplete.
"""
from __future__ import annotations

from concurrent.futures.process import BrokenProcessPool

from ..errors import clip, shorten
from ..simulate import parallel
from ..simulate.progress import progress_bar
from .decisions import Decision
from .inputs import ReviewError
from .worker import judge_chunk, judge_position, payload

PRELOAD = ("innovation_nb.review.worker",)  # imported once in the fork server, not in every worker


def judge_all(game, todo: list[Decision], settings: dict, *, client=None, workers: int = 1, progress=True,
              cancel=None) -> tuple[list[dict], bool]:
    """The judgements of ``todo`` (in its order) and whether every one was made."""
    if cancel is not None and cancel():
        return [], False
    own = parallel.owns_client(client)
    if own:
        client = parallel.connect(client, ReviewError)
    elif client is not None and not parallel.is_client(client):
        raise ReviewError("client", f"a distributed.Client, a cluster or a scheduler address, got {shorten(client)}")
    try:
        chunks = [[i] for i in range(len(todo))]
        if client is not None:
            parallel.dask_slots(client, ReviewError)
            results = parallel.on_dask(client, judge_chunk, payload(game, todo, settings), chunks)
        elif workers > 1 and len(todo) > 1:
            results = _in_processes(payload(game, todo, settings), chunks, workers)
        else:
            results = ([judge_position(game, d, settings)] for d in todo)
        found, complete = _gather(results, len(todo), progress, cancel)
    finally:
        if own:
            client.close()
    order = {d.input: k for k, d in enumerate(todo)}
    return sorted(found, key=lambda r: order[r["input"]]), complete


def _gather(results, total: int, progress, cancel) -> tuple[list[dict], bool]:
    found: list[dict] = []
    bar = progress_bar(total, unit="positions") if progress is True else None
    complete = True
    try:
        for batch in results:
            found.extend(batch)
            if bar is not None:
                bar.update(len(batch))
            elif callable(progress):
                progress(len(found), total)
            if cancel is not None and len(found) < total and cancel():
                complete = False
                break
    except KeyboardInterrupt:
        complete = False
    finally:
        if hasattr(results, "close"):
            results.close()  # stops the workers, or cancels what is left on the cluster
        if bar is not None:
            bar.close()
    return found, complete


def _in_processes(data: bytes, chunks: list, workers: int):
    try:
        yield from parallel.in_processes(judge_chunk, data, chunks, workers, PRELOAD)
    except BrokenProcessPool as e:
        raise ReviewError("workers", f"the worker processes stopped or could not start ({clip(str(e), 200)}). "
                                     f"A worker starts by importing the script that runs the review, so it must "
                                     f"run from a script file inside `if __name__ == \"__main__\":`, or from a "
                                     f"notebook; workers=1 reviews in this process") from None


__all__ = ["judge_all"]
