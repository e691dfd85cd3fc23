"""The game's words in the two editions (see :mod:`innovation_nb.terms`); the word list is ``terms.json`` here,
which the front ends bundle too."""
from ..terms import LABELS, TERMINOLOGIES, check_terminology, labels, translate

__all__ = ["LABELS", "TERMINOLOGIES", "check_terminology", "labels", "translate"]
