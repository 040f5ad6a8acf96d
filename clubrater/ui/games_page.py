"""Every game, newest first, with filters (dates, player, event); and the events list."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubrater.controller.changes import Changes
from clubrater.domain.model import RatingSystem
from clubrater.ui.dialogs import date_edit, pydate
from clubrater.ui.keys import search_box
from clubrater.ui.models import ID_ROLE, EventResultsModel, EventsModel, GamesModel, ListSortProxy
from clubrater.ui.operations import events as events_ops
from clubrater.ui.operations import games as games_ops
from clubrater.ui.pages import Page
from clubrater.ui.plural import counted
from clubrater.ui.shown import long_day
from clubrater.ui.widgets import NameCompleter, heading, pass_undo_through, set_widths, setup_table, strip_choice

if TYPE_CHECKING:
    from clubrater.ui.context import WindowContext


class GamesPage(Page):
    TITLE = QT_TRANSLATE_NOOP("Pages", "Games")
    event: QComboBox  # type: ignore[assignment]  # the event picker, not QObject.event()

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        self._whole = False  # the list shows every game (no filter left any out) since its last refresh
        self.model = GamesModel(self)
        self.proxy = ListSortProxy(self)
        self.proxy.setSourceModel(self.model)

        #: Filter: games from this date on.
        self.use_from = QCheckBox(self.tr("&From", "date"))
        self.date_from = date_edit(date(ctx.today().year, 1, 1))
        #: Filter: games up to this date.
        self.use_to = QCheckBox(self.tr("&To", "date"))
        self.date_to = date_edit(ctx.today())
        self.completer = NameCompleter(self)
        self.player = QLineEdit()
        self.player.setObjectName("gamesPlayer")
        self.player.setPlaceholderText(self.tr("any player"))
        self.player.setClearButtonEnabled(True)
        self.player.setCompleter(self.completer)
        self.event = QComboBox()
        self.event.setObjectName("gamesEvent")
        self.event.setMinimumContentsLength(18)
        clear = QPushButton(self.tr("Show all"))
        clear.clicked.connect(self.clear_filters)
        self.count = QLabel()
        self.count.setObjectName("gamesCount")

        for w in (self.use_from, self.use_to):
            w.toggled.connect(self.refresh_now)
        for d in (self.date_from, self.date_to):
            d.dateChanged.connect(self._date_changed)
        self.player.editingFinished.connect(self.refresh_now)
        self.player.textChanged.connect(lambda t: self.refresh_now() if not t else None)
        self.completer.activated.connect(lambda *_: self.refresh_now())
        self.event.activated.connect(lambda *_: self.refresh_now())

        self.view = QTableView()
        self.view.setObjectName("gamesTable")
        self.view.setModel(self.proxy)
        setup_table(self.view)
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # newest first
        # names 170 wide, so the Event column keeps room on a 1024-pixel screen (issue 17)
        set_widths(self.view, {0: 100, 1: 170, 2: 170, 3: 80, 4: 60, 5: 70, 6: 90, 7: 200, 8: 80, 9: 80}, stretch=7)
        self.view.activated.connect(lambda *_: self.ctx.actions["edit_game"].trigger())
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.view.selectionModel().currentChanged.connect(self._selection_changed)

        filters = QHBoxLayout()
        filters.addWidget(heading(self.title))
        filters.addSpacing(12)
        filters.addWidget(self.use_from)
        filters.addWidget(self.date_from)
        filters.addWidget(self.use_to)
        filters.addWidget(self.date_to)
        lab = QLabel(self.tr("&Player"))
        lab.setBuddy(self.player)
        filters.addWidget(lab)
        filters.addWidget(self.player, 1)
        #: Filter label: the tournament or event.
        lab = QLabel(self.tr("&Event", "tournament"))
        lab.setBuddy(self.event)
        filters.addWidget(lab)
        filters.addWidget(self.event)
        filters.addWidget(clear)
        buttons = self.action_buttons("edit_game", "delete_game")
        buttons.addStretch(1)
        buttons.addWidget(self.count)
        lay = QVBoxLayout(self)
        lay.addLayout(filters)
        lay.addWidget(self.view, 1)
        lay.addLayout(buttons)
        pass_undo_through(self.player)
        search_box(self.player)  # a filter: Ctrl+Z undoes the club's last change (issue 30)
        self.setFocusProxy(self.view)

    def concerns(self, changes: Changes) -> bool:
        return changes.games or changes.players or changes.events or changes.ratings or changes.settings

    def _selection_changed(self, *_: object) -> None:
        self.ctx.update_actions()

    def _date_changed(self) -> None:
        if self.use_from.isChecked() or self.use_to.isChecked():
            self.refresh_now()

    def refresh(self) -> None:
        ctrl = self.club
        if self.pending.players:
            self.give_choices(self.completer)
        if self.pending.events:
            current = self.event.currentData()
            self.event.blockSignals(True)
            self.event.clear()
            self.event.addItem(self.tr("All events and club games"), None)
            for e in ctrl.queries.events():
                self.event.addItem(e.name, e.id)
            i = self.event.findData(current) if current is not None else 0
            self.event.setCurrentIndex(max(i, 0))
            self.event.blockSignals(False)
        if self._whole and not self.filtered() and not getattr(ctrl, "on_server", False):
            new = self.new_games()
            # one row in, not 100,000 (issue 14); SAGC rates game by game: only later games' changes can move
            if new is not None and self.model.add_games(new, ctrl.replay.games.raw,
                                                        later_only=ctrl.system == RatingSystem.SAGC):
                self._count(len(ctrl.queries.games()), self.model.rowCount())
                return
        player = None
        text = strip_choice(self.player.text())
        if text:
            player = self.ctx.lookup.find(text)
            if player is None:
                player = -1  # nobody: show no games rather than all
        rows = ctrl.queries.filter_games(
            ctrl.queries.games(),
            start=pydate(self.date_from.date()) if self.use_from.isChecked() else None,
            end=pydate(self.date_to.date()) if self.use_to.isChecked() else None,
            player=player, event=self.event.currentData(),
        )
        self.model.set_games(rows, ctrl.queries.player_names(), ctrl.queries.event_names(), ctrl.replay.games.raw,
                             ctrl.queries.format_value)
        if getattr(ctrl, "on_server", False):  # in a club file no game is another club's: no list of 100,000 ids
            from clubrater.ui.federation import locked_games

            self.model.set_locked(locked_games(ctrl, [g.id for g in rows]))  # another club's games: read-only (issue 11)
        else:
            self.model.set_locked({})
        self._count(len(ctrl.queries.games()), len(rows))
        self._whole = len(rows) == len(ctrl.queries.games())  # every game listed: new ones can be put in

    def filtered(self) -> bool:
        """Whether a filter leaves games out of the list (dates, a player, an event)."""
        return self.use_from.isChecked() or self.use_to.isChecked() or bool(strip_choice(self.player.text())) \
            or self.event.currentData() is not None

    def _count(self, total: int, n: int) -> None:
        if n == total:
            self.count.setText(counted(self.tr("%Ln game(s)", "", total), total))
        else:
            #: {shown} games match the filters out of %Ln in the club.
            self.count.setText(counted(self.tr("{shown} of %Ln game(s)", "", total), total).format(
                shown=QLocale().toString(n)))

    def club_closed(self) -> None:
        """Another club: no filter or sort of the last club's games stays."""
        super().club_closed()
        self.use_from.setChecked(False)
        self.use_to.setChecked(False)
        self.player.clear()
        self.event.setCurrentIndex(0)
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # newest first

    def clear_filters(self) -> None:
        self.use_from.setChecked(False)
        self.use_to.setChecked(False)
        self.player.clear()
        self.event.setCurrentIndex(0)
        self.refresh_now()

    def show_event(self, event_id: int) -> None:
        self.event.setCurrentIndex(max(0, self.event.findData(event_id)))
        self.refresh_now()

    def show_player(self, name: str) -> None:
        self.player.setText(name)
        self.refresh_now()

    def selected_games(self) -> list[int]:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()})
        if not rows and self.view.currentIndex().isValid():
            rows = [self.view.currentIndex().row()]
        return [self.proxy.id_at(r) for r in rows if self.proxy.id_at(r) is not None]  # type: ignore[misc]

    def edit_selected(self) -> None:
        """Games > Change game: the first selected game in its form."""
        ids = self.selected_games()
        games_ops.edit_game(self.ctx, ids[0] if ids else None)

    def delete_selected(self) -> None:
        games_ops.delete_games(self.ctx, self.selected_games())


class EventsPage(Page):
    #: The page of tournaments and other events.
    TITLE = QT_TRANSLATE_NOOP("Pages", "Events")

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        self.model = EventsModel(self)
        self.proxy = ListSortProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        self.view.setObjectName("eventsTable")
        self.view.setModel(self.proxy)
        setup_table(self.view)
        self.view.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # the latest event first
        set_widths(self.view, {0: 280, 1: 110, 2: 110, 3: 220, 4: 60, 5: 60, 6: 80}, stretch=0)
        self.view.activated.connect(lambda *_: self.ctx.actions["edit_event"].trigger())
        self.view.selectionModel().currentRowChanged.connect(self._event_chosen)

        self.results_model = EventResultsModel(self)
        self.results = QTableView()
        self.results.setObjectName("eventResults")
        self.results.setModel(self.results_model)
        setup_table(self.results)
        self.results.setSortingEnabled(False)
        set_widths(self.results, {0: 40, 1: 260, 2: 70, 3: 70, 4: 130, 5: 90, 6: 130}, stretch=1)
        self.results.activated.connect(self._open_result_player)
        self.results_title = heading(self.tr("Choose an event to see its results"), 12)
        lower = QWidget()
        lower_lay = QVBoxLayout(lower)
        lower_lay.setContentsMargins(0, 6, 0, 0)
        lower_lay.addWidget(self.results_title)
        lower_lay.addWidget(self.results, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.view)
        split.addWidget(lower)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        self.count = QLabel()
        show_games = QPushButton(self.tr("Show the games of this event"))
        show_games.clicked.connect(self._show_games)
        top = QHBoxLayout()
        top.addWidget(heading(self.title))
        top.addStretch(1)
        buttons = self.action_buttons("add_event", "edit_event", "delete_event")
        buttons.addWidget(show_games)
        buttons.addStretch(1)
        buttons.addWidget(self.count)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(split, 1)
        lay.addLayout(buttons)
        self.setFocusProxy(self.view)

    def concerns(self, changes: Changes) -> bool:
        return changes.events or changes.games or changes.ratings or changes.players or changes.settings

    def refresh(self) -> None:
        ctrl = self.club
        new = self.new_games()
        if new is not None and all(g.event is None for g in new):
            self._show_results()  # club games only: the events and their game counts are as they were (issue 14)
            return
        chosen = self.current_event()
        events = ctrl.queries.events()
        events.reverse()
        self.model.set_events(events, ctrl.queries.event_game_counts())
        from clubrater.ui.federation import locked_events

        self.model.set_locked(locked_events(ctrl, [e.id for e in events]))  # another club's events: read-only (issue 11)
        self.view.setColumnHidden(4, ctrl.system not in (RatingSystem.EGF, RatingSystem.EGF2021))
        self.count.setText(counted(self.tr("%n event(s)", "", len(events)), len(events)))
        ids = [self.proxy.id_at(r) for r in range(self.proxy.rowCount())]
        if ids:
            row = ids.index(chosen) if chosen in ids else 0
            self.view.setCurrentIndex(self.proxy.index(row, 0))
        self._show_results()

    def _event_chosen(self, *_: object) -> None:
        self._show_results()
        self.ctx.update_actions()

    def _show_results(self) -> None:
        ctrl = self.ctrl
        eid = self.current_event()
        if ctrl is None or eid is None or eid not in ctrl.history.events:
            self.results_title.setText(self.tr("Choose an event to see its results"))
            self.results_model.set_rows([], "", str)
            return
        ev = ctrl.history.events[eid]
        rows = ctrl.reports.event_results(eid)
        name = ev.name if ev.rated else self.tr("{event} (not rated)").format(event=ev.name)
        players = counted(self.tr("%n player(s)", "", len(rows)), len(rows))
        if ev.start:
            #: An event's results: "{event}: 12 players on 4 March 2024".
            text = self.tr("{event}: {players} on {day}").format(event=name, players=players, day=long_day(ev.start))
        else:
            text = self.tr("{event}: {players}").format(event=name, players=players)
        self.results_title.setText(text)
        self.results_model.set_rows(rows, ctrl.queries.value_label(), ctrl.queries.format_value)

    def _open_result_player(self, *_: object) -> None:
        row = self.results.currentIndex().row()
        if row >= 0:
            pid = self.results_model.index(row, 0).data(ID_ROLE)
            if pid is not None:
                self.ctx.show_player(pid)

    def current_event(self) -> int | None:
        idx = self.view.currentIndex()
        return self.proxy.id_at(idx.row()) if idx.isValid() else None

    def _show_games(self) -> None:
        eid = self.current_event()
        if eid is not None:
            self.ctx.show_games_of_event(eid)

    def add_event(self) -> None:
        events_ops.add_event(self.ctx)

    def edit_current(self) -> None:
        events_ops.edit_event(self.ctx, self.current_event())

    def delete_current(self) -> None:
        """Only an event without games can go; the controller's refusal is said otherwise."""
        events_ops.delete_event(self.ctx, self.current_event())
