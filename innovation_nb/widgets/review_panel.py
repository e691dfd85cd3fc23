"""A game's review inside the GameWidget: "Review this game" (or "Review the game so far") judges the decisions of
every seat, people's and bots' (so that the curve has every turn), in the background (``jobs.BackgroundJob``: the
notebook stays free), with its progress in the widget's snapshot (``snapshot["review"]``) and a way to stop it; the
finished review is a ReviewWidget, shown below the game, open on the person's moves and read from their seat.

The review works on a copy of the game taken when asked: the thread never reads the live game, and the game may go
on meanwhile (the review is of the game as it stood when asked).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from ..engine.game import GameError
from .below import show_in
from .jobs import BackgroundJob, Job

IDLE = {"status": "idle", "player": None, "done": 0, "total": 0, "error": ""}  # status: idle, running, done, ...

# The widget a finished review is shown in, by name: "review" is the ReviewWidget. It sits above the GameWidget
# (its Try it opens one), so it registers itself here instead of being imported (review_widget.py); the widgets'
# package imports it, so it is registered before any GameWidget is made.
VIEWS: dict = {}


def review_job(game, player: str, *, simulations: int | None, seed: int | None, terminology: str, bots: dict) -> Job:
    """The review of ``game`` (a copy the caller no longer touches) for ``player``: their decisions and those of
    every other seat that has decided anything (in seat order), at the review's effort (``simulations``; None: the
    review's default). ``job(progress, cancel)`` returns the finished review in its widget (a ReviewWidget read by
    ``player``, whose Try it plays the other seats with copies of ``bots``)."""
    from ..review import decisions, review

    def job(progress, cancel):
        decided = {d.player for d in decisions(game)}
        players = [player, *(n for n in game.state.player_names if n != player and n in decided)]
        r = review(game, players, simulations=simulations, seed=seed, workers=1, progress=progress, cancel=cancel)
        return VIEWS["review"](r, terminology=terminology, bots=bots)

    return job


class ReviewPanel:
    """The review panel of a widget (the GameWidget's). Its host gives what it needs:

    - ``state()``: whether a review is possible now, why not, and the people who may be reviewed
      (``(available, why_not, people)``);
    - ``job(player)``: the review of ``player``'s decisions so far (``review_job`` on a copy of the game);
    - ``publish(fields)``: sends the panel's new fields (``fields()``) without rebuilding the rest of the snapshot.

    ``reviewed`` is the widget of the last finished review; it shows in ``output`` (below the host)."""

    def __init__(
        self,
        state: Callable[[], tuple[bool, str | None, list[str]]],
        job: Callable[[str], Job],
        publish: Callable[[Callable[[], dict]], None],
    ):
        self._state = state
        self._job_for = job
        self.reviewed = None
        self._output = None
        self._job = BackgroundJob(lambda: publish(self._published), IDLE, name="innovation-review", what="the review")

    # -- running ---------------------------------------------------------------------------------------------
    def start(self, player: str | None = None) -> threading.Thread:
        """Review the game so far for ``player`` (default: the first person who may be reviewed), with every other
        seat's decisions too, in the background; returns the thread. GameError when there is nothing to review,
        ``player`` may not be reviewed, or a review is running already."""
        who = self._who(player)
        if self._job.running:
            raise GameError("a review is running already: wait for it, or cancel it")
        return self._job.start(
            self._job_for(who),
            {"status": "running", "player": who},
            progress=lambda done, total: {"done": done, "total": total},
            outcome=self._finished,
        )

    def cancel(self) -> None:
        """Stop the review: the moves judged so far are kept, and the review says it stopped early."""
        self._job.cancel()

    def wait(self, timeout: float | None = None):
        """Block until the running review (if any) has finished; returns ``reviewed``."""
        self._job.wait(timeout)
        return self.reviewed

    def _who(self, player):
        available, why_not, people = self._state()
        if not available:
            raise GameError(f"no review now: {why_not}")
        if player is None:
            return people[0]
        if player not in people:
            raise GameError(f"{player} is not a person at this table: the review is for {' or '.join(people)}")
        return player

    def _finished(self, widget) -> dict:
        """Keep the finished review and show it below the host (with the place where its Try it shows)."""
        self.reviewed = widget
        if self._output is not None:
            show_in(self._output, widget, widget.output)
        return {
            "status": "done" if widget.complete else "cancelled",
            "moves": sum(len(r.moves) for r in widget.reviews),
        }

    # -- the snapshot part -----------------------------------------------------------------------------------
    def view(self) -> dict:
        """The review's part of the snapshot: its state, and who may be reviewed now."""
        available, why_not, people = self._state()
        return {**self._published(), "available": available, "why_not": why_not, "people": people}

    def _published(self) -> dict:
        """The review's state (what its thread publishes: who may be reviewed depends on the live game, which the
        thread leaves as the last snapshot had it)."""
        return {**self._job.fields(), "shown": self.reviewed is not None}

    def handle(self, msg) -> bool:
        """Handle the review's messages; False for any other."""
        if msg.type == "review":
            self.start(msg.player)
        elif msg.type == "review_cancel":
            self.cancel()
        else:
            return False
        return True

    # -- where the finished review shows ---------------------------------------------------------------------
    @property
    def output(self):
        """The ipywidgets Output below the host, where the finished review is shown."""
        if self._output is None:
            import ipywidgets

            self._output = ipywidgets.Output()
        return self._output


__all__ = ["VIEWS", "ReviewPanel", "review_job"]
