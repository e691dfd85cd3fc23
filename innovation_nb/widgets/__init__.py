"""anywidget front ends: BoardWidget, DogmaStepper, GameWidget, ScenarioEditor, PuzzleWidget, PuzzleTrainer,
ReviewWidget, and for the lessons QuizWidget, CardGallery and SplayWidget. A widget's ``perspective`` is a player's
name, ``PUBLIC`` (a spectator) or ``TEACHING`` (every hand and score pile face up)."""

from ..engine.view import PUBLIC, TEACHING
from .board import BoardWidget
from .editor import ScenarioEditor
from .gallery import CardGallery
from .game_widget import GameWidget
from .puzzle_widget import PuzzleWidget
from .quiz import QuizWidget
from .review_widget import ReviewWidget
from .splays import SplayWidget
from .stepper import DogmaStepper


def __getattr__(name):
    # the trainer reads puzzle packs (pandas, pyarrow: the studies extra), so it is imported on first use
    if name == "PuzzleTrainer":
        from .trainer_widget import PuzzleTrainer

        return PuzzleTrainer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "PUBLIC",
    "TEACHING",
    "BoardWidget",
    "CardGallery",
    "DogmaStepper",
    "GameWidget",
    "PuzzleTrainer",
    "PuzzleWidget",
    "QuizWidget",
    "ReviewWidget",
    "ScenarioEditor",
    "SplayWidget",
]
