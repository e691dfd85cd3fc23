"""What a worker process or a Dask worker runs: a chunk of a study's games. Kept light (the engine and pyarrow,
not pandas or Dask), since a fresh worker imports it before its first chunk."""
from __future__ import annotations

import signal

import pyarrow as pa

from .play import play_games


def play_chunk(payload: bytes, indices) -> pa.Table:
    """``play_games`` for a worker: the study and its bot factories arrive cloudpickled, so bots defined in a
    notebook travel too."""
    import cloudpickle

    study, factories = cloudpickle.loads(payload)
    return play_games(study, factories, indices)


def ignore_interrupts() -> None:
    """A local worker's initializer. Ctrl-C reaches the whole process group: the parent alone decides what to
    keep, and stops the workers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
