"""A club file's standings before the controller is imported: the window's first look at a big club (issue 14).

Importing the controller means SQLAlchemy and the store, a third of a second on a slow laptop. A club file
closed by ClubRater keeps its replay's final states (controller/snapshot.py); when the file is locked, has no
write-ahead log and its snapshot's stamp still matches the data (`Prefetch` sums it with plain sqlite3), the
standings are built here from those states and the players (store/quick.py), by the very rules the open club
uses (standings_rules). The window shows them read-only until the controller is there. Nothing here imports
SQLAlchemy (tests/test_quick_standings.py checks); any failure or mismatch gives None: open as before.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from clubrater.controller import snapshot, standings_rules
from clubrater.controller.standings_rules import StandingsTable
from clubrater.domain.model import RatingSystem
from clubrater.engines.registry import engine_for, system_from_name
from clubrater.store import quick as stored

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class QuickStandings:
    """Everything the standings page shows of a club before it is open, and the status bar's counts."""

    club_name: str
    system: RatingSystem
    table: StandingsTable
    include_inactive: bool
    today: date
    value_label: str
    rank_title: str
    format_value: Callable[[float], str]
    unlisted_hint: str
    players: int
    games: int
    events: int


def standings(ready: snapshot.Prefetch, today: date, *, include_inactive: bool = False) -> QuickStandings | None:
    """The standings of the club file `ready` reads (`snapshot.prefetch_file`), when its snapshot can be
    trusted as it is; None otherwise (no snapshot, a stale stamp, players that differ, an unreadable file)."""
    try:
        club = stored.read_club(ready.path)
        if club is None or club.linked:  # federation IDs and list ratings are columns of their own: the usual way
            return None
        ready.wait()
        if ready.error is not None or ready.found is None or ready.body is None:
            return None
        system = system_from_name(club.system)
        engine = engine_for(system)
        stamp = snapshot.stamp_from(system, engine, ready.fingerprint)
        if ready.found[0] != stamp:
            return None
        final = snapshot.Unpacked(ready.body, stamp).final()
        if set(final) != {p.id for p in club.players}:
            return None
        table = standings_rules.standings_table(club.players, final, system, today, include_inactive=include_inactive)
        hint = "" if include_inactive else standings_rules.unlisted_hint(
            standings_rules.unlisted_count(club.players, final, system, today))
        return QuickStandings(club.name, system, table, include_inactive, today,
                              getattr(engine, "value_label", "Rating"), standings_rules.rank_title(system),
                              engine.format_value, hint, len(club.players), ready.games, club.events)
    except Exception as exc:  # noqa: BLE001 - only a head start: opening the usual way says what is wrong
        log.info("no quick standings for %s: %s", ready.path, exc)
        return None
