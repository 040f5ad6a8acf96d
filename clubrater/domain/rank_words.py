"""Ranks and grades as each language writes them (issue 28): one rule for the window, paper, workbook and site.

A Go rank is kept as typed in English ("11k", "3d", "1p") and a shogi grade as FESA writes it ("3 Kyu",
"1 Dan"); that is what the club file, the record formats and the command line keep. Japanese writes both
with 級 and 段: kyu with its number (11級), dan with a kanji numeral and the first dan 初段 (初段, 三段), a
professional with プロ before it (プロ九段). Every other language ClubRater speaks writes the label as it is.

`rank_in_language` is what every front end calls to show one; `japanese_rank` reads the Japanese back
(domain/ranks.py and domain/shogi.py take it, so typing either form works).
"""

from __future__ import annotations

import re
import unicodedata

_KANJI_DIGITS = "一二三四五六七八九"
_GO = re.compile(r"^(\d{1,2})([kdp])$", re.IGNORECASE)
_SHOGI = re.compile(r"^(\d{1,2}) ?(kyu|dan|pro)$", re.IGNORECASE)  # "3 Kyu" as typed, "12 kyu" as FESA's replay writes it
_JA = re.compile(r"^\s*(プロ)?\s*(初|\d{1,2}|[一二三四五六七八九十]{1,3})\s*(級|段)\s*$")


def kanji_number(n: int) -> str:
    """1..99 in kanji numerals as a rank is written: 三, 十, 十二, 二十."""
    if not 1 <= n <= 99:
        return str(n)
    tens, ones = divmod(n, 10)
    head = "" if tens == 0 else "十" if tens == 1 else _KANJI_DIGITS[tens - 1] + "十"
    return head + (_KANJI_DIGITS[ones - 1] if ones else "")


def read_kanji_number(text: str) -> int:
    """一..九, 十, 十一..十九, 二十.. as a number; 0 for anything else (refused as a level by the callers)."""
    if len(text) == 1 and text in _KANJI_DIGITS:
        return _KANJI_DIGITS.index(text) + 1
    tens, ten, ones = text.partition("十")
    if not ten or (tens and (len(tens) != 1 or tens not in _KANJI_DIGITS)) \
            or (ones and (len(ones) != 1 or ones not in _KANJI_DIGITS)):
        return 0
    return 10 * (_KANJI_DIGITS.index(tens) + 1 if tens else 1) + (_KANJI_DIGITS.index(ones) + 1 if ones else 0)


def japanese_rank(text: str) -> tuple[int, str] | None:
    """(level, "kyu" | "dan" | "pro") of "11級", "初段", "三段", "３段", "プロ九段"; None when not written so
    (a level of 0 for 初級 or an unreadable numeral: the caller refuses it with its own sentence)."""
    m = _JA.match(unicodedata.normalize("NFKC", text))
    if not m:
        return None
    pro, number, mark = m.group(1), m.group(2), m.group(3)
    kind = "kyu" if mark == "級" else "pro" if pro else "dan"
    if pro and mark == "級":
        return 0, kind
    if number == "初":  # 初段 is the first dan; there is no 初級
        return (1 if mark == "段" else 0), kind
    return (int(number) if number.isdigit() else read_kanji_number(number)), kind


def _japanese_label(level: int, kind: str) -> str:
    if kind == "kyu":
        return f"{level}級"
    dan = ("初" if level == 1 else kanji_number(level)) + "段"
    return "プロ" + dan if kind == "pro" else dan


def rank_in_language(rank: object, language: str | None) -> str:
    """A Go rank ("11k", a Rank) or shogi grade ("3 Kyu", a Grade) as `language` writes it: Japanese 11級, 初段,
    三段, プロ九段; every other language (and any text that is not a rank) as it is. None is ""."""
    label = "" if rank is None else str(rank)
    if language != "ja" or not label:
        return label
    m = _GO.match(label)
    if m:
        return _japanese_label(int(m.group(1)), {"k": "kyu", "d": "dan", "p": "pro"}[m.group(2).lower()])
    m = _SHOGI.match(label)
    if m:
        return _japanese_label(int(m.group(1)), m.group(2).lower())
    return label


__all__ = ["japanese_rank", "kanji_number", "rank_in_language", "read_kanji_number"]
