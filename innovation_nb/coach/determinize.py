"""Determinizations: copies of a game in which every card one player may not see is replaced by a random card that
player could not tell apart from it.

A player knows a face-down card only by its back: its set and its age (``engine.visibility.back``, which the
puzzles' re-deals share). So the cards a player cannot see fall into classes ``(set, age)``; within a class they are
interchangeable to that player. A determinization keeps every card the player knows where it is, and deals the
unknown cards of each class at random over the places that hold a card of that class. Every known fact stays true
(ages, sets, counts, public cards, the player's own cards).

It is built from the *start of the current action* (the last point between actions) and the inputs given since,
replayed on the copy, so a decision in the middle of an action can be searched too. Cards seen during the action
(drawn into the player's hand, revealed, moved in the open) count as known. A replay whose course differs from
what the player saw (say an opponent's hidden card would have made a card effect do something else) is rejected
by comparing what the player observes in both games, and another deal is tried.

Hidden identities of the real game are read only to learn *which places* are hidden and the backs of the cards
there; every card dealt comes from a sorted pool shuffled by the caller's random generator. So two real games that
differ only in hidden cards of the same backs give the very same determinizations.
"""

from __future__ import annotations

import random

from ..cards.data import CARDS
from ..engine.actions import Action
from ..engine.game import Game
from ..engine.moves import Move
from ..engine.visibility import back, can_see, observation, zone_seen, zones
from ..errors import InnovationError
from .line import Line


class CoachError(InnovationError):
    """The coach cannot work on this game or player as asked; the message says why."""


class Inconsistent(Exception):
    """A determinization whose replay does not match what the player observed (another one is drawn)."""


def visible_in_zone(kind: str, owner, viewer: str, card: str) -> bool:
    """May ``viewer`` know ``card`` in that zone from the zone alone? The engine's rule for each zone
    (``visibility.zone_seen``): boards, displays and the relic area are face up; a hand, a score pile and a
    forecast are known to their owner; a relic is face up even among achievements; standard achievements (even
    one's own), the supply and removed cards are face down."""
    seen = zone_seen(kind, owner, card)
    return seen is None or viewer in seen


class Knowledge:
    """What ``viewer`` knows of ``game`` now, taken at once (so the search can run while the game moves on):
    the position at the start of the current action with the unknown cards marked, the inputs since, and the
    viewer's observation to check replays against. ``open_information``: every card is known (a puzzle shows
    the whole position; the coach may then use it all)."""

    def __init__(self, game: Game, viewer: str, open_information: bool = False):
        self.viewer = viewer
        self.open = open_information  # every card counts as known (a puzzle's open position)
        self.between = not game.resolving  # between actions: one deal can be copied for every candidate
        if game.resolving and not game.keeps_history:  # where the action began is known from the history only
            raise CoachError(
                "the coach can advise in the middle of an action only in a game with history "
                "(Game.new(..., history=True), the default)"
            )
        start, inputs, first_event = game.action_start()
        self.start = start
        self.inputs = inputs
        known = set()
        for kind, owner, cards in zones(start):
            for c in cards:
                if c in CARDS and visible_in_zone(kind, owner, viewer, c):
                    known.add(c)
        # Seen since the action began (drawn, revealed, moved in the open), or visible now.
        for ev in game.events[first_event:]:
            if ev.cards and (ev.seen is None or viewer in ev.seen):
                known.update(c for c in ev.cards if c in CARDS)
        for _kind, _owner, cards in zones(game.state):
            for c in cards:
                if c in CARDS and c not in known and can_see(game, viewer, c):
                    known.add(c)
        if open_information:
            known.update(start.cards_in_play())
        self.known = frozenset(known)
        # The hidden places of the start position and the pool of each class, in a fixed order.
        self.places = []  # (zone index, position, class)
        pools: dict[tuple, list[str]] = {}
        for zi, (_kind, _owner, cards) in enumerate(zones(start)):
            for i, c in enumerate(cards):
                if c in CARDS and c not in self.known:
                    k = back(c)
                    self.places.append((zi, i, k))
                    pools.setdefault(k, []).append(c)
        self.pools = {k: sorted(v) for k, v in sorted(pools.items())}
        self.hidden = sum(len(v) for v in self.pools.values())
        self.observed = observation(game, viewer) if not self.between else None

    def deal(self, rng: random.Random):
        """A copy of the start position with the unknown cards dealt at random; also the map real → dealt card of
        every hidden place (to replay inputs that name a hidden card, by its place)."""
        state = self.start.clone()
        shuffled = {k: rng.sample(v, len(v)) for k, v in self.pools.items()}
        taken = {k: 0 for k in shuffled}
        zone_list = list(zones(state))
        real = list(zones(self.start))
        mapping = {}
        for zi, i, k in self.places:
            kind, owner, cards = zone_list[zi]
            card = shuffled[k][taken[k]]
            taken[k] += 1
            mapping[real[zi][2][i]] = card
            if kind == "display":
                owner.display = card
            else:
                cards[i] = card
        return state, mapping

    def sample(self, rng: random.Random, tries: int = 30, history: bool = False) -> Game:
        """A determinized game at the current point (mid-action included), in the fast mode, or with
        ``history`` (undo, a stepper: a game to play by hand). Raises CoachError when no deal in ``tries``
        replays to what the viewer observed."""
        return self._sample(rng, tries, history)[0]

    def sample_line(self, rng: random.Random, tries: int = 30) -> Line:
        """``sample`` as a :class:`Line` (fast mode) that can branch even in the middle of the current action."""
        g, start, moves = self._sample(rng, tries, False)
        return Line(g, start, moves)

    def _sample(self, rng, tries, history):
        for _ in range(tries):
            state, mapping = self.deal(rng)
            start = state.clone() if not self.between else None
            try:
                g, moves = self._replay(state, mapping, history)
            except Inconsistent:
                continue
            return g, start, moves
        raise CoachError(
            f"no determinization of the hidden cards in {tries} tries replays to what {self.viewer} "
            "saw during this action"
        )

    def _replay(self, state, mapping, history: bool = False) -> tuple[Game, list[Move]]:
        g = Game.from_state(state, history=history, trace=history)
        moves = []
        for entry in self.inputs:
            try:
                if entry[0] == "action":
                    a = Action.parse(entry[1])
                    move = Move(None, "action", Action(a.kind, mapping.get(a.card, a.card), a.age))
                else:
                    move = Move(entry[2] if len(entry) > 2 else None, "answer", _mapped(entry[1], mapping))
                g.play(move)
            except InnovationError:
                raise Inconsistent from None
            moves.append(move)
        if self.observed is not None and observation(g, self.viewer) != self.observed:
            raise Inconsistent
        return g, moves


def dealt_anew(game: Game, viewer: str, rng: random.Random) -> Game:
    """A game ``viewer`` cannot tell from ``game`` at this point: every card they could not see dealt anew among
    the places of its back, consistently with what they saw (as the coach's simulations are), with history, to be
    played by hand. What ``viewer`` explores there (a draw, an opponent's answer) tells nothing of the real game's
    hidden cards. It starts where the current action began, so its log holds only that action."""
    return Knowledge(game, viewer).sample(rng, history=True)


def _mapped(value, mapping):
    if isinstance(value, list):
        return [mapping.get(v, v) if isinstance(v, str) else v for v in value]
    if isinstance(value, str):
        return mapping.get(value, value)
    return value


__all__ = ["CoachError", "Knowledge", "back", "dealt_anew", "observation", "zones"]
