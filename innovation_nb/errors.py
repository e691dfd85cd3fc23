"""One family of errors for everything a user, a file or a front end can get wrong.

Every public entry point raises a subclass of :class:`InnovationError` (itself a ``ValueError``) whose message
names the field or input and the problem; nothing in the game changes when one is raised. Values echoed back
in a message go through :func:`shorten`, so a huge or hostile input never makes a huge message.
"""

from __future__ import annotations

ECHO_LIMIT = 80  # characters of an offending value repeated in a message


class InnovationError(ValueError):
    """Something given to innovation_nb is wrong; the message says what and where. Nothing was changed."""


def shorten(value, limit: int = ECHO_LIMIT) -> str:
    """``repr(value)`` cut to ``limit`` characters (with an ellipsis), computed without building the repr of a
    huge container in full."""
    if isinstance(value, (list, tuple, set, frozenset, dict)) and len(value) > limit:
        kind = type(value).__name__
        return f"<{kind} of {len(value)} items>"
    if isinstance(value, str) and len(value) > 4 * limit:
        value = value[: 4 * limit]
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return "<an integer too long to show>"
    try:
        text = repr(value)
    except Exception:  # a broken __repr__ must not hide the real error
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def shown_path(path, limit: int = ECHO_LIMIT) -> str:
    """A file's path for a message, quoted; a long one keeps its end (the file's name tells it apart) behind an
    ellipsis: ``'…/runs/2025/pack.parquet'``."""
    text = repr(str(path))
    return text if len(text) <= limit else f"{text[0]}…{text[-(limit - 2) :]}"


def clip(text: str, limit: int = 400) -> str:
    """A message (not a value) cut to ``limit`` characters: for texts quoted from parsers and libraries."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


MAX_LISTED = 10  # problems spelt out in one message; the rest are counted


class FieldError(InnovationError):
    """A problem in a document or in data, at a field: ``field`` is its path (``players[0].board.red.splay``; ""
    for the whole input), ``message`` what is wrong, ``errors`` every ``(field, message)`` found (the message
    spells out the first ``MAX_LISTED``)."""

    noun = "input"  # what the message says has problems

    def __init__(self, field: str, message: str, errors: list[tuple[str, str]] | None = None):
        self.field = field
        self.message = message
        self.errors = errors if errors is not None else [(field, message)]
        if len(self.errors) > 1:
            lines = ["  " + _line(f, m) for f, m in self.errors[:MAX_LISTED]]
            if len(self.errors) > MAX_LISTED:
                lines.append(f"  ... and {len(self.errors) - MAX_LISTED} more")
            text = f"{len(self.errors)} problems in the {self.noun}:\n" + "\n".join(lines)
        else:
            text = _line(field, message)
        super().__init__(text)

    def __reduce__(self):  # raised in a worker process (a study's, a review's, mining's), it travels back pickled
        return type(self), (self.field, self.message, self.errors)


def _line(field: str, message: str) -> str:
    return f"{field}: {message}" if field else message


def first_problem(exc) -> str:
    """The first problem of a pydantic ``ValidationError`` as "field.path: message"."""
    first = exc.errors()[0]
    where = ".".join(str(x) for x in first["loc"]) or "value"
    return f"{where}: {first['msg']}"
