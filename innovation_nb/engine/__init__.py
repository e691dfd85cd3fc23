"""The rules engine: state, primitives, dogma resolution, actions and the ``Game`` object."""
from .actions import Action, IllegalAction
from .decisions import InvalidAnswer, Request
from .events import Event
from .game import Game, GameError
from .moves import Move, MoveError
from .state import GameState, Player, Result

# The expansions' rules, imported after the core and never by it: each registers its functions at the core's hook
# points (hooks.py) for its own set, so whatever loads the engine plays every set by the same rules.
from . import artifacts, cities, echoes  # noqa: E402,F401
# The saves load games (Game.from_json): above Game, they register their reader with it as they load.
from . import saves  # noqa: E402,F401

__all__ = ["Action", "Event", "Game", "GameError", "GameState", "IllegalAction", "InvalidAnswer", "Move", "MoveError",
           "Player", "Request", "Result"]
