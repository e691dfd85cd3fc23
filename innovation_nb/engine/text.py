"""Texts made of parts, rendered for one reader.

Every text the engine shows — event descriptions, prompts, plan reasons, log lines — is a :class:`Text`: a ``str``
holding the omniscient rendering (what the teaching view and tests read) that keeps its parts, so that it can be
rendered again for any reader:

- a card is named only to readers allowed to see it (``seen``); everyone else reads its age ("a 5", "an 8");
- the reader named ``you`` (and a player literally called "You") is addressed in the second person, and the verb
  agrees ("you draw", "your hand"); everyone else by name ("Ann draws", "Ann's hand");
- words addressed to one player (a request's prompt, written in the second person for whoever decides: ``to``)
  read as written for that player, and about them for anyone else ("Transfer their highest card to your hand");
- literal words follow the chosen edition's terminology; a card title or a player's name never changes;
- icons read as words ("2 crowns") or as ``{crown}`` tokens that the front ends draw as glyphs.

Authors never format a card title into a text by hand: a card goes in as a ``card(...)`` part with who may see it.

This module is also the one place for the English every other text is made with — the package's sentences that
are not the engine's (the coach, the review, the puzzles, the widgets) use it too, through parts rendered with
:func:`phrase` or a :class:`Text`, or through the plain helpers: :func:`plural` and :func:`count` ("1 leaf",
"2 leaves", "0.5 points"), :func:`number` and :func:`signed` (a number said aloud, a negative one with a true
minus sign: "−2.6"), :func:`article`, :func:`second_person` / :func:`third_person`. The irregular words are in
``terms.json`` (see :mod:`innovation_nb.terms`), which the front end reads too.
"""

from __future__ import annotations

import re

from ..cards.data import CARDS
from ..terms import IELLO_ENGINE_WORDS, LABELS, PLURALS, SECOND_PERSON, translate

PUBLIC = ""  # a reader who is none of the players (a spectator): sees only what is public


class _Teaching:
    """The teaching view's reader (``TEACHING``): one object, kept by copies and pickles."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "TEACHING"

    def __reduce__(self):
        return "TEACHING"


# The teaching view: every hand, score pile and forecast face up (standard achievements and the supply stay face
# down); its texts name every card, as the all-seeing reader's do. What it shows of each zone: engine/view.py.
TEACHING = _Teaching()

_ICONS = ("castle", "crown", "leaf", "lightbulb", "factory", "clock", "hex")
_TOKEN = re.compile(r"\{(" + "|".join(_ICONS) + r")\}")


class Reader:
    """Who reads a text and how: ``viewer`` (None or ``TEACHING``: sees everything; ``PUBLIC``: a spectator; else a
    seat name), ``terminology`` ("asmadi" or "iello"), ``you`` (the name to address as "you") and ``icons``
    ("words" or "tokens")."""

    __slots__ = ("viewer", "terminology", "you", "icons")

    def __init__(self, viewer=None, terminology: str = "asmadi", you=None, icons: str = "words"):
        self.viewer = None if viewer is TEACHING else viewer  # the teaching view reads as the all-seeing reader
        self.terminology = terminology
        self.you = you
        self.icons = icons

    def sees(self, seen) -> bool:
        """May this reader know the identity of a card whose ``seen`` is None (everyone) or a tuple of names?"""
        return self.viewer is None or seen is None or self.viewer in seen

    def addresses(self, name) -> bool:
        return name is not None and (name == self.you or name == "You")


OMNISCIENT = Reader()


def article(n) -> str:
    """ "a" or "an" before a number said aloud: an 8, an 11, an 18, an 80-something; a 1, a 10."""
    s = str(n)
    return "an" if s.startswith("8") or s in ("11", "18") else "a"


def plural(noun: str) -> str:
    """The plural of a noun: from ``terms.json`` where English is irregular (leaf → leaves), else by the rule
    (crown → crowns, factory → factories, hex → hexes)."""
    if noun in PLURALS:
        return PLURALS[noun]
    if noun.endswith("y") and len(noun) > 1 and noun[-2] not in "aeiou":
        return noun[:-1] + "ies"
    if noun.endswith(("s", "sh", "ch", "x", "z")):
        return noun + "es"
    return noun + "s"


def number(x) -> str:
    """A number as said aloud: a whole number as it is, any other to one decimal ("1", "1.5", "0.3"); a negative
    one with a true minus sign ("−2.6"), as typeset beside the interval bounds."""
    if x.__class__ is not int:
        x = round(x, 1)
        if x == int(x):
            x = int(x)
    return f"−{-x}" if x < 0 else str(x)


def signed(x) -> str:
    """A change as said aloud, with its sign: "+1.5", "−0.7", "0"."""
    s = number(x)
    return s if s == "0" or s.startswith("−") else "+" + s


def count(n, noun: str, many: str | None = None) -> str:
    """A number (see :func:`number`) and its noun, singular only for exactly one: "1 action", "2 actions",
    "0 cards", "0.5 points" (``many``: the plural, when it is not the noun's own, e.g. "flags and fountains")."""
    said = number(n)
    return f"{said} {noun if said in ('1', '−1') else many or plural(noun)}"


def a_age(n) -> str:
    return f"{article(n)} {n}"


def second_person(verb: str) -> str:
    """The "you" form of a third-person verb: draws → draw, has → have, is → are, carries → carry."""
    if verb in SECOND_PERSON:
        return SECOND_PERSON[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("shes", "ches", "sses", "xes", "zes", "oes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def third_person(verb: str) -> str:
    """The third-person form of a base verb: draw → draws, have → has, carry → carries; modals stay (may, must)."""
    if verb in _THIRD_PERSON:
        return _THIRD_PERSON[verb]
    if verb in _MODALS:
        return verb
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    if verb.endswith(("sh", "ch", "ss", "x", "z", "o")):
        return verb + "es"
    return verb + "s"


_MODALS = frozenset({"may", "must", "can", "cannot", "will", "would", "should", "could", "might"})
_THIRD_PERSON = {you: he for he, you in SECOND_PERSON.items()}
_ICON_PLURAL = {name: plural(name) for name in _ICONS}


def icon_words(text: str, icons: str = "words") -> str:
    """``{crown}`` tokens as words (or left as tokens for a front end)."""
    if icons == "tokens" or "{" not in text:
        return text
    return _TOKEN.sub(lambda m: m.group(1), text)


# -- parts -----------------------------------------------------------------------------------------------
# A part is a plain string (literal words) or a tuple whose first item says what it is. Tuples keep texts cheap.


def who(name, verb: str = "") -> tuple:
    """A player as a subject, with its verb in the third person ("Alice draws" / "you draw")."""
    return ("who", name, verb)


def verb(name, verb3: str) -> tuple:
    """A verb agreeing with player ``name`` said earlier ("... and wins" / "... and win")."""
    return ("verb", name, verb3)


def whose(name) -> tuple:
    """A possessive: "Alice's" / "your"."""
    return ("whose", name)


def whom(name) -> tuple:
    """A player as an object: "Alice" / "you"."""
    return ("whom", name)


def to(name, *parts) -> tuple:
    """Words addressed to player ``name``: a request's prompt, written in the second person for whoever decides
    ("Transfer your highest card to ", whose("Bob"), " hand"). That player reads them as written; any other reader
    reads them about that player: "Transfer their highest card to your hand" for Bob, and a leading "You may ..."
    becomes "Ann may ..."."""
    return ("to", name, _parts(parts))


def card(title: str, seen=None) -> tuple:
    """A card, named to those who may see it (``seen``: None for everyone, or the names who may)."""
    return ("cards", (title,), seen)


def cards(titles, seen=None) -> tuple:
    return ("cards", tuple(titles), seen)


def age(n) -> tuple:
    """An age said with its article ("a 5", "an 8")."""
    return ("age", n)


def icon(name: str, n: int | None = None) -> tuple:
    """An icon, optionally counted ("crown", "2 crowns")."""
    return ("icon", name, n)


def label(key: str) -> tuple:
    """A word of the edition's vocabulary by its key ("dogma": "Dogma" / "Activate"; see ``terms.LABELS``)."""
    return ("label", key)


def term(words: str) -> tuple:
    """Literal words that must not be translated (e.g. a quoted card text)."""
    return ("raw", words)


# "a" or "an" before a number, as templates write it with the number filled in ("Score a {value}"): by the number.
_A_NUMBER = re.compile(r"\b([Aa]n?) (\d+)\b")


def _articles(text: str) -> str:
    def sub(m):
        a = article(m.group(2))
        return f"{a.capitalize() if m.group(1)[0] == 'A' else a} {m.group(2)}"

    return _A_NUMBER.sub(sub, text)


# The engine's own words for what a dogma does to each player, in Iello's terms (``iello_engine_words`` in
# terms.json: the shared word list is also applied to the printed card texts, where "demand" and "share" must stay
# as printed; these apply only to the engine's words, never to a ``term``).
_IELLO_ENGINE = IELLO_ENGINE_WORDS
_IELLO_ENGINE_RE = re.compile(r"(?<![\w-])(" + "|".join(re.escape(a) for a, _ in _IELLO_ENGINE) + r")\b")
_IELLO_ENGINE_MAP = dict(_IELLO_ENGINE)


def _engine_words(text: str, terminology: str) -> str:
    """``text`` (the engine's words) in the chosen edition's terms."""
    if terminology == "asmadi" or not text:
        return text
    text = translate(text, terminology)
    if terminology == "iello":
        text = _IELLO_ENGINE_RE.sub(lambda m: _IELLO_ENGINE_MAP[m.group(1)], text)
    return text


def _render_part(part, r: Reader) -> str:
    if part.__class__ is str:
        text = _engine_words(part, r.terminology) if r.terminology != "asmadi" else part
        if "a" in text and _A_NUMBER.search(text):
            text = _articles(text)
        return icon_words(text, r.icons)
    kind = part[0]
    if kind == "who":
        name, verb = part[1], part[2]
        if r.addresses(name):
            return "you " + _verb(second_person(verb), r) if verb else "you"
        return f"{name} {_verb(verb, r)}" if verb else str(name)
    if kind == "verb":
        return _verb(second_person(part[2]) if r.addresses(part[1]) else part[2], r)
    if kind == "whose":
        return "your" if r.addresses(part[1]) else f"{part[1]}'s"
    if kind == "whom":
        return "you" if r.addresses(part[1]) else str(part[1])
    if kind == "cards":
        titles, seen = part[1], part[2]
        if not titles:
            return "nothing"
        if r.sees(seen):
            return ", ".join(f"{c} ({CARDS[c].age})" if c in CARDS else c for c in titles)
        return ", ".join(a_age(CARDS[c].age) if c in CARDS else c for c in titles)
    if kind == "age":
        return a_age(part[1])
    if kind == "icon":
        name, n = part[1], part[2]
        if r.icons == "tokens":
            return f"{n} {{{name}}}" if n is not None else f"{{{name}}}"
        if n is None:
            return name
        return f"{n} {name if n == 1 else _ICON_PLURAL[name]}"
    if kind == "raw":
        return icon_words(part[1], r.icons)
    if kind == "label":
        return LABELS.get(r.terminology, LABELS["asmadi"]).get(part[1], part[1])
    if kind == "to":
        name, parts = part[1], part[2]
        if r.addresses(name):
            return "".join(_render_part(p, r) for p in parts)
        return "".join(
            _render_part(q, r)
            for j, p in enumerate(parts)
            for q in (_about(p, name, j == 0) if p.__class__ is str else (p,))
        )
    raise ValueError(f"unknown text part {part!r}")


_YOU = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)
_LEADING_YOU = re.compile(r"(You|Your) (\w+)")
_THIRD = {"you": "they", "your": "their", "yours": "theirs", "yourself": "themselves"}
# Words after which "you" is an object ("let you achieve", "to you"): "them" there, "they" elsewhere.
_OBJECT_AFTER = frozenset(
    {
        "let",
        "lets",
        "to",
        "for",
        "give",
        "gives",
        "with",
        "from",
        "make",
        "makes",
        "tell",
        "tells",
        "show",
        "shows",
        "help",
        "helps",
        "allow",
        "allows",
        "against",
        "by",
        "of",
        "before",
        "after",
        "at",
        "about",
    }
)


def _about(words: str, name, first: bool) -> tuple:
    """Literal words addressed to player ``name``, as parts about them: "you" → "they" or "them", "your" →
    "their"; at the very start, "You may" → ``name`` may, "Your hand" → ``name``'s hand."""
    head: tuple = ()
    if first and (m := _LEADING_YOU.match(words)):
        if m.group(1) == "You":
            head = (who(name, third_person(m.group(2))),)
        else:
            head = (whose(name), " " + m.group(2))
        words = words[m.end() :]
    if "you" not in words.lower():
        return head + (words,) if words else head

    def sub(m):
        word = m.group(1)
        low = word.lower()
        new = _THIRD[low]
        if low == "you":
            before = words[: m.start()].rstrip().rsplit(None, 1)
            if before and before[-1].lower() in _OBJECT_AFTER:
                new = "them"
        return new[0].upper() + new[1:] if word[0].isupper() else new

    return head + (_YOU.sub(sub, words),)


def _verb(verb: str, r: Reader) -> str:
    return _engine_words(verb, r.terminology) if r.terminology != "asmadi" else verb


# Iello's "benefit" takes "from" before what is benefited from ("benefits from the effect", "benefit from Ann's
# Oars"); a player's verb and the words after it are separate parts, so it is added once they are joined.
_BENEFIT = re.compile(r"\b(benefits?|benefited) (?=the\b|your\b|their\b|\S+'s\b)")


def render_parts(parts, r: Reader) -> str:
    """Parts as a sentence for ``r`` (a leading "you" becomes "You")."""
    s = "".join(_render_part(p, r) for p in parts)
    if s.startswith("you"):
        s = "Y" + s[1:]
    if r.terminology == "iello" and "benefit" in s:
        s = _BENEFIT.sub(r"\1 from ", s)
    return s


def phrase(reader: Reader | None, *parts) -> str:
    """Parts as words inside a sentence, for ``reader``: ``phrase(r, who("Ann", "shows"))`` is "Ann shows", or
    "you show" when ``r`` addresses Ann; ``phrase(r, whose("Ann"))`` is "Ann's" or "your" (no capital is added)."""
    r = reader or OMNISCIENT
    s = "".join(_render_part(p, r) for p in _parts(parts))
    return _BENEFIT.sub(r"\1 from ", s) if r.terminology == "iello" and "benefit" in s else s


def _parts(parts) -> tuple:
    """Parts as the renderer takes them: a Text gives its own parts, a player (anything with a ``name``) is named
    as an object ("to Ann" / "to you"), other strings (a zone's name) are words."""
    if all(p.__class__ is str or p.__class__ is tuple for p in parts):
        return parts
    out: list = []
    for p in parts:
        if p.__class__ is str or p.__class__ is tuple:
            out.append(p)
        elif isinstance(p, Text):
            out.extend(p.parts)
        elif isinstance(p, str):
            out.append(str(p))
        elif hasattr(p, "name"):
            out.append(whom(p.name))
        else:
            out.append(str(p))
    return tuple(out)


class Text(str):
    """A text whose ``str`` value is its omniscient rendering; ``render(reader)`` renders it for one reader.
    Its parts are words and the parts above (``who``, ``whose``, ``card``, ``to`` ...); a player object stands for
    its name as an object."""

    parts: tuple

    def __new__(cls, *parts):
        parts = _parts(parts)
        self = super().__new__(cls, render_parts(parts, OMNISCIENT))
        self.parts = parts
        return self

    def render(self, reader: Reader | None = None) -> str:
        return render_parts(self.parts, reader or OMNISCIENT)

    def __reduce__(self):
        return (Text, self.parts)


def render(text, reader: Reader | None = None) -> str:
    """Any engine text (a :class:`Text` or a plain string) for ``reader``."""
    r = reader or OMNISCIENT
    if isinstance(text, Text):
        return text.render(r)
    if not text:
        return text or ""
    return _render_part(str(text), r)


def names(players, conj: str = "and") -> tuple:
    """Parts naming several players ("Alice, Bob and you")."""
    players = list(players)
    parts: list = []
    for j, name in enumerate(players):
        if j:
            parts.append(f" {conj} " if j == len(players) - 1 else ", ")
        parts.append(whom(name))
    return tuple(parts)
