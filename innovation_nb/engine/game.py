"""``Game``: the public object. It drives the rules one event at a time and keeps the history.

The rules run as generators (actions → dogma → effects → primitives) that yield either an Event (a change
about to be applied; resuming applies it) or a Request (a decision). ``step()`` applies exactly one event.
History is a checkpoint (a cloned state) at every point between actions plus the inputs given (actions and
answers); rewinding restores the nearest checkpoint and replays at most one action.
"""

from __future__ import annotations

import json
import random
from collections.abc import Generator
from typing import Any

from ..cards.data import CARDS_BY_AGE, CARDS_BY_SET, COLORS, RELICS
from ..errors import InnovationError, clip, shorten
from ..terms import check_terminology
from .actions import Action, IllegalAction, legal_actions, run_action, setup, why_illegal
from .context import Ctx
from .decisions import InvalidAnswer, Request, Simultaneous
from .dogma import Frame
from .endgame import GameEnded
from .events import STATE_CHANGES, Event, describe
from .icons import icon_counts
from .moves import Move
from .preview import preview

# GameError and the checks of a table's sets and seats live below the positions and the saves, which use them too
from .seats import GameError, check_expansions, check_seat_names
from .state import CITIES_SPECIALS, ECHOES_SPECIALS, SPECIAL_ACHIEVEMENTS, GameState, Player
from .text import Reader
from .view import view
from .visibility import answer_seen

FORMAT = "innovation_nb/game"  # a save's envelope, written by Game.to_dict and read back by saves.py
VERSION = 2  # 2: checked on load; a position may set ``achievements_needed``

# Where a game is loaded from, by name: what reads a scenario or a save sits above Game (each builds its game with
# one), so it registers its reader here instead of being imported. "scenario": Scenario.load (innovation_nb's
# __init__ imports the scenario); "save": saves.load (the engine's __init__ imports the saves).
LOADERS: dict = {}


class ReplayError(GameError):
    """Input ``index`` of a replay (a loaded save's) cannot be given where the game stands; ``message`` says why."""

    def __init__(self, index: int, message: str):
        self.index = index
        self.message = message
        super().__init__(f"input {index}: {message}")


class Game:
    """A game of Innovation.

    >>> g = Game.new(["Alice", "Bob"], seed=1)
    >>> g.pending.kind                      # each player first chooses a card to meld
    'cards'
    """

    def __init__(self, state: GameState, *, history: bool = True, trace: bool | None = None):
        """``history``: keep checkpoints and inputs (undo, rewind, fork mid-dogma, JSON). ``trace``: record the
        structural events (action, card, effect, player frames) and their texts; defaults to ``history``. A game
        for bots and search (``history=False``) skips them: the same rules, fewer events and frames (only action and
        card frames), no texts."""
        trace = history if trace is None else trace
        if trace is False and history:
            raise ValueError("trace=False needs history=False: a saved game replays its events one by one")
        self.trace = trace
        self.state = state
        self.events: list[Event] = []
        # the running action, or None between actions: it yields events and decisions, and is sent the answers
        self._gen: Generator[Event | Request | Simultaneous, Any, None] | None = None
        self._next: Event | None = None  # the event the running action will apply at the next step
        self._pending: Request | None = None
        self._group: dict | None = None  # simultaneous requests still open: {player: Request}, in seat order
        self._group_answers: dict = {}
        self._pops = 0  # frames finished but still shown: they go when the next event or decision comes
        self._action_start = 0  # index of the first event of the running action (what was revealed in it)
        self._history = history
        self._initial = state.to_dict() if history else None  # only saved games need the start position
        self._inputs: list[list] = []  # ["action", "meld Archery"] or ["answer", <value>]
        self._checkpoints: list[tuple[int, int, GameState]] = []
        self._checkpoint()
        if state.phase == "setup":
            self._start(setup(self))
            self.run_until_decision()

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        players=("Alice", "Bob"),
        seed: int | None = None,
        edition: str = "third",
        teams=None,
        extra_achievement: bool = False,
        history: bool = True,
        trace: bool | None = None,
        expansions=(),
        relics: bool = False,
    ) -> "Game":
        """A new game: shuffled supply, one achievement per age 1–9, the five specials, two 1s dealt to each
        player, and the first meld to choose (``pending``: a decision for each player in turn).

        ``players``: 2 to 4 names, in seat (clockwise) order. ``teams``: for four players, True (seats 1+3
        against 2+4) or two pairs of names. ``edition``: "third" (default) or "first". ``expansions``: card sets
        to add, e.g. ``("artifacts",)``; ``relics``: the optional Artifacts relics.
        """
        state = new_state(players, seed, edition, teams, extra_achievement, expansions, relics)
        return cls(state, history=history, trace=trace)

    @classmethod
    def from_state(cls, state: GameState, history: bool = True, trace: bool | None = None) -> "Game":
        return cls(state, history=history, trace=trace)

    @classmethod
    def from_scenario(cls, scenario, history: bool = True) -> "Game":
        """A game at the position a ``Scenario`` (anything with ``to_state()``), or a dict, text or file path of
        one, describes."""
        if not callable(getattr(scenario, "to_state", None)):
            scenario = LOADERS["scenario"](scenario)
        return cls(scenario.to_state(), history=history)

    # -- reading -----------------------------------------------------------------------------------
    @property
    def pending(self) -> Request | None:
        """The decision the game waits for, or None."""
        return self._pending

    @property
    def pending_all(self) -> list[Request]:
        """Every decision the game waits for. Usually one (``pending``); when players choose at the same time
        (the first meld), all the open ones, answerable in any order with ``answer(value, player=...)``."""
        if self._group is not None:
            return list(self._group.values())
        return [self._pending] if self._pending is not None else []

    @property
    def to_act(self) -> str | None:
        """Who moves now: the player the pending decision waits for (the first open one when several choose at
        once), else the player whose turn it is (an action of theirs may still be resolving: ``resolving``);
        None once the game is over."""
        if self._pending is not None:
            return self._pending.player
        if self.state.result is not None:
            return None
        return self.state.current_player.name

    @property
    def result(self):
        return self.state.result

    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def resolving(self) -> bool:
        """True while an action (or the setup) is in progress."""
        return self._gen is not None

    @property
    def players(self) -> list[Player]:
        return self.state.players

    @property
    def current_player(self) -> Player:
        return self.state.current_player

    def player(self, who) -> Player:
        return self.state.player(who)

    @property
    def frames(self) -> list[dict]:
        """The stack of what is resolving, outermost first (action → card → effect → player …)."""
        return [f.to_dict() for f in self.state.frames]

    @property
    def plan(self):
        """The DogmaPlan of the dogma action in progress, if any."""
        for f in self.state.frames:
            if f.kind == "card" and f.plan is not None:
                return f.plan
        return None

    def preview(self, action):
        """What a Dogma action (``"dogma Sailing"``) by the current player would do now: who would share, who
        would be vulnerable, which effects each would execute, whether the free draw is possible. Public
        information only; the game does not change. See ``engine.preview``."""
        return preview(self, action)

    def icon_counts(self, who) -> dict[str, int]:
        return icon_counts(self.player(who))

    def legal_actions(self) -> list[Action]:
        if self._gen is not None or self._pending is not None:
            return []
        return legal_actions(self.state)

    def why_illegal(self, action) -> str | None:
        """None if ``action`` may be applied now, else the reason in words."""
        try:
            a = Action.parse(action)
        except IllegalAction as e:
            return str(e)
        return self._why_illegal(a)

    def _why_illegal(self, a: Action) -> str | None:
        if self._pending is not None:
            return f"a decision is pending: {self._pending.player} must answer ({self._pending.prompt})"
        if self._gen is not None:
            return "an action is still resolving: step or run it to its end first"
        return why_illegal(self.state, a)

    # -- playing -----------------------------------------------------------------------------------
    def apply(self, action, run: bool = True):
        """Take an action for the current player (``Action`` or text like ``"dogma Archery"``).

        With ``run`` (default) the rules run until a decision is needed or the action is over; with
        ``run=False`` nothing happens until ``step()``. An illegal action raises IllegalAction and changes
        nothing."""
        a = Action.parse(action)  # raises IllegalAction saying what is wrong
        why = self._why_illegal(a)
        if why:
            raise IllegalAction(why)
        if self._history:  # only saves, rewinds and mid-action forks replay the inputs
            self._inputs.append(["action", str(a)])
        self._start(run_action(self, a))
        if run:
            self.run_until_decision()
        return self

    def step(self) -> Event:
        """Apply exactly one event and return it."""
        if self._pending is not None:
            raise GameError(f"waiting for {self._pending.player} to decide: {self._pending.prompt}")
        ev = self._next
        if ev is None:
            if self.over:
                raise GameError("the game is over")
            raise GameError("nothing is resolving: apply an action first")
        self._record(ev)
        self._resume(None)
        return ev

    def run_until_decision(self) -> Request | None:
        """Step until a decision is needed or nothing is resolving; returns the pending request."""
        # step() inlined, with _record() and the common case of _resume(): this loop carries every event of every
        # bot game and search.
        events, state, gen = self.events, self.state, self._gen
        if gen is None:  # nothing is resolving (no event is next either)
            return self._pending
        frames = state.frames
        while self._pending is None and (ev := self._next) is not None:
            if self._pops:
                self._flush_pops()
            events.append(ev)
            if len(frames) >= 2 and frames[1].counts and ev.kind in STATE_CHANGES:
                frames[1].bonus.append(ev.index)
            try:
                item = gen.send(None)
            except (StopIteration, GameEnded):
                item = None
            if item.__class__ is Event and state.result is None:
                self._next = item
            else:
                self._settle(item)
        return self._pending

    def answer(self, value, run: bool = True, player: str | None = None):
        """Answer the pending decision: card title(s), a colour, a player name, a number, yes/no (True/False),
        or None / [] to decline an optional one. A wrong answer raises InvalidAnswer and changes nothing.
        ``player``: whose decision, when several are open at once (``pending_all``); default ``pending``'s."""
        req = self._pending
        if req is None:
            raise GameError("no decision is pending")
        if player is not None and player != req.player:
            if self._group is None or not isinstance(player, str) or player not in self._group:
                open_ = ", ".join(r.player for r in self.pending_all)
                raise GameError(f"{shorten(player)} has no decision to take now (waiting for {open_})")
            req = self._group[player]
        norm = req.check(value)
        if self._history:
            self._inputs.append(["answer", norm] if self._group is None else ["answer", norm, req.player])
        self._record(
            self._event(
                "decision",
                req.player,
                (),
                None,
                None,
                {"answer": norm, "prompt": req.prompt, "kind": req.kind, "forced": False, "hidden": req.hidden},
                answer_seen(self, req, norm),
            )
        )
        if self._group is not None:
            del self._group[req.player]
            self._group_answers[req.player] = norm
            if self._group:
                self._pending = next(iter(self._group.values()))
                return self
            norm, self._group, self._group_answers = self._group_answers, None, {}
        self._pending = None
        self._resume(norm)
        if run:
            self.run_until_decision()
        return self

    def play(self, *moves, run: bool = True):
        """Play ``moves`` in order. A ``Move`` is played as what it is (an action by the player whose turn it is,
        an answer by the player it names: see ``moves.Move``); anything else is an answer while a decision is
        pending, else an action (a convenience for examples and tests). ``run`` as for ``apply`` and ``answer``.
        A move that does not fit raises the error ``apply`` or ``answer`` would (an action by another player than
        the current one: IllegalAction) and changes nothing; the moves before it stay played."""
        for m in moves:
            if isinstance(m, Move):
                if m.kind == "answer":
                    self.answer(m.value, run, m.player)
                    continue
                if (
                    m.player is not None
                    and self._pending is None
                    and self._gen is None
                    and not self.over
                    and m.player != self.state.current_player.name
                ):
                    raise IllegalAction(f"it is {self.state.current_player.name}'s turn, not {clip(m.player, 40)}'s")
                self.apply(m.value, run)
            elif self._pending is not None:
                self.answer(m, run)
            else:
                self.apply(m, run)
        return self

    # -- the driver --------------------------------------------------------------------------------
    def _start(self, gen) -> None:
        self._gen = gen
        self._action_start = len(self.events)
        self._resume(None)

    def _resume(self, value) -> None:
        gen = self._gen
        # called only while an action runs: an event was just applied, a decision answered, or the action started
        assert gen is not None, "nothing is resolving"
        try:
            item = gen.send(value)
        except (StopIteration, GameEnded):
            item = None
        self._settle(item)

    def _settle(self, item) -> None:
        """Take what the running action yielded: the next event, a decision, or nothing (it ended)."""
        if self.state.result is not None:
            if self._gen is not None:
                self._gen.close()
            self._gen, self._next, self._pending, self._group = None, None, None, None
            self.state.frames.clear()
            self._pops = 0
            return
        if item is None:
            self._flush_pops()
            self._gen, self._next = None, None
            self._checkpoint()
        elif item.__class__ is Request:
            self._flush_pops()
            self._next, self._pending = None, item
        elif item.__class__ is Simultaneous:
            self._flush_pops()
            self._group = {r.player: r for r in item.requests}
            self._group_answers = {}
            self._next, self._pending = None, item.requests[0]
        else:
            self._next = item

    def _event(self, kind, player, cards=(), source=None, dest=None, data=None, seen=None) -> Event:
        if not self.trace:  # its frames record no events: nothing to point back to
            return Event(len(self.events), kind, player, cards, source, dest, None, data, seen)
        fr = self.state.frames
        live = len(fr) - self._pops
        return Event(
            len(self.events), kind, player, cards, source, dest, fr[live - 1].event if live else None, data, seen
        )

    def _record(self, ev: Event) -> None:
        if self._pops:
            self._flush_pops()
        self.events.append(ev)
        fr = self.state.frames
        # A change made while an opponent executes a shared effect (the action's card frame says when) earns the
        # activator the free draw.
        if len(fr) >= 2 and fr[1].counts and ev.kind in STATE_CHANGES:
            fr[1].bonus.append(ev.index)

    def _push(
        self, kind, text="", player=None, card=None, index=None, demand=None, plan=None, role=None, mode=None, label=""
    ):
        s = self.state
        if not self.trace:
            return self._open(kind, player, card, index, demand or False, plan, role, mode)
            yield  # a generator like the traced path
        given = (("card", card), ("index", index), ("demand", demand), ("role", role), ("mode", mode))
        data = {k: v for k, v in given if v is not None}
        data["text"] = text
        if plan is not None:
            data["plan"] = plan.to_dict()
        ev = self._event(kind, player, (), None, None, data)
        yield ev
        f = Frame(s.next_frame, kind, ev.index, player, card, index, demand or False, plan, role, mode, label)
        s.next_frame += 1
        s.frames.append(f)
        return f

    def _open(self, kind, player=None, card=None, index=None, demand=False, plan=None, role=None, mode=None):
        """Push a frame at once, without an event: what ``_push`` does in a game without a trace (the rules call
        it directly there, sparing a generator per frame)."""
        if self._pops:  # after any frame still waiting to close
            self._flush_pops()
        s = self.state
        f = Frame(s.next_frame, kind, None, player, card, index, demand, plan, role, mode, "")
        s.next_frame += 1
        s.frames.append(f)
        return f

    def _pop(self, frame) -> None:
        fr = self.state.frames
        if fr[len(fr) - 1 - self._pops] is not frame:
            raise RuntimeError(f"frame stack out of order: closing {frame}, but {fr[len(fr) - 1 - self._pops]} is open")
        self._pops += 1

    def _flush_pops(self) -> None:
        if self._pops:
            del self.state.frames[len(self.state.frames) - self._pops :]
            self._pops = 0

    def context(self, player, activator, card, number, demand, frame) -> Ctx:
        return Ctx(self, player, activator, card, number, demand, frame)

    # -- history -----------------------------------------------------------------------------------
    @property
    def keeps_history(self) -> bool:
        """Whether the game keeps its history (``history=True``, the default): what undo, rewind, saves and copies
        made mid-action need."""
        return self._history

    @property
    def inputs(self) -> list[list]:
        """Every input given so far, in order (a copy): ``["action", "meld Archery"]`` or ``["answer", value]``,
        with the player for a decision taken at the same time as others'. Empty in a game without history."""
        return _copied(self._inputs)

    def action_start(self) -> tuple[GameState, list[list], int]:
        """Where the action resolving now (or the setup) began: a copy of the position then, the inputs given
        since, and the index of its first event. Between actions, that is the position now, no input and the
        number of events. Mid-action it needs the history (GameError without)."""
        if not self.resolving:
            return self.state.clone(), [], len(self.events)
        if not self._history:
            raise GameError("this game keeps no history (history=False): where its action began is not known")
        n_events, n_inputs, snap = self._checkpoints[-1]  # a checkpoint is taken between actions
        return snap.clone(), _copied(self._inputs[n_inputs:]), n_events

    def _checkpoint(self) -> None:
        if self._history:
            self._checkpoints.append((len(self.events), len(self._inputs), self.state.clone()))

    def undo(self, steps: int = 1) -> "Game":
        """Go back ``steps`` events (a whole number ≥ 0; more than there are goes back to the start)."""
        if isinstance(steps, bool) or not isinstance(steps, int) or steps < 0:
            raise GameError(f"undo: the number of events to take back is a whole number ≥ 0, not {shorten(steps)}")
        return self.rewind(max(0, len(self.events) - steps))

    def rewind(self, to: int) -> "Game":
        """Return to the moment just after event ``to - 1`` (``to`` events applied); later inputs are dropped."""
        if not self._history:
            raise GameError("this game keeps no history (history=False)")
        if isinstance(to, bool) or not isinstance(to, int):
            raise GameError(
                f"rewind: the event to go back to is a whole number from 0 to {len(self.events)}, not {shorten(to)}"
            )
        if not 0 <= to <= len(self.events):
            raise GameError(f"cannot rewind to event {shorten(to)}: the game has {len(self.events)} events")
        k = len(self._checkpoints) - 1
        while self._checkpoints[k][0] > to:
            k -= 1
        self._replay(k, to, self._inputs)
        return self

    def _replay(self, k: int, to: int, inputs: list, resume: bool = False) -> int:
        """Restore checkpoint ``k`` and replay ``inputs`` until ``to`` events. With ``resume``, an action
        applied but not yet stepped at that point is started again (fork, loading). Returns the number of
        inputs used; an input that does not fit (a loaded save's) raises ReplayError naming it."""
        n_events, n_inputs, snap = self._checkpoints[k]
        del self._checkpoints[k + 1 :]
        del self.events[n_events:]
        self.state = snap.clone()
        self._gen = self._next = self._pending = self._group = None
        self._group_answers = {}
        self._pops = 0
        self._inputs = inputs[:n_inputs]
        if self.state.phase == "setup":
            self._start(setup(self))
        i = n_inputs
        try:
            while len(self.events) < to:
                if self._pending is not None:
                    entry = _input(inputs, i, "answer")
                    self.answer(entry[1], run=False, player=entry[2] if len(entry) > 2 else None)
                    i += 1
                elif self._next is None:
                    self.apply(_input(inputs, i, "action")[1], run=False)
                    i += 1
                else:
                    self.step()
            if resume and i < len(inputs) and self._next is None and self._pending is None and not self.over:
                self.apply(_input(inputs, i, "action")[1], run=False)
                i += 1
        except ReplayError:
            raise
        except InnovationError as e:
            raise ReplayError(i, str(e)) from None
        return i

    def fork(self, history: bool | None = None) -> "Game":
        """An independent copy at this exact point (mid-dogma included). ``history=False``: a copy that keeps no
        history nor trace from here on (the fast mode, for trials and search; between actions only)."""
        g = Game.__new__(Game)
        g._pops = 0
        g._group, g._group_answers = None, {}
        g._action_start = self._action_start
        g.events = self.events[:]
        if history is False and self._history:
            if self._gen is not None:
                raise GameError("a copy without history can only be made between actions")
            g.trace = g._history = False
            g._initial, g._checkpoints, g._inputs = None, [], []
            g.state = self.state.clone()
            g._gen = g._next = g._pending = None
            return g
        g.trace = self.trace
        g._history = self._history
        g._initial = self._initial
        g._checkpoints = self._checkpoints[:]
        g._inputs = self._inputs[:]
        if self._gen is None and self._history:
            g.state = self.state.clone()
            g._gen = g._next = g._pending = None
        elif self._history:
            g._replay(len(g._checkpoints) - 1, len(self.events), self._inputs, resume=True)
        else:
            if self._gen is not None:
                raise GameError("a game without history can only be forked between actions")
            g.state = self.state.clone()
            g._gen = g._next = g._pending = None
        return g

    def clone(self) -> "Game":
        return self.fork()

    # -- serialisation -----------------------------------------------------------------------------
    def to_json(self, indent: int | None = None) -> str:
        """The whole game (start position and every input) and where it stands now, mid-dogma included."""
        return json.dumps(self.to_dict(), indent=indent)

    def to_dict(self) -> dict:
        if not self._history:
            raise GameError("this game keeps no history (history=False): use state.to_dict() between actions")
        return {
            "format": FORMAT,
            "version": VERSION,
            "initial": self._initial,
            "inputs": self._inputs,
            "events": len(self.events),
            "position": self.state.to_dict(),
            "pending": self._pending.to_dict() if self._pending else None,
        }

    @classmethod
    def from_json(cls, text) -> "Game":
        """The game ``to_json`` saved (its text, UTF-8 bytes, or the ``to_dict`` dict), checked before it is
        trusted: the format version, every field, the start position, and the inputs replayed to the saved
        position. A save that fails raises ``SaveError`` naming the field and the problem."""
        return LOADERS["save"](text)

    # -- views -------------------------------------------------------------------------------------
    def view(self, viewer=None) -> dict:
        """What ``viewer`` may see: their own hand and score pile; for others, counts and ages only;
        achievements by age (standard) or name (special); the supply as counts. ``viewer=None`` (or
        ``innovation_nb.engine.view.PUBLIC``): the public view, a spectator's (no hand or score identities at all);
        ``innovation_nb.engine.view.TEACHING``: the teaching view (every hand and score pile face up). What each
        viewer may see is decided in one place: ``engine.view.project``."""
        return view(self, viewer)

    def event_tree(self) -> list[dict]:
        """The log as a tree: action → card → effect → player → event."""
        nodes: list[dict] = [{"event": e, "children": []} for e in self.events]
        roots: list[dict] = []
        for n in nodes:
            p = n["event"].parent
            (nodes[p]["children"] if p is not None else roots).append(n)
        return roots

    def log(self, viewer=None, terminology: str = "asmadi", you=None) -> list[str]:
        """Every event in words for ``viewer`` (None: everything shown; a seat name: what that player may know;
        ``innovation_nb.engine.text.PUBLIC``: a spectator). ``you``: the player addressed as "you"."""
        reader = Reader(viewer, check_terminology(terminology), you)
        return [describe(e, reader) for e in self.events]

    def __repr__(self) -> str:
        s = self.state
        if s.result:
            where = f"over: {s.result.detail}"
        elif s.phase == "setup":
            where = "setup"
        else:
            where = f"turn {s.turn}, {s.current_player.name} to act ({s.actions_left} left)"
        return f"<Game {' vs '.join(s.player_names)}, {where}, {len(self.events)} events>"


def _copied(inputs: list) -> list[list]:
    """Inputs as a copy that shares nothing with the game's (an answer's list of cards included)."""
    return [[list(v) if isinstance(v, list) else v for v in entry] for entry in inputs]


def _input(inputs: list, i: int, kind: str) -> list:
    """Input ``i``, which must be an ``kind`` (a loaded save's inputs may not fit the game)."""
    if i >= len(inputs):
        raise ReplayError(i, f"the game waits for an {kind}, but the inputs end")
    if inputs[i][0] != kind:
        raise ReplayError(i, f"the game waits for an {kind} here, not an {inputs[i][0]}")
    return inputs[i]


def new_state(
    players, seed=None, edition="third", teams=None, extra_achievement=False, expansions=(), relics=False
) -> GameState:
    names = check_seat_names(players)
    if edition not in ("third", "first"):
        raise GameError(f"edition: 'third' or 'first', got {shorten(edition)}")
    team_of = team_assignment(names, teams)
    rng = random.Random(seed)
    s = GameState()
    s.edition = edition
    s.extra_achievement = extra_achievement
    for i, n in enumerate(names):
        s.players.append(Player(n, i, team_of.get(n)))
    for age in range(1, 11):
        pile = list(CARDS_BY_AGE[age])
        rng.shuffle(pile)
        s.supply[age - 1] = pile
    s.achievements = [s.supply[age - 1].pop() for age in range(1, 10)]
    s.specials = list(SPECIAL_ACHIEVEMENTS)
    s.set_expansions(check_expansions(expansions))
    if "echoes" in s.expansions:
        s.specials += list(ECHOES_SPECIALS)
    if "cities" in s.expansions:
        s.specials += list(CITIES_SPECIALS)
    for card_set in s.expansions:  # shuffled after the base piles: a base game deals exactly as before
        piles = [list(CARDS_BY_SET[card_set][age]) for age in range(1, 11)]
        for pile in piles:
            rng.shuffle(pile)
        s.supplies[card_set] = piles
    if relics:
        if "artifacts" not in s.expansions:
            raise GameError("relics: the relics come with Artifacts of History; add expansions=('artifacts',)")
        s.relics_on = True
        s.relics = list(RELICS)
    return s


def team_assignment(names, teams) -> dict:
    if not teams:
        return {}
    if len(names) != 4:
        raise GameError(f"teams: the team game is for four players, got {len(names)}")
    if teams is True:
        return {names[0]: 0, names[2]: 0, names[1]: 1, names[3]: 1}
    pairs = [list(t) for t in teams if isinstance(t, (list, tuple))] if isinstance(teams, (list, tuple)) else []
    flat = [n for t in pairs for n in t]
    if (
        len(pairs) != 2
        or any(len(t) != 2 for t in pairs)
        or not all(isinstance(n, str) for n in flat)
        or sorted(flat) != sorted(names)
    ):
        raise GameError(f"teams: give two pairs covering the four players {', '.join(names)}, got {shorten(teams)}")
    return {n: i for i, t in enumerate(pairs) for n in t}


__all__ = ["Game", "GameError", "IllegalAction", "InvalidAnswer", "Action", "COLORS", "Move"]
