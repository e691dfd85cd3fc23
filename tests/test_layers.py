"""The layers declared in pyproject.toml ([tool.importlinter]) hold: ``lint-imports`` passes on every contract.

See docs/architecture.md for the layers and the hook points through which a lower layer reaches a higher one."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# import-linter has no ``python -m`` entry: its command is called in this interpreter, so the check runs in the
# environment the tests run in. No cache: the contracts are judged on the files as they are now.
LINT = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"


def test_the_import_contracts_hold():
    run = subprocess.run([sys.executable, "-c", LINT, "--no-cache", "--no-logo", str(ROOT / "pyproject.toml")],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    report = run.stdout + run.stderr
    assert run.returncode == 0, report
    assert "0 broken" in report, report
