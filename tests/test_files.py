"""Files a user keeps are written whole or not at all: innovation_nb.files, a learner's record killed mid-save, and
the static site's build; a pipe or a folder at the target is refused, not replaced; a dead writer's temporary file
goes at the next write to its target, a live writer's stays."""

import importlib.util
import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import nbformat
import pytest

from innovation_nb.files import atomic_path, read_limited, write_atomic, write_with
from innovation_nb.puzzles import PuzzleRecord, pack
from innovation_nb.puzzles.pack import PackError

ROOT = Path(__file__).resolve().parents[1]


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_an_error_inside_atomic_path_leaves_the_old_file_and_no_temporary_file(tmp_path):
    path = tmp_path / "kept.json"
    path.write_text("old")
    with pytest.raises(RuntimeError):
        with atomic_path(path) as tmp:
            tmp.write_text("half of the new")
            raise RuntimeError("stopped")
    assert path.read_text() == "old" and _leftovers(tmp_path) == []

    def half_then_fail(tmp):
        tmp.write_text("half of the new")
        raise RuntimeError("the library failed")

    with pytest.raises(RuntimeError):
        write_with(path, half_then_fail)
    assert path.read_text() == "old" and _leftovers(tmp_path) == []


def test_atomic_writes_replace_the_file_and_keep_its_mode(tmp_path):
    path = tmp_path / "kept.txt"
    path.write_text("old")
    path.chmod(0o640)
    write_atomic(path, "new")
    assert path.read_text() == "new" and (path.stat().st_mode & 0o777) == 0o640
    write_with(tmp_path / "other.bin", lambda tmp: tmp.write_bytes(b"\x00\x01"))
    assert (tmp_path / "other.bin").read_bytes() == b"\x00\x01" and _leftovers(tmp_path) == []
    assert len(read_limited(tmp_path / "kept.txt", 1)) == 2  # one more than the limit: the caller refuses
    with pytest.raises(OSError, match="not a regular file"):
        read_limited("/dev/zero", 10)


# The child saves a record once, then starts a second save whose write stops halfway (and says so), to be killed
# there: the kill lands mid-write every time, with no timing involved.
CHILD = """
import sys, time, types
import innovation_nb.files as files
from innovation_nb.puzzles import PuzzleRecord

path, n = sys.argv[1], int(sys.argv[2])
record = PuzzleRecord(path)
record.mark(types.SimpleNamespace(name=f"kept-{n}", title="Kept"), ["draw"] * 150)
print("saved", flush=True)

class Halfway:
    def __init__(self, f):
        self.f = f
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return self.f.__exit__(*exc)
    def write(self, data):
        self.f.write(data[: len(data) // 2])
        self.f.flush()
        print("writing", flush=True)
        time.sleep(120)
    def flush(self):
        self.f.flush()

files.open = lambda path, mode="r", *a: Halfway(open(path, mode, *a)) if "w" in mode else open(path, mode, *a)
record.mark(types.SimpleNamespace(name=f"lost-{n}", title="Lost"), ["draw"] * 150)
"""


def test_a_record_killed_mid_save_keeps_every_earlier_solve(tmp_path):
    path = tmp_path / "puzzle-progress.json"
    record = PuzzleRecord(path, learner="Ann")
    for i in range(40):  # a record of some size, so that half of it is a real half
        record.mark(SimpleNamespace(name=f"early-{i}", title="Early"), ["dogma Writing"] * 20)
    for n in range(3):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(n)], stdout=subprocess.PIPE, text=True)
        try:
            assert child.stdout.readline().strip() == "saved"
            assert child.stdout.readline().strip() == "writing"
            os.kill(child.pid, signal.SIGKILL)
        finally:
            child.kill()
            child.wait(timeout=60)
            child.stdout.close()
        assert child.returncode == -signal.SIGKILL
        # the half-written temporary file: the kill landed mid-write; the earlier kills' went at the next write
        assert len(_leftovers(tmp_path)) == 1
        json.loads(path.read_text(encoding="utf-8"))  # whole JSON, never half a file
        after = PuzzleRecord(path)
        assert after.learner == "Ann"
        assert set(after.solved) == {f"early-{i}" for i in range(40)} | {f"kept-{k}" for k in range(n + 1)}


def _build_site():
    spec = importlib.util.spec_from_file_location("build_site_for_files", ROOT / "scripts" / "build_site.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


def test_a_failed_site_build_leaves_the_previous_site_whole(tmp_path, monkeypatch):
    build_site = _build_site()
    names = ["01-start-here", "02-cards-and-icons"]
    # no kernel: each notebook "runs" into a page with its title only
    monkeypatch.setattr(
        build_site,
        "execute",
        lambda path, work: nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(f"# Lesson {path.stem}")]),
    )
    out = tmp_path / "site"
    build_site.build(out, names=names, log=lambda *a: None)
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    assert sorted(before) == ["01-start-here.html", "02-cards-and-icons.html", "index.html"]

    def second_fails(path, work):
        if path.stem == names[1]:
            raise RuntimeError("the kernel died")
        return nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Changed")])

    monkeypatch.setattr(build_site, "execute", second_fails)
    with pytest.raises(RuntimeError):
        build_site.build(out, names=names, log=lambda *a: None)
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]  # nothing half-built left beside it
    monkeypatch.setattr(
        build_site,
        "execute",
        lambda path, work: nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Changed")]),
    )
    build_site.build(out, names=names[:1], log=lambda *a: None)
    assert sorted(p.name for p in out.iterdir()) == ["01-start-here.html", "index.html"]
    assert "Changed" in (out / "index.html").read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_a_pipe_or_a_folder_at_the_target_is_refused_not_replaced(tmp_path):
    pipe, link, folder = tmp_path / "pipe.json", tmp_path / "link.json", tmp_path / "folder.json"
    os.mkfifo(pipe)
    os.symlink(pipe, link)  # written through, a link would replace the pipe it names
    folder.mkdir()
    for target, words in ((pipe, "not a regular file"), (link, "not a regular file"), (folder, "is a folder")):
        with pytest.raises(OSError, match=words):
            write_atomic(target, "new")
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and os.readlink(link) == str(pipe) and folder.is_dir()
    assert _leftovers(tmp_path) == []
    shipped = pack.load_frame(pack.PACKS / "display.parquet")
    with pytest.raises(PackError, match=r"path: cannot write .*link\.json': it is not a regular file"):
        pack.save(shipped, link)
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)


# A writer that stops halfway through its file, to be killed there (no timing involved: it says when).
HALF_WRITER = """
import sys, time
from innovation_nb.files import write_with

def halfway(tmp):
    with open(tmp, "wb") as f:
        f.write(b"half")
        f.flush()
    print("writing", flush=True)
    time.sleep(120)

write_with(sys.argv[1], halfway)
"""


def test_a_dead_writers_temporary_file_goes_at_the_next_write_and_a_live_ones_stays(tmp_path):
    path = tmp_path / "kept.bin"
    path.write_bytes(b"old")
    for _ in range(2):  # the second writer removes the first one's file as it starts
        child = subprocess.Popen([sys.executable, "-c", HALF_WRITER, str(path)], stdout=subprocess.PIPE, text=True)
        try:
            assert child.stdout.readline().strip() == "writing"
            os.kill(child.pid, signal.SIGKILL)
        finally:
            child.kill()
            child.wait(timeout=60)
            child.stdout.close()
        assert len(_leftovers(tmp_path)) == 1 and path.read_bytes() == b"old"
    others = [tmp_path / ".kept.bin.x.abcdefgh.tmp", tmp_path / ".kept.binx.abcdefgh.tmp"]  # other targets'
    for other in others:
        other.write_bytes(b"theirs")
    with atomic_path(path) as live:  # a writer still at work when another write comes
        live.write_bytes(b"live")
        write_atomic(path, b"next")
        assert _leftovers(tmp_path) == sorted([live.name] + [o.name for o in others])
        assert path.read_bytes() == b"next"
    assert path.read_bytes() == b"live"
    assert _leftovers(tmp_path) == sorted(o.name for o in others)


def test_a_long_path_in_a_message_keeps_its_file_name():
    from innovation_nb.errors import shown_path

    long = "/" + "/".join(["folder"] * 40) + "/pack.parquet"
    text = shown_path(long)
    assert len(text) == 80 and text.startswith("'…") and text.endswith("/pack.parquet'")
    assert shown_path("/short/pack.parquet") == "'/short/pack.parquet'"
