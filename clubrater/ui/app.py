"""The main window: menus for every action, the pages, undo/redo, opening and closing clubs.

Start-up shows the window at once and opens the last club in a worker thread
(a big club takes seconds to rate), so the window paints and its menus work
while the club loads; a club file whose rating snapshot still matches shows its standings
before its games are read, which goes on in the background, and even before the controller
(SQLAlchemy) is imported: read-only until it is there (_quick_standings; issue 14). Every change goes
through an undo command (ui/undo.py); views refresh from the `Changes` it reports, the
visible page at once and the others when they are next shown.
"""

from __future__ import annotations

import gc
import logging
import sys
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QTabWidget,
)

from clubrater.controller.changes import Changes
from clubrater.domain.model import RatingSystem
from clubrater.ui import federation, feedback, guide, list_search
from clubrater.ui.context import APP_NAME, WindowContext, rating_systems
from clubrater.ui.operations import club as club_ops
from clubrater.ui.operations import players as players_ops
from clubrater.ui.parts import EXTERNAL, Parts, install_error_handling, module_exists
from clubrater.ui.plural import counted
from clubrater.ui.welcome import LoadingPage, WelcomePage

if TYPE_CHECKING:
    from clubrater.controller.session import ClubController
    from clubrater.controller.snapshot import Prefetch
    from clubrater.ui.pages import Page

T = TypeVar("T")
log = logging.getLogger("clubrater.ui")

DEMO_FILE = "Demo club.sqlite"


class EarlyOpen(NamedTuple):
    """A club file locked, and its snapshot being read, before the window was built (`lock_early`)."""

    path: Path
    lock: Any
    prefetch: Prefetch | None
GAMES_AFTER_MS = 50  # a club's games are read this long after its standings were shown (issue 14)

class MainWindow(QMainWindow):
    """ClubRater's window; give it a controller (tests) or let it open one (main)."""

    actions: dict[str, QAction]  # type: ignore[assignment]  # every action by name (QWidget.actions() unused)

    def __init__(self, controller: ClubController | None = None, *, today: Callable[[], date] | None = None) -> None:
        super().__init__()
        self.parts = Parts()  # import, exports, printing, backups: each found when first used
        self._lock: Any = None
        # A club whose games are read after its standings show (issue 14): polled until they are in, and the
        # automatic collector held off meanwhile, as while the rest of the club was read (_load).
        self._games_timer = QTimer(self)
        self._games_timer.setInterval(25)
        self._games_timer.timeout.connect(self._check_games)
        self._gc_was_enabled: bool | None = None
        self._watched: Any = None  # the open club's GamesLoad while the window waits for it
        self.quick_shown_at: float | None = None  # time.time() the last opening's quick standings were painted
        from clubrater.ui.pages import IdleBuild

        self._idle_builds = IdleBuild(self)  # the hidden pages, built once the games are in (issue 14)
        self.setWindowTitle(APP_NAME)
        self.resize(1366, 768)

        self.ctx = WindowContext(self, today=today)  # all that the pages see of the window
        self.undo_stack = self.ctx.undo_stack
        self.busy = self.ctx.busy
        self.busy.started.connect(self._work_started)
        self.busy.finished.connect(self.update_actions)
        self.summary = QLabel()
        self.statusBar().addWidget(self.summary)

        self.actions = self.ctx.actions
        self._make_actions()

        from clubrater.ui.club_night import ClubNightPage
        from clubrater.ui.entry_page import EntryPage
        from clubrater.ui.games_page import EventsPage, GamesPage
        from clubrater.ui.player_page import PlayerPage
        from clubrater.ui.players_page import PlayersPage
        from clubrater.ui.sheet_page import SheetPage

        self.welcome = WelcomePage()
        self.welcome.create_requested.connect(self.create_club)
        self.welcome.open_requested.connect(lambda p: self.open_path(p) if p else self.choose_and_open())
        self.welcome.demo_requested.connect(self.open_demo)
        self.loading = LoadingPage()
        self.players_page = PlayersPage(self.ctx)
        self.entry_page = EntryPage(self.ctx)
        self.sheet_page = SheetPage(self.ctx)
        self.games_page = GamesPage(self.ctx)
        self.events_page = EventsPage(self.ctx)
        self.player_page = PlayerPage(self.ctx)
        self.club_night_page = ClubNightPage(self.ctx)  # issue 26
        from clubrater.ui.drafts_ui import DraftKeeper

        self.drafts = DraftKeeper(self.ctx, self.sheet_page, self.entry_page)  # typing survives a crash (issue 19)
        from clubrater.ui.week_check import WeekCheck

        self.week_check = WeekCheck(self.ctx)  # a club unchecked for a week is checked in the background (issue 19)
        self.pages: list[Page] = [self.players_page, self.entry_page, self.sheet_page, self.games_page,
                                  self.events_page, self.player_page, self.club_night_page]
        self.tabs = QTabWidget()
        self.tabs.setObjectName("mainTabs")
        self.tabs.setDocumentMode(True)
        for n, page in enumerate(self.pages, start=1):
            self.tabs.addTab(page, f"{page.title}  (Ctrl+{n})")
        from clubrater.ui.evaluate_page import EvaluatePage  # issue 27: View > How well the ratings predict

        self.evaluate_page = EvaluatePage(self.ctx)
        self.pages.append(self.evaluate_page)
        self.tabs.addTab(self.evaluate_page, self.evaluate_page.title)
        self.tabs.currentChanged.connect(self._page_changed)
        self.players_page.open_player.connect(self.show_player)
        self.ctx.changed.connect(self._club_changed)  # after the pages: they refresh first
        self.ctx.actions_stale.connect(self.update_actions)
        self.ctx.player_requested.connect(self.show_player)
        self.ctx.games_of_player_requested.connect(self.show_games_of_player)
        self.ctx.games_of_event_requested.connect(self.show_games_of_event)
        self.ctx.to_sheet.connect(self._pairs_to_sheet)
        self.ctx.typed_pairs = self.sheet_page.typed_pairs

        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(self.loading)
        self.stack.addWidget(self.tabs)
        self.setCentralWidget(self.stack)
        self._make_menus()

        if controller is not None:
            self.set_controller(controller)
        else:
            self.show_welcome()

    # ----------------------------------------------------------------- basics
    @property
    def ctrl(self) -> ClubController | None:
        return self.ctx.ctrl

    def run(self, label: str, fn: Callable[[], T], *, hold_input: bool = True, smooth: bool = True) -> T:
        """Work off the GUI thread (also found by duck typing from reports_ui and import_dialog)."""
        return self.ctx.run(label, fn, hold_input=hold_input, smooth=smooth)

    def _club_changed(self, changes: Changes) -> None:
        """After the pages have taken an operation's Changes: the title, the summary, the actions."""
        if self.ctx.ctrl is None:
            return
        if changes.settings:
            self._update_title()
        self.summary.setText(club_summary(self.ctx.ctrl))
        self.update_actions()

    # ----------------------------------------------------------------- actions and menus
    def _action(self, name: str, text: str, keys: str | QKeySequence.StandardKey | list[str], slot: Callable[[], Any],
                tip: str = "", *, checkable: bool = False) -> QAction:
        a = QAction(text, self)
        a.setObjectName(name)
        if isinstance(keys, list):
            a.setShortcuts([QKeySequence(k) for k in keys])
        else:
            a.setShortcut(QKeySequence(keys))
        if tip:
            a.setStatusTip(tip)
            keys_text = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            a.setToolTip(f"{tip} ({keys_text})" if keys_text else tip)
        a.setCheckable(checkable)
        a.triggered.connect(lambda *_: self._guard(slot))
        self.addAction(a)
        self.actions[name] = a
        return a

    def _guard(self, slot: Callable[[], Any]) -> None:
        """No action ever shows a traceback: anything unexpected becomes a sentence."""
        try:
            slot()
        except Exception as exc:
            self.ctx.report(exc)

    def _make_actions(self) -> None:
        A = self._action  # noqa: N806
        A("new_club", self.tr("&New club…"), "Ctrl+N", self.new_club, self.tr("Start a new club file"))
        A("open_club", self.tr("&Open club file…"), "Ctrl+O", self.choose_and_open, self.tr("Open a club file"))
        A("demo", self.tr("Try the &demo club"), "Ctrl+Shift+D", self.open_demo, self.tr("Open a made-up club to try things out"))
        A("connect_federation", self.tr("Connect to a &federation database…"), "Ctrl+Alt+O",
          lambda: federation.connect(self), self.tr("Work on the clubs' shared rating list on a PostgreSQL server"))
        A("push_club", self.tr("P&ush a club file into the federation…"), "Ctrl+Alt+U",
          lambda: federation.push_club_file(self),
          self.tr("Move a club file's players and games into the federation database, after a preview"))
        A("pull_club", self.tr("Pu&ll a club file from the federation…"), "Ctrl+Alt+K",
          lambda: federation.pull_club_file(self),
          self.tr("Write the whole federation into a new club file of your club, to use without the server"))
        A("import", self.tr("&Import…"), "Ctrl+I", lambda: self._external("import"), self.tr("Add players or games from a file"))
        A("export_workbook", self.tr("Export &workbook…"), "Ctrl+E", lambda: self._external("export_workbook"),
          self.tr("Standings, games and players as a spreadsheet"))
        A("export_csv", self.tr("Export games as &CSV…"), "Ctrl+Shift+E", lambda: self._external("export_csv"),
          self.tr("Every game as a CSV file"))
        A("export_fesa_list", self.tr("Export FESA &list (all.txt)…"), "Ctrl+Alt+F", lambda: self._external("export_fesa_list"),
          self.tr("The Elo list in the FESA rating program's layout"))
        A("export_fesa_event", self.tr("Export FESA &tournament files…"), "Ctrl+Alt+T",
          lambda: self._external("export_fesa_event"),
          self.tr("One event as turnering.txt and nye-spillere for FESA's rating officer"))
        A("print_preview", self.tr("Print pre&view…"), "Ctrl+Shift+P", lambda: self._external("print_preview"),
          self.tr("See the noticeboard standings before printing"))
        A("print", self.tr("&Print standings…"), "Ctrl+P", lambda: self._external("print"), self.tr("Print the noticeboard standings"))
        A("save_pdf", self.tr("Save standings as P&DF…"), "Ctrl+Alt+P", lambda: self._external("save_pdf"),
          self.tr("The noticeboard standings as a PDF file"))
        #: A choice for the noticeboard printout: a line "1 win to 9k" under each player one win from promotion.
        A("promotion_lines", self.tr("Print \"1 &win to …\" lines"), "Ctrl+Alt+L", self._promotion_lines,
          self.tr("Under each player one win from promotion, the noticeboard says \"1 win to 9k\""), checkable=True)
        A("publish_site", self.tr("Publish &website…"), "Ctrl+Alt+W", lambda: self._external("publish_site"),
          self.tr("The club's standings, record sheets and events as web pages, to upload or open from disk"))
        A("back_up", self.tr("&Back up now"), "Ctrl+Alt+B", self.back_up, self.tr("Put a copy of the club file in its backups folder"))
        A("restore_backup", self.tr("&Restore a backup…"), "Ctrl+Shift+B", self.restore_backup,
          self.tr("Go back to a copy of the club file taken earlier"))
        A("close_club", self.tr("&Close club"), "Ctrl+W", self.close_club, self.tr("Close this club and show the welcome page"))
        A("quit", self.tr("&Quit"), "Ctrl+Q", self.close, self.tr("Leave ClubRater (everything is already saved)"))

        undo_a = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo_a.setObjectName("undo")
        undo_a.setShortcut(QKeySequence("Ctrl+Z"))
        redo_a = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo_a.setObjectName("redo")
        redo_a.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for a in (undo_a, redo_a):
            self.addAction(a)
        self.actions["undo"], self.actions["redo"] = undo_a, redo_a
        ctx, players = self.ctx, players_ops
        A("settings", self.tr("Club &settings…"), "Ctrl+,", lambda: club_ops.edit_settings(ctx),
          self.tr("Club name, rating system, default komi"))

        #: The club's rating list, strongest first (German "Rangliste", French "classement").
        A("page_standings", self.tr("&Standings"), "Ctrl+1", lambda: self.show_page(0), self.tr("The rating list"))
        A("page_entry", self.tr("&Enter a game"), "Ctrl+2", lambda: self.show_page(1), self.tr("Type one game; Enter saves it"))
        #: The record sheet: the list of an evening's games, one game a row (as on the club's paper sheet).
        A("page_sheet", self.tr("&Record sheet"), "Ctrl+3", lambda: self.show_page(2), self.tr("Type an evening's games row by row"))
        A("page_games", self.tr("&Games list"), "Ctrl+4", lambda: self.show_page(3), self.tr("Every game, with filters"))
        A("page_events", self.tr("E&vents"), "Ctrl+5", lambda: self.show_page(4), self.tr("Tournaments and other events"))
        A("page_player", self.tr("&Player"), "Ctrl+6", lambda: self.show_page(5), self.tr("One player's record sheet and chart"))
        A("page_club_night", self.tr("Clu&b night"), "Ctrl+7", lambda: self.show_page(6),
          self.tr("Tick who is here, pair them, print the pairings"))
        A("find_player", self.tr("&Find a player"), "Ctrl+F", self.find_player, self.tr("Type to filter the standings"))
        A("page_evaluate", self.tr("How &well the ratings predict"), "Ctrl+8",
          lambda: self.show_page(self.tabs.indexOf(self.evaluate_page)),
          self.tr("Each rating system scored on the club's own games: which predicts best, and are the handicaps fair?"))
        A("show_inactive", self.tr("Show players &not on the list"), "Ctrl+Shift+H", self._toggle_inactive,
          self.tr("Include inactive players in the standings"), checkable=True)

        # The pages are made after the actions (their buttons show them): page slots are looked up when triggered.
        A("save_sheet", self.tr("&Save the record sheet"), "Ctrl+S", self._save_sheet, self.tr("Save every game of the record sheet"))
        A("add_missing", self.tr("&Add the missing player"), "Ctrl+Shift+A", lambda: self.sheet_page.add_missing_for_current(),
          self.tr("Add the player (or event) the current row of the record sheet does not know"))
        A("clear_sheet", self.tr("C&lear the record sheet"), "Ctrl+Shift+Del", lambda: self.sheet_page.clear_asking(),
          self.tr("Empty the record sheet without saving"))
        A("edit_game", self.tr("&Change game…"), "Ctrl+Shift+G", lambda: self.games_page.edit_selected(),
          self.tr("Correct the selected game"))
        A("delete_game", self.tr("&Delete game"), "Del", lambda: self.games_page.delete_selected(), self.tr("Delete the selected games"))

        A("add_player", self.tr("&Add player…"), "Ctrl+Shift+N", lambda: players.add_player(ctx), self.tr("A new player"))
        A("edit_player", self.tr("&Change player…"), "F2", lambda: players.edit_player(ctx, self.selected_player()),
          self.tr("Name, rank, club of the selected player"))
        A("merge_players", self.tr("&Merge two players…"), "Ctrl+M",
          lambda: players.merge_players(ctx, self.selected_player()),
          self.tr("One person entered twice: move the games of one entry to the other"))
        #: An inactive player is left off the standings until he plays again.
        A("toggle_active", self.tr("Mark &inactive"), "Ctrl+Shift+I", lambda: players.toggle_active(ctx, self.selected_player()),
          self.tr("Take the player off the standings (or put them back)"))
        #: Set a player's kyu/dan rank (and index or rating) by hand from a date on.
        A("adjust_player", self.tr("Ad&just rank…"), "Ctrl+J", lambda: players.adjust_player(ctx, self.selected_player()),
          self.tr("Set the player's rank and index from a date on"))
        A("delete_adjustment", self.tr("&Remove this adjustment"), "Ctrl+Shift+J",
          lambda: self.player_page.delete_current_adjustment(),
          self.tr("Take back the adjustment selected in the player's record sheet"))
        A("open_player", self.tr("&Open player"), "Ctrl+Shift+O", self.open_selected_player,
          self.tr("The selected player's record sheet and chart"))
        A("player_report", self.tr("&Report for this player…"), "Ctrl+Shift+R", lambda: self._external("player_report"),
          self.tr("A printable report of the player's record sheet"))
        A("compare_player", self.tr("Com&pare with…"), "Ctrl+Shift+C", self.focus_compare,
          self.tr("Draw a second player's history on the chart"))
        #: "list": a federation's rating list (EGD, FFG, AGA) kept on this computer.
        A("compare_list", self.tr("Compare with &list…"), "Ctrl+Shift+L", lambda: list_search.compare_with_list(ctx),
          self.tr("The club's players against the EGD, FFG or AGA list kept: who differs, IDs and ratings to store"))
        A("update_list", self.tr("Download a rating lis&t…"), "Ctrl+Alt+R", lambda: list_search.update_list(ctx),
          self.tr("The EGD, FFG or AGA list from the federation's web site, kept in the club file (list update)"))

        A("add_event", self.tr("&Add event…"), "Ctrl+Alt+N", lambda: self.events_page.add_event(),
          self.tr("A tournament or other event"))
        A("edit_event", self.tr("&Change event…"), "Ctrl+Alt+E", lambda: self.events_page.edit_current(),
          self.tr("Name, dates, class of the selected event"))
        A("delete_event", self.tr("&Delete event…"), "Ctrl+Alt+D", lambda: self.events_page.delete_current(),
          self.tr("Remove the selected event (one without games)"))

        A("help", self.tr("&How to enter games"), "F1", lambda: guide.show_help(self), self.tr("A short guide"))
        A("about", self.tr("&About ClubRater"), "Shift+F1", lambda: guide.show_about(self), self.tr("Version and licence"))

    def _make_menus(self) -> None:
        mb = self.menuBar()
        a = self.actions
        file = mb.addMenu(self.tr("&File"))
        file.addActions([a["new_club"], a["open_club"]])
        self.recent_menu = QMenu(self.tr("Open &recent"), self)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file.addMenu(self.recent_menu)
        file.addAction(a["demo"])
        file.addActions([a["connect_federation"], a["push_club"], a["pull_club"]])
        file.addSeparator()
        file.addActions([a["import"], a["export_workbook"], a["export_csv"]])
        file.addActions([a["export_fesa_list"], a["export_fesa_event"]])  # shown for a FESA club only (update_actions)
        file.addSeparator()
        file.addActions([a["print_preview"], a["print"], a["save_pdf"], a["promotion_lines"], a["publish_site"]])
        file.addSeparator()
        file.addActions([a["back_up"], a["restore_backup"], a["close_club"], a["quit"]])
        file.aboutToShow.connect(self._check_external)
        edit = mb.addMenu(self.tr("&Edit"))
        edit.addActions([a["undo"], a["redo"]])
        edit.addSeparator()
        edit.addAction(a["settings"])
        games = mb.addMenu(self.tr("&Games"))
        games.addActions([a["page_club_night"], a["page_entry"], a["page_sheet"], a["save_sheet"], a["add_missing"],
                          a["clear_sheet"]])
        games.addSeparator()
        games.addActions([a["page_games"], a["edit_game"], a["delete_game"]])
        players = mb.addMenu(self.tr("&Players"))
        players.addActions([a["add_player"], a["edit_player"], a["merge_players"], a["toggle_active"],
                            a["adjust_player"], a["delete_adjustment"]])
        players.addSeparator()
        players.addActions([a["open_player"], a["compare_player"], a["player_report"]])
        players.addSeparator()
        players.addActions([a["compare_list"], a["update_list"]])
        players.aboutToShow.connect(self._check_external)
        events = mb.addMenu(self.tr("E&vents"))
        events.addActions([a["page_events"], a["add_event"], a["edit_event"], a["delete_event"]])
        view = mb.addMenu(self.tr("&View"))
        view.addActions([a["page_standings"], a["page_entry"], a["page_sheet"], a["page_games"], a["page_events"],
                         a["page_player"], a["page_club_night"], a["page_evaluate"]])
        view.addSeparator()
        view.addActions([a["find_player"], a["show_inactive"]])
        view.addSeparator()
        from clubrater.ui import i18n

        view.addMenu(i18n.language_menu(self))  # the window's language, also with no club open (issue 13)
        help_ = mb.addMenu(self.tr("&Help"))
        help_.addActions([a["help"], a["about"]])

    def update_actions(self) -> None:
        """Enable what makes sense now (a club open, a player or game selected, nothing running)."""
        a = self.actions
        has = self.ctrl is not None and not self.busy.busy
        page = self.tabs.currentWidget() if has and self.stack.currentWidget() is self.tabs else None
        for name in ("import", "export_workbook", "export_csv", "print_preview", "print", "save_pdf", "publish_site",
                     "close_club",
                     "settings", "page_standings", "page_entry", "page_sheet", "page_games", "page_events",
                     "page_player", "page_club_night", "page_evaluate", "find_player", "show_inactive", "add_player",
                     "merge_players", "add_event",
                     "compare_list", "update_list",
                     "back_up", "restore_backup"):
            a[name].setEnabled(has)
        for name in ("new_club", "open_club", "demo", "connect_federation"):
            a[name].setEnabled(not self.busy.busy)
        on_server = has and bool(getattr(self.ctrl, "on_server", False))
        a["push_club"].setEnabled(on_server)
        a["pull_club"].setEnabled(on_server)
        for name in ("back_up", "restore_backup", "update_list"):  # a server's backups are the server's (pg_dump)
            a[name].setEnabled(has and not on_server)  # and it keeps no rating lists
        fesa = has and self.ctrl is not None and self.ctrl.system == RatingSystem.FESA
        for name in ("export_fesa_list", "export_fesa_event"):
            a[name].setEnabled(fesa)
            a[name].setVisible(fesa)
        for name in EXTERNAL:
            if self.parts.missing(name):
                a[name].setEnabled(False)
        pid = self.selected_player() if has else None
        for name in ("edit_player", "toggle_active", "adjust_player", "open_player", "compare_player"):
            a[name].setEnabled(pid is not None)
        a["player_report"].setEnabled(pid is not None and not self.parts.missing("player_report"))
        if pid is not None and self.ctrl is not None:
            active = self.ctrl.queries.player(pid).active
            a["toggle_active"].setText(self.tr("Mark &inactive") if active else self.tr("Mark &active again"))
        a["compare_player"].setEnabled(page is self.player_page and self.player_page.player_id is not None)
        row = self.player_page.current_record_row() if page is self.player_page else None
        a["delete_adjustment"].setEnabled(row is not None and row.kind == "adjustment")
        a["open_player"].setEnabled(page is self.players_page and pid is not None)
        on_sheet = page is self.sheet_page
        a["save_sheet"].setEnabled(on_sheet)
        a["clear_sheet"].setEnabled(on_sheet)
        a["add_missing"].setEnabled(on_sheet and self.sheet_page.has_missing())
        on_games = page is self.games_page
        selected = on_games and bool(self.games_page.selected_games())
        a["edit_game"].setEnabled(on_games and selected)
        a["delete_game"].setEnabled(on_games and selected)
        a["edit_event"].setEnabled(page is self.events_page and self.events_page.current_event() is not None)
        a["delete_event"].setEnabled(a["edit_event"].isEnabled())
        for name in ("undo", "redo"):
            if not has:
                a[name].setEnabled(False)
        if has:
            a["undo"].setEnabled(self.undo_stack.canUndo())
            a["redo"].setEnabled(self.undo_stack.canRedo())
        federation.explain_rights(self)  # another club's row on a server: disabled, and why (issue 30, point 5)

    # ----------------------------------------------------------------- pages
    def show_page(self, n: int) -> None:
        if self.ctrl is None:
            return
        self.stack.setCurrentWidget(self.tabs)
        self.tabs.setCurrentIndex(n)
        page = self.tabs.currentWidget()
        if page is self.sheet_page:
            self.sheet_page.start()
        else:
            page.setFocus()

    def _page_changed(self, _n: int) -> None:
        self.update_actions()

    def _pairs_to_sheet(self, rows: list[tuple[Any, ...]]) -> None:
        """The Club night page's pairs onto the record sheet, which is shown with the first winner to type."""
        self.sheet_page.fill_from_pairing(rows)
        self.show_page(2)
        self.sheet_page.go_to_first_winner()

    def _save_sheet(self) -> None:
        """Ctrl+S saves the record sheet only while it is on show."""
        if self.tabs.currentWidget() is self.sheet_page:
            self.sheet_page.save()

    def selected_player(self) -> int | None:
        page = self.tabs.currentWidget()
        if page is self.player_page:
            return self.player_page.player_id
        if page is self.players_page:
            return self.players_page.current_player()
        return None

    def show_player(self, pid: int) -> None:
        self.player_page.show_player(pid)
        self.show_page(5)

    def open_selected_player(self) -> None:
        pid = self.players_page.current_player()
        if pid is not None:
            self.show_player(pid)

    def show_games_of_player(self, pid: int) -> None:
        self.show_page(3)
        self.games_page.show_player(self.ctrl.queries.player(pid).name if self.ctrl else "")

    def show_games_of_event(self, eid: int) -> None:
        self.show_page(3)
        self.games_page.show_event(eid)

    def find_player(self) -> None:
        self.show_page(0)
        self.players_page.filter.setFocus()
        self.players_page.filter.selectAll()

    def focus_compare(self) -> None:
        self.show_page(5)
        self.player_page.compare.setFocus()

    def _toggle_inactive(self) -> None:
        self.players_page.inactive.setChecked(self.actions["show_inactive"].isChecked())

    # ----------------------------------------------------------------- opening and closing clubs
    def show_welcome(self, message: str = "", kind: str = "info") -> None:
        from clubrater.controller.files import data_dir, recent_databases

        self.welcome.set_folder(data_dir())
        self.welcome.set_systems(rating_systems())
        self.welcome.set_recent([p for p in recent_databases() if p.exists()])
        self.welcome.banner.say(message, kind)
        self.stack.setCurrentWidget(self.welcome)
        self.welcome.name.setFocus()
        self._update_title()
        self.update_actions()

    def set_controller(self, ctrl: ClubController) -> None:
        """Show an open club: every page reads it afresh (the quick standings on show, if any, are taken over)."""
        quick = self.players_page.showing_quick()
        self._end_quick()
        self.ctx.set_club(ctrl)
        try:
            from clubrater.controller.files import remember_database

            if not getattr(ctrl, "on_server", False):  # a server is not a club file (File > Connect remembers it)
                remember_database(ctrl.path)
        except Exception:  # the recent list is a convenience  # noqa: BLE001
            log.warning("could not remember %s", ctrl.path)
        self.welcome.forget_new_club()
        self._update_title()
        self.summary.setText(club_summary(ctrl))
        for page in self.pages:
            page.club_closed()
        self.ctx.apply(Changes.everything())  # every page out of date; one behind the loading page waits to be shown
        self.tabs.setCurrentIndex(0)
        # The standings are built once, as they come into view (they were built three times: 0.1 s each
        # for 5,000 players, the first before the pages had forgotten the last club; issue 14).
        self.stack.setCurrentWidget(self.tabs)
        if not self.players_page.isVisible():  # a window not (yet) on screen
            self.players_page.refresh_now()
        focus = QApplication.focusWidget()
        if not (quick and focus is not None and self.players_page.isAncestorOf(focus)):  # kept where the user is
            self.players_page.setFocus()
        self.update_actions()
        self.drafts.club_opened(ctrl)  # rows typed before a crash are offered back
        self.week_check.club_opened(ctrl)
        federation.attach(self)  # on a server: other secretaries' saves show by themselves (issue 11)
        loading = getattr(ctrl, "loading", None)
        if loading is not None:  # the standings show from the snapshot: the games are read once they have painted
            # (Qt paints at low priority, after a 0 ms timer: started at once, the load slowed the first paint of the
            # standings by a third, 0.075 -> 0.111 s median in 8 alternating starts)
            QTimer.singleShot(GAMES_AFTER_MS, loading.start)
            self._watched = loading
            self._games_timer.start()
        else:  # every game read already: the hidden pages are built once the standings have painted (issue 14)
            self._idle_builds.start(self.pages, ctrl, after_ms=GAMES_AFTER_MS)

    def close_club(self) -> bool:
        """Close the open club (everything is saved already); False when the secretary keeps it open."""
        if self.ctrl is None:
            return True
        if not self._sheet_may_go():
            return False
        self.drafts.stop(discard=True)  # left on purpose: nothing to offer next time
        ctrl = self.ctrl
        self.ctx.set_club(None)
        for page in self.pages:
            page.club_closed()
        federation.detach(self)
        try:
            ctrl.close()  # joins a load of its games still under way
        finally:
            self._release_lock()
            self._games_timer.stop()
            self._watched = None
            self._idle_builds.stop()
            self._collector_back(freeze=False)
            gc.unfreeze()
        self.summary.setText("")
        self.show_welcome()
        return True

    def _check_games(self) -> None:
        """Polled while the open club's games are read after its standings (issue 14): when they are in, the
        promotions show and the collector comes back; a damaged file closes the club with today's message."""
        ctrl, loading = self.ctrl, self._watched
        if ctrl is None or loading is None:
            self._games_timer.stop()
            return
        if not loading.done():
            return
        if loading.error is not None and self.busy.busy:  # an operation is waiting for it too: close after it
            return
        self._games_timer.stop()
        self._watched = None
        if loading.error is not None:
            self._games_failed(loading.error)
            return
        ctrl.wait_loaded()  # done: only takes the result (an operation may have taken it already)
        self._collector_back(freeze=True)
        if loading.replayed:  # the snapshot's rows could not be read: the club was rated again
            self.ctx.apply(Changes.everything())
        else:  # the promotions need the last club night's games (players_page leaves them out until now)
            self.players_page.model.set_rank_changes(ctrl.printouts.rank_changes())
        self.summary.setText(club_summary(ctrl))
        self.update_actions()
        self._idle_builds.start(self.pages, ctrl)  # so the first save after opening pays only for its change

    def _collector_back(self, *, freeze: bool) -> None:
        """The club is read: its objects frozen out of the collector's way, which is switched on again if it was."""
        was_enabled, self._gc_was_enabled = self._gc_was_enabled, None
        if was_enabled is None:
            return
        if freeze:
            gc.freeze()
        if was_enabled:
            gc.enable()

    def _games_failed(self, exc: BaseException) -> None:
        """Reading the club's games failed (a damaged file): the club is closed and the welcome page says why,
        as when opening fails at once."""
        ctrl = self.ctrl
        assert ctrl is not None
        self.drafts.stop(discard=False)
        self.ctx.set_club(None)
        for page in self.pages:
            page.club_closed()
        federation.detach(self)
        try:
            ctrl.close()
        except Exception:  # noqa: BLE001 - the first failure is the one to explain
            log.warning("closing %s after its load failed", ctrl.path, exc_info=True)
        finally:
            self._release_lock()
            self._collector_back(freeze=False)
            gc.unfreeze()
        self.summary.setText("")
        self.show_welcome(feedback.explain(exc), "error")
        self._offer_backup(exc)

    def _release_lock(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

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
            feedback.warn(self, APP_NAME, _no_lock_text(path, exc))
            return False
        if taken is not None:
            self._lock = taken
            return True
        return False if feedback.ask_open_read_only(self, path) else None

    def _sheet_may_go(self) -> bool:
        n = self.sheet_page.unsaved_rows()
        if not n:
            return True
        return feedback.ask(
            self, APP_NAME,
            counted(self.tr("The record sheet has %n row(s) not saved. Leave without saving them?", "", n), n),
            yes=self.tr("Leave without saving"), no=self.tr("Go back to the sheet"), default_yes=False,
        )

    def _load(self, label: str, fn: Callable[[], ClubController], detail: str = "") -> bool:
        """Run an opening function off the GUI thread; the window shows a loading page meanwhile
        (or the quick standings, read-only, when they are on show: issue 14)."""
        quick = self.players_page.showing_quick()
        if not quick:
            self.loading.label.setText(label)
            if detail:
                self.loading.detail.setText(detail)
            self.stack.setCurrentWidget(self.loading)
        self.update_actions()

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
                self._gc_was_enabled = was_enabled
                return ctrl
            if was_enabled:
                gc.enable()
            return ctrl

        try:
            # Only the loading page is on show: the worker may keep the interpreter longer at a time.
            ctrl = self.run(label, work, hold_input=False, smooth=False)
            ctrl = self._hold_lock(ctrl)
        except Exception as exc:
            self._release_lock()
            if quick:
                self.players_page.drop_quick()
                self._end_quick()
            self.show_welcome(feedback.explain(exc), "error")
            self._offer_backup(exc)
            return False
        self.set_controller(ctrl)
        return True

    def _quick_standings(self, path: Path, label: str, ready: Prefetch | None = None) -> Prefetch | None:
        """Show a locked club file's standings from its snapshot before the controller is imported (issue 14).

        The snapshot and the data's stamp are read in a thread with plain sqlite3 (`prefetch_file`, also what
        the controller then takes); when the stamp matches, the standings are built by the open club's rules
        (controller/quick.py) and painted, read-only: every change, the other pages and the player's sheet wait
        for the controller, which is imported and opened after that paint (not beside it: it would hold the
        interpreter the paint needs). Any mismatch shows nothing here and the club opens as before.
        Returns the prefetch for the controller's open (None: the file has a write-ahead log)."""
        from clubrater.controller import snapshot  # no SQLAlchemy

        ready = ready or snapshot.prefetch_file(path)  # (started at start, with the lock: lock_early)
        if ready is None:
            return None
        from clubrater.controller import quick  # no SQLAlchemy either (tests/test_quick_standings.py)

        self.loading.label.setText(label)
        self.stack.setCurrentWidget(self.loading)
        self.update_actions()
        today = self.ctx.today()
        try:
            found = self.run(label, lambda: quick.standings(ready, today), hold_input=False, smooth=False)
        except Exception:  # noqa: BLE001 - only a head start: the usual opening says what is wrong
            log.warning("no quick standings for %s", path, exc_info=True)
            found = None
        if found is None:
            return ready
        self.players_page.show_quick(found)
        self.setWindowTitle(self.tr("{club} — {file} — {app}").format(club=found.club_name, file=path.name,
                                                                       app=APP_NAME))
        self.summary.setText(summary_text(found.players, found.games, found.events))
        self.tabs.setCurrentIndex(0)
        for n in range(1, self.tabs.count()):  # nothing but the standings until the club is open
            self.tabs.setTabEnabled(n, False)
        self.stack.setCurrentWidget(self.tabs)
        self.players_page.setFocus()
        self.statusBar().showMessage(label)
        self.repaint()  # now, before the controller's import takes the interpreter (and see _work_started)
        self.quick_shown_at = time.time()
        return ready

    def _work_started(self, _label: str) -> None:
        self.update_actions()
        if self.players_page.showing_quick():
            # the opening's worker is about to import the controller: what the actions' change repaints (all of
            # the quick standings' table) is painted first, not while the worker holds the interpreter, when each
            # of the table's hundreds of data() calls would wait for it (a 0.2-0.3 s stall; issue 14)
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)

    def _end_quick(self) -> None:
        """The quick standings' read-only state is over: every page can be chosen again."""
        for n in range(self.tabs.count()):
            self.tabs.setTabEnabled(n, True)
        self.statusBar().clearMessage()

    def _hold_lock(self, ctrl: ClubController) -> ClubController:
        """A club opened for writing holds the lock; a file that did not exist before (a new club, the demo's
        first start) can only be locked now. If it cannot, say so plainly and open it read-only."""
        if ctrl.read_only or self._lock is not None or not module_exists("lock"):
            return ctrl
        from clubrater.ui import lock

        try:
            taken = lock.acquire(ctrl.path)
        except Exception as exc:  # noqa: BLE001 - any failure to lock means: do not write
            problem = _no_lock_text(ctrl.path, exc)
        else:
            if taken is not None:
                self._lock = taken
                return ctrl
            problem = lock.in_use_message(ctrl.path)
        log.warning("no lock for %s: %s", ctrl.path, problem)
        path = ctrl.path
        ctrl.close()
        feedback.warn(self, APP_NAME, problem)
        return _controller().open(path, read_only=True)

    def _offer_backup(self, exc: BaseException) -> None:
        """A damaged club file: offer its newest good backup (clubrater.ui.errors), then open it again."""
        if type(exc).__name__ != "DamagedDatabaseError" or not module_exists("errors"):
            return
        from clubrater.ui import errors

        offer = getattr(errors, "offer_newest_backup", None)
        path = getattr(exc, "path", None)
        if offer is not None and path is not None and offer(self, exc):
            self.open_path(path)

    def open_path(self, path: str | Path, *, early: EarlyOpen | None = None) -> bool:
        """Open a club file; `early`: its lock and snapshot taken at start, before the window (`lock_early`)."""
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
            self.show_welcome(self.tr("There is no club file at {path} any more. Was it moved, or on a memory stick?")
                              .format(path=p), "error")
            return False
        locked: bool | None = True
        if early is not None:
            self._lock = early.lock
        else:
            locked = self._take_lock(p)
        if locked is None:
            self.show_welcome()
            return False
        # holding the lock, the file's integrity check runs beside the read (issue 14), the standings show from
        # the kept snapshot before the controller is imported (_quick_standings) and before the games are read
        # (`early`, issue 14)
        label = self.tr("Opening {club}…").format(club=p.stem)
        self.quick_shown_at = None
        ready = self._quick_standings(p, label, early.prefetch if early is not None else None) if locked else None

        def open_club() -> ClubController:
            return _controller().open(p, read_only=not locked, locked=bool(locked), early=bool(locked), prefetched=ready)

        return self._load(label, open_club)

    def create_club(self, name: str, system: RatingSystem, path: str | Path) -> bool:
        p = Path(path).expanduser()
        if p.exists() and p.stat().st_size > 0:
            self.welcome.banner.say(self.tr("There is already a club file at {path}. Open it, or choose another place "
                                            "or name.").format(path=p), "error")
            return False
        if not self.close_club():
            return False
        # The lock follows the file itself, so it is taken once the file exists (_load -> _hold_lock).
        return self._load(self.tr("Creating {club}…").format(club=name), lambda: _controller().create(p, system, name))

    def open_demo(self) -> bool:
        from clubrater.controller.files import data_dir

        p = data_dir() / DEMO_FILE

        if not self.close_club():
            return False
        # A demo club made now is locked once its file exists (_load -> _hold_lock).
        locked = self._take_lock(p) if p.exists() and p.stat().st_size > 0 else True
        if locked is None:
            self.show_welcome()
            return False

        def make() -> ClubController:
            from clubrater.controller.demo import create_demo_club

            if p.exists() and p.stat().st_size > 0:
                return _controller().open(p, read_only=not locked)
            return create_demo_club(p)

        return self._load(self.tr("Opening the demo club…"), make,
                          self.tr("The first time, two years of club nights are made up."))

    def choose_and_open(self) -> None:
        from clubrater.controller.files import data_dir

        chosen = feedback.choose_open_file(self, self.tr("Open a club file"),
                                           self.tr("Club files (*.sqlite *.db);;All files (*)"), str(data_dir()))
        if chosen:
            self.open_path(chosen)

    def new_club(self) -> None:
        if self.close_club():
            self.show_welcome(self.tr("Fill in the new club's name and rating system, then press Create the club."))

    def _fill_recent(self) -> None:
        from clubrater.controller.files import recent_databases

        self.recent_menu.clear()
        paths = [p for p in recent_databases() if p.exists()]
        for n, p in enumerate(paths[:8], start=1):
            act = self.recent_menu.addAction(f"&{n}  {p.stem}   ({p.parent})")
            act.triggered.connect(lambda *_, p=p: self._guard(lambda: self.open_path(p)))
        if not paths:
            self.recent_menu.addAction(self.tr("No recent clubs")).setEnabled(False)

    def _update_title(self) -> None:
        if self.ctrl is None:
            self.setWindowTitle(APP_NAME)
        else:
            if getattr(self.ctrl, "read_only", False):
                title = self.tr("{club} — {file} (read-only) — {app}")
            else:
                title = self.tr("{club} — {file} — {app}")
            self.setWindowTitle(title.format(club=self.ctrl.club_name, file=self.ctrl.path.name, app=APP_NAME))
        self._show_read_only(self.ctrl is not None and bool(getattr(self.ctrl, "read_only", False)))

    def _show_read_only(self, on: bool) -> None:
        """A standing notice, so nobody types a record sheet into a club that will refuse it."""
        label = getattr(self, "read_only_label", None)
        if label is None:
            label = self.read_only_label = QLabel(
                self.tr("Read-only: this club is open in another ClubRater window; changes can only be made there.")
            )
            label.setObjectName("readOnlyNotice")
            label.setStyleSheet("color:#9b1c1c; font-weight:bold; padding:0 6px;")
            self.statusBar().addPermanentWidget(label)
        label.setVisible(on)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if self.busy.busy or not self._sheet_may_go():
            event.ignore()
            return
        self.drafts.stop(discard=True)
        federation.detach(self)
        if self.ctrl is not None:
            self._games_timer.stop()
            self._watched = None
            self.ctrl.close()  # joins a load of its games still under way
            self._release_lock()
        event.accept()

    # ----------------------------------------------------------------- other parts of ClubRater
    def _check_external(self) -> None:
        self.parts.find_all()
        self.update_actions()
        if module_exists("site_ui"):  # the noticeboard's "1 win to 9k" choice, as the print dialogs left it
            from clubrater.ui.site_ui import promotion_lines_wanted

            self.actions["promotion_lines"].setChecked(promotion_lines_wanted())

    def _promotion_lines(self) -> None:
        from clubrater.ui.site_ui import set_promotion_lines_wanted

        set_promotion_lines_wanted(self.actions["promotion_lines"].isChecked())

    def _external(self, name: str) -> None:
        fn = self.parts.find(name)
        if fn is None or self.ctrl is None:
            self.actions[name].setEnabled(False)
            return
        if name == "import":
            if not self._sheet_may_go():
                return
            changes = fn(self, self.ctrl)
            if changes is not None:
                gc.freeze()
                self.ctx.apply(changes if isinstance(changes, Changes) else Changes.everything())
        elif name == "player_report":
            pid = self.selected_player()
            if pid is not None:
                fn(self, self.ctrl, pid)
        else:
            fn(self, self.ctrl)

    def back_up(self) -> None:
        """File > Back up now (`clubrater backup`): before something risky, not only the daily copy."""
        ctrl = self.ctrl
        if ctrl is None:
            return
        from clubrater.controller import files

        taken = self.run(self.tr("Taking a backup…"), lambda: files.take_backup(ctrl.path, "manual"))
        self.statusBar().showMessage(self.tr("Took a backup of {file} ({backup}); File > Restore a backup lists it.")
                                     .format(file=ctrl.path.name, backup=taken.name), 15000)

    def restore_backup(self) -> None:
        fn = self.parts.find("restore_backup")
        if fn is None or self.ctrl is None:
            self.actions["restore_backup"].setEnabled(False)
            return
        db_path = self.ctrl.path
        closed = []

        def close() -> bool:  # once a backup is chosen: the club stays on screen behind the list (issue 30)
            closed.append(self.close_club())  # the backup goes over the file, which must be closed
            return closed[-1]

        try:
            fn(self, db_path, close)
        finally:
            if any(closed):
                self.open_path(db_path)

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


def main(db_path: str | None = None) -> int:
    """`clubrater` with no command: the window, on `db_path`, else the last club, else the welcome page."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    from clubrater.ui import i18n

    i18n.install(app=app)  # the system's language or the one chosen here (issue 13), before any widget exists
    from clubrater.ui import collector

    collector.install(app)  # cycles are freed on the GUI thread only, never in a worker (a Qt object must die here)
    target: Path | None = None
    missing: Path | None = None
    if db_path:
        target = Path(db_path).expanduser()
        if not (target.exists() and target.stat().st_size > 0):
            missing, target = target, None
    else:
        from clubrater.controller.files import last_database

        target = last_database()
    early = lock_early(target) if target is not None else None  # its stamp is summed while the window is built
    window = MainWindow()
    install_error_handling(window)
    from clubrater.ui.screen import place_main_window

    place_main_window(window)  # whole on the screen, status bar included, also at 1024x600 (issue 30)
    if missing is not None:
        window.welcome.suggest_path(missing)
        window.show_welcome(QCoreApplication.translate(
            "MainWindow", "There is no club at {path} yet. Create it here, or open another file.").format(path=missing))
    if target is not None:  # its standings show before the controller is imported, which follows (open_path)
        QTimer.singleShot(0, lambda: window.open_path(target, early=early))
    code = app.exec()
    for shown in QApplication.topLevelWidgets():  # `window` is gone when a language switch built another (issue 30)
        if isinstance(shown, MainWindow):
            shown.deleteLater()  # tear the window down while Qt is still whole, not during interpreter exit
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return code


__all__ = ["MainWindow", "main"]
