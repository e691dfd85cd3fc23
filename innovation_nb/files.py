"""Files a user keeps (saves, learner records, study results, puzzle packs, site pages): written whole or not at all.

A writer killed halfway must leave the previous file as it was, so every write goes to a temporary file in the same
folder (a rename across file systems is not atomic), is flushed to disk, then renamed over the target; the folder is
synced so that the rename itself survives a crash.

Readers take regular files only, and never more than a limit, so a path that never ends (``/dev/zero``, a pipe)
cannot exhaust memory or hang. ``reason`` words what went wrong with a path in a few words of ours, for every
loader's message (an ``OSError``'s own text repeats the path, all 5,000 characters of a path that long).
"""
from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable, Iterator


class NotRegularFile(OSError):
    """A path names something that is not a regular file (a pipe, a device, a socket) where a file is read or
    replaced."""

    def __init__(self, path=None):
        super().__init__(errno.EINVAL, "not a regular file", None if path is None else os.fspath(path))


# -- writing --------------------------------------------------------------------------------------------------
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


# -- reading --------------------------------------------------------------------------------------------------
def open_regular(path) -> BinaryIO:
    """The regular file ``path`` (links followed), open for reading. A folder (``IsADirectoryError``), a pipe, a
    device or a socket (``NotRegularFile``) is refused before anything is read: a pipe would wait for a writer, a
    device may never end. Any ``OSError`` (or the ``ValueError`` of a path holding a NUL) propagates for the
    caller to word with ``reason``."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # opening a pipe must not wait either
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder", os.fspath(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_limited(path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file ``path``: the caller refuses the file when more than ``limit``
    came back. A device, a pipe or a folder is refused before anything is read (``open_regular``); ``OSError``
    propagates for the caller to word."""
    with open_regular(path) as f:
        return f.read(limit + 1)


_REASONS = {
    errno.ENAMETOOLONG: "the path is too long",
    errno.EISDIR: "it is a folder",
    errno.ENOENT: "there is no such file",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ELOOP: "too many symbolic links (a loop?)",
    errno.EROFS: "the file system is read-only",
    errno.ENOSPC: "no space left on the device",
}


def reason(error: OSError | ValueError, writing: bool = False) -> str:
    """What went wrong with a path, in a few words, for a message that names the path itself ("cannot read pack
    file 'x.parquet': it is a folder"): "the path is too long", "it is a folder", "it is not a regular file (a
    pipe, a device or a socket)", ... (``writing``: the error came from writing, where a missing file means a
    missing folder). An error without words of ours gives its own, without the path."""
    if isinstance(error, NotRegularFile):
        return "it is not a regular file (a pipe, a device or a socket)"
    if not isinstance(error, OSError):  # os.open refuses a path holding a NUL with a ValueError
        return "the path holds a character no file name can (NUL)"
    if writing and error.errno == errno.ENOENT:
        return "its folder does not exist"
    words = _REASONS.get(error.errno) or error.strerror or str(error) or type(error).__name__
    return words if len(words) <= 200 else words[:199] + "…"  # a library's message may quote the path
