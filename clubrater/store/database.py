"""Opening a club file: checks, backup, migrations, then a session factory.

Every write goes through `Database.transaction()`, so an import, a merge or a
change of rating system is stored whole or not at all.

On open, in this order: the file is checked with PRAGMA integrity_check through
a read-only connection (a damaged file is never opened for writing; the error
names the newest good backup); a foreign or too-new file is refused from a
read-only look; an older schema is backed up and then migrated in one
transaction; then the daily backup is taken (at most one a day). A file can
also be opened read-only (a second ClubRater while the first holds the lock):
no backup, no migration, and every write is refused.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine, create_engine, event, inspect
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import QueuePool

from clubrater.domain.errors import (
    ClubRaterError,
    DiskFullError,
    ReadOnlyFileError,
    disk_full_error,
    free_bytes,
    is_disk_full,
)
from clubrater.domain.message import Joined, Messages, Msg, Sentence
from clubrater.store import checksums, safety, schema, scratch
from clubrater.store.backups import BackupInfo, daily_backup, remove_leftovers, take_backup
from clubrater.store.migrating import ALEMBIC
from clubrater.store.revisions import MIGRATIONS
from clubrater.store.walfile import no_wal

if TYPE_CHECKING:
    from alembic.config import Config


class StoreMessages(Messages):
    """The club file's own refusals: damaged, newer, read-only, full disk."""


SQLITE_MAGIC = safety.SQLITE_MAGIC
log = logging.getLogger(__name__)


class DatabaseError(ClubRaterError):
    """The file cannot be used as a club database; nothing was written to it."""


class DamagedDatabaseError(DatabaseError):
    """The file failed its integrity check and was not opened; `backup` is the newest good copy, if any."""

    def __init__(self, message: str, path: Path, backup: BackupInfo | None) -> None:
        super().__init__(message)
        self.path = path
        self.backup = backup


class DiskFullDatabaseError(DatabaseError, DiskFullError):
    """The file needs a write (an upgrade, its backup) and the disk is full; nothing was changed."""


class ReadOnlyError(ClubRaterError):
    """A change was asked of a club opened read-only (another ClubRater has it open, or the file is read-only)."""


class StoreError(ClubRaterError):
    """SQLite refused a change; one line (never the SQL), and nothing was changed."""


LOW_SPACE = 4 * 1024 * 1024  # an I/O error with less than this left is a full disk
NO_ROOM = 64 * 1024  # less than this left: the club opens for viewing only (nothing could be written anyway)


def _plain(exc: BaseException) -> str:
    """SQLite's own words for an error, without the statement or parameters SQLAlchemy adds."""
    orig = getattr(exc, "orig", None) or exc
    text = str(orig.args[0]) if getattr(orig, "args", None) else str(orig)
    return text.splitlines()[0] if text else type(orig).__name__


def fault(exc: BaseException, path: Path, doing: str) -> ClubRaterError:
    """The machine's fault behind `exc` by its name: a full disk, a read-only file, or SQLite's one line.

    `doing` says what was being done (\"saving the change\"); the message always says the club
    file itself is unchanged, because every write is one transaction.
    """
    orig = getattr(exc, "orig", None) or exc
    text = _plain(exc)
    code = getattr(orig, "sqlite_errorcode", None)
    low = (free_bytes(path.parent) or 0) < LOW_SPACE
    if is_disk_full(orig) or (low and (code is None or code & 0xFF in (10, 13, 14) or isinstance(orig, OSError))):
        if doing.startswith("reading"):
            return disk_full_error(path.parent, StoreMessages.tr("{file} cannot be read until there is a little room "
                                                                 "beside it; nothing was changed.").format(file=path.name))
        return disk_full_error(path.parent, StoreMessages.tr("{doing} did not fit, and {file} was left as it was.").format(
            doing=doing, file=path.name))
    if (code is not None and code & 0xFF == 8) or (isinstance(orig, OSError) and orig.errno in (13, 30)):
        return ReadOnlyFileError(
            StoreMessages.tr("{file} cannot be written (the file or its folder is read-only), so {doing} was not done; nothing was changed.").format(file=path.name, doing=doing)
        )
    return StoreError(StoreMessages.tr("{doing} in {file} failed ({reason}); nothing was changed.").format(
        doing=Sentence(doing, stop=False), file=path.name, reason=text))


def writable(path: Path) -> bool:
    """Whether the club file and its folder can be written (SQLite's WAL needs both)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


def _alembic_config() -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


_revisions = schema.revisions  # (every schema revision this ClubRater knows, the newest): no Alembic import
head_revision = schema.head_revision


def _on_connect(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.close()


def _on_connect_read_only(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA query_only=ON")  # a second line of defence behind mode=ro
    cur.close()


def _existing_parent(path: Path) -> Path:
    p = path.parent
    while not p.exists() and p != p.parent:
        p = p.parent
    return p


def _engine(path: Path) -> Engine:
    """An engine on exactly this file: the path goes to sqlite3 as it is, never through a URL
    (where `?`, `#` and `%` would be read as URL syntax and open another file)."""
    name = str(path)
    return create_engine(
        "sqlite://", future=True, poolclass=QueuePool,
        creator=lambda: sqlite3.connect(name, check_same_thread=False),
    )


def check_file(path: Path, problems: list[str] | None = None) -> None:
    """Refuse a file that is not an intact SQLite database, before anything writes to it
    (`problems`: what a check already run found)."""
    if problems is None:
        problems = safety.integrity_problems(path)
    if not problems:
        return
    if problems[0].startswith("it cannot be read"):
        first = problems[0]
        reason = first.values["reason"] if isinstance(first, Msg) else first.removeprefix("it cannot be read (")[:-1]
        raise DatabaseError(StoreMessages.tr("{path} cannot be read ({reason}).").format(path=path, reason=reason))
    message: str
    if problems == ["it is not an SQLite file"]:
        message = StoreMessages.tr("{path} is not a ClubRater database (it is not an SQLite file).").format(path=path)
    else:
        message = StoreMessages.tr("{path} is damaged and was not opened ({problems}).").format(
            path=path, problems=Joined("; ", problems))
    backup = safety.newest_good_backup(path)
    if backup is not None:
        games = StoreMessages.tr(", {games} games").format(games=backup.games) if backup.games is not None else ""
        message = StoreMessages.tr("{message} The newest good backup is {file} ({taken:%Y-%m-%d %H:%M}{games}); File > "
                                   "Restore backup puts it back.").format(
            message=message, file=backup.path.name, taken=backup.taken, games=games)
    elif problems != ["it is not an SQLite file"]:
        message = StoreMessages.tr("{message} There is no good backup beside it.").format(message=message)
    log.error("%s", message)
    raise DamagedDatabaseError(message, path, backup)


def _peek_revision(path: Path) -> tuple[str | None, bool]:
    """The file's schema revision and whether it has any tables, read without writing anything."""
    immutable = "&immutable=1" if no_wal(path) else ""
    try:
        con = sqlite3.connect(f"{path.as_uri()}?mode=ro{immutable}", uri=True)
        try:
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            rev = None
            if "alembic_version" in tables:
                row = con.execute("SELECT version_num FROM alembic_version").fetchone()
                rev = row[0] if row else None
        finally:
            con.close()
    except sqlite3.Error as exc:
        if (free_bytes(path.parent) or 0) < LOW_SPACE:
            raise disk_full_error(path.parent, f"{path.name} cannot even be opened for reading.") from exc
        raise DatabaseError(StoreMessages.tr("{path} cannot be read as a club database ({reason}).").format(path=path, reason=exc)) from exc
    return rev, bool(tables - {"alembic_version"})


def _refuse_unusable(path: Path, peek: tuple[str | None, bool]) -> str | None:
    """Refuse a foreign SQLite file, one from a newer ClubRater, or one holding schema objects (a trigger, a
    view) ClubRater's migrations do not make; return its revision otherwise."""
    current, has_tables = peek
    if current is None and has_tables:
        raise DatabaseError(StoreMessages.tr("{path} is an SQLite file but not a ClubRater database.").format(path=path))
    if current is not None and current not in _revisions()[0]:
        raise DatabaseError(StoreMessages.tr("{path} was written by a newer ClubRater (schema {current}); update ClubRater to open it.").format(path=path, current=current))
    if current is not None:
        found = foreign_objects(path, current)
        if found:
            raise DatabaseError(StoreMessages.tr("{reason} It was not opened, and nothing was written to it.").format(
                reason=foreign_message(path.name, found)))
    return current


foreign_objects = schema.foreign_objects
foreign_message = schema.foreign_message


def _backup_before_upgrade(path: Path) -> None:
    try:
        take_backup(path, "pre-migration")
    except (OSError, sqlite3.Error) as exc:  # no upgrade without a copy to go back to
        if is_disk_full(exc) or (free_bytes(path.parent) or 0) < LOW_SPACE:
            raise DiskFullDatabaseError(
                StoreMessages.tr("The disk holding {folder} is full: {file} needs upgrading, but no backup of it could be made "
                                 "first; nothing was changed. Free some space there and try again.").format(
                    folder=path.parent, file=path.name)
            ) from exc
        raise DatabaseError(
            StoreMessages.tr("{file} needs upgrading, but no backup of it could be made first ({reason}); nothing was changed.").format(
                file=path.name, reason=exc.message if isinstance(exc, ClubRaterError) else exc)
        ) from exc


class Database:
    """One club file, migrated to the current schema and ready for sessions."""

    def __init__(self, path: Path, engine: Engine, *, read_only: bool = False, read_only_reason: str = "") -> None:
        self.path = path
        self.engine = engine
        self.read_only = read_only
        self.read_only_reason = read_only_reason  # "in use" (another ClubRater) or "file" (cannot be written)
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        self._beside: _BesideCheck | None = None  # the integrity check still running beside the first read

    @classmethod
    def open(
        cls, path: str | Path, *, create: bool = False, check: bool | str = True, read_only: bool = False,
        backup: bool = True,
    ) -> Database:
        """Open (or, with `create`, make) a club file at the current schema.

        An existing file is checked, copied once a day (`backup`), and backed up
        again before an older schema is migrated. `read_only` opens it for
        reading only: nothing is written, not even a backup or a migration.
        `check="beside"` (a caller that holds the club's lock) runs the integrity check in a thread
        while the club is read through a read-only connection; `confirm()` waits for it, and every
        write waits for it first.
        """
        path = Path(path).expanduser().resolve()
        exists = path.exists() and path.stat().st_size > 0
        if not exists and (not create or read_only):
            raise DatabaseError(StoreMessages.tr("There is no club database at {path}.").format(path=path))
        if exists and check == "beside" and not read_only and no_wal(path):
            beside = _BesideCheck(path)
            try:
                db = cls._open_beside(path, beside, backup)
            except BaseException:
                beside.wait()
                check_file(path, beside.problems)  # a damaged file explains the failure best
                raise
            if db is not None:
                return db
            check_file(path, beside.wait())  # an upgrade or a file that cannot be written: checked first, as always
            check = False
        if exists and check:
            check_file(path)
        # Decide from a read-only look whether this is a club we can open, so that a
        # foreign or too-new file is refused before anything (even WAL mode) is written.
        current = _refuse_unusable(path, _peek_revision(path)) if exists else None
        if exists and not writable(path):  # a read-only file or folder: view, export, print; change nothing
            log.info("%s cannot be written: opened read-only", path)
            return cls._open_read_only(path, "file")
        if exists and (free_bytes(path.parent) or 0) < NO_ROOM:  # a full disk: view, export elsewhere; no changes
            log.warning("the disk holding %s is full: opened read-only", path)
            return cls._open_read_only(path, "full")
        if read_only:
            return cls._open_read_only(path, "in use")
        if not exists and not os.access(_existing_parent(path), os.W_OK | os.X_OK):
            raise ReadOnlyFileError(StoreMessages.tr("ClubRater cannot write in {folder}, so it cannot create {file} there.").format(folder=path.parent, file=path.name))
        upgrade = current != head_revision()
        if exists and upgrade:
            _backup_before_upgrade(path)  # before anything opens the file for writing
        if not exists:
            path.parent.mkdir(parents=True, exist_ok=True)
        else:
            remove_leftovers(path)
        scratch.remove_stale()  # half-written exports of a ClubRater that was killed
        engine = _engine(path)
        event.listen(engine, "connect", _on_connect)
        db = cls(path, engine)
        try:
            if upgrade:
                db._migrate()
                if not exists:  # a new file holds exactly what the migrations make: the reference, kept once
                    schema.remember(path, head_revision())
        except DBAPIError as exc:
            engine.dispose()
            raise fault(exc, path, StoreMessages.tr("upgrading the file")) from exc
        except Exception:
            engine.dispose()
            raise
        if exists and backup:  # after _migrate, which refuses files that are not clubs
            try:
                daily_backup(path)
            except (OSError, sqlite3.Error) as exc:  # a missed daily copy must not lock the secretary out
                log.warning("the daily backup of %s failed: %s", path, exc)
        return db

    @classmethod
    def _open_beside(cls, path: Path, beside: _BesideCheck, backup: bool) -> Database | None:
        """The file opened for reading only through `immutable` (no -wal or -shm is made beside it) while
        `beside` checks it; None when it must be checked first (it needs an upgrade, or cannot be written).

        Nothing is written until the check has passed (`confirm`, which every transaction calls first);
        the leftovers of a killed process and the daily backup wait for it too."""
        current = _refuse_unusable(path, _peek_revision(path))
        if current != head_revision() or not writable(path) or (free_bytes(path.parent) or 0) < NO_ROOM:
            return None
        uri = f"{path.as_uri()}?mode=ro&immutable=1"
        early = create_engine(
            "sqlite://", future=True, poolclass=QueuePool,
            creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False),
        )
        event.listen(early, "connect", _on_connect_read_only)
        db = cls(path, early)
        db._beside = beside
        beside.backup = backup
        return db

    @property
    def read_as_is(self) -> bool:
        """True while the file is read through `immutable` beside its integrity check: nothing writes to it
        meanwhile, so another read-only connection sees exactly the same data."""
        return self._beside is not None

    def confirm(self) -> None:
        """Wait for the integrity check that ran beside the first read: DamagedDatabaseError when the file
        is damaged (nothing was written to it); else the club is opened for writing as `open` does."""
        beside = self._beside
        if beside is None:
            return
        problems = beside.wait()
        self._beside = None
        early = self.engine
        try:
            check_file(self.path, problems)
        except BaseException:
            self._beside = beside  # every later write is refused the same way
            raise
        remove_leftovers(self.path)
        scratch.remove_stale()
        engine = _engine(self.path)
        event.listen(engine, "connect", _on_connect)
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        early.dispose()
        if beside.backup:
            try:
                daily_backup(self.path)
            except (OSError, sqlite3.Error) as exc:  # a missed daily copy must not lock the secretary out
                log.warning("the daily backup of %s failed: %s", self.path, exc)

    @classmethod
    def _open_read_only(cls, path: Path, reason: str = "in use") -> Database:
        # In a folder nobody can write in, SQLite cannot make the -shm file a WAL reader needs;
        # with no WAL beside the file there is nothing to read through, and `immutable` reads it as it is.
        fixed = reason in ("file", "full") and no_wal(path)
        uri = f"{path.as_uri()}?mode=ro" + ("&immutable=1" if fixed else "")
        engine = create_engine(
            "sqlite://", future=True, poolclass=QueuePool,
            creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False),
        )
        event.listen(engine, "connect", _on_connect_read_only)
        db = cls(path, engine, read_only=True, read_only_reason=reason)
        if _peek_revision(path)[0] != head_revision():
            engine.dispose()
            raise DatabaseError(
                StoreMessages.tr("{path} needs upgrading before it can be read; open it in ClubRater when nobody else has it open.").format(path=path)
            )
        return db

    def _migrate(self) -> None:
        """Bring the schema to head (the caller has taken the pre-migration backup)."""
        from alembic.runtime.migration import MigrationContext

        head = head_revision()
        with self.engine.connect() as conn:
            current = MigrationContext.configure(conn).get_current_revision()
            has_tables = bool(inspect(conn).get_table_names())
        if current == head:
            return
        _refuse_unusable(self.path, (current, has_tables))
        self._upgrade_in_one_transaction()

    def _upgrade_in_one_transaction(self) -> None:
        """Run every pending migration inside one SQLite transaction: all of them, or none.

        Python's sqlite3 module commits DDL as it goes unless it is told to leave
        transactions alone (isolation_level=None), so migrations get their own
        engine that issues BEGIN IMMEDIATE itself. Foreign keys are off while tables
        are rebuilt (SQLite's documented ALTER TABLE procedure) and checked before
        the commit.
        """
        engine = _engine(self.path)

        @event.listens_for(engine, "connect")
        def _connect(dbapi_connection: sqlite3.Connection, _record: object) -> None:
            dbapi_connection.isolation_level = None
            dbapi_connection.execute("PRAGMA journal_mode=WAL")
            dbapi_connection.execute("PRAGMA foreign_keys=OFF")

        @event.listens_for(engine, "begin")
        def _begin(conn: Connection) -> None:
            conn.exec_driver_sql("BEGIN IMMEDIATE")

        from alembic import command

        cfg = _alembic_config()
        try:
            with engine.begin() as conn:
                cfg.attributes["connection"] = conn
                with ALEMBIC:
                    command.upgrade(cfg, "head")
                checksums.settle(conn.connection.driver_connection)  # rows stored before 0003 get their sums now
                broken = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                if broken:
                    raise DatabaseError(
                        StoreMessages.tr("Upgrading {file} would break {links} links between records; it was left as it was.").format(
                        file=self.path.name, links=len(broken))
                    )
        finally:
            engine.dispose()

    def revision(self) -> str | None:
        from alembic.runtime.migration import MigrationContext

        with self.engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session whose work is committed whole at the end, or rolled back on any error."""
        if self._beside is not None:
            self.confirm()  # no write before the integrity check has passed
        if self.read_only:
            if self.read_only_reason == "full":
                raise disk_full_error(self.path.parent, StoreMessages.tr("{file} can be viewed and exported to another "
                                                                         "disk, but not changed; nothing was changed.")
                                      .format(file=self.path.name))
            if self.read_only_reason == "file":
                raise ReadOnlyError(
                    StoreMessages.tr("{file} is read-only (the file or its folder cannot be written), so it can be viewed, exported "
                                 "and printed but not changed; nothing was changed.").format(file=self.path.name)
                )
            raise ReadOnlyError(
                StoreMessages.tr("{file} is open read-only because another ClubRater is using it; nothing was changed.").format(
                    file=self.path.name)
            )
        try:
            with self._sessions.begin() as session:
                # Take the write lock now, not at the first write: reads inside the transaction
                # then see the data the writes are based on, and a second writer waits here.
                session.connection().exec_driver_sql("BEGIN IMMEDIATE")
                yield session
                session.flush()
                # the checksums of what changed, in the same transaction (store/checksums.py)
                checksums.settle(session.connection().connection.driver_connection)
        except (DBAPIError, sqlite3.Error) as exc:
            log.error("a change to %s failed", self.path, exc_info=True)  # the SQL goes to the log only
            raise fault(exc, self.path, StoreMessages.tr("saving the change")) from None
        except OSError as exc:
            if not is_disk_full(exc):
                raise
            log.error("a change to %s failed", self.path, exc_info=True)
            raise fault(exc, self.path, StoreMessages.tr("saving the change")) from exc

    @contextmanager
    def reading(self) -> Iterator[Session]:
        try:
            with self._sessions() as session:
                yield session
        except (DBAPIError, sqlite3.Error) as exc:
            log.error("reading %s failed", self.path, exc_info=True)  # the SQL goes to the log only
            raise fault(exc, self.path, StoreMessages.tr("reading the club")) from None

    def close(self) -> None:
        if self._beside is not None:
            self._beside.wait()  # its connection is closed before the file is let go
        self.engine.dispose()


class _BesideCheck:
    """PRAGMA integrity_check in a thread of its own (SQLite lets go of the GIL while it checks)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[str] | None = None
        self.backup = False
        self._thread = threading.Thread(target=self._run, name="integrity check", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.problems = safety.integrity_problems(self.path)
        except Exception as exc:  # noqa: BLE001 - reported as the file's problem, by the thread that waits
            self.problems = [f"it cannot be read ({exc})"]

    def wait(self) -> list[str]:
        self._thread.join()
        assert self.problems is not None
        return self.problems
