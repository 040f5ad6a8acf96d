"""Opening a club file: checks, backup, migrations, then a session factory.

Every write goes through `Database.transaction()`, so an import, a merge or a
change of rating system is stored whole or not at all.
"""

from __future__ import annotations

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
from clubrater.store.backups import take_backup

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
SQLITE_MAGIC = b"SQLite format 3\x00"


class DatabaseError(ClubRaterError):
    """The file cannot be used as a club database; nothing was written to it."""


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


def check_file(path: Path) -> None:
    """Refuse a file that is not an intact SQLite database, before anything writes to it."""
    try:
        with path.open("rb") as fh:
            magic = fh.read(16)
    except OSError as exc:
        raise DatabaseError(f"{path} cannot be read: {exc.strerror}.") from exc
    if magic != SQLITE_MAGIC:
        raise DatabaseError(f"{path} is not a ClubRater database (it is not an SQLite file).")
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            rows = con.execute("PRAGMA integrity_check").fetchall()
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(f"{path} is damaged and was not opened ({exc}). Restore a backup.") from exc
    if rows != [("ok",)]:
        detail = "; ".join(str(r[0]) for r in rows[:3])
        raise DatabaseError(f"{path} is damaged and was not opened ({detail}). Restore a backup.")


class Database:
    """One club file, migrated to the current schema and ready for sessions."""

    def __init__(self, path: Path, engine: Engine) -> None:
        self.path = path
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @classmethod
    def open(cls, path: str | Path, *, create: bool = False, check: bool = True) -> Database:
        """Open (or, with `create`, make) a club file at the current schema.

        An existing file of an older schema is backed up before it is migrated.
        """
        path = Path(path).expanduser().resolve()
        exists = path.exists() and path.stat().st_size > 0
        if not exists and not create:
            raise DatabaseError(f"There is no club database at {path}.")
        if exists and check:
            check_file(path)
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
        with self._sessions.begin() as session:
            yield session

    @contextmanager
    def reading(self) -> Iterator[Session]:
        with self._sessions() as session:
            yield session

    def close(self) -> None:
        self.engine.dispose()
