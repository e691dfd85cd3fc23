"""The results as a table: one row per game (a pandas DataFrame with Arrow-backed columns, so lists of cards stay
compact at a million games), saved as Parquet with the study in the file's metadata; and the same results one row
per game and seat, which most summaries start from.

``df.attrs`` carries ``study`` (the study as a dict) and ``complete`` (False after an interrupted run).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from ..errors import shorten
from .play import schema
from .study import Study, StudyError

META_KEY = b"innovation_nb.study"
FORMAT = "innovation_nb/study-results"
VERSION = 1


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
        raise StudyError("study", "this table does not say which study it came from (df.attrs['study'] is "
                                  "missing, as after some pandas operations): pass study=...")
    return Study.load(spec)


def save(df: pd.DataFrame, path, study=None) -> Path:
    """Write the results to a Parquet file, with the study (and whether the run was complete) in its metadata."""
    study = Study.load(study) if study is not None else study_of(df)
    table = to_table(df, study)
    meta = {"format": FORMAT, "version": VERSION, "study": study.to_dict(),
            "complete": bool(df.attrs.get("complete", True))}
    table = table.replace_schema_metadata({META_KEY: json.dumps(meta).encode()})
    path = Path(path)
    pq.write_table(table, path)
    return path


def load(path) -> pd.DataFrame:
    """Read results written by ``save``: the same table, with ``attrs["study"]`` and ``attrs["complete"]``."""
    path = Path(path)
    try:
        table = pq.read_table(path)
    except (OSError, pa.ArrowException) as e:
        raise StudyError("path", f"cannot read {shorten(str(path))} as Parquet ({str(e)[:200]})") from None
    raw = (table.schema.metadata or {}).get(META_KEY)
    if raw is None:
        raise StudyError("path", f"{shorten(str(path))} holds no study: it was not written by simulate.save")
    meta = json.loads(raw)
    if meta.get("format") != FORMAT or meta.get("version") != VERSION:
        raise StudyError("path", f"{shorten(str(path))}: unknown results format {shorten(meta.get('format'))} "
                                 f"version {shorten(meta.get('version'))}")
    return to_frame(Study.load(meta["study"]), table, complete=meta["complete"])


SEAT_RECORDS = ("first_meld", "dogmas", "achievements", "achievement_turns", "flags", "fountains")
_SEAT_COLUMN = re.compile(rf"^({'|'.join(SEAT_RECORDS)})_(\d)$")


def players_of(df: pd.DataFrame) -> int:
    """How many players the table's games had."""
    spec = df.attrs.get("study")
    if spec:
        return int(spec["players"])
    seats = [int(m.group(2)) for c in df.columns if (m := _SEAT_COLUMN.match(c))]
    if not seats and "winners" in df:
        seats = [int(pc.max(pc.list_flatten(pa.array(df["winners"]))).as_py() or 0),
                 int(df["first_player"].max()) if "first_player" in df else 0]
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
