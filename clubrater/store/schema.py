"""What a club file's schema may hold: the tables, indexes, triggers and views ClubRater's migrations make.

A crafted backup can carry its own trigger (`AFTER INSERT ON games ... SET result = 'B'`) or view: SQLite
runs a trigger for every writer, ClubRater included, so a restored file would change what the secretary
stores (issue 25, item 9). Opening, restoring and checking a club file therefore compare its schema with
what the migrations make, and refuse any object they do not make, naming it.

What the migrations make is not a list written by hand (it would drift as migrations are added): an
empty file is migrated to the revision in question once and its `sqlite_master` read; the result is
kept in the user's cache folder under a digest of the migration files, and in memory. Tables and indexes
are compared by name, table and columns (their CREATE text depends on the SQLAlchemy version that ran
the migration years ago); triggers and views by their SQL, ignoring spacing, case and quotes.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import re
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from clubrater.domain.message import Joined, Messages
from clubrater.store.migrating import ALEMBIC
from clubrater.store.revisions import MIGRATIONS
from clubrater.store.revisions import revisions as read_revisions
from clubrater.store.walfile import no_wal


class SchemaMessages(Messages):
    """What a club file holds that ClubRater's migrations do not make (issue 25)."""


_ON = {"trigger": SchemaMessages.tr('the trigger "{name}" on {table}'),
       "index": SchemaMessages.tr('the index "{name}" on {table}')}
_KINDS = {"trigger": SchemaMessages.tr('the trigger "{name}"'), "index": SchemaMessages.tr('the index "{name}"'),
          "table": SchemaMessages.tr('the table "{name}"'), "view": SchemaMessages.tr('the view "{name}"')}

log = logging.getLogger(__name__)

_FORMAT = 1  # of the cache file


# ------------------------------------------------------------------ revisions, read without Alembic
def revisions() -> tuple[frozenset[str], str]:
    """Every schema revision this ClubRater knows, and the newest (store/revisions.py reads the files; the
    folder is this module's MIGRATIONS, which a test may point at migrations of its own)."""
    return read_revisions(MIGRATIONS)


def head_revision() -> str:
    return revisions()[1]


def _read_only(path: Path) -> sqlite3.Connection:
    immutable = "&immutable=1" if no_wal(path) else ""
    return sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro{immutable}", uri=True)


def revision_of(path: Path) -> str | None:
    """The schema revision a club file says it has (None: none); sqlite3.Error when it cannot be read."""
    con = _read_only(path)
    try:
        if not con.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alembic_version'").fetchone():
            return None
        row = con.execute("SELECT version_num FROM alembic_version").fetchone()
        return str(row[0]) if row else None
    finally:
        con.close()


@dataclass(frozen=True, slots=True)
class SchemaObject:
    """One entry of sqlite_master, as compared: its kind, name, table, and columns or SQL."""

    kind: str  # table, index, trigger, view
    name: str
    table: str
    shape: str  # tables and indexes: their columns; triggers and views: their SQL, normalised

    def describe(self) -> str:
        """'the trigger "evil" on games', 'the view "v"', 'the table "extra"'."""
        if self.kind in _ON and self.table:
            return _ON[self.kind].format(name=self.name, table=self.table)
        if self.kind in _KINDS:
            return _KINDS[self.kind].format(name=self.name)
        return f'the {self.kind} "{self.name}"'  # no other kind is in sqlite_master


_SPACE_QUOTES = re.compile(r"[\s\"`\[\]]+")


def _normal(sql: str | None) -> str:
    return _SPACE_QUOTES.sub("", sql or "").casefold()


def objects(con: sqlite3.Connection) -> dict[str, SchemaObject]:
    """The schema objects of an open file (SQLite's own `sqlite_*` ones left out)."""
    found: dict[str, SchemaObject] = {}
    rows = con.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    for kind, name, table, sql in rows:
        name, table = str(name), str(table or "")
        if name.startswith("sqlite_"):  # SQLite's own: automatic indexes, sqlite_sequence, statistics
            continue
        if kind == "table":
            shape = ",".join(str(r[1]).casefold() for r in con.execute("SELECT * FROM pragma_table_xinfo(?)", (name,)))
        elif kind == "index":
            shape = ",".join(str(r[2]).casefold() for r in con.execute("SELECT * FROM pragma_index_xinfo(?)", (name,))
                             if r[5])  # the key columns  # fmt: skip
        else:
            shape = _normal(sql)
        found[name.casefold()] = SchemaObject(str(kind), name, table.casefold(), shape)
    return found


def foreign(con: sqlite3.Connection, revision: str) -> list[SchemaObject]:
    """The objects of the file `con` reads that ClubRater's migrations up to `revision` do not make (or make
    otherwise), in the file's order; [] for a clean file."""
    made = expected(revision)
    return [o for key, o in objects(con).items() if made.get(key) != o]


def foreign_objects(path: Path, revision: str) -> list[SchemaObject]:
    """The schema objects of a club file (at `revision`) that ClubRater's migrations do not make."""
    con = _read_only(path)
    try:
        return foreign(con, revision)
    finally:
        con.close()


def foreign_message(name: str, found: list[SchemaObject]) -> str:
    """The sentence that names what another program added to a club file."""
    if len(found) == 1:
        return SchemaMessages.tr("{name} holds an object that ClubRater does not make ({objects}): another program added "
                                 "it, and it could change what is stored. `clubrater check` lists them; restore a backup "
                                 "without them.").format(name=name, objects=describe(found))
    return SchemaMessages.tr("{name} holds %n objects that ClubRater does not make ({objects}): another program added "
                             "them, and they could change what is stored. `clubrater check` lists them; restore a backup "
                             "without them.", "", len(found)).format(name=name, objects=describe(found))


def describe(found: list[SchemaObject], limit: int = 5) -> str:
    """'the trigger "a" on games and the view "v"'."""
    shown = [o.describe() for o in found[:limit]]
    more = len(found) - limit
    if more > 0:
        shown.append(SchemaMessages.tr("{more} more").format(more=more))
    if len(shown) == 1:
        return shown[0]
    #: Between the objects named, before the last ("the trigger "a", the view "b" and ...").
    comma = SchemaMessages.tr(", ", "list separator")
    return SchemaMessages.tr("{items} and {last}").format(items=Joined(comma, shown[:-1]), last=shown[-1])


# ------------------------------------------------------------------ what the migrations make
def _migrations_digest() -> str:
    digest = hashlib.sha256(f"{_FORMAT}:{sqlite3.sqlite_version}".encode())
    for f in sorted((MIGRATIONS / "versions").glob("*.py")):
        digest.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return digest.hexdigest()[:24]


def expected(revision: str) -> dict[str, SchemaObject]:
    """What the migrations up to `revision` make, keyed by folded name (computed once, then cached)."""
    return _expected(revision, _migrations_digest())


@functools.cache
def _expected(revision: str, digest: str) -> dict[str, SchemaObject]:
    cache = _cache_file(revision, digest)
    if cache is not None:
        try:
            kept = json.loads(cache.read_text(encoding="utf-8"))
            return {k: SchemaObject(*v) for k, v in kept.items()}
        except (OSError, ValueError, TypeError):
            pass
    made = _migrate_empty(revision)
    _keep(cache, made)
    return made


def _keep(cache: Path | None, made: dict[str, SchemaObject]) -> None:
    if cache is None:
        return
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=cache.parent, prefix=".schema-")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump({k: [o.kind, o.name, o.table, o.shape] for k, o in made.items()}, fh)
        os.replace(tmp, cache)
    except OSError as exc:  # a cache only: computed again next time
        log.info("could not keep what the migrations make in %s: %s", cache, exc)


def remember(path: Path, revision: str) -> None:
    """Keep what a club file just made from nothing by the migrations holds as what they make (no second
    migration of an empty file is then needed; opening a club never imports Alembic for it)."""
    digest = _migrations_digest()
    cache = _cache_file(revision, digest)
    if cache is None or cache.exists():
        return
    try:
        con = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
        try:
            made = objects(con)
        finally:
            con.close()
    except sqlite3.Error:
        return
    _keep(cache, made)


def _cache_file(revision: str, digest: str) -> Path | None:
    try:
        from platformdirs import user_cache_dir

        from clubrater.store.paths import APP

        return Path(user_cache_dir(APP, appauthor=False)) / "schema" / f"{re.sub(r'[^0-9A-Za-z_-]', '_', revision)}-{digest}.json"
    except Exception:  # noqa: BLE001 - no cache folder: computed in memory
        return None


def _migrate_empty(revision: str) -> dict[str, SchemaObject]:
    """Migrate an empty database in memory to `revision` (as store/database.py migrates a club) and read what it
    holds: no file, no temporary folder needed. Alembic and SQLAlchemy are imported here only: a club created on
    this computer keeps the result (`remember`), so most openings never come here."""
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import create_engine
    from sqlalchemy.pool import StaticPool

    con = sqlite3.connect(":memory:", check_same_thread=False)
    engine = create_engine("sqlite://", creator=lambda: con, poolclass=StaticPool)
    try:
        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        with engine.begin() as conn:
            cfg.attributes["connection"] = conn
            with ALEMBIC:
                command.upgrade(cfg, revision)
        return objects(con)
    finally:
        engine.dispose()
        con.close()
