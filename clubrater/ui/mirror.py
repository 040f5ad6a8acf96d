"""A C++ copy of a small Python table model, so that painting it calls no Python (issue 14).

A view over a Python model asks it, for every cell it paints, seven roles plus the row and
column counts: some 5,000 calls into Python to paint twenty rows of the form's last games,
about 10 ms after every save. `Mirror` keeps each cell's roles in a QStandardItemModel and
copies only what the source says changed (rows inserted or removed, cells changed, a reset),
so a save copies one row and the view paints from C++ alone. For lists of tens of rows:
a reset copies every cell.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

ROLES = (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.UserRole,
)

Index = QModelIndex | QPersistentModelIndex


class _Cell:
    """A cell's place, for the source's own `data` called from Python: the models here read only row() and
    column() of the index (a QModelIndex would take two calls back into Python, for the counts, per cell)."""

    __slots__ = ("_c", "_r")

    def __init__(self, row: int, column: int) -> None:
        self._r, self._c = row, column

    def row(self) -> int:
        return self._r

    def column(self) -> int:
        return self._c


class Mirror(QStandardItemModel):
    """Every cell of `source` (a flat table model) with the roles views paint, kept up to date through its signals.

    `roles`: the roles the source answers (the others are not asked).
    """

    def __init__(self, source: QAbstractItemModel, parent: QObject | None = None, *,
                 roles: tuple[Qt.ItemDataRole, ...] = ROLES) -> None:
        super().__init__(parent)
        self.source = source
        self.roles = roles
        source.modelReset.connect(self._reset)
        source.rowsInserted.connect(self._inserted)
        source.rowsRemoved.connect(self._removed)
        source.dataChanged.connect(self._changed)
        source.layoutChanged.connect(self._reset)
        source.headerDataChanged.connect(self._headers)
        self._reset()

    def _item(self, row: int, column: int) -> QStandardItem:
        item = QStandardItem()
        item.setEditable(False)
        cell, data = _Cell(row, column), self.source.data
        for role in self.roles:
            value = data(cell, role)  # type: ignore[arg-type]  # a plain (row, column): see _Cell
            if value is not None:
                item.setData(value, role)
        return item

    def _row(self, row: int) -> list[QStandardItem]:
        return [self._item(row, c) for c in range(self.source.columnCount())]

    def _headers(self, *_: object) -> None:
        for c in range(self.source.columnCount()):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                self.setHeaderData(c, Qt.Orientation.Horizontal, self.source.headerData(c, Qt.Orientation.Horizontal,
                                                                                         role), role)

    def _reset(self) -> None:
        self.beginResetModel()
        self.blockSignals(True)  # one reset for the views, not a signal per cell
        try:
            self.setRowCount(0)
            self.setColumnCount(self.source.columnCount())
            for r in range(self.source.rowCount()):
                self.appendRow(self._row(r))
            self._headers()
        finally:
            self.blockSignals(False)
        self.endResetModel()

    def _inserted(self, parent: Index, first: int, last: int) -> None:
        for r in range(first, last + 1):
            self.insertRow(r, self._row(r))

    def _removed(self, parent: Index, first: int, last: int) -> None:
        self.removeRows(first, last - first + 1)

    def _changed(self, top_left: Index, bottom_right: Index, _roles: object = None) -> None:
        for r in range(top_left.row(), bottom_right.row() + 1):
            for c in range(top_left.column(), bottom_right.column() + 1):
                self.setItem(r, c, self._item(r, c))
