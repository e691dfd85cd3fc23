"""What a worker process or a Dask worker runs: a chunk of a study's games. Kept light (the engine and pyarrow,
not pandas or Dask), since a fresh worker imports it before its first chunk."""

from __future__ import annotations

import pyarrow as pa

from ..parallel import ignore_interrupts  # noqa: F401  (a local worker's initializer, shared with reviews)
from .play import play_games


def play_chunk(payload: bytes, indices) -> pa.Table:
    """``play_games`` for a worker: the study and its bot factories arrive cloudpickled, so bots defined in a
    notebook travel too."""
    import cloudpickle

    study, factories = cloudpickle.loads(payload)
    return play_games(study, factories, indices)
