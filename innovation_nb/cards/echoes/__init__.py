"""Echoes of the Past: the cards' data (``cards.json``) and their effects, one module per age (``relics``: Safety Pin,
the relic with an Echoes back). An echo effect is registered as its card's effect number like any other (its place
in the card's list of effects)."""

from . import age1, age2, age3, age4, age5, age6, age7, age8, age9, age10, relics  # noqa: F401  (register effects)
