"""The notebook the Binder badge opens runs in a real JupyterLab: its board widget renders (its static picture, an
output of its own, stays hidden while the live widget shows), and its first question answers a key press."""

import json
from pathlib import Path

from harness import browser_page, jupyter_lab, open_and_run_all
from test_jupyterlab import _poll

START = Path(__file__).resolve().parents[2] / "notebooks" / "01-start-here.ipynb"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def test_start_notebook_renders_its_widgets_and_hides_their_pictures():
    nb = json.loads(START.read_text(encoding="utf-8"))
    with jupyter_lab({START.name: nb}) as lab, browser_page() as page:
        open_and_run_all(page, lab, START.name)
        board = page.locator(".inb-board .inb-player").first
        board.wait_for(timeout=120_000)
        assert page.locator(".inb-board .inb-card").count() >= 2  # two melded cards at least
        quizzes = page.locator(".inb-quiz-widget")
        assert quizzes.count() == 2
        # one static picture per widget, in the page but not shown beside the live widget
        pictures = page.locator(".inb-static-fallback")
        assert pictures.count() == 3
        assert all(not p.is_visible() for p in pictures.all())
        # answer the first question from the keyboard: focus the widget, press 1 (Alice)
        quiz = quizzes.first
        quiz.focus()
        page.keyboard.press("1")
        quiz.locator('.inb-quiz-verdict[data-status="right"]').wait_for(timeout=30_000)
        kc = lab.kernel_client()
        try:
            expr = "[w.status for w in __import__('ipywidgets').Widget.widgets.values() if hasattr(w, 'exercise')]"
            assert _poll(lab, kc, expr, lambda v: "'right'" in v)
        finally:
            kc.stop_channels()
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "jupyterlab-start-notebook.png"), full_page=True)
