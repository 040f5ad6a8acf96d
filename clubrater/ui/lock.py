"""One ClubRater at a time per club file: a QLockFile beside the database.

Two windows writing the same file would each rate from its own picture of the
club, so the second one is told who has the file and may open it read-only.
A lock left by a ClubRater that crashed (its process is gone) is stale and is
taken over silently; a live lock never goes stale by age (staleLockTime 0),
however long the first window stays open.

Use from the window:

    lock = acquire(path)
    if lock is None:
        if not ask_open_read_only(parent, path):
            return
        ctrl = ClubController.open(path, read_only=True)
    else:
        ctrl = ClubController.open(path)   # keep `lock` until the file is closed, then lock.release()
"""

from __future__ import annotations

import socket
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QLockFile

from clubrater.domain.errors import ClubRaterError


class LockError(ClubRaterError):
    """The lock file cannot be made at all (e.g. the folder is read-only)."""


@dataclass(frozen=True, slots=True)
class LockHolder:
    pid: int
    hostname: str
    appname: str

    def describe(self) -> str:
        here = not self.hostname or self.hostname == socket.gethostname()
        where = "on this computer" if here else f"on the computer {self.hostname}"
        return f"{self.appname or 'ClubRater'} (process {self.pid}) {where}"


def lock_path(db_path: str | Path) -> Path:
    """club.sqlite -> club.sqlite.lock, beside it (so every computer sharing the folder sees it)."""
    p = Path(db_path).expanduser().resolve()
    return p.with_name(p.name + ".lock")


class DatabaseLock:
    """Held while a club file is open for writing; release() (or `with`) when it is closed."""

    def __init__(self, db_path: Path, qlock: QLockFile) -> None:
        self.db_path = db_path
        self.path = lock_path(db_path)
        self._qlock: QLockFile | None = qlock

    @property
    def held(self) -> bool:
        return self._qlock is not None and self._qlock.isLocked()

    def release(self) -> None:
        if self._qlock is not None:
            self._qlock.unlock()
            self._qlock = None

    def __enter__(self) -> DatabaseLock:
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.release()


def acquire(db_path: str | Path) -> DatabaseLock | None:
    """The lock for `db_path`, or None when another live ClubRater holds it.

    A stale lock (its process is gone) is removed and taken. Raises LockError if
    the lock file cannot be created for another reason (read-only folder...).
    """
    db = Path(db_path).expanduser().resolve()
    q = QLockFile(str(lock_path(db)))
    q.setStaleLockTime(0)  # only a dead owner makes a lock stale, never its age
    if q.tryLock(0):
        return DatabaseLock(db, q)
    if q.error() == QLockFile.LockError.LockFailedError:
        return None
    if q.error() == QLockFile.LockError.PermissionError:
        raise LockError(f"ClubRater cannot write in {db.parent}, so it cannot open {db.name} for changes there.")
    raise LockError(f"ClubRater cannot lock {db.name} ({q.error().name}).")


def holder(db_path: str | Path) -> LockHolder | None:
    """Who holds the lock, as written in the lock file (None if nobody or unreadable)."""
    q = QLockFile(str(lock_path(db_path)))
    info = q.getLockInfo()
    if not info or not isinstance(info, tuple) or len(info) != 3 or not info[0]:
        return None
    pid, host, app = info
    return LockHolder(int(pid), str(host), str(app))


def in_use_message(db_path: str | Path) -> str:
    db = Path(db_path).expanduser().resolve()
    who = holder(db)
    by = f" by {who.describe()}" if who else ""
    text = (
        f"{db.name} is already open{by}.\n\n"
        "You can open it read-only to look things up; changes can only be made in the window that has it open."
    )
    if who and who.hostname and who.hostname != socket.gethostname():
        text += f"\n\nIf ClubRater is no longer running on {who.hostname}, delete {lock_path(db)} to unlock it."
    return text


def ask_open_read_only(parent: object, db_path: str | Path) -> bool:
    """Tell the user the file is in use; True if they choose to open it read-only."""
    from PySide6.QtWidgets import QMessageBox, QWidget

    box = QMessageBox(parent if isinstance(parent, QWidget) else None)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle("Club file in use")
    box.setText(in_use_message(db_path))
    read_only = box.addButton("Open read-only", QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(read_only)
    box.exec()
    return box.clickedButton() is read_only
