"""Soundness: does a puzzle hold whatever is hidden from its solver?

A puzzle's position fixes every card, but its solver sees only what a player in that seat sees: their own hand,
score pile and forecast, every board, and the backs (set and age) of the rest — the supply's order, the standard
achievements, the other players' hands, score piles and forecasts (``scenario.redeal``). A puzzle is **sound**
when, whichever way those hidden cards lie:

1. **its solution is one plan**: the stated first action, then answers of the solver's that depend only on what the
   solver observes, reach the goal against every answer of the other players in every deal. The search is an
   AND-OR tree over what the solver can tell apart: a node is a set of games (a deal and the play so far) that
   look the same to the solver (``engine.visibility.observation``, and the cards of the events they saw); the
   solver gives one answer for all of them (OR); after it the games split by what the solver now observes, and
   every part must succeed, as must every answer of the others in every game (AND);
2. **no other first action reaches the goal in any deal**: each deal is searched with everything known
   (``solver.first_moves``), as the miner searches the position itself.

**Exact or over deals.** When no line within the budget, after any first action, reaches a hidden card, one deal
decides for all of them: the lines play the same in every deal. The stated deal is searched once more, every line
of every first action, and a hidden card is *reached* when an event moves or shows it (a draw, a transfer, a
foreshadow, a return, a reveal, ...), when a decision offers it (an opponent choosing from their hand), or when an
effect is carried out by another player holding hidden cards (a demand their hand answers, even when nothing
moves); a goal that names a hidden card reaches it too. One exception keeps the Draw and Achieve actions, which
every position has, from reaching a card by themselves: the card they take (the top of a pile, a standard
achievement) is only reached if the line goes on after that action, since nothing reads it before the goal is
judged. Otherwise the puzzle must hold over ``deals`` deals (``DEALS``, 32): the stated one and re-deals of the
hidden cards (``scenario.redeal``), drawn by a random generator seeded by the position, so the same puzzle always
meets the same deals.

Every search is bounded by a number of positions, never by time: a search that runs out is a refusal (the puzzle
is not proved sound), never a claim. A puzzle whose goal needs a card its solver cannot see is refused like any
other: in some deal that card lies elsewhere.

>>> from innovation_nb.puzzles import pack                       # doctest: +SKIP
>>> soundness(pack.load()[0])                                     # doctest: +SKIP
<Soundness: sound (exact: no line reaches a hidden card)>
"""

from __future__ import annotations

import json
import random
from collections import Counter

from ..cards.data import CARDS
from ..engine.actions import Action, IllegalAction
from ..engine.game import Game
from ..engine.visibility import back, observation
from ..errors import InnovationError
from ..scenario.model import Scenario
from ..scenario.redeal import redeal, unseen
from .errors import PuzzleError
from .model import Puzzle, Question
from .play import answers, state_key
from .solver import SolveTimeout, first_moves, replayed

DEALS = 32  # deals (the stated one among them) a puzzle must hold over, unless one decides for all
MAX_POSITIONS = 100_000  # positions one search may visit (the plan's: this many per deal)
TRIES = 4  # re-deals drawn per deal wanted: two re-deals may come out the same (few hidden cards)
QUIET = ("draw", "achieve")
# Why a puzzle is not sound, in the order they are looked for (``Soundness.why``).
WHY = {
    "stated": "the stated deal: the first move fails, or another works",
    "holds": "the goal holds from the start in some deal",
    "fails": "the first move fails in some deal",
    "others": "another first move works in some deal",
    "plan": "no one plan: the answers that work differ between deals the solver cannot tell apart",
    "positions": "a search ran out of positions (not proved sound)",
    "search": "a deal holds a decision too large to search (not proved sound)",
}  # actions whose card is reached only if the line goes on (see the module's text)


class Soundness:
    """What ``soundness`` found. ``bool(result)`` is ``sound``; ``reason`` says why or why not, in the game's words.

    ``exact``: one deal decided (no line reaches a hidden card); ``deals``: the deals searched (the stated one
    among them); ``first``: the stated first action; ``reach``: for each legal first action, where the hidden cards
    its lines reach lie ("in the 3 pile", "in Bob's hand"; None when that search ran out of positions, or was not
    made); ``fails``: deals where the first action does not reach the goal (searched with everything known);
    ``others``: the other first actions that reach it, with the number of deals where they do; ``holds``: deals
    where the goal holds from the start; ``plan``: whether one plan works in every deal (None when not searched);
    ``positions``: positions searched in all."""

    def __init__(self, first: str | None, deals: int, exact: bool, reach: dict | None = None):
        self.sound = False
        self.why = ""  # not sound: stated, holds, fails, others, plan or positions (see ``WHY``)
        self.reason = ""
        self.first = first
        self.deals = deals
        self.exact = exact
        self.reach: dict[str, tuple[str, ...]] | None = reach
        self.fails = 0
        self.others: dict[str, int] = {}
        self.holds = 0
        self.plan: bool | None = None
        self.positions = 0

    def __bool__(self) -> bool:
        return self.sound

    def __repr__(self) -> str:
        return f"<Soundness: {self.reason}>"

    __str__ = __repr__


class _Spent(Exception):
    """A search ran out of its positions."""


def soundness(
    puzzle,
    first=None,
    *,
    deals: int = DEALS,
    max_positions: int = MAX_POSITIONS,
    moves: list | None = None,
) -> Soundness:
    """Is ``puzzle`` (a :class:`Puzzle`, or a :class:`Question` a miner asks) sound whatever is hidden from its
    solver? ``first``: the stated first action (default: the puzzle's ``intended`` line's first, else the only one
    that works in the stated deal). ``deals``: how many deals it must hold over when one does not decide (the stated
    one among them; fewer when the hidden cards cannot be dealt in so many ways). ``max_positions``: what one
    search may visit (the plan's search, this many per deal). ``moves``: ``first_moves`` of the puzzle itself, when
    already searched (the miner's), so that it is not searched again.

    Returns a :class:`Soundness`. Raises :class:`PuzzleError` for a puzzle the check does not take: one with a
    ``script`` (other players' turns: their hidden cards would decide what they can play) or cooperative opponents,
    a first action that is not legal, or ``deals`` below 1. A deal that holds a decision too large to search (a
    longer pile to order than the solver takes) is a refusal, ``why`` "search", like a search out of positions."""
    q = puzzle if isinstance(puzzle, Question) else Puzzle.load(puzzle)
    if q.script:
        raise PuzzleError("script", "the soundness check takes puzzles within one turn: this one has a script")
    if not q.adversarial:
        raise PuzzleError("opponents", "the soundness check takes puzzles whose opponents answer as adversaries")
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise PuzzleError("deals", f"a number of deals, 1 or more, not {deals!r}")
    solver = q.solver
    hidden = _hidden(q)
    used = 0
    if moves is None:
        try:
            moves, used = first_moves(q, max_positions=max_positions)
        except SolveTimeout:
            return _refused(
                Soundness(None, 1, False), "positions", f"the search ran out of its {max_positions} positions"
            )
    working = [a for a, _, c in moves if c]
    first = _first(q, first, working)
    if first not in [a for a, _, _ in moves]:
        raise PuzzleError("intended", f"{first!r} is not a legal first action at the start")
    if first not in working:
        return _refused(
            Soundness(first, 1, False), "stated", f"the first move ({first}) does not reach the goal in the stated deal"
        )
    if len(working) > 1:
        others = [a for a in working if a != first]
        return _refused(
            Soundness(first, 1, False), "stated", f"{_listed(others)} also {_works(others)} in the stated deal"
        )

    reach = _Reach(q, hidden, max_positions)
    try:
        reached = reach.first_actions()
    except _Spent:
        reached = None  # not proved that no line reaches a hidden card: over deals, then
    used += reach.positions
    named = _named(q, hidden)
    one = reached is not None and not named and not any(reached.values())  # exact: one deal decides

    def places(action) -> set:
        return set(named) | (set(reached.get(action, ())) if reached is not None else set())

    def where(action) -> str:
        return f" (its lines reach hidden cards {_where(places(action))})" if places(action) else ""

    questions: list[Question | None] = [q] if one else [q, *(_ask(q, s) for s in _deals(q, solver, deals - 1))]
    result = Soundness(first, len(questions), one, None if reached is None else _words(reached))
    others: Counter = Counter()
    for k, qd in enumerate(questions[1:], 1):
        if qd is None:
            result.holds += 1
            continue
        try:
            alt, n = first_moves(qd, max_positions=max_positions)
        except SolveTimeout:
            result.positions = used + max_positions
            return _refused(result, "positions", f"the search ran out of its {max_positions} positions in deal {k + 1}")
        except PuzzleError as e:  # a decision too large to search arises in this deal only (a longer pile to order)
            result.positions = used
            return _refused(result, "search", f"deal {k + 1} cannot be searched ({e.message})")
        used += n
        works = [a for a, _, c in alt if c]
        result.fails += first not in works
        others.update(a for a in works if a != first)
    result.others = dict(others)
    result.positions = used
    n = result.deals
    if result.holds:
        return _refused(result, "holds", f"the goal holds from the start in {result.holds} of {n} deals{where(first)}")
    if result.fails:
        return _refused(result, "fails", f"the first move fails in {result.fails} of {n} deals{where(first)}")
    if others:
        a, k = others.most_common(1)[0]
        k_more = len(others) - 1
        more = f" (and {k_more} more first move{'s' if k_more > 1 else ''})" if k_more else ""
        return _refused(result, "others", f"{a} also works in {k} of {n} deals{where(a)}{more}")

    plan = _Plan([qd for qd in questions if qd is not None], solver, max_positions * n)
    try:
        result.plan = plan.proves(first)
    except _Spent:
        result.positions = used + plan.positions
        return _refused(result, "positions", f"the plan's search ran out of its {max_positions * n} positions")
    except PuzzleError as e:
        result.positions = used + plan.positions
        return _refused(result, "search", f"the plan cannot be searched in every deal ({e.message})")
    result.positions = used + plan.positions
    if not result.plan:
        what = f"what is hidden {_where(places(first))}" if places(first) else "the hidden cards"
        return _refused(
            result, "plan", f"the plan needs to know {what} (answers differ between deals the solver cannot tell apart)"
        )
    result.sound = True
    result.reason = (
        "sound (exact: no line reaches a hidden card)"
        if one
        else f"sound over {n} deals: one plan reaches the goal in every one, and no other first move in any"
    )
    return result


def reach(puzzle, *, max_positions: int = MAX_POSITIONS) -> dict[str, tuple[str, ...]] | None:
    """For each legal first action of ``puzzle``, where the hidden cards its lines reach lie, in words ("in the 2
    pile", "in Bob's hand"; empty: none), searched in the stated deal as the module's text says; None when the
    search runs out of ``max_positions``. A puzzle is exact when no first action reaches any (and its goal names no
    hidden card)."""
    q = puzzle if isinstance(puzzle, Question) else Puzzle.load(puzzle)
    try:
        reached = _Reach(q, _hidden(q), max_positions).first_actions()
    except _Spent:
        return None
    return _words(reached)


def exact(puzzle, *, max_positions: int = MAX_POSITIONS) -> bool:
    """Does one deal decide for all: no line of ``puzzle`` within its budget, after any first action, reaches a hidden
    card, and its goal names none? (False when the search runs out of ``max_positions``.)"""
    q = puzzle if isinstance(puzzle, Question) else Puzzle.load(puzzle)
    hidden = _hidden(q)
    if _named(q, hidden):
        return False
    try:
        reached = _Reach(q, hidden, max_positions).first_actions()
    except _Spent:
        return False
    return not any(reached.values())


def _named(q: Question, hidden: dict) -> list:
    """Where the hidden cards the goal names lie."""
    return sorted({hidden[c] for c in _cards_named(q.goal.to_data()) if c in hidden})


def _hidden(q: Question) -> dict[str, tuple]:
    """Each card the solver cannot see at the start → where it lies (``_place``)."""
    return {cards[i]: _place(kind, owner, cards[i]) for kind, owner, cards, i in unseen(q.start_state(), q.solver)}


def _words(reached: dict[str, frozenset]) -> dict[str, tuple[str, ...]]:
    return {a: tuple(_where([p]) for p in sorted(ps)) for a, ps in reached.items()}


def _refused(result: Soundness, why: str, reason: str) -> Soundness:
    result.why = why
    result.reason = reason
    return result


def _first(q: Question, first, working: list[str]) -> str:
    """The stated first action, as the solver writes it."""
    if first is None:
        intended = getattr(q, "intended", None)
        if intended:
            first = intended[0]
        elif len(working) == 1:
            first = working[0]
        else:
            raise PuzzleError("intended", "name the first action: the puzzle states no line")
    try:
        return str(Action.parse(first))
    except IllegalAction as e:
        raise PuzzleError("intended", str(e)) from None


def _works(actions: list) -> str:
    return "works" if len(actions) == 1 else "work"


def _listed(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _place(kind: str, owner, card: str) -> tuple:
    """Where a hidden card lies, as a key that sorts by seat and zone: a player's zone, a supply pile (its set and
    age), the available achievements or the removed cards."""
    if owner is not None:
        return (0, owner.index, ZONE_ORDER.index(kind) if kind in ZONE_ORDER else len(ZONE_ORDER), kind, owner.name)
    if kind == "supply":
        c = CARDS[card]
        return (1, SETS.index(c.set) if c.set in SETS else len(SETS), c.age, c.set)
    return (2, 0, 0, kind)


ZONE_ORDER = ("hand", "score", "forecast", "achievements")
SETS = ("base", "artifacts", "echoes", "cities")
ZONE_WORDS = {"hand": "hand", "score": "score pile", "forecast": "forecast", "achievements": "achievements"}


def _where(places) -> str:
    """Places (``_place``) in words: "in Bob's hand, in the 2 and 3 piles and among the available achievements"."""
    words = []
    piles: dict[str, list[int]] = {}
    for p in sorted(places):
        if p[0] == 0:
            zone = ZONE_WORDS.get(p[3], p[3])
            words.append(f"{'among' if p[3] == 'achievements' else 'in'} {p[4]}'s {zone}")
        elif p[0] == 1:
            piles.setdefault(p[3], []).append(p[2])
        else:
            words.append("among the available achievements" if p[3] == "available" else f"among the {p[3]} cards")
    at = sum(1 for p in places if p[0] == 0)
    for card_set, ages in piles.items():  # in SETS order, as sorted
        named = "" if card_set == "base" else f"{card_set.capitalize()} "
        words.insert(at, f"in the {named}{_listed([str(a) for a in ages])} pile{'s' if len(ages) > 1 else ''}")
        at += 1
    return _listed(words)


def _cards_named(data) -> set[str]:
    """The card titles anywhere in a goal's data."""
    if isinstance(data, str):
        return {data} if data in CARDS else set()
    if isinstance(data, dict):
        return set().union(*(_cards_named(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(_cards_named(v) for v in data))
    return set()


# -- the deals ------------------------------------------------------------------------------------------------
def _deals(q: Question, solver: str, n: int) -> list[Scenario]:
    """Up to ``n`` re-deals of what ``solver`` cannot see, each different from the others and from the stated deal,
    by a random generator seeded by the position (the same puzzle always meets the same deals)."""
    text = json.dumps(q.scenario.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    rng = random.Random(f"deals:{solver}:{text}")
    seen = {state_key(q.start_state())}
    out = []
    for _ in range(TRIES * n):
        if len(out) >= n:
            break
        s = redeal(q.scenario, solver, rng)
        key = state_key(s.to_state())
        if key not in seen:
            seen.add(key)
            out.append(s)
    return out


def _ask(q: Question, scenario: Scenario) -> Question | None:
    """The question of ``q`` in another deal; None when its goal holds there from the start."""
    try:
        return Question(
            scenario=scenario, player=q.player, goal=q.goal.to_data(), budget=q.budget, opponents=q.opponents
        )
    except PuzzleError as e:
        if e.field == "goal" and "already holds" in e.message:
            return None
        raise


def _hashable(inputs: tuple) -> tuple:
    return tuple(tuple(x) if isinstance(x, list) else str(x) if isinstance(x, Action) else x for x in inputs)


# -- exactness: the hidden cards the lines reach ---------------------------------------------------------------
class _Reach:
    """Every line of ``q`` within its budget, in the stated deal, after every first action (every answer of every
    player), and the hidden cards each first action's lines reach (see the module's text). ``hidden``: card → where
    it lies, for each card the solver cannot see at the start."""

    def __init__(self, q: Question, hidden: dict[str, str], limit: int):
        self.q = q
        self.solver = q.solver
        self.ctx = q.context()
        self.hidden = hidden
        self.limit = limit
        self.positions = 0
        self.memo: dict = {}
        start = q.start_state()
        # what an effect carried out by another player may read without moving it: their hidden cards
        self.holders = {
            p.name: frozenset(hidden[c] for c in (*p.hand, *p.score, *p.forecast) if c in hidden)
            for p in start.players
            if p.name != self.solver
        }

    def _tick(self) -> None:
        self.positions += 1
        if self.positions > self.limit:
            raise _Spent

    def first_actions(self) -> dict[str, frozenset]:
        """Each legal first action → where the hidden cards its lines reach lie (empty: none)."""
        # traced: the events then say who carries out each effect (the "player" frames)
        root = Game.from_state(self.q.start_state(), history=False, trace=True)
        out = {}
        for a in root.legal_actions():
            g = root.fork()
            at = len(g.events)
            g.apply(a)
            out[str(a)] = self._go(g, root, (a,), at, self.q.actions - 1, a.kind in QUIET)
        return out

    def _events(self, g: Game, at: int, quiet: bool) -> tuple[set, set]:
        """The places reached by the events from ``at``, and those a quiet action's own card takes (``loose``)."""
        reached, loose = set(), set()
        for e in g.events[at:]:
            if e.kind == "player" and e.player != self.solver:
                reached |= self.holders.get(e.player, frozenset())
            for c in e.cards:
                if c in self.hidden:
                    (loose if quiet and e.kind in QUIET else reached).add(self.hidden[c])
        return reached, loose

    def _go(self, g: Game, base: Game, inputs: tuple, at: int, left: int, quiet: bool) -> frozenset:
        """The places the lines from ``g`` (``base`` after ``inputs``; events from ``at`` not yet read) reach."""
        self._tick()
        reached, loose = self._events(g, at, quiet)
        at = len(g.events)
        req = g.pending
        if req is not None:
            reached |= loose  # the action goes on: a quiet action has no decisions of its own
            reached |= {self.hidden[c] for c in req.options if isinstance(c, str) and c in self.hidden}
            opts = answers(req)
            for k, ans in enumerate(opts):
                g2 = g if k == len(opts) - 1 else replayed(base, inputs)
                g2.answer(ans)
                reached |= self._go(g2, base, inputs + (ans,), at, left, False)
            return frozenset(reached)
        if self.q.goal.holds(g.state, self.ctx) or left <= 0 or g.over or g.state.current_player.name != self.solver:
            return frozenset(reached)  # the line ends here: what a quiet action took is never read
        reached |= loose
        key = (state_key(g.state), left)
        hit = self.memo.get(key)
        if hit is None:
            hit = set()
            for a in g.legal_actions():
                g2 = g.fork()
                g2.apply(a)
                hit |= self._go(g2, g, (a,), at, left - 1, a.kind in QUIET)
            hit = self.memo[key] = frozenset(hit)
        return frozenset(reached | hit)


# -- the plan ---------------------------------------------------------------------------------------------------
class _Member:
    """One game of a node: deal ``deal``, the game ``game`` (``base``, between actions, after ``inputs``), the
    solver's actions ``left``, and what the solver saw since the node before (``seen``)."""

    __slots__ = ("deal", "base", "inputs", "game", "left", "seen")

    def __init__(self, deal: int, base: Game, inputs: tuple, game: Game, left: int, seen: tuple = ()):
        self.deal = deal
        self.base = base
        self.inputs = inputs
        self.game = game
        self.left = left
        self.seen = seen

    def key(self) -> tuple:
        """The member as a position: between actions its state; during an action where it began and the inputs."""
        if not self.inputs:
            return (self.deal, state_key(self.game.state), self.left)
        return (self.deal, state_key(self.base.state), _hashable(self.inputs), self.left)


class _Plan:
    """The AND-OR search over what the solver can tell apart (see the module's text), in ``questions`` (one per
    deal), at most ``limit`` positions."""

    def __init__(self, questions: list[Question], solver: str, limit: int):
        self.questions = questions
        self.contexts = [qd.context() for qd in questions]
        self.goal = questions[0].goal
        self.solver = solver
        self.limit = limit
        self.positions = 0
        self.memo: dict = {}

    def _tick(self) -> None:
        self.positions += 1
        if self.positions > self.limit:
            raise _Spent

    def proves(self, first: str) -> bool:
        """Does one plan that starts with ``first`` reach the goal in every deal?"""
        games = [qd.start_game(history=False) for qd in self.questions]
        return self._after(
            [_Member(d, g, (), g, qd.actions) for d, (g, qd) in enumerate(zip(games, self.questions))], first
        )

    def _after(self, members: list[_Member], choice) -> bool:
        """The solver gives ``choice`` in every game of ``members``: does every game, after every answer of the
        others, reach the goal or a node (of the games the solver then cannot tell apart) that one answer wins?"""
        out: list[_Member] = []
        for m in members:
            at = len(m.game.events)
            try:
                if m.game.pending is None:
                    g = m.game.fork()
                    g.apply(choice)
                    base, inputs, left = m.game, (choice,), m.left - 1
                else:
                    base, inputs, left = m.base, m.inputs + (choice,), m.left
                    g = replayed(base, inputs)
            except InnovationError:
                return False  # not an answer this game takes: not one the plan can give in all of them
            if not self._resolve(m.deal, base, inputs, g, left, at, out):
                return False
        parts: dict = {}
        for m in out:
            parts.setdefault((observation(m.game, self.solver), m.left, m.seen), {}).setdefault(m.key(), m)
        return all(self._node(list(part.values())) for part in parts.values())

    def _resolve(self, deal: int, base: Game, inputs: tuple, g: Game, left: int, at: int, out: list) -> bool:
        """Finish ``g``'s action, every answer of the others in turn (AND), to the goal (True), a failure (False),
        or the solver's next decision (added to ``out``)."""
        self._tick()
        req = g.pending
        if req is not None:
            if req.player == self.solver:
                out.append(_Member(deal, base, inputs, g, left, self._seen(g, at)))
                return True
            opts = answers(req)
            for k, ans in enumerate(opts):
                g2 = g if k == len(opts) - 1 else replayed(base, inputs)
                g2.answer(ans)
                if not self._resolve(deal, base, inputs + (ans,), g2, left, at, out):
                    return False
            return True
        if self.goal.holds(g.state, self.contexts[deal]):
            return True
        if left <= 0 or g.over or g.state.current_player.name != self.solver:
            return False
        out.append(_Member(deal, g, (), g, left, self._seen(g, at)))
        return True

    def _seen(self, g: Game, at: int) -> tuple:
        """What the solver saw of the events from ``at``: each event's kind, zones and cards (the backs of those
        hidden from them)."""
        me = self.solver
        return tuple(
            (
                e.kind,
                e.player,
                str(e.source),
                str(e.dest),
                tuple(c if e.seen is None or me in e.seen or c not in CARDS else back(c) for c in e.cards),
            )
            for e in g.events[at:]
        )

    def _node(self, members: list[_Member]) -> bool:
        """Is there one answer of the solver's, the same in every game of ``members``, that wins from all of them?"""
        self._tick()
        key = frozenset(m.key() for m in members)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        g = members[0].game
        if g.pending is None:
            choices = [str(a) for a in g.legal_actions()]
            for m in members[1:]:  # what the solver observes decides what they may do: the same, checked
                legal = {str(a) for a in m.game.legal_actions()}
                choices = [c for c in choices if c in legal]
        else:
            choices = answers(g.pending)
        ok = any(self._after(members, c) for c in choices)
        self.memo[key] = ok
        return ok


__all__ = ["DEALS", "MAX_POSITIONS", "WHY", "Soundness", "exact", "reach", "soundness"]
