"""Echoes, age 1. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""
from __future__ import annotations

from ..registry import effect


@effect("Bangle", 1)
def bangle_echo(x):
    you = x.player
    card = yield from x.choose_card(you, [c for c in you.hand if x.color(c) == "red"], prompt="Tuck a red card "
                                    "from your hand")
    if card:
        yield from x.tuck(you, card)


@effect("Bangle", 2)
def bangle(x):
    yield from x.draw_and_foreshadow(x.player, 3)


@effect("Puppet")
def puppet(x):
    return
    yield  # nothing happens


@effect("Ruler", 1)
def ruler_echo(x):
    yield from x.draw(x.player, 2)


@effect("Ruler", 2)
def ruler(x):
    return
    yield  # nothing happens
