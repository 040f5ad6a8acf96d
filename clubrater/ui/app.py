"""The main window: menus for every action, the pages, undo/redo and the status bar, assembled.

Start-up shows the window at once and opens the last club (ui/opening.py: the lock, the standings from
the club's kept ratings before anything else, the controller in a worker thread, the games in the
background, the damage offer), so the window paints and its menus work while the club loads. Every change
goes through an undo command (ui/undo.py); views refresh from the `Changes` it reports, the visible page
at once and the others when they are next shown.
"""

from __future__ import annotations

import gc
import logging
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
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
from clubrater.ui.opening import ClubOpener, EarlyOpen, club_summary, lock_early
from clubrater.ui.operations import club as club_ops
from clubrater.ui.operations import players as players_ops
from clubrater.ui.parts import EXTERNAL, Parts, install_error_handling, module_exists
from clubrater.ui.shown import keys
from clubrater.ui.welcome import LoadingPage, WelcomePage

if TYPE_CHECKING:
    from clubrater.controller.session import ClubController
    from clubrater.ui.pages import Page

T = TypeVar("T")
log = logging.getLogger("clubrater.ui")


class MainWindow(QMainWindow):
    """ClubRater's window; give it a controller (tests) or let it open one (main)."""

    actions: dict[str, QAction]  # type: ignore[assignment]  # every action by name (QWidget.actions() unused)

    def __init__(self, controller: ClubController | None = None, *, today: Callable[[], date] | None = None) -> None:
        super().__init__()
        self.parts = Parts()  # import, exports, printing, backups: each found when first used
        from clubrater.ui.pages import IdleBuild

        self.idle_builds = IdleBuild(self)  # the hidden pages, built once the games are in (issue 14)
        self.setWindowTitle(APP_NAME)
        self.resize(1366, 768)

        self.ctx = WindowContext(self, today=today)  # all that the pages see of the window
        self.undo_stack = self.ctx.undo_stack
        self.busy = self.ctx.busy
        self.busy.started.connect(self.update_actions)
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
            self.tabs.addTab(page, f"{page.title}  ({keys(f'Ctrl+{n}')})")  # "Strg+1" in German, as the menus
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
        self.opening = ClubOpener(self)  # how a club gets onto these pages and off again (ui/opening.py)

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
            self.update_title()
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
        self.update_title()
        self.update_actions()

    def set_controller(self, ctrl: ClubController) -> None:
        """Show an open club (ui/opening.py: every page reads it afresh)."""
        self.opening.set_controller(ctrl)

    def close_club(self) -> bool:
        """Close the open club (everything is saved already); False when the secretary keeps it open."""
        return self.opening.close_club()

    def open_path(self, path: str | Path, *, early: EarlyOpen | None = None) -> bool:
        """Open a club file; `early`: its lock and snapshot taken at start, before the window (`lock_early`)."""
        return self.opening.open_path(path, early=early)

    def create_club(self, name: str, system: RatingSystem, path: str | Path) -> bool:
        return self.opening.create_club(name, system, path)

    def open_demo(self) -> bool:
        return self.opening.open_demo()

    @property
    def quick_shown_at(self) -> float | None:
        """time.time() the last opening's quick standings were painted (None: there were none; issue 14)."""
        return self.opening.quick_shown_at

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

    def update_title(self) -> None:
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
        if self.busy.busy or not self.opening.sheet_may_go():
            event.ignore()
            return
        self.drafts.stop(discard=True)
        federation.detach(self)
        self.opening.quit()
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
            if not self.opening.sheet_may_go():
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
