"""What a review is given, checked before anything runs: the game (a Game with history, or a save), the player,
the effort per position, the seed and the workers. Every refusal is a :class:`ReviewError` naming the field; the
game given is never changed."""

from __future__ import annotations

import os
import random
from pathlib import Path

from ..coach import DEFAULT_SECONDS, MAX_SECONDS, MAX_SIMULATIONS
from ..engine.game import Game
from ..engine.saves import SaveError
from ..errors import FieldError, shorten, shown_path
from ..files import read_limited, reason
from ..parallel import MAX_WORKERS, cores

MAX_SAVE_BYTES = 50_000_000  # a save of a long game is a few hundred kilobytes
MIN_SIMULATIONS = 2  # one for the search, one for the comparison with your move


class ReviewError(FieldError):
    """A review cannot be made as asked: ``field`` names what (``player``, ``simulations``, ``game.inputs[4]``),
    ``message`` why."""

    noun = "review"


def load_game(source) -> Game:
    """The game to review: a Game kept with history, or a save (``Game.to_json`` text, its bytes or dict, or the
    path of a file holding one, as a ``Path`` or a ``str``: a string is a save's text when it starts with ``{``,
    else a path)."""
    if isinstance(source, Game):
        if not source.keeps_history:
            raise ReviewError(
                "game",
                "this game keeps no history (history=False), so its decisions cannot be "
                "replayed: play it with Game.new(..., history=True), the default",
            )
        return source
    if isinstance(source, str) and not source.lstrip().startswith("{"):
        source = Path(source)  # a save's JSON text is an object: anything else given as a string is a path
    if isinstance(source, os.PathLike):
        try:
            source = read_limited(source, MAX_SAVE_BYTES)
        except (OSError, ValueError) as e:
            raise ReviewError("game", f"cannot read the save {shown_path(source)}: {reason(e)}") from None
        if len(source) > MAX_SAVE_BYTES:
            raise ReviewError("game", f"the save is larger than {MAX_SAVE_BYTES:,} bytes: not a saved game")
    if not isinstance(source, (str, bytes, bytearray, dict)):
        raise ReviewError(
            "game",
            f"a Game with history or a saved game (JSON text, bytes, a dict or a path), not a {type(source).__name__}",
        )
    try:
        return Game.from_json(source)
    except SaveError as e:
        raise ReviewError(f"game.{e.field}" if e.field else "game", f"the save cannot be loaded: {e.message}") from None


def check_player(game: Game, player) -> str:
    names = game.state.player_names
    if not isinstance(player, str) or player not in names:
        raise ReviewError("player", f"no player named {shorten(player)}; the players are {', '.join(names)}")
    return player


def check_effort(seconds, simulations) -> None:
    if simulations is not None:
        if (
            not isinstance(simulations, int)
            or isinstance(simulations, bool)
            or not MIN_SIMULATIONS <= simulations <= MAX_SIMULATIONS
        ):
            raise ReviewError(
                "simulations",
                f"a whole number of simulations per position, from {MIN_SIMULATIONS} "
                f"to {MAX_SIMULATIONS}, got {shorten(simulations)}",
            )
    elif not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= MAX_SECONDS:
        raise ReviewError(
            "seconds", f"seconds per position, above 0 and at most {MAX_SECONDS:g}, got {shorten(seconds)}"
        )


def check_seed(seed) -> int:
    if seed is None:
        return random.randrange(2**31)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ReviewError("seed", f"a whole number ≥ 0 or None, got {shorten(seed)}")
    return seed


def check_workers(workers) -> int:
    if workers is None:
        return cores()
    if not isinstance(workers, int) or isinstance(workers, bool) or not 1 <= workers <= MAX_WORKERS:
        raise ReviewError(
            "workers",
            f"a number of processes, 1 to {MAX_WORKERS} (this machine has {cores()} cores), got {shorten(workers)}",
        )
    return workers


def check_callable(value, field: str):
    if value is not None and not callable(value):
        raise ReviewError(field, f"a function or None, got {shorten(value)}")
    return value


__all__ = ["DEFAULT_SECONDS", "ReviewError", "check_effort", "check_player", "check_seed", "check_workers", "load_game"]
