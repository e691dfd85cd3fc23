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
from .turn import finish, own_turn

DEPTH = 2  # actions the others play (by the policy) after the player's turn, before the evaluation
Z95 = 1.959963984540054


class Candidate:
    """One move (an engine ``Move``) and what the simulations found: ``n`` simulations, the mean value (the
    estimated chance to win), ``round`` (the last round it took part in), and the sums of what the move did right
    away (``Outcome``)."""

    __slots__ = (
        "move",
        "n",
        "total",
        "squares",
        "round",
        "outcome",
        "wins",
        "wins_in_turn",
        "win_actions",
        "proof",
        "lost",
    )

    def __init__(self, move: Move):
        self.move = move
        self.n = 0
        self.total = 0.0
        self.squares = 0.0
        self.round = 0
        self.outcome = Outcome()
        self.wins = 0  # simulations won
        self.wins_in_turn = 0  # simulations won before the player's turn was over
        self.win_actions = 0  # the player's actions the simulations that were won took, summed
        self.proof = None  # a win proved (coach.proof), once searched
        self.lost = None  # a loss proved: an opponent's forced win after it

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

    @property
    def speed(self) -> float:
        """The player's actions a won simulation took, on average (of two moves as good, the quicker first)."""
        return self.win_actions / self.wins if self.wins else math.inf

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
    won or lost at once. And what followed, over the rest of the player's turn and the others' next turns: the
    games won (``won_soon``: after the move's action, within the player's turn or later) and lost (``lost_soon``),
    the player's own next action of the turn (``follow``: its words, counted), and per opponent the achievements
    they claimed in their next turns (``theirs``) and the games they won there (``their_wins``)."""

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
        "follow",
        "theirs",
        "their_wins",
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
        self.won_soon = 0
        self.lost_soon = 0
        self.follow: dict[str, int] = {}
        self.theirs: dict[str, float] = {}
        self.their_wins: dict[str, int] = {}

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


def play_on_line(line, policy, actions: int) -> None:
    """``play_on`` for a :class:`Line` (every move kept, to branch later)."""
    g = line.game
    for _ in range(actions):
        if g.over:
            return
        line.play(Move(g.current_player.name, "action", policy.action(g)))
        finish(line, policy)


def game_trial(
    knowledge: Knowledge, candidates: list[Candidate], seed: int, depth: int = DEPTH, policy_factory=PlayoutPolicy
):
    """The trial of a game search: simulation ``index`` deals the hidden cards once (the same deal for every
    candidate still in: common random numbers) and plays each candidate on a copy of it."""
    order = {id(c): i for i, c in enumerate(candidates)}

    def trial(alive, index):
        det_seed = seed * 1_000_003 + index
        base = knowledge.sample_line(random.Random(det_seed))
        for cand in alive:
            rng = random.Random(det_seed * 7919 + order[id(cand)])
            cand.add(simulate(base.branch(), cand, knowledge.viewer, rng, depth, policy_factory))

    return trial


def simulate(
    line,
    cand: Candidate,
    viewer: str,
    rng: random.Random,
    depth: int,
    policy_factory=PlayoutPolicy,
    script: list | None = None,
    after_action=None,
) -> float:
    """One simulation of ``cand`` on the determinized line ``line`` (which it changes); returns its value (the
    evaluation's chance to win, or the result).

    The move is played, then the rest of its action and of the player's turn with the player's own decisions
    chosen by look-ahead (``coach.turn``; ``script``: the player's own next moves, played first where they fit);
    what the move did by the end of its action is recorded for the explanation (and ``after_action(game)`` is
    called there), and what followed (``Outcome``). The others then play ``depth`` actions by the policy before the
    position is valued."""
    policy = policy_factory(rng)
    g = line.game
    turn = g.state.turn
    before = snapshot(g.state)
    first = len(g.events)
    actions = 1 if cand.move.kind == "action" else 0
    script = list(script) if script else None
    line.play(cand.move)
    own_turn(line, viewer, policy, rng, turn, actions, action_only=True, script=script)
    o = cand.outcome
    record(o, before, g, first, viewer)
    if after_action is not None:
        after_action(g)
    if not g.over:
        own = own_turn(line, viewer, policy, rng, turn, actions, script=script)
        follow = next((m for m in own if m.kind == "action"), None)
        if follow is not None:
            words = str(follow.value)
            o.follow[words] = o.follow.get(words, 0) + 1
        actions += sum(1 for m in own if m.kind == "action")
    if g.over:
        return _ended(g, cand, viewer, actions, turn, before)
    mid = snapshot(g.state)
    play_on_line(line, policy, depth)
    for name, (_, claimed, _, _) in snapshot(g.state).items():
        if name != viewer and claimed > mid[name][1]:
            o.theirs[name] = o.theirs.get(name, 0.0) + claimed - mid[name][1]
    if g.over:
        return _ended(g, cand, viewer, actions + depth, turn, before)
    return win_chance(g.state, viewer)


def _ended(g, cand: Candidate, viewer: str, actions: int, turn: int, before: dict) -> float:
    """The value of a simulation whose game is over, and what it says of the move."""
    v = win_chance(g.state, viewer)
    o = cand.outcome
    if v == 1.0:
        cand.wins += 1
        cand.win_actions += actions
        if g.state.turn == turn:
            cand.wins_in_turn += 1
        if o.won < o.n:  # not already counted as won by the move's own action
            o.won_soon += 1
    elif v == 0.0:
        if o.lost < o.n:
            o.lost_soon += 1
        for name in g.state.result.winners:
            if name != viewer:
                o.their_wins[name] = o.their_wins.get(name, 0) + 1
    return v


class Search:
    """Sequential halving over ``candidates`` (Candidate objects). ``trial(alive, index)`` runs simulation number
    ``index`` for each candidate still in (adding a value to each); ``run`` spends the budget and ranks them."""

    def __init__(self, candidates: list[Candidate], trial, prover=None):
        self.candidates = candidates
        self.trial = trial
        self.prover = prover  # proves wins (coach.proof) after the first round, if given
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
            if r == 0 and self.prover is not None:
                self.prover.settle(self.candidates)
            if r < rounds - 1:
                alive.sort(key=_order)
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
        """Best first: the wins proved, the quickest first; then the rounds survived, the mean value, and of two
        as good the one whose wins came sooner."""
        return sorted(self.candidates, key=lambda c: (*_proved(c), -c.round, -c.mean, c.speed))


def certainty(c: Candidate) -> tuple[float, tuple[float, float]]:
    """A move's chance to win and its 95% interval: 1 for a win proved, 0 for a loss proved, else the
    simulations'."""
    if c.proof is not None:
        return 1.0, (1.0, 1.0)
    if c.lost is not None:
        return 0.0, (0.0, 0.0)
    return c.mean, c.interval()


def clearly_below(c: Candidate, best: Candidate) -> bool:
    """Is ``c`` surely worse than ``best``: a win proved beats any move not proved to win as soon, a loss proved
    is beaten by any move not proved to lose; else as the simulations say (``Candidate.clearly_below``)."""
    if best.proof is not None:
        return c.proof is None or c.proof.actions > best.proof.actions
    if c.lost is not None:
        return best.lost is None
    return c.clearly_below(best)


def _proved(c: Candidate) -> tuple:
    """A proved win first (the quickest first); a proved loss last."""
    return (c.proof is None, c.proof.actions if c.proof else 0, c.lost is not None)


def _order(c: Candidate):
    """Who stays in a race: a proved win first (the quickest first), then the mean value, then the sooner wins."""
    return (*_proved(c), -c.mean, c.speed)


__all__ = ["Candidate", "Outcome", "Search", "certainty", "clearly_below", "game_trial", "simulate", "DEPTH"]
