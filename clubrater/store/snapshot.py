"""The rating snapshot's row: the fingerprint of the data it was computed from, and the seal on its bytes.

The fingerprint is SHA-256 over every row an engine's replay reads, in a fixed order (issue 25, item 8):
the club's rating system, then the players, events, adjustments and games as the pages of their tables
(store/pages.py: every row as stored, whole, in the order of the file's pages; 100,000 games in about
20 ms, where asking SQLite for them as text took 0.5-1 s). Any change to any row of them, by ClubRater
or another program, changes the fingerprint (so does a rename: the snapshot is then kept again at the
close). A file whose tables cannot be read so (a write-ahead log with something in it, a hot journal, a
damaged tree) has no fingerprint: `fingerprint` then gives a value that matches nothing, and its
snapshot is not used (the club replays).

The seal (item 7): the stamp column holds the stamp and an HMAC-SHA256 of stamp and data, the key
being a random one kept in the user's data folder (`snapshot.key`, readable by the user only). A
snapshot whose bytes were changed (one rating in `data`), or that was sealed on another computer, is
not read: `read` gives None, the club replays, and closing it keeps a new snapshot. Only someone who
can read this user's key can make a snapshot this ClubRater trusts.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import logging
import os
import secrets
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from clubrater.store import pages

log = logging.getLogger(__name__)

# What the replay reads: the club's rating system as text, and these tables as the pages they are stored in.
_TEXT = "SELECT quote(system) FROM club"
_PAGES = ("players", "events", "adjustments", "games")
NONE = "unreadable-"  # how a fingerprint that could not be taken begins (followed by random digits)
KEY_NAME = "snapshot.key"
_KEY_BYTES = 32
_SEAL = "|"


def fingerprint(con: sqlite3.Connection) -> str:
    """A digest of everything the replay reads; another program's change to any of it changes the digest."""
    return fingerprint_and_count(con)[0]


def fingerprint_and_count(con: sqlite3.Connection) -> tuple[str, int]:
    """`fingerprint`, and how many games it read (what a window shows before it has read them)."""
    found = pages.tables_digest(con, _PAGES)
    if found is None:
        (count,) = con.execute("SELECT count(*) FROM games").fetchone()
        return f"{NONE}{secrets.token_hex(8)}", int(count)
    digest = hashlib.sha256()
    for (system,) in con.execute(_TEXT):
        digest.update(f"club:{system};".encode("utf-8", "surrogatepass"))
    digest.update(found[0].encode())
    return digest.hexdigest(), found[1]["games"]


def usable(fingerprint: str) -> bool:
    """False for a fingerprint that could not be taken (it matches nothing, so a snapshot must not be kept with it)."""
    return not fingerprint.startswith(NONE)


# ------------------------------------------------------------------ the seal
def key_path() -> Path:
    from clubrater.store.paths import data_dir

    return data_dir() / KEY_NAME


@functools.cache
def _key_at(path: Path) -> bytes | None:
    """This user's sealing key, made on first use (random, readable by the user only); None when it cannot be."""
    try:
        key = path.read_bytes()
    except FileNotFoundError:
        key = b""
    except OSError as exc:
        log.info("the snapshot key %s cannot be read: %s", path, exc)
        return None
    if len(key) == _KEY_BYTES:
        return key
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fresh = path.with_name(f".{path.name}.{os.getpid()}.new")
        fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, secrets.token_bytes(_KEY_BYTES))
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            if key:  # a damaged key (wrong length) is replaced; a missing one made, never two at once
                os.replace(fresh, path)
            else:
                os.link(fresh, path)
        except FileExistsError:
            pass  # another ClubRater made it first: that one is used
        except OSError:  # a file system without hard links: renamed into place (at worst one snapshot replays)
            if not path.exists():
                os.replace(fresh, path)
        finally:
            fresh.unlink(missing_ok=True)
        key = path.read_bytes()
    except OSError as exc:
        log.info("no snapshot key could be made at %s: %s", path, exc)
        return None
    return key if len(key) == _KEY_BYTES else None


def _key() -> bytes | None:
    return _key_at(key_path())


def seal(stamp: str, data: bytes, key: bytes) -> str:
    """HMAC-SHA256 of stamp and data (SHA-256 runs in the processor's own instructions: a 1,000,000-game
    snapshot's 25 MB in about 40 ms, half the time of keyed BLAKE2b here)."""
    mac = hmac.new(key, stamp.encode() + b"\x00", "sha256")
    mac.update(data)
    return mac.hexdigest()


def _opened(sealed: str, data: bytes) -> tuple[str, str]:
    """('ok' | 'none' | 'broken', the stamp) of a stored stamp column and its data."""
    stamp, sep, mark = sealed.rpartition(_SEAL)
    if not sep:
        return "broken", sealed  # kept before snapshots were sealed, or changed: never read
    key = _key()
    if key is None or not hmac.compare_digest(seal(stamp, data, key), mark):
        return "broken", stamp
    return "ok", stamp


def read(con: sqlite3.Connection) -> tuple[str, bytes] | None:
    """(stamp, data) of the stored snapshot when its seal holds; None otherwise (no table, no snapshot, or
    bytes that are not what this ClubRater sealed)."""
    try:
        row = con.execute("SELECT stamp, data FROM rating_snapshot WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        return None
    if not row:
        return None
    data = bytes(row[1])
    state, stamp = _opened(str(row[0]), data)
    if state != "ok":
        log.warning("the rating snapshot's seal does not hold (changed outside ClubRater, or kept by another "
                    "computer): it is not used")  # fmt: skip
        return None
    return stamp, data


def seal_state(con: sqlite3.Connection) -> str:
    """'none' (no snapshot), 'ok' (sealed by this ClubRater) or 'broken' (for `check`)."""
    try:
        row = con.execute("SELECT stamp, data FROM rating_snapshot WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        return "none"
    if not row:
        return "none"
    return _opened(str(row[0]), bytes(row[1]))[0]


def write(con: sqlite3.Connection, stamp: str, data: bytes) -> None:
    """Replace the snapshot, sealed (inside the caller's transaction); OSError when no key can be had."""
    key = _key()
    if key is None:
        raise OSError(f"no key to seal the rating snapshot with ({key_path()})")
    now = datetime.now(UTC).isoformat(timespec="seconds")
    con.execute("INSERT OR REPLACE INTO rating_snapshot (id, stamp, saved_at, data) VALUES (1, ?, ?, ?)",
                (f"{stamp}{_SEAL}{seal(stamp, data, key)}", now, data))


def forget(con: sqlite3.Connection) -> None:
    con.execute("DELETE FROM rating_snapshot")
