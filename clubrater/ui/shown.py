"""Words and numbers as the window shows them in the chosen language (issue 13).

The engines name their value column in English ("Index", "GoR", "Elo", "Rating") and the
controller formats numbers with a decimal point; the window shows both in the language and
locale the secretary chose. Dates the secretary reads (not the record formats of the spec,
which stay ISO) follow the locale too; the C locale keeps ISO dates.
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, QLocale
from PySide6.QtGui import QKeySequence

from clubrater.domain.message import english_plural
from clubrater.domain.message import said as _said
from clubrater.domain.rank_words import rank_in_language

if TYPE_CHECKING:
    from clubrater.domain.model import RatingSystem

CONTEXT = "RatingTerms"

# The words the engines and the controller hand to the window, marked for lupdate.
_TERMS = (
    #: The SAGC rating number kept beside a player's kyu/dan rank (0 to 999 within a rank), not a list index.
    QT_TRANSLATE_NOOP("RatingTerms", "Index"),
    #: EGF "Go rating"; Go players use the abbreviation GoR untranslated.
    QT_TRANSLATE_NOOP("RatingTerms", "GoR"),
    #: The chess-style Elo rating used by shogi (FESA); usually untranslated.
    QT_TRANSLATE_NOOP("RatingTerms", "Elo"),
    QT_TRANSLATE_NOOP("RatingTerms", "Rating"),
    #: Column title: a player's kyu/dan grade, not a position in the list.
    QT_TRANSLATE_NOOP("RatingTerms", "Rank"),
    #: Column title: a shogi player's kyu/dan grade as FESA lists it.
    QT_TRANSLATE_NOOP("RatingTerms", "FESA grade"),
)


def term(text: str) -> str:
    """An engine's or the controller's word ("Index", "GoR", "FESA grade") in the window's language; others as they are."""
    return QCoreApplication.translate(CONTEXT, text) if text in _TERMS else text


def lower_term(text: str) -> str:
    """The value's name mid-sentence: "index" reads lower case; "GoR" and "Elo" keep their capitals."""
    if text == "Index":
        #: The SAGC index in the middle of a sentence ("3k, index 512"); lower case where the language wants it.
        return QCoreApplication.translate("RatingTerms", "index", "mid-sentence")
    return term(text)


def number(text: str) -> str:
    """A number the controller formatted ("1234.5", "-12") with the locale's decimal point and minus sign."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return text
    return text.replace("-", loc.negativeSign()).replace(".", loc.decimalPoint())


def signed(value: float, decimals: int = 1) -> str:
    """A change the window shows ("+18.5", "-3"): always signed, with the locale's decimal point and minus sign."""
    return number(f"{value:+.{decimals}f}")


def date_format() -> str:
    """The window's one date form (issue 28): the language's short date (QLocale) with a four-digit year, so that
    "28.11.2026", "2026/11/28" or "28/11/2026" is what every page, sheet, form and message shows (a two-digit
    year reads wrongly beside the ISO dates of files); ISO under the C locale. Tables sort by the date itself."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return "yyyy-MM-dd"
    key = loc.name()
    found = _FORMATS.get(key)
    if found is None:
        fmt = loc.dateFormat(QLocale.FormatType.ShortFormat)
        if "yyyy" not in fmt:
            fmt = fmt.replace("yy", "yyyy") if "yy" in fmt else fmt.replace("y", "yyyy")
        found = _FORMATS[key] = fmt
    return found


_FORMATS: dict[str, str] = {}


def day(d: date | None) -> str:
    """A date in a table, a form or a sentence, in the window's one date form (`date_format`); "" for none."""
    if d is None:
        return ""
    return QLocale().toString(QDate(d.year, d.month, d.day), date_format())


def long_day(d: date) -> str:
    """A date in a sentence: the same one form as the tables (issue 28: no long form beside the short one)."""
    return day(d)


def read_day(text: str) -> date | None:
    """A date typed in the window's date form ("28.11.2026"), or None when it is not written so."""
    q = QLocale().toDate(text.strip(), date_format())
    return date(q.year(), q.month(), q.day()) if q.isValid() else None


def month_year(d: date) -> str:
    """A chart's date label: "Apr 2024" in English, the locale's month name otherwise."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return f"{d:%b %Y}"
    return loc.toString(QDate(d.year, d.month, 1), "MMM yyyy")


_GAME_TYPES = {
    #: Game type: a game of a rated tournament (counts 1.5 in SAGC).
    "tournament": QT_TRANSLATE_NOOP("GameTypes", "tournament"),
    #: Game type: an ordinary game on a club night.
    "club": QT_TRANSLATE_NOOP("GameTypes", "club"),
    #: Game type: a friendly or internet game (counts half).
    "friendly": QT_TRANSLATE_NOOP("GameTypes", "friendly"),
    #: Game type: a free or teaching game (rates nobody).
    "free": QT_TRANSLATE_NOOP("GameTypes", "free"),
}


def game_type(value: str) -> str:
    """A game type ("club", "tournament"...) in the window's language; the stored value stays English."""
    return QCoreApplication.translate("GameTypes", str(_GAME_TYPES[value])) if value in _GAME_TYPES else value


# FESA's piece handicaps (section 8): what the stronger player (White) leaves off the board.
_PIECES = (
    #: Shogi handicap: no piece removed; the weaker player moves first (先手, "sente").
    QT_TRANSLATE_NOOP("ShogiHandicaps", "Sente"),
    #: Shogi handicap: the stronger player plays without a lance (香落ち).
    QT_TRANSLATE_NOOP("ShogiHandicaps", "Lance"),
    #: Shogi handicap: without the bishop (角落ち).
    QT_TRANSLATE_NOOP("ShogiHandicaps", "Bishop"),
    #: Shogi handicap: without the rook (飛車落ち).
    QT_TRANSLATE_NOOP("ShogiHandicaps", "Rook"),
    #: Shogi handicap: without rook and lance (飛香落ち).
    QT_TRANSLATE_NOOP("ShogiHandicaps", "Rook and lance"),
    #: Shogi handicap: without rook and bishop (二枚落ち).
    QT_TRANSLATE_NOOP("ShogiHandicaps", "2 pieces"),
    #: Shogi handicap: 四枚落ち.
    QT_TRANSLATE_NOOP("ShogiHandicaps", "4 pieces"),
    #: Shogi handicap: 五枚落ち.
    QT_TRANSLATE_NOOP("ShogiHandicaps", "5 pieces"),
    #: Shogi handicap: 六枚落ち.
    QT_TRANSLATE_NOOP("ShogiHandicaps", "6 pieces"),
)


def piece_handicap(label: str) -> str:
    """A shogi piece handicap's name ("Rook") in the window's language; the stored code stays as it is."""
    return QCoreApplication.translate("ShogiHandicaps", label) if label in _PIECES else label


def even() -> str:
    """No handicap: an even game (Go and shogi)."""
    #: No handicap: an even game.
    return QCoreApplication.translate("RatingTerms", "even", "no handicap")


# The four built-in systems' names as the pickers show them (the registry's labels are the English ones,
# which the command line and the club file keep). Keyed by the system's stored value, so a system
# registered later, which has no line here, shows its own label.
_SYSTEMS = {
    #: Rating system: South African Go Clubs' kyu/dan rank with an index (0..999) within the rank.
    "sagc": QT_TRANSLATE_NOOP("RatingSystems", "SAGC rank and index"),
    #: Rating system: the European Go Federation's GoR as computed from 1998 to 2020.
    "egf": QT_TRANSLATE_NOOP("RatingSystems", "EGF GoR (classic, 1998-2020)"),
    #: Rating system: the European Go Federation's GoR as computed since 2021.
    "egf2021": QT_TRANSLATE_NOOP("RatingSystems", "EGF GoR (since 2021)"),
    #: Rating system: the Federation of European Shogi Associations' Elo with shogi kyu/dan grades.
    "fesa": QT_TRANSLATE_NOOP("RatingSystems", "FESA Elo (shogi)"),
}


def system_label(system: RatingSystem) -> str:
    """A rating system's name in the window's language; a system without a line here shows its own label."""
    source = _SYSTEMS.get(system.value)
    return QCoreApplication.translate("RatingSystems", str(source)) if source is not None else system.label


def side(letter: str, *, shogi: bool = False) -> str:
    """A record sheet's colour or winner ("B", "W", "J") as a word in the window's language.

    English keeps seed 001's letters (the source texts are the letters); a translation gives the word.
    "" (an adjustment, a game without a result) stays empty; anything else is shown as it is."""
    if letter == "B":
        #: A record sheet cell: the player's colour, or the winner, was Black. One word ("Black"), not a letter.
        return QCoreApplication.translate("RecordModel", "B", "record sheet: Black")
    if letter == "W":
        #: A record sheet cell: the player's colour, or the winner, was White. One word ("White"), not a letter.
        return QCoreApplication.translate("RecordModel", "W", "record sheet: White")
    if letter == "J" and shogi:
        #: A shogi record sheet's winner cell: the game was drawn (no winner). One word.
        return QCoreApplication.translate("RecordModel", "J", "record sheet: a drawn shogi game")
    if letter == "J":
        #: A Go record sheet's winner cell: the game was drawn (jigo). One word, the Go players' own.
        return QCoreApplication.translate("RecordModel", "J", "record sheet: jigo, a drawn Go game")
    return letter


# What the controller writes in a record sheet's comments about a game (controller/reports.py), beside the
# secretary's own note; the window shows them in its language, the command line and the files in English.
_NOTES = {
    #: Record sheet comment (shogi, FESA): the player's rating came from a performance rating (few games yet).
    "performance rating": QT_TRANSLATE_NOOP("RecordNotes", "performance rating"),
    #: Record sheet comment (EGF): the player's rating was set to the starting rating of the rank they now profess.
    "rating reset to the new rank": QT_TRANSLATE_NOOP("RecordNotes", "rating reset to the new rank"),
    #: Record sheet comment (EGF): what the player lost at this event was limited to 100 GoR points.
    "event loss capped at 100": QT_TRANSLATE_NOOP("RecordNotes", "event loss capped at 100"),
    #: Record sheet comment (EGF): the rating is at its lowest possible value.
    "rating at the floor": QT_TRANSLATE_NOOP("RecordNotes", "rating at the floor"),
}
_GRADE_NOTE = re.compile(r"^grade (.+) -> (.+)$")


def record_note(text: str) -> str:
    """A record sheet's comments in the window's language: the controller's notes translated, the
    secretary's own words (anything else between the "; ") as they were typed."""
    parts = []
    for part in text.split("; "):
        grade = _GRADE_NOTE.match(part)
        if part in _NOTES:
            parts.append(QCoreApplication.translate("RecordNotes", str(_NOTES[part])))
        elif grade is not None:
            before, after = (QCoreApplication.translate("RecordNotes", "none", "no shogi grade") if g == "none" else g
                             for g in grade.groups())
            #: Record sheet comment (shogi): the player's FESA grade changed with this game, e.g. "grade 3 Kyu -> 2 Kyu".
            parts.append(QCoreApplication.translate("RecordNotes", "grade {before} -> {after}").format(
                before=before, after=after))
        else:
            parts.append(part)
    return "; ".join(parts)


# --------------------------------------------------------------------------------------------- ranks, sentences
def language() -> str:
    """The window's language code ("" English): the one ui/i18n.py installed, read from the translators' locale."""
    from clubrater.io.words import language_code

    loc = QLocale()
    return "" if loc.language() in (QLocale.Language.C, QLocale.Language.English) else language_code(loc.name())


def rank(label: object) -> str:
    """A Go rank ("3d") or shogi grade ("3 Kyu") as the window's language writes it (Japanese 三段, 3級): every
    rank the window shows goes through here (domain/rank_words.py, the rule paper and the workbook follow)."""
    return rank_in_language(label, language())


def ranked_value(text: str) -> str:
    """ "3d 512" (a rank and its value, as the controller writes a standing) with the rank in the window's language."""
    head, sep, rest = text.partition(" ")
    shown = rank(head)
    return text if shown == head else shown + sep + rest


class _Window:
    """The window as a speaker of controller sentences (domain/message.py): Qt's translators, the locale's dates
    and numbers, ranks in the window's language."""

    @property
    def language(self) -> str:
        return language()

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        text = QCoreApplication.translate(context, source, disambiguation, n)
        return english_plural(text, n) if "(s)" in text or "(es)" in text else text

    def day(self, d: date) -> str:
        return day(d)

    def number(self, text: str) -> str:
        return number(text)

    def rank(self, label: str) -> str:
        return rank(label)


WINDOW = _Window()


def said(text: object) -> str:
    """What the controller said (a Msg, an error's message) in the window's language; any other text as it is."""
    from clubrater.domain.errors import ClubRaterError

    if isinstance(text, ClubRaterError):
        text = text.message
    return _said(text, WINDOW)


# --------------------------------------------------------------------------------------------- shortcuts
_KEYS = re.compile(r"\b(?:(?:Ctrl|Shift|Alt|Meta)\+)+(?:F\d{1,2}|[A-Z0-9]|Del|Delete|Enter|Tab|Esc)\b")


def keys(text: str) -> str:
    """The shortcuts a text names ("Ctrl+Shift+A", as the source and every translation write them) as the platform
    and language write them, as the menus show them: German "Strg+Umschalt+A", French "Ctrl+Maj+A", a Mac "⇧⌘A"."""
    return _KEYS.sub(lambda m: QKeySequence(m.group()).toString(QKeySequence.SequenceFormat.NativeText), text)
