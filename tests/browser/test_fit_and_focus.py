"""Tier 3, the built bundles in headless Chromium: every widget fits a screen of JupyterLab at 1,400 px with the file
browser open (a notebook 960 px wide) in its tallest positions, the game's table does not move from one turn to
the next, a card's face closes when it should, and the focus never falls out of the widget."""

from __future__ import annotations

import pytest

from .test_static_bundle import open_widget, sent

NOTEBOOK = 960  # px: a widget's width in JupyterLab at 1,400 px with the file browser open
SCREEN = 900  # px: the most a widget may take, so that it fits beside JupyterLab's bars on a 1,000 px screen


def height(root):
    return root.evaluate("e => e.getBoundingClientRect().height")


@pytest.mark.parametrize(
    "fixture",
    [
        "game_four",
        "game_four_next",
        "game_coach",
        "game_recent",
        "game_bot_dogma",
        "game_setup",
        "game_cities",
        "stepper_sharing",
        "stepper_four",
        "stepper_four_start",
        "stepper_meld_start",
        "stepper_meld_done",
        "stepper_cities",
        "stepper_bonus",
        "puzzle_start",
        "puzzle_checked",
        "puzzle_coach",
        "puzzle_monument",
        "puzzle_decision",
        "puzzle_solution",
    ],
)
def test_the_widget_fits_a_screen(page, site, fixture):
    root = open_widget(page, site, fixture, width=NOTEBOOK)
    assert height(root) <= SCREEN, (fixture, height(root))


@pytest.mark.parametrize("fixture", ["editor_midgame", "editor_expansions", "editor_empty", "editor_cities"])
def test_the_editor_fits_with_export_and_load_open(page, site, fixture):
    root = open_widget(page, site, fixture, width=NOTEBOOK)
    if not page.locator(".inb-export").count():  # the export panel comes from Python: ask for it as a click would
        page.evaluate(
            "window.__model.set('snapshot', {...window.__model.get('snapshot'), "
            "export: {format: 'yaml', text: 'players:\\n' + '  - x\\n'.repeat(30)}})"
        )
    page.locator(".inb-ed-load-toggle").click()
    assert page.locator(".inb-export").is_visible() and page.locator(".inb-load").is_visible()
    assert height(root) <= SCREEN, (fixture, height(root))


@pytest.mark.parametrize("turns", [("game_four", "game_four_next"), ("game_bot_dogma", "game_bot_demand")])
def test_the_table_does_not_move_between_turns(page, site, turns):
    """The bar above the table (the "Just now" strip, a decision or the actions) and the block beside the log keep
    their height whether or not the others have just moved, so the boards stay where they were."""
    first, then = turns
    open_widget(page, site, first, width=NOTEBOOK)
    top = page.evaluate("document.querySelector('.inb-board').getBoundingClientRect().top")
    new = page.evaluate(f"fetch('fixtures/{then}.json').then(r => r.json())")
    page.evaluate("s => window.__model.set('snapshot', s)", new)
    assert page.evaluate("document.querySelector('.inb-board').getBoundingClientRect().top") == top
    page.evaluate("s => window.__model.set('snapshot', {...s, recent: null})", new)  # nothing new: the strip stays
    assert page.locator(".inb-recent").is_visible()
    assert page.evaluate("document.querySelector('.inb-board').getBoundingClientRect().top") == top


def test_the_face_pointed_at_closes_after_a_click_and_when_the_pointer_leaves(page, site):
    open_widget(page, site, "game_turn", width=NOTEBOOK)
    detail = page.locator(".inb-detail")
    chip = page.locator('.inb-action[data-action^="meld "] [data-preview]').first
    chip.hover()
    detail.locator(".inb-face").wait_for()
    chip.click()
    assert detail.is_hidden()
    # Python answers with the table after the meld: the button is gone, the face stays closed
    page.evaluate("window.__model.set('snapshot', {...window.__model.get('snapshot'), actions: []})")
    assert detail.is_hidden()
    card = page.locator(".inb-player .inb-card").first
    card.hover()
    detail.locator(".inb-face").wait_for()
    page.mouse.move(3, 600)  # out of the widget
    assert detail.is_hidden()


def test_a_face_pointed_at_in_a_step_through_closes_when_its_card_is_redrawn(page, site):
    open_widget(page, site, "game_setup", width=NOTEBOOK)
    option = page.locator(".inb-decision .inb-option").first
    option.hover()
    page.locator(".inb-detail .inb-face").wait_for()
    turn = page.evaluate("fetch('fixtures/game_turn.json').then(r => r.json())")
    page.evaluate("s => window.__model.set('snapshot', s)", turn)
    assert page.locator(".inb-detail").is_hidden()


def test_a_face_never_covers_the_cards_just_changed(page, site):
    open_widget(page, site, "game_recent", width=NOTEBOOK)
    changed = page.locator(".inb-board .inb-changed")
    assert changed.count() >= 1
    for card in page.locator(".inb-board .inb-card:not(.inb-changed)").all()[:6]:
        page.mouse.move(3, 600)  # out of the widget: the last face closes
        card.hover()
        face = page.locator(".inb-detail").bounding_box()
        for c in changed.all():
            b = c.bounding_box()
            overlap_x = min(face["x"] + face["width"], b["x"] + b["width"]) - max(face["x"], b["x"])
            overlap_y = min(face["y"] + face["height"], b["y"] + b["height"]) - max(face["y"], b["y"])
            assert overlap_x <= 0 or overlap_y <= 0, (card.get_attribute("data-card"), c.get_attribute("data-card"))


def test_focus_after_undo_in_a_puzzle_stays_with_the_puzzle_buttons(page, site):
    open_widget(page, site, "puzzle_checked", width=NOTEBOOK)
    undo = page.locator(".inb-pz-undo")
    undo.click()
    assert sent(page)[-1] == {"type": "undo"}
    page.evaluate("""(() => { const s = window.__model.get('snapshot');
        window.__model.set('snapshot', {...s, can: {...s.can, undo: false, reset: false}}); })()""")
    where = page.evaluate("""(() => { const a = document.activeElement;
        return [a.className, !!a.closest('.inb-puzzle-controls'), a.disabled]; })()""")
    assert where[1] and not where[2], where
    assert "inb-term" not in where[0]


def test_a_hand_card_click_keeps_the_focus_in_the_widget(page, site):
    open_widget(page, site, "game_recent", width=NOTEBOOK)
    card = page.locator('.inb-player[data-player="You"] .inb-hand .inb-card').first
    name = card.get_attribute("data-card")
    card.click()
    page.evaluate("n => window.__model.set('selected', n)", name)  # Python's echo of the "select" message
    assert page.evaluate("document.activeElement.dataset.action") == f"meld {name}"
    # a click elsewhere in the widget closes the face and the focus stays inside the widget
    page.locator(".inb-player-name").first.click()
    assert page.locator(".inb-detail").is_hidden()
    assert page.evaluate("document.activeElement.closest('.inb-root') !== null")


@pytest.mark.parametrize(
    "fixture", ["review", "review_question", "review_hindsight", "game_over_review", "game_reviewing"]
)
def test_the_review_fits_a_screen(page, site, fixture):
    root = open_widget(page, site, fixture, width=NOTEBOOK)
    assert height(root) <= SCREEN, (fixture, height(root))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_click_on_a_move_or_on_the_curve_picks_it_and_the_list_scrolls_inside(page, site, theme):
    root = open_widget(page, site, "review", theme=theme, width=NOTEBOOK)
    box = page.locator(".inb-rv-list")
    assert box.evaluate(
        "e => e.scrollHeight > e.clientHeight"
    )  # many moves: the list scrolls, the widget does not grow
    page.locator('.inb-rv-move[data-number="2"]').click()
    page.locator('.inb-rv-point[data-number="5"] .inb-rv-hit').click()
    assert sent(page)[-2:] == [{"type": "moment", "move": 2}, {"type": "moment", "move": 5}]
    # Python answers with that moment: the list marks it and keeps it in sight
    question = page.evaluate("fetch('fixtures/review_question.json').then(r => r.json())")
    page.evaluate("s => window.__model.set('snapshot', s)", question)
    at = page.locator(".inb-rv-move.inb-rv-at")
    assert at.get_attribute("data-number") == str(question["at"])
    inside = at.evaluate(
        "(li) => { const b = li.closest('.inb-rv-list').getBoundingClientRect(); "
        "const r = li.getBoundingClientRect(); return r.top >= b.top && r.bottom <= b.bottom; }"
    )
    assert inside
    # the class badges keep their colours readable in either theme (text on its own colour)
    ink = page.locator(".inb-rv-move .inb-rv-class").first.evaluate(
        "e => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]"
    )
    assert ink[0] != ink[1]
    assert height(root) <= SCREEN
