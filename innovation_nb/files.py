"""Files a user keeps (saves, learner records, study results, puzzle packs, site pages): written whole or not at all.

A writer killed halfway must leave the previous file as it was, so every write goes to a temporary file in the same
folder (a rename across file systems is not atomic), is flushed to disk, then renamed over the target; the folder is
synced so that the rename itself survives a crash. Readers take regular files only, and never more than a limit,
so a path that never ends (``/dev/zero``, a pipe) cannot exhaust memory or hang.
"""
from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import Callable, Iterator


@contextlib.contextmanager
def atomic_path(path) -> Iterator[Path]:
    """A temporary path beside ``path`` for a writer that needs a file name (Parquet, say); on a clean exit it
    replaces ``path``, on an error it is removed and ``path`` is untouched. A symbolic link is written through:
    the file it names is replaced and the link stays."""
    path = Path(os.path.realpath(path))
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    os.close(fd)
    tmp = Path(tmp)
    try:
        yield tmp
        with open(tmp, "rb+") as f:  # the writer may have closed it without syncing
            os.fsync(f.fileno())
        _keep_mode(path, tmp)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _sync_folder(path.parent)


def write_atomic(path, data: bytes | str, encoding: str = "utf-8") -> Path:
    """Write ``data`` to ``path`` so that the file is either the old one or the whole new one."""
    path = Path(path)
    payload = data.encode(encoding) if isinstance(data, str) else bytes(data)
    with atomic_path(path) as tmp:
        with open(tmp, "wb") as f:
            f.write(payload)
            f.flush()
    return path


def write_with(path, writer: Callable[[Path], object]) -> Path:
    """Atomically write ``path`` with ``writer(temporary_path)`` (for libraries that write a file themselves)."""
    path = Path(path)
    with atomic_path(path) as tmp:
        writer(tmp)
    return path


def read_limited(path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file ``path``: the caller refuses the file when more than ``limit``
    came back. A device, a pipe or a folder is refused before anything is read (a pipe would wait for a writer);
    ``OSError`` propagates for the caller to word."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # opening a pipe must not wait either
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        return f.read(limit + 1)


def _keep_mode(path: Path, tmp: Path) -> None:
    # mkstemp makes 0600 files; a file the user already had keeps its mode, a new one gets the usual umask
    try:
        mode = path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    with contextlib.suppress(OSError):
        os.chmod(tmp, mode)


def _sync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not every platform or file system can open a folder
        fd = os.open(folder or ".", os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
