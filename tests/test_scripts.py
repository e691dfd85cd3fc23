"""scripts/setup installs only when something it depends on changed; scripts/lab opens the first lesson and takes
care of root itself. Run on a copy of the scripts with a stand-in Python that logs what it is asked to do."""

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FAKE_PYTHON = """#!/usr/bin/env bash
echo "$*" >> "$(dirname "$0")/../calls.log"
if [ "$1" = "-V" ]; then echo "Python 3.11.0"; fi
if [ "$3" = "install" ] && [ "$4" = "-r" ]; then
  for i in $(seq 1 25); do echo "Collecting package$i==1.0 (from -r requirements/test.txt (line $i))"; done
  echo "Installing collected packages: package1"
  if [ -n "${FAIL_PIP:-}" ]; then echo "ERROR: No matching distribution found for package7"; exit 1; fi
fi
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then mkdir -p "$3/bin" && cp "$0" "$3/bin/python"; fi
"""


def _project(tmp_path):
    (tmp_path / "scripts").mkdir()
    for name in ("setup", "lab"):
        shutil.copy(ROOT / "scripts" / name, tmp_path / "scripts" / name)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / "requirements").mkdir()
    shutil.copy(ROOT / "requirements" / "test.txt", tmp_path / "requirements" / "test.txt")
    fake = tmp_path / "fake-python3"
    fake.write_text(FAKE_PYTHON)
    fake.chmod(0o755)
    return dict(os.environ, PYTHON=str(fake))


def _run(tmp_path, env, *cmd):
    return subprocess.run(
        [str(tmp_path / "scripts" / cmd[0]), *cmd[1:]], env=env, capture_output=True, text=True, check=True
    )


def _installs(tmp_path):
    log = tmp_path / ".venv" / "calls.log"
    return sum("pip install" in line and line.endswith("-e .") for line in log.read_text().splitlines())


def test_setup_installs_once_and_again_only_after_a_change(tmp_path):
    env = _project(tmp_path)
    first = _run(tmp_path, env, "setup")
    assert "Installing" in first.stdout and _installs(tmp_path) == 1
    second = _run(tmp_path, env, "setup")
    assert second.stdout == "" and _installs(tmp_path) == 1
    with open(tmp_path / "pyproject.toml", "a") as f:
        f.write("\n# a new dependency\n")
    _run(tmp_path, env, "setup")
    assert _installs(tmp_path) == 2
    _run(tmp_path, env, "setup")
    assert _installs(tmp_path) == 2
    _run(tmp_path, dict(env, INB_SETUP_FORCE="1"), "setup")
    assert _installs(tmp_path) == 3
    with open(tmp_path / "requirements" / "test.txt", "a") as f:
        f.write("\n# a refreshed lock\n")
    _run(tmp_path, env, "setup")
    assert _installs(tmp_path) == 4


def test_setup_says_what_it_is_doing_while_pip_works_and_shows_pips_error(tmp_path):
    env = _project(tmp_path)
    out = _run(tmp_path, env, "setup").stdout
    assert "10 of " in out and "20 of " in out and "(package20==1.0)" in out and "installing them" in out
    assert "Collecting" not in out  # pip's own lines stay in its log
    failed = subprocess.run(
        [str(tmp_path / "scripts" / "setup")],
        env=dict(env, INB_SETUP_FORCE="1", FAIL_PIP="1"),
        capture_output=True,
        text=True,
    )
    assert failed.returncode == 1 and "No matching distribution found for package7" in failed.stderr


def test_setup_installs_the_lock_then_the_project_without_its_dependencies(tmp_path):
    env = _project(tmp_path)
    _run(tmp_path, env, "setup")
    pip = [line for line in (tmp_path / ".venv" / "calls.log").read_text().splitlines() if "pip install" in line]
    locked = [i for i, line in enumerate(pip) if "-r requirements/test.txt" in line]
    project = [i for i, line in enumerate(pip) if line.endswith("-e .")]
    assert len(locked) == 1 and len(project) == 1 and locked[0] < project[0]
    assert "--no-deps" in pip[project[0]] and "--no-build-isolation" in pip[project[0]]
    assert not any(line.endswith(("-e .[test,lab,studies]", '-e ".[test,lab,studies]"')) for line in pip)


def test_lab_opens_the_first_lesson_and_handles_root(tmp_path):
    env = _project(tmp_path)
    _run(tmp_path, env, "setup")
    out = _run(tmp_path, dict(env, INB_LAB_DRY_RUN="1"), "lab", "--no-browser").stdout.splitlines()
    command = out[-1]
    assert "--ServerApp.root_dir=notebooks" in command
    assert "--config=scripts/jupyter_lab_config.py" in command  # the lessons are saved without their outputs
    assert "--LabApp.default_url=/lab/tree/01-start-here.ipynb" in command and command.endswith("--no-browser")
    if os.geteuid() == 0:
        assert out[0].startswith("Running as root: passing --allow-root") and len(out) == 2
        assert "--allow-root" in command
    else:
        assert len(out) == 1 and "--allow-root" not in command
    assert _installs(tmp_path) == 1  # the lab did not install again
