"""The README's Python examples run as written, in order, and print what they claim: a comment ``# → text`` after
a statement claims that its printed output (or its value, for an expression) starts with ``text`` (up to a colon
that begins an explanation). Nothing prints a bare None that is not claimed."""

import ast
import contextlib
import io
import re
from pathlib import Path

CLAIM = re.compile(r"#\s*→\s*(.+?)(?::\s.*)?$")


def _statements(code: str):
    tree = ast.parse(code)
    lines = code.splitlines()
    for node in tree.body:
        m = CLAIM.search(lines[node.end_lineno - 1])
        yield node, (m.group(1).strip() if m else None)


def test_readme_examples_print_what_they_claim():
    text = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks
    namespace: dict = {}
    claims = 0
    for code in blocks:  # in order, sharing names, as a reader would run them
        for node, claim in _statements(code):
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                if isinstance(node, ast.Expr):
                    value = eval(compile(ast.Expression(node.value), "README.md", "eval"), namespace)
                    shown = "" if value is None else repr(value)
                else:
                    exec(compile(ast.Module([node], []), "README.md", "exec"), namespace)
                    shown = ""
            printed = out.getvalue() + shown
            where = ast.get_source_segment(code, node)
            if claim is not None:
                claims += 1
                assert printed.startswith(claim), f"{where!r} shows {printed[:200]!r}, not {claim!r}"
            else:
                assert not re.search(r"^None$", printed, flags=re.M), f"{where!r} prints None"
    assert claims >= 5
