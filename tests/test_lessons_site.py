"""The notebooks as lessons, run as a reader runs them (nbclient, top to bottom, in a fresh kernel), and the static
site built from those runs (scripts/build_site.py, into site/):

- every notebook states its goal and asks at least one question of its lesson file, left unanswered;
- every stepper (and puzzle) a learner is told to click is still at its beginning after Run All;
- nothing a learner reads is a raw tuple, a dict or an ``{icon}`` token;
- the exported pages of notebooks 01, 03 and 05 hold the static picture of every widget, and no empty widget.
"""
from __future__ import annotations

import html
import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from innovation_nb.lessons import list_exercises

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))
STATE = "application/vnd.jupyter.widget-state+json"
VIEW = "application/vnd.jupyter.widget-view+json"
TOKEN = re.compile(r"\{(castle|crown|leaf|lightbulb|factory|clock)\}")
RAW = re.compile(r"\('[^']*', '|\(\d+, \d+|\{'[a-z_]+': |^None$", re.M)  # tuples, dicts, a bare None


def _builder():
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


build_site = _builder()


@pytest.fixture(scope="module")
def site():
    """Every notebook executed once; the pages written to site/ (as the README says)."""
    return build_site.build(ROOT / "site", log=lambda *a: None)


def widgets(nb) -> list[tuple[int, str, dict]]:
    """(cell index, model id, final synced state) of each widget view in the executed notebook."""
    state = nb.metadata["widgets"][STATE]["state"]
    return [(i, o["data"][VIEW]["model_id"], state[o["data"][VIEW]["model_id"]]["state"])
            for i, o in build_site.widget_outputs(nb)]


def snapshots(nb, kind=None):
    out = [(i, mid, s["snapshot"]) for i, mid, s in widgets(nb) if isinstance(s.get("snapshot"), dict)]
    return [x for x in out if kind is None or x[2].get("kind") == kind]


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_notebook_is_a_lesson_with_its_questions(site, name):
    nb = site[name].notebook
    first = next(c for c in nb.cells if c.cell_type == "markdown")
    assert "**In this lesson**" in first.source, "the goal is stated at the top"
    asked = [s["id"] for _, _, s in snapshots(nb, "quiz")]
    assert asked, "at least one exercise"
    lesson = list_exercises(name[:2])
    assert set(lesson) <= set(asked), f"exercises of {name} not asked: {set(lesson) - set(asked)}"
    for _, _, s in snapshots(nb, "quiz"):
        assert s["status"] == "unanswered" and s["answer"] is None, f"{s['id']} was answered by a cell"


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_steppers_and_puzzles_wait_at_their_beginning(site, name):
    nb = site[name].notebook
    for i, mid, s in snapshots(nb, "stepper"):
        where = f"{name}, cell {i}: the stepper of {s.get('card')}"
        assert s["started"] and not s["done"], f"{where} is not at its start"
        assert s["events"] == [], f"{where} was stepped by a later cell ({len(s['events'])} events)"
        assert s["can"]["step"], f"{where} cannot be stepped"
    for i, mid, s in snapshots(nb, "puzzle"):
        assert s["line"] == [] and s["status"] == "not yet", f"{name}, cell {i}: the puzzle was played by a cell"
    if name.startswith(("03", "04", "05", "06", "07")):
        assert snapshots(nb, "stepper"), f"{name} tells the learner to step a dogma"


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_no_raw_values_or_tokens_where_a_learner_reads(site, name):
    nb = site[name].notebook
    for i, c in enumerate(nb.cells):
        if c.cell_type == "markdown":
            assert not TOKEN.search(c.source), f"{name}, cell {i}: an icon token in the text"
            continue
        for o in c.get("outputs", []):
            data = o.get("data", {})
            text = o.get("text", "") if o.get("output_type") == "stream" and o.get("name") == "stdout" else (
                data.get("text/plain", "") if set(data) <= {"text/plain"} else "")
            assert not TOKEN.search(text), f"{name}, cell {i}: an icon token in {text[:120]!r}"
            assert not RAW.search(text), f"{name}, cell {i}: a raw value in {text[:120]!r}"
            if "text/html" in data:
                assert not TOKEN.search(data["text/html"]), f"{name}, cell {i}: an icon token in a picture"


def _picture(page: str, model_id: str) -> str:
    start = page.find(f'data-inb-widget="{model_id}"')
    assert start >= 0, f"no static picture for widget {model_id}"
    end = page.find("data-inb-widget=", start + 10)
    return page[start:end if end > 0 else len(page)]


def _expected(snap: dict) -> list[str]:
    """Strings the picture of this snapshot must hold: every player and top card, or the kind's own content."""
    kind = snap.get("kind")
    if "players" in snap.get("board", {}):
        b = snap["board"]
        need = ['class="inb-s-board"'] + [f'data-player="{html.escape(p["name"], quote=True)}"' for p in b["players"]]
        need += [f'data-card="{html.escape(pile["cards"][0], quote=True)}"' for p in b["players"] for pile in p["piles"]]
        need += [f'data-splay="{pile["splay"]}"' for p in b["players"] for pile in p["piles"] if pile["splay"]]
        if kind == "stepper" and snap.get("plan"):
            need += [f'data-status="{r["status"]}"' for r in snap["plan"]["rows"]]
        return need
    if kind == "quiz":
        return ['class="inb-s-question"'] + [f'data-choice="{i}"' for i in range(len(snap["choices"]))]
    if kind == "gallery":
        return [f'data-face="{html.escape(c, quote=True)}"' for c in snap["cards"]]
    if kind == "splays":
        return [f'data-splay="{c["splay"] or "none"}"' for c in snap["columns"]] + ['class="inb-s-strip']
    raise AssertionError(f"a widget of an unknown kind: {kind}")


@pytest.mark.parametrize("name", ["01-start-here", "03-your-board-and-splaying", "05-dogma-sharing-and-demands"])
def test_exported_pages_show_every_widget_without_a_kernel(site, name):
    page = site[name]
    text = page.html.read_text(encoding="utf-8")
    shown = widgets(page.notebook)
    assert shown
    for i, mid, state in shown:
        picture = _picture(text, mid)
        for needed in _expected(state["snapshot"]):
            assert needed in picture, f"{name}, cell {i}: the picture lacks {needed}"
    # no empty widget boxes: the page holds pictures, not live views waiting for JavaScript
    assert VIEW not in text and "jupyter-widgets" not in text
    # a plain `jupyter nbconvert --to html --execute` (live views and widget state kept) keeps the pictures too
    plain = build_site.export(page.notebook, page.title)
    assert VIEW in plain
    for _, mid, _ in shown:
        assert f'data-inb-widget="{mid}"' in plain


def test_the_site_has_an_index_of_every_lesson(site):
    index = (ROOT / "site" / "index.html").read_text(encoding="utf-8")
    for name in NOTEBOOKS:
        assert f'href="{name}.html"' in index and (ROOT / "site" / f"{name}.html").is_file()
    assert json.dumps(sorted(site)) == json.dumps(NOTEBOOKS)
