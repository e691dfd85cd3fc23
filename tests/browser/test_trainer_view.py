"""Tier 3: PuzzleTrainer's bundle in headless Chromium, fed real snapshots made here (served in place of the
harness's fixture files): your rating, the filter, Next puzzle, the puzzle below; it fits the width of a notebook at
1,400 px with the file browser open, light and dark, and adds one line above the puzzle (a few more with the filter
open)."""

from __future__ import annotations

import json

import pytest

from .test_fit_and_focus import NOTEBOOK, height
from .test_static_bundle import DOCS, open_url, screenshot, sent


@pytest.fixture(scope="module")
def snapshots(tmp_path_factory):
    from innovation_nb.widgets import PuzzleTrainer

    record = tmp_path_factory.mktemp("trainer") / "puzzle-progress.json"
    w = PuzzleTrainer(themes=["demand", "splay-right"], sets=["base", "echoes"], record=record)
    out = {"start": w.snapshot}
    w.show_solution()  # not solved: the rating goes down
    out["solution"] = w.snapshot
    w.next()
    for move in w.puzzle.intended:
        w.answer(move) if w.game.pending is not None else w.act(move)
    out["solved"] = w.snapshot
    return out


def open_trainer(page, site, snapshots, state, theme=None):
    page.route(
        "**/fixtures/trainer_*.json",
        lambda route: route.fulfill(
            content_type="application/json", body=json.dumps(snapshots[route.request.url.rsplit("trainer_", 1)[1][:-5]])
        ),
    )
    url = f"{site}/index.html?widget=trainer&fixture=trainer_{state}&width={NOTEBOOK}"
    return open_url(page, url + (f"&theme={theme}" if theme else ""))


@pytest.mark.parametrize("state", ["start", "solution", "solved"])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_trainer_shows_your_rating_and_fits(page, site, snapshots, state, theme):
    root = open_trainer(page, site, snapshots, state, theme)
    tr = snapshots[state]["trainer"]
    assert page.locator(".inb-tr-rating").inner_text().startswith(f"Your rating: {tr['rating']:,} ± {tr['rd']:,}")
    assert page.locator(".inb-goal-box").is_visible() and page.locator(".inb-board").count()
    bar = page.locator(".inb-trainer-bar")
    closed = height(bar), height(root)
    page.locator(".inb-tr-filter > summary").click()  # the filter open: the tallest
    assert page.locator(".inb-tr-theme").count() == len(tr["all_themes"])
    # the trainer's own part is one line and the filter, folded; open, a row of theme buttons for about every nine
    # themes the pack has (about 40 in the shipped packs). (The puzzle below is the PuzzleWidget's: a position mined
    # late in a game has a board taller than a screen on its own.)
    rows = len(tr["all_themes"]) // 9 + 1
    assert closed[0] <= 60 and height(bar) <= 60 + 36 * rows, (state, theme, closed, height(bar))
    assert height(root) - closed[1] == pytest.approx(height(bar) - closed[0], abs=1)
    right = root.evaluate("e => [e.getBoundingClientRect().right, e.scrollWidth, e.clientWidth]")
    assert right[1] <= right[2] + 1, right  # nothing widens the widget
    screenshot(root, f"trainer-{state}-{theme}")
    if state == "solved" and theme == "light":
        screenshot(root, "trainer", DOCS)
    bad = page.evaluate(
        "[...document.querySelectorAll('#out *')].flatMap(n => [...n.classList]).filter(c => !c.startsWith('inb-'))"
    )
    assert bad == [], bad


def test_next_and_the_filter_send_their_messages(page, site, snapshots):
    open_trainer(page, site, snapshots, "start")
    page.locator(".inb-tr-next").click()
    page.locator(".inb-tr-filter > summary").click()
    page.locator('.inb-tr-theme[data-theme="tuck"]').click()
    page.locator('.inb-tr-theme[data-theme="demand"]').click()
    page.locator('.inb-tr-set[data-set="echoes"]').click()
    page.locator(".inb-tr-any").click()
    assert sent(page) == [
        {"type": "next_puzzle"},
        {"type": "trainer_filter", "themes": ["demand", "splay-right", "tuck"], "sets": ["base", "echoes"]},
        {"type": "trainer_filter", "themes": ["splay-right"], "sets": ["base", "echoes"]},
        {"type": "trainer_filter", "themes": ["demand", "splay-right"], "sets": ["base"]},
        {"type": "trainer_filter", "themes": None, "sets": ["base", "echoes"]},
    ]
    assert page.locator(".inb-tr-filter").get_attribute("open") is not None  # stays open while you choose


def test_a_skipped_puzzle_is_said_above_the_puzzle(page, site, snapshots):
    note = "Skipped 1 puzzle that cannot be loaded: starter-00000-001 (puzzle: not valid JSON)."
    skipped = {**snapshots["start"], "trainer": {**snapshots["start"]["trainer"], "skipped": note}}
    open_trainer(page, site, {"skipped": skipped}, "skipped")
    assert page.locator(".inb-tr-skipped").inner_text() == note
    open_trainer(page, site, snapshots, "start")
    assert page.locator(".inb-tr-skipped").count() == 0
