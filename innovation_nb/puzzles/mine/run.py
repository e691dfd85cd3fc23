"""``mine``: play a spec's games in parallel — local worker processes (the default: one per core), this process
(``workers=1``) or a Dask cluster (``client=``) — and gather the puzzles found as a pack table.

Game ``i`` depends only on the spec's seed and ``i``, and every search is bounded by positions, not time, so the
pack is the same whatever the workers or the order in which games finish. An interrupt keeps every game that had
finished (``df.attrs["games"]`` lists them); ``mine(spec, resume=df)`` mines the rest. Puzzles are deduplicated by
position: of two puzzles at the same position, the one from the lower game (then the earlier position) stays.
"""
from __future__ import annotations

import importlib
import time
import warnings
from concurrent.futures.process import BrokenProcessPool

import pandas as pd

from ...errors import clip, shorten
from .. import pack as packs
from .spec import MineError, MineSpec
from .worker import mine_chunk

# The runner for independent tasks the studies and the reviews share. Puzzles sit beside the studies (neither
# imports the other: docs/architecture.md), so it is looked up by name until it moves to a layer both may import.
_parallel = importlib.import_module("innovation_nb.simulate.parallel")
_progress = importlib.import_module("innovation_nb.simulate.progress")

PRELOAD = ("innovation_nb.puzzles.mine.worker",)


class MiningInterrupted(UserWarning):
    """The run was interrupted; the pack holds the puzzles of the games that had finished."""


def mine(spec, client=None, *, workers: int | None = None, progress=True, resume: pd.DataFrame | None = None,
         checkpoint=None) -> pd.DataFrame:
    """Mine the puzzles of ``spec`` (a MineSpec, a dict, YAML/JSON text or a spec file) and return the pack
    table (see :mod:`innovation_nb.puzzles.pack`), one row per puzzle.

    ``client``: a ``distributed.Client``, a cluster or a scheduler address, to mine on Dask; otherwise ``workers``
    local processes (default: one per core; 1 mines in this process). ``progress``: True for a progress bar,
    False for none, or a function ``progress(done, total)``. ``resume``: the table of an earlier, interrupted run
    of the same spec (e.g. ``pack.load_frame(path)``): only its missing games are mined. ``checkpoint``: a
    function called with the table so far, at most every 60 s (the command line saves the pack there)."""
    spec = MineSpec.load(spec)
    if workers is not None and (not isinstance(workers, int) or isinstance(workers, bool) or
                                not 1 <= workers <= _parallel.MAX_WORKERS):
        raise MineError("workers", f"a number of processes, 1 to {_parallel.MAX_WORKERS} (this machine has "
                                   f"{_parallel.cores()} cores), got {shorten(workers)}")
    prior, done = _prior(resume, spec)
    todo = [i for i in range(spec.games) if i not in done]
    own = _parallel.owns_client(client)
    if own:
        client = _parallel.connect(client, MineError)
    elif client is not None and not _parallel.is_client(client):
        raise MineError("client", f"a distributed.Client, a cluster or a scheduler address, got {shorten(client)}")
    payload = spec.model_dump_json()
    chunks = [[i] for i in todo]  # one game per task: a game takes seconds to mine, and progress moves
    try:
        if client is not None:
            _parallel.dask_slots(client, MineError)
            results = _parallel.on_dask(client, mine_chunk, payload, chunks)
        else:
            slots = max(1, min(workers or _parallel.cores(), len(chunks) or 1))
            results = (_local(payload, chunks, slots) if slots > 1 and len(chunks) > 1
                       else (mine_chunk(payload, c) for c in chunks))
        rows, done, complete = _gather(results, spec, prior, done, progress, checkpoint)
    finally:
        if own:
            client.close()
    df = packs.frame(rows, spec, done, complete)
    if not complete:
        warnings.warn(f"interrupted: {len(done)} of {spec.games} games mined ({len(df)} puzzles kept); "
                      f"mine(spec, resume=df) mines the rest", MiningInterrupted, stacklevel=2)
    return df


def _gather(results, spec: MineSpec, prior: list, done: set, progress, checkpoint):
    rows = list(prior)
    done = set(done)
    bar = _progress.progress_bar(spec.games, unit="games") if progress is True else None
    if bar is not None and done:
        bar.update(len(done))
    complete, last = True, time.monotonic()
    try:
        for games, found in results:
            rows.extend(found)
            done.update(games)
            if bar is not None:
                bar.update(len(games))
            elif callable(progress):
                progress(len(done), spec.games)
            if checkpoint is not None and time.monotonic() - last > 60:
                checkpoint(packs.frame(rows, spec, done, complete=False))
                last = time.monotonic()
    except KeyboardInterrupt:
        complete = False
    finally:
        if hasattr(results, "close"):
            results.close()  # stops the workers, or cancels what is left on the cluster
        if bar is not None:
            bar.close()
    return rows, done, complete and len(done) == spec.games


def _local(payload, chunks, workers):
    try:
        yield from _parallel.in_processes(mine_chunk, payload, chunks, workers, PRELOAD)
    except BrokenProcessPool as e:
        raise MineError("workers", f"the worker processes stopped or could not start ({clip(str(e), 200)}). "
                                   f"Mining must run from a script file inside `if __name__ == \"__main__\":`, "
                                   f"from a notebook, or with `python -m innovation_nb.puzzles.mine`; workers=1 "
                                   f"mines in this process") from None


def _prior(resume, spec: MineSpec) -> tuple[list, set]:
    """The rows and games of an earlier run of the same spec."""
    if resume is None:
        return [], set()
    if not isinstance(resume, pd.DataFrame):
        raise MineError("resume", f"the pack table of an earlier run (a DataFrame), got {shorten(resume)}")
    meta = resume.attrs.get("spec")
    if meta is None or MineSpec.load(meta) != spec:
        raise MineError("resume", "that table comes from another mining spec: resume with the same spec")
    games = resume.attrs.get("games")
    if not isinstance(games, (list, tuple)) or not all(isinstance(g, int) and 0 <= g < spec.games for g in games):
        raise MineError("resume", f"the table's attrs['games'] must list the games mined (0 to {spec.games - 1})")
    return packs.rows(resume), set(games)
