"""The layers declared in pyproject.toml ([tool.importlinter]) hold: ``lint-imports`` passes on every contract; and
no module imports itself back, however indirectly (no import circle).

See docs/architecture.md for the layers and the hook points through which a lower layer reaches a higher one."""

import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent

# import-linter has no ``python -m`` entry: its command is called in this interpreter, so the check runs in the
# environment the tests run in. No cache: the contracts are judged on the files as they are now.
LINT = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"


def test_the_import_contracts_hold():
    run = subprocess.run(
        [sys.executable, "-c", LINT, "--no-cache", "--no-logo", str(ROOT / "pyproject.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = run.stdout + run.stderr
    assert run.returncode == 0, report
    assert "0 broken" in report, report


def test_no_module_imports_itself_back():
    # The layers keep the layers apart; inside one (the coach, the puzzles, ...) a circle could still form. grimp
    # (import-linter's import graph, imports inside functions included) finds any: an import a -> b where b leads
    # back to a.
    graph = grimp.build_graph("innovation_nb", cache_dir=None)
    circles = sorted(
        (a, b)
        for a in graph.modules
        for b in graph.find_modules_directly_imported_by(a)
        if b.startswith("innovation_nb") and graph.chain_exists(importer=b, imported=a)
    )
    assert not circles, "\n".join(
        " -> ".join((a, *graph.find_shortest_chain(importer=b, imported=a))) for a, b in circles
    )
