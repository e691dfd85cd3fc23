"""Typed events: every rule application the engine makes is one of these, in order.

Zones are named as strings: ``"Alice/hand"``, ``"Alice/score"``, ``"Alice/board/red"``,
``"Alice/achievements"``, ``"supply/3"``, ``"achievements"`` (the available ones), ``"specials"``, ``"removed"``.
``parent`` is the index of the event that opened the frame this event happened in (action → card → effect →
player), which makes the log a tree.
"""
from __future__ import annotations

from ..cards.data import CARDS

# Events that move or show cards change the game state (this is what the sharing bonus looks at).
STATE_CHANGES = frozenset(
    {"draw", "meld", "tuck", "score", "return", "transfer", "exchange", "splay", "achieve", "reveal", "remove",
     "rearrange"}
)


class Event:
    __slots__ = ("index", "kind", "player", "cards", "source", "dest", "parent", "data")

    def __init__(self, index, kind, player, cards=(), source=None, dest=None, parent=None, data=None):
        self.index = index
        self.kind = kind
        self.player = player
        self.cards = cards
        self.source = source
        self.dest = dest
        self.parent = parent
        self.data = data

    @property
    def change(self) -> bool:
        return self.kind in STATE_CHANGES

    def to_dict(self) -> dict:
        d = {"index": self.index, "kind": self.kind, "player": self.player, "cards": list(self.cards),
             "source": self.source, "dest": self.dest, "parent": self.parent}
        if self.data:
            d["data"] = self.data
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Event":
        return cls(d["index"], d["kind"], d["player"], tuple(d["cards"]), d["source"], d["dest"], d["parent"],
                   d.get("data"))

    def describe(self, viewer: str | None = None) -> str:
        """The event in words; with ``viewer``, cards that player may not see are named by age only."""
        return describe(self, viewer)

    def __repr__(self) -> str:
        return f"<Event #{self.index} {self.describe()}>"


def _owner(zone: str | None) -> str | None:
    if not zone or "/" not in zone:
        return None
    head = zone.split("/", 1)[0]
    return None if head == "supply" else head


def _public(zone: str | None) -> bool:
    return zone is not None and ("/board/" in zone or zone in ("removed", "specials"))


def card_visible(ev: Event, viewer: str | None) -> bool:
    """May ``viewer`` know the identity of the cards in ``ev``? (None: an omniscient reader.)"""
    if viewer is None:
        return True
    if ev.kind == "reveal":
        return True
    if ev.kind == "achieve" or ev.dest == "achievements" or (ev.dest or "").endswith("/achievements"):
        # Standard achievements are never looked at; specials are named cards anyone may see.
        return all(c not in CARDS for c in ev.cards) or _public(ev.source)
    if _public(ev.source) or _public(ev.dest):
        return True
    if ev.data and ev.data.get("revealed"):
        return True
    return viewer in (_owner(ev.source), _owner(ev.dest))


def _zone_words(zone: str | None) -> str:
    if zone is None:
        return "?"
    parts = zone.split("/")
    if parts[0] == "supply":
        return f"the {parts[1]} pile"
    if zone == "achievements":
        return "the available achievements"
    if zone in ("removed", "specials"):
        return {"removed": "the box (removed)", "specials": "the special achievements"}[zone]
    owner, kind = parts[0], parts[1]
    if kind == "board":
        return f"{owner}'s board"
    return f"{owner}'s {'score pile' if kind == 'score' else kind}"


def _names(ev: Event, viewer: str | None) -> str:
    if not ev.cards:
        return "nothing"
    if card_visible(ev, viewer):
        return ", ".join(f"{c} ({CARDS[c].age})" if c in CARDS else c for c in ev.cards)
    return ", ".join(f"a {CARDS[c].age}" if c in CARDS else c for c in ev.cards)


def describe(ev: Event, viewer: str | None = None) -> str:
    k, p, d = ev.kind, ev.player, ev.data or {}
    if "text" in d:
        return d["text"]
    names = _names(ev, viewer)
    if k == "draw":
        s = f"{p} draws {names}"
        if d.get("requested") and d["requested"] != d.get("age"):
            s += f" (asked for a {d['requested']}; empty ages were skipped)"
        return s
    if k == "meld":
        return f"{p} melds {names}"
    if k == "tuck":
        return f"{p} tucks {names}"
    if k == "score":
        return f"{p} scores {names}"
    if k == "return":
        return f"{p} returns {names} from {_zone_words(ev.source)}"
    if k == "transfer":
        return f"{p}: {names} transferred from {_zone_words(ev.source)} to {_zone_words(ev.dest)}"
    if k == "exchange":
        other = d.get("other", [])
        vis = card_visible(ev, viewer)
        theirs = ", ".join(other) if vis else ", ".join(f"a {CARDS[c].age}" for c in other)
        return (f"{p}: exchange of {names or 'nothing'} ({_zone_words(ev.source)}) with "
                f"{theirs or 'nothing'} ({_zone_words(ev.dest)})")
    if k == "splay":
        return f"{p} splays {d['color']} {d['direction']}"
    if k == "achieve":
        return f"{p} claims {names if ev.cards[0] not in CARDS else 'the ' + str(CARDS[ev.cards[0]].age) + ' achievement'}"
    if k == "reveal":
        return f"{p} reveals {names}"
    if k == "remove":
        return f"{names} removed from the game"
    if k == "decision":
        ans = d.get("answer")
        hidden = d.get("hidden") and viewer is not None and viewer != p
        if hidden:
            shown = "(hidden)"
        elif isinstance(ans, bool):
            shown = "yes" if ans else "no"
        elif isinstance(ans, list):
            shown = ", ".join(str(a) for a in ans) if ans else "nothing (declined)"
        elif ans is None:
            shown = "nothing (declined)"
        else:
            shown = str(ans)
        return f"{p} {'is forced to choose' if d.get('forced') else 'chooses'} {shown}: {d.get('prompt', '')}"
    return f"{k} {p or ''} {names}".strip()
