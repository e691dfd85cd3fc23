"""Checks on the Echoes of the Past data file: the 105 Echoes cards (plain JSON, no package import).

The comparison with the reference data runs only where the shared reference exists; everything else checks the
package's own files.
"""

import collections
import json
import re
from pathlib import Path

from card_checks import (
    ICONS,
    as_digits,
    copied,
    effect_facts,
    effect_texts,
    off_grid,
    other_source_texts,
    reference_cards,
    stray_braces,
)

CARDS_DIR = Path(__file__).resolve().parents[3] / "innovation_nb" / "cards"
CARD_KEYS = {"name", "set", "age", "color", "icons", "dogma_icon", "bonuses", "echo_slot", "music_note", "effects"}
SLOTS = ("top_left", "bottom_left", "bottom_middle", "bottom_right")
KIND_ORDER = ("echo", "demand", "dogma")  # an echo effect runs first, then the demand, then the dogma effects
MUSIC = {"Bell", "Flute", "Piano", "Saxophone"}
NO_EFFECT = {"Plumbing", "Puppet", "Ruler"}  # printed "No effect.": they exist for their echo effect or bonus


def _load(*parts):
    return json.loads(CARDS_DIR.joinpath(*parts).read_text(encoding="utf-8"))


CARDS = _load("echoes", "cards.json")
BY_NAME = {c["name"]: c for c in CARDS}
OTHER_NAMES = {
    c["name"]
    for part in (("base", "cards.json"), ("artifacts", "cards.json"), ("artifacts", "relics.json"))
    for c in _load(*part)
}


def _texts():
    return effect_texts(CARDS)


def test_105_cards_sorted_with_names_of_their_own():
    assert len(CARDS) == 105
    assert len(BY_NAME) == 105, [n for n, k in collections.Counter(c["name"] for c in CARDS).items() if k > 1]
    assert [(c["age"], c["name"]) for c in CARDS] == sorted((c["age"], c["name"]) for c in CARDS)
    assert not set(BY_NAME) & OTHER_NAMES


def test_keys_and_set():
    for c in CARDS:
        assert set(c) == CARD_KEYS, c["name"]
        assert c["set"] == "echoes", c["name"]
        assert isinstance(c["music_note"], bool), c["name"]


def test_ages_and_colors():
    assert not off_grid(CARDS)


def test_icons_and_dogma_icon():
    for c in CARDS:
        icons = c["icons"]
        assert len(icons) == 4 and icons.count("hex") == 1, c["name"]
        assert all(i in ICONS or i in ("hex", "echo", "bonus") for i in icons), c["name"]
        counts = collections.Counter(i for i in icons if i in ICONS)
        most = max(counts.values())
        assert counts[c["dogma_icon"]] == most and list(counts.values()).count(most) == 1, c["name"]


def test_the_echo_slot_holds_the_echo_marker_and_the_echo_effect_comes_first():
    for c in CARDS:
        marked = [SLOTS[i] for i, icon in enumerate(c["icons"]) if icon == "echo"]
        assert marked == ([c["echo_slot"]] if c["echo_slot"] else []), c["name"]
        kinds = [e["kind"] for e in c["effects"]]
        assert ("echo" in kinds) == bool(c["echo_slot"]), c["name"]
    assert sum(1 for c in CARDS if c["echo_slot"]) == 57


def test_bonuses_sit_in_the_bonus_slots():
    for c in CARDS:
        marked = [SLOTS[i] for i, icon in enumerate(c["icons"]) if icon == "bonus"]
        assert [b["slot"] for b in c["bonuses"]] == marked, c["name"]
        assert len(c["bonuses"]) <= 1, c["name"]
        for b in c["bonuses"]:
            assert set(b) == {"slot", "value"}, c["name"]
            assert c["age"] <= b["value"] <= c["age"] + 2, c["name"]
    assert sum(len(c["bonuses"]) for c in CARDS) == 63


def test_music_notes():
    assert {c["name"] for c in CARDS if c["music_note"]} == MUSIC


def test_effect_kinds_and_counts():
    kinds = collections.Counter(e["kind"] for c in CARDS for e in c["effects"])
    assert dict(kinds) == {"echo": 57, "demand": 32, "dogma": 124}
    for c in CARDS:
        flags = [e["kind"] for e in c["effects"]]
        assert flags == sorted(flags, key=KIND_ORDER.index), c["name"]
        assert flags.count("echo") <= 1 and flags.count("demand") <= 1, c["name"]
        assert "dogma" in flags or "demand" in flags, (c["name"], "only an echo effect")
        for e in c["effects"]:
            assert set(e) == {"kind", "demand", "text"}, c["name"]
            assert e["demand"] is (e["kind"] == "demand"), c["name"]
    assert max(len(c["effects"]) for c in CARDS) == len(BY_NAME["Morphine"]["effects"]) == 4


def test_the_demand_marker_opens_exactly_the_demands():
    for name, number, e in _texts():
        assert e["text"].startswith("I demand ") == (e["kind"] == "demand"), (name, number)
        if e["kind"] == "demand":
            assert e["text"].endswith("!"), (name, number)


def test_texts_are_stripped_non_empty_with_only_icon_tokens():
    for name, number, e in _texts():
        assert isinstance(e["text"], str) and e["text"].strip(), (name, number)
        assert e["text"] == e["text"].strip(), (name, number)
        assert not stray_braces(e["text"]), (name, number, stray_braces(e["text"]))


def test_no_effect_cards():
    empty = {name for name, _, e in _texts() if e["text"] == "Nothing happens."}
    assert empty == NO_EFFECT


def test_texts_name_cards_by_their_exact_titles():
    # Cards that name themselves (their echo effect or the card to skip), and the cards Scissors, Rock,
    # Saxophone and Radio Telescope look for.
    titles = OTHER_NAMES | set(BY_NAME)
    named = {
        (name, t)
        for name, _, e in _texts()
        for t in titles
        if re.search(r"(?<![\w.])%s(?![\w])" % re.escape(t), e["text"])
    }
    assert named == {
        ("Scissors", "Paper"),
        ("Rock", "Scissors"),
        ("Rock", "Paper"),
        ("Saxophone", "Bell"),
        ("Saxophone", "Flute"),
        ("Saxophone", "Piano"),
        ("Saxophone", "Saxophone"),
        ("Radio Telescope", "A.I."),
        ("Helicopter", "Helicopter"),
        ("Dentures", "Dentures"),
        ("Charitable Trust", "Charitable Trust"),
        ("Stethoscope", "Stethoscope"),
        ("Jet", "Jet"),
        ("Karaoke", "Karaoke"),
    }


# -- against the reference -------------------------------------------------------------------------------------


def test_facts_equal_reference():
    ref = reference_cards("echoes-cards.json")
    assert list(ref) == [c["name"] for c in CARDS]
    for name, c in BY_NAME.items():
        r = ref[name]
        for key in ("set", "age", "color", "icons", "dogma_icon", "bonuses", "echo_slot", "music_note"):
            assert c[key] == r[key], (name, key)
        assert effect_facts(c) == effect_facts(r), name


def test_no_name_is_a_city():
    assert not set(BY_NAME) & set(reference_cards("cities-cards.json"))


def test_no_text_is_copied():
    ref = reference_cards("echoes-cards.json")
    others = other_source_texts("Echoes")
    copies = []
    for name, number, e in _texts():
        theirs = [r["text"] for r in ref[name]["effects"]] + others.get(name, [])
        ratio = copied(e["text"], [as_digits(t) for t in theirs])
        if ratio:
            copies.append((name, number, ratio))
    assert not copies, copies
