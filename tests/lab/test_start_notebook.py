"""The notebook the Binder badge opens runs in a real JupyterLab and its board widget renders."""
import json
from pathlib import Path

from harness import browser_page, jupyter_lab, open_and_run_all

START = Path(__file__).resolve().parents[2] / "notebooks" / "01-start-here.ipynb"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def test_start_notebook_renders_a_board_widget():
    nb = json.loads(START.read_text(encoding="utf-8"))
    with jupyter_lab({START.name: nb}) as lab, browser_page() as page:
        open_and_run_all(page, lab, START.name)
        board = page.locator(".inb-board .inb-player").first
        board.wait_for(timeout=120_000)
        assert page.locator(".inb-board .inb-card").count() >= 2  # two melded cards at least
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "jupyterlab-start-notebook.png"), full_page=True)
