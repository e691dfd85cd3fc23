"""What the three widgets share: a JSON snapshot traitlet, an error line, message dispatch, the terminology, the
selected card, and a static picture for pages without a kernel (exported notebooks, the static site)."""
from __future__ import annotations

import threading
from pathlib import Path

import anywidget
import traitlets

from ..engine.actions import IllegalAction
from ..engine.decisions import InvalidAnswer
from ..engine.game import GameError
from .protocol import BadMessage, parse
from .terms import check_terminology

STATIC = Path(__file__).resolve().parent.parent / "static"

# Errors a front end can provoke by a legal-looking message; each leaves the game untouched.
USER_ERRORS = (BadMessage, IllegalAction, InvalidAnswer, GameError, KeyError, ValueError)


class GameWidgetBase(anywidget.AnyWidget):
    _css = STATIC / "widgets.css"

    snapshot = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    terminology = traitlets.Unicode("asmadi").tag(sync=True)
    selected = traitlets.Unicode(None, allow_none=True).tag(sync=True)

    def __init__(self, game, terminology: str = "asmadi", **kwargs):
        super().__init__(**kwargs)
        self.game = game
        self.terminology = check_terminology(terminology)
        self.on_msg(self._on_message)

    # -- messages ------------------------------------------------------------------------------------
    def _on_message(self, _widget, content, _buffers=None):
        self.handle(content)

    def handle(self, content) -> bool:
        """Apply one front-end message; on a bad one, show the error and change nothing. Returns success."""
        try:
            msg = parse(content)
            self.dispatch(msg)
        except USER_ERRORS as e:
            # Every refusal happens before the game changes (the engine validates first).
            self.error = str(e).strip("'\"")
            return False
        self.error = ""
        if msg.type != "select":  # the selection syncs on its own traitlet: no need to redraw everything
            self.refresh()
        return True

    def dispatch(self, msg) -> None:
        if msg.type == "select":
            from ..cards.data import CARDS, unknown_card_message

            if msg.card is not None and msg.card not in CARDS:
                raise BadMessage(unknown_card_message(msg.card))
            self.selected = msg.card
        elif msg.type == "terms":
            self.terminology = msg.terminology
        else:
            raise BadMessage(f"this widget does not take {msg.type!r} messages")

    @traitlets.observe("terminology")
    def _terminology_changed(self, change):
        check_terminology(change["new"])
        if hasattr(self, "game"):
            self.refresh()

    # -- drawing -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        with self._snapshot_lock:  # a background coach publishes its progress into the same snapshot
            self.snapshot = self.build_snapshot()

    @property
    def _snapshot_lock(self):
        lock = self.__dict__.get("_inb_snapshot_lock")
        if lock is None:
            lock = self.__dict__.setdefault("_inb_snapshot_lock", threading.RLock())
        return lock

    def _publish_coach(self, fields) -> None:
        """Send the coach's new state (``fields()``, read under the lock so that it is never older than the
        snapshot) without rebuilding the rest of the snapshot; called from the coach's thread."""
        with self._snapshot_lock:
            coach = dict(self.snapshot.get("coach") or {})
            coach.update(fields())
            self.snapshot = {**self.snapshot, "coach": coach}

    def build_snapshot(self) -> dict:  # pragma: no cover - every widget defines it
        raise NotImplementedError

    def static_html(self) -> str:
        """The widget's picture for pages without a kernel (a board, with each widget's own parts)."""
        from .fallback import board_picture

        return board_picture(self.snapshot, self.model_id)

    def _ipython_display_(self):
        """The live widget, then its static picture as an output of its own: an export that keeps the widget
        state (``jupyter nbconvert --execute``) picks the widget view over any text/html in the same bundle, but
        keeps a separate output. JupyterLab hides the picture while the live widget shows (widgets.css)."""
        from IPython.display import display

        bundle = self._repr_mimebundle_()
        data, meta = bundle if isinstance(bundle, tuple) else (bundle, {})
        display(data, metadata=meta, raw=True)
        display({"text/html": self.static_html()}, raw=True)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} of {self.game!r}>"
