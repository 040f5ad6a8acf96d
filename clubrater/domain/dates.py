"""Reading a typed date so that the message says what is wrong with it, in the secretary's words.

"2026-11-31" is written correctly but names no day: telling the secretary to "write it as
YYYY-MM-DD" (what she did) would only confuse her, so that case has its own sentence.
"""

from __future__ import annotations

import calendar
import re
from datetime import date

_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")


def impossible_day(year: int, month: int, day: int) -> str | None:
    """Why year-month-day names no day ("2026-11-31 does not exist: November has 30 days"), or None."""
    text = f"{year:04d}-{month:02d}-{day:02d}"
    if not 1 <= month <= 12:
        return f"{text} does not exist: there is no month {month}"
    days = calendar.monthrange(year, month)[1] if year >= 1 else 31
    if not 1 <= day <= days:
        return f"{text} does not exist: {calendar.month_name[month]} {year} has {days} days"
    return None


def parse_iso_date(text: str) -> date:
    """A YYYY-MM-DD date; a ValueError whose text can be shown as it is otherwise."""
    s = text.strip()
    m = _ISO.fullmatch(s)
    if not m:
        raise ValueError(f'"{s}" is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)')
    y, mo, d = (int(g) for g in m.groups())
    why = impossible_day(y, mo, d)
    if why:
        raise ValueError(why)
    return date(y, mo, d)
