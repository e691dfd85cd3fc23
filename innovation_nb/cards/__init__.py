"""Card data and card effects: one folder per set (``base``, ``artifacts``, ``echoes``, ``cities``), each with its
facts in JSON and its effects one module per age; the loading (``data``) and the registry serve every set."""

from . import artifacts, base, echoes  # noqa: F401,E402  (register effects)
from .data import CARD_NAMES, CARDS, CARDS_BY_AGE, COLORS, ICONS, Card, card
from .registry import effect, implemented_cards, is_implemented

__all__ = [
    "CARDS",
    "CARD_NAMES",
    "CARDS_BY_AGE",
    "COLORS",
    "ICONS",
    "Card",
    "card",
    "effect",
    "implemented_cards",
    "is_implemented",
]
