"""CSV files in interchange.md's columns, so that a club's games are never locked in.

Values are written as the importer reads them: ISO dates, numbers with a dot,
names as stored, except that a text field a spreadsheet would run as a formula
(it begins with =, +, -, @, a tab or a carriage return) gets a leading apostrophe
(io/cells.py); `import` takes it off again, so the same text comes back.
Every CSV ClubRater writes goes through `csv_lines` (the files here, and the
command line's `--format csv`).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from operator import itemgetter
from pathlib import Path
from typing import TextIO

from clubrater.io.cells import FIRST, guard, numeric_columns


def cell_text(v: object) -> str:
    """One value as it appears in the file."""
    if type(v) is str:
        return v  # the common case first: 100,000-game files are mostly names
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
    text_columns = [i for i, n in enumerate(numeric) if not n]
    writer = csv.writer(out, lineterminator="\n").writerow
    out.write(_line([guard(str(h)) for h in header]))
    first = FIRST
    suspect = _SUSPECT.search
    width = len(numeric)
    # The text columns of a row as one string, picked in C: numbers (-5.5) never send a row down the slow path.
    pick = itemgetter(*text_columns, width) if text_columns else itemgetter(width, width)
    for row in rows:
        texts = [cell(v) for v in row]
        if len(texts) == width:
            texts.append("")  # a stand-in at index `width` so that `pick` always returns a tuple
            fast = suspect("\x00".join(pick(texts))) is None
            texts.pop()
        else:
            fast = False
        if fast:
            writer(texts)  # the common row: no field begins with a trigger or an apostrophe, no CR anywhere
            continue
        bare_cr = False
        for i in text_columns + list(range(width, len(texts))):  # cells beyond the header are text
            if i < len(texts):
                t = texts[i]
                if t:
                    if t[0] in first:
                        texts[i] = t = guard(t)
                    if "\r" in t:
                        bare_cr = True
        if bare_cr:
            out.write(_line(texts))
        else:
            writer(texts)
    return len(rows)


_SUSPECT = re.compile("(?:^|\x00)[=+\\-@\t\r']|\r")  # a field that may need guarding, or a CR


_QUOTE = re.compile(r'[",\r\n]')


def _line(fields: Sequence[str]) -> str:
    """One CSV line, quoted by hand. Python's csv writer leaves a lone CR unquoted when lines end in LF, which
    splits the line for every reader; rows with a CR come here, where any field with a comma, quote, CR or LF
    is quoted."""
    return ",".join('"' + f.replace('"', '""') + '"' if _QUOTE.search(f) else f for f in fields) + "\n"


def write_csv(path: str | Path, header: Sequence[str], rows: Iterable[Sequence[object]]) -> int:
    """UTF-8 CSV with a header line; returns the number of data rows. Written whole or not at all."""
    from clubrater.io.atomic import replacing  # synced, checked, renamed over; a full disk says so

    with replacing(Path(path), mode="w", encoding="utf-8", newline="") as fh:
        n = csv_lines(fh, header, rows)  # type: ignore[arg-type]  # replacing() yields IO[Any]; text mode here
    return n
