"""Parquet files that describe themselves: a JSON metadata entry under a key of their own, with a SHA-256 checksum
of the values, written whole or not at all. Study results (``simulate.results``) and puzzle packs (``puzzles.pack``)
are such files; each has its own metadata and its own checksum function, and its own error (``error(message)``
makes it, naming the file's field, ``path``).

**Read within a memory limit.** Parquet compresses repeated text extremely well (one dictionary entry, then a run
length for every row that repeats it, then zstd or snappy over that), so a file of a few kilobytes, with a valid
checksum, can stand for gigabytes of columns. A file is therefore measured before its values are decoded, and
refused when it would take more memory than ``Limits.memory(size)``: ``FLOOR`` bytes, plus ``EXPANSION`` times its
size. Real files stay far below it (a puzzle pack decodes to about 7 times its size, JSON text compressing about
that well; study results to about 10); the rows and texts are bounded too, by what a real row of the kind holds
(``Limits``). The measure, in three steps, none of which decodes a text:

1. the footer (its size is the file's at most): the rows, each column's types (numbers, texts, lists of them:
   nothing else has a size this measure knows), each column chunk's count of values and the size of its pages
   once decompressed (``total_uncompressed_size``): the values' fixed part (8 bytes a number, 4 a text's offset)
   and the pages must fit in the limit;
2. the texts, read as dictionaries (``read_dictionary``: each distinct text once, then a 4-byte index a value —
   memory the footer bounded in step 1): the bytes every text would take decoded are summed, exactly (a text
   repeated a million times counts a million times), and the longest text is measured;
3. only then are the texts decoded (a cast of the dictionaries), into memory known to be within the limit.

Column statistics are not used: a writer may leave them out, and a hostile one may lie in them. What the measure
cannot see is a page whose own header claims more than its column chunk's entry in the footer: Arrow reads a chunk
page by page and stops after the page that reaches the entry's count of values, so a file forged that way can go
beyond the limit by that one page.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from .errors import InnovationError, clip, shorten, shown_path
from .files import open_regular, reason, write_with

Checksum = Callable[[pa.Table, dict], str]

FLOOR = 32 * 2**20  # bytes any file may take in memory once read, however small
EXPANSION = 64  # and bytes in memory per byte of file beyond that
_WIDTH = {"BOOLEAN": 1, "INT32": 4, "INT64": 8, "INT96": 12, "FLOAT": 4, "DOUBLE": 8, "BYTE_ARRAY": 4}


@dataclass(frozen=True)
class Limits:
    """What one file of a kind can hold: at most ``rows`` rows (``unit``: what a row is, "puzzles"), no text of
    more than ``text`` characters, and at most ``memory(size)`` bytes in all once read, for a file of ``size`` bytes.
    ``kind`` names such a file in messages ("a puzzle pack")."""

    rows: int
    text: int
    unit: str
    kind: str

    @staticmethod
    def memory(size: int) -> int:
        return FLOOR + EXPANSION * size


def write(path, table: pa.Table, meta: dict, key: bytes, checksum: Checksum, error) -> Path:
    """Write ``table`` with ``meta`` and its checksum (``meta["sha256"]``) under ``key``; the file is replaced
    whole (a run stopped while saving leaves the previous one)."""
    meta = {**meta, "sha256": checksum(table, meta)}
    table = table.replace_schema_metadata({key: json.dumps(meta).encode()})
    path = Path(path)
    try:
        write_with(path, lambda tmp: pq.write_table(table, tmp))
    except OSError as e:
        raise error(f"cannot write {shown_path(path)}: {reason(e, writing=True)}") from None
    except pa.ArrowException as e:
        raise error(f"cannot write {shown_path(path)} ({clip(str(e), 200)})") from None
    return path


def read(path, key: bytes, error, what: str, as_what: str, limits: Limits) -> tuple[pa.Table, bytes | None]:
    """The table of the file at ``path`` and its metadata entry under ``key`` (None when it has none), read within
    ``limits`` (see the module's text). A missing file, a folder, a pipe or a device, a path too long, a file
    Parquet cannot read or one beyond the limits is refused naming it (``what``: "pack file", ``as_what``: "a
    puzzle pack")."""
    path = Path(path)
    name = shown_path(path)
    try:
        f = open_regular(path)  # a folder would be read as a Parquet dataset, a FIFO would never end
    except FileNotFoundError:
        raise error(f"there is no {what} {name}") from None
    except (OSError, ValueError) as e:
        raise error(f"cannot read {what} {name}: {reason(e)}") from None
    with f:
        try:
            table = _read_within(f, os.fstat(f.fileno()).st_size, name, limits, error)
        except InnovationError:
            raise
        except Exception as e:  # a damaged file fails in many ways (OSError, ArrowInvalid, MemoryError, ...)
            raise error(f"cannot read {name} as {as_what} ({type(e).__name__}: {clip(str(e), 200)})") from None
    return table, (table.schema.metadata or {}).get(key)


def _read_within(f, size: int, name: str, limits: Limits, error) -> pa.Table:
    whole = pq.ParquetFile(f)
    footer, schema = whole.metadata, whole.schema_arrow
    _check_chunks(f, footer)
    rows = max(footer.num_rows, sum(footer.row_group(g).num_rows for g in range(footer.num_row_groups)))
    if rows > limits.rows:
        raise error(f"{name} holds {rows:,} {limits.unit}; {limits.kind} holds at most {limits.rows:,}")
    for field in schema:
        if not _measurable(field.type):
            raise error(
                f"{name} is not {limits.kind}: its column {shorten(field.name, 40)} holds "
                f"{shorten(str(field.type), 60)}, which {limits.kind} never holds"
            )
    memory = limits.memory(size)
    over = (
        f"more than {memory:,} bytes, the limit for a file of {size:,} bytes ({FLOOR // 2**20} MiB and "
        f"{EXPANSION} times its size): refused before decoding it"
    )
    columns = [whole.schema.column(i) for i in range(len(whole.schema))]
    fixed = pages = 0
    for g in range(footer.num_row_groups):
        group = footer.row_group(g)
        if group.num_columns != len(columns):  # asking for a column it lacks would abort the process
            raise error(f"{name} is damaged: its part {g + 1} has {group.num_columns} columns, not {len(columns)}")
        for c, column in enumerate(columns):
            chunk = group.column(c)
            values = max(chunk.num_values, 0)
            fixed += values * (_WIDTH.get(chunk.physical_type, 8) + (4 if column.max_repetition_level else 0))
            pages += max(chunk.total_uncompressed_size, 0)
    if max(fixed, pages) > memory:
        raise error(f"{name} would take {max(fixed, pages):,} bytes in memory once read, {over}")
    texts = [c.path for c in columns if c.physical_type == "BYTE_ARRAY"]
    coded = pq.ParquetFile(f, metadata=footer, read_dictionary=texts).read()
    total, longest, where = 0, 0, ""
    for field, column in zip(coded.schema, coded.columns):
        for chunk in column.chunks:
            while pa.types.is_list(chunk.type) or pa.types.is_large_list(chunk.type):
                chunk = chunk.flatten()
            if pa.types.is_dictionary(chunk.type) and len(chunk.dictionary):
                words = chunk.dictionary
                total += pc.sum(pc.take(pc.binary_length(words), chunk.indices)).as_py() or 0
                chars = (
                    pc.utf8_length(words)
                    if pa.types.is_string(words.type) or pa.types.is_large_string(words.type)
                    else pc.binary_length(words)
                )
                most = pc.max(chars).as_py() or 0
                if most > longest:
                    longest, where = most, field.name
    if longest > limits.text:
        raise error(
            f"{name}: a text of its column {shorten(where, 40)} is {longest:,} characters long; "
            f"{limits.kind} holds none longer than {limits.text:,}"
        )
    if fixed + total > memory:
        raise error(f"{name} would take {fixed + total:,} bytes in memory once read, {over}")
    return coded.cast(schema)


class _NoValues:
    """The open file ``f`` for a reader that must read none of its values: every read fails (and says so)."""

    closed = False

    def __init__(self, f):
        self._f = f
        self.asked = False

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def writable(self) -> bool:
        return False

    def seek(self, offset: int, whence: int = 0) -> int:
        return self._f.seek(offset, whence)

    def tell(self) -> int:
        return self._f.tell()

    def read(self, size: int = -1) -> bytes:
        self.asked = True
        raise _ValuesAsked


class _ValuesAsked(Exception):
    pass


def _check_chunks(f, footer: pq.FileMetaData) -> None:
    """Let Arrow check every column chunk's entry of the footer before ``_read_within`` reads them one by one:
    Arrow checks an entry when it makes its reader, but the Python accessor of a single entry lets an error there
    end the whole process (a damaged footer would kill a notebook's kernel). A read of every column of every part
    is started on a file that refuses to be read: it stops at the first value it asks for, each entry checked by
    then, before any value is decoded. An entry Arrow refuses raises its error here."""
    probe = _NoValues(f)
    try:
        pq.ParquetFile(probe, metadata=footer, pre_buffer=True).read(use_threads=False)
    except Exception:
        if not probe.asked:
            raise


def _measurable(t: pa.DataType) -> bool:
    """Numbers, texts, switches and lists of them: the types whose size in memory ``_read_within`` measures."""
    while pa.types.is_list(t) or pa.types.is_large_list(t):
        t = t.value_type
    return (
        pa.types.is_integer(t)
        or pa.types.is_floating(t)
        or pa.types.is_boolean(t)
        or pa.types.is_string(t)
        or pa.types.is_large_string(t)
        or pa.types.is_binary(t)
        or pa.types.is_large_binary(t)
    )


def intact(table: pa.Table, meta: dict, saved: str, checksum: Checksum) -> bool:
    """Whether ``table`` and ``meta`` (without its checksum) still give the checksum ``saved`` with them."""
    try:
        return checksum(table, meta) == saved
    except (pa.ArrowException, TypeError, ValueError):  # columns of types a save never writes
        return False


__all__ = ["EXPANSION", "FLOOR", "Limits", "intact", "read", "write"]
