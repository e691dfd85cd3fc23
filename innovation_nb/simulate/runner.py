"""``run``: play a study's games in chunks — in worker processes on this machine (the default: one per core), in
this process (``workers=1``), or on a Dask cluster (``client=``) — and gather one row per game.

Game ``i`` depends only on the study's seed and ``i``, so the table is the same whatever the number of workers,
the chunk size or the order in which chunks finish. An interrupt (Ctrl-C, the notebook's stop button) stops the
run and keeps every game that had finished; ``run(study, resume=df)`` plays the rest.

A run either plays or says why it cannot: worker processes that fail to start (a script read from standard input,
a script without the ``if __name__ == "__main__":`` guard) stop it at the first failure instead of being started
again forever, and a Dask address that does not answer is given up after ``CONNECT_TIMEOUT`` seconds.
"""

from __future__ import annotations

import math
import warnings

import numpy as np
import pandas as pd
import pyarrow as pa

from .. import parallel
from ..errors import shorten
from ..parallel import CONNECT_TIMEOUT, MAX_WORKERS  # noqa: F401  (CONNECT_TIMEOUT: named in run's docs)
from .play import check_bots, play_games, schema
from .results import study_of, to_frame, to_table
from .study import Study, StudyError
from .worker import play_chunk

MAX_CHUNK = 200  # games per task: progress moves and an interrupt loses little, while the per-task cost stays small
PRELOAD = ("innovation_nb.simulate.worker", "pandas")  # imported once in the fork server, not in every worker


class StudyInterrupted(UserWarning):
    """The run was interrupted; the table holds the games that had finished."""


def run(
    spec,
    client=None,
    *,
    workers: int | None = None,
    chunk_size: int | None = None,
    progress=True,
    resume: pd.DataFrame | None = None,
) -> pd.DataFrame:
    """Play the study ``spec`` (a Study, a dict such as ``{"players": 2, "games": 1000, "seed": 1}`` or JSON)
    and return one row per game, sorted by game number.

    ``client``: a ``distributed.Client``, a cluster (``LocalCluster``) or a scheduler address
    (``"tcp://host:8786"``, given ``CONNECT_TIMEOUT`` seconds to answer) to play on Dask; without it, ``workers``
    local processes (default: one per core; 1 plays in this process; never more than the games).
    ``chunk_size``: games per task (default: small enough to spread the work and show progress).
    ``progress``: True for a progress bar, False for none, or a function called as ``progress(done, total)``.
    ``resume``: the table of an earlier, interrupted run of the same study: only the missing games are played.
    """
    study = Study.load(spec)
    if workers is not None and (
        not isinstance(workers, int) or isinstance(workers, bool) or not 1 <= workers <= MAX_WORKERS
    ):
        raise StudyError(
            "workers",
            f"a number of processes, 1 to {MAX_WORKERS} (this machine has {_cores()} cores), got {shorten(workers)}",
        )
    if chunk_size is not None and (not isinstance(chunk_size, int) or isinstance(chunk_size, bool) or chunk_size < 1):
        raise StudyError("chunk_size", f"a number of games, 1 or more, got {shorten(chunk_size)}")
    factories = study.factories()
    prior = _prior(resume, study)
    todo = _missing(study.games, prior)
    if todo:  # a bot that cannot be made, or cannot move, stops the run here rather than in every worker
        check_bots(study, factories, todo[0].start)

    with parallel.dask_client(client, StudyError) as client:
        games = sum(map(len, todo))
        if client is not None:
            slots = parallel.dask_slots(client, StudyError)
        else:
            slots = max(1, min(workers or _cores(), games))  # never more processes than games
        size = chunk_size or max(1, min(MAX_CHUNK, math.ceil(games / (slots * 16))))
        chunks = [range(a, min(a + size, r.stop)) for r in todo for a in range(r.start, r.stop, size)]
        if client is not None:
            results = parallel.on_dask(client, play_chunk, _payload(study, factories), chunks)
        elif slots > 1 and len(chunks) > 1:
            results = _in_processes(_payload(study, factories), chunks, slots)
        else:
            results = (play_games(study, factories, c) for c in chunks)
        tables = [prior] if prior is not None and prior.num_rows else []
        played, complete = parallel.collect(
            results, study.games, count=lambda t: t.num_rows, done=sum(t.num_rows for t in tables), progress=progress
        )
        tables += played
    df = to_frame(study, pa.concat_tables(tables) if tables else schema(study).empty_table(), complete)
    if not complete:
        warnings.warn(
            f"interrupted: {len(df)} of {study.games} games finished and are kept; "
            f"run(study, resume=df) plays the rest",
            StudyInterrupted,
            stacklevel=2,
        )
    return df


def _in_processes(payload: bytes, chunks: list, workers: int):
    """The chunks' tables as they finish, from ``workers`` local processes (see ``parallel.in_processes``)."""
    return parallel.in_processes_or_advice(
        play_chunk, payload, chunks, workers, PRELOAD, StudyError, "study", "plays in this process"
    )


def _payload(study: Study, factories: list) -> bytes:
    import cloudpickle

    return cloudpickle.dumps((study, factories))


_cores = parallel.cores


def _prior(resume, study: Study) -> pa.Table | None:
    if resume is None:
        return None
    if not isinstance(resume, pd.DataFrame):
        raise StudyError("resume", f"the table of an earlier run (a DataFrame), got {shorten(resume)}")
    if resume.attrs.get("study") is not None and study_of(resume) != study:
        raise StudyError("resume", "that table comes from another study: resume with the same study")
    table = to_table(resume, study)
    games = table["game"].to_numpy()
    if len(games) and (games.min() < 0 or games.max() >= study.games or len(np.unique(games)) != len(games)):
        raise StudyError("resume", f"the table's game numbers must be distinct and within 0 to {study.games - 1}")
    return table


def _missing(games: int, prior: pa.Table | None) -> list[range]:
    """The games still to play, as runs of consecutive numbers."""
    if prior is None or not prior.num_rows:
        return [range(games)]
    have = np.zeros(games, dtype=bool)
    have[prior["game"].to_numpy()] = True
    idx = np.flatnonzero(~have)
    if not len(idx):
        return []
    cuts = np.flatnonzero(np.diff(idx) != 1) + 1
    return [range(int(r[0]), int(r[-1]) + 1) for r in np.split(idx, cuts)]
