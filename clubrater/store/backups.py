"""Copies of the club file made with SQLite's online backup API.

A copy is taken before every migration and, once a day, when the file is
opened; the newest ten are kept in a `backups` folder beside the database.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

KEEP = 10


@dataclass(frozen=True, slots=True)
class BackupInfo:
    path: Path
    taken: datetime
    reason: str
    games: int | None  # None when the copy cannot be read


def backup_dir(db_path: Path) -> Path:
    return db_path.parent / "backups"


def take_backup(db_path: Path, reason: str, keep: int = KEEP) -> Path:
    """Copy the database consistently (even while open elsewhere) and prune old copies."""
    folder = backup_dir(db_path)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"{db_path.stem}.{stamp}.{reason}.sqlite"
    src = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    prune(db_path, keep)
    return target


def list_backups(db_path: Path) -> list[BackupInfo]:
    """Newest first, with the game count a secretary can recognise the copy by."""
    folder = backup_dir(db_path)
    if not folder.is_dir():
        return []
    found: list[BackupInfo] = []
    for p in folder.glob(f"{db_path.stem}.*.sqlite"):
        parts = p.name[len(db_path.stem) + 1 :].split(".")
        try:
            taken = datetime.strptime(parts[0], "%Y%m%d-%H%M%S-%f")
        except (ValueError, IndexError):
            continue
        reason = parts[1] if len(parts) > 2 else ""
        found.append(BackupInfo(p, taken, reason, _count_games(p)))
    found.sort(key=lambda b: b.taken, reverse=True)
    return found


def prune(db_path: Path, keep: int = KEEP) -> None:
    for old in list_backups(db_path)[keep:]:
        old.path.unlink(missing_ok=True)


def has_backup_today(db_path: Path) -> bool:
    today = datetime.now().date()
    return any(b.taken.date() == today and b.reason == "daily" for b in list_backups(db_path))


def _count_games(path: Path) -> int | None:
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return int(con.execute("SELECT count(*) FROM games").fetchone()[0])
        finally:
            con.close()
    except sqlite3.Error:
        return None
