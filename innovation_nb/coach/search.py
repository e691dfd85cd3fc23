"""The search: flat Monte Carlo over the candidate moves with sequential halving.

The budget (a number of simulations, or seconds) is split into ``⌈log2 K⌉`` equal rounds for ``K`` candidates;
in each round every candidate still in the race gets the same number of simulations, then the worse half drops
out, so the best moves get the most simulations. Simulation ``j`` of a round plays every candidate on the *same*
determinization (common random numbers): the candidates are compared on the same guesses of the hidden cards,
which removes much of the noise of the comparison.

A simulation: deal the hidden cards (``Knowledge.sample``), make the move, finish the action with the playout
policy (what the move does right away is recorded for the explanation), play on ``depth`` more actions with the
policy, then value the position with the evaluation (1 or 0 if the game ended).
"""

from __future__ import annotations

import math
import random
import time

from ..cards.data import CARDS
from ..engine.moves import Move
from .determinize import Knowledge
from .evaluate import win_chance
from .policy import PlayoutPolicy

DEPTH = 4  # actions played by the policy after the move's own action, before the evaluation
Z95 = 1.959963984540054


class Candidate:
    """One move (an engine ``Move``) and what the simulations found: ``n`` simulations, the mean value (the
    estimated chance to win), ``round`` (the last round it took part in), and the sums of what the move did right
    away (``Outcome``)."""

    __slots__ = ("move", "n", "total", "squares", "round", "outcome")

    def __init__(self, move: Move):
        self.move = move
        self.n = 0
        self.total = 0.0
        self.squares = 0.0
        self.round = 0
        self.outcome = Outcome()

    @property
    def kind(self) -> str:
        return self.move.kind  # "action" or "answer"

    @property
    def action(self):
        """The move as ``Suggestion.action`` gives it: an ``Action``, or the answer as ``Game.answer`` takes it."""
        m = self.move
        return m.value if m.kind == "action" else m.input

    def add(self, value: float) -> None:
        self.n += 1
        self.total += value
        self.squares += value * value

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else 0.0

    def interval(self) -> tuple[float, float]:
        """A 95% interval for the mean value over ``n`` simulations: Wilson's, on the mean as if each simulation
        were one game won or lost. A value is the evaluation's chance to win (between 0 and 1) when a playout ends
        before the game does, and such values vary far less from deal to deal than wins and losses do, so an
        interval from their spread would shrink to nothing ("56% (56%–56%)") while saying nothing of how far the
        evaluation is from the truth. A value in [0, 1] with mean p varies at most as a win-or-loss does
        (p(1 − p)), so this interval covers the simulations' noise whatever the values; with 0-or-1 values it is
        the usual Wilson interval. The whole range until there are two values."""
        if self.n < 2:
            return (0.0, 1.0)
        return wilson(self.total, self.n)

    def clearly_below(self, best: "Candidate") -> bool:
        """Is this move's chance surely below ``best``'s (at 95%, with each one's noise bounded as in
        ``interval``)? If not, the two are too close to call with these simulations."""
        if self.n < 2 or best.n < 2:
            return False
        p, q = best.mean, self.mean
        half = Z95 * math.sqrt(max(p * (1 - p), 1e-4) / best.n + max(q * (1 - q), 1e-4) / self.n)
        return p - q > half


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


class Outcome:
    """Sums over the simulations of what one move did by the end of its action: per player the change in score,
    achievements, cards in hand and cards on the board; the free draws earned; the specials claimed; the games
    won or lost at once, and won or lost in the few actions played out after it."""

    __slots__ = (
        "n",
        "score",
        "achievements",
        "hand",
        "board",
        "bonus",
        "specials",
        "won",
        "lost",
        "won_soon",
        "lost_soon",
    )

    def __init__(self):
        self.n = 0
        self.score: dict[str, float] = {}
        self.achievements: dict[str, float] = {}
        self.hand: dict[str, float] = {}
        self.board: dict[str, float] = {}
        self.bonus = 0
        self.specials: dict[str, int] = {}
        self.won = 0
        self.lost = 0
        self.won_soon = 0  # the game ended in the playout after the move's action (won / lost)
        self.lost_soon = 0

    def mean(self, what: str, name: str) -> float:
        return getattr(self, what).get(name, 0.0) / self.n if self.n else 0.0

    def share(self, count: int) -> float:
        return count / self.n if self.n else 0.0


def snapshot(state) -> dict:
    return {
        p.name: (p.score_total, len(p.achievements), len(p.hand), sum(len(q.cards) for q in p.board))
        for p in state.players
    }


def record(outcome: Outcome, before: dict, g, first_event: int, viewer: str) -> None:
    s = g.state
    outcome.n += 1
    for p in s.players:
        b = before[p.name]
        for what, i, now in (
            ("score", 0, p.score_total),
            ("achievements", 1, len(p.achievements)),
            ("hand", 2, len(p.hand)),
            ("board", 3, sum(len(q.cards) for q in p.board)),
        ):
            d = getattr(outcome, what)
            d[p.name] = d.get(p.name, 0.0) + now - b[i]
    for ev in g.events[first_event:]:
        if ev.kind == "bonus" and ev.player == viewer and ev.data.get("granted"):
            outcome.bonus += 1
        elif ev.kind == "achieve" and ev.player == viewer and ev.cards and ev.cards[0] not in CARDS:
            outcome.specials[ev.cards[0]] = outcome.specials.get(ev.cards[0], 0) + 1
    if s.result is not None:
        if viewer in s.result.winners:
            outcome.won += 1
        else:
            outcome.lost += 1


def finish_action(g, policy) -> None:
    """Answer every decision left in the running action with the policy (anyone's)."""
    while not g.over and g.pending is not None:
        g.answer(policy.answer(g.pending), player=g.pending.player)


def play_on(g, policy, actions: int) -> None:
    """Play ``actions`` more actions (with their decisions) by the policy, or to the end of the game."""
    for _ in range(actions):
        if g.over:
            return
        g.apply(policy.action(g))
        finish_action(g, policy)


def game_trial(
    knowledge: Knowledge, candidates: list[Candidate], seed: int, depth: int = DEPTH, policy_factory=PlayoutPolicy
):
    """The trial of a game search: simulation ``index`` deals the hidden cards once (the same deal for every
    candidate still in: common random numbers) and plays each candidate on a copy of it."""
    order = {id(c): i for i, c in enumerate(candidates)}

    def trial(alive, index):
        det_seed = seed * 1_000_003 + index
        base = knowledge.sample(random.Random(det_seed)) if knowledge.between else None
        for cand in alive:
            # Mid-action a game without history cannot be copied: the same deal is made again.
            det = base.fork() if base is not None else knowledge.sample(random.Random(det_seed))
            rng = random.Random(det_seed * 7919 + order[id(cand)])
            cand.add(simulate(det, cand, knowledge.viewer, rng, depth, policy_factory))

    return trial


def simulate(det, cand: Candidate, viewer: str, rng: random.Random, depth: int, policy_factory=PlayoutPolicy) -> float:
    """One simulation of ``cand`` on the determinized game ``det`` (which it may change); returns its value."""
    policy = policy_factory(rng)
    before = snapshot(det.state)
    first = len(det.events)
    det.play(cand.move)
    finish_action(det, policy)
    o = cand.outcome
    record(o, before, det, first, viewer)
    if det.over:
        return win_chance(det.state, viewer)
    play_on(det, policy, depth)
    value = win_chance(det.state, viewer)
    if det.over:
        if value == 1.0:
            o.won_soon += 1
        elif value == 0.0:
            o.lost_soon += 1
    return value


class Search:
    """Sequential halving over ``candidates`` (Candidate objects). ``trial(alive, index)`` runs simulation number
    ``index`` for each candidate still in (adding a value to each); ``run`` spends the budget and ranks them."""

    def __init__(self, candidates: list[Candidate], trial):
        self.candidates = candidates
        self.trial = trial
        self.simulations = 0
        self.cancelled = False

    def rounds(self) -> int:
        return max(1, math.ceil(math.log2(len(self.candidates)))) if len(self.candidates) > 1 else 1

    def run(self, simulations: int | None = None, seconds: float | None = None, progress=None, cancel=None):
        """Spend ``simulations`` (split evenly over the rounds and the moves still in, what is left over going to
        the leaders in the last round: exactly as many as asked, unless there are fewer than the moves, each of
        which gets one) or about ``seconds``. ``progress(done, total)`` is called as it goes (total in simulations or
        in seconds); ``cancel()`` returning true stops early."""
        alive = list(self.candidates)
        rounds = self.rounds()
        start = time.perf_counter()
        index = 0
        for r in range(rounds):
            if simulations is not None:
                per = max(1, (simulations - self.simulations) // ((rounds - r) * len(alive)))
                deadline = None
            else:
                per = None
                deadline = start + seconds * (r + 1) / rounds
            j = 0
            while (per is not None and j < per) or (per is None and (j == 0 or time.perf_counter() < deadline)):
                if cancel is not None and cancel():
                    self.cancelled = True
                    return self
                self._trial(alive, index, simulations, seconds, start, progress)
                index += 1
                j += 1
            left = simulations - self.simulations if simulations is not None and r == rounds - 1 else 0
            if 0 < left < len(alive):  # what the even split left over: one more simulation for the leaders
                if cancel is not None and cancel():
                    self.cancelled = True
                    return self
                self._trial(sorted(alive, key=lambda c: -c.mean)[:left], index, simulations, seconds, start, progress)
                index += 1
            if r < rounds - 1:
                alive.sort(key=lambda c: -c.mean)
                alive = alive[: max(1, (len(alive) + 1) // 2)]
                for c in alive:
                    c.round = r + 1
        return self

    def _trial(self, alive, index, simulations, seconds, start, progress) -> None:
        self.trial(alive, index)
        self.simulations += len(alive)
        if progress is not None:
            if simulations is not None:
                progress(self.simulations, simulations)
            else:
                progress(min(time.perf_counter() - start, seconds), seconds)

    def ranked(self) -> list[Candidate]:
        """Best first: the rounds survived, then the mean value."""
        return sorted(self.candidates, key=lambda c: (-c.round, -c.mean))


__all__ = ["Candidate", "Outcome", "Search", "game_trial", "simulate", "DEPTH"]
