"""Widgets at their boundary: any message is refused in the widget's ``error`` line with the game unchanged (a
defect shows a short note and logs its traceback), and a closed widget and its game are freed."""

import gc
import logging
import weakref

import pytest
from helpers import position
from test_boundaries import laughs

from innovation_nb import Game
from innovation_nb.widgets import BoardWidget, DogmaStepper, GameWidget, ScenarioEditor
from innovation_nb.widgets.base import FrontEndFile
from innovation_nb.widgets.puzzle_widget import PuzzleWidget

BAD_MESSAGES = [
    {"type": "action", "action": ""},
    {"type": "action", "action": "!!!"},
    {"type": "action", "action": "achieve ²"},
    {"type": "answer", "value": 3},
    {"type": "answer", "value": True},
    {"type": "answer", "value": ["Nope"]},
    {"type": "answer", "value": 2.5},
    {"type": "start", "card": "x" * 10_000},
    {"type": "select", "card": "Nope"},
    {"type": "x" * 10_000},
    {"type": "step", "x" * 5000: 1},
    {"type": "answer", "value": [[[["deep"]]]]},
    {"type": "load", "text": laughs(8)},
    {"type": "load", "text": "players: " + "[" * 5000},
    {"type": "place"},
    {"type": "rename_player", "player": 0, "name": "Ann/board/red"},
    {"type": "set", "field": "seed", "value": 2.5},
    {"type": "terms", "terminology": "klingon"},
    "draw",
    None,
    3,
    [],
    {"type": None},
]


def widgets():
    def game():
        g = Game.new(["Ann", "Ben"], seed=4)
        while g.pending:
            g.answer(g.pending.options[0])
        return g

    yield "board", BoardWidget(game())
    yield "game", GameWidget(game())
    yield (
        "stepper",
        DogmaStepper(
            position({"Ann": {"board": {"green": ["Mass Media"]}, "hand": ["Archery"]}, "Ben": {"score": ["Tools"]}}),
            card="Mass Media",
        ),
    )
    yield "editor", ScenarioEditor()
    yield "puzzle", PuzzleWidget("sharing-bonus")


def state_of(w):
    """Everything a message could change: the game (or the editor's draft) and the snapshot."""
    inner = w.draft if isinstance(w, ScenarioEditor) else w.game.to_json()
    return inner, w.snapshot


@pytest.mark.parametrize("name,widget", list(widgets()))
def test_every_bad_message_is_shown_in_the_widget_and_changes_nothing(name, widget, caplog):
    for msg in BAD_MESSAGES:
        before = state_of(widget)
        with caplog.at_level(logging.ERROR, logger="innovation_nb.widgets"):
            assert widget.handle(msg) is False, msg
        assert widget.error and len(widget.error) <= 2000, msg
        assert "x" * 81 not in widget.error and "went wrong" not in widget.error, (msg, widget.error)
        assert state_of(widget) == before, msg
    assert not caplog.records  # no defect: every refusal was a project error


def test_the_editor_refuses_a_billion_laughs_text_and_keeps_the_draft():
    ed = ScenarioEditor()
    before = ed.draft
    assert ed.handle({"type": "load", "text": laughs(8)}) is False
    assert "aliases expanded" in ed.error and ed.draft == before
    assert ed.handle({"type": "load", "text": "players: [{name: Ann}, {name: Cid}]"}) and ed.error == ""
    assert [p["name"] for p in ed.draft["players"]] == ["Ann", "Cid"]


def test_a_defect_in_a_handler_shows_a_short_note_and_logs_the_traceback(monkeypatch, caplog):
    w = GameWidget(Game.new(["Ann", "Ben"], seed=4))

    def broken(msg):
        raise TypeError("a defect " + "y" * 5000)

    monkeypatch.setattr(w, "dispatch", broken)
    with caplog.at_level(logging.ERROR, logger="innovation_nb.widgets"):
        assert w.handle({"type": "answer", "value": "Agriculture"}) is False
    assert "went wrong inside innovation_nb (TypeError)" in w.error and "y" * 50 not in w.error
    assert caplog.records and caplog.records[0].exc_info[0] is TypeError
    monkeypatch.undo()
    assert w.handle({"type": "answer", "value": w.game.pending.options[0]}) and w.error == ""


@pytest.mark.parametrize(
    "make",
    [
        lambda g: BoardWidget(g),
        lambda g: GameWidget(g),
        lambda g: DogmaStepper(g),
        lambda g: ScenarioEditor(g) if not g.resolving else ScenarioEditor(),
    ],
)
def test_a_closed_widget_and_its_game_are_freed(make):
    g = Game.new(["Ann", "Ben"], seed=4)
    while g.pending:
        g.answer(g.pending.options[0])
    w = make(g)
    w.handle({"type": "select", "card": "Archery"})
    refs = weakref.ref(w), weakref.ref(g)
    w.close()
    del w, g
    gc.collect()
    assert refs[0]() is None and refs[1]() is None


def test_a_closed_puzzle_widget_is_freed():
    w = PuzzleWidget("sharing-bonus")
    refs = weakref.ref(w), weakref.ref(w.game)
    w.close()
    del w
    gc.collect()
    assert refs[0]() is None and refs[1]() is None


def test_widgets_still_get_their_front_end_files_and_follow_changes():
    assert isinstance(GameWidget._esm, FrontEndFile) and isinstance(BoardWidget._css, FrontEndFile)
    w = GameWidget(Game.new(["Ann", "Ben"], seed=4))
    text = str(GameWidget._esm)
    assert w._esm == text and "innovation_nb" in w._esm[:200] and w._css == str(GameWidget._css)
    GameWidget._esm.contents.changed.emit("/* changed */")  # what anywidget sends when the file changes
    try:
        assert w._esm == "/* changed */"
    finally:
        GameWidget._esm.contents.changed.emit(text)
    assert w._esm == text
