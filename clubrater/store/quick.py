"""A club file read with plain sqlite3, before (or instead of) SQLAlchemy: the quick opening (issues 14, 29).

A club closed by ClubRater keeps its replay (controller/snapshot.py). While that snapshot's stamp still
matches the file, a club can be shown without SQLAlchemy (a third of a second to import), without the
integrity check and without replaying: the window's first look at a club, and every reading command of
the command line. `QuickFile` is the file for that look, in the shape of store/database.py's `Database`
as far as the controller reads it:

- `immutable` (the window, which holds the club's lock, on a file with no write-ahead log): read as it is,
  so a second connection (`snapshot.Prefetch`, summing the stamp in a thread) sees exactly the same data;
- otherwise (the command line, which holds no lock): one read transaction from the first statement to
  `close()`, so everything read, the stamp included, is one state of the file even while a window writes to
  it. The connection may write (`mode=rw`, every statement refused by `query_only`) so that, when it is the
  club's last, SQLite takes away the -wal and -shm files it needed, as ClubRater's own connections do;
- a read-only file or folder, or a full disk (nothing can write to the club then, and no -wal or -shm could be
  made): read as it is, when its write-ahead log holds nothing (`try_open`), as the read-only Database does.

Nothing here writes to the club's data. What the quick look does not read itself goes to the real `Database`,
opened on first need (`reading()` read-only and unchecked, as `ListStore` opens it; `transaction()` as a
writing command opens it: checked, backed up once a day), so a command never fails for being quick.
Any sqlite3 error while opening says: open the usual way.

One kind of row is written here: a plan that is not typed truth (a kept club-night pairing, issue 26; table
`pairings`, which has no record checksums and is not in the snapshot's stamp), by a command that holds the
club's lock. `plain_write()` writes it in a plain sqlite3 transaction on this connection, only while
`plain_write_problem()` finds nothing against it (asked again inside that transaction): the file at this
ClubRater's schema, no schema object the migrations do not make (a trigger of another program's would run
for this write too), the table intact, the connection able to write; the day's backup is taken first and the
record checksums are settled before the commit, as by any ClubRater transaction. Anything else, and the write
goes the usual way (`transaction()`), which checks the whole file and refuses in its own words.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.domain.errors import free_bytes
from clubrater.store.revisions import revisions
from clubrater.store.walfile import no_wal

if TYPE_CHECKING:
    from clubrater.store.database import Database

log = logging.getLogger(__name__)

_NO_ROOM = 64 * 1024  # as store/database.py's NO_ROOM: less than this left, the club is only viewed


def _writable_beside(path: Path) -> bool:
    """Whether the club file, its folder and its disk take a write (SQLite's -wal and -shm files)."""
    return (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)
            and (free_bytes(path.parent) or 0) >= _NO_ROOM)


class QuickFile:
    """One club file open for reading with plain sqlite3 (see the module's docstring)."""

    on_server = False

    def __init__(self, path: Path, *, immutable: bool = False, read_only: bool = True) -> None:
        """Raises sqlite3.Error when the file cannot be read so (the caller opens it the usual way)."""
        self.path = path
        self.immutable = immutable
        self._read_only = read_only
        self._reader: Database | None = None
        self._writer: Database | None = None
        modes = ["ro&immutable=1"] if immutable else ["rw", "ro"]
        for n, mode in enumerate(modes, start=1):
            con = sqlite3.connect(f"{path.as_uri()}?mode={mode}", uri=True, isolation_level=None,
                                  check_same_thread=False)
            try:
                con.execute("PRAGMA query_only=ON")  # nothing is written through this connection
                if not immutable:
                    con.execute("BEGIN")
                    con.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()  # the read snapshot starts here
            except sqlite3.Error:
                con.close()
                if n == len(modes):
                    raise
                continue
            except BaseException:
                con.close()
                raise
            break
        self.con = con
        self._writable = mode == "rw"  # the connection itself may write (`plain_write`)

    @classmethod
    def try_open(cls, path: Path, *, immutable: bool = False, read_only: bool = True) -> QuickFile | None:
        """The file read so, at this ClubRater's schema; None when it cannot be (no such file, not SQLite,
        damaged, locked beyond reading, an older or newer schema): the usual opening then says what is wrong."""
        path = path.expanduser().resolve()
        try:
            if not path.is_file() or path.stat().st_size == 0:
                return None
            reason = "" if _writable_beside(path) else "file" if (free_bytes(path.parent) or 0) >= _NO_ROOM else "full"
            if reason and not immutable:
                # a read-only file or folder, or a full disk: nothing can write to the club meanwhile, and the
                # -wal and -shm files a transaction needs could not be made (or would be left): read it as it is
                # when it is whole (no write-ahead log with anything in it), as store/database.py's read-only
                # opening does; else the usual way
                if not no_wal(path):
                    return None
                immutable = True
            quick = cls(path, immutable=immutable, read_only=read_only or bool(reason))
            if reason:
                quick.read_only_reason = reason  # viewed, exported and printed; nothing recorded
        except (OSError, sqlite3.Error):
            return None
        if not quick.current():
            quick.close()
            return None
        return quick

    # ----------------------------------------------------------------- what the controller asks of a Database
    @property
    def read_only(self) -> bool:
        """True when this look may not lead to a write (`transaction()` refuses, as a read-only Database does)."""
        return self._read_only

    read_only_reason = "in use"
    read_as_is = False  # (snapshot.prefetch) the window's Prefetch is handed to the quick look directly

    def current(self) -> bool:
        """Whether the file is at this ClubRater's schema (an older one is upgraded by the usual opening)."""
        try:
            row = self.con.execute("SELECT version_num FROM alembic_version").fetchone()
        except sqlite3.Error:
            return False
        return row is not None and row[0] == revisions()[1]

    @contextmanager
    def raw_reading(self) -> Iterator[sqlite3.Connection]:
        """The connection itself (one state of the file: every read of this look goes through it)."""
        yield self.con

    @contextmanager
    def reading(self) -> Iterator[Any]:
        """A SQLAlchemy session on the file, for the rare read the quick look does not make itself."""
        if self._reader is None:
            from clubrater.store.database import Database

            self._reader = Database.open(self.path, read_only=True, check=False)
        with self._reader.reading() as s:
            yield s

    @contextmanager
    def transaction(self) -> Iterator[Any]:
        """A write (a reading command that also records something, as `print` its printout): the file opened as
        a writing command opens it, checked first; refused as a read-only Database refuses when this look is."""
        from clubrater.store.database import Database

        if self._read_only:  # refused in the read-only Database's words (in use, a read-only file, a full disk)
            refusing = Database._open_read_only(self.path, self.read_only_reason)
            try:
                with refusing.transaction() as s:
                    yield s
            finally:
                refusing.close()
            return
        if self._writer is None:
            self._writer = Database.open(self.path)
        with self._writer.transaction() as s:
            yield s

    def plain_write_problem(self, table: str = "pairings") -> str | None:
        """Why a plan's rows (`table`) may not be written to this file with plain sqlite3 (None: they may): a look
        that may not write, another schema, a schema object the migrations do not make (store/schema.py; compared
        with its cached reference), or `table` itself damaged. Said for the log: the usual way says it to the
        secretary."""
        from clubrater.store import schema

        if self._read_only or self.immutable or not self._writable:
            return "the file is read only so"
        try:
            if not self.current():
                return "the file is not at this ClubRater's schema"
            found = schema.foreign(self.con, revisions()[1])
            if found:
                return "it holds " + ", ".join(o.describe() for o in found)
            checked = [str(r[0]) for r in self.con.execute(f'PRAGMA quick_check("{table}")')]
        except sqlite3.Error as exc:
            return f"its schema cannot be read ({exc})"
        if checked != ["ok"]:
            return f"the table {table} is damaged ({'; '.join(checked[:3])})"
        return None

    @contextmanager
    def plain_write(self, table: str = "pairings") -> Iterator[sqlite3.Connection]:
        """One plain sqlite3 write transaction for a plan's rows in `table` (see the module's docstring), under the
        club's lock, which the caller holds (and which asked `plain_write_problem` when it chose this way: opening.py
        `open_for_plans`). It begins with BEGIN IMMEDIATE, asks `plain_write_problem` again inside it, and raises `NoPlainWrite` (nothing written) when there is one or when SQLite fails: the caller then
        writes the usual way (`transaction()`). The day's backup is taken first, as a writing opening takes it, and
        the record checksums are settled before the commit, as every ClubRater transaction settles them.
        Afterwards this look reads on in a new read transaction, which holds the write."""
        from clubrater.store import backups, checksums

        if self._read_only or self.immutable or not self._writable:  # the rest is asked inside the transaction
            raise NoPlainWrite("the file is read only so")
        try:
            backups.daily_backup(self.path)
        except (OSError, sqlite3.Error) as exc:  # as store/database.py: a missed daily copy locks nobody out
            log.warning("the daily backup of %s failed: %s", self.path, exc)
        con = self.con
        try:
            if con.in_transaction:
                con.execute("COMMIT")  # the read transaction: nothing was written in it
            con.execute("PRAGMA query_only=OFF")
            con.execute("PRAGMA foreign_keys=ON")  # as ClubRater's own connections write
            con.execute("BEGIN IMMEDIATE")
            problem = self.plain_write_problem(table)  # again, now that no other writer can come between
            if problem is not None:
                raise NoPlainWrite(problem)
            yield con
            # as every ClubRater transaction (store/database.py): records another program changed since ClubRater
            # last wrote the file are accepted with this change (none, as a rule: the snapshot matched)
            checksums.settle(con)
            con.execute("COMMIT")
        except sqlite3.Error as exc:
            _roll_back(con)
            raise NoPlainWrite(f"SQLite: {exc}") from exc
        except BaseException:
            _roll_back(con)
            raise
        finally:
            try:
                con.execute("PRAGMA query_only=ON")
                if not con.in_transaction:
                    con.execute("BEGIN")
                    con.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()  # one state of the file again
            except sqlite3.Error as exc:  # reads go on statement by statement
                log.info("%s: no new read transaction after a write: %s", self.path, exc)

    def wrote(self) -> bool:
        """Whether a write went through this look (the club's own rows are then no longer what was read)."""
        return self._writer is not None

    def close(self) -> None:
        for db in (self._reader, self._writer):
            if db is not None:
                db.close()
        self._reader = self._writer = None
        self.con.close()


class NoPlainWrite(Exception):  # noqa: N818 - not an error: the answer "write it the usual way"
    """A plan's rows cannot be written with plain sqlite3 here (`QuickFile.plain_write`); nothing was written."""


def _roll_back(con: sqlite3.Connection) -> None:
    if con.in_transaction:
        try:
            con.execute("ROLLBACK")
        except sqlite3.Error as exc:
            log.info("rollback after a failed write: %s", exc)
