"""The standings' rules (who is listed, in which order, with which labels), importing no SQLAlchemy (issue 14).

`Queries.standings_table` (the open club) and `quick.standings` (the window's first look at a club file,
shown before the controller and SQLAlchemy are imported) both build their table here: one set of rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Protocol

from clubrater.domain.message import Messages
from clubrater.domain.model import RatingSystem
from clubrater.engines.base import Engine, PlayerState


class StandingsMessages(Messages):
    """Why players are missing from the standings."""



@dataclass(slots=True)
class StandingsTable:
    """The rating list, one list per column, in the standings order."""

    ids: list[int]
    names: list[str]
    ranks: list[str]
    rank_keys: list[int]
    values: list[float]
    games: list[int]
    last_played: list[date | None]
    clubs: list[str]
    listed: list[bool]
    active: list[bool]
    prior_grades: list[str] = field(default_factory=list)  # FESA: the grade brought, beside `ranks` (FESA grade)

    def __len__(self) -> int:
        return len(self.ids)


class ListedPlayer(Protocol):
    """What the standings read of a player (domain.model.Player, or the quick path's row)."""

    @property
    def id(self) -> int: ...

    @property
    def name(self) -> str: ...

    @property
    def club(self) -> str: ...

    @property
    def active(self) -> bool: ...


def egf_listed(system: RatingSystem, st: PlayerState, today: date) -> bool:
    """The EGF rating list's inactivity rule (True for the other systems)."""
    if system in (RatingSystem.EGF, RatingSystem.EGF2021):
        from clubrater.engines.egf import is_listed  # the EGF rating list's inactivity rule

        return st.rank is not None and is_listed(st.rank, st.last_rated, today)
    return True


def standings_table(players: Iterable[ListedPlayer], final: Mapping[int, PlayerState], system: RatingSystem,
                    today: date, *, include_inactive: bool = True, members: set[int] | None = None) -> StandingsTable:
    """The whole rating list as columns: listed players in order (SAGC by rank first), unlisted ones too if asked."""
    egf = system in (RatingSystem.EGF, RatingSystem.EGF2021)
    listed_rule = egf_listed
    rows = []
    for p in players:
        st = final.get(p.id)
        if st is None or (members is not None and p.id not in members):
            continue
        listed = p.active and (not egf or listed_rule(system, st, today))
        if not listed and not include_inactive:
            continue
        rank = st.rank
        rows.append((p, st, listed, rank.ordinal if rank is not None else -1, p.name.casefold()))
    if system == RatingSystem.SAGC:
        rows.sort(key=lambda r: (-r[3], -r[1].value, r[4]))
    else:
        rows.sort(key=lambda r: (-r[1].value, r[4]))
    labels: dict[object, str] = {}

    def label(st: PlayerState) -> str:
        if st.rank is not None:
            return labels.get(st.rank) or labels.setdefault(st.rank, str(st.rank))
        return st.grade or ""  # FESA grade only; the prior grade is `prior_grades`

    return StandingsTable(
        ids=[r[0].id for r in rows],
        names=[r[0].name for r in rows],
        ranks=[label(r[1]) for r in rows],
        rank_keys=[r[3] for r in rows],
        values=[r[1].value for r in rows],
        games=[r[1].games for r in rows],
        last_played=[r[1].last_played for r in rows],
        clubs=[r[0].club for r in rows],
        listed=[r[2] for r in rows],
        active=[r[0].active for r in rows],
        prior_grades=[r[1].extra.get("prior_grade", "") or "" for r in rows] if system == RatingSystem.FESA else [],
    )


def unlisted_count(players: Iterable[ListedPlayer], final: Mapping[int, PlayerState], system: RatingSystem,
                   today: date) -> int:
    """Active players the EGF inactivity rule keeps off the current list (0 for the other systems)."""
    if system not in (RatingSystem.EGF, RatingSystem.EGF2021):
        return 0
    return sum(1 for p in players if p.active and p.id in final and not egf_listed(system, final[p.id], today))


def unlisted_hint(n: int) -> str:
    """Why `n` players are missing from the standings, in one sentence ("" when none are)."""
    if not n:
        return ""
    if n == 1:
        return StandingsMessages.tr("1 player is not on the current list (no tournament in the last 2 years / 12 / 6 months)")
    return StandingsMessages.tr("%n players are not on the current list (no tournament in the last 2 years / 12 / 6 "
                                "months)", "", n)


def format_all(fmt: Callable[[float], str], values: Sequence[float]) -> list[str]:
    """Every value as `fmt` writes it; the common whole-number format without 5,000 method calls."""
    if getattr(fmt, "__func__", None) is Engine.format_value:
        return [f"{v:.0f}" for v in values]
    return [fmt(v) for v in values]


def rank_title(system: RatingSystem) -> str:
    """The rank column's title: FESA clubs show the grade earned (the prior grade is a column of its own)."""
    return "FESA grade" if system == RatingSystem.FESA else "Rank"
