"""Every loader words a path it cannot read briefly, in its own error: a path too long, a folder, a pipe, a device.
A pack or a results file is read within a memory limit that follows its size and what its rows can hold: one that
would decode into far more than that (Parquet keeps a repeated text once, then counts its repeats) is refused
before it is decoded, in little memory; a damaged footer is refused, never the end of the process."""

import contextlib
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

from innovation_nb import parquet_files, simulate
from innovation_nb.documents import MAX_CHARS, DocumentError, read_file
from innovation_nb.puzzles import pack
from innovation_nb.puzzles.mine import MineError, MineSpec
from innovation_nb.puzzles.pack import PackError
from innovation_nb.simulate import StudyError

LOADERS = {
    "pack": (pack.load_frame, PackError, ".parquet"),
    "results": (simulate.load, StudyError, ".parquet"),
    "mining spec": (lambda path: MineSpec.load(Path(path)), MineError, ".yaml"),
    "document": (lambda path: read_file(path, (".yaml",)), DocumentError, ".yaml"),
}


@pytest.mark.parametrize("loader", sorted(LOADERS))
@pytest.mark.parametrize(
    "case, words",
    [
        ("long", "the path is too long"),
        ("folder", "is a folder"),
        ("pipe", "is not a regular file"),
        ("device", "is not a regular file"),
    ],
)
def test_every_loader_words_a_path_it_cannot_read(tmp_path, loader, case, words):
    load, error, suffix = LOADERS[loader]
    path = tmp_path / (("x" * 5000 if case == "long" else "x") + suffix)
    if case == "folder":
        path.mkdir()
    elif case == "pipe":
        os.mkfifo(path)  # no writer: reading it would wait for ever
    elif case == "device":
        os.symlink("/dev/zero", path)  # never ends
    with pytest.raises(error) as e:
        load(path)
    assert words in str(e.value) and len(str(e.value)) < 300


_POOLS = []  # kept: what was allocated through one may outlive the block (an error's traceback holds its arrays)


@contextlib.contextmanager
def _peak():
    """The most memory Arrow and Python held at once inside the block: ``peak()`` once it ended."""
    pool = pa.proxy_memory_pool(pa.default_memory_pool())
    _POOLS.append(pool)
    before = pa.default_memory_pool()
    pa.set_memory_pool(pool)
    tracemalloc.start()
    peaks = []
    try:
        yield lambda: max(peaks)
    finally:
        peaks.append(pool.max_memory() + tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        pa.set_memory_pool(before)


def _repeated_pack(puzzles: int, chars: int) -> pd.DataFrame:
    """A pack whose every puzzle text is one text of ``chars`` characters."""
    one = pack.load_frame(pack.PACKS / "display.parquet")
    row = pack.rows(one)[0]
    text = "x" * chars
    rows = [dict(row, position=f"{i:064x}", game=i, puzzle=text) for i in range(puzzles)]
    return pack.frame(rows, one.attrs["spec"], range(puzzles))


def test_a_pack_that_would_decode_far_beyond_its_size_is_refused_before_decoding(tmp_path):
    path = pack.save(_repeated_pack(400, 100_000), tmp_path / "repeated.parquet")  # 40 MB of text
    size = path.stat().st_size
    assert size < 100_000  # with a valid checksum: saved as any pack is
    with _peak() as peak:
        with pytest.raises(PackError) as e:
            pack.load_frame(path)
    assert e.value.field == "path" and "repeated.parquet" in str(e.value)
    limit = parquet_files.Limits.memory(size)
    assert f"more than {limit:,} bytes" in str(e.value) and "before decoding" in str(e.value)
    assert peak() < 4_000_000


def test_a_pack_text_longer_than_a_puzzle_can_be_is_refused(tmp_path):
    path = pack.save(_repeated_pack(1, MAX_CHARS + 1), tmp_path / "long.parquet")
    with pytest.raises(
        PackError,
        match=f"a text of its column 'puzzle' is {MAX_CHARS + 1:,} characters long; a "
        f"puzzle pack holds none longer than {MAX_CHARS:,}",
    ):
        pack.load_frame(path)


def test_a_pack_of_more_puzzles_than_a_pack_holds_is_refused(tmp_path, monkeypatch):
    path = pack.save(_repeated_pack(5, 10), tmp_path / "many.parquet")
    limits = parquet_files.Limits(rows=4, text=MAX_CHARS, unit="puzzles", kind="a puzzle pack")
    monkeypatch.setattr(pack, "LIMITS", limits)
    with pytest.raises(PackError, match="holds 5 puzzles; a puzzle pack holds at most 4"):
        pack.load_frame(path)


def test_results_that_would_decode_far_beyond_their_size_are_refused_before_decoding(tmp_path):
    games = 40_000
    study = {"players": 2, "games": games, "seed": 1, "bots": ["random", "random"], "records": ["reason"]}
    zeros = np.zeros(games, dtype=np.int64)
    df = pd.DataFrame({"game": zeros, "seed": zeros, "reason": ["r" * 1_000] * games})  # 40 MB of text
    path = simulate.save(df, tmp_path / "repeated.parquet", study=study)
    size = path.stat().st_size
    with _peak() as peak:
        with pytest.raises(StudyError) as e:
            simulate.load(path)
    assert e.value.field == "path" and f"more than {parquet_files.Limits.memory(size):,} bytes" in str(e.value)
    assert peak() < 4_000_000
    df["reason"] = ["r" * 1_001] * games  # one text longer than any a game records
    simulate.save(df.head(1), path, study=study)
    with pytest.raises(StudyError, match="a results file holds none longer than 1,000"):
        simulate.load(path)


# Every third byte of a pack's footer changed in turn, in a child process: Arrow's own checks of a column chunk's entry
# end the process when the entry is read one by one from Python, so each file must be refused, never end it.
FOOTER = """
import sys
import pyarrow.parquet as pq
from innovation_nb.puzzles import pack

src, out = sys.argv[1], sys.argv[2]
data = open(src, "rb").read()
start = len(data) - 8 - pq.ParquetFile(src).metadata.serialized_size
refused = 0
for i in range(start, len(data) - 8, 3):
    for mask in (0x04,):
        copy = bytearray(data)
        copy[i] ^= mask
        open(out, "wb").write(bytes(copy))
        try:
            pack.load_frame(out)
        except pack.PackError:
            refused += 1
print("survived", refused, flush=True)
"""


def test_a_damaged_footer_is_refused_and_never_ends_the_process(tmp_path):
    run = subprocess.run(
        [sys.executable, "-c", FOOTER, str(pack.PACKS / "display.parquet"), str(tmp_path / "damaged.parquet")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.startswith("survived") and int(run.stdout.split()[1]) > 0
