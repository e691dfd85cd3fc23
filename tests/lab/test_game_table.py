"""Tier 4: the table in a real JupyterLab at 1,400 x 1,000 with the file browser open. Every player's five colour
columns are on one row and line up between players; the widgets fit (under 900 px for two players); the stepper's
Step button and the board are in sight together, and the controls stay in sight when the notebook scrolls; focus
stays on Step after a press, so → steps again. Pictures of
the game during a bot's dogma, a Dogma preview and the summary of the bot's turn go to test-artifacts/."""

import json
from pathlib import Path

from harness import browser_page, jupyter_lab, notebook, open_and_run_all

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

SETUP = """\
from pathlib import Path
import innovation_nb.scenario
from innovation_nb import Scenario
from innovation_nb.bots import ScriptedBot as Script
from innovation_nb.widgets import DogmaStepper, GameWidget

two = {"players": [
    {"name": "Ann", "hand": ["Calendar", "Optics"], "score": ["Sailing", "Mathematics"], "achievements": [2],
     "board": {"red": {"cards": ["Archery", "Oars", "Metalworking"], "splay": "right"},
               "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
               "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "left"}, "purple": ["Philosophy"]}},
    {"name": "Ben", "hand": ["Clothing"], "score": ["Pottery"],
     "board": {"green": ["The Wheel"], "blue": ["Translation"], "purple": ["Mysticism"]}}],
    "supply": {1: ["City States"]}}
bot_turn = Path(innovation_nb.scenario.__file__).parent / "examples" / "bot_turn.yaml"
stepper = DogmaStepper(Scenario.load(two).to_game(), card="Archery")
asked = GameWidget(Scenario.load(bot_turn).to_game(), bots={"Greedy": Script("dogma Agriculture", "dogma Archery")})
after = GameWidget(Scenario.load(bot_turn).to_game(),
                   bots={"Greedy": Script("dogma Agriculture", "meld Writing", "dogma Writing")})
after.answer(None); after.act("draw"); after.act("draw")
"""
CELLS = [SETUP, "stepper", "asked", "after"]

COLUMNS = """root => [...root.querySelectorAll('.inb-player')].map(p =>
    [...p.querySelectorAll('.inb-pile-col')].map(c => { const b = c.getBoundingClientRect();
        return [c.dataset.color, Math.round(b.left), Math.round(b.top), Math.round(b.right)]; }))"""


def check_columns(root):
    """Five columns per player, in the same order, on one row, at the same x for everyone, inside the widget."""
    cols = root.evaluate(COLUMNS)
    right = root.evaluate("e => e.getBoundingClientRect().right")
    assert len(cols) == 2
    for player in cols:
        assert [c[0] for c in player] == ["blue", "red", "green", "yellow", "purple"]
        assert len({c[2] for c in player}) == 1, player
        assert player[-1][3] <= right
    for i in range(5):
        assert abs(cols[0][i][1] - cols[1][i][1]) <= 1, (cols[0][i], cols[1][i])


def in_view(page, locator):
    box = locator.bounding_box()
    view = page.viewport_size
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= view["height"]


def scroll_to_top(page, root):
    root.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)


def test_the_table_fits_jupyterlab_and_keeps_the_focus():
    ARTIFACTS.mkdir(exist_ok=True)
    measures = {}
    with jupyter_lab({"table.ipynb": notebook(CELLS)}) as lab, browser_page() as page:
        open_and_run_all(page, lab, "table.ipynb")
        page.locator(".inb-game-widget").nth(1).wait_for(timeout=120_000)
        no = page.get_by_role("button", name="No", exact=True)  # the news prompt would cover the widgets
        if no.count():
            no.first.click()
        assert page.locator("#filebrowser").is_visible()
        stepper, asked, after = (page.locator(".inb-root").nth(i) for i in range(3))
        measures["notebook width"] = stepper.evaluate("e => e.getBoundingClientRect().width")
        for name, root in (("stepper", stepper), ("game during a bot's dogma", asked), ("game, your turn", after)):
            check_columns(root)
            measures[name] = root.evaluate("e => e.getBoundingClientRect().height")
            assert measures[name] < 900, (name, measures[name])

        # the game during the bot's dogma: its plan, your role and why you are asked
        scroll_to_top(page, asked)
        assert "You share Greedy's Agriculture: 5 leaves ≥ 3" in asked.locator(".inb-decision .inb-why").inner_text()
        page.screenshot(path=str(ARTIFACTS / "jupyterlab-game.png"))
        asked.screenshot(path=str(ARTIFACTS / "game_bot_dogma.png"))

        # your turn after the bot's: what it did, and the preview of a Dogma
        scroll_to_top(page, after)
        assert "Greedy: Dogma Writing" in after.locator(".inb-recent").inner_text()
        after.screenshot(path=str(ARTIFACTS / "game_summary.png"))
        after.locator('.inb-actions [data-action="dogma Pottery"]').hover()
        after.locator(".inb-context .inb-plan-preview").wait_for()
        after.screenshot(path=str(ARTIFACTS / "game_preview.png"))
        page.mouse.move(5, 500)

        # the stepper: Step and the board in sight together; the focus stays on Step; → steps again
        scroll_to_top(page, stepper)
        step = stepper.locator(".inb-ctl-step")
        assert in_view(page, step)
        for player in range(2):
            assert in_view(page, stepper.locator(".inb-player .inb-piles").nth(player))
        events = stepper.locator(".inb-timeline .inb-event")
        step.click()
        page.wait_for_function("() => document.querySelectorAll('.inb-stepper .inb-timeline .inb-event').length >= 1")
        page.wait_for_timeout(300)
        assert page.evaluate("document.activeElement.dataset.msg") == "step"
        page.keyboard.press("ArrowRight")
        page.wait_for_function("() => document.querySelectorAll('.inb-stepper .inb-timeline .inb-event').length >= 2")
        assert events.count() == 2
        kc = lab.kernel_client()
        try:
            assert lab.evaluate(kc, "len(stepper.game.events)") == "2"
        finally:
            kc.stop_channels()
        page.screenshot(path=str(ARTIFACTS / "jupyterlab-stepper.png"))
        # scrolled on, the controls stay in sight (sticky) while the widget's top has gone
        page.mouse.move(800, 600)
        page.mouse.wheel(0, 400)
        page.wait_for_timeout(500)
        assert stepper.bounding_box()["y"] < 0 and in_view(page, step)

        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
        page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
        page.wait_for_timeout(500)
        scroll_to_top(page, asked)
        page.screenshot(path=str(ARTIFACTS / "jupyterlab-game-dark.png"))
    (ARTIFACTS / "lab-measures.json").write_text(json.dumps(measures, indent=1))
