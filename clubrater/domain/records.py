"""Rows as read from files and forms: players named, not yet given database ids.

Readers (io/) produce these; the controller validates them against the club
and stores them in one transaction. `line` is the row's line in its file
(header = line 1) so that every refusal can name it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from clubrater.domain.model import Game, GameType, Result
from clubrater.domain.ranks import Rank


@dataclass(slots=True)
class PlayerRow:
    name: str
    rank: Rank | None
    line: int = 0
    club: str = ""
    country: str = ""
    egd_pin: str = ""
    rating: float | None = None
    index: int = 0
    grade: str = ""  # shogi grade (FESA)
    start_state: dict | None = None  # engine state taken over from another program
    active: bool = True  # False: kept, but left off the current standings
    ffg_licence: str = ""  # FFG ladder licence number
    aga_id: str = ""  # AGA ID


@dataclass(slots=True)
class EventRow:
    name: str
    start: date | None = None
    end: date | None = None
    place: str = ""
    klass: str = "A"
    rounds: int | None = None
    komi: float | None = None
    handicap_policy: str = ""
    rated: bool = True


@dataclass(slots=True)
class GameRow:
    date: date
    black: str
    white: str
    result: Result | None
    line: int = 0
    handicap: int = 0
    komi: float = 6.5
    type: GameType = GameType.CLUB
    event: str | None = None
    klass: str = "A"
    black_rank: Rank | None = None
    white_rank: Rank | None = None
    round: int | None = None
    note: str = ""
    piece_handicap: str = ""


@dataclass(slots=True)
class AdjustmentRow:
    """The secretary set a player's rank and index (or rating) on a date (a workbook's Adjustments sheet)."""

    date: date
    player: str
    line: int = 0
    rank: Rank | None = None
    index: int | None = None
    rating: float | None = None
    note: str = ""


@dataclass(slots=True)
class ImportBatch:
    """What one file brings: everything is stored together or nothing is."""

    players: list[PlayerRow] = field(default_factory=list)
    events: list[EventRow] = field(default_factory=list)
    games: list[GameRow] = field(default_factory=list)
    adjustments: list[AdjustmentRow] = field(default_factory=list)
    source: str = ""
    # Rows a reader could not make sense of, as (line, reason); the import is refused if any.
    problems: list[tuple[int, str]] = field(default_factory=list)
    # Player names on those bad rows, so an unknown player is reported too: (line, name).
    names_on_bad_rows: list[tuple[int, str]] = field(default_factory=list)
    # What the reader changed on the way in (e.g. invisible characters taken out of a name): (line, note).
    notes: list[tuple[int, str]] = field(default_factory=list)


def default_komi(handicap: int) -> float:
    """interchange.md: 6.5 for even games, 0.5 with handicap."""
    return 6.5 if handicap == 0 else 0.5


@dataclass(frozen=True, slots=True)
class GameInput:
    """A game as typed in the window or on the command line, players already resolved to ids."""

    date: date
    black: int
    white: int
    result: Result | None
    handicap: int = 0
    komi: float | None = None
    type: GameType = GameType.CLUB
    event: int | None = None
    klass: str = "A"
    round: int | None = None
    black_rank: Rank | None = None
    white_rank: Rank | None = None
    piece_handicap: str = ""
    note: str = ""

    @classmethod
    def of(cls, g: Game) -> GameInput:
        """A stored game as the input that would store it again (edit forms, undo of an edit)."""
        return cls(g.date, g.black, g.white, g.result, g.handicap, g.komi, g.type, g.event, g.klass, g.round,
                   g.black_rank, g.white_rank, g.piece_handicap, g.note)
