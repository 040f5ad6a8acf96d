"""Opening a club: `ClubController` is the open club file (or federation database) and its use cases.

    ctrl = ClubController.open(path)            # or .create(path, "egf", "My Club")
    changes = ctrl.players.add("Sipho", "12k")  # every change returns a Changes
    sipho = ctrl.queries.player(changes.id)     # ... and the read side reads it back
    ctrl.games.enter(GameInput(...)); ctrl.queries.standings(); ctrl.exports.workbook(path)
    ctrl.close()

The state they share (the file, the history in memory, the replay, the incremental
re-rate) is `ClubState` in state.py; each use case is a small object over it. A new
use case is a module with a class taking a `ClubState`, and one line in `__init__` below.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from clubrater.controller.changes import Changes
from clubrater.controller.queries import Queries
from clubrater.controller.state import ClubState
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.domain.model import RatingSystem
from clubrater.engines.registry import engine_for, system_from_name
from clubrater.store.urls import is_server_url

if TYPE_CHECKING:  # made on first use (below): their imports are not needed to show the standings (issue 14),
    # nor SQLAlchemy's to read a club from its snapshot (controller/opening.py, issue 29)
    from clubrater.controller.evaluate import Evaluate
    from clubrater.controller.events import Events
    from clubrater.controller.exports import Exports
    from clubrater.controller.federation import Arrived, Listener
    from clubrater.controller.games import Games
    from clubrater.controller.imports import Imports
    from clubrater.controller.pairing import Pairings
    from clubrater.controller.players import Players
    from clubrater.controller.printouts import Printouts
    from clubrater.controller.rating_lists import RatingLists
    from clubrater.controller.reports import Reports
    from clubrater.controller.settings import Settings
    from clubrater.controller.site import Site
    from clubrater.controller.snapshot import Prefetch
    from clubrater.controller.whatif import WhatIf
    from clubrater.store.database import Database
    from clubrater.store.quick import QuickFile
    from clubrater.store.server import ServerDatabase


class SessionMessages(Messages):
    """Opening and creating a club file."""



class ClubController(ClubState):
    """One open club file, with its use cases as attributes."""

    def __init__(self, db: Database | ServerDatabase | QuickFile, *, today: Callable[[], date] = date.today,
                 early: bool = False, prefetched: Prefetch | None = None) -> None:
        super().__init__(db, today=today, early=early, prefetched=prefetched)
        self.queries = Queries(self)

    # The use cases below are made when first used: their modules (openpyxl, Jinja2, the rating lists'
    # readers) took a third of a second to import before a big club's standings could show (issue 14), and
    # those that write bring SQLAlchemy, which a club read from its snapshot never imports (issue 29).
    @cached_property
    def players(self) -> Players:
        from clubrater.controller.players import Players

        return Players(self)

    @cached_property
    def games(self) -> Games:
        from clubrater.controller.games import Games

        return Games(self)

    @cached_property
    def events(self) -> Events:
        from clubrater.controller.events import Events

        return Events(self)

    @cached_property
    def settings(self) -> Settings:
        from clubrater.controller.settings import Settings

        return Settings(self)

    @cached_property
    def imports(self) -> Imports:
        from clubrater.controller.imports import Imports

        return Imports(self)

    @cached_property
    def exports(self) -> Exports:
        from clubrater.controller.exports import Exports

        return Exports(self)

    @cached_property
    def printouts(self) -> Printouts:
        from clubrater.controller.printouts import Printouts

        return Printouts(self)

    @cached_property
    def reports(self) -> Reports:
        from clubrater.controller.reports import Reports

        return Reports(self)

    @cached_property
    def rating_lists(self) -> RatingLists:
        from clubrater.controller.rating_lists import RatingLists

        return RatingLists(self)

    @cached_property
    def site(self) -> Site:
        from clubrater.controller.site import Site

        return Site(self)

    @cached_property
    def pairings(self) -> Pairings:
        """Club-night pairing (issue 26)."""
        from clubrater.controller.pairing import Pairings

        return Pairings(self)

    @cached_property
    def evaluation(self) -> Evaluate:
        from clubrater.controller.evaluate import Evaluate

        return Evaluate(self)

    @cached_property
    def whatif(self) -> WhatIf:
        from clubrater.controller.whatif import WhatIf

        return WhatIf(self)

    @classmethod
    def create(
        cls, path: str | Path, system: str | RatingSystem, name: str = "", *, today: Callable[[], date] = date.today
    ) -> ClubController:
        """A new club file; an existing file is never overwritten."""
        from clubrater.store.database import Database
        from clubrater.store.models import Club, MemberClubRecord

        path = Path(path).expanduser()
        sys_ = system_from_name(system)
        if path.exists() and path.stat().st_size > 0:
            raise ClubRaterError(SessionMessages.tr("{path} already exists; ClubRater never overwrites a club database.").format(path=path))
        engine_for(sys_)  # refuse a system whose engine is missing before creating anything
        from clubrater.controller import checks

        checks.refuse_text({checks.FIELD_CLUB_NAME: name}, names=(checks.FIELD_CLUB_NAME,))  # before the file is made
        db = Database.open(path, create=True)
        with db.transaction() as s:
            s.add(Club(id=1, name=name or path.stem, system=sys_.value, default_komi=6.5, default_game_type="club"))
            own = s.get(MemberClubRecord, 1)
            if own is not None:  # the file's one member club is the club itself (revision 0006)
                own.name = name or path.stem
        return cls(db, today=today)

    @classmethod
    def open(
        cls, path: str | Path, *, read_only: bool = False, today: Callable[[], date] = date.today,
        password: Callable[[], str | None] | None = None, locked: bool = False, early: bool = False,
        prefetched: Prefetch | None = None,
    ) -> ClubController:
        """Open a club file, or a federation's database by URL (postgresql://ROLE@HOST:PORT/DB).

        `read_only` (another ClubRater holds the file) refuses every change with ReadOnlyError.
        `password` is asked only when a server wants one that neither the URL nor libpq's
        password file gave (returning None or "" cancels). `locked`: the caller holds the club's
        lock, so the file's integrity check may run beside the first read (issue 14); nothing is
        written before it has passed, and a damaged file is refused as before.
        `early` (with `locked`; the window): when the kept rating snapshot still matches the file, this returns
        as soon as the standings can be shown, and the games, their ratings and the integrity check are read
        by `ctrl.loading` (start it with `ctrl.loading.start()`); whatever needs them waits for them, every
        write too, and a damaged file is then refused by that wait (DamagedDatabaseError) instead of here.
        `prefetched`: `snapshot.prefetch_file(path)`, started by a caller holding the lock before this import.
        (controller/opening.py opens a club from its snapshot without SQLAlchemy, and this way when it cannot.)
        """
        from clubrater.store.database import DamagedDatabaseError, Database, DatabaseError
        from clubrater.store.models import Club

        if is_server_url(path):
            from clubrater.store.server import ServerDatabase

            server = ServerDatabase.open(str(path), password=password)
            try:
                return cls(server, today=today)
            except BaseException:
                server.close()
                raise
        db = Database.open(path, read_only=read_only, check="beside" if locked and not read_only else True)
        try:
            with db.reading() as s:
                if s.get(Club, 1) is None:
                    raise DatabaseError(SessionMessages.tr("{path} has no club in it; create one with `clubrater init`.").format(path=db.path))
            ctrl = cls(db, today=today, early=early, prefetched=prefetched)
            if ctrl.loading is None:
                db.confirm()  # the integrity check that ran beside the read (a no-op when it ran before)
        except DamagedDatabaseError:
            db.close()
            raise
        except BaseException:
            try:
                db.confirm()  # a damaged file explains a failed read best (DamagedDatabaseError)
            finally:
                db.close()
            raise
        return ctrl

    def reload(self) -> Changes:
        """Read the whole club again from its file (after another program changed it)."""
        self._load()
        self._arrived.clear()
        return Changes.everything()

    def version(self) -> int:
        """The version of the data this client shows (0 in a club file): what a form remembers when it opens,
        and hands back to the edit (`read=`), so that a row changed by someone else meanwhile is refused."""
        from clubrater.controller.versions import mark

        return mark(self)

    def cancel_wait(self, *, done: bool = False) -> None:
        """End a save's wait for the federation server at once (the window's Close, from another thread); the
        save then says nothing was saved. `done`: the work is over, later saves wait as usual. Nothing happens
        on a club file."""
        cancel = getattr(self.db, "cancel", None)
        if cancel is not None:
            cancel(done=done)

    def listener(self) -> Listener:
        """Hears other secretaries' saves (LISTEN on its own connection); close it when done."""
        from clubrater.controller.federation import Listener

        return Listener(self.db)

    def wait_for_changes(self, timeout: float, listener: Listener | None = None) -> Arrived:
        """Wait up to `timeout` seconds for another secretary's save, then catch up; what arrived.

        Keep one `listener` across calls (a new one each time could miss a save in between).
        """
        own = listener is None
        listener = listener or self.listener()
        try:
            arrived = self.refresh()
            if arrived.counts:
                return arrived
            listener.wait(timeout)
            listener.take()
            return self.refresh()
        finally:
            if own:
                listener.close()
