"""DogmaStepper: a dogma one event at a time — who shares and who is vulnerable and why, the frame stack, each
effect and decision, and the verdict on the sharing bonus."""

from __future__ import annotations

from ..cards.data import CARDS
from ..engine.actions import Action
from ..engine.game import GameError
from ..engine.text import Reader, Text, term, who, whose
from ..terms import translate
from .base import STATIC, WidgetBase
from .context import why_asked
from .protocol import BadMessage
from .snapshot import TEACHING, board_snapshot, event_rows, frame_rows, perspective_of, plan_view, request_snapshot


class DogmaStepper(WidgetBase):
    """Start a dogma (``card``: a top card of the current player), or any other action of the current player
    (``action``: "meld Clothing" shows the dig that may follow it), or attach to one in progress, then step.

    Python and the buttons do the same things: ``step()``, ``back()``, ``to_decision()``, ``to_end()``,
    ``reset()``, ``answer(value)``. ``perspective``: the player whose view is shown, ``PUBLIC`` (a spectator), or
    ``TEACHING``, the default (every hand and score pile face up; None means it too). ``note``: a line shown with
    the title, saying what this game is (a review's Try it says how its hidden cards were dealt).
    """

    _esm = STATIC / "stepper.js"

    def __init__(
        self,
        game,
        card: str | None = None,
        perspective=TEACHING,
        terminology: str = "asmadi",
        action: str | None = None,
        note: str | None = None,
        **kwargs,
    ):
        if card is not None and action is not None:
            raise GameError("give the stepper a card to dogma or an action, not both")
        self.perspective = perspective_of(game, perspective)
        self.note = note  # a line shown with the title (what this game is: a review's Try it)
        self.start = None  # index of the first event of the dogma action
        self.action = None
        self.actor = None  # who takes the action stepped (known when the stepper starts it)
        self.own = False  # whether the stepper started the action itself (then a reset starts it again)
        self.game = game
        super().__init__(terminology, **kwargs)
        if card is not None:
            self._start(card)
        elif action is not None:
            self._start_action(str(action))
        elif game.resolving:
            self._attach()
        self.refresh()

    # -- starting and attaching ------------------------------------------------------------------------
    def _start(self, card: str) -> None:
        self._start_action(f"dogma {card}")

    def _start_action(self, action: str) -> None:
        if self.game.resolving:
            raise GameError("an action is already resolving; attach to it with DogmaStepper(game)")
        self.actor = self.game.current_player.name
        self.game.apply(action, run=False)
        self.start = len(self.game.events)
        self.action = action
        self.own = True

    def _attach(self) -> None:
        for ev in reversed(self.game.events):
            if ev.kind == "action" and ev.parent is None:
                self.start = ev.index
                break
        else:
            self.start = len(self.game.events)
        self.action = (
            (self.game.events[self.start].data or {}).get("text") if self.start < len(self.game.events) else None
        )

    # -- controls ------------------------------------------------------------------------------------
    def step(self):
        self._need_dogma()
        if self.done:
            raise GameError("the dogma is over: reset to watch it again")
        ev = self.game.step()
        self.refresh()
        return ev

    def back(self):
        self._need_dogma()
        if len(self.game.events) <= self.start:
            raise GameError("already at the start of the dogma")
        self.game.undo()
        self._restart_if_at_start()
        self.refresh()

    def to_decision(self):
        """Step until the next decision: one the engine made (forced) or one waiting for an answer."""
        self._need_dogma()
        g = self.game
        while g.pending is None and g.resolving:
            if g.step().kind == "decision":
                break
        self.refresh()

    def to_end(self):
        """Run to the end of the dogma, stopping only where someone has to answer."""
        self._need_dogma()
        self.game.run_until_decision()
        self.refresh()

    def reset(self):
        self._need_dogma()
        self.game.rewind(self.start)
        self._restart_if_at_start()
        self.refresh()

    def _restart_if_at_start(self):
        """Rewinding to the dogma's first event drops the action itself; start it again, unstepped."""
        if (
            not self.game.resolving
            and len(self.game.events) == self.start
            and self.action
            and (self.own or self.action.startswith("dogma "))
        ):
            self.game.apply(self.action, run=False)

    def answer(self, value):
        self._need_dogma()
        self.game.answer(value, run=False)
        self.refresh()

    @property
    def done(self) -> bool:
        return self.start is not None and not self.game.resolving

    def _need_dogma(self):
        if self.start is None:
            raise GameError("no dogma to step through: start one on a top card")

    def dispatch(self, msg) -> None:
        t = msg.type
        if t == "start":
            self._start(msg.card)
        elif t == "step":
            self.step()
        elif t == "back":
            self.back()
        elif t == "to_decision":
            self.to_decision()
        elif t == "to_end":
            self.to_end()
        elif t == "reset":
            self.reset()
        elif t == "answer":
            self.answer(msg.value)
        elif t in ("select", "terms"):
            super().dispatch(msg)
        else:
            raise BadMessage(f"the stepper does not take {t!r} messages")

    # -- drawing -------------------------------------------------------------------------------------
    def build_snapshot(self) -> dict:
        g, terms = self.game, self.terminology
        events = event_rows(g, self.start, self.perspective, terms) if self.start is not None else []
        verdict = next((e for e in reversed(events) if e["kind"] == "bonus"), None)
        pending = g.pending
        action = self._action_view()
        # a stepper on another action (a meld, a draw) offers no dogma to start once it is over
        other = action is not None and action["kind"] not in ("dogma", "endorse")
        return {
            "kind": "stepper",
            "note": self.note,
            "card": self._card(),
            "action": action,
            "board": board_snapshot(g, self.perspective, terms),
            "plan": plan_view(self._plan(), g.state.edition, terms, g, self.perspective),
            "why": why_asked(g, self.perspective, terms),
            "frames": frame_rows(g, self.perspective, terms),
            "events": events,
            "pending": request_snapshot(g, pending, self.perspective, terms),
            "verdict": verdict,
            "started": self.start is not None,
            "done": self.done,
            "can": {
                "step": self.start is not None and pending is None and g.resolving,
                "back": self.start is not None and len(g.events) > self.start,
                "to_decision": pending is None and g.resolving,
                "to_end": pending is None and g.resolving,
                "reset": self.start is not None,
                "start": not g.resolving and not g.over and not other,
            },
            "startable": [] if g.resolving or g.over or other else [c for c in g.current_player.top_cards()],
        }

    def _action_view(self) -> dict | None:
        """The action stepped, when the stepper started it: its kind, card or age, and what it does in words
        (``follows``: what the expansions in play may add to it, each opening a trigger frame)."""
        if not self.own or not self.action:
            return None
        try:
            a = Action.parse(self.action)
        except Exception:
            return None
        actor, terms = self.actor, self.terminology
        follows = []
        if a.kind == "meld":
            card = CARDS.get(a.card)
            colour = f"{card.color} " if card else ""
            parts = [who(actor, "melds"), " ", term(a.card), ": it goes on top of ", whose(actor), f" {colour}pile."]
            sets = self.game.state.expansions
            if "artifacts" in sets:
                follows.append(
                    "Artifacts of History: if it covers a top card of its value or higher, or both show "
                    "their hex in the same place, an Artifact is dug onto display."
                )
            if "echoes" in sets:
                follows.append("Echoes of the Past: a card of the forecast may be promoted.")
            if "cities" in sets:
                follows.append(
                    "Cities of Destiny: a City's icons act (a plus, an arrow, a search), and a new splay draws a City."
                )
            if not follows:
                follows.append("Nothing follows a meld in the base game: it is over once the card is on the pile.")
        elif a.kind == "draw":
            parts = [who(actor, "draws"), " a card."]
        elif a.kind == "achieve":
            parts = [who(actor, "achieves"), f" {a.age}."]
        else:
            parts = []
        text = Text(*parts).render(Reader(self.perspective, terms, you=self.perspective)) if parts else ""
        return {
            "kind": a.kind,
            "card": a.card,
            "age": a.age,
            "player": actor,
            "text": text,
            "follows": [translate(f, terms) for f in follows],
        }

    def _card(self) -> str | None:
        """The card being resolved (known before the plan is)."""
        if self.action and self.action.startswith("dogma "):
            return self.action[len("dogma ") :]
        plan = self._plan()
        return plan["card"] if plan else None

    def _plan(self) -> dict | None:
        """The dogma's plan: from the frames while it resolves, from the log once it is over."""
        if self.game.plan is not None:
            return self.game.plan.to_dict()
        if self.start is None:
            return None
        for ev in self.game.events[self.start :]:
            if ev.kind == "card" and ev.data and "plan" in ev.data:
                return ev.data["plan"]
        return None

    def static_html(self) -> str:
        from .fallback import stepper_picture

        return stepper_picture(self.snapshot, self.model_id, game=self.game)
