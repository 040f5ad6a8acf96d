"""Go ranks: parsing what secretaries type, and the numbers engines need.

A rank is an ordinal on one scale so that comparisons and promotions are
integer arithmetic: 30k = 0 ... 1k = 29, 1d = 30 ... 9d = 38, 1p = 40 ... 9p = 48.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from clubrater.domain.errors import RankError
from clubrater.domain.message import Messages
from clubrater.domain.rank_words import japanese_rank


class RankMessages(Messages):
    """A Go rank that cannot be read."""


_RANK_RE = re.compile(r"^\s*(\d{1,2})\s*[-_ ]?\s*(k|kyu|d|dan|p|pro)\s*$", re.IGNORECASE)
_KIND = {"k": "k", "kyu": "k", "d": "d", "dan": "d", "p": "p", "pro": "p"}
_LIMIT = {"k": 30, "d": 9, "p": 9}


@dataclass(frozen=True, slots=True, order=False)
class Rank:
    kind: str  # "k", "d" or "p"
    level: int

    @property
    def ordinal(self) -> int:
        if self.kind == "k":
            return 30 - self.level
        if self.kind == "d":
            return 29 + self.level
        return 39 + self.level

    @property
    def is_pro(self) -> bool:
        return self.kind == "p"

    @property
    def is_dan(self) -> bool:
        return self.kind == "d"

    @property
    def stones_below_7d(self) -> int:
        """SAGC's x: 7d = 0, 1d = 6, 1k = 7, 30k = 36; stronger than 7d counts as 0."""
        if self.kind == "k":
            return 6 + self.level
        if self.kind == "d":
            return max(0, 7 - self.level)
        return 0

    def __str__(self) -> str:
        return f"{self.level}{self.kind}"

    def __lt__(self, other: Rank) -> bool:
        return self.ordinal < other.ordinal

    def __le__(self, other: Rank) -> bool:
        return self.ordinal <= other.ordinal

    def __gt__(self, other: Rank) -> bool:
        return self.ordinal > other.ordinal

    def __ge__(self, other: Rank) -> bool:
        return self.ordinal >= other.ordinal


@cache
def rank_from_ordinal(ordinal: int) -> Rank:
    if 0 <= ordinal <= 29:
        return Rank("k", 30 - ordinal)
    if 30 <= ordinal <= 38:
        return Rank("d", ordinal - 29)
    if 40 <= ordinal <= 48:
        return Rank("p", ordinal - 39)
    raise RankError(RankMessages.tr("no rank has ordinal {ordinal}").format(ordinal=ordinal))


def parse_rank(text: object) -> Rank:
    """Read "12k", "12 kyu", "12K", "3d", "3 dan", "1p", and as Japanese writes them "12級", "初段", "三段",
    "プロ九段"; refuse anything else, quoting it."""
    if not isinstance(text, str):  # checked before the cache, which cannot take unhashable values
        raise RankError(RankMessages.tr('rank "{text}" is not a rank like 12k, 3d or 1p').format(text=text))
    return _parse_text(text)


@lru_cache(maxsize=4096)
def _parse_text(text: str) -> Rank:
    m = _RANK_RE.match(text)
    ja = japanese_rank(text) if not m else None  # 11級, 初段, 三段, プロ九段 (issue 28)
    if not m and ja is None:
        raise RankError(RankMessages.tr('rank "{text}" is not a rank like 12k, 3d or 1p').format(text=text))
    level, kind = (int(m.group(1)), _KIND[m.group(2).lower()]) if m else (ja[0], ja[1][0])  # type: ignore[index]
    if not 1 <= level <= _LIMIT[kind]:
        span = {"k": "30k..1k", "d": "1d..9d", "p": "1p..9p"}[kind]
        raise RankError(RankMessages.tr('rank "{text}" is out of range ({span})').format(text=text, span=span))
    return Rank(kind, level)


def all_ranks() -> list[Rank]:
    """Every rank from 30k to 9p, weakest first (for pick lists)."""
    return [rank_from_ordinal(o) for o in list(range(0, 39)) + list(range(40, 49))]
