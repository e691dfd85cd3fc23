"""A widget's background job (the coach's search, a game's review): run in a thread so that the notebook stays
free, its progress published in the widget's snapshot at most every ``PUBLISH_EVERY`` seconds, stoppable, and
dropped when what it was asked about changes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from typing import Any

from ..errors import InnovationError

PUBLISH_EVERY = 0.25  # seconds between progress updates sent to the front end

# job(progress, cancel) -> result: ``progress(done, total)`` says how far it is, ``cancel()`` whether to stop
Job = Callable[[Callable[[int, int], None], Callable[[], bool]], Any]


class BackgroundJob:
    """One job at a time, run in a thread. Its state is a dict, its part of the widget's snapshot: ``idle`` at
    first, then the state it was started with, updated by its progress and, when it ends, by its outcome (or its
    error: ``status`` "error" and the ``error`` said). ``publish()`` (the widget's) sends the state to the front
    end without rebuilding the rest of the snapshot: at most every PUBLISH_EVERY seconds while the job runs, and
    once when it ends.

    A job is about something (its ``key``: a position, say). ``about(key)`` for anything else drops it: it is
    stopped, what it still reports is ignored, and the state is idle again. ``what``: the job in words, for the
    error of a defect ("the coach failed: ...")."""

    def __init__(self, publish: Callable[[], None], idle: dict, *, name: str, what: str):
        self._publish = publish
        self._idle = dict(idle)
        self.name = name  # its threads' name
        self.what = what
        self._lock = threading.Lock()
        self._stop = threading.Event()  # the running job's; a new one for each job, and when a job is dropped
        self.thread: threading.Thread | None = None
        self._key: Hashable = None
        self.running = False  # from start() until its outcome (or its error) is in the state
        self._state = dict(idle)

    # -- running ---------------------------------------------------------------------------------------------
    def start(
        self,
        job: Job,
        state: dict,
        *,
        key: Hashable = None,
        progress: Callable[[int, int], dict],
        outcome: Callable[[Any], dict],
    ) -> threading.Thread:
        """Run ``job`` in a thread, about ``key``, from ``state`` (the fields it changes from idle); a job still
        running is stopped first. The state takes ``progress(done, total)`` as the job reports it, and
        ``outcome(result)`` when it ends (called under the job's lock: it may record the result elsewhere too).
        Returns the thread."""
        self.cancel()
        self.wait()
        stop = threading.Event()
        with self._lock:
            self._key = key
            self._state = {**self._idle, **state}
            self.running = True
            self._stop = stop
        last = [0.0]

        def report(done, total):
            with self._lock:
                if self._stop is not stop:  # dropped meanwhile
                    return
                self._state.update(progress(done, total))
            now = time.perf_counter()
            if now - last[0] >= PUBLISH_EVERY:
                last[0] = now
                self._publish()

        def work():
            result = error = None
            try:
                result = job(report, stop.is_set)
            except InnovationError as e:
                error = str(e)
            except Exception as e:  # a bug must not pass silently, nor leave the panel busy forever
                error = f"{self.what} failed: {type(e).__name__}: {e}"
            with self._lock:
                if self._stop is not stop:  # dropped meanwhile: what it was about changed
                    return
                self._state.update({"status": "error", "error": error} if error is not None else outcome(result))
                self.running = False
            self._publish()

        self.thread = threading.Thread(target=work, name=self.name, daemon=True)
        self.thread.start()
        return self.thread

    def cancel(self) -> None:
        """Ask the running job to stop (it sees ``cancel()`` turn True; what it did so far is its outcome)."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        """Block until the running job (if any) has finished."""
        t = self.thread
        if t is not None and t is not threading.current_thread():
            t.join(timeout)

    # -- the state -------------------------------------------------------------------------------------------
    def fields(self) -> dict:
        """The state now (a copy)."""
        with self._lock:
            return dict(self._state)

    def about(self, key: Hashable) -> dict:
        """The state now, for a widget at ``key``: a job about another key is dropped first."""
        with self._lock:
            if self._key is not None and self._key != key:
                self._stop.set()
                self._stop = threading.Event()
                self._key = None
                self._state = dict(self._idle)
                self.running = False
            return dict(self._state)


__all__ = ["PUBLISH_EVERY", "BackgroundJob", "Job"]
