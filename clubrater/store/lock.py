"""One writer per club file, whatever name it is opened by.

Two ClubRaters writing the same file would each rate from its own picture of the
club, and two names for one file (a hard link, a symlink, `./club.sqlite`) would
even give SQLite two write-ahead logs, one of which later overwrites the other's
games. So the lock follows the file itself:

- an exclusive `flock` on a small file named after the club file's device and
  inode, in a folder shared by every process on this computer: every name of
  the file finds the same lock, and the kernel drops it when its process dies;
- a QLockFile beside the file (`club.sqlite.lock`), so that a ClubRater on
  another computer sharing the folder sees it too. A lock left by a ClubRater
  that crashed (its process is gone) is stale and is taken over silently; a live
  lock never goes stale by age (staleLockTime 0).

Use:

    lock = acquire(path)          # None: another ClubRater has it (in_use_message says who)
    ...                           # open for writing, keep `lock` until the file is closed
    lock.release()
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from clubrater.domain.errors import ClubRaterError, disk_full_error, free_bytes
from clubrater.domain.message import Messages


class LockMessages(Messages):
    """Who has the club file open."""


APP = "ClubRater"


class LockError(ClubRaterError):
    """The lock file cannot be made at all (e.g. the folder is read-only)."""


@dataclass(frozen=True, slots=True)
class LockHolder:
    pid: int
    hostname: str
    appname: str

    def describe(self) -> str:
        here = not self.hostname or self.hostname == socket.gethostname()
        where = LockMessages.tr("on this computer") if here else \
            LockMessages.tr("on the computer {computer}").format(computer=self.hostname)
        return LockMessages.tr("{program} (process {process}) {where}").format(
            program=self.appname or "ClubRater", process=str(self.pid), where=where)


def lock_path(db_path: str | Path) -> Path:
    """club.sqlite -> club.sqlite.lock, beside it (so every computer sharing the folder sees it)."""
    p = Path(db_path).expanduser().resolve()
    return p.with_name(p.name + ".lock")


def lock_root() -> Path:
    """The folder of the per-file locks: one for the whole computer, whoever runs ClubRater."""
    base = Path("/tmp") if sys.platform != "win32" and Path("/tmp").is_dir() else Path(tempfile.gettempdir())
    return base / "clubrater-locks"


def file_lock_path(db_path: str | Path) -> Path | None:
    """The lock named after the file itself (device and inode); None while the file does not exist."""
    try:
        st = os.stat(Path(db_path).expanduser())
    except OSError:
        return None
    return lock_root() / f"{st.st_dev:x}-{st.st_ino:x}.lock"


class _FileLock:
    """An exclusive flock on the per-file lock; the kernel releases it if the process dies."""

    def __init__(self, fd: int, path: Path) -> None:
        self.fd: int | None = fd
        self.path = path

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing drops the flock; the file stays (unlinking it would race a waiter)
            self.fd = None


def _open_lock_file(path: Path) -> int:
    root = path.parent
    if not root.is_dir():
        root.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(OSError):
            os.chmod(root, 0o1777)  # every user's ClubRater must be able to lock here
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
        with contextlib.suppress(OSError):
            os.fchmod(fd, 0o666)
        return fd
    except PermissionError:
        return os.open(path, os.O_RDONLY)  # another user's lock file: flock needs no write access


def _take_file_lock(db_path: Path) -> _FileLock | None | bool:
    """The per-file lock; None when another process holds it, False when this computer cannot lock here."""
    try:
        import fcntl
    except ImportError:  # Windows: the lock beside the file is all there is
        return False
    path = file_lock_path(db_path)
    if path is None:
        return False
    try:
        fd = _open_lock_file(path)
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            raise disk_full_error(path.parent, LockMessages.tr("ClubRater cannot make the lock that keeps a second writer "
                                                               "out of {file}; nothing was changed.").format(
                file=Path(db_path).name)) from exc
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        os.close(fd)
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return None
        return False
    try:  # who holds it, for the "in use" message of a ClubRater opening the file by another name
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n{socket.gethostname()}\n{APP}\n".encode(), 0)
    except OSError:
        pass
    return _FileLock(fd, path)


def _file_lock_holder(db_path: Path) -> LockHolder | None:
    path = file_lock_path(db_path)
    if path is None:
        return None
    try:
        import fcntl

        fd = os.open(path, os.O_RDONLY)
    except (ImportError, OSError):
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            pass  # held: read who holds it
        else:
            return None  # nobody holds it
        lines = os.pread(fd, 400, 0).decode("utf-8", "replace").splitlines()
    finally:
        os.close(fd)
    if len(lines) < 3 or not lines[0].isdigit():
        return None
    return LockHolder(int(lines[0]), lines[1], lines[2])


class DatabaseLock:
    """Held while a club file is open for writing; release() (or `with`) when it is closed."""

    def __init__(self, db_path: Path, qlock: Any, file_lock: _FileLock | None = None) -> None:
        self.db_path = db_path
        self.path = lock_path(db_path)
        self._qlock: Any = qlock
        self._file_lock = file_lock

    @property
    def held(self) -> bool:
        if self._qlock is not None:
            return bool(self._qlock.isLocked())
        return self._file_lock is not None and self._file_lock.fd is not None

    def release(self) -> None:
        if self._qlock is not None:
            self._qlock.unlock()
            self._qlock = None
        if self._file_lock is not None:
            self._file_lock.release()
            self._file_lock = None

    def __enter__(self) -> DatabaseLock:
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.release()


def acquire(db_path: str | Path) -> DatabaseLock | None:
    """The lock for the file at `db_path` (by any of its names), or None when another live ClubRater holds it.

    A stale lock (its process is gone) is removed and taken. Raises LockError if
    the lock file cannot be created for another reason (read-only folder...), and
    DiskFullError when the disk is full.
    """
    from PySide6.QtCore import QLockFile

    db = Path(db_path).expanduser().resolve()
    inode = _take_file_lock(db)
    if inode is None:
        return None
    file_lock = inode if isinstance(inode, _FileLock) else None
    if not os.access(db.parent, os.W_OK | os.X_OK) and file_lock is not None:
        # A read-only folder: nobody can write the club there (it opens read-only), so the lock beside
        # it, which could not be made anyway, is not needed; the per-file lock still says who has it.
        return DatabaseLock(db, None, file_lock)
    q = QLockFile(str(lock_path(db)))
    q.setStaleLockTime(0)  # only a dead owner makes a lock stale, never its age
    if q.tryLock(0):
        return DatabaseLock(db, q, file_lock)
    if file_lock is not None:
        file_lock.release()
    if q.error() == QLockFile.LockError.LockFailedError:
        return None
    if q.error() == QLockFile.LockError.PermissionError:
        raise LockError(LockMessages.tr("ClubRater cannot write in {folder}, so it cannot open {file} for changes there.").format(
            folder=db.parent, file=db.name))
    if (free_bytes(db.parent) or 0) < 64 * 1024:
        raise disk_full_error(db.parent, LockMessages.tr("ClubRater cannot even make the lock file for {file}; nothing was "
                                                         "changed.").format(file=db.name))
    raise LockError(LockMessages.tr("ClubRater cannot lock {file} ({reason}).").format(file=db.name, reason=q.error().name))


def holder(db_path: str | Path) -> LockHolder | None:
    """Who holds the lock: as written in the lock file beside it, or in the per-file lock (None if nobody)."""
    from PySide6.QtCore import QLockFile

    q = QLockFile(str(lock_path(db_path)))
    info = q.getLockInfo()
    if info and isinstance(info, tuple) and len(info) == 3 and info[0]:
        pid, host, app = info
        return LockHolder(int(pid), str(host), str(app))
    return _file_lock_holder(Path(db_path).expanduser().resolve())


def in_use_message(db_path: str | Path) -> str:
    db = Path(db_path).expanduser().resolve()
    who = holder(db)
    text = (LockMessages.tr("{file} is already open by {who}.\n\nYou can open it read-only to look things up; changes can "
                            "only be made in the window that has it open.").format(file=db.name, who=who.describe())
            if who else
            LockMessages.tr("{file} is already open.\n\nYou can open it read-only to look things up; changes can only be "
                            "made in the window that has it open.").format(file=db.name))
    if who and who.hostname and who.hostname != socket.gethostname():
        text = LockMessages.tr("{text}\n\nIf ClubRater is no longer running on {computer}, delete {lock} to unlock it.").format(
            text=text, computer=who.hostname, lock=lock_path(db))
    return text
