"""What the window and the command line need from the club file on disk, so they never import store/.

Where clubs live (the default file, recent files, the log folder), backups (list,
take, find, restore), damage and integrity, and the lock that keeps two ClubRaters
from writing one file. These work on a path, not an open club: a damaged file must
be handled before (and instead of) opening it. The store (store/backups.py,
safety.py, lock.py, paths.py) does the work; this module only passes it on.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.store import backups as _backups
from clubrater.store import lock as _lock
from clubrater.store import paths as _paths
from clubrater.store import safety as _safety
from clubrater.store.backups import BackupInfo
from clubrater.store.lock import DatabaseLock, LockError, LockHolder

if TYPE_CHECKING:
    from clubrater.store.database import DamagedDatabaseError, DatabaseError, ReadOnlyError

# The window's welcome page uses this module before any club is open: SQLAlchemy (store/database.py)
# takes a second to import, so its error classes are fetched only when someone asks for them.
_LAZY = {"DamagedDatabaseError": "clubrater.store.database", "DatabaseError": "clubrater.store.database",
         "ReadOnlyError": "clubrater.store.database"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "BackupInfo", "DamagedDatabaseError", "DatabaseError", "DatabaseLock", "LockError", "LockHolder", "ReadOnlyError",
    "acquire_lock", "backup_dir", "data_dir", "default_database", "find_backup", "integrity_problems", "is_intact",
    "last_database", "list_backups", "lock_holder", "lock_path", "in_use_message", "log_dir", "newest_good_backup",
    "recent_databases", "remember_database", "restore_backup", "take_backup", "check_due", "full_check",
]


# --------------------------------------------------------------------- where clubs live
def data_dir() -> Path:
    """The user's ClubRater data folder (where a new club goes unless the secretary chooses)."""
    return _paths.data_dir()


def default_database() -> Path:
    """`club.sqlite` in the data folder: the club used when none is named."""
    return _paths.default_database()


def log_dir() -> Path:
    """Where the log for a bug report is kept."""
    return _paths.log_dir()


def recent_databases() -> list[Path]:
    return _paths.recent_databases()


def last_database() -> Path | None:
    """The club file opened last, if it still exists."""
    return _paths.last_database()


def remember_database(path: Path) -> None:
    """Put a club file at the top of the recent files (and make it the one used next time)."""
    _paths.remember_database(Path(path))


# --------------------------------------------------------------------- backups
def backup_dir(db_path: Path) -> Path:
    return _backups.backup_dir(Path(db_path))


def list_backups(db_path: Path) -> list[BackupInfo]:
    """This club's backups, newest first, each with its date, reason and game count."""
    return _backups.list_backups(Path(db_path))


def take_backup(db_path: Path, reason: str = "manual") -> Path:
    """A copy of the club file now, beside it in `backups/` (old copies are pruned)."""
    return _backups.take_backup(Path(db_path), reason)


def find_backup(db_path: Path, name: str) -> BackupInfo | None:
    """One of this club's backups by its file name (as listed) or its path."""
    return _backups.find_backup(Path(db_path), name)


def restore_backup(db_path: Path, backup: Path | BackupInfo) -> Path | None:
    """Put a backup in place of the (closed) club file after backing up the file it replaces.

    Returns that copy of the replaced file (None if there was none); a damaged
    backup is refused with a ClubRaterError and nothing changes.
    """
    return _safety.restore_backup(Path(db_path), backup)


def newest_good_backup(db_path: Path) -> BackupInfo | None:
    """What to offer when the club file is damaged."""
    return _safety.newest_good_backup(Path(db_path))


# --------------------------------------------------------------------- damage
def integrity_problems(path: Path) -> list[str]:
    """SQLite's integrity check of a club file, in words; empty when the file is sound."""
    return _safety.integrity_problems(Path(path))


def is_intact(path: Path) -> bool:
    return _safety.is_intact(Path(path))


def full_check(path: Path, *, remember: bool = True) -> _safety.CheckResult:
    """SQLite's check and every typed record's checksum (`.ok`, `.describe()`, `.good_backup`); reads only."""
    return _safety.full_check(Path(path), remember=remember)


def check_due(path: Path) -> bool:
    """True when the club has not been checked whole for a week: the window checks it when it opens it."""
    return _safety.check_due(Path(path))


# --------------------------------------------------------------------- the lock
def acquire_lock(db_path: str | Path) -> DatabaseLock | None:
    """Take the club file for this ClubRater; None when another one has it (then open it read-only)."""
    return _lock.acquire(db_path)


def lock_holder(db_path: str | Path) -> LockHolder | None:
    """Who has the club file open, if anyone."""
    return _lock.holder(db_path)


def lock_path(db_path: str | Path) -> Path:
    """The lock file that says a ClubRater has this club open."""
    return _lock.lock_path(db_path)


def in_use_message(db_path: str | Path) -> str:
    """The sentence that tells the secretary who has the file."""
    return _lock.in_use_message(db_path)
