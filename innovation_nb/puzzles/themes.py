"""A puzzle's themes: what its solving player does in its solution, read from the events of the solution played
again.

Each theme is one function of a :class:`Replay` (the events of one play of the solution, the positions before and
after, the solving player, the actions played, the goal) returning whether the theme occurs. A theme is something
the solving player carries out — their own score, tuck, return or splay, a demand or a compel of their own dogma, a
card that comes to them or leaves them — never an event of the others alone (an opponent who shares a dogma and
scores does not make it a scoring puzzle). ``themes_of(replay)`` lists every theme that does, in the order of
``THEMES``; ``replay(puzzle, moves)`` plays a line from the puzzle's start with full history; ``common(puzzle,
plays)`` keeps the themes that occur in every play of a solution (whatever the opponents answer).

    >>> THEMES["demand"](replay(p, p.solve().solution.plays()[0]))      # doctest: +SKIP
    True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..cards.data import CARDS
from ..engine.cities import acting_icons, board_achievements
from ..engine.icons import icon_count
from ..engine.state import ALL_SPECIALS, GameState
from .goals import Compelled, Goal, Icons, Shares, Vulnerable

THEMES: dict[str, Callable[["Replay"], bool]] = {}


@dataclass
class Replay:
    """One play of a solution: ``events`` since the start, the positions ``before`` and ``after``, the solving
    ``player``, the ``actions`` the solver played (as text) and the puzzle's ``goal``."""

    player: str
    before: GameState
    after: GameState
    events: list
    actions: list[str] = field(default_factory=list)
    edition: str = "third"
    goal: Goal | None = None

    def of(self, *kinds):
        return [e for e in self.events if e.kind in kinds]

    def mine(self, *kinds):
        """The events of these kinds carried out by the solving player."""
        return [e for e in self.events if e.kind in kinds and e.player == self.player]

    def acted_by(self, e) -> str | None:
        """Who activated or executed the card whose effect ``e`` happened in: the player of the nearest ``card``
        event above it (None outside a card's frame)."""
        frames = self._frames()
        at = e.parent
        while at is not None:
            up = frames.get(at)
            if up is None:
                return None
            if up.kind == "card":
                return up.player
            at = up.parent
        return None

    def _frames(self) -> dict:
        by = self.__dict__.get("_by_index")
        if by is None:
            by = self.__dict__["_by_index"] = {e.index: e for e in self.events}
        return by


def theme(name: str):
    """Register a theme function under ``name`` (the order of registration is the order themes are listed)."""

    def register(fn):
        THEMES[name] = fn
        return fn

    return register


def replay(puzzle, moves) -> Replay:
    """Play ``moves`` (a list of :class:`~innovation_nb.puzzles.play.Move`, e.g. one of ``Solution.plays()``, each
    played with ``Game.play``) from the puzzle's start, with history, and return what happened."""
    g = puzzle.start_game(history=True)
    before = g.state.clone()
    actions = []
    for m in moves:
        g.play(m.move)
        if m.kind == "action" and m.player == puzzle.solver and not m.scripted:
            actions.append(str(m.move.value))
    return Replay(puzzle.solver, before, g.state, list(g.events), actions, puzzle.scenario.edition, puzzle.goal)


def themes_of(r: Replay) -> list[str]:
    """The themes that occur in ``r``, in the order of ``THEMES``."""
    return [name for name, fn in THEMES.items() if fn(r)]


def common(puzzle, plays) -> list[str]:
    """The themes that occur in every one of ``plays`` (concrete plays of one solution, e.g. ``Solution.plays()``:
    one per combination of the opponents' answers), in the order of ``THEMES``."""
    found = [set(themes_of(replay(puzzle, play))) for play in plays]
    return [t for t in THEMES if found and all(t in f for f in found)]


# -- the base game ------------------------------------------------------------------------------------------
@theme("sharing-bonus")
def sharing_bonus(r: Replay) -> bool:
    """An opponent shared your dogma and changed the game: you, the activator, took the free draw."""
    return any((e.data or {}).get("granted") for e in r.mine("bonus"))


@theme("demand")
def demand(r: Replay) -> bool:
    """A demand of your dogma reached a vulnerable player."""
    return any((e.data or {}).get("role") == "vulnerable" and r.acted_by(e) == r.player for e in r.of("player"))


def _splay(direction: str):
    def fn(r: Replay) -> bool:
        return any((e.data or {}).get("direction") == direction for e in r.mine("splay"))

    fn.__doc__ = f"You splayed a pile {direction}."
    return fn


for _d in ("left", "right", "up"):
    theme(f"splay-{_d}")(_splay(_d))


def _special(name: str):
    def fn(r: Replay) -> bool:
        return any((e.data or {}).get("special") and name in e.cards for e in r.mine("achieve"))

    fn.__doc__ = f"You claimed the special achievement {name}."
    return fn


for _s in ALL_SPECIALS:
    theme(_s.lower())(_special(_s))


@theme("achieve")
def achieve(r: Replay) -> bool:
    """You claimed a standard achievement (an age)."""
    return any(not (e.data or {}).get("special") for e in r.mine("achieve"))


@theme("score")
def score(r: Replay) -> bool:
    """You scored a card."""
    return bool(r.mine("score"))


@theme("tuck")
def tuck(r: Replay) -> bool:
    """You tucked a card."""
    return bool(r.mine("tuck"))


@theme("return")
def return_(r: Replay) -> bool:
    """You returned a card."""
    return bool(r.mine("return"))


@theme("transfer")
def transfer(r: Replay) -> bool:
    """A card changed owner, to you or from you: a transfer or an exchange you made, or one made into or out of
    your zones (a demand's victim giving you a card)."""
    return any(
        e.player == r.player
        or getattr(e.source, "owner", None) == r.player
        or getattr(e.dest, "owner", None) == r.player
        for e in r.of("transfer", "exchange")
    )


@theme("endgame")
def endgame(r: Replay) -> bool:
    """The game ended (by achievements, a dogma's win, or drawing beyond 10)."""
    return bool(r.of("end"))


def featured(goal) -> tuple[list[str], list[str]]:
    """The icons a goal counts and the players whose count of them it compares: an icon count's own icons (yours),
    or the featured icon of the card whose dogma would share, be vulnerable or compel (yours and the other
    player's it names); ``([], [])`` for any other goal."""
    if isinstance(goal, Icons):
        return list(goal.icons), []
    if isinstance(goal, (Vulnerable, Shares, Compelled)):
        icon = CARDS[getattr(goal, goal.key)].dogma_icon
        named = [n for n in (getattr(goal, "player", None), getattr(goal, "by", None)) if n is not None]
        return ([icon] if icon else []), named
    return [], []


@theme("icon-count")
def icon_count_changed(r: Replay) -> bool:
    """The goal counts icons (an icon count, or who a dogma would reach), and the count it compares changed: yours
    or the other player's of the icon it counts. The idea of every such puzzle: what each move shows."""
    icons, named = featured(r.goal)
    players = {r.player, *named}
    return any(icon_count(r.before.player(n), i) != icon_count(r.after.player(n), i) for i in icons for n in players)


# -- Artifacts ----------------------------------------------------------------------------------------------
@theme("dig")
def dig(r: Replay) -> bool:
    """You dug up an Artifact."""
    return bool(r.mine("dig"))


@theme("display")
def display(r: Replay) -> bool:
    """The free special action with the Artifact on display (a free dogma, or returning it)."""
    shown = r.before.player(r.player).display
    return bool(shown) and bool(r.actions) and r.actions[0] in (f"dogma {shown}", "return", f"return {shown}")


@theme("relic")
def relic(r: Replay) -> bool:
    """You seized a relic."""
    return bool(r.mine("seize"))


@theme("compel")
def compel(r: Replay) -> bool:
    """A compel effect of your dogma reached a player."""
    return any((e.data or {}).get("role") == "compelled" and r.acted_by(e) == r.player for e in r.of("player"))


# -- Echoes -------------------------------------------------------------------------------------------------
def echo_effects(r: Replay) -> list:
    """The ``effect`` events of ``r`` that are echo effects."""
    out = []
    for e in r.of("effect"):
        d = e.data or {}
        effects = CARDS[d["card"]].effects_for(r.edition) if d.get("card") in CARDS else ()
        i = d.get("index")
        if isinstance(i, int) and 1 <= i <= len(effects) and effects[i - 1].kind == "echo":
            out.append(e)
    return out


@theme("echo")
def echo(r: Replay) -> bool:
    """An echo effect ran for you."""
    echoes = {e.index for e in echo_effects(r)}
    # who ran it: the player events in the effect's frame
    return any(e.parent in echoes and e.player == r.player for e in r.of("player"))


def _bonus_points(p) -> int:
    return p.score_total - sum(CARDS[c].value for c in p.score)


@theme("bonus")
def bonus(r: Replay) -> bool:
    """The solver's bonus points (Echoes' bonus icons on the board) changed."""
    if "echoes" not in r.before.expansions:
        return False
    return _bonus_points(r.before.player(r.player)) != _bonus_points(r.after.player(r.player))


@theme("forecast")
def forecast(r: Replay) -> bool:
    """You foreshadowed a card (put it in your forecast): from your hand or the like, or drawn straight into it."""
    return bool(r.mine("foreshadow")) or any(getattr(e.dest, "kind", None) == "forecast" for e in r.mine("draw"))


@theme("promote")
def promote(r: Replay) -> bool:
    """You promoted a card: melded it from your forecast."""
    return any(getattr(e.source, "kind", None) == "forecast" for e in r.mine("meld"))


# -- Cities -------------------------------------------------------------------------------------------------
@theme("city-draw")
def city_draw(r: Replay) -> bool:
    """You drew a City."""
    return any(c in CARDS and CARDS[c].set == "cities" for e in r.mine("draw") for c in e.cards)


def _acting(kind: str):
    def fn(r: Replay) -> bool:
        # a City's plus, arrow and search icons act when the Meld action melds it
        played = {a.split(" ", 1)[1] for a in r.actions if a.startswith("meld ")}
        return any(
            e.player == r.player
            and c in played
            and CARDS[c].set == "cities"
            and any(x["type"] == kind for x in acting_icons(CARDS[c]))
            for e in r.of("meld")
            for c in e.cards
        )

    fn.__doc__ = f"A City's {kind} icon acted (the City melded by the Meld action)."
    return fn


for _k in ("plus", "arrow", "search"):
    theme(_k)(_acting(_k))


def _held(kind: str):
    def fn(r: Replay) -> bool:
        if "cities" not in r.before.expansions:
            return False
        count = [sum(x["kind"] == kind for x in board_achievements(s, s.player(r.player))) for s in (r.before, r.after)]
        return count[0] != count[1]

    fn.__doc__ = f"The {kind}s the solver holds changed."
    return fn


for _k in ("flag", "fountain"):
    theme(_k)(_held(_k))


@theme("endorse")
def endorse(r: Replay) -> bool:
    return any(a.startswith("endorse ") for a in r.actions)


__all__ = ["Replay", "THEMES", "common", "echo_effects", "featured", "replay", "theme", "themes_of"]
