"""Copies of the club file made with SQLite's online backup API.

A copy is taken before every migration and, once a day, when the file is
opened; they live in a `backups` folder beside the database.

Backups belong to one club, not to a file name: each copy carries the club's id
(`club.uid`, stored inside the file) and a sequence number (kept in the club's
header, `PRAGMA user_version`, and written into each copy's). `club.db`
and `club.sqlite` in one folder therefore never see, prune or restore each
other's copies, and copies are ordered and pruned by that number, never by the
time in their names: a clock that was wrong once (or copies brought from another
computer) cannot push out the copies that matter. The copy just taken and the
newest before-restore copy are never pruned.

Each copy is one self-contained file (rollback journal, not WAL), written under
a temporary name and renamed when complete, so a crash mid-copy never leaves a
half copy that looks like a backup; leftovers of a killed copy are removed at the
next start (`remove_leftovers`).
"""

from __future__ import annotations

import errno
import logging
import os
import sqlite3
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

from clubrater.domain.errors import ReadOnlyFileError, disk_full_error, free_bytes, is_disk_full
from clubrater.domain.message import Messages
from clubrater.store import checksums
from clubrater.store.walfile import no_wal


class BackupMessages(Messages):
    """Backups: taking and putting back copies of the club file."""


KEEP = 10  # the last ten copies, whatever their dates
WEEKS = 9  # and one a week for two months
MONTHS = 24  # and one a month for two years
UNREADABLE = 3  # raw copies of damaged files SQLite cannot read: the newest three
FUTURE_SLACK = timedelta(minutes=5)
STAMP = "%Y%m%d-%H%M%S-%f"
PARTIAL = ".partial"
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class BackupInfo:
    path: Path
    taken: datetime  # as written in the name (the clock of the computer that took it)
    reason: str  # "daily", "pre-migration", "before-restore", "damaged", ...
    games: int | None  # None when the copy cannot be read
    seq: int = 0  # the club's backup sequence number when it was taken (0: taken before ClubRater 0003)
    club_uid: str | None = None  # the club it is a copy of (None: an old copy, matched by its name)
    future: bool = False  # its time lies in the future: listed as such, ordered by `seq` like the rest
    players: int | None = field(default=None, compare=False)

    @property
    def name(self) -> str:
        return self.path.name


def backup_dir(db_path: Path) -> Path:
    return Path(db_path).parent / "backups"


def backup_name(db_path: Path, reason: str, when: datetime | None = None) -> Path:
    """Where a copy taken now (or `when`) for `reason` goes: the whole file name, the time and the reason."""
    stamp = (when or datetime.now()).strftime(STAMP)
    return backup_dir(db_path) / f"{Path(db_path).name}.{stamp}.{reason}.sqlite"


def _ro_uri(path: Path, immutable: bool = False) -> str:
    """A read-only SQLite URI for `path`; `?`, `%`, `#` and spaces in the name are quoted by as_uri()."""
    return f"{Path(path).resolve().as_uri()}?mode=ro" + ("&immutable=1" if immutable else "")


def club_identity(db_path: Path) -> tuple[str | None, int]:
    """(club id, last backup number) read from the club file without writing; (None, 0) if unknown.

    The number lives in the file's header (`PRAGMA user_version`), so keeping it changes no table:
    a restored copy compares equal to the club it was taken of, table by table.
    """
    path = Path(db_path)
    immutable = no_wal(path)
    uid = None
    try:
        con = sqlite3.connect(_ro_uri(path, immutable), uri=True)
        try:
            seq = int(con.execute("PRAGMA user_version").fetchone()[0])
            cols = {r[1] for r in con.execute("PRAGMA table_info(club)")}
            if "uid" in cols:
                row = con.execute("SELECT uid FROM club WHERE id = 1").fetchone()
                uid = str(row[0]) if row and row[0] else None
        finally:
            con.close()
    except (sqlite3.Error, OSError):
        return None, 0
    return uid, seq


def take_backup(db_path: Path, reason: str, keep: int = KEEP) -> Path:
    """Copy the database consistently (even while open elsewhere), number it, and prune old copies.

    The new copy is never pruned by this call, whatever the clock said when the others were taken.
    """
    db_path = Path(db_path)
    target = backup_name(db_path, reason)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            raise ReadOnlyFileError(BackupMessages.tr("ClubRater cannot write in {folder} (it is read-only), so no backup of {file} was taken; "
                                                    "the club file is unchanged.").format(folder=target.parent.parent, file=db_path.name)) from None
        raise
    uid, club_seq = club_identity(db_path)
    seq = max([club_seq] + [b.seq for b in list_backups(db_path, uid=uid)]) + 1
    partial = target.with_name(f"{target.name}.{os.getpid()}{PARTIAL}")
    try:
        copy_database(db_path, partial, seq=seq)
    except (OSError, sqlite3.Error) as exc:
        if is_disk_full(exc) or (free_bytes(target.parent) or 0) < 4 * 1024 * 1024:
            raise disk_full_error(target.parent, BackupMessages.tr("no backup of {file} was taken (the club file is "
                                                                   "unchanged).").format(file=db_path.name)) from None
        raise
    except PermissionError:
        raise ReadOnlyFileError(BackupMessages.tr("ClubRater cannot write in {folder} (it is read-only), so no backup of {file} was taken; "
                                                "the club file is unchanged.").format(folder=target.parent, file=db_path.name)) from None  # fmt: skip
    try:
        wrong = checksums.verify(partial)
    except sqlite3.Error:
        wrong = []
    if wrong:  # never a copy of silently damaged records that looks like any other: its name says so
        target = backup_name(db_path, f"{reason}-damaged-records")
        log.warning("the backup of %s holds %d records that differ from their checksums (%s); kept as %s",
                    db_path, len(wrong), checksums.summary(wrong, 3), target.name)  # fmt: skip
    fsync_file(partial)
    os.replace(partial, target)
    fsync_dir(target.parent)
    _store_seq(db_path, seq)
    prune(db_path, keep, protect={target})
    log.info("backup of %s taken (%s, number %d): %s", db_path, reason, seq, target)
    return target


def _store_seq(db_path: Path, seq: int) -> None:
    """Keep the number in the club too, so it goes on rising if the backups folder is emptied (best effort)."""
    try:
        con = sqlite3.connect(f"{Path(db_path).resolve().as_uri()}?mode=rw", uri=True, timeout=2)
        try:
            if int(con.execute("PRAGMA user_version").fetchone()[0]) < seq:
                con.execute(f"PRAGMA user_version = {int(seq)}")
        finally:
            con.close()
    except (sqlite3.Error, OSError) as exc:  # a read-only or busy club: the copies still carry the number
        log.info("could not keep backup number %d in %s: %s", seq, db_path, exc)


def copy_database(source: Path, target: Path, *, seq: int | None = None) -> None:
    """A consistent copy of `source` (read through its WAL) as one standalone file at `target`."""
    target.unlink(missing_ok=True)
    src = sqlite3.connect(_ro_uri(source), uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")  # a backup is one file, whatever the original used
            if seq is not None:
                dst.execute(f"PRAGMA user_version = {int(seq)}")
        finally:
            dst.close()
    except BaseException:
        target.unlink(missing_ok=True)
        Path(f"{target}-journal").unlink(missing_ok=True)
        raise
    finally:
        src.close()


def fsync_file(path: Path) -> None:
    """Push a file's bytes to the disk before it is renamed into place."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(folder: Path) -> None:
    """Push a folder's entries (a rename) to the disk; a folder that cannot be opened is left as it is."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _parse_name(db_path: Path, p: Path) -> tuple[datetime, str, bool] | None:
    """(time, reason, legacy) from a backup's name, or None if it is no backup of a file named like `db_path`."""
    for prefix, legacy in ((db_path.name + ".", False), (db_path.stem + ".", True)):
        if not p.name.startswith(prefix) or not p.name.endswith(".sqlite"):
            continue
        parts = p.name[len(prefix) : -len(".sqlite")].split(".")
        try:
            taken = datetime.strptime(parts[0], STAMP)
        except (ValueError, IndexError):
            continue
        return taken, ".".join(parts[1:]), legacy
    return None


def _stem_is_shared(db_path: Path) -> bool:
    """Another club file with the same stem lies beside this one (club.db and club.sqlite)."""
    try:
        siblings = [p for p in db_path.parent.glob(f"{_glob_escape(db_path.stem)}.*") if p.name != db_path.name]
    except OSError:
        return False
    for p in siblings:
        if p.name.endswith(("-wal", "-shm", "-journal", ".lock")) or not p.is_file():
            continue
        try:
            with p.open("rb") as fh:
                if fh.read(16) == b"SQLite format 3\x00":
                    return True
        except OSError:
            continue
    return False


def _glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def _read_backup(p: Path) -> tuple[int | None, int, str | None, int | None]:
    """(games, seq, club uid, players) of a backup file; games None when it cannot be read."""
    try:
        con = sqlite3.connect(_ro_uri(p), uri=True)
        try:
            seq = int(con.execute("PRAGMA user_version").fetchone()[0])
            games = int(con.execute("SELECT count(*) FROM games").fetchone()[0])
            players = int(con.execute("SELECT count(*) FROM players").fetchone()[0])
            cols = {r[1] for r in con.execute("PRAGMA table_info(club)")}
            uid = None
            if "uid" in cols:
                row = con.execute("SELECT uid FROM club WHERE id = 1").fetchone()
                uid = str(row[0]) if row and row[0] else None
        finally:
            con.close()
    except sqlite3.Error:
        return None, 0, None, None
    return games, seq, uid, players


_MISSING = object()


def list_backups(db_path: Path, *, uid: object = _MISSING, now: datetime | None = None) -> list[BackupInfo]:
    """This club's backups, newest first by their sequence number, with the game count to recognise them by.

    A copy of another club (another id inside it) is never listed, whatever its name. An old copy
    without an id is listed when its name carries this file's whole name, or its stem when no
    other club file beside this one shares that stem.
    """
    db_path = Path(db_path)
    folder = backup_dir(db_path)
    if not folder.is_dir():
        return []
    club_uid = club_identity(db_path)[0] if uid is _MISSING else uid
    now = now or datetime.now()
    shared: bool | None = None
    found: list[BackupInfo] = []
    for p in folder.iterdir():
        parsed = _parse_name(db_path, p)
        if parsed is None:
            continue
        taken, reason, legacy_name = parsed
        games, seq, copy_uid, players = _read_backup(p)
        if copy_uid is not None and club_uid is not None and copy_uid != club_uid:
            continue  # another club's copy, even if its name looks like ours
        if (copy_uid is None or club_uid is None) and legacy_name:
            if shared is None:
                shared = _stem_is_shared(db_path)
            if shared:
                continue  # club.20250101….sqlite beside club.db and club.sqlite: whose is it? Neither's.
        found.append(BackupInfo(p, taken, reason, games, seq, copy_uid, taken > now + FUTURE_SLACK, players))
    # Unreadable copies first (they cannot be chosen, and want a look), then by number; copies from
    # before numbering (0) last, by the time in their names.
    found.sort(key=lambda b: (b.games is None, b.seq, not b.future, b.taken if not b.future else datetime.min),
               reverse=True)
    return found


def to_keep(backups: list[BackupInfo], keep: int = KEEP, now: datetime | None = None) -> set[Path]:
    """The spread kept: the last `keep` by number, the newest of each of the last nine weeks and 24 months.

    Weeks and months go by the time in the name, but a copy dated in the future fills no week or
    month (it cannot stand in for a real one), and order within a week is by number.
    """
    now = now or datetime.now()
    ordered = [b for b in backups if b.games is not None]  # already newest first by number
    unreadable = sorted((b for b in backups if b.games is None), key=lambda b: (not b.future, b.taken), reverse=True)
    kept = {b.path for b in ordered[:keep]} | {b.path for b in unreadable[:UNREADABLE]}
    weeks: set[tuple[int, int]] = set()
    months: set[tuple[int, int]] = set()
    for b in ordered:
        if b.future or b.games is None:
            continue
        age = now - b.taken
        week = tuple(b.taken.isocalendar())[:2]
        month = (b.taken.year, b.taken.month)
        if age <= timedelta(weeks=WEEKS) and week not in weeks:
            weeks.add(week)  # type: ignore[arg-type]
            kept.add(b.path)
        if age <= timedelta(days=31 * MONTHS) and month not in months:
            months.add(month)
            kept.add(b.path)
    newest_before_restore = next((b for b in ordered if b.reason == "before-restore"), None)
    if newest_before_restore is not None:
        kept.add(newest_before_restore.path)  # the latest restore can always be undone
    return kept


def prune(db_path: Path, keep: int = KEEP, protect: set[Path] | frozenset[Path] = frozenset()) -> list[Path]:
    """Remove this club's copies outside the spread (never one in `protect`); returns what was removed."""
    found = list_backups(db_path)
    kept = to_keep(found, keep) | {Path(p) for p in protect}
    removed = []
    for old in found:
        if old.path in kept:
            continue
        old.path.unlink(missing_ok=True)
        Path(f"{old.path}-wal").unlink(missing_ok=True)  # a damaged file's raw copy may have one
        removed.append(old.path)
    return removed


def has_backup_today(db_path: Path) -> bool:
    today = datetime.now().date()
    return any(b.taken.date() == today and b.reason == "daily" for b in list_backups(db_path))


def daily_backup(db_path: Path) -> Path | None:
    """The once-a-day copy taken when a club is opened; None when today's already exists."""
    if has_backup_today(db_path):
        return None
    return take_backup(db_path, "daily")


def find_backup(db_path: Path, name: str) -> BackupInfo | None:
    """One of this club's backups by its file name (as `clubrater backups` lists it) or its path."""
    wanted = Path(name)
    for b in list_backups(db_path):
        if b.path.name == wanted.name and (len(wanted.parts) == 1 or b.path.resolve() == wanted.resolve()):
            return b
    return None


def pid_alive(pid: int) -> bool:
    """Whether process `pid` still runs on this computer (its temporary files are then still in use)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, under another user
    return True


def _owner(name: str, marker: str) -> int:
    """The process id written just before `marker` in a temporary name (0 for names without one)."""
    head = name[: name.rfind(marker)]
    tail = head.rsplit(".", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def remove_leftovers(db_path: Path) -> list[Path]:
    """Remove what a killed backup or restore left (`*.partial`, `*.partial-journal`, `.NAME.restoring`).

    A temporary file whose process still runs is left alone.
    """
    db_path = Path(db_path)
    removed: list[Path] = []
    candidates: list[tuple[Path, str]] = []
    folder = backup_dir(db_path)
    if folder.is_dir():
        for p in folder.iterdir():
            if p.name.startswith(db_path.name + ".") and (p.name.endswith(PARTIAL) or p.name.endswith(PARTIAL + "-journal")):
                candidates.append((p, PARTIAL))
    restoring = f".{db_path.name}."
    for p in db_path.parent.iterdir() if db_path.parent.is_dir() else []:
        if p.name.startswith(restoring) and ".restoring" in p.name[len(restoring) - 1 :]:
            candidates.append((p, ".restoring"))
    for p, marker in candidates:
        if pid_alive(_owner(p.name, marker)):
            continue
        try:
            p.unlink()
            removed.append(p)
        except FileNotFoundError:
            continue
        except OSError as exc:
            log.info("could not remove the leftover %s: %s", p, exc)
    if removed:
        log.warning("removed leftovers of an interrupted backup or restore: %s", ", ".join(map(str, removed)))
    return removed


def _count_games(path: Path) -> int | None:
    return _read_backup(path)[0]
