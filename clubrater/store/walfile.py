"""Whether a club file has a write-ahead log with anything in it (shared by the readers in store/)."""

from __future__ import annotations

from pathlib import Path


def no_wal(path: Path) -> bool:
    """No write-ahead log with anything in it beside `path`: the file alone is the whole club.

    Such a file can be read with SQLite's `immutable` flag, which needs no -shm file: it reads
    in a read-only folder and on a full disk.
    """
    try:
        return Path(f"{path}-wal").stat().st_size == 0
    except OSError:
        return True
