"""CSV files in interchange.md's columns, so that a club's games are never locked in.

Values are written as the importer reads them: ISO dates, numbers with a dot,
names exactly as stored (a CSV is data, not a spreadsheet: nothing is quoted
away or prefixed, so `import games` gives back the same text).
"""

from __future__ import annotations

import csv
import os
import tempfile
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from pathlib import Path

from clubrater.io.xlsx_export import publish


def cell_text(v: object) -> str:
    """One value as it appears in the file."""
    if v is None:
        return ""
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, datetime):
        return v.isoformat(sep=" ", timespec="minutes")
    if isinstance(v, date):
        return v.isoformat()
    if isinstance(v, float):
        return str(int(v)) if v.is_integer() and abs(v) < 1e15 else repr(v)
    return str(v)


def write_csv(path: str | Path, header: Sequence[str], rows: Iterable[Sequence[object]]) -> int:
    """UTF-8 CSV with a header line; returns the number of data rows. Written whole or not at all."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".clubrater-", suffix=".csv", dir=path.parent)
    n = 0
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            w = csv.writer(fh, lineterminator="\n")
            w.writerow(header)
            for row in rows:
                w.writerow([cell_text(v) for v in row])
                n += 1
        publish(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return n
