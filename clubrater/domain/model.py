"""What a club's history is made of, as engines and io see it.

These are snapshots handed between layers; the database rows live in store/.
Ids are the database's; `seq` is the entry order that breaks ties between
items on the same date (spec: replay by date, then entry order).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from operator import attrgetter
from typing import ClassVar

from clubrater.domain.ranks import Rank


class Result(enum.Enum):
    BLACK = "B"
    WHITE = "W"
    JIGO = "J"


class GameType(enum.Enum):
    TOURNAMENT = "tournament"
    CLUB = "club"
    FRIENDLY = "friendly"
    FREE = "free"


class RatingSystem:
    """A rating system: its id as stored in the club file ("sagc") and the label a secretary reads.

    Not an Enum, so that a new system needs no change here: the engines' registry
    (engines/registry.py) defines the list of systems ClubRater offers and registers
    new ones with `RatingSystem.define`. The four built in are constants for the code
    that must treat one of them specially (SAGC's rank-grouped list, FESA's grades).
    `RatingSystem("sagc")` finds a defined system (ValueError otherwise), as Enum lookup did.
    """

    __slots__ = ("value", "label")
    _defined: ClassVar[dict[str, RatingSystem]] = {}
    value: str
    label: str
    SAGC: ClassVar[RatingSystem]
    EGF: ClassVar[RatingSystem]
    EGF2021: ClassVar[RatingSystem]
    FESA: ClassVar[RatingSystem]

    def __new__(cls, value: str) -> RatingSystem:
        try:
            return cls._defined[value]
        except KeyError:
            raise ValueError(f"{value!r} is not a defined rating system") from None

    @classmethod
    def define(cls, value: str, label: str) -> RatingSystem:
        """The system with this id, created on first use (the same id twice gives the same object)."""
        if not value or value != value.strip().lower():
            raise ValueError(f"a rating system's id is lower case without spaces, not {value!r}")
        found = cls._defined.get(value)
        if found is not None:
            return found
        obj = object.__new__(cls)
        object.__setattr__(obj, "value", value)
        object.__setattr__(obj, "label", label)
        cls._defined[value] = obj
        return obj

    @classmethod
    def forget(cls, value: str) -> None:
        """Drop a defined system (a test's toy engine); the four built in stay."""
        if value not in ("sagc", "egf", "egf2021", "fesa"):
            cls._defined.pop(value, None)

    @property
    def name(self) -> str:
        return self.value.upper()

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError("a RatingSystem cannot be changed")

    def __reduce__(self) -> tuple[type[RatingSystem], tuple[str]]:
        return (RatingSystem, (self.value,))

    def __copy__(self) -> RatingSystem:
        return self

    def __deepcopy__(self, memo: dict) -> RatingSystem:
        return self

    def __repr__(self) -> str:
        return f"RatingSystem.{self.name}"


RatingSystem.SAGC = RatingSystem.define("sagc", "SAGC rank and index")
RatingSystem.EGF = RatingSystem.define("egf", "EGF GoR (classic, 1998-2020)")
RatingSystem.EGF2021 = RatingSystem.define("egf2021", "EGF GoR (since 2021)")
RatingSystem.FESA = RatingSystem.define("fesa", "FESA Elo (shogi)")

EVENT_CLASSES = ("A", "B", "C", "D")


@dataclass(frozen=True, slots=True)
class Player:
    id: int
    name: str
    rank: Rank | None  # Go rank; None for a shogi player, who has a grade instead
    index: int = 0  # SAGC starting index
    rating: float | None = None  # EGF starting GoR, overrides the rank's nominal one
    club: str = ""
    country: str = ""
    egd_pin: str = ""
    active: bool = True
    # Engine-specific starting state (e.g. a FESA player taken over from the FESA program).
    start_state: dict | None = None
    grade: str = ""  # shogi grade, FESA clubs
    ffg_licence: str = ""  # his number in the FFG ladder (issue 20), kept through every edit, undo and export
    aga_id: str = ""  # his AGA ID


@dataclass(frozen=True, slots=True)
class Event:
    id: int
    name: str
    start: date | None = None
    end: date | None = None
    place: str = ""
    klass: str = "A"
    rounds: int | None = None
    komi: float | None = None
    handicap_policy: str = ""
    rated: bool = True
    seq: int = 0


@dataclass(slots=True)
class Game:
    """One game. Not frozen, unlike the other value types: a club's history is read into
    100,000s of these, and a frozen dataclass took four times as long to build. Treat it as
    immutable all the same: every change goes through `dataclasses.replace`."""

    id: int
    seq: int
    date: date
    black: int
    white: int
    result: Result | None
    handicap: int = 0
    komi: float = 6.5
    type: GameType = GameType.CLUB
    event: int | None = None
    round: int | None = None
    black_rank: Rank | None = None
    white_rank: Rank | None = None
    piece_handicap: str = ""  # shogi handicap (FESA), "" when even
    note: str = ""
    klass: str = "A"  # EGF class of a game outside any event (an event's own class wins)


@dataclass(frozen=True, slots=True)
class Adjustment:
    """The secretary sets a player's rank and index (or rating) on a date."""

    id: int
    seq: int
    date: date
    player: int
    rank: Rank | None = None
    index: int | None = None
    rating: float | None = None
    note: str = ""


@dataclass(slots=True)
class History:
    """Everything an engine replays; games and adjustments sorted by (date, seq)."""

    players: dict[int, Player]
    games: list[Game]
    adjustments: list[Adjustment] = field(default_factory=list)
    events: dict[int, Event] = field(default_factory=dict)

    def items(self) -> Sequence[Game | Adjustment]:
        """Games and adjustments in replay order: date, then entry order.

        `games` is kept sorted by whoever builds the history (the store reads
        it in that order), so the common case of no adjustments costs nothing.
        """
        if not self.adjustments:
            return self.games
        merged: list[Game | Adjustment] = [*self.games, *self.adjustments]
        merged.sort(key=_ORDER)
        return merged

    def sort(self) -> None:
        self.games.sort(key=_ORDER)
        self.adjustments.sort(key=_ORDER)


_ORDER = attrgetter("date", "seq")
