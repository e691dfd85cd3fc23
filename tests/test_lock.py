"""The pinned installs: requirements/test.txt pins every package pyproject.toml names for the tests, the lessons and
the studies, within the package's own ranges, and Binder's pins are the same versions."""

import re
import sys
from pathlib import Path

import tomllib
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]


def _pins(path: Path) -> dict[str, str]:
    """name -> version for this Python (a universal lock marks the pins that differ between Pythons)."""
    pins = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^([A-Za-z0-9_.-]+)==([^\s;]+)\s*(?:;\s*(.+))?$", line)
        if m and (not m[3] or Marker(m[3]).evaluate()):
            pins[canonicalize_name(m[1])] = m[2]
    return pins


def test_every_requirement_is_pinned_within_its_range():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = [
        *project["dependencies"],
        *(r for extra in ("test", "lab", "studies") for r in project["optional-dependencies"][extra]),
    ]
    pins = _pins(ROOT / "requirements" / "test.txt")
    for text in wanted:
        req = Requirement(text)
        name = canonicalize_name(req.name)
        assert name in pins, f"{req.name} is not pinned in requirements/test.txt: run scripts/lock"
        assert req.specifier.contains(pins[name], prereleases=True), f"{name}=={pins[name]} is outside {req}"
    assert "setuptools" in pins  # the editable install builds from pinned tools


def test_binder_installs_the_same_versions_and_the_project():
    binder = (ROOT / "binder" / "requirements.txt").read_text()
    assert binder.rstrip().splitlines()[-1] == "."
    test, image = _pins(ROOT / "requirements" / "test.txt"), _pins(ROOT / "binder" / "requirements.txt")
    assert {"ipykernel", "jupyterlab", "pyyaml", "pydantic", "pydantic-core", "pandas", "dask"} <= set(image)
    if sys.version_info[:2] == (3, 11):  # Binder's Python (binder/runtime.txt)
        assert {n: v for n, v in image.items() if test.get(n) != v} == {}
