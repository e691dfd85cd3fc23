"""Checks on the expansion special achievements files: the five of Echoes of the Past (``echoes/specials.json``)
and the five of Cities of Destiny (``cities/specials.json``) (plain JSON, no package import). The comparison with
the reference data runs only where it exists."""

import json
from pathlib import Path

from card_checks import COPY_LIMIT, reference_json, similarity, stray_braces

CARDS_DIR = Path(__file__).resolve().parents[2] / "innovation_nb" / "cards"
ECHOES = {
    "Wealth": "Palampore",
    "Destiny": "Barometer",
    "Heritage": "Loom",
    "History": "Photography",
    "Supremacy": "Novel",
}
CITIES = {"Legend": "meld", "Repute": "meld", "Fame": "meld", "Glory": "tuck", "Victory": "tuck"}


def _load(*parts):
    return json.loads(CARDS_DIR.joinpath(*parts).read_text(encoding="utf-8"))


SPECIALS = _load("echoes", "specials.json") + _load("cities", "specials.json")
BY_NAME = {s["name"]: s for s in SPECIALS}
ECHOES_CARDS = {c["name"]: c for c in _load("echoes", "cards.json")}


def _texts(special):
    return [special[k] for k in ("condition", "card_condition") if k in special]


def test_the_ten_in_order():
    assert [s["name"] for s in SPECIALS] == list(ECHOES) + list(CITIES)
    assert not set(BY_NAME) & {s["name"] for s in _load("base", "specials.json")}


def test_keys_sets_and_triggers():
    for name, card in ECHOES.items():
        s = BY_NAME[name]
        assert set(s) == {"name", "set", "trigger", "condition", "card", "card_condition"}, name
        assert (s["set"], s["trigger"], s["card"]) == ("echoes", "state", card), name
    for name, trigger in CITIES.items():
        s = BY_NAME[name]
        assert set(s) == {"name", "set", "trigger", "condition"}, name
        assert (s["set"], s["trigger"]) == ("cities", trigger), name


def test_texts_are_stripped_non_empty_with_only_icon_tokens():
    for s in SPECIALS:
        for text in _texts(s):
            assert isinstance(text, str) and text.strip() and text == text.strip(), s["name"]
            assert not stray_braces(text), (s["name"], stray_braces(text))


def test_each_echoes_special_is_named_by_its_card_only_in_its_last_effect():
    # The card conditions speak of the card's "last effect".
    for name, card in ECHOES.items():
        holders = [
            (c["name"], i)
            for c in ECHOES_CARDS.values()
            for i, e in enumerate(c["effects"])
            if "%s achievement" % name in e["text"]
        ]
        assert holders == [(card, len(ECHOES_CARDS[card]["effects"]) - 1)], (name, holders)
        assert "%s's last effect" % card in BY_NAME[name]["card_condition"], name
    for name in CITIES:
        assert not any(name in e["text"] for c in ECHOES_CARDS.values() for e in c["effects"]), name


def test_facts_equal_reference():
    ref = reference_json("expansion-special-achievements.json")
    assert [r["name"] for r in ref] == [s["name"] for s in SPECIALS]
    for r in ref:
        s = BY_NAME[r["name"]]
        assert (s["set"], s["trigger"], s.get("card")) == (r["set"], r["trigger"], r["claimable_via_card"]), r["name"]
        if s.get("card"):
            assert r["claimable_via_effect_number"] == len(ECHOES_CARDS[s["card"]]["effects"]), r["name"]


def test_texts_not_copied():
    for r in reference_json("expansion-special-achievements.json"):
        s = BY_NAME[r["name"]]
        for theirs in (r["condition"], r["sources"]["battlestar_text"]):
            assert similarity(s["condition"], theirs) < COPY_LIMIT, r["name"]
        if "card_condition" in s:
            assert similarity(s["card_condition"], r["claimable_via_effect_text"]) < COPY_LIMIT, r["name"]
