"""CardGallery: the cards as printed — one card, or many filtered by age, colour and icon — with the four icon
positions where they are on the card, the featured icon and the effect texts."""

from __future__ import annotations

from ..cards.data import CARDS, CARDS_BY_AGE, COLORS, ICONS, unknown_card_message
from ..engine.game import GameError
from ..errors import shorten
from ..terms import labels, translate
from .base import STATIC, WidgetBase
from .protocol import BadMessage

EDITIONS = ("third", "first")
_ANY = object()  # "leave this filter as it is"


class CardGallery(WidgetBase):
    """``CardGallery()``: the base game's 105 cards, with filters; ``CardGallery("Archery")``: one card, large;
    ``CardGallery(["Archery", "Oars"])``: those cards, with filters. ``age``, ``color``, ``icon`` set the first
    filters (the cards of that age / colour / showing that icon); ``edition="first"`` shows the first edition's
    texts.

    Python and the buttons do the same thing: ``filter(age=..., color=..., icon=...)`` (None clears one);
    ``cards`` is what is shown now.
    """

    _esm = STATIC / "gallery.js"

    def __init__(
        self,
        cards=None,
        *,
        age=None,
        color=None,
        icon=None,
        edition: str = "third",
        terminology: str = "asmadi",
        **kwargs,
    ):
        if edition not in EDITIONS:
            raise GameError(f"edition must be third or first, not {shorten(edition)}")
        self.edition = edition
        self.single = isinstance(cards, str)
        if cards is None:
            pool = [n for age in CARDS_BY_AGE.values() for n in age]
        else:
            names = [cards] if self.single else list(cards)
            if not names:
                raise GameError("no cards to show: give titles, or nothing for all 105")
            for n in names:
                if not isinstance(n, str) or n not in CARDS:
                    raise GameError(unknown_card_message(n))
                if n not in CARDS_BY_AGE.get(CARDS[n].age, ()):
                    raise GameError(f"the gallery shows the base game's cards; {n} is from {CARDS[n].set}")
            pool = list(dict.fromkeys(names))
        self.pool = sorted(pool, key=lambda n: (CARDS[n].age, CARDS[n].color_index, n))
        self.age = self.color = self.icon = None
        super().__init__(terminology, **kwargs)
        self._set(age, color, icon)
        self.refresh()

    @property
    def cards(self) -> list[str]:
        """The cards shown, by age, then colour, then title."""
        return [
            n
            for n in self.pool
            if (self.age is None or CARDS[n].age == self.age)
            and (self.color is None or CARDS[n].color == self.color)
            and (self.icon is None or self.icon in CARDS[n].icons)
        ]

    def filter(self, age=_ANY, color=_ANY, icon=_ANY) -> list[str]:
        """Change some filters (None clears one); returns the cards now shown."""
        self._set(
            self.age if age is _ANY else age,
            self.color if color is _ANY else color,
            self.icon if icon is _ANY else icon,
        )
        self.refresh()
        return self.cards

    def _set(self, age, color, icon) -> None:
        if self.single and (age, color, icon) != (None, None, None):
            raise GameError("a single card has nothing to filter")
        if age is not None and (isinstance(age, bool) or age not in range(1, 11)):
            raise GameError(f"age is 1 to 10, not {shorten(age)}")
        if color is not None and color not in COLORS:
            raise GameError(f"colour is one of {', '.join(COLORS)}, not {shorten(color)}")
        if icon is not None and icon not in ICONS:
            raise GameError(f"icon is one of {', '.join(ICONS)}, not {shorten(icon)}")
        self.age, self.color, self.icon = age, color, icon

    def dispatch(self, msg) -> None:
        if msg.type == "filter":
            self._set(msg.age, msg.color, msg.icon)
        elif msg.type in ("select", "terms"):
            super().dispatch(msg)
        else:
            raise BadMessage(f"the gallery does not take {msg.type!r} messages")

    def build_snapshot(self) -> dict:
        pool = self.pool
        return {
            "kind": "gallery",
            "single": self.single,
            "cards": self.cards,
            "total": len(pool),
            "filters": {"age": self.age, "color": self.color, "icon": self.icon},
            # the filters offered: only values some card of the pool has
            "ages": sorted({CARDS[n].age for n in pool}),
            "colors": [c for c in COLORS if any(CARDS[n].color == c for n in pool)],
            "icons": [i for i in ICONS if any(i in CARDS[n].icons for n in pool)],
            "board": {"edition": self.edition, "terminology": self.terminology, "labels": labels(self.terminology)},
        }

    def static_html(self) -> str:
        from .fallback import gallery_picture

        return gallery_picture(self.snapshot, self.model_id, lambda s: translate(s, self.terminology))

    def __repr__(self) -> str:
        if self.single:
            return f"<CardGallery {self.pool[0]!r}>"
        return f"<CardGallery: {len(self.cards)} of {len(self.pool)} cards>"


__all__ = ["CardGallery"]
