"""What a worker process or a Dask worker runs: one task of a mining run — a game's positions from ``first`` to
before ``last`` (all of them when ``last`` is None), or one position carried on from a ``start`` among its
candidates — with the ``seen`` pairs the game had found before it (see :mod:`.tasks`). The spec travels as JSON
text, the puzzles come back as plain rows with each puzzle's JSON text."""

from __future__ import annotations

from .miner import mine_position, positions
from .spec import MineSpec


def mine_task(payload: str, task) -> tuple[tuple, list[tuple[int, dict | None]]]:
    """``(task, [(ply, row or None), ...])``: the outcome of every position of the task, in order."""
    spec = MineSpec.model_validate_json(payload)
    game, first, last, seen, start = task
    seen = {tuple(pair) for pair in seen or ()}
    outcomes = []
    for ply, g, seed in positions(spec, game):
        if last is not None and ply >= last:
            break
        if ply < first:
            continue
        row = mine_position(spec, g, game, ply, seed, seen, start)
        if row is not None:
            name = f"{spec.name}-{game:05d}-{ply:03d}"
            row["name"] = name
            row["puzzle"] = row["puzzle"].model_copy(update={"name": name}).to_json(indent=None)
        outcomes.append((ply, row))
    return task, outcomes
