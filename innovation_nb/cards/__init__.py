"""Card data and card effects (one module per age)."""
from .data import CARDS, CARD_NAMES, CARDS_BY_AGE, COLORS, ICONS, Card, card
from .registry import effect, implemented_cards, is_implemented
from . import age1  # noqa: F401  (registers the effects)

__all__ = ["CARDS", "CARD_NAMES", "CARDS_BY_AGE", "COLORS", "ICONS", "Card", "card", "effect",
           "implemented_cards", "is_implemented"]
