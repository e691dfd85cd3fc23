"""Card effects registered by card title and effect number (1-based, printed order).

An effect is a generator function taking an effect context (``innovation_nb.engine.context.Ctx``); it yields
from the context's primitives and decisions.
"""

from __future__ import annotations

from typing import Callable

from .data import CARDS


class _Registry(dict):
    """(title, edition or None) -> {effect number: function}; edition None serves both editions. Replacing an
    entry (registering, or a test patching one) forgets the cached answers of ``is_implemented``."""

    def __setitem__(self, key, value):
        _IMPLEMENTED.clear()
        _IMPLEMENTED_SETS.clear()
        _FUNCTIONS.clear()
        super().__setitem__(key, value)

    def __delitem__(self, key):
        _IMPLEMENTED.clear()
        _IMPLEMENTED_SETS.clear()
        _FUNCTIONS.clear()
        super().__delitem__(key)


_IMPLEMENTED: dict[tuple[str, str], bool] = {}
_IMPLEMENTED_SETS: dict[str, frozenset] = {}
_FUNCTIONS: dict[tuple[str, int, str], Callable | None] = {}
_EFFECTS: dict[tuple[str, str | None], dict[int, Callable]] = _Registry()


def effect(card: str, number: int = 1, edition: str | None = None):
    """Register the decorated generator as effect ``number`` of ``card`` (for one ``edition`` only if given)."""
    if card not in CARDS:
        raise KeyError(f"unknown card {card!r}")

    def deco(fn):
        table = _EFFECTS.get((card, edition)) or {}
        table[number] = fn
        _EFFECTS[(card, edition)] = table  # through __setitem__: the cache forgets
        return fn

    return deco


def effect_function(card: str, number: int, edition: str) -> Callable | None:
    key = (card, number, edition)
    try:
        return _FUNCTIONS[key]  # cached: every dogma asks for each of its effects
    except KeyError:
        pass
    own = _EFFECTS.get((card, edition))
    fn: Callable | None
    if own and number in own:
        fn = own[number]
    else:
        shared = _EFFECTS.get((card, None))
        fn = shared.get(number) if shared else None
    _FUNCTIONS[key] = fn
    return fn


def is_implemented(card: str, edition: str = "third") -> bool:
    # cached: this runs for every top card whenever legal actions are listed
    known = _IMPLEMENTED.get((card, edition))
    if known is None:
        own = _EFFECTS.get((card, edition)) or {}
        shared = _EFFECTS.get((card, None)) or {}
        n = len(CARDS[card].effects_for(edition))
        known = _IMPLEMENTED[(card, edition)] = all(i in own or i in shared for i in range(1, n + 1))
    return known


def implemented_cards(edition: str = "third") -> list[str]:
    return [c for c in CARDS if is_implemented(c, edition)]


def implemented_set(edition: str = "third") -> frozenset:
    """The titles whose effects are all implemented in ``edition`` (cached: legal actions test top cards in it)."""
    known = _IMPLEMENTED_SETS.get(edition)
    if known is None:
        known = _IMPLEMENTED_SETS[edition] = frozenset(implemented_cards(edition))
    return known


# The expansions whose own rules (beyond their cards' effects) the engine knows.
RULES_READY = ("artifacts", "echoes", "cities")


def playable_sets(edition: str = "third") -> tuple[str, ...]:
    """The expansions a game may use: its rules in the engine, all 105 cards here, every effect of every card
    implemented."""
    from .data import CARDS_BY_SET, available_sets

    implemented = implemented_set(edition)
    return tuple(
        s
        for s in available_sets()
        if s in RULES_READY and all(c in implemented for cards in CARDS_BY_SET[s].values() for c in cards)
    )
