"""A checksum of every record the secretary typed, so that silent damage is found.

SQLite's integrity check proves the file's structure, not its values: a single flipped bit
inside a stored name or date leaves a well-formed file that says "ok" and rates the wrong
games. So each stored player, event, game and adjustment has a checksum in `record_sums`,
written in the same transaction as the change: SQLite triggers (migration 0003) list every
changed row in `record_dirty`, and `settle()` sums those rows just before the commit and
empties the list. `verify()` recomputes every checksum, reading only.

The checksum covers the columns the secretary typed (listed here, so a later migration that
adds a column does not invalidate the old sums) and is BLAKE2b over their exact values.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

COLUMNS: dict[str, tuple[str, ...]] = {
    "players": ("name", "name_key", "rank", "start_index", "start_rating", "club", "country", "egd_pin", "grade",
                "active", "note"),  # fmt: skip
    "events": ("name", "start", "end", "place", "klass", "rounds", "komi", "handicap_policy", "rated"),
    "games": ("seq", "date", "black_id", "white_id", "result", "handicap", "komi", "game_type", "event_id", "klass",
              "round", "black_rank", "white_rank", "piece_handicap", "note"),  # fmt: skip
    "adjustments": ("seq", "date", "player_id", "rank", "index", "rating", "note"),
}
LABELS = {"players": "player", "events": "event", "games": "game", "adjustments": "adjustment"}
BATCH = 50_000


class _Conn(Protocol):
    def execute(self, sql: str, parameters: Any = ..., /) -> Any: ...


def row_sum(table: str, values: Iterable[object]) -> str:
    """The checksum of one record's typed values (16 hex digits)."""
    text = repr((table, tuple(values)))
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


def _select(table: str) -> str:
    cols = ", ".join(f'"{c}"' for c in COLUMNS[table])
    return f'SELECT id, {cols} FROM "{table}"'


def has_sums(con: _Conn) -> bool:
    return con.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='record_sums'").fetchone() is not None


def settle(con: Any) -> int:
    """Write the checksums of every row changed since the last settle (inside the caller's transaction).

    `con` is the sqlite3 connection of that transaction.
    """
    if con is None or not has_sums(con):
        return 0
    done = 0
    for table in COLUMNS:
        while True:
            ids = [r[0] for r in con.execute(
                "SELECT rid FROM record_dirty WHERE tbl = ? LIMIT ?", (table, BATCH)).fetchall()]  # fmt: skip
            if not ids:
                break
            marks = ",".join("?" * len(ids))
            rows = con.execute(f"{_select(table)} WHERE id IN ({marks})", ids).fetchall()
            present = {r[0] for r in rows}
            con.executemany("INSERT OR REPLACE INTO record_sums (tbl, rid, sum) VALUES (?, ?, ?)",
                            [(table, r[0], row_sum(table, r[1:])) for r in rows])  # fmt: skip
            gone = [(table, i) for i in ids if i not in present]
            if gone:
                con.executemany("DELETE FROM record_sums WHERE tbl = ? AND rid = ?", gone)
            con.execute(f"DELETE FROM record_dirty WHERE tbl = ? AND rid IN ({marks})", [table, *ids])
            done += len(ids)
    return done


@dataclass(frozen=True, slots=True)
class Mismatch:
    table: str
    rid: int
    what: str  # "changed", "no checksum", "missing"

    def describe(self) -> str:
        label = LABELS.get(self.table, self.table)
        if self.what == "missing":
            return f"{label} {self.rid} is gone but was stored"
        if self.what == "no checksum":
            return f"{label} {self.rid} has no checksum"
        return f"{label} {self.rid} does not match its checksum"


def verify_connection(con: sqlite3.Connection) -> list[Mismatch]:
    """Every record whose stored values no longer match its checksum (rows changed but not yet settled are skipped)."""
    if not has_sums(con):
        return []
    problems: list[Mismatch] = []
    for table in COLUMNS:
        dirty = {r[0] for r in con.execute("SELECT rid FROM record_dirty WHERE tbl = ?", (table,))}
        sums = dict(con.execute("SELECT rid, sum FROM record_sums WHERE tbl = ?", (table,)).fetchall())
        for row in con.execute(f"{_select(table)} ORDER BY id"):
            rid = row[0]
            if rid in dirty:
                sums.pop(rid, None)
                continue
            stored = sums.pop(rid, None)
            if stored is None:
                problems.append(Mismatch(table, rid, "no checksum"))
            elif stored != row_sum(table, row[1:]):
                problems.append(Mismatch(table, rid, "changed"))
        problems.extend(Mismatch(table, rid, "missing") for rid in sums if rid not in dirty)
    return problems


def verify(path: Path) -> list[Mismatch]:
    """Verify a club file (or a backup) without writing to it."""
    immutable = "" if Path(f"{path}-wal").exists() else "&immutable=1"
    con = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro{immutable}", uri=True)
    try:
        return verify_connection(con)
    finally:
        con.close()


def summary(problems: list[Mismatch], limit: int = 10) -> str:
    """'game 12 does not match its checksum; player 3 ...; and 5 more'."""
    shown = "; ".join(p.describe() for p in problems[:limit])
    more = len(problems) - limit
    return shown + (f"; and {more} more" if more > 0 else "")
