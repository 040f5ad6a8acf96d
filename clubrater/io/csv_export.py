"""CSV files in interchange.md's columns, so that a club's games are never locked in.

Values are written as the importer reads them: ISO dates, numbers with a dot,
names as stored, except that a text field a spreadsheet would run as a formula
(it begins with =, +, -, @, a tab or a carriage return) gets a leading apostrophe
(io/cells.py); `import` takes it off again, so the same text comes back.
Every CSV ClubRater writes goes through `csv_lines` (the files here, and the
command line's `--format csv`).
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import TextIO

from clubrater.io.cells import guard, numeric_columns, safe_row
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


def csv_lines(
    out: TextIO, header: Sequence[str], rows: Iterable[Sequence[object]], cell: Callable[[object], str] = cell_text
) -> int:
    """Header and rows as CSV on `out`, no field a formula; returns the number of data rows.

    A column is left unguarded only when every value in it is a number (a komi of
    -5.5 is data); `cell` turns a value into its text (default `cell_text`).
    """
    rows = rows if isinstance(rows, list) else list(rows)
    numeric = numeric_columns(len(header), rows)
    out.write(_line([guard(str(h)) for h in header]))
    for row in rows:
        out.write(_line(safe_row([cell(v) for v in row], numeric)))
    return len(rows)


_QUOTE = re.compile(r'[",\r\n]')


def _line(fields: Sequence[str]) -> str:
    """One CSV line. Python's csv writer leaves a lone CR unquoted when lines end in LF, which splits the
    line for every reader; here a field with a comma, quote, CR or LF is always quoted."""
    return ",".join('"' + f.replace('"', '""') + '"' if _QUOTE.search(f) else f for f in fields) + "\n"


def write_csv(path: str | Path, header: Sequence[str], rows: Iterable[Sequence[object]]) -> int:
    """UTF-8 CSV with a header line; returns the number of data rows. Written whole or not at all."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".clubrater-", suffix=".csv", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            n = csv_lines(fh, header, rows)
        publish(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return n
