"""The base set: the cards' data (``cards.json``, the special achievements in ``specials.json``) and their
effects, one module per age."""

from . import age1, age2, age3, age4, age5, age6, age7, age8, age9, age10  # noqa: F401  (register effects)
