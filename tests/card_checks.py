"""What the card-data tests of every card set share: where the shared reference lies, the standard layout of a
set, and the checks of a text."""

import collections
import difflib
import json
import re
from pathlib import Path

import pytest

COLORS = ("blue", "red", "green", "yellow", "purple")
ICONS = ("castle", "crown", "leaf", "lightbulb", "factory", "clock")
COPY_LIMIT = 0.85  # similarity ratio at or above which a text counts as copied
SHORT_REFERENCE = 40  # reference sentences shorter than this may coincide ("Draw and meld a {1}.")

# The shared reference sits beside the repository (../shared) on development machines and in CI.
_SHARED = [Path(__file__).resolve().parents[2] / "shared", Path("/work/shared")]


def reference_file(name):
    """The path of `name` in the shared reference folder; it may not exist (callers skip their test then)."""
    return next(
        (d / "reference" / name for d in _SHARED if (d / "reference" / name).exists()), _SHARED[0] / "reference" / name
    )


def reference_json(name):
    """The content of the reference file `name`; the calling test is skipped where the reference is absent."""
    path = reference_file(name)
    if not path.exists():
        pytest.skip("reference data not available: %s" % path)
    return json.loads(path.read_text(encoding="utf-8"))


def reference_cards(name):
    """The cards (or achievements) of the reference file `name` by name, in the file's order (skips as above)."""
    return {c["name"]: c for c in reference_json(name)}


def effect_texts(cards):
    """(card name, effect number from 1, effect) for every effect of `cards`, in order."""
    for c in cards:
        for i, e in enumerate(c["effects"]):
            yield c["name"], i + 1, e


def effect_facts(card):
    """What a card's effects are, apart from their wording: (kind, demand) in order."""
    return [(e["kind"], e["demand"]) for e in card["effects"]]


def other_source_texts(*sections):
    """The other sources' wordings of the effects of the cards in `sections` ("Artifacts", "Relics", "Echoes"), by
    card title, as the reference's differences file lists them; empty where that file is absent."""
    path = reference_file("expansions-text-differences.md")
    if not path.exists():
        return {}
    texts, section, card = collections.defaultdict(list), None, None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        elif m := re.match(r"- \*\*(.+?)\*\* effect", line):
            card = m.group(1)
        elif (m := re.match(r"\s+- source: `(.*)`$", line)) and section in sections:
            texts[card].append(m.group(1))
    return texts


def as_digits(text):
    """A reference text with its value tokens ({3}) written as our texts write values (3), so that a comparison
    sees the same words."""
    return re.sub(r"\{(\d+)\}", r"\1", text)


def similarity(ours, theirs):
    return difflib.SequenceMatcher(None, ours.lower(), theirs.lower()).ratio()


def copied(ours, references):
    """The similarity of `ours` to the closest reference text long enough to count, if it reaches COPY_LIMIT."""
    ratios = [similarity(ours, theirs) for theirs in references if len(theirs) >= SHORT_REFERENCE]
    worst = max(ratios, default=0.0)
    return round(worst, 3) if worst >= COPY_LIMIT else None


def stray_braces(text):
    """What in `text` is braced but not an icon token ({castle} ...), and any unpaired brace."""
    bad = [t for t in re.findall(r"\{([^{}]*)\}", text) if t not in ICONS]
    rest = re.sub(r"\{[^{}]*\}", "", text)
    return bad + (["unpaired brace"] if "{" in rest or "}" in rest else [])


def off_grid(cards):
    """The (age, color) cells whose card count breaks a set's layout: 3 of each color in age 1, 2 in ages 2-10."""
    grid = collections.Counter((c["age"], c["color"]) for c in cards)
    expected = {(age, color): 3 if age == 1 else 2 for age in range(1, 11) for color in COLORS}
    return sorted(cell for cell in expected.keys() | grid.keys() if grid[cell] != expected.get(cell, 0))
