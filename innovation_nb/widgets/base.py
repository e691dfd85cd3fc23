"""What every widget shares (``WidgetBase``): a JSON snapshot traitlet, an error line, message dispatch, the
terminology, the selected card, and a static picture for pages without a kernel (exported notebooks, the static
site)."""

from __future__ import annotations

import logging
import threading
from pathlib import Path

import anywidget
import traitlets

# anywidget makes a class's file path into one of these and exports no public name for them (its package offers
# AnyWidget, Widget and WidgetTrait only): FrontEndFile must recognise them to hold them in its place
from anywidget._file_contents import FileContents, VirtualFileContents

from ..errors import InnovationError, clip, shorten
from ..terms import check_terminology
from .protocol import BadMessage, parse

STATIC = Path(__file__).resolve().parent.parent / "static"
ERROR_CHARS = 2000  # the longest error line a widget shows
log = logging.getLogger("innovation_nb.widgets")


class FrontEndFile:
    """A widget class's front-end file (its ``_esm`` or ``_css``), as anywidget read it: ``str()`` is the text.

    anywidget turns a class's file path into a ``FileContents`` and connects every new widget to it with a
    closure that holds the widget, so nothing made from that class could ever be freed. Held in this wrapper
    (which anywidget does not connect), the file feeds each widget its text; when anywidget watches the file
    for changes (``ANYWIDGET_HMR``), widgets follow them through a weak reference (``watch``)."""

    def __init__(self, contents):
        self.contents = contents

    def __str__(self) -> str:
        return str(self.contents)

    def watch(self, method) -> None:
        """Call the bound ``method`` with the new text on each change, for as long as its widget lives."""
        self.contents.changed.connect(method)  # psygnal holds a bound method weakly


class WidgetBase(anywidget.AnyWidget):
    """The base of every widget: ``snapshot`` (what the front end draws, made by ``build_snapshot``), ``error`` (the
    last message's refusal), ``terminology``, ``selected`` (the card shown in full), the messages (``handle`` them,
    ``dispatch`` the valid ones) and the static picture. A widget that shows a game holds it as ``game``; the others
    (a quiz, the card gallery, the splays) have none."""

    _css = STATIC / "widgets.css"
    game = None  # the game shown, set by a widget that shows one

    snapshot = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    terminology = traitlets.Unicode("asmadi").tag(sync=True)
    selected = traitlets.Unicode(None, allow_none=True).tag(sync=True)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)  # anywidget reads the files a class names
        for key in ("_esm", "_css"):
            value = getattr(cls, key, None)
            if isinstance(value, (FileContents, VirtualFileContents)):
                setattr(cls, key, FrontEndFile(value))

    def __init__(self, terminology: str = "asmadi", **kwargs):
        files = {key: getattr(type(self), key, None) for key in ("_esm", "_css")}  # traits shadow them next
        super().__init__(**kwargs)
        for key, file in files.items():
            if isinstance(file, FrontEndFile):
                file.watch(self._esm_changed if key == "_esm" else self._css_changed)
        self.terminology = check_terminology(terminology)
        self.on_msg(self._on_message)

    def _esm_changed(self, text: str) -> None:
        self._esm = text

    def _css_changed(self, text: str) -> None:
        self._css = text

    # -- messages ------------------------------------------------------------------------------------
    def _on_message(self, _widget, content, _buffers=None):
        self.handle(content)

    def handle(self, content) -> bool:
        """Apply one front-end message; on a bad one, show the error (``error``) and change nothing. Returns
        success. Every refusal happens before anything changes (the engine and the editor validate first)."""
        try:
            msg = parse(content)
            self.dispatch(msg)
        except InnovationError as e:
            self.error = clip(str(e), ERROR_CHARS)
            return False
        except Exception as e:  # a defect, not the message's fault: say so briefly and keep the details in the log
            kind = content.get("type") if isinstance(content, dict) else None
            log.exception("%s failed on a %s message", type(self).__name__, shorten(kind))
            self.error = (
                f"Something went wrong inside innovation_nb ({type(e).__name__}) on this "
                f"{clip(str(kind), 40) if isinstance(kind, str) else ''} message; the details are in the "
                f"log."
            )
            try:
                self.refresh()  # show whatever state the widget is in now
            except Exception:
                log.exception("%s could not redraw", type(self).__name__)
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
        if self.snapshot:  # drawn already (a widget being made draws itself once it is ready)
            self.refresh()

    # -- drawing -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        with self._snapshot_lock:  # a background job (coach, review) publishes its progress into it too
            self.snapshot = self.build_snapshot()

    @property
    def _snapshot_lock(self):
        lock = self.__dict__.get("_inb_snapshot_lock")
        if lock is None:
            lock = self.__dict__.setdefault("_inb_snapshot_lock", threading.RLock())
        return lock

    def _publish(self, part: str, fields) -> None:
        """Send one part of the snapshot anew (``snapshot[part]`` updated with ``fields()``, read under the lock so
        that it is never older than the snapshot) without rebuilding the rest; called from a background job's
        thread (the coach's, the review's)."""
        with self._snapshot_lock:
            now = dict(self.snapshot.get(part) or {})
            now.update(fields())
            self.snapshot = {**self.snapshot, part: now}

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
