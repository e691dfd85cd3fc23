"""Echoes of the Past: the cards' data (``cards.json``) and their effects, one module per age. An echo effect is
registered as its card's effect number like any other (its place in the card's list of effects)."""
from . import age1, age2  # noqa: F401  (register effects)
