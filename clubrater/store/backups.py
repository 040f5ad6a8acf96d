"""Copies of the club file made with SQLite's online backup API.

A copy is taken before every migration and, once a day, when the file is
opened; the newest ten are kept in a `backups` folder beside the database.
Each copy is one self-contained file (rollback journal, not WAL), written under
a temporary name and renamed when complete, so a crash mid-copy never leaves a
half copy that looks like a backup.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

KEEP = 10
STAMP = "%Y%m%d-%H%M%S-%f"
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class BackupInfo:
    path: Path
    taken: datetime
    reason: str  # "daily", "pre-migration", "before-restore", "damaged", ...
    games: int | None  # None when the copy cannot be read


def backup_dir(db_path: Path) -> Path:
    return Path(db_path).parent / "backups"


def backup_name(db_path: Path, reason: str, when: datetime | None = None) -> Path:
    """Where a copy taken now (or `when`) for `reason` goes; the name carries the time and reason."""
    stamp = (when or datetime.now()).strftime(STAMP)
    return backup_dir(db_path) / f"{Path(db_path).stem}.{stamp}.{reason}.sqlite"


def take_backup(db_path: Path, reason: str, keep: int = KEEP) -> Path:
    """Copy the database consistently (even while open elsewhere) and prune old copies."""
    db_path = Path(db_path)
    target = backup_name(db_path, reason)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    copy_database(db_path, partial)
    os.replace(partial, target)
    prune(db_path, keep)
    log.info("backup of %s taken (%s): %s", db_path, reason, target)
    return target


def copy_database(source: Path, target: Path) -> None:
    """A consistent copy of `source` (read through its WAL) as one standalone file at `target`."""
    target.unlink(missing_ok=True)
    src = sqlite3.connect(f"{Path(source).resolve().as_uri()}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")  # a backup is one file, whatever the original used
        finally:
            dst.close()
    except BaseException:
        target.unlink(missing_ok=True)
        raise
    finally:
        src.close()


def list_backups(db_path: Path) -> list[BackupInfo]:
    """Newest first, with the game count a secretary can recognise the copy by."""
    db_path = Path(db_path)
    folder = backup_dir(db_path)
    if not folder.is_dir():
        return []
    found: list[BackupInfo] = []
    for p in folder.glob(f"{db_path.stem}.*.sqlite"):
        parts = p.name[len(db_path.stem) + 1 :].split(".")
        try:
            taken = datetime.strptime(parts[0], STAMP)
        except (ValueError, IndexError):
            continue
        reason = parts[1] if len(parts) > 2 else ""
        found.append(BackupInfo(p, taken, reason, _count_games(p)))
    found.sort(key=lambda b: b.taken, reverse=True)
    return found


def prune(db_path: Path, keep: int = KEEP) -> None:
    for old in list_backups(db_path)[keep:]:
        old.path.unlink(missing_ok=True)
        Path(f"{old.path}-wal").unlink(missing_ok=True)  # a damaged file's raw copy may have one


def has_backup_today(db_path: Path) -> bool:
    today = datetime.now().date()
    return any(b.taken.date() == today and b.reason == "daily" for b in list_backups(db_path))


def daily_backup(db_path: Path) -> Path | None:
    """The once-a-day copy taken when a club is opened; None when today's already exists."""
    if has_backup_today(db_path):
        return None
    return take_backup(db_path, "daily")


def _count_games(path: Path) -> int | None:
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            return int(con.execute("SELECT count(*) FROM games").fetchone()[0])
        finally:
            con.close()
    except sqlite3.Error:
        return None
