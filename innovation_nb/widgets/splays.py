"""SplayWidget: one pile under each splay, side by side — what every covered card shows, and what the pile's
icon counts become."""

from __future__ import annotations

from ..cards.data import CARDS, ICONS, SPLAYS, unknown_card_message
from ..engine.game import GameError
from ..engine.icons import pile_icons
from ..engine.state import Pile
from ..errors import shorten
from ..terms import labels
from .base import STATIC, WidgetBase
from .protocol import BadMessage

DIRECTIONS = (None, *SPLAYS)


class SplayWidget(WidgetBase):
    """The pile ``cards`` (top card first; all of one colour, as on a board) unsplayed and splayed left, right
    and up. Covered cards show only what the splay reveals; ``highlight`` (an icon) rings that icon's count.
    The counts are the engine's own (:func:`innovation_nb.engine.icons.pile_icons`)."""

    _esm = STATIC / "splays.js"

    def __init__(self, cards, highlight: str | None = None, terminology: str = "asmadi", **kwargs):
        if isinstance(cards, str) or not cards:
            raise GameError(
                "give the pile as a list of titles, top card first (at least two, so that a splay shows something)"
            )
        cards = list(cards)
        for n in cards:
            if not isinstance(n, str) or n not in CARDS:
                raise GameError(unknown_card_message(n))
        if len(set(cards)) != len(cards):
            raise GameError("a card can lie in a pile only once")
        if len(cards) < 2:
            raise GameError("a pile of one card is never splayed: give at least two titles")
        colors = {CARDS[n].color for n in cards}
        if len(colors) > 1:
            raise GameError(f"a pile holds one colour, but these are {', '.join(sorted(colors))}")
        if highlight is not None and highlight not in ICONS:
            raise GameError(f"highlight is one of {', '.join(ICONS)}, not {shorten(highlight)}")
        self.cards = cards
        self.highlight = highlight
        super().__init__(terminology, **kwargs)
        self.refresh()

    def counts(self, splay: str | None) -> dict[str, int]:
        """The pile's icon counts under ``splay`` (None: not splayed)."""
        return dict(zip(ICONS, pile_icons(Pile(self.cards[::-1], splay))))

    def dispatch(self, msg) -> None:
        if msg.type in ("select", "terms"):
            super().dispatch(msg)
        else:
            raise BadMessage(f"the splay view does not take {msg.type!r} messages")

    def build_snapshot(self) -> dict:
        return {
            "kind": "splays",
            "cards": self.cards,
            "color": CARDS[self.cards[0]].color,
            "highlight": self.highlight,
            "columns": [{"splay": s, "counts": self.counts(s)} for s in DIRECTIONS],
            "board": {"terminology": self.terminology, "labels": labels(self.terminology)},
        }

    def static_html(self) -> str:
        from .fallback import splays_picture

        return splays_picture(self.snapshot, self.model_id)

    def __repr__(self) -> str:
        return f"<SplayWidget {', '.join(self.cards)}>"


__all__ = ["SplayWidget"]
