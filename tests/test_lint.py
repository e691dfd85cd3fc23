"""The checks the code is kept to, run by pytest as by ``./scripts/test``: ruff's lint and layout over the Python
and mypy over the engine (``[tool.ruff]`` and ``[tool.mypy]`` in pyproject.toml), and the committed widget bundles
against a fresh build of js/src (``node js/build.mjs --check``). A change to js/src without ``npm run build`` then
fails here, rather than leaving the browser tests to try the old bundle.

The JS lint and layout (eslint, prettier) run in ``npm run check`` (``./scripts/test`` runs it); the layers of the
imports in tests/test_layers.py."""

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JS = ROOT / "js"
# what ruff reads: the package, the tests, the scripts and the benchmarks (the lessons are notebooks, left as written)
PYTHON = ("innovation_nb", "tests", "scripts", "benchmarks")


def run(*command: str) -> tuple[int, str]:
    """Run ``command`` at the repository's root (where the tools keep their caches): its exit code and output."""
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    return done.returncode, (done.stdout + done.stderr).strip()


def test_ruff_finds_nothing():
    code, out = run(sys.executable, "-m", "ruff", "check", *PYTHON)
    assert code == 0, out


def test_the_python_is_laid_out_by_ruff_format():
    code, out = run(sys.executable, "-m", "ruff", "format", "--check", *PYTHON)
    assert code == 0, f"{out}\nlay it out with: ruff format {' '.join(PYTHON)}"


def test_mypy_finds_nothing():
    code, out = run(sys.executable, "-m", "mypy")  # the files and options of [tool.mypy]
    assert code == 0, out


def test_the_committed_bundles_are_built_from_js_src():
    node = shutil.which("node")
    assert node is not None and (JS / "node_modules" / "esbuild").is_dir(), (
        "checking innovation_nb/static against js/src needs Node 20 or later and the front ends' packages: "
        "run `npm ci` in js/"
    )
    code, out = run(node, str(JS / "build.mjs"), "--check")
    assert code == 0, out
