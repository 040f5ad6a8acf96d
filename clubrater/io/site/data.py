"""What a published club site shows, as plain values the controller fills in.

Every number arrives here already formatted (the controller knows the rating system's
rounding), so the templates only place text; names are plain text and the templates
escape them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True, slots=True)
class ClubInfo:
    name: str
    system: str  # "sagc", "egf", "egf2021" or "fesa"
    system_label: str  # "SAGC rank and index"
    value_label: str  # "Index", "GoR" or "Elo"
    rank_label: str  # "Rank" or "Grade"
    newest_game: date | None
    updated_on: date
    lang: str = "en"


@dataclass(frozen=True, slots=True)
class StandingLine:
    place: int
    player_id: int
    name: str
    rank: str
    rank_key: int  # sorts ranks strongest first (higher is stronger)
    value: str
    value_key: float
    games: int
    last_played: date | None
    club: str = ""


@dataclass(frozen=True, slots=True)
class Factor:
    """One factor of a rating change: "LF", "Level factor", "369.95" and how it came about."""

    symbol: str
    name: str
    value: str
    note: str = ""


@dataclass(slots=True)  # not frozen: built by the 100,000 (frozen init costs 3-4 times as much); never changed
class Explanation:
    """Why a player's value changed by one game: the factors, the product, and what clamped it."""

    factors: tuple[Factor, ...]
    formula: str  # "369.95 x 1 x 1 x 1.5 x 0.9 = 499.4, truncated to 499"
    outcome: str = ""  # "clamped at the floor -900", "promoted to 9k with index 0"
    text: str = ""  # all of it in one sentence: what the default template shows (one line per game is fast)


@dataclass(slots=True)  # not frozen: 200,000 of them for a big club (frozen init costs 4 times as much); never changed
class RecordLine:
    """One line of a player's record sheet (seed 001's twelve columns and, for EGF/FESA, before/after)."""

    item_id: int
    kind: str  # "game" or "adjustment"
    date: date
    opponent: str
    opponent_id: int | None
    opponent_rank: str
    colour: str  # "B", "W" or ""
    handicap: str
    komi: str
    winner: str  # "B", "W", "J" or ""
    outcome: str  # "won", "lost", "jigo", "no result", "adjustment"
    gsf: str
    rated: bool
    rank_before: str
    before: str
    change: str
    after: str
    rank_after: str
    event: str
    event_id: int | None
    game_type: str
    comments: str
    why: Explanation | None = None


@dataclass(frozen=True, slots=True)
class EventLine:
    """EGF and FESA sheets read per event: before, change, after."""

    date: date
    event: str
    event_id: int | None
    games: int
    wins: str
    before: str
    change: str
    after: str
    rank_after: str


@dataclass(slots=True)  # not frozen, as RecordLine
class ChartPoint:
    day: int  # days since 1970-01-01 (a few games on one day are spread by the writer)
    y: float
    label: str


@dataclass(frozen=True, slots=True)
class Chart:
    points: tuple[ChartPoint, ...]
    gridlines: tuple[tuple[float, str], ...]  # (y, label): rank or grade boundaries


@dataclass(frozen=True, slots=True)
class PlayerPage:
    player_id: int
    name: str
    rank: str
    value: str
    games: int
    last_played: date | None
    club: str
    country: str
    lines: tuple[RecordLine, ...]
    events: tuple[EventLine, ...] = ()
    chart: Chart | None = None


@dataclass(frozen=True, slots=True)
class PlayerSource:
    """A player page not built yet: `key` sums up everything it shows, so an unchanged key skips it.

    Building 5,000 record sheets with their explanations costs seconds; publishing again after
    one evening must not, so the writer asks for a page only when its key differs from the one
    it wrote last time (or the page is missing). `key=""` means "always build and compare".
    """

    player_id: int
    key: str
    build: Callable[[], PlayerPage]


@dataclass(frozen=True, slots=True)
class EventResultLine:
    player_id: int
    name: str
    games: int
    wins: str
    before: str
    change: str
    after: str


@dataclass(frozen=True, slots=True)
class EventPage:
    event_id: int
    name: str
    start: date | None
    end: date | None
    place: str
    klass: str
    rated: bool
    results: tuple[EventResultLine, ...]
    games: tuple[GameLine, ...] = ()


@dataclass(frozen=True, slots=True)
class GameLine:
    date: date
    black: str
    black_id: int
    black_rank: str
    white: str
    white_id: int
    white_rank: str
    handicap: str
    komi: str
    result: str  # "B+", "W+", "Jigo" or ""
    game_type: str
    black_change: str
    white_change: str
    event: str = ""
    event_id: int | None = None
    round: str = ""


@dataclass(frozen=True, slots=True)
class Site:
    club: ClubInfo
    standings: tuple[StandingLine, ...]
    players: Sequence[PlayerSource | PlayerPage]
    events: tuple[EventPage, ...] = ()
    last_night: date | None = None
    last_night_games: tuple[GameLine, ...] = ()
    extra: dict[str, str] = field(default_factory=dict)
