"""``PuzzleError``: every problem with a puzzle, in the Scenario's style — the message starts with the path of
the field (``goal.all[1].claim: ...``, ``scenario.players[0].hand[2]: unknown card ...``)."""
from __future__ import annotations

import difflib
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from ..scenario.model import ScenarioError


class PuzzleError(ScenarioError):
    """A puzzle that cannot be read, describes an impossible position, or cannot be played as written.

    Like :class:`~innovation_nb.scenario.ScenarioError` (of which it is a kind): ``field`` is the path of the
    (first) offending field, ``message`` what is wrong, ``errors`` every ``(field, message)`` found. Errors
    found while playing a puzzle name the field to fix too: an undetermined draw names
    ``scenario.supply.<age>`` (and ``age`` holds the age), a script that runs out names ``script``."""

    def __init__(self, field: str, message: str, errors: list[tuple[str, str]] | None = None, *,
                 age: int | None = None):
        self.field = field
        self.message = message
        self.errors = errors if errors is not None else [(field, message)]
        self.age = age
        if len(self.errors) > 1:
            text = f"{len(self.errors)} problems in the puzzle:\n" + "\n".join(
                "  " + _line(f, m) for f, m in self.errors)
        else:
            text = _line(field, message)
        ValueError.__init__(self, text)


def _line(field: str, message: str) -> str:
    return f"{field}: {message}" if field else message


_DICT_FIELDS = ("supply", "board", "icons")  # the element after these in a location is a dict key
_TAG = re.compile(r"^[\w-]+\[.*\]$")


def _path(loc) -> str:
    out = ""
    prev = None
    for el in loc:
        if el == "[key]" or (isinstance(el, str) and _TAG.match(el)):
            continue
        if isinstance(el, int) and prev not in _DICT_FIELDS:
            out += f"[{el}]"
        else:
            out += f".{el}" if out else str(el)
        prev = el
    return out


def join(outer: str, inner: str) -> str:
    if not outer or not inner:
        return outer or inner
    return outer + inner if inner.startswith("[") else f"{outer}.{inner}"


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
    errors = []
    for e in exc.errors(include_url=False):
        field = _path(e["loc"])
        err = (e.get("ctx") or {}).get("error")
        if isinstance(err, ScenarioError):
            errors.extend((join(field, f), m) for f, m in err.errors)
            continue
        msg = e["msg"]
        for prefix in ("Value error, ", "Assertion failed, "):
            if msg.startswith(prefix):
                msg = msg[len(prefix):]
        if e["type"] == "extra_forbidden":
            name = e["loc"][-1] if e["loc"] else "?"
            known = _known_fields(root, e["loc"])
            guess = difflib.get_close_matches(str(name), known, n=1, cutoff=0.6)
            msg = f"unknown field {name!r}"
            if guess:
                msg += f"; did you mean {guess[0]!r}?"
            elif known:
                msg += f"; the fields here are {', '.join(known)}"
        elif e["type"] == "missing":
            msg = "this field is required"
        elif e["type"] not in ("value_error", "assertion_error"):
            value = e.get("input")
            if isinstance(value, (str, int, float, bool)) or value is None:
                shown = repr(value)
                msg += f" (got {shown if len(shown) <= 40 else shown[:37] + '...'})"
            else:
                msg += f" (got a {type(value).__name__})"
        errors.append((field, msg))
    if not errors:
        return PuzzleError("", str(exc))
    return PuzzleError(errors[0][0], errors[0][1], errors)


class Model(BaseModel):
    """Shared configuration: misspelt fields are errors, and validation errors come out as PuzzleError."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    def __init__(self, /, **data: Any):
        try:
            super().__init__(**data)
        except ValidationError as e:
            raise from_validation(e, type(self)) from None

    @classmethod
    def model_validate(cls, obj, *args, **kwargs):
        try:
            return super().model_validate(obj, *args, **kwargs)
        except ValidationError as e:
            raise from_validation(e, cls) from None


__all__ = ["PuzzleError"]
