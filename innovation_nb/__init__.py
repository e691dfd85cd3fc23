"""innovation_nb: Carl Chudyk's Innovation in Jupyter — a step-able rules engine, widgets, puzzles."""

from .cards import CARDS, card
from .engine import Action, Game, GameError, IllegalAction, InvalidAnswer, Request
from .errors import InnovationError
from .scenario import Scenario, ScenarioError

__version__ = "0.1.0"
__all__ = [
    "Action",
    "CARDS",
    "Game",
    "GameError",
    "IllegalAction",
    "InnovationError",
    "InvalidAnswer",
    "Request",
    "Scenario",
    "ScenarioError",
    "card",
]
