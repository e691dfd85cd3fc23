"""Glance rules: the obvious moves a player finds without reading a line ahead, each from the position and the goal
alone. A candidate whose only first action is what one of them picks is no puzzle, however rare the move is among
the legal ones: the miner does not keep it (``miner.judge``).

Each rule registers with ``@rule(name, kinds)``, for the kinds of goal (``kinds.KINDS``) it reads, and picks one
first action or none (None when the obvious move is not one, e.g. two melds tie). ``RULES`` lists them in the order
they are asked:

- ``most-icons`` — for a goal that counts an icon (``icons``, ``vulnerable``, ``shares``, ``compelled``: the kinds
  whose ``featured`` names one), the Meld that leaves the most of it on your board (the fewest for a compel, which
  reaches those who show as many as you or more), the Meld played to its end with the greedy bot's answers (below).
  Only Meld actions are counted: a Dogma's icons come from reading its effects, which is the puzzle, and the icons
  a card shows on your board already are the same whatever you do;
- ``most-icons-shown`` — the same count as the card lands, before any decision its Meld asks (a promotion, a
  City's effect): the card in hand that shows the most of the icon, which a learner sees whatever happens next;
- ``names-it`` — for a special achievement (``claim``, and ``achievements`` and ``win``, which a special may
  bring), the Dogma of a card whose own text names the special (still available) that the goal asks for;
- ``most-points`` — for a score, the first action that scores the most at once (how many points it brings into
  your score pile as soon as it ends), every decision on the way taken as the greedy bot takes it
  (``bots.GreedyBot``, seeded 0 for each action tried: the same pick every time).

These are the lowest rungs of a ladder of solvers a puzzle is rated by: the glance rules, then the greedy bot
(``miner.greedy_rate``), then the search. ``verdicts`` gives each rule's pick; ``solved_by`` names the rule whose
pick is the answer, if any.

    >>> solved_by(question, "vulnerable", "meld The Wheel")        # doctest: +SKIP
    'most-icons'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from ...bots import GreedyBot
from ...cards.data import CARDS
from ...engine.icons import icon_count
from ...engine.text import plural
from ...errors import InnovationError
from .kinds import KINDS

ICON_KINDS = ("icons", "vulnerable", "shares", "compelled")  # the kinds whose goal counts an icon (``featured``)
MAX_ANSWERS = 200  # decisions answered while one action is played to its end, at most (then it is not counted)


@dataclass(frozen=True)
class Rule:
    """One glance rule: its ``name``, the ``kinds`` of goal it reads, what it picks (``says``, in words to the solver,
    ``{icon}`` and ``{most}`` filled by ``said``) and the function of (question, kind, goal) that picks a first
    action as text, or None."""

    name: str
    kinds: frozenset[str]
    says: str
    pick: Callable


RULES: dict[str, Rule] = {}


def rule(name: str, kinds, says: str):
    """Register a glance rule under ``name``, for the goal kinds ``kinds`` (the order of registration is the order
    rules are asked)."""

    def register(fn):
        RULES[name] = Rule(name, frozenset(kinds), says, fn)
        return fn

    return register


def verdicts(question, kind: str) -> dict[str, str | None]:
    """Each rule for ``kind``'s pick at ``question``'s start: ``{rule name: first action or None}``."""
    goal = question.goal.to_data()
    return {name: r.pick(question, kind, goal) for name, r in RULES.items() if kind in r.kinds}


def solved_by(question, kind: str, first: str) -> str | None:
    """The name of the first rule whose pick is ``first`` (the puzzle's only first action that works), or None: no
    glance finds it."""
    return next((name for name, pick in verdicts(question, kind).items() if pick == first), None)


def said(name: str, kind: str, goal) -> str:
    """What rule ``name`` picks, in words for a puzzle of ``kind`` and ``goal`` ("the Meld that leaves you the most
    castles")."""
    featured = KINDS[kind].featured(goal)
    icon, sign = featured if featured is not None else ("icon", 1)
    return RULES[name].says.format(icon=plural(icon), most="most" if sign > 0 else "fewest")


def _unique_best(scores: dict[str, float]) -> str | None:
    """The one action of highest score, or None when none or several have it."""
    if not scores:
        return None
    top = max(scores.values())
    best = [a for a, v in scores.items() if v == top]
    return best[0] if len(best) == 1 else None


def _played(question, action):
    """The game after ``action`` from the question's start, played to its end with the greedy bot's answers (seed
    0, for every player), or None when it cannot be (too many decisions, or a draw the scenario does not fix)."""
    g = question.start_game(history=False)
    bot = GreedyBot(0)
    try:
        g.apply(action)
        for _ in range(MAX_ANSWERS):
            if g.pending is None or g.over:
                return g
            g.answer(bot.answer(g.pending))
    except (InnovationError, ValueError):
        return None
    return None


def _landed(question, action):
    """The game just after ``action`` from the question's start, stopped at the first decision it asks (the card
    melded on its pile, before what it makes happen), or None when it cannot be played."""
    g = question.start_game(history=False)
    try:
        g.apply(action)
    except (InnovationError, ValueError):
        return None
    return g


def _most_icons(question, kind: str, goal, after) -> str | None:
    """The Meld whose game ``after(question, action)`` shows the most of the goal's featured icon (the fewest for a
    compel) on the solver's board, when one alone does."""
    featured = KINDS[kind].featured(goal)
    if featured is None:
        return None
    icon, sign = featured
    counts = {}
    for a in question.start_game(history=False).legal_actions():
        if a.kind != "meld":
            continue
        g = after(question, a)
        if g is not None:
            counts[str(a)] = sign * icon_count(g.state.player(question.solver), icon)
    return _unique_best(counts)


@rule("most-icons", ICON_KINDS, "the Meld that leaves you the {most} {icon}")
def most_icons(question, kind: str, goal) -> str | None:
    return _most_icons(question, kind, goal, _played)


@rule("most-icons-shown", ICON_KINDS, "the Meld of the card that shows you the {most} {icon} as it lands")
def most_icons_shown(question, kind: str, goal) -> str | None:
    return _most_icons(question, kind, goal, _landed)


def _wanted(state, kind: str, goal) -> list[str]:
    """The special achievements a goal asks for: a claim's own; for achievements or a win, any still available."""
    if kind == "claim":
        return [goal["claim"]] if goal["claim"] in state.specials else []
    return list(state.specials)


@rule("names-it", ("claim", "achievements", "win"), "the Dogma of the card whose text names the special")
def names_it(question, kind: str, goal) -> str | None:
    g = question.start_game(history=False)
    wanted = _wanted(g.state, kind, goal)
    if not wanted:
        return None
    names = re.compile(r"\b(?:" + "|".join(re.escape(s) for s in wanted) + r")\b")
    edition = question.scenario.edition
    naming = [
        str(a)
        for a in g.legal_actions()
        if a.kind == "dogma" and any(names.search(e.text) for e in CARDS[a.named_card].effects_for(edition))
    ]
    return naming[0] if len(naming) == 1 else None


@rule("most-points", ("score",), "the action that scores the most at once")
def most_points(question, kind: str, goal) -> str | None:
    g = question.start_game(history=False)
    before = g.state.player(question.solver).score_total
    gains = {}
    for a in g.legal_actions():
        after = _played(question, a)
        if after is not None:
            gains[str(a)] = after.state.player(question.solver).score_total - before
    best = _unique_best(gains)
    return best if best is not None and gains[best] > 0 else None


__all__ = ["RULES", "Rule", "rule", "said", "solved_by", "verdicts"]
