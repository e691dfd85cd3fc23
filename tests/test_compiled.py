"""The compiled engine (setup.py, innovation_nb.compiled): a compiled module never runs older code than its source,
and where the engine is compiled it is the compiled modules that run."""
import hashlib
import importlib
import json
import os
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from innovation_nb import compiled

SUFFIX = EXTENSION_SUFFIXES[0]


def _package(tmp_path, record=True):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "rules.py").write_text("VALUE = 1\n")
    (pkg / "sub" / f"rules{SUFFIX}").write_bytes(b"compiled")  # never imported: only its presence counts
    (pkg / "plain.py").write_text("VALUE = 2\n")
    if record:
        digest = hashlib.sha256((pkg / "sub" / "rules.py").read_bytes()).hexdigest()
        (pkg / "compiled.json").write_text(json.dumps({"pkg.sub.rules": digest}))
    return pkg


def test_a_compiled_module_whose_source_is_unchanged_is_accepted(tmp_path):
    pkg = _package(tmp_path)
    compiled.check(pkg)
    assert list(compiled._compiled_files(pkg)) == ["pkg.sub.rules"]


def test_a_source_edited_after_compiling_stops_the_import_and_names_the_module(tmp_path):
    pkg = _package(tmp_path)
    (pkg / "sub" / "rules.py").write_text("VALUE = 3\n")
    with pytest.raises(compiled.StaleCompiledModule, match=r"pkg/sub/rules\.py changed after being compiled.*"
                                                           r"rebuild.*scripts/compile --clean"):
        compiled.check(pkg)


def test_a_compiled_module_that_no_build_recorded_is_refused(tmp_path):
    pkg = _package(tmp_path, record=False)
    with pytest.raises(ImportError, match=r"pkg/sub/rules\.py"):
        compiled.check(pkg)


def test_a_pure_python_package_needs_no_record(tmp_path):
    pkg = _package(tmp_path, record=False)
    (pkg / "sub" / f"rules{SUFFIX}").unlink()
    compiled.check(pkg)
    assert compiled._compiled_files(pkg) == {}


def test_what_is_compiled_is_what_runs():
    names = compiled.modules()
    for name in names:
        module = importlib.import_module(name)
        assert Path(module.__file__).name.endswith(tuple(EXTENSION_SUFFIXES)), name
    compiled.check()  # and this installation passes its own check
    if os.environ.get("INB_EXPECT_COMPILED") == "1":  # scripts/test-compiled: the hot modules must be compiled
        for name in ("innovation_nb.engine.game", "innovation_nb.engine.dogma", "innovation_nb.cards.age5",
                     "innovation_nb.bots", "innovation_nb.puzzles.solver"):
            assert name in names, f"{name} runs as Python"
        assert len(names) >= 35
