"""The bytes of one table as SQLite keeps them in the file: every page of its b-tree, read with plain Python.

Why: the rating snapshot's stamp must be a real hash of every game the replay reads (issue 25, item 8),
and asking SQLite for 1,000,000 rows as text costs 1-2 s (quote(), group_concat, a registered aggregate:
each value is converted and copied one by one). The table's pages hold every row exactly as stored, so
hashing them is hashing the rows: 100,000 games are 1,400 pages, read and hashed in about 20 ms. The
pages are found by walking the table's b-tree from its root page (interior pages, leaf pages and the
overflow pages of rows too big for one page), following the file format at sqlite.org/fileformat.html.

Only a file whose content is all in the file itself is read so: no write-ahead log with anything in it,
no rollback journal. Otherwise (and for any page that is not what the format says) `table_digest` gives
None and the caller does without. The walk visits each page once (a crafted cycle ends it), so a hostile
file costs at most one read of itself.
"""

from __future__ import annotations

import hashlib
import mmap
import sqlite3
import struct
from operator import itemgetter
from pathlib import Path

from clubrater.store.walfile import no_wal

_INTERIOR = 0x05  # interior page of a table b-tree
_LEAF = 0x0D  # leaf page of a table b-tree


class _NotATree(Exception):
    """A page that is not what the file format says (damage, or a crafted file)."""


def _varint(buf: mmap.mmap, pos: int) -> tuple[int, int]:
    value = 0
    for i in range(8):
        b = buf[pos + i]
        value = (value << 7) | (b & 0x7F)
        if b < 0x80:
            return value, pos + i + 1
    return (value << 8) | buf[pos + 8], pos + 9


def _walk(buf: mmap.mmap, root: int, page_size: int, usable: int) -> tuple[list[int], int]:
    """Every page of the table b-tree at `root` (interior, leaf, overflow), and how many rows its leaves hold."""
    last = len(buf) // page_size
    most_local = usable - 35  # a row's payload up to this size is kept whole on its leaf page
    least_local = (usable - 12) * 32 // 255 - 23
    seen: set[int] = set()
    pages: list[int] = []
    rows = 0
    stack = [root]
    while stack:
        page = stack.pop()
        if not 1 <= page <= last or page in seen:
            raise _NotATree(page)
        seen.add(page)
        pages.append(page)
        start = (page - 1) * page_size
        head = start + (100 if page == 1 else 0)
        kind = buf[head]
        cells = (buf[head + 3] << 8) | buf[head + 4]
        if kind == _INTERIOR:
            offsets = struct.unpack_from(f">{cells}H", buf, head + 12)
            stack.append(struct.unpack_from(">I", buf, head + 8)[0])
            stack.extend(struct.unpack_from(">I", buf, start + o)[0] for o in reversed(offsets))
        elif kind == _LEAF:
            rows += cells
            if not cells:
                continue
            offsets = struct.unpack_from(f">{cells}H", buf, head + 8)
            # Each cell begins with its row's payload size (a varint): a first byte below 0x80 is a size below 128,
            # which fits on the page. Only a page holding bigger rows is looked at row by row for overflow pages.
            page_bytes = buf[start : start + page_size]
            firsts = bytes(itemgetter(*offsets)(page_bytes)) if cells > 1 else bytes([page_bytes[offsets[0]]])
            if firsts.isascii():
                continue
            for o in offsets:
                if page_bytes[o] < 0x80:
                    continue
                payload, pos = _varint(buf, start + o)
                if payload <= most_local:
                    continue
                _, pos = _varint(buf, pos)
                k = least_local + (payload - least_local) % (usable - 4)
                local = k if k <= most_local else least_local
                (nxt,) = struct.unpack_from(">I", buf, pos + local)
                left = payload - local
                while left > 0:
                    if not 1 <= nxt <= last or nxt in seen:
                        raise _NotATree(nxt)
                    seen.add(nxt)
                    pages.append(nxt)
                    left -= usable - 4
                    (nxt,) = struct.unpack_from(">I", buf, (nxt - 1) * page_size)
        else:
            raise _NotATree(kind)
    return pages, rows


def database_file(con: sqlite3.Connection) -> Path | None:
    """The file a connection reads (None for a database in memory or a temporary one)."""
    row = con.execute("SELECT file FROM pragma_database_list WHERE name = ?", ("main",)).fetchone()
    return Path(row[0]) if row and row[0] else None


def tables_digest(con: sqlite3.Connection, tables: tuple[str, ...]) -> tuple[str, dict[str, int]] | None:
    """SHA-256 of every page of each of `tables` in turn (each with its schema; the file's text encoding and page
    size first) and each table's row count, read from the file `con` reads; None when the file alone is not the
    whole of it (see the module), or a table is missing."""
    path = database_file(con)
    if path is None:
        return None
    started = not con.in_transaction
    if started:
        con.execute("BEGIN")  # held while the file is read: no checkpoint may write into it meanwhile
    try:
        found = {name: (root, sql) for name, root, sql in con.execute(
            "SELECT name, rootpage, sql FROM sqlite_master WHERE type = ?", ("table",))}
        (encoding,) = con.execute("PRAGMA encoding").fetchone()
        (page_size,) = con.execute("PRAGMA page_size").fetchone()
        if any(not found.get(t, (0,))[0] for t in tables) or not no_wal(path) or not _no_journal(path):
            return None
        digest = hashlib.sha256(f"{encoding}\x1f{page_size}\x1f".encode())
        counts: dict[str, int] = {}
        with path.open("rb") as fh:
            buf = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
            try:
                (written,) = struct.unpack_from(">H", buf, 16)
                if (65536 if written == 1 else written) != page_size:
                    return None
                for table in tables:
                    root, sql = found[table]
                    pages, counts[table] = _walk(buf, int(root), page_size, page_size - buf[20])
                    digest.update(f"\x1e{table}\x1f{sql}\x1f{len(pages)}\x1f".encode("utf-8", "surrogatepass"))
                    _hash_pages(digest, buf, sorted(pages), page_size)
            finally:
                buf.close()
    except (_NotATree, struct.error, IndexError, ValueError, OSError):
        return None
    finally:
        if started:
            con.rollback()
    return digest.hexdigest(), counts


_CHUNK = 8 * 1024 * 1024  # bytes joined for one update: a 1,000,000-game table is 56 MB, never copied whole


def _hash_pages(digest: hashlib._Hash, buf: mmap.mmap, pages: list[int], page_size: int) -> None:
    """The pages in few big updates (hashlib lets go of the GIL for each): runs of neighbouring pages, each
    preceded by where it lies, joined up to 8 MB at a time."""
    view = memoryview(buf)
    parts: list[bytes | memoryview] = []
    size = 0
    try:
        i, n = 0, len(pages)
        while i < n:
            j = i
            while j + 1 < n and pages[j + 1] == pages[j] + 1:
                j += 1
            parts.append(b"%d+%d;" % (pages[i], j - i + 1))
            parts.append(view[(pages[i] - 1) * page_size : pages[j] * page_size])
            size += (j - i + 1) * page_size
            i = j + 1
            if size >= _CHUNK or i == n:
                digest.update(b"".join(parts))
                parts.clear()
                size = 0
    finally:
        parts.clear()
        view.release()


def _no_journal(path: Path) -> bool:
    """No rollback journal with anything in it: no write was cut off half way (a hot journal)."""
    try:
        return Path(f"{path}-journal").stat().st_size == 0
    except OSError:
        return True
