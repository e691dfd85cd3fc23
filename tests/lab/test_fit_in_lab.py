"""Tier 4: the tallest widgets in a real JupyterLab at 1,400 x 1,000 with the file browser open, light and dark: a
four-player game, the game with the coach's moves showing, a stepper on a Meld action, the editor with a Cities
position and its export and load panels open, a Cities board, a finished game (its tall piles splayed up), and the
puzzle trainer with its filter open (its own part small: the puzzle below is the PuzzleWidget's). Each fits 900 px;
pictures go to test-artifacts/ (and to the folder INB_SHOTS names, if set)."""

import json
import os
from pathlib import Path

from harness import browser_page, jupyter_lab, notebook, open_and_run_all

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

SETUP = """\
from innovation_nb import Game, Scenario
from innovation_nb.bots import GreedyBot, RandomBot
from innovation_nb.widgets import BoardWidget, DogmaStepper, GameWidget, ScenarioEditor

four = GameWidget(Game.new(["You", "Ann", "Ben", "Cat"], seed=3),
                  bots={n: RandomBot(i) for i, n in enumerate(["Ann", "Ben", "Cat"])}, coach=False)
me = RandomBot(9)
while four.game.state.turn < 14 or four.snapshot["recent"] is None or not four.snapshot["actions"]:
    if four.game.pending is not None:
        four.answer(me.answer(four.game.pending))
    else:
        four.act(me.action(four.game))
two = GameWidget(Game.new(["You", "Greedy"], seed=7), bots={"Greedy": GreedyBot(seed=7)}, coach_simulations=60,
                 coach_seed=1)
two.answer([two.game.pending.options[0]])
two.ask_coach()
two.coach_wait(120)
meld = DogmaStepper(Scenario.load({"players": [{"name": "Ann", "hand": ["Calendar"], "board": {"blue": ["Writing"]}},
                                                {"name": "Ben"}]}).to_game(), action="meld Calendar")
editor = ScenarioEditor()
assert editor.handle({"type": "load", "text": "players: [{name: Ann, hand: [Hamburg]}, {name: Ben}]\\n"
                                              "expansions: [cities]\\n"}), editor.error
editor.handle({"type": "export", "format": "yaml"})
cities = Game.new(["Ann", "Ben"], seed=2, expansions=("cities",))
bots = {"Ann": RandomBot(2), "Ben": RandomBot(3)}
while sum(1 for p in cities.players for q in p.board for c in q.cards if c in CITY) < 3 and not cities.over:
    r = cities.pending
    cities.answer(bots[r.player].answer(r), player=r.player) if r else cities.apply(
        bots[cities.current_player.name].action(cities))
board = BoardWidget(cities)
from innovation_nb.bots import play
ended = Game.new(["You", "Greedy"], seed=0)
play(ended, {"You": GreedyBot(seed=0), "Greedy": GreedyBot(seed=1)})
over = GameWidget(ended, bots={"Greedy": GreedyBot(seed=1)}, coach=False)
import tempfile
from innovation_nb.widgets import PuzzleTrainer
trainer = PuzzleTrainer(themes=["demand", "splay-right"], sets=["base", "echoes"],
                        record=tempfile.mkdtemp() + "/puzzle-progress.json")
"""
SETUP = SETUP.replace(
    "from innovation_nb.widgets import",
    "from innovation_nb.cards.data import CARDS\n"
    "CITY = {n for n, c in CARDS.items() if c.set == 'cities'}\nfrom innovation_nb.widgets import",
)
WIDGETS = ["four", "two", "meld", "editor", "board", "over", "trainer"]
NAMES = {
    "four": "game-4-players",
    "two": "game-2-players-coach",
    "meld": "stepper-meld",
    "editor": "editor-cities",
    "board": "board-cities",
    "over": "game-over",
    "trainer": "trainer",
}


def shoot(page, root, name, theme):
    for folder in filter(None, [ARTIFACTS, os.environ.get("INB_SHOTS")]):
        Path(folder).mkdir(parents=True, exist_ok=True)
        root.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(Path(folder) / f"lab-{name}-{theme}.png"))


def test_the_tallest_widgets_fit_jupyterlab_light_and_dark():
    measures = {}
    with jupyter_lab({"fit.ipynb": notebook([SETUP, *WIDGETS])}) as lab, browser_page() as page:
        open_and_run_all(page, lab, "fit.ipynb", timeout_ms=240_000)
        page.locator(".inb-root").nth(len(WIDGETS) - 1).wait_for(timeout=240_000)
        no = page.get_by_role("button", name="No", exact=True)  # the news prompt would cover the widgets
        if no.count():
            no.first.click()
        assert page.locator("#filebrowser").is_visible()
        roots = {name: page.locator(".inb-root").nth(i) for i, name in enumerate(WIDGETS)}
        roots["editor"].locator(".inb-ed-load-toggle").click()
        roots["trainer"].locator(".inb-tr-filter > summary").click()  # its themes and sets open
        page.mouse.move(5, 500)
        for theme in ("light", "dark"):
            if theme == "dark":
                page.evaluate(
                    "() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})"
                )
                page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
                page.wait_for_timeout(500)
            for name, root in roots.items():
                measures[f"{name} ({theme})"] = h = root.evaluate("e => e.getBoundingClientRect().height")
                if name == "trainer":  # a puzzle mined late in a game has a board taller than a screen on its own:
                    bar = root.locator(".inb-trainer-bar").evaluate("e => e.getBoundingClientRect().height")
                    rows = root.locator(".inb-tr-theme").count() // 9 + 1  # a row of buttons for about nine themes
                    assert bar <= 60 + 36 * rows, (name, theme, bar)  # the trainer's part stays small
                else:
                    assert h <= 900, (name, theme, h)
                wide = root.evaluate(
                    "e => [e.getBoundingClientRect().right, "
                    "e.closest('.jp-WindowedPanel-outer, .jp-Notebook').getBoundingClientRect().right]"
                )
                assert wide[0] <= wide[1] + 1, (name, wide)  # no line widens the widget past the notebook
                shoot(page, root, NAMES[name], theme)

        def seen(name):  # back into view: a notebook lays out only the cells near the screen
            roots[name].evaluate("e => e.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            return roots[name]

        assert "Cities of Destiny" in seen("editor").inner_text()
        assert roots["editor"].locator('input[data-expansion="cities"]').is_checked()
        assert seen("meld").locator(".inb-title").inner_text().startswith("Meld Calendar")
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "lab-fit.json").write_text(json.dumps(measures, indent=1))
