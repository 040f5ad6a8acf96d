"""The rating snapshot's row, and the fingerprint of the data it was computed from.

The fingerprint reads every column an engine's replay depends on (the club's system, players,
events, adjustments, games). It changes when a row is added, removed or changed by any program,
ClubRater or not. Games are summed in SQL (a count, the ids, and each row's value weighted by its
id, so two rows swapping values still change it): about 0.1 s for 100,000 games, where reading
the text of every row took 0.4 s.
"""

from __future__ import annotations

import hashlib
import sqlite3
from datetime import UTC, datetime

# Small tables are read whole, as text (5,000 players: a few milliseconds).
_WHOLE: dict[str, str] = {
    "club": "system",
    "players": "id, rank, start_index, start_rating, start_state, grade, active",
    "events": "id, start, \"end\", klass, rated, seq, komi",
    "adjustments": "id, seq, date, player_id, rank, \"index\", rating",
}
# Games are many (1,000,000 in a big club): each row becomes one integer from every column the
# replay reads, summed weighted by the row's id. Ranks as text ('12k', '3d', '1p') by their
# number, length and kind; dates as day numbers; komi to 1/100.
_RANK = "coalesce(CAST({c} AS INTEGER) * 16 + length({c}) + instr({c}, 'd') * 4 + instr({c}, 'p') * 8, 0)"
_GAME = " + ".join(f"({e}) * {w}" for e, w in (
    ("seq", 3), ("black_id", 5), ("white_id", 7), ("handicap", 11), ("CAST(coalesce(komi, -99) * 100 AS INTEGER)", 13),
    ("coalesce(event_id, 0)", 17), ("coalesce(CAST(julianday(date) AS INTEGER), 0)", 19),
    ("coalesce(unicode(result), 0)", 23), ("unicode(game_type) + length(game_type)", 29),
    ("coalesce(unicode(klass), 0)", 31), (_RANK.format(c="black_rank"), 37), (_RANK.format(c="white_rank"), 41),
    ("coalesce(length(piece_handicap) * 128 + unicode(piece_handicap), 0)", 43),
))


def fingerprint(con: sqlite3.Connection) -> str:
    """A digest of everything the replay reads; another program's change to any of it changes the digest."""
    return fingerprint_and_count(con)[0]


def fingerprint_and_count(con: sqlite3.Connection) -> tuple[str, int]:
    """`fingerprint`, and how many games it summed (what a window shows before it has read them)."""
    digest = hashlib.blake2b(digest_size=16)
    for table, columns in _WHOLE.items():
        text = " || ',' || ".join(f"quote({c.strip()})" for c in columns.split(","))
        (whole,) = con.execute(f"SELECT group_concat({text}, ';') FROM {table}").fetchone()  # noqa: S608 - constants
        digest.update(f"{table}:{whole};".encode())
    row = con.execute(f"SELECT count(*), coalesce(sum(id), 0), coalesce(sum(({_GAME}) * (id % 9973 + 1)), 0) "  # noqa: S608
                      "FROM games").fetchone()
    digest.update(f"games:{row[0]}:{row[1]}:{row[2]}".encode())
    return digest.hexdigest(), int(row[0])


def read(con: sqlite3.Connection) -> tuple[str, bytes] | None:
    """(stamp, data) of the stored snapshot, or None (no table yet, or no snapshot)."""
    try:
        row = con.execute("SELECT stamp, data FROM rating_snapshot WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        return None
    return (str(row[0]), bytes(row[1])) if row else None


def write(con: sqlite3.Connection, stamp: str, data: bytes) -> None:
    """Replace the snapshot (inside the caller's transaction)."""
    now = datetime.now(UTC).isoformat(timespec="seconds")
    con.execute("INSERT OR REPLACE INTO rating_snapshot (id, stamp, saved_at, data) VALUES (1, ?, ?, ?)",
                (stamp, now, data))


def forget(con: sqlite3.Connection) -> None:
    con.execute("DELETE FROM rating_snapshot")
