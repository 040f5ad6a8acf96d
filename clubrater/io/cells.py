"""Text cells a spreadsheet will never run: the OWASP rule for CSV injection, and its exact inverse.

A spreadsheet opening a CSV file takes a field that begins with `=`, `+`, `-`, `@`,
a tab or a carriage return for a formula (`=HYPERLINK(...)`, `-1+1`, `@SUM(A1)`).
ClubRater writes such a text field with a leading apostrophe, which spreadsheets
show as text, and its readers take the apostrophe off again, so that export then
import gives back exactly the names that went out (`-Kim-`, `+1 Go Club`).

Exactness: a text that itself begins with apostrophes followed by a trigger (`'=x`)
gets one more apostrophe, and the reader takes exactly one off; a text beginning
with an apostrophe and no trigger (`'t Hooft`) is never touched either way.

Numbers are data, not formulas: a column whose every value is a number (a komi of
-5.5, an index of -575) is written as it is. The decision is per column, from the
values' types, so a text column is guarded even where a value looks like a number.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
_GUARDED = re.compile(r"'*[=+\-@\t\r]")  # what the writer prefixes (apostrophes already there included)
_PREFIXED = re.compile(r"'+[=+\-@\t\r]")  # what the reader takes one apostrophe off


def guard(text: str) -> str:
    """A text cell for CSV: a leading apostrophe when a spreadsheet would read it as a formula."""
    return "'" + text if _GUARDED.match(text) else text


def unguard(text: str) -> str:
    """What `guard` wrote, back as it was (one apostrophe off before a trigger)."""
    return text[1:] if _PREFIXED.match(text) else text


def guard_workbook_text(text: str) -> str:
    """A string cell of a workbook: never a formula there, so only `'=...` needs an apostrophe to read back exactly."""
    return "'" + text if _PREFIXED.match(text) else text


def is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def numeric_columns(width: int, rows: Sequence[Sequence[object]]) -> list[bool]:
    """Per column: True when every value in it is a number (or empty); such a column is written unguarded."""
    numeric = []
    for i in range(width):
        ok = True
        for row in rows:
            v = row[i] if i < len(row) else None
            if v is not None and type(v) not in _NUMBER_TYPES:  # exact types: a bool is not a number here
                ok = False
                break
        numeric.append(ok)
    return numeric


_NUMBER_TYPES = (int, float)
FIRST = frozenset("=+-@\t\r'")  # a text starting otherwise is never touched by guard (a quick test before the regex)


def safe_row(texts: Sequence[str], numeric: Sequence[bool]) -> list[str]:
    """One CSV line's fields: text columns guarded, number columns as they are."""
    return [t if i < len(numeric) and numeric[i] else guard(t) for i, t in enumerate(texts)]
