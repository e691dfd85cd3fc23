"""Decisions as data: a request says who decides, what kind of thing, the legal options, how many, whether it
may be declined, and why. Answers are checked against it before anything changes, and a request lists its legal
answers itself (``answers``, ``sample_answers``, ``random_answer``) for the bots, the coach, the solver and the
review alike."""

from __future__ import annotations

import re
from itertools import combinations, permutations
from math import comb, factorial

from ..cards.data import CARDS, COLORS, unknown_card_message
from ..errors import InnovationError, clip, shorten
from .text import Text, card, count, render, to, who, whom, whose

KINDS = ("cards", "order", "color", "player", "value", "yes_no", "choice")
NOT_FORCED = object()
DECLINED = "nothing (declined)"  # a declined decision in words, wherever a move is said (see ``answer_parts``)


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

    def __init__(
        self, player, kind, options, min=1, max=1, optional=False, prompt="", card=None, hidden=False, under=None
    ):
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
        return {
            "player": self.player,
            "kind": self.kind,
            "options": list(self.options),
            "counts": list(self.counts),
            "min": self.min,
            "max": self.max,
            "optional": self.optional,
            "prompt": str(self.prompt),
            "card": self.card,
            "hidden": self.hidden,
        }

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
        return {
            "color": "choose a colour",
            "player": "choose a player",
            "value": "choose a number",
            "yes_no": "answer yes or no",
            "choice": "choose an option",
        }[self.kind]

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

    # -- the legal answers ---------------------------------------------------------------------------
    def answer_count(self) -> int:
        """How many distinct legal answers there are (a set of cards in any order is one answer; an order is
        one answer per arrangement), declining included."""
        n = len(self.options)
        if self.kind == "cards":
            return sum(comb(n, k) for k in self.counts)
        if self.kind == "order":
            return factorial(n)
        if self.kind == "yes_no":
            return 2
        return n + (1 if self.optional else 0)

    def answers(self) -> list:
        """Every distinct legal answer, as ``Game.answer`` takes it: card picks as lists in the options' order
        (declining, ``[]``, first; then each count from the least), every order of the options, True and False,
        or each option in turn then ``None`` when the choice may be declined. Each passes ``check`` unchanged.
        There can be very many (``answer_count``): ``sample_answers`` draws a few of them."""
        kind = self.kind
        if kind == "cards":
            opts = self.options
            return [list(c) for k in self.counts for c in combinations(opts, k)]
        if kind == "order":
            return [list(p) for p in permutations(self.options)]
        if kind == "yes_no":
            return [True, False]
        return list(self.options) + ([None] if self.optional else [])

    def sample_answers(self, rng, limit: int) -> list:
        """At most ``limit`` distinct legal answers, drawn with ``rng`` (a ``random.Random``): every answer, as
        ``answers`` lists them, when there are no more than ``limit``; else a spread of them. For cards: declining
        when allowed, the highest and the lowest cards for each count (by age, ``option_age``), then picks drawn
        at random (a count, then that many cards, all equally likely), each kept once. For an order: the cards
        by age, the reverse, the options' own order, then random orders. For one option: options drawn at random
        (in the options' order), then declining when allowed."""
        kind = self.kind
        if kind == "yes_no" or self.answer_count() <= limit:
            return self.answers()[:limit]
        options = list(self.options)
        if kind == "cards":
            return _card_spread(options, self.counts, rng, limit)[:limit]
        if kind == "order":
            return _order_spread(options, rng, limit)[:limit]
        tail = [None] if self.optional else []
        picked = sorted(rng.sample(range(len(options)), max(0, limit - len(tail))))
        return ([options[i] for i in picked] + tail)[:limit]

    def random_answer(self, rng):
        """One legal answer drawn with ``rng`` (the random bot's): declining one time in four when it is allowed;
        else for cards a count (of those above none), then that many cards, all equally likely; a random order;
        yes or no alike; or one of the options alike."""
        kind = self.kind
        if kind == "yes_no":
            return rng.random() < 0.5
        if kind == "order":
            return rng.sample(self.options, len(self.options))
        if kind == "cards":
            if self.optional and rng.random() < 0.25:
                return []
            sizes = [k for k in self.counts if k] or [0]
            return rng.sample(self.options, rng.choice(sizes))
        if self.optional and rng.random() < 0.25:
            return None
        return rng.choice(self.options)

    # -- checking answers ----------------------------------------------------------------------------
    def check(self, answer):
        """Return the normalised answer, or raise InvalidAnswer saying what is wrong."""
        if answer is not None and answer.__class__ is not str:
            _screen(self.kind, answer, self)
        declined = (
            answer is None
            or answer == []
            or answer == ()
            or (
                self.kind != "yes_no"
                and isinstance(answer, str)
                and answer.strip().lower() in ("no", "decline", "pass")
            )
        )
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
            raise InvalidAnswer(
                f"{shorten(answer)} is not a legal {self._noun()} here; choose from {_listed(self.options)}"
            )
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
_AGE_LABEL = re.compile(r"an? (\d+) ")


def _card_spread(options: list, counts: list, rng, limit: int) -> list:
    """``Request.sample_answers`` for cards (more answers than ``limit``)."""
    by_age = sorted(options, key=option_age)
    picks, seen = [], set()

    def add(cards):
        key = frozenset(cards)
        if key not in seen:
            seen.add(key)
            picks.append(list(cards))

    if 0 in counts:
        add([])
    for k in counts:
        if k:
            add(by_age[-k:])  # the highest
            add(by_age[:k])  # the lowest
    sizes = [k for k in counts if k]
    for _ in range(limit * 4):  # a few tries: many random picks may be the same
        if len(picks) >= limit:
            break
        add(rng.sample(options, rng.choice(sizes)))
    return picks


def _order_spread(options: list, rng, limit: int) -> list:
    """``Request.sample_answers`` for an order (more orders than ``limit``)."""
    by_age = sorted(options, key=option_age)
    picks = [by_age, by_age[::-1], options]
    while len(picks) < limit:
        picks.append(rng.sample(options, len(options)))
    out, seen = [], set()
    for p in picks:
        if tuple(p) not in seen:
            seen.add(tuple(p))
            out.append(list(p))
    return out


def option_parts(option) -> tuple:
    """An option as text parts: a hidden card's label names its owner for the reader ("a 5 from your score
    pile"); any other option is its own words (a title, a colour, a player, a number)."""
    if option.__class__ is str and (m := _HIDDEN_LABEL.fullmatch(option)):
        return (m.group(1), whose(m.group(2)), f" {m.group(3)}{m.group(4)}")
    if option is True or option is False:
        return ("yes" if option else "no",)
    return (str(option),)


def option_age(option) -> int:
    """The age of a card option: its title's, or the one a hidden card's label gives ("a 5 from Bob's hand");
    0 for anything else."""
    if option in CARDS:
        return CARDS[option].age
    m = _AGE_LABEL.match(option) if option.__class__ is str else None
    return int(m.group(1)) if m else 0


def answer_parts(value, kind: str | None = None, seen=None) -> tuple:
    """An answer as text parts, the one way every part of the package says an answer: "yes", "no", ``DECLINED``
    ("nothing (declined)") for declining, else the picks joined by commas ("Oars, Tools"). ``kind``: the
    request's kind when known (a player is then "you" to themselves). ``seen``: a function giving who may see a
    card (``visibility.who_sees``); a card is then named with its age to them and by its age to anyone else
    ("Oars (1)" / "a 1"). Without it, a card is its title (lines of play, where every card is known). A hidden
    card's label names its owner for the reader ("a 5 from your hand")."""
    if value is True or value is False:
        return ("yes" if value else "no",)
    if value is None or ((value.__class__ is list or value.__class__ is tuple) and not value):
        return (DECLINED,)
    values = value if isinstance(value, (list, tuple)) else (value,)
    parts: tuple = ()
    for i, v in enumerate(values):
        if i:
            parts += (", ",)
        if kind == "player":
            parts += (whom(v),)
        elif v.__class__ is str and v in CARDS and kind in (None, "cards", "order"):
            parts += (card(v, seen(v)) if seen is not None else v,)
        else:
            parts += option_parts(v)
    return parts


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
