"""Lessons: the notebooks' exercises as data. Each exercise is a "predict, then step" question: the learner picks
an answer in a :class:`~innovation_nb.widgets.QuizWidget`, is told whether it was right and why, and then watches
the engine do it (a stepper or a board next to the question).

>>> from innovation_nb.lessons import load_exercise
>>> load_exercise("sailing-who-shares").answer                  # doctest: +SKIP
'Bob'

The exercises live in ``innovation_nb/lessons/exercises/<lesson>.yaml``, one file per notebook. The positions
the lessons play from live beside them in ``innovation_nb/lessons/positions/<lesson>.yaml``, each under a name:

>>> from innovation_nb import lessons
>>> lessons.position("sailing").to_game().player("Alice").top("green")     # doctest: +SKIP
'Sailing'
"""

from .model import EXERCISES, POSITIONS, Exercise, LessonError, list_exercises, list_positions, load_exercise, position

__all__ = [
    "EXERCISES",
    "POSITIONS",
    "Exercise",
    "LessonError",
    "list_exercises",
    "list_positions",
    "load_exercise",
    "position",
]
