"""The solver: search your actions and decisions within the budget.

The search is an AND-OR tree. Your actions and your answers are choices (OR: one good one is enough); the
answers other players must give during your actions are **adversarial** (AND: a solution must work whatever
they answer) unless the puzzle says ``opponents: cooperative`` (then the solver picks them too, OR). The other
players' own turns are played from the puzzle's ``script``; your decisions during their turns are yours (OR).

A **solution** is therefore a strategy: your moves, where after an adversarial decision the rest of the
solution may depend on the answer (a :class:`Branch`). A line ends as soon as the goal holds at a checkpoint
(after one of your actions; see :mod:`innovation_nb.puzzles.checker`), so every solution is minimal along each
of its branches. Its **length** is the number of your actions in its longest branch.

The search is exhaustive within the budget — which proves that there is no solution when it finds none, and
visits every line the budget allows, so that any draw the scenario does not fix is reported
(:class:`PuzzleError` naming ``scenario.supply.<age>``). Positions between actions are memoised (transpositions:
"draw, meld" and "meld, draw" meet again), with hands and score piles compared as sets. An order of cards
returned under a supply pile is searched once when no line after it draws deep enough into that pile to reach
them (each result says how deep its lines drew): the other orders then have the same result.
"""

from __future__ import annotations

import time
from itertools import islice, product

from ..engine.actions import Action
from ..engine.decisions import answer_parts
from ..engine.text import Text
from ..engine.text import count as counted
from ..progress import KINDS, Bar, close_reporter, reporter
from .checker import check
from .errors import PuzzleError
from .model import PLAYING, Puzzle, Question
from .play import Branch, DrawGuard, Move, answers, canonical_line, state_key

NONE = 10**9  # "no solution" depth
NO_DRAWS: dict = {}  # shared, never changed: a subtree that takes no card from the supply
FAIL = (NONE, 0, NO_DRAWS)


# A search result is (depth, count, reach): ``reach`` says, per supply pile, how many cards the deepest line of
# the subtree took from it (see DrawGuard.scan). Cards lower in a pile than that never made a difference, which
# is what lets the search skip the other orders of cards returned under a pile (``_Search.choose``).
def _then(line: dict, reach: dict) -> dict:
    """The reach of a line's own draws followed by a subtree's."""
    if not line:
        return reach
    if not reach:
        return line
    out = dict(reach)
    for z, n in line.items():
        out[z] = out.get(z, 0) + n
    return out


def _widest(a: dict, b: dict) -> dict:
    """The reach of two subtrees together: the deeper of the two, pile by pile."""
    if not a or a is b:
        return b
    if not b:
        return a
    out = dict(a)
    for z, n in b.items():
        if n > out.get(z, 0):
            out[z] = n
    return out


def _repeat(total: int, c: int, k: int, cap: int, product_: bool) -> int:
    """``total`` with ``k`` more answers of count ``c`` each, summed (your choice) or multiplied (another
    player's), capped."""
    if not product_:
        return min(cap, total + k * c)
    for _ in range(k):  # capped at each step: c ** k can be a very large number
        total = min(cap, total * c)
    return total


def replayed(base, inputs):
    """``base`` (a game between actions) after ``inputs``: a game cannot be copied in the middle of an action, so
    each branch re-runs the inputs given since the last position between actions (``base``, a history-free game,
    cheap to clone) with the engine's fast run loop."""
    g = base.fork()
    for x in inputs:
        if g.pending is not None:
            g.answer(x)
        else:
            g.apply(x)
    return g


class Solution:
    """A winning strategy. ``steps`` is a list of :class:`Move` and :class:`Branch` (an adversarial decision: for
    each answer, the rest). ``length``: your actions in the longest branch."""

    def __init__(self, steps, solver):
        self.steps = steps
        self.solver = solver

    @property
    def length(self) -> int:
        return _length(self.steps)

    @property
    def line(self) -> list | None:
        """Your inputs (with ``opponents: cooperative`` the others' answers during your actions too), as a list
        for the checker — or None when what you play depends on the opponents' answers."""
        return _line(self.steps)

    @property
    def moves(self) -> list[Move] | None:
        """The moves of :attr:`line` (None when the line depends on the opponents' answers)."""
        return _moves(self.steps)

    def plays(self) -> list[list[Move]]:
        """Every concrete play of the strategy: one list of moves (scripted and adversarial ones included) per
        combination of the opponents' answers."""
        return _plays(self.steps)

    def key(self):
        m = self.moves
        return canonical_line(m) if m is not None else None

    def __len__(self) -> int:
        return self.length

    def __repr__(self) -> str:
        line = self.line
        shown = line if line is not None else "(depends on the opponents' answers)"
        return f"<Solution in {counted(self.length, 'action')}: {shown}>"

    def __str__(self) -> str:
        return "\n".join(_render(self.steps, 0))


def _length(steps) -> int:
    n = 0
    for s in steps:
        if isinstance(s, Branch):
            return n + max((_length(rest) for _, rest in s.options), default=0)
        if s.kind == "action" and not s.scripted:
            n += 1
    return n


def _moves(steps):
    out = []
    for s in steps:
        if isinstance(s, Branch):
            subs = [_moves(rest) for _, rest in s.options]
            if any(x is None for x in subs):
                return None
            # One line serves every answer if the branches' lines agree — or if those that differ are prefixes of
            # the longest (a branch stops early when the goal is met; later entries are then simply not played).
            keys = [canonical_line(x) for x in subs]
            longest = max(range(len(subs)), key=lambda k: len(keys[k]))
            if any(keys[longest][: len(k)] != k for k in keys):
                return None
            return out + subs[longest]
        if not s.scripted:
            out.append(s)
    return out


def _line(steps):
    m = _moves(steps)
    return None if m is None else [x.value for x in m]


def _plays(steps):
    head = []
    for s in steps:
        if isinstance(s, Branch):
            out = []
            for ans, rest in s.options:
                mv = Move(s.player, "answer", ans, s.prompt)
                for tail in _plays(rest):
                    out.append(head + [mv] + tail)
            return out
        head.append(s)
    return [head]


def _render(steps, depth):
    pad = "  " * depth
    lines = []
    for s in steps:
        if isinstance(s, Branch):
            lines.append(f"{pad}{s.player} decides ({s.prompt}):")
            for ans, rest in s.options:
                lines.append(f"{pad}  if {Text(*answer_parts(ans))}:")
                lines.extend(_render(rest, depth + 2))
        else:
            lines.append(f"{pad}{s}")
    return lines


class SolveResult:
    """What the solver found. ``bool(result)`` is ``solvable``.

    ``shortest``: the length of the shortest solutions (None when there is none); ``solution``: one of them;
    ``solutions``: up to the number asked for, all of the shortest length; ``count``: how many solutions there
    are within the budget (strategies; at most ``cap``, ``capped`` when there may be more);
    ``count_shortest``: how many have the shortest length; ``positions``: positions searched; ``seconds``."""

    def __init__(self, puzzle, budget):
        self.puzzle = puzzle
        self.budget = budget
        self.shortest = None
        self.solutions: list[Solution] = []
        self.count = 0
        self.count_shortest = 0
        self.capped = False
        self.positions = 0
        self.seconds = 0.0

    @property
    def solvable(self) -> bool:
        return self.shortest is not None

    @property
    def solution(self) -> Solution | None:
        return self.solutions[0] if self.solutions else None

    @property
    def reason(self) -> str:
        if self.solvable:
            if self.count is None:
                return f"solvable in {counted(self.shortest, 'action')} ({self.positions} positions searched)"
            more = "+" if self.capped else ""
            return (
                f"solvable in {counted(self.shortest, 'action')} "
                f"({counted(self.count_shortest, 'shortest solution')}, "
                f"{self.count}{more} within the budget of {self.budget}; {self.positions} positions searched)"
            )
        who = "against every answer of the other players" if self.puzzle.adversarial else ""
        return (
            f"no solution: no line of at most {counted(self.budget, 'action')} reaches the goal "
            f"({self.puzzle.describe_goal()}){' ' + who if who else ''}; {self.positions} positions searched"
        )

    def contains(self, line) -> bool:
        """Is ``line`` (e.g. the puzzle's ``intended``) one of the shortest solutions found?"""
        v = check(self.puzzle, line, budget=self.budget)
        if not v.solved:
            return False
        keys = {s.key() for s in self.solutions}
        return canonical_line(v.moves) in keys

    def __bool__(self) -> bool:
        return self.solvable

    def __repr__(self) -> str:
        return f"<SolveResult {self.reason}>"


# With cut-offs, the actions that do the most are tried first; every action kind has a place (the Artifacts free
# action's return and pass, the Cities Endorse).
_ORDER = {"achieve": 0, "endorse": 1, "dogma": 1, "meld": 2, "return": 3, "draw": 3, "pass": 4}


class SolveTimeout(TimeoutError):
    """The search ran past its ``time_limit``; ``positions`` says how far it got."""

    def __init__(self, message, positions):
        super().__init__(message)
        self.positions = positions


class _Search:
    def __init__(self, puzzle, cap, report=None, prune=False, time_limit=None, max_positions=None):
        self.p = puzzle
        self.solver = puzzle.solver
        self.adv = puzzle.adversarial
        self.script = list(puzzle.script)
        self.ctx = puzzle.context()
        self.goal = puzzle.goal
        self.on_line = puzzle.goal.on_line()  # then a position is memoised with the actions that reached it
        self.guard = DrawGuard(puzzle)
        self.cap = cap
        self.memo: dict = {}
        self.positions = 0
        self.report = report  # None, or a function of (first moves searched, first moves)
        self.root_done = False
        self.prune = prune  # stop at the first success (OR) / failure (AND): no counting, no full visit
        self.deadline = None if time_limit is None else time.perf_counter() + time_limit
        self.time_limit = time_limit
        self.max_positions = max_positions  # a limit that does not depend on the machine's speed
        # Only base-game rules take supply cards by drawing alone; some expansion cards look into the piles.
        self.orders_skipped = not puzzle.start_state().expansions

    def _report(self, done: int, total: int) -> None:
        if isinstance(self.report, Bar):  # the solver's own bar also shows how many positions it searched
            self.report(done, total, positions=self.positions)
        elif self.report is not None:
            self.report(done, total)

    def met(self, g, path) -> bool:
        """Whether the goal holds at ``g``, reached by ``path`` (a goal on the line reads your actions on it: the
        Actions of the path, the script's entries being text)."""
        if not self.on_line:
            return self.goal.holds(g.state, self.ctx)
        return self.goal.holds(g.state, self.ctx.after(x for x in path if isinstance(x, Action)))

    def _tick(self):
        self.positions += 1
        if self.max_positions is not None and self.positions > self.max_positions:
            raise SolveTimeout(f"the search stopped after {self.max_positions} positions", self.positions)
        if self.deadline is not None and not self.positions & 255 and time.perf_counter() > self.deadline:
            raise SolveTimeout(
                f"the search stopped after {self.time_limit} s ({self.positions} positions)", self.positions
            )

    # -- phase 1: values (depth = your further actions needed, count = strategies) --------------------------
    # Branching inside an action: a game cannot be copied mid-action (its rules are running generators), so
    def turn(self, g, left, script_at, path):
        """``g`` between actions with you to act (or over): the goal, then your actions."""
        self._tick()
        if self.met(g, path):
            return (0, 1, NO_DRAWS)
        if left <= 0 or g.over:
            return FAIL
        line = tuple(str(x) for x in path if isinstance(x, Action)) if self.on_line else ()
        key = (state_key(g.state), left, script_at, line)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        acts = g.legal_actions()
        if self.prune:  # the first success ends the search here: try the actions that do the most first
            acts.sort(key=lambda a: _ORDER[a.kind])
        root = not self.root_done
        if root:
            self.root_done = True
            self._report(0, len(acts))
        best, total, reach = NONE, 0, NO_DRAWS
        for searched, a in enumerate(acts, 1):
            g2 = g.fork()
            scanned = len(g2.events)
            g2.apply(a)
            d, c, r = self.go(g2, left - 1, script_at, scanned, g, (a,), path + (a,))
            reach = _widest(reach, r)
            if c:
                best = min(best, d + 1)
                total = min(self.cap, total + c)
            if root:
                self._report(searched, len(acts))
            if c and self.prune:
                break
        res = (best, total, reach) if total else (NONE, 0, reach)
        self.memo[key] = res
        return res

    def go(self, g, left, script_at, scanned, base, inputs, path):
        """``g`` anywhere: finish the action in progress (decisions, scripted turns), then ``turn``. ``g`` is
        ``base`` after ``inputs``; ``path`` is every input since the start (for messages). The result's reach
        counts from event ``scanned`` on."""
        script = self.script
        taken = {} if self.orders_skipped else None
        while True:
            scanned = self.guard.scan(g, scanned, path, taken)
            req = g.pending
            if req is not None:
                actor = g.state.current_player.name
                if req.player == self.solver or (actor == self.solver and not self.adv):
                    return self._after(
                        taken, self.choose(g, req, left, script_at, scanned, base, inputs, path, any_=True)
                    )
                if actor != self.solver:
                    if script_at >= len(script):
                        raise PuzzleError(
                            "script",
                            f"the script runs out: {req.player} must decide ({req.prompt}) during {actor}'s turn",
                        )
                    entry = script[script_at]
                    try:
                        entry = req.check(entry)
                    except Exception:
                        return self._after(taken, FAIL)
                    g.answer(entry)
                    inputs, path = inputs + (entry,), path + (entry,)
                    script_at += 1
                    continue
                return self._after(taken, self.choose(g, req, left, script_at, scanned, base, inputs, path, any_=False))
            if g.over or g.state.current_player.name == self.solver:
                return self._after(taken, self.turn(g, left, script_at, path))
            if script_at >= len(script):
                if left <= 0:
                    self._tick()
                    return (0, 1, taken or NO_DRAWS) if self.met(g, path) else self._after(taken, FAIL)
                who = g.state.current_player.name
                raise PuzzleError(
                    "script",
                    f"the script runs out during {who}'s turn, but {self.solver} still has "
                    f"{counted(left, 'action')} of the budget to play: script {who}'s turn "
                    "to the end",
                )
            entry = script[script_at]
            if g.why_illegal(entry):
                return self._after(taken, FAIL)
            base, inputs = g.fork(), (entry,)
            g.apply(entry)
            path = path + (entry,)
            script_at += 1

    @staticmethod
    def _after(taken, res):
        """``res`` preceded by the line's own draws ``taken``."""
        if not taken:
            return res
        d, c, r = res
        return (d, c, _then(taken, r))

    def choose(self, g, req, left, script_at, scanned, base, inputs, path, any_):
        opts = answers(req)
        best, total = (NONE, 0) if any_ else (0, 1)
        failed = False
        reach = NO_DRAWS
        last = len(opts) - 1
        # Cards returned under a supply pile go below every card there now: if no line below takes that many
        # cards from the pile, their order made no difference, and the other orders need no search.
        above = len(g.state.pile_of(opts[0][0])) if req.under is not None and self.orders_skipped else None
        # The last answer is tried on ``g`` itself, the others on a replay of the action up to here; when the
        # other orders may need no search, it goes first.
        for k in range(last + 1) if above is None else [last, *range(last)]:
            ans = opts[k]
            g2 = g if k == last else replayed(base, inputs)
            g2.answer(ans)
            d, c, r = self.go(g2, left, script_at, scanned, base, inputs + (ans,), path + (ans,))
            reach = _widest(reach, r)
            if any_:
                if c:
                    best = min(best, d)
                    total = min(self.cap, total + c)
                    if self.prune:
                        break
            else:
                if not c:
                    failed = True  # keep searching the other answers: every line in the budget is visited
                    if self.prune:
                        break
                else:
                    best = max(best, d)
                    total = min(self.cap, total * c)
            if k == last and above is not None and r.get(req.under, 0) <= above:
                total = _repeat(total, c, last, self.cap, not any_)  # a failed order: every order fails
                break
        if any_:
            return (best, total, reach) if total else (NONE, 0, reach)
        return (NONE, 0, reach) if failed else (best, total, reach)

    # -- phase 2: the strategies themselves ----------------------------------------------------------------
    def turns_of(self, g, left, script_at, most, limit, path):
        """Every solution (a list of steps) from ``g`` between actions, you to act, of at most ``most`` of your
        actions (``left`` still in the budget; ``script_at``: the next entry of the script), up to ``limit``;
        ``turn`` first says whether there is any, and how short."""
        if self.met(g, path):
            yield []
            return
        if left <= 0 or g.over:
            return
        d, c, _ = self.turn(g, left, script_at, path)
        if not c or d > most:
            return
        for a in g.legal_actions():
            g2 = g.fork()
            scanned = len(g2.events)
            g2.apply(a)
            mv = Move(self.solver, "action", str(a))
            for rest in self.lines_of(g2, left - 1, script_at, most - 1, scanned, limit, g, (a,), path + (a,)):
                yield [mv] + rest

    def lines_of(self, g, left, script_at, most, scanned, limit, base, inputs, path):
        """``turns_of`` from ``g`` anywhere: the action in progress finished first (your decisions each a choice,
        the others' each a branch of the strategy, scripted turns played), as ``go`` does."""
        script = self.script
        prefix = []
        while True:
            req = g.pending
            if req is not None:
                actor = g.state.current_player.name
                if req.player == self.solver or (actor == self.solver and not self.adv):
                    opts = answers(req)
                    for k, ans in enumerate(opts):
                        g2 = g if k == len(opts) - 1 else replayed(base, inputs)
                        g2.answer(ans)
                        mv = Move(req.player, "answer", ans, req.prompt, req.kind)
                        for rest in self.lines_of(
                            g2, left, script_at, most, scanned, limit, base, inputs + (ans,), path + (ans,)
                        ):
                            yield prefix + [mv] + rest
                    return
                if actor != self.solver:
                    try:
                        entry = req.check(script[script_at])
                    except Exception:
                        return
                    g.answer(entry)
                    prefix.append(Move(req.player, "answer", entry, req.prompt, req.kind, scripted=True))
                    inputs, path = inputs + (entry,), path + (entry,)
                    script_at += 1
                    continue
                opts = answers(req)
                subs = []
                for k, ans in enumerate(opts):
                    g2 = g if k == len(opts) - 1 else replayed(base, inputs)
                    g2.answer(ans)
                    found = list(
                        islice(
                            self.lines_of(
                                g2, left, script_at, most, scanned, limit, base, inputs + (ans,), path + (ans,)
                            ),
                            limit,
                        )
                    )
                    if not found:
                        return
                    subs.append(found)
                for combo in product(*subs):
                    yield prefix + [Branch(req.player, req.prompt, list(zip(opts, combo)))]
                return
            if g.over or g.state.current_player.name == self.solver:
                for rest in self.turns_of(g, left, script_at, most, limit, path):
                    yield prefix + rest
                return
            if script_at >= len(script):
                if left <= 0 and self.met(g, path):
                    yield prefix
                return
            entry = script[script_at]
            if g.why_illegal(entry):
                return
            prefix.append(Move(g.state.current_player.name, "action", entry, scripted=True))
            base, inputs = g.fork(), (entry,)
            g.apply(entry)
            path = path + (entry,)
            script_at += 1


def solve(
    puzzle,
    *,
    budget: int | None = None,
    solutions: int = 10,
    count: bool = True,
    cap: int = 10_000,
    progress=False,
    time_limit: float | None = None,
    max_positions: int | None = None,
) -> SolveResult:
    """Search ``puzzle`` (a :class:`Puzzle`, or a plain :class:`Question` at a position) within its budget (or
    ``budget`` actions).

    Returns a :class:`SolveResult`: the shortest solutions (up to ``solutions`` of them), how many solutions
    there are within the budget (counting stops at ``cap``), or a proof that there is none.

    ``count=True`` (default): an exhaustive search — every line the budget allows is visited, so solutions are
    counted and any draw the scenario does not fix is found. ``count=False``: iterative deepening with cut-offs
    (a choice stops at its first success, an opponent's decision at its first failure) — usually much faster
    when there is a solution; ``count`` is then None, and only the lines visited are checked for draws.

    ``progress``: True shows a bar over your first moves (tqdm if installed, else a Jupyter widget or a printed line),
    False (the default) nothing; a function is called as ``progress(done, total)``: ``done`` of the ``total`` first
    moves searched (with ``count=False``, from 0 again at each depth). ``"tqdm"``, ``"widget"`` or ``"print"`` ask for a
    bar of that kind. ``time_limit``: seconds before giving up with :class:`SolveTimeout`; ``max_positions``: positions
    searched before giving up so (the same on any machine).

    Raises :class:`PuzzleError` when a visited line draws a card the scenario does not fix (the error names the
    age: ``scenario.supply.3``) or runs past the end of the script."""
    puzzle = Puzzle.load(puzzle) if not isinstance(puzzle, Question) else puzzle
    budget = puzzle.actions if budget is None else budget
    res = SolveResult(puzzle, budget)
    kind = progress if isinstance(progress, str) and progress in KINDS else None  # a bar of that kind
    bar = reporter(
        True if kind else progress,
        "first moves",
        desc=f"solving {puzzle.name or puzzle.title}" if isinstance(puzzle, Puzzle) else "solving",
        leave=False,
        kind=kind,
    )
    t0 = time.perf_counter()
    try:
        s = _Search(puzzle, cap, bar, prune=not count, time_limit=time_limit, max_positions=max_positions)
        root = puzzle.start_game(history=False)

        def start(depth):
            return s.go(root.fork(), depth, 0, 0, root, (), ())

        if count:
            d, c, _ = start(budget)
            res.count = c
            res.capped = c >= cap
            if c:
                res.shortest = d
                res.count_shortest = start(d)[1] if d < budget else c
        else:
            res.count = res.count_shortest = None
            for depth in range(1, budget + 1):
                s.root_done = False
                if start(depth)[1]:
                    res.shortest = depth
                    break
        if res.shortest is not None and solutions > 0:
            d = res.shortest
            left = budget if count else d
            res.solutions = [
                Solution(steps, puzzle.solver)
                for steps in islice(s.lines_of(root.fork(), left, 0, d, 0, solutions, root, (), ()), solutions)
            ]
        res.positions = s.positions
    finally:
        close_reporter(bar)
        res.seconds = time.perf_counter() - t0
    return res


def first_moves(
    puzzle, *, budget: int | None = None, cap: int = 10_000, max_positions: int | None = None
) -> tuple[list[tuple[str, int | None, int]], int]:
    """Every legal first action of ``puzzle`` (a :class:`Puzzle` or a :class:`Question`) with what follows from it,
    searched exhaustively:
    ``([(action, shortest or None, solutions), ...], positions searched)``, in the order of
    ``legal_actions()``. A first move is the only one that works when every other has 0 solutions.

    ``max_positions`` stops the search with :class:`SolveTimeout` after that many positions: unlike
    ``time_limit`` it gives the same answer on any machine. Draws the scenario does not fix raise
    :class:`PuzzleError` as in :func:`solve`."""
    puzzle = Puzzle.load(puzzle) if not isinstance(puzzle, Question) else puzzle
    budget = puzzle.actions if budget is None else budget
    s = _Search(puzzle, cap, max_positions=max_positions)
    root = puzzle.start_game(history=False)
    s.root_done = True
    out = []
    for a in root.legal_actions():
        g = root.fork()
        scanned = len(g.events)
        g.apply(a)
        d, c, _ = s.go(g, budget - 1, 0, scanned, root, (a,), (a,))
        out.append((str(a), d + 1 if c else None, c))
    return out, s.positions


PLAYING["solve"] = solve

__all__ = ["Solution", "SolveResult", "SolveTimeout", "first_moves", "solve"]
