"""Decisions as data: a request says who decides, what kind of thing, the legal options, how many, whether it
may be declined, and why. Answers are checked against it before anything changes."""
from __future__ import annotations

import re

from ..cards.data import CARDS, COLORS, unknown_card_message
from ..errors import InnovationError, clip, shorten
from .text import Text, count, render, to, who, whom, whose

KINDS = ("cards", "order", "color", "player", "value", "yes_no", "choice")
NOT_FORCED = object()


class InvalidAnswer(InnovationError):
    """The answer does not fit the pending request; nothing was changed."""


class Request:
    """A decision a player must take.

    kind:     cards (pick cards by title), order (arrange all options), color, player (by name),
              value (a number), yes_no, choice (one of some named options)
    options:  the legal picks, in a fixed order. A card the chooser may not see (in another player's hand or
              score pile) is offered by a label such as "a 5 from Bob's score pile", never by its title.
    counts:   how many options may be picked, exactly (cards: e.g. [0, 1, 2] for "up to two", [0, 2] for "two or
              none"; order: all of them; the other kinds: [1], or [0, 1] when the choice may be declined)
    min/max:  the least and the most of ``counts``; 0 ≤ min ≤ max ≤ len(options)
    optional: the player may decline ("you may ..."): picking nothing is allowed (min is 0)
    prompt:   the question (a ``Text``: rendered per reader, hidden cards by age)
    hidden:   the answer is secret from the other players (the first meld at setup)
    under:    for an order of cards about to be returned: the supply pile they go under (the answer only decides
              their order at its bottom, which no draw reaches before the cards above them are gone); else None

    ``Request(player, kind, options, min, max, optional, ...)``: for cards, ``min``..``max`` is how many to pick
    when the player does pick (fewer options than ``min``: all of them — "do as much as you can"), and
    ``optional`` adds picking none.
    """

    __slots__ = ("player", "kind", "options", "counts", "min", "max", "optional", "prompt", "card", "hidden", "under")

    def __init__(self, player, kind, options, min=1, max=1, optional=False, prompt="", card=None, hidden=False,
                 under=None):
        if kind not in KINDS:
            raise ValueError(f"unknown request kind {kind!r}")
        self.player = player
        self.kind = kind
        self.options = options = list(options)
        n = len(options)
        if kind == "cards":
            hi = max if max < n else n
            lo = min if min < hi else hi
            counts = list(range(lo, hi + 1))
            if optional and lo > 0:
                counts.insert(0, 0)
        elif kind == "order":
            counts = [n]
        else:
            counts = [0, 1] if optional else [1]
        self.counts = counts
        self.min = counts[0]
        self.max = counts[-1]
        self.optional = counts[0] == 0
        self.prompt = prompt
        self.card = card
        self.hidden = hidden
        self.under = under

    def to_dict(self) -> dict:
        return {"player": self.player, "kind": self.kind, "options": list(self.options), "counts": list(self.counts),
                "min": self.min, "max": self.max, "optional": self.optional, "prompt": str(self.prompt),
                "card": self.card, "hidden": self.hidden}

    def for_reader(self, reader, options_shown: bool) -> dict:
        """The request as ``reader`` may see it: the prompt in their words (hidden cards by age; addressed to its
        maker, about them to anyone else), what is asked of whom (``title``: "You must choose a card", "Ann may
        choose a colour"), and the options only if ``options_shown`` (``option_texts``: each in the reader's
        words, for an option that stands for a card hidden from the chooser, "a 5 from your score pile"); for cards,
        ``count_words``: how many to pick, in words ("between 0 and 2 cards", "0 or 2 cards")."""
        d = self.to_dict()
        d["prompt"] = render(self.prompt_text(), reader)
        d["title"] = self.title().render(reader)
        if self.kind == "cards":
            d["count_words"] = self.count_words()
        if options_shown:
            d["option_texts"] = [option_text(o, reader, self.kind) for o in self.options]
        else:
            d["options"] = None
        return d

    def prompt_text(self):
        """The prompt as a Text addressed to the player who decides."""
        return Text(to(self.player, self.prompt))

    def title(self):
        """Who must decide what, as a Text: "Ann must choose 2 cards", "you may choose a colour"."""
        return Text(who(self.player, "may" if self.optional else "must"), " " + self.asked())

    def asked(self) -> str:
        """What the decision asks for, after "must" or "may": "choose a card", "put 3 cards in order"."""
        if self.kind == "cards":
            if self.optional and self.counts[1:] == [1]:
                return "choose a card"
            return "choose " + self.count_words(exactly=False)
        if self.kind == "order":
            return f"put {count(len(self.options), 'card')} in order"
        return {"color": "choose a colour", "player": "choose a player", "value": "choose a number",
                "yes_no": "answer yes or no", "choice": "choose an option"}[self.kind]

    def __repr__(self) -> str:
        extra = f" {self.min}..{self.max}" if self.kind == "cards" else ""
        opt = " (may decline)" if self.optional else ""
        return f"<Request {self.player}: {self.kind}{extra} of {self.options}{opt} — {self.prompt}>"

    # -- forced outcomes -----------------------------------------------------------------------------
    def forced(self):
        """The only legal answer, or NOT_FORCED when the player has a real choice."""
        if self.optional:
            return NOT_FORCED
        n = len(self.options)
        if self.kind == "cards":
            return list(self.options) if self.min == n else NOT_FORCED
        if self.kind == "order":
            return list(self.options) if n <= 1 else NOT_FORCED
        if self.kind == "yes_no":
            return NOT_FORCED
        return self.options[0] if n == 1 else NOT_FORCED


    # -- checking answers ----------------------------------------------------------------------------
    def check(self, answer):
        """Return the normalised answer, or raise InvalidAnswer saying what is wrong."""
        if answer is not None and answer.__class__ is not str:
            _screen(self.kind, answer, self)
        declined = answer is None or answer == [] or answer == () or (
            self.kind != "yes_no" and isinstance(answer, str) and answer.strip().lower() in ("no", "decline", "pass"))
        if self.kind == "yes_no":
            return self._yes_no(answer)
        if declined:
            if self.optional:  # picking none is allowed
                return [] if self.kind in ("cards", "order") else None
            raise InvalidAnswer(f"{self.player} must answer: this choice cannot be declined ({self.prompt})")
        if self.kind in ("cards", "order"):
            return self._cards(answer)
        if self.kind == "value":
            v = answer
            if isinstance(answer, str):
                if not _WHOLE.fullmatch(answer.strip()):
                    raise InvalidAnswer(f"expected a whole number, got {shorten(answer)}")
                v = int(answer.strip())
            if v not in self.options:
                raise InvalidAnswer(f"{shorten(v)} is not one of the allowed values: {_listed(self.options)}")
            return v
        if isinstance(answer, (list, tuple)) and len(answer) == 1:
            answer = answer[0]
        if not isinstance(answer, str):
            raise InvalidAnswer(f"expected a {self._noun()} name, got {shorten(answer)}")
        if answer not in self.options:
            folded = {o.casefold(): o for o in self.options}
            if answer.casefold() in folded:
                return folded[answer.casefold()]
            raise InvalidAnswer(f"{shorten(answer)} is not a legal {self._noun()} here; choose from {_listed(self.options)}")
        return answer

    def _noun(self) -> str:
        return {"color": "colour", "player": "player", "choice": "option"}.get(self.kind, self.kind)

    def _yes_no(self, answer) -> bool:
        if isinstance(answer, bool):
            return answer
        if isinstance(answer, str) and answer.strip().lower() in ("yes", "y", "true"):
            return True
        if isinstance(answer, str) and answer.strip().lower() in ("no", "n", "false"):
            return False
        raise InvalidAnswer(f"expected yes or no, got {shorten(answer)}")

    def _cards(self, answer) -> list[str]:
        picks = [answer] if isinstance(answer, str) else list(answer)
        out = []
        for a in picks:
            if not isinstance(a, str):
                raise InvalidAnswer(f"expected card titles, got {shorten(a)}")
            if a not in self.options:
                if a not in CARDS:
                    raise InvalidAnswer(unknown_card_message(a))
                raise InvalidAnswer(f"{a} is not one of the cards you may choose here: {_listed(self.options)}")
            if a in out:
                raise InvalidAnswer(f"{a} was chosen twice")
            out.append(a)
        if self.kind == "order":
            if sorted(out) != sorted(self.options):
                raise InvalidAnswer(f"put all of {_listed(self.options)} in order")
            return out
        if len(out) not in self.counts:
            raise InvalidAnswer(f"choose {self.count_words()}, not {len(out)}")
        return out

    def count_words(self, exactly: bool = True) -> str:
        """How many cards to pick, in words: "exactly 2 cards", "a card", "between 0 and 3 cards", "up to 3
        cards", "0 or 2 cards" (``exactly``: say "exactly" before a single count)."""
        c = self.counts
        if len(c) == 1:
            if c[0] == 1:
                return "exactly 1 card" if exactly else "a card"
            return ("exactly " if exactly else "") + count(c[0], "card")
        if c == list(range(c[0], c[-1] + 1)):
            if c[0] == 0 and not exactly:
                return f"up to {count(c[-1], 'card')}"
            return f"between {c[0]} and {count(c[-1], 'card')}"
        return ", ".join(str(x) for x in c[:-1]) + f" or {count(c[-1], 'card')}"


_WHOLE = re.compile(r"[+-]?[0-9]{1,9}")
# An option that stands for a card the chooser may not see: "a 5 from Bob's score pile (#2)" (see
# ``context.hidden_labels``).
_HIDDEN_LABEL = re.compile(r"(an? \d+ from )(.+)'s (hand|score pile|forecast)((?: \(#\d+\))?)")


def option_parts(option) -> tuple:
    """An option as text parts: a hidden card's label names its owner for the reader ("a 5 from your score
    pile"); any other option is its own words (a title, a colour, a player, a number)."""
    if option.__class__ is str and (m := _HIDDEN_LABEL.fullmatch(option)):
        return (m.group(1), whose(m.group(2)), f" {m.group(3)}{m.group(4)}")
    if option is True or option is False:
        return ("yes" if option else "no",)
    return (str(option),)


def option_text(option, reader, kind: str = "cards") -> str:
    """An option in ``reader``'s words (a player is "you" to themselves)."""
    if kind == "player":
        return Text(whom(option)).render(reader)
    if kind == "cards" and option.__class__ is str and _HIDDEN_LABEL.fullmatch(option):
        return Text(*option_parts(option)).render(reader)
    if kind == "yes_no":
        return "yes" if option else "no"
    return str(option)


def _screen(kind: str, answer, req) -> None:
    """Refuse an answer of a type no request of this kind takes, before it is compared with the options: a
    number is not a list of cards, True is not 1, 2.9 is not 2, and a dict is not the list of its keys."""
    if answer is None or isinstance(answer, str):
        return
    if kind == "yes_no":
        ok, expected = isinstance(answer, bool), "yes or no (True or False)"
    elif kind in ("cards", "order"):
        ok, expected = isinstance(answer, (list, tuple)), "a card title or a list of titles"
    elif kind == "value":
        ok, expected = isinstance(answer, int) and not isinstance(answer, bool), "a whole number"
    else:
        ok = isinstance(answer, (list, tuple)) and len(answer) <= 1
        expected = "" if ok else f"a {req._noun()} name"
    if not ok:
        raise InvalidAnswer(f"expected {expected}, got {shorten(answer)}")


def _listed(options, most: int = 8) -> str:
    """Options for an error message: a long list (every card of a pile, every value) is cut, like every echo."""
    names = [str(o) for o in options]
    shown = ", ".join(clip(n, 40) for n in names[:most])
    return shown if len(names) <= most else f"{shown} and {len(names) - most} more"


def color_options(colors) -> list[str]:
    """Colours in the fixed rulebook order (blue, red, green, yellow, purple)."""
    s = set(colors)
    return [c for c in COLORS if c in s]


class Simultaneous:
    """Several requests open at once (the first meld: everyone chooses at the same time). They may be answered in
    any order; the rules go on once all are answered, with ``{player: answer}``."""

    __slots__ = ("requests",)

    def __init__(self, requests):
        self.requests = list(requests)
