"""ReviewWidget: a game review to read. Every judged turn on one curve (your chance to win), the moves of each player
reviewed coloured by class (a switch between the players, their accuracy and counts side by side), and for the move
picked the board as it stood then, with the move played and the coach's move side by side and why; how much effort
the positions got. **Retry** tries one of your mistakes, blunders or misses again: pick another move there, and the
engine judges it as the review judged yours (**Hint**, then **Show the answer**); **Save as puzzles** keeps them as
your own puzzles for the PuzzleTrainer. **Try it** opens a moment of yours in a GameWidget (a DogmaStepper for a
question inside a dogma) to play the better line.

**What you may see.** The widget is read by the first player reviewed: "you". Every board is drawn from your seat,
the other players' moments too (their hands and score piles by their ages), unless the review was made with
hindsight. The review's words for another player's move are written for that player and may name the cards in
their hand, so they are not shown: their moves are worded anew for you (a card you could not see then is named by
its age; the move played as you saw it made), with their class, chances and the coach's move, and the verdict in a
sentence of your words. Try it and Retry are for your own moves only.
"""

from __future__ import annotations

import copy
import random
from pathlib import Path

from ..coach.determinize import dealt_anew
from ..engine.text import count as counted
from ..engine.text import number as signed_number
from ..review import Review, Reviews
from ..review import review as run_review
from ..review.arguments import ReviewError
from ..review.classes import BAD, CLASSES, MISS
from ..review.retry import DEFAULT_RETRIES, check_move, retried, save_retries
from ..review.retry import hint as coach_hint
from ..review.retry import retry as judge_again
from ..review.verdicts import VERDICTS, coach_prefers, move_parts, words, you_played
from ..terms import labels, translate
from .base import STATIC, WidgetBase
from .below import OpensBelow
from .game_widget import GameWidget
from .jobs import BackgroundJob
from .protocol import BadMessage
from .review_panel import VIEWS
from .snapshot import TEACHING, actions_snapshot, board_snapshot, event_rows, request_snapshot
from .stepper import DogmaStepper

HINDSIGHT_NOTE = "with hindsight: every hidden card shown"
TRY_DEALT = "Try it: the cards you could not see are dealt anew"
TRY_HINDSIGHT = "Try it, with hindsight: every hidden card as it really was"
LAST_EVENTS = 6  # what had just happened, shown with the moment
AS_GOOD = "As good as the coach's move"
COULD_HAVE_WON = "You could have won: "
RETRY_IDLE = {"status": "idle", "tried": None, "error": ""}  # status: idle, judging, done, error
SAVE_IDLE = {"status": "idle", "done": 0, "total": 0, "text": "", "error": ""}  # status: idle, saving, done, error


class ReviewWidget(OpensBelow, WidgetBase):
    """Read ``review``: an :class:`innovation_nb.review.Review`, or several players' side by side (a
    :class:`~innovation_nb.review.Reviews`, ``review(game, [names])``: the first is "you", whose side the curve and
    the boards are seen from). ``ReviewWidget.of(game, player, **kwargs)`` runs the review first (``player`` a name or
    a list of names; ``kwargs`` go to :func:`innovation_nb.review.review`).

    Python and the front end do the same things: ``show(move, player=None)`` picks a move (a Move or its number,
    of the player whose moves are listed, or of ``player``; the first moment that mattered most of yours is picked
    at the start), ``show_player(name)`` lists that player's moves; ``try_it(move=None)`` returns a widget on the
    position before one of your moves (a GameWidget, or a DogmaStepper for a question inside a dogma), kept as
    ``opened`` and shown below the review. ``bots``: who plays the other seats there ({name: bot}; by default a
    greedy bot each).

    Retry (your mistakes, blunders and misses): ``retry(number, move)`` judges another move there in the background,
    exactly as the review judged yours (``retry_wait()`` returns the :class:`~innovation_nb.review.Retry`);
    ``hint(number)`` and ``answer(number)`` say what kind of move the coach's is, then which. ``save_retries(path)``
    saves your mistakes of actions as puzzles in a pack file (``retries``, by default ``my-retries.parquet``) that
    ``PuzzleTrainer(pack=path)`` serves (``innovation_nb.review.retry.save_retries``).

    The boards are the ones you saw (other hands and score piles by their ages), unless the review was made with
    hindsight: then every card is shown, and the title says so. See the module for what another player's moments
    show.
    """

    _esm = STATIC / "review.js"

    def __init__(
        self,
        review: Review | Reviews,
        terminology: str = "asmadi",
        bots: dict | None = None,
        retries=DEFAULT_RETRIES,
        **kwargs,
    ):
        if isinstance(review, Reviews):
            self.reviews, self.together = list(review.reviews), review
        elif isinstance(review, Review):
            self.reviews, self.together = [review], Reviews([review])
        else:
            raise ReviewError(
                "review",
                f"a Review or Reviews (innovation_nb.review.review(game, player)), got {type(review).__name__}",
            )
        self.person = self.reviews[0].player  # "you": whose side everything is seen from
        self.review = self.reviews[0]  # the review whose moves are listed
        self.bots = dict(bots) if bots is not None else None
        self.retries = Path(retries)
        self.at = self._first(self.review)
        self.opened = None  # the last widget "Try it" opened
        self._opened_at = None
        self._deals = 0  # sandboxes dealt so far: each Try it deals the hidden cards again
        self._output = None
        self._positions: dict[tuple[str, int], object] = {}
        self._worded: dict[str, dict[int, tuple[str, str]]] = {}  # another player's moves in your words
        self.retrying = None  # the move of yours whose Retry panel is open
        self.retried = None  # the last Retry judged
        self._hints: dict[int, str] = {}
        self._answers: dict[int, str] = {}
        self._retry_job = BackgroundJob(
            lambda: self._publish("retry", self._retry_job.fields), RETRY_IDLE, name="innovation-retry", what="Retry"
        )
        self._save_job = BackgroundJob(
            lambda: self._publish("saving", self._save_job.fields),
            SAVE_IDLE,
            name="innovation-save-retries",
            what="saving the retries",
        )
        super().__init__(terminology, **kwargs)
        self.refresh()

    @classmethod
    def of(cls, game, player, *, terminology: str = "asmadi", bots: dict | None = None, **review_kwargs):
        """Review ``player``'s decisions in ``game`` (a name, or a list of names: see
        :func:`innovation_nb.review.review`), then show it."""
        return cls(run_review(game, player, **review_kwargs), terminology=terminology, bots=bots)

    @staticmethod
    def _first(review: Review):
        keys = review.key_moments
        return (keys[0].number if keys else 0) if review.moves else None

    # -- the game shown ------------------------------------------------------------------------------
    @property
    def you(self) -> Review:
        """Your review (the first player reviewed)."""
        return self.reviews[0]

    @property
    def complete(self) -> bool:
        """Whether every review was finished (not stopped early)."""
        return self.together.complete

    @property
    def game(self):
        """The game as it stood before the move picked (a copy; None for a review without any judged move)."""
        return None if self.at is None else self.position(self.at)

    @property
    def viewer(self):
        """Whose view the boards are drawn from: yours, or with hindsight the teaching view (every hand and score
        pile face up)."""
        return TEACHING if self.review.hindsight else self.person

    def position(self, move, player: str | None = None):
        """The game just before ``move`` of ``player`` (default: the one whose moves are listed); kept, so that
        moving between moves rewinds once per move."""
        r = self._of(player)
        n = self._number(move, review=r)
        if (r.player, n) not in self._positions:
            self._positions[(r.player, n)] = r.position(n)
        return self._positions[(r.player, n)]

    def _of(self, player) -> Review:
        if player is None:
            return self.review
        for r in self.reviews:
            if r.player == player:
                return r
        names = ", ".join(r.player for r in self.reviews)
        raise ReviewError("player", f"{player!r} is not reviewed here; the players reviewed are {names}")

    def _number(self, move, field: str = "move", review: Review | None = None) -> int:
        r = review or self.review
        n = getattr(move, "number", move)
        count = len(r.moves)
        if isinstance(n, bool) or not isinstance(n, int):
            raise ReviewError(field, f"a move's number (0 to {count - 1}) or a Move, got {type(move).__name__}")
        if not 0 <= n < count:
            raise ReviewError(
                field,
                f"there is no move {n}: this review judged {counted(count, 'move')} of {r.player}'s (0 to {count - 1})"
                if count
                else f"there is no move {n}: this review judged no move of {r.player}'s",
            )
        return n

    def _mine(self) -> bool:
        return self.review.player == self.person

    # -- what the buttons do -------------------------------------------------------------------------
    def show(self, move, player: str | None = None) -> None:
        """Show the moment of ``move`` (a Move or its number) of ``player`` (default: the one whose moves are
        listed; another player's moves are then listed)."""
        self._show(move, player)
        self.refresh()

    def show_player(self, player: str) -> None:
        """List ``player``'s moves (one of the players reviewed), and show their first moment that mattered most."""
        r = self._of(player)
        if r is not self.review:
            self.review, self.at, self.retrying = r, self._first(r), None
        self.refresh()

    def _show(self, move, player) -> None:
        r = self._of(player)
        n = self._number(move, review=r)
        if r is not self.review or n != self.retrying:
            self.retrying = None
        self.review, self.at = r, n

    def try_it(self, move=None):
        """A widget on the position before your ``move`` (default: the move shown) to play it another way: a
        DogmaStepper when it was a question inside a dogma, else a GameWidget where the other seats are played by
        ``bots``. Kept as ``opened``."""
        self._try(move)
        self.refresh()
        return self.opened

    def _try(self, move) -> None:
        if not self._mine():
            raise ReviewError("move", f"Try it plays your own moves: {self.review.player}'s moves are listed")
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
        """A game at the position before your ``move``, to play it another way, as you could have seen it then: the
        cards you could not see are dealt anew, consistently with what you saw (as the coach's simulations are), so
        what is explored there (a draw, the others' play) tells nothing of the real game's hidden cards. A review
        made with hindsight opens the true position (and says so). Each call deals again."""
        r = self.you
        n = self._number(move, review=r)
        game = r.position(n)  # a fresh copy: what is played there never reaches the review
        if r.hindsight:
            return game
        self._deals += 1
        return dealt_anew(game, r.player, random.Random(f"{r.seed}:{n}:{self._deals}"))

    def _sandbox_bots(self, game) -> dict:
        """Who plays the other seats in a sandbox: copies of ``bots`` (a bot of the live game must not move on
        there: its random draws, or anything it remembers, would change the live game's course), by default a
        greedy bot each; a bot that cannot be copied is replaced by a greedy one."""
        from ..bots import GreedyBot

        out = {}
        for i, p in enumerate(game.players):
            if p.name == self.person:
                continue  # the reviewed seat is yours to play
            bot = (self.bots or {}).get(p.name)
            try:
                out[p.name] = copy.deepcopy(bot) if bot is not None else GreedyBot(seed=i)
            except Exception:  # a bot holding a lock, a file or a process cannot be copied
                out[p.name] = GreedyBot(seed=i)
        return out

    # -- Retry -----------------------------------------------------------------------------------------
    def retryable(self, move) -> bool:
        """Whether your ``move`` (a Move or its number) may be retried: a mistake, a blunder or a miss."""
        return self.you.moves[self._number(move, review=self.you)].klass in BAD

    def _retryable(self, move) -> int:
        r = self.you
        n = self._number(move, review=r)
        k = r.moves[n].klass
        if k not in BAD:
            raise ReviewError("move", f"your move {n} is {k}: Retry is for your mistakes, blunders and misses")
        return n

    def open_retry(self, move=None) -> None:
        """Open the Retry panel on your ``move`` (default: the move shown), showing its moment."""
        self._open(self.at if move is None and self._mine() else move)
        self.refresh()

    def close_retry(self) -> None:
        self.retrying = None
        self.refresh()

    def _open(self, move) -> int:
        n = self._retryable(move)
        self.review, self.at, self.retrying = self.you, n, n
        return n

    def retry(self, number, move):
        """Judge ``move`` (an action's text, or an answer) instead of your move ``number``, in the background, as the
        review judged yours; returns the thread (``retry_wait()`` waits for it). An illegal move is refused at once
        (a ReviewError naming why), and nothing changes."""
        thread = self._retry(number, move)
        self.refresh()
        return thread

    def _retry(self, number, move):
        n = self._retryable(number)
        tried = check_move(self.you, move, n)
        self._open(n)
        review, terms, g = self.you, self.terminology, self.position(n, self.person)

        def job(progress, cancel):
            return judge_again(review, tried, n)

        def judged(result) -> dict:
            self.retried = result
            return _retry_fields(result, terms)

        return self._retry_job.start(
            job,
            {"status": "judging", "tried": translate(words(g, self.person, move_parts(g, tried)), terms)},
            key=("retry", n),
            progress=lambda done, total: {},
            outcome=judged,
        )

    def retry_wait(self, timeout: float | None = None):
        """Wait for the move being judged; returns the last :class:`~innovation_nb.review.Retry` (None before)."""
        self._retry_job.wait(timeout)
        return self.retried

    def hint(self, number) -> str:
        """What kind of move the coach's is at your move ``number`` (without naming it); shown in its Retry panel."""
        n = self._open(number)
        self._hints[n] = coach_hint(self.you, n)
        self.refresh()
        return self._hints[n]

    def answer(self, number) -> str:
        """The coach's move at your move ``number``, in words; shown in its Retry panel."""
        n = self._open(number)
        self._answers[n] = self.you.moves[n].best
        self.refresh()
        return self._answers[n]

    def save_retries(self, path=None):
        """Save your mistakes, blunders and misses of actions as puzzles in the pack file ``path`` (default
        ``retries``): see :func:`innovation_nb.review.retry.save_retries`. Returns what was saved (``Saved``)."""
        self._save_job.wait()  # the button's save, if one runs, first: the file is read and written whole
        return save_retries(self.you, self.retries if path is None else path)

    def _save_in_background(self):
        if self._save_job.running:
            raise ReviewError("retries", "the retries are being saved already")
        review, path = self.you, self.retries
        return self._save_job.start(
            lambda progress, cancel: save_retries(review, path, progress=progress, cancel=cancel),
            {"status": "saving"},
            progress=lambda done, total: {"done": done, "total": total},
            outcome=lambda saved: {"status": "done", "text": str(saved), "added": len(saved.added)},
        )

    def save_wait(self, timeout: float | None = None) -> dict:
        """Wait for the save the button started; returns its state (``snapshot["saving"]``)."""
        self._save_job.wait(timeout)
        return self._save_job.fields()

    # -- messages --------------------------------------------------------------------------------------
    def dispatch(self, msg) -> None:
        t = msg.type
        if t == "moment":
            self._show(msg.move, msg.player)
        elif t == "review_player":
            r = self._of(msg.player)
            if r is not self.review:
                self.review, self.at, self.retrying = r, self._first(r), None
        elif t == "try_it":
            self._try(msg.move)
            self._show_opened()
        elif t == "retry_open":
            if msg.move is None:
                self.retrying = None
            else:
                self._open(msg.move)
        elif t == "retry":
            self._retry(msg.move, msg.value)
        elif t == "retry_hint":
            n = self._open(msg.move)
            self._hints[n] = coach_hint(self.you, n)
        elif t == "retry_answer":
            n = self._open(msg.move)
            self._answers[n] = self.you.moves[n].best
        elif t == "save_retries":
            self._save_in_background()
        elif t in ("select", "terms"):
            super().dispatch(msg)
        else:
            raise BadMessage(f"the review does not take {t!r} messages")

    # -- words for you -----------------------------------------------------------------------------------
    def worded(self, player: str) -> dict[int, tuple[str, str]]:
        """Each judged move of ``player`` as (the move played, the coach's move) in your words: the coach's move as
        the board stood before it, the move played once it was made (a meld shows its card then); a card you could
        not see then is named by its age. Your own moves are the review's words."""
        r = self._of(player)
        if player == self.person:
            return {m.number: (m.played, m.best) for m in r.moves}
        if player not in self._worded:
            out = {}
            for m in r.moves:
                g = r.position(m.number)
                best = (
                    words(g, self.person, move_parts(g, _engine_move(r, m)))
                    if m.best_move is not None
                    else "the coach's move (a card you could not see)"
                )
                g.play(r.move_played(m))
                out[m.number] = (words(g, self.person, move_parts(g, r.move_played(m))), best)
            self._worded[player] = out
        return self._worded[player]

    def _their_verdict(self, r: Review, m, played: str, best: str) -> str:
        """Another player's move judged, in your words (the review's own reasons are theirs: not shown)."""
        name = r.player
        did = name + you_played(played, m.kind)[3:]  # "Ben played ...", "Ben chose ...": "you ..." said of them
        if m.same:
            head = f"{did}: the coach's {'turn, in another order' if m.same_turn else 'move'}."
        elif m.klass == MISS:
            head = f"A miss: {name} had a sure win this turn and let it go. {did}; {coach_prefers(best, m.kind)}."
        else:
            lo, hi = m.loss_interval
            head = (
                f"{VERDICTS[m.klass]}. {did}; {coach_prefers(best, m.kind)} (95% interval of the loss "
                f"{signed_number(lo)} to {signed_number(hi)} points)."
            )
        return (
            f"{head} Judged from what {name} could see; the review's reasons for {name} may name cards you could not "
            f"see, so they are not shown."
        )

    def _their_summary(self, r: Review) -> str:
        name = r.player
        done = self.worded(name)
        parts = [
            f"{name}'s decisions, judged from what {name} could see: {len(r.moves)} of "
            f"{counted(r.decisions, 'decision')} reviewed."
        ]
        if r.moves:
            counts = r.counts
            parts.append(f"Accuracy {r.accuracy:.0f}. " + ", ".join(f"{c}: {counts[c]}" for c in CLASSES) + ".")
            for m in r.key_moments:
                parts.append(f"Turn {m.turn}: {done[m.number][0]} ({counted(round(m.loss), 'point')}, {m.klass}).")
        return " ".join(parts)

    def effort(self) -> dict:
        """How much effort the positions got: simulations per position on average (and at most), and the pairs
        of the comparisons, over every judged move of the players reviewed."""
        moves = [m for r in self.reviews for m in r.moves]
        compared = [m.pairs for m in moves if not m.same]
        r = self.you
        average = sum(m.simulations for m in moves) / len(moves) if moves else 0.0
        asked = (
            f"{r.simulations:,} asked, a comparison stopping once its class is decided"
            if r.simulations
            else f"about {r.seconds:g} s each"
        )
        text = (
            f"{average:,.0f} simulations a position on average ({asked}); each class rests on the 95% interval of a "
            f"paired comparison: the move played and the coach's, on the same deals of the hidden cards"
            + (f" ({counted(round(sum(compared) / len(compared)), 'pair')} on average)" if compared else "")
            + "."
        )
        return {"average": average, "simulations": r.simulations, "seconds": r.seconds, "text": text}

    # -- drawing -------------------------------------------------------------------------------------
    def title(self) -> str:
        r = self.you
        head = f"Review of your game ({r.player})"
        others = [x.player for x in self.reviews[1:]]
        if others:
            head += f", with {' and '.join(others)}'s moves"
        if r.hindsight:
            head += f", {HINDSIGHT_NOTE}"
        return head + ("" if self.complete else " — stopped before the end")

    def build_snapshot(self) -> dict:
        r, terms = self.review, self.terminology

        def t(text):
            return translate(text, terms) if text else text

        mine = self._mine()
        keys = {m.number for m in r.key_moments}
        said = self.worded(r.player)
        moves = [
            {
                "number": m.number,
                "turn": m.turn,
                "kind": m.kind,
                "played": t(said[m.number][0]),
                "best": t(said[m.number][1]),
                "same": m.same,
                "chance": m.played_chance,
                "class": m.klass,
                "loss": m.loss,
                "key": m.number in keys,
                "retry": mine and m.klass in BAD,
            }
            for m in r.moves
        ]
        moment = self._moment(t) if self.at is not None else None
        board = moment.pop("board") if moment else {"terminology": terms, "labels": labels(terms), "edition": "third"}
        return {
            "kind": "review",
            "title": self.title(),
            "player": r.player,
            "you": self.person,
            "hindsight": r.hindsight,
            "complete": self.complete,
            "classes": list(CLASSES),
            "players": [
                {
                    "name": x.player,
                    "you": x.player == self.person,
                    "shown": x is r,
                    "accuracy": x.accuracy,
                    "counts": x.counts,
                    "moves": len(x.moves),
                }
                for x in self.reviews
            ],
            "summary": {
                "accuracy": r.accuracy,
                "counts": r.counts,
                "text": t(r.summary() if mine else self._their_summary(r)),
                "decisions": r.decisions,
                "forced": r.forced,
                "trivial": r.trivial,
                "unjudged": len(r.unjudged),
                "simulations": r.simulations,
                "seconds": r.seconds,
                "effort": self.effort(),
            },
            "curve": self._curve(),
            "moves": moves,
            "at": self.at,
            "moment": moment,
            "board": board,
            "opened": {"kind": type(self.opened).__name__, "move": self._opened_at}
            if self.opened is not None
            else None,
            "retry": self._retry_view(t),
            "saving": {
                **self._save_job.fields(),
                "path": str(self.retries),
                "count": 0 if self.you.hindsight else len(retried(self.you)),
            },
        }

    def _curve(self) -> list[dict]:
        """Every judged turn of the players reviewed, in the game's order, from your side (another side's
        points where there are more than two sides are left out: they have no place on your scale)."""
        return [
            {
                "player": p["player"],
                "mine": p["player"] == self.person,
                "number": p["number"],
                "turn": p["turn"],
                "chance": p["side"],
                "low": p["side_low"],
                "high": p["side_high"],
                "class": p["class"],
            }
            for p in self.together.curve
            if p["side"] is not None
        ]

    def _moment(self, t) -> dict:
        r = self.review
        m = r.moves[self.at]
        g = self.position(self.at)
        viewer, mine = self.viewer, self._mine()
        played, best = self.worded(r.player)[m.number]
        request = _request(g, r.player) if m.kind == "answer" else None
        pending = request_snapshot(g, request, viewer, self.terminology) if request is not None else None
        prompt = m.prompt if mine else (pending or {}).get("prompt")
        return {
            "player": r.player,
            "mine": mine,
            "number": m.number,
            "turn": m.turn,
            "kind": m.kind,
            "prompt": t(prompt),
            "played": t(played),
            "best": t(best),
            "same": m.same,
            "class": m.klass,
            "explanation": t(m.explanation if mine else self._their_verdict(r, m, played, best)),
            "won": t(_could_have_won(m)) if mine and m.klass == MISS else None,
            "played_chance": m.played_chance,
            "played_interval": list(m.played_interval),
            "best_chance": m.best_chance,
            "best_interval": list(m.best_interval),
            "loss": m.loss,
            "loss_interval": list(m.loss_interval),
            "pairs": m.pairs,
            "simulations": m.simulations,
            "pending": pending,
            "last": event_rows(g, max(0, len(g.events) - LAST_EVENTS), viewer, self.terminology),
            "try": ("DogmaStepper" if m.kind == "answer" and g.plan is not None else "GameWidget") if mine else None,
            "retry": mine and m.klass in BAD,
            "board": board_snapshot(g, viewer, self.terminology),
        }

    def _retry_view(self, t) -> dict | None:
        """The Retry panel of your move ``retrying``: your moves there (the legal actions, or the question), the hint
        and the answer once asked, and the judgement of the move tried (or that it is being judged)."""
        n = self.retrying
        fields = self._retry_job.about(None if n is None else ("retry", n))
        if n is None:
            return None
        m = self.you.moves[n]
        g = self.position(n, self.person)
        view = {
            **fields,
            "move": n,
            "kind": m.kind,
            "hint": t(self._hints.get(n)),
            "answer": t(self._answers.get(n)),
            "actions": actions_snapshot(g, self.terminology, self.viewer) if m.kind == "action" else [],
            "pending": request_snapshot(g, _request(g, self.person), self.person, self.terminology)
            if m.kind == "answer"
            else None,
        }
        return view

    def static_html(self) -> str:
        from .fallback import review_picture

        return review_picture(self.snapshot, self.model_id)

    def __repr__(self) -> str:
        return f"<ReviewWidget of {self.together!r}>"


def _request(game, player: str):
    """The question ``player`` was asked at this moment."""
    return next((q for q in game.pending_all if q.player == player), game.pending)


def _engine_move(review: Review, m):
    """The coach's move at ``m`` as an engine Move of the reviewed player."""
    from ..engine.moves import Move

    return Move(review.player, "answer" if m.kind == "answer" else "action", m.best_move)


def _could_have_won(m) -> str:
    """A missed win in a sentence, from the explanation: what the coach's move does ("You could have won: Achieve 6
    now: ... It wins at once, whatever the others answer ...")."""
    text = m.explanation
    start = text.find("The coach's move — ")
    if start >= 0:
        end = text.find(" Your move — ", start)
        return COULD_HAVE_WON + text[start + len("The coach's move — ") : end if end >= 0 else None].strip()
    return f"{COULD_HAVE_WON}{m.best} wins this turn, whatever the others answer."


def _retry_fields(result, terms: str) -> dict:
    """A move tried again, judged, for the Retry panel: as good as the coach's or not, and why."""
    explanation = result.explanation
    if result.as_good:
        verdict = AS_GOOD
    else:
        verdict = VERDICTS[result.klass]
        if explanation.startswith(verdict + ". "):  # said once, as the verdict
            explanation = explanation[len(verdict) + 2 :]
    return {
        "status": "done",
        "tried": translate(result.played, terms),
        "class": result.klass,
        "as_good": result.as_good,
        "verdict": translate(verdict, terms),
        "explanation": translate(explanation, terms),
        "loss": result.loss,
        "loss_interval": list(result.loss_interval),
        "simulations": result.data.get("simulations"),
        "pairs": result.data.get("pairs"),
    }


VIEWS["review"] = ReviewWidget  # the GameWidget's review panel shows a finished review in it

__all__ = ["ReviewWidget"]
