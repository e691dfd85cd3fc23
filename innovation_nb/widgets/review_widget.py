"""ReviewWidget: a game review to read. The chance to win over the game (a curve), the moves coloured by class, and
for the move picked the board as it stood then, seen from the reviewed player's seat, with the move played and the
coach's move side by side and why; **Try it** opens that moment in a GameWidget (a DogmaStepper for a question
inside a dogma) to play the better line."""

from __future__ import annotations

import copy
import random

from ..coach.determinize import dealt_anew
from ..engine.text import count as counted
from ..review import Review
from ..review import review as run_review
from ..review.arguments import ReviewError
from ..review.classes import CLASSES
from ..terms import labels, translate
from .base import STATIC, WidgetBase
from .below import OpensBelow
from .game_widget import GameWidget
from .protocol import BadMessage
from .review_panel import VIEWS
from .snapshot import TEACHING, board_snapshot, event_rows, request_snapshot
from .stepper import DogmaStepper

HINDSIGHT_NOTE = "with hindsight: every hidden card shown"
TRY_DEALT = "Try it: the cards you could not see are dealt anew"
TRY_HINDSIGHT = "Try it, with hindsight: every hidden card as it really was"
LAST_EVENTS = 6  # what had just happened, shown with the moment


class ReviewWidget(OpensBelow, WidgetBase):
    """Read ``review`` (an :class:`innovation_nb.review.Review`). ``ReviewWidget.of(game, player, **kwargs)`` runs
    the review first (``kwargs`` go to :func:`innovation_nb.review.review`).

    Python and the front end do the same things: ``show(move)`` picks a move (a Move or its number; the first
    moment that mattered most is picked at the start), ``try_it(move=None)`` returns a widget on the position
    before it (a GameWidget, or a DogmaStepper for a question inside a dogma), kept as ``opened`` and shown below
    the review. ``bots``: who plays the other seats there ({name: bot}; by default a greedy bot each).

    The board shown is the one the reviewed player saw at that moment (other hands and score piles by their ages),
    unless the review was made with hindsight: then every card is shown, and the title says so.
    """

    _esm = STATIC / "review.js"

    def __init__(self, review: Review, terminology: str = "asmadi", bots: dict | None = None, **kwargs):
        if not isinstance(review, Review):
            raise ReviewError(
                "review", f"a Review (innovation_nb.review.review(game, player)), got {type(review).__name__}"
            )
        self.review = review
        self.bots = dict(bots) if bots is not None else None
        keys = review.key_moments
        self.at = (keys[0].number if keys else 0) if review.moves else None
        self.opened = None  # the last widget "Try it" opened
        self._opened_at = None
        self._deals = 0  # sandboxes dealt so far: each Try it deals the hidden cards again
        self._output = None
        self._positions: dict[int, object] = {}
        super().__init__(terminology, **kwargs)
        self.refresh()

    @classmethod
    def of(cls, game, player: str, *, terminology: str = "asmadi", bots: dict | None = None, **review_kwargs):
        """Review ``player``'s decisions in ``game`` (see :func:`innovation_nb.review.review`), then show it."""
        return cls(run_review(game, player, **review_kwargs), terminology=terminology, bots=bots)

    # -- the game shown ------------------------------------------------------------------------------
    @property
    def game(self):
        """The game as it stood before the move picked (a copy; None for a review without any judged move)."""
        return None if self.at is None else self.position(self.at)

    @property
    def viewer(self):
        """Whose view the board is drawn from: the reviewed player's, or with hindsight the teaching view (every
        hand and score pile face up)."""
        return TEACHING if self.review.hindsight else self.review.player

    def position(self, move):
        """The game just before ``move`` (kept: moving between moves rewinds once per move)."""
        n = self._number(move)
        if n not in self._positions:
            self._positions[n] = self.review.position(n)
        return self._positions[n]

    def _number(self, move, field: str = "move") -> int:
        n = getattr(move, "number", move)
        count = len(self.review.moves)
        if isinstance(n, bool) or not isinstance(n, int):
            raise ReviewError(field, f"a move's number (0 to {count - 1}) or a Move, got {type(move).__name__}")
        if not 0 <= n < count:
            raise ReviewError(
                field,
                f"there is no move {n}: this review judged {counted(count, 'move')} (0 to {count - 1})"
                if count
                else f"there is no move {n}: this review judged no move",
            )
        return n

    # -- what the buttons do -------------------------------------------------------------------------
    def show(self, move) -> None:
        """Show the moment of ``move`` (a Move or its number)."""
        self.at = self._number(move)
        self.refresh()

    def try_it(self, move=None):
        """A widget on the position before ``move`` (default: the move shown) to play it another way: a
        DogmaStepper when it was a question inside a dogma, else a GameWidget where the other seats are played by
        ``bots``. Kept as ``opened``."""
        self._try(move)
        self.refresh()
        return self.opened

    def _try(self, move) -> None:
        n = self._number(self.at if move is None else move)
        game = self.sandbox(n)
        m = self.review.moves[n]
        note = TRY_HINDSIGHT if self.review.hindsight else TRY_DEALT
        if m.kind == "answer" and game.plan is not None:
            self.opened = DogmaStepper(game, perspective=self.viewer, terminology=self.terminology, note=note)
        else:
            self.opened = GameWidget(game, bots=self._sandbox_bots(game), terminology=self.terminology, note=note)
        self._opened_at = n

    def sandbox(self, move):
        """A game at the position before ``move``, to play it another way, as the reviewed player could have
        seen it then: the cards they could not see are dealt anew, consistently with what they saw (as the
        coach's simulations are), so what is explored there (a draw, the others' play) tells nothing of the real
        game's hidden cards. A review made with hindsight opens the true position (and says so). Each call deals
        again."""
        n = self._number(move)
        game = self.review.position(n)  # a fresh copy: what is played there never reaches the review
        if self.review.hindsight:
            return game
        self._deals += 1
        return dealt_anew(game, self.review.player, random.Random(f"{self.review.seed}:{n}:{self._deals}"))

    def _sandbox_bots(self, game) -> dict:
        """Who plays the other seats in a sandbox: copies of ``bots`` (a bot of the live game must not move on
        there: its random draws, or anything it remembers, would change the live game's course), by default a
        greedy bot each; a bot that cannot be copied is replaced by a greedy one."""
        from ..bots import GreedyBot

        me = self.review.player
        out = {}
        for i, p in enumerate(game.players):
            if p.name == me:
                continue  # the reviewed seat is yours to play
            bot = (self.bots or {}).get(p.name)
            try:
                out[p.name] = copy.deepcopy(bot) if bot is not None else GreedyBot(seed=i)
            except Exception:  # a bot holding a lock, a file or a process cannot be copied
                out[p.name] = GreedyBot(seed=i)
        return out

    # -- messages --------------------------------------------------------------------------------------
    def dispatch(self, msg) -> None:
        t = msg.type
        if t == "moment":
            self.at = self._number(msg.move)
        elif t == "try_it":
            self._try(msg.move)
            self._show_opened()
        elif t in ("select", "terms"):
            super().dispatch(msg)
        else:
            raise BadMessage(f"the review does not take {t!r} messages")

    # -- drawing -------------------------------------------------------------------------------------
    def title(self) -> str:
        r = self.review
        head = f"Review of your game ({r.player})"
        if r.hindsight:
            head += f", {HINDSIGHT_NOTE}"
        return head + ("" if r.complete else " — stopped before the end")

    def build_snapshot(self) -> dict:
        r, terms = self.review, self.terminology

        def t(text):
            return translate(text, terms) if text else text

        keys = {m.number for m in r.key_moments}
        moves = [
            {
                "number": m.number,
                "turn": m.turn,
                "kind": m.kind,
                "played": t(m.played),
                "best": t(m.best),
                "same": m.same,
                "chance": m.played_chance,
                "class": m.klass,
                "loss": m.loss,
                "key": m.number in keys,
            }
            for m in r.moves
        ]
        moment = self._moment(t) if self.at is not None else None
        board = moment.pop("board") if moment else {"terminology": terms, "labels": labels(terms), "edition": "third"}
        return {
            "kind": "review",
            "title": self.title(),
            "player": r.player,
            "hindsight": r.hindsight,
            "complete": r.complete,
            "classes": list(CLASSES),
            "summary": {
                "accuracy": r.accuracy,
                "counts": r.counts,
                "text": t(r.summary()),
                "decisions": r.decisions,
                "forced": r.forced,
                "unjudged": len(r.unjudged),
                "simulations": r.simulations,
                "seconds": r.seconds,
            },
            "curve": [
                {
                    "number": p["number"],
                    "turn": p["turn"],
                    "chance": p["chance"],
                    "low": p["low"],
                    "high": p["high"],
                    "class": p["class"],
                }
                for p in r.curve
            ],
            "moves": moves,
            "at": self.at,
            "moment": moment,
            "board": board,
            "opened": {"kind": type(self.opened).__name__, "move": self._opened_at}
            if self.opened is not None
            else None,
        }

    def _moment(self, t) -> dict:
        m = self.review.moves[self.at]
        g = self.position(self.at)
        viewer = self.viewer
        pending = request_snapshot(g, g.pending, viewer, self.terminology) if m.kind == "answer" else None
        return {
            "number": m.number,
            "turn": m.turn,
            "kind": m.kind,
            "prompt": t(m.prompt),
            "played": t(m.played),
            "best": t(m.best),
            "same": m.same,
            "class": m.klass,
            "explanation": t(m.explanation),
            "played_chance": m.played_chance,
            "played_interval": list(m.played_interval),
            "best_chance": m.best_chance,
            "best_interval": list(m.best_interval),
            "loss": m.loss,
            "loss_interval": list(m.loss_interval),
            "pairs": m.pairs,
            "pending": pending,
            "last": event_rows(g, max(0, len(g.events) - LAST_EVENTS), viewer, self.terminology),
            "try": "DogmaStepper" if m.kind == "answer" and g.plan is not None else "GameWidget",
            "board": board_snapshot(g, viewer, self.terminology),
        }

    def static_html(self) -> str:
        from .fallback import review_picture

        return review_picture(self.snapshot, self.model_id)

    def __repr__(self) -> str:
        return f"<ReviewWidget of {self.review!r}>"


VIEWS["review"] = ReviewWidget  # the GameWidget's review panel shows a finished review in it

__all__ = ["ReviewWidget"]
