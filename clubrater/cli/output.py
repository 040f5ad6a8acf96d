"""How every listing is printed: `--format text|csv|json`, the same way for every command.

A listing is a list of records (dicts) and the columns to show. JSON gets the
records whole (scripts rely on their keys, interchange.md); CSV and text get the
columns. CSV goes through `write_csv` alone, so that making cells safe for
spreadsheets is a change in one function.

Nothing stored reaches a terminal raw (issue 25, item 11): a name with `\\x1b[2J` inserted with psql
before the server refused such text is shown as `\\x1b[2J` in text and CSV (a CSV on the command line
goes to terminals and pipes as often as to files; the exact stored text is in JSON, and ClubRater's
own import would refuse the raw character anyway), and as the JSON escape `\\u001b` in JSON. Every
line the command line prints goes through `SafeText` too (messages name players).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TextIO

from clubrater.domain.text import json_safe, printable
from clubrater.logsetup import mask_passwords

FORMATS = ("text", "csv", "json")
Record = Mapping[str, Any]


def add_format_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--format", choices=FORMATS, default="text",
        help="text (a table to read), csv (for a spreadsheet) or json (for scripts); default text",
    )


def emit(rows: Sequence[Record], columns: Sequence[str], fmt: str, out: TextIO) -> None:
    """Print a listing in the chosen format."""
    if fmt == "json":
        write_json(rows, out)
    elif fmt == "csv":
        write_csv(rows, columns, out)
    else:
        write_text(rows, columns, out)


def write_json(rows: Sequence[Record], out: TextIO) -> None:
    out.write(json_safe(json.dumps([dict(r) for r in rows], ensure_ascii=False, indent=1)))  # C1 escaped too
    out.write("\n")


def write_csv(rows: Sequence[Record], columns: Sequence[str], out: TextIO) -> None:
    """The one place the command line writes CSV: a header line, then one line per record.

    Through io's `csv_lines`, like every CSV ClubRater writes: no field is a formula.
    """
    from clubrater.io.csv_export import csv_lines

    csv_lines(out, columns, [[r.get(c) for c in columns] for r in rows], _csv_cell)


def write_text(rows: Sequence[Record], columns: Sequence[str], out: TextIO) -> None:
    """Columns padded to their widest cell; numbers right-aligned."""
    cells = [[_text_cell(c, r.get(c)) for c in columns] for r in rows]
    widths = [max([len(c)] + [len(row[i]) for row in cells]) for i, c in enumerate(columns)]
    numeric = [bool(rows) and all(_is_number(r.get(c)) for r in rows if r.get(c) is not None) for c in columns]
    out.write("  ".join(_pad(c, w, n) for c, w, n in zip(columns, widths, numeric)).rstrip() + "\n")
    for row in cells:
        out.write("  ".join(_pad(v, w, n) for v, w, n in zip(row, widths, numeric)).rstrip() + "\n")


# Ratings and their changes, shown in whole points (rating-rules.md: "Keep full precision; show ratings rounded to
# whole points"); JSON and CSV keep the full precision (interchange.md: "rating ... number with full precision").
WHOLE_POINTS = frozenset({"rating", "index", "rating_before", "rating_after", "change", "new_index", "value"})


def _text_cell(column: str, v: object) -> str:
    if column in WHOLE_POINTS and isinstance(v, float):
        return f"{v:.0f}"
    return printable(_cell(v))  # one line per record: a note's newline and tab shown escaped too


def _csv_cell(v: object) -> str:
    return printable(_cell(v), keep="\t\n")  # a CSV field may hold a line break (quoted), never an escape


def _pad(text: str, width: int, right: bool) -> str:
    return text.rjust(width) if right else text.ljust(width)


def _is_number(v: object) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _cell(v: object) -> str:
    """A value as a cell: nothing for None, yes/no for flags, floats without needless decimals."""
    if v is None:
        return ""
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, float):
        return str(int(v)) if v.is_integer() else f"{v:.2f}".rstrip("0")
    return str(v)


def number(v: float) -> str:
    """A rating or index in a sentence: whole numbers without decimals, others to one decimal."""
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def signed(v: float) -> str:
    text = number(abs(v))
    return f"+{text}" if v > 0 else f"-{text}" if v < 0 else "0"


class SafeText:
    """The command line's output stream: every control character written (but newline and tab) is shown as
    its escape (domain/text.py's `printable`), and a password in an address as *** (logsetup's
    `mask_passwords`), whatever command wrote it."""

    def __init__(self, out: TextIO) -> None:
        self._out = out

    def write(self, text: str) -> int:
        self._out.write(printable(mask_passwords(text), keep="\n\t"))
        return len(text)

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:  # flush, isatty, encoding... of the stream underneath
        return getattr(self._out, name)
