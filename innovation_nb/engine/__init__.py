"""The rules engine: state, primitives, dogma resolution, actions and the ``Game`` object."""
from .actions import Action, IllegalAction
from .decisions import InvalidAnswer, Request
from .events import Event
from .game import Game, GameError
from .state import GameState, Player, Result

__all__ = ["Action", "Event", "Game", "GameError", "GameState", "IllegalAction", "InvalidAnswer", "Player",
           "Request", "Result"]
