"""The game's words in two editions: the Asmadi rulebook's (default) and the Iello edition's.

Iello's edition is the same game in other words: Activate (Dogma), Play (Meld), Dominate (Achieve), Influence
(score), Archive (tuck), Recycle (return), Zone (board), Active card (top card), Period (age), Domains (special
achievements), Supremacy / Cooperative dogmas (demand / non-demand), Cooperation Bonus (sharing bonus).

The words live in one file, ``terms.json`` beside this module, which the front end's bundle imports too: the
labels of each edition, Iello's words for the printed texts (``iello_words``) and for the engine's own words
(``iello_engine_words``), and the English the texts are built with (``plurals``: the nouns whose plural is not
made by a rule; ``second_person``: the verbs whose "you" form is not). ``engine/text.py`` makes sentences with them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

TERMINOLOGIES = ("asmadi", "iello")

# One word list for Python and the front end (the JS bundle imports the same file).
_DATA = json.loads((Path(__file__).parent / "terms.json").read_text(encoding="utf-8"))
LABELS: dict = _DATA["labels"]
IELLO_ENGINE_WORDS = [tuple(x) for x in _DATA["iello_engine_words"]]  # longest first where one holds another
PLURALS: dict = _DATA["plurals"]
SECOND_PERSON: dict = _DATA["second_person"]
_IELLO_WORDS = [tuple(x) for x in _DATA["iello_words"]]  # longest phrases first
_IELLO_RE = re.compile(r"\b(" + "|".join(re.escape(a) for a, _ in _IELLO_WORDS) + r")\b", re.IGNORECASE)
_IELLO_MAP = {a: b for a, b in _IELLO_WORDS}


def check_terminology(name: str) -> str:
    if name not in TERMINOLOGIES:
        from .errors import InnovationError, shorten  # here: the front-end tests load this file on its own

        raise InnovationError(f"terminology must be one of {', '.join(TERMINOLOGIES)}, not {shorten(name)}")
    return name


def translate(text: str, terminology: str = "asmadi") -> str:
    """``text`` in the chosen edition's words (Asmadi texts are returned unchanged)."""
    if terminology == "asmadi" or not text:
        return text
    if text.startswith("I demand"):
        text = _DATA["iello_demand_prefix"] + text

    def sub(m):
        word = m.group(0)
        new = _IELLO_MAP[word.lower()]
        if word[0].isupper():
            new = new[0].upper() + new[1:]
        return new

    return _IELLO_RE.sub(sub, text)


def labels(terminology: str = "asmadi") -> dict:
    return dict(LABELS[check_terminology(terminology)])
