"""A learner's record of solved puzzles, kept in a small JSON file beside the notebook, and the views built on it:
the library grouped by topic with what is solved (``shelf``), and a class's records side by side
(``class_progress``) for a teacher who collects the files.

The file (``puzzle-progress.json`` by default)::

    {"version": 1, "learner": "Ann",
     "solved": {"sharing-bonus": {"title": "The free draw", "moves": ["dogma Writing"], "when": "2025-05-04T10:12"}}}

The trainer (``innovation_nb.puzzles.trainer``) keeps its ratings in the same file, which then says ``"version": 2``
and holds three more fields, each optional (a version-1 file is read as a record with no rating yet)::

     "rating": {"rating": 1512.3, "rd": 180.2, "vol": 0.06},           the learner's Glicko-2 rating now
     "attempts": [{"puzzle": "starter-00012-041", "solved": true, "when": "2025-05-04T10:14:03.120512",
                   "rating": 1512.3, "rd": 180.2, "vol": 0.06}, ...],   each result, with the rating after it
     "puzzles": {"starter-00012-041": {"rating": 1580.1, "rd": 230.4, "vol": 0.06}}   the puzzles met, as rated here

Two records saving one file at once (two kernels training) merge like this: the attempts are the union of both
(one attempt is its puzzle and its ``when``), the newest ``MAX_ATTEMPTS`` kept; the learner's rating is the one
after the latest attempt of that union (each side rated from what it had read, so the other side's last change
is in the history but not added to the rating); a puzzle's rating is the one of the side whose latest attempt on
it is the later (ours on a tie).

Nothing kept is lost: the file is replaced whole or not at all (``innovation_nb.files``), and a save first reads
the file again and merges it, under a lock, so two records on one file (two notebooks, two kernels) keep both
solves. A file that is not a record is never overwritten; a shelf or a class table skips an unreadable file and
names it in ``.problems``.
"""
from __future__ import annotations

import contextlib
import datetime as _dt
import os
import stat
import warnings
from html import escape
from pathlib import Path
from typing import Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..documents import MAX_CHARS, parse_json
from ..errors import InnovationError, clip, first_problem, shorten
from ..files import read_limited, write_atomic
from .model import LIBRARY, SUFFIXES, Puzzle
from .rating import Rating

# The library's topics, in the order the notebooks teach them.
TOPICS = ("The four actions", "Board, splays and moving cards", "Dogma: sharing and demands",
          "Special achievements", "How the game ends", "Planning", "Artifacts of History",
          "Echoes of the Past", "Cities of Destiny")
OTHER = "Other puzzles"
DEFAULT_FILE = "puzzle-progress.json"
MAX_BYTES = MAX_CHARS  # a record is a few kilobytes; anything bigger is not one
# a full record stays within MAX_BYTES: about 200 bytes an attempt, 140 a solve, 120 a puzzle's rating
MAX_ATTEMPTS = 2500  # the trainer's attempts kept (the newest)
MAX_SOLVED = 1500
MAX_RATED = 2000  # puzzles whose rating a record keeps (those met most recently)

try:  # POSIX: a save locks its file against another process's save
    import fcntl
except ImportError:  # pragma: no cover - Windows: saves still merge, without the lock
    fcntl = None


class RecordError(InnovationError):
    """A progress file that cannot be read (not JSON, not a record, too big)."""


class Solved(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str = Field(max_length=200)
    moves: list[Union[str, int, bool, None, list[str]]] = Field(default_factory=list, max_length=200)
    when: str = Field(max_length=40)


class Attempt(BaseModel):
    """One result of the trainer: the puzzle, solved or not, when (ISO time to the microsecond: with the puzzle,
    what tells two attempts apart), and the learner's rating after it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    puzzle: str = Field(max_length=200)
    solved: bool
    when: str = Field(max_length=40)
    rating: float = Field(ge=-10_000, le=10_000)
    rd: float = Field(gt=0, le=1000)
    vol: float = Field(gt=0, le=10)

    @property
    def key(self) -> tuple[str, str]:
        return self.puzzle, self.when

    def after(self) -> Rating:
        return Rating(rating=self.rating, rd=self.rd, vol=self.vol)


class RecordFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1, 2] = 1
    learner: Optional[str] = Field(None, max_length=100)
    solved: dict[str, Solved] = Field(default_factory=dict, max_length=MAX_SOLVED)
    # the trainer's (version 2; absent from a version-1 file)
    rating: Optional[Rating] = None
    attempts: list[Attempt] = Field(default_factory=list, max_length=MAX_ATTEMPTS)
    puzzles: dict[str, Rating] = Field(default_factory=dict, max_length=MAX_RATED)

    def training(self) -> bool:
        return self.rating is not None or bool(self.attempts) or bool(self.puzzles)

    def to_text(self) -> str:
        """The file's text: a record with no rating stays a version-1 file, as before the trainer."""
        if self.training():
            return self.model_copy(update={"version": 2}).model_dump_json(indent=1) + "\n"
        return self.model_dump_json(indent=1, include={"version", "learner", "solved"}) + "\n"


def _name(path) -> str:
    return clip(str(path), 120)


def _valid(make, where: str = ""):
    """``make()``, with pydantic's error as a RecordError naming the field."""
    try:
        return make()
    except ValidationError as e:
        raise RecordError(f"{clip(where + first_problem(e))}") from None


def _read(path: Path) -> RecordFile:
    try:
        # a device or a pipe never ends (or never opens): only a regular file can be a record
        if not stat.S_ISREG(path.stat().st_mode):
            raise RecordError(f"{_name(path)}: not a progress file (not a regular file)")
        raw = read_limited(path, MAX_BYTES)
    except OSError as e:
        raise RecordError(f"cannot read {_name(path)}: {clip(e.strerror or e)}") from None
    if len(raw) > MAX_BYTES:
        raise RecordError(f"{_name(path)}: too big for a progress file (more than {MAX_BYTES:,} bytes)")
    # depth-limited before json parses it (innovation_nb.documents)
    data = parse_json(raw, lambda field, problem: RecordError(f"{_name(path)}: not a JSON progress file "
                                                              f"({clip(problem)})"))
    try:
        return RecordFile.model_validate(data)
    except ValidationError as e:
        raise RecordError(f"{_name(path)}: {clip(first_problem(e))}") from None


def _now() -> str:
    return _dt.datetime.now().isoformat(timespec="microseconds")


@contextlib.contextmanager
def _locked(path: Path):
    """Hold an exclusive lock on a hidden file beside ``path`` (``.name.lock``), so that two processes never
    interleave their read-merge-write of one record. Where no lock can be had (no fcntl, a read-only folder), the
    save goes on unlocked: the write itself still fails or succeeds whole."""
    if fcntl is None:
        yield
        return
    try:
        fd = os.open(path.with_name(f".{path.name}.lock"), os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock; the lock file stays (removing it would race another saver)


def _merge(ours: dict[str, Solved], theirs: dict[str, Solved]) -> dict[str, Solved]:
    """Every puzzle solved in either; for one solved in both, the earlier solve (the first solve stays, as in
    ``mark``), the file's on a tie."""
    merged = dict(theirs)
    for name, entry in ours.items():
        if name not in merged or entry.when < merged[name].when:
            merged[name] = entry
    return merged


def _latest(attempts: list[Attempt], puzzle: Optional[str] = None) -> Optional[Attempt]:
    mine = [a for a in attempts if puzzle is None or a.puzzle == puzzle]
    return max(mine, key=lambda a: a.when) if mine else None


def _merge_training(ours: RecordFile, disk: RecordFile) -> dict:
    """The trainer's fields of two records merged (the rule is in the module's text)."""
    union = {a.key: a for a in disk.attempts}
    union.update({a.key: a for a in ours.attempts})
    attempts = sorted(union.values(), key=lambda a: (a.when, a.puzzle))[-MAX_ATTEMPTS:]
    last = _latest(attempts)
    rating = last.after() if last is not None else (ours.rating or disk.rating)
    puzzles = dict(disk.puzzles)
    for name, r in ours.puzzles.items():
        mine, theirs = _latest(ours.attempts, name), _latest(disk.attempts, name)
        if name not in puzzles or theirs is None or (mine is not None and mine.when >= theirs.when):
            puzzles[name] = r
    if len(puzzles) > MAX_RATED:  # the puzzles met longest ago go first
        met = {a.puzzle: a.when for a in attempts}
        puzzles = dict(sorted(puzzles.items(), key=lambda kv: met.get(kv[0], ""))[-MAX_RATED:])
    return {"rating": rating, "attempts": attempts, "puzzles": puzzles}


class PuzzleRecord:
    """Which puzzles one learner has solved. ``path``: the JSON file (read if it exists, written at the first
    solve); ``learner``: a name to put in it (students who share their file with a teacher). Give it to
    ``PuzzleWidget(..., record=record)`` and every solve is kept, with its moves.

    Each save merges what the file holds by then: a solve written by another record on the same file stays (the
    earlier of two solves of one puzzle), one another record forgot stays forgotten, and the learner's name is the
    one given here or else the file's. A file that is not a record (corrupt, hand-edited wrongly) is never overwritten:
    the save raises :class:`RecordError` and the record stays as it was."""

    def __init__(self, path: Union[str, Path] = DEFAULT_FILE, learner: Optional[str] = None):
        self.path = Path(path)
        data = _read(self.path) if self.path.exists() else RecordFile()
        if learner is not None:
            data = _valid(lambda: data.model_validate({**data.model_dump(), "learner": learner}))
        self._data = data
        self._named = learner is not None  # a name given here wins over the file's at a save
        self._seen = set(data.solved) if self.path.exists() else set()  # the solves the file held when last read

    @property
    def learner(self) -> Optional[str]:
        return self._data.learner

    @property
    def solved(self) -> dict[str, Solved]:
        return dict(self._data.solved)

    def __contains__(self, name: str) -> bool:
        return name in self._data.solved

    # -- the trainer's ratings -----------------------------------------------------------------------------
    @property
    def rating(self) -> Optional[Rating]:
        """The learner's Glicko-2 rating (None before the first attempt)."""
        return self._data.rating

    @property
    def attempts(self) -> list[Attempt]:
        """Every attempt kept, oldest first."""
        return list(self._data.attempts)

    @property
    def puzzle_ratings(self) -> dict[str, Rating]:
        """The puzzles this learner has met, as rated by their attempts."""
        return dict(self._data.puzzles)

    def attempt(self, puzzle: Puzzle, solved: bool, learner: Rating, puzzle_rating: Rating,
                moves: Optional[list] = None) -> Attempt:
        """Keep one attempt at ``puzzle`` with the ratings after it (``learner``'s and the puzzle's); a solve is
        also kept as solved (with ``moves``), as ``mark`` does. The file is written at once."""
        name = puzzle.name or puzzle.title
        entry = _valid(lambda: Attempt(puzzle=name, solved=bool(solved), when=_now(), rating=learner.rating,
                                       rd=learner.rd, vol=learner.vol), "attempts.")
        solves = self._data.solved
        if solved and name not in solves:
            when = entry.when[:16]  # to the minute, like mark()
            solves = {**solves, name: _valid(lambda: Solved(title=puzzle.title, moves=list(moves or []), when=when),
                                             f"solved.{name}.")}
        training = {"rating": learner, "attempts": [*self._data.attempts, entry],
                    "puzzles": {**self._data.puzzles, name: puzzle_rating}}
        self._save(solves, training=training)
        return entry

    def mark(self, puzzle: Puzzle, moves: list) -> None:
        """Keep ``puzzle`` as solved by ``moves`` (the first solve stays; the file is written at once)."""
        name = puzzle.name or puzzle.title
        if name in self._data.solved:
            return
        when = _dt.datetime.now().replace(microsecond=0).isoformat(timespec="minutes")
        entry = _valid(lambda: Solved(title=puzzle.title, moves=list(moves), when=when), f"solved.{name}.")
        self._save({**self._data.solved, name: entry})

    def forget(self, name: str) -> None:
        """Remove ``name``'s solve, here and in the file (where another record may have written it)."""
        if name in self._data.solved or self.path.exists():
            self._save({k: v for k, v in self._data.solved.items() if k != name}, forget=name)

    def save(self) -> None:
        """Write the record, merged with what the file holds now (see the class)."""
        self._save(self._data.solved)

    def _save(self, solved: dict[str, Solved], forget: Optional[str] = None, training: Optional[dict] = None) -> None:
        # builds the new state aside and adopts it only once it is on disk: a failed save changes nothing
        ours = self._data
        if training is not None:
            ours = _valid(lambda: RecordFile(version=2, learner=ours.learner, solved=ours.solved, **training))
        target = Path(os.path.realpath(self.path))  # a link keeps pointing at the file it names
        with _locked(target):
            disk = RecordFile()
            if target.exists():
                try:
                    disk = _read(target)
                except RecordError as e:
                    raise RecordError(f"{e} — not saved, so as not to overwrite it: move the file away or fix "
                                      f"it, then save again") from None
                # a solve the file held when last read here and holds no more was forgotten by another record
                solved = {k: v for k, v in solved.items() if k in disk.solved or k not in self._seen}
            kept = {k: v for k, v in disk.solved.items() if k != forget}
            learner = self._data.learner if self._named or disk.learner is None else disk.learner
            data = _valid(lambda: RecordFile(version=1, learner=learner, solved=_merge(solved, kept),
                                             **_merge_training(ours, disk)))
            try:
                write_atomic(target, data.to_text())
            except OSError as e:
                raise RecordError(f"cannot write {_name(self.path)}: {clip(e.strerror or e)}") from None
        self._data = data
        self._seen = set(data.solved)

    def _repr_html_(self) -> str:
        return shelf(self)._repr_html_()

    def __repr__(self) -> str:
        who = f"{self.learner}: " if self.learner else ""
        rated = f", rated {self.rating.text()}" if self.rating is not None else ""
        return f"<PuzzleRecord {self.path.name}: {who}{len(self._data.solved)} solved{rated}>"


def _problem(problems: list, path, error) -> None:
    """Note an unreadable file: a warning now, and an entry in ``problems`` to show with the table."""
    message = clip(str(error).removeprefix(f"{_name(path)}: "))  # the file is named once
    problems.append((Path(path), message))
    warnings.warn(f"skipped {_name(path)}: {message}", stacklevel=3)


# -- the library, grouped --------------------------------------------------------------------------------------
def _puzzles(folder=None, problems: Optional[list] = None) -> list[Puzzle]:
    """The puzzles of ``folder`` (default: the library); a file that cannot be read is skipped and noted in
    ``problems`` (one bad file must not hide a whole class's puzzles)."""
    problems = [] if problems is None else problems
    if folder is None:
        paths = [LIBRARY / n for n in sorted(p.name for p in LIBRARY.iterdir() if p.suffix.lower() in SUFFIXES)]
    else:
        folder = Path(folder)
        if not folder.is_dir():
            raise RecordError(f"{shorten(str(folder))} is not a folder of puzzle files")
        paths = [p for p in sorted(folder.iterdir()) if p.suffix.lower() in SUFFIXES]
    puzzles = []
    for path in paths:
        try:
            if not path.is_file():  # a folder, a device or a pipe named like a puzzle: never opened
                raise RecordError("not a puzzle file (not a regular file)")
            puzzles.append(Puzzle.from_file(path))
        except InnovationError as e:
            _problem(problems, path, e)
    return puzzles


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
    """The puzzles (the library, or a folder of your own) grouped by topic, with a tick for each solved one.
    ``problems``: ``(path, what is wrong)`` for each puzzle file that could not be read (and is left out)."""

    def __init__(self, record: Optional[PuzzleRecord] = None, folder=None):
        self.record = record
        self.problems: list[tuple[Path, str]] = []
        self.groups = grouped(_puzzles(folder, self.problems))

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
                f"</table>{_problems_html(self.problems)}</div>")

    def __repr__(self) -> str:
        rows = [f"{r['topic']:<32} {'x' if r['solved'] else ' '} {r['name']}" for r in self.rows()]
        return "\n".join(rows + [f"skipped {p.name}: {m}" for p, m in self.problems])


def shelf(record: Optional[PuzzleRecord] = None, folder=None) -> Shelf:
    """The puzzle library (or ``folder``'s puzzle files) grouped by topic, with ``record``'s solved puzzles
    ticked. Shown as a table in a notebook."""
    return Shelf(record, folder)


# -- a class ---------------------------------------------------------------------------------------------------
class ClassProgress:
    """Several learners' records side by side: one row per learner, one column per puzzle solved by anyone.
    ``problems``: ``(path, what is wrong)`` for each file that could not be read (and is left out of the table)."""

    def __init__(self, paths):
        paths = [Path(p) for p in paths]
        if not paths:
            raise RecordError("no progress files: give the paths of the files your students sent")
        self.records: list[tuple[str, RecordFile]] = []
        self.problems: list[tuple[Path, str]] = []
        for path in paths:
            try:
                self.records.append((path.stem, _read(path)))
            except RecordError as e:
                _problem(self.problems, path, e)
        self.puzzles = sorted({n for _, r in self.records for n in r.solved})

    def table(self) -> dict[str, list[str]]:
        """{learner: [solved puzzle names]} (the learner's name from the file, else the file's name)."""
        return {(r.learner or stem): sorted(r.solved) for stem, r in self.records}

    def _repr_html_(self) -> str:
        head = "".join(f"<th><code>{escape(p)}</code></th>" for p in self.puzzles)
        body = "".join(
            f"<tr><th>{escape(name)}</th>" + "".join(f"<td>{'✓' if p in done else ''}</td>" for p in self.puzzles)
            + f"<td><b>{len(done)}</b></td></tr>" for name, done in self.table().items())
        return (f"<table class='inb-class'><tr><th></th>{head}<th>solved</th></tr>{body}</table>"
                f"{_problems_html(self.problems)}")


def _problems_html(problems: list[tuple[Path, str]]) -> str:
    if not problems:
        return ""
    items = "".join(f"<li><code>{escape(p.name)}</code>: {escape(m)}</li>" for p, m in problems)
    return f"<div class='inb-problems'>Left out, because they could not be read:<ul>{items}</ul></div>"


def class_progress(paths_or_folder) -> ClassProgress:
    """The records in ``paths_or_folder`` (a folder of ``*.json`` files, or a list of paths), as one table."""
    if isinstance(paths_or_folder, (str, Path)) and Path(paths_or_folder).is_dir():
        paths = sorted(Path(paths_or_folder).glob("*.json"))
    else:
        paths = [paths_or_folder] if isinstance(paths_or_folder, (str, Path)) else list(paths_or_folder)
    return ClassProgress(paths)


__all__ = ["Attempt", "ClassProgress", "PuzzleRecord", "RecordError", "Shelf", "TOPICS", "class_progress", "grouped",
           "shelf"]
