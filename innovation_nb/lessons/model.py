"""The ``Exercise`` model and the exercise files: one YAML file per lesson, mapping an exercise's id to its
question, choices, answer and explanation (validated by pydantic; errors name the file and the field). And the
lessons' positions: one YAML file per lesson, mapping a position's name to a scenario."""

from __future__ import annotations

import copy
import difflib
from functools import lru_cache
from pathlib import Path
from typing import Optional

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ..errors import InnovationError, first_problem, shorten

EXERCISES = Path(__file__).resolve().parent / "exercises"
POSITIONS = Path(__file__).resolve().parent / "positions"


class LessonError(InnovationError):
    """An exercise that cannot be found or read, or an answer that is not one of its choices."""


class Exercise(BaseModel):
    """One question with a single right answer among ``choices``.

    ``explanation`` says why the answer is right (shown once the learner has answered, right or wrong);
    ``feedback`` can add a word for a particular wrong choice; ``then`` says what to watch next ("step the dogma
    below ..."). Texts may use ``{castle}``-style placeholders: the quiz draws them as icons.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field("exercise", description="The exercise's name (its key in the lesson file).")
    lesson: Optional[str] = Field(None, description="The lesson file it belongs to (the notebook's name).")
    question: str = Field(min_length=1, description="What the learner predicts.")
    choices: list[str] = Field(min_length=2, max_length=6, description="The answers to pick from, in order.")
    answer: str = Field(description="The right choice (one of ``choices``, as written there).")
    explanation: str = Field(min_length=1, description="Why the answer is right.")
    feedback: dict[str, str] = Field(default_factory=dict, description="A word for some wrong choices.")
    then: Optional[str] = Field(None, description="What to do next to see it happen.")

    def __init__(self, /, **data):
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise LessonError(first_problem(e)) from None

    @classmethod
    def model_validate(cls, obj, *args, **kwargs):
        try:
            return super().model_validate(obj, *args, **kwargs)
        except ValidationError as e:
            raise LessonError(first_problem(e)) from None

    @field_validator("choices")
    @classmethod
    def _distinct(cls, v):
        if any(not c.strip() for c in v):
            raise ValueError("a choice must not be empty")
        if len(set(v)) != len(v):
            raise ValueError("the choices must all differ")
        return v

    @model_validator(mode="after")
    def _answer_is_a_choice(self):
        if self.answer not in self.choices:
            raise ValueError(f"the answer {self.answer!r} is not one of the choices")
        for c in self.feedback:
            if c not in self.choices:
                raise ValueError(f"feedback for {c!r}, which is not one of the choices")
            if c == self.answer:
                raise ValueError("feedback is for wrong choices; the explanation covers the answer")
        return self

    def choice(self, value) -> int:
        """The index of a choice given by its text (a number is compared as text: ``3`` is the choice "3")."""
        text = str(value).strip() if isinstance(value, (str, int)) and not isinstance(value, bool) else None
        if text is not None:
            for i, c in enumerate(self.choices):
                if c == text:
                    return i
            for i, c in enumerate(self.choices):
                if c.casefold() == text.casefold():
                    return i
        raise LessonError(f"{shorten(value)} is not one of the choices: " + ", ".join(repr(c) for c in self.choices))

    @property
    def answer_index(self) -> int:
        return self.choices.index(self.answer)


@lru_cache(maxsize=None)
def _lesson(path: Path) -> dict[str, Exercise]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as e:
        raise LessonError(f"{path.name}: not valid YAML: {e}") from None
    if not isinstance(data, dict):
        raise LessonError(f"{path.name}: an exercise file maps each exercise's id to its fields")
    out = {}
    for key, fields in data.items():
        if not isinstance(fields, dict):
            raise LessonError(f"{path.name}: {key}: an exercise is a mapping (question, choices, answer, ...)")
        try:
            out[str(key)] = Exercise.model_validate({"id": str(key), "lesson": path.stem, **fields})
        except LessonError as e:
            raise LessonError(f"{path.name}: {key}.{e}") from None
    return out


def _files() -> list[Path]:
    return sorted(EXERCISES.glob("*.yaml"))


def list_exercises(lesson: str | None = None) -> list[str]:
    """The ids of every exercise (or of one lesson's, e.g. ``"05-dogma-sharing-and-demands"``), in file order."""
    files = _files()
    if lesson is not None:
        files = [f for f in files if f.stem == lesson or f.stem.startswith(f"{lesson}-")]
        if not files:
            raise LessonError(f"no lesson {shorten(lesson)}; the lessons are " + ", ".join(f.stem for f in _files()))
    return [k for f in files for k in _lesson(f)]


def load_exercise(id: str) -> Exercise:
    """An exercise by its id (``load_exercise("sailing-who-shares")``)."""
    if isinstance(id, Exercise):
        return id
    for f in _files():
        found = _lesson(f).get(id)
        if found is not None:
            return found
    guess = difflib.get_close_matches(str(id), list_exercises(), n=3, cutoff=0.5)
    hint = f"; did you mean {' or '.join(repr(g) for g in guess)}?" if guess else ""
    raise LessonError(f"no exercise named {shorten(id)}{hint}")


@lru_cache(maxsize=None)
def _positions() -> dict[str, tuple[str, dict]]:
    """Every named position: name -> (its lesson file, its scenario data). A name is used once in all lessons."""
    out: dict[str, tuple[str, dict]] = {}
    for path in sorted(POSITIONS.glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except yaml.YAMLError as e:
            raise LessonError(f"{path.name}: not valid YAML: {e}") from None
        if not isinstance(data, dict):
            raise LessonError(f"{path.name}: a positions file maps each position's name to its scenario")
        for key, fields in data.items():
            if not isinstance(fields, dict):
                raise LessonError(f"{path.name}: {key}: a position is a scenario (players, supply, ...)")
            if str(key) in out:
                raise LessonError(f"{path.name}: {key}: the name is taken already in {out[str(key)][0]}")
            out[str(key)] = (path.stem, fields)
    return out


def list_positions(lesson: str | None = None) -> list[str]:
    """The names of every lesson position (or of one lesson's, e.g. ``"05"``), in file order."""
    if lesson is not None and not any(f.stem == lesson or f.stem.startswith(f"{lesson}-") for f in _files()):
        raise LessonError(f"no lesson {shorten(lesson)}; the lessons are " + ", ".join(f.stem for f in _files()))
    return [
        name
        for name, (stem, _) in _positions().items()
        if lesson is None or stem == lesson or stem.startswith(f"{lesson}-")
    ]


def position(name: str):
    """A lesson's position by its name, as a fresh :class:`~innovation_nb.scenario.Scenario`
    (``position("archery").to_game()``)."""
    from ..scenario import Scenario, ScenarioError

    found = _positions().get(str(name))
    if found is None:
        names = list(_positions())
        guess = difflib.get_close_matches(str(name), names, n=3, cutoff=0.5)
        hint = f" Did you mean {' or '.join(repr(g) for g in guess)}?" if guess else ""
        raise LessonError(f"no position named {shorten(name)}.{hint} The positions are: {', '.join(names)}")
    stem, data = found
    try:
        return Scenario.load(copy.deepcopy(data))
    except ScenarioError as e:
        raise LessonError(f"{stem}.yaml: {name}: {e}") from None


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
