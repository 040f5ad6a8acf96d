"""The window's opening and closing of clubs: the lock, the quick standings, the background load, the damage offer.

MainWindow (ui/app.py) assembles the pages, menus and status bar; this is how a club gets onto them and off
again (issues 14 and 29). Opening a club file goes through controller/opening.py, the mechanism the command
line uses too:

1. the club's lock is taken (at start already, before the window is built: `lock_early`), which starts the
   reading of its kept snapshot and stamp in a thread (`Opening(path, locked=True)`);
2. when the snapshot matches the file, the standings are built from it with plain sqlite3 (`Opening.standings`)
   and painted read-only, the other pages and every change disabled, "Opening…" in the status bar;
3. the controller (SQLAlchemy) is imported and the club opened in a worker thread (`Opening.open`, `_load`),
   the standings page keeping its rows when they are the club's;
4. the club's games are read in the background (`ctrl.loading`), polled here; a damaged file found then closes
   the club and offers its newest good backup (`_offer_backup`), as a failure at once does;
5. once the games are in, the hidden pages are built while the window is idle.

A page never imports the main window, and neither does this module: the window is its `host` (`Host`). Its words
are the window's: translated in MainWindow's context, where they were before (and lupdate reads them there).
"""

from __future__ import annotations

import gc
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QStackedWidget, QStatusBar, QTabWidget

from clubrater.controller.changes import Changes
from clubrater.ui import federation, feedback
from clubrater.ui.context import APP_NAME
from clubrater.ui.i18n import context
from clubrater.ui.parts import module_exists
from clubrater.ui.plural import counted
from clubrater.ui.shown import said

if TYPE_CHECKING:
    from clubrater.controller.opening import Opening
    from clubrater.controller.session import ClubController
    from clubrater.controller.snapshot import Prefetch
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.context import WindowContext
    from clubrater.ui.drafts_ui import DraftKeeper
    from clubrater.ui.pages import IdleBuild, Page
    from clubrater.ui.players_page import PlayersPage
    from clubrater.ui.sheet_page import SheetPage
    from clubrater.ui.tasks import BusyRunner
    from clubrater.ui.week_check import WeekCheck
    from clubrater.ui.welcome import LoadingPage, WelcomePage

T = TypeVar("T")
log = logging.getLogger("clubrater.ui")
# The window's words, in MainWindow's context where they were before this module (lupdate reads `MainWindow.tr`
# as that context, plural counts too: ui/i18n.py's Context)
MainWindow = context("MainWindow")

DEMO_FILE = "Demo club.sqlite"
GAMES_AFTER_MS = 50  # a club's games are read this long after its standings were shown (issue 14)


class EarlyOpen(NamedTuple):
    """A club file locked, and its snapshot being read, before the window was built (`lock_early`)."""

    path: Path
    lock: Any
    prefetch: Prefetch | None


class Host(Protocol):
    """What the opening uses of the main window (ui/app.py's MainWindow, which makes the ClubOpener)."""

    ctx: WindowContext
    busy: BusyRunner
    pages: list[Page]
    players_page: PlayersPage
    sheet_page: SheetPage
    tabs: QTabWidget
    stack: QStackedWidget
    loading: LoadingPage
    welcome: WelcomePage
    summary: QLabel
    drafts: DraftKeeper
    week_check: WeekCheck
    idle_builds: IdleBuild

    def run(self, label: str, fn: Callable[[], T], *, hold_input: bool = True, smooth: bool = True) -> T: ...
    def show_welcome(self, message: str = "", kind: str = "info") -> None: ...
    def update_actions(self) -> None: ...
    def update_title(self) -> None: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name
    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802 - Qt's name
    def repaint(self) -> None: ...


class ClubOpener(QObject):
    """Opens, shows and closes the window's club (see the module's docstring); made once by MainWindow."""

    def __init__(self, host: Host) -> None:
        super().__init__(host)  # type: ignore[arg-type]  # the host is the window, a QObject
        self.host = host
        self.lock: Any = None  # the open club's lock (None: none held, or read-only)
        # A club whose games are read after its standings show (issue 14): polled until they are in, and the
        # automatic collector held off meanwhile, as while the rest of the club was read (_load).
        self.games_timer = QTimer(self)
        self.games_timer.setInterval(25)
        self.games_timer.timeout.connect(self._check_games)
        self.gc_was_enabled: bool | None = None
        self.watched: Any = None  # the open club's GamesLoad while the window waits for it
        self.quick_shown_at: float | None = None  # time.time() the last opening's quick standings were painted
        host.busy.started.connect(self._work_started)

    @property
    def ctrl(self) -> ClubController | None:
        return self.host.ctx.ctrl

    # ----------------------------------------------------------------- opening
    def open_path(self, path: str | Path, *, early: EarlyOpen | None = None) -> bool:
        """Open a club file; `early`: its lock and snapshot taken at start, before the window (`lock_early`)."""
        host = self.host
        p = Path(path).expanduser()
        if not self.close_club():
            if early is not None:
                early.lock.release()
            return False
        if early is not None and early.path != p:
            early.lock.release()
            early = None
        if not (p.exists() and p.stat().st_size > 0):
            if early is not None:
                early.lock.release()
            host.show_welcome(MainWindow.tr(
                "There is no club file at {path} any more. Was it moved, or on a memory stick?")
                .format(path=p), "error")
            return False
        locked: bool | None = True
        if early is not None:
            self.lock = early.lock
        else:
            locked = self._take_lock(p)
        if locked is None:
            host.show_welcome()
            return False
        # holding the lock, the file's integrity check runs beside the read (issue 14), the standings show from
        # the kept snapshot before the controller is imported (_quick_standings) and before the games are read
        from clubrater.controller.opening import Opening  # no SQLAlchemy (controller/opening.py)

        label = MainWindow.tr("Opening {club}…").format(club=p.stem)
        self.quick_shown_at = None
        opening = Opening(p, locked=bool(locked), prefetched=early.prefetch if early is not None else None)
        if locked:
            self._quick_standings(opening, label)
        return self._load(label, lambda: opening.open(read_only=not locked, early=bool(locked)))

    def create_club(self, name: str, system: RatingSystem, path: str | Path) -> bool:
        host = self.host
        p = Path(path).expanduser()
        if p.exists() and p.stat().st_size > 0:
            host.welcome.banner.say(MainWindow.tr(
                "There is already a club file at {path}. Open it, or choose another place or name.")
                .format(path=p), "error")
            return False
        if not self.close_club():
            return False
        # The lock follows the file itself, so it is taken once the file exists (_load -> _hold_lock).
        return self._load(MainWindow.tr("Creating {club}…").format(club=name),
                          lambda: _controller().create(p, system, name))

    def open_demo(self) -> bool:
        from clubrater.controller.files import data_dir

        host = self.host
        p = data_dir() / DEMO_FILE
        if not self.close_club():
            return False
        # A demo club made now is locked once its file exists (_load -> _hold_lock).
        locked = self._take_lock(p) if p.exists() and p.stat().st_size > 0 else True
        if locked is None:
            host.show_welcome()
            return False

        def make() -> ClubController:
            from clubrater.controller.demo import create_demo_club

            if p.exists() and p.stat().st_size > 0:
                return _controller().open(p, read_only=not locked)
            return create_demo_club(p)

        return self._load(MainWindow.tr("Opening the demo club…"), make,
                          MainWindow.tr(
                              "The first time, two years of club nights are made up."))

    def _quick_standings(self, opening: Opening, label: str) -> None:
        """Show a locked club file's standings from its snapshot before the controller is imported (issue 14).

        The snapshot and the data's stamp are read in a thread with plain sqlite3 (the `opening`'s prefetch, also
        what the controller then takes); when the stamp matches, the standings are built by the open club's rules
        (`Opening.standings`) and painted, read-only: every change, the other pages and the player's sheet wait for
        the controller, which is imported and opened after that paint (not beside it: it would hold the interpreter
        the paint needs). Any mismatch shows nothing here and the club opens as before."""
        host = self.host
        if opening.prefetched is None:  # a write-ahead log with something in it: the usual way at once
            return
        host.loading.label.setText(label)
        host.stack.setCurrentWidget(host.loading)
        host.update_actions()
        today = host.ctx.today()
        try:
            found = host.run(label, lambda: opening.standings(today), hold_input=False, smooth=False)
        except Exception:  # noqa: BLE001 - only a head start: the usual opening says what is wrong
            log.warning("no quick standings for %s", opening.path, exc_info=True)
            found = None
        if found is None:
            return
        host.players_page.show_quick(found)
        host.setWindowTitle(MainWindow.tr("{club} — {file} — {app}").format(
            club=found.club_name, file=opening.path.name, app=APP_NAME))
        host.summary.setText(summary_text(found.players, found.games, found.events))
        host.tabs.setCurrentIndex(0)
        for n in range(1, host.tabs.count()):  # nothing but the standings until the club is open
            host.tabs.setTabEnabled(n, False)
        host.stack.setCurrentWidget(host.tabs)
        host.players_page.setFocus()
        host.statusBar().showMessage(label)
        host.repaint()  # now, before the controller's import takes the interpreter (and see _work_started)
        self.quick_shown_at = time.time()

    def _work_started(self, _label: str) -> None:
        if self.host.players_page.showing_quick():
            # the opening's worker is about to import the controller: what the actions' change repaints (all of
            # the quick standings' table) is painted first, not while the worker holds the interpreter, when each
            # of the table's hundreds of data() calls would wait for it (a 0.2-0.3 s stall; issue 14)
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)

    def _end_quick(self) -> None:
        """The quick standings' read-only state is over: every page can be chosen again."""
        tabs = self.host.tabs
        for n in range(tabs.count()):
            tabs.setTabEnabled(n, True)
        self.host.statusBar().clearMessage()

    def _load(self, label: str, fn: Callable[[], ClubController], detail: str = "") -> bool:
        """Run an opening function off the GUI thread; the window shows a loading page meanwhile
        (or the quick standings, read-only, when they are on show: issue 14)."""
        host = self.host
        quick = host.players_page.showing_quick()
        if not quick:
            host.loading.label.setText(label)
            if detail:
                host.loading.detail.setText(detail)
            host.stack.setCurrentWidget(host.loading)
        host.update_actions()

        def work() -> ClubController:
            # Reading a big club makes millions of objects; a full collection meanwhile would hold the
            # interpreter (and so the window) for half a second at a time. The history lives as long as
            # the club is open, so afterwards it is frozen out of the collector's way.
            was_enabled = gc.isenabled()
            gc.disable()
            try:
                ctrl = fn()
            except BaseException:
                if was_enabled:
                    gc.enable()
                raise
            gc.freeze()
            if getattr(ctrl, "loading", None) is not None:  # its games are still to be read: see _check_games
                self.gc_was_enabled = was_enabled
                return ctrl
            if was_enabled:
                gc.enable()
            return ctrl

        try:
            # Only the loading page is on show: the worker may keep the interpreter longer at a time.
            ctrl = host.run(label, work, hold_input=False, smooth=False)
            ctrl = self._hold_lock(ctrl)
        except Exception as exc:
            self.release_lock()
            if quick:
                host.players_page.drop_quick()
                self._end_quick()
            host.show_welcome(feedback.explain(exc), "error")
            self._offer_backup(exc)
            return False
        self.set_controller(ctrl)
        return True

    def set_controller(self, ctrl: ClubController) -> None:
        """Show an open club: every page reads it afresh (the quick standings on show, if any, are taken over)."""
        host = self.host
        quick = host.players_page.showing_quick()
        self._end_quick()
        host.ctx.set_club(ctrl)
        try:
            from clubrater.controller.files import remember_database

            if not getattr(ctrl, "on_server", False):  # a server is not a club file (File > Connect remembers it)
                remember_database(ctrl.path)
        except Exception:  # the recent list is a convenience  # noqa: BLE001
            log.warning("could not remember %s", ctrl.path)
        host.welcome.forget_new_club()
        host.update_title()
        host.summary.setText(club_summary(ctrl))
        for page in host.pages:
            page.club_closed()
        host.ctx.apply(Changes.everything())  # every page out of date; one behind the loading page waits to be shown
        host.tabs.setCurrentIndex(0)
        # The standings are built once, as they come into view (they were built three times: 0.1 s each
        # for 5,000 players, the first before the pages had forgotten the last club; issue 14).
        host.stack.setCurrentWidget(host.tabs)
        if not host.players_page.isVisible():  # a window not (yet) on screen
            host.players_page.refresh_now()
        focus = QApplication.focusWidget()
        if not (quick and focus is not None and host.players_page.isAncestorOf(focus)):  # kept where the user is
            host.players_page.setFocus()
        host.update_actions()
        host.drafts.club_opened(ctrl)  # rows typed before a crash are offered back
        host.week_check.club_opened(ctrl)
        federation.attach(host)  # on a server: other secretaries' saves show by themselves (issue 11)
        loading = getattr(ctrl, "loading", None)
        if loading is not None:  # the standings show from the snapshot: the games are read once they have painted
            # (Qt paints at low priority, after a 0 ms timer: started at once, the load slowed the first paint of the
            # standings by a third, 0.075 -> 0.111 s median in 8 alternating starts)
            QTimer.singleShot(GAMES_AFTER_MS, loading.start)
            self.watched = loading
            self.games_timer.start()
        else:  # every game read already: the hidden pages are built once the standings have painted (issue 14)
            host.idle_builds.start(host.pages, ctrl, after_ms=GAMES_AFTER_MS)

    # ----------------------------------------------------------------- the games read after the standings
    def _check_games(self) -> None:
        """Polled while the open club's games are read after its standings (issue 14): when they are in, the
        promotions show and the collector comes back; a damaged file closes the club with today's message."""
        host = self.host
        ctrl, loading = self.ctrl, self.watched
        if ctrl is None or loading is None:
            self.games_timer.stop()
            return
        if not loading.done():
            return
        if loading.error is not None and host.busy.busy:  # an operation is waiting for it too: close after it
            return
        self.games_timer.stop()
        self.watched = None
        if loading.error is not None:
            self._games_failed(loading.error)
            return
        ctrl.wait_loaded()  # done: only takes the result (an operation may have taken it already)
        self._collector_back(freeze=True)
        if loading.replayed:  # the snapshot's rows could not be read: the club was rated again
            host.ctx.apply(Changes.everything())
        else:  # the promotions need the last club night's games (players_page leaves them out until now)
            host.players_page.model.set_rank_changes(ctrl.printouts.rank_changes())
        host.summary.setText(club_summary(ctrl))
        host.update_actions()
        host.idle_builds.start(host.pages, ctrl)  # so the first save after opening pays only for its change

    def _collector_back(self, *, freeze: bool) -> None:
        """The club is read: its objects frozen out of the collector's way, which is switched on again if it was."""
        was_enabled, self.gc_was_enabled = self.gc_was_enabled, None
        if was_enabled is None:
            return
        if freeze:
            gc.freeze()
        if was_enabled:
            gc.enable()

    def _games_failed(self, exc: BaseException) -> None:
        """Reading the club's games failed (a damaged file): the club is closed and the welcome page says why,
        as when opening fails at once."""
        host = self.host
        ctrl = self.ctrl
        assert ctrl is not None
        host.drafts.stop(discard=False)
        host.ctx.set_club(None)
        for page in host.pages:
            page.club_closed()
        federation.detach(host)
        try:
            ctrl.close()
        except Exception:  # noqa: BLE001 - the first failure is the one to explain
            log.warning("closing %s after its load failed", ctrl.path, exc_info=True)
        finally:
            self.release_lock()
            self._collector_back(freeze=False)
            gc.unfreeze()
        host.summary.setText("")
        host.show_welcome(feedback.explain(exc), "error")
        self._offer_backup(exc)

    # ----------------------------------------------------------------- closing
    def close_club(self) -> bool:
        """Close the open club (everything is saved already); False when the secretary keeps it open."""
        host = self.host
        if self.ctrl is None:
            return True
        if not self.sheet_may_go():
            return False
        host.drafts.stop(discard=True)  # left on purpose: nothing to offer next time
        ctrl = self.ctrl
        host.ctx.set_club(None)
        for page in host.pages:
            page.club_closed()
        federation.detach(host)
        try:
            ctrl.close()  # joins a load of its games still under way
        finally:
            self.release_lock()
            self.games_timer.stop()
            self.watched = None
            host.idle_builds.stop()
            self._collector_back(freeze=False)
            gc.unfreeze()
        host.summary.setText("")
        host.show_welcome()
        return True

    def quit(self) -> None:
        """The window closes (its close event was accepted): the club too, and its lock is let go."""
        if self.ctrl is not None:
            self.games_timer.stop()
            self.watched = None
            self.ctrl.close()  # joins a load of its games still under way
            self.release_lock()

    def sheet_may_go(self) -> bool:
        """Whether the record sheet's unsaved rows may be left (asks when there are any)."""
        host = self.host
        n = host.sheet_page.unsaved_rows()
        if not n:
            return True
        return feedback.ask(
            host, APP_NAME,  # type: ignore[arg-type]  # the window
            counted(MainWindow.tr(
                "The record sheet has %n row(s) not saved. Leave without saving them?", "", n), n),
            yes=MainWindow.tr("Leave without saving"),
            no=MainWindow.tr("Go back to the sheet"), default_yes=False,
        )

    # ----------------------------------------------------------------- the lock
    def release_lock(self) -> None:
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def _take_lock(self, path: Path) -> bool | None:
        """Hold the file against a second ClubRater: True locked, False open read-only, None give up.

        Uses clubrater.ui.lock when it is there; without it every file opens for writing.
        """
        if not module_exists("lock"):
            return True
        from clubrater.ui import lock

        try:
            taken = lock.acquire(path)
        except Exception as exc:  # e.g. a read-only folder: never write unguarded, say so and open read-only
            log.warning("no lock for %s: %s", path, exc)
            feedback.warn(self.host, APP_NAME, _no_lock_text(path, exc))  # type: ignore[arg-type]  # the window
            return False
        if taken is not None:
            self.lock = taken
            return True
        return False if feedback.ask_open_read_only(self.host, path) else None  # type: ignore[arg-type]

    def _hold_lock(self, ctrl: ClubController) -> ClubController:
        """A club opened for writing holds the lock; a file that did not exist before (a new club, the demo's
        first start) can only be locked now. If it cannot, say so plainly and open it read-only."""
        if ctrl.read_only or self.lock is not None or not module_exists("lock"):
            return ctrl
        from clubrater.ui import lock

        try:
            taken = lock.acquire(ctrl.path)
        except Exception as exc:  # noqa: BLE001 - any failure to lock means: do not write
            problem = _no_lock_text(ctrl.path, exc)
        else:
            if taken is not None:
                self.lock = taken
                return ctrl
            problem = said(lock.in_use_message(ctrl.path))
        log.warning("no lock for %s: %s", ctrl.path, problem)
        path = ctrl.path
        ctrl.close()
        feedback.warn(self.host, APP_NAME, problem)  # type: ignore[arg-type]  # the window
        return _controller().open(path, read_only=True)

    # ----------------------------------------------------------------- a damaged file
    def _offer_backup(self, exc: BaseException) -> None:
        """A damaged club file: offer its newest good backup (clubrater.ui.errors), then open it again."""
        if type(exc).__name__ != "DamagedDatabaseError" or not module_exists("errors"):
            return
        from clubrater.ui import errors

        offer = getattr(errors, "offer_newest_backup", None)
        path = getattr(exc, "path", None)
        if offer is not None and path is not None and offer(self.host, exc):
            self.open_path(path)


def club_summary(ctrl: ClubController) -> str:
    """The status bar's "40 players, 1103 games, 2 events", in the window's language (plural forms)."""
    h = ctrl.history
    return summary_text(len(h.players), ctrl.game_count(), len(h.events))  # the games may still be read


def summary_text(players: int, games: int, events: int) -> str:
    """`club_summary` from the counts (the quick standings have them before the controller: issue 14)."""
    from clubrater.ui.i18n import context

    StatusBar = context("StatusBar")  # counts through Context.tr: lupdate reads them as plural messages
    return StatusBar.tr("{players}, {games}, {events}").format(
        players=counted(StatusBar.tr("%n player(s)", "", players), players),
        games=counted(StatusBar.tr("%n game(s)", "", games), games),
        events=counted(StatusBar.tr("%n event(s)", "", events), events))


def _no_lock_text(path: Path, exc: BaseException) -> str:
    """The plain sentence for a club that could not be locked (and so opens read-only)."""
    return QCoreApplication.translate(
        "MainWindow", "ClubRater could not lock {file} ({reason}), so it opens read-only: nothing can be changed in "
        "this window. Close other programs using the file, or copy it to a folder you can write in, and open it again."
    ).format(file=Path(path).name, reason=feedback.explain(exc))


def lock_early(path: Path) -> EarlyOpen | None:
    """Lock the club file about to open at start and start reading its snapshot and stamp (`prefetch_file`)
    before the window is built, so SQLite sums the games on the other core meanwhile (issue 14); `open_path`
    takes both. None (nothing taken) when the file is not there, is locked by another ClubRater or cannot be
    locked: `open_path` then does as for any file (asks, or opens read-only)."""
    if not (path.exists() and path.stat().st_size > 0) or not module_exists("lock"):
        return None
    from clubrater.ui import lock

    try:
        taken = lock.acquire(path)
    except Exception:  # noqa: BLE001 - open_path tries again and says why
        return None
    if taken is None:
        return None
    from clubrater.controller import snapshot  # no SQLAlchemy

    return EarlyOpen(path, taken, snapshot.prefetch_file(path))


def _controller() -> type[ClubController]:
    """The controller class, imported where it is needed: in the worker thread that opens a club
    (SQLAlchemy and Alembic take over half a second to import, which the window must not wait for)."""
    from clubrater.controller.session import ClubController

    return ClubController
