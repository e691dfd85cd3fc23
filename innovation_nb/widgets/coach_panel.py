"""The coach inside a widget: a search run in the background (``jobs.BackgroundJob``: the notebook stays free), its
progress and result published in the widget's snapshot (``snapshot["coach"]``), stoppable, and dropped as soon as
the position it was asked about changes.

The search works on a copy of the game taken when asked (``Game.fork``): the thread never reads the live game.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable

from ..engine.game import GameError
from .jobs import BackgroundJob, Job

IDLE = {
    "status": "idle",
    "progress": 0.0,
    "suggestions": [],
    "simulations": 0,
    "seconds": 0.0,
    "error": "",
    "player": None,
    "verdict": "",
    "decided": True,
}  # status: idle, thinking, done, cancelled, error


class CoachPanel:
    """The Coach panel of a widget (the GameWidget's, the PuzzleWidget's). Its host gives what it needs:

    - ``state()``: whether the coach may help now, why not, and whom it advises (``(available, why_not, player)``);
    - ``key()``: what identifies the position (a search about another one is dropped);
    - ``job(player)``: the search, ``job(progress, cancel)`` returning Suggestions (on a copy of the game);
    - ``publish(fields)``: sends the panel's new fields (``fields()``) without rebuilding the rest of the snapshot.
    """

    def __init__(
        self,
        state: Callable[[], tuple[bool, str | None, str | None]],
        key: Callable[[], Hashable],
        job: Callable[[str], Job],
        publish: Callable[[Callable[[], dict]], None],
    ):
        self._state = state
        self._key = key
        self._job_for = job
        self._job = BackgroundJob(lambda: publish(self._job.fields), IDLE, name="innovation-coach", what="the coach")

    @property
    def thread(self) -> threading.Thread | None:
        """The thread of the last search (None before the first)."""
        return self._job.thread

    def start(self) -> threading.Thread:
        """Search in the background (a search still running for another position is stopped first); returns its
        thread. GameError when the coach cannot help now."""
        available, why_not, who = self._state()
        if not available:
            raise GameError(f"the coach cannot help now: {why_not}")
        return self._job.start(
            self._job_for(who),
            {"status": "thinking", "player": who},
            key=self._key(),
            progress=_progress,
            outcome=_ranked,
        )

    def cancel(self) -> None:
        """Stop the search (what it found so far is kept, marked as stopped early)."""
        self._job.cancel()

    def wait(self, timeout: float | None = None) -> None:
        """Block until the running search (if any) has finished."""
        self._job.wait(timeout)

    def view(self) -> dict:
        """The coach's part of the snapshot for the position now: a result about another position is dropped (and
        its search stopped)."""
        available, why_not, who = self._state()
        fields = self._job.about(self._key())
        return {"available": available, "why_not": why_not, **fields, "player": fields["player"] or who}

    def handle(self, msg) -> bool:
        """Handle the coach's messages; False for any other."""
        if msg.type == "coach":
            self.start()
        elif msg.type == "coach_cancel":
            self.cancel()
        else:
            return False
        return True


def _progress(done: int, total: int) -> dict:
    return {"progress": round(min(1.0, done / total) if total else 1.0, 3)}


def _ranked(ranked) -> dict:
    """The search's outcome, from its Suggestions: the moves ranked, what they cost, the search in one sentence
    (the best move, or that the top moves are too close to call)."""
    return {
        "status": "cancelled" if ranked.cancelled else "done",
        "progress": 1.0,
        "suggestions": [s.to_dict() for s in ranked],
        "simulations": ranked.simulations,
        "seconds": round(ranked.seconds, 2),
        "verdict": ranked.verdict(),
        "decided": ranked.decided,
    }


class CoachControls:
    """The coach's buttons as a widget's methods, for a widget that holds a :class:`CoachPanel` as ``_coach`` (and
    has ``refresh`` and ``snapshot``, as every widget has)."""

    _coach: CoachPanel

    def ask_coach(self):
        """Start the coach (in the background); returns its thread."""
        thread = self._coach.start()
        self.refresh()
        return thread

    def cancel_coach(self) -> None:
        """Stop the coach's search; what it found so far stays shown, marked as stopped early."""
        self._coach.cancel()

    def coach_wait(self, timeout: float | None = None) -> dict:
        """Wait for the coach's search to finish; returns the coach's part of the snapshot."""
        self._coach.wait(timeout)
        return self.snapshot["coach"]


__all__ = ["CoachControls", "CoachPanel"]
