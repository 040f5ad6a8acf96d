"""The one interface every rating engine offers.

An engine replays a `History` and returns, per game and per adjustment, the
state before, the change and the state after, plus every player's final state.
It also returns checkpoints: opaque copies of its state after all items up to
a date, so that the controller can replay only from the earliest changed date.
"""

from __future__ import annotations

import gc
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from types import MappingProxyType
from typing import Any, NamedTuple

from clubrater.domain.model import History, RatingSystem
from clubrater.domain.ranks import Rank


class GameRating(NamedTuple):
    """One game as rated: black's and white's rank and value (index or rating) around it."""

    game_id: int
    rated: bool
    black_rank_before: Rank | None
    black_before: float
    black_change: float
    black_rank_after: Rank | None
    black_after: float
    white_rank_before: Rank | None
    white_before: float
    white_change: float
    white_rank_after: Rank | None
    white_after: float
    detail: Any = None  # engine-specific extras (e.g. FESA grade changes)


class AdjustmentRating(NamedTuple):
    adjustment_id: int
    player: int
    rank_before: Rank | None
    before: float
    rank_after: Rank | None
    after: float


_NO_EXTRA: Mapping[str, Any] = MappingProxyType({})

# Frozen dataclasses an engine keeps in its checkpoints (FESA's player state), by a short name: the rating
# snapshot (controller/snapshot.py) keeps them as their fields, or as the engine packs them into plain JSON values,
# and makes only these again (data, never code), so a club of any system opens from its snapshot (issue 29).
SNAPSHOT_VALUES: dict[str, type] = {}
SNAPSHOT_PACKS: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any]]] = {}
_SNAPSHOT_NAMES: dict[type, str] = {}


def kept_in_snapshots(name: str, cls: type, pack: Callable[[Any], Any] | None = None,
                      unpack: Callable[[Any], Any] | None = None) -> type:
    """Let the rating snapshot keep `cls` (a frozen dataclass of plain values, dates, tuples and such) as `name`;
    `pack` (with `unpack`, its inverse): the value as lists and plain values, faster than field by field."""
    if SNAPSHOT_VALUES.setdefault(name, cls) is not cls:
        raise ValueError(f"two classes kept in snapshots as {name!r}")
    _SNAPSHOT_NAMES[cls] = name
    if pack is not None and unpack is not None:
        SNAPSHOT_PACKS[name] = (pack, unpack)
    return cls


def snapshot_name(cls: type) -> str | None:
    """The name `cls` is kept in snapshots as, None when it is not kept."""
    return _SNAPSHOT_NAMES.get(cls)


class PlayerState(NamedTuple):
    """A player's state after the whole history: what standings show.

    A NamedTuple because every re-rating builds one per player (5,000 in a big club),
    and a frozen dataclass cost ten times as much to build.
    """

    rank: Rank | None  # SAGC: held rank; EGF: the rank the rating stands for
    value: float  # SAGC index, or the rating
    games: int  # games with a result, rated or free
    last_played: date | None
    grade: str = ""  # FESA grade label
    last_rated: date | None = None  # last date of a rated game or event (inactivity)
    extra: Mapping[str, Any] = _NO_EXTRA


class GameRatings(Mapping[int, GameRating]):
    """Game ratings kept as plain tuples (cheap to build by the million), viewed as GameRating."""

    __slots__ = ("raw", "make")

    def __init__(self, raw: dict[int, tuple] | None = None, make: Callable[[tuple], GameRating] | None = None) -> None:
        self.raw: dict[int, tuple] = raw if raw is not None else {}
        self.make = make or GameRating._make  # an engine may store a cheaper row and build the view on demand

    def __getitem__(self, game_id: int) -> GameRating:
        row = self.raw[game_id]
        return row if type(row) is GameRating else self.make(row)

    def __iter__(self) -> Iterator[int]:
        return iter(self.raw)

    def __len__(self) -> int:
        return len(self.raw)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self.raw


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """Engine state after every item dated `after` or earlier."""

    after: date
    state: Any


@dataclass(slots=True)
class Replay:
    games: GameRatings
    adjustments: dict[int, AdjustmentRating]
    final: dict[int, PlayerState]
    checkpoints: list[Checkpoint]


class Engine(ABC):
    system: RatingSystem
    value_label: str = "Rating"  # column title for the value: "Index", "GoR", "Elo"
    integer_values: bool = False

    @abstractmethod
    def replay(self, history: History, start: Checkpoint | None = None, *, checkpoints: int = 64) -> Replay:
        """Rate `history`; with `start`, only what is dated after `start.after`.

        With `start`, the returned `games`/`adjustments` hold only the items
        rated after the checkpoint; `final` and `checkpoints` are complete
        (checkpoints up to `start` are not repeated: the caller keeps them).
        """

    def format_value(self, value: float) -> str:
        return f"{value:.0f}"


def checkpoint_stride(total: int, wanted: int) -> int:
    """Items between checkpoints, so a replay keeps about `wanted` of them."""
    if wanted <= 0:
        return max(total, 1) + 1
    return max(1, total // wanted)


@contextmanager
def paused_gc(items: int = 0) -> Generator[None, None, None]:
    """Replays build millions of acyclic tuples; the cycle collector would rescan them all
    again and again (it doubled the SAGC replay time), so it waits until the replay is done.

    After a big replay (`items` above 20,000) the survivors are frozen: re-enabling the
    collector would otherwise scan every new tuple once more (about a second per million
    games). Frozen objects are still freed by reference counting; only cycles among objects
    alive at that moment would no longer be collected, which is why small replays (the
    window's re-rating after one game) do not freeze.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if items > 20_000:
            gc.freeze()
        if was_enabled:
            gc.enable()
