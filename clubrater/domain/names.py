"""Matching player names across files: "Nemo André" in a tournament table is "andre nemo" in the club.

Tournament tables write "Surname Given", club lists often "Given Surname"; secretaries
drop accents and change case. A name key folds all that away so that the controller
can find the club's player for an imported one without asking the secretary each time.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Generic, TypeVar

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages


class NameMessages(Messages):
    """A name that could be several players."""


T = TypeVar("T")

# Letters NFKD does not decompose into a base letter and a combining mark.
_FOLD = str.maketrans(
    {
        "ø": "o",
        "Ø": "o",
        "æ": "ae",
        "Æ": "ae",
        "œ": "oe",
        "Œ": "oe",
        "ł": "l",
        "Ł": "l",
        "đ": "d",
        "Đ": "d",
        "ð": "d",
        "Ð": "d",
        "þ": "th",
        "Þ": "th",
        "ı": "i",
    }
)
# Apostrophes vanish ("O'Neill" = "ONeill"); hyphens, underscores (OpenGotha's blanks),
# commas ("Nemo, André") and dots separate words.
_DROP = re.compile(r"['’`´‘]")
_SEPARATORS = re.compile(r"[\s\-‐‑–—_,.]+")


def name_key(name: str) -> str:
    """The club's one rule for "the same name": case and spacing do not count.

    Names are unique per club under this key (the database stores it), so "sipho  DLAMINI"
    is Sipho Dlamini. Accents and word order do count here; `match_key` folds those too.
    """
    return " ".join(name.split()).casefold()


def match_key(name: str) -> str:
    """The name folded for matching across files: no accents, no case, single spaces between words."""
    text = unicodedata.normalize("NFKD", name.translate(_FOLD))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = _DROP.sub("", text.casefold())
    return " ".join(_SEPARATORS.sub(" ", text).split())


def match_keys(name: str) -> set[str]:
    """Keys for the name as written and in the other order (first word to the end, last word to the front).

    "Nemo André" gives {"nemo andre", "andre nemo"}; "Van der Berg Jan" also gives
    "jan van der berg" (given name moved to the front) and "der berg jan van".
    """
    key = match_key(name)
    words = key.split()
    keys = {key}
    if len(words) >= 2:
        keys.add(" ".join(words[1:] + words[:1]))
        keys.add(" ".join(words[-1:] + words[:-1]))
    return keys


class AmbiguousNameError(ClubRaterError, LookupError):
    """Several different players answer to one name: the secretary has to choose."""

    def __init__(self, name: str, candidates: list[str]) -> None:
        self.name = name
        self.candidates = candidates
        shown = ", ".join(f'"{c}"' for c in candidates)
        super().__init__(NameMessages.tr('"{name}" could be any of {shown}; please say which.').format(name=name, shown=shown))


class NameIndex(Generic[T]):
    """Names to values, looked up by `match_key` in either word order.

    `find` prefers a match in the same word order: with both "Li Wei" and "Wei Li" in
    the club, "li wei" finds "Li Wei". It returns None when nothing matches and raises
    `AmbiguousNameError` when two different values match equally well, so that an
    import never silently picks the wrong player nor creates a duplicate.
    """

    def __init__(self, items: Mapping[str, T] | Iterable[tuple[str, T]] | None = None) -> None:
        self._entries: list[tuple[str, str, set[str], T]] = []  # (name, key, keys, value)
        self._by_key: dict[str, list[int]] = {}
        if items is not None:
            pairs = items.items() if isinstance(items, Mapping) else items
            for name, value in pairs:
                self.add(name, value)

    def add(self, name: str, value: T) -> None:
        index = len(self._entries)
        keys = match_keys(name)
        self._entries.append((name, match_key(name), keys, value))
        for key in keys:
            self._by_key.setdefault(key, []).append(index)

    def __len__(self) -> int:
        return len(self._entries)

    def matches(self, name: str) -> list[T]:
        """Every distinct value matching the name, best (same word order) first."""
        return [value for _, value in self._ranked(name)]

    def find(self, name: str) -> T | None:
        """The one value for this name, None if there is none; AmbiguousNameError if several."""
        key = match_key(name)
        exact = self._distinct(i for i in self._by_key.get(key, []) if self._entries[i][1] == key)
        if not exact:
            exact = self._distinct(i for k in match_keys(name) for i in self._by_key.get(k, []))
        if not exact:
            return None
        if len(exact) > 1:
            raise AmbiguousNameError(name, [self._entries[i][0] for i, _ in exact])
        return exact[0][1]

    def _ranked(self, name: str) -> list[tuple[int, T]]:
        key = match_key(name)
        same = [i for i in self._by_key.get(key, []) if self._entries[i][1] == key]
        other = [i for k in sorted(match_keys(name)) for i in self._by_key.get(k, [])]
        return self._distinct(same + other)

    def _distinct(self, indexes: Iterable[int]) -> list[tuple[int, T]]:
        """Entries with different values (one player added under two spellings counts once)."""
        found: list[tuple[int, T]] = []
        for i in indexes:
            value = self._entries[i][3]
            if not any(value is v or value == v for _, v in found):
                found.append((i, value))
        return found


def match_player(name: str, existing: Mapping[str, T]) -> T | None:
    """The value of the one existing name matching `name` (see NameIndex.find)."""
    return NameIndex(existing).find(name)


def strip_invisible(text: str) -> str:
    """The text without format characters (Unicode category Cf): bidirectional controls such as U+202E,
    zero-width spaces and joiners, the byte order mark, soft hyphens.

    They are invisible, and a right-to-left override shows a name backwards in every list, so names,
    clubs and notes lose them on the way in, from any source; nothing else about the text changes.
    """
    if text.isascii():
        return text
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def invisible_characters(text: str) -> list[str]:
    """What strip_invisible takes out of `text`, for a note: ["U+202E RIGHT-TO-LEFT OVERRIDE", ...]."""
    if text.isascii():
        return []
    found = dict.fromkeys(ch for ch in text if unicodedata.category(ch) == "Cf")
    return [f"U+{ord(ch):04X} {unicodedata.name(ch, 'FORMAT CHARACTER')}" for ch in found]
