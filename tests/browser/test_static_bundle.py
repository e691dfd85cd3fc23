"""Tier 3: the built bundles (innovation_nb/static) in headless Chromium, on a static page with a fake anywidget
model fed real snapshots (scripts/js_fixtures.py). Uses Debian's chromium (no browser download); without it these
tests FAIL — .ci/run installs it. Screenshots of each widget go to test-artifacts/."""

from __future__ import annotations

from pathlib import Path

import pytest

from innovation_nb.cards.data import CARDS

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
FIXTURES = {
    "board": "board",
    "board_artifacts": "board",
    "board_echoes": "board",
    "board_cities": "board",
    "stepper_cities": "stepper",
    "game_cities": "game",
    "board_ben": "board",
    "board_iello": "board",
    "board_all_titles": "board",
    "stepper_start": "stepper",
    "stepper_decision": "stepper",
    "stepper_done": "stepper",
    "stepper_sharing": "stepper",
    "stepper_bonus": "stepper",
    "game_setup": "game",
    "game_turn": "game",
    "game_error": "game",
    "game_bot_dogma": "game",
    "game_bot_demand": "game",
    "game_recent": "game",
    "game_replay": "game",
    "game_live": "game",
    "game_over": "game",
    "game_coach": "game",
    "puzzle_coach": "puzzle",
    "editor_empty": "editor",
    "editor_midgame": "editor",
    "editor_invalid": "editor",
    "editor_expansions": "editor",
    "puzzle_start": "puzzle",
    "puzzle_checked": "puzzle",
    "puzzle_solved": "puzzle",
    "puzzle_failed": "puzzle",
    "puzzle_solution": "puzzle",
    "puzzle_decision": "puzzle",
    "puzzle_monument": "puzzle",
    "quiz_start": "quiz",
    "quiz_right": "quiz",
    "quiz_wrong": "quiz",
    "gallery_all": "gallery",
    "gallery_filtered": "gallery",
    "gallery_single": "gallery",
    "gallery_first": "gallery",
    "splays": "splays",
    "game_four": "game",
    "game_four_next": "game",
    "stepper_four": "stepper",
    "stepper_four_start": "stepper",
    "stepper_meld_start": "stepper",
    "stepper_meld_done": "stepper",
    "editor_cities": "editor",
    "review": "review",
    "review_question": "review",
    "review_hindsight": "review",
    "review_players": "review",
    "review_theirs": "review",
    "review_miss": "review",
    "review_retry": "review",
    "review_retried": "review",
    "review_retry_answer": "review",
    "game_over_review": "game",
    "game_reviewing": "game",
}
DOCS = ROOT / "docs" / "images"  # the pictures the README shows


def open_widget(page, site, fixture, theme=None, error=None, width=None):
    url = f"{site}/index.html?widget={FIXTURES[fixture]}&fixture={fixture}"
    if theme:
        url += f"&theme={theme}"
    if error:
        url += f"&error={error}"
    if width:  # the width of a notebook's output area (JupyterLab at 1,400 px with the file browser open)
        url += f"&width={width}"
    return open_url(page, url)


def open_url(page, url):
    """The harness at ``url``, once the widget is drawn without an error; its root element."""
    page.goto(url)
    page.wait_for_function("window.__ready === true")
    problems = page.evaluate("window.__errors") + page.errors
    assert not problems, problems
    root = page.locator(".inb-root")
    root.wait_for()
    return root


def sent(page):
    return page.evaluate("window.__sent")


def screenshot(locator, name, folder=ARTIFACTS):
    folder.mkdir(exist_ok=True)
    locator.screenshot(path=str(folder / f"{name}.png"))


@pytest.mark.parametrize("fixture", sorted(FIXTURES))
def test_every_snapshot_renders_without_errors(page, site, fixture):
    root = open_widget(page, site, fixture)
    assert root.get_attribute("data-lm-suppress-shortcuts") == "true"
    assert root.get_attribute("tabindex") == "0"
    assert page.locator(".inb-body").inner_text().strip()
    # every class the bundle puts in the page is prefixed (anywidget's CSS is global)
    bad = page.evaluate("""[...document.querySelectorAll('#out *')].flatMap(n => [...n.classList])
                            .filter(c => !c.startsWith('inb-'))""")
    assert bad == [], bad


def test_board_click_shows_the_face_and_sends_select(page, site):
    root = open_widget(page, site, "board")
    assert page.locator(".inb-player").count() == 3
    # splays: the revealed strips per covered card
    assert page.locator(".inb-splay-left .inb-strip .inb-slot").count() == 1
    assert page.locator(".inb-splay-right .inb-strip .inb-slot").count() == 2 * 2
    assert page.locator(".inb-splay-up .inb-strip .inb-slot").count() == 3
    card = page.locator('.inb-card[data-card="Archery"]').first
    card.click()
    face = page.locator('.inb-detail .inb-face[data-face="Archery"]')
    face.wait_for()
    assert face.is_visible()
    assert "I demand" in face.inner_text()
    assert sent(page) == [{"type": "select", "card": "Archery"}]
    # the top card's strips sit side by side with it, not stacked below (a left splay spreads to the right)
    top = page.locator(".inb-splay-left .inb-card").bounding_box()
    strip = page.locator(".inb-splay-left .inb-strip").first.bounding_box()
    assert strip["x"] >= top["x"] + top["width"] - 2 and abs(strip["y"] - top["y"]) < 2
    up_top = page.locator(".inb-splay-up .inb-card").bounding_box()
    up_strip = page.locator(".inb-splay-up .inb-strip").first.bounding_box()
    assert up_strip["y"] >= up_top["y"] + up_top["height"] - 2
    page.mouse.move(0, 0)
    screenshot(root, "board")


def test_artifacts_board_shows_the_display_the_backs_and_the_relics(page, site):
    root = open_widget(page, site, "board_artifacts", width=NOTEBOOK)
    shown = page.locator(".inb-display .inb-card")
    assert shown.count() >= 1 and shown.first.is_visible()
    artifact_back = page.locator('.inb-player[data-player="Ann"] .inb-hand .inb-back-artifacts').first
    base_colour = page.evaluate("getComputedStyle(document.querySelector('.inb-back[data-set=base]')).backgroundImage")
    assert artifact_back.evaluate("e => getComputedStyle(e).backgroundImage") != base_colour  # a back of its own
    assert page.locator(".inb-relics .inb-relic").count() >= 1
    page.mouse.move(0, 0)
    screenshot(root, "board_artifacts")
    screenshot(root, "board-artifacts", DOCS)


def test_echoes_board_shows_bonuses_echo_effects_and_the_forecasts(page, site):
    root = open_widget(page, site, "board_echoes", width=NOTEBOOK)
    assert page.locator('.inb-player[data-player="Ann"] .inb-forecast .inb-back').count() >= 1  # Ben's view
    assert page.locator('.inb-player[data-player="Ben"] .inb-forecast .inb-card').first.is_visible()
    disc = page.locator('.inb-player[data-player="Ann"] .inb-piles .inb-bonus').first
    assert disc.is_visible() and disc.inner_text().strip().isdigit()
    assert page.locator(".inb-piles .inb-strip .inb-echo").first.is_visible()  # shown by a splay
    assert "bonuses" in page.locator('.inb-player[data-player="Ann"] .inb-score-summary').inner_text()
    page.mouse.move(0, 0)
    screenshot(root, "board_echoes")
    screenshot(root, "board-echoes", DOCS)


def test_cities_board_shows_six_slot_cards_and_the_flags_and_fountains(page, site):
    root = open_widget(page, site, "board_cities", width=NOTEBOOK)
    city = page.locator(".inb-piles .inb-card.inb-six").first
    assert city.is_visible()
    box = city.bounding_box()
    slots = {int(s.get_attribute("data-pos")): s.bounding_box() for s in city.locator(".inb-slot").all()}
    assert sorted(slots) == [0, 1, 2, 3, 4, 5]
    for top, bottom in ((0, 1), (4, 2), (5, 3)):  # two rows of three, inside the face
        assert slots[top]["y"] + slots[top]["height"] <= slots[bottom]["y"] + 1
        assert abs(slots[top]["x"] - slots[bottom]["x"]) < 3
    assert all(box["y"] - 1 <= b["y"] and b["y"] + b["height"] <= box["y"] + box["height"] + 1 for b in slots.values())
    tally = page.locator(".inb-board-achievements .inb-tally-item").first
    assert tally.is_visible() and "visible" in tally.inner_text()
    page.mouse.move(0, 0)
    screenshot(root, "board_cities")
    screenshot(root, "board-cities", DOCS)


def test_cities_stepper_and_endorse(page, site):
    root = open_widget(page, site, "stepper_cities")
    texts = page.locator(".inb-frame-trigger .inb-frame-text")
    assert texts.count() == 2 and "City draw" in texts.nth(1).inner_text()
    screenshot(root, "stepper_cities")
    root = open_widget(page, site, "game_cities")
    endorse = page.locator(".inb-actions-endorse .inb-action.inb-legal").first
    endorse.hover()
    assert page.locator(".inb-context .inb-plan-doubling").is_visible()
    endorse.click()
    assert sent(page)[-1]["action"].startswith("endorse ")


def test_stepper_step_button_and_keys_send_messages(page, site):
    root = open_widget(page, site, "stepper_sharing")
    rows = page.locator(".inb-eligibility tbody tr")
    assert rows.count() == 3
    assert "shares" in page.locator('.inb-elig-row[data-player="Ann"]').inner_text()
    page.locator(".inb-ctl-step").click()
    assert sent(page) == [{"type": "step"}]
    root.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("End")
    page.keyboard.press("Home")
    assert sent(page)[1:] == [{"type": "step"}, {"type": "back"}, {"type": "to_end"}, {"type": "reset"}]
    screenshot(root, "stepper")


def test_stepper_decision_and_verdict_pictures(page, site):
    root = open_widget(page, site, "stepper_decision")
    option = page.locator(".inb-decision .inb-option").first
    option.click()
    msg = sent(page)[-1]
    assert msg["type"] == "answer" and isinstance(msg["value"], list)
    screenshot(root, "stepper_decision")
    root = open_widget(page, site, "stepper_bonus")
    assert page.locator(".inb-verdict.inb-granted").is_visible()
    assert page.locator(".inb-timeline .inb-deciding").count() == 4
    screenshot(root, "stepper_verdict")


def test_game_actions_and_explanations(page, site):
    root = open_widget(page, site, "game_turn")
    page.locator('.inb-action.inb-legal[data-action="draw"]').click()
    assert sent(page) == [{"type": "action", "action": "draw"}]
    illegal = page.locator('.inb-action.inb-illegal[data-action="achieve 1"]')
    assert "5 points" in illegal.get_attribute("title")
    illegal.click(force=True)  # aria-disabled (still focusable and clickable): Playwright would wait for "enabled"
    assert "5 points" in page.locator(".inb-explain").inner_text()
    page.locator('.inb-action[data-action="draw"]').focus()
    assert page.locator('.inb-action[data-action="achieve 2"]').count() == 0  # summed up, not a button
    page.locator('.inb-available [data-achieve="1"]').focus()
    page.keyboard.press("Enter")  # an available achievement hands the focus to its Achieve button
    assert "5 points" in page.locator(".inb-explain").inner_text()
    assert sent(page) == [{"type": "action", "action": "draw"}]  # an illegal action sends nothing
    toggle = page.locator(".inb-tree-toggle").first
    toggle.click()
    assert page.locator(".inb-log-row:visible").count() < page.locator(".inb-log-row").count()
    toggle.click()
    screenshot(root, "game")


NOTEBOOK = 960  # px: a widget's width in JupyterLab at 1,400 px with the file browser open


def columns(page):
    """Per player, each colour column's box: (x, y, width)."""
    return page.evaluate("""[...document.querySelectorAll('.inb-player')].map(p =>
        [...p.querySelectorAll('.inb-pile-col')].map(c => { const b = c.getBoundingClientRect();
            return [c.dataset.color, Math.round(b.x), Math.round(b.y), Math.round(b.width)]; }))""")


@pytest.mark.parametrize("fixture", ["board", "game_recent", "stepper_sharing"])
def test_five_colour_columns_on_one_row_aligned_across_players(page, site, fixture):
    root = open_widget(page, site, fixture, width=NOTEBOOK)
    cols = columns(page)
    assert len(cols) >= 2
    for player in cols:
        assert [c[0] for c in player] == ["blue", "red", "green", "yellow", "purple"]
        assert len({c[2] for c in player}) == 1  # one row
    for i in range(5):
        assert len({p[i][1] for p in cols}) == 1  # the same x for a colour, whoever's board
    right = root.evaluate("e => e.getBoundingClientRect().right")
    assert cols[0][4][1] + cols[0][4][3] <= right
    # and every pile stays inside its column, splayed or not
    spill = page.evaluate("""[...document.querySelectorAll('.inb-pile-col')].filter(c =>
        [...c.querySelectorAll('.inb-card, .inb-strip')].some(k =>
            k.getBoundingClientRect().right > c.getBoundingClientRect().right + 1)).length""")
    assert spill == 0


def test_no_title_is_cut_or_broken_inside_a_word(page, site):
    open_widget(page, site, "board_all_titles")
    page.add_style_tag(content=".inb-root { --inb-card-w: 124px; }")  # the narrowest a top card gets
    bad = page.evaluate("""[...document.querySelectorAll('.inb-card-title')].filter(t =>
        t.scrollWidth > t.clientWidth + 0.5 || t.getBoundingClientRect().bottom >
            t.parentElement.querySelector('.inb-pos-1').getBoundingClientRect().top + 1
            || t.textContent.includes('\u00ad'))
        .map(t => t.textContent)""")
    assert page.locator(".inb-card-title").count() == len(CARDS)  # every set's cards and the relics
    assert bad == [], bad


def test_the_card_face_floats_beside_the_card_and_acts(page, site):
    root = open_widget(page, site, "game_recent", width=NOTEBOOK)
    card = page.locator('.inb-player[data-player="You"] .inb-hand .inb-card').first
    name = card.get_attribute("data-card")
    card.click()
    panel = page.locator(".inb-detail")
    meld = panel.locator(f'[data-action="meld {name}"]')
    meld.wait_for()
    assert page.evaluate("document.activeElement.dataset.action") == f"meld {name}"
    c, p, r = card.bounding_box(), panel.bounding_box(), root.bounding_box()
    assert p["x"] >= r["x"] and p["x"] + p["width"] <= r["x"] + r["width"] + 1  # inside the widget
    assert p["x"] >= c["x"] + c["width"] or p["x"] + p["width"] <= c["x"] or p["y"] >= c["y"] + c["height"]  # beside
    page.keyboard.press("Enter")
    assert sent(page)[-1] == {"type": "action", "action": f"meld {name}"}
    assert panel.is_hidden()
    # the same by keyboard only: a top card, Enter opens it with its Dogma button focused, Enter acts
    top = page.locator('.inb-player[data-player="You"] .inb-top-card').first
    top.focus()
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.action") == f"dogma {top.get_attribute('data-card')}"
    assert "Would share" in panel.inner_text()
    page.keyboard.press("Escape")
    assert panel.is_hidden() and page.evaluate("document.activeElement.dataset.card") == top.get_attribute("data-card")
    # a Dogma button previews its plan beside the log
    dogma = page.locator('.inb-actions [data-action^="dogma "]').first
    dogma.hover()
    preview = page.locator(".inb-context .inb-plan-preview")
    preview.wait_for()
    assert "If you activate it now" in preview.inner_text()
    screenshot(root, "game_preview_static")


def test_focus_stays_on_the_step_button_across_a_redraw(page, site):
    open_widget(page, site, "stepper_sharing")
    step = page.locator(".inb-ctl-step")
    step.click()
    page.evaluate("window.__model.set('snapshot', {...window.__model.get('snapshot')})")  # Python answers
    assert page.evaluate("document.activeElement.dataset.msg") == "step"
    page.keyboard.press("ArrowRight")
    assert sent(page) == [{"type": "step"}, {"type": "step"}]


def test_game_bot_turn_pictures(page, site):
    for fixture in ("game_bot_dogma", "game_recent", "game_live", "game_over"):
        root = open_widget(page, site, fixture, width=NOTEBOOK)
        assert "Game over" not in root.inner_text() or root.inner_text().count("Game over") == 1
        # the log shows its latest events
        assert page.evaluate("""(() => { const b = document.querySelector('.inb-log-box');
            return b.scrollTop + b.clientHeight >= b.scrollHeight - 2; })()""")
        screenshot(root, fixture)
    root = open_widget(page, site, "game_replay", width=NOTEBOOK, theme="dark")
    assert page.locator(".inb-board.inb-replaying").is_visible()
    screenshot(root, "game_replay_dark")


def test_error_line_shows(page, site):
    open_widget(page, site, "game_error")
    assert "15 points" in page.locator(".inb-error").inner_text()
    assert page.locator(".inb-error").is_visible()


def test_theme_variables_are_used(page, site):
    root = open_widget(page, site, "board")
    light = root.evaluate("e => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]")
    assert light == ["rgb(255, 255, 255)", "rgba(0, 0, 0, 0.87)"]  # the fallbacks outside JupyterLab
    root = open_widget(page, site, "board", theme="dark")
    style = root.evaluate("""e => { const s = getComputedStyle(e);
        const [cur, other] = e.querySelectorAll('.inb-player');
        return [s.backgroundColor, s.color, getComputedStyle(other).borderTopColor,
                getComputedStyle(cur).borderTopColor,
                getComputedStyle(e.querySelector('.inb-player-name')).color]; }""")
    assert style == [
        "rgb(33, 33, 33)",
        "rgba(255, 255, 255, 0.87)",
        "rgb(97, 97, 97)",
        "rgb(66, 165, 245)",
        "rgb(255, 255, 255)",
    ]
    screenshot(root, "board_dark")
    root = open_widget(page, site, "stepper_bonus", theme="dark")
    screenshot(root, "stepper_dark")


def test_iello_words_and_hover_preview(page, site):
    root = open_widget(page, site, "board_iello")
    body = page.locator(".inb-body").inner_text()
    for word in ("Influence", "Dominations", "Domains", "Draw piles"):
        assert word in body
    assert "Zone" in page.locator(".inb-title").inner_text()
    assert page.locator(".inb-piles").first.get_attribute("aria-label") == "Ann's zone"
    page.locator('.inb-card[data-card="Archery"]').first.hover()
    face = page.locator('.inb-detail .inb-face[data-face="Archery"]')
    face.wait_for()
    assert face.locator(".inb-effect-text").inner_text().startswith("Supremacy: I demand")
    assert sent(page) == []  # hovering shows the face locally, no round trip
    screenshot(root, "board_iello")


# -- ScenarioEditor -------------------------------------------------------------------------------------------


def test_editor_search_pick_and_place(page, site):
    root = open_widget(page, site, "editor_midgame")
    assert page.locator(".inb-validation.inb-valid").is_visible()
    assert page.locator(".inb-ed-player").count() == 3
    # the export panel shows the YAML for copying
    assert "players:" in page.locator(".inb-export-text").input_value()
    search = page.locator(".inb-search")
    search.fill("compa")
    names = page.locator(".inb-cat-item").evaluate_all("els => els.map(e => e.dataset.name)")
    assert names == ["Compass"]
    assert sent(page) == []  # filtering is local
    page.locator('.inb-pick[data-pick="Compass"]').first.click()
    place = page.locator(".inb-place[data-picked='Compass']")
    place.wait_for()
    place.locator('.inb-dest[data-zone="hand"][data-player="1"]').click()
    assert sent(page) == [{"type": "place", "card": "Compass", "zone": "hand", "player": 1}]
    # splays and removal are reachable in the draft itself
    page.locator('.inb-ed-player[data-player="0"] .inb-ed-pile[data-color="red"] .inb-splay-select').select_option("up")
    page.locator('.inb-ed-player[data-player="1"] .inb-remove-card[data-remove="Clothing"]').click()
    assert sent(page)[1:] == [
        {"type": "splay", "player": 0, "color": "red", "direction": "up"},
        {"type": "remove", "card": "Clothing"},
    ]
    search.fill("")
    page.mouse.move(0, 0)
    screenshot(root, "editor")


def test_editor_is_keyboard_reachable(page, site):
    open_widget(page, site, "editor_midgame")
    pick = page.locator('.inb-pick[data-pick="Sailing"]').first
    pick.focus()
    page.keyboard.press("Enter")
    dest = page.locator('.inb-place .inb-dest[data-zone="supply"][data-position="top"]')
    dest.wait_for()
    dest.focus()
    page.keyboard.press("Enter")
    assert sent(page) == [{"type": "place", "card": "Sailing", "zone": "supply", "position": "top"}]
    name = page.locator('.inb-name-input[data-focus="name-2"]')
    name.fill("Cy")
    name.press("Enter")
    assert sent(page)[-1] == {"type": "rename_player", "player": 2, "name": "Cy"}
    # keys typed into the editor's inputs stay out of JupyterLab's shortcuts
    assert page.locator(".inb-root").get_attribute("data-lm-suppress-shortcuts") == "true"


def test_editor_problems_and_dark_theme(page, site):
    root = open_widget(page, site, "editor_invalid", theme="dark")
    problems = page.locator(".inb-problem")
    assert problems.count() >= 1
    assert "players[1].name" in problems.first.inner_text()
    assert page.locator('.inb-name-input[data-field="players[1].name"]').get_attribute("aria-invalid") == "true"
    assert page.locator(".inb-ed-play").is_disabled()
    bg = root.evaluate("e => getComputedStyle(e).backgroundColor")
    assert bg == "rgb(33, 33, 33)"
    screenshot(root, "editor_dark")


def test_editor_with_the_expansions(page, site):
    root = open_widget(page, site, "editor_expansions")
    assert page.locator(".inb-validation.inb-valid").is_visible()
    # the set marks are drawn in their back's colour, and a relic's mark is told apart
    mark = page.locator('.inb-cat-item[data-name="Holmegaard Bows"] .inb-chip-mark').first
    assert mark.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(123, 63, 34)"
    page.locator(".inb-filter-set").select_option("echoes")
    page.locator(".inb-search").fill("lever")
    page.locator('.inb-pick[data-pick="Lever"]').first.click()
    page.locator('.inb-place .inb-dest[data-zone="forecast"][data-player="1"]').click()
    page.locator('.inb-ed-expansion input[data-expansion="artifacts"]').uncheck()
    assert sent(page) == [
        {"type": "place", "card": "Lever", "zone": "forecast", "player": 1},
        {"type": "set", "field": "expansions", "value": ["echoes"]},
    ]
    for zone in (".inb-ed-display", ".inb-ed-forecast", ".inb-ed-relic-area", ".inb-ed-specials"):
        assert page.locator(zone).first.is_visible(), zone
    assert page.locator('.inb-ed-supply-age[data-age="1"] .inb-ed-supply-pile').count() == 3
    page.locator(".inb-search").fill("")
    page.mouse.move(0, 0)
    screenshot(root, "editor_expansions")


# -- PuzzleWidget ---------------------------------------------------------------------------------------------


def test_the_coach_panel_ranks_the_moves_and_plays_one(page, site):
    root = open_widget(page, site, "game_coach", width=NOTEBOOK)
    panel = page.locator(".inb-coach")
    assert panel.get_attribute("data-status") == "done"
    items = page.locator(".inb-coach > .inb-coach-list > .inb-coach-item")
    assert items.count() == 3
    # 150 simulations cannot tell the top moves apart: none is marked best, and the verdict says so
    assert page.locator(".inb-coach-best").count() == 0
    assert "too close to call" in page.locator(".inb-coach-verdict").inner_text()
    best = items.first
    move = best.get_attribute("data-move")
    assert "Estimated chance to win" in best.locator(".inb-coach-why").inner_text()
    bar = best.locator(".inb-coach-range").bounding_box()
    assert bar is not None and bar["width"] > 0  # the interval is drawn
    page.locator(".inb-coach-more summary").click()
    assert page.locator(".inb-coach-more .inb-coach-item").first.is_visible()
    best.locator(".inb-coach-play").click()
    page.locator(".inb-coach-ask").click()
    assert sent(page) == [{"type": "action", "action": move}, {"type": "coach"}]
    page.mouse.move(0, 0)
    screenshot(panel, "coach")
    screenshot(root, "game-coach", DOCS)
    open_widget(page, site, "puzzle_coach")
    assert "meets the goal" in page.locator(".inb-coach-best .inb-coach-why").inner_text()


def test_puzzle_actions_check_and_hint(page, site):
    root = open_widget(page, site, "puzzle_checked")
    assert "Goal:" in page.locator(".inb-goal").inner_text()
    assert page.locator(".inb-budget").get_attribute("data-left") == "1"
    status = page.locator(".inb-puzzle-status")
    assert status.get_attribute("data-status") == "not yet"
    assert "Paper" in status.inner_text()  # the checker's reason: Bob's answer that breaks the line
    page.locator('.inb-action.inb-legal[data-action="dogma Archery"]').click()
    page.locator(".inb-pz-check").click()
    page.locator(".inb-pz-hint").click()
    assert sent(page) == [{"type": "action", "action": "dogma Archery"}, {"type": "check"}, {"type": "hint"}]
    page.mouse.move(0, 0)
    screenshot(root, "puzzle")


def test_puzzle_solution_replay_and_results(page, site):
    root = open_widget(page, site, "puzzle_solution")
    assert page.locator(".inb-sol-step").count() == 3
    assert page.locator(".inb-sol-step.inb-done").count() == 1
    page.locator(".inb-sol-next").click()
    root.focus()
    page.keyboard.press("ArrowRight")
    page.locator(".inb-pz-hide-solution").click()
    assert sent(page) == [{"type": "solution_step"}, {"type": "solution_step"}, {"type": "hide_solution"}]
    screenshot(root, "puzzle_solution")
    open_widget(page, site, "puzzle_solved")
    assert page.locator(".inb-puzzle-status").get_attribute("data-status") == "solved"
    assert page.locator(".inb-explanation").is_visible()
    assert page.locator(".inb-hint-item").count() == 2
    open_widget(page, site, "puzzle_failed")
    assert "budget" in page.locator(".inb-puzzle-status").inner_text()
    assert page.locator(".inb-action").count() == 0
    root = open_widget(page, site, "puzzle_decision", theme="dark")
    page.locator('.inb-decision .inb-option[data-value="Translation"]').click()
    assert sent(page) == [{"type": "answer", "value": ["Translation"]}]
    screenshot(root, "puzzle_dark")


def test_puzzle_turn_counts_and_no_overlap(page, site):
    root = open_widget(page, site, "puzzle_monument")
    assert "scored 4, tucked 0" in page.locator(".inb-this-turn").inner_text()
    assert "this turn: 1 action" in page.locator(".inb-budget").inner_text()
    assert page.locator(".inb-checked").inner_text().startswith("Checked (2")
    # the difficulty stars sit beside the rule text, never on top of it
    stars = page.locator(".inb-difficulty").bounding_box()
    rule = page.locator(".inb-rule").bounding_box()
    assert stars["x"] >= rule["x"] + rule["width"] - 1
    screenshot(root, "puzzle", DOCS)  # the README's picture of a puzzle


# -- the lessons: QuizWidget, CardGallery, SplayWidget --------------------------------------------------------


def test_quiz_by_keyboard_and_by_click(page, site):
    root = open_widget(page, site, "quiz_start")
    page.keyboard.press("Tab")  # the widget's root takes the focus first; keys answer from there
    assert page.evaluate("document.activeElement.classList.contains('inb-root')")
    page.keyboard.press("2")
    page.locator('.inb-quiz-choice[data-choice="0"]').focus()
    page.keyboard.press("Enter")  # a real button
    assert sent(page) == [{"type": "choose", "choice": 1}, {"type": "choose", "choice": 0}]
    root = open_widget(page, site, "quiz_wrong")
    assert page.locator(".inb-quiz-verdict").get_attribute("data-status") == "wrong"
    assert page.locator(".inb-quiz-choice:disabled").count() == 3
    page.mouse.move(0, 0)
    screenshot(root, "quiz", DOCS)


def test_card_gallery_filters_and_faces(page, site):
    root = open_widget(page, site, "gallery_filtered")
    faces = page.locator(".inb-printed")
    assert faces.count() == len(page.evaluate("window.__model.get('snapshot').cards")) > 3
    # each face: the top-left icon beside the title, the three bottom icons in one row under the effects
    face = page.locator('.inb-printed[data-face="Archery"]')
    top = face.locator(".inb-printed-top .inb-icon").first.bounding_box()
    title = face.locator(".inb-printed-title").bounding_box()
    bottom = [b.bounding_box() for b in face.locator(".inb-printed-bottom .inb-icon").all()]
    effects = face.locator(".inb-printed-effects").bounding_box()
    assert top["x"] < title["x"] and abs(top["y"] + top["height"] / 2 - (title["y"] + title["height"] / 2)) < 6
    assert len(bottom) == 3 and bottom[0]["x"] < bottom[1]["x"] < bottom[2]["x"]
    assert all(abs(b["y"] - bottom[0]["y"]) < 1 and b["y"] >= effects["y"] + effects["height"] - 1 for b in bottom)
    assert "I demand" in face.inner_text() and "{" not in face.inner_text()
    page.locator('.inb-gal-filter[data-filter="colour"] [data-value="red"]').click()
    page.locator('.inb-gal-filter[data-filter="icon"] [data-value="crown"]').focus()
    page.keyboard.press("Enter")
    assert sent(page) == [
        {"type": "filter", "age": 1, "color": "red", "icon": "castle"},
        {"type": "filter", "age": 1, "color": None, "icon": "crown"},
    ]
    page.set_viewport_size({"width": 1100, "height": 900})
    page.mouse.move(0, 0)
    screenshot(root, "gallery", DOCS)
    root = open_widget(page, site, "gallery_single")
    assert page.locator(".inb-gal-filters").count() == 0
    box = page.locator(".inb-printed").bounding_box()
    assert box["width"] > 300  # one card alone is drawn large
    screenshot(page.locator(".inb-printed"), "card", DOCS)
    root = open_widget(page, site, "gallery_all", theme="dark")
    assert page.locator(".inb-printed").count() == 105
    screenshot(root, "gallery_dark")


def test_splays_side_by_side(page, site):
    root = open_widget(page, site, "splays")
    cols = [page.locator(f'.inb-sp-col[data-splay="{s}"]').bounding_box() for s in ("none", "left", "right", "up")]
    assert all(cols[i]["x"] < cols[i + 1]["x"] for i in range(3))  # side by side

    # left: strips to the right of the top card; right: to its left; up: below it
    def boxes(splay):
        col = page.locator(f'.inb-sp-col[data-splay="{splay}"]')
        return col.locator(".inb-card").bounding_box(), col.locator(".inb-strip").first.bounding_box()

    top, strip = boxes("left")
    assert strip["x"] >= top["x"] + top["width"] - 2
    top, strip = boxes("right")
    assert strip["x"] + strip["width"] <= top["x"] + 2
    top, strip = boxes("up")
    assert strip["y"] >= top["y"] + top["height"] - 2
    page.mouse.move(0, 0)
    screenshot(root, "splays", DOCS)
