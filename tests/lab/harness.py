"""A real JupyterLab on 127.0.0.1 driven by headless Chromium, with a kernel client to read the Python side.

Used by the JupyterLab test and the widget latency benchmark.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from contextlib import contextmanager
from pathlib import Path

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        raise RuntimeError("Chromium is not installed: apt-get install -y chromium (the CI script does this)")
    return path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def notebook(cells: list[str]) -> dict:
    return {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "source": c,
                "outputs": [],
                "execution_count": None,
                "id": uuid.uuid4().hex[:8],
            }
            for c in cells
        ],
    }


class Lab:
    def __init__(self, root: Path, port: int, token: str, runtime: Path, proc):
        self.root, self.port, self.token, self.runtime, self.proc = root, port, token, runtime, proc
        self.base = f"http://127.0.0.1:{port}"

    def api(self, path: str):
        req = urllib.request.Request(f"{self.base}{path}", headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(req, timeout=10) as r:
            return json.loads(r.read())

    def kernel_client(self):
        from jupyter_client import BlockingKernelClient

        sessions = self.api("/api/sessions")
        if not sessions:
            raise RuntimeError("no kernel session is running")
        kid = sessions[0]["kernel"]["id"]
        kc = BlockingKernelClient(connection_file=str(self.runtime / f"kernel-{kid}.json"))
        kc.load_connection_file()
        kc.start_channels()
        kc.wait_for_ready(timeout=30)
        return kc

    def evaluate(self, kc, expr: str):
        """The value of a Python expression in the notebook's kernel (via user_expressions)."""
        msg_id = kc.execute("", silent=True, user_expressions={"r": expr})
        while True:
            reply = kc.get_shell_msg(timeout=30)
            if reply["parent_header"].get("msg_id") == msg_id:
                break
        r = reply["content"]["user_expressions"]["r"]
        if r["status"] != "ok":
            raise RuntimeError(f"{expr}: {r.get('ename')}: {r.get('evalue')}")
        return r["data"]["text/plain"]


@contextmanager
def jupyter_lab(notebooks: dict[str, dict]):
    """Start JupyterLab on a free port serving a temporary folder with ``notebooks`` ({file name: nb})."""
    root = Path(tempfile.mkdtemp(prefix="inb-lab-"))
    runtime = root / ".runtime"
    runtime.mkdir()
    for name, nb in notebooks.items():
        (root / name).write_text(json.dumps(nb), encoding="utf-8")
    port, token = free_port(), uuid.uuid4().hex
    # settings and workspaces of this run only: a theme switched in a test must not outlive it
    settings, workspaces = root / ".settings", root / ".workspaces"
    env = dict(
        os.environ,
        JUPYTER_RUNTIME_DIR=str(runtime),
        ANYWIDGET_HMR="0",
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(workspaces),
    )
    cmd = [
        sys.executable,
        "-m",
        "jupyter",
        "lab",
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
        "--allow-root",
    ]
    log = open(root / "lab.log", "w")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=root)
    lab = Lab(root, port, token, runtime, proc)
    try:
        deadline = time.time() + 90
        while True:
            try:
                lab.api("/api/status")
                break
            except Exception:
                if proc.poll() is not None or time.time() > deadline:
                    raise RuntimeError("JupyterLab did not start:\n" + (root / "lab.log").read_text()) from None
                time.sleep(0.3)
        yield lab
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
        shutil.rmtree(root, ignore_errors=True)


@contextmanager
def browser_page():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            yield page
        finally:
            browser.close()


def open_and_run_all(page, lab: Lab, name: str, timeout_ms: int = 90_000) -> None:
    """Open notebook ``name`` in JupyterLab, wait for its kernel, run every cell."""
    page.goto(f"{lab.base}/lab/tree/{name}?token={lab.token}&reset", timeout=timeout_ms)
    page.wait_for_function(
        "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
        " && window.jupyterapp.shell.currentWidget.sessionContext",
        timeout=timeout_ms,
    )
    page.evaluate("""async () => {
        const w = window.jupyterapp.shell.currentWidget;
        await w.context.ready;
        await w.sessionContext.ready;
    }""")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
