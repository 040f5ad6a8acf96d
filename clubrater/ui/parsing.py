"""Reading what the secretary types into the record sheet, with messages in their words.

Each function returns the value or raises `CellError` whose text can be shown
next to the cell as it is ("Result "Q" is not B, W or J"), in the window's language
(context "Parsing"). What is typed stays the same in every language (B, W, J; ISO or
day/month dates); the language's own words for today, yesterday and the game types are read too.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from PySide6.QtCore import QCoreApplication

from clubrater.domain.dates import impossible_day
from clubrater.domain.message import Sentence
from clubrater.domain.model import GameType, Result
from clubrater.ui.shown import game_type as type_name
from clubrater.ui.shown import read_day, said


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
            raise CellError(QCoreApplication.translate("Parsing", "The date is missing."))
        return default
    #: What the secretary may type in a date cell for today's date (lower case).
    if t in ("today", "t", QCoreApplication.translate("Parsing", "today", "typed in a date cell").casefold()):
        return today
    #: What the secretary may type in a date cell for yesterday's date (lower case).
    if t in ("yesterday", QCoreApplication.translate("Parsing", "yesterday", "typed in a date cell").casefold()):
        return today - timedelta(days=1)
    shown = read_day(t)  # as the window shows dates ("28.11.2026", "11/28/2026" in the US): issue 28
    if shown is not None:
        return shown
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
    #: {iso} is today as 2025-03-04 and {short} as 4/3 (day/month): keep both forms, they are what can be typed.
    raise CellError(QCoreApplication.translate(
        "Parsing", '"{text}" is not a date (type it like {iso} or {short}).').format(
        text=text.strip(), iso=f"{today:%Y-%m-%d}", short=f"{today.day}/{today.month}"))


def _day(year: int, month: int, day: int) -> date:
    """A date read from its parts; a day that does not exist is named as such."""
    why = impossible_day(year, month, day)
    if why:
        raise CellError(said(Sentence(why)))  # "2026-11-31 does not exist: ..." in the window's language
    return date(year, month, day)


_RESULTS = {
    "b": Result.BLACK, "black": Result.BLACK, "b+": Result.BLACK, "1-0": Result.BLACK,
    "w": Result.WHITE, "white": Result.WHITE, "w+": Result.WHITE, "0-1": Result.WHITE,
    "j": Result.JIGO, "jigo": Result.JIGO, "draw": Result.JIGO, "=": Result.JIGO, "d": Result.JIGO,
}


def parse_result(text: str) -> Result:
    t = text.strip().lower()
    if not t:
        #: Keep the letters B, W and J: they are what is typed in every language.
        raise CellError(QCoreApplication.translate("Parsing", "Who won? Type B for Black, W for White or J for jigo."))
    if t in _RESULTS:
        return _RESULTS[t]
    if t.startswith(("b+", "black")):
        return Result.BLACK
    if t.startswith(("w+", "white")):
        return Result.WHITE
    #: Keep the letters B, W and J: they are what is typed in every language.
    raise CellError(QCoreApplication.translate(
        "Parsing", 'Result "{text}" is not B (Black won), W (White won) or J (jigo).').format(text=text.strip()))


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
    shown = [g for g in GameType if type_name(g.value).casefold().startswith(t)]  # the language's own names
    if len(shown) == 1:
        return shown[0]
    #: {text} is what was typed; the four names are the game types as this window shows them.
    raise CellError(QCoreApplication.translate(
        "Parsing", 'Game type "{text}" is not {tournament}, {club}, {friendly} or {free}.').format(
        text=text.strip(), tournament=type_name("tournament"), club=type_name("club"),
        friendly=type_name("friendly"), free=type_name("free")))


def parse_handicap(text: str) -> int:
    t = text.strip().lower().rstrip("h").strip()
    if t in ("", "even", "e", "-"):
        return 0
    try:
        n = int(t)
    except ValueError:
        raise CellError(QCoreApplication.translate(
            "Parsing", 'Handicap "{text}" is not a number of stones (0 to 9).').format(text=text.strip())) from None
    if not 0 <= n <= 9:
        raise CellError(QCoreApplication.translate(
            "Parsing", "A handicap of {n} stones is not possible: type 0 to 9.").format(n=n))
    return n


def parse_komi(text: str) -> float:
    t = text.strip().replace(",", ".")
    try:
        k = float(t)
    except ValueError:
        raise CellError(QCoreApplication.translate(
            "Parsing", 'Komi "{text}" is not a number like 6.5, 0.5 or -5.5.').format(text=text.strip())) from None
    if abs(k) > 100:
        raise CellError(QCoreApplication.translate("Parsing", "A komi of {komi} is not possible.").format(komi=f"{k:g}"))
    return k


def format_komi(k: float) -> str:
    return f"{k:g}"
