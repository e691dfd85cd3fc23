"""Artifacts of History: the cards' data (``cards.json``, the relics in ``relics.json``) and their effects, one
module per age. A compel runs for each compelled opponent with ``x.player`` ("you") and ``x.activator`` ("me")."""

from . import age1, age2, age3, age4, age5, age6, age7, age8, age9, age10, relics  # noqa: F401  (register effects)
