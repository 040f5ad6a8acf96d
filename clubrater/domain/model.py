"""What a club's history is made of, as engines and io see it.

These are snapshots handed between layers; the database rows live in store/.
Ids are the database's; `seq` is the entry order that breaks ties between
items on the same date (spec: replay by date, then entry order).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import date
from operator import attrgetter

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


class RatingSystem(enum.Enum):
    SAGC = "sagc"
    EGF = "egf"
    EGF2021 = "egf2021"
    FESA = "fesa"

    @property
    def label(self) -> str:
        return {
            "sagc": "SAGC rank and index",
            "egf": "EGF GoR (classic, 1998-2020)",
            "egf2021": "EGF GoR (since 2021)",
            "fesa": "FESA Elo (shogi)",
        }[self.value]


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

    def items(self) -> list[Game | Adjustment]:
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
