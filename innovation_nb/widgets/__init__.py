"""anywidget front ends: BoardWidget, DogmaStepper, GameWidget."""
from .board import BoardWidget
from .game_widget import GameWidget
from .stepper import DogmaStepper

__all__ = ["BoardWidget", "DogmaStepper", "GameWidget"]
