"""pydantic's validation errors in our words: each as ``(field path, message)``, the path written as a user writes it
(``players[0].board.red.cards[1]``).

Shared by every model read from a document — scenarios, puzzles, saved games, studies — so that each reports its
problems the same way, whatever layer it sits in.
"""

from __future__ import annotations

import difflib
import re

from .errors import FieldError, shorten

_DICT_FIELDS = ("supply", "board", "icons")  # the element after these in a location is a dict key, not an index
_TAG = re.compile(r"^[\w-]+\[.*\]$")  # union / validator tags pydantic puts into locations


def field_path(loc) -> str:
    """A pydantic location as a field path: ``players[0].board.red.cards[1]``."""
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


def join_path(outer: str, inner: str) -> str:
    if not outer or not inner:
        return outer or inner
    return outer + inner if inner.startswith("[") else f"{outer}.{inner}"


def field_errors(exc, known_fields) -> list[tuple[str, str]]:
    """pydantic's errors (of a ``ValidationError``) as ``(field path, message)`` pairs in our words.
    ``known_fields(loc)`` lists the field names valid where an unknown one was found (for "did you mean")."""
    errors = []
    for e in exc.errors(include_url=False):
        field = field_path(e["loc"])
        err = (e.get("ctx") or {}).get("error")
        if isinstance(err, FieldError):
            # Raised by our own checks: a position check (no location) or a nested model's __init__ (pydantic
            # calls a custom __init__ for nested models): prefix the location it was found at.
            errors.extend((join_path(field, f), m) for f, m in err.errors)
            continue
        msg = e["msg"]
        for prefix in ("Value error, ", "Assertion failed, "):
            if msg.startswith(prefix):
                msg = msg[len(prefix) :]
        if e["type"] == "extra_forbidden":
            name = e["loc"][-1] if e["loc"] else "?"
            known = known_fields(e["loc"])
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
                msg += f" (got {shorten(value, 40)})"
            else:
                msg += f" (got a {type(value).__name__})"
        errors.append((field, msg))
    return errors


__all__ = ["field_errors", "field_path", "join_path"]
