"""The standings' rows of a few players, for a window that moves only the rows a saved game changed (issue 14).

`Queries.standings_table` builds all 5,000 rows and sorts them (a third of a save's refresh on a big
club). After a game only its two players' states change: `changed_players` finds them, `rows_of`
gives their rows by the same rules, and `standings_key` places each in the list, so the window
moves two rows instead of building the list again. Tests compare the result with the whole table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import date

from clubrater.controller.standings_rules import StandingsTable
from clubrater.controller.standings_rules import egf_listed as _listed
from clubrater.controller.state import ClubState
from clubrater.domain.model import RatingSystem
from clubrater.engines.base import PlayerState

Finals = dict[int, PlayerState]  # every player's state after the replay (the window keeps a copy to compare)


def changed_players(before: Mapping[int, PlayerState], now: Mapping[int, PlayerState]) -> list[int] | None:
    """Players whose state differs between two replays' final states; None when players came or went."""
    if len(before) != len(now):
        return None
    out = []
    get = before.get
    for pid, st in now.items():
        old = get(pid)
        if old is None:
            return None
        if old != st:
            out.append(pid)
    return out


def rows_of(club: ClubState, ids: Iterable[int], *, include_inactive: bool, today: date) -> StandingsTable:
    """`Queries.standings_table` (a club file's: no member-club filter) for these players only, in standings order."""
    final = club.replay.final
    players = club.history.players
    system = club.system
    egf = system in (RatingSystem.EGF, RatingSystem.EGF2021)
    t = StandingsTable([], [], [], [], [], [], [], [], [], [], [])
    rows = []
    for pid in ids:
        p, st = players.get(pid), final.get(pid)
        if p is None or st is None:
            continue
        listed = p.active and (not egf or _listed(system, st, today))
        if listed or include_inactive:
            rows.append((p, st, listed, st.rank.ordinal if st.rank is not None else -1))
    key = standings_key(system)
    rows.sort(key=lambda r: key(r[3], r[1].value, r[0].name))
    for p, st, listed, rank_key in rows:
        t.ids.append(p.id)
        t.names.append(p.name)
        t.ranks.append(str(st.rank) if st.rank is not None else st.grade or "")
        t.rank_keys.append(rank_key)
        t.values.append(st.value)
        t.games.append(st.games)
        t.last_played.append(st.last_played)
        t.clubs.append(p.club)
        t.listed.append(listed)
        t.active.append(p.active)
        if system == RatingSystem.FESA:
            t.prior_grades.append(st.extra.get("prior_grade", "") or "")
    return t


def standings_key(system: RatingSystem) -> Callable[[int, float, str], tuple]:
    """The standings' order as a key of (rank key, value, name): `standings_table` sorts by the same."""
    if system == RatingSystem.SAGC:
        return lambda rank_key, value, name: (-rank_key, -value, name.casefold())
    return lambda _rank_key, value, name: (-value, name.casefold())
