"""The trainer: serves a learner the next right puzzle of a pack and rates both with Glicko-2.

    >>> from innovation_nb.puzzles import Trainer
    >>> t = Trainer(themes=["demand", "sharing-bonus"], sets=["base"])      # doctest: +SKIP
    >>> p = t.next()                        # a Puzzle: play it (PuzzleWidget, check, ...)   # doctest: +SKIP
    >>> t.attempt(solved=True)              # the learner's rating after it                 # doctest: +SKIP
    >>> t.rating.text()                                                                  # doctest: +SKIP
    '1,688 ± 290'

**Which puzzle comes next** is ``pick``'s choice among the puzzles of the filter that the learner has not solved
(the record's ``solved``; ``candidates``): one never tried, rated within ``WINDOW`` (150) of the learner's rating
less ``OFFSET`` (50), where a learner solves about 57 %; the window widens by as much again on each side only when
nothing is left inside it, so a learner who has outrun the puzzles above is served the nearest below; once every
puzzle has been tried, the one missed longest ago. Within the window, variety: the goal the learner was served least
recently (of the ``RECENT`` puzzles served last), then the kind of first action; of those that tie, one drawn by a
random generator seeded with ``seed``, the number of attempts made (all counted) and the number of puzzles served so
far: the same record and the same calls serve the same puzzles. The puzzle just served comes again only when it is
the only one left.

A puzzle's rating is its own, moved by every attempt at it: it starts from the pack's (``pack.filled``: its
``rating`` column, else the formula of its difficulty, ``rating.puzzle_rating``) and is moved by the learner's
attempts, or, for a record on a class's shelf (``PuzzleRecord(path, shelf=folder)``), by every learner's attempts
there (``record.ClassShelf``). Everything is kept in the learner's record file (``record.PuzzleRecord``): the pack
file itself is only read.

**An attempt begins at the learner's first move** (``begin``): it is written to the record then, so that an undo back
to the start, ``next()``, a kernel restart or a closed notebook counts it not solved; its result (``attempt``) rates
it, once. An attempt begun and never finished is rated not solved by the next Trainer that opens the record
(``settled`` names them), against the puzzle's rating as the record then holds it.

**Missed puzzles come back** (``schedule``): a miss gives the puzzle a card in the record's review schedule (FSRS),
and every later attempt at it reviews the card; when one is due, ``next()`` serves it before a new puzzle, at most
every third puzzle (``schedule.EVERY``), even one solved since (``review`` says it is one).

**A table made by hand** (a teacher's class set) needs only the ``puzzle`` column; a missing name, difficulty,
themes or sets reads as its default (``pack.filled``). A puzzle is known by its row's ``name`` everywhere: it is
the name of the Puzzle served, and the record keeps its solve, attempts and rating under it. Two rows of one name
are refused. A puzzle that cannot be loaded is skipped when drawn (another is drawn instead) and left out of the
trainer from then on, with a warning and an entry ``(name, what is wrong)`` in ``Trainer.problems``.
"""

from __future__ import annotations

import datetime as _dt
import math
import random
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Union

import pandas as pd

from ..errors import FieldError, InnovationError, clip, shorten
from . import pack as packs
from .model import Puzzle
from .modes import MODES, STREAK_START, Run
from .rating import LEARNER, START_VOL, Rating, after_attempt, puzzle_rating
from .record import DEFAULT_FILE, Pending, PuzzleRecord
from .schedule import EVERY, due, reviewed
from .strengths import ThemeResult, by_theme
from .themes import THEMES

OFFSET = 50.0  # the puzzles served aim this far below the learner's rating: solved about 57 % of the time
WINDOW = 150.0  # ... within this of the aim, wider by as much again on each side only when nothing is left inside
RECENT = 20  # the puzzles served last, whose goals and first actions the next one should differ from
NEEDED = ("puzzle",)  # the columns a pack table must have: every other has a default (pack.filled)


class TrainerError(packs.PackError):
    """A filter that leaves no puzzle to serve, or a result given with no puzzle served. ``field`` names the
    filter (``themes``, ``sets``, or both) or ``attempt``."""


def _frame(pack) -> pd.DataFrame:
    """The columns the trainer reads (``pack.filled``) of the whole pack table: the shipped pack (None), a pack
    file's, or a table given (``pack.load(as_frame=True)``, a teacher's class set)."""
    if pack is None or isinstance(pack, (str, Path)):
        table = packs.load_frame(pack)
    elif isinstance(pack, pd.DataFrame):
        missing = [c for c in NEEDED if c not in pack.columns]
        if missing:
            raise packs.PackError(
                "pack",
                f"this table is not a puzzle pack: it lacks the column(s) "
                f"{', '.join(missing)} (give pack.load(as_frame=True) or a pack file)",
            )
        table = pack
    else:
        raise packs.PackError(
            "pack",
            f"a pack file's path, a table from pack.load(as_frame=True), or None for the "
            f"pack shipped with innovation_nb, not {shorten(type(pack).__name__)}",
        )
    df = packs.filled(table)
    first: dict[str, int] = {}
    for row, name in enumerate(df["name"]):  # the record keeps a puzzle's solve and rating by its name
        if name in first:
            raise packs.PackError(
                "name",
                f"rows {first[name]} and {row} are both named {shorten(name)}: each "
                f"puzzle needs a name of its own (its solve and rating are kept by it)",
            )
        first[name] = row
    return df


@dataclass(frozen=True)
class Candidate:
    """A puzzle that may be served: its ``name``, its ``rating`` now (as the learner sees it), its ``goal``'s kind
    and the kind of its ``first`` action (``dogma``, ``meld``, ...; None where the pack does not say), and ``last``,
    the number of the learner's last attempt at it (None: never tried; 0: tried before the attempts the record
    lists)."""

    name: str
    rating: float
    goal: Optional[str] = None
    first: Optional[str] = None
    last: Optional[int] = None


def _since(recent: Sequence[Candidate], value, of) -> int:
    """How many puzzles were served since the last of ``recent`` whose ``of`` is ``value`` (more than all: none)."""
    for back, c in enumerate(reversed(recent)):
        if of(c) == value:
            return back
    return len(recent) + 1


def pick(
    candidates: Sequence[Candidate], learner: Union[Rating, float], recent: Sequence[Candidate] = (), *, seed=0
) -> Optional[Candidate]:
    """The puzzle to serve, of ``candidates`` (the learner's unsolved puzzles), to a learner rated ``learner`` (a
    :class:`Rating` or a number) who was served ``recent`` last (oldest first); None when there is no candidate.

    - **Where**: the puzzles never tried rated within ``WINDOW`` of the aim, the learner's rating less ``OFFSET``
      (about 57 % solved); when none is left inside, the window widens by ``WINDOW`` on each side, again and again,
      until one is: so when nothing is left above the learner, it goes on downward.
    - **Variety**: of those, the ones whose goal was served least recently among ``recent``, of them the ones
      whose first action's kind was, and of those one drawn by a random generator seeded with ``seed``.
    - **Once every candidate has been tried**, the one missed longest ago (the lowest ``last``; then by name).

    The puzzle served last (``recent[-1]``) comes again only when it is the only candidate."""
    if not candidates:
        return None
    aim = float(learner.rating if isinstance(learner, Rating) else learner) - OFFSET
    just = recent[-1].name if recent else None
    others = [c for c in candidates if c.name != just] or list(candidates)
    fresh = [c for c in others if c.last is None]
    if not fresh:
        return min(others, key=lambda c: (c.last, c.name))
    nearest = min(abs(c.rating - aim) for c in fresh)
    half = WINDOW * max(1, math.ceil(nearest / WINDOW))
    inside = [c for c in fresh if abs(c.rating - aim) <= half]
    ranks = [(_since(recent, c.goal, lambda r: r.goal), _since(recent, c.first, lambda r: r.first)) for c in inside]
    best = max(ranks)
    varied = sorted((c for c, r in zip(inside, ranks) if r == best), key=lambda c: c.name)
    return random.Random(str(seed)).choice(varied)


def _kind(move) -> Optional[str]:
    """The kind of a first move (``dogma Writing`` → ``dogma``)."""
    return move.split()[0] if isinstance(move, str) and move.strip() else None


def _what(error: InnovationError) -> str:
    """What is wrong, in one line: of several problems, the first (and how many more)."""
    text = str(error)
    if isinstance(error, FieldError) and len(error.errors) > 1:
        field, message = error.errors[0]
        text = f"{field + ': ' if field else ''}{message} (and {len(error.errors) - 1} more)"
    return clip(" ".join(text.split()), 200)


def describe_filter(themes, sets) -> str:
    """The filter in words: "themes demand or tuck, sets base and echoes" / "anything"."""
    parts = []
    if themes is not None:
        parts.append("themes " + " or ".join(themes))
    if sets is not None:
        parts.append("sets " + " and ".join(sorted(set(sets) | {"base"}, key=packs.SETS.index)))
    return ", ".join(parts) or "anything"


class Trainer:
    """Serve ``pack``'s puzzles (None: the shipped pack; a pack file; or a table from
    ``pack.load(as_frame=True)``), filtered by ``themes`` (puzzles with at least one of them) and ``sets`` (the sets
    you play: puzzles that need no other), nearest the learner's rating first; ``record``: the learner's
    :class:`PuzzleRecord` or its file, where the ratings and every attempt are kept.

    ``next()`` serves a puzzle, ``attempt(solved)`` records its result (one per puzzle served) and updates both
    ratings; ``rating`` is the learner's. ``clock``: what tells the time now (an aware datetime; the review
    schedule's), the system's clock in UTC unless given. A filter that is not one raises the pack's ``PackError``
    naming it.
    ``frame`` is the pack's table as the trainer reads it (``pack.filled``); ``problems`` lists ``(name, what is
    wrong)`` for each puzzle skipped because it cannot be loaded."""

    def __init__(
        self,
        pack=None,
        *,
        themes=None,
        sets=None,
        record: Union[str, Path, PuzzleRecord] = DEFAULT_FILE,
        seed: int = 0,
        clock: Optional[Callable[[], _dt.datetime]] = None,
    ):
        self.frame = _frame(pack)
        self.record = record if isinstance(record, PuzzleRecord) else PuzzleRecord(record)
        self.seed = seed
        self.clock = clock or (lambda: _dt.datetime.now(_dt.timezone.utc))
        self.puzzle: Optional[Puzzle] = None  # the puzzle served
        self.review = False  # the puzzle served is a missed one come back for review (``schedule``)
        self._since_review = EVERY - 1  # puzzles served since the last review: the first served may be one
        self.run = Run("rated", start=0.0)  # the mode and its run (``modes``)
        self.result: Optional[bool] = None  # its result, once given
        self.pending: Optional[Pending] = None  # its attempt, begun at the first move and not finished yet
        self._served = 0
        self._puzzles: dict[str, Puzzle] = {}
        self.problems: list[tuple[str, str]] = []
        df = self.frame
        # each puzzle's starting rating (the pack's), and what variety tells apart
        self._start = {
            n: Rating(rating=r, rd=d, vol=START_VOL)
            for n, r, d in zip(df["name"], df["rating"], df["rating_deviation"])
        }
        self._kinds = {n: (g, _kind(f)) for n, g, f in zip(df["name"], df["goal"], df["first_move"])}
        self._recent = [a.puzzle for a in self.record.attempts[-RECENT:]]  # the puzzles served last, oldest first
        self.filter(themes=themes, sets=sets)
        self.settled = self._settle()

    # -- the filter ------------------------------------------------------------------------------------------
    def filter(self, themes=None, sets=None) -> int:
        """Serve from the puzzles with any of ``themes`` and needing no other sets than ``sets`` (None: any);
        returns how many there are. A filter that matches no puzzle is refused (the one before stays)."""
        themes = None if themes is None else packs._names("themes", themes, tuple(THEMES))
        sets = None if sets is None else packs._names("sets", sets, packs.SETS)
        df = self.frame
        keep = pd.Series(True, index=df.index)
        if themes:
            keep &= df["themes"].map(lambda ts: any(t in themes for t in ts)).astype(bool)
        if sets is not None:
            allowed = set(sets) | {"base"}
            keep &= df["sets"].map(lambda ss: set(ss) <= allowed).astype(bool)
        pool = df[keep.to_numpy()]
        if not len(pool):
            field = ", ".join(f for f, v in (("themes", themes), ("sets", sets)) if v is not None) or "pack"
            raise TrainerError(
                field, f"no puzzle of this pack has {describe_filter(themes, sets)}: choose other themes or sets"
            )
        self.themes, self.sets, self.pool = (list(themes) if themes else None), sets, pool
        return len(pool)

    @property
    def filter_text(self) -> str:
        return describe_filter(self.themes, self.sets)

    def themes_in_pack(self) -> dict[str, int]:
        """Each theme of the pack with its number of puzzles (most first)."""
        counts: dict[str, int] = {}
        for ts in self.frame["themes"]:
            for t in ts:
                counts[t] = counts.get(t, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def your_themes(self) -> list[ThemeResult]:
        """The learner's success at each theme of the pack, from every rated attempt, weakest first
        (``strengths.by_theme``)."""
        themes_of = dict(zip(self.frame["name"], (list(t) for t in self.frame["themes"])))
        return by_theme(self.record.results, themes_of)

    def sets_in_pack(self) -> list[str]:
        found = {s for ss in self.frame["sets"] for s in ss} | {"base"}
        return [s for s in packs.SETS if s in found]

    # -- ratings ---------------------------------------------------------------------------------------------
    @property
    def rating(self) -> Rating:
        """The learner's rating (a new learner's, 1500 ± 350, before any attempt)."""
        return self.record.rating or LEARNER

    def start_rating(self, name: str) -> Rating:
        """A puzzle's starting rating: the pack's (``pack.filled``), a new learner's for a name not in it."""
        return self._start.get(name) or puzzle_rating(None)

    def puzzle_ratings(self) -> dict[str, Rating]:
        """The puzzles whose rating attempts have moved, as the learner sees them now: by their own attempts, or on
        a class's shelf by every learner's there (``PuzzleRecord.ratings_seen``); the others are at their start."""
        return self.record.ratings_seen(self.start_rating)

    def puzzle_rating(self, name: str) -> Rating:
        """A puzzle's rating now: as attempts moved it (``puzzle_ratings``), else its starting one."""
        return self.puzzle_ratings().get(name) or self.start_rating(name)

    @property
    def served(self) -> int:
        """How many puzzles this trainer has served."""
        return self._served

    @property
    def solved_in_pool(self) -> int:
        solved = self.record.solved
        return sum(1 for n in self.pool["name"] if n in solved)

    # -- serving ---------------------------------------------------------------------------------------------
    def _candidate(self, name: str, rated: dict[str, Rating], last: dict[str, int]) -> Candidate:
        goal, first = self._kinds.get(name, (None, None))
        return Candidate(name, (rated.get(name) or self.start_rating(name)).rating, goal, first, last.get(name))

    def _last_attempts(self) -> dict[str, int]:
        """The number of the learner's last attempt at each puzzle met (0: before the attempts listed)."""
        last = dict.fromkeys(self.record.results, 0)
        last.update((a.puzzle, a.n) for a in self.record.attempts)
        return last

    def candidates(self) -> list[Candidate]:
        """The unsolved puzzles of the filter, in the pack's order, as ``pick`` reads them."""
        return self._served_from(self.puzzle_ratings(), self._last_attempts())[0]

    def recent(self) -> list[Candidate]:
        """The ``RECENT`` puzzles served last (by this trainer, else the record's last attempts), oldest first."""
        return self._served_from(self.puzzle_ratings(), self._last_attempts())[1]

    def _served_from(self, rated, last) -> tuple[list[Candidate], list[Candidate]]:
        """``candidates`` and ``recent`` from the same ratings (a shelf's are read once for both)."""
        solved = self.record.solved
        near = [self._candidate(n, rated, last) for n in self.pool["name"] if n not in solved]
        return near, [self._candidate(n, rated, last) for n in self._recent[-RECENT:]]

    def next(self) -> Puzzle:
        """Serve the next puzzle (see the module's text) and return it. Raises :class:`TrainerError` when every
        puzzle of the filter is solved or none left can be loaded, and the record's ``RecordError`` when its result
        could not be saved (before the learner plays it, not after)."""
        if self.pending is not None and self.result is None and not self.run.over:  # an attempt begun is not a skip
            self.attempt(False)
        if self.run.over:  # a streak missed, a timed run's time up: the next puzzle begins a new run
            self.start(self.run.mode)
        puzzle = None
        review = False
        while puzzle is None:  # one that cannot be loaded is left out, and another drawn
            name = None if not self.run.rated else self._due()
            review = name is not None
            name = name or (self._draw() if self.run.rated else self._ramp())
            self.record.check_writable(name)
            puzzle = self._load(name)
        if not self.run.rated:
            self.run.served_one(puzzle.name, self.puzzle_rating(puzzle.name).rating)
        self.pending = None
        self._since_review = 0 if review else self._since_review + 1
        self.review = review
        self.puzzle = puzzle
        self.result = None
        self._served += 1
        self._recent = [*self._recent[1 - RECENT :], puzzle.name]
        return self.puzzle

    # -- modes -----------------------------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        """``rated``, ``streak`` or ``timed`` (``modes``)."""
        return self.run.mode

    def start(self, mode: str) -> Run:
        """Begin a run of ``mode`` (``modes.MODES``); the puzzle served stays until ``next()``. An attempt open in
        a rated run is counted not solved first (a new mode is not a way out of it)."""
        if mode not in MODES:
            raise TrainerError("mode", f"the modes are {', '.join(MODES)}, not {shorten(str(mode))}")
        if self.pending is not None and self.result is None and not self.run.over and self.run.rated:
            self.attempt(False)
        if not self.run.rated and not self.run.over and self.run.score:  # a run left: its score so far counts
            self.record.keep_best(self.run.mode, self.run.score)
        self.pending = None
        self.run = Run(mode, start=self.rating.rating - STREAK_START)
        return self.run

    def tick(self, elapsed: float) -> bool:
        """The time elapsed in a timed run (the front end's clock); True when it ends the run now: an attempt open
        then counts nothing, and the score is kept when it is the best."""
        if not self.run.tick(elapsed):
            return False
        self.pending = None
        self.record.keep_best("timed", self.run.score)
        return True

    def _ramp(self) -> str:
        """The next puzzle of a streak or timed run: a little harder than the last (``Run.pick``)."""
        rated = self.puzzle_ratings()
        ratings = [((rated.get(n) or self.start_rating(n)).rating, n) for n in self.pool["name"]]
        if self.puzzle is not None and len(ratings) > 1:  # a new run does not begin with the puzzle just served
            ratings = [c for c in ratings if c[1] != self.puzzle.name]
        name = self.run.pick(ratings)
        if name is None:
            raise TrainerError(
                self._filter_field(), f"this run has served every puzzle of {self.filter_text}: choose other themes"
            )
        return name

    def due(self) -> list[str]:
        """The puzzles of the filter due for review now, due longest first (``schedule.due``)."""
        return due(self.record.schedule, self.clock(), among=set(self.pool["name"]))

    def _due(self) -> Optional[str]:
        """The puzzle due for review longest to serve now, if any and if ``EVERY`` puzzles have been served since
        the last review (never the puzzle just served)."""
        if self._since_review < EVERY - 1:
            return None
        names = [n for n in self.due() if self.puzzle is None or n != self.puzzle.name]
        return names[0] if names else None

    def _draw(self) -> str:
        """The name of the next puzzle to serve (``pick``)."""
        near, recent = self._served_from(self.puzzle_ratings(), self._last_attempts())
        if not near and not len(self.pool):
            raise TrainerError(
                self._filter_field(),
                f"no puzzle of {self.filter_text} can be loaded "
                f"(Trainer.problems says why): choose other themes or sets",
            )
        if not near:
            raise TrainerError(
                self._filter_field(),
                f"you have solved every puzzle of {self.filter_text} ({len(self.pool)}): choose other themes or sets",
            )
        seed = f"{self.seed}:{self.record.total.attempts}:{self._served}"
        return pick(near, self.rating, recent, seed=seed).name

    def _filter_field(self) -> str:
        return ", ".join(f for f, v in (("themes", self.themes), ("sets", self.sets)) if v is not None) or "pack"

    def _load(self, name: str) -> Optional[Puzzle]:
        """The puzzle ``name``, named as its row; None when it cannot be loaded, and then left out."""
        if name not in self._puzzles:
            text = self.frame.loc[self.frame["name"] == name, "puzzle"].iloc[0]
            try:
                self._puzzles[name] = packs.puzzle_of(text, name)
            except InnovationError as e:
                self._leave_out(name, _what(e))
                return None
        return self._puzzles[name]

    def _leave_out(self, name: str, problem: str) -> None:
        """Never serve ``name`` again here, and say why (a warning, and ``problems``)."""
        self.problems.append((name, problem))
        self.frame = self.frame[self.frame["name"] != name]
        self.pool = self.pool[self.pool["name"] != name]
        warnings.warn(f"skipped puzzle {name}: it cannot be loaded ({problem})", stacklevel=4)

    # -- attempts --------------------------------------------------------------------------------------------
    def begin(self) -> Pending:
        """Begin the attempt at the puzzle served (the learner's first move): it is kept in the record at once, so
        that it counts whatever comes next — finished by ``attempt``, counted not solved by ``next()`` or, should
        the kernel stop first, by the next trainer that opens the record. Once begun, it stays begun (an undo back
        to the start takes nothing back)."""
        if self.puzzle is None:
            raise TrainerError("attempt", "no puzzle is served yet: call next() first")
        if self.result is not None:
            raise TrainerError("attempt", "this puzzle's result is given already: call next()")
        if self.run.over:
            raise TrainerError("attempt", f"this {self.run.mode} run is over ({self.run.why}): call next()")
        if self.pending is None and not self.run.rated:  # unrated: kept in the run, written nowhere
            it = self.puzzle_rating(self.puzzle.name)
            self.pending = Pending(puzzle=self.puzzle.name, when="", rating=it.rating, rd=it.rd, vol=it.vol)
        if self.pending is None:
            self.pending = self.record.begin(self.puzzle.name, self.puzzle_rating(self.puzzle.name))
        return self.pending

    def attempt(self, solved: bool, moves: Optional[list] = None) -> Rating:
        """Record the result of the puzzle served (one result per puzzle served), finishing its attempt (begun with
        ``begin``, or now), and update the learner's and the puzzle's ratings, once: returns the learner's new
        rating. ``moves``: the line played (kept with a solve)."""
        if self.puzzle is None:
            raise TrainerError("attempt", "no puzzle is served yet: call next() first")
        if self.result is not None:
            raise TrainerError(
                "attempt",
                f"this puzzle's result is given already ({'solved' if self.result else 'not solved'}): call next()",
            )
        if not self.run.rated:
            return self._unrated(bool(solved), moves)
        me, it = after_attempt(self.rating, self.puzzle_rating(self.puzzle.name), bool(solved))
        card = reviewed(self.record.schedule.get(self.puzzle.name), bool(solved), self.clock())
        self.record.attempt(self.puzzle, bool(solved), me, it, moves=moves, pending=self.pending, review=card)
        self.result = bool(solved)
        self.pending = None
        return self.rating

    def _unrated(self, solved: bool, moves: Optional[list]) -> Rating:
        """A result in a streak or timed run: the run counts it, and a streak that ends keeps its score when it is
        the best. Nothing else is written (not even a solve: the rated queue still serves the puzzle), and the
        rating does not move."""
        if self.run.over:
            raise TrainerError("attempt", f"this {self.run.mode} run is over ({self.run.why}): call next()")
        self.run.result(solved)
        if self.run.over and self.run.mode == "streak":
            self.record.keep_best("streak", self.run.score)
        self.result = solved
        self.pending = None
        return self.rating

    def _settle(self) -> list[str]:
        """Count each attempt the record holds as begun and never finished (a kernel stopped, a notebook closed)
        as not solved, rated once, against the puzzle's rating as the record knows it (else as it was when the
        attempt began); returns their puzzles' names."""
        settled = []
        for p in self.record.pending:
            me, it = after_attempt(self.rating, self.record.puzzle_ratings.get(p.puzzle) or p.rated(), False)
            card = reviewed(self.record.schedule.get(p.puzzle), False, self.clock())
            self.record.attempt(p.puzzle, False, me, it, pending=p, review=card)
            settled.append(p.puzzle)
        return settled

    def __repr__(self) -> str:
        return (
            f"<Trainer {self.filter_text}: {len(self.pool)} puzzles, {self.solved_in_pool} solved; "
            f"your rating {self.rating.text()}>"
        )


__all__ = ["OFFSET", "RECENT", "WINDOW", "Candidate", "Trainer", "TrainerError", "describe_filter", "pick"]
