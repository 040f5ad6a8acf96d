"""Open a big club without replaying what was already rated (issue 14).

When a club is closed, its replay (every game's rating row, the adjustments, everyone's final
state and the last few checkpoints) is kept in the club file with a stamp: the fingerprint of
every row the engine reads (store/snapshot.py: SHA-256, the games as their table's pages), the
rating system, and a digest of the engine's own code; stamp and bytes are sealed with a key only
this user's ClubRater has (issue 25). Opening trusts the snapshot only when the seal holds and the
stamp still matches; otherwise (a game inserted by another program, one rating changed inside the
snapshot, another system, a newer engine, a damaged or unknown encoding) the club is replayed as
before. Ratings stay derived: the snapshot is a cache, never a source.

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
    snapshot_unreadable: bool

    @property
    def path(self) -> Path: ...

    @property
    def read_only(self) -> bool: ...

log = logging.getLogger(__name__)

FORMAT = 5  # 3: the checkpoints in parts of their own, decoded when a change first needs them; 4: final states as
# columns; 5: everyone's final state right after the head, so that the standings decompress only the start of the
# stream, and the rows' extras (FESA's per game) in parts of their own, as plain JSON when they are (issue 29)
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
    parts = [json.dumps(head, separators=(",", ":")).encode(), *final_blobs, *blobs, *states]
    del blobs, states
    # Compressed part by part, each let go once packed: joining them first held a second copy of every column
    # (closing a 1,000,000-game club peaked 110 MB higher; issue 19 wants that club's import under 1 GB).
    packer = zlib.compressobj(1)
    out = [packer.compress(struct.pack(f"<{len(parts) + 1}Q", len(parts), *map(len, parts)))]
    for i in range(len(parts)):
        out.append(packer.compress(parts[i]))
        parts[i] = b""
    out.append(packer.flush())
    packed = b"".join(out)
    # The compressed stream's own check (zlib's) is read at its end, which the standings no longer reach: a CRC of
    # the whole stream goes first, checked before any of it is trusted (issue 29)
    return struct.pack("<I", zlib.crc32(packed)) + packed


def decode(data: bytes, stamp: str, make: Any) -> Replay:
    return Unpacked(data, stamp).replay(make)


class _Stream:
    """The compressed snapshot, decompressed only as far as it is read (zlib keeps its place)."""

    def __init__(self, data: bytes) -> None:
        """`data` as `encode` made it: the CRC of the compressed stream, then the stream."""
        if len(data) < 4 or struct.unpack_from("<I", data)[0] != zlib.crc32(memoryview(data)[4:]):
            raise SnapshotError("the snapshot is damaged (its check does not match)")
        self._unzip = zlib.decompressobj()
        self._tail: bytes | memoryview = memoryview(data)[4:]  # what zlib has not read yet

    def read(self, n: int) -> bytes:
        """The next `n` bytes of the body; SnapshotError when it is damaged or shorter."""
        out = []
        got = 0
        try:
            while got < n:
                chunk = self._unzip.decompress(self._tail, n - got)
                self._tail = self._unzip.unconsumed_tail
                if not chunk:
                    break
                out.append(chunk)
                got += len(chunk)
        except zlib.error as exc:
            raise SnapshotError(str(exc)) from exc
        if got < n:
            raise SnapshotError("the snapshot is cut short")
        return out[0] if len(out) == 1 else b"".join(out)


class Unpacked:
    """A stored snapshot, decoded in two steps: everyone's final state first (what the standings need, a few
    milliseconds: only the start of the stream is decompressed, issue 29), the games' rating rows and the
    checkpoints when first asked for (issue 14), decompressed then, once, whichever thread asks."""

    def __init__(self, data: bytes, stamp: str) -> None:
        """`data`: the snapshot as stored (compressed); SnapshotError when it is damaged, whichever part."""
        self._stream = _Stream(data)
        read = self._stream.read
        try:
            (count,) = struct.unpack("<Q", read(8))
            sizes = struct.unpack(f"<{count}Q", read(8 * count))
            head = json.loads(read(sizes[0]))
            if head.get("format") != FORMAT or head.get("stamp") != stamp:
                raise SnapshotError("another format or stamp")
            columns, states = len(head["columns"]), len(head["final_columns"])
            if count != 1 + columns + states + len(head["checkpoints"]):
                raise SnapshotError("parts missing")
            self._final_parts = [read(size) for size in sizes[1 : 1 + states]]
        except (struct.error, ValueError, KeyError, TypeError, IndexError, UnicodeDecodeError) as exc:
            raise SnapshotError(str(exc)) from exc
        self.head: dict[str, Any] = head
        self._rest_sizes = sizes[1 + states :]
        self._rest: list[bytes] | None = None  # the rows' columns, then the checkpoints
        self._lock = threading.Lock()
        self._final: dict[int, PlayerState] | None = None

    def _later_parts(self) -> list[bytes]:
        """The games' rating rows (one part a column) and the checkpoints, decompressed on first use."""
        with self._lock:
            if self._rest is None:
                self._rest = [self._stream.read(size) for size in self._rest_sizes]
            return self._rest

    def final(self) -> dict[int, PlayerState]:
        """Everyone's state after the last game (decoded once)."""
        if self._final is None:
            head = self.head
            try:
                players = head["final"]
                with paused_gc():  # (see `encode`)
                    self._final = dict(zip(players, map(PlayerState._make, _rows(
                        head["final_columns"], self._final_parts, len(players))), strict=True))
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
        head = self.head
        try:
            specs = head["columns"]
            n = head["games"]
            if not specs:
                return {}
            if specs[0]["k"] != "int":
                raise SnapshotError("the games' ids are not a column of numbers")
            parts = self._later_parts()
            ids = array("q")
            ids.frombytes(parts[0])
            if len(ids) != n:
                raise SnapshotError("a column of the wrong length")
            wanted = set(game_ids)
            at = [i for i, gid in enumerate(ids) if gid in wanted] if wanted else []
            return {row[0]: row for row in _rows(specs, parts[: len(specs)], n, at)}
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise SnapshotError(str(exc)) from exc

    def replay(self, make: Any) -> Replay:
        """The whole replay; its `final` is the very dict `final()` gave (the standings may already show it)."""
        final = self.final()
        head = self.head
        adjustments = self.adjustments()
        parts = self._later_parts()
        try:
            kept = head["checkpoints"]
            columns = len(head["columns"])
            rows = _rows(head["columns"], parts[:columns], head["games"])
            raw = dict(zip(map(itemgetter(0), rows), rows, strict=True))
            checkpoints: list[Checkpoint] = [_KeptCheckpoint(date.fromisoformat(d), text.decode())
                                             for d, text in zip(kept, parts[columns:], strict=True)]
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
    are read (SQLite lets go of the GIL while it sums the games). Only for a file read as it is
    (`Database.read_as_is`): then a second connection sees exactly what the first reads. The snapshot is
    decompressed as far as it is read (`Unpacked`: the standings need only its start)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.found: tuple[str, bytes] | None = None
        self.fingerprint = ""
        self.games = 0  # how many games the fingerprint summed
        self.error: Exception | None = None
        self._thread = threading.Thread(target=self._run, name="snapshot stamp", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            con = sqlite3.connect(f"{self.path.as_uri()}?mode=ro&immutable=1", uri=True)
            try:
                self.found = stored.read(con)
                if self.found is not None:
                    self.fingerprint, self.games = stored.fingerprint_and_count(con)
            finally:
                con.close()
        except Exception as exc:  # noqa: BLE001 - the snapshot is a cache: reading it the usual way decides
            self.error = exc

    def wait(self) -> Prefetch:
        self._thread.join()
        return self


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
    """The stored snapshot if its stamp matches the file as it is now (its head read, the rest not yet)."""
    if early is not None and early.wait().error is None:
        found = early.found
        if found is None:
            return None
        saved_stamp, data = found
        stamp = stamp_from(state.system, state.engine, early.fingerprint)
    else:
        with _reading(state) as con:
            found = stored.read(con)
            if found is None:
                return None
            saved_stamp, data = found
            stamp = stamp_of(state, con)
    if saved_stamp != stamp:
        log.info("the rating snapshot of %s is stale: replaying", state.path)
        return None
    return Unpacked(data, stamp)


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
        _unreadable(state)
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
        _unreadable(state)
        return None


def _unreadable(state: ClubState) -> None:
    """The stored snapshot could not be read although its stamp matched (damaged, or of an older layout): closing
    keeps a new one, not "nothing changed" (issue 29: it was replayed at every open since)."""
    state.snapshot_unreadable = True


def save(state: ClubState) -> bool:
    """Keep the current replay in the file (when closing); False when it could not be kept."""
    if state.read_only:
        return False
    try:
        _checkpoint(state)
        with state.db.reading() as s:
            con = _sqlite(s)
            fingerprint = stored.fingerprint(con)
            if not stored.usable(fingerprint):  # the file is not all in itself (another program has it open)
                log.info("the rating snapshot of %s was not kept: its games cannot be read as stored", state.path)
                return False
            found = stored.read(con)
            if (found is not None and found[0] == stamp_from(state.system, state.engine, fingerprint)
                    and not state.snapshot_unreadable):
                return True  # nothing changed since it was kept: the file is not written at all
        with state.db.transaction() as s:
            con = _sqlite(s)
            con.execute("SELECT 1 FROM rating_snapshot LIMIT 0")  # an older schema has no table: keep nothing
            stored.write(con, *_encoded(state, con))
    except Exception as exc:  # noqa: BLE001 - a snapshot is a cache: failing to keep one must not stop a close
        log.warning("the rating snapshot of %s was not kept: %s", state.path, exc)
        return False
    return True


def _checkpoint(state: ClubState) -> None:
    """Move the write-ahead log's pages into the file and empty it, so that the games' pages can be read from the
    file (store/pages.py). Waits a quarter of a second at most for another reader; then the snapshot is not kept."""
    if getattr(state.db, "read_as_is", False):
        return  # read as it is: nothing was written, there is no log
    with state.db.reading() as s:
        con = _sqlite(s)
        (waited,) = con.execute("PRAGMA busy_timeout").fetchone()
        con.execute("PRAGMA busy_timeout = 250")
        try:
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        finally:
            con.execute(f"PRAGMA busy_timeout = {int(waited)}")


def _encoded(state: ClubState, con: Any) -> tuple[str, bytes]:
    fingerprint = stored.fingerprint(con)
    if not stored.usable(fingerprint):
        raise SnapshotError("its games cannot be read as stored")
    stamp = stamp_from(state.system, state.engine, fingerprint)
    return stamp, encode(state.replay, stamp)
