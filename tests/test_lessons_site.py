"""The notebooks as lessons, run as a reader runs them (nbclient, top to bottom, in a fresh kernel), and the static
site built from those runs (scripts/build_site.py, into site/):

- every notebook states its goal and asks at least one question of its lesson file, left unanswered;
- every stepper (and puzzle) a learner is told to click is still at its beginning after Run All;
- nothing a learner reads is a raw tuple, a dict or an ``{icon}`` token;
- no output between a question and the next section names the question's answer (Run All gives nothing away);
- set-up, questions and checks are folded cells (their code hidden in JupyterLab and left out of the pages), and
  the game lessons show a learner no code but the few lines they are invited to change;
- the exported pages of notebooks 01, 03 and 05 hold the static picture of every widget, and no empty widget;
- the pages request nothing from the network and link to the previous and next lesson and the index.
"""

from __future__ import annotations

import functools
import html
import importlib.util
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest

from innovation_nb.lessons import list_exercises, load_exercise
from innovation_nb.puzzles import Puzzle, list_puzzles, load_puzzle, pack

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
    return [
        (i, o["data"][VIEW]["model_id"], state[o["data"][VIEW]["model_id"]]["state"])
        for i, o in build_site.widget_outputs(nb)
    ]


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
    for i, _mid, s in snapshots(nb, "stepper"):
        where = f"{name}, cell {i}: the stepper of {s.get('card')}"
        assert s["started"] and not s["done"], f"{where} is not at its start"
        assert s["events"] == [], f"{where} was stepped by a later cell ({len(s['events'])} events)"
        assert s["can"]["step"], f"{where} cannot be stepped"
    for i, _mid, s in snapshots(nb, "puzzle"):
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
            text = (
                o.get("text", "")
                if o.get("output_type") == "stream" and o.get("name") == "stdout"
                else (data.get("text/plain", "") if set(data) <= {"text/plain"} else "")
            )
            assert not TOKEN.search(text), f"{name}, cell {i}: an icon token in {text[:120]!r}"
            assert not RAW.search(text), f"{name}, cell {i}: a raw value in {text[:120]!r}"
            if "text/html" in data:
                assert not TOKEN.search(data["text/html"]), f"{name}, cell {i}: an icon token in a picture"


def _picture(page: str, model_id: str) -> str:
    start = page.find(f'data-inb-widget="{model_id}"')
    assert start >= 0, f"no static picture for widget {model_id}"
    end = page.find("data-inb-widget=", start + 10)
    return page[start : end if end > 0 else len(page)]


def _expected(snap: dict) -> list[str]:
    """Strings the picture of this snapshot must hold: every player and top card, or the kind's own content."""
    kind = snap.get("kind")
    if "players" in snap.get("board", {}):
        b = snap["board"]
        need = ['class="inb-s-board"'] + [f'data-player="{html.escape(p["name"], quote=True)}"' for p in b["players"]]
        need += [
            f'data-card="{html.escape(pile["cards"][0], quote=True)}"' for p in b["players"] for pile in p["piles"]
        ]
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


# -- Run All gives nothing away ---------------------------------------------------------------------------------------
# A question is a QuizWidget of a lesson exercise, or a PuzzleWidget. Its answer is the exercise's right choice (as
# written, icon tokens aside), or the line that solves the puzzle. A question stays open until the next section
# heading (or the next question), a puzzle to the end of the notebook, and no text a cell prints or displays while
# it is open may name its answer: the widgets' own pictures are left aside (in JupyterLab the live widget shows,
# waiting for the learner).

LESSON_EXERCISES = set(list_exercises())


def _answers(snap: dict) -> list[str]:
    if snap.get("kind") == "quiz" and snap.get("id") in LESSON_EXERCISES:  # not one a teacher writes in a cell
        return [" ".join(TOKEN.sub("", load_exercise(snap["id"]).answer).split())]
    if snap.get("kind") == "puzzle":
        puzzle = _known_puzzle(snap["puzzle"]["name"])
        return [str(step) for step in puzzle.intended or [] if isinstance(step, str)] if puzzle else []
    return []


@functools.cache
def _shipped_pack() -> dict[str, str]:
    df = pack.load_frame()
    return dict(zip(df["name"], df["puzzle"]))


def _known_puzzle(name: str) -> Puzzle | None:
    """A puzzle of the library, or of the shipped pack (its intended line is its first move); None for one mined or
    written in the notebook itself (notebook 19 leaves the first move out of the table it shows)."""
    if name in list_puzzles():
        return load_puzzle(name)
    text = _shipped_pack().get(name)
    return Puzzle.from_json(text) if text is not None else None


def _text_outputs(outputs) -> list[str]:
    """What a cell prints or displays as text (a widget's live view and static picture left aside)."""
    out = []
    for o in outputs:
        if o.get("output_type") == "stream":
            out.append(o.get("text", ""))
            continue
        data = o.get("data", {})
        if VIEW in data:
            continue
        if "text/html" in data:
            if "data-inb-widget=" not in str(data["text/html"]):
                out.append(re.sub(r"<[^>]+>", " ", html.unescape(str(data["text/html"]))))
        elif "text/markdown" in data:
            out.append(str(data["text/markdown"]))
        elif "text/plain" in data:
            out.append(str(data["text/plain"]))
    return out


def _names(text: str, answer: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(answer)}(?![\w-])", text) is not None


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_no_output_names_an_answer_before_it_is_given(site, name):
    nb = site[name].notebook
    state = nb.metadata["widgets"][STATE]["state"]
    open_answers: list[tuple[str, str]] = []  # (question, answer) of the question still open
    puzzles: list[tuple[str, str]] = []  # (puzzle, solving line) of every puzzle so far
    asked = 0
    for i, c in enumerate(nb.cells):
        if c.cell_type == "markdown":
            if re.search(r"^#+\s", c.source, flags=re.M):
                open_answers = []
            continue
        for o in c.get("outputs", []):
            view = o.get("data", {}).get(VIEW)
            snap = state.get(view["model_id"], {}).get("state", {}).get("snapshot") if view else None
            if isinstance(snap, dict) and _answers(snap):
                if snap["kind"] == "puzzle":
                    puzzles += [(snap["puzzle"]["name"], a) for a in _answers(snap)]
                else:
                    open_answers = [(snap["id"], a) for a in _answers(snap)]
                asked += 1
                continue
            for text in _text_outputs([o]):
                for question, answer in open_answers + puzzles:
                    assert not _names(text, answer), (
                        f"{name}, cell {i}: prints the answer to {question} ({answer!r}) before it is given: {text[:200]!r}"  # noqa: E501
                    )
    assert asked, f"{name} asks nothing"


# -- folded cells ------------------------------------------------------------------------------------------------------
# Set-up, questions and checks are folded: a cell that checks (assert), loads a lesson position or only asks a question
# keeps its code hidden. In the game lessons a learner meets no code at all, but for the few lines 08, 09, 14, 16 and
# 17 invite them to change (a seed, a puzzle's name, the coach's effort), which stay short.

GAME_LESSONS = [n for n in NOTEBOOKS if n[:2] in {"01", "02", "03", "04", "05", "06", "07", "15"}]
INVITED = {"08", "09", "14", "16", "17"}


def _source(name: str):
    return nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)


def _folded(cell) -> bool:
    return cell.cell_type == "code" and cell.metadata.get("jupyter", {}).get("source_hidden") is True


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_set_up_questions_and_checks_are_folded(name):
    nb = _source(name)
    for i, c in enumerate(nb.cells):
        if c.cell_type != "code":
            continue
        lines = [ln for ln in c.source.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
        machinery = (
            any(re.match(r"\s*(assert |pd\.testing\.assert_)", ln) for ln in lines)
            or "lessons.position(" in c.source
            or "Scenario.load(" in c.source
        )
        only_a_question = bool(lines) and all(
            ln.startswith(('QuizWidget("', "from innovation_nb.widgets import QuizWidget")) for ln in lines
        )
        if machinery or only_a_question:
            assert _folded(c), f"{name}, cell {i}: set-up, a question or a check, not folded: {c.source[:120]!r}"
        if name in GAME_LESSONS:
            assert _folded(c), f"{name}, cell {i}: code a learner of the game would have to read past"
        elif name[:2] in INVITED and not _folded(c):
            assert len(lines) <= 6, f"{name}, cell {i}: an invitation to change a line should be short"
        assert c.get("outputs", []) == [] and "widgets" not in nb.metadata, f"{name} is saved with outputs"


class _Tags(HTMLParser):
    """Every (tag, attribute, value) of a page, and its text outside <style> and <script>."""

    def __init__(self):
        super().__init__()
        self.attrs, self.text, self._skip = [], [], 0

    def handle_starttag(self, tag, attrs):
        self.attrs += [(tag, k, v or "") for k, v in attrs]
        self._skip += tag in ("style", "script")

    def handle_endtag(self, tag):
        self._skip -= tag in ("style", "script") and self._skip > 0

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


def _parse(path: Path) -> _Tags:
    tags = _Tags()
    tags.feed(path.read_text(encoding="utf-8"))
    return tags


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_folded_code_stays_out_of_the_page(site, name):
    page = _parse(site[name].html)
    text = " ".join(" ".join(page.text).split())
    shown = sum(1 for c in _source(name).cells if c.cell_type == "code" and not _folded(c))
    inputs = (
        site[name].html.read_text(encoding="utf-8").count('class="jp-CodeMirrorEditor jp-Editor jp-InputArea-editor"')
    )
    assert inputs == shown, f"{name}: {inputs} code inputs on the page, {shown} unfolded cells in the notebook"
    prose = " ".join(" ".join(c.source.split()) for c in _source(name).cells if c.cell_type == "markdown")
    for i, c in enumerate(_source(name).cells):
        if _folded(c):
            for line in c.source.splitlines():
                line = " ".join(line.split())
                if len(line) >= 12 and not line.startswith("#") and line not in prose:
                    assert line not in text, f"{name}, cell {i}: folded code on the page: {line!r}"


REMOTE = re.compile(r"^\s*(https?:)?//", re.I)


def test_the_pages_request_nothing_from_the_network_and_link_to_each_other(site):
    pages = [ROOT / "site" / "index.html"] + [site[n].html for n in NOTEBOOKS]
    for path in pages:
        raw = path.read_text(encoding="utf-8")
        for tag, attr, value in _parse(path).attrs:
            if tag in ("script", "link", "img", "iframe", "source", "video", "audio", "embed", "object") and attr in (
                "src",
                "href",
                "data",
                "srcset",
            ):
                assert not REMOTE.match(value), f"{path.name}: <{tag} {attr}={value!r}> asks the network"
        for cdn in ("cdnjs", "unpkg.com", "jsdelivr", "require.js", "MathJax", "mermaid.esm"):
            assert cdn not in raw, f"{path.name} still refers to {cdn}"
        assert not re.search(r"@import|url\(\s*['\"]?(https?:)?//", raw), f"{path.name}: a stylesheet asks the network"
    for i, name in enumerate(NOTEBOOKS):
        links = {(v, tag) for tag, attr, v in _parse(site[name].html).attrs if attr == "href"}
        assert ("index.html", "a") in links, f"{name}: no link to the index"
        if i > 0:
            assert (f"{NOTEBOOKS[i - 1]}.html", "a") in links, f"{name}: no link to the previous lesson"
        if i + 1 < len(NOTEBOOKS):
            assert (f"{NOTEBOOKS[i + 1]}.html", "a") in links, f"{name}: no link to the next lesson"


def test_a_stepper_page_shows_the_plan_before_any_step(site):
    lesson = site["05-dogma-sharing-and-demands"]
    sailing = next(
        mid
        for _, mid, s in widgets(lesson.notebook)
        if s["snapshot"].get("kind") == "stepper" and s["snapshot"].get("card") == "Sailing"
    )
    sailing = _picture(lesson.html.read_text(encoding="utf-8"), sailing)
    assert "When you step this dogma" in sailing
    assert 'data-player="Bob" data-status="shares"' in sailing
