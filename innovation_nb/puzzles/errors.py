"""``PuzzleError``: every problem with a puzzle, in the Scenario's style — the message starts with the path of
the field (``goal.all[1].claim: ...``, ``scenario.players[0].hand[2]: unknown card ...``)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from ..documents import check_data
from ..scenario.model import ScenarioError, field_errors, join_path


class PuzzleError(ScenarioError):
    """A puzzle that cannot be read, describes an impossible position, or cannot be played as written.

    Like :class:`~innovation_nb.scenario.ScenarioError` (of which it is a kind): ``field`` is the path of the
    (first) offending field, ``message`` what is wrong, ``errors`` every ``(field, message)`` found. Errors
    found while playing a puzzle name the field to fix too: an undetermined draw names
    ``scenario.supply.<age>`` (and ``age`` holds the age), a script that runs out names ``script``."""

    noun = "puzzle"

    def __init__(
        self, field: str, message: str, errors: list[tuple[str, str]] | None = None, *, age: int | None = None
    ):
        super().__init__(field, message, errors)
        self.age = age


join = join_path  # the puzzle modules' name for it


def _known_fields(root, loc) -> list[str]:
    """The fields of the model whose (unknown) field the last element of ``loc`` names."""
    model = root
    for el in loc[:-1]:
        if isinstance(el, int) or not (isinstance(model, type) and issubclass(model, BaseModel)):
            continue
        info = model.model_fields.get(el)
        if info is None:
            return []
        ann = info.annotation
        model = ann if isinstance(ann, type) and issubclass(ann, BaseModel) else None
        if model is None:
            return []
    if isinstance(model, type) and issubclass(model, BaseModel):
        return [f.alias or n for n, f in model.model_fields.items()]
    return []


def from_validation(exc: ValidationError, root) -> PuzzleError:
    errors = field_errors(exc, lambda loc: _known_fields(root, loc))
    if not errors:
        return PuzzleError("", str(exc))
    return PuzzleError(errors[0][0], errors[0][1], errors)


class Model(BaseModel):
    """Shared configuration: misspelt fields are errors, and validation errors come out as PuzzleError."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    def __init__(self, /, **data: Any):
        check_data(data, PuzzleError)
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise from_validation(e, type(self)) from None

    # Nested models are validated as part of their parent, not through this __init__ (pydantic would call it
    # with the mapping's keys as keywords, and a key that is not text would fail as a TypeError).
    __init__.__pydantic_base_init__ = True

    @classmethod
    def model_validate(cls, obj, *args, **kwargs):
        check_data(obj, PuzzleError)
        try:
            return super().model_validate(obj, *args, **kwargs)
        except ValidationError as e:
            raise from_validation(e, cls) from None


__all__ = ["PuzzleError"]
