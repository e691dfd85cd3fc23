"""scripts/lab's JupyterLab settings (scripts/jupyter_lab_config.py): a lesson that was run is saved exactly as it
is in git (text and code as they are, no outputs, run counts or kernel details), while a notebook of one's own keeps
its outputs."""

import copy
import json
from pathlib import Path

import nbformat
import pytest
from jupyter_server.services.contents.filemanager import FileContentsManager
from traitlets.config.loader import PyFileConfigLoader

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))


@pytest.fixture
def contents(tmp_path):
    config = PyFileConfigLoader("jupyter_lab_config.py", path=str(ROOT / "scripts")).load_config()
    return FileContentsManager(root_dir=str(tmp_path), config=config)


def run(nb: dict) -> dict:
    """``nb`` as JupyterLab saves it after a run: outputs, run counts, the kernel's details, widget state."""
    nb = copy.deepcopy(nb)
    for i, cell in enumerate(c for c in nb["cells"] if c["cell_type"] == "code"):
        cell["execution_count"] = i + 1
        cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": ["ran\n"]}]
        cell["metadata"]["scrolled"] = True
    nb["metadata"]["language_info"] = {
        "name": "python",
        "version": "3.11.7",
        "mimetype": "text/x-python",
        "codemirror_mode": {"name": "ipython", "version": 3},
        "file_extension": ".py",
        "nbconvert_exporter": "python",
        "pygments_lexer": "ipython3",
    }
    nb["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    return nb


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.name[:2])
def test_a_lesson_run_and_saved_is_byte_for_byte_as_in_git(contents, tmp_path, lesson):
    nb = json.loads(lesson.read_text(encoding="utf-8"))
    contents.save({"type": "notebook", "format": "json", "content": run(nb)}, lesson.name)
    assert (tmp_path / lesson.name).read_bytes() == lesson.read_bytes()


def test_edits_to_a_lesson_are_kept_and_other_notebooks_keep_their_outputs(contents, tmp_path):
    nb = json.loads(LESSONS[3].read_text(encoding="utf-8"))
    edited = run(nb)
    edited["cells"][0]["source"] = "My own note."
    contents.save({"type": "notebook", "format": "json", "content": edited}, LESSONS[3].name)
    saved = nbformat.read(tmp_path / LESSONS[3].name, as_version=4)
    assert saved.cells[0].source == "My own note."
    assert all(not c.get("outputs") and c.get("execution_count") is None for c in saved.cells if c.cell_type == "code")
    (tmp_path / "my-class").mkdir()
    for name in ("my-notes.ipynb", "my-class/04-the-four-actions.ipynb"):
        contents.save({"type": "notebook", "format": "json", "content": run(nb)}, name)
        mine = nbformat.read(tmp_path / name, as_version=4)
        assert any(c.get("outputs") for c in mine.cells if c.cell_type == "code"), name
