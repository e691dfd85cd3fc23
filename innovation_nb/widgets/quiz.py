"""QuizWidget: one "predict, then step" question of a lesson — pick an answer (a click, or a key: 1–6 or A–F),
learn whether it was right and why, then watch it happen in the widget next to it."""

from __future__ import annotations

from ..engine.game import GameError
from ..lessons import Exercise, load_exercise
from ..terms import translate
from .base import STATIC, WidgetBase
from .protocol import BadMessage


class QuizWidget(WidgetBase):
    """Ask ``exercise`` (an :class:`~innovation_nb.lessons.Exercise` or its id, e.g. ``"sailing-who-shares"``).

    Python and the buttons do the same things: ``answer(choice)`` (the choice as written, e.g. ``"Bob"`` or
    ``3``), ``reset()`` to try again. ``status`` is "unanswered", "right" or "wrong"; ``right`` is True once the
    right answer was picked. The right answer reaches the front end only once the learner has answered.
    """

    _esm = STATIC / "quiz.js"

    def __init__(self, exercise, terminology: str = "asmadi", **kwargs):
        self.exercise: Exercise = load_exercise(exercise)
        self.chosen: int | None = None
        super().__init__(terminology, **kwargs)
        self.refresh()

    @property
    def status(self) -> str:
        if self.chosen is None:
            return "unanswered"
        return "right" if self.chosen == self.exercise.answer_index else "wrong"

    @property
    def right(self) -> bool:
        return self.status == "right"

    def answer(self, choice) -> bool:
        """Pick a choice by what it says; returns whether it is right. Answer again only after ``reset()``."""
        i = self.exercise.choice(choice)
        self._choose(i)
        self.refresh()
        return self.right

    def reset(self) -> None:
        """Clear the answer, to try again."""
        self.chosen = None
        self.refresh()

    def _choose(self, i: int) -> None:
        if self.chosen is not None:
            raise GameError("already answered: try again (reset) to pick another answer")
        if not 0 <= i < len(self.exercise.choices):
            raise BadMessage(f"choice {i} does not exist: there are {len(self.exercise.choices)} choices")
        self.chosen = i

    def dispatch(self, msg) -> None:
        if msg.type == "choose":
            self._choose(msg.choice)
        elif msg.type == "reset":
            self.chosen = None
        elif msg.type in ("select", "terms"):
            super().dispatch(msg)
        else:
            raise BadMessage(f"the quiz does not take {msg.type!r} messages")

    def build_snapshot(self) -> dict:
        x, terms = self.exercise, self.terminology

        def t(text):
            return translate(text, terms) if text else text

        answered = self.chosen is not None
        chosen = x.choices[self.chosen] if answered else None
        return {
            "kind": "quiz",
            "id": x.id,
            "question": t(x.question),
            "choices": [t(c) for c in x.choices],
            "status": self.status,
            "chosen": self.chosen,
            # what is right (and why) only once answered: no peeking in the page's data
            "answer": x.answer_index if answered else None,
            "feedback": t(x.feedback.get(chosen)) if answered else None,
            "explanation": t(x.explanation) if answered else None,
            "then": t(x.then) if answered else None,
        }

    def static_html(self) -> str:
        from .fallback import quiz_picture

        return quiz_picture(self.exercise, self.chosen, self.model_id, lambda s: translate(s, self.terminology))

    def __repr__(self) -> str:
        return f"<QuizWidget {self.exercise.id!r}: {self.status}>"


__all__ = ["QuizWidget"]
