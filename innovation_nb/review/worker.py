"""What a worker process or a Dask worker runs: some positions of a review. The game arrives as its save (a Game
cannot be pickled mid-action: it holds the running rules) and is loaded once per worker and review."""

from __future__ import annotations

import hashlib
import json

from ..engine.game import Game
from .judge import judge
from .played import Decision, before, decisions, rest_of_turn

_LOADED: dict[str, tuple[Game, dict]] = {}  # the review in progress, by the digest of its payload


def payload(game: Game, todo: list[Decision], settings: dict) -> bytes:
    """What every task carries: the save, the decisions to judge and the settings (seed, effort, hindsight)."""
    return json.dumps({"save": game.to_dict(), "decisions": [d.to_list() for d in todo], "settings": settings}).encode()


def judge_chunk(data: bytes, chunk) -> list[dict]:
    """Judge the decisions numbered ``chunk`` (indices into the payload's list)."""
    key = hashlib.sha256(data).hexdigest()
    if key not in _LOADED:
        job = json.loads(data)
        _LOADED.clear()  # one review at a time is kept
        _LOADED[key] = (Game.from_json(job["save"]), job)
    game, job = _LOADED[key]
    todo = [Decision.from_list(job["decisions"][i]) for i in chunk]
    return [judge_position(game, d, job["settings"]) for d in todo]


_DECISIONS: dict[int, tuple[Game, list[Decision]]] = {}  # every decision of the game being reviewed


def judge_position(game: Game, decision: Decision, settings: dict) -> dict:
    """Judge ``decision`` (the position before it, and what followed it in its turn, as played)."""
    kept = _DECISIONS.get(id(game))
    if kept is None or kept[0] is not game:
        _DECISIONS.clear()
        kept = _DECISIONS[id(game)] = (game, decisions(game))
    return judge(before(game, decision), decision, rest=rest_of_turn(kept[1], decision), **settings)


__all__ = ["judge_chunk", "judge_position", "payload"]
