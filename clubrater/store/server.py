"""A federation's database on a PostgreSQL server: the same interface `ClubState` uses from `Database`.

`transaction()`, `reading()`, `close()`, `read_only`, `path` and `location`, so every use case
works on a server as on a club file. What a club file does for itself is the server's business
here: there is no file lock (many secretaries write at once), no backups (pg_dump), no rating
snapshot and no record checksums (the server's own WAL and data checksums).

Many writers: every write transaction first takes one advisory lock (`WRITE_LOCK`), so writes
are serialized; inside it, the client compares `club.data_version` with the version it knows and,
when another secretary has written since, catches up (`on_behind`) before its own change, so
what it mirrors in memory is always built on the current data. Triggers (revision 0006) bump
the version and log each changed row in `change_log`, also for writers that are not ClubRater.

Bounded waits: every connection sets its own `lock_timeout`, `statement_timeout` and
`idle_in_transaction_session_timeout` (the roles `federation init` makes carry the same, set by the
server). A write that cannot have the writers' lock within LOCK_TIMEOUT_MS asks the server to end a
session stalled while holding it (`clubrater_end_stalled`, revision 0007) and tries once more; then
it gives up with one sentence (ServerBusyError) and nothing is stored. `cancel()` ends a wait at once
(the window's Close).

Row versions (revision 0007): `stale_rows` says which rows changed or went after the version a
client read, and who changed them when, read under the writers' lock inside the write.

Passwords: from the URL, else libpq's password file (PGPASSFILE or ~/.pgpass, read by libpq
itself), else the `password` callback (the command line prompts, the window asks); never stored.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError
from sqlalchemy.orm import Session, sessionmaker

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages, Sentence
from clubrater.store.migrating import ALEMBIC
from clubrater.store.urls import SCHEMES as SCHEMES  # re-exported: asked before SQLAlchemy is imported (issue 29)
from clubrater.store.urls import is_server_url as is_server_url


class ServerMessages(Messages):
    """The federation's server: reaching it and what it refused."""


log = logging.getLogger(__name__)

WRITE_LOCK = 7_211_011  # the same key as migration 0006's clubrater_version()
CONNECT_TIMEOUT = 10  # seconds before "the server cannot be reached"
LOCK_TIMEOUT_MS = 5_000  # a save waits this long for another club's change to finish
STATEMENT_TIMEOUT_MS = 60_000  # no statement of ClubRater's takes a minute (a 100,000-game push: seconds)
IDLE_TIMEOUT_MS = 60_000  # ClubRater's own transactions: never waiting for a person, but a big read parses between
ROLE_IDLE_TIMEOUT_MS = 15_000  # anybody else's (psql) left open this long without a statement: ended by the server
BUSY = ServerMessages.tr("The federation server is busy with another club's change; nothing was saved, try again.")


class ServerError(ClubRaterError):
    """The federation database refused or failed; one sentence, never SQL. Nothing was changed."""


class ServerLoginError(ServerError):
    """Wrong password, unknown role, or no password given."""


class ServerLostError(ServerError):
    """The server cannot be reached, or the connection was lost during a change (which was not stored)."""


class ServerSchemaError(ServerError):
    """Not a ClubRater federation database, or one set up by a newer ClubRater."""


class NotAllowedError(ServerError):
    """The server's rights refused the change (another club's row, or the officer's business)."""


class ServerBusyError(ServerError):
    """The writers' lock (or a row) stayed taken past the time limit, or the wait was cancelled: nothing was saved."""


@dataclass(frozen=True, slots=True)
class StaleRow:
    """A row changed (or deleted: `gone`) after the version a client read; who (login role) and when."""

    row_id: int
    gone: bool
    by: str | None
    at: datetime | None



def parse_url(url: str) -> URL:
    """The URL for SQLAlchemy with psycopg 3 underneath; one sentence when it is not a database URL."""
    try:
        u = make_url(url.strip())
    except (ArgumentError, ValueError):  # ValueError: a port that is no number, a broken IPv6 host (issue 25)
        raise ServerError(ServerMessages.tr('"{address}" is not a database address; write it as postgresql://ROLE@HOST:PORT/DATABASE.').format(
            address=shown_url(url))) from None
    if not u.drivername.startswith("postgres") or not u.database:
        raise ServerError(ServerMessages.tr('"{address}" is not a database address; write it as postgresql://ROLE@HOST:PORT/DATABASE.').format(
            address=shown_url(url)))
    return u.set(drivername="postgresql+psycopg")


def shown_url(url: str | URL) -> str:
    """The address without its password: for titles, messages, the log and recent lists."""
    try:
        u = url if isinstance(url, URL) else make_url(str(url).strip())
    except (ArgumentError, ValueError):
        text_ = str(url)
        if "@" in text_ and "://" in text_:  # the role kept, never the password
            scheme, rest = text_.split("://", 1)
            who, host = rest.rsplit("@", 1)
            return f"{scheme}://{who.split(':', 1)[0]}@{host}"
        return text_
    # URL.set() ignores None, so the address is built again without the password
    bare = URL.create("postgresql", username=u.username, host=u.host, port=u.port, database=u.database)
    return bare.render_as_string(hide_password=False)


def _sqlstate(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None) or exc
    return str(getattr(orig, "sqlstate", "") or "")


def _first_line(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None) or exc
    lines = str(orig).strip().splitlines()
    return lines[0] if lines else type(orig).__name__


def _login_failed(exc: BaseException) -> bool:
    t = str(getattr(exc, "orig", None) or exc).lower()
    return _sqlstate(exc) in ("28P01", "28000") or "password" in t or "authentication" in t


def _unreachable(exc: BaseException) -> bool:
    t = str(getattr(exc, "orig", None) or exc).lower()
    return any(w in t for w in ("connection refused", "could not connect", "timeout", "timed out",
                                "no route", "could not translate host", "server closed", "connection is lost",
                                "terminating connection", "connection failed", "consuming input failed",
                                "the connection is closed", "ssl syscall", "broken pipe"))


def fault(exc: BaseException, where: str, doing: str) -> ServerError:
    """One sentence for what went wrong on the server (the SQL goes to the log only)."""
    state = _sqlstate(exc)
    message = str(getattr(exc, "orig", exc))
    # a lock wait or statement past its limit, a deadlock, a conflicting snapshot, a cancelled wait
    if state in ("55P03", "57014", "40P01", "40001"):
        return ServerBusyError(BUSY)
    if state == "23514" and "_length" in message:
        return ServerError(ServerMessages.tr("{doing} was refused: a name is longer than 200 characters, the limit for "
                                             "every name; nothing was changed.").format(doing=Sentence(doing, stop=False)))
    if state == "23514" and "_text" in message:
        return ServerError(ServerMessages.tr("{doing} was refused: a name or note holds a control character (such as a "
                                             "terminal escape), which the federation database never stores; nothing "
                                             "was changed.").format(doing=Sentence(doing, stop=False)))
    if state == "22001":
        return ServerError(ServerMessages.tr("{doing} was refused: a name or value is longer than the federation "
                                             "database allows (200 characters for a name); nothing was changed.").format(
            doing=Sentence(doing, stop=False)))
    if state == "42501" and "entry order" in message:
        return NotAllowedError(ServerMessages.tr("The federation database refused {doing}: the entry order of games is "
                                                 "set by the server alone. Nothing was changed.").format(doing=doing))
    if state.startswith("08") or state in ("57P01", "57P02", "57P03") or (not state and _unreachable(exc)):
        return ServerLostError(ServerMessages.tr("The connection to the federation database at {where} was lost, so {doing} was not done; nothing was changed. Try again when the server is back.").format(where=where, doing=doing))
    if state == "42501":
        if "row-level security" in str(getattr(exc, "orig", exc)):
            return NotAllowedError(ServerMessages.tr("The federation database refused {doing}: it belongs to another club, and only that club's secretary or the federation officer may change it. Nothing was changed.").format(doing=doing))
        return NotAllowedError(ServerMessages.tr("The federation database refused {doing}: your role may not do that (it is the federation officer's). Nothing was changed.").format(doing=doing))
    if state == "23502" and "club_id" in str(getattr(exc, "orig", exc)):
        return ServerError(ServerMessages.tr("{doing} needs a club: the federation officer chooses the club he enters for. Nothing was "
                                  "changed.").format(doing=Sentence(doing, stop=False)))
    if state == "23505":
        return ServerError(ServerMessages.tr("{doing} would store something twice (another secretary may have just entered it); "
                                  "nothing was changed.").format(doing=Sentence(doing, stop=False)))
    if state == "23503":
        return ServerError(ServerMessages.tr("{doing} refers to something another secretary has just removed or still uses; nothing "
                                  "was changed.").format(doing=Sentence(doing, stop=False)))
    return ServerError(ServerMessages.tr("{doing} on the federation database failed ({reason}); nothing was changed.").format(
        doing=Sentence(doing, stop=False), reason=_first_line(exc)))


class ServerDatabase:
    """One federation database on a PostgreSQL server, migrated to the current schema."""

    read_only = False  # rights are per row, by the server (clubrater_may_write), not per connection
    read_only_reason = ""
    on_server = True

    def __init__(self, url: URL, engine: Engine) -> None:
        self.url = url
        self.engine = engine
        self.location = shown_url(url)
        host = url.host or "localhost"
        self.where = f"{host}:{url.port or 5432}/{url.database}"
        # a stand-in for the window's title and save suggestions; never a club file (see fed-api.md)
        self.path = Path.home() / f"{url.database} on {host}"
        self.known_version = 0  # the data_version this client's memory reflects
        self.acting: int | None = None  # the officer's chosen member club for new rows
        # ClubState's catch-up: reads what changed (inside the write, under the lock) and returns what
        # mirrors it in memory, called after the commit (outside the lock, so other writers need not wait)
        # (the mirror's argument: defer the re-rate to this change's own, which follows: it changed games)
        self.on_behind: Callable[[Session, int, int], Callable[[bool], None]] | None = None
        self.on_commit: Callable[[list[tuple[str, int, int | None]]], None] | None = None  # its own rows' clubs
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        self._active: Any = None  # the psycopg connection of the write under way (for cancel())
        self._cancelled = threading.Event()
        self._reading = sessionmaker(engine.execution_options(isolation_level="REPEATABLE READ",
                                                              postgresql_readonly=True), expire_on_commit=False)

    # ----------------------------------------------------------------- opening
    @classmethod
    def open(cls, url: str, *, password: Callable[[], str | None] | None = None, create: bool = False,
             upgrade: bool = True) -> ServerDatabase:
        """Connect and check the schema; `create` makes it on an empty database (federation init)."""
        u = parse_url(url)
        engine = _connect(u, password)
        db = cls(engine.url, engine)
        try:
            db._check_schema(create=create, upgrade=upgrade)
        except BaseException:
            engine.dispose()
            raise
        return db

    def _check_schema(self, *, create: bool, upgrade: bool) -> None:
        from alembic.script import ScriptDirectory

        from clubrater.store.database import _alembic_config, head_revision

        try:
            with self.engine.connect() as conn:
                has = conn.execute(text("SELECT to_regclass('alembic_version') IS NOT NULL")).scalar_one()
                current = conn.execute(text("SELECT version_num FROM alembic_version")).scalar() if has else None
                tables = conn.execute(text("SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()")
                                      ).scalar_one()
        except DBAPIError as exc:
            raise fault(exc, self.where, ServerMessages.tr("reading the federation")) from None
        if current is None:
            if tables and has is False:
                raise ServerSchemaError(ServerMessages.tr("The database {where} holds other tables and is not a ClubRater federation database; nothing was changed.").format(where=self.where))
            if not create:
                raise ServerSchemaError(ServerMessages.tr("The database {where} is not a ClubRater federation database yet; `clubrater federation init --db URL` sets it up.").format(where=self.where))
        else:
            known = {s.revision for s in ScriptDirectory.from_config(_alembic_config()).walk_revisions()}
            if current not in known:
                raise ServerSchemaError(ServerMessages.tr("The federation database {where} was set up by a newer ClubRater (schema {current}); update ClubRater to use it.").format(where=self.where, current=current))
        if current == head_revision():
            return
        if not upgrade:
            raise ServerSchemaError(ServerMessages.tr("The federation database {where} needs upgrading; the federation officer runs `clubrater federation init --db URL` with the new ClubRater.").format(where=self.where))
        self.migrate()

    def migrate(self) -> None:
        """Every pending migration in one server transaction (PostgreSQL's DDL is transactional)."""
        from alembic import command

        from clubrater.store.database import _alembic_config

        cfg = _alembic_config()
        try:
            with self.engine.begin() as conn:
                # the federation officer's deliberate upgrade may wait for others' saves and take its time
                conn.execute(text("SET LOCAL lock_timeout = '60s'"))
                conn.execute(text("SET LOCAL statement_timeout = 0"))
                conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": WRITE_LOCK})
                cfg.attributes["connection"] = conn
                with ALEMBIC:
                    command.upgrade(cfg, "head")
        except DBAPIError as exc:
            log.error("upgrading %s failed", self.location, exc_info=True)
            if _sqlstate(exc) == "42501":
                raise ServerSchemaError(ServerMessages.tr("The federation database {where} needs upgrading, and only its owner (the federation officer) may do that: `clubrater federation init --db URL`.").format(where=self.where)
                                        ) from None
            raise fault(exc, self.where, ServerMessages.tr("upgrading the federation database")) from None

    def current_version(self) -> int:
        """The federation's data version now (one statement, no transaction): has anybody written?"""
        try:
            with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                return int(conn.execute(text("SELECT data_version FROM club WHERE id = 1")).scalar_one())
        except DBAPIError as exc:
            raise fault(exc, self.where, ServerMessages.tr("reading the federation")) from None

    def revision(self) -> str | None:
        with self.engine.connect() as conn:
            return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()

    # ----------------------------------------------------------------- sessions
    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A write: the writers' lock, catch up with other secretaries, the change, commit; or nothing at all."""
        own: list[tuple[str, int, int | None]] = []
        version = self.known_version
        mirror: Callable[[bool], None] | None = None
        try:
            with self._begin() as (s, now):
                if now != self.known_version and self.on_behind is not None:
                    mirror = self.on_behind(s, self.known_version, now)
                yield s
                s.flush()
                # the version this change made (the triggers bumped it) and the rows it logged, in one go
                found = s.connection().execute(text(
                    "SELECT c.data_version, l.tbl, l.row_id, l.club_id FROM club c LEFT JOIN change_log l "
                    "ON l.version = c.data_version AND c.data_version > :now WHERE c.id = 1"), {"now": now}).all()
                version = found[0][0]
                own = [(t, i, c) for _v, t, i, c in found if t is not None]
        except DBAPIError as exc:
            log.error("a change to %s failed", self.location, exc_info=True)  # the SQL goes to the log only
            raise fault(exc, self.where, ServerMessages.tr("saving the change")) from None
        finally:
            self._active = None
            self._cancelled.clear()
            if mirror is not None:  # others' rows, committed before ours: mirrored first, whatever became of ours
                self.known_version = now
                # a change of games or adjustments re-rates right after: one replay covers both
                mirror(any(t in ("games", "adjustments") for t, _i, _c in own))
        self.known_version = version
        if own and self.on_commit is not None:
            self.on_commit(own)

    @contextmanager
    def _begin(self) -> Iterator[tuple[Session, int]]:
        """A session holding the writers' lock, and the version it starts from. A lock still taken after
        LOCK_TIMEOUT_MS: the server ends a session stalled while holding it, if there is one, and the wait
        is tried once more; then ServerBusyError (nothing was written)."""
        yielded = False
        try:
            with self._sessions.begin() as s:
                now = self._lock(s)
                yielded = True
                yield s, now
            return
        except DBAPIError as exc:
            if yielded or _sqlstate(exc) != "55P03" or self._cancelled.is_set() or not self._end_stalled():
                raise
        with self._sessions.begin() as s:
            now = self._lock(s)
            yield s, now

    def _lock(self, s: Session) -> int:
        conn = s.connection()
        self._active = conn.connection.driver_connection
        if self._cancelled.is_set():
            raise ServerBusyError(BUSY)
        acting = str(self.acting) if self.acting is not None else None
        return int(conn.execute(text("SELECT clubrater_begin_write(:a)"), {"a": acting}).scalar_one())

    def _end_stalled(self) -> int:
        """Ask the server to end sessions stalled while holding the writers' lock; how many it ended."""
        try:
            with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                ended = int(conn.execute(text("SELECT clubrater_end_stalled()")).scalar_one())
        except DBAPIError:
            log.warning("could not ask %s to end a stalled session", self.location, exc_info=True)
            return 0
        if ended:
            log.warning("%s ended %d session(s) stalled while holding the writers' lock", self.location, ended)
        return ended

    def cancel(self, *, done: bool = False) -> None:
        """End the wait of the write under way at once (another thread calls this: the window's Close);
        the write then fails with ServerBusyError and nothing is stored. `done`: forget a cancel (the work
        it was meant for is over)."""
        if done:
            self._cancelled.clear()
            return
        self._cancelled.set()
        active = self._active
        if active is not None:
            try:
                active.cancel_safe(timeout=2.0)
            except Exception:  # the connection is gone or idle: nothing to cancel
                log.debug("cancel found nothing to cancel", exc_info=True)

    def stale_rows(self, s: Session, table: str, ids: Sequence[int], read: int) -> list[StaleRow]:
        """Inside a write (the writers' lock held): the rows of `table` among `ids` changed after version `read`
        or gone, with who changed them and when (the newest logged change)."""
        if table not in ("players", "games", "events", "adjustments"):
            raise ValueError(table)
        wanted = sorted(set(ids))
        if not wanted:
            return []
        found = s.execute(text(f"SELECT id, row_version FROM {table} WHERE id = ANY(:ids)"),  # noqa: S608 - a constant
                          {"ids": wanted}).all()
        have: dict[int, int] = {i: v for i, v in found}
        out = []
        for row_id in wanted:
            if row_id in have and have[row_id] <= read:
                continue
            who = _last_change(s, table, row_id, read)
            out.append(StaleRow(row_id, row_id not in have, who[0] if who else None, who[1] if who else None))
        return out

    def last_change(self, table: str, row_id: int, after: int) -> tuple[str, datetime] | None:
        """Who (login role) changed a row last, and when, if anybody did after version `after`."""
        with self.reading() as s:
            return _last_change(s, table, row_id, after)

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """One consistent snapshot (REPEATABLE READ): players, games and the version all of one moment."""
        try:
            with self._reading() as session:
                yield session
        except DBAPIError as exc:
            log.error("reading %s failed", self.location, exc_info=True)
            raise fault(exc, self.where, ServerMessages.tr("reading the federation")) from None

    def conninfo(self) -> str:
        """libpq's address with the password (for the listener's own connection); never shown or logged."""
        return self.url.set(drivername="postgresql").render_as_string(hide_password=False)

    def close(self) -> None:
        self.engine.dispose()


def _last_change(s: Session, table: str, row_id: int, after: int) -> tuple[str, datetime] | None:
    found = s.execute(text("SELECT changed_by, changed_at FROM change_log WHERE tbl = :t AND row_id = :i "
                           "AND version > :v ORDER BY id DESC LIMIT 1"), {"t": table, "i": row_id, "v": after}).first()
    return (str(found[0]), found[1]) if found is not None else None


LIMITS = (f"-c lock_timeout={LOCK_TIMEOUT_MS} -c statement_timeout={STATEMENT_TIMEOUT_MS} "
          f"-c idle_in_transaction_session_timeout={IDLE_TIMEOUT_MS}")  # the client's own bounds, on every connection


def _engine(u: URL) -> Engine:
    return create_engine(u, pool_pre_ping=True, pool_size=2, max_overflow=2,
                         connect_args={"connect_timeout": CONNECT_TIMEOUT, "application_name": "ClubRater",
                                       "options": LIMITS})


def _connect(u: URL, password: Callable[[], str | None] | None) -> Engine:
    """An engine whose first connection worked; asks `password` once when the URL and ~/.pgpass had none."""
    where = f"{u.host or 'localhost'}:{u.port or 5432}/{u.database}"
    asked = False
    while True:
        engine = _engine(u)
        try:
            with engine.connect() as conn:
                conn.execute(text("SELECT 1"))
            return engine
        except DBAPIError as exc:
            engine.dispose()
            log.warning("connecting to %s failed: %s", shown_url(u), _first_line(exc))
            if _login_failed(exc):
                if password is not None and not asked and u.password is None:
                    asked = True
                    secret = password()
                    if secret:
                        u = u.set(password=secret)
                        continue
                who = u.username or "your user name"
                raise ServerLoginError(ServerMessages.tr("The federation database at {where} did not accept {who} with that password (or no password was given); nothing was opened.").format(where=where, who=who)) from None
            if "does not exist" in _first_line(exc) and "database" in _first_line(exc):
                raise ServerError(ServerMessages.tr("There is no database {database} on the server at {host}:{port}.").format(
                    database=u.database, host=u.host or "localhost", port=str(u.port or 5432))) from None
            raise ServerLostError(ServerMessages.tr("The federation database at {where} cannot be reached ({reason}); is the server running, "
                                  "and is the address right?").format(where=where, reason=_first_line(exc))) from None


def connect_raw(db: ServerDatabase, **kwargs: Any) -> Any:
    """A plain psycopg connection to the same database (the listener's, which must not share a pool)."""
    import psycopg

    return psycopg.connect(db.conninfo(), connect_timeout=CONNECT_TIMEOUT, **kwargs)
