"""Typed events: every rule application the engine makes is one of these, in order.

Zones are named as strings: ``"Alice/hand"``, ``"Alice/score"``, ``"Alice/board/red"``,
``"Alice/achievements"``, ``"supply/3"``, ``"achievements"`` (the available ones), ``"specials"``, ``"removed"``.
Each name is a :class:`Zone`, which also knows its kind and owner, so nothing ever parses a name back.
``parent`` is the index of the event that opened the frame this event happened in (action → card → effect →
player), which makes the log a tree. ``seen`` says who may know the identity of the event's cards: None for
everyone, or a tuple of player names (an empty tuple: nobody, like a standard achievement).
"""

from __future__ import annotations

from ..cards.data import CARDS
from .decisions import answer_parts
from .text import OMNISCIENT, Reader, Text, age, card, cards, render, render_parts, to, who, whom, whose
from .visibility import FACE_UP, OWNED

# Events that move or show cards change the game state (this is what the sharing bonus looks at).
STATE_CHANGES = frozenset(
    {
        "draw",
        "meld",
        "tuck",
        "score",
        "return",
        "transfer",
        "exchange",
        "splay",
        "achieve",
        "reveal",
        "remove",
        "rearrange",
        "dig",
        "seize",
        "lose",
    }
)

# Zone kinds whose cards everyone sees (the rule for each zone: visibility.zone_seen).
PUBLIC_KINDS = FACE_UP


# What of an event's data each reader gets. A field listed in PUBLIC_DATA for its kind names no card hidden from
# anyone (numbers, colours, directions, players' names, cards on boards, displays or in the relic area): everyone
# gets it. A field in CARD_DATA names the event's own cards, like ``cards``: only readers who may know them
# (``seen``) get it. A field in TEXTS is words, rendered for the reader. Any other field (one added later, say) is
# for the all-seeing reader alone until it is listed.
_FRAME_DATA = frozenset({"card", "index", "demand", "role", "mode", "plan"})  # the card is on a board (or a display)
PUBLIC_DATA = {
    "action": _FRAME_DATA,
    "card": _FRAME_DATA,
    "effect": _FRAME_DATA,
    "player": _FRAME_DATA,
    "trigger": _FRAME_DATA,
    "draw": frozenset({"requested", "age", "search"}),
    "return": frozenset({"top"}),
    "splay": frozenset({"color", "direction", "before"}),
    "rearrange": frozenset({"color", "before"}),  # the pile, on a board
    "dig": frozenset({"age", "melded", "covered"}),  # the card melded by the Meld action and the card it covers
    "achieve": frozenset({"special", "why"}),  # a special achievement, and what on a board earned it
    "decision": frozenset({"forced", "kind", "hidden"}),
    "turn": frozenset({"turn", "actions"}),
    "bonus": frozenset({"granted", "events"}),
    "end": frozenset({"reason", "winners"}),
    "lose": frozenset({"players"}),
}
CARD_DATA = frozenset({"other", "answer"})  # the other side of an exchange; the cards (or words) a decision picked
# A Text names each card only to those who may see it once rendered for the reader; a plain string names no card
# (authors never write a title into one by hand).
TEXTS = frozenset({"text", "prompt"})


class Zone(str):
    """A zone's name that knows its ``kind`` (hand, score, board, achievements, supply, available, specials,
    removed) and ``owner`` (a player's name, or None)."""

    kind: str
    owner: str | None

    def __new__(cls, text: str, kind: str, owner: str | None = None):
        z = super().__new__(cls, text)
        z.kind = kind
        z.owner = owner
        return z

    def __reduce__(self):
        return (Zone, (str(self), self.kind, self.owner))


_ZONES: dict = {}


def zone(kind: str, owner: str | None = None, detail=None) -> Zone:
    """The (cached) Zone for ``kind`` of ``owner``; ``detail`` is a board pile's colour or a supply pile's age."""
    key = (kind, owner, detail)
    z = _ZONES.get(key)
    if z is None:
        if owner is not None:
            text = f"{owner}/{kind}" + (f"/{detail}" if detail is not None else "")
        elif kind == "supply":
            text = f"supply/{detail}" if detail is not None else "supply"
        else:
            text = {"available": "achievements"}.get(kind, kind)
        z = _ZONES[key] = Zone(text, kind, owner)
    return z


def seen_by(*zones) -> tuple | None:
    """Who may know the identity of cards moving between ``zones``: everyone if any is public, otherwise the
    owners of the hands and score piles among them (nobody for the supply and achievements)."""
    owners = []
    for z in zones:
        if z is None:
            continue
        kind = z.kind
        if kind in PUBLIC_KINDS:
            return None
        if kind in OWNED and z.owner not in owners:
            owners.append(z.owner)
    return tuple(owners)


class Event:
    __slots__ = ("index", "kind", "player", "cards", "source", "dest", "parent", "data", "seen")

    def __init__(self, index, kind, player, cards=(), source=None, dest=None, parent=None, data=None, seen=None):
        self.index = index
        self.kind = kind
        self.player = player
        self.cards = cards
        self.source = source
        self.dest = dest
        self.parent = parent
        self.data = data
        self.seen = seen

    @property
    def change(self) -> bool:
        return self.kind in STATE_CHANGES

    def to_dict(self, viewer=None) -> dict:
        """Plain data; for a ``viewer``, cards they may not see are left out and the texts are theirs (what of
        ``data`` each viewer gets: see ``PUBLIC_DATA``)."""
        reader = Reader(viewer)
        sees = reader.sees(self.seen)
        d = {
            "index": self.index,
            "kind": self.kind,
            "player": self.player,
            "cards": list(self.cards) if sees else [],
            "source": self.source and str(self.source),
            "dest": self.dest and str(self.dest),
            "parent": self.parent,
            "text": self.describe(viewer),
        }
        if self.data:
            public = PUBLIC_DATA.get(self.kind, ())
            d["data"] = {
                k: render(v, reader) if isinstance(v, Text) else v
                for k, v in self.data.items()
                if reader.viewer is None or k in public or k in TEXTS or (sees and k in CARD_DATA)
            }
            if "prompt" in d["data"]:  # the question was put to the player who decided: others read it about them
                d["data"]["prompt"] = Text(to(self.player, self.data["prompt"])).render(reader)
        return d

    def describe(self, viewer=None, terminology: str = "asmadi", you=None, icons: str = "words") -> str:
        """The event in words for ``viewer`` (None: everything is shown): cards they may not see are named by
        age only. ``you`` names the player addressed as "you"; ``icons`` "words" or "tokens"."""
        return describe(self, Reader(viewer, terminology, you, icons))

    def text(self) -> Text:
        """The event's text with its parts (render it for a reader with ``.render(reader)``)."""
        return event_text(self)

    def __repr__(self) -> str:
        return f"<Event #{self.index} {self.describe()}>"


def card_visible(ev: Event, viewer) -> bool:
    """May ``viewer`` know the identity of the cards in ``ev``? (None: an omniscient reader.)"""
    return Reader(viewer).sees(ev.seen)


def _zone_words(z: Zone | None) -> tuple:
    """A zone as text parts ("Bob's score pile", "your hand", "the 3 pile")."""
    if z is None:
        return ("?",)
    kind = z.kind
    if kind == "supply":
        if "/" not in z:
            return ("the supply",)
        where = str(z).split("/", 1)[1]
        if "/" in where:  # an expansion's pile: "artifacts/3"
            card_set, age_ = where.split("/")
            return (f"the {card_set.capitalize()} {age_} pile",)
        return (f"the {where} pile",)
    if kind == "relics":
        return ("the relic area",)
    if kind == "available":
        return ("the available achievements",)
    if kind == "removed":
        return ("the box (removed)",)
    if kind == "specials":
        return ("the special achievements",)
    words = {
        "board": " board",
        "score": " score pile",
        "hand": " hand",
        "achievements": " achievements",
        "display": " display",
        "forecast": " forecast",
    }
    return (whose(z.owner), words.get(kind, f" {kind}"))


def _answer_parts(ev: Event) -> tuple:
    d = ev.data
    seen = ev.seen
    return answer_parts(d.get("answer"), d.get("kind"), lambda title: seen)


def event_text(ev: Event) -> Text:
    """The event's words as a Text (its parts say which cards are named to whom)."""
    k, p, d = ev.kind, ev.player, ev.data or {}
    if d.get("text"):
        t = d["text"]
        return t if isinstance(t, Text) else Text(str(t))
    if k == "bonus":  # a game without a trace writes no texts: say the verdict at least
        return Text("Sharing bonus" if d.get("granted") else "No sharing bonus")
    names = cards(ev.cards, ev.seen)
    if k == "draw":
        parts: tuple = (who(p, "draws"), " ", names)
        if getattr(ev.dest, "kind", "hand") != "hand":
            parts += (" into ",) + _zone_words(ev.dest)
        if d.get("requested") and d["requested"] != d.get("age"):
            parts += (" (asked for ", age(max(d["requested"], 1)), "; empty ages were skipped)")
        return Text(*parts)
    if k in ("meld", "tuck", "score", "reveal"):
        verb = {"meld": "melds", "tuck": "tucks", "score": "scores", "reveal": "reveals"}[k]
        parts = (who(p, verb), " ", names)
        if k != "reveal" and ev.source is not None and getattr(ev.source, "kind", "hand") != "hand":
            parts += (" from ",) + _zone_words(ev.source)
        return Text(*parts)
    if k == "return":
        return Text(who(p, "returns"), " ", names, " from ", *_zone_words(ev.source))
    if k == "transfer":
        return Text(who(p, "transfers"), " ", names, " from ", *_zone_words(ev.source), " to ", *_zone_words(ev.dest))
    if k == "exchange":
        other = cards(d.get("other", []), ev.seen)
        return Text(
            who(p, "exchanges"),
            " ",
            names,
            " (",
            *_zone_words(ev.source),
            ") with ",
            other,
            " (",
            *_zone_words(ev.dest),
            ")",
        )
    if k == "splay":
        if d["direction"] is None:
            return Text(who(p, "unsplays"), f" {d['color']}")
        return Text(who(p, "splays"), f" {d['color']} {d['direction']}")
    if k == "rearrange":
        return Text(who(p, "rearranges"), f" {d['color']}: ", cards(tuple(reversed(ev.cards))), " (top first)")
    if k == "achieve":
        if ev.cards and ev.cards[0] in CARDS:
            return Text(who(p, "claims"), f" the age {CARDS[ev.cards[0]].age} achievement")
        return Text(who(p, "claims"), " " + ", ".join(ev.cards) + (f" ({d['why']})" if d.get("why") else ""))
    if k == "remove":
        return Text(names, " removed from the game")
    if k == "foreshadow":
        return Text(
            who(p, "foreshadows"),
            " ",
            names,
            *((" from ",) + _zone_words(ev.source) if getattr(ev.source, "kind", "hand") != "hand" else ()),
        )
    if k == "dig":
        return Text(who(p, "digs"), " ", names, " and puts it on display", *_dig_reason(d))
    if k == "seize":
        return Text(
            who(p, "seizes"), " the relic ", names, " from ", *_zone_words(ev.source), " into ", *_zone_words(ev.dest)
        )
    if k == "note":
        return Text(d.get("words", ""))
    if k == "decision":
        head = (who(p, "is"), " forced to choose ") if d.get("forced") else (who(p, "chooses"), " ")
        return Text(*head, *_answer_parts(ev), ": ", to(p, d.get("prompt", "")))
    return Text(f"{k} ", *((whom(p), " ") if p else ()), names)


def _dig_reason(d) -> tuple:
    """Why a Meld action dug: "(Sailing (1) covers Tools (1): value 1 ≤ 1)"."""
    if not d.get("melded"):
        return ()
    melded, covered = d["melded"], d["covered"]
    why = []
    if CARDS[melded].value <= CARDS[covered].value:
        why.append(f"value {CARDS[melded].value} ≤ {CARDS[covered].value}")
    if CARDS[melded].hex_slot == CARDS[covered].hex_slot:
        why.append("the hexes are in the same place")
    return (": ", card(melded), " covers ", card(covered), " (" + " and ".join(why) + ")")


def describe(ev: Event, reader: Reader = OMNISCIENT) -> str:
    if reader.__class__ is not Reader:  # describe(ev, "Bob"): a viewer's name
        reader = Reader(reader)
    if ev.kind == "decision" and ev.data.get("hidden") and not reader.sees(ev.seen):
        # A secret choice: others only learn that a choice was made.
        return render_parts(
            (who(ev.player, "chooses"), " in secret: ", to(ev.player, ev.data.get("prompt", ""))), reader
        )
    return event_text(ev).render(reader)
