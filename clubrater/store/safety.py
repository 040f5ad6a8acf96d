"""Checking a club file, finding a good backup, and putting one back.

Twenty years of results live in one file, so: a damaged file is only ever read
(never opened for writing), the newest backup that passes SQLite's own
integrity check is what the program offers instead, and restoring first keeps a
copy of the file it replaces (an exact byte copy when the file is too damaged
for SQLite to read).
"""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Joined, Messages
from clubrater.store import checksums, schema
from clubrater.store.backups import (
    PARTIAL,
    BackupInfo,
    backup_name,
    club_identity,
    copy_database,
    fsync_dir,
    list_backups,
    prune,
    take_backup,
)
from clubrater.store.schema import SchemaObject
from clubrater.store.walfile import no_wal


class SafetyMessages(Messages):
    """Checking and restoring a club file."""


SQLITE_MAGIC = b"SQLite format 3\x00"
REQUIRED_TABLES = {"club", "players", "games"}
log = logging.getLogger(__name__)


def _tolerant(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


def integrity_problems(path: Path) -> list[str]:
    """[] when `path` is an intact SQLite file, else what is wrong; only ever reads the file."""
    path = Path(path)
    try:
        with path.open("rb") as fh:
            magic = fh.read(16)
    except OSError as exc:
        return [SafetyMessages.tr("it cannot be read ({reason})").format(reason=exc.strerror or exc)]
    if magic != SQLITE_MAGIC:
        return [SafetyMessages.tr("it is not an SQLite file")]
    # Without a WAL beside it nobody is writing the file, and `immutable` then reads it without
    # creating the -wal/-shm side files; with one, SQLite must read through it (read-only).
    mode = "ro&immutable=1" if no_wal(path) else "ro"
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}", uri=True)
        con.text_factory = _tolerant  # a damaged name in the report must not stop the report
        try:
            rows = con.execute("PRAGMA integrity_check").fetchall()
        finally:
            con.close()
    except UnicodeDecodeError:
        return [SafetyMessages.tr("its integrity check reports damage in stored text")]
    except sqlite3.Error as exc:
        return [str(exc)]
    if rows != [("ok",)]:
        return [str(r[0]) for r in rows[:3]]
    return []


def is_intact(path: Path) -> bool:
    return not integrity_problems(path)


def is_usable_backup(path: Path) -> bool:
    """Intact, holding a club, of a schema this ClubRater knows and with nothing another program added to it
    (a copy of some other SQLite file, or a crafted one, is no use)."""
    if not is_intact(path):
        return False
    try:
        con = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
        try:
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        finally:
            con.close()
    except sqlite3.Error:
        return False
    return tables >= REQUIRED_TABLES and unfit_backup(path) is None


def unfit_backup(path: Path) -> str | None:
    """Why a backup cannot be put back although SQLite finds it intact: a newer ClubRater wrote it, or it holds
    a table, index, trigger or view ClubRater's migrations do not make (named); None when it fits."""
    try:
        revision = schema.revision_of(Path(path))
        if revision is None:
            return None  # no club at all: said by the caller
        if revision not in schema.revisions()[0]:
            return SafetyMessages.tr("The backup {file} was written by a newer ClubRater (schema {revision}); update "
                                     "ClubRater to restore it.").format(file=Path(path).name, revision=revision)
        found = schema.foreign_objects(Path(path), revision)
    except sqlite3.Error:
        return None  # unreadable: the integrity check says so
    if found:
        return schema.foreign_message(SafetyMessages.tr("The backup {file}").format(file=Path(path).name), found)
    return None


def newest_good_backup(db_path: Path) -> BackupInfo | None:
    """The newest backup of `db_path` that passes the integrity check, if any."""
    for info in list_backups(db_path):
        if info.games is not None and is_usable_backup(info.path):
            return info
    return None


def keep_damaged_copy(db_path: Path) -> Path:
    """Byte-for-byte copy of a file SQLite cannot read (with its WAL), kept among the backups."""
    db_path = Path(db_path)
    target = backup_name(db_path, "damaged")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f"{target.name}.{os.getpid()}{PARTIAL}")
    try:
        shutil.copyfile(db_path, partial)
        wal = Path(f"{db_path}-wal")
        if wal.exists():
            shutil.copyfile(wal, f"{target}-wal")
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    log.warning("kept a raw copy of the damaged file %s at %s", db_path, target)
    return target


def save_current(db_path: Path, reason: str = "before-restore") -> Path:
    """A copy of the file as it is now: through SQLite if it can, else its raw bytes."""
    if is_intact(db_path):
        try:
            return take_backup(db_path, reason)
        except sqlite3.Error:
            pass
    return keep_damaged_copy(db_path)


class ForeignBackupError(ClubRaterError):
    """The chosen copy is of another club: restoring it would put that club's players and games in."""


def _count(path: Path, immutable: bool = False) -> int | None:
    try:
        con = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro" + ("&immutable=1" if immutable else ""), uri=True)
        try:
            return int(con.execute("SELECT count(*) FROM games").fetchone()[0])
        finally:
            con.close()
    except sqlite3.Error:
        return None


def restore_backup(db_path: Path, backup: Path | BackupInfo) -> Path | None:
    """Put `backup` in place of the club file, after keeping a copy of the file it replaces.

    The database must be closed (ClubController.close()) in this process; returns
    the copy of the replaced file (None if there was no file), which is a backup like
    any other: listed, never pruned by this restore, and restoring it undoes this one.
    The backup is checked first: a damaged backup, or a copy of another club, is
    refused and nothing changes.
    """
    db_path = Path(db_path).resolve()
    source = Path(backup.path if isinstance(backup, BackupInfo) else backup).resolve()
    if not source.is_file():
        raise ClubRaterError(SafetyMessages.tr("There is no backup {file}; `clubrater backups` lists the copies there are.").format(
            file=source))
    unfit = unfit_backup(source) if is_intact(source) else None
    if unfit is not None:  # before anything is copied or replaced
        raise ClubRaterError(SafetyMessages.tr("{reason} Nothing was restored, and {file} is unchanged.").format(
            reason=unfit, file=db_path.name))
    if not is_usable_backup(source):
        raise ClubRaterError(SafetyMessages.tr("The backup {file} is damaged or holds no club; choose another one.").format(
            file=source.name))
    exists = db_path.exists() and db_path.stat().st_size > 0
    if exists:
        mine, _ = club_identity(db_path)
        theirs, _ = club_identity(source)
        if mine is not None and theirs is not None and mine != theirs:
            raise ForeignBackupError(
                SafetyMessages.tr("The backup {file} is a copy of another club, not of {club_file}; nothing was changed.").format(
                    file=source.name, club_file=db_path.name)
            )
    # Copy the backup first: taking the copy of the current file prunes old backups,
    # which could otherwise remove the very backup being restored.
    staging = db_path.with_name(f".{db_path.name}.{os.getpid()}.restoring")
    copy_database(source, staging)
    try:
        saved = save_current(db_path) if exists else None
        if saved is not None and is_intact(db_path):
            before, kept = _count(db_path), _count(saved)
            if before != kept:
                raise ClubRaterError(
                    SafetyMessages.tr("The copy of {file} kept before restoring holds {kept} games instead of {before}; nothing was "
                                      "restored.").format(file=db_path.name, kept=kept, before=before)
                )
        # A WAL left beside the old file would be replayed onto the restored one: remove it first.
        for suffix in ("-wal", "-shm"):
            Path(f"{db_path}{suffix}").unlink(missing_ok=True)
        os.replace(staging, db_path)
        fsync_dir(db_path.parent)
    except BaseException:
        staging.unlink(missing_ok=True)
        Path(f"{staging}-journal").unlink(missing_ok=True)
        raise
    if saved is not None:
        prune(db_path, protect={saved})
    log.warning("restored %s from %s (the replaced file is kept as %s)", db_path, source, saved)
    return saved


# --------------------------------------------------------------------------- silent damage (checksums)
CHECK_EVERY = timedelta(days=7)


@dataclass(frozen=True, slots=True)
class CheckResult:
    """What `check` found: SQLite's verdict, the records that differ from their checksums, the schema objects
    another program added, and where to go back to; and two notes that are no damage: rows another program
    changed since ClubRater last wrote the file, and kept ratings whose seal does not hold."""

    path: Path
    problems: list[str]  # SQLite's integrity check ([] when intact)
    mismatches: list[checksums.Mismatch]
    good_backup: BackupInfo | None  # the newest backup whose file and checksums hold (only looked for on damage)
    foreign: list[SchemaObject] = field(default_factory=list)  # tables, triggers, views the migrations do not make
    outside: list[checksums.Mismatch] = field(default_factory=list)  # rows changed by another program, not settled
    snapshot_broken: bool = False  # the kept ratings are not sealed by this ClubRater (never used; replayed)

    @property
    def ok(self) -> bool:
        return not self.problems and not self.mismatches and not self.foreign

    def notes(self) -> str:
        """What is no damage but worth saying: '' when there is nothing."""
        out: list[str] = []
        if self.outside:
            n = len(self.outside)
            records = checksums.summary(self.outside, 5)
            out.append(SafetyMessages.tr("Note: 1 record was changed by another program since ClubRater last wrote the "
                                         "file ({records}); ClubRater rates the records as they are now, and accepts "
                                         "them with its next change.").format(records=records) if n == 1 else
                       SafetyMessages.tr("Note: %n records were changed by another program since ClubRater last wrote "
                                         "the file ({records}); ClubRater rates the records as they are now, and "
                                         "accepts them with its next change.", "", n).format(records=records))
        if self.snapshot_broken:
            out.append(SafetyMessages.tr("Note: the ratings kept in the file to open it quickly were changed outside "
                                         "ClubRater or kept on another computer; they are not used, and the ratings are "
                                         "worked out afresh from the games."))
        return Joined(" ", out)

    def describe(self) -> str:
        """One paragraph for the secretary."""
        name = self.path.name
        if self.ok:
            intact = SafetyMessages.tr("{file} is intact: SQLite's integrity check and the checksum of every stored record "
                                       "agree.").format(file=name)
            notes = self.notes()
            return Joined(" ", [intact, notes]) if notes else intact
        text: str = ""
        if self.problems:
            text = SafetyMessages.tr("{file} is damaged: {problems}.").format(file=name, problems=Joined("; ", self.problems))
        elif self.mismatches:
            n = len(self.mismatches)
            text = (SafetyMessages.tr("{file} passes SQLite's integrity check, but 1 stored record no longer matches what "
                                      "was typed: {records}.") if n == 1 else
                    SafetyMessages.tr("{file} passes SQLite's integrity check, but %n stored records no longer match what "
                                      "was typed: {records}.", "", n)).format(
                file=name, records=checksums.summary(self.mismatches))
        if self.foreign:
            n = len(self.foreign)
            objects = schema.describe(self.foreign)
            foreign = SafetyMessages.tr("{file} holds an object that ClubRater does not make ({objects}): another "
                                        "program added it, and it could change what is stored, so ClubRater does not "
                                        "open it.").format(file=name, objects=objects) if n == 1 else \
                SafetyMessages.tr("{file} holds %n objects that ClubRater does not make ({objects}): another program "
                                  "added them, and they could change what is stored, so ClubRater does not open it.",
                                  "", n).format(file=name, objects=objects)
            text = Joined(" ", [text, foreign]) if text else foreign
        b = self.good_backup
        if b is not None:
            games = SafetyMessages.tr(", {games} games").format(games=b.games) if b.games is not None else ""
            text = SafetyMessages.tr("{text} The newest backup whose records all hold is {file} ({taken:%Y-%m-%d %H:%M}"
                                     "{games}).").format(text=text, file=b.path.name, taken=b.taken, games=games)
        else:
            text = SafetyMessages.tr("{text} No backup beside it has all its records intact.").format(text=text)
        return text


def newest_verified_backup(db_path: Path) -> BackupInfo | None:
    """The newest backup that passes SQLite's check and whose every record matches its checksum."""
    for info in list_backups(db_path):
        if info.games is None or not is_usable_backup(info.path):
            continue
        try:
            if not checksums.verify(info.path):
                return info
        except sqlite3.Error:
            continue
    return None


def full_check(db_path: Path, *, remember: bool = True) -> CheckResult:
    """SQLite's integrity check, every record's checksum and the schema's objects, reading only; a clean result is
    remembered in the club (`club.checked_at`) when the file can be written, so the window checks again after a
    week. Rows changed by another program since ClubRater last wrote the file, and kept ratings whose seal does
    not hold, are noted (no damage: they are rated as they are)."""
    db_path = Path(db_path)
    problems = integrity_problems(db_path)
    mismatches: list[checksums.Mismatch] = []
    foreign: list[SchemaObject] = []
    outside: list[checksums.Mismatch] = []
    broken = False
    if not problems:
        try:
            mismatches = checksums.verify(db_path)
            foreign, outside, broken = _schema_and_notes(db_path)
        except sqlite3.Error as exc:
            problems = [str(exc)]
    result = CheckResult(db_path, problems, mismatches, None, foreign, outside, broken)
    if not result.ok:
        log.error("check of %s: %s", db_path, result.describe())
        return CheckResult(db_path, problems, mismatches, newest_verified_backup(db_path), foreign, outside, broken)
    if outside or broken:
        log.warning("check of %s: %s", db_path, result.notes())
    if remember:
        _remember_check(db_path)
    return result


def _schema_and_notes(db_path: Path) -> tuple[list[SchemaObject], list[checksums.Mismatch], bool]:
    """(objects the migrations do not make, rows another program changed and ClubRater has not settled, whether
    the kept ratings' seal is broken), read only."""
    from clubrater.store import snapshot

    revision = schema.revision_of(db_path)
    foreign = schema.foreign_objects(db_path, revision) if revision in schema.revisions()[0] else []
    immutable = "&immutable=1" if no_wal(db_path) else ""
    con = sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro{immutable}", uri=True)
    con.text_factory = lambda raw: raw.decode("utf-8", "surrogateescape")
    try:
        outside = checksums.unsettled(con)
        broken = snapshot.seal_state(con) == "broken"
    finally:
        con.close()
    return foreign, outside, broken


def _remember_check(db_path: Path) -> None:
    try:
        con = sqlite3.connect(f"{Path(db_path).resolve().as_uri()}?mode=rw", uri=True, timeout=2)
        try:
            cols = {r[1] for r in con.execute("PRAGMA table_info(club)")}
            if "checked_at" in cols:
                with con:
                    con.execute("UPDATE club SET checked_at = ? WHERE id = 1",
                                (datetime.now().replace(microsecond=0).isoformat(sep=" "),))  # fmt: skip
        finally:
            con.close()
    except (sqlite3.Error, OSError) as exc:  # read-only or busy: it is checked again next time
        log.info("could not note the check of %s: %s", db_path, exc)


def check_due(db_path: Path, now: datetime | None = None) -> bool:
    """True when the club has not been checked whole for a week (the window then checks it on open)."""
    try:
        con = sqlite3.connect(f"{Path(db_path).resolve().as_uri()}?mode=ro", uri=True)
        try:
            cols = {r[1] for r in con.execute("PRAGMA table_info(club)")}
            if "checked_at" not in cols:
                return True
            row = con.execute("SELECT checked_at FROM club WHERE id = 1").fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return True
    if not row or not row[0]:
        return True
    try:
        last = datetime.fromisoformat(str(row[0]))
    except ValueError:
        return True
    return (now or datetime.now()) - last >= CHECK_EVERY
