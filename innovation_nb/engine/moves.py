"""A move: one input a player gives the game, an action (between actions) or an answer (to a decision waiting
for them). The one value the bots' games, the coach, the solver, the review and the widgets pass around.

    >>> m = Move("Ann", "action", "meld Archery")
    >>> str(m), Move.parse(str(m)) == m
    ('Ann: meld Archery', True)
    >>> Move("Ben", "answer", ["Oars", "Tools"]).value
    ('Oars', 'Tools')

``Game.play(move)`` plays one (``Game.apply`` and ``Game.answer`` take an action or an answer as before). A move
is immutable and hashable: an answer of several cards is kept as a tuple, and ``input`` gives it back as the game
records it (a list). Its text (``str``, read back by ``Move.parse``) is exact, for machines: ``"Ann: meld
Archery"``, ``'Ben: answer ["Oars", "Tools"]'`` (the answer as JSON). Its words, for people, are ``words()``:
``"meld Archery"``, ``"Oars, Tools"``, ``"nothing (declined)"``. Its JSON form (``to_list``) is a save's input
entry with the player added: ``["action", "meld Archery", "Ann"]``, ``["answer", ["Oars", "Tools"], "Ben"]``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..errors import InnovationError, shorten
from .actions import Action
from .decisions import answer_parts
from .text import Text, card

KINDS = ("action", "answer")


class MoveError(InnovationError):
    """Not a move: an unknown kind, a player that is not a name, an answer of a type no decision takes, or a text
    or list that does not read as a move. Nothing was changed."""


@dataclass(frozen=True, slots=True)
class Move:
    """``player`` (a seat name, or None where the game knows whose move it is) takes an action or gives an answer.

    kind:  "action" or "answer"
    value: an action's ``Action`` (text is parsed: ``IllegalAction`` says what is wrong with it); an answer as
           ``Game.answer`` takes it, several cards as a tuple (``input`` gives the list back)
    """

    player: str | None
    kind: str
    value: object

    def __post_init__(self):
        if self.player is not None and not isinstance(self.player, str):
            raise MoveError(f"a move's player is a seat name or None, not {shorten(self.player)}")
        if self.kind == "action":
            value = Action.parse(self.value)
        elif self.kind == "answer":
            value = _frozen(self.value)
        else:
            raise MoveError(f"a move is an 'action' or an 'answer', not {shorten(self.kind)}")
        object.__setattr__(self, "value", value)

    @property
    def input(self):
        """The value as the game records it among its inputs (and a save keeps it): an action's text, an answer
        with its cards as a list."""
        if self.kind == "action":
            return str(self.value)
        return list(self.value) if self.value.__class__ is tuple else self.value

    def words(self, seen=None, request_kind: str | None = None) -> Text:
        """The move in words, without its player: "meld Archery", "achieve 3", "Oars, Tools", "yes",
        "nothing (declined)". ``seen`` and ``request_kind`` as for ``decisions.answer_parts`` (with ``seen``, an
        action's card is named to those who may see it, with its age: "meld Archery (1)")."""
        return Text(*move_parts(self, seen, request_kind))

    def __str__(self) -> str:
        body = str(self.value) if self.kind == "action" else "answer " + json.dumps(self.input, ensure_ascii=False)
        return body if self.player is None else f"{self.player}: {body}"

    @classmethod
    def parse(cls, text) -> Move:
        """The move ``str`` wrote: ``"Ann: meld Archery"``, ``'Ben: answer ["Oars"]'``, ``"Ben: answer null"``
        (the player may be left out: ``"draw"``). A Move is returned as it is."""
        if isinstance(text, Move):
            return text
        if not isinstance(text, str):
            raise MoveError(f"a move is read from text like 'Ann: meld Archery', not {shorten(text)}")
        heads: list[tuple[str | None, str]] = [(None, text)]
        at = text.find(": ")
        while at >= 0:  # a seat name may hold ": " itself: each split is tried, the leftmost first
            heads.append((text[:at], text[at + 2 :]))
            at = text.find(": ", at + 1)
        for player, body in heads:
            try:
                return _parse_body(player, body)
            except InnovationError:
                continue
        raise MoveError(
            f"not a move: {shorten(text)}; a move reads 'Ann: meld Archery', 'Ann: draw' or "
            f'\'Ann: answer ["Oars", "Tools"]\' (an answer as JSON)'
        )

    def to_list(self) -> list:
        """The JSON form: ``[kind, input, player]`` (a save's input entry, which leaves out the player)."""
        out = [self.kind, self.input]
        return out if self.player is None else out + [self.player]

    @classmethod
    def from_list(cls, entry, player: str | None = None) -> Move:
        """The move ``to_list`` wrote, or a save's input entry (``["answer", value]``: ``player`` if given)."""
        if not isinstance(entry, (list, tuple)) or not 2 <= len(entry) <= 3:
            raise MoveError(f"a move as a list is [kind, value] or [kind, value, player], not {shorten(entry)}")
        return cls(entry[2] if len(entry) == 3 else player, entry[0], entry[1])


def _parse_body(player, body: str) -> Move:
    if body.startswith("answer ") or body == "answer":
        try:
            value = json.loads(body[len("answer") :] or "null")
        except ValueError:
            raise MoveError(f"an answer is written as JSON, not {shorten(body)}") from None
        return Move(player, "answer", value)
    return Move(player, "action", body)


def _frozen(value):
    """An answer, immutable: a list of picks as a tuple; refused when no decision takes its type."""
    if value is None or value.__class__ in (str, bool, int):
        return value
    if isinstance(value, (list, tuple)) and all(v.__class__ is str for v in value):
        return tuple(value)
    if isinstance(value, (str, int)):  # a subclass of one: kept as the plain value
        return str(value) if isinstance(value, str) else (bool(value) if isinstance(value, bool) else int(value))
    raise MoveError(
        f"an answer is yes or no, a card title, a list of titles, a colour, a player, a number or None "
        f"(to decline), not {shorten(value)}"
    )


def move_parts(move: Move, seen=None, request_kind: str | None = None) -> tuple:
    """A move as text parts (``Move.words``): an action as its text, its card named through ``seen`` when given;
    an answer as ``decisions.answer_parts`` says it."""
    if move.kind == "answer":
        return answer_parts(move.value, request_kind, seen)
    a = move.value
    assert isinstance(a, Action)  # an action's value is the Action __post_init__ parsed
    if a.card is None or seen is None:
        return (str(a),)
    return (f"{a.kind} ", card(a.card, seen(a.card)))


__all__ = ["KINDS", "Move", "MoveError", "move_parts"]
