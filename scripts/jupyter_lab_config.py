"""JupyterLab's settings for ./scripts/lab: the lessons are saved without their outputs.

A lesson is meant to be run, and JupyterLab saves a notebook (its outputs, run counts and the kernel's details with
it) every two minutes while it runs: saved as they were, the lessons would show as changed in git after every visit.
So a lesson (a notebook named like ``04-the-four-actions.ipynb`` at the top of ``notebooks/``) is saved as it was
written: text and code as they are now (your own edits are kept), without outputs, run counts or widget state
(nbstripout's own rules). Any other notebook (your own, a class's) keeps its outputs.
"""

import re
import warnings

from nbformat import from_dict
from nbstripout import strip_output

LESSON = re.compile(r"\d\d-[\w-]+\.ipynb")
# what running adds besides outputs: nbstripout's usual keys, and the kernel's language details (a lesson keeps
# only the language's name)
VOLATILE = [
    "metadata.signature",
    "metadata.widgets",
    "cell.metadata.collapsed",
    "cell.metadata.ExecuteTime",
    "cell.metadata.execution",
    "cell.metadata.heading_collapsed",
    "cell.metadata.hidden",
    "cell.metadata.scrolled",
    "metadata.language_info.codemirror_mode",
    "metadata.language_info.file_extension",
    "metadata.language_info.mimetype",
    "metadata.language_info.nbconvert_exporter",
    "metadata.language_info.pygments_lexer",
    "metadata.language_info.version",
]


def lesson_saved_without_outputs(model, path, **_):
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict) or not LESSON.fullmatch(path):
        return
    model["content"] = strip_output(
        from_dict(model["content"]), keep_output=False, keep_count=False, keep_id=True, extra_keys=VOLATILE
    )


c = get_config()  # noqa: F821 - JupyterLab runs this file with get_config defined
# jupyter_server says the hook "overrides" itself as it applies this setting: nothing is overridden
warnings.filterwarnings("ignore", "Overriding existing pre_save_hook", UserWarning)
c.FileContentsManager.pre_save_hook = lesson_saved_without_outputs
