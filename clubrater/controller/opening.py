"""Opening a club: the one mechanism the window and the command line both go through (issues 14, 29).

    opening = Opening(path, locked=True)     # the window holds the club's lock: the stamp is summed in a thread
    shown = opening.standings(today)         # its first paint: the quick club's standings (None: there are none)
    ctrl = opening.open(early=True)          # then the usual way: SQLAlchemy, integrity check, migrations, backups

    ctrl = open_for_reading(path)            # a reading command: the quick club, else the usual way
    ctrl = open_for_plans(path)              # a command that writes only a plan (`pair`), under the lock: the same

`Opening.quick()` is the club read from the rating snapshot it kept when it was last closed
(controller/snapshot.py), with plain sqlite3 (store/quick.py): no SQLAlchemy, no replay, no integrity check.
It is a whole `ClubController`, read-only as far as the club's own rows go: its players, events and
adjustments are read at once, its games and their ratings when a use case first needs them (one player's
record sheet reads only that player's games and rating rows). It is given only while the snapshot's stamp
matches the file as it is (`snapshot.restore_final`: every row the engines read, the system, the engine's
code); a file changed behind the program's back, a snapshot stale, damaged or tampered with, an older
schema, a file that cannot be read so: None, and the club is opened the usual way (`open`), which
replays, checks and explains. Tests compare every reading command's output both ways, byte for byte.

A command that writes nothing but a plan (a kept club-night pairing: `pair`, `pairing delete`; issue 26) takes the
quick club too, under the club's lock, when its file may take that write with plain sqlite3 (store/quick.py
`QuickFile.plain_write_problem`: this schema, nothing in it the migrations do not make, the table intact);
otherwise it opens the usual way, exactly as any writing command.

Nothing here imports SQLAlchemy until `open` is called (tests/test_quick_standings.py and tests/test_cli_imports.py
check it in a subprocess).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from clubrater.controller import snapshot
from clubrater.store.urls import is_server_url as is_server_url  # (the front ends ask it before opening anything)

if TYPE_CHECKING:
    from clubrater.controller.session import ClubController
    from clubrater.controller.standings_rules import StandingsTable
    from clubrater.controller.storage import PlayerLinks
    from clubrater.domain.model import RatingSystem

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
    links: dict[int, PlayerLinks]  # federation IDs and list ratings (the table's list columns)


class Opening:
    """One club file being opened, step by step (see the module's docstring)."""

    def __init__(self, path: str | Path, *, locked: bool = False, prefetched: snapshot.Prefetch | None = None) -> None:
        """`locked`: the caller holds the club's lock (the window); the snapshot and the data's stamp are then read
        in a thread from now on (`snapshot.prefetch_file`), or taken from `prefetched` (started earlier still)."""
        self.path = Path(path).expanduser()
        self.locked = locked
        if prefetched is None and locked:
            prefetched = snapshot.prefetch_file(self.path)
        self.prefetched = prefetched

    def quick(self, *, today: Callable[[], date] = date.today, read_only: bool = True) -> ClubController | None:
        """The club from its kept snapshot, read with plain sqlite3; None when it cannot be trusted or read so.

        `read_only` False: a write through it (`print`'s printout, under the lock) opens the file the usual way
        for that write (store/quick.py); the club's own rows are never written through a quick club.
        """
        from clubrater.store.quick import QuickFile
        from clubrater.store.walfile import no_wal

        path = self.path
        ready = self.prefetched if self.locked else None
        # Holding the lock, a file with nothing in its write-ahead log is read as it is (what the prefetch summed);
        # otherwise in one read transaction, which a window writing beside it cannot disturb.
        immutable = ready is not None and no_wal(ready.path)
        quick = QuickFile.try_open(path, immutable=immutable, read_only=read_only)
        if quick is None:
            return None
        from clubrater.controller.session import ClubController
        from clubrater.controller.state import NotQuick

        try:
            ctrl = ClubController(quick, today=today, prefetched=ready if immutable else None)
            if not read_only and not immutable:
                _tidy(quick.path)
            return ctrl
        except NotQuick as why:
            log.info("%s opens the usual way: %s", path, why)
        except Exception as exc:  # noqa: BLE001 - only a short cut: the usual opening says what is wrong
            log.info("%s opens the usual way (%s: %s)", path, type(exc).__name__, exc)
        quick.close()
        return None

    def standings(self, today: date, *, include_inactive: bool = False) -> QuickStandings | None:
        """What the window paints before the club is opened the usual way: the quick club's standings (None when
        there is no quick club). The promotions wait for the games (the window sets them once they are read)."""
        ctrl = self.quick(today=lambda: today)
        if ctrl is None:
            return None
        try:
            q = ctrl.queries
            table = q.standings_table(include_inactive=include_inactive)
            return QuickStandings(
                ctrl.club_name, ctrl.system, table, include_inactive, today, q.value_label(), q.rank_title(),
                q.format_value, "" if include_inactive else q.unlisted_hint(), len(ctrl.history.players),
                ctrl.game_count(), len(ctrl.history.events), _links(ctrl))
        except Exception as exc:  # noqa: BLE001 - only a head start: the usual opening says what is wrong
            log.info("no quick standings for %s (%s: %s)", self.path, type(exc).__name__, exc)
            return None
        finally:
            ctrl.close()

    def open(self, *, today: Callable[[], date] = date.today, read_only: bool = False, early: bool = False,
             password: Callable[[], str | None] | None = None) -> ClubController:
        """The club opened the usual way (`ClubController.open`): checked beside the first read when the lock is
        held, and, with `early`, its standings ready before its games are read (the window)."""
        from clubrater.controller.session import ClubController

        locked = self.locked and not read_only
        return ClubController.open(self.path, read_only=read_only, today=today, password=password, locked=locked,
                                   early=early and locked, prefetched=self.prefetched if locked else None)


def _links(ctrl: ClubController) -> dict[int, PlayerLinks]:
    """`ctrl.rating_lists.links()`, without importing the rating lists' module first (the window's first paint)."""
    from clubrater.controller import storage

    with storage.raw_reading(ctrl.db) as raw:
        return storage.read_links(raw)


def _tidy(path: Path) -> None:
    """What a killed ClubRater left (a half-written backup or restore beside the club, a half-written export)
    goes, as the usual opening removes it (issue 19): a reading command is the next start too. A file whose
    writer still runs is left alone (store/backups.py, store/scratch.py)."""
    from clubrater.store import scratch
    from clubrater.store.backups import remove_leftovers

    try:
        remove_leftovers(path)
        scratch.remove_stale()
    except OSError as exc:  # a folder that cannot be listed or written: the usual opening says no more
        log.info("leftovers beside %s not looked at: %s", path, exc)


def open_for_reading(path: str | Path, *, today: Callable[[], date] = date.today,
                     read_only: bool = False) -> ClubController:
    """A reading command's club: from its kept snapshot when that matches the file, else the usual way.

    `read_only` as `ClubController.open` takes it (another ClubRater has the file): nothing can be recorded."""
    opening = Opening(path)
    return opening.quick(today=today, read_only=read_only) or opening.open(today=today, read_only=read_only)


def open_for_plans(path: str | Path, *, today: Callable[[], date] = date.today) -> ClubController:
    """A command that writes only a plan (a kept pairing: `pair`, `pairing delete`), its caller holding the club's
    lock: the quick club when the file may take that write with plain sqlite3, else the usual way (checked, and
    refused in the usual words when it is damaged or holds what ClubRater does not make)."""
    from clubrater.store.quick import QuickFile

    opening = Opening(path)
    ctrl = opening.quick(today=today, read_only=False)
    if ctrl is not None:
        db = ctrl.db
        why = db.plain_write_problem() if isinstance(db, QuickFile) else "not a quick club"
        if why is None:
            return ctrl
        log.info("%s opens the usual way to be written: %s", opening.path, why)
        ctrl.close()
    return opening.open(today=today)
