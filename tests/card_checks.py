"""What the card-data tests of every card set share: where the shared reference lies, the standard layout of a
set, and the checks of a text."""
import collections
import difflib
import re
from pathlib import Path

COLORS = ("blue", "red", "green", "yellow", "purple")
ICONS = ("castle", "crown", "leaf", "lightbulb", "factory", "clock")
COPY_LIMIT = 0.85        # similarity ratio at or above which a text counts as copied
SHORT_REFERENCE = 40     # reference sentences shorter than this may coincide ("Draw and meld a {1}.")

# The shared reference sits beside the repository (../shared) on development machines and in CI.
_SHARED = [Path(__file__).resolve().parents[2] / "shared", Path("/work/shared")]


def reference_file(name):
    """The path of `name` in the shared reference folder; it may not exist (callers skip their test then)."""
    return next((d / "reference" / name for d in _SHARED if (d / "reference" / name).exists()),
                _SHARED[0] / "reference" / name)


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
