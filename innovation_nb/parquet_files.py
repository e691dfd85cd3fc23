"""Parquet files that describe themselves: a JSON metadata entry under a key of their own, with a SHA-256 checksum
of the values, written whole or not at all. Study results (``simulate.table``) and puzzle packs (``puzzles.pack``)
are such files; each has its own metadata and its own checksum function, and its own error (``error(message)``
makes it, naming the file's field, ``path``)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

import pyarrow as pa
import pyarrow.parquet as pq

from .errors import clip, shorten
from .files import write_with

Checksum = Callable[[pa.Table, dict], str]


def write(path, table: pa.Table, meta: dict, key: bytes, checksum: Checksum, error) -> Path:
    """Write ``table`` with ``meta`` and its checksum (``meta["sha256"]``) under ``key``; the file is replaced
    whole (a run stopped while saving leaves the previous one)."""
    meta = {**meta, "sha256": checksum(table, meta)}
    table = table.replace_schema_metadata({key: json.dumps(meta).encode()})
    path = Path(path)
    try:
        write_with(path, lambda tmp: pq.write_table(table, tmp))
    except (OSError, pa.ArrowException) as e:
        raise error(f"cannot write {shorten(str(path))} ({clip(str(e), 200)})") from None
    return path


def read(path, key: bytes, error, what: str, as_what: str) -> tuple[pa.Table, bytes | None]:
    """The table of the file at ``path`` and its metadata entry under ``key`` (None when it has none). A missing
    file, a folder or device, or a file Parquet cannot read is refused naming it (``what``: "pack file",
    ``as_what``: "a puzzle pack")."""
    path = Path(path)
    name = shorten(str(path))
    if not path.exists():
        raise error(f"there is no {what} {name}")
    if not path.is_file():  # a folder would be read as a Parquet dataset, a FIFO would never end
        raise error(f"{name} is not a file (a folder or a device?): give a {what}")
    try:
        table = pq.read_table(path)
    except Exception as e:  # a damaged file fails in many ways (OSError, ArrowInvalid, MemoryError, ...)
        raise error(f"cannot read {name} as {as_what} ({type(e).__name__}: {clip(str(e), 200)})") from None
    return table, (table.schema.metadata or {}).get(key)


def intact(table: pa.Table, meta: dict, saved: str, checksum: Checksum) -> bool:
    """Whether ``table`` and ``meta`` (without its checksum) still give the checksum ``saved`` with them."""
    try:
        return checksum(table, meta) == saved
    except (pa.ArrowException, TypeError, ValueError):  # columns of types a save never writes
        return False


__all__ = ["intact", "read", "write"]
