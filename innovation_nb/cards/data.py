"""The 105 base cards: facts (age, colour, icon positions, featured icon) and effect texts in both editions.

Icons are stored in the order of their positions on the card face:
``(top_left, bottom_left, bottom_middle, bottom_right)``.
"""
from __future__ import annotations

import json
from pathlib import Path

COLORS = ("blue", "red", "green", "yellow", "purple")
ICONS = ("castle", "crown", "leaf", "lightbulb", "factory", "clock")
SPLAYS = ("left", "right", "up")
EDITIONS = ("third", "first")
COLOR_INDEX = {c: i for i, c in enumerate(COLORS)}
ICON_INDEX = {c: i for i, c in enumerate(ICONS)}

# Which icon positions a covered card shows for each splay direction.
SPLAY_POSITIONS = {None: (), "left": (3,), "right": (0, 1), "up": (1, 2, 3)}


class Effect:
    __slots__ = ("demand", "text")

    def __init__(self, demand: bool, text: str):
        self.demand = demand
        self.text = text

    def __repr__(self) -> str:
        return f"Effect(demand={self.demand}, text={self.text!r})"


class Card:
    """One base card. ``visible[splay]`` is the icon-count vector a covered card adds under that splay;
    ``visible['top']`` counts all four positions (the card is on top)."""

    __slots__ = ("name", "age", "color", "color_index", "icons", "dogma_icon", "effects", "first_edition",
                 "first_edition_note", "visible")

    def __init__(self, d: dict):
        self.name: str = d["name"]
        self.age: int = d["age"]
        self.color: str = d["color"]
        self.color_index = COLOR_INDEX[self.color]
        self.icons: tuple[str, ...] = tuple(d["icons"])
        self.dogma_icon: str = d["dogma_icon"]
        self.effects = tuple(Effect(e["demand"], e["text"]) for e in d["effects"])
        fe = d.get("first_edition")
        self.first_edition = tuple(Effect(e["demand"], e["text"]) for e in fe["effects"]) if fe else None
        self.first_edition_note = fe["note"] if fe else None
        self.visible = {"top": self._count(range(4))}
        for splay, positions in SPLAY_POSITIONS.items():
            self.visible[splay] = self._count(positions)

    def _count(self, positions) -> tuple[int, ...]:
        v = [0] * 6
        for p in positions:
            icon = self.icons[p]
            if icon != "hex":
                v[ICON_INDEX[icon]] += 1
        return tuple(v)

    def effects_for(self, edition: str) -> tuple[Effect, ...]:
        if edition == "first" and self.first_edition is not None:
            return self.first_edition
        return self.effects

    def has_icon(self, icon: str) -> bool:
        return icon in self.icons

    def count(self, icon: str) -> int:
        """How many of ``icon`` the whole card shows (as a top card)."""
        return self.visible["top"][ICON_INDEX[icon]]

    @property
    def has_demand(self) -> bool:
        return any(e.demand for e in self.effects)

    def __repr__(self) -> str:
        return f"<Card {self.name} ({self.age} {self.color})>"


def _load() -> dict[str, Card]:
    raw = json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))
    return {d["name"]: Card(d) for d in raw}


CARDS: dict[str, Card] = _load()
CARD_NAMES: tuple[str, ...] = tuple(sorted(CARDS))
CARDS_BY_AGE: dict[int, tuple[str, ...]] = {
    age: tuple(sorted(n for n, c in CARDS.items() if c.age == age)) for age in range(1, 11)
}


def title_key(name: str) -> str:
    """Alphabetical order of English titles, leading articles included ("The Wheel" sorts under T)."""
    return name.casefold()


def card(name: str) -> Card:
    """Look up a card by its exact title; the error suggests the closest titles."""
    try:
        return CARDS[name]
    except KeyError:
        raise KeyError(unknown_card_message(name)) from None


def unknown_card_message(name: object) -> str:
    import difflib

    from ..errors import shorten

    if not isinstance(name, str):
        return f"a card is named by its title, not {shorten(name)}"
    guess = []
    if len(name) <= 60:  # no title is longer: a long text cannot be a misspelt one
        guess = difflib.get_close_matches(name, CARD_NAMES, n=3, cutoff=0.5)
        lowered = {n.casefold(): n for n in CARD_NAMES}
        if name.casefold() in lowered:
            guess = [lowered[name.casefold()]]
    hint = f"; did you mean {' or '.join(repr(g) for g in guess)}?" if guess else ""
    return f"unknown card {shorten(name)}{hint}"
