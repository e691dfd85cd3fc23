"""Every card of every set: facts (set, age, colour, icon positions, featured icon) and our own effect texts.

Each set's cards live in its own folder (``base/cards.json``, with texts in both editions; ``artifacts/cards.json``,
with the relics in ``artifacts/relics.json``; ``echoes/cards.json``; ``cities/cards.json``), beside its special
achievements (``<set>/specials.json``). A card's set is data (``CARDS[name].set``); a relic's set is the set of its
card back.

Icons are stored in the order of their positions on the card face:
``(top_left, bottom_left, bottom_middle, bottom_right)``. An empty slot is None (Battleship Yamato).
"""

from __future__ import annotations

import json
from pathlib import Path

COLORS = ("blue", "red", "green", "yellow", "purple")
ICONS = ("castle", "crown", "leaf", "lightbulb", "factory", "clock")
SPLAYS = ("left", "right", "up")
SETS = ("base", "artifacts", "echoes", "cities")
EXPANSIONS = SETS[1:]
SET_NAMES = {
    "base": "the base set",
    "artifacts": "Artifacts of History",
    "echoes": "Echoes of the Past",
    "cities": "Cities of Destiny",
}
EDITIONS = ("third", "first")
COLOR_INDEX = {c: i for i, c in enumerate(COLORS)}
ICON_INDEX = {c: i for i, c in enumerate(ICONS)}

# Which icon positions a covered card shows for each splay direction. Cities have two more slots on the top row
# (4: top middle, shown only on a top card; 5: top right, shown by a left splay); other cards have four.
SPLAY_POSITIONS = {None: (), "left": (3, 5), "right": (0, 1), "up": (1, 2, 3)}
SLOTS = {"top_left": 0, "bottom_left": 1, "bottom_middle": 2, "bottom_right": 3, "top_middle": 4, "top_right": 5}


def shown_positions(card, splay: str | None) -> tuple[int, ...]:
    """The positions of ``card`` (a Card) a pile splayed ``splay`` shows while it is covered (None: not splayed,
    none)."""
    return tuple(p for p in SPLAY_POSITIONS[splay] if p < len(card.icons))


class Effect:
    """One printed effect. ``kind``: dogma (non-demand), demand ("I demand") or compel ("I compel": a demand on
    the players with as many of the featured icon or more); ``demand`` is true for both demands and compels."""

    __slots__ = ("demand", "text", "kind", "compel")

    def __init__(self, demand: bool, text: str, kind: str | None = None):
        self.demand = demand
        self.text = text
        self.kind = kind or ("demand" if demand else "dogma")
        self.compel = self.kind == "compel"

    def __repr__(self) -> str:
        return f"Effect({self.kind}, text={self.text!r})"


def _effects(items) -> tuple:
    return tuple(Effect(e["demand"], e.get("text", ""), e.get("kind")) for e in items)


class Card:
    """One base card. ``visible[splay]`` is the icon-count vector a covered card adds under that splay;
    ``visible['top']`` counts all four positions (the card is on top)."""

    __slots__ = (
        "name",
        "set",
        "age",
        "value",
        "color",
        "color_index",
        "icons",
        "dogma_icon",
        "effects",
        "first_edition",
        "first_edition_note",
        "visible",
        "relic",
        "bonuses",
        "echo_slot",
        "echo",
        "music_note",
        "shows_bonuses",
        "shows_echo",
        "specials",
    )

    def __init__(self, d: dict, relic: bool = False):
        self.name: str = d["name"]
        # A relic counts as a card of the set on its back.
        self.set: str = d.get("back") or d.get("set", "base")
        self.relic = relic
        self.age: int = d["age"]  # the value face down (on its back)
        self.value: int = d.get("face_up_value", self.age)  # face up (Battleship Yamato: 11)
        self.color: str = d["color"]
        self.color_index = COLOR_INDEX[self.color]
        self.icons: tuple = tuple(d["icons"])
        self.dogma_icon: str | None = d["dogma_icon"]
        self.effects = _effects(d.get("effects", ()))
        fe = d.get("first_edition")
        self.first_edition = _effects(fe["effects"]) if fe else None
        self.first_edition_note = fe["note"] if fe else None
        self.visible = {"top": self._count(range(len(self.icons)))}
        for splay, positions in SPLAY_POSITIONS.items():
            self.visible[splay] = self._count(positions)
        # Echoes: bonus icons (a value in a slot) and an echo effect printed in a slot; what each splay shows of them.
        self.bonuses = tuple((SLOTS[b["slot"]], b["value"]) for b in d.get("bonuses", ()))
        self.echo_slot = SLOTS.get(d.get("echo_slot") or "")
        self.echo = next((i for i, e in enumerate(self.effects, start=1) if e.kind == "echo"), None)
        self.music_note = bool(d.get("music_note"))
        every = tuple(range(len(self.icons)))
        self.shows_bonuses = {
            s: tuple(v for slot, v in self.bonuses if slot in pos)
            for s, pos in [("top", every)] + list(SPLAY_POSITIONS.items())
        }
        # Cities: the icons that act (plus, arrows, search, flags, fountains), in slot order.
        self.specials = tuple(dict(x, slot=SLOTS[x["slot"]]) for x in d.get("special_icons", ()))
        self.shows_echo = {
            s: self.echo_slot is not None and self.echo_slot in pos
            for s, pos in [("top", every)] + list(SPLAY_POSITIONS.items())
        }

    def _count(self, positions) -> tuple[int, ...]:
        v = [0] * 6
        for p in positions:
            if p >= len(self.icons):  # a four-slot card has no top-middle or top-right slot
                continue
            i = ICON_INDEX.get(self.icons[p])  # hexes, empty slots and special icons count nothing
            if i is not None:
                v[i] += 1
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

    @property
    def hex_slot(self) -> int | None:
        """The position of the hex (the card's picture), or None."""
        return self.icons.index("hex") if "hex" in self.icons else None

    def __repr__(self) -> str:
        return f"<Card {self.name} ({self.age} {self.color})>"


HERE = Path(__file__).parent
SET_FILES = {s: HERE / s / "cards.json" for s in SETS}
RELIC_FILE = HERE / "artifacts" / "relics.json"


def _load() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for path in SET_FILES.values():
        if path.exists():
            for d in json.loads(path.read_text(encoding="utf-8")):
                cards[d["name"]] = Card(d)
    if RELIC_FILE.exists():
        for d in json.loads(RELIC_FILE.read_text(encoding="utf-8")):
            cards[d["name"]] = Card(d, relic=True)
    return cards


CARDS: dict[str, Card] = _load()
# Each card's age and face-up value by title, as plain dicts: read for every score, legal-action list and draw.
AGES: dict[str, int] = {n: c.age for n, c in CARDS.items()}
VALUES: dict[str, int] = {n: c.value for n, c in CARDS.items()}
CARD_NAMES: tuple[str, ...] = tuple(sorted(CARDS))
# Each set's supply cards by age (relics are not in any supply).
CARDS_BY_SET: dict[str, dict[int, tuple[str, ...]]] = {
    s: {
        age: tuple(sorted(n for n, c in CARDS.items() if c.set == s and c.age == age and not c.relic))
        for age in range(1, 11)
    }
    for s in SETS
}
CARDS_BY_AGE: dict[int, tuple[str, ...]] = CARDS_BY_SET["base"]  # the base set's
RELICS: tuple[str, ...] = tuple(sorted((n for n, c in CARDS.items() if c.relic), key=lambda n: CARDS[n].age))


def available_sets() -> tuple[str, ...]:
    """The expansions whose 105 cards are all here (their data; see ``registry.playable_sets`` for effects)."""
    return tuple(s for s in EXPANSIONS if sum(len(v) for v in CARDS_BY_SET[s].values()) == 105)


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
