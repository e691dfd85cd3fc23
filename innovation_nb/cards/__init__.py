"""Card data and card effects (one module per age)."""
from .data import CARDS, CARD_NAMES, CARDS_BY_AGE, COLORS, ICONS, Card, card
from .registry import effect, implemented_cards, is_implemented
from . import age1, age2, age3, age4, age5, age6, age7, age8, age9, age10  # noqa: F401  (register effects)
from . import artifacts, echoes  # noqa: F401,E402

__all__ = ["CARDS", "CARD_NAMES", "CARDS_BY_AGE", "COLORS", "ICONS", "Card", "card", "effect",
           "implemented_cards", "is_implemented"]
