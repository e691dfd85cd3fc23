"""The named points where an expansion's rules join the core rules.

The core calls, at each point, the functions that the sets in play registered there, and never imports an
expansion. Each expansion's rule module (``artifacts``, ``cities``, ``echoes``) registers its functions when it is
imported; the engine package imports them right after the core (``engine/__init__.py``), so every game finds them.
A base game has nothing registered to call: it plays exactly as the core alone.

=============  =========================  =================================================================
point          called from                a function registered there
=============  =========================  =================================================================
meld_action    actions.run_action         ``(g, player, melded, covered)`` → generator: what a Meld action
                                          sets off (``order``: City icons and City draw, dig, promotion)
draw           primitives.draw            ``(state, player)`` → the set a plain draw takes from instead of
                                          base, or None (Echoes' draw rule)
dogma_plan     dogma.DogmaPlan            ``(plan, state, activator)``: completes a plan as it is fixed
                                          (Echoes: the echo effects to run first)
after_change   every primitive            ``(g, event)`` → generator, after each change (Cities: flags and
                                          fountains may win, its special achievements are claimed)
splay          primitives.splay           ``(g, by, owner, color)`` → generator, after a splay in a new
                                          direction (Cities: a City draw)
achievements   endgame.achievement_count  ``(state, player)`` → achievements the player's board shows, counted
                                          towards winning (Cities: flags and fountains)
actions        actions.legal_actions      ``(state, player, dogmable)`` → more legal actions (Cities: Endorse)
=============  =========================  =================================================================

An expansion's own kind of action (Endorse) is registered by its kind with ``register_action``: why it is illegal
and how it runs. Special achievements register their conditions with ``specials.register``.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

POINTS = ("meld_action", "draw", "dogma_plan", "after_change", "splay", "achievements", "actions")

# point -> [(order, card set, function)], in the order registered
_REGISTERED: dict[str, list] = {point: [] for point in POINTS}


def register(point: str, card_set: str, fn: Callable, order: int = 0) -> Callable:
    """Call ``fn`` at ``point`` in every game with ``card_set`` in play; several sets at one point are called by
    ``order`` (lowest first), as the rulebook orders them."""
    if point not in _REGISTERED:
        raise ValueError(f"no hook point {point!r}; the points are {', '.join(POINTS)}")
    # A module imported again (a reload) replaces its functions rather than adding them twice.
    name = (fn.__module__, fn.__qualname__)
    _REGISTERED[point] = [
        x for x in _REGISTERED[point] if (x[1], x[2].__module__, x[2].__qualname__) != (card_set, *name)
    ] + [(order, card_set, fn)]
    _IN_PLAY.clear()
    return fn


class InPlay:
    """The functions to call at each point for one combination of sets in play: a tuple per point, empty where no
    set in play registered one."""

    __slots__ = POINTS
    # one per point, set in __init__ (a point with nothing registered: an empty tuple)
    meld_action: tuple[Callable, ...]
    draw: tuple[Callable, ...]
    dogma_plan: tuple[Callable, ...]
    after_change: tuple[Callable, ...]
    splay: tuple[Callable, ...]
    achievements: tuple[Callable, ...]
    actions: tuple[Callable, ...]

    def __init__(self, sets: tuple):
        for point in POINTS:
            found = sorted((x for x in _REGISTERED[point] if x[1] in sets), key=lambda x: x[0])
            setattr(self, point, tuple(fn for _, _, fn in found))


# Made once per combination of sets (a game's sets never change): a hook point costs a dict lookup and a loop.
_IN_PLAY: dict[tuple, InPlay] = {}


def in_play(state) -> InPlay:
    """The hooks of the sets ``state`` plays with."""
    hooks = _IN_PLAY.get(state.expansions)
    if hooks is None:
        hooks = _IN_PLAY[state.expansions] = InPlay(state.expansions)
    return hooks


class ActionRule(NamedTuple):
    why_not: Callable  # (state, player, action) → None when legal, else why not
    run: Callable  # (g, player, action) → generator


# action kind -> its rule, whichever sets are in play (the rule itself says when its set is not)
ACTIONS: dict[str, ActionRule] = {}


def register_action(kind: str, why_not: Callable, run: Callable) -> None:
    """An expansion's own kind of action: ``why_not`` judges it, ``run`` carries it out."""
    ACTIONS[kind] = ActionRule(why_not, run)
