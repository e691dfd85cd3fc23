"""The build: the engine's hot modules compiled by Cython from their unchanged source, when it can.

Everything else is in pyproject.toml. ``INNOVATION_NB_COMPILE`` chooses:
- ``auto`` (default): compile for a regular install (``pip install .``, a wheel); an editable install stays pure
  Python, so that an edited module is the one that runs;
- ``1``: compile, an editable install included (its compiled modules then sit beside the sources);
- ``0``: never compile.
A module that fails to compile (no C compiler, say) is simply left as Python: the game is the same, only slower.
Each build records the hash of every source it compiled (``innovation_nb/compiled.json``), so that
``innovation_nb.compiled`` can refuse a compiled module whose source has changed since.
"""
import hashlib
import json
import os
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

# Where a game spends its time: the engine, the base cards' effects, the bots, the puzzle search.
COMPILED = ["innovation_nb/engine/*.py", "innovation_nb/cards/age*.py", "innovation_nb/cards/data.py",
            "innovation_nb/cards/registry.py", "innovation_nb/bots.py", "innovation_nb/puzzles/solver.py",
            "innovation_nb/puzzles/play.py"]
MODE = os.environ.get("INNOVATION_NB_COMPILE", "auto")
if MODE not in ("auto", "0", "1"):
    raise SystemExit(f"INNOVATION_NB_COMPILE={MODE!r}: expected auto, 0 or 1")
# The annotations document; they must not become run-time type checks.
DIRECTIVES = {"language_level": 3, "annotation_typing": False, "warn.unreachable": False}


def extensions():
    """One extension per module, its source still the ``.py``: Cython translates them only when a build compiles
    (``BuildCompiled``), so an editable install never waits for it."""
    if MODE == "0":
        return []
    return [Extension(".".join(path.with_suffix("").parts), [str(path)], optional=True)  # optional: else Python
            for pattern in COMPILED for path in sorted(Path().glob(pattern)) if path.name != "__init__.py"]


class BuildCompiled(build_ext):
    def finalize_options(self):
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1

    def build_extensions(self):
        try:
            from Cython.Build import cythonize
        except ImportError:  # the build requirements name Cython; a build without them stays pure Python
            print("innovation_nb: Cython is not installed, so nothing is compiled")
            self.extensions = []
            return
        translated = {e.name: e for e in cythonize(self.extensions, build_dir="build/cython", quiet=True,
                                                   compiler_directives=DIRECTIVES, nthreads=self.parallel or 0)}
        for ext in self.extensions:
            ext.sources = translated[ext.name].sources
        if self.compiler.compiler_type == "unix":
            for ext in self.extensions:  # warnings about generated C are nobody's to act on
                ext.extra_compile_args = [*ext.extra_compile_args, "-w"]
        super().build_extensions()

    def run(self):
        if self.editable_mode and MODE == "auto":
            self.extensions = []
        super().run()
        root = Path(self.build_lib) if not (self.inplace or self.editable_mode) else Path(".")
        sources = {}
        for ext in self.extensions:
            if Path(self.get_ext_fullpath(ext.name)).exists():
                source = Path(*ext.name.split(".")).with_suffix(".py")
                sources[ext.name] = hashlib.sha256(source.read_bytes()).hexdigest()
        record = root / "innovation_nb" / "compiled.json"
        if sources or record.exists():
            record.parent.mkdir(parents=True, exist_ok=True)
            record.write_text(json.dumps(sources, indent=1, sort_keys=True) + "\n")


setup(ext_modules=extensions(), cmdclass={"build_ext": BuildCompiled})
