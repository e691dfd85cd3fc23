"""A learner's record of solved puzzles, kept in a JSON file beside the notebook, and the views built on it: the
library grouped by topic with what is solved (``shelf``), and a class's records side by side (``class_progress``) for
a teacher who collects the files.

The file (``puzzle-progress.json`` by default)::

    {"version": 1, "learner": "Ann",
     "solved": {"sharing-bonus": {"title": "The free draw", "moves": ["dogma Writing"], "when": "2025-05-04T10:12"}}}

The trainer (``innovation_nb.puzzles.trainer``) keeps its ratings in the same file, which then says ``"version": 3``
and holds four more fields, each optional (a version-1 file is read as a record with no rating yet)::

     "rating": {"rating": 1512.3, "rd": 180.2, "vol": 0.06},      the learner's Glicko-2 rating now
     "attempts": [{"n": 1, "puzzle": "starter-00012-041", "solved": true, "when": "2025-05-04T10:14:03.120512",
                   "rating": 1512.3, "rd": 180.2, "vol": 0.06}, ...],  the newest attempts, numbered, each with the
                                                                     learner's rating after it
     "puzzles": {"starter-00012-041": {"rating": 1580.1, "rd": 230.4, "vol": 0.06, "n": 1}},  every puzzle met, as
                                                                     rated here, with the attempt that rated it last
     "earlier": {"n": 0, "puzzles": {"starter-00012-041": {"attempts": 3, "solved": 1}}}  the attempts no longer
                                                                     listed (those numbered up to n), counted

and, written only when they hold something (so a record without them reads as before):

     "pending": [{"puzzle": "starter-00031-007", "when": "...", "rating": 1601.0, "rd": 250.0, "vol": 0.06}],
                  attempts begun (the learner's first move) and not finished: the next trainer counts each not solved
     "schedule": {"starter-00012-041": {"state": 2, "stability": 3.1, "difficulty": 6.2, "due": "2025-05-07T10:14:03
                  +00:00", ...}}  each missed puzzle's card in the review schedule (FSRS, ``innovation_nb.puzzles.
                  schedule``)
     "best": {"streak": 7, "timed": 12}  the best score of each unrated mode (``innovation_nb.puzzles.modes``)

**An attempt begins at the learner's first move** and is written then, as pending (``begin``); its result finishes
it (``attempt(..., pending=...)``: the attempt keeps the time it began, and is rated once). One never finished (the
kernel stopped, the notebook closed) is counted not solved by the next trainer that opens the record.

**Attempts are numbered** (``n``: 1, 2, 3, ... in the order they were saved) and the numbers order them, never the
clock: ``when`` is only information, since a clock can go back (daylight saving ends, a clock set right, two machines
that disagree). A save numbers each attempt the file does not hold yet after the highest number it sees, on disk or
here, under the file's lock; so the learner's rating is always the one after the attempt saved last.

**A record grows for years.** The newest ``MAX_ATTEMPTS`` (2,500) attempts are listed in full; older ones are
counted in ``earlier``, per puzzle (attempts and solves), and the list keeps its length. Summarised rather than kept,
because every attempt's save reads the whole file again, merges it and writes it, under the lock: 100,000 attempts
at the 4,123 puzzles of the shipped pack, all solved, kept in full are a file of 20 MB whose save of one more attempt
took 5 s; summarised, they are 1.8 MB and the save takes 0.4 s. What a learner's statistics need stays: the number
of attempts and solves (``PuzzleRecord.total``), the same per puzzle met (``results``), each puzzle's rating and the
learner's. A record holds up to ``MAX_PUZZLES`` (100,000) puzzles met, and as many solved: each attempt may meet a
new puzzle, so a record takes 100,000 attempts whatever they are, and any number more at the puzzles it has met
(such a record, 100,000 puzzles met and solved, is 34 MB and a save takes 10 to 20 s). The reader's limits,
``MAX_BYTES`` and ``MAX_VALUES``, follow from this schema (``_limits``): the largest entry of each list and mapping
(every string at its longest and of the characters written longest, every number at its longest) times its most
entries, so a record the trainer wrote is never too big to be read again: about 2 GB and 21 million values, most of
them the lines of 100,000 solves at their longest; a file is refused from its size before it is read. A record
that cannot take another attempt (not a record, in a folder that cannot be written, full) says so before a puzzle is
served (``check_writable``), not when its result comes.

**Earlier versions** are read as they are: a version-2 file's attempts are numbered by their place in it (the
version-2 trainer kept them in the order of their ``when``), and a puzzle's rating by the last attempt at it listed
(0 when none is); its ratings within the bounds version 2 accepted (``OLD_LIMITS``) are brought within today's,
``rating.BOUNDS`` (the version-2 trainer could write a deviation above 350, after many attempts that told little);
beyond those, the file is refused, naming the field. The first save writes version 3.

Two records saving one file at once (two kernels training) merge like this: the attempts are the union of both (one
attempt is its puzzle and its ``when``), numbered as above; ``earlier`` is the one that counts further (the file's,
unless the file was put back to an older copy); the learner's rating is the one after the attempt numbered last
(each side rated from what it had read, so the other side's last change is in the history but not added to the
rating); a puzzle's rating is the one given by the later-numbered attempt at it; the attempts begun are the file's
(one it no longer holds was finished elsewhere) with this side's new one; a puzzle's review card is the one reviewed
at the later-numbered attempt (then the more often); each best score is the higher.

**A class's shelf** (``ClassShelf``: the folder of its learners' record files, the ones ``class_progress`` reads) rates
the puzzles together. A record given a ``shelf`` sees each puzzle's rating from every attempt at it by any learner
of the shelf, its own included (``ratings_seen``); alone, it sees the ratings its own attempts gave (``puzzles``).
Each learner still writes only their own file. The shelf's rating of a puzzle is its starting one (the pack's)
moved by those attempts one after another (``rating.replayed``), each against the learner's rating before it (the
one after the attempt their record lists before it; a new learner's before the first), in an order that depends
neither on a clock nor on the order the files are read in: by the attempt's number, then the file's name (then its
time and result, so that no two attempts tie). So the learners' ``k``-th attempts come together, as they would
when a class trains at one pace. Only the attempts a record lists take part: those counted in ``earlier`` no
longer move the shelf's ratings (nor does the first one listed after them, whose rating before is not kept).

Nothing kept is lost: the file is replaced whole or not at all (``innovation_nb.files``), and a save first reads
the file again and merges it, under a lock, so two records on one file (two notebooks, two kernels) keep both
solves. A file that is not a record is never overwritten, nor is anything that is not a regular file (a folder, a
pipe, a device, or a link to one); a shelf or a class table skips an unreadable file and names it in ``.problems``.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import math
import os
import stat
import warnings
from collections.abc import Callable, Iterable
from html import escape
from pathlib import Path
from typing import Annotated, Literal, Optional, Union

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from ..documents import parse_json
from ..errors import InnovationError, clip, first_problem, shorten, shown_path
from ..files import read_limited, reason, write_atomic
from . import rating as _rating
from .model import LIBRARY, SUFFIXES, Puzzle
from .rating import BOUNDS, Rating, replayed

# The library's topics, in the order the notebooks teach them.
TOPICS = (
    "The four actions",
    "Board, splays and moving cards",
    "Dogma: sharing and demands",
    "Special achievements",
    "How the game ends",
    "Planning",
    "Artifacts of History",
    "Echoes of the Past",
    "Cities of Destiny",
)
OTHER = "Other puzzles"
DEFAULT_FILE = "puzzle-progress.json"
VERSION = 3  # a record with ratings; one without is still written as version 1
NAME = 255  # characters of a puzzle's name, as many as a file's name can have (a key of solved, puzzles, earlier)
TITLE = 200  # characters of a solved puzzle's title
WHEN = 40  # characters of a time
LEARNER = 100  # characters of the learner's name
MAX_MOVES = 200  # entries of a solve's line
MAX_LINE = 2_000  # characters of a solve's line in all
MAX_ATTEMPTS = 2_500  # attempts listed in full (the newest); the earlier ones are counted in "earlier"
MAX_PUZZLES = 100_000  # puzzles a record can have met, and solved: each attempt may meet a new one
MAX_COUNT = 10**9  # an attempt's number, and a count of attempts
MAX_PENDING = 100  # attempts begun and not finished, at once (one per trainer open on the record)
MAX_STABILITY = 1e9  # days: a review card's stability (FSRS's grows with each good review; far beyond a lifetime)
MODES = ("streak", "timed")  # the modes whose best score a record keeps (innovation_nb.puzzles.modes)
# what versions 1 and 2 accepted of a rating (rd and vol above 0); a value within these but outside rating.BOUNDS
# is brought within
OLD_LIMITS = {"rating": (-10_000.0, 10_000.0), "rd": (math.ulp(0.0), 1000.0), "vol": (math.ulp(0.0), 10.0)}

try:  # POSIX: a save locks its file against another process's save
    import fcntl
except ImportError:  # pragma: no cover - Windows: saves still merge, without the lock
    fcntl = None


class RecordError(InnovationError):
    """A progress file that cannot be read or written (not JSON, not a record, not a file, too big, full)."""


def _within(field: str, value):
    """A rating's ``field`` as a file holds it, brought within ``rating.BOUNDS`` when it lies within what versions 1
    and 2 accepted (``OLD_LIMITS``: their trainer could write that); anything else is left for the validation to
    refuse, naming the field."""
    (lo, hi), (old_lo, old_hi) = BOUNDS[field], OLD_LIMITS[field]
    if isinstance(value, (int, float)) and not isinstance(value, bool) and old_lo <= value <= old_hi:
        return min(hi, max(lo, float(value)))
    return value


def _within_bounds(data):
    return {k: _within(k, v) if k in BOUNDS else v for k, v in data.items()} if isinstance(data, dict) else data


def _kept(field: str):
    """The type of a rating's ``field`` in a file: within ``rating.BOUNDS``, after ``_within``."""
    lo, hi = BOUNDS[field]
    return Annotated[float, BeforeValidator(lambda v: _within(field, v)), Field(ge=lo, le=hi)]


Name = Annotated[str, Field(max_length=NAME)]


class Solved(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str = Field(max_length=TITLE)
    moves: list[str] = Field(default_factory=list, max_length=MAX_MOVES)
    when: str = Field(max_length=WHEN)

    @field_validator("moves")
    @classmethod
    def _line(cls, moves: list[str]) -> list[str]:
        length = sum(len(m) for m in moves)
        if length > MAX_LINE:
            raise ValueError(f"a line of {length:,} characters; a solve keeps at most {MAX_LINE:,}")
        return moves


class Attempt(BaseModel):
    """One result of the trainer: its number ``n`` (what orders the attempts; None until it is saved), the puzzle,
    solved or not, when (ISO time to the microsecond, as information: a clock can go back), and the learner's
    rating after it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    n: Optional[int] = Field(None, ge=1, le=MAX_COUNT)
    puzzle: Name
    solved: bool
    when: str = Field(max_length=WHEN)
    rating: _kept("rating")
    rd: _kept("rd")
    vol: _kept("vol")

    @property
    def key(self) -> tuple[str, str]:
        """What tells two attempts apart: the puzzle and the time (a number is given again when a file is put back)."""
        return self.puzzle, self.when

    def after(self) -> Rating:
        return Rating(rating=self.rating, rd=self.rd, vol=self.vol)


class Met(BaseModel):
    """A puzzle met: its rating here, and ``n``, the number of the attempt that rated it last (0: not known; None
    in a file before version 3, until the file's attempts give it)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rating: _kept("rating")
    rd: _kept("rd")
    vol: _kept("vol")
    n: Optional[int] = Field(None, ge=0, le=MAX_COUNT)

    def rated(self) -> Rating:
        return Rating.model_construct(rating=self.rating, rd=self.rd, vol=self.vol)  # validated, to the same bounds


class Tally(BaseModel):
    """How many attempts, and how many of them solved."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    attempts: int = Field(0, ge=0, le=MAX_COUNT)
    solved: int = Field(0, ge=0, le=MAX_COUNT)

    def add(self, solved: bool) -> Tally:
        return Tally(attempts=self.attempts + 1, solved=self.solved + bool(solved))


class Earlier(BaseModel):
    """The attempts no longer listed: those numbered up to ``n``, counted per puzzle."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    n: int = Field(0, ge=0, le=MAX_COUNT)
    puzzles: dict[Name, Tally] = Field(default_factory=dict, max_length=MAX_PUZZLES)


class Pending(BaseModel):
    """An attempt begun (the learner's first move) and not finished yet: its puzzle, when it began (the attempt's
    ``when`` once it is finished), and the puzzle's rating then (to rate it a miss should it never be finished)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    puzzle: Name
    when: str = Field(max_length=WHEN)
    rating: _kept("rating")
    rd: _kept("rd")
    vol: _kept("vol")

    @property
    def key(self) -> tuple[str, str]:
        """The key of the attempt it becomes (``Attempt.key``)."""
        return self.puzzle, self.when

    def rated(self) -> Rating:
        return Rating(rating=self.rating, rd=self.rd, vol=self.vol)


def _time(value: Optional[str]) -> Optional[str]:
    """An ISO time with its zone, as the review schedule writes it; anything else is refused."""
    if value is None:
        return value
    try:
        when = _dt.datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{shorten(value)} is not an ISO time (2025-05-04T10:14:03+00:00)") from None
    if when.tzinfo is None:
        raise ValueError(f"{shorten(value)} has no time zone (2025-05-04T10:14:03+00:00)")
    return value


Time = Annotated[str, Field(max_length=WHEN), AfterValidator(_time)]


class Review(BaseModel):
    """A missed puzzle's place in the review schedule (``innovation_nb.puzzles.schedule``): the FSRS card of the
    ``fsrs`` package without its id — ``state`` (1 learning, 2 review, 3 relearning), ``step``, ``stability``
    (days), ``difficulty`` (1 .. 10), ``due`` and ``last_review`` (ISO times with their zone) — with ``n``, the
    number of the last attempt when it was reviewed last, and ``reviews``, how often it was (what tells the newer of
    two copies of one puzzle's card apart when two records merge)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    state: int = Field(ge=1, le=3)
    step: Optional[int] = Field(None, ge=0, le=MAX_COUNT)
    stability: Optional[float] = Field(None, ge=0, le=MAX_STABILITY)
    difficulty: Optional[float] = Field(None, ge=0, le=10)
    due: Time
    last_review: Optional[Time] = None
    n: int = Field(0, ge=0, le=MAX_COUNT)
    reviews: int = Field(0, ge=0, le=MAX_COUNT)

    def newer(self, other: "Review") -> bool:
        return (self.n, self.reviews) > (other.n, other.reviews)


class Best(BaseModel):
    """The best score of each unrated mode: the longest ``streak``, the most puzzles solved in one ``timed`` run."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    streak: int = Field(0, ge=0, le=MAX_COUNT)
    timed: int = Field(0, ge=0, le=MAX_COUNT)

    def empty(self) -> bool:
        return not (self.streak or self.timed)

    def at_least(self, other: "Best") -> "Best":
        return Best(**{m: max(getattr(self, m), getattr(other, m)) for m in MODES})


class RecordFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1, 2, 3] = 1
    learner: Optional[str] = Field(None, max_length=LEARNER)
    solved: dict[Name, Solved] = Field(default_factory=dict, max_length=MAX_PUZZLES)
    # the trainer's (versions 2 and 3; absent from a version-1 file)
    rating: Optional[Annotated[Rating, BeforeValidator(_within_bounds)]] = None
    attempts: list[Attempt] = Field(default_factory=list, max_length=MAX_ATTEMPTS)
    puzzles: dict[Name, Met] = Field(default_factory=dict, max_length=MAX_PUZZLES)
    earlier: Earlier = Field(default_factory=Earlier)
    # the trainer's too, each optional in version 3 (an earlier reader refuses a file holding one, naming it)
    pending: list[Pending] = Field(default_factory=list, max_length=MAX_PENDING)
    schedule: dict[Name, Review] = Field(default_factory=dict, max_length=MAX_PUZZLES)
    best: Best = Field(default_factory=Best)

    @field_validator("attempts")
    @classmethod
    def _numbered(cls, attempts: list[Attempt]) -> list[Attempt]:
        """Before version 3 the attempts had no number: their place in the file gives one."""
        if attempts and all(a.n is None for a in attempts):
            return [a.model_copy(update={"n": i}) for i, a in enumerate(attempts, 1)]
        for i, a in enumerate(attempts):
            if a.n is None:
                raise ValueError(f"attempt {i} has no number n, and others have one")
            if i and a.n <= attempts[i - 1].n:
                raise ValueError(
                    f"attempt {i} is numbered {a.n}, after {attempts[i - 1].n}: the attempts are "
                    f"listed in the order of their numbers"
                )
        return attempts

    @field_validator("puzzles")
    @classmethod
    def _rated_by(cls, puzzles: dict[str, Met], info: ValidationInfo) -> dict[str, Met]:
        """Before version 3 a puzzle's rating had no number: the last attempt at it listed gives one (0: none)."""
        if any(m.n is None for m in puzzles.values()):
            last = {a.puzzle: a.n for a in info.data.get("attempts") or []}
            puzzles = {
                k: m if m.n is not None else m.model_copy(update={"n": last.get(k, 0)}) for k, m in puzzles.items()
            }
        return puzzles

    @field_validator("earlier")
    @classmethod
    def _before_the_listed(cls, earlier: Earlier, info: ValidationInfo) -> Earlier:
        attempts = info.data.get("attempts") or []
        if attempts and attempts[0].n <= earlier.n:
            raise ValueError(
                f"it counts the attempts numbered up to {earlier.n}, but attempt {attempts[0].n} is listed as well"
            )
        return earlier

    def training(self) -> bool:
        return (
            self.rating is not None
            or bool(self.attempts)
            or bool(self.puzzles)
            or bool(self.pending)
            or bool(self.schedule)
            or not self.best.empty()
        )

    def results(self) -> dict[str, Tally]:
        """Each puzzle met: its attempts and solves, the listed ones and the earlier."""
        out = dict(self.earlier.puzzles)
        for a in self.attempts:
            out[a.puzzle] = out.get(a.puzzle, Tally()).add(a.solved)
        return out

    def last_number(self) -> int:
        return self.attempts[-1].n if self.attempts else self.earlier.n

    def to_text(self) -> str:
        """The file's text: a record with no rating stays a version-1 file, as before the trainer; the fields added
        to version 3 since (``pending``, ``schedule``, ``best``) are written only when they hold something, so that
        a record without them reads as before in every version 3 reader."""
        if self.training():
            empty = {k for k in ("pending", "schedule") if not getattr(self, k)} | (
                {"best"} if self.best.empty() else set()
            )
            return self.model_copy(update={"version": VERSION}).model_dump_json(indent=1, exclude=empty) + "\n"
        return self.model_dump_json(indent=1, include={"version", "learner", "solved"}) + "\n"


# -- the reader's limits, from the schema -------------------------------------------------------------------------
_WIDEST = "\x00"  # a character the file writes as six (\u0000): a string of it is the longest of its length
_LONGEST = -2.2250738585072014e-308  # a number written with the most characters a float takes (24)


def _largest(entries: dict[str, int]) -> RecordFile:
    """A record at its largest: every string at its longest and of the widest character, every number at its
    longest, with ``entries[field]`` entries in the list or mapping ``field`` (one in the others)."""

    def keys(field):  # distinct names, each as wide as one can be
        return [_WIDEST * (NAME - 1) + chr(1 + i) for i in range(entries.get(field, 1))]

    widest = {"rating": _LONGEST, "rd": _LONGEST, "vol": _LONGEST}
    solve = Solved.model_construct(
        title=_WIDEST * TITLE, moves=[_WIDEST * (MAX_LINE // MAX_MOVES)] * MAX_MOVES, when=_WIDEST * WHEN
    )
    attempt = Attempt.model_construct(n=MAX_COUNT, puzzle=_WIDEST * NAME, solved=False, when=_WIDEST * WHEN, **widest)
    tally = Tally.model_construct(attempts=MAX_COUNT, solved=MAX_COUNT)
    pending = Pending.model_construct(puzzle=_WIDEST * NAME, when=_WIDEST * WHEN, **widest)
    review = Review.model_construct(
        state=1,
        step=MAX_COUNT,
        stability=_LONGEST,
        difficulty=_LONGEST,
        due=_WIDEST * WHEN,
        last_review=_WIDEST * WHEN,
        n=MAX_COUNT,
        reviews=MAX_COUNT,
    )
    return RecordFile.model_construct(
        version=VERSION,
        learner=_WIDEST * LEARNER,
        solved={k: solve for k in keys("solved")},
        rating=Rating.model_construct(**widest),
        attempts=[attempt] * entries.get("attempts", 1),
        puzzles={k: Met.model_construct(n=MAX_COUNT, **widest) for k in keys("puzzles")},
        earlier=Earlier.model_construct(n=MAX_COUNT, puzzles={k: tally for k in keys("earlier")}),
        pending=[pending] * entries.get("pending", 1),
        schedule={k: review for k in keys("schedule")},
        best=Best.model_construct(streak=MAX_COUNT, timed=MAX_COUNT),
    )


def _size(record: RecordFile) -> tuple[int, int]:
    """The bytes of ``record``'s file, and its values as ``documents.parse_json`` counts them (every mapping, list
    and value)."""
    text = record.to_text()
    values, stack = 0, [json.loads(text)]
    while stack:
        x = stack.pop()
        values += 1
        stack.extend(x.values() if isinstance(x, dict) else x if isinstance(x, list) else ())
    return len(text.encode("utf-8")), values


def _limits() -> tuple[int, int]:
    """The most bytes and values a record's file can hold: the largest record with one entry in each list and
    mapping, and for each, its most entries less one times what one more entry adds."""
    one = _size(_largest({}))
    most = list(one)
    for field, entries in (
        ("solved", MAX_PUZZLES),
        ("attempts", MAX_ATTEMPTS),
        ("puzzles", MAX_PUZZLES),
        ("earlier", MAX_PUZZLES),
        ("pending", MAX_PENDING),
        ("schedule", MAX_PUZZLES),
    ):
        two = _size(_largest({field: 2}))
        most = [m + (entries - 1) * (t - o) for m, t, o in zip(most, two, one)]
    return most[0], most[1]


MAX_BYTES, MAX_VALUES = _limits()


# -- the file ------------------------------------------------------------------------------------------------
def _name(path) -> str:
    return shown_path(path, 120)


def _valid(make, where: str = ""):
    """``make()``, with pydantic's error as a RecordError naming the field."""
    try:
        return make()
    except ValidationError as e:
        raise RecordError(f"{clip(where + first_problem(e))}") from None


def _regular(path: Path) -> bool:
    """Whether a regular file is at ``path`` (False: nothing is). Anything else there is refused as a RecordError
    (a folder; a pipe or a device, which would never end or never open), and so is a path no file can have (too
    long, or holding a NUL character), each said in a few words rather than with the path in full."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return False
    except (OSError, ValueError) as e:  # a path no file can have (too long, a NUL character), or unreadable
        raise RecordError(f"cannot read {_name(path)}: {reason(e)}") from None
    if stat.S_ISDIR(mode):
        raise RecordError(f"{_name(path)}: not a progress file (a folder)")
    if not stat.S_ISREG(mode):
        raise RecordError(f"{_name(path)}: not a progress file (a pipe or a device, not a regular file)")
    return True


def _target(path: Path) -> Path:
    """The file a save writes: a link keeps pointing at the file it names."""
    try:
        return Path(os.path.realpath(path))
    except ValueError as e:  # a NUL character
        raise RecordError(f"{_name(path)}: {reason(e)}") from None


def _stamp(path: Path) -> Optional[tuple[int, int, int]]:
    """What changes when a file is written (its inode, size and time), to tell whether it changed since."""
    try:
        s = path.stat()
    except (OSError, ValueError):
        return None
    return s.st_ino, s.st_size, s.st_mtime_ns


def _read(path: Path) -> RecordFile:
    if not _regular(path):
        raise RecordError(f"cannot read {_name(path)}: there is no such file")
    too_big = RecordError(f"{_name(path)}: too big for a progress file (more than {MAX_BYTES:,} bytes)")
    try:
        if path.stat().st_size > MAX_BYTES:  # said before reading it; read_limited stops there if it grows
            raise too_big
        raw = read_limited(path, MAX_BYTES)
    except OSError as e:
        raise RecordError(f"cannot read {_name(path)}: {reason(e)}") from None
    if len(raw) > MAX_BYTES:
        raise too_big
    # depth-limited before json parses it (innovation_nb.documents), within the limits of a record's schema
    data = parse_json(
        raw,
        lambda field, problem: RecordError(f"{_name(path)}: not a JSON progress file ({clip(problem)})"),
        max_nodes=MAX_VALUES,
        max_chars=MAX_BYTES,
    )
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


def _fold(earlier: Earlier, attempts: list[Attempt]) -> Earlier:
    """``earlier`` with ``attempts`` (the oldest listed, in order) counted in it."""
    tallies = dict(earlier.puzzles)
    for a in attempts:
        tallies[a.puzzle] = tallies.get(a.puzzle, Tally()).add(a.solved)
    return Earlier(n=attempts[-1].n, puzzles=tallies)


class Change(BaseModel):
    """What one save adds to the trainer's fields: an attempt (``new``, with the puzzle's rating after it), an
    attempt begun (``begin``) or finished (``settle``, the key of its ``Pending``), a puzzle's review card
    (``review``: its name and card, numbered with the attempt saved with it or else the last), a best score."""

    model_config = ConfigDict(arbitrary_types_allowed=True, frozen=True)

    new: Optional[tuple[Attempt, Rating]] = None
    begin: Optional[Pending] = None
    settle: Optional[tuple[str, str]] = None
    review: Optional[tuple[str, Review]] = None
    best: Optional[Best] = None


def _merge_training(
    ours: RecordFile, disk: RecordFile, new: Optional[tuple[Attempt, Rating]] = None, change: Optional[Change] = None
) -> tuple[dict, Optional[Attempt]]:
    """The trainer's fields of two records merged, with ``new`` (an attempt not saved yet, and the puzzle's rating
    after it) numbered after every other, and the rest of ``change``; and that attempt as numbered (None when the
    file holds it already: an attempt is counted once). The rule is in the module's text."""
    change = change or Change(new=new)
    new = change.new
    earlier = disk.earlier if disk.earlier.n >= ours.earlier.n else ours.earlier
    held = {a.key for a in disk.attempts}
    attempts = [a for a in disk.attempts if a.n > earlier.n]
    top = max(disk.last_number(), earlier.n)
    renumbered = {}
    for a in ours.attempts:  # ours that the file lacks (it was put back to an older copy): after the file's own
        if a.key not in held and a.n > earlier.n:
            top = a.n if a.n > top else top + 1
            renumbered[a.n] = top
            attempts.append(a if a.n == top else a.model_copy(update={"n": top}))
    puzzles = dict(disk.puzzles)
    for name, met in ours.puzzles.items():
        n = renumbered.get(met.n, met.n)
        if name not in puzzles or n > puzzles[name].n:
            puzzles[name] = met if n == met.n else met.model_copy(update={"n": n})
    schedule = dict(disk.schedule)
    for name, card in ours.schedule.items():
        n = renumbered.get(card.n, card.n)
        card = card if n == card.n else card.model_copy(update={"n": n})
        if name not in schedule or card.newer(schedule[name]):
            schedule[name] = card
    added = None
    if new is not None and new[0].key not in held:  # a result the file holds already (settled elsewhere) stays
        entry, rated = new
        added = entry.model_copy(update={"n": max(top, ours.last_number()) + 1})
        attempts.append(added)
        puzzles[added.puzzle] = Met(rating=rated.rating, rd=rated.rd, vol=rated.vol, n=added.n)
    if change.review is not None and (new is None or added is not None):
        name, card = change.review
        n = added.n if added is not None else max(top, ours.last_number())
        schedule[name] = card.model_copy(update={"n": n})
    # the attempts begun: the file's (one it no longer holds was finished by another record), less the one finished
    # here, with the one begun here
    pending = [p for p in disk.pending if p.key != change.settle]
    if change.begin is not None:
        if len(pending) >= MAX_PENDING:
            raise RecordError(
                f"{MAX_PENDING} attempts are begun and not finished in this record, the most it keeps: "
                f"open it again in a trainer (which counts them) before training on"
            )
        pending.append(change.begin)
    best = disk.best.at_least(ours.best)
    if change.best is not None:
        best = best.at_least(change.best)
    attempts.sort(key=lambda a: a.n)
    if len(attempts) > MAX_ATTEMPTS:
        earlier = _fold(earlier, attempts[:-MAX_ATTEMPTS])
        attempts = attempts[-MAX_ATTEMPTS:]
    rating = attempts[-1].after() if attempts else (ours.rating or disk.rating)
    training = {"rating": rating, "attempts": attempts, "puzzles": puzzles, "earlier": earlier}
    return {**training, "pending": pending, "schedule": schedule, "best": best}, added


class PuzzleRecord:
    """Which puzzles one learner has solved. ``path``: the JSON file (read if it exists, written at the first
    solve); ``learner``: a name to put in it (students who share their file with a teacher). Give it to
    ``PuzzleWidget(..., record=record)`` and every solve is kept, with its moves.

    Each save merges what the file holds by then: a solve written by another record on the same file stays (the
    earlier of two solves of one puzzle), one another record forgot stays forgotten, and the learner's name is the
    one given here or else the file's. A file that is not a record (corrupt, hand-edited wrongly) is never overwritten:
    the save raises :class:`RecordError` and the record stays as it was.

    ``shelf``: the folder of a class's record files (this one among them or not): the puzzles' ratings this learner
    sees then come from every learner's attempts there (:class:`ClassShelf`, ``ratings_seen``)."""

    def __init__(
        self, path: Union[str, Path] = DEFAULT_FILE, learner: Optional[str] = None, shelf: Union[str, Path, None] = None
    ):
        self.path = Path(path)
        self.shelf = None if shelf is None else ClassShelf(shelf)
        exists = _regular(self.path)
        stamp = _stamp(self.path) if exists else None  # before reading: a change while it is read shows later
        data = _read(self.path) if exists else RecordFile()
        if learner is not None:
            data = _valid(lambda: data.model_validate({**data.model_dump(), "learner": learner}))
        self._named = learner is not None  # a name given here wins over the file's at a save
        self._seen = set(data.solved) if exists else set()  # the solves the file held when last read
        self._adopt(data, stamp)

    def _adopt(self, data: RecordFile, stamp) -> None:
        self._data = data
        self._stamp = stamp  # the file as last read or written here
        self._ratings = {k: m.rated() for k, m in data.puzzles.items()}

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
        """The attempts listed in full, oldest first: the newest ``MAX_ATTEMPTS`` (``total`` counts them all)."""
        return list(self._data.attempts)

    @property
    def total(self) -> Tally:
        """Every attempt this record counts (listed or earlier), and how many were solved."""
        results = self._data.results().values()
        return Tally(attempts=sum(t.attempts for t in results), solved=sum(t.solved for t in results))

    @property
    def results(self) -> dict[str, Tally]:
        """Each puzzle met: its attempts and solves, all counted."""
        return self._data.results()

    @property
    def puzzle_ratings(self) -> dict[str, Rating]:
        """The puzzles this learner has met, as rated by their attempts."""
        return dict(self._ratings)

    def ratings_seen(self, start: Callable[[str], Rating]) -> dict[str, Rating]:
        """The puzzles whose rating attempts have moved from ``start(name)`` (the pack's starting rating), as this
        learner sees them: alone, as rated by their own attempts (``puzzle_ratings``); on a ``shelf``, by every
        learner's attempts there, this record's included (:class:`ClassShelf`). A puzzle not listed is at its
        start."""
        if self.shelf is None:
            return dict(self._ratings)
        return self.shelf.ratings(start, self)

    def check_writable(self, puzzle: Optional[str] = None) -> None:
        """Raise :class:`RecordError` when an attempt at ``puzzle`` (None: at a puzzle not met yet) could not be
        saved now: the file is not a record (or not a file), there is no folder to write it in or it cannot be
        written, or the record is full. The trainer asks before it serves a puzzle, so that a learner hears it
        before playing rather than after solving. The file is read again only if it changed since this record last
        read or wrote it; nothing is written."""
        if puzzle is not None and len(puzzle) > NAME:
            raise RecordError(
                f"{_name(self.path)}: a record keeps puzzles named in at most {NAME} characters, not "
                f"{len(puzzle):,} ({shorten(puzzle, 60)})"
            )
        target = _target(self.path)
        data = self._data
        try:
            if _regular(target) and _stamp(target) != self._stamp:
                data = _read(target)
        except RecordError as e:
            raise RecordError(f"{e} — an attempt could not be saved: move the file away or fix it first") from None
        folder = target.parent
        if not folder.is_dir():
            raise RecordError(f"cannot write {_name(self.path)}: there is no folder {_name(folder)}")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise RecordError(f"cannot write {_name(self.path)}: the folder {_name(folder)} cannot be written")
        met = data.puzzles.keys() | self._data.puzzles.keys()
        solved = data.solved.keys() | self._data.solved.keys()
        counted = data.earlier.puzzles.keys() | self._data.earlier.puzzles.keys()
        for kind, names in (("met", met), ("solved", solved), ("counted", counted)):
            if len(names) >= MAX_PUZZLES and (puzzle is None or puzzle not in names):
                raise RecordError(
                    f"{_name(self.path)}: the record is full: it holds {MAX_PUZZLES:,} puzzles "
                    f"{kind}, the most a record keeps; train on in a new record file"
                )
        if max(data.last_number(), self._data.last_number()) >= MAX_COUNT:
            raise RecordError(
                f"{_name(self.path)}: the record is full: it counts {MAX_COUNT:,} attempts; train on "
                f"in a new record file"
            )

    @property
    def pending(self) -> list[Pending]:
        """The attempts begun (at the learner's first move) and not finished yet, oldest first."""
        return list(self._data.pending)

    @property
    def schedule(self) -> dict[str, Review]:
        """The review schedule: each puzzle missed, with its card (``innovation_nb.puzzles.schedule``)."""
        return dict(self._data.schedule)

    @property
    def best(self) -> Best:
        """The best score of each unrated mode (``streak``, ``timed``)."""
        return self._data.best

    def begin(self, puzzle: str, puzzle_rating: Rating) -> Pending:
        """Keep an attempt at ``puzzle`` as begun (the learner's first move), with the puzzle's rating now; it is
        finished by ``attempt(..., pending=it)``, or else counted not solved by the next trainer that opens the
        record. The file is written at once; returns it."""
        entry = _valid(
            lambda: Pending(
                puzzle=puzzle, when=_now(), rating=puzzle_rating.rating, rd=puzzle_rating.rd, vol=puzzle_rating.vol
            ),
            "pending.",
        )
        self._save(self._data.solved, change=Change(begin=entry))
        return entry

    def attempt(
        self,
        puzzle: Union[Puzzle, str],
        solved: bool,
        learner: Rating,
        puzzle_rating: Rating,
        moves: Optional[list] = None,
        pending: Optional[Pending] = None,
        review: Optional[Review] = None,
    ) -> Optional[Attempt]:
        """Keep one attempt at ``puzzle`` (a Puzzle, or a name for one not solved) with the ratings after it
        (``learner``'s and the puzzle's); a solve is also kept as solved (with ``moves``), as ``mark`` does.
        ``pending``: the attempt as begun (``begin``), finished now: the attempt takes its time, and it is no longer
        pending. ``review``: the puzzle's review card after it. The file is written at once; returns the attempt,
        numbered, or None when the file holds it already (another trainer counted it, not solved, meanwhile)."""
        name = puzzle if isinstance(puzzle, str) else (puzzle.name or puzzle.title)
        when = pending.when if pending is not None else _now()
        entry = _valid(
            lambda: Attempt(
                puzzle=name, solved=bool(solved), when=when, rating=learner.rating, rd=learner.rd, vol=learner.vol
            ),
            "attempts.",
        )
        solves = self._data.solved
        if solved and name not in solves:
            if isinstance(puzzle, str):
                raise RecordError(f"a solve of {shorten(name)} is kept with its title: give the Puzzle")
            at = entry.when[:16]  # to the minute, like mark()
            solves = {
                **solves,
                name: _valid(lambda: Solved(title=puzzle.title, moves=list(moves or []), when=at), f"solved.{name}."),
            }
        change = Change(
            new=(entry, puzzle_rating),
            settle=None if pending is None else pending.key,
            review=None if review is None else (name, review),
        )
        return self._save(solves, change=change)

    def review(self, name: str, card: Review) -> None:
        """Keep ``card`` as ``name``'s place in the review schedule, with no attempt (a solution looked at before
        any move). The file is written at once."""
        self._save(self._data.solved, change=Change(review=(name, card)))

    def keep_best(self, mode: str, score: int) -> Best:
        """Keep ``score`` as ``mode``'s best (``streak`` or ``timed``) when it beats the one kept; returns the best
        scores. The file is written only then."""
        if mode not in MODES:
            raise RecordError(f"a record keeps the best score of {' and '.join(MODES)}, not of {shorten(mode)}")
        if score <= getattr(self._data.best, mode):
            return self._data.best
        best = _valid(lambda: Best(**{**self._data.best.model_dump(), mode: score}), "best.")
        self._save(self._data.solved, change=Change(best=best))
        return self._data.best

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
        if name in self._data.solved or _regular(self.path):
            self._save({k: v for k, v in self._data.solved.items() if k != name}, forget=name)

    def save(self) -> None:
        """Write the record, merged with what the file holds now (see the class)."""
        self._save(self._data.solved)

    def _save(
        self, solved: dict[str, Solved], forget: Optional[str] = None, change: Optional[Change] = None
    ) -> Optional[Attempt]:
        # builds the new state aside and adopts it only once it is on disk: a failed save changes nothing
        target = _target(self.path)
        with _locked(target):
            disk = RecordFile()
            try:
                exists = _regular(target)
                if exists:
                    disk = _read(target)
            except RecordError as e:
                raise RecordError(
                    f"{e} — not saved, so as not to overwrite it: move the file away or fix it, then save again"
                ) from None
            if exists:  # a solve the file held when last read here and holds no more was forgotten by another record
                solved = {k: v for k, v in solved.items() if k in disk.solved or k not in self._seen}
            kept = {k: v for k, v in disk.solved.items() if k != forget}
            learner = self._data.learner if self._named or disk.learner is None else disk.learner
            training, added = _merge_training(self._data, disk, change=change)
            data = _valid(lambda: RecordFile(version=1, learner=learner, solved=_merge(solved, kept), **training))
            try:
                write_atomic(target, data.to_text())
            except OSError as e:
                raise RecordError(f"cannot write {_name(self.path)}: {reason(e, writing=True)}") from None
            stamp = _stamp(target)
        self._seen = set(data.solved)
        self._adopt(data, stamp)
        return added

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
            raise RecordError(f"{shown_path(folder)} is not a folder of puzzle files")
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
        return [
            {
                "topic": t,
                "name": p.name,
                "title": p.title,
                "difficulty": p.difficulty,
                "solved": bool(self.record and p.name in self.record),
            }
            for t, ps in self.groups.items()
            for p in ps
        ]

    def _repr_html_(self) -> str:
        rows = self.rows()
        done = sum(r["solved"] for r in rows)
        who = (self.record.learner or "You") if self.record else None
        head = f"{escape(who)}: {done} of {len(rows)} solved" if who else f"{len(rows)} puzzles"
        cell = "style='text-align:left;padding:2px 10px 2px 0;vertical-align:top'"
        body = []
        for topic, ps in self.groups.items():
            solved = [bool(self.record and p.name in self.record) for p in ps]
            body.append(
                f"<tr><th colspan='4' {cell[:-1]};padding-top:8px'>{escape(topic)} "
                f"<span style='font-weight:400'>({sum(solved)} of {len(ps)})</span></th></tr>"
            )
            body += [
                f"<tr data-puzzle='{escape(p.name or '')}' data-solved='{str(ok).lower()}'>"
                f"<td {cell}>{'✓' if ok else '·'}</td><td {cell}>{escape(p.title)}</td>"
                f"<td {cell}><code>{escape(p.name or '')}</code></td>"
                f"<td {cell}>{'★' * (p.difficulty or 0)}</td></tr>"
                for p, ok in zip(ps, solved)
            ]
        return (
            f"<div class='inb-shelf'><b>{head}</b><table style='border-collapse:collapse'>{''.join(body)}"
            f"</table>{_problems_html(self.problems)}</div>"
        )

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
            f"<tr><th>{escape(name)}</th>"
            + "".join(f"<td>{'✓' if p in done else ''}</td>" for p in self.puzzles)
            + f"<td><b>{len(done)}</b></td></tr>"
            for name, done in self.table().items()
        )
        return (
            f"<table class='inb-class'><tr><th></th>{head}<th>solved</th></tr>{body}</table>"
            f"{_problems_html(self.problems)}"
        )


Played = tuple[Rating, bool]  # an attempt as a puzzle's rating reads it: the learner's rating before it, and solved


def _played(key: str, data: RecordFile) -> Iterable[tuple[str, tuple, Played]]:
    """The attempts ``data`` lists, each as ``(puzzle, where it comes in the shelf's order, (the learner's rating
    before it, solved))``; ``key`` is the record's file name. The rating before an attempt is the one after the
    attempt listed before it, or a new learner's before the first of all; the first listed after earlier ones were
    counted (``earlier``) is left out: its rating before is not kept."""
    before: Optional[Rating] = _rating.LEARNER if data.earlier.n == 0 else None
    for a in data.attempts:
        if before is not None:
            yield a.puzzle, (a.n, key, a.when, a.solved, before.rating, before.rd, before.vol), (before, a.solved)
        before = a.after()


def pooled(records: Iterable[tuple[str, RecordFile]]) -> dict[str, tuple[Played, ...]]:
    """Each puzzle's attempts in ``records`` (``(file name, record)`` pairs, in any order), in the shelf's order: by
    the attempt's number, then the file's name, then its time, result and the learner's rating before it, so that the
    order of ``records`` never changes it (see the module's text)."""
    found: dict[str, list[tuple[tuple, Played]]] = {}
    for key, data in records:
        for puzzle, order, played in _played(key, data):
            found.setdefault(puzzle, []).append((order, played))
    return {name: tuple(p for _, p in sorted(entries, key=lambda e: e[0])) for name, entries in found.items()}


class ClassShelf:
    """A class's shelf: the folder of its learners' record files (``*.json``, the ones ``class_progress`` reads),
    whose attempts rate the puzzles together (see the module's text). Give it to a learner's record
    (``PuzzleRecord(path, shelf=folder)``) and the trainer serves and rates that learner with the shelf's ratings.
    The learners of a shelf train on the same puzzles: a puzzle is known by its name.

    Each file is read again only when it has changed; one that cannot be read is left out, with a warning the first
    time, and named in ``problems`` (``(path, what is wrong)``), as ``class_progress`` does."""

    def __init__(self, folder: Union[str, Path]):
        self.folder = Path(folder)
        try:
            here = self.folder.is_dir()
        except (OSError, ValueError) as e:
            raise RecordError(f"cannot read {_name(self.folder)}: {reason(e)}") from None
        if not here:
            raise RecordError(f"{_name(self.folder)} is not a folder of progress files (a class's shelf)")
        self.problems: list[tuple[Path, str]] = []
        # each file as last read: its stamp, its record (None: unreadable) and what is wrong with it
        self._read: dict[Path, tuple[object, Optional[RecordFile], str]] = {}
        self._seen: list[tuple[str, RecordFile]] = []  # the records the attempts below were pooled from
        self._attempts: dict[str, tuple[Played, ...]] = {}
        self._replays: dict[str, tuple[Rating, tuple[Played, ...], Rating]] = {}  # start, attempts, rating

    def records(self, own: Optional[PuzzleRecord] = None) -> list[tuple[str, RecordFile]]:
        """The shelf's records as ``(file name, record)``, by file name: each readable file of the folder, with
        ``own`` (a learner's record, in the folder or not) as it holds itself now."""
        mine = _target(own.path) if own is not None else None
        out, read, problems = [], {}, []
        for path in sorted(self.folder.glob("*.json")):
            target = _target(path)
            if target == mine:
                continue
            stamp = _stamp(target)
            known = self._read.get(target)
            if known is None or known[0] != stamp:  # read again only when it changed
                try:
                    known = (stamp, _read(target), "")
                except RecordError as e:
                    said: list = []
                    _problem(said, path, e)  # warned once, while the file stays as it is
                    known = (stamp, None, said[0][1])
            read[target] = known
            if known[1] is None:
                problems.append((path, known[2]))
            else:
                out.append((path.name, known[1]))
        self._read, self.problems = read, problems
        if own is not None:
            out.append((own.path.name, own._data))
        return sorted(out, key=lambda r: r[0])

    def attempts(self, own: Optional[PuzzleRecord] = None) -> dict[str, tuple[Played, ...]]:
        """Each puzzle's attempts on the shelf, in the shelf's order (``pooled``); pooled again only when a record
        changed."""
        records = self.records(own)
        same = len(records) == len(self._seen) and all(k == j and d is e for (k, d), (j, e) in zip(records, self._seen))
        if not same:
            self._attempts, self._seen = pooled(records), records
        return self._attempts

    def ratings(self, start: Callable[[str], Rating], own: Optional[PuzzleRecord] = None) -> dict[str, Rating]:
        """Each puzzle attempted on the shelf, rated by every attempt at it from ``start(name)`` (``replayed``)."""
        out = {}
        replays = {}
        for name, played in self.attempts(own).items():
            first = start(name)
            known = self._replays.get(name)
            if known is None or known[0] != first or (known[1] is not played and known[1] != played):
                known = (first, played, replayed(first, played))
            replays[name] = known
            out[name] = known[2]
        self._replays = replays
        return out

    def __repr__(self) -> str:
        return f"<ClassShelf {_name(self.folder)}: {len(self._read)} records>"


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


__all__ = [
    "Attempt",
    "ClassProgress",
    "ClassShelf",
    "PuzzleRecord",
    "RecordError",
    "Shelf",
    "TOPICS",
    "Tally",
    "class_progress",
    "grouped",
    "pooled",
    "shelf",
]
