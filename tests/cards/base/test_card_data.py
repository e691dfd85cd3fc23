"""Checks on the card data files (plain JSON, no package import).

The comparison with the reference data runs only where /work/shared/reference/base-cards.json exists;
everything else checks the package's own files.
"""

import collections
import json
import re
from pathlib import Path

import pytest
from card_checks import COLORS, COPY_LIMIT, ICONS, copied, off_grid, reference_file, similarity, stray_braces

CARDS_DIR = Path(__file__).resolve().parents[3] / "innovation_nb" / "cards" / "base"
REFERENCE = reference_file("base-cards.json")

FIRST_EDITION_CARDS = {
    "Oars",
    "Fermenting",
    "Feudalism",
    "Measurement",
    "Societies",
    "Statistics",
    "Industrialization",
    "Combustion",
    "Fission",
}
SPECIALS = {
    "Monument": "Masonry",
    "Empire": "Construction",
    "World": "Translation",
    "Wonder": "Invention",
    "Universe": "Astronomy",
}


def _load(name):
    return json.loads((CARDS_DIR / name).read_text(encoding="utf-8"))


CARDS = _load("cards.json")
SPECIAL_LIST = _load("specials.json")
BY_NAME = {c["name"]: c for c in CARDS}


def _all_effect_lists(card):
    yield "third", card["effects"]
    if "first_edition" in card:
        yield "first", card["first_edition"]["effects"]


def _reference():
    if not REFERENCE.exists():
        pytest.skip("reference data not available: %s" % REFERENCE)
    return {c["name"]: c for c in json.loads(REFERENCE.read_text(encoding="utf-8"))}


def test_105_cards_with_unique_names():
    assert len(CARDS) == 105
    names = [c["name"] for c in CARDS]
    assert len(set(names)) == 105, [n for n, k in collections.Counter(names).items() if k > 1]


def test_cards_per_age():
    ages = collections.Counter(c["age"] for c in CARDS)
    assert dict(ages) == {1: 15, **{a: 10 for a in range(2, 11)}}


def test_cards_per_color():
    colors = collections.Counter(c["color"] for c in CARDS)
    assert dict(colors) == {c: 21 for c in COLORS}


def test_cards_per_age_and_color():
    assert not off_grid(CARDS)


def test_icons_and_dogma_icon():
    for c in CARDS:
        icons = c["icons"]
        assert len(icons) == 4, c["name"]
        assert all(i in ICONS or i == "hex" for i in icons), c["name"]
        assert icons.count("hex") == 1, c["name"]
        assert c["dogma_icon"] in ICONS, c["name"]
        assert c["dogma_icon"] in icons, c["name"]


def test_demand_flags_match_texts_and_come_first():
    for c in CARDS:
        for edition, effects in _all_effect_lists(c):
            assert effects, (c["name"], edition)
            flags = [e["demand"] for e in effects]
            assert flags == sorted(flags, reverse=True), (c["name"], edition, "demand after non-demand")
            for e in effects:
                assert isinstance(e["demand"], bool)
                assert e["text"].startswith("I demand") == e["demand"], (c["name"], edition, e["text"])


def test_every_text_is_non_empty():
    for c in CARDS:
        for edition, effects in _all_effect_lists(c):
            for e in effects:
                assert isinstance(e["text"], str) and e["text"].strip(), (c["name"], edition)
                assert e["text"] == e["text"].strip(), (c["name"], edition)


def test_only_icon_tokens_in_braces():
    texts = [(c["name"], e["text"]) for c in CARDS for _, effects in _all_effect_lists(c) for e in effects]
    texts += [(c["name"], c["first_edition"]["note"]) for c in CARDS if "first_edition" in c]
    texts += [(s["name"], s[k]) for s in SPECIAL_LIST for k in ("condition", "card_condition")]
    for name, text in texts:
        assert not stray_braces(text), (name, stray_braces(text))


def test_first_edition_cards():
    assert {c["name"] for c in CARDS if "first_edition" in c} == FIRST_EDITION_CARDS
    for name in FIRST_EDITION_CARDS:
        fe = BY_NAME[name]["first_edition"]
        assert set(fe) == {"note", "effects"}, name
        assert fe["note"].strip(), name
        assert fe["effects"], name
        assert fe["effects"] != BY_NAME[name]["effects"], name


def test_first_edition_shapes():
    # Combustion's second effect does not exist in the 1st edition; the other eight keep their effect count.
    assert [e["demand"] for e in BY_NAME["Combustion"]["first_edition"]["effects"]] == [True]
    for name in FIRST_EDITION_CARDS - {"Combustion"}:
        card = BY_NAME[name]
        assert [e["demand"] for e in card["first_edition"]["effects"]] == [e["demand"] for e in card["effects"]], name


def test_effect_counts():
    counts = collections.Counter(len(c["effects"]) for c in CARDS)
    assert sum(n * k for n, k in counts.items()) == 158
    assert {c["name"] for c in CARDS if len(c["effects"]) == 3} == {"Coal", "Satellites", "The Internet"}


def test_facts_equal_reference():
    ref = _reference()
    assert set(ref) == set(BY_NAME)
    for name, c in BY_NAME.items():
        r = ref[name]
        for key in ("age", "color", "icons", "dogma_icon"):
            assert c[key] == r[key], (name, key)
        assert [e["demand"] for e in c["effects"]] == [e["demand"] for e in r["effects"]], name
        assert ("first_edition" in c) == r.get("edition_notes", "").startswith("Balance change"), name


def _reference_sentences(ref_card):
    texts = [e["text"] for e in ref_card["effects"]]
    # edition_notes quote the 1st-edition texts in double quotes
    texts += re.findall(r'"([^"]+)"', ref_card.get("edition_notes", ""))
    return texts


def test_no_effect_text_is_copied():
    ref = _reference()
    copies = []
    for name, c in BY_NAME.items():
        refs = _reference_sentences(ref[name])
        for edition, effects in _all_effect_lists(c):
            for i, e in enumerate(effects):
                ratio = copied(e["text"], refs)
                if ratio:
                    copies.append((name, edition, i + 1, ratio))
    assert not copies, copies


def test_specials():
    assert [s["name"] for s in SPECIAL_LIST] == list(SPECIALS)
    for s in SPECIAL_LIST:
        assert set(s) == {"name", "condition", "card", "card_condition"}, s["name"]
        assert s["card"] == SPECIALS[s["name"]]
        assert s["card"] in BY_NAME
        assert s["condition"].strip() and s["card_condition"].strip(), s["name"]


def test_special_cards_name_their_achievement():
    for achievement, card in SPECIALS.items():
        holders = [
            c["name"]
            for c in CARDS
            if any("%s achievement" % achievement in e["text"] for _, effs in _all_effect_lists(c) for e in effs)
        ]
        assert holders == [card], (achievement, holders)


def test_specials_not_copied():
    path = REFERENCE.parent / "special-achievements.json"
    if not path.exists():
        pytest.skip("reference data not available: %s" % path)
    ref = {s["name"]: s for s in json.loads(path.read_text(encoding="utf-8"))}
    for s in SPECIAL_LIST:
        r = ref[s["name"]]
        assert r["claimable_via_card"] == s["card"]
        for ours, theirs in ((s["condition"], r["condition"]), (s["card_condition"], r["claimable_via_effect_text"])):
            assert similarity(ours, theirs) < COPY_LIMIT, s["name"]
