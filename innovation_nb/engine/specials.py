"""The special achievements: the base five here, and those an expansion registers (``register``: Echoes' five
conditions, Cities' five claimed on their own events). Checked after every event that changes the game; a player
who qualifies claims at once, even on another player's turn; simultaneous claims go in turn order from the current
player. ``due`` finds them; the primitives claim them."""

from __future__ import annotations

from ..cards.data import CARDS
from .icons import every_icon_at_least, icon_count


def _monument(p):
    if p.tucked >= 6:
        return f"tucked {p.tucked} cards this turn"
    if p.scored >= 6:
        return f"scored {p.scored} cards this turn"
    return None


def _empire(p):
    if icon_count(p, "clock") < 3:  # most boards fall short on clocks: no need to add up the other icons
        return None
    return "three or more of each of the six icons" if every_icon_at_least(p, 3) else None


def _world(p):
    n = icon_count(p, "clock")
    return f"{n} clocks on the board" if n >= 12 else None


def _wonder(p):
    for q in p.board:  # a splayed pile has two cards or more
        if q.splay != "up" and q.splay != "right":
            return None
    return "five colours, each splayed up or right"


def _universe(p):
    for q in p.board:
        if not q.cards or CARDS[q.cards[-1]].age < 8:
            return None
    return "five top cards, each of value 8 or more"


CONDITIONS = {"Monument": _monument, "Empire": _empire, "World": _world, "Wonder": _wonder, "Universe": _universe}
# What can make each condition come true: the cards tucked or scored this turn ("counted"), the forecast, else a
# board; "event": claimed on an event of its own by the expansion's rules (Cities), never here.
WATCHES = {"Monument": "counted"}


def register(name: str, condition=None, watch: str | None = None) -> None:
    """An expansion's special achievement: its ``condition`` (a player → why they qualify, or None) and what can
    make it come true (``watch``: None for a board, "counted", "forecast", or "event" without a condition)."""
    if condition is not None:
        CONDITIONS[name] = condition
    if watch is not None:
        WATCHES[name] = watch


def qualifies(player, name: str) -> str | None:
    """Why ``player`` meets the special achievement's own condition, or None."""
    return CONDITIONS[name](player)


def due(state, event=None) -> list:
    """The special achievements someone now qualifies for, as (name, player, why) in the order they are claimed
    (ties: turn order from the current player). A condition can only have become true for a player ``event``
    touched, and only through what it changed: a board (Empire, World, Wonder, Universe) or the cards tucked or
    scored this turn (Monument); None checks everything. Claiming changes no condition, so all are found before
    any is claimed."""
    if not state.specials or state.phase != "play":
        return []
    if event is None:
        players = state.turn_order_from_current()
        counted = board = forecast = True
    else:
        source, dest = event.source, event.dest
        board = (source is not None and source.kind == "board") or (dest is not None and dest.kind == "board")
        counted = event.kind == "tuck" or event.kind == "score"
        forecast = (source is not None and source.kind == "forecast") or (dest is not None and dest.kind == "forecast")
        if not board and not counted and not forecast:
            return []
        a = source.owner if source is not None else None
        b = dest.owner if dest is not None else None
        actor = event.player
        if (a is None or a == actor) and (b is None or b == actor):  # most changes touch one player
            players = [state.player(actor)] if actor is not None else []
        else:
            touched = (a, b, actor)
            first = state.current
            players = [q for q in state.players[first:] + state.players[:first] if q.name in touched]
    out = []
    for name in state.specials:
        watch = WATCHES.get(name)
        if not (
            board if watch is None else counted if watch == "counted" else forecast if watch == "forecast" else False
        ):
            continue
        cond = CONDITIONS[name]
        for p in players:
            why = cond(p)
            if why:
                out.append((name, p, why))
                break
    return out
