"""Opening a club file: checks, backup, migrations, then a session factory.

Every write goes through `Database.transaction()`, so an import, a merge or a
change of rating system is stored whole or not at all.

On open, in this order: the file is checked with PRAGMA integrity_check through
a read-only connection (a damaged file is never opened for writing; the error
names the newest good backup), a daily backup is taken (at most one a day), and
an older schema is backed up again just before it is migrated. A file can also
be opened read-only (a second ClubRater while the first holds the lock): no
backup, no migration, and every write is refused.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event, inspect
from sqlalchemy.orm import Session, sessionmaker

from clubrater.domain.errors import ClubRaterError
from clubrater.store import safety
from clubrater.store.backups import BackupInfo, daily_backup, take_backup

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
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


class ReadOnlyError(ClubRaterError):
    """A change was asked of a club opened read-only (another ClubRater has it open)."""


def _alembic_config() -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def head_revision() -> str:
    head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
    assert head is not None
    return head


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


def check_file(path: Path) -> None:
    """Refuse a file that is not an intact SQLite database, before anything writes to it."""
    problems = safety.integrity_problems(path)
    if not problems:
        return
    if problems[0].startswith("it cannot be read"):
        raise DatabaseError(f"{path} {problems[0].removeprefix('it ')}.")
    if problems == ["it is not an SQLite file"]:
        message = f"{path} is not a ClubRater database (it is not an SQLite file)."
    else:
        message = f"{path} is damaged and was not opened ({'; '.join(problems)})."
    backup = safety.newest_good_backup(path)
    if backup is not None:
        games = f", {backup.games} games" if backup.games is not None else ""
        message += (f" The newest good backup is {backup.path.name} ({backup.taken:%Y-%m-%d %H:%M}{games});"
                    " File > Restore backup puts it back.")
    elif problems != ["it is not an SQLite file"]:
        message += " There is no good backup beside it."
    log.error("%s", message)
    raise DamagedDatabaseError(message, path, backup)


class Database:
    """One club file, migrated to the current schema and ready for sessions."""

    def __init__(self, path: Path, engine: Engine, *, read_only: bool = False) -> None:
        self.path = path
        self.engine = engine
        self.read_only = read_only
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @classmethod
    def open(
        cls, path: str | Path, *, create: bool = False, check: bool = True, read_only: bool = False,
        backup: bool = True,
    ) -> Database:
        """Open (or, with `create`, make) a club file at the current schema.

        An existing file is checked, copied once a day (`backup`), and backed up
        again before an older schema is migrated. `read_only` opens it for
        reading only: nothing is written, not even a backup or a migration.
        """
        path = Path(path).expanduser().resolve()
        exists = path.exists() and path.stat().st_size > 0
        if not exists and (not create or read_only):
            raise DatabaseError(f"There is no club database at {path}.")
        if exists and check:
            check_file(path)
        if read_only:
            return cls._open_read_only(path)
        if not exists:
            path.parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(f"sqlite:///{path}", future=True)
        event.listen(engine, "connect", _on_connect)
        db = cls(path, engine)
        try:
            db._migrate(new=not exists)
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
    def _open_read_only(cls, path: Path) -> Database:
        uri = f"{path.as_uri()}?mode=ro"
        engine = create_engine(
            f"sqlite:///{path}", future=True,
            creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False),
        )
        event.listen(engine, "connect", _on_connect_read_only)
        db = cls(path, engine, read_only=True)
        try:
            current = db.revision()
        except Exception:
            engine.dispose()
            raise
        if current != head_revision():
            engine.dispose()
            raise DatabaseError(
                f"{path} needs upgrading before it can be read; open it in ClubRater when nobody else has it open."
            )
        return db

    def _migrate(self, *, new: bool) -> None:
        head = head_revision()
        with self.engine.connect() as conn:
            current = MigrationContext.configure(conn).get_current_revision()
            has_tables = bool(inspect(conn).get_table_names())
        if current == head:
            return
        if current is None and has_tables:
            raise DatabaseError(f"{self.path} is an SQLite file but not a ClubRater database.")
        if current is not None:
            known = {s.revision for s in ScriptDirectory.from_config(_alembic_config()).walk_revisions()}
            if current not in known:
                raise DatabaseError(
                    f"{self.path} was written by a newer ClubRater (schema {current}); update ClubRater to open it."
                )
        if not new:
            take_backup(self.path, "pre-migration")
        cfg = _alembic_config()
        with self.engine.begin() as conn:
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")

    def revision(self) -> str | None:
        with self.engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session whose work is committed whole at the end, or rolled back on any error."""
        if self.read_only:
            raise ReadOnlyError(
                f"{self.path.name} is open read-only because another ClubRater is using it; nothing was changed."
            )
        with self._sessions.begin() as session:
            yield session

    @contextmanager
    def reading(self) -> Iterator[Session]:
        with self._sessions() as session:
            yield session

    def close(self) -> None:
        self.engine.dispose()
