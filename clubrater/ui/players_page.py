"""The standings: every player with rank, index or GoR, games and last game; type to find one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QTableView, QVBoxLayout

from clubrater.controller.changes import Changes
from clubrater.ui.keys import search_box
from clubrater.ui.models import ListSortProxy, PlayersModel
from clubrater.ui.pages import Page
from clubrater.ui.plural import counted
from clubrater.ui.shown import said
from clubrater.ui.widgets import fit_columns, heading, pass_undo_through, set_widths, setup_table

if TYPE_CHECKING:
    from datetime import date

    from clubrater.controller.opening import QuickStandings
    from clubrater.controller.printouts import Printout
    from clubrater.controller.standings_rows import Finals
    from clubrater.ui.context import WindowContext


class PlayersTable(QTableView):
    """Typing a letter anywhere in the table goes to the filter box, so finding a player is just typing."""

    typed = Signal(str)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        text = event.text()
        if text and text.isprintable() and not text.isspace() and not (
            event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        ):
            self.typed.emit(text)
            return
        super().keyPressEvent(event)


class PlayersPage(Page):
    #: The page of the club's ranking list (de "Rangliste", fr "classement").
    TITLE = QT_TRANSLATE_NOOP("Pages", "Standings")
    open_player = Signal(int)

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        # what the whole table was last built from: the final states, "show inactive", today (issue 14)
        self._built: tuple[Finals, bool, date] | None = None
        self._moved: tuple[Finals, list[int]] = ({}, [])  # the states before the last rows moved, and whose
        self._night: tuple[date | None, Printout | None] | None = None  # when the rank changes shown were found
        self._quick: QuickStandings | None = None  # shown before the club's controller was there (issue 14)
        self.model = PlayersModel(self)
        self.proxy = ListSortProxy(self)
        self.proxy.setSourceModel(self.model)

        self.heading = heading(self.title)
        self.count = QLabel()
        self.count.setObjectName("playersCount")
        self.filter = QLineEdit()
        self.filter.setObjectName("playerFilter")
        self.filter.setPlaceholderText(self.tr("Type to find a player by name, rank or club…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setMinimumWidth(320)
        self.filter.textChanged.connect(self._filter_changed)
        self.filter.returnPressed.connect(self._open_first)
        self.filter.installEventFilter(self)  # Down goes on into the list (filter, Down, Enter opens a player)
        self.inactive = QCheckBox(self.tr("Show players not on the list"))
        self.inactive.setObjectName("showInactive")
        self.inactive.toggled.connect(self._inactive_toggled)
        from clubrater.ui.federation import ClubFilter

        self.club_filter = ClubFilter(self)  # a federation's member clubs (issue 11); hidden for one club
        self.club_filter.chosen.connect(lambda _name: self.refresh_now())
        self.unlisted = QLabel()  # why players are missing: the EGF inactivity rule, with a link to show them
        self.unlisted.setObjectName("unlistedHint")
        self.unlisted.setWordWrap(True)
        self.unlisted.setTextFormat(Qt.TextFormat.RichText)
        self.unlisted.linkActivated.connect(lambda _link: self.inactive.setChecked(True))
        self.unlisted.hide()

        self.view = PlayersTable()
        self.view.setObjectName("playersTable")
        self.view.setModel(self.proxy)
        setup_table(self.view)
        self.sort_by_rating()
        set_widths(self.view, {0: 50, 1: 240, 2: 80, 3: 90, 4: 70, 5: 120, 6: 260}, stretch=1)
        self.view.activated.connect(self._activated)
        self.view.typed.connect(self._typed)
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self.ctx.update_actions())

        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addSpacing(16)
        top.addWidget(self.filter, 1)
        top.addWidget(self.inactive)
        top.addWidget(self.club_filter)
        buttons = self.action_buttons("add_player", "edit_player", "merge_players", "toggle_active", "adjust_player", "open_player")
        buttons.addStretch(1)
        buttons.addWidget(self.count)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.unlisted)
        lay.addWidget(self.view, 1)
        lay.addLayout(buttons)
        pass_undo_through(self.filter)
        search_box(self.filter)  # Ctrl+Z undoes the club's last change, never the search text (issue 30)
        self.setFocusProxy(self.filter)

    def concerns(self, changes: Changes) -> bool:
        return changes.players or changes.ratings or changes.settings or changes.games

    def refresh(self) -> None:
        ctrl = self.club
        selected = self.current_player()
        if self._move_changed_rows():
            if self._promotions_may_differ():
                self.model.set_rank_changes(ctrl.printouts.rank_changes())
        else:
            self._set_whole_table()
        self._update_count()
        self._show_hint("" if self.inactive.isChecked() else ctrl.queries.unlisted_hint())
        if selected is not None:
            self.select_player(selected)

    def show_quick(self, quick: QuickStandings) -> None:
        """A club file's standings shown before its controller is there (issue 14): read-only (the window
        disables every change and the other pages) until `refresh` takes the club's own rows over."""
        self._quick = quick
        self._built = None
        self._night = None
        self.club_filter.hide()
        self.model.set_table(quick.table, value_label=quick.value_label, rank_title=quick.rank_title,
                             fmt=quick.format_value)
        fit_columns(self.view, 1)
        from clubrater.ui.list_search import table_columns

        self.model.set_links(*table_columns(quick.links))  # IDs and the list's rating, as the open club's (issue 29)
        self.model.set_rank_changes({})  # the promotions need the club's games, read after the controller's
        self.model.set_locked({})
        self._update_count()
        self._show_hint(quick.unlisted_hint)

    def showing_quick(self) -> bool:
        """Whether the rows on show are the quick standings, not yet the open club's."""
        return self._quick is not None

    def drop_quick(self) -> None:
        """The club did not open after its quick standings: they go (the window shows why)."""
        from clubrater.controller.standings_rules import StandingsTable  # no SQLAlchemy (the open failed)

        self._quick = None
        self.club_closed()
        self.model.set_table(StandingsTable([], [], [], [], [], [], [], [], [], []), value_label="",
                             rank_title="", fmt=str)
        self._show_hint("")

    def _show_hint(self, hint: str) -> None:
        #: {hint} is a sentence saying which players are left off the list; "show them" is a link.
        self.unlisted.setText(self.tr('{hint}: <a href="show">show them</a>').format(hint=said(hint)) if hint else "")
        self.unlisted.setVisible(bool(hint))

    def _move_changed_rows(self) -> bool:
        """After games only (a club file's list, nothing else changed): move the rows of the players whose
        ratings changed instead of building the list of 5,000 again (issue 14). False: the whole table is needed."""
        ctrl = self.club
        changed, built = self.pending, self._built
        if built is None or getattr(ctrl, "on_server", False) or changed.players or changed.settings \
                or not (changed.games or changed.ratings):
            return False
        final, inactive, today = ctrl.replay.final, self.inactive.isChecked(), ctrl.today()
        if (inactive, today) != built[1:]:
            return False
        from clubrater.controller.standings_rows import changed_players, rows_of, standings_key

        ids = changed_players(built[0], final)
        if ids is None or len(ids) > 200:  # many moved (a back-dated game): one sort of them all is cheaper
            return False
        if not self.model.update_rows(ids, rows_of(ctrl, ids, include_inactive=inactive, today=today),
                                      standings_key(ctrl.system), ctrl.queries.format_value):
            return False
        self._moved = (built[0], ids)
        self._built = (dict(final), inactive, today)
        return True

    def _promotions_may_differ(self) -> bool:
        """Whether the rank changes shown (since the last printout or club night) may now be others (issue 14).

        Not when tonight's games only gained new ones after them, tonight, no player's rank moved and no
        list was printed since: each new player of the night then has the rank he came with, and every
        earlier game rates as before.
        """
        ctrl = self.club
        games = ctrl.history.games
        night = games[-1].date if games else None
        printed = ctrl.printouts.last_printout()
        known, self._night = self._night, (night, printed)
        new = self.new_games()
        if known is None or known != (night, printed) or new is None or any(g.date != night for g in new):
            return True
        before, ids = self._moved
        now = ctrl.replay.final
        return any(before[p].rank != now[p].rank or before[p].grade != now[p].grade for p in ids)

    def _set_whole_table(self) -> None:
        ctrl = self.club
        self._built = None
        if getattr(ctrl, "on_server", False):
            club = self.club_filter.fill(ctrl)  # None: every club
        else:  # a club file is one club: no filter, and no need of the federation's module (psycopg; issue 14)
            club = None
            self.club_filter.hide()
        table = (ctrl.queries.standings_table(include_inactive=self.inactive.isChecked(), club=club) if club else
                 ctrl.queries.standings_table(include_inactive=self.inactive.isChecked()))
        quick, self._quick = self._quick, None
        value_label, rank_title = ctrl.queries.value_label(), ctrl.queries.rank_title()
        if quick is None or (quick.table, quick.value_label, quick.rank_title, quick.include_inactive) != (
                table, value_label, rank_title, self.inactive.isChecked()):
            self.model.set_table(table, value_label=value_label, rank_title=rank_title, fmt=ctrl.queries.format_value)
        # else: the quick standings on show are these very rows: kept as they are (no reset, selection and scroll stay)
        from clubrater.ui.list_search import table_columns

        self.model.set_links(*table_columns(ctrl.rating_lists.links()))  # IDs and the list's rating (issue 20)
        fit_columns(self.view, 1)
        loading = getattr(ctrl, "loading", None)
        self._night = None  # the club night and printout the rank changes shown were found for: none known
        if loading is None or (loading.done() and loading.error is None):
            self.model.set_rank_changes(ctrl.printouts.rank_changes())
            games = ctrl.history.games
            if not getattr(ctrl, "on_server", False):
                self._night = (games[-1].date if games else None, ctrl.printouts.last_printout())
        else:  # the club's games are still being read (issue 14): the window shows them once they are
            self.model.set_rank_changes({})
        self.model.set_locked(self.club_filter.locked_players(ctrl))  # another club's players: read-only
        if not getattr(ctrl, "on_server", False):
            self._built = (dict(ctrl.replay.final), self.inactive.isChecked(), ctrl.today())

    def sort_by_rating(self) -> None:
        """The list's own order, # ascending, with the arrow on #: how a club's standings open."""
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Down (or Page Down) in the filter box moves on to the next match in the list and gives it the keys."""
        if obj is self.filter and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_PageDown) and self.proxy.rowCount():
            row = self.view.currentIndex().row()
            step = 1 if event.key() == Qt.Key.Key_Down else max(1, self.view.height() // 24 - 1)
            self.view.setFocus()
            self.view.selectRow(0 if row < 0 else min(row + step, self.proxy.rowCount() - 1))
            return True
        return super().eventFilter(obj, event)

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.total()
        if shown == total:
            self.count.setText(counted(self.tr("%n player(s)", "", total), total))
        else:
            #: {shown} players match the filter out of %n in the list.
            self.count.setText(counted(self.tr("{shown} of %n player(s)", "", total), total).format(shown=shown))

    def _filter_changed(self, text: str) -> None:
        self.proxy.set_search(text)
        self._update_count()
        if self.proxy.rowCount():
            self.view.selectRow(0)

    def _inactive_toggled(self, _on: bool) -> None:
        self.ctx.actions["show_inactive"].setChecked(self.inactive.isChecked())
        self.refresh_now()

    def _typed(self, text: str) -> None:
        self.filter.setFocus()
        self.filter.setText(self.filter.text() + text)

    def _activated(self, index: object) -> None:
        pid = self.current_player() if self.ctrl is not None else None  # not from the quick standings
        if pid is not None:
            self.open_player.emit(pid)

    def _open_first(self) -> None:
        if self.proxy.rowCount() and self.ctrl is not None:
            if self.view.currentIndex().row() < 0:
                self.view.selectRow(0)
            pid = self.current_player()
            if pid is not None:
                self.open_player.emit(pid)

    def current_player(self) -> int | None:
        idx = self.view.currentIndex()
        if not idx.isValid():
            return None
        return self.proxy.id_at(idx.row())

    def select_player(self, pid: int) -> None:
        row = self.model.row_of(pid)
        if row is None:
            return
        proxy_index = self.proxy.mapFromSource(self.model.index(row, 1))
        if proxy_index.isValid():
            self.view.setCurrentIndex(proxy_index)
            self.view.scrollTo(proxy_index)

    def club_closed(self) -> None:
        """Another club: its standings open in rating order, unfiltered (nothing of the last club's view stays)."""
        super().club_closed()
        if self._quick is not None:  # the club whose quick standings are on show: the view stays as it is
            return
        self._built = None
        self.filter.clear()
        self.inactive.setChecked(False)
        self.club_filter.reset()
        self.sort_by_rating()
