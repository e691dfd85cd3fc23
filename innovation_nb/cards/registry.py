"""Card effects registered by card title and effect number (1-based, printed order).

An effect is a generator function taking an effect context (``innovation_nb.engine.context.Ctx``); it yields
from the context's primitives and decisions.
"""
from __future__ import annotations

from typing import Callable

from .data import CARDS

# (title, edition or None) -> {effect number: function}; edition None serves both editions.
_EFFECTS: dict[tuple[str, str | None], dict[int, Callable]] = {}


def effect(card: str, number: int = 1, edition: str | None = None):
    """Register the decorated generator as effect ``number`` of ``card`` (for one ``edition`` only if given)."""
    if card not in CARDS:
        raise KeyError(f"unknown card {card!r}")

    def deco(fn):
        _EFFECTS.setdefault((card, edition), {})[number] = fn
        return fn

    return deco


def effect_function(card: str, number: int, edition: str) -> Callable | None:
    own = _EFFECTS.get((card, edition))
    if own and number in own:
        return own[number]
    shared = _EFFECTS.get((card, None))
    return shared.get(number) if shared else None


def is_implemented(card: str, edition: str = "third") -> bool:
    # dict lookups only: this runs for every top card whenever legal actions are listed
    own = _EFFECTS.get((card, edition)) or {}
    shared = _EFFECTS.get((card, None)) or {}
    n = len(CARDS[card].effects_for(edition))
    return all(i in own or i in shared for i in range(1, n + 1))


def implemented_cards(edition: str = "third") -> list[str]:
    return [c for c in CARDS if is_implemented(c, edition)]
