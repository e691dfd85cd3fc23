"""The checker: is a given line of play a solution of a puzzle, and if not, why not?

A line is the list of inputs you would give the game — actions (``"dogma Archery"``) and your answers to its
decisions (``"Tools"``, ``["Oars", "Tools"]``, ``"red"``, ``True``, ``None`` to decline) — in order.

* The goal is checked at each **checkpoint**: after each of your actions (when an action ends your turn, after
  the scripted turns of the other players that follow it), and when the game ends. The line is solved at the
  first checkpoint where the goal holds; entries after it are not played.
* Decisions of other players during your actions are **adversarial** (default): they are not in the line;
  the checker tries every answer they could give, and the line must work against all of them. With
  ``opponents: cooperative`` their answers are part of the line, in order, like yours.
* The other players' own turns come from the puzzle's ``script``.
"""

from __future__ import annotations

import re

from ..engine.actions import Action, IllegalAction
from ..engine.decisions import InvalidAnswer, answer_parts
from ..engine.text import Text
from ..engine.text import count as counted
from ..errors import shorten
from .errors import PuzzleError
from .model import PLAYING, Puzzle, Question
from .play import DrawGuard, Move, answers

# How a line that survives an opponent's decisions begins: "against every answer of Bob (2 tried): ", or for
# several of their decisions on the line "against every answer of Bob at 3 decisions (9 tried): ".
_AGAINST = re.compile(r"against every answer of (?P<who>.+?)(?: at (?P<at>\d+) decisions)? \((?P<tried>\d+) tried\): ")


class Verdict:
    """The checker's judgement. ``bool(verdict)`` is ``solved``.

    ``reason``: why (not) solved, in words. ``step``: index in the line of the entry at fault (an illegal
    action or answer), else None. ``failed``: the goal parts not met at the end, as ``(description, why)``.
    ``actions``: your actions played (worst case over the opponents' answers). ``line``: the entries played,
    normalised. ``game``: the game where the verdict was reached (the failing branch, if any). ``answers``:
    for a failing adversarial branch, the opponents' answers that break the line."""

    def __init__(self, solved, reason, *, step=None, failed=(), actions=0, line=(), game=None, answers=()):
        self.solved = solved
        self.reason = reason
        self.step = step
        self.failed = list(failed)
        self.actions = actions
        self.moves = list(line)
        self.line = [m.value for m in self.moves]
        self.game = game
        self.answers = list(answers)

    def __bool__(self) -> bool:
        return self.solved

    def __repr__(self) -> str:
        return f"<Verdict {'solved' if self.solved else 'not solved'}: {self.reason}>"

    def __str__(self) -> str:
        return ("Solved: " if self.solved else "Not solved: ") + self.reason


class _Checker:
    def __init__(self, puzzle, line, budget):
        self.p = puzzle
        self.line = list(line)
        self.budget = puzzle.actions if budget is None else budget
        self.solver = puzzle.solver
        self.ctx = puzzle.context()
        self.script = list(puzzle.script)
        self.guard = DrawGuard(puzzle)

    def run(self) -> Verdict:
        g = self.p.start_game(history=True)
        return self.walk(g, 0, 0, 0, 0, [], [])

    # -- the walk ----------------------------------------------------------------------------------------
    def walk(self, g, i, spos, used, n0, played, chosen) -> Verdict:
        """Play the line from entry ``i`` (script entry ``spos``, ``used`` of your actions so far)."""
        while True:
            n0 = self.guard.scan(g, n0)
            req = g.pending
            if req is not None:
                actor = g.state.current_player.name
                if req.player == self.solver or (actor == self.solver and not self.p.adversarial):
                    if i >= len(self.line):
                        return self.fail(
                            g,
                            f"the line stops at line[{i}] while {req.player} must still decide: "
                            f"{req.prompt} (options: {req.options})",
                            used,
                            played,
                            chosen,
                        )
                    try:
                        norm = req.check(self.line[i])
                    except InvalidAnswer as e:
                        return self.fail(
                            g,
                            f"line[{i}] {shorten(self.line[i])} is not a legal answer for "
                            f"{req.player} ({req.prompt}): {e}",
                            used,
                            played,
                            chosen,
                            step=i,
                        )
                    g.answer(norm)
                    played = played + [Move(req.player, "answer", norm, req.prompt, req.kind)]
                    i += 1
                    continue
                if actor != self.solver:
                    if spos >= len(self.script):
                        raise PuzzleError(
                            "script",
                            f"the script runs out: {req.player} must decide ({req.prompt}) during {actor}'s turn",
                        )
                    try:
                        g.answer(self.script[spos])
                    except InvalidAnswer as e:
                        return self.fail(
                            g,
                            f"script[{spos}] {shorten(self.script[spos])} is not a legal answer for "
                            f"{req.player} here ({req.prompt}): {e}",
                            used,
                            played,
                            chosen,
                        )
                    spos += 1
                    continue
                return self.branch(g, req, i, spos, used, n0, played, chosen)
            if g.over or g.state.current_player.name == self.solver:
                v = self.checkpoint(g, i, used, played, chosen)
                if v is not None:
                    return v
                entry = self.line[i]
                why = g.why_illegal(entry)
                if why:
                    return self.fail(
                        g, f"line[{i}] {shorten(entry)} is not a legal action: {why}", used, played, chosen, step=i
                    )
                g.apply(entry)
                played = played + [Move(self.solver, "action", str(Action.parse(entry)))]
                used += 1
                i += 1
                continue
            # another player's turn: the script plays it
            if spos >= len(self.script):
                if used >= self.budget:
                    return self.checkpoint(g, i, used, played, chosen, final=True)
                who = g.state.current_player.name
                left = counted(self.budget - used, "action")
                raise PuzzleError(
                    "script",
                    f"the script runs out during {who}'s turn, but {self.solver} still has "
                    f"{left} of the budget to play: script {who}'s turn to the end",
                )
            entry = self.script[spos]
            why = g.why_illegal(entry)
            if why:
                return self.fail(
                    g,
                    f"script[{spos}] {shorten(entry)} is not legal for {g.state.current_player.name} here: {why}",
                    used,
                    played,
                    chosen,
                )
            g.apply(entry)
            spos += 1

    def checkpoint(self, g, i, used, played, chosen, final=False):
        # the goal sees the line's actions too (a goal on the first move reads them)
        ctx = self.ctx.after(m.value for m in played if m.kind == "action" and m.player == self.solver)
        ok, why = self.p.goal.evaluate(g.state, ctx)
        if ok:
            rest = len(self.line) - i
            were = "was" if rest == 1 else "were"
            note = f"; the remaining {counted(rest, 'entry')} {were} not played" if rest else ""
            return Verdict(
                True,
                f"the goal is met after {counted(used, 'action')}: {why}{note}",
                actions=used,
                line=played,
                game=g,
                answers=chosen,
            )
        failed = [(part.describe(ctx), reason) for part, reason in self.p.goal.failures(g.state, ctx)]
        if g.over:
            return Verdict(
                False,
                f"the game ended ({g.result.detail}) and the goal is not met: {why}",
                failed=failed,
                actions=used,
                line=played,
                game=g,
                answers=chosen,
                step=i if i < len(self.line) else None,
            )
        if used >= self.budget or final:
            extra = f"; line[{i}] and later would go beyond the budget" if i < len(self.line) else ""
            return Verdict(
                False,
                f"the budget of {counted(self.budget, 'action')} is spent and the goal is not met: {why}{extra}",
                failed=failed,
                actions=used,
                line=played,
                game=g,
                answers=chosen,
                step=i if i < len(self.line) else None,
            )
        if i >= len(self.line):
            return Verdict(
                False,
                f"the line ends after {counted(used, 'action')} and the goal is not met: {why}",
                failed=failed,
                actions=used,
                line=played,
                game=g,
                answers=chosen,
            )
        return None

    def branch(self, g, req, i, spos, used, n0, played, chosen) -> Verdict:
        """An opponent's decision during your action: the line must survive every answer."""
        opts = answers(req)
        worst = None
        for k, ans in enumerate(opts):
            g2 = g if k == len(opts) - 1 else g.fork()
            g2.answer(ans)
            v = self.walk(g2, i, spos, used, n0, played, chosen + [(req.player, ans)])
            if not v.solved:
                who = f"when {req.player} answers {Text(*answer_parts(ans, req.kind))} ({req.prompt})"
                v.reason = f"{who}: {v.reason}"
                return v
            if worst is None or v.actions > worst.actions:
                worst = v
        if len(opts) > 1:
            at, tried, rest = 1, len(opts), worst.reason
            m = _AGAINST.match(rest)
            if m and m["who"] == req.player:  # their later decisions on this line: said once, counted together
                at, tried, rest = at + int(m["at"] or 1), tried + int(m["tried"]), rest[m.end() :]
            where = f" at {at} decisions" if at > 1 else ""
            worst.reason = f"against every answer of {req.player}{where} ({tried} tried): {rest}"
        return worst

    def fail(self, g, reason, used, played, chosen, step=None):
        return Verdict(False, reason, step=step, actions=used, line=played, game=g, answers=chosen)


def check(puzzle, line, budget: int | None = None) -> Verdict:
    """Judge ``line`` (a list of actions and answers, as given to ``Game.apply`` / ``Game.answer``) as a solution
    of ``puzzle``. Returns a :class:`Verdict`: solved or not, and why not — which goal part failed, or which
    entry was illegal and why. ``budget`` overrides the puzzle's budget.

    Raises PuzzleError if the line draws a card the scenario does not fix, or runs past the script."""
    puzzle = Puzzle.load(puzzle) if not isinstance(puzzle, Question) else puzzle
    if isinstance(line, (str, Action)):
        line = [line]
    if not isinstance(line, (list, tuple)):
        raise PuzzleError("line", f"a line is a list of actions and answers, not {shorten(line)}")
    return _Checker(puzzle, [str(e) if isinstance(e, Action) else e for e in line], budget).run()


PLAYING["check"] = check

__all__ = ["Verdict", "check", "IllegalAction"]
