"""The lessons' widgets as a front end drives them: QuizWidget (right, wrong, keyboard-sent answers; nothing given
away before answering), CardGallery (filters), SplayWidget (the engine's counts), and the exercise files."""

import json
from pathlib import Path

import pytest
from helpers import displayed

from innovation_nb.cards.data import CARDS
from innovation_nb.engine.game import GameError
from innovation_nb.lessons import Exercise, LessonError, list_exercises, load_exercise
from innovation_nb.lessons.model import EXERCISES
from innovation_nb.widgets import CardGallery, QuizWidget, SplayWidget
from innovation_nb.widgets.base import WidgetBase


def ok(w, msg):
    assert w.handle(msg), w.error


def refused(w, msg, words):
    before = json.dumps(w.snapshot, sort_keys=True)
    assert not w.handle(msg)
    assert words in w.error
    assert json.dumps(w.snapshot, sort_keys=True) == before


# -- the exercises ---------------------------------------------------------------------------------------------


def test_every_lesson_has_exercises_and_ids_are_unique():
    files = sorted(p.stem for p in EXERCISES.glob("*.yaml"))
    notebooks = sorted(p.stem for p in (Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb"))
    assert files == notebooks  # one file of questions per notebook, named after it
    ids = list_exercises()
    assert len(ids) == len(set(ids))
    for f in files:
        assert list_exercises(f), f
        assert list_exercises(f[:2]) == list_exercises(f)
    for i in ids:
        x = load_exercise(i)
        assert x.answer in x.choices and x.explanation.strip()


def test_bad_exercises_are_refused_with_the_field():
    base = {"id": "x", "lesson": "t", "question": "?", "choices": ["a", "b"], "answer": "a", "explanation": "because"}
    Exercise(**base)
    with pytest.raises(ValueError, match="not one of the choices"):
        Exercise(**{**base, "answer": "c"})
    with pytest.raises(ValueError, match="must all differ"):
        Exercise(**{**base, "choices": ["a", "a"]})
    with pytest.raises(ValueError, match="feedback is for wrong choices"):
        Exercise(**{**base, "feedback": {"a": "well done"}})
    with pytest.raises(LessonError, match="did you mean 'sailing-who-shares'"):
        load_exercise("sailing-who-share")
    with pytest.raises(LessonError, match="no lesson"):
        list_exercises("99")


# -- QuizWidget ------------------------------------------------------------------------------------------------


def test_quiz_right_answer_from_python():
    q = QuizWidget("sailing-who-shares")
    assert q.status == "unanswered" and q.snapshot["answer"] is None
    assert q.answer("Bob shares the effect") is True
    s = q.snapshot
    assert (q.status, s["status"], s["chosen"], s["answer"]) == ("right", "right", 0, 0)
    assert s["explanation"] == load_exercise("sailing-who-shares").explanation and s["feedback"] is None
    assert s["then"].startswith("Click Step")


def test_quiz_wrong_answer_shows_the_answer_and_the_feedback():
    q = QuizWidget("sailing-who-shares")
    assert q.answer("bob is vulnerable") is False  # the choice as written, in any case
    s = q.snapshot
    assert s["status"] == "wrong" and s["chosen"] == 1 and s["answer"] == 0
    assert "fewer icons" in s["feedback"]
    with pytest.raises(GameError, match="already answered"):
        q.answer("Bob shares the effect")
    q.reset()
    assert q.status == "unanswered" and q.snapshot["explanation"] is None


def test_quiz_answered_by_keyboard_message():
    # the front end turns the key "1" (or "A") into the same message a click sends
    q = QuizWidget("draw-skips-empty")
    ok(q, {"type": "choose", "choice": 1})
    assert q.right and q.snapshot["chosen"] == 1
    refused(q, {"type": "choose", "choice": 0}, "already answered")
    ok(q, {"type": "reset"})
    ok(q, {"type": "choose", "choice": 2})  # "4": wrong, with the word for that choice
    assert q.status == "wrong" and "top cards count" in q.snapshot["feedback"]


def test_quiz_refuses_bad_answers_and_gives_nothing_away():
    q = QuizWidget("draw-skips-empty")
    refused(q, {"type": "choose", "choice": 7}, "does not exist")
    refused(q, {"type": "choose", "choice": "1"}, "malformed")
    refused(q, {"type": "step"}, "does not take")
    with pytest.raises(LessonError, match="not one of the choices"):
        q.answer(5)
    page = json.dumps(q.snapshot)
    assert q.status == "unanswered" and 'explanation": null' in page and "next higher" not in page
    assert repr(q) == "<QuizWidget 'draw-skips-empty': unanswered>"


def test_quiz_numbers_are_choices_as_written_and_words_follow_the_terminology():
    q = QuizWidget("draw-skips-empty")
    assert q.answer(3) is True  # the choice "3", not the third choice
    q = QuizWidget("sailing-who-first", terminology="iello")
    assert q.snapshot["question"] == "Sailing says: draw and play a 1. Who draws and plays first?"
    ok(q, {"type": "terms", "terminology": "asmadi"})
    assert q.snapshot["question"] == "Sailing says: draw and meld a 1. Who draws and melds first?"


def test_quiz_static_picture_keeps_the_answer_folded(monkeypatch):
    q = QuizWidget("who-goes-first")
    view, picture = displayed(q, monkeypatch)
    html = picture["text/html"]
    assert f'data-inb-widget="{q.model_id}"' in html and "City States" in html
    assert "<details><summary>Show the answer</summary>" in html


# -- CardGallery -----------------------------------------------------------------------------------------------


def test_gallery_filters_by_age_colour_and_icon():
    g = CardGallery()
    assert len(g.cards) == 105 and g.snapshot["total"] == 105
    assert g.filter(age=1) == [n for n in g.cards] and len(g.cards) == 15
    reds = g.filter(color="red")
    assert reds and all(CARDS[n].age == 1 and CARDS[n].color == "red" for n in reds)
    both = g.filter(icon="crown")
    assert both == [n for n in reds if "crown" in CARDS[n].icons]
    assert g.filter(age=None, color=None, icon="factory")[0] in ("Colonialism", "Gunpowder", "Invention")
    ok(g, {"type": "filter", "age": 10, "color": None, "icon": None})
    assert len(g.snapshot["cards"]) == 10 and g.snapshot["filters"]["age"] == 10


def test_gallery_refuses_bad_filters_and_cards():
    g = CardGallery(age=2)
    refused(g, {"type": "filter", "age": 11}, "malformed")
    refused(g, {"type": "filter", "color": "pink"}, "malformed")
    refused(g, {"type": "choose", "choice": 0}, "does not take")
    with pytest.raises(GameError, match="did you mean 'Archery'"):
        CardGallery(["Archry"])
    with pytest.raises(GameError, match="age is 1 to 10"):
        CardGallery(age=0)
    with pytest.raises(GameError, match="nothing to filter"):
        CardGallery("Oars", age=1)
    expansion = next(n for n, c in CARDS.items() if c.set != "base")
    with pytest.raises(GameError, match="the base game's cards"):
        CardGallery([expansion])


def test_gallery_single_card_and_first_edition(monkeypatch):
    one = CardGallery("Oars")
    assert one.single and one.cards == ["Oars"] and repr(one) == "<CardGallery 'Oars'>"
    first = CardGallery(["Oars", "Archery"], edition="first")
    assert first.snapshot["board"]["edition"] == "first"
    view, picture = displayed(first, monkeypatch)
    html = picture["text/html"]
    assert "put it in my score pile by transfer" in html  # the first edition's text
    assert "{crown}" not in html and 'data-icon="crown"' in html  # tokens drawn as icons


# -- SplayWidget -----------------------------------------------------------------------------------------------


def test_splays_count_with_the_engine():
    w = SplayWidget(["Metalworking", "Oars", "Archery"], highlight="castle")
    cols = {c["splay"]: c["counts"] for c in w.snapshot["columns"]}
    assert [cols[s]["castle"] for s in (None, "left", "right", "up")] == [3, 5, 5, 5]
    assert cols["right"]["crown"] == 1 and cols["left"]["crown"] == 0
    html = w.static_html()
    assert html.count('class="inb-s-strip inb-s-left') == 2 and html.count('class="inb-s-strip inb-s-up') == 2


@pytest.mark.parametrize(
    "cards,words",
    [
        (["Oars"], "at least two"),
        (["Oars", "Writing"], "one colour"),
        (["Oars", "Oars"], "only once"),
        ("Oars", "list of titles"),
        (["Oars", "Archry"], "did you mean"),
    ],
)
def test_splays_refuse_impossible_piles(cards, words):
    with pytest.raises(GameError, match=words):
        SplayWidget(cards)


def test_the_lessons_widgets_have_no_game_and_their_base_asks_for_none():
    for w in (
        QuizWidget("sailing-who-shares", terminology="iello"),
        CardGallery("Archery", terminology="iello"),
        SplayWidget(["Archery", "Oars"], terminology="iello"),
    ):
        assert isinstance(w, WidgetBase) and w.game is None and w.snapshot and w.terminology == "iello"

    class Words(WidgetBase):  # a widget of its own: the base needs nothing but what it draws
        _esm = "export default { render() {} }"

        def build_snapshot(self):
            return {"kind": "words", "terminology": self.terminology}

    w = Words(terminology="iello")
    assert w.snapshot == {} and w.game is None  # drawn when the widget says it is ready
    w.refresh()
    assert w.handle({"type": "terms", "terminology": "asmadi"}) and w.snapshot["terminology"] == "asmadi"
    w.terminology = "iello"  # set from Python: drawn again
    assert w.snapshot["terminology"] == "iello"
