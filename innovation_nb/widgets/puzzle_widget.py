"""PuzzleWidget: solve a puzzle by playing it — the goal and the budget, the same actions and decisions as the
GameWidget, a verdict after every move (and on demand), hints one at a time, the explanation once solved, and
the solver's solution replayed step by step.

The position is shown open (every hand, score pile and forecast face up), or, for a puzzle whose ``view`` is the
solver's seat (a mined puzzle's), as that seat sees it: the engine's projection (``engine.view.project``) with the
solver as the viewer, the log in their words.

Your moves are a *line* (actions and your answers, in order). The position shown is where the puzzle checker
(:func:`innovation_nb.puzzles.check`) stands after the line: it plays the other players' scripted turns, and
it answers the other players' decisions during your actions **as an adversary** — when some answer breaks
your line, that is the answer you see (the same rule that judges solutions: a line must work whatever they
answer).
"""

from __future__ import annotations

from ..engine.actions import Action, IllegalAction
from ..engine.decisions import answer_parts
from ..engine.game import GameError
from ..engine.text import Text, count
from ..puzzles import Puzzle, PuzzleRecord, check, load_puzzle, solve
from ..terms import translate
from .base import STATIC, WidgetBase
from .coach_panel import CoachControls, CoachPanel
from .protocol import BadMessage
from .snapshot import actions_snapshot, board_snapshot, event_rows, request_snapshot

LOG_EVENTS = 300
SOLVE_SECONDS = 120  # the solver's time limit for "show the solution"
_SOLUTIONS: dict[str, object] = {}  # puzzle (as JSON) → SolveResult: a puzzle is solved once per kernel


def format_entry(v) -> str:
    """One entry of a line in words: an action's text as it is, an answer as ``decisions.answer_parts`` says it
    ("Oars, Tools", "yes", "nothing (declined)")."""
    return str(Text(*answer_parts(v)))


def budget_words(puzzle) -> str:
    """The budget as said aloud: "this turn: 2 actions", or "3 actions" over several turns."""
    n = puzzle.actions
    actions = count(n, "action")
    return f"this turn: {actions}" if puzzle.budget == "turn" else actions


def this_turn(game, player: str, about_monument: bool = False) -> dict | None:
    """What ``player`` has scored and tucked this turn, where Monument (six of either in one turn) can matter: it
    is still to be claimed, and the puzzle is about it or the player has scored or tucked this turn already (counts
    a position may hold that nothing on the board shows)."""
    s = game.state
    p = s.player(player)
    if "Monument" not in s.specials or not (about_monument or p.scored or p.tucked):
        return None
    text = (
        f"{player} scored {p.scored}, tucked {p.tucked} "
        f"(Monument goes to whoever scores or tucks six cards in one turn)"
    )
    return {"player": player, "scored": p.scored, "tucked": p.tucked, "text": text}


class PuzzleWidget(CoachControls, WidgetBase):
    """Play ``puzzle`` (a Puzzle, or a library name like ``"sharing-bonus"``, or a path / YAML text). ``record``:
    a :class:`~innovation_nb.puzzles.PuzzleRecord` (or its file's path) that keeps each solve.

    Python and the buttons do the same things: ``act(action)``, ``answer(value)``, ``check()`` (the Verdict),
    ``hint()``, ``undo()``, ``reset()``, ``show_solution()``, ``solution_step()``, ``hide_solution()``.
    ``status`` is "solved", "failed" or "not yet"; ``line`` your moves so far; ``game`` the position.

    The Coach (``coach=True``) is a hint of another kind: ``ask_coach()`` (or its button) ranks your next moves by
    how often random continuations from them meet the goal (``innovation_nb.coach.puzzle``), in the background.
    """

    _esm = STATIC / "puzzle.js"

    def __init__(
        self,
        puzzle,
        terminology: str = "asmadi",
        record=None,
        coach: bool = True,
        coach_simulations: int = 200,
        coach_seed: int = 0,
        **kwargs,
    ):
        self.puzzle = puzzle if isinstance(puzzle, Puzzle) else load_puzzle(puzzle)
        self.coach = bool(coach)
        self.coach_simulations = coach_simulations
        self.coach_seed = coach_seed
        self._coach = CoachPanel(
            state=self._coach_state,
            key=self._coach_key,
            job=self._coach_job,
            publish=lambda fields: self._publish("coach", fields),
        )
        # where solves are kept: a PuzzleRecord, or the path of its JSON file
        self.record = record if record is None or isinstance(record, PuzzleRecord) else PuzzleRecord(record)
        self.line: list = []
        self.hints_shown = 0
        self.checked = False
        self.checks = 0  # how often Check was pressed: each press gets an answer, even an unchanged one
        self.replay = None  # {"moves": [Move], "at": int, "game": Game} while the solution is shown
        self.verdict = check(self.puzzle, [])
        self.game = self.verdict.game
        super().__init__(terminology, **kwargs)
        self.refresh()

    # -- the verdict -----------------------------------------------------------------------------------
    @property
    def status(self) -> str:
        """solved, failed (the budget is spent, the game ended, or an opponent's answer breaks the line) or
        "not yet" (your move)."""
        v = self.verdict
        if v.solved:
            return "solved"
        if v.step is not None or v.game.over:
            return "failed"
        if v.game.pending is not None:  # the line stopped at a decision of yours: the action goes on
            return "not yet"
        return "failed" if v.actions >= self.puzzle.actions else "not yet"

    def _play(self, line) -> None:
        """Judge ``line``; commit it only if the checker accepts it as a line (PuzzleError leaves all as is)."""
        v = check(self.puzzle, line)
        self.line, self.verdict, self.game = list(line), v, v.game
        self.checked = False
        self.checks = 0
        self.replay = None
        if v.solved and self.record is not None:
            self.record.mark(self.puzzle, [format_entry(x) for x in self.line])

    def _need_turn(self) -> None:
        if self.replay is not None:
            raise GameError("the solution is shown: go back to your game first")
        if self.status == "solved":
            raise GameError("solved already: reset to play it again")
        if self.status == "failed":
            raise GameError("this line has failed (see why): undo a move or reset")

    # -- playing ---------------------------------------------------------------------------------------
    def act(self, action) -> None:
        """Take an action ("draw", "meld Archery", "achieve 1", "dogma The Wheel")."""
        self._need_turn()
        g = self.game
        if g.pending is not None:
            raise GameError(f"{g.pending.player} must decide first: {g.pending.prompt}")
        a = Action.parse(action)
        why = g.why_illegal(a)
        if why:
            raise IllegalAction(why)
        self._play(self.line + [str(a)])
        self.refresh()

    def answer(self, value) -> None:
        """Answer the decision waiting for you."""
        self._need_turn()
        req = self.game.pending
        if req is None:
            raise GameError("no decision is waiting: take an action")
        self._play(self.line + [req.check(value)])
        self.refresh()

    def check(self):
        """The checker's verdict on your line so far (also shown in the widget, with the reason)."""
        self._checked()
        self.refresh()
        return self.verdict

    def _checked(self) -> None:
        self.checked = True
        self.checks += 1

    def hint(self) -> str:
        """The next hint (mildest first)."""
        hints = self.puzzle.hints
        if not hints:
            raise GameError("this puzzle has no hints")
        if self.hints_shown >= len(hints):
            raise GameError(f"no more hints: all {len(hints)} are shown")
        self.hints_shown += 1
        self.refresh()
        return hints[self.hints_shown - 1]

    def undo(self) -> None:
        """Take back your last move (an action or an answer)."""
        if not self.line:
            raise GameError("nothing to undo")
        self._play(self.line[:-1])
        self.refresh()

    def reset(self) -> None:
        """Back to the start (hints already shown stay shown)."""
        self._play([])
        self.refresh()

    # -- the coach (CoachPanel) -----------------------------------------------------------------------------
    def _coach_state(self):
        who = self.puzzle.solver
        if not self.coach:
            return False, "the coach is switched off", who
        if self.replay is not None:
            return False, "the solution is shown", who
        if self.status != "not yet":
            return False, f"the puzzle is {self.status}", who
        return True, None, who

    def _coach_key(self):
        return (repr(self.line), self.replay is not None)

    def _coach_job(self, who):
        from ..coach.puzzle import suggest_in_puzzle

        puzzle, line, sims, seed = self.puzzle, list(self.line), self.coach_simulations, self.coach_seed

        def job(progress, cancel):
            return suggest_in_puzzle(puzzle, line, simulations=sims, seed=seed, progress=progress, cancel=cancel)

        return job

    # -- the solver's solution -------------------------------------------------------------------------
    def solution(self):
        """The solver's result (searched once per puzzle and kernel)."""
        key = self.puzzle.to_json()
        if key not in _SOLUTIONS:
            _SOLUTIONS[key] = solve(self.puzzle, count=False, solutions=1, time_limit=SOLVE_SECONDS)
        return _SOLUTIONS[key]

    def show_solution(self) -> list[str]:
        """Replay the solver's solution from the start, one ``solution_step()`` at a time. When what you play
        depends on the other players' answers, the longest play is replayed (the others are in ``steps``)."""
        try:
            res = self.solution()
        except TimeoutError as e:
            raise GameError(f"the solver gave up: {e}") from None
        if res.solution is None:
            raise GameError(res.reason)
        plays = res.solution.plays()
        moves = max(plays, key=len)
        self.replay = {
            "moves": moves,
            "at": 0,
            "game": self.puzzle.start_game(),
            "text": str(res.solution),
            "branches": len(plays) > 1,
        }
        self.refresh()
        return [str(m) for m in moves]

    def solution_step(self) -> str:
        """Play the next move of the solution; returns it in words."""
        r = self.replay
        if r is None:
            raise GameError("show the solution first")
        if r["at"] >= len(r["moves"]):
            raise GameError("the solution is over: the goal is met")
        m = r["moves"][r["at"]]
        r["game"].play(m.move)
        r["at"] += 1
        self.refresh()
        return str(m)

    def hide_solution(self) -> None:
        """Back to your own game."""
        self.replay = None
        self.refresh()

    # -- messages --------------------------------------------------------------------------------------
    def dispatch(self, msg) -> None:
        t = msg.type
        if t == "action":
            self.act(msg.action)
        elif t == "answer":
            self.answer(msg.value)
        elif t == "check":
            self._checked()
        elif t == "hint":
            self.hint()
        elif t == "undo":
            self.undo()
        elif t == "reset":
            self.reset()
        elif t == "show_solution":
            self.show_solution()
        elif t == "solution_step":
            self.solution_step()
        elif t == "hide_solution":
            self.hide_solution()
        elif t in ("select", "terms"):
            super().dispatch(msg)
        elif not self._coach.handle(msg):
            raise BadMessage(f"the puzzle does not take {t!r} messages")

    # -- drawing -------------------------------------------------------------------------------------
    def build_snapshot(self) -> dict:
        p, v, terms = self.puzzle, self.verdict, self.terminology

        def t(text):
            return translate(text, terms) if text else text

        status = self.status
        viewer = p.viewer  # the solver's seat (a mined puzzle), or the teaching view
        r = self.replay
        g = r["game"] if r is not None else self.game
        mine = r is None and status == "not yet"
        solution = None
        if r is not None:
            done = r["at"] >= len(r["moves"])
            solution = {
                "steps": [
                    {"text": t(str(m)), "player": m.player, "kind": m.kind, "scripted": m.scripted} for m in r["moves"]
                ],
                "at": r["at"],
                "done": done,
                "text": t(r["text"]),
                "branches": r["branches"],
                "met": done and p.goal.holds(g.state, p.context()),
            }
        return {
            "kind": "puzzle",
            "puzzle": {
                "name": p.name,
                "title": p.title,
                "rule": t(p.rule),
                "description": t(p.description),
                "difficulty": p.difficulty,
                "goal": t(p.describe_goal()),
                "budget": p.actions,
                "solver": p.solver,
                "adversarial": p.adversarial,
                "hints": len(p.hints),
                "scripted": bool(p.script),
            },
            "status": status,
            "reason": t(v.reason),
            "failed": [{"goal": t(d), "why": t(w)} for d, w in v.failed],
            "checked": self.checked,
            "checks": self.checks,
            "budget_text": budget_words(p),
            "this_turn": this_turn(g, p.solver, "Monument" in f"{p.rule} {p.describe_goal()}"),
            "used": v.actions,
            "left": max(0, p.actions - v.actions),
            "line": [format_entry(x) for x in self.line],
            "hints": [t(h) for h in p.hints[: self.hints_shown]],
            "explanation": t(p.explanation) if (status == "solved" or (solution and solution["done"])) else None,
            "solution": solution,
            # the position as the puzzle shows it: open (every card face up), or as the solver's seat sees it
            "board": board_snapshot(g, viewer, terms),
            "actions": actions_snapshot(g, terms, viewer) if mine else [],
            # the solver's own decision, written to them ("your hand"), as in a game
            "pending": request_snapshot(g, g.pending, p.solver, terms) if mine else None,
            "log": event_rows(g, 0, viewer, terms, limit=LOG_EVENTS),
            "can": {
                "undo": bool(self.line) and r is None,
                "reset": bool(self.line) or r is not None,
                "hint": self.hints_shown < len(p.hints),
                "check": r is None,
                "show_solution": True,
                "solution_step": r is not None and r["at"] < len(r["moves"]),
            },
            "coach": self._coach.view() if self.coach else None,
        }

    def static_html(self) -> str:
        from .fallback import puzzle_picture

        return puzzle_picture(self.snapshot, self.model_id)

    def __repr__(self) -> str:
        return (
            f"<PuzzleWidget {self.puzzle.name or self.puzzle.title!r}: {self.status}, {count(len(self.line), 'move')}>"
        )


__all__ = ["PuzzleWidget"]
