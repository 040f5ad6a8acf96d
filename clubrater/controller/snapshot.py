"""Open a big club without replaying what was already rated (issue 14).

When a club is closed, its replay (every game's rating row, the adjustments, everyone's final
state and the last few checkpoints) is kept in the club file with a stamp: the fingerprint of
every row the engine reads (store/snapshot.py), the rating system, and a digest of the engine's
own code. Opening trusts the snapshot only when the stamp still matches; otherwise (a game
inserted by another program, another system, a newer engine, a damaged or unknown encoding) the
club is replayed as before. Ratings stay derived: the snapshot is a cache, never a source.

The encoding is data only, never code (no pickle): JSON with tags for tuples, dates, ranks and
maps, and the rating rows as typed columns (array module), which decode in C.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import struct
import sys
import threading
import zlib
from array import array
from collections.abc import Iterable, Mapping
from dataclasses import fields
from datetime import date
from operator import itemgetter
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

from clubrater.domain.model import History, RatingSystem
from clubrater.domain.ranks import Rank, rank_from_ordinal
from clubrater.engines.base import (
    SNAPSHOT_PACKS,
    SNAPSHOT_VALUES,
    AdjustmentRating,
    Checkpoint,
    Engine,
    GameRatings,
    PlayerState,
    Replay,
    paused_gc,
    snapshot_name,
)
from clubrater.store import snapshot as stored

if TYPE_CHECKING:
    from clubrater.store.database import Database


class ClubState(Protocol):
    """What of controller/state.py's ClubState this module reads (no import: that would be a circle)."""

    db: Database
    engine: Engine
    system: RatingSystem
    history: History
    replay: Replay

    @property
    def path(self) -> Path: ...

    @property
    def read_only(self) -> bool: ...

log = logging.getLogger(__name__)

FORMAT = 5  # 3: the checkpoints in parts of their own, decoded when a change first needs them; 4: final states as
# columns; 5: the rare extras of rows (FESA's per game) in parts of their own, as plain JSON when they are (issue 29)
KEEP_CHECKPOINTS = 4  # the last ones: a change dated before them replays from the start, as before
_RANKS: list[Rank | None] = [None] * 50
for _o in [*range(0, 39), *range(40, 49)]:
    _RANKS[_o] = rank_from_ordinal(_o)


class SnapshotError(ValueError):
    """The stored snapshot cannot be decoded: it is ignored."""


class _KeptCheckpoint(Checkpoint):
    """A checkpoint read from the snapshot, its state decoded on first use.

    The kept checkpoints are most of the snapshot's JSON (four copies of every player's state) and
    only a change dated before the last one reads them; opening a club to look at it never does.
    """

    __slots__ = ("_text", "_decoded")
    _text: str
    _decoded: tuple[Any] | None

    def __init__(self, after: date, text: str) -> None:
        object.__setattr__(self, "after", after)
        object.__setattr__(self, "_text", text)
        object.__setattr__(self, "_decoded", None)

    @property  # a read-only view in place of Checkpoint.state
    def state(self) -> Any:
        decoded = self._decoded
        if decoded is None:
            with paused_gc():
                decoded = (_dec(json.loads(self._text)),)
            object.__setattr__(self, "_decoded", decoded)
        return decoded[0]


# ------------------------------------------------------------------ values as tagged JSON
_PLAIN = (type(None), bool, int, float, str)


def _plain(values: Any) -> bool:
    return set(map(type, values)) <= set(_PLAIN)


def _dates(values: Any) -> bool:
    return set(map(type, values)) <= {date, type(None)}


def _enc(v: Any) -> Any:
    """Checkpoint states are big (a list or a map per player): plain lists and maps of plain values
    get tags that decode in C; everything else is tagged value by value."""
    t = type(v)
    if v is None or t in _PLAIN:
        return v
    if t is tuple:
        return {"t": [_enc(x) for x in v]}
    if t is list:
        if _plain(v):
            return {"p": v}
        if _dates(v):
            return {"pd": [None if x is None else x.isoformat() for x in v]}
        if set(map(type, v)) == {tuple} and all(_plain(x) for x in v):
            return {"pt": [list(x) for x in v]}
        return [_enc(x) for x in v]
    if t is date:
        return {"d": v.isoformat()}
    if t is Rank:
        return {"r": v.ordinal}
    kept = snapshot_name(t)
    if kept is not None:  # an engine's own value (FESA's player state), by name (engines/base.py): as the engine
        # packs it into plain values, else its fields
        pack = SNAPSHOT_PACKS.get(kept)
        return {"o": [kept, pack[0](v) if pack is not None else [_enc(getattr(v, f.name)) for f in fields(v)]]}
    if isinstance(v, Mapping):
        keys, values = list(v.keys()), list(v.values())
        if _plain(keys) and _plain(values):
            return {"mp": [keys, values]}
        if _plain(keys) and _dates(values):
            return {"md": [keys, [None if x is None else x.isoformat() for x in values]]}
        return {"m": [[_enc(k), _enc(x)] for k, x in v.items()]}
    raise TypeError(f"a snapshot cannot hold a {t.__name__}")


def _iso(x: str | None) -> date | None:
    return None if x is None else date.fromisoformat(x)


def _dec(v: Any) -> Any:
    if type(v) is list:
        return [_dec(x) for x in v]
    if type(v) is not dict:
        return v
    if len(v) != 1:
        raise SnapshotError("unknown value")
    (tag, x), = v.items()
    if tag == "p":
        return x
    if tag == "pd":
        return list(map(_iso, x))
    if tag == "pt":
        return list(map(tuple, x))
    if tag == "mp":
        return dict(zip(x[0], x[1], strict=True))
    if tag == "md":
        return dict(zip(x[0], map(_iso, x[1]), strict=True))
    if tag == "t":
        return tuple(_dec(y) for y in x)
    if tag == "d":
        return date.fromisoformat(x)
    if tag == "r":
        return _RANKS[x]
    if tag == "m":
        return {_dec(k): _dec(y) for k, y in x}
    if tag == "o":
        cls = SNAPSHOT_VALUES.get(x[0])
        if cls is None:
            raise SnapshotError(f"unknown value {x[0]!r}")
        pack = SNAPSHOT_PACKS.get(x[0])
        return pack[1](x[1]) if pack is not None else cls(*(_dec(y) for y in x[1]))
    raise SnapshotError(f"unknown tag {tag!r}")


# ------------------------------------------------------------------ rating rows as typed columns
def _columns(rows: list[tuple]) -> tuple[list[dict[str, Any]], list[bytes]]:
    """Each column of the rows as one typed array where it can be (ints, floats, flags, ranks)."""
    width = len(rows[0]) if rows else 0
    if any(len(r) != width for r in rows):
        raise TypeError("rating rows of different lengths")
    specs: list[dict[str, Any]] = []
    blobs: list[bytes] = []
    for j in range(width):
        col = list(map(itemgetter(j), rows))
        kinds = set(map(type, col))
        if kinds == {bool}:
            specs.append({"k": "bool"})
            blobs.append(array("b", col).tobytes())
        elif kinds == {int} and min(col) > -(2**62) and max(col) < 2**62:
            specs.append({"k": "int"})
            blobs.append(array("q", col).tobytes())
        elif kinds == {float}:
            specs.append({"k": "float"})
            blobs.append(array("d", col).tobytes())
        elif kinds <= {Rank, type(None)}:
            specs.append({"k": "rank"})
            blobs.append(array("b", [-1 if r is None else r.ordinal for r in col]).tobytes())
        elif kinds <= {date, type(None)}:  # day numbers, 0 for none
            specs.append({"k": "date"})
            blobs.append(array("q", [0 if d is None else d.toordinal() for d in col]).tobytes())
        elif kinds == {str}:
            specs.append({"k": "str", "v": col})
            blobs.append(b"")
        else:  # extras (EGF reset/cap flags, FESA's grades per game, a player's extra facts): the rows that have one
            empty = all(isinstance(x, Mapping) for x in col)  # then an empty map is the default, not None
            pairs = [[i, x] for i, x in enumerate(col) if x is not None and not (empty and not x)]
            plain = _plain_json(pairs)  # FESA's 100,000 maps: as they are, not tagged value by value
            specs.append({"k": "sparse", "e": empty, "j": plain is not None})
            blobs.append(plain if plain is not None else
                         json.dumps([[i, _enc(x)] for i, x in pairs], separators=(",", ":")).encode())
    return specs, blobs


def _plain_json(values: list[Any]) -> bytes | None:
    """`values` as JSON when JSON gives back exactly them (maps with text keys, lists, plain values), else None
    (a tuple, a date, a rank, a number key: tagged by `_enc`)."""
    try:
        text = json.dumps(values, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError):
        return None
    return text.encode() if json.loads(text) == values else None


def _rows(specs: list[dict[str, Any]], blobs: list[Any], n: int, at: list[int] | None = None) -> list[tuple]:
    """The rows of `n` encoded as columns; with `at`, only the rows at those positions (in that order). The
    collector waits meanwhile (see `encode`)."""
    with paused_gc():
        return _decoded_rows(specs, blobs, n, at)


def _decoded_rows(specs: list[dict[str, Any]], blobs: list[Any], n: int, at: list[int] | None) -> list[tuple]:
    cols: list[list[Any]] = []
    for spec, blob in zip(specs, blobs, strict=True):
        kind = spec["k"]
        if kind in ("bool", "rank", "int", "float", "date"):
            a = array({"bool": "b", "rank": "b", "int": "q", "float": "d", "date": "q"}[kind])
            a.frombytes(blob)
            if len(a) != n:
                raise SnapshotError("a column of the wrong length")
            col: list[Any] = a.tolist() if at is None else [a[i] for i in at]
            if kind == "bool":
                col = list(map(bool, col))
            elif kind == "rank":
                col = list(map(_RANKS.__getitem__, col))  # -1 is the last slot: None
            elif kind == "date":
                col = list(map(_Days().__getitem__, col))
        elif kind == "str":
            col = spec["v"]
            if set(map(type, col)) - {str}:
                raise SnapshotError("a text column holds something else")
            if len(col) != n:
                raise SnapshotError("a column of the wrong length")
            if at is not None:
                col = [col[i] for i in at]
        elif kind == "sparse":
            pairs = json.loads(bytes(blob))
            dec = (lambda x: x) if spec.get("j") else _dec
            if at is None:
                col = [_EMPTY_MAP] * n if spec.get("e") else [None] * n
                for i, x in pairs:
                    col[i] = dec(x)
            else:
                where = {i: k for k, i in enumerate(at)}
                col = [_EMPTY_MAP] * len(at) if spec.get("e") else [None] * len(at)
                for i, x in pairs:
                    k = where.get(i)
                    if k is not None:
                        col[k] = dec(x)
        else:
            raise SnapshotError(f"unknown column kind {kind!r}")
        if len(col) != (n if at is None else len(at)):
            raise SnapshotError("a column of the wrong length")
        cols.append(col)
    return list(zip(*cols)) if cols else [() for _ in range(n if at is None else len(at))]


_EMPTY_MAP: Mapping[str, Any] = MappingProxyType({})


class _Days(dict):
    """Day numbers to dates, each distinct day made once; 0 is no date."""

    def __missing__(self, n: int) -> date | None:
        found = self[n] = date.fromordinal(n) if n else None
        return found


# ------------------------------------------------------------------ the whole replay
def encode(replay: Replay, stamp: str) -> bytes:
    # The collector held off while the parts are made, as a replay holds it off (engines/base.paused_gc): each of the
    # many small lists made here would have it scan the club's whole heap again (a FESA club: 0.37 -> 0.06 s a
    # checkpoint)
    with paused_gc():
        return _encode(replay, stamp)


def _encode(replay: Replay, stamp: str) -> bytes:
    rows = list(replay.games.raw.values())
    specs, blobs = _columns(rows)
    final_specs, final_blobs = _columns(list(replay.final.values()))
    head = {
        "format": FORMAT,
        "stamp": stamp,
        "games": len(rows),
        "columns": specs,
        "final": list(replay.final),
        "final_columns": final_specs,
        "adjustments": [[aid, [_enc(x) for x in a]] for aid, a in replay.adjustments.items()],
        "checkpoints": [c.after.isoformat() for c in replay.checkpoints[-KEEP_CHECKPOINTS:]],
    }
    states = [json.dumps(_enc(c.state), separators=(",", ":")).encode() for c in replay.checkpoints[-KEEP_CHECKPOINTS:]]
    parts = [json.dumps(head, separators=(",", ":")).encode(), *blobs, *final_blobs, *states]
    del blobs, states
    # Compressed part by part, each let go once packed: joining them first held a second copy of every column
    # (closing a 1,000,000-game club peaked 110 MB higher; issue 19 wants that club's import under 1 GB).
    packer = zlib.compressobj(1)
    out = [packer.compress(struct.pack(f"<{len(parts) + 1}Q", len(parts), *map(len, parts)))]
    for i in range(len(parts)):
        out.append(packer.compress(parts[i]))
        parts[i] = b""
    out.append(packer.flush())
    return b"".join(out)


def decode(data: bytes, stamp: str, make: Any) -> Replay:
    return Unpacked(zlib_body(data), stamp).replay(make)


def zlib_body(data: bytes) -> bytes:
    """The snapshot's parts as one buffer (zlib lets go of the GIL: a thread of its own may do it)."""
    try:
        return zlib.decompress(data)
    except zlib.error as exc:
        raise SnapshotError(str(exc)) from exc


class Unpacked:
    """A decompressed snapshot, decoded in two steps: everyone's final state first (what the standings need,
    a few milliseconds), the games' rating rows, adjustments and checkpoints later (issue 14)."""

    def __init__(self, body: bytes, stamp: str) -> None:
        try:
            (count,) = struct.unpack_from("<Q", body)
            sizes = struct.unpack_from(f"<{count}Q", body, 8)
            pos = 8 * (count + 1)
            view = memoryview(body)  # the parts as views of the body, not copies (a FESA club's: 30 MB)
            parts = []
            for size in sizes:
                parts.append(view[pos : pos + size])
                pos += size
            head = json.loads(bytes(parts[0]))
            if head.get("format") != FORMAT or head.get("stamp") != stamp:
                raise SnapshotError("another format or stamp")
            if len(parts) != 1 + len(head["columns"]) + len(head["final_columns"]) + len(head["checkpoints"]):
                raise SnapshotError("parts missing")
        except (struct.error, ValueError, KeyError, TypeError, IndexError, UnicodeDecodeError) as exc:
            raise SnapshotError(str(exc)) from exc
        self.head: dict[str, Any] = head
        self.parts: list[memoryview] = parts
        self._final: dict[int, PlayerState] | None = None

    def final(self) -> dict[int, PlayerState]:
        """Everyone's state after the last game (decoded once)."""
        if self._final is None:
            head, parts = self.head, self.parts
            columns = len(head["columns"])
            states = len(head["final_columns"])
            try:
                players = head["final"]
                with paused_gc():  # (see `encode`)
                    self._final = dict(zip(players, map(PlayerState._make, _rows(
                        head["final_columns"], parts[1 + columns : 1 + columns + states], len(players))), strict=True))
            except (ValueError, KeyError, TypeError, IndexError) as exc:
                raise SnapshotError(str(exc)) from exc
        return self._final

    def adjustments(self) -> dict[int, AdjustmentRating]:
        """Every adjustment's rating row (a few: decoded from the head alone)."""
        try:
            return {aid: AdjustmentRating(*(_dec(x) for x in fields)) for aid, fields in self.head["adjustments"]}
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise SnapshotError(str(exc)) from exc

    def rows_of(self, game_ids: Iterable[int]) -> dict[int, tuple]:
        """The rating rows of these games only (those the replay rated), without decoding the others: one
        player's record sheet of a 100,000-game club (issue 29)."""
        head, parts = self.head, self.parts
        try:
            specs = head["columns"]
            n = head["games"]
            if not specs:
                return {}
            if specs[0]["k"] != "int":
                raise SnapshotError("the games' ids are not a column of numbers")
            ids = array("q")
            ids.frombytes(parts[1])
            if len(ids) != n:
                raise SnapshotError("a column of the wrong length")
            wanted = set(game_ids)
            at = [i for i, gid in enumerate(ids) if gid in wanted] if wanted else []
            return {row[0]: row for row in _rows(specs, parts[1 : 1 + len(specs)], n, at)}
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise SnapshotError(str(exc)) from exc

    def replay(self, make: Any) -> Replay:
        """The whole replay; its `final` is the very dict `final()` gave (the standings may already show it)."""
        final = self.final()
        head, parts = self.head, self.parts
        adjustments = self.adjustments()
        try:
            kept = head["checkpoints"]
            columns = len(head["columns"])
            states = len(head["final_columns"])
            rows = _rows(head["columns"], parts[1 : 1 + columns], head["games"])
            raw = dict(zip(map(itemgetter(0), rows), rows, strict=True))
            checkpoints: list[Checkpoint] = [_KeptCheckpoint(date.fromisoformat(d), bytes(text).decode())
                                             for d, text in zip(kept, parts[1 + columns + states :], strict=True)]
        except (ValueError, KeyError, TypeError, IndexError, UnicodeDecodeError) as exc:
            raise SnapshotError(str(exc)) from exc
        return Replay(GameRatings(raw, make), adjustments, final, checkpoints)


def _engine_digest(engine: Engine) -> str:
    """The engine's code, so that a changed engine never trusts ratings an older one computed."""
    import clubrater

    digest = hashlib.blake2b(digest_size=8)
    digest.update(getattr(clubrater, "__version__", "").encode())
    for cls in type(engine).__mro__:
        name = cls.__module__
        module = sys.modules.get(name)
        path = getattr(module, "__file__", None)
        if path and name.startswith("clubrater.engines.compiled."):
            # a compiled engine (engines/registry.py) as the source it was built from and is checked against:
            # its extension module is a loader that stays the same when the engine changes
            name = name.replace(".compiled.", ".", 1)
            path = str(Path(path).parent.parent / f"{name.rsplit('.', 1)[1]}.py")
        if path and name.startswith("clubrater."):
            try:
                digest.update(Path(path).read_bytes())
            except OSError:
                digest.update(name.encode())
    return digest.hexdigest()


def stamp_of(state: ClubState, con: Any) -> str:
    return stamp_from(state.system, state.engine, stored.fingerprint(con))  # as restore's


def stamp_from(system: RatingSystem, engine: Engine, fingerprint: str) -> str:
    """The stamp a snapshot of this system, engine and data carries (the window's quick standings check it too)."""
    return f"{FORMAT}:{system.value}:{_engine_digest(engine)}:{fingerprint}"


def _sqlite(session: Any) -> Any:
    return session.connection().connection.driver_connection


def _reading(state: ClubState) -> Any:
    """The file's connection: a QuickFile's own (one state of the file, no SQLAlchemy), else a session's."""
    from clubrater.controller.storage import raw_reading

    return raw_reading(state.db)


class Prefetch:
    """The stored snapshot and the data's fingerprint, read in a thread of their own while the club's rows
    are read (SQLite lets go of the GIL while it sums the games, zlib while it decompresses). Only for a
    file read as it is (`Database.read_as_is`): then a second connection sees exactly what the first reads."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.found: tuple[str, bytes] | None = None
        self.fingerprint = ""
        self.games = 0  # how many games the fingerprint summed
        self.body: bytes | None = None  # the snapshot decompressed (None: it could not be)
        self.error: Exception | None = None
        self._thread = threading.Thread(target=self._run, name="snapshot stamp", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        unzip = None
        try:
            con = sqlite3.connect(f"{self.path.as_uri()}?mode=ro&immutable=1", uri=True)
            try:
                self.found = stored.read(con)
                if self.found is not None:
                    unzip = _Unzip(self.found[1])  # decompressed beside the sum, not after it (issue 29)
                    self.fingerprint, self.games = stored.fingerprint_and_count(con)
            finally:
                con.close()
        except Exception as exc:  # noqa: BLE001 - the snapshot is a cache: reading it the usual way decides
            self.error = exc
            return
        finally:
            if unzip is not None:
                self.body = unzip.wait()  # None: it cannot be decompressed (said when it is decoded)

    def wait(self) -> Prefetch:
        self._thread.join()
        return self


class _Unzip:
    """`zlib_body` in a thread of its own; `wait()` gives the body, None when it cannot be decompressed (said when
    it is decompressed again)."""

    def __init__(self, data: bytes) -> None:
        self.body: bytes | None = None
        self._thread = threading.Thread(target=self._run, args=(data,), name="snapshot body", daemon=True)
        self._thread.start()

    def _run(self, data: bytes) -> None:
        try:
            self.body = zlib_body(data)
        except SnapshotError:
            self.body = None

    def wait(self) -> bytes | None:
        self._thread.join()
        return self.body


def prefetch_file(path: str | Path) -> Prefetch | None:
    """Start reading a club file's snapshot and stamp before the club is opened: the window, holding the
    club's lock, while the controller (SQLAlchemy) is still being imported. None when the file has a
    write-ahead log with anything in it (`immutable` would miss it). `ClubController.open(prefetched=...)`
    uses it only if the file is then read as it is, beside its integrity check."""
    from clubrater.store.walfile import no_wal

    path = Path(path).expanduser().resolve()
    if not path.is_file() or not no_wal(path):
        return None
    return Prefetch(path)


def prefetch(state: ClubState, ready: Prefetch | None = None) -> Prefetch | None:
    """Start reading the snapshot and its stamp beside the club's rows, when that is safe (see Prefetch);
    `ready`: one started before the club was opened (`prefetch_file`), taken when it read this file."""
    if not getattr(state.db, "read_as_is", False):
        return None
    if ready is not None and ready.path == state.path:
        return ready
    return Prefetch(state.path)


def _unpacked(state: ClubState, early: Prefetch | None) -> Unpacked | None:
    """The stored snapshot if its stamp matches the file as it is now (decompressed, not yet decoded)."""
    if early is not None and early.wait().error is None:
        found = early.found
        if found is None:
            return None
        saved_stamp, data = found
        stamp = stamp_from(state.system, state.engine, early.fingerprint)
        body = early.body if saved_stamp == stamp else None
    else:
        with _reading(state) as con:
            found = stored.read(con)
            if found is None:
                return None
            saved_stamp, data = found
            # read with plain sqlite3 (a reading command, issue 29): decompressed in a thread while SQLite sums
            # the stamp (both let go of the GIL); a stale snapshot's is simply dropped
            unzip = _Unzip(data) if getattr(state, "quick", False) else None
            stamp = stamp_of(state, con)
        body = unzip.wait() if unzip is not None else None
    if saved_stamp != stamp:
        log.info("the rating snapshot of %s is stale: replaying", state.path)
        return None
    return Unpacked(zlib_body(data) if body is None else body, stamp)


def restore(state: ClubState, early: Prefetch | None = None) -> Replay | None:
    """The stored replay if its stamp matches the file as it is now; None means: replay.
    `early`: the snapshot and fingerprint already read beside the club's rows (`prefetch`)."""
    found = restore_final(state, early)
    if found is None:
        return None
    return restore_rest(state, found)


def restore_final(state: ClubState, early: Prefetch | None = None) -> Unpacked | None:
    """The first step of `restore`: the snapshot whose everyone's final state (`.final()`) can be trusted now,
    before the games are read; None means: replay. `state.history.players` must be read already."""
    try:
        unpacked = _unpacked(state, early)
        if unpacked is None:
            return None
        final = unpacked.final()
    except SnapshotError as exc:
        log.warning("the rating snapshot of %s cannot be read (%s): replaying", state.path, exc)
        return None
    if set(final) != set(state.history.players):
        log.warning("the rating snapshot of %s names other players: replaying", state.path)
        return None
    return unpacked


def restore_rest(state: ClubState, unpacked: Unpacked) -> Replay | None:
    """The second step: the whole replay (its `final` the one already shown); None means: replay."""
    try:
        empty = state.engine.replay(History({}, []))  # the engine's own view of its rating rows
        return unpacked.replay(empty.games.make)
    except SnapshotError as exc:
        log.warning("the rating snapshot of %s cannot be read (%s): replaying", state.path, exc)
        return None


def save(state: ClubState) -> bool:
    """Keep the current replay in the file (when closing); False when it could not be kept."""
    if state.read_only:
        return False
    try:
        with state.db.reading() as s:
            con = _sqlite(s)
            found = stored.read(con)
            if found is not None and found[0] == stamp_of(state, con):
                return True  # nothing changed since it was kept: the file is not written at all
        with state.db.transaction() as s:
            con = _sqlite(s)
            con.execute("SELECT 1 FROM rating_snapshot LIMIT 0")  # an older schema has no table: keep nothing
            stored.write(con, *_encoded(state, con))
    except Exception as exc:  # noqa: BLE001 - a snapshot is a cache: failing to keep one must not stop a close
        log.warning("the rating snapshot of %s was not kept: %s", state.path, exc)
        return False
    return True


def _encoded(state: ClubState, con: Any) -> tuple[str, bytes]:
    stamp = stamp_of(state, con)
    return stamp, encode(state.replay, stamp)
