"""File > Import: choose a players file, a games file or a whole ClubRater workbook, see what it adds, confirm.

Nothing is stored until the secretary presses Import, and then everything is
stored in one transaction (ClubController.import_batch). The Import button
stays disabled while the file has any problem row: a file is taken whole or
not at all, as on the command line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from clubrater.controller.changes import Changes
from clubrater.controller.imports import ImportPlan
from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import RankText
from clubrater.domain.records import ImportBatch
from clubrater.io.tables import merge_batches, read_club_file
from clubrater.ui import feedback
from clubrater.ui.dialogs import game_type_label
from clubrater.ui.plural import counted
from clubrater.ui.screen import fit_to_screen
from clubrater.ui.shown import day, said
from clubrater.ui.tasks import run_work

FILE_FILTER = QT_TRANSLATE_NOOP(
    "ImportDialog", "Players or games (*.xlsx *.xlsm *.csv);;Excel workbooks (*.xlsx *.xlsm);;CSV files (*.csv);;All files (*)"
)


@dataclass(frozen=True, slots=True)
class ImportPreview:
    """What a file would add, and every problem row as (sheet, line, reason)."""

    path: Path
    batch: ImportBatch
    plan: ImportPlan  # of what would be stored: the file without the games already in the club
    problems: list[tuple[str, int, str]]
    known: list[bool] = field(default_factory=list)  # per game of the file: already in the club (issue 19)

    @property
    def already(self) -> int:
        """How many of the file's games are already in the club (left out of the import)."""
        return sum(self.known)

    @property
    def addable(self) -> bool:
        p = self.plan
        return not self.problems and bool(p.new_players or p.new_events or p.batch.games or p.batch.adjustments)


def preview_file(controller: ClubController, path: str | Path) -> ImportPreview:
    """Read and check the file without storing anything; raises ClubRaterError when it cannot be read at all."""
    path = Path(path)
    if not path.is_file():
        raise ClubRaterError(QCoreApplication.translate("ImportDialog", "There is no file {path}.").format(path=path))
    sheets = read_club_file(path)
    batch = merge_batches(sheets, path.name)
    # Games already in the club (a file imported before, or one that overlaps it) are marked and left out.
    from clubrater.controller.overlap import games_already_in

    known = games_already_in(controller, batch.games)
    new = replace(batch, games=[g for g, k in zip(batch.games, known, strict=True) if not k]) if any(known) else batch
    plan = controller.imports.plan(new, today=controller.today())  # a date after tomorrow is a problem of its line
    #: The sheet of a workbook (or the kind of CSV file) a problem row is on: Players, Games or Adjustments.
    players_sheet = QCoreApplication.translate("ImportDialog", "Players", "sheet of the workbook")
    games_sheet = QCoreApplication.translate("ImportDialog", "Games", "sheet of the workbook")
    adjustments_sheet = QCoreApplication.translate("ImportDialog", "Adjustments", "sheet of the workbook")
    if len(sheets) == 1:
        label = players_sheet if "players" in sheets else games_sheet
        problems = [(label, line, reason) for line, reason in plan.problems]
    else:
        # The sheets share line numbers: a problem the players alone have is the Players sheet's,
        # and the Adjustments sheet's reasons say "adjustment".
        own = set(controller.imports.plan(sheets["players"]).problems) if "players" in sheets else set()

        def sheet(p: tuple[int, str]) -> str:
            if p[1].startswith("adjustment"):
                return adjustments_sheet
            return players_sheet if p in own else games_sheet

        problems = [(sheet(p), *p) for p in plan.problems]
    return ImportPreview(path, batch, plan, problems, known)


class _Rows(QAbstractTableModel):
    """A read-only table of plain rows (fast for 100,000 games, unlike QTableWidget)."""

    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self.rows = rows

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and index.isValid():
            v = self.rows[index.row()][index.column()]  # a controller's problem or a rank said in the window's words
            return "" if v is None else day(v) if isinstance(v, date) else said(v)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None


class ImportPreviewDialog(QDialog):
    """The preview: counts, the new players, events and games, and every problem row with its reason."""

    def __init__(self, preview: ImportPreview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preview = preview
        plan, batch = preview.plan, preview.batch
        self.setWindowTitle(self.tr("Import {file}").format(file=preview.path.name))
        fit_to_screen(self, 760, 560, parent)
        layout = QVBoxLayout(self)
        self.summary = QLabel(self._summary_text())
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)

        self.tabs = QTabWidget()
        #: Columns of the problem list: the workbook sheet, the line number in the file, what is wrong.
        self.problem_table = self._table([self.tr("Sheet", "workbook sheet"), self.tr("Line", "line of the file"),
                                          self.tr("Problem")], preview.problems)
        if preview.problems:
            self.tabs.addTab(self.problem_table, self.tr("Problems (%n)", "", len(preview.problems)))
        # What the readers changed on the way in: invisible characters taken out of names (issue 16).
        self.notes_table = self._table([self.tr("Line", "line of the file"), self.tr("Changed on the way in")],
                                       batch.notes)
        if batch.notes:
            self.tabs.addTab(self.notes_table, self.tr("Changed (%n)", "", len(batch.notes)))
        players = [(r.name, RankText(str(r.rank) if r.rank else r.grade), r.club, r.country) for r in plan.new_players]
        #: Column: the player's kyu/dan rank (or shogi grade), not a position.
        self.tabs.addTab(self._table([self.tr("Name"), self.tr("Rank", "kyu/dan rank"),
                                      self.tr("Club", "the player's home club"), self.tr("Country")], players),
                         self.tr("New players (%n)", "", len(players)))
        events = [(e.name, e.start, e.klass) for e in plan.new_events]
        #: Columns of the new events: name, first day, EGF tournament class (A-D).
        self.tabs.addTab(self._table([self.tr("Event", "tournament"), self.tr("Starts"),
                                      self.tr("Class", "EGF tournament class A-D")], events),
                         self.tr("New events (%n)", "", len(events)))
        known = preview.known or [False] * len(batch.games)
        #: Marks a game of the file that the club already has (it is not imported again).
        there = self.tr("already in the club")
        games = [
            (g.date, g.black, g.white, g.result.value if g.result else "", g.handicap, f"{g.komi:g}",
             game_type_label(g.type), g.event or "", there if k else "")
            for g, k in zip(batch.games, known, strict=True)
        ]  # fmt: skip
        #: Columns of the games: Result is the winner's letter (B, W, J for jigo); Type the kind of game.
        headers = [self.tr("Date"), self.tr("Black"), self.tr("White"), self.tr("Result", "winner of a game"),
                   self.tr("Handicap", "Go handicap stones"), self.tr("Komi"), self.tr("Type", "kind of game"),
                   self.tr("Event", "tournament"), self.tr("In the club", "is the game already stored")]
        self.games_table = self._table(headers, games)
        self.games_table.setObjectName("importGames")
        self.tabs.addTab(self.games_table, self.tr("Games (%n)", "", len(games)))
        if not preview.problems:  # open on the first tab that has something to show, not on "New players (0)"
            for i in range(self.tabs.count()):
                table = self.tabs.widget(i)
                if isinstance(table, QTableView) and table.model().rowCount() > 0:
                    self.tabs.setCurrentIndex(i)
                    break
        layout.addWidget(self.tabs, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(self.tr("Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("importButton")
        n_new = len(plan.batch.games)
        if preview.already and n_new:  # a file that overlaps the club: only its new games go in
            self.import_button.setText(counted(self.tr("Import only the %n new game(s)", "", n_new), n_new))
        self.import_button.setEnabled(preview.addable)
        self.import_button.setDefault(preview.addable)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if preview.addable and not preview.problems:  # Enter imports: focus on Import, not on Cancel or a table
            self.import_button.setFocus()

    def _summary_text(self) -> str:
        pv = self.preview
        plan = pv.plan
        n_players, n_events, n_games = len(plan.new_players), len(plan.new_events), len(plan.batch.games)
        players = counted(self.tr("%n new player(s)", "", n_players), n_players)
        events = counted(self.tr("%n new event(s)", "", n_events), n_events)
        games = counted(self.tr("%n game(s)", "", n_games), n_games)
        if pv.batch.adjustments:
            n = len(pv.batch.adjustments)
            #: Set by hand: a player's kyu/dan rank (and index or rating) from a date on.
            adjustments = counted(self.tr("%n rank adjustment(s)", "", n), n)
            adds = self.tr("{players}, {events}, {games} and {adjustments}").format(
                players=players, events=events, games=games, adjustments=adjustments)
        else:
            adds = self.tr("{players}, {events} and {games}").format(players=players, events=events, games=games)
        if pv.problems:
            n = len(pv.problems)
            return counted(self.tr(
                "{file} cannot be imported: it has %n problem(s), listed below. Nothing has been stored. Correct the "
                "file and import it again (it would add {adds}).", "", n), n).format(file=pv.path.name, adds=adds)
        if not pv.addable:
            if pv.already:
                return counted(self.tr("{file} adds nothing new to the club: the club already has its %n game(s).", "",
                                       pv.already), pv.already).format(file=pv.path.name)
            return self.tr("{file} adds nothing new to the club.").format(file=pv.path.name)
        changed = ""
        if pv.batch.notes:
            n = len(pv.batch.notes)
            changed = " " + counted(self.tr(
                "%n name(s) or note(s) lost invisible characters that would show text backwards or hide it (listed "
                "under Changed).", "", n), n)
        if pv.already:
            #: Some games of the file are stored already (marked in the Games tab); only the others are imported.
            changed += " " + counted(self.tr("Left out, because the club already has them: %n game(s) (marked under "
                                             "Games).", "", pv.already), pv.already)
        return self.tr("Importing {file} adds {adds}.{changed} Nothing is stored until you press Import.").format(
            file=pv.path.name, adds=adds, changed=changed)

    def _table(self, headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> QTableView:
        view = QTableView()
        view.setModel(_Rows(headers, rows, view))
        view.setAlternatingRowColors(True)
        view.verticalHeader().setVisible(False)
        view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        return view


def run_import(parent: QWidget | None, controller: ClubController, path: str | Path | None = None) -> Changes | None:
    """File > Import; returns what changed, or None when nothing was imported."""
    if path is None:
        name = feedback.choose_open_file(parent, QCoreApplication.translate("ImportDialog", "Import players or games"),
                                         QCoreApplication.translate("ImportDialog", str(FILE_FILTER)), kind="import")
        if not name:
            return None
        path = name
    chosen = Path(path)
    try:
        preview = run_work(parent, QCoreApplication.translate("ImportDialog", "Reading {file}…").format(file=chosen.name),
                           lambda: preview_file(controller, chosen))
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, QCoreApplication.translate("ImportDialog", "Import"))
        return None
    dialog = ImportPreviewDialog(preview, parent)
    if not feedback.run_dialog(dialog) or not preview.addable:
        return None
    try:
        summary = run_work(parent, QCoreApplication.translate("ImportDialog", "Importing {file}…").format(
            file=chosen.name), lambda: controller.imports.batch(preview.plan.batch,  # without games already there
                                                                today=controller.today()))
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, QCoreApplication.translate("ImportDialog", "Import"))
        return None
    return summary  # an ImportSummary is the import's Changes

