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


def first_problem(exc) -> str:
    """The first problem of a pydantic ``ValidationError`` as "field.path: message"."""
    first = exc.errors()[0]
    where = ".".join(str(x) for x in first["loc"]) or "value"
    return f"{where}: {first['msg']}"
