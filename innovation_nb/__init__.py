"""innovation_nb: Carl Chudyk's Innovation in Jupyter — a step-able rules engine, widgets, puzzles."""
from . import compiled as _compiled

_compiled.check()  # before any compiled module is imported

from .cards import CARDS, card  # noqa: E402  (the check comes first)
from .engine import Action, Game, GameError, IllegalAction, InvalidAnswer, Request
from .errors import InnovationError
from .scenario import Scenario, ScenarioError

__version__ = "0.1.0"
__all__ = ["Action", "CARDS", "Game", "GameError", "IllegalAction", "InnovationError", "InvalidAnswer", "Request",
           "Scenario", "ScenarioError", "card"]
