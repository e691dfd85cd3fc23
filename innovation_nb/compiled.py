"""Which modules run compiled (see setup.py), and a guard against compiled modules older than their source.

Python imports a compiled module in preference to its source, so a module edited after it was compiled would go on
running the old rules. The build records each compiled module's source hash; on import the package checks them and
refuses to start when one no longer matches, naming the module and how to rebuild.
"""
from __future__ import annotations

import hashlib
import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PACKAGE = Path(__file__).parent


class StaleCompiledModule(ImportError):
    """A compiled module no longer matches its source (the message names it and says how to rebuild)."""


def _compiled_files(package: Path = PACKAGE) -> dict[str, Path]:
    """Every compiled module of ``package`` that has its source beside it: dotted name → its source."""
    found = {}
    for suffix in EXTENSION_SUFFIXES:
        for f in package.rglob(f"*{suffix}"):
            source = f.with_name(f.name[: -len(suffix)] + ".py")
            if source.exists():
                found[".".join(source.relative_to(package.parent).with_suffix("").parts)] = source
    return found


def modules() -> list[str]:
    """The modules that run compiled, e.g. ``['innovation_nb.engine.game', ...]`` (empty for a pure Python
    install)."""
    return sorted(_compiled_files())


def check(package: Path = PACKAGE) -> None:
    """Raise :class:`StaleCompiledModule` if a compiled module of ``package`` (default: this one) has a source
    that changed after it was compiled, or was compiled by no recorded build."""
    files = _compiled_files(package)
    if not files:
        return
    record = package / "compiled.json"
    known = json.loads(record.read_text()) if record.exists() else {}
    stale = []
    for name, source in sorted(files.items()):
        if known.get(name) != hashlib.sha256(source.read_bytes()).hexdigest():
            stale.append(str(source.relative_to(package.parent)))
    if stale:
        raise StaleCompiledModule(
            f"{', '.join(stale[:3])}{' and others' if len(stale) > 3 else ''} changed after being compiled, so the "
            f"compiled module would run the old code: rebuild them (scripts/compile in a checkout, or reinstall) or "
            f"remove them (scripts/compile --clean)")
