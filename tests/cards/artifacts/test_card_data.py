"""Checks on the Artifacts of History data files: the 105 Artifacts and the 5 relics (plain JSON, no package import).

The comparison with the reference data runs only where the shared reference exists; everything else checks the
package's own files.
"""

import collections
import json
import re
from pathlib import Path

from card_checks import (
    COLORS,
    ICONS,
    copied,
    effect_facts,
    effect_texts,
    off_grid,
    other_source_texts,
    reference_cards,
    stray_braces,
)

CARDS_DIR = Path(__file__).resolve().parents[3] / "innovation_nb" / "cards"
CARD_KEYS = {"name", "set", "age", "color", "icons", "dogma_icon", "effects"}
RELIC_KEYS = {"name", "age", "color", "back", "icons", "dogma_icon", "effects"}
RELIC_BACKS = {
    "Timbuktu": "cities",
    "Complex Numbers": "base",
    "Newton-Wickins Telescope": "artifacts",
    "Ching Shih": "figures",
    "Safety Pin": "echoes",
}
YAMATO = "Battleship Yamato"


def _load(*parts):
    return json.loads(CARDS_DIR.joinpath(*parts).read_text(encoding="utf-8"))


CARDS = _load("artifacts", "cards.json")
RELICS = _load("artifacts", "relics.json")
BASE_NAMES = {c["name"] for c in _load("base", "cards.json")}
BY_NAME = {c["name"]: c for c in CARDS}
RELIC_BY_NAME = {r["name"]: r for r in RELICS}


def _texts():
    return effect_texts(CARDS + RELICS)


# -- the Artifacts ---------------------------------------------------------------------------------------------


def test_105_cards_sorted_with_unique_names_apart_from_the_base_set():
    assert len(CARDS) == 105
    assert len(BY_NAME) == 105, [n for n, k in collections.Counter(c["name"] for c in CARDS).items() if k > 1]
    assert [(c["age"], c["name"]) for c in CARDS] == sorted((c["age"], c["name"]) for c in CARDS)
    assert not set(BY_NAME) & BASE_NAMES
    assert not set(RELIC_BY_NAME) & (BASE_NAMES | set(BY_NAME))


def test_keys_and_set():
    for c in CARDS:
        extra = {"face_up_value"} if c["name"] == YAMATO else set()
        assert set(c) == CARD_KEYS | extra, c["name"]
        assert c["set"] == "artifacts", c["name"]
    for r in RELICS:
        assert RELIC_KEYS <= set(r) <= RELIC_KEYS | {"special_icons", "echo_slot"}, r["name"]


def test_ages_and_colors():
    assert not off_grid(CARDS)


def test_icons_and_dogma_icon():
    for c in CARDS:
        if c["name"] == YAMATO:
            continue
        icons = c["icons"]
        assert len(icons) == 4 and icons.count("hex") == 1, c["name"]
        assert all(i in ICONS or i == "hex" for i in icons), c["name"]
        counts = collections.Counter(i for i in icons if i != "hex")
        most = max(counts.values())
        assert counts[c["dogma_icon"]] == most and list(counts.values()).count(most) == 1, c["name"]
        assert "face_up_value" not in c, c["name"]


def test_battleship_yamato():
    yamato = BY_NAME[YAMATO]
    assert (yamato["age"], yamato["color"]) == (8, "red")
    assert yamato["icons"] == [None, "hex", None, None]
    assert yamato["dogma_icon"] is None
    assert yamato["effects"] == []
    assert yamato["face_up_value"] == 11


def test_effect_kinds_and_counts():
    kinds = collections.Counter(e["kind"] for c in CARDS for e in c["effects"])
    assert dict(kinds) == {"compel": 29, "dogma": 88}
    for c in CARDS:
        flags = [e["kind"] for e in c["effects"]]
        assert flags == sorted(flags), (c["name"], "compel after dogma")
        assert flags.count("compel") <= 1, c["name"]
        for e in c["effects"]:
            assert set(e) == {"kind", "demand", "text"}, c["name"]
            assert e["demand"] is (e["kind"] == "compel"), c["name"]  # a compel is a demand for every purpose
    assert {c["name"] for c in CARDS if not c["effects"]} == {YAMATO}
    assert {c["name"] for c in CARDS if len(c["effects"]) == 2 and not c["effects"][0]["demand"]} == {"Priest-King"}


def test_markers_open_exactly_the_compel_and_demand_texts():
    for name, number, e in _texts():
        marker = {"compel": "I compel", "demand": "I demand"}.get(e["kind"])
        if marker:
            assert e["text"].startswith(marker + " "), (name, number)
        else:
            assert not e["text"].startswith(("I compel", "I demand")), (name, number)


def test_texts_are_stripped_non_empty_with_only_icon_tokens():
    for name, number, e in _texts():
        assert isinstance(e["text"], str) and e["text"].strip(), (name, number)
        assert e["text"] == e["text"].strip(), (name, number)
        assert not stray_braces(e["text"]), (name, number, stray_braces(e["text"]))


def test_texts_name_cards_by_their_exact_titles():
    # The titles the texts speak of: each card that names itself, Holy Grail and Domestication.
    titles = BASE_NAMES | set(BY_NAME) | set(RELIC_BY_NAME)
    named = {(name, t) for name, _, e in _texts() for t in titles if re.search(r"\b%s\b" % re.escape(t), e["text"])}
    assert named == {
        ("Ark of the Covenant", "Ark of the Covenant"),
        ("Dancing Girl", "Dancing Girl"),
        ("Gujin Tushu Jinsheng", "Gujin Tushu Jinsheng"),
        ("DeLorean DMC-12", "DeLorean DMC-12"),
        ("Holy Lance", "Holy Grail"),
        ("Dolly the Sheep", "Domestication"),
    }


# -- the relics ------------------------------------------------------------------------------------------------


def test_relics():
    assert [(r["name"], r["age"]) for r in RELICS] == [
        ("Timbuktu", 3),
        ("Complex Numbers", 4),
        ("Newton-Wickins Telescope", 5),
        ("Ching Shih", 6),
        ("Safety Pin", 7),
    ]
    assert sorted(r["color"] for r in RELICS) == sorted(COLORS)
    assert {r["name"]: r["back"] for r in RELICS} == RELIC_BACKS
    for r in RELICS:
        assert r["dogma_icon"] in r["icons"] and r["icons"].count("hex") == 1, r["name"]


def test_timbuktu_is_a_city_without_effects():
    timbuktu = RELIC_BY_NAME["Timbuktu"]
    assert len(timbuktu["icons"]) == 6 and timbuktu["icons"][4:] == ["plus", "hex"]
    assert timbuktu["special_icons"] == [{"slot": "top_middle", "type": "plus"}]
    assert timbuktu["effects"] == [] and RELIC_BY_NAME["Ching Shih"]["effects"] == []


def test_safety_pin_has_an_echo_effect_and_a_demand():
    pin = RELIC_BY_NAME["Safety Pin"]
    assert pin["echo_slot"] == "bottom_left" and pin["icons"][1] == "echo"
    assert [(e["kind"], e["demand"]) for e in pin["effects"]] == [("echo", False), ("demand", True)]
    assert [len(r["effects"]) for r in RELICS] == [0, 1, 1, 0, 2]
    assert {r["name"] for r in RELICS if "echo_slot" in r} == {"Safety Pin"}
    assert {r["name"] for r in RELICS if "special_icons" in r} == {"Timbuktu"}


# -- against the reference -------------------------------------------------------------------------------------


def test_artifact_facts_equal_reference():
    ref = reference_cards("artifacts-cards.json")
    assert list(ref) == [c["name"] for c in CARDS]
    for name, c in BY_NAME.items():
        r = ref[name]
        for key in ("set", "age", "color", "icons", "dogma_icon"):
            assert c[key] == r[key], (name, key)
        assert c.get("face_up_value") == r.get("face_up_value"), name
        assert effect_facts(c) == effect_facts(r), name


def test_relic_facts_equal_reference():
    ref = reference_cards("relics.json")
    assert list(ref) == list(RELIC_BY_NAME)
    for name, c in RELIC_BY_NAME.items():
        r = ref[name]
        for key in ("age", "color", "back", "icons", "dogma_icon"):
            assert c[key] == r[key], (name, key)
        assert c.get("special_icons", []) == r["special_icons"], name
        assert c.get("echo_slot") == r["echo_slot"], name
        assert effect_facts(c) == effect_facts(r), name


def test_no_text_is_copied():
    ref = {**reference_cards("artifacts-cards.json"), **reference_cards("relics.json")}
    others = other_source_texts("Artifacts", "Relics")
    copies = []
    for name, number, e in _texts():
        ratio = copied(e["text"], [r["text"] for r in ref[name]["effects"]] + others.get(name, []))
        if ratio:
            copies.append((name, number, ratio))
    assert not copies, copies
