"""anywidget front ends: BoardWidget, DogmaStepper, GameWidget, ScenarioEditor, PuzzleWidget."""
from .board import BoardWidget
from .editor import ScenarioEditor
from .game_widget import GameWidget
from .puzzle_widget import PuzzleWidget
from .stepper import DogmaStepper

__all__ = ["BoardWidget", "DogmaStepper", "GameWidget", "PuzzleWidget", "ScenarioEditor"]
