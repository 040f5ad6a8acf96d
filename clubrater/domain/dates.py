"""Reading a typed date so that the message says what is wrong with it, in the secretary's words.

"2026-11-31" is written correctly but names no day: telling the secretary to "write it as
YYYY-MM-DD" (what she did) would only confuse her, so that case has its own sentence.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from clubrater.domain.message import Messages


class DateMessages(Messages):
    """What a typed date that names no day is told."""


_MONTHS = (DateMessages.tr("January"), DateMessages.tr("February"), DateMessages.tr("March"), DateMessages.tr("April"),
           DateMessages.tr("May"), DateMessages.tr("June"), DateMessages.tr("July"), DateMessages.tr("August"),
           DateMessages.tr("September"), DateMessages.tr("October"), DateMessages.tr("November"),
           DateMessages.tr("December"))
_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")


def impossible_day(year: int, month: int, day: int) -> str | None:
    """Why year-month-day names no day ("2026-11-31 does not exist: November has 30 days"), or None."""
    text = f"{year:04d}-{month:02d}-{day:02d}"  # as typed (ISO), not a date to say another way
    if not 1 <= month <= 12:
        return DateMessages.tr("{text} does not exist: there is no month {month}").format(text=text, month=month)
    days = calendar.monthrange(year, month)[1] if year >= 1 else 31
    if not 1 <= day <= days:
        return DateMessages.tr("{text} does not exist: {month} {year} has {days} days").format(
            text=text, month=_MONTHS[month - 1], year=year, days=days)
    return None


def parse_iso_date(text: str) -> date:
    """A YYYY-MM-DD date; a ValueError whose text can be shown as it is otherwise."""
    s = text.strip()
    m = _ISO.fullmatch(s)
    if not m:
        raise ValueError(DateMessages.tr('"{text}" is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)').format(text=s))
    y, mo, d = (int(g) for g in m.groups())
    why = impossible_day(y, mo, d)
    if why:
        raise ValueError(why)
    return date(y, mo, d)


def after_tomorrow(day: date, today: date) -> str | None:
    """'the date 2027-11-28 is after tomorrow (2026-11-29)', or None (issue 25, item 13).

    No game can have been played, and no rank set, later than tomorrow (tomorrow: a club night past midnight
    somewhere else). A date beyond it is a typing slip or a computer whose clock is wrong, and a future
    adjustment would become the rank shown today: the front ends refuse it, or ask, before storing it.
    """
    tomorrow = today + timedelta(days=1)
    if day <= tomorrow:
        return None
    return DateMessages.tr("the date {day} is after tomorrow ({tomorrow})").format(day=day, tomorrow=tomorrow)
