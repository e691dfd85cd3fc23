"""What a worker process or a Dask worker runs: a chunk of a mining spec's games (the spec travels as JSON text, the
puzzles come back as plain rows with each puzzle's JSON text)."""
from __future__ import annotations

from .search import mine_game
from .spec import MineSpec


def mine_chunk(payload: str, indices) -> tuple[list[int], list[dict]]:
    spec = MineSpec.model_validate_json(payload)
    rows = []
    for i in indices:
        for row in mine_game(spec, i):
            p = row["puzzle"]
            name = f"{spec.name}-{row['game']:05d}-{row['ply']:03d}"
            row["name"] = name
            row["puzzle"] = p.model_copy(update={"name": name}).to_json(indent=None)
            rows.append(row)
    return list(indices), rows
