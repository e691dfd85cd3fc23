"""Puzzle goals: what the solving player must bring about. Each goal is a small pydantic model written in a
puzzle file as a mapping with one main key (plus ``player`` and the like), and composable with ``all``,
``any`` and ``not``::

    goal: win                                    # you win the game
    goal: {claim: Monument}                      # a special achievement by name
    goal: {claim: 3}                             # the standard achievement of age 3
    goal: {claim: special}                       # any special achievement ("any" = any achievement)
    goal: {score: 20}                            # a score of at least 20
    goal: {achievements: 4}                      # at least 4 achievements
    goal: {icons: {castle: 6}}                   # at least 6 visible castles
    goal: {vulnerable: Archery, player: Bob}     # Bob would be vulnerable to your Archery
    goal: {compelled: Excalibur, player: Bob}    # Bob would be compelled by your Excalibur (Artifacts)
    goal: {shares: Oars, by: Bob}                # you would share Bob's Oars
    goal: {forecast: 2}                          # at least 2 cards in your forecast (Echoes)
    goal: {fountains: 1}                         # at least 1 visible fountain on your board (Cities)
    goal: {splayed: red, direction: right}       # your red pile splayed right (direction: any by default)
    goal: {card: Archery, zone: score}           # Archery in your score pile (zone: hand, score, board, top,
                                                 #   achievements, display, supply, removed, available, relics)
    goal: {first_move: [achieve 3, draw]}        # your first action is one of these (a retried mistake)
    goal: {all: [{score: 10}, {claim: 2}]}
    goal: {any: [...]}  /  goal: {not: {...}}

``player`` defaults to the solving player ("you"). Goals are judged on the position (see ``Goal.evaluate``); a
``claim`` counts achievements claimed since the puzzle's start. One goal is judged on the line instead:
``first_move``, the first action played (the checker and the solver give it, ``GoalContext.after``).
"""

from __future__ import annotations

import copy
import difflib
from typing import Annotated, Any, ClassVar, Literal, Optional, Union

from pydantic import BeforeValidator, Field

from ..cards.data import CARDS, COLORS, ICONS, unknown_card_message
from ..engine.actions import Action, IllegalAction
from ..engine.cities import board_achievements
from ..engine.dogma import DogmaPlan, display_bonus
from ..engine.game import Game
from ..engine.icons import icon_count
from ..engine.state import ALL_SPECIALS, ECHOES_SPECIALS, GameState
from ..engine.text import Reader, phrase, whose
from ..engine.text import count as counted
from ..engine.text import who as subject
from ..errors import shorten
from .errors import Model, PuzzleError, join

ZONES = ("hand", "score", "board", "top", "achievements", "display", "supply", "removed", "available", "relics")
PLAYER_ZONES = ("hand", "score", "board", "top", "achievements", "display")


class GoalContext:
    """What goals are judged against: the solving player, the puzzle's start position and, on a line being judged,
    the solving player's ``actions`` so far on it (as text; only a goal on the line, ``first_move``, reads them)."""

    def __init__(self, solver: str, start: GameState, actions=()):
        self.solver = solver
        self.start = start
        self.names = [p.name for p in start.players]
        self.actions: tuple[str, ...] = tuple(str(a) for a in actions)

    def after(self, actions) -> GoalContext:
        """This context on a line where the solving player has played ``actions`` (Actions or their text)."""
        ctx = copy.copy(self)
        ctx.actions = tuple(str(a) for a in actions)
        return ctx

    def others(self, name: str) -> list[str]:
        return [n for n in self.names if n != name]

    def opponents(self, name: str) -> list[str]:
        p = self.start.player(name)
        return [q.name for q in self.start.players if not self.start.teammates(p, q)]


# -- the goal types ----------------------------------------------------------------------------------------
class Goal(Model):
    """Base class of the goal types."""

    key: ClassVar[str]  # the main key of its file form (``goal_type``)

    def evaluate(self, state: GameState, ctx: GoalContext) -> tuple[bool, str]:
        """(met?, why) at ``state``."""
        raise NotImplementedError

    def describe(self, ctx: GoalContext | None = None) -> str:
        raise NotImplementedError

    def holds(self, state: GameState, ctx: GoalContext) -> bool:
        """Whether the goal is met at ``state`` (like ``evaluate`` without building the reason; the solver's
        fast path)."""
        return self.evaluate(state, ctx)[0]

    def failures(self, state: GameState, ctx: GoalContext) -> list[tuple["Goal", str]]:
        """The simple goals that make this one fail, each with its reason (empty when met)."""
        ok, why = self.evaluate(state, ctx)
        return [] if ok else [(self, why)]

    def on_line(self) -> bool:
        """Whether the goal (or a part of it) is judged on the line's actions as well as the position: a search
        that reaches one position by two lines must then tell them apart."""
        return False

    def bind(self, ctx: GoalContext, path: str, edition: str = "third") -> None:
        """Check the goal against the puzzle (seated players, fitting cards); raise PuzzleError naming the field."""
        for name in ("player", "by"):
            who = getattr(self, name, None)
            if who is not None and who not in ctx.names:
                raise PuzzleError(
                    join(path, name), f"{shorten(who)} is not seated; the players are {', '.join(ctx.names)}"
                )

    def to_data(self):
        return self.model_dump(exclude_none=True, by_alias=True)

    def _who(self, ctx: GoalContext | None) -> str:
        who = getattr(self, "player", None)
        if who is not None:
            return who
        return ctx.solver if ctx else "you"

    def __str__(self) -> str:
        return self.describe()


# The goal types by the main key of their file form, in the order the keys are listed (``parse_goal``'s messages).
GOAL_TYPES: dict[str, type[Goal]] = {}


def goal_type(key: str):
    """Register a goal type under ``key``, the main key of its file form (``{claim: Monument}``): ``parse_goal``
    reads it, and mining names the kind of goal it looks for by it (``mine.kinds``)."""

    def register(cls):
        cls.key = key
        GOAL_TYPES[key] = cls
        return cls

    return register


def _check_card(v):
    if v not in CARDS:
        raise ValueError(unknown_card_message(v))
    return v


def locate(state: GameState, card: str) -> str:
    """Where ``card`` is, in words: "in Bob's hand", "on Alice's board (red)", "in the 3 pile", "in the Artifacts 1
    pile", "on Alice's display", "in the relic area", ..."""
    for p in state.players:
        if card in p.hand:
            return f"in {p.name}'s hand"
        if card in p.score:
            return f"in {p.name}'s score pile"
        if card in p.achievements:
            return f"among {p.name}'s achievements"
        pile = p.board[CARDS[card].color_index]
        if card in pile.cards:
            return f"on {p.name}'s board ({'top' if pile.top == card else 'covered'} {CARDS[card].color})"
        if card == p.display:
            return f"on {p.name}'s display"
        if card in p.forecast:
            return f"in {p.name}'s forecast"
    c = CARDS[card]
    if _in_supply(state, card):
        return f"in the {c.age} pile" if c.set == "base" else f"in the {c.set.capitalize()} {c.age} pile"
    if card in state.relics:
        return "in the relic area"
    if card in state.achievements:
        return "among the available achievements"
    if card in state.removed:
        return "out of the game (removed)"
    return "nowhere"


def _in_supply(state: GameState, card: str) -> bool:
    """Whether ``card`` is in the supply pile of its own set and age (a relic or a set not in play: never)."""
    c = CARDS[card]
    return not c.relic and c.set in state.supplies and card in state.pile_of(card)


# The words of goals (engine/text.py): a goal described without its puzzle says "you" for the solver, and a
# player called You is "you" too.
_READER = Reader(you="you")


def _n(n: int, noun: str) -> str:
    return counted(n, noun)


def _your(who: str) -> str:
    return phrase(_READER, whose(who))


def _their(who: str) -> str:
    return "your" if _READER.addresses(who) else "their"


def _does(who: str, verb: str) -> str:
    """``who`` and a verb that agrees with them: "Alice shows", "you show"."""
    return phrase(_READER, subject(who, verb))


@goal_type("win")
class Win(Goal):
    """The player wins the game (a draw is not a win)."""

    win: Union[bool, str] = Field(True, description="true (the solving player) or a player's name")

    def _name(self, ctx):
        if isinstance(self.win, str):
            return self.win
        return ctx.solver if ctx else "you"

    def bind(self, ctx, path, edition="third"):
        if self.win is False:
            raise PuzzleError(join(path, "win"), "'win: false' is no goal; write {not: win} for 'do not win'")
        if isinstance(self.win, str) and self.win not in ctx.names:
            raise PuzzleError(
                join(path, "win"), f"{shorten(self.win)} is not seated; the players are {', '.join(ctx.names)}"
            )

    def holds(self, state, ctx):
        r = state.result
        return r is not None and not r.draw and self._name(ctx) in r.winners

    def evaluate(self, state, ctx):
        who = self._name(ctx)
        r = state.result
        if r is None:
            return False, "the game is not over"
        if r.draw:
            return False, f"the game ended in a draw ({r.detail})"
        if who in r.winners:
            return True, f"{who} won: {r.detail}"
        return False, f"{' and '.join(r.winners)} won, not {who} ({r.detail})"

    def describe(self, ctx=None):
        return f"{_does(self._name(ctx), 'wins')} the game"

    def to_data(self):
        return "win" if self.win is True else {"win": self.win}


def _claim_value(v):
    if isinstance(v, bool):
        raise ValueError(
            f"claim names an achievement: an age 1-9, a special ({', '.join(ALL_SPECIALS)}), "
            f"'special' or 'any', not {shorten(v)}"
        )
    if isinstance(v, int):
        if not 1 <= v <= 9:
            raise ValueError(f"standard achievements are ages 1 to 9, not {v}")
        return v
    if isinstance(v, str):
        t = v.strip()
        if t.isdigit():
            return _claim_value(int(t))
        folded = {s.casefold(): s for s in ALL_SPECIALS}
        if t.casefold() in folded:
            return folded[t.casefold()]
        if t.casefold() in ("special", "any special", "any_special"):
            return "special"
        if t.casefold() in ("any", "any achievement"):
            return "any"
        guess = difflib.get_close_matches(t, list(ALL_SPECIALS) + ["special", "any"], n=1, cutoff=0.6)
        hint = f"; did you mean {guess[0]!r}?" if guess else ""
        raise ValueError(
            f"unknown achievement {shorten(v)}: an age 1-9, a special "
            f"({', '.join(ALL_SPECIALS)}), 'special' or 'any'{hint}"
        )
    raise ValueError(f"claim names an achievement (an age, a special's name, 'special' or 'any'), not {shorten(v)}")


def _standard_of_age(p, age):
    return sum(1 for a in p.achievements if a in CARDS and CARDS[a].age == age)


@goal_type("claim")
class Claim(Goal):
    """The player claims an achievement: the standard one of an age, a special by name, any special
    (``special``) or any achievement at all (``any``) — counted against what they held at the start."""

    claim: Annotated[Union[int, str], BeforeValidator(_claim_value)]
    player: Optional[str] = None

    def bind(self, ctx, path, edition="third"):
        super().bind(ctx, path, edition)
        if self.claim in ECHOES_SPECIALS and "echoes" not in ctx.start.expansions:
            raise PuzzleError(
                join(path, "claim"),
                f"{self.claim} is an Echoes of the Past special achievement: add echoes to the scenario's expansions",
            )

    def holds(self, state, ctx):
        c = self.claim
        if isinstance(c, str) and c != "special" and c != "any":  # a special by name: no reason to word
            return c in state.player(self._who(ctx)).achievements
        return self.evaluate(state, ctx)[0]

    def evaluate(self, state, ctx):
        who = self._who(ctx)
        p, p0 = state.player(who), ctx.start.player(who)
        c = self.claim
        if isinstance(c, int):
            ok = _standard_of_age(p, c) > _standard_of_age(p0, c)
            if ok:
                return True, f"{who} claimed the {c} achievement"
            avail = any(CARDS[a].age == c for a in state.achievements)
            return False, (
                f"{_does(who, 'has')} not claimed the {c} achievement"
                + ("" if avail else " (it is no longer available)")
            )
        if c == "special":
            n, n0 = (sum(1 for a in q.achievements if a in ALL_SPECIALS) for q in (p, p0))
            return (
                (True, f"{who} claimed a special achievement")
                if n > n0
                else (False, f"{_does(who, 'has')} claimed no special achievement")
            )
        if c == "any":
            return (
                (True, f"{who} claimed an achievement")
                if len(p.achievements) > len(p0.achievements)
                else (False, f"{_does(who, 'has')} claimed no achievement")
            )
        if c in p.achievements:
            return True, f"{who} claimed {c}"
        holder = next((q.name for q in state.players if c in q.achievements), None)
        return False, f"{_does(who, 'has')} not claimed {c}" + (f" ({_does(holder, 'has')} it)" if holder else "")

    def describe(self, ctx=None):
        who, c = self._who(ctx), self.claim
        if isinstance(c, int):
            return f"{_does(who, 'claims')} the {c} achievement"
        if c == "special":
            return f"{_does(who, 'claims')} a special achievement"
        if c == "any":
            return f"{_does(who, 'claims')} an achievement"
        return f"{_does(who, 'claims')} {c}"


@goal_type("score")
class Score(Goal):
    """The player's score (the total value of their score pile) reaches at least ``score``."""

    score: int = Field(ge=0)
    player: Optional[str] = None

    def holds(self, state, ctx):
        return state.player(self._who(ctx)).score_total >= self.score

    def evaluate(self, state, ctx):
        who = self._who(ctx)
        s = state.player(who).score_total
        if s >= self.score:
            return True, f"{_your(who)} score is {s}"
        return False, f"{_your(who)} score is {s}; {self.score} needed"

    def describe(self, ctx=None):
        return f"{_your(self._who(ctx))} score reaches {self.score}"


@goal_type("achievements")
class Achievements(Goal):
    """The player holds at least ``achievements`` achievements (standard and special)."""

    achievements: int = Field(ge=1)
    player: Optional[str] = None

    def evaluate(self, state, ctx):
        who = self._who(ctx)
        n = len(state.player(who).achievements)
        if n >= self.achievements:
            return True, f"{_does(who, 'has')} {_n(n, 'achievement')}"
        return False, f"{_does(who, 'has')} {_n(n, 'achievement')}; {self.achievements} needed"

    def describe(self, ctx=None):
        return f"{_does(self._who(ctx), 'has')} {_n(self.achievements, 'achievement')}"


def _icon_key(v):
    if isinstance(v, str) and v.strip().lower() in ICONS:
        return v.strip().lower()
    guess = difflib.get_close_matches(str(v), ICONS, n=1, cutoff=0.6)
    raise ValueError(
        f"unknown icon {shorten(v)}; the icons are {', '.join(ICONS)}"
        + (f" (did you mean {guess[0]!r}?)" if guess else "")
    )


IconName = Annotated[str, BeforeValidator(_icon_key)]


@goal_type("icons")
class Icons(Goal):
    """The player's board shows at least the given number of each icon, e.g. ``{icons: {castle: 6}}``."""

    icons: dict[IconName, Annotated[int, Field(ge=0)]] = Field(min_length=1)
    player: Optional[str] = None

    def holds(self, state, ctx):
        p = state.player(self._who(ctx))
        return all(icon_count(p, icon) >= n for icon, n in self.icons.items())

    def evaluate(self, state, ctx):
        who = self._who(ctx)
        p = state.player(who)
        short = [(icon, icon_count(p, icon), n) for icon, n in self.icons.items() if icon_count(p, icon) < n]
        if not short:
            return True, f"{_does(who, 'shows')} " + ", ".join(_n(icon_count(p, i), i) for i in self.icons)
        return False, "; ".join(f"{_does(who, 'shows')} {_n(have, icon)}, {need} needed" for icon, have, need in short)

    def describe(self, ctx=None):
        return f"{_does(self._who(ctx), 'shows')} at least " + ", ".join(_n(n, i) for i, n in self.icons.items())


class _Reach(Goal):
    """A goal on whom a dogma would reach: ``by``'s top card (the goal's main key), were ``by`` to activate it now
    — or the card on ``by``'s display (Artifacts), which the free special action dogmas with its featured icons
    added to ``by``'s count. Who shares, who is vulnerable and who is compelled is the rules' own answer, the plan
    that Dogma would fix (:class:`~innovation_nb.engine.dogma.DogmaPlan`: teams, the display bonus, the Echoes
    echo effects), so a goal never disagrees with the dogma the game would run. ``by`` defaults to you,
    ``player`` to your only opponent (name them when there are several; ``shares`` turns these round); each
    subclass declares the three fields, its main key first."""

    # the reason's words: when the player is reached, when not, and why a teammate is not (empty: a teammate is)
    reasons: ClassVar[tuple[str, str, str]]

    def _card(self) -> str:
        return getattr(self, self.key)

    def _names(self, ctx) -> tuple[str, Optional[str]]:
        """(the activating player, the player the goal is about); None for a default that is no single player."""
        by = self.by or (ctx.solver if ctx else "you")
        if self.player:
            return by, self.player
        if ctx is None:
            return by, "your opponent"
        opp = ctx.opponents(by) if by in ctx.names else []
        return by, (opp[0] if len(opp) == 1 else None)

    def _plan(self, state, by) -> Optional[DogmaPlan]:
        """The plan of ``by``'s Dogma of the card now, or None when it is neither a top card of theirs nor on their
        display."""
        p = state.player(by)
        card = self._card()
        if card in p.top_cards():
            return DogmaPlan(state, p, card)
        if card == p.display:
            return DogmaPlan(state, p, card, display_bonus=display_bonus(card))
        return None

    def _reached(self, plan: DogmaPlan, name: str) -> bool:
        raise NotImplementedError

    def holds(self, state, ctx):
        by, name = self._names(ctx)
        plan = self._plan(state, by)
        return plan is not None and self._reached(plan, name)

    def evaluate(self, state, ctx):
        by, name = self._names(ctx)
        plan = self._plan(state, by)
        if plan is None:
            shown = ", nor on display" if "artifacts" in state.expansions else ""
            return False, f"{self._card()} is not a top card on {_your(by)} board{shown}"
        met, unmet, mates = self.reasons
        shown = f"{_does(name, 'shows')} {_n(plan.counts[name], plan.icon)}"
        mine = f"{plan.counts[by]}" + (
            f" ({plan.display_bonus} of them on the displayed card)" if plan.display_bonus else ""
        )
        if self._reached(plan, name):
            return True, f"{shown}, {met} {_your(by)} {mine}"
        if mates and state.teammates(state.player(by), state.player(name)):
            return False, f"{_does(name, 'is')} {_your(by)} teammate, and {mates}"
        return False, f"{shown}, {unmet} {_your(by)} {mine}"


@goal_type("vulnerable")
class Vulnerable(_Reach):
    """``player`` would be vulnerable to the demand of ``by``'s top card ``vulnerable`` if ``by`` activated it now:
    an opponent (never a teammate) with fewer of its featured icon. ``by`` defaults to you; ``player`` to your
    only opponent (name them when there are several)."""

    vulnerable: Annotated[str, BeforeValidator(_check_card)]
    player: Optional[str] = None
    by: Optional[str] = None

    reasons = ("fewer than", "not fewer than", "a teammate is never vulnerable")

    def bind(self, ctx, path, edition="third"):
        super().bind(ctx, path, edition)
        # a compel is a demand on the players with as many of the icon or more: nobody is vulnerable to it
        if not any(e.kind == "demand" for e in CARDS[self.vulnerable].effects_for(edition)):
            raise PuzzleError(
                join(path, "vulnerable"), f"{self.vulnerable} has no demand effect: nobody is ever vulnerable to it"
            )
        by, victim = self._names(ctx)
        if victim is None:
            raise PuzzleError(join(path, "player"), f"name the vulnerable player: {by} has several opponents")
        if victim == by:
            raise PuzzleError(join(path, "player"), f"{by} cannot be vulnerable to their own card")

    def _reached(self, plan, name):
        return name in plan.vulnerable

    def describe(self, ctx=None):
        by, victim = self._names(ctx)
        return f"{_does(victim, 'is')} vulnerable to {_your(by)} {self.vulnerable}"


@goal_type("compelled")
class Compelled(_Reach):
    """``player`` would be compelled by ``by``'s top card ``compelled`` (an Artifacts "I compel" effect) if ``by``
    activated it now: an opponent (never a teammate) with at least as many of its featured icon. ``by`` defaults
    to you; ``player`` to your only opponent (name them when there are several)."""

    compelled: Annotated[str, BeforeValidator(_check_card)]
    player: Optional[str] = None
    by: Optional[str] = None

    reasons = ("at least as many as", "fewer than", "a teammate is never compelled")

    def bind(self, ctx, path, edition="third"):
        super().bind(ctx, path, edition)
        if not any(e.compel for e in CARDS[self.compelled].effects_for(edition)):
            raise PuzzleError(
                join(path, "compelled"), f"{self.compelled} has no compel effect: nobody is ever compelled by it"
            )
        by, victim = self._names(ctx)
        if victim is None:
            raise PuzzleError(join(path, "player"), f"name the compelled player: {by} has several opponents")
        if victim == by:
            raise PuzzleError(join(path, "player"), f"{by} cannot be compelled by their own card")
        if ctx.start.teammates(ctx.start.player(by), ctx.start.player(victim)):
            raise PuzzleError(join(path, "player"), f"{victim} is {by}'s teammate, and a teammate is never compelled")

    def _reached(self, plan, name):
        return name in plan.compelled

    def describe(self, ctx=None):
        by, victim = self._names(ctx)
        return f"{victim} would be compelled by {_your(by)} {self.compelled}"


@goal_type("shares")
class Shares(_Reach):
    """``player`` (default: you) would share the non-demand effects of ``by``'s top card ``shares`` if ``by``
    activated it now: at least as many of its featured icon. ``by`` defaults to your only opponent. With Echoes, a
    card of demands only is shared too where an echo effect shows with it (its pile's echo effects run first, and
    are shared like the non-demand effects)."""

    shares: Annotated[str, BeforeValidator(_check_card)]
    player: Optional[str] = None
    by: Optional[str] = None

    reasons = ("at least as many as", "fewer than", "")  # a teammate shares too

    def _names(self, ctx):
        who = self._who(ctx)
        if self.by:
            return self.by, who
        if ctx is None:
            return "your opponent", who
        if who != ctx.solver:
            return ctx.solver, who
        others = ctx.others(who)
        return (others[0] if len(others) == 1 else None), who

    def bind(self, ctx, path, edition="third"):
        super().bind(ctx, path, edition)
        # a card of demands only has nothing to share, unless an echo effect shows with it (Echoes)
        if "echoes" not in ctx.start.expansions and all(e.demand for e in CARDS[self.shares].effects_for(edition)):
            raise PuzzleError(join(path, "shares"), f"{self.shares} has only demands: there is nothing to share")
        by, who = self._names(ctx)
        if by is None:
            raise PuzzleError(join(path, "by"), "name the activating player (there are several other players)")
        if by == who:
            raise PuzzleError(join(path, "by"), f"{who} cannot share their own dogma")

    def _reached(self, plan, name):
        return plan.status(name) == "shares"

    def evaluate(self, state, ctx):
        by, who = self._names(ctx)
        plan = self._plan(state, by)
        if plan is not None and who in plan.sharers and not self._reached(plan, who):
            return False, (
                f"{self.shares} has only demands and no echo effect shows with it on {_your(by)} "
                f"board: there is nothing to share"
            )
        return super().evaluate(state, ctx)

    def describe(self, ctx=None):
        by, who = self._names(ctx)
        return f"{who} would share {_your(by)} {self.shares}"


@goal_type("forecast")
class Forecast(Goal):
    """The player's forecast (Echoes) holds at least ``forecast`` cards. It names no card: only the owner sees
    what is in a forecast, the others see how many."""

    forecast: int = Field(ge=1)
    player: Optional[str] = None

    def bind(self, ctx, path, edition="third"):
        super().bind(ctx, path, edition)
        if "echoes" not in ctx.start.expansions:
            raise PuzzleError(
                join(path, "forecast"),
                "the forecast belongs to Echoes of the Past: add echoes to the scenario's expansions",
            )

    def holds(self, state, ctx):
        return len(state.player(self._who(ctx)).forecast) >= self.forecast

    def evaluate(self, state, ctx):
        who = self._who(ctx)
        n = len(state.player(who).forecast)
        if n >= self.forecast:
            return True, f"{_does(who, 'has')} {_n(n, 'card')} in {_their(who)} forecast"
        return False, f"{_does(who, 'has')} {_n(n, 'card')} in {_their(who)} forecast; {self.forecast} needed"

    def describe(self, ctx=None):
        return f"{_your(self._who(ctx))} forecast holds {_n(self.forecast, 'card')}"


def _fountains(state, who) -> int:
    return sum(x["kind"] == "fountain" for x in board_achievements(state, state.player(who)))


@goal_type("fountains")
class Fountains(Goal):
    """The player's board shows at least ``fountains`` fountains (Cities): each counts as an achievement toward
    winning while it shows."""

    fountains: int = Field(ge=1)
    player: Optional[str] = None

    def bind(self, ctx, path, edition="third"):
        super().bind(ctx, path, edition)
        if "cities" not in ctx.start.expansions:
            raise PuzzleError(
                join(path, "fountains"),
                "fountains belong to Cities of Destiny: add cities to the scenario's expansions",
            )

    def holds(self, state, ctx):
        return _fountains(state, self._who(ctx)) >= self.fountains

    def evaluate(self, state, ctx):
        who = self._who(ctx)
        n = _fountains(state, who)
        if n >= self.fountains:
            return True, f"{_does(who, 'shows')} {_n(n, 'fountain')}"
        return False, f"{_does(who, 'shows')} {_n(n, 'fountain')}, {self.fountains} needed"

    def describe(self, ctx=None):
        return f"{_your(self._who(ctx))} board shows at least {_n(self.fountains, 'fountain')}"


def _colour(v):
    if isinstance(v, str) and v.strip().lower() in COLORS:
        return v.strip().lower()
    raise ValueError(f"unknown colour {shorten(v)}; the colours are {', '.join(COLORS)}")


@goal_type("splayed")
class Splayed(Goal):
    """The player's ``splayed`` pile is splayed ``direction`` (left, right, up, or any: splayed at all)."""

    splayed: Annotated[str, BeforeValidator(_colour)]
    direction: Literal["left", "right", "up", "any"] = "any"
    player: Optional[str] = None

    def evaluate(self, state, ctx):
        who = self._who(ctx)
        pile = state.player(who).pile(self.splayed)
        ok = pile.splay is not None and (self.direction == "any" or pile.splay == self.direction)
        now = f"splayed {pile.splay}" if pile.splay else ("not splayed" if pile.cards else "empty")
        if ok:
            return True, f"{_your(who)} {self.splayed} pile is {now}"
        want = "splayed" if self.direction == "any" else f"splayed {self.direction}"
        return False, f"{_your(who)} {self.splayed} pile is {now}, not {want}"

    def describe(self, ctx=None):
        d = "" if self.direction == "any" else f" {self.direction}"
        return f"{_your(self._who(ctx))} {self.splayed} pile is splayed{d}"


_ZONE_WORDS = {
    "hand": "in {p} hand",
    "score": "in {p} score pile",
    "board": "on {p} board",
    "top": "a top card on {p} board",
    "achievements": "among {p} achievements",
    "display": "on {p} display",
    "supply": "in the supply",
    "removed": "out of the game (removed)",
    "available": "among the available achievements",
    "relics": "in the relic area",
}


@goal_type("card")
class CardIn(Goal):
    """The card ``card`` is in ``zone`` — of ``player`` (default: you) for hand, score, board, top (a top card),
    achievements and display (Artifacts); ``supply`` (the pile of the card's own set), ``removed``, ``available``
    (standard achievements) and ``relics`` (the relic area) belong to nobody."""

    card: Annotated[str, BeforeValidator(_check_card)]
    zone: Literal[
        "hand", "score", "board", "top", "achievements", "display", "supply", "removed", "available", "relics"
    ]
    player: Optional[str] = None

    def bind(self, ctx, path, edition="third"):
        super().bind(ctx, path, edition)
        if self.player is not None and self.zone not in PLAYER_ZONES:
            raise PuzzleError(join(path, "player"), f"the {self.zone} belongs to no player; leave out 'player'")

    def _in(self, state, who):
        c, z = self.card, self.zone
        if z == "supply":
            return _in_supply(state, c)
        if z == "removed":
            return c in state.removed
        if z == "available":
            return c in state.achievements
        if z == "relics":
            return c in state.relics
        p = state.player(who)
        if z == "display":
            return p.display == c
        if z == "hand":
            return c in p.hand
        if z == "score":
            return c in p.score
        if z == "board":
            return c in p.board[CARDS[c].color_index].cards
        if z == "top":
            return p.board[CARDS[c].color_index].top == c
        return c in p.achievements

    def _where(self, who):
        return _ZONE_WORDS[self.zone].format(p=_your(who))

    def holds(self, state, ctx):
        return self._in(state, self._who(ctx))

    def evaluate(self, state, ctx):
        who = self._who(ctx)
        if self._in(state, who):
            return True, f"{self.card} is {self._where(who)}"
        return False, f"{self.card} is not {self._where(who)} (it is {locate(state, self.card)})"

    def describe(self, ctx=None):
        return f"{self.card} is {self._where(self._who(ctx))}"


def _actions(v):
    """The accepted first actions, each as the engine writes it (``meld Archery``, ``achieve 3``)."""
    items = [v] if isinstance(v, str) else v
    if not isinstance(items, (list, tuple)) or not all(isinstance(x, str) for x in items):
        raise ValueError(f"first_move lists actions (like 'meld Archery', 'achieve 3'), not {shorten(v)}")
    out = []
    for x in items:
        try:
            out.append(str(Action.parse(x)))
        except IllegalAction as e:
            raise ValueError(f"{shorten(x)} is not an action: {e}") from None
    return out


@goal_type("first_move")
class FirstMove(Goal):
    """The solving player's first action is one of ``first_move``: a mistake of a reviewed game tried again as a
    puzzle (``review.retry.save_retries``), whose accepted first actions are the coach's move and each other one
    the review's judgement classes as good as it. Judged on the line, not on the position: the checker and the
    solver give the goal the actions played (``GoalContext.after``); met at the first checkpoint after them."""

    first_move: Annotated[list[str], BeforeValidator(_actions)] = Field(min_length=1)

    def bind(self, ctx, path, edition="third"):
        g = Game.from_state(ctx.start.clone(), history=False)
        for i, a in enumerate(self.first_move):
            why = g.why_illegal(a)
            if why:
                raise PuzzleError(f"{join(path, 'first_move')}[{i}]", f"{a} is not a legal first action here: {why}")

    def on_line(self) -> bool:
        return True

    def evaluate(self, state, ctx):
        if not ctx.actions:
            return False, f"{_does(ctx.solver, 'has')} taken no action yet"
        first = ctx.actions[0]
        if first in self.first_move:
            return True, f"{first} is as good as the coach's move"
        return False, f"{first} is not as good as the coach's move"

    def describe(self, ctx=None):
        return f"{_does(self._who(ctx), 'plays')} a first action as good as the coach's"


@goal_type("all")
class AllOf(Goal):
    """Every one of the goals holds."""

    all: list[Annotated[Any, BeforeValidator(lambda v: parse_goal(v))]] = Field(min_length=1)

    def bind(self, ctx, path, edition="third"):
        for i, g in enumerate(self.all):
            g.bind(ctx, f"{join(path, 'all')}[{i}]", edition)

    def evaluate(self, state, ctx):
        bad = []
        for i, g in enumerate(self.all):
            ok, why = g.evaluate(state, ctx)
            if not ok:
                bad.append(f"part {i + 1} ({g.describe(ctx)}) is not met: {why}")
        if not bad:
            return True, "every part is met"
        return False, "; ".join(bad)

    def holds(self, state, ctx):
        return all(g.holds(state, ctx) for g in self.all)

    def failures(self, state, ctx):
        return [f for g in self.all for f in g.failures(state, ctx)]

    def on_line(self):
        return any(g.on_line() for g in self.all)

    def describe(self, ctx=None):
        return "all of (" + "; ".join(g.describe(ctx) for g in self.all) + ")"

    def to_data(self):
        return {"all": [g.to_data() for g in self.all]}


@goal_type("any")
class AnyOf(Goal):
    """At least one of the goals holds."""

    any: list[Annotated[Any, BeforeValidator(lambda v: parse_goal(v))]] = Field(min_length=1)

    def bind(self, ctx, path, edition="third"):
        for i, g in enumerate(self.any):
            g.bind(ctx, f"{join(path, 'any')}[{i}]", edition)

    def evaluate(self, state, ctx):
        reasons = []
        for i, g in enumerate(self.any):
            ok, why = g.evaluate(state, ctx)
            if ok:
                return True, f"alternative {i + 1} ({g.describe(ctx)}) is met: {why}"
            reasons.append(f"{g.describe(ctx)}: {why}")
        return False, "no alternative is met (" + "; ".join(reasons) + ")"

    def holds(self, state, ctx):
        return any(g.holds(state, ctx) for g in self.any)

    def failures(self, state, ctx):
        ok, why = self.evaluate(state, ctx)
        return [] if ok else [(self, why)]

    def on_line(self):
        return any(g.on_line() for g in self.any)

    def describe(self, ctx=None):
        return "any of (" + "; ".join(g.describe(ctx) for g in self.any) + ")"

    def to_data(self):
        return {"any": [g.to_data() for g in self.any]}


@goal_type("not")
class Not(Goal):
    """The goal does not hold."""

    not_: Annotated[Any, BeforeValidator(lambda v: parse_goal(v))] = Field(alias="not")

    def bind(self, ctx, path, edition="third"):
        self.not_.bind(ctx, join(path, "not"), edition)

    def holds(self, state, ctx):
        return not self.not_.holds(state, ctx)

    def evaluate(self, state, ctx):
        ok, why = self.not_.evaluate(state, ctx)
        return (not ok), why

    def on_line(self):
        return self.not_.on_line()

    def describe(self, ctx=None):
        return f"not ({self.not_.describe(ctx)})"

    def to_data(self):
        return {"not": self.not_.to_data()}


def parse_goal(v) -> Goal:
    """A Goal from its file form: ``"win"`` or a mapping with one main key (see the module doc)."""
    if isinstance(v, Goal):
        return v
    if isinstance(v, str):
        if v.strip().lower() == "win":
            return Win()
        raise ValueError(f"a goal is 'win' or a mapping with one of the keys {', '.join(GOAL_TYPES)}, not {shorten(v)}")
    if not isinstance(v, dict):
        raise ValueError(
            f"a goal is 'win' or a mapping with one of the keys {', '.join(GOAL_TYPES)}, not a {type(v).__name__}"
        )
    kinds = [k for k in v if k in GOAL_TYPES]
    if not kinds:
        keys = ", ".join(repr(k) for k in v) or "no keys"
        guess = difflib.get_close_matches(str(next(iter(v), "")), list(GOAL_TYPES), n=1, cutoff=0.6)
        hint = f"; did you mean {guess[0]!r}?" if guess else ""
        raise ValueError(f"unknown goal ({keys}): a goal has one of the keys {', '.join(GOAL_TYPES)}{hint}")
    if len(kinds) > 1:
        raise ValueError(
            f"one goal per mapping, but this one has {' and '.join(kinds)}: combine goals with all: [...] or any: [...]"
        )
    return GOAL_TYPES[kinds[0]].model_validate(v)


GoalField = Annotated[Any, BeforeValidator(parse_goal)]

__all__ = [
    "Achievements",
    "AllOf",
    "AnyOf",
    "CardIn",
    "Claim",
    "FirstMove",
    "Compelled",
    "Forecast",
    "Fountains",
    "Goal",
    "GoalContext",
    "GoalField",
    "Icons",
    "Not",
    "Score",
    "Shares",
    "Splayed",
    "Vulnerable",
    "Win",
    "parse_goal",
    "ZONES",
]
