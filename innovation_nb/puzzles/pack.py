"""Puzzle packs: mined puzzles stored as a table (Parquet), one row per puzzle, each puzzle's position and solution
as its JSON text in the ``puzzle`` column, with what the filters need beside it (themes, sets, difficulty, budget,
goal) and where it came from (game, position, seed; the mining spec in the file's metadata).

    >>> from innovation_nb.puzzles import pack
    >>> pack.load(themes=["demand"], sets=["base"], difficulty=(0.8, 1))      # doctest: +SKIP
    [<Puzzle 'starter-00012-041': ...>, ...]
    >>> pack.load(as_frame=True).groupby("goal").size()                     # doctest: +SKIP

A pack file is written whole or not at all (``innovation_nb.files``) and carries a SHA-256 checksum of its values
and metadata, checked on loading: a damaged or edited file is refused with a :class:`PackError` naming it.

A mined table holds one run (``attrs``: its ``spec``, the ``games`` mined, whether it is ``complete``, and the
puzzles ``dropped`` from it since, by name, each with why: ``scripts/upgrade-packs``). The packs
shipped with the package (``SHIPPED``, each mined by its own spec in ``packs/``) load together as one table whose
``attrs["runs"]`` lists the runs; such a table, or a part of it (a teacher's class set), saves and loads like any.
A pack from which puzzles were dropped after mining (``scripts/check-pack --drop``) says which and why:
``attrs["dropped"]``, each dropped puzzle's name → the check it failed and its reason.

**Columns.** A mined pack has them all (``SCHEMA``). A table made by hand (a teacher's class set of hand-made
puzzles) needs only ``puzzle``, each puzzle as its JSON text: any other value may be None or NaN there (null in a
pack file), or its column left out, and reads as its default (``filled``):

- ``name``: the puzzle's own name, else its title (a name another row has already gets " (2)", " (3)", ...; a
  puzzle that cannot be read is called "row N", its place in the table from 0). The table's name is the puzzle's
  name, whatever name its JSON carries: a teacher may rename the puzzles of a class set;
- ``themes``: none: no theme filter matches the puzzle (it is served when no theme is asked for);
- ``sets``: the base game and the expansions the puzzle's scenario plays (a mined puzzle's sets are those too);
- ``difficulty``: none: no difficulty range matches it, and the trainer starts it at the rating of a puzzle without
  one (``rating.puzzle_rating(None)``, a new learner's);
- ``rating``, ``rating_deviation`` (optional columns, ``RATED``: the puzzle's starting Glicko-2 rating and its
  deviation, as solvers rated it): the starting rating from its difficulty, ``rating.puzzle_rating(difficulty)``
  (``1200 + 2000 × (difficulty − 0.6)`` within 800 .. 2200, ± 250);
- any other (``goal``, ``budget``, ``level``, ``game``, ...): none: a filter on it does not match the puzzle.

A pack file holds the ``RATED`` columns after all the others, or not at all (the packs mined before them): both load.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import math
import numbers
from pathlib import Path
from typing import Optional

import pandas as pd
import pyarrow as pa

from .. import parquet_files
from ..documents import MAX_CHARS, parse_json
from ..errors import InnovationError, clip, shorten, shown_path
from .model import Puzzle
from .rating import BOUNDS, puzzle_rating
from .themes import THEMES

PACKS = Path(__file__).resolve().parent / "packs"
# The packs shipped with the package, in the order they load: packs/NAME.parquet, mined from packs/NAME.yaml.
SHIPPED = ("starter", "variety", "rare", "moments", "display")
META_KEY = b"innovation_nb.pack"
FORMAT = "innovation_nb/puzzle-pack"
VERSION = 1  # one run: its spec, games and completeness in the metadata
RUNS_VERSION = 2  # several runs: a "runs" list of those
RUN_KEYS = (("spec", dict), ("games", list), ("complete", bool))
DROPPED = "dropped"  # a run's puzzles left out since it was mined: {name: why}, when there are any
SETS = ("base", "artifacts", "echoes", "cities")

SCHEMA = pa.schema(
    [
        ("name", pa.string()),
        ("position", pa.string()),
        ("game", pa.int64()),
        ("ply", pa.int64()),
        ("seed", pa.int64()),
        ("goal", pa.string()),
        ("goal_text", pa.string()),
        ("budget", pa.int64()),
        ("first_move", pa.string()),
        ("first_moves", pa.int64()),
        ("themes", pa.list_(pa.string())),
        ("sets", pa.list_(pa.string())),
        ("difficulty", pa.float64()),
        ("level", pa.int64()),
        ("positions", pa.int64()),
        ("solutions", pa.int64()),
        ("greedy", pa.float64()),
        ("title", pa.string()),
        ("hint", pa.string()),
        ("puzzle", pa.string()),
    ]
)
COLUMNS = tuple(SCHEMA.names)
# optional, after the others: a puzzle's starting rating and its deviation (a pack without them, as mined, starts
# each puzzle from its difficulty: ``rating.puzzle_rating``)
RATED = ("rating", "rating_deviation")
RATED_SCHEMA = pa.schema([*SCHEMA, *(pa.field(c, pa.float64()) for c in RATED)])
# the columns ``filled`` gives, defaults applied
FILLED = ("name", "puzzle", "themes", "sets", "difficulty", *RATED, "goal", "first_move")


class PackError(InnovationError):
    """A pack file that cannot be read (missing, not a pack, damaged since it was written), or a filter that
    cannot be applied. ``field`` names the argument (``path`` for the file), ``path`` the file when there is one."""

    def __init__(self, field: str, message: str, path=None):
        self.field = field
        self.message = message
        self.path = path
        super().__init__(f"{field}: {message}" if field else message)

    def __reduce__(self):
        return type(self), (self.field, self.message, self.path)


# -- building -----------------------------------------------------------------------------------------------
def frame(rows: list[dict], spec, games, complete: bool = True) -> pd.DataFrame:
    """The pack table of mined rows: deduplicated by position (the lowest game, then the earliest position,
    stays), sorted by game and position; ``attrs`` holds the ``spec``, the ``games`` mined and ``complete``. (The
    miner keeps one puzzle per idea of it: ``mine.run``.)"""
    df = pd.DataFrame([{c: r[c] for c in COLUMNS} for r in rows], columns=list(COLUMNS))
    if len(df):
        df = df.sort_values(["game", "ply"], kind="stable").drop_duplicates("position", keep="first")
    df = _typed(pa.Table.from_pandas(df, schema=SCHEMA, preserve_index=False))
    df.attrs = {
        "spec": spec.to_dict() if hasattr(spec, "to_dict") else dict(spec),
        "games": sorted(int(g) for g in games),
        "complete": bool(complete),
    }
    return df


def rows(df: pd.DataFrame) -> list[dict]:
    """The rows of a pack table as plain dicts (to mine on from)."""
    return _table(df).to_pylist()


def _typed(table: pa.Table) -> pd.DataFrame:
    return table.to_pandas(types_mapper=pd.ArrowDtype)


def _table(df: pd.DataFrame) -> pa.Table:
    """The pack's columns of ``df`` as a table: ``COLUMNS``, and the ``RATED`` ones too when ``df`` has either."""
    schema = SCHEMA
    if any(c in df.columns for c in RATED):
        schema = RATED_SCHEMA
        df = df.assign(**{c: math.nan for c in RATED if c not in df.columns})
    try:
        table = pa.Table.from_pandas(df[list(schema.names)], schema=schema, preserve_index=False)
        return table.replace_schema_metadata(None)
    except (KeyError, pa.ArrowException, TypeError, ValueError) as e:
        raise PackError("table", f"this is not a pack table: it lacks a pack's columns ({clip(str(e), 200)})") from None


# -- saving and loading -------------------------------------------------------------------------------------
def save(df: pd.DataFrame, path) -> Path:
    """Write a pack table to a Parquet file, with its spec, games and a checksum in the metadata; the file is
    replaced whole (a run stopped while saving leaves the previous one)."""
    table = _table(df)
    runs = runs_of(df)
    if not runs:
        raise PackError("table", "this table does not say which spec it was mined from (df.attrs['spec'])")
    if len(runs) == 1:
        meta = {"format": FORMAT, "version": VERSION, **runs[0]}
    else:
        meta = {"format": FORMAT, "version": RUNS_VERSION, "runs": runs}
    dropped = df.attrs.get("dropped")
    if dropped:
        if not isinstance(dropped, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in dropped.items()
        ):
            raise PackError("table", "df.attrs['dropped'] must map each dropped puzzle's name to why (texts)")
        meta["dropped"] = dict(dropped)
    return parquet_files.write(path, table, meta, META_KEY, checksum, lambda m: PackError("path", m, Path(path)))


def runs_of(df: pd.DataFrame) -> list[dict]:
    """The runs a table's puzzles were mined by: ``[{"spec", "games", "complete"}, ...]`` (empty when it does not
    say)."""
    attrs = df.attrs
    if "runs" in attrs:
        return [dict(r) for r in attrs["runs"]]
    if not isinstance(attrs.get("spec"), dict):
        return []
    run = {"spec": attrs["spec"], "games": list(attrs.get("games", [])), "complete": bool(attrs.get("complete", True))}
    if attrs.get(DROPPED):
        run[DROPPED] = dict(attrs[DROPPED])
    return [run]


def _attrs(runs: list[dict]) -> dict:
    return dict(runs[0]) if len(runs) == 1 else {"runs": runs}


# What a pack file may hold, checked before its values are decoded (parquet_files): a puzzle's JSON is a document
# (documents.MAX_CHARS characters at most, as Puzzle.from_json reads it), the other texts are shorter; a million
# puzzles is 200 times the shipped packs together; and the memory limit follows the file's size.
LIMITS = parquet_files.Limits(rows=1_000_000, text=MAX_CHARS, unit="puzzles", kind="a puzzle pack")


def load_frame(path=None) -> pd.DataFrame:
    """The whole pack table of ``path`` (default: the packs shipped with the package, together), checked against
    its checksum; ``attrs`` holds its spec, games and completeness (for several runs: ``attrs["runs"]``). A file
    that would take far more memory than its size, more puzzles than a pack holds (``LIMITS``) or a text longer
    than a puzzle can be is refused before its values are decoded (``parquet_files``)."""
    if path is None:
        return _shipped()
    path = Path(path)
    name = shown_path(path)
    table, raw = parquet_files.read(
        path, META_KEY, lambda m: PackError("path", m, path), "pack file", "a puzzle pack", LIMITS
    )
    if raw is None:
        raise PackError("path", f"{name} is not a puzzle pack: it has no pack metadata", path)
    meta = parse_json(
        raw,
        lambda field, problem: PackError(
            "path", f"{name}: its pack metadata is not valid JSON ({clip(problem, 200)})", path
        ),
    )
    if not isinstance(meta, dict) or meta.get("format") != FORMAT or meta.get("version") not in (VERSION, RUNS_VERSION):
        kind = meta.get("format") if isinstance(meta, dict) else meta
        raise PackError("path", f"{name}: unknown pack format {shorten(kind)}", path)
    runs = meta.get("runs") if meta["version"] == RUNS_VERSION else [meta]
    if not isinstance(runs, list) or not runs or not all(isinstance(r, dict) for r in runs):
        raise PackError("path", f"{name}: the pack metadata's 'runs' is missing or not a list of runs", path)
    for key, kind in (*RUN_KEYS, ("sha256", str)):
        if not all(isinstance(r.get(key), kind) for r in (runs if key != "sha256" else [meta])):
            raise PackError("path", f"{name}: the pack metadata's {key!r} is missing or not a {kind.__name__}", path)
    saved = meta.pop("sha256")
    dropped = meta.get("dropped", {})
    if not isinstance(dropped, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in dropped.items()):
        raise PackError("path", f"{name}: the pack metadata's 'dropped' is not a mapping of names to reasons", path)
    table = table.replace_schema_metadata(None)
    known = table.schema.equals(SCHEMA) or table.schema.equals(RATED_SCHEMA)
    if not (known and parquet_files.intact(table, meta, saved, checksum)):
        raise PackError(
            "path",
            f"{name} is damaged: its puzzles or metadata no longer match the checksum saved "
            f"with them (the file changed after it was written)",
            path,
        )
    kept = [{key: r[key] for key, _ in RUN_KEYS} | ({DROPPED: r[DROPPED]} if r.get(DROPPED) else {}) for r in runs]
    for r in kept:
        if not isinstance(r.get(DROPPED, {}), dict):
            raise PackError("path", f"{name}: the pack metadata's {DROPPED!r} is not a mapping of names to why", path)
    df = _current_names(_typed(table), kept)
    if dropped and DROPPED not in df.attrs:  # a pack of several runs: what was dropped from the whole
        df.attrs[DROPPED] = dict(dropped)
    return df


def _current_names(df: pd.DataFrame, runs: list[dict]) -> pd.DataFrame:
    """The table with its runs in ``attrs``, the goal kinds named as today (a pack written before the kinds took
    their goals' names says ``special`` for ``claim``, ...: ``mine.kinds.FORMER``), in the ``goal`` column and in
    each run's spec. Saved again, it is written with today's names."""
    from .mine.kinds import FORMER, current

    if df["goal"].isin(list(FORMER)).any():
        df["goal"] = df["goal"].map(lambda g: current(g) if isinstance(g, str) else g).astype(df["goal"].dtype)
    for run in runs:
        kinds = run["spec"].get("goals")
        if isinstance(kinds, list) and any(k in FORMER for k in kinds if isinstance(k, str)):
            run["spec"] = {**run["spec"], "goals": [current(k) if isinstance(k, str) else k for k in kinds]}
    df.attrs = _attrs(runs)
    return df


def _shipped() -> pd.DataFrame:
    """The packs shipped with the package as one table: in ``SHIPPED`` order, a position met twice kept once
    (the first pack's)."""
    frames = [load_frame(PACKS / f"{name}.parquet") for name in SHIPPED]
    if len(frames) == 1:
        return frames[0]
    df = pd.concat(frames, ignore_index=True).drop_duplicates("position", keep="first").reset_index(drop=True)
    df.attrs = _attrs([r for f in frames for r in runs_of(f)])
    dropped = {k: v for f in frames for k, v in f.attrs.get("dropped", {}).items()}
    if dropped:
        df.attrs["dropped"] = dropped
    return df


def checksum(table: pa.Table, meta: dict) -> str:
    """SHA-256 (hex) of the metadata and the table's values row by row (as canonical JSON): the same values give
    the same checksum however Parquet or Arrow lay them out."""
    h = hashlib.sha256()
    h.update(json.dumps(meta, sort_keys=True, separators=(",", ":")).encode())
    h.update(json.dumps(list(table.schema.names)).encode())
    for batch in table.to_batches(max_chunksize=256):  # a few rows as Python objects at a time, not the whole table
        for row in batch.to_pylist():
            h.update(json.dumps(row, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode())
            h.update(b"\n")
    return h.hexdigest()


# -- reading the rows ----------------------------------------------------------------------------------------
def puzzle_of(text, name: Optional[str] = None) -> Puzzle:
    """A row's puzzle, from its ``puzzle`` JSON text, named ``name`` (the row's) when given: the table's name is the
    puzzle's, whatever name its JSON carries."""
    if not isinstance(text, str):
        raise PackError("puzzle", f"the row holds no puzzle ({shorten(text)} where its JSON text should be)")
    puzzle = Puzzle.from_json(text)
    return puzzle if name is None or puzzle.name == name else puzzle.model_copy(update={"name": name})


def _missing(value) -> bool:
    """None, NaN or NA: a value a table made by hand leaves out."""
    return value is None or (pd.api.types.is_scalar(value) and bool(pd.isna(value)))


def _listed(field: str, row: int, value) -> tuple[str, ...]:
    """A row's themes or sets as a tuple of names (one name alone is one)."""
    if isinstance(value, str):
        return (value,)
    if pd.api.types.is_list_like(value) and not isinstance(value, dict) and all(isinstance(x, str) for x in value):
        return tuple(value)
    raise PackError(field, f"row {row}: a list of {field}, not {shorten(value)}")


def _difficulty(row: int, value) -> float:
    if _missing(value):
        return math.nan
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not 0 <= value <= 1:
        raise PackError("difficulty", f"row {row}: a number from 0 (easy) to 1 (hard), not {shorten(value)}")
    return float(value)


def _rated(field: str, row: int, value) -> float:
    """A row's starting ``rating`` or ``rating_deviation`` (NaN: none given), within ``rating.BOUNDS``."""
    if _missing(value):
        return math.nan
    lo, hi = BOUNDS["rating" if field == "rating" else "rd"]
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not lo <= value <= hi:
        what = "a Glicko-2 rating" if field == "rating" else "a rating's deviation"
        raise PackError(field, f"row {row}: {what} from {lo:,.0f} to {hi:,.0f}, not {shorten(value)}")
    return float(value)


def _text(field: str, row: int, value) -> Optional[str]:
    if _missing(value):
        return None
    if not isinstance(value, str):
        raise PackError(field, f"row {row}: text, not {shorten(value)}")
    return value


def _given_name(row: int, value) -> Optional[str]:
    if _missing(value) or (isinstance(value, str) and not value.strip()):
        return None
    if not isinstance(value, str):
        raise PackError("name", f"row {row}: a puzzle's name is text, not {shorten(value)}")
    return value


def filled(df: pd.DataFrame) -> pd.DataFrame:
    """The columns ``FILLED`` of a pack table (``name``, ``puzzle``, ``themes``, ``sets``, ``difficulty``,
    ``rating``, ``rating_deviation``, ``goal``, ``first_move``), a row for each of ``df``'s (with its index), each
    missing value read as its default (see the module's text) and each as plain Python: names as text, themes and
    sets as tuples, difficulties as floats (NaN for none), the starting rating and its deviation as floats (where the
    row gives none, ``rating.puzzle_rating`` of its difficulty's), the goal's kind and the first move as text (None
    for none).

    Only a row without a name or sets loads its puzzle. A value of the wrong kind raises a :class:`PackError`
    naming its column and row (counted from 0); a puzzle that cannot be read is left to whoever serves it."""

    def column(name: str) -> list:
        return df[name].tolist() if name in df.columns else [None] * len(df)

    texts = column("puzzle")
    themes = [() if _missing(v) else _listed("themes", i, v) for i, v in enumerate(column("themes"))]
    difficulty = [_difficulty(i, v) for i, v in enumerate(column("difficulty"))]
    given = {c: [_rated(c, i, v) for i, v in enumerate(column(c))] for c in RATED}
    starts = [puzzle_rating(None if math.isnan(d) else d) for d in difficulty]
    rating = [r if not math.isnan(r) else s.rating for r, s in zip(given["rating"], starts)]
    deviation = [r if not math.isnan(r) else s.rd for r, s in zip(given["rating_deviation"], starts)]
    named = [_given_name(i, v) for i, v in enumerate(column("name"))]
    sets = [None if _missing(v) else _listed("sets", i, v) for i, v in enumerate(column("sets"))]
    taken = {n for n in named if n is not None}
    names = []
    for i, text in enumerate(texts):
        name = named[i]
        if name is None or sets[i] is None:
            try:
                puzzle = puzzle_of(text)
            except InnovationError:
                puzzle = None
            if sets[i] is None:
                sets[i] = ("base", *(puzzle.scenario.expansions if puzzle is not None else ()))
            if name is None:
                name = first = (puzzle.name or puzzle.title) if puzzle is not None else f"row {i}"
                n = 1
                while name in taken:
                    n += 1
                    name = f"{first} ({n})"
                taken.add(name)
        names.append(name)
    return pd.DataFrame(
        {
            "name": names,
            "puzzle": texts,
            "themes": themes,
            "sets": sets,
            "difficulty": difficulty,
            "rating": rating,
            "rating_deviation": deviation,
            "goal": [_text("goal", i, v) for i, v in enumerate(column("goal"))],
            "first_move": [_text("first_move", i, v) for i, v in enumerate(column("first_move"))],
        },
        index=df.index,
    )


def load(
    path=None, *, themes=None, sets=None, difficulty=None, budget=None, goals=None, level=None, as_frame: bool = False
):
    """The puzzles of a pack (default: the packs shipped with the package), filtered:

    ``themes``: a theme or a list — puzzles with at least one of them (``THEMES`` lists them); ``sets``: the
    sets you play — puzzles that need no other (base is always in); ``difficulty``: ``(lo, hi)`` on the 0–1
    estimate; ``level``: 1, 2 or 3, or a list; ``budget``: actions, or a list; ``goals``: goal kinds (win,
    claim, achievements, vulnerable, shares, score, icons, compelled, forecast, fountains, card: ``mine.GOALS``;
    a former name is read as today's, ``mine.kinds.FORMER``).

    A value missing from a row reads as its default (see the module's text): a puzzle without themes matches no
    theme, one without a difficulty no range. Returns a list of :class:`Puzzle` in the pack's order, each named
    as its row, or with ``as_frame=True`` the filtered table."""
    df = load_frame(path)
    read = filled(df)
    keep = pd.Series(True, index=df.index)
    if themes is not None:
        wanted = _names("themes", themes, tuple(THEMES))
        keep &= read["themes"].map(lambda ts: any(t in wanted for t in ts)).astype(bool)
    if sets is not None:
        allowed = set(_names("sets", sets, SETS)) | {"base"}
        keep &= read["sets"].map(lambda ss: set(ss) <= allowed).astype(bool)
    if goals is not None:
        from .mine.kinds import FORMER, KINDS, current

        keep &= df["goal"].isin([current(g) for g in _names("goals", goals, tuple(KINDS) + tuple(FORMER))]).astype(bool)
    if difficulty is not None:
        lo, hi = _range("difficulty", difficulty)
        keep &= ((read["difficulty"] >= lo) & (read["difficulty"] <= hi)).astype(bool)
    if budget is not None:
        keep &= df["budget"].isin(_numbers("budget", budget, (1, 2, 3, 4))).astype(bool)
    if level is not None:
        keep &= df["level"].isin(_numbers("level", level, (1, 2, 3))).astype(bool)
    out = df[keep.to_numpy()]
    out.attrs = dict(df.attrs)
    if as_frame:
        return out
    chosen = read[keep.to_numpy()]
    return [puzzle_of(text, name) for text, name in zip(chosen["puzzle"], chosen["name"])]


def _names(field: str, value, known) -> list[str]:
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, (list, tuple, set, frozenset)) or not all(isinstance(x, str) for x in items):
        raise PackError(field, f"a name or a list of names, got {shorten(value)}")
    for x in items:
        if x not in known:
            guess = difflib.get_close_matches(x, known, n=1, cutoff=0.6)
            hint = f"; did you mean {guess[0]!r}?" if guess else f"; one of {', '.join(known)}"
            raise PackError(field, f"unknown {field[:-1] if field.endswith('s') else field} {shorten(x)}{hint}")
    return list(items)


def _numbers(field: str, value, known) -> list[int]:
    items = [value] if isinstance(value, int) and not isinstance(value, bool) else value
    if not isinstance(items, (list, tuple, set)) or not all(
        isinstance(x, int) and not isinstance(x, bool) and x in known for x in items
    ):
        raise PackError(field, f"one of {', '.join(map(str, known))}, or a list of them, got {shorten(value)}")
    return list(items)


def _range(field: str, value) -> tuple[float, float]:
    ok = (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in value)
        and value[0] <= value[1]
    )
    if not ok:
        raise PackError(field, f"a range (lo, hi) from 0 (easy) to 1 (hard), got {shorten(value)}")
    return float(value[0]), float(value[1])


__all__ = [
    "COLUMNS",
    "FILLED",
    "PACKS",
    "SHIPPED",
    "PackError",
    "RATED",
    "checksum",
    "filled",
    "frame",
    "load",
    "load_frame",
    "puzzle_of",
    "rows",
    "runs_of",
    "save",
]
