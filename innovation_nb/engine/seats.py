"""What a game is set up with, checked before any state is built: the card sets in play and the players' seat names.

``Game.new``, ``build_state`` (scenarios) and the saves check them the same way, so the checks sit below all three.
:class:`GameError` lives here because these checks raise it; ``engine.game`` and ``engine`` give it too.
"""

from __future__ import annotations

from ..cards.data import EXPANSIONS
from ..cards.registry import playable_sets
from ..errors import InnovationError, shorten

RESERVED_NAMES = ("supply", "achievements", "specials", "removed", "relics")  # zones of the table, not a player's
MAX_NAME = 40  # characters in a player's name


class GameError(InnovationError):
    """The game is not in a state where that call makes sense (the message says why); nothing changed."""


def seat_name_problem(name) -> str | None:
    """Why ``name`` cannot be a player's name, or None. A player's zones are named ``<name>/hand``,
    ``<name>/board/red``, ..., so a name may not contain "/" nor be the name of a shared zone."""
    if not isinstance(name, str):
        return f"a player's name is text, not {shorten(name)}"
    if not name.strip():
        return "every player needs a name"
    if len(name) > MAX_NAME:
        return f"a name has at most {MAX_NAME} characters, not {len(name)}"
    if name != name.strip():
        return f"{shorten(name)} starts or ends with a space"
    if "/" in name:
        return f"{shorten(name)}: a name may not contain '/'"
    if not name.isprintable():
        return f"{shorten(name)}: a name may not contain control or invisible characters"
    if name.casefold() in RESERVED_NAMES:
        return f"{name!r} is the name of a zone of the table ({', '.join(RESERVED_NAMES)}); choose another name"
    return None


def check_expansions(expansions) -> tuple[str, ...]:
    """The expansions, checked: known, complete here, each once, in the rulebook's order."""
    if isinstance(expansions, str):
        expansions = (expansions,)
    names = list(expansions or ())
    for i, e in enumerate(names):
        if e not in EXPANSIONS:
            raise GameError(
                f"expansions[{i}]: {shorten(e)} is not an expansion; the expansions are {', '.join(EXPANSIONS)}"
            )
        if e not in playable_sets():
            raise GameError(f"expansions[{i}]: {e} is not playable yet in this version (not all its cards are here)")
    if len(set(names)) != len(names):
        raise GameError(f"expansions: each expansion once, got {', '.join(names)}")
    return tuple(e for e in EXPANSIONS if e in names)


def check_seat_names(players) -> list[str]:
    """The seat names, or GameError: 2 to 4 different names, each as ``seat_name_problem`` wants it (no "/": zone
    names use it; none of the shared zones' names)."""
    if isinstance(players, (str, bytes)) or not hasattr(players, "__iter__"):
        raise GameError(f"players: a list of 2 to 4 names, not {shorten(players)}")
    names = list(players)[:5]
    if not 2 <= len(names) <= 4:
        raise GameError(f"players: Innovation is for 2 to 4 players, got {len(names) if len(names) < 5 else 'more'}")
    for i, n in enumerate(names):
        problem = seat_name_problem(n)
        if problem:
            raise GameError(f"players[{i}]: {problem}")
    if len(set(names)) != len(names):
        raise GameError(f"players: names must be distinct, got {', '.join(shorten(n) for n in names)}")
    return names


__all__ = ["GameError", "check_expansions", "check_seat_names", "seat_name_problem"]
