"""What the browser tests share: the harness page with the built bundles and fresh fixtures, served once per run,
and headless Chromium."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "innovation_nb" / "static"
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep pytest's output clean
        pass


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The harness, the built bundles and fresh fixtures, served on 127.0.0.1 (a free port)."""
    d = tmp_path_factory.mktemp("harness")
    shutil.copytree(STATIC, d / "static")
    shutil.copy(Path(__file__).with_name("harness.html"), d / "index.html")
    given = os.environ.get("INB_JS_FIXTURES")  # a folder of fixtures written already (scripts/js_fixtures.py)
    if given:
        shutil.copytree(given, d / "fixtures")
    else:
        subprocess.run([sys.executable, str(ROOT / "scripts" / "js_fixtures.py"), str(d / "fixtures")], check=True)
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(d)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


# package scope: Playwright's synchronous API allows one running instance per thread, and the JupyterLab tests
# (tests/lab) start their own once these are done
@pytest.fixture(scope="package")
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("Playwright for Python is missing: run ./scripts/setup (it installs the test extras)")
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        pytest.fail(
            "Chromium is not installed, so the built widget bundles cannot be tested in a browser. "
            "Install Debian's chromium: `apt-get install -y chromium` (.ci/run does this)."
        )
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=exe, args=FLAGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    pg.set_default_timeout(10_000)
    errors = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.errors = errors
    yield pg
    context.close()
