"""The lessons' positions as named data (``lessons.position``), and the stepper's static picture at its start, which
tells a reader without a kernel what the dogma will do: who shares, who must obey, and why. (What the executed
notebooks show, and the site's pages, are checked in test_lessons_site.py.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from innovation_nb import Scenario, lessons
from innovation_nb.lessons import LessonError, list_positions
from innovation_nb.lessons import model as lesson_model
from innovation_nb.widgets import DogmaStepper

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK_TEXT = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "notebooks").glob("*.ipynb")))


@pytest.mark.parametrize("name", list_positions())
def test_every_named_position_loads_and_is_used_by_a_lesson(name):
    scenario = lessons.position(name)
    assert isinstance(scenario, Scenario)
    game = scenario.to_game()
    assert game.pending is None and not game.over
    assert f'\\"{name}\\"' in NOTEBOOK_TEXT, f"no notebook names the position {name!r}"


def test_each_load_is_a_fresh_scenario():
    first = lessons.position("sailing").to_game()
    first.apply("dogma Sailing")
    assert lessons.position("sailing").to_game().player("Alice").hand == []


def test_positions_are_listed_by_lesson():
    assert list_positions("05") == ["sailing", "tools", "archery", "team-writing"]
    assert list_positions("05-dogma-sharing-and-demands") == list_positions("05")
    assert list_positions("01") == []
    with pytest.raises(LessonError, match="no lesson '99'"):
        list_positions("99")


def test_an_unknown_position_names_what_exists():
    with pytest.raises(LessonError) as e:
        lessons.position("sailling")
    message = str(e.value)
    assert "no position named 'sailling'" in message and "Did you mean 'sailing'" in message
    for name in list_positions():
        assert name in message, f"{name} is not listed"


def test_a_bad_positions_file_is_named(tmp_path, monkeypatch):
    (tmp_path / "01-a.yaml").write_text("same:\n  players: [{name: A}, {name: B}]\n", encoding="utf-8")
    (tmp_path / "02-b.yaml").write_text("same:\n  players: [{name: A}, {name: B}]\n", encoding="utf-8")
    monkeypatch.setattr(lesson_model, "POSITIONS", tmp_path)
    lesson_model._positions.cache_clear()
    try:
        with pytest.raises(LessonError, match=r"02-b.yaml: same: the name is taken already in 01-a"):
            lessons.position("same")
        (tmp_path / "02-b.yaml").write_text("other:\n  players: [{name: A}]\n  bogus: 1\n", encoding="utf-8")
        lesson_model._positions.cache_clear()
        with pytest.raises(LessonError, match=r"02-b.yaml: other: "):
            lessons.position("other")
    finally:
        lesson_model._positions.cache_clear()


# -- the stepper's picture at its start ------------------------------------------------------------------------------


def _text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&lt;", "<").split())


def _rows(html: str) -> dict[str, str]:
    return dict(re.findall(r'<tr data-player="([^"]+)" data-status="([^"]+)"', html))


@pytest.mark.parametrize(
    "position, card, action, rows, why",
    [
        ("sailing", "Sailing", None, {"Bob": "shares", "Alice": "activator"}, "2 ≥ 2: shares each non-demand effect"),
        ("archery", "Archery", None, {"Bob": "vulnerable", "Alice": "activator"}, "0 < 2: must carry out the demand"),
        (
            "team-writing",
            "Writing",
            None,
            {"Carol": "shares", "Bob": "not_sharing", "Alice": "activator"},
            "a teammate: sharing alone earns no free draw",
        ),
        ("cities-endorse", None, "endorse Writing", {"Ben": "shares", "Ann": "activator"}, "shares each non-demand"),
    ],
)
def test_a_stepper_at_its_start_pictures_the_plan(position, card, action, rows, why):
    stepper = DogmaStepper(lessons.position(position).to_game(), card=card, action=action)
    events = len(stepper.game.events)
    picture = stepper.static_html()
    text = _text(picture)
    assert "When you step this dogma, its first steps fix the plan below: who shares, who must obey, and why." in text
    assert rows.items() <= _rows(picture).items()
    assert why in text
    # computed on a copy: the stepper itself has not moved
    assert len(stepper.game.events) == events and stepper.snapshot["events"] == [] and stepper.snapshot["plan"] is None
    assert stepper.snapshot["can"]["step"]


def test_a_stepper_without_a_plan_pictures_none():
    stepper = DogmaStepper(lessons.position("cities-draw").to_game(), action="meld Tools")
    picture = stepper.static_html()
    assert "When you step" not in picture and not _rows(picture)
    assert stepper.snapshot["events"] == []


def test_a_stepped_stepper_pictures_its_own_plan():
    stepper = DogmaStepper(lessons.position("sailing").to_game(), card="Sailing")
    stepper.to_end()
    picture = stepper.static_html()
    assert "When you step" not in picture and _rows(picture) == {"Bob": "shares", "Alice": "activator"}
