"""A checksum of every record the secretary typed, so that silent damage is found.

SQLite's integrity check proves the file's structure, not its values: a single flipped bit
inside a stored name or date leaves a well-formed file that says "ok" and rates the wrong
games. So each stored player, event, game and adjustment has a checksum in `record_sums`,
written in the same transaction as the change: SQLite triggers (migration 0003) list every
changed row in `record_dirty`, and `settle()` sums those rows just before the commit and
empties the list. `verify()` recomputes every checksum, reading only.

The checksum covers the columns the secretary typed (listed here, so a later migration that
adds a column does not invalidate the old sums) and is BLAKE2b over their values as SQLite's
quote() writes them (exact for text, numbers, dates and NULL).
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from clubrater.domain.message import Joined, Messages
from clubrater.store.walfile import no_wal


class ChecksumMessages(Messages):
    """Records that do not match their checksums."""


COLUMNS: dict[str, tuple[str, ...]] = {
    "players": ("name", "name_key", "rank", "start_index", "start_rating", "club", "country", "egd_pin", "grade",
                "start_state", "active", "note", "ffg_licence", "aga_id"),  # fmt: skip
    "events": ("name", "start", "end", "place", "klass", "rounds", "komi", "handicap_policy", "rated"),
    "games": ("seq", "date", "black_id", "white_id", "result", "handicap", "komi", "game_type", "event_id", "klass",
              "round", "black_rank", "white_rank", "piece_handicap", "note"),  # fmt: skip
    "adjustments": ("seq", "date", "player_id", "rank", "index", "rating", "note"),
}
LABELS = {"players": "player", "events": "event", "games": "game", "adjustments": "adjustment"}
_SAID_LABELS = {"players": ChecksumMessages.tr("player"), "events": ChecksumMessages.tr("event"),
                "games": ChecksumMessages.tr("game"), "adjustments": ChecksumMessages.tr("adjustment")}
BLOCK = 256  # ids per row of record_sums (migration 0003 uses the same)
HASH = 8  # bytes of BLAKE2b per record
_ENTRY = 1 + HASH  # one byte: the id's place in its block, then its checksum


class _Conn(Protocol):
    def execute(self, sql: str, parameters: Any = ..., /) -> Any: ...


def row_sum(table: str, text: str) -> bytes:
    """The checksum of one record, from its typed values as SQLite quotes them (`_select`)."""
    return hashlib.blake2b(f"{table}\x1f{text}".encode("utf-8", "surrogatepass"), digest_size=HASH).digest()


def _select(table: str, where: str = "") -> str:
    """id and the record's typed values as one text, quoted by SQLite itself (exact for every type, and fast)."""
    text = " || ',' || ".join(f'quote("{c}")' for c in COLUMNS[table])
    return f'SELECT id, {text} FROM "{table}" {where} ORDER BY id'


def has_sums(con: _Conn) -> bool:
    return con.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='record_marks'").fetchone() is not None


def _blocks(table: str, rows: Iterable[tuple]) -> Iterable[tuple[int, dict[int, bytes]]]:
    """(block, {place in block: checksum}) from rows ordered by id."""
    current: int | None = None
    entries: dict[int, bytes] = {}
    for row in rows:
        blk, place = divmod(row[0], BLOCK)
        if blk != current:
            if current is not None:
                yield current, entries
            current, entries = blk, {}
        entries[place] = row_sum(table, row[1])
    if current is not None:
        yield current, entries


def _pack(entries: dict[int, bytes]) -> bytes:
    return b"".join(bytes([place]) + digest for place, digest in sorted(entries.items()))


def _unpack(blob: bytes) -> dict[int, bytes]:
    return {blob[i]: bytes(blob[i + 1 : i + _ENTRY]) for i in range(0, len(blob) - _ENTRY + 1, _ENTRY)}


def settle(con: Any) -> int:
    """Write the checksums of every block changed since the last settle (inside the caller's transaction).

    `con` is the sqlite3 connection of that transaction. New rows above the table's mark are
    found by range (no trigger fires for them, which keeps a big import fast); changed,
    deleted and re-inserted rows by the blocks the triggers noted.
    """
    if con is None or not has_sums(con):
        return 0
    written = 0
    for table in COLUMNS:
        row = con.execute("SELECT high FROM record_marks WHERE tbl = ?", (table,)).fetchone()
        high = int(row[0]) if row else 0
        top = con.execute(f'SELECT max(id) FROM "{table}"').fetchone()[0] or 0
        dirty = {r[0] for r in con.execute("SELECT blk FROM record_dirty WHERE tbl = ?", (table,))}
        if top > high:  # the block holding `high` may have gained rows too
            first = high // BLOCK if high else 0
            rows = con.execute(_select(table, "WHERE id >= ?"), (first * BLOCK,))
            done = set()
            for blk, entries in _blocks(table, rows):
                con.execute("INSERT OR REPLACE INTO record_sums (tbl, blk, sums) VALUES (?, ?, ?)",
                            (table, blk, _pack(entries)))  # fmt: skip
                done.add(blk)
                written += 1
            dirty -= done
            dirty |= {b for b in range(first, top // BLOCK + 1) if b not in done}  # emptied blocks in that range
        for blk in sorted(dirty):
            rows = con.execute(_select(table, "WHERE id >= ? AND id < ?"), (blk * BLOCK, (blk + 1) * BLOCK))
            entries = dict(next(iter(_blocks(table, rows)), (blk, {}))[1])
            if entries:
                con.execute("INSERT OR REPLACE INTO record_sums (tbl, blk, sums) VALUES (?, ?, ?)",
                            (table, blk, _pack(entries)))  # fmt: skip
            else:
                con.execute("DELETE FROM record_sums WHERE tbl = ? AND blk = ?", (table, blk))
            written += 1
        con.execute("DELETE FROM record_dirty WHERE tbl = ?", (table,))
        con.execute("INSERT OR REPLACE INTO record_marks (tbl, high) VALUES (?, ?)", (table, max(top, high)))
    return written


@dataclass(frozen=True, slots=True)
class Mismatch:
    table: str
    rid: int
    what: str  # "changed", "no checksum", "missing"; rows another program changed (`unsettled`): "changed outside", "added", "deleted"

    def describe(self) -> str:
        label = _SAID_LABELS.get(self.table, self.table)
        if self.what == "changed outside":
            return ChecksumMessages.tr("{record} {number} changed").format(record=label, number=self.rid)
        if self.what == "added":
            return ChecksumMessages.tr("{record} {number} added").format(record=label, number=self.rid)
        if self.what == "deleted":
            return ChecksumMessages.tr("{record} {number} deleted").format(record=label, number=self.rid)
        if self.what == "missing":
            return ChecksumMessages.tr("{record} {number} is gone but was stored").format(record=label, number=self.rid)
        if self.what == "no checksum":
            return ChecksumMessages.tr("{record} {number} has no checksum").format(record=label, number=self.rid)
        return ChecksumMessages.tr("{record} {number} does not match its checksum").format(record=label, number=self.rid)


def verify_connection(con: sqlite3.Connection) -> list[Mismatch]:
    """Every record whose stored values no longer match its checksum (blocks changed but not yet settled are skipped)."""
    if not has_sums(con):
        return []
    problems: list[Mismatch] = []
    for table in COLUMNS:
        row = con.execute("SELECT high FROM record_marks WHERE tbl = ?", (table,)).fetchone()
        high = int(row[0]) if row else 0
        dirty = {r[0] for r in con.execute("SELECT blk FROM record_dirty WHERE tbl = ?", (table,))}
        stored = {blk: _unpack(blob) for blk, blob in con.execute("SELECT blk, sums FROM record_sums WHERE tbl = ?",
                                                                   (table,))}  # fmt: skip
        for blk, entries in _blocks(table, con.execute(_select(table, "WHERE id <= ?"), (high,))):
            if blk in dirty:
                stored.pop(blk, None)
                continue
            kept = stored.pop(blk, {})
            for place, digest in entries.items():
                was = kept.pop(place, None)
                if was is None:
                    problems.append(Mismatch(table, blk * BLOCK + place, "no checksum"))
                elif was != digest:
                    problems.append(Mismatch(table, blk * BLOCK + place, "changed"))
            problems.extend(Mismatch(table, blk * BLOCK + place, "missing") for place in kept
                            if blk * BLOCK + place <= high)  # fmt: skip
        for blk, kept in stored.items():
            if blk not in dirty:
                problems.extend(Mismatch(table, blk * BLOCK + p, "missing") for p in kept if blk * BLOCK + p <= high)
    problems.sort(key=lambda m: (list(COLUMNS).index(m.table), m.rid))
    return problems


def unsettled(con: sqlite3.Connection) -> list[Mismatch]:
    """Records changed by a program other than ClubRater since ClubRater last wrote the file: in blocks the
    triggers noted (`record_dirty`) but no ClubRater transaction settled, each record that differs from its
    checksum ("changed"), has none ("added") or is gone ("deleted"); and records above the mark, which only
    another program can have added without ClubRater summing them. Reads only."""
    if not has_sums(con):
        return []
    found: list[Mismatch] = []
    for table in COLUMNS:
        row = con.execute("SELECT high FROM record_marks WHERE tbl = ?", (table,)).fetchone()
        high = int(row[0]) if row else 0
        dirty = sorted(r[0] for r in con.execute("SELECT blk FROM record_dirty WHERE tbl = ?", (table,)))
        for blk in dirty:
            blob = con.execute("SELECT sums FROM record_sums WHERE tbl = ? AND blk = ?", (table, blk)).fetchone()
            kept = _unpack(bytes(blob[0])) if blob else {}
            rows = con.execute(_select(table, "WHERE id >= ? AND id < ?"), (blk * BLOCK, (blk + 1) * BLOCK))
            entries = dict(next(iter(_blocks(table, rows)), (blk, {}))[1])
            for place, digest in entries.items():
                was = kept.pop(place, None)
                if blk * BLOCK + place > high:
                    continue  # above the mark: counted below
                if was is None:
                    found.append(Mismatch(table, blk * BLOCK + place, "added"))
                elif was != digest:
                    found.append(Mismatch(table, blk * BLOCK + place, "changed outside"))
            found.extend(Mismatch(table, blk * BLOCK + place, "deleted") for place in kept)
        found.extend(Mismatch(table, int(r[0]), "added") for r in con.execute(
            f'SELECT id FROM "{table}" WHERE id > ? ORDER BY id', (high,)))  # noqa: S608 - a table of COLUMNS
    found.sort(key=lambda m: (list(COLUMNS).index(m.table), m.rid))
    return found


def verify(path: Path) -> list[Mismatch]:
    """Verify a club file (or a backup) without writing to it."""
    immutable = "&immutable=1" if no_wal(path) else ""
    con = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro{immutable}", uri=True)
    con.text_factory = lambda raw: raw.decode("utf-8", "surrogateescape")  # damaged text differs, never stops
    try:
        return verify_connection(con)
    finally:
        con.close()


def summary(problems: list[Mismatch], limit: int = 10) -> str:
    """'game 12 does not match its checksum; player 3 ...; and 5 more'."""
    shown: list[str] = [p.describe() for p in problems[:limit]]
    more = len(problems) - limit
    if more > 0:
        shown.append(ChecksumMessages.tr("and {more} more").format(more=more))
    return Joined("; ", shown)
