"""The relic with an Echoes back, Safety Pin (Artifacts of History with relics): in a hand, on a board or in a score
pile it is an ordinary Echoes card (its echo effect runs like any other); returned, it goes back to the relic area."""

from __future__ import annotations

from ..registry import effect


@effect("Safety Pin", 1)
def safety_pin_echo(x):
    yield from x.draw_and_score(x.player, 7)


@effect("Safety Pin", 2)
def safety_pin(x):
    you = x.player
    yield from x.return_all(you, [c for c in you.hand if x.age(c) > 6])
    yield from x.draw(you, 6)
