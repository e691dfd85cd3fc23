"""Tier 4: one real JupyterLab run. Open a notebook, run all cells, click "step" and a decision option in the
DogmaStepper, and check through a kernel client that the Python game advanced."""

from pathlib import Path

from harness import browser_page, jupyter_lab, notebook, open_and_run_all

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

SETUP = """\
from innovation_nb import Scenario
from innovation_nb.widgets import DogmaStepper
game = Scenario.load({
    "players": [{"name": "Ann", "board": {"red": ["Archery"]}},
                {"name": "Ben", "hand": ["Calendar", "Mathematics"]}],
    "supply": {1: ["Oars"]},
}).to_game()
"""
SHOW = "stepper = DogmaStepper(game, card='Archery')\nstepper"


def test_stepper_in_real_jupyterlab():
    ARTIFACTS.mkdir(exist_ok=True)
    with jupyter_lab({"stepper.ipynb": notebook([SETUP, SHOW])}) as lab, browser_page() as page:
        open_and_run_all(page, lab, "stepper.ipynb")
        root = page.locator(".inb-stepper")
        root.wait_for(timeout=90_000)
        kc = lab.kernel_client()
        try:
            assert lab.evaluate(kc, "len(game.events)") == "0"
            root.get_by_role("button", name="Step").first.click()
            page.wait_for_function("() => document.querySelectorAll('.inb-stepper .inb-event').length >= 1")
            assert _poll(lab, kc, "len(game.events)", lambda v: int(v) >= 1)
            root.get_by_role("button", name="To next decision").click()
            option = root.locator(".inb-pending button", has_text="Mathematics")
            option.wait_for(timeout=30_000)
            page.screenshot(path=str(ARTIFACTS / "jupyterlab-stepper.png"), full_page=True)
            option.click()
            assert _poll(
                lab,
                kc,
                "game.pending is None and 'Mathematics' in [e.data.get('answer', [None])[0] "
                "for e in game.events if e.kind == 'decision']",
                lambda v: v == "True",
            )
        finally:
            kc.stop_channels()


def _poll(lab, kc, expr, ok, timeout=30.0):
    import time

    deadline = time.time() + timeout
    while True:
        value = lab.evaluate(kc, expr)
        if ok(value):
            return True
        if time.time() > deadline:
            raise AssertionError(f"{expr} stayed {value}")
        time.sleep(0.2)
