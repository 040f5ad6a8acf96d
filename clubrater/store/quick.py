"""What a club file's standings need, read with plain sqlite3 before SQLAlchemy is imported (issue 14).

The window shows a big club's standings from its rating snapshot while the controller (SQLAlchemy,
a third of a second) is still being imported; this reads the few rows they need from the file as it
is (`immutable`: only for a locked file with no write-ahead log, as `controller.snapshot.prefetch_file`
checks). Any surprise gives None and the club opens the usual way.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import NamedTuple


class QuickPlayer(NamedTuple):
    """A player as the standings read him."""

    id: int
    name: str
    club: str
    active: bool


class QuickClub(NamedTuple):
    """The club row and players of a club file, and whether anything else shows beside the standings."""

    name: str
    system: str
    players: list[QuickPlayer]
    events: int
    linked: bool  # some player has a federation ID or a list rating (columns the quick standings do not show)


def read_club(path: Path) -> QuickClub | None:
    """The club's name, system and players from the file as it is now; None when it cannot be read so."""
    try:
        con = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error:
        return None
    try:
        club = con.execute("SELECT name, system FROM club WHERE id = ?", (1,)).fetchone()
        if club is None:
            return None
        players = [QuickPlayer(int(pid), str(name), str(home or ""), bool(active))
                   for pid, name, home, active in con.execute("SELECT id, name, club, active FROM players")]
        (events,) = con.execute("SELECT count(*) FROM events").fetchone()
        (linked,) = con.execute(
            "SELECT EXISTS (SELECT 1 FROM players WHERE egd_pin != ? OR ffg_licence != ? OR aga_id != ?) "
            "OR EXISTS (SELECT 1 FROM federation_ratings)", ("", "", "")).fetchone()
    except (sqlite3.Error, TypeError, ValueError):  # an older schema, a damaged file: the usual way says
        return None
    finally:
        con.close()
    return QuickClub(str(club[0]), str(club[1]), players, int(events), bool(linked))
