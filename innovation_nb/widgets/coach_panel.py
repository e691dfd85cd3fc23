"""The coach inside a widget: a search run in a background thread (the notebook stays free), its progress and
result published in the widget's snapshot (``snapshot["coach"]``), stoppable, and dropped as soon as the position
it was asked about changes.

The search works on a copy of the game taken when asked (``Game.fork``): the thread never reads the live game.
"""
from __future__ import annotations

import threading
import time

from ..engine.game import GameError
from ..errors import InnovationError

PUBLISH_EVERY = 0.25  # seconds between progress updates sent to the front end


class CoachRunner:
    """One widget's coach. ``start(job, key, player)`` runs ``job(progress, cancel)`` (returning Suggestions) in a
    thread; ``view(key, available, why_not)`` is the snapshot part. ``publish()`` is the widget's way to send a new
    coach part without rebuilding the rest."""

    def __init__(self, publish):
        self._publish = publish
        self._lock = threading.Lock()
        self.thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._reset(None)

    def _reset(self, key) -> None:
        self.key = key
        self.player = None
        self.status = "idle"  # idle, thinking, done, cancelled, error
        self.progress = 0.0
        self.suggestions: list[dict] = []
        self.simulations = 0
        self.seconds = 0.0
        self.error = ""
        self.verdict = ""  # the search in one sentence: the best move, or that the top moves are too close to call
        self.decided = True

    # -- running ---------------------------------------------------------------------------------------------
    def start(self, job, key, player) -> threading.Thread:
        """Search in the background; a search still running for another position is stopped first."""
        self.cancel()
        self.wait()
        stop = threading.Event()
        with self._lock:
            self._reset(key)
            self.player = player
            self.status = "thinking"
            self._stop = stop
        last = [0.0]

        def progress(done, total):
            with self._lock:
                if self._stop is not stop:
                    return
                self.progress = min(1.0, done / total) if total else 1.0
            now = time.perf_counter()
            if now - last[0] >= PUBLISH_EVERY:
                last[0] = now
                self._publish()

        def work():
            try:
                ranked = job(progress, stop.is_set)
            except InnovationError as e:
                outcome = {"status": "error", "error": str(e)}
            except Exception as e:  # a bug must not pass silently, nor leave the panel thinking forever
                outcome = {"status": "error", "error": f"the coach failed: {type(e).__name__}: {e}"}
            else:
                outcome = {"status": "cancelled" if ranked.cancelled else "done", "progress": 1.0,
                           "suggestions": [s.to_dict() for s in ranked], "simulations": ranked.simulations,
                           "seconds": ranked.seconds, "verdict": ranked.verdict(), "decided": ranked.decided}
            with self._lock:
                if self._stop is not stop:  # dropped meanwhile: the position changed
                    return
                for k, v in outcome.items():
                    setattr(self, k, v)
            self._publish()

        self.thread = threading.Thread(target=work, name="innovation-coach", daemon=True)
        self.thread.start()
        return self.thread

    def cancel(self) -> None:
        """Stop the search (what it found so far is kept, marked as stopped early)."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        """Block until the running search (if any) has finished."""
        t = self.thread
        if t is not None and t is not threading.current_thread():
            t.join(timeout)

    # -- the snapshot part -----------------------------------------------------------------------------------
    def fields(self) -> dict:
        """The search's own part: status, progress, suggestions and what they cost."""
        with self._lock:
            return self._fields()

    def _fields(self) -> dict:
        return {"status": self.status, "progress": round(self.progress, 3), "suggestions": list(self.suggestions),
                "simulations": self.simulations, "seconds": round(self.seconds, 2), "error": self.error,
                "player": self.player, "verdict": self.verdict, "decided": self.decided}

    def view(self, key, available: bool, why_not: str | None, player: str | None) -> dict:
        """The coach's part of the snapshot for the position ``key``: a result about another position is
        dropped (and its search stopped)."""
        with self._lock:
            if self.key is not None and self.key != key:
                self._stop.set()
                self._stop = threading.Event()
                self._reset(None)
            out = {"available": available, "why_not": why_not, **self._fields()}
            out["player"] = self.player or player
            return out


class CoachPanel:
    """What a widget with a Coach panel shares (mixed into GameWidget and PuzzleWidget). The widget says when the
    coach may help and whom (``_coach_state() -> (available, why_not, player)``), what identifies the position
    (``_coach_key()``) and what to search (``_coach_job(player) -> job(progress, cancel)``)."""

    def _init_coach(self, on: bool) -> None:
        self.coach = bool(on)
        self._coach = CoachRunner(lambda: self._publish_coach(self._coach.fields))

    def ask_coach(self):
        """Start the coach (in the background); returns its thread."""
        thread = self._ask_coach()
        self.refresh()
        return thread

    def cancel_coach(self) -> None:
        """Stop the coach's search; what it found so far stays shown, marked as stopped early."""
        self._coach.cancel()

    def coach_wait(self, timeout: float | None = None) -> dict:
        """Wait for the coach's search to finish; returns the coach's part of the snapshot."""
        self._coach.wait(timeout)
        return self.snapshot["coach"]

    def _ask_coach(self):
        available, why_not, who = self._coach_state()
        if not available:
            raise GameError(f"the coach cannot help now: {why_not}")
        return self._coach.start(self._coach_job(who), self._coach_key(), who)

    def _coach_view(self):
        if not self.coach:
            return None
        available, why_not, who = self._coach_state()
        return self._coach.view(self._coach_key(), available, why_not, who)

    def _coach_message(self, kind: str) -> bool:
        """Handle the coach's messages; False for any other."""
        if kind == "coach":
            self._ask_coach()
        elif kind == "coach_cancel":
            self.cancel_coach()
        else:
            return False
        return True
