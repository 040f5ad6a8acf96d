"""Reading what the secretary types into the record sheet, with messages in their words.

Each function returns the value or raises `CellError` whose text can be shown
next to the cell as it is ("Result "Q" is not B, W or J").
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from clubrater.domain.dates import impossible_day
from clubrater.domain.model import GameType, Result


class CellError(ValueError):
    """A cell that cannot be read; the message is shown to the secretary as it is."""


_MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], start=1)}


def parse_date(text: str, default: date | None = None, today: date | None = None) -> date:
    """ISO dates, day/month/year as South Africa and Europe write them, "4 Mar", "today", "yesterday"."""
    t = text.strip().lower()
    today = today or date.today()
    if not t:
        if default is None:
            raise CellError("The date is missing.")
        return default
    if t in ("today", "t"):
        return today
    if t == "yesterday":
        return today - timedelta(days=1)
    try:
        m = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", t)
        if m:
            return _day(int(m[1]), int(m[2]), int(m[3]))
        m = re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})(?:[-/.](\d{2,4}))?", t)
        if m:
            year = int(m[3]) if m[3] else today.year
            year = year + 2000 if year < 100 else year
            return _day(year, int(m[2]), int(m[1]))
        m = re.fullmatch(r"(\d{1,2})\s*([a-z]{3})[a-z]*\.?(?:\s+(\d{4}))?", t)
        if m and m[2] in _MONTHS:
            return date(int(m[3]) if m[3] else today.year, _MONTHS[m[2]], int(m[1]))
    except CellError:
        raise
    except ValueError:
        pass
    raise CellError(f'"{text.strip()}" is not a date (type it like {today:%Y-%m-%d} or {today.day}/{today.month}).')


def _day(year: int, month: int, day: int) -> date:
    """A date read from its parts; a day that does not exist is named as such."""
    why = impossible_day(year, month, day)
    if why:
        raise CellError(why[0].upper() + why[1:] + ".")
    return date(year, month, day)


_RESULTS = {
    "b": Result.BLACK, "black": Result.BLACK, "b+": Result.BLACK, "1-0": Result.BLACK,
    "w": Result.WHITE, "white": Result.WHITE, "w+": Result.WHITE, "0-1": Result.WHITE,
    "j": Result.JIGO, "jigo": Result.JIGO, "draw": Result.JIGO, "=": Result.JIGO, "d": Result.JIGO,
}


def parse_result(text: str) -> Result:
    t = text.strip().lower()
    if not t:
        raise CellError("Who won? Type B for Black, W for White or J for jigo.")
    if t in _RESULTS:
        return _RESULTS[t]
    if t.startswith(("b+", "black")):
        return Result.BLACK
    if t.startswith(("w+", "white")):
        return Result.WHITE
    raise CellError(f'Result "{text.strip()}" is not B (Black won), W (White won) or J (jigo).')


RESULT_TEXT = {Result.BLACK: "B", Result.WHITE: "W", Result.JIGO: "J"}


def parse_game_type(text: str, default: GameType) -> GameType:
    t = text.strip().lower()
    if not t:
        return default
    if t in ("t", "tourn", "tournament"):
        return GameType.TOURNAMENT
    if t in ("c", "club"):
        return GameType.CLUB
    if t in ("f", "fr", "fri", "friendly", "internet", "i"):
        return GameType.FRIENDLY
    if t in ("fre", "free", "teaching", "teach", "0"):
        return GameType.FREE
    matches = [g for g in GameType if g.value.startswith(t)]
    if len(matches) == 1:
        return matches[0]
    raise CellError(f'Game type "{text.strip()}" is not tournament, club, friendly or free.')


def parse_handicap(text: str) -> int:
    t = text.strip().lower().rstrip("h").strip()
    if t in ("", "even", "e", "-"):
        return 0
    try:
        n = int(t)
    except ValueError:
        raise CellError(f'Handicap "{text.strip()}" is not a number of stones (0 to 9).') from None
    if not 0 <= n <= 9:
        raise CellError(f"A handicap of {n} stones is not possible: type 0 to 9.")
    return n


def parse_komi(text: str) -> float:
    t = text.strip().replace(",", ".")
    try:
        k = float(t)
    except ValueError:
        raise CellError(f'Komi "{text.strip()}" is not a number like 6.5, 0.5 or -5.5.') from None
    if abs(k) > 100:
        raise CellError(f"A komi of {k:g} is not possible.")
    return k


def format_komi(k: float) -> str:
    return f"{k:g}"
