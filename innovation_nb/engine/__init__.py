"""The rules engine: state, primitives, dogma resolution, actions and the ``Game`` object."""

# The expansions' rules, imported after the core and never by it: each registers its functions at the core's hook
# points (hooks.py) for its own set, so whatever loads the engine plays every set by the same rules.
# The saves load games (Game.from_json): above Game, they register their reader with it as they load.
from . import (  # noqa: E402,F401
    artifacts,
    cities,
    echoes,
    saves,  # noqa: E402,F401
)
from .actions import Action, IllegalAction
from .decisions import InvalidAnswer, Request
from .events import Event
from .game import Game, GameError
from .moves import Move, MoveError
from .state import GameState, Player, Result

__all__ = [
    "Action",
    "Event",
    "Game",
    "GameError",
    "GameState",
    "IllegalAction",
    "InvalidAnswer",
    "Move",
    "MoveError",
    "Player",
    "Request",
    "Result",
]
