"""Files a user keeps (saves, learner records, study results, puzzle packs, site pages): written whole or not at all.

A writer killed halfway must leave the previous file as it was, so every write goes to a temporary file in the same
folder (a rename across file systems is not atomic), is flushed to disk, then renamed over the target; the folder is
synced so that the rename itself survives a crash. Only a regular file is replaced: a pipe, a device or a folder at
the target (or behind a link there) is refused, not swapped for a file. A writer killed before its rename leaves its
temporary file (``.NAME.XXXXXXXX.tmp``); the next write to the same target removes those no live writer holds (each
writer keeps a lock on its own until it is done, so a lock that can be taken is a dead writer's).

Readers take regular files only, and never more than a limit, so a path that never ends (``/dev/zero``, a pipe)
cannot exhaust memory or hang. ``reason`` words what went wrong with a path in a few words of ours, for every
loader's message (an ``OSError``'s own text repeats the path, all 5,000 characters of a path that long).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable, Iterator

try:
    import fcntl
except ImportError:  # no advisory locks on this platform: writes stay atomic, leftovers stay
    fcntl = None

_TEMP_LETTERS = "[a-z0-9_]{8}"  # what tempfile.mkstemp puts between prefix and suffix


class NotRegularFile(OSError):
    """A path names something that is not a regular file (a pipe, a device, a socket) where a file is read or
    replaced."""

    def __init__(self, path=None):
        super().__init__(errno.EINVAL, "not a regular file", None if path is None else os.fspath(path))


class Held(OSError):
    """Another process holds the lock of a path (``held``); ``note`` is what it wrote in the lock file ("" when it
    wrote nothing yet)."""

    def __init__(self, note: str):
        self.note = note
        super().__init__(errno.EWOULDBLOCK, "held by another process")


# -- writing --------------------------------------------------------------------------------------------------
@contextlib.contextmanager
def atomic_path(path) -> Iterator[Path]:
    """A temporary path beside ``path`` for a writer that needs a file name (Parquet, say); on a clean exit it
    replaces ``path``, on an error it is removed and ``path`` is untouched. A symbolic link is written through:
    the file it names is replaced and the link stays. Something at ``path`` that is not a regular file (a folder,
    a pipe, a device) is refused with an ``OSError`` before anything is written (``IsADirectoryError``,
    ``NotRegularFile``)."""
    path = Path(os.path.realpath(path))
    check_replaceable(path)
    _remove_leftovers(path)
    fd, tmp = _locked_temporary(path)
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
    finally:
        os.close(fd)  # closing releases the lock on the temporary file
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


def check_replaceable(path) -> None:
    """Raise the ``OSError`` a write to ``path`` would meet at its target: a folder (``IsADirectoryError``), a
    pipe, a device or a socket, links followed (``NotRegularFile``), a path too long. A missing file is fine."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return  # a new file
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "is a folder", os.fspath(path))
    if not stat.S_ISREG(mode):
        raise NotRegularFile(path)


def _locked_temporary(path: Path) -> tuple[int, Path]:
    """A new temporary file beside ``path``, open and locked (the descriptor, and its path) so that no other write
    to ``path`` takes it for a dead writer's. Between its creation and the lock another write may just have
    removed it: then it is made again."""
    while True:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
        try:
            if fcntl is None:
                return fd, Path(tmp)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                on_disk = None  # another write took it for a dead writer's and is removing it
            except OSError:  # a file system without locks: nothing removes leftovers there either
                return fd, Path(tmp)
            else:
                try:
                    on_disk, mine = os.stat(tmp), os.fstat(fd)
                except FileNotFoundError:
                    on_disk = None
            if on_disk is not None and (on_disk.st_dev, on_disk.st_ino) == (mine.st_dev, mine.st_ino):
                return fd, Path(tmp)
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        os.close(fd)  # removed, or being removed, before we could lock it: make another


def _remove_leftovers(path: Path) -> None:
    """Remove the temporary files of writes to ``path`` whose writer died (killed before its rename): those whose
    lock can be taken. A live writer holds the lock on its own until it is done, and one that has just made its
    file makes it again if it was removed before it could lock it (``_locked_temporary``)."""
    if fcntl is None:
        return
    pattern = re.compile(re.escape(f".{path.name}.") + _TEMP_LETTERS + r"\.tmp")
    with contextlib.suppress(OSError):
        with os.scandir(path.parent or ".") as entries:
            names = [e.name for e in entries if pattern.fullmatch(e.name) and e.is_file(follow_symlinks=False)]
        for name in names:
            leftover = (path.parent or Path(".")) / name
            try:
                fd = os.open(leftover, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
            except OSError:
                continue
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                continue  # a live writer's
            else:
                with contextlib.suppress(OSError):
                    os.unlink(leftover)
            finally:
                os.close(fd)


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


# -- one process at a time ------------------------------------------------------------------------------------
@contextlib.contextmanager
def held(path, note: str) -> Iterator[None]:
    """Hold an exclusive lock for ``path`` (on a hidden ``.NAME.lock`` beside the file it names, links followed)
    until the block ends, or raise ``Held`` at once, with the ``note`` the holder wrote in the lock file (what
    it is doing, for the message of the one refused). The lock file is removed when the block ends. A lock file
    that cannot be made raises its ``OSError`` (the folder is missing or cannot be written: nor could ``path``);
    without locks (no fcntl, a file system without them) the block runs unlocked."""
    target = Path(os.path.realpath(path))
    lock = target.with_name(f".{target.name}.lock")
    fd = _take(lock) if fcntl is not None else None
    if fd is None:
        yield
        return
    try:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, note.encode("utf-8", "replace"), 0)
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(lock)  # still holding it: whoever opens the name next makes a new lock file (see _take)
        os.close(fd)


def _take(lock: Path) -> int | None:
    """The descriptor of ``lock``, locked; None on a file system without locks. A lock file removed by its holder
    between our open and our lock is a stale name: the lock is taken again, on the new file."""
    while True:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o666)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            try:
                note = os.pread(fd, 1000, 0).decode("utf-8", "replace")
            except OSError:
                note = ""
            os.close(fd)
            raise Held(note) from None
        except OSError:  # a file system without locks
            os.close(fd)
            return None
        try:
            on_disk, mine = os.stat(lock), os.fstat(fd)
            if (on_disk.st_dev, on_disk.st_ino) == (mine.st_dev, mine.st_ino):
                return fd
        except FileNotFoundError:
            pass
        os.close(fd)
