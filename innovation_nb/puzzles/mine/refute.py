"""Why a first action fails: the action played to its end against every answer, the solver's own way — your
decisions are yours to choose (the best of them counts), the others' are theirs (the worst for you counts) — and
how far the goal stays at the end of it (``Kind.measure``). The line that defeats it is kept: the others' answers
on it, and whether your own choices were needed to get that near.

A puzzle's explanation says why its most tempting wrong first actions fail (``words.texts``): ``tempting`` ranks
them, the glance rules' picks first (``glance``), then the ones that end nearest the goal.

    >>> refute(question, "icons", "meld Archery").said               # doctest: +SKIP
    'you show 3 castles of the 5 needed'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.actions import Action
from ...errors import InnovationError
from ..goals import GoalContext
from ..play import answers
from . import glance
from .kinds import FAR, KINDS

MAX_NODES = 400  # positions within one action searched at most; beyond, the action is said to fail, no more
MOST = 3  # the tempting first actions an explanation says something about


@dataclass
class Refutation:
    """Why ``move`` fails. ``distance``: how far the goal stays at the end of it, at best for you against the worst
    answers (``Kind.measure``; None when the action has more lines than ``MAX_NODES``); ``nearest``: how far it
    stays at best with every answer yours to choose (0: it works against some answers); ``said``: that position in
    words; ``answers``: the others' decisions on the line that defeats it, as ``(player, answer, request kind)``,
    where they had a choice; ``chose``: your own choices on it mattered (``said`` is then your best); ``over``: the
    game ended; ``picked_by``: the glance rule that picks it, if any."""

    move: str
    distance: int | None = None
    nearest: int | None = None
    said: str = ""
    answers: list = field(default_factory=list)
    chose: bool = False
    over: bool = False
    picked_by: str | None = None


class _TooLarge(Exception):
    pass


def refute(question, kind: str, move: str) -> Refutation:
    """Play ``move`` from ``question``'s start to the end of the action, with every answer (see the module's text),
    and say how near it comes."""
    base = question.start_game(history=False)
    ctx: GoalContext = question.context()
    goal = question.goal
    measure = KINDS[kind].measure
    nodes = [0]

    def walk(g, inputs):
        nodes[0] += 1
        if nodes[0] > MAX_NODES:
            raise _TooLarge
        req = g.pending
        if req is None or g.over:
            d, said = measure(goal, g.state, ctx)
            if g.over and d:
                said = f"the game ends, and {said}"
            return d, d, said, [], False, g.over
        opts = answers(req)
        mine = req.player == question.solver
        best, nearest = None, None
        for ans in opts:
            g2 = _replayed(base, inputs)
            g2.answer(ans)
            d, near, said, line, chose, over = walk(g2, inputs + [ans])
            nearest = near if nearest is None else min(nearest, near)
            if best is None or (d < best[0] if mine else d > best[0]):
                here = [] if mine or len(opts) < 2 else [(req.player, ans, req.kind)]
                best = (d, said, here + line, chose or (mine and len(opts) > 1), over)
        return best[0], nearest, *best[1:]

    out = Refutation(move)
    try:
        g = base.fork()
        g.apply(Action.parse(move))
        out.distance, out.nearest, out.said, out.answers, out.chose, out.over = walk(g, [move])
    except _TooLarge:
        out.distance = None
    except (InnovationError, ValueError, RecursionError):
        out.distance = None  # a draw the scenario does not fix, a request too large to search
    return out


def _replayed(base, inputs):
    """``base`` after ``inputs`` (an action and the answers since): a game is not copied mid-action."""
    g = base.fork()
    g.apply(Action.parse(inputs[0]))
    for x in inputs[1:]:
        g.answer(x)
    return g


def tempting(question, kind: str, first: str, most: int = MOST) -> list[Refutation]:
    """The ``most`` most tempting wrong first actions of ``question`` (``first`` is its only one that works), with
    why each fails: the glance rules' picks first (in ``glance.RULES`` order), then the ones that would come nearest
    the goal were every answer yours (one that works against some answers of the others first), then the ones that
    end nearest it against the worst answers, then those of the answer's own kind of action (another Meld), then the
    others but a Draw or a pass, then in the order of the legal actions; an action whose lines are too many to search
    comes last."""
    picks = {}
    for name, pick in glance.verdicts(question, kind).items():
        if pick is not None and pick != first:
            picks.setdefault(pick, name)
    legal = [str(a) for a in question.start_game(history=False).legal_actions() if str(a) != first]
    same = Action.parse(first).kind
    found = []
    for i, move in enumerate(legal):
        r = refute(question, kind, move)
        r.picked_by = picks.get(move)
        rank = list(picks).index(move) if move in picks else len(picks)
        far = [FAR + 1 if d is None else d for d in (r.nearest, r.distance)]
        # as near: an action of the answer's own kind tempts more, a Draw or a pass less
        look = Action.parse(move).kind
        alike = 0 if look == same else 2 if look in ("draw", "pass") else 1
        found.append(((rank, *far, alike, i), r))
    found.sort(key=lambda x: x[0])
    return [r for _, r in found[:most]]


__all__ = ["MAX_NODES", "MOST", "Refutation", "refute", "tempting"]
