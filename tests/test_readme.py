"""The README's Python example runs as written."""
import re
from pathlib import Path


def test_readme_example_runs():
    text = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks
    namespace = {"print": lambda *a, **k: None}
    for code in blocks:  # in order, sharing names, as a reader would run them
        exec(compile(code, "README.md", "exec"), namespace)
