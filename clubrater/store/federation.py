"""Setting a federation up on the server: the federation row, member clubs, and the roles that hold the rights.

- `clubrater_officer` (NOLOGIN): may do everything, merges across clubs included; the federation
  officer's login role is made a member (`add_officer`).
- `clubrater_secretary` (NOLOGIN): reads everything; writes players, games, events and
  adjustments, where row-level security (revisions 0006, 0007) lets him change only his own club's rows;
  imported files and printouts. Never the entry order (`seq` is the server's, revision 0007). Each
  club's secretary is a LOGIN role, a member of it, named in `member_clubs.role`.

Every login role made here carries the federation's time limits in this database (ALTER ROLE ...
IN DATABASE ... SET): a lock wait, a statement and a transaction left idle are bounded by the server
(`ROLE_LIMITS`), whatever client connects with the role. (A group role's settings are not inherited,
so they are set on each login role; `init` sets them again on every secretary and officer.)

Roles belong to the server, not to one database, so they are created only when missing. Every
statement takes its values as bound parameters; role and database names go through
psycopg.sql.Identifier; a password is sent as a SCRAM-SHA-256 verifier computed here, so the
password itself never reaches the server (nor its log).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import uuid
from typing import Any

import psycopg
from psycopg import sql
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from clubrater.domain.errors import ClubRaterError
from clubrater.store.server import (
    LOCK_TIMEOUT_MS,
    ROLE_IDLE_TIMEOUT_MS,
    STATEMENT_TIMEOUT_MS,
    WRITE_LOCK,
    ServerDatabase,
    fault,
)

OFFICER = "clubrater_officer"
SECRETARY = "clubrater_secretary"
CLUB_TABLES = ("players", "games", "events", "adjustments", "pairings")  # pairings: issue 26 (revision 0008)
SECRETARY_INSERTS = ("imported_files", "printouts")
ROLE_LIMITS = {  # the server's bounds for every ClubRater login role (milliseconds)
    "lock_timeout": LOCK_TIMEOUT_MS,
    "statement_timeout": STATEMENT_TIMEOUT_MS,
    "idle_in_transaction_session_timeout": ROLE_IDLE_TIMEOUT_MS,
}


def scram_verifier(password: str, *, iterations: int = 4096) -> str:
    """PostgreSQL's stored form of a SCRAM-SHA-256 password (RFC 5802 / 7677): the server never sees the password."""
    salt = secrets.token_bytes(16)
    salted = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, iterations)
    client_key = hmac.new(salted, b"Client Key", "sha256").digest()
    stored_key = hashlib.sha256(client_key).digest()
    server_key = hmac.new(salted, b"Server Key", "sha256").digest()
    b64 = lambda b: base64.b64encode(b).decode("ascii")  # noqa: E731
    return f"SCRAM-SHA-256${iterations}:{b64(salt)}${b64(stored_key)}:{b64(server_key)}"


def _password_sql(password: str) -> sql.Composable:
    # non-ASCII passwords go as they are (libpq's SASLprep may change them; the server then does the same)
    if password.isascii():
        return sql.Literal(scram_verifier(password))
    return sql.Literal(password)


def _raw(conn: Any) -> Any:
    return conn.connection.driver_connection


def _role_exists(conn: Any, role: str) -> bool:
    return bool(conn.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}).first())


def _check_role_name(role: str) -> str:
    role = role.strip()
    if not role or len(role) > 63 or role.lower().startswith("pg_"):
        raise ClubRaterError(f'"{role}" cannot be a role name: 1 to 63 characters, not beginning with pg_.')
    if role in (OFFICER, SECRETARY):
        raise ClubRaterError(f"{role} is ClubRater's own group role; give the person a login role of their own.")
    return role


def _grants(conn: Any) -> None:
    """Everything the two group roles may do in this database (repeated safely by every init)."""
    raw = _raw(conn)
    schema = conn.execute(text("SELECT current_schema()")).scalar_one()
    database = conn.execute(text("SELECT current_database()")).scalar_one()
    s, d = sql.Identifier(schema), sql.Identifier(database)
    both = sql.SQL("{}, {}").format(sql.Identifier(OFFICER), sql.Identifier(SECRETARY))
    off, sec = sql.Identifier(OFFICER), sql.Identifier(SECRETARY)
    for statement in (
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(d, both),
        sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(s, both),
        sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA {} TO {}").format(s, both),
        sql.SQL("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA {} TO {}").format(s, both),
        sql.SQL("GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA {} TO {}").format(s, off),
        sql.SQL("REVOKE INSERT, UPDATE, DELETE ON TABLE {}.alembic_version, {}.change_log, {}.clubrater_retired "
                "FROM {}").format(s, s, s, off),
        # the entry order is the server's (revision 0007): nobody takes or sets its numbers but its triggers
        sql.SQL("REVOKE ALL ON SEQUENCE {}.clubrater_entry_seq FROM {}").format(s, both),
        sql.SQL("REVOKE UPDATE (next_seq) ON TABLE {}.club FROM {}").format(s, sec),
        sql.SQL("GRANT EXECUTE ON FUNCTION {}.clubrater_end_stalled() TO {}").format(s, both),
        sql.SQL("GRANT INSERT, UPDATE, DELETE ON TABLE {} TO {}").format(
            sql.SQL(", ").join(sql.SQL("{}.{}").format(s, sql.Identifier(t)) for t in CLUB_TABLES), sec),
        sql.SQL("GRANT INSERT ON TABLE {} TO {}").format(
            sql.SQL(", ").join(sql.SQL("{}.{}").format(s, sql.Identifier(t)) for t in SECRETARY_INSERTS), sec),
    ):
        raw.execute(statement)


def init(db: ServerDatabase, system: str, name: str) -> bool:
    """The federation's row (its name and rating system), the group roles and their rights; False if it was set up."""
    try:
        with db.engine.begin() as conn:
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": WRITE_LOCK})
            existing = conn.execute(text("SELECT name, system FROM club WHERE id = 1")).first()
            if existing is not None and existing[1] != system:
                raise ClubRaterError(f"The database is already the federation {existing[0]} rating with {existing[1]}; "
                                     "it was left as it was (`clubrater system` changes the system).")
            if existing is None:
                conn.execute(text(
                    "INSERT INTO club (id, name, system, default_komi, default_game_type, next_seq, uid, language, "
                    "data_version) VALUES (1, :name, :system, 6.5, 'club', 1, :uid, '', 0)"),
                    {"name": name, "system": system, "uid": uuid.uuid4().hex})
            for role in (OFFICER, SECRETARY):
                if not _role_exists(conn, role):
                    _raw(conn).execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(role)))
            _grants(conn)
            for role in conn.execute(text(  # the time limits, on roles made by an older ClubRater too
                    "SELECT role FROM member_clubs WHERE role IS NOT NULL UNION SELECT m.rolname FROM pg_auth_members a "
                    "JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles m ON m.oid = a.member "
                    "WHERE g.rolname = :o AND m.rolcanlogin"), {"o": OFFICER}).scalars():
                if _role_exists(conn, role):
                    _limits(conn, role)
            return existing is None
    except (DBAPIError, psycopg.Error) as exc:
        raise _setup_fault(exc, db, "setting up the federation") from None


def add_club(db: ServerDatabase, name: str, role: str, password: str | None) -> int:
    """A member club and its secretary's login role (created, or an existing role made its secretary); its id."""
    name = " ".join(name.split())
    if not name:
        raise ClubRaterError("A club needs a name.")
    role = _check_role_name(role)
    try:
        with db.engine.begin() as conn:
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": WRITE_LOCK})
            if conn.execute(text("SELECT 1 FROM club WHERE id = 1")).first() is None:
                raise ClubRaterError("The database is not set up yet; run `clubrater federation init` first.")
            same = conn.execute(text("SELECT name, role FROM member_clubs WHERE lower(name) = lower(:n) "
                                     "OR role = :r"), {"n": name, "r": role}).first()
            if same is not None:
                raise ClubRaterError(f"{same[0]} is already a member club (secretary {same[1] or 'none'}); "
                                     "nothing was changed.")
            _login_role(conn, role, password, SECRETARY)
            club_id = conn.execute(text("INSERT INTO member_clubs (name, role) VALUES (:n, :r) RETURNING id"),
                                   {"n": name, "r": role}).scalar_one()
            return int(club_id)
    except (DBAPIError, psycopg.Error) as exc:
        raise _setup_fault(exc, db, f"adding the club {name}") from None


def add_officer(db: ServerDatabase, role: str, password: str | None) -> None:
    """A login role that may do everything in the federation (a member of clubrater_officer)."""
    role = _check_role_name(role)
    try:
        with db.engine.begin() as conn:
            if not _role_exists(conn, OFFICER):
                raise ClubRaterError("The database is not set up yet; run `clubrater federation init` first.")
            _login_role(conn, role, password, OFFICER)
    except (DBAPIError, psycopg.Error) as exc:
        raise _setup_fault(exc, db, f"making {role} the federation officer") from None


def _login_role(conn: Any, role: str, password: str | None, group: str) -> None:
    """`role` as a login role in `group` (made, or an existing role given login and the new password)."""
    raw = _raw(conn)
    ident = sql.Identifier(role)
    if _role_exists(conn, role):
        raw.execute(sql.SQL("ALTER ROLE {} LOGIN").format(ident))
        if password:
            raw.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(ident, _password_sql(password)))
    elif password:
        raw.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(ident, _password_sql(password)))
    else:
        raw.execute(sql.SQL("CREATE ROLE {} LOGIN").format(ident))
    raw.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(group), ident))
    _limits(conn, role)


def _limits(conn: Any, role: str) -> None:
    """The federation's time limits on `role` whenever it connects to this database."""
    raw = _raw(conn)
    database = conn.execute(text("SELECT current_database()")).scalar_one()
    for name, ms in ROLE_LIMITS.items():
        raw.execute(sql.SQL("ALTER ROLE {} IN DATABASE {} SET {} = {}").format(
            sql.Identifier(role), sql.Identifier(database), sql.Identifier(name), sql.Literal(f"{ms}ms")))


def _setup_fault(exc: Exception, db: ServerDatabase, doing: str) -> ClubRaterError:
    state = str(getattr(getattr(exc, "orig", None) or exc, "sqlstate", "") or "")
    if state == "42501":
        return ClubRaterError(f"{doing[:1].upper()}{doing[1:]} needs a PostgreSQL superuser or the database's owner "
                              "with the right to create roles (CREATEROLE); nothing was changed.")
    return fault(exc, db.where, doing)
