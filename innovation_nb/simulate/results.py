"""The results as a table: one row per game (a pandas DataFrame with Arrow-backed columns, so lists of cards stay
compact at a million games), saved as Parquet with the study in the file's metadata; and the same results one row
per game and seat, which most summaries start from.

``df.attrs`` carries ``study`` (the study as a dict) and ``complete`` (False after an interrupted run).

A results file is written whole or not at all (``innovation_nb.files``: a run killed while saving leaves the
previous file), and carries a SHA-256 checksum of its data and study, so that a file damaged since (a flipped bit
on a disk, a truncated copy) is refused on loading instead of giving changed figures. The checksum is taken over
the values, not over the bytes Arrow or Parquet happen to lay them out in, so it holds whatever reads the file back.
"""

from __future__ import annotations

import hashlib
import json
import re
import struct
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from .. import parquet_files
from ..documents import parse_json
from ..errors import clip, shorten, shown_path
from .play import schema
from .study import Study, StudyError, recorded_study

META_KEY = b"innovation_nb.study"
FORMAT = "innovation_nb/study-results"
VERSION = 2  # 2: with the checksum ("sha256"); 1: without, from before checksums (still read, with a warning)
# What a results file may hold, checked before its values are decoded (parquet_files): a row per game, and a study
# plays at most 100,000,000 games (Study.games); its texts are card names and the reasons games end; the memory
# limit follows the file's size.
LIMITS = parquet_files.Limits(rows=100_000_000, text=1_000, unit="games", kind="a results file")


class UncheckedResults(UserWarning):
    """A results file saved before files carried a checksum: it is read, but damage to it cannot be detected."""


def to_frame(study: Study, table: pa.Table, complete: bool = True) -> pd.DataFrame:
    """The DataFrame of an Arrow table of rows, sorted by game number."""
    df = table.sort_by("game").to_pandas(types_mapper=pd.ArrowDtype)
    df.attrs = {"study": study.to_dict(), "complete": complete}
    return df


def to_table(df: pd.DataFrame, study: Study) -> pa.Table:
    """The Arrow table of a results DataFrame (checked against the study's columns)."""
    try:
        table = pa.Table.from_pandas(df, schema=schema(study), preserve_index=False)
    except (KeyError, pa.ArrowException, TypeError, ValueError) as e:
        raise StudyError("table", f"these results do not have the study's columns ({str(e)[:200]})") from None
    # pandas' own metadata is left out: the study's schema says every type, and older pandas cannot read back
    # the names of Arrow list types from it.
    return table.replace_schema_metadata(None)


def study_of(df: pd.DataFrame) -> Study:
    """The study a results table came from (kept in ``df.attrs["study"]``)."""
    spec = df.attrs.get("study")
    if spec is None:
        raise StudyError(
            "study",
            "this table does not say which study it came from (df.attrs['study'] is "
            "missing, as after some pandas operations): pass study=...",
        )
    return recorded_study(spec)


def save(df: pd.DataFrame, path, study=None) -> Path:
    """Write the results to a Parquet file, with the study (and whether the run was complete) and a checksum in
    its metadata. The file is replaced whole: a run stopped while saving leaves the previous one."""
    study = recorded_study(study) if study is not None else study_of(df)
    table = to_table(df, study)
    meta = {
        "format": FORMAT,
        "version": VERSION,
        "study": study.to_dict(),
        "complete": bool(df.attrs.get("complete", True)),
    }
    return parquet_files.write(path, table, meta, META_KEY, checksum, lambda m: StudyError("path", m))


def load(path) -> pd.DataFrame:
    """Read results written by ``save``: the same table, with ``attrs["study"]`` and ``attrs["complete"]``.
    A file that is not one, or whose data no longer match their checksum, is a StudyError naming the file."""
    name = shown_path(path)
    table, raw = parquet_files.read(path, META_KEY, lambda m: StudyError("path", m), "results file", "Parquet", LIMITS)
    if raw is None:
        raise StudyError("path", f"{name} holds no study: it was not written by simulate.save")
    meta = _metadata(raw, name)
    try:
        study = recorded_study(meta["study"])
    except StudyError as e:
        raise StudyError("path", f"{name}: the study in its metadata is not valid: {clip(str(e), 300)}") from None
    if meta["version"] == 1:
        warnings.warn(
            f"{name} was saved before results files carried a checksum: damage to it cannot be "
            f"detected (save it again to add one)",
            UncheckedResults,
            stacklevel=2,
        )
    else:
        saved = meta.pop("sha256")
        if not parquet_files.intact(table, meta, saved, checksum):
            raise StudyError(
                "path",
                f"{name} is damaged: its data or study no longer match the checksum saved "
                f"with them (the file changed after it was saved)",
            )
    return to_frame(study, table, complete=meta["complete"])


def _metadata(raw: bytes, name: str) -> dict:
    """The file's metadata as a dict with a known format, version, study and completeness flag (and from
    version 2 a checksum); anything else is a StudyError naming the file and the problem."""
    meta = parse_json(
        raw,
        lambda field, problem: StudyError(
            "path", f"{name}: its study metadata is not valid JSON ({clip(problem, 200)})"
        ),
    )
    if not isinstance(meta, dict):
        raise StudyError("path", f"{name}: its study metadata is {type(meta).__name__}, not an object")
    version = meta.get("version")
    if meta.get("format") != FORMAT or type(version) is not int or version not in (1, VERSION):
        raise StudyError(
            "path",
            f"{name}: unknown results format {shorten(meta.get('format'))} version {shorten(meta.get('version'))}",
        )
    wanted = {"study": dict, "complete": bool, **({"sha256": str} if meta["version"] >= 2 else {})}
    for key, kind in wanted.items():
        if key not in meta:
            raise StudyError("path", f"{name}: its metadata has no {key!r}")
        if not isinstance(meta[key], kind):
            raise StudyError(
                "path", f"{name}: the metadata's {key!r} should be a {kind.__name__}, got {shorten(meta[key], 40)}"
            )
    return meta


def checksum(table: pa.Table, meta: dict) -> str:
    """SHA-256 (hex) of the metadata ``meta`` and the table's values, column by column: each column's name and
    type, its null positions and its values in a fixed little-endian form. The same values give the same
    checksum however Arrow lays them out (chunks, slices, the bytes under a null)."""
    h = hashlib.sha256()
    h.update(json.dumps(meta, sort_keys=True, separators=(",", ":")).encode())
    h.update(struct.pack("<q", table.num_rows))
    for field, column in zip(table.schema, table.columns):
        _feed(h, f"{field.name}:{_type_name(field.type)}", column.combine_chunks())
    return h.hexdigest()


def _type_name(t: pa.DataType) -> str:
    # Parquet renames a list's item field ("item" comes back as "element"): the name is left out
    if pa.types.is_list(t) or pa.types.is_large_list(t):
        return f"list<{_type_name(t.value_type)}>"
    return str(t)


def _feed(h, label: str, arr: pa.Array) -> None:
    t = arr.type
    h.update(struct.pack("<q", len(label)) + label.encode())
    h.update(struct.pack("<qq", len(arr), arr.null_count))
    if arr.null_count:
        h.update(np.packbits(pc.is_valid(arr).to_numpy(zero_copy_only=False)).tobytes())
    if pa.types.is_list(t) or pa.types.is_large_list(t):
        h.update(pc.list_value_length(arr).fill_null(0).to_numpy().astype("<i8").tobytes())
        _feed(h, "item", pc.list_flatten(arr))
    elif pa.types.is_string(t) or pa.types.is_large_string(t):
        arr = arr.fill_null("")
        offsets = np.frombuffer(arr.buffers()[1], dtype="<i8" if pa.types.is_large_string(t) else "<i4")
        offsets = offsets[arr.offset : arr.offset + len(arr) + 1]
        h.update(np.diff(offsets).astype("<i8").tobytes())
        if len(arr) and offsets[-1] > offsets[0]:
            h.update(memoryview(arr.buffers()[2])[offsets[0] : offsets[-1]])
    elif pa.types.is_boolean(t):
        h.update(np.packbits(arr.fill_null(False).to_numpy(zero_copy_only=False)).tobytes())
    elif pa.types.is_integer(t) or pa.types.is_floating(t):
        values = arr.fill_null(0).to_numpy(zero_copy_only=False)
        h.update(values.astype(values.dtype.newbyteorder("<")).tobytes())
    else:  # no column save writes; kept correct rather than fast
        h.update(json.dumps(arr.to_pylist(), default=repr).encode())


SEAT_RECORDS = ("first_meld", "dogmas", "achievements", "achievement_turns", "flags", "fountains")
_SEAT_COLUMN = re.compile(rf"^({'|'.join(SEAT_RECORDS)})_(\d)$")


def players_of(df: pd.DataFrame) -> int:
    """How many players the table's games had."""
    spec = df.attrs.get("study")
    if spec:
        return int(spec["players"])
    seats = [int(m.group(2)) for c in df.columns if (m := _SEAT_COLUMN.match(c))]
    if not seats and "winners" in df:
        seats = [
            int(pc.max(pc.list_flatten(pa.array(df["winners"]))).as_py() or 0),
            int(df["first_player"].max()) if "first_player" in df else 0,
        ]
    if not seats or max(seats) < 2:
        raise StudyError("table", "cannot tell how many players these games had: pass a table from run or load")
    return max(seats)


def seats(df: pd.DataFrame) -> pd.DataFrame:
    """One row per game and seat: ``game``, ``seat``, ``bot`` (when the study is known), ``order`` (1 for the
    player who went first, then round the table), ``won`` (a win, alone or as a team; a draw is not a win),
    ``draw``, and that seat's ``first_meld``, ``dogmas``, ``achievements``, ``achievement_turns`` (and with Cities
    ``flags``, ``fountains``) where recorded."""
    n = players_of(df)
    bots = df.attrs.get("study", {}).get("bots")
    won = _won_matrix(df, n) if "winners" in df else None
    parts = []
    for s in range(1, n + 1):
        part = pd.DataFrame({"game": df["game"].to_numpy(), "seat": s}, index=df.index)
        if bots:
            part["bot"] = bots[s - 1]
        if "first_player" in df:
            part["order"] = (s - df["first_player"].to_numpy(dtype=np.int64)) % n + 1
        if won is not None:
            part["won"] = won[:, s - 1]
            part["draw"] = df["draw"].to_numpy(dtype=bool)
        for col in SEAT_RECORDS:
            if f"{col}_{s}" in df:
                part[col] = df[f"{col}_{s}"]
        parts.append(part)
    return pd.concat(parts, ignore_index=True).sort_values(["game", "seat"], ignore_index=True)


def _won_matrix(df: pd.DataFrame, n: int) -> np.ndarray:
    """won[i, s - 1]: seat s won game i outright (winners holds the seat, and the game was not a draw)."""
    winners = pa.array(df["winners"])
    flat = pc.list_flatten(winners).to_numpy(zero_copy_only=False)
    rows = pc.list_parent_indices(winners).to_numpy(zero_copy_only=False)
    won = np.zeros((len(df), n), dtype=bool)
    won[rows, flat - 1] = True
    won[df["draw"].to_numpy(dtype=bool)] = False
    return won
