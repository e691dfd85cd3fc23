"""A puzzle's themes: what its solution does, read from the events of the solution played again.

Each theme is one function of a :class:`Replay` (the events of one play of the solution, the positions before and
after, the solving player, the actions played) returning whether the theme occurs. ``themes_of(replay)`` lists
every theme that does, in the order of ``THEMES``; ``replay(puzzle, moves)`` plays a line from the puzzle's start
with full history.

    >>> THEMES["demand"](replay(p, p.solve().solution.plays()[0]))      # doctest: +SKIP
    True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..cards.data import CARDS
from ..engine.cities import acting_icons, board_achievements
from ..engine.state import ALL_SPECIALS, GameState

THEMES: dict[str, Callable[["Replay"], bool]] = {}


@dataclass
class Replay:
    """One play of a solution: ``events`` since the start, the positions ``before`` and ``after``, the solving
    ``player`` and the ``actions`` the solver played (as text)."""

    player: str
    before: GameState
    after: GameState
    events: list
    actions: list[str] = field(default_factory=list)
    edition: str = "third"

    def of(self, *kinds):
        return [e for e in self.events if e.kind in kinds]


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
    return Replay(puzzle.solver, before, g.state, list(g.events), actions, puzzle.scenario.edition)


def themes_of(r: Replay) -> list[str]:
    """The themes that occur in ``r``, in the order of ``THEMES``."""
    return [name for name, fn in THEMES.items() if fn(r)]


# -- the base game ------------------------------------------------------------------------------------------
@theme("sharing-bonus")
def sharing_bonus(r: Replay) -> bool:
    """An opponent shared a dogma and changed the game: the activator took the free draw."""
    return any((e.data or {}).get("granted") for e in r.of("bonus"))


@theme("demand")
def demand(r: Replay) -> bool:
    """A demand reached a vulnerable player."""
    return any((e.data or {}).get("role") == "vulnerable" for e in r.of("player"))


def _splay(direction: str):
    def fn(r: Replay) -> bool:
        return any((e.data or {}).get("direction") == direction for e in r.of("splay"))

    fn.__doc__ = f"A pile was splayed {direction}."
    return fn


for _d in ("left", "right", "up"):
    theme(f"splay-{_d}")(_splay(_d))


def _special(name: str):
    def fn(r: Replay) -> bool:
        return any((e.data or {}).get("special") and name in e.cards for e in r.of("achieve"))

    fn.__doc__ = f"The special achievement {name} was claimed."
    return fn


for _s in ALL_SPECIALS:
    theme(_s.lower())(_special(_s))


@theme("achieve")
def achieve(r: Replay) -> bool:
    """A standard achievement (an age) was claimed."""
    return any(not (e.data or {}).get("special") for e in r.of("achieve"))


@theme("score")
def score(r: Replay) -> bool:
    return bool(r.of("score"))


@theme("tuck")
def tuck(r: Replay) -> bool:
    return bool(r.of("tuck"))


@theme("return")
def return_(r: Replay) -> bool:
    return bool(r.of("return"))


@theme("transfer")
def transfer(r: Replay) -> bool:
    """A card changed owner: a transfer or an exchange."""
    return bool(r.of("transfer", "exchange"))


@theme("endgame")
def endgame(r: Replay) -> bool:
    """The game ended (by achievements, a dogma's win, or drawing beyond 10)."""
    return bool(r.of("end"))


# -- Artifacts ----------------------------------------------------------------------------------------------
@theme("dig")
def dig(r: Replay) -> bool:
    return bool(r.of("dig"))


@theme("display")
def display(r: Replay) -> bool:
    """The free special action with the Artifact on display (a free dogma, or returning it)."""
    shown = r.before.player(r.player).display
    return bool(shown) and bool(r.actions) and r.actions[0] in (f"dogma {shown}", "return", f"return {shown}")


@theme("relic")
def relic(r: Replay) -> bool:
    """A relic was seized."""
    return bool(r.of("seize"))


@theme("compel")
def compel(r: Replay) -> bool:
    """A compel effect reached a player."""
    return any((e.data or {}).get("role") == "compelled" for e in r.of("player"))


# -- Echoes -------------------------------------------------------------------------------------------------
@theme("echo")
def echo(r: Replay) -> bool:
    """An echo effect ran."""
    for e in r.of("effect"):
        d = e.data or {}
        effects = CARDS[d["card"]].effects_for(r.edition) if d.get("card") in CARDS else ()
        i = d.get("index")
        if isinstance(i, int) and 1 <= i <= len(effects) and effects[i - 1].kind == "echo":
            return True
    return False


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
    """A card was foreshadowed (put in a forecast): from a hand or the like, or drawn straight into it."""
    return bool(r.of("foreshadow")) or any(getattr(e.dest, "kind", None) == "forecast" for e in r.of("draw"))


@theme("promote")
def promote(r: Replay) -> bool:
    """A card was promoted: melded from a forecast."""
    return any(getattr(e.source, "kind", None) == "forecast" for e in r.of("meld"))


# -- Cities -------------------------------------------------------------------------------------------------
@theme("city-draw")
def city_draw(r: Replay) -> bool:
    return any(c in CARDS and CARDS[c].set == "cities" for e in r.of("draw") for c in e.cards)


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


__all__ = ["Replay", "THEMES", "replay", "theme", "themes_of"]
