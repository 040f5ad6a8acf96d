"""Entries of the federations' rating lists (EGD, FFG, AGA) and a search over them as the secretary types.

A club finds a new member in the list his federation publishes: his ID (the EGD PIN, the FFG
licence, the AGA number), his club, country and rating. The rank shown for an entry is worked out
from the list's rating the way the tournament programs do (spec: rating-lists.md), not taken from
the grade the player declared, except for professionals and players the list has no rating for.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from clubrater.domain.errors import ClubRaterError, InputError
from clubrater.domain.message import Day, Joined, Messages, RankText
from clubrater.domain.ranks import Rank, RankError, parse_rank, rank_from_ordinal


class RatingListMessages(Messages):
    """A federation rating list's references and summary."""


FEDERATIONS = ("egd", "ffg", "aga")
LIST_NAMES = {"egd": RatingListMessages.tr("EGD list"), "ffg": RatingListMessages.tr("FFG ladder"),
              "aga": RatingListMessages.tr("AGA list")}
ID_NAMES = {"egd": RatingListMessages.tr("EGD PIN"), "ffg": RatingListMessages.tr("FFG licence"),
            "aga": RatingListMessages.tr("AGA ID")}
FFG_TO_GOR = 2050  # spec: GoR = FFG + 2050 (OpenGotha and pairgoth)
FFG_STATUS = {"L": "licensed", "C": "leisure licence", "-": "not licensed this season", "e": "foreign player",
              "X": "unknown"}  # fmt: skip
_MAX_ORDINAL = 38  # 9d: the strongest amateur rank a rating can give
PROBLEMS_SHOWN = 5
# Letters NFKD does not split into a base letter and an accent; apostrophes vanish; these separate words.
_FOLD = str.maketrans({"ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ł": "l", "Ł": "l", "đ": "d",
                       "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ı": "i", "ß": "ss"})  # fmt: skip
_DROP = re.compile(r"['’`´‘]")
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
_NO_LETTER = re.compile(r"[\W_]*")
_SEPARATORS = re.compile(r"[\s\-‐‑–—_,./()\[\]]+")


def search_key(text: str) -> str:
    """A name folded for searching: no accents, no case, words split at spaces, hyphens, commas, brackets.

    "DUPONT Émilie" and "emilie dupont" fold to the same words; "Jean-Luc" to "jean luc",
    so that typing "luc" finds him. (45,000 names at a list's load: ASCII takes a short cut.)
    """
    if not text.isascii():
        text = _COMBINING.sub("", unicodedata.normalize("NFKD", text.translate(_FOLD)))
    return _SEPARATORS.sub(" ", _DROP.sub("", text.casefold())).strip()


class UnknownListError(ClubRaterError, ValueError):
    """A file that is none of the lists ClubRater reads."""


class ListLayoutError(InputError):
    """A list with lines that do not fit its layout: refused whole, the first few lines named."""

    def __init__(self, message: str, problems: list[tuple[int, str]]) -> None:
        shown = "; ".join(f"line {line}: {reason}" for line, reason in problems[:PROBLEMS_SHOWN])
        more = len(problems) - PROBLEMS_SHOWN
        if more > 0:
            shown += f"; and {more} more"
        super().__init__(f"{message} {shown}.")
        self.problems = problems


def federation_of(text: str) -> str:
    """'EGD', 'egd', 'Ffg' -> the federation's code; anything else is refused in one sentence."""
    code = text.strip().casefold()
    if code not in FEDERATIONS:
        raise UnknownListError(RatingListMessages.tr('"{text}" is not a federation ClubRater knows (egd, ffg or aga).').format(text=text))
    return code


def rank_from_gor(gor: float) -> Rank:
    """EGD GoR to rank: 100 points a grade, 2050-2149 = 1d, 1950-2049 = 1k, 100-149 = 20k (OpenGotha's rule).

    Ratings below 30k (the EGD's since 2021 may be negative) give 30k, above 9d give 9d.
    """
    ordinal = (int(gor // 1) + 950) // 100  # 30k = 0, 1k = 29, 1d = 30
    return rank_from_ordinal(min(max(ordinal, 0), _MAX_ORDINAL))


def rank_from_aga(rating: float) -> Rank:
    """AGA rating to rank: the integer part with its sign (-20.05711 is 20k, 9.54 is 9d)."""
    level = int(abs(rating))
    if rating >= 0:
        return Rank("d", min(max(level, 1), 9))
    return Rank("k", min(max(level, 1), 30))


def gor_from_aga(rating: float) -> int:
    """AGA rating on the EGD scale as OpenGotha converts it: 1.0 = 2050, 2.0 = 2150, -1.5 = 2000, -2.0 = 1950.

    A kyu rating of exactly -1.0 would land on 2050 (1d); it is kept at 2049 so that the GoR's
    rank is the list's rank.
    """
    if rating >= 1:
        return round(2050 + (rating - 1) * 100)
    if rating <= -1:
        return min(round(2050 + (rating + 1) * 100), 2049)
    return 2050


@dataclass(slots=True)
class ListEntry:
    """One person in a federation's list, as the list says it (names with spaces, not underscores).

    Not frozen, unlike the other value types: a list is read into 45,000 of these, and a frozen
    dataclass took five times as long to build. Treat it as immutable all the same.
    """

    federation: str  # "egd", "ffg" or "aga"
    id: str  # EGD PIN, FFG licence number, AGA ID; "" when the list gives none (FFG foreign players)
    surname: str
    first_name: str
    country: str = ""  # "" when unknown
    club: str = ""  # "" when none
    grade: str = ""  # as declared at the last tournament (EGD)
    rank: str = ""  # from the rating (spec); "" when the list gives neither rating nor grade
    rating: int | float | None = None  # the list's own number: GoR, FFG rating, AGA rating
    licence_status: str = ""  # FFG: L, C, -, e, X
    membership: str = ""  # AGA: Full, Youth, Non, Forgn, Life, Spons
    expires: date | None = None  # AGA membership expiry
    tournaments: int | None = None  # EGD: number of tournaments
    last_tournament: str = ""  # EGD: code of the last tournament
    line: int = field(default=0, compare=False)  # line in the file, for messages

    @property
    def name(self) -> str:
        """The name as a club writes it in ClubRater: "Surname First name" (EGD order)."""
        return f"{self.surname} {self.first_name}".strip()

    @property
    def ref(self) -> str:
        """The reference a command takes: egd:12345678, ffg:9361003, aga:15648."""
        return f"{self.federation}:{self.id}"

    @property
    def gor(self) -> int | None:
        """The rating on the EGD scale, None when the list gives none (an EGF club's starting GoR)."""
        if self.rating is None:
            return None
        if self.federation == "ffg":
            return int(self.rating) + FFG_TO_GOR
        if self.federation == "aga":
            return gor_from_aga(float(self.rating))
        return int(self.rating)

    def rank_value(self) -> Rank | None:
        """The entry's rank as a Rank (None when the list has no level for him)."""
        return parse_rank(self.rank) if self.rank else None

    def grade_value(self) -> Rank | None:
        """The declared grade (EGD) as a Rank, None when absent or unreadable."""
        try:
            return parse_rank(self.grade) if self.grade else None
        except RankError:
            return None

    def to_json(self) -> dict[str, Any]:
        """The fields `list show/find --format json` print (issue 20), in that order."""
        return {
            "federation": self.federation,
            "id": self.id,
            "surname": self.surname,
            "first_name": self.first_name,
            "country": self.country,
            "club": self.club,
            "grade": self.grade,
            "rank": self.rank,
            "rating": self.rating,
            "licence_status": self.licence_status,
            "membership": self.membership,
            "expires": self.expires.isoformat() if self.expires else None,
            "tournaments": self.tournaments,
            "last_tournament": self.last_tournament,
        }

    def describe(self) -> str:
        """One line for a pick list: "DUPONT Émilie  1k  FR 63Ce  FFG 9361003"."""
        where = " ".join(p for p in (self.country, self.club) if p)
        ident = RatingListMessages.tr("{id_name} {id}").format(id_name=ID_NAMES[self.federation], id=self.id) \
            if self.id else LIST_NAMES[self.federation]
        parts = [self.name, RankText(self.rank) if self.rank else RatingListMessages.tr("no rank"), where, ident]
        return Joined("  ", (p for p in parts if p))


@dataclass(frozen=True, slots=True)
class RatingList:
    """A whole list as read from one file: its date, its entries (placeholders already left out)."""

    federation: str
    date: date | None
    source: str
    entries: tuple[ListEntry, ...]
    placeholders: int = 0  # lines left out as placeholders ((undefined), Anonymous#..., _ _)

    def describe(self) -> str:
        """ "EGD list of 27 Dec 2018: 45,172 players"."""
        if self.date:
            return RatingListMessages.tr("{list} of {date}: {players} players").format(
                list=LIST_NAMES[self.federation], date=Day(self.date, f"{self.date.day} {self.date:%b %Y}"),
                players=f"{len(self.entries):,}")
        return RatingListMessages.tr("{list}: {players} players").format(list=LIST_NAMES[self.federation],
                                                                         players=f"{len(self.entries):,}")


def is_placeholder(surname: str, first_name: str) -> bool:
    """Entries the EGD keeps for unknown people: `(undefined) Xy`, `Anonymous#0023 Anonymous`, `_ _`."""
    if not surname or surname[0] == "(" and surname[:11].casefold() == "(undefined)":
        return True
    return surname[:10].casefold() == "anonymous#" or _NO_LETTER.fullmatch(surname + first_name) is not None


def split_reference(text: str) -> tuple[str, str]:
    """'egd:12345678' -> ('egd', '12345678'); refused in one sentence when it is not such a reference."""
    fed, sep, ident = text.strip().partition(":")
    if not sep or not ident.strip():
        raise UnknownListError(RatingListMessages.tr('"{text}" is not a list reference like egd:12345678, ffg:9361003 or aga:15648.').format(text=text))
    return federation_of(fed), ident.strip()


def folded_names(entries: Iterable[ListEntry]) -> list[tuple[str, str]]:
    """Each entry's (surname, first name) through `search_key`, each distinct name folded once.

    This is the slow part of indexing a list (Unicode normalisation); the store keeps the result
    beside each entry so that a search opens without redoing it.
    """
    memo: dict[str, str] = {}
    out = []
    for e in entries:
        sur = memo.get(e.surname)
        if sur is None:
            sur = memo[e.surname] = search_key(e.surname)
        first = memo.get(e.first_name)
        if first is None:
            first = memo[e.first_name] = search_key(e.first_name)
        out.append((sur, first))
    return out


class _Words:
    """One kind of name word (surnames or first names): sorted, with the entry each belongs to."""

    def __init__(self, names: Iterable[str]) -> None:
        words: list[str] = []
        owners: list[int] = []
        for i, name in enumerate(names):
            if " " in name:
                for w in name.split():
                    words.append(w)
                    owners.append(i)
            elif name:
                words.append(name)
                owners.append(i)
        order = sorted(range(len(words)), key=words.__getitem__)
        self.words = [words[j] for j in order]
        self.owners = [owners[j] for j in order]

    def span(self, token: str) -> tuple[int, int, int]:
        """(start, end of the whole-word matches, end of the beginnings) of this token's run of words."""
        lo = bisect.bisect_left(self.words, token)
        hi = bisect.bisect_left(self.words, token + "\uffff", lo)
        return lo, bisect.bisect_right(self.words, token, lo, hi), hi


class ListIndex:
    """Find entries by ID or by names and their beginnings, ignoring case, accents and word order.

    Every word of the query must begin a different word of the name ("emilie dup" finds
    DUPONT Émilie). Surname words and first-name words are each kept in one sorted list, so
    each query word is a few binary searches and slices: a keystroke on 45,000 entries costs
    a few milliseconds. Best first: more query words that are whole words of the name, then
    the first query word beginning the surname, then the lists' own order (by name).
    """

    def __init__(self, entries: Sequence[ListEntry], keys: Sequence[tuple[str, str]] | None = None) -> None:
        """`keys`: the entries' `folded_names`, when the caller has them already (the store keeps them)."""
        self._entries = list(entries)
        self._keys = list(keys) if keys is not None else folded_names(self._entries)
        self._surnames = _Words(k[0] for k in self._keys)
        self._first_names = _Words(k[1] for k in self._keys)
        ids = sorted((e.id.casefold(), i) for i, e in enumerate(self._entries) if e.id)
        self._ids = [p[0] for p in ids]
        self._id_owner = [p[1] for p in ids]

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def entries(self) -> Sequence[ListEntry]:
        return self._entries

    def by_id(self, federation: str, ident: str) -> ListEntry | None:
        """The entry with this ID in this federation's list, None when there is none."""
        key = ident.strip().casefold()
        lo = bisect.bisect_left(self._ids, key)
        hi = bisect.bisect_right(self._ids, key)
        for j in range(lo, hi):
            e = self._entries[self._id_owner[j]]
            if e.federation == federation:
                return e
        return None

    def find(self, text: str, limit: int = 50, federation: str | None = None) -> list[ListEntry]:
        """Best matches first: an ID (or its beginning), then names; at most `limit`."""
        query = text.strip()
        fed, sep, rest = query.partition(":")
        if sep and fed.strip().casefold() in FEDERATIONS:
            federation, query = fed.strip().casefold(), rest.strip()
        result: list[ListEntry] = []
        taken: set[int] = set()
        if query and " " not in query and any(ch.isdigit() for ch in query):
            self._take(self._find_id(query.casefold()), result, taken, limit, federation)
        tokens = search_key(query).split()
        if tokens and len(result) < limit:
            self._take(iter(self._find_names(tokens)), result, taken, limit, federation)
        return result

    def _take(self, found: Iterator[int], result: list[ListEntry], taken: set[int], limit: int,
              federation: str | None) -> None:  # fmt: skip
        for i in found:
            e = self._entries[i]
            if i not in taken and (federation is None or e.federation == federation):
                taken.add(i)
                result.append(e)
                if len(result) >= limit:
                    return

    def _find_id(self, key: str) -> Iterator[int]:
        """The entries whose ID is `key`, then those whose ID begins with it, in ID order."""
        lo = bisect.bisect_left(self._ids, key)
        hi = bisect.bisect_left(self._ids, key + "\uffff", lo)
        owners = self._id_owner
        return (owners[j] for j in range(lo, hi))

    def _find_names(self, tokens: list[str]) -> list[int]:
        sets: list[set[int]] = []
        exact_count: dict[int, int] = {}
        surname_first: set[int] = set()
        for n, tok in enumerate(tokens):
            found: set[int] = set()
            exact: set[int] = set()  # entries with this token as a whole word (counted once per token)
            for kind in (self._surnames, self._first_names):
                lo, whole, hi = kind.span(tok)
                owners = kind.owners
                found.update(owners[lo:hi])
                exact.update(owners[lo:whole])
                if n == 0 and kind is self._surnames:
                    surname_first = set(owners[lo:hi])
            sets.append(found)
            for i in exact:
                exact_count[i] = exact_count.get(i, 0) + 1
        sets.sort(key=len)
        candidates = sets[0].intersection(*sets[1:])
        if len(tokens) > 1:
            candidates = {i for i in candidates if self._words_distinct(i, tokens)}
        size = len(self._entries)
        width = len(tokens)
        ranked = sorted(
            i + size * ((i not in surname_first) + 2 * (width - exact_count.get(i, 0)))
            for i in candidates
        )
        return [k % size for k in ranked]

    def _words_distinct(self, i: int, tokens: list[str]) -> bool:
        return words_distinct(f"{self._keys[i][0]} {self._keys[i][1]}".split(), tokens)


def words_distinct(words: list[str], tokens: list[str]) -> bool:
    """Each query word begins a different word of the name ("dup dupont" does not find DUPONT Jean)."""
    free = list(words)
    for tok in sorted(tokens, key=len, reverse=True):
        for k, w in enumerate(free):
            if w.startswith(tok):
                del free[k]
                break
        else:
            return False
    return True
