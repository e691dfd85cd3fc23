"""``mine``: play a spec's games in parallel — local worker processes (the default: one per core), this process
(``workers=1``) or a Dask cluster (``client=``) — and gather the puzzles found as a pack table.

Game ``i`` depends only on the spec's seed and ``i``, and every search is bounded by positions, not time, so the
pack is the same whatever the workers or the order in which games finish. An interrupt keeps every game that had
finished (``df.attrs["games"]`` lists them); ``mine(spec, resume=df)`` mines the rest. Puzzles are deduplicated by
position: of two puzzles at the same position, the one from the lower game (then the earlier position) stays.
"""

from __future__ import annotations

import time
import warnings

import pandas as pd

from ... import parallel
from ...errors import shorten
from .. import pack as packs
from .ideas import distinct
from .spec import MineError, MineSpec
from .tasks import BLOCK, Tasks
from .worker import mine_task

PRELOAD = ("innovation_nb.puzzles.mine.worker",)
CHECKPOINT_EVERY = 60  # seconds between two checkpoints at most


class MiningInterrupted(UserWarning):
    """The run was interrupted; the pack holds the puzzles of the games that had finished."""


def mine(
    spec, client=None, *, workers: int | None = None, progress=True, resume: pd.DataFrame | None = None, checkpoint=None
) -> pd.DataFrame:
    """Mine the puzzles of ``spec`` (a MineSpec, a dict, YAML/JSON text or a spec file) and return the pack
    table (see :mod:`innovation_nb.puzzles.pack`), one row per puzzle.

    ``client``: a ``distributed.Client``, a cluster or a scheduler address, to mine on Dask; otherwise ``workers``
    local processes (default: one per core; 1 mines in this process). ``progress``: True for a progress bar,
    False for none, or a function ``progress(done, total)``. ``resume``: the table of an earlier, interrupted run
    of the same spec (e.g. ``pack.load_frame(path)``): only its missing games are mined. ``checkpoint``: a
    function called with the table so far, at most every 60 s (the command line saves the pack there)."""
    spec = MineSpec.load(spec)
    if workers is not None and (
        not isinstance(workers, int) or isinstance(workers, bool) or not 1 <= workers <= parallel.MAX_WORKERS
    ):
        raise MineError(
            "workers",
            f"a number of processes, 1 to {parallel.MAX_WORKERS} (this machine has "
            f"{parallel.cores()} cores), got {shorten(workers)}",
        )
    prior, done = _prior(resume, spec)
    todo = [i for i in range(spec.games) if i not in done]
    payload = spec.model_dump_json()
    saved = [time.monotonic()]

    def save_now_and_then(kept, _count):
        if checkpoint is not None and time.monotonic() - saved[0] >= CHECKPOINT_EVERY:
            rows, games = _merged(prior, done, kept)
            checkpoint(_pack(rows, spec, games, complete=False))
            saved[0] = time.monotonic()

    with parallel.dask_client(client, MineError) as client:
        if client is not None:
            parallel.dask_slots(client, MineError)
            tasks = Tasks(spec, todo)
            outcomes = parallel.on_dask(client, mine_task, payload, tasks)
        else:
            slots = min(workers or parallel.cores(), parallel.MAX_WORKERS) if todo else 1
            # one process mines whole games; several share out each game's positions (see .tasks)
            tasks = Tasks(spec, todo, block=None if slots == 1 else BLOCK)
            outcomes = (
                parallel.in_processes_or_advice(
                    mine_task, payload, tasks, slots, PRELOAD, MineError, "mining", "mines in this process"
                )
                if slots > 1
                else (mine_task(payload, t) for t in tasks)
            )
        games = tasks.games(outcomes)
        kept, went_on = parallel.collect(
            games, spec.games, count=lambda r: len(r[0]), done=len(done), progress=progress, each=save_now_and_then
        )
    rows, done = _merged(prior, done, kept)
    complete = went_on and len(done) == spec.games
    df = _pack(rows, spec, done, complete)
    if not complete:
        warnings.warn(
            f"interrupted: {len(done)} of {spec.games} games mined ({len(df)} puzzles kept); "
            f"mine(spec, resume=df) mines the rest",
            MiningInterrupted,
            stacklevel=2,
        )
    return df


def _pack(rows: list, spec: MineSpec, games, complete: bool = True) -> pd.DataFrame:
    """The pack table of the rows (``pack.frame``), one puzzle per idea (``ideas.distinct``: the hardest, then the
    lowest game and earliest position, stays)."""
    df, _ = distinct(packs.frame(rows, spec, games, complete))
    attrs = df.attrs
    df = df.reset_index(drop=True)
    df.attrs = attrs
    return df


def _merged(prior: list, done: set, kept: list) -> tuple[list, set]:
    """The rows and games of an earlier run with those of the games (``(games, rows)`` results) mined since."""
    rows, games = list(prior), set(done)
    for mined, found in kept:
        rows.extend(found)
        games.update(mined)
    return rows, games


def _prior(resume, spec: MineSpec) -> tuple[list, set]:
    """The rows and games of an earlier run of the same spec."""
    if resume is None:
        return [], set()
    if not isinstance(resume, pd.DataFrame):
        raise MineError("resume", f"the pack table of an earlier run (a DataFrame), got {shorten(resume)}")
    runs = resume.attrs.get("runs")
    if isinstance(runs, list):
        raise MineError(
            "resume",
            f"that table holds {len(runs)} runs (a class set or several packs), not one run "
            f"of a spec: resume from the table of one run",
        )
    meta = resume.attrs.get("spec")
    if meta is None or not same_games(MineSpec.load(meta), spec):
        raise MineError(
            "resume",
            "that table comes from another mining spec: resume with the same spec (only its "
            "number of games may differ)",
        )
    games = resume.attrs.get("games")
    if not isinstance(games, (list, tuple)) or not all(isinstance(g, int) and g >= 0 for g in games):
        raise MineError("resume", "the table's attrs['games'] must list the games mined (numbers from 0)")
    # game i is the same game whatever the number of games: a longer run carries on, a shorter one keeps its first
    kept = [r for r in packs.rows(resume) if r["game"] < spec.games]
    return kept, {g for g in games if g < spec.games}


def same_games(a: MineSpec, b: MineSpec) -> bool:
    """Whether two specs mine the same game ``i`` the same way for every ``i`` (they differ at most in ``games``)."""
    return a.model_copy(update={"games": b.games}) == b
