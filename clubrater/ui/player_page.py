"""One player: their record sheet and history chart, with a second player overlaid for comparison."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from clubrater.controller.changes import Changes
from clubrater.domain.model import RatingSystem
from clubrater.ui.keys import search_box
from clubrater.ui.models import EventSummaryModel, RecordModel
from clubrater.ui.operations import games as games_ops
from clubrater.ui.operations import players as players_ops
from clubrater.ui.pages import Page
from clubrater.ui.plural import counted
from clubrater.ui.shown import long_day, lower_term, number
from clubrater.ui.shown import rank as shown_rank
from clubrater.ui.widgets import NameCompleter, heading, hint, pass_undo_through, set_widths, setup_table, strip_choice

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent, QShowEvent

    from clubrater.ui.chart import HistoryChart
    from clubrater.ui.context import WindowContext


class PlayerPage(Page):
    #: The page of one player: record sheet and chart.
    TITLE = QT_TRANSLATE_NOOP("Pages", "Player")
    CHART_SHARE = 0.4

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        self.player_id: int | None = None
        self.compare_id: int | None = None
        self.chart: HistoryChart | None = None
        self._chart_due: tuple | None = None  # what the chart is to show once the page is on screen (issue 14)

        self.name = heading(self.tr("Choose a player"), 17)
        self.name.setObjectName("playerName")
        self.summary = QLabel()
        self.summary.setObjectName("playerSummary")
        self.summary.setStyleSheet("color:#333; font-size: 11pt;")
        self.completer = NameCompleter(self)
        self.chooser = QLineEdit()
        self.chooser.setObjectName("playerChooser")
        self.chooser.setPlaceholderText(self.tr("another player…"))
        self.chooser.setCompleter(self.completer)
        self.chooser.returnPressed.connect(self._choose)
        self.completer.activated.connect(lambda *_: self._choose())
        self.compare = QLineEdit()
        self.compare.setObjectName("playerCompare")
        self.compare.setPlaceholderText(self.tr("compare with…"))
        self.compare_completer = NameCompleter(self)
        self.compare.setCompleter(self.compare_completer)
        self.compare.returnPressed.connect(self._compare)
        self.compare_completer.activated.connect(lambda *_: self._compare())
        self.compare.textChanged.connect(lambda t: self._compare() if not t.strip() and self.compare_id else None)

        self.record_model = RecordModel(self)
        self.record = QTableView()
        self.record.setObjectName("recordTable")
        self.record.setModel(self.record_model)
        setup_table(self.record)
        self.record.setSortingEnabled(False)
        self.record.activated.connect(self._record_activated)
        self.record.selectionModel().currentRowChanged.connect(lambda *_: self.ctx.update_actions())
        self.events_model = EventSummaryModel(self)
        self.events = QTableView()
        self.events.setObjectName("eventSummaryTable")
        self.events.setModel(self.events_model)
        setup_table(self.events)
        self.events.setSortingEnabled(False)
        set_widths(self.events, {0: 100, 1: 260, 2: 60, 3: 60, 4: 110, 5: 80, 6: 110})
        self.tables = QTabWidget()
        self.tables.setObjectName("playerTables")
        #: Tab: the player's list of games with the rating after each (a "record sheet" as Go clubs keep them).
        self.tables.addTab(self.record, self.tr("Record sheet"))
        #: Tab: the player's results summed up per tournament.
        self.tables.addTab(self.events, self.tr("Per event"))

        self.chart_holder = QWidget()
        self.chart_layout = QVBoxLayout(self.chart_holder)
        self.chart_layout.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.chart_holder)
        self.splitter.addWidget(self.tables)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setChildrenCollapsible(False)
        self._split_by_hand = False  # until the secretary drags it, the chart takes CHART_SHARE of the height
        self.splitter.splitterMoved.connect(self._split_moved)

        top = QHBoxLayout()
        names = QVBoxLayout()
        names.addWidget(self.name)
        names.addWidget(self.summary)
        top.addLayout(names, 1)
        pick = QVBoxLayout()
        row1 = QHBoxLayout()
        lab = QLabel(self.tr("&Player"))
        lab.setBuddy(self.chooser)
        row1.addWidget(lab)
        row1.addWidget(self.chooser)
        row2 = QHBoxLayout()
        lab = QLabel(self.tr("Co&mpare"))
        lab.setBuddy(self.compare)
        row2.addWidget(lab)
        row2.addWidget(self.compare)
        pick.addLayout(row1)
        pick.addLayout(row2)
        top.addLayout(pick)
        buttons = self.action_buttons("edit_player", "adjust_player", "toggle_active", "player_report")
        games = QPushButton(self.tr("Show this player's games"))
        games.clicked.connect(self._show_games)
        buttons.addWidget(games)
        buttons.addStretch(1)
        self.note = hint("")
        buttons.addWidget(self.note)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.splitter, 1)
        from clubrater.ui.site_ui import WhatIfPanel  # "what do I need to go up?" (issue 12)

        self.whatif = WhatIfPanel(parent=self)
        lay.addWidget(self.whatif)
        lay.addLayout(buttons)
        pass_undo_through(self.chooser, self.compare)
        search_box(self.chooser)  # a name looked for is no work to undo: Ctrl+Z is the club's (issue 30)
        search_box(self.compare)
        self.setFocusProxy(self.chooser)

    def concerns(self, changes: Changes) -> bool:
        return changes.games or changes.ratings or changes.players or changes.settings or changes.events

    # ----------------------------------------------------------------- showing
    def show_player(self, player_id: int) -> None:
        self.player_id = player_id
        if self.compare_id == player_id:
            self.compare_id = None
            self.compare.clear()
        self.refresh_now()

    def set_compare(self, player_id: int | None) -> None:
        self.compare_id = player_id
        if player_id is None:
            self.compare.clear()
        self.refresh_now()

    def _show_chart(self, *what: object) -> None:
        """Draw the chart (show_history's arguments), or, while another page of a window on screen is in
        front, keep them for when this one is shown: drawing it is most of a save's refresh of this page."""
        if not self.isVisible() and self.window().isVisible():
            self._chart_due = what
            return
        self._chart_due = None
        self._ensure_chart().show_history(*what)  # type: ignore[arg-type]

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._chart_due is not None:
            self._show_chart(*self._chart_due)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._share_height()

    def _share_height(self) -> None:
        """The chart takes 40% of the room, the record sheet the rest: on a 600-pixel screen about seven rows
        of games stay in sight (issue 30: three), on 768 pixels about twelve; a dragged splitter stays put."""
        room = sum(self.splitter.sizes())
        if self._split_by_hand or room <= 0:
            return
        chart = max(round(room * self.CHART_SHARE), self.chart_holder.minimumSizeHint().height(), 130)
        self.splitter.setSizes([chart, max(room - chart, 1)])

    def _split_moved(self, *_: object) -> None:
        self._split_by_hand = True

    def _ensure_chart(self) -> HistoryChart:
        if self.chart is None:
            from clubrater.ui.chart import HistoryChart

            self.chart = HistoryChart()
            self.chart_layout.addWidget(self.chart)
            self._share_height()
        return self.chart

    def refresh(self) -> None:
        ctrl = self.club
        if self.pending.players or self.pending.settings:
            self._update_names()
        elif self.pending.ratings:
            self.soon(self._update_names)
        if self.player_id is not None and self.player_id not in ctrl.history.players:
            self.player_id = None  # merged away or its addition undone
        if self.compare_id is not None and self.compare_id not in ctrl.history.players:
            self.compare_id = None
            self.compare.clear()
        if self.player_id is None:
            self.name.setText(self.tr("Choose a player"))
            self.summary.setText(self.tr("Double-click a player in the standings, or type a name on the right."))
            self.record_model.set_rows([], ctrl.system, ctrl.queries.value_label(), ctrl.queries.format_value)
            self.events_model.set_rows([], ctrl.queries.value_label(), ctrl.queries.format_value)
            self._show_chart(ctrl.system, ctrl.queries.value_label(), [])
            self.whatif.show_player(ctrl, None)
            self.ctx.update_actions()
            return
        pid = self.player_id
        p = ctrl.queries.player(pid)
        rows = ctrl.reports.record_sheet(pid)
        label = ctrl.queries.value_label()
        fmt = ctrl.queries.format_value
        self.record_model.set_rows(rows, ctrl.system, label, fmt)
        self._size_record_columns()
        self.record.scrollToBottom()  # the latest games first in sight
        if ctrl.system == RatingSystem.SAGC:
            self.tables.setTabVisible(1, False)
        else:
            self.tables.setTabVisible(1, True)
            from clubrater.controller.reports import event_summaries

            self.events_model.set_rows(event_summaries(rows), label, fmt)
            self.events.scrollToBottom()
        st = ctrl.replay.final.get(pid)
        rank = shown_rank((str(st.rank) if st.rank is not None else st.grade) if st else "")
        self.name.setText(p.name if p.active else self.tr("{name}  (inactive)").format(name=p.name))
        #: A player's rank and value: "3k, index 512" or "2d, GoR 2150".
        parts = [self.tr("{rank}, {value_name} {value}").format(rank=rank, value_name=lower_term(label),
                                                                 value=number(fmt(st.value))) if st else ""]
        if st:
            parts.append(counted(self.tr("%n game(s)", "", st.games), st.games))
            parts.append(self.tr("last played {day}").format(day=long_day(st.last_played)) if st.last_played
                         else self.tr("no games yet"))
        if p.club:
            parts.append(p.club)
        self.summary.setText("   ·   ".join(x for x in parts if x))
        series = [(p.name, ctrl.reports.chart_points(pid, rows))]
        if self.compare_id is not None:
            series.append((ctrl.queries.player(self.compare_id).name, ctrl.reports.chart_points(self.compare_id)))
        self._show_chart(ctrl.system, label, series)
        self.note.setText(self.tr("Adjustments are shown in blue.") if any(r.kind == "adjustment" for r in rows)
                          else "")
        self.whatif.show_player(ctrl, pid)
        self.ctx.update_actions()

    def _update_names(self) -> None:
        self.give_choices(self.completer, self.compare_completer)

    def _size_record_columns(self) -> None:
        if self.club.system == RatingSystem.SAGC:
            widths = {0: 190, 1: 55, 2: 60, 3: 75, 4: 55, 5: 60, 6: 45, 7: 70, 8: 80, 9: 80, 10: 100}
        else:
            widths = {0: 100, 1: 170, 2: 170, 3: 55, 4: 60, 5: 75, 6: 60, 7: 100, 8: 70, 9: 100, 10: 85}
        set_widths(self.record, widths)

    def _choose(self) -> None:
        pid = self.ctx.lookup.find(strip_choice(self.chooser.text()))
        if pid is not None:
            self.chooser.clear()
            self.show_player(pid)

    def _compare(self) -> None:
        text = strip_choice(self.compare.text())
        pid = self.ctx.lookup.find(text) if text else None
        if pid != self.compare_id and pid != self.player_id:
            self.set_compare(pid)

    def _record_activated(self, *_: object) -> None:
        """Double-click (or Enter) on a game of the record sheet: correct it."""
        row = self.current_record_row()
        if row is not None and row.kind == "game":
            games_ops.edit_game(self.ctx, row.item_id)

    def _show_games(self) -> None:
        if self.player_id is not None:
            self.ctx.show_games_of_player(self.player_id)

    def club_closed(self) -> None:
        super().club_closed()
        self.player_id = self.compare_id = None
        self.compare.clear()  # the comparison player was the last club's

    def current_record_row(self) -> Any:
        idx = self.record.currentIndex()
        return self.record_model.row_at(idx.row()) if idx.isValid() else None

    def delete_current_adjustment(self) -> None:
        """Players > Remove this adjustment: the one selected in the record sheet."""
        players_ops.delete_adjustment(self.ctx, self.current_record_row())

