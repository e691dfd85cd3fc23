"""PuzzleTrainer: one puzzle after another from a pack, each the next right one for you (``innovation_nb.puzzles.
trainer``), with your Glicko-2 rating, a filter by theme and set, and a Next puzzle button. Each puzzle is played
exactly as in the :class:`PuzzleWidget` (the same view, checker, hints and solution).

**What counts** (one result per puzzle served, kept in the record file with the ratings after it):

- solved: the goal reached within the budget, before the solution was shown (hints are allowed);
- not solved: the budget used up (or the line failed: an answer of the others broke it, the game ended) without the
  goal, or the solution shown, or Next puzzle, after a move — even one undone: the first move begins the attempt and
  writes it to the record at once (``Trainer.begin``), so a kernel restart counts it not solved too;
- no result: Next puzzle before any move (a skip; the puzzle may come again), or the solution shown before any move
  (nothing of that puzzle counts then, a solve played after it neither).

**Modes** (``mode``, ``start(mode)``, the Mode buttons): rated (what counts above), streak (until the first miss,
each puzzle harder) and timed (3 minutes on the browser's clock, sent as ``elapsed`` with each message): both
unrated, their best scores kept (``innovation_nb.puzzles.modes``).

**The game it came from** (``source()``, the button "Open its game"): once the attempt is over, the
bot game a mined puzzle was found in, replayed to its position, opens below in a GameWidget from the solver's seat
(``innovation_nb.puzzles.source``; its note says whether the replay reached the puzzle's position).

A puzzle of the pack that cannot be loaded is skipped (``Trainer.problems``): the snapshot's ``skipped`` says which
to the learner.

**Undo never shows a hidden draw.** While an attempt is open, Undo (and Reset) may not take back a move that showed
a card nobody could see before (a draw, a reveal, a card from the supply: ``cards_shown``), or a learner could look
at what a draw brings and play otherwise; ``undo_blocked`` (the snapshot's ``undo_blocked``) says why.

After the result, you may undo, reset and play on, or watch the solution: it changes nothing more.

The browser sees what the PuzzleWidget shows (its snapshot, made for you as a viewer) and the trainer's part: your
rating, the filter, the pack's themes and sets with their counts; never a puzzle's JSON, its intended line or the
supply.
"""

from __future__ import annotations

from typing import Optional

import pandas as pd

from ..engine.game import GameError
from ..engine.text import count
from ..errors import clip
from ..puzzles import check
from ..puzzles import pack as packs
from ..puzzles.modes import MODES
from ..puzzles.rating import after_attempt
from ..puzzles.record import DEFAULT_FILE
from ..puzzles.strengths import weakest
from ..puzzles.trainer import Trainer
from .base import ERROR_CHARS, STATIC
from .below import OpensBelow
from .puzzle_widget import PuzzleWidget, format_entry

SKIPPED_LISTED = 3  # puzzles a note of skipped ones names
SHOWING = frozenset({"draw", "reveal"})  # events that show a card: undone, it could be drawn again, unseen
HIDDEN_ZONES = frozenset({"supply"})  # where a card taken from is one nobody saw before


def cards_shown(game) -> int:
    """How many of ``game``'s events showed a card nobody could see before: a draw, a reveal, any card taken from
    the supply."""
    return sum(
        1 for e in game.events if e.cards and (e.kind in SHOWING or getattr(e.source, "kind", None) in HIDDEN_ZONES)
    )


def skipped_note(problems: list[tuple[str, str]]) -> str:
    """The puzzles skipped because they cannot be loaded, in a sentence for the learner ("" for none)."""
    if not problems:
        return ""
    listed = "; ".join(f"{name} ({clip(what, 100)})" for name, what in problems[:SKIPPED_LISTED])
    more = f"; and {len(problems) - SKIPPED_LISTED} more" if len(problems) > SKIPPED_LISTED else ""
    return clip(f"Skipped {count(len(problems), 'puzzle')} that cannot be loaded: {listed}{more}.", ERROR_CHARS)


class PuzzleTrainer(OpensBelow, PuzzleWidget):
    """Puzzles from ``pack`` (None: the shipped pack; a pack file; a table from ``pack.load(as_frame=True)``), the
    next one nearest your rating, filtered by ``themes`` and ``sets`` (None: anything). ``record``: the JSON file
    (or a :class:`~innovation_nb.puzzles.PuzzleRecord`) keeping your rating, every attempt and your solves.

    ``rating`` (yours), ``puzzle`` (the one served), ``next()``, ``filter(themes, sets)``; the puzzle is played
    with the PuzzleWidget's methods (``act``, ``answer``, ``hint``, ``undo``, ``reset``, ``show_solution``, ...).
    ``trainer`` is the :class:`~innovation_nb.puzzles.Trainer` behind it."""

    _esm = STATIC / "trainer.js"

    def __init__(
        self,
        pack=None,
        themes=None,
        sets=None,
        record=DEFAULT_FILE,
        terminology: str = "asmadi",
        coach: bool = False,
        seed: int = 0,
        clock=None,
        mode: str = "rated",
        **kwargs,
    ):
        # the whole table, read once: the trainer's columns, and where each puzzle came from (``source``)
        self._pack_table = pack if isinstance(pack, pd.DataFrame) else packs.load_frame(pack)
        self.trainer = Trainer(self._pack_table, themes=themes, sets=sets, record=record, seed=seed, clock=clock)
        if mode != "rated":
            self.trainer.start(mode)
        self.last_change: Optional[float] = None  # the rating's change at the last result
        self.message = ""
        self.skipped = ""  # the puzzles the last draw skipped, said to the learner
        self.looked = False  # the solution was looked at before any move: this puzzle counts nothing
        self.floor = 0  # moves of the line Undo may not take back in an open attempt: the last showed a card
        first = self._draw()
        # the trainer keeps the solves (with the attempts): the PuzzleWidget's own record stays unused
        super().__init__(first, terminology, record=None, coach=coach, **kwargs)

    # -- the trainer -----------------------------------------------------------------------------------
    @property
    def rating(self):
        """Your rating (:class:`~innovation_nb.puzzles.rating.Rating`: ``rating``, ``rd``, ``vol``)."""
        return self.trainer.rating

    @property
    def result(self) -> Optional[bool]:
        """The puzzle's result: True (solved), False (not solved) or None (not yet)."""
        return self.trainer.result

    def next(self):
        """Serve the next puzzle (an attempt begun without a result counts as not solved); returns it. A streak that
        this miss ends stays on its puzzle, saying so: the next ``next()`` begins a new one."""
        if self.result is None and self.trainer.pending is not None:
            self._result(False, "you moved on")
            if self.trainer.run.over:
                self.refresh()
                return self.puzzle
        else:
            self.message = ""
        puzzle = self._draw()
        self._serve(puzzle)
        self.refresh()
        return puzzle

    def start(self, mode: str):
        """Begin a run of ``mode`` (rated, streak or timed: ``innovation_nb.puzzles.modes``) with a new puzzle; an
        attempt open in a rated run counts as not solved. Returns the puzzle."""
        if mode not in MODES:
            raise GameError(f"the modes are {', '.join(MODES)}, not {mode!r}")
        if self.result is None and self.trainer.pending is not None and self.trainer.run.rated:
            self._result(False, "you changed the mode")
        self.trainer.start(mode)
        self.message = ""
        puzzle = self._draw()
        self._serve(puzzle)
        self.refresh()
        return puzzle

    def tick(self, elapsed: float) -> None:
        """The seconds elapsed in a timed run, from the front end's clock: at ``TIMED_SECONDS`` the run is over."""
        if self.trainer.tick(elapsed):
            self.message = "the time is up"
        self.refresh()

    def handle(self, content) -> bool:
        # a timed run's messages carry the front end's clock: it counts first (a move after the time is refused)
        if isinstance(content, dict) and "elapsed" in content and content.get("type") != "trainer_clock":
            content = dict(content)
            if not super().handle({"type": "trainer_clock", "elapsed": content.pop("elapsed")}):
                return False
        return super().handle(content)

    # -- the game it came from -------------------------------------------------------------------------------
    @property
    def source_blocked(self) -> Optional[str]:
        """Why the game this puzzle came from cannot be opened now (None when it can): only once the attempt is
        over (or the solution was shown), and only for a mined puzzle."""
        if self.result is None and not self.looked:
            return "the game it came from opens once your attempt is over: its history is the hand's story"
        from ..puzzles.source import unknown

        return unknown(self._pack_table, self.puzzle.name)

    def source(self):
        """Open the game this puzzle came from, replayed to the puzzle's position (``innovation_nb.puzzles.source``),
        in a GameWidget below the trainer, seen from the solver's seat with its history; returns it. Only once the
        attempt is over: the history hides nothing the puzzle shows, but it tells where the hand came from."""
        from ..puzzles.source import source_of
        from .game_widget import GameWidget

        if self.source_blocked:
            raise GameError(self.source_blocked)
        src = source_of(self._pack_table, self.puzzle.name)
        self.opened = GameWidget(src.game, bots=src.bots, terminology=self.terminology, pause_bots=True, note=src.note)
        self._show_opened()
        self.message = src.note
        self.refresh()
        return self.opened

    def _need_turn(self) -> None:
        run = self.trainer.run
        if run.over:
            raise GameError(f"this {run.mode} run is over ({run.why}): press Next puzzle for a new one")
        super()._need_turn()

    def filter(self, themes=None, sets=None) -> int:
        """Serve from these themes and sets from now on (None: anything); the puzzle shown stays until Next.
        Returns how many puzzles the filter holds."""
        n = self.trainer.filter(themes=themes, sets=sets)
        self.refresh()
        return n

    def _draw(self):
        """The trainer's next puzzle; ``skipped`` names those it skipped on the way."""
        known = len(self.trainer.problems)
        try:
            return self.trainer.next()
        finally:
            self.skipped = skipped_note(self.trainer.problems[known:])

    def _serve(self, puzzle) -> None:
        self.looked = False
        self.floor = 0
        self._coach.cancel()
        self.puzzle = puzzle
        self.hints_shown = 0
        self.line = []
        self.replay = None
        self.verdict = check(puzzle, [])
        self.game = self.verdict.game
        self.checked = False
        self.checks = 0

    def _result(self, solved: bool, why: str) -> None:
        if self.result is not None:
            return
        before = self.trainer.rating
        after = self.trainer.attempt(solved, moves=[format_entry(x) for x in self.line] if solved else None)
        self.last_change = after.rating - before.rating
        self.message = why

    # -- the attempt rule, on the PuzzleWidget's moves -----------------------------------------------------------
    def _play(self, line) -> None:
        longer = len(line) > len(self.line)
        if longer and self.result is None and not self.looked:
            self.trainer.begin()  # the first move begins the attempt (kept at once: a refusal changes nothing)
        shown = cards_shown(self.game)
        super()._play(line)
        if longer and self.trainer.pending is not None and cards_shown(self.game) > shown:
            self.floor = len(self.line)  # a card seen stays seen: Undo stops after this move
        status = self.status
        if self.looked:  # the solution was seen before any move: nothing of this puzzle counts
            return
        if status == "solved":
            self._result(True, "solved")
        elif status == "failed":
            self._result(
                False,
                "the budget is spent without the goal"
                if self.verdict.step is None and not self.verdict.game.over
                else "the line failed",
            )

    @property
    def undo_blocked(self) -> Optional[str]:
        """Why Undo cannot take back the last move (None when it can): in an attempt still open, a move that
        showed a card nobody could see before (a draw, a reveal) stays, or the card could be drawn again unseen."""
        if self.result is not None or self.trainer.pending is None or not self.line or len(self.line) > self.floor:
            return None
        return (
            f"Undo stops here: {format_entry(self.line[self.floor - 1])} showed you a card you could not see "
            f"before, and in an attempt that counts a card seen stays seen"
        )

    def undo(self) -> None:
        """Take back your last move, unless it showed a card nobody could see before in an open attempt
        (``undo_blocked`` says why)."""
        if self.undo_blocked:
            raise GameError(self.undo_blocked)
        super().undo()

    def reset(self) -> None:
        """Back to the start, unless a move showed a card nobody could see before in an open attempt."""
        if self.result is None and self.trainer.pending is not None and self.floor:
            raise GameError(
                f"Reset would take back {format_entry(self.line[self.floor - 1])}, which showed you a card you "
                f"could not see before: in an attempt that counts a card seen stays seen"
            )
        super().reset()

    def show_solution(self) -> list[str]:
        """The solver's solution (the PuzzleWidget's): with an attempt begun and no result yet it counts as not
        solved; before any move it counts nothing, and no attempt at this puzzle can begin any more."""
        moves = super().show_solution()
        if self.result is None and self.trainer.pending is not None:
            self._result(False, "you asked for the solution")
        elif self.result is None:
            self.looked = True
        self.refresh()
        return moves

    def _coach_key(self):
        return (self.puzzle.name, *super()._coach_key())

    # -- messages ------------------------------------------------------------------------------------------
    def dispatch(self, msg) -> None:
        if msg.type == "next_puzzle":
            self.next()
        elif msg.type == "trainer_mode":
            self.start(msg.mode)
        elif msg.type == "open_source":
            self.source()
        elif msg.type == "trainer_clock":
            self.tick(msg.elapsed)
        elif msg.type == "trainer_filter":
            self.filter(themes=msg.themes, sets=msg.sets)
        else:
            super().dispatch(msg)

    # -- drawing ---------------------------------------------------------------------------------------------
    def build_snapshot(self) -> dict:
        snap = super().build_snapshot()
        t = self.trainer
        me = t.rating
        name = self.puzzle.name or self.puzzle.title
        it = t.puzzle_rating(name)
        odds = None
        if self.result is None and t.run.rated:  # what solving it or not would do to your rating now
            up, _ = after_attempt(me, it, True)
            down, _ = after_attempt(me, it, False)
            odds = {"win": round(up.rating - me.rating), "loss": round(down.rating - me.rating)}
        total = t.record.total  # every attempt, those summarised included
        mine = t.your_themes()
        blocked = self.undo_blocked
        if blocked:
            snap["can"] = {**snap["can"], "undo": False, "reset": False}
        elif self.result is None and t.pending is not None and self.floor:
            snap["can"] = {**snap["can"], "reset": False}
        snap["trainer"] = {
            "rating": round(me.rating),
            "rd": round(me.rd),
            "rating_text": me.text(),
            "new": t.record.rating is None,
            "attempts": total.attempts,
            "solved_total": total.solved,
            "change": None if self.last_change is None else round(self.last_change),
            "puzzle_rating": round(it.rating),
            "puzzle_rd": round(it.rd),
            "stakes": odds,
            "result": None if self.result is None else ("solved" if self.result else "failed"),
            "open": t.pending is not None,  # an attempt begun: it counts, whatever comes next
            "looked": self.looked,
            "run": t.run.view(),  # the mode, its score, over or not
            "best": t.record.best.model_dump(),  # the best score of each unrated mode
            "your_themes": [r.view() for r in mine],
            "weakest": getattr(weakest(mine), "theme", None),  # "practise the weakest" serves it
            "source_blocked": self.source_blocked,  # why "Open its game" cannot (None: it can)
            "review": t.review,  # a puzzle missed before, come back on the review schedule
            "due": len(t.due()),
            "undo_blocked": blocked,  # why Undo cannot take back the last move (None: it can)
            "why": self.message,
            "skipped": self.skipped,
            "themes": t.themes,
            "sets": t.sets,
            "filter_text": t.filter_text,
            "pool": len(t.pool),
            "solved_in_pool": t.solved_in_pool,
            "left": len(t.candidates()),
            "all_themes": [{"name": k, "count": v} for k, v in t.themes_in_pack().items()],
            "all_sets": t.sets_in_pack(),
            "served": t.served,
        }
        return snap

    def static_html(self) -> str:
        from html import escape

        from .fallback import puzzle_picture

        tr = self.snapshot.get("trainer") or {}
        line = (
            f"<p><b>Your rating:</b> {escape(tr.get('rating_text', ''))} · puzzles: "
            f"{escape(tr.get('filter_text', ''))}</p>"
        )
        if tr.get("skipped"):
            line += f'<p class="inb-note">{escape(tr["skipped"])}</p>'
        html = puzzle_picture(self.snapshot, self.model_id)
        box = '<div class="inb-s-box">'
        return html.replace(box, line + box, 1) if box in html else html

    def __repr__(self) -> str:
        return (
            f"<PuzzleTrainer {self.puzzle.name!r}: {self.status}; your rating {self.rating.text()}, "
            f"{self.trainer.filter_text}>"
        )


__all__ = ["PuzzleTrainer"]
