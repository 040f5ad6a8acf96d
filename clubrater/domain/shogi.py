"""Shogi grades and handicaps for FESA clubs (seed 002, sections 3, 7 and 8).

A FESA club's players hold shogi grades (20 kyu .. 5 dan, or no grade) instead
of Go ranks. The FESA program also knows grades above 5 dan: players bring them
(a Japanese 6 dan) and the program promotes above 5 dan by the upper-bound route
only, so the table goes on to 9 dan with the program's own bounds.

Grades are ordinals so that promotions are integer steps: no grade = 0,
20 kyu = 1 ... 1 kyu = 20, 1 dan = 21 ... 9 dan = 29. Professional grades
(prior grades only: FESA never awards them) are kept apart.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.domain.rank_words import japanese_rank


class GradeMessages(Messages):
    """A shogi grade or handicap that cannot be read."""


class GradeError(ClubRaterError, ValueError):
    """A shogi grade or handicap that cannot be read."""


@dataclass(frozen=True, slots=True)
class Grade:
    kind: str  # "kyu", "dan" or "pro"
    level: int

    @property
    def ordinal(self) -> int:
        """20 kyu = 1 ... 1 kyu = 20, 1 dan = 21 ... 9 dan = 29; professionals 41.. (never promoted to)."""
        if self.kind == "kyu":
            return 21 - self.level
        if self.kind == "dan":
            return 20 + self.level
        return 40 + self.level

    @property
    def label(self) -> str:
        return f"{self.level} {self.kind.capitalize()}"

    @property
    def is_dan(self) -> bool:
        return self.kind == "dan"

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True, slots=True)
class GradeRow:
    """One line of the section 7 table; UB is the next grade's LB."""

    grade: Grade
    lb: int
    mp: int
    ub: int
    n_lb: int  # games above LB (and MP once) that earn the grade; NEVER = no such route
    n_mp: int  # games above MP that earn the grade


NEVER = 9999  # the program's "no such route" count and bound

# (label, LB, MP, #LB, #MP) from 20 kyu up. Section 7 gives 20 kyu .. 5 dan.
# 5 dan: the seed's row has one count ("10"); the program reads it as #MP 10 with no LB route.
# 6..9 dan are not in the seed: bounds from the program (it promotes there by UB only).
_TABLE = (
    ("20 Kyu", 1, 40, 6, 3),
    ("19 Kyu", 80, 120, 6, 3),
    ("18 Kyu", 160, 200, 6, 3),
    ("17 Kyu", 240, 280, 6, 3),
    ("16 Kyu", 320, 360, 6, 3),
    ("15 Kyu", 400, 440, 6, 3),
    ("14 Kyu", 480, 520, 6, 3),
    ("13 Kyu", 560, 600, 6, 3),
    ("12 Kyu", 640, 680, 6, 3),
    ("11 Kyu", 720, 760, 8, 4),
    ("10 Kyu", 800, 840, 8, 4),
    ("9 Kyu", 880, 920, 8, 4),
    ("8 Kyu", 960, 1000, 8, 4),
    ("7 Kyu", 1040, 1080, 10, 5),
    ("6 Kyu", 1120, 1160, 10, 5),
    ("5 Kyu", 1200, 1240, 10, 5),
    ("4 Kyu", 1280, 1320, 12, 6),
    ("3 Kyu", 1360, 1410, 12, 6),
    ("2 Kyu", 1460, 1510, 12, 6),
    ("1 Kyu", 1560, 1620, 14, 7),
    ("1 Dan", 1680, 1740, 14, 7),
    ("2 Dan", 1800, 1860, 14, 7),
    ("3 Dan", 1920, 2000, 16, 8),
    ("4 Dan", 2080, 2160, 16, 8),
    ("5 Dan", 2240, 2340, NEVER, 10),
    ("6 Dan", 2440, 2540, NEVER, NEVER),
    ("7 Dan", 2640, 2760, NEVER, NEVER),
    ("8 Dan", 2880, 3000, NEVER, NEVER),
    ("9 Dan", 3120, NEVER, NEVER, NEVER),
)

_RE = re.compile(r"^\s*(\d{1,2})\s*[-_ .]?\s*(k|kyu|d|dan|p|pro)\.?\s*$", re.IGNORECASE)
_KIND = {"k": "kyu", "kyu": "kyu", "d": "dan", "dan": "dan", "p": "pro", "pro": "pro"}
_LIMIT = {"kyu": 20, "dan": 9, "pro": 9}
_NONE = {"", "-", "none", "no grade", "nil"}
# As a Japanese club writes grades: 3級, 1段, 初段 (the first dan), also in kanji numerals (二段, 十五級), read by
# domain/rank_words.py (full-width digits too).


def parse_grade(text: str | None) -> Grade | None:
    """ "3 Kyu", "3k", "1 dan", "1D", "3級", "初段" -> a grade; "" (or "none") -> no grade.

    Only the reading is wider: the grade is the same object whatever the spelling, and its label
    (what the club file and the FESA files keep) stays "3 Kyu"/"1 Dan"."""
    if text is None or text.strip().lower() in _NONE:
        return None
    plain = unicodedata.normalize("NFKC", text)  # ３級 -> 3級, ３ｋｙｕ -> 3kyu, the ideographic space -> " "
    ja = japanese_rank(plain)
    m = _RE.match(plain) if ja is None else None
    if ja is None and not m:
        raise GradeError(GradeMessages.tr('"{text}" is not a shogi grade (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; also 3級, 初段).').format(text=text))
    level, kind = ja if ja is not None else (int(m.group(1)), _KIND[m.group(2).lower()])  # type: ignore[union-attr]
    if not 1 <= level <= _LIMIT[kind]:
        raise GradeError(GradeMessages.tr('"{text}" is not a shogi grade (20 Kyu .. 1 Kyu, 1 Dan .. 9 Dan; also 3級, 初段).').format(text=text))
    return Grade(kind, level)


def grade_from_parts(level: int, name: str) -> Grade | None:
    """The FESA program's (level, name) pair, e.g. (3, "Kyu"); (0, "") is no grade."""
    if not name or level == 0:
        return None
    return parse_grade(f"{level} {name}")


def grade_label(grade: Grade | None) -> str:
    return grade.label if grade is not None else ""


def normalise_grade(text: str | None) -> str:
    """The canonical label of what a secretary typed ("3k" -> "3 Kyu"); raises GradeError."""
    return grade_label(parse_grade(text))


ROWS: tuple[GradeRow, ...] = tuple(
    GradeRow(parse_grade(label), lb, mp, _TABLE[i + 1][1] if i + 1 < len(_TABLE) else NEVER, n_lb, n_mp)  # type: ignore[arg-type]
    for i, (label, lb, mp, n_lb, n_mp) in enumerate(_TABLE)
)
_BY_ORDINAL = {row.grade.ordinal: row for row in ROWS}
MAX_ORDINAL = ROWS[-1].grade.ordinal
GRADES: tuple[Grade, ...] = tuple(row.grade for row in ROWS)  # weakest first
SECTION7_GRADES: tuple[Grade, ...] = GRADES[:25]  # 20 kyu .. 5 dan, what the seed's table lists


def grade_from_ordinal(ordinal: int) -> Grade | None:
    if ordinal == 0:
        return None
    return _BY_ORDINAL[ordinal].grade


def row(grade: Grade | int) -> GradeRow:
    """The table line of a grade (or grade ordinal)."""
    o = grade if isinstance(grade, int) else grade.ordinal
    try:
        return _BY_ORDINAL[o]
    except KeyError:
        raise GradeError(GradeMessages.tr("{grade} has no line in the FESA grade table.").format(grade=grade)) from None


def midpoint(grade: Grade) -> int:
    """Section 3: a prior grade counts as a win and a loss against this rating.

    Professionals (not in the seed): the program's 1 pro = 2540, +30 a step.
    """
    if grade.kind == "pro":
        return 2510 + 30 * grade.level
    return row(grade).mp


# Section 7b: to become this dan, this many games against this rating (the MP of the grade below) or better.
DAN_GAMES: dict[int, tuple[int, int]] = {
    21: (7, 1620),
    22: (7, 1740),
    23: (7, 1860),
    24: (8, 2000),
    25: (8, 2160),
}


@dataclass(frozen=True, slots=True)
class PieceHandicap:
    """A handicap of section 8; `value` is in grades. The giver (uwate) is White, the receiver Black."""

    code: str  # what ClubRater stores in Game.piece_handicap
    label: str
    value: float
    fesa: str  # the FESA program's letter in turnering.txt


PIECE_HANDICAPS: tuple[PieceHandicap, ...] = (
    PieceHandicap("sente", "Sente", 0.2, "M"),
    PieceHandicap("lance", "Lance", 0.6, "L"),
    PieceHandicap("bishop", "Bishop", 1.5, "B"),
    PieceHandicap("rook", "Rook", 2.1, "R"),
    PieceHandicap("rook+lance", "Rook and lance", 2.7, "RL"),
    PieceHandicap("2 pieces", "2 pieces", 3.6, "2p"),
    PieceHandicap("4 pieces", "4 pieces", 5.0, "4p"),
    PieceHandicap("5 pieces", "5 pieces", 6.5, "5p"),
    PieceHandicap("6 pieces", "6 pieces", 8.0, "6p"),
)


def _key(text: str) -> str:
    return re.sub(r"[\s_\-+&.]|and|pieces?", "", text.lower())


_HANDICAP_BY_KEY: dict[str, PieceHandicap] = {}
for _h in PIECE_HANDICAPS:
    for _alias in (_h.code, _h.label, _h.fesa):
        _HANDICAP_BY_KEY[_key(_alias)] = _h
_HANDICAP_BY_KEY[_key("S")] = PIECE_HANDICAPS[0]  # the program reads "S" as sente too
_HANDICAP_BY_KEY[_key("two pieces")] = PIECE_HANDICAPS[5]
_HANDICAP_BY_KEY[_key("four pieces")] = PIECE_HANDICAPS[6]
_HANDICAP_BY_KEY[_key("five pieces")] = PIECE_HANDICAPS[7]
_HANDICAP_BY_KEY[_key("six pieces")] = PIECE_HANDICAPS[8]
_EVEN = {"", "even", "none", "-", "0"}


def parse_piece_handicap(text: str | None) -> PieceHandicap | None:
    """A stored code, a label or the program's letter ("R", "2p") -> the handicap; "" -> even game."""
    if text is None or text.strip().lower() in _EVEN:
        return None
    found = _HANDICAP_BY_KEY.get(_key(text))
    if found is None:
        known = ", ".join(h.label for h in PIECE_HANDICAPS)
        raise GradeError(GradeMessages.tr('"{text}" is not a shogi handicap FESA rates ({known}).').format(text=text, known=known))
    return found


def piece_handicap_code(text: str | None) -> str:
    """What Game.piece_handicap stores for what was typed: "" for an even game."""
    h = parse_piece_handicap(text)
    return h.code if h is not None else ""
