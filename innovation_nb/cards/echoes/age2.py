"""Echoes, age 2. Each function is one printed effect; ``x.player`` is "you", ``x.activator`` is "I/me"."""
from __future__ import annotations

from ..registry import effect


@effect("Linguistics", 1)
def linguistics_echo(x):
    you = x.player
    choice = yield from x.choose_option(you, ["draw a 3", "draw and foreshadow a 4"],
                                        prompt="Draw a 3, or draw a 4 and foreshadow it")
    if choice == "draw a 3":
        yield from x.draw(you, 3)
    else:
        yield from x.draw_and_foreshadow(you, 4)


@effect("Linguistics", 2)
def linguistics(x):
    you = x.player
    value = yield from x.choose_value(you, x.visible_bonuses(you), prompt="Choose a bonus on your board: draw a "
                                                                          "card of its value")
    if value is not None:
        yield from x.draw(you, value)
