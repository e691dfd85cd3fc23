"""Running a benchmark against another engine: importing ``innovation_nb`` from a given checkout, and exporting a
git revision of this repository to a directory. Used by the ``--compare`` modes of the benchmark scripts."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from importlib.machinery import PathFinder
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def use_checkout(root: Path) -> None:
    """Import ``innovation_nb`` from the checkout at ``root``, whatever is installed (an editable install's
    finder would otherwise win over ``sys.path``)."""
    spec = PathFinder.find_spec("innovation_nb", [str(root)])
    if spec is None:
        raise SystemExit(f"no innovation_nb package in {root}")
    sys.modules["innovation_nb"] = module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)


def checkout_of(ref: str, tmp: Path) -> Path:
    """The directory of REF: a path as it is, a git revision of this repository exported into ``tmp``."""
    if Path(ref).is_dir():
        return Path(ref).resolve()
    rev = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{ref}^{{commit}}"], capture_output=True, text=True
    )
    if rev.returncode:
        raise SystemExit(f"--compare: {ref!r} is neither a directory nor a git revision of {ROOT}")
    out = tmp / "ref"
    out.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev.stdout.strip(), "innovation_nb"], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(out)], input=archive, check=True)
    return out
