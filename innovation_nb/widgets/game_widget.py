"""GameWidget: a whole game in the notebook, hot-seat or against bots."""

from __future__ import annotations

from ..engine.actions import Action
from ..engine.game import Game, GameError
from ..engine.moves import Move
from ..engine.view import TEACHING, reader_for, result_detail, seat
from .base import STATIC, WidgetBase
from .coach_panel import CoachControls, CoachPanel
from .context import turn_summary, why_asked
from .protocol import BadMessage
from .review_panel import ReviewPanel, review_job
from .snapshot import (
    actions_snapshot,
    board_snapshot,
    event_row,
    event_rows,
    event_text,
    frame_rows,
    plan_view,
    preview_view,
    request_snapshot,
)

LOG_EVENTS = 150  # the log sent to the front end: the most recent events (the whole game stays in Python: log())


class GameWidget(CoachControls, WidgetBase):
    """Play ``game``. ``bots``: {player name: bot} (any object with ``move(game)``, e.g. innovation_nb.bots);
    the other players are people. With one person the board is shown from their side; hot-seat shows the side
    of whoever must act.

    While a dogma resolves, the plan (who shares, who is vulnerable, and why) is shown, and the player asked to
    decide is told why. After the others have moved, a summary of their moves can be stepped through (on a copy:
    the game does not change). ``pause_bots=True`` stops before each bot action so its turn can be stepped live.
    ``undo()`` takes back the last move a person made (and the bots' moves after it); ``new_game()`` deals again.

    The Coach panel (``coach=True``) ranks the moves of the person to act and says why (``innovation_nb.coach``),
    searched in a background thread: ``ask_coach()`` (or the panel's button) starts it, ``cancel_coach()`` stops it,
    ``coach_wait()`` waits for it. It is never offered for a bot's move, and it advises with only what the person
    to act may see. ``coach_simulations`` is its effort per question (default: the coach's own,
    ``coach.DEFAULT_SIMULATIONS``; with ``coach_seed``, the same advice every time), or ``coach_seconds`` a time
    budget instead.

    "Review this game" (once it is over; "Review the game so far" before) judges the decisions of every seat,
    people's and bots', in the background (``review_game()``, ``cancel_review()``, ``review_wait()``;
    ``review_simulations`` per position at most, default the review's own, with ``review_seed``), with a progress
    bar and a way to stop it, and shows the review below the game, open on the person's moves and read from their
    seat (the bots' hidden cards stay hidden): ``reviewed`` is its ReviewWidget.

    ``note``: a line shown with the title, saying what this game is (a review's Try it says how its hidden cards
    were dealt).
    """

    _esm = STATIC / "game.js"

    def __init__(
        self,
        game,
        bots: dict | None = None,
        terminology: str = "asmadi",
        pause_bots: bool = False,
        coach: bool = True,
        coach_seconds: float | None = None,
        coach_simulations: int | None = None,
        coach_seed: int | None = None,
        review_simulations: int | None = None,
        review_seed: int | None = None,
        note: str | None = None,
        **kwargs,
    ):
        self.bots = dict(bots or {})
        self.note = note
        self.coach = bool(coach)
        self.coach_seconds = coach_seconds
        self.coach_simulations = coach_simulations
        self.coach_seed = coach_seed
        self._coach = CoachPanel(
            state=self._coach_state,
            key=self._coach_key,
            job=self._coach_job,
            publish=lambda fields: self._publish("coach", fields),
        )
        self.review_simulations = review_simulations
        self.review_seed = review_seed
        self._review = ReviewPanel(
            state=self._review_state, job=self._review_job, publish=lambda fields: self._publish("review", fields)
        )
        for name in self.bots:
            game.player(name)  # UnknownPlayer (a project error) for a player not seated
        self.pause_bots = bool(pause_bots)
        self._reset_tracking(game)
        self.game = game
        super().__init__(terminology, **kwargs)
        self.run_bots()
        self.refresh()

    def _reset_tracking(self, g):
        self.humans = [p.name for p in g.players if p.name not in self.bots]
        self.live = None  # the paused bot action being stepped: {"bot", "kind", "card", "age"}
        self.replay_at = None  # the event count shown while stepping through the others' moves
        self._moves = []  # (the person's Move, events before it): what undo() takes back
        self._seen = {n: len(g.events) for n in self.humans}  # events each person has seen happen

    @property
    def perspective(self):
        """Whose view the board is drawn from: the one person's; in hot-seat, whoever must act, and once the game
        is over the teaching view (``TEACHING``: every hand and score pile face up)."""
        if len(self.humans) == 1:
            return self.humans[0]
        return TEACHING if self.to_act is None else self.to_act

    @property
    def to_act(self):
        """Who moves now (``Game.to_act``); None once the game is over."""
        return self.game.to_act

    # -- bots ----------------------------------------------------------------------------------------
    def run_bots(self, limit: int = 10000) -> None:
        """Let bots move until a person must act or the game is over (with ``pause_bots``, until a bot is about
        to take an action: its action is started, unstepped, for ``step()``)."""
        g = self.game
        for _ in range(limit):
            if g.over:
                self.live = None
                return
            if self.live is not None:
                return
            if g.resolving and g.pending is None:
                g.run_until_decision()
                continue
            who = self.to_act
            if who not in self.bots:
                return
            move = self.bots[who].move(g)
            if g.pending is not None:
                g.answer(move)
            elif self.pause_bots:
                a = Action.parse(move)
                g.apply(a, run=False)
                self.live = {"bot": who, "kind": a.kind, "card": a.card, "age": a.age}
                return
            else:
                g.apply(move)

    def step(self) -> None:
        """One event of the paused bot action (a bot's decision inside it is answered by that bot)."""
        self._step()
        self.refresh()

    def to_end(self) -> None:
        """Run the paused bot action to its end (stopping where a person must decide)."""
        self._to_end()
        self.refresh()

    def _step(self):
        if not self._advance():
            raise GameError(f"waiting for {self.game.pending.player} to decide")
        self._after_live()

    def _to_end(self):
        if self.live is None:
            raise GameError("no bot action is paused: there is nothing to run (see pause_bots)")
        while self.game.resolving and self._advance():
            pass
        self._after_live()

    def _advance(self) -> bool:
        """One event of the paused bot action, or a bot's answer inside it; False where a person must decide."""
        g = self.game
        if self.live is None:
            raise GameError("no bot action is paused: there is nothing to step (see pause_bots)")
        if g.pending is not None:
            if g.pending.player not in self.bots:
                return False
            g.answer(self.bots[g.pending.player].move(g), run=False)
        else:
            g.step()
        return True

    def _after_live(self):
        if not self.game.resolving:
            self.live = None
            self.run_bots()

    # -- people's moves ------------------------------------------------------------------------------
    def act(self, action) -> None:
        self._move("action", action)
        self.refresh()

    def answer(self, value) -> None:
        self._move("answer", value)
        self.refresh()

    def _move(self, kind, value) -> None:
        g = self.game
        who = self.to_act
        if who is None:
            raise GameError("the game is over")
        if who in self.bots:
            raise BadMessage(f"it is {who}'s move (a bot)")
        before = len(g.events)
        run = self.live is None  # inside a paused bot action, the person's answer does not run it on
        if kind == "action":
            g.apply(value, run=run)
        else:
            g.answer(value, run=run)
        self._moves.append((Move(who, kind, value), before))
        self._seen[who] = len(g.events)
        self.replay_at = None
        if self.live is not None and not self.pause_bots:
            self._to_end()  # pausing was switched off while you decided
        self.run_bots()

    # -- the coach (CoachPanel) -----------------------------------------------------------------------------
    def _coach_state(self):
        """(available, why not, the person advised) for the position now."""
        g, who = self.game, self.to_act
        if not self.coach:
            return False, "the coach is switched off", None
        if who is None:
            return False, "the game is over", None
        if who in self.bots:
            return False, f"{who} is a bot: the coach advises people only", None
        if self.live is not None:
            return False, "a bot's action is being stepped through", None
        if self.replay_at is not None:
            return False, "the others' moves are being stepped through", None
        if g.resolving and g.pending is None:
            return False, "an action is resolving", None
        return True, None, who

    def _coach_key(self):
        g = self.game
        return (id(g), len(g.events), self.to_act, id(g.pending))

    def _coach_job(self, who):
        from ..coach import suggest

        copy = self.game.fork()  # the search never reads the live game
        seconds, simulations, seed, terms = (
            self.coach_seconds,
            self.coach_simulations,
            self.coach_seed,
            self.terminology,
        )

        def job(progress, cancel):
            return suggest(
                copy,
                who,
                seconds=seconds,
                simulations=simulations,
                seed=seed,
                progress=progress,
                cancel=cancel,
                terminology=terms,
            )

        return job

    # -- the review (ReviewPanel) ---------------------------------------------------------------------------
    def review_game(self, player: str | None = None):
        """Review the game so far for ``player`` (default: the one person at the table), with every other seat's
        decisions, in the background; returns the thread. ``review_wait()`` waits for it; the finished review is
        ``reviewed`` (a ReviewWidget)."""
        thread = self._review.start(player)
        self.refresh()
        return thread

    def cancel_review(self) -> None:
        """Stop the review: the moves judged so far are kept, and the review says it stopped early."""
        self._review.cancel()

    def review_wait(self, timeout: float | None = None):
        """Block until the running review (if any) has finished; returns ``reviewed``."""
        return self._review.wait(timeout)

    @property
    def reviewed(self):
        """The ReviewWidget of the last finished review (None before)."""
        return self._review.reviewed

    @property
    def review_output(self):
        """The ipywidgets Output below the game, where the finished review is shown."""
        return self._review.output

    def _review_state(self):
        """(available, why not, the people who may be reviewed) for the game now."""
        g = self.game
        if not g.keeps_history:
            return False, "this game keeps no history, so its decisions cannot be replayed", []
        # a game given already played counts too: its inputs are its players' decisions
        played = bool(g.inputs)
        people = [n for n in self.humans if played or any(m.player == n for m, _ in self._moves)]
        if not people:
            return False, "you have made no move yet", []
        return True, None, people

    def _review_job(self, who):
        return review_job(
            self.game.fork(),
            who,
            simulations=self.review_simulations,
            seed=self.review_seed,
            terminology=self.terminology,
            bots=dict(self.bots),
        )  # the review never reads the live game

    def undo(self) -> None:
        """Take back the last move a person made (an action or a decision), with everything after it."""
        self._undo()
        self.refresh()

    def new_game(self, seed: int | None = None) -> None:
        """Deal a new game for the same players, bots, edition, teams, expansions and relics (``widget.game`` is the
        new game)."""
        self._new_game(seed)
        self.refresh()

    def replay(self, at: int | None) -> None:
        """Show the table as it was after ``at`` events of the others' recent moves (None: back to now)."""
        self._replay(at)
        self.refresh()

    def set_pause(self, on: bool) -> None:
        """Bots stop before each action (``on``) so their turns can be stepped; off lets a paused one finish."""
        self._set_pause(on)
        self.refresh()

    def _undo(self):
        if not self._moves:
            raise GameError("nothing to undo: no one has moved here yet")
        move, before = self._moves[-1]
        self.game.rewind(before)  # raises (changing nothing) for a game kept without history
        self._moves.pop()
        self.live = None
        self.replay_at = None
        self._seen = {n: min(v, before) for n, v in self._seen.items()}
        self._seen[move.player] = before

    def _new_game(self, seed):
        s = self.game.state
        teams = {}
        for p in s.players:
            if p.team is not None:
                teams.setdefault(p.team, []).append(p.name)
        self.game = Game.new(
            s.player_names,
            seed=seed,
            edition=s.edition,
            teams=list(teams.values()) if teams else None,
            extra_achievement=s.extra_achievement,
            expansions=s.expansions,
            relics=s.relics_on,
        )
        self.note = None  # a new deal is no longer what the note said
        self._reset_tracking(self.game)
        self.run_bots()

    def _replay(self, at):
        if at is not None:
            recent = self._recent()
            if recent is None:
                raise GameError("nothing to step through: no one else has moved since your last move")
            if not recent["from"] <= at <= recent["to"]:
                raise GameError(
                    f"event {at} is outside the moves being stepped through ({recent['from']} to {recent['to']})"
                )
        self.replay_at = at

    def _set_pause(self, on):
        self.pause_bots = bool(on)
        if not on and self.live is not None:
            self._to_end()  # let the paused action finish on its own

    def dispatch(self, msg) -> None:
        t = msg.type
        if t == "action":
            self._move("action", msg.action)
        elif t == "answer":
            self._move("answer", msg.value)
        elif t == "step":
            self._step()
        elif t == "to_end":
            self._to_end()
        elif t == "undo":
            self._undo()
        elif t == "new_game":
            self._new_game(None)
        elif t == "replay":
            self._replay(msg.at)
        elif t == "pause":
            self._set_pause(msg.on)
        elif not self._coach.handle(msg) and not self._review.handle(msg):
            super().dispatch(msg)

    # -- drawing -------------------------------------------------------------------------------------
    def _recent(self):
        viewer = self.perspective
        if viewer is TEACHING:
            return None
        return turn_summary(self.game, self._seen.get(viewer, len(self.game.events)), viewer, self.terminology)

    def build_snapshot(self) -> dict:
        g, viewer, terms = self.game, self.perspective, self.terminology
        person = self.to_act is not None and self.to_act not in self.bots
        idle = person and not g.resolving and g.pending is None
        previews = endorse_previews = {}
        if idle and g.state.phase == "play":
            legal = g.legal_actions()
            previews = {a.card: preview_view(g, a.card, terms, viewer=viewer) for a in legal if a.kind == "dogma"}
            endorse_previews = {
                a.card: preview_view(g, a.card, terms, "endorse", viewer) for a in legal if a.kind == "endorse"
            }
        plan = g.plan
        recent = self._recent()
        snap = {
            "kind": "game",
            "note": self.note,
            "board": board_snapshot(g, viewer, terms),
            "viewer": seat(viewer),
            "to_act": self.to_act,
            "bots": sorted(self.bots),
            "actions": actions_snapshot(g, terms, viewer) if idle else [],
            "previews": previews,
            "endorse_previews": endorse_previews,
            "frames": frame_rows(g, viewer, terms),
            "pending": request_snapshot(g, g.pending, viewer, terms) if person else None,
            "why": why_asked(g, viewer, terms),
            "plan": plan_view(plan.to_dict(), g.state.edition, terms, g, viewer) if plan is not None else None,
            "live": self.live,
            "pause_bots": self.pause_bots,
            "recent": recent,
            "replay": self._replay_view(recent),
            "undo": self._undo_view(),
            "log": event_rows(g, 0, viewer, terms, limit=LOG_EVENTS),
            "result": dict(g.result.to_dict(), detail=result_detail(g, reader_for(viewer, terms, "tokens")))
            if g.result
            else None,
            "coach": self._coach.view() if self.coach else None,
            "review": {**self._review.view(), "over": g.over},
        }
        if snap["pending"] is not None and snap["why"]:
            snap["pending"]["why"] = snap["why"]
        return snap

    def _undo_view(self):
        """The move undo() would take back, in words (its first event, as this viewer may see it)."""
        if not self._moves:
            return None
        move, before = self._moves[-1]
        events = self.game.events
        text = event_text(events[before], self.perspective, self.terminology) if before < len(events) else ""
        return {"player": move.player, "text": text}

    def _replay_view(self, recent):
        at = self.replay_at
        if at is None or recent is None or not recent["from"] <= at <= recent["to"]:
            return None
        copy = self.game.fork()
        copy.rewind(at)
        viewer, terms = self.perspective, self.terminology
        last = copy.events[at - 1] if at > 0 else None
        plan = copy.plan
        return {
            "from": recent["from"],
            "to": recent["to"],
            "at": at,
            "board": board_snapshot(copy, viewer, terms),
            "event": event_row(copy, last, viewer, terms) if last is not None else None,
            "plan": plan_view(plan.to_dict(), copy.state.edition, terms, copy, viewer) if plan is not None else None,
        }

    def _ipython_display_(self):
        """The game and its static picture, then an Output area where a finished review shows (a message
        handler's own output would not reach the notebook)."""
        from IPython.display import display

        super()._ipython_display_()
        display(self.review_output)

    def static_html(self) -> str:
        from .fallback import game_picture

        return game_picture(self.snapshot, self.model_id)
