#!/usr/bin/env python3
"""Build the static site: every notebook executed (nbclient) and exported to HTML (nbconvert's lab template) into
site/, with an index page. The pages need no kernel and no network: each widget shows its static picture.

    .venv/bin/python scripts/build_site.py [OUT]        (default OUT: site/)

The test command builds it too (tests/test_lessons_site.py), and checks it.

What a page leaves out: cells whose code is folded in the notebook (``"jupyter": {"source_hidden": true}`` in the
cell's metadata: set-up, questions and checks) show only their outputs, and a folded cell without output is left
out. The pages load nothing from the network (no require.js, MathJax or Mermaid from a CDN: the lessons use none),
and each links to the previous and next lesson and to the index.

How the pictures get there: every widget displays its live view and then, as an output of its own, its static
picture (innovation_nb.widgets.base). A plain ``jupyter nbconvert --to html --execute`` keeps both; the live view
needs the widget state and JavaScript from a CDN, so offline it stays empty. The site drops those live views and the
notebook's widget state, so a page is just HTML: the picture and nothing empty.

The site is built in a new folder beside OUT and swapped in only once every page is written, so a build that fails
or is stopped leaves the previous site whole.
"""

from __future__ import annotations

import copy
import html
import os
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import nbformat
from jinja2 import DictLoader
from nbclient import NotebookClient
from nbconvert import HTMLExporter

from innovation_nb.files import write_atomic

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
PICTURE = re.compile(r'data-inb-widget="([0-9a-f]+)"')


@dataclass
class Page:
    name: str
    title: str
    notebook: nbformat.NotebookNode  # executed, with its outputs and widget state
    html: Path


def execute(path: Path, workdir: Path, timeout: int = 600) -> nbformat.NotebookNode:
    """Run a notebook top to bottom in a fresh kernel, in ``workdir`` (what it writes stays out of the repo)."""
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(workdir)}},
        store_widget_state=True,
    ).execute()
    return nb


def widget_outputs(nb) -> list[tuple[int, dict]]:
    """(cell index, output) of every live widget view."""
    return [
        (i, o)
        for i, c in enumerate(nb.cells)
        if c.cell_type == "code"
        for o in c.get("outputs", [])
        if WIDGET_VIEW in o.get("data", {})
    ]


def pictured(nb) -> set[str]:
    """Model ids of the widgets whose static picture is among the outputs."""
    ids = set()
    for c in nb.cells:
        for o in c.get("outputs", []) if c.cell_type == "code" else []:
            ids.update(PICTURE.findall(str(o.get("data", {}).get("text/html", ""))))
    return ids


def for_reading(nb) -> nbformat.NotebookNode:
    """A copy for a page without a kernel: live views that have a picture are dropped, and so is the widget state
    (without it, nbconvert shows any other widget's plain-text form rather than an empty box)."""
    nb = copy.deepcopy(nb)
    have = pictured(nb)
    for c in nb.cells:
        if c.cell_type == "code":
            c.outputs = [
                o for o in c.get("outputs", []) if o.get("data", {}).get(WIDGET_VIEW, {}).get("model_id") not in have
            ]
    nb.metadata.pop("widgets", None)
    return nb


# The lab template without its scripts from a CDN, without the code of folded cells, and with links between pages.
SITE_TEMPLATE = r"""{%- extends 'index.html.j2' -%}
{%- block html_head_js -%}{%- endblock html_head_js -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block extra_css -%}<style>
.inb-nav{display:flex;gap:1.5em;justify-content:space-between;max-width:1100px;margin:.6em auto;padding:.4em 1em;
  font-family:system-ui,sans-serif;font-size:14px;border-bottom:1px solid #ddd}
.inb-nav.inb-bottom{border-bottom:0;border-top:1px solid #ddd}
.inb-nav a{text-decoration:none;color:#1a5fb4}.inb-nav span{color:#888}
</style>{%- endblock extra_css -%}
{%- block codecell -%}
{%- if cell.outputs or not cell.metadata.get('jupyter', {}).get('source_hidden', False) -%}{{ super() }}{%- endif -%}
{%- endblock codecell -%}
{%- block input_group -%}
{%- if not cell.metadata.get('jupyter', {}).get('source_hidden', False) -%}{{ super() }}{%- endif -%}
{%- endblock input_group -%}
{%- block body_header -%}{{ super() }}{{ resources.inb_nav | default('') }}{%- endblock body_header -%}
{%- block body_footer -%}{{ (resources.inb_nav | default(''))
    .replace('class="inb-nav"', 'class="inb-nav inb-bottom"') }}
{{ super() }}{%- endblock body_footer -%}
"""


def folded(cell) -> bool:
    """Whether a cell's code is folded away in the notebook (and so left out of its page)."""
    return cell.cell_type == "code" and bool(cell.metadata.get("jupyter", {}).get("source_hidden"))


def nav(pages: list[tuple[str, str]], i: int) -> str:
    """Links to the previous lesson, the index and the next lesson, for page ``i`` of (name, title) pairs."""

    def link(j, arrow):
        if 0 <= j < len(pages):
            name, title = pages[j]
            return (
                f'<a href="{html.escape(name)}.html" rel="{"prev" if j < i else "next"}">'
                f"{arrow if j < i else ''}{html.escape(title)}{'' if j < i else arrow}</a>"
            )
        return "<span></span>"

    return f'<nav class="inb-nav">{link(i - 1, "← ")}<a href="index.html">All lessons</a>{link(i + 1, " →")}</nav>'


def export(nb, title: str, site: bool = False, links: str = "") -> str:
    """The notebook as an HTML page: nbconvert's lab template, or with ``site`` the site's own (no network, folded
    code left out, ``links`` at the top and bottom)."""
    if not site:
        body, _ = HTMLExporter(template_name="lab").from_notebook_node(nb, resources={"metadata": {"name": title}})
        return body
    exporter = HTMLExporter(
        template_name="lab",
        extra_loaders=[DictLoader({"inb-site.html.j2": SITE_TEMPLATE})],
        template_file="inb-site.html.j2",
    )
    body, _ = exporter.from_notebook_node(nb, resources={"metadata": {"name": title}, "inb_nav": links})
    return body


def title_of(nb, fallback: str) -> str:
    for c in nb.cells:
        if c.cell_type == "markdown":
            m = re.search(r"^#\s+(.+)$", c.source, flags=re.M)
            if m:
                return m.group(1).strip()
    return fallback


def index(pages: list[Page]) -> str:
    items = "".join(f'<li><a href="{html.escape(p.html.name)}">{html.escape(p.title)}</a></li>' for p in pages)
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>innovation_nb: the lessons</title>"
        "<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2em auto;line-height:1.5}"
        "li{margin:.3em 0}</style></head><body><h1>innovation_nb: the lessons</h1>"
        "<p>Every notebook, run once and saved as a page: the widgets appear as pictures. To play with them, "
        "open the notebooks in JupyterLab (<code>./scripts/lab</code>) or on Binder.</p>"
        f"<ol>{items}</ol></body></html>"
    )


def build(out: Path = ROOT / "site", names: list[str] | None = None, log=print) -> dict[str, Page]:
    """Execute and export the notebooks (all, or ``names`` without .ipynb) into ``out``."""
    paths = sorted(NOTEBOOKS.glob("*.ipynb"))
    if names is not None:
        paths = [p for p in paths if p.stem in names]
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-new-", dir=out.parent))
    pages = {}
    # every lesson's title, read before running any, for the links between pages
    titles = [(p.stem, title_of(nbformat.read(p, as_version=4), p.stem)) for p in paths]
    try:
        with tempfile.TemporaryDirectory(prefix="inb-site-") as work:
            for i, path in enumerate(paths):
                nb = execute(path, Path(work))
                title = title_of(nb, path.stem)
                page = export(for_reading(nb), title, site=True, links=nav(titles, i))
                write_atomic(staging / f"{path.stem}.html", page)
                target = out / f"{path.stem}.html"
                pages[path.stem] = Page(path.stem, title, nb, target)
                log(f"{target.relative_to(out.parent) if out.parent in target.parents else target}: {title}")
        write_atomic(staging / "index.html", index(list(pages.values())))
        _swap_in(staging, out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return pages


def _swap_in(new: Path, out: Path) -> None:
    """Put the finished folder ``new`` at ``out``; the old site is removed only after the new one is in place."""
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(new, 0o777 & ~umask)  # mkdtemp's folder is private; a site is not
    if not out.exists():
        os.replace(new, out)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=out.parent))
    os.replace(out, old)  # a folder may replace an empty one
    os.replace(new, out)
    shutil.rmtree(old, ignore_errors=True)


if __name__ == "__main__":
    build(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT / "site")
