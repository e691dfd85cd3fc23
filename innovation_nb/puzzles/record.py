"""A learner's record of solved puzzles, kept in a small JSON file beside the notebook, and the views built on it:
the library grouped by topic with what is solved (``shelf``), and a class's records side by side
(``class_progress``) for a teacher who collects the files.

The file (``puzzle-progress.json`` by default)::

    {"version": 1, "learner": "Ann",
     "solved": {"sharing-bonus": {"title": "The free draw", "moves": ["dogma Writing"], "when": "2025-05-04T10:12"}}}
"""
from __future__ import annotations

import datetime as _dt
from html import escape
from pathlib import Path
from typing import Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..documents import parse_json
from ..errors import InnovationError, first_problem, shorten
from .model import SUFFIXES, Puzzle, list_puzzles, load_puzzle

# The library's topics, in the order the notebooks teach them.
TOPICS = ("The four actions", "Board, splays and moving cards", "Dogma: sharing and demands",
          "Special achievements", "How the game ends", "Planning", "Artifacts of History",
          "Echoes of the Past", "Cities of Destiny")
OTHER = "Other puzzles"
DEFAULT_FILE = "puzzle-progress.json"
MAX_BYTES = 1_000_000  # a record is a few kilobytes; anything bigger is not one


class RecordError(InnovationError):
    """A progress file that cannot be read (not JSON, not a record, too big)."""


class Solved(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str = Field(max_length=200)
    moves: list[Union[str, int, bool, None, list[str]]] = Field(default_factory=list, max_length=200)
    when: str = Field(max_length=40)


class RecordFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1] = 1
    learner: Optional[str] = Field(None, max_length=100)
    solved: dict[str, Solved] = Field(default_factory=dict, max_length=1000)


def _read(path: Path) -> RecordFile:
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise RecordError(f"{path}: {size} bytes is too big for a progress file (at most {MAX_BYTES})")
        raw = path.read_bytes()
    except OSError as e:
        raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
    # size- and depth-limited before json parses it (innovation_nb.documents)
    data = parse_json(raw, lambda field, problem: RecordError(f"{path}: not a JSON progress file ({problem})"))
    try:
        return RecordFile.model_validate(data)
    except ValidationError as e:
        raise RecordError(f"{path}: {first_problem(e)}") from None


class PuzzleRecord:
    """Which puzzles one learner has solved. ``path``: the JSON file (read if it exists, written at the first
    solve); ``learner``: a name to put in it (students who share their file with a teacher). Give it to
    ``PuzzleWidget(..., record=record)`` and every solve is kept, with its moves."""

    def __init__(self, path: Union[str, Path] = DEFAULT_FILE, learner: Optional[str] = None):
        self.path = Path(path)
        data = _read(self.path) if self.path.exists() else RecordFile()
        if learner is not None:
            data = RecordFile(version=1, learner=learner, solved=data.solved)
        self._data = data

    @property
    def learner(self) -> Optional[str]:
        return self._data.learner

    @property
    def solved(self) -> dict[str, Solved]:
        return dict(self._data.solved)

    def __contains__(self, name: str) -> bool:
        return name in self._data.solved

    def mark(self, puzzle: Puzzle, moves: list) -> None:
        """Keep ``puzzle`` as solved by ``moves`` (the first solve stays; the file is written at once)."""
        name = puzzle.name or puzzle.title
        if name in self._data.solved:
            return
        when = _dt.datetime.now().replace(microsecond=0).isoformat(timespec="minutes")
        self._data.solved[name] = Solved(title=puzzle.title, moves=list(moves), when=when)
        self.save()

    def forget(self, name: str) -> None:
        if self._data.solved.pop(name, None) is not None:
            self.save()

    def save(self) -> None:
        self.path.write_text(self._data.model_dump_json(indent=1) + "\n", encoding="utf-8")

    def _repr_html_(self) -> str:
        return shelf(self)._repr_html_()

    def __repr__(self) -> str:
        who = f"{self.learner}: " if self.learner else ""
        return f"<PuzzleRecord {self.path.name}: {who}{len(self._data.solved)} solved>"


# -- the library, grouped --------------------------------------------------------------------------------------
def _puzzles(folder=None) -> list[Puzzle]:
    if folder is None:
        return [load_puzzle(n) for n in list_puzzles()]
    folder = Path(folder)
    if not folder.is_dir():
        raise RecordError(f"{shorten(str(folder))} is not a folder of puzzle files")
    return [Puzzle.from_file(p) for p in sorted(folder.iterdir()) if p.suffix.lower() in SUFFIXES]


def grouped(puzzles: list[Puzzle]) -> dict[str, list[Puzzle]]:
    """Puzzles by topic: the library's topics in teaching order, then any others, then those without one."""
    groups: dict[str, list[Puzzle]] = {}
    for p in puzzles:
        groups.setdefault(p.topic or OTHER, []).append(p)
    order = [t for t in TOPICS if t in groups] + sorted(t for t in groups if t not in TOPICS and t != OTHER)
    if OTHER in groups:
        order.append(OTHER)
    return {t: sorted(groups[t], key=lambda p: (p.difficulty or 0, p.title)) for t in order}


class Shelf:
    """The puzzles (the library, or a folder of your own) grouped by topic, with a tick for each solved one."""

    def __init__(self, record: Optional[PuzzleRecord] = None, folder=None):
        self.record = record
        self.groups = grouped(_puzzles(folder))

    def rows(self) -> list[dict]:
        return [{"topic": t, "name": p.name, "title": p.title, "difficulty": p.difficulty,
                 "solved": bool(self.record and p.name in self.record)}
                for t, ps in self.groups.items() for p in ps]

    def _repr_html_(self) -> str:
        rows = self.rows()
        done = sum(r["solved"] for r in rows)
        who = (self.record.learner or "You") if self.record else None
        head = f"{escape(who)}: {done} of {len(rows)} solved" if who else f"{len(rows)} puzzles"
        cell = "style='text-align:left;padding:2px 10px 2px 0;vertical-align:top'"
        body = []
        for topic, ps in self.groups.items():
            solved = [bool(self.record and p.name in self.record) for p in ps]
            body.append(f"<tr><th colspan='4' {cell[:-1]};padding-top:8px'>{escape(topic)} "
                        f"<span style='font-weight:400'>({sum(solved)} of {len(ps)})</span></th></tr>")
            body += [f"<tr data-puzzle='{escape(p.name or '')}' data-solved='{str(ok).lower()}'>"
                     f"<td {cell}>{'✓' if ok else '·'}</td><td {cell}>{escape(p.title)}</td>"
                     f"<td {cell}><code>{escape(p.name or '')}</code></td>"
                     f"<td {cell}>{'★' * (p.difficulty or 0)}</td></tr>" for p, ok in zip(ps, solved)]
        return (f"<div class='inb-shelf'><b>{head}</b><table style='border-collapse:collapse'>{''.join(body)}"
                f"</table></div>")

    def __repr__(self) -> str:
        return "\n".join(f"{r['topic']:<32} {'x' if r['solved'] else ' '} {r['name']}" for r in self.rows())


def shelf(record: Optional[PuzzleRecord] = None, folder=None) -> Shelf:
    """The puzzle library (or ``folder``'s puzzle files) grouped by topic, with ``record``'s solved puzzles
    ticked. Shown as a table in a notebook."""
    return Shelf(record, folder)


# -- a class ---------------------------------------------------------------------------------------------------
class ClassProgress:
    """Several learners' records side by side: one row per learner, one column per puzzle solved by anyone."""

    def __init__(self, paths):
        self.records = [(Path(p).stem, _read(Path(p))) for p in paths]
        if not self.records:
            raise RecordError("no progress files: give the paths of the files your students sent")
        self.puzzles = sorted({n for _, r in self.records for n in r.solved})

    def table(self) -> dict[str, list[str]]:
        """{learner: [solved puzzle names]} (the learner's name from the file, else the file's name)."""
        return {(r.learner or stem): sorted(r.solved) for stem, r in self.records}

    def _repr_html_(self) -> str:
        head = "".join(f"<th><code>{escape(p)}</code></th>" for p in self.puzzles)
        body = "".join(
            f"<tr><th>{escape(name)}</th>" + "".join(f"<td>{'✓' if p in done else ''}</td>" for p in self.puzzles)
            + f"<td><b>{len(done)}</b></td></tr>" for name, done in self.table().items())
        return f"<table class='inb-class'><tr><th></th>{head}<th>solved</th></tr>{body}</table>"


def class_progress(paths_or_folder) -> ClassProgress:
    """The records in ``paths_or_folder`` (a folder of ``*.json`` files, or a list of paths), as one table."""
    if isinstance(paths_or_folder, (str, Path)) and Path(paths_or_folder).is_dir():
        paths = sorted(Path(paths_or_folder).glob("*.json"))
    else:
        paths = [paths_or_folder] if isinstance(paths_or_folder, (str, Path)) else list(paths_or_folder)
    return ClassProgress(paths)


__all__ = ["ClassProgress", "PuzzleRecord", "RecordError", "Shelf", "TOPICS", "class_progress", "grouped", "shelf"]
