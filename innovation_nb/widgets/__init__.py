"""anywidget front ends: BoardWidget, DogmaStepper, GameWidget, ScenarioEditor, PuzzleWidget, ReviewWidget, and for
the lessons QuizWidget, CardGallery and SplayWidget."""
from .board import BoardWidget
from .editor import ScenarioEditor
from .gallery import CardGallery
from .game_widget import GameWidget
from .puzzle_widget import PuzzleWidget
from .quiz import QuizWidget
from .review_widget import ReviewWidget
from .splays import SplayWidget
from .stepper import DogmaStepper

__all__ = ["BoardWidget", "CardGallery", "DogmaStepper", "GameWidget", "PuzzleWidget", "QuizWidget",
           "ReviewWidget", "ScenarioEditor", "SplayWidget"]
