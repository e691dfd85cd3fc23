"""A game's review inside the GameWidget: "Review this game" (or "Review the game so far") judges a person's decisions
in a background thread (the notebook stays free), with its progress in the widget's snapshot (``snapshot["review"]``)
and a way to stop it; the finished review is a ReviewWidget, shown below the game.

The review works on a copy of the game taken when asked: the thread never reads the live game, and the game may go
on meanwhile (the review is of the game as it stood when asked).
"""
from __future__ import annotations

import threading
import time

from ..engine.game import GameError
from ..errors import InnovationError

PUBLISH_EVERY = 0.25  # seconds between progress updates sent to the front end
REVIEW_SIMULATIONS = 60  # per position: a whole game of 90 decisions reviewed in about 15 s on one core


class ReviewPanel:
    """What the GameWidget mixes in. The widget says who may be reviewed (``humans``) and gives the game."""

    def _init_review(self, simulations: int, seed: int | None) -> None:
        self.review_simulations = simulations
        self.review_seed = seed
        self.reviewed = None  # the ReviewWidget of the last finished review
        self._review_output = None
        self._review_lock = threading.Lock()
        self._review_thread: threading.Thread | None = None
        self._review_stop = threading.Event()
        self._review_state = {"status": "idle", "player": None, "done": 0, "total": 0, "error": ""}

    # -- running ---------------------------------------------------------------------------------------------
    def review_game(self, player: str | None = None) -> threading.Thread:
        """Review ``player``'s decisions so far (default: the one person at the table) in the background; returns
        the thread. ``review_wait()`` waits for it; the finished review is ``reviewed`` (a ReviewWidget)."""
        thread = self._start_review(player)
        self.refresh()
        return thread

    def cancel_review(self) -> None:
        """Stop the review: the moves judged so far are kept, and the review says it stopped early."""
        self._review_stop.set()

    def review_wait(self, timeout: float | None = None):
        """Block until the running review (if any) has finished; returns ``reviewed``."""
        t = self._review_thread
        if t is not None and t is not threading.current_thread():
            t.join(timeout)
        return self.reviewed

    def _review_who(self, player):
        available, why_not, people = self._review_state_now()
        if not available:
            raise GameError(f"no review now: {why_not}")
        if player is None:
            return people[0]
        if player not in people:
            raise GameError(f"{player} is not a person at this table: the review is for "
                            f"{' or '.join(people)}")
        return player

    def _start_review(self, player):
        who = self._review_who(player)
        if self._review_state["status"] == "running":
            raise GameError("a review is running already: wait for it, or cancel it")
        from ..review import review

        copy = self.game.fork()  # the review never reads the live game
        sims, seed, terms, bots = self.review_simulations, self.review_seed, self.terminology, dict(self.bots)
        stop = threading.Event()
        with self._review_lock:
            self._review_stop = stop
            self._review_state = {"status": "running", "player": who, "done": 0, "total": 0, "error": ""}
        last = [0.0]

        def progress(done, total):
            with self._review_lock:
                self._review_state.update(done=done, total=total)
            now = time.perf_counter()
            if now - last[0] >= PUBLISH_EVERY:
                last[0] = now
                self._publish_review()

        def work():
            from .below import show_in
            from .review_widget import ReviewWidget

            widget = None
            try:
                r = review(copy, who, simulations=sims, seed=seed, workers=1, progress=progress, cancel=stop.is_set)
                widget = ReviewWidget(r, terminology=terms, bots=bots)
            except InnovationError as e:
                outcome = {"status": "error", "error": str(e)}
            except Exception as e:  # a bug must not pass silently, nor leave the button spinning forever
                outcome = {"status": "error", "error": f"the review failed: {type(e).__name__}: {e}"}
            else:
                outcome = {"status": "cancelled" if not r.complete else "done", "moves": len(r.moves)}
            with self._review_lock:
                self._review_state.update(outcome)
                if widget is not None:
                    self.reviewed = widget
            if widget is not None and self._review_output is not None:
                show_in(self._review_output, widget, widget.output)  # with the place where its Try it shows
            self._publish_review()

        self._review_thread = threading.Thread(target=work, name="innovation-review", daemon=True)
        self._review_thread.start()
        return self._review_thread

    # -- the snapshot part -----------------------------------------------------------------------------------
    def _review_state_now(self):
        """(available, why not, the people who may be reviewed)."""
        g = self.game
        if not g._history:
            return False, "this game keeps no history, so its decisions cannot be replayed", []
        # a game given already played counts too: its inputs are its players' decisions
        people = [n for n in self.humans if g._inputs or any(m.player == n for m, _ in self._moves)]
        if not people:
            return False, "you have made no move yet", []
        return True, None, people

    def _review_fields(self) -> dict:
        available, why_not, people = self._review_state_now()
        with self._review_lock:
            state = dict(self._review_state)
        return {**state, "available": available, "why_not": why_not, "people": people, "over": self.game.over,
                "shown": self.reviewed is not None}

    def _publish_review(self) -> None:
        """Send the review's new state without rebuilding the rest of the snapshot; called from its thread, which
        leaves what depends on the live game (who may be reviewed) as the last snapshot had it."""
        with self._review_lock:
            state = dict(self._review_state, shown=self.reviewed is not None)
        with self._snapshot_lock:
            self.snapshot = {**self.snapshot, "review": {**(self.snapshot.get("review") or {}), **state}}

    def _review_message(self, msg) -> bool:
        """Handle the review's messages; False for any other."""
        if msg.type == "review":
            self._start_review(msg.player)
        elif msg.type == "review_cancel":
            self.cancel_review()
        else:
            return False
        return True

    # -- where the finished review shows ---------------------------------------------------------------------
    @property
    def review_output(self):
        """The ipywidgets Output below the game, where the finished review is shown."""
        if self._review_output is None:
            import ipywidgets

            self._review_output = ipywidgets.Output()
        return self._review_output


__all__ = ["REVIEW_SIMULATIONS", "ReviewPanel"]
