"""Small widgets shared by the pages: name completers that also find players by rank, and helpers."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QKeyCombination, QModelIndex, QObject, QPersistentModelIndex, QStringListModel, Qt
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QCompleter, QFrame, QLabel, QLineEdit, QTableView, QWidget

from clubrater.ui.shown import rank as shown_rank  # a rank as the window's language writes it (issue 28)


class NameCompleter(QCompleter):
    """Offers "Sipho Dlamini  12k" for "sip", "dlam" or "12k"; inserts the name only."""

    SEPARATOR = "  ·  "

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = QStringListModel(self)
        self._texts: list[str] = []
        self.setModel(self._model)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setMaxVisibleItems(12)
        quiet_popup(self)

        self._ranked_for: str | None = None
        self._taker = _TakeCompletion(self)
        popup_of(self).installEventFilter(self._taker)  # installed last, so it sees Tab before QCompleter does

    def set_choices(self, choices: list[tuple[int, str, str]]) -> None:
        texts = [f"{name}{self.SEPARATOR}{shown_rank(rank)}" if rank else name for _pid, name, rank in choices]
        if texts != self._texts:
            self._texts = texts
            self._ranked_for = None
            self._model.setStringList(texts)

    def set_plain(self, items: list[str]) -> None:
        self._texts = list(items)
        self._ranked_for = None
        self._model.setStringList(items)

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:  # noqa: N802 - Qt's name
        text = str(index.data())
        return text.split(self.SEPARATOR, 1)[0]

    def splitPath(self, path: str) -> list[str]:  # noqa: N802 - Qt's name
        """Before Qt filters by "contains", put the names that start with the typed text first.

        QCompleter keeps the model's order among the matches, so "Tha" lists "Thabo" above
        "Lera Thamsanqa"; called with the typed text before each filtering, and the list is
        re-ordered only when that text changes.
        """
        edit = self.widget()
        if isinstance(edit, QLineEdit):  # where keys go when no popup grabs them (offscreen, some desktops)
            edit.installEventFilter(self._taker)  # installing again only moves it to the front
        if path != self._ranked_for:
            self._ranked_for = path
            ranked = sorted(self._texts, key=lambda t: match_rank(t.split(self.SEPARATOR, 1)[0], path))
            if ranked != self._model.stringList():
                self._model.setStringList(ranked)
        return super().splitPath(path)


def match_rank(name: str, typed: str) -> int:
    """0 when the name starts with the typed text, 1 when one of its words does, 2 otherwise."""
    n, t = name.casefold(), typed.strip().casefold()
    if not t or n.startswith(t):
        return 0
    return 1 if any(w.startswith(t) for w in n.split()) else 2


class _TakeCompletion(QObject):
    """Tab or Enter in a name box takes the highlighted name (the best match when none is), as a secretary expects.

    Without this, "Tha" + Tab kept "Tha" and offered to add a player called "Tha" although the
    list showed "Thabo". The popup's row is written into the box; the key then goes on as usual,
    so Tab still moves to the next box.
    """

    KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def __init__(self, completer: QCompleter) -> None:
        super().__init__(completer)
        self.completer = completer

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in self.KEYS:
            c = self.completer
            edit = c.widget()
            popup = popup_of(c)
            if isinstance(edit, QLineEdit) and popup.isVisible() and not event.modifiers():
                index = popup.currentIndex()
                if not index.isValid():
                    index = c.completionModel().index(0, 0)
                if index.isValid():
                    edit.setText(c.pathFromIndex(index))
        return False


_CTRL_SHIFT_Z = QKeyCombination(Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
                                 Qt.Key.Key_Z).toCombined()


class UndoPassThrough(QObject):
    """Ctrl+Z in a box with nothing of its own to undo undoes the last change to the club.

    A line edit claims Ctrl+Z even when it is empty; after Enter has saved a game and cleared the
    form, the secretary's Ctrl+Z means "take that game back".
    """

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and isinstance(obj, QLineEdit):
            if event.matches(QKeySequence.StandardKey.Undo) and not obj.isUndoAvailable():
                return True
            if event.matches(QKeySequence.StandardKey.Redo) and not obj.isRedoAvailable():
                return True
            if event.keyCombination().toCombined() == _CTRL_SHIFT_Z and not (
                obj.isRedoAvailable()
            ):
                return True
        return False


_PASS_THROUGH: UndoPassThrough | None = None


def pass_undo_through(*edits: QLineEdit) -> None:
    global _PASS_THROUGH
    if _PASS_THROUGH is None:
        _PASS_THROUGH = UndoPassThrough()
    for e in edits:
        e.installEventFilter(_PASS_THROUGH)


def popup_of(completer: QCompleter) -> QAbstractItemView:
    """The completer's list (QCompleter makes one when first asked; the stubs still allow None)."""
    popup = completer.popup()
    assert popup is not None
    return popup


def quiet_popup(completer: QCompleter) -> None:
    """A completion list never takes the keyboard from the box being typed in."""
    popup_of(completer).setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)


def strip_choice(text: str) -> str:
    """What the completer shows, back to the name."""
    return text.split(NameCompleter.SEPARATOR, 1)[0].strip()


def name_edit(placeholder: str, completer: NameCompleter | None = None, parent: QWidget | None = None) -> QLineEdit:
    edit = QLineEdit(parent)
    edit.setPlaceholderText(placeholder)
    edit.setClearButtonEnabled(True)
    if completer is not None:
        edit.setCompleter(completer)
    return edit


def event_picker(name: str, placeholder: str, width: int) -> QComboBox:
    """An event chosen from the list or typed (a new name is offered as a new event, never inserted silently)."""
    box = QComboBox()
    box.setObjectName(name)
    box.setEditable(True)
    box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    edit = box.lineEdit()
    assert edit is not None  # an editable combo box always has its line edit
    edit.setPlaceholderText(placeholder)
    box.setMinimumContentsLength(width)
    return box


def setup_table(view: QTableView, *, row_height: int = 24) -> None:
    """Fast, uniform rows: the views show up to 100,000 games."""
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    view.setWordWrap(False)
    view.setSortingEnabled(True)
    vh = view.verticalHeader()
    vh.setVisible(False)
    vh.setSectionResizeMode(vh.ResizeMode.Fixed)
    vh.setDefaultSectionSize(row_height)
    hh = view.horizontalHeader()
    hh.setHighlightSections(False)
    hh.setSortIndicatorShown(True)
    hh.setStretchLastSection(True)
    view.setHorizontalScrollMode(QTableView.ScrollMode.ScrollPerPixel)


def set_widths(view: QTableView, widths: dict[int, int], stretch: int | None = None) -> None:
    """Fixed starting widths, each at least as wide as its header's title in the window's language (German and
    Japanese titles are longer than the English the widths were chosen for); `stretch` takes the room left."""
    model = view.model()
    fm = view.horizontalHeader().fontMetrics()
    for col, w in widths.items():
        title = str(model.headerData(col, Qt.Orientation.Horizontal) or "") if model is not None else ""
        view.setColumnWidth(col, max(w, fm.horizontalAdvance(title) + 24))  # margins and the sort arrow
    if stretch is not None:
        hh = view.horizontalHeader()
        hh.setStretchLastSection(False)
        hh.setSectionResizeMode(stretch, hh.ResizeMode.Stretch)


def fit_columns(view: QTableView, stretch: int, *, sample: int = 200, cap: int = 320) -> None:
    """Columns share the width by what they hold (issue 30: at 1024 pixels an empty Club column kept 260 pixels
    while names were cut): each as wide as its title and the widest text of its first `sample` rows (at most
    `cap`), and the `stretch` column (the names) takes the rest. Cheap enough for every whole refill: a few
    hundred texts measured, not the 5,000 rows a resize-to-contents header would look at on every change."""
    model = view.model()
    if model is None:
        return
    fm, hfm = view.fontMetrics(), view.horizontalHeader().fontMetrics()
    rows = min(model.rowCount(), sample)
    for col in range(model.columnCount()):
        if col == stretch or view.isColumnHidden(col):
            continue
        need = hfm.horizontalAdvance(str(model.headerData(col, Qt.Orientation.Horizontal) or "")) + 24
        for row in range(rows):
            text = model.index(row, col).data()
            if text is not None and text != "":
                need = max(need, fm.horizontalAdvance(str(text)) + 16)
        view.setColumnWidth(col, min(need, cap))
    hh = view.horizontalHeader()
    hh.setStretchLastSection(False)
    hh.setSectionResizeMode(stretch, hh.ResizeMode.Stretch)


def heading(text: str, size: int = 15, parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    f = QFont(label.font())
    f.setPointSize(size)
    f.setBold(True)
    label.setFont(f)
    return label


def hint(text: str, parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setStyleSheet("color: #555;")
    return label


def line() -> QFrame:
    f = QFrame()
    f.setFrameShape(QFrame.Shape.HLine)
    f.setFrameShadow(QFrame.Shadow.Sunken)
    return f


class Banner(QLabel):
    """A one-line message under a form: green when all is well, red when something needs attention."""

    STYLES = {
        "ok": "background:#e7f4e8; color:#1d5e24; border:1px solid #b9dcbc; border-radius:4px; padding:6px;",
        "error": "background:#fdecea; color:#8a1c12; border:1px solid #f2b8b2; border-radius:4px; padding:6px;",
        "info": "background:#eef3fb; color:#1f3f73; border:1px solid #c7d6ee; border-radius:4px; padding:6px;",
    }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.kind = "info"
        self.hide()

    def say(self, text: str, kind: str = "info") -> None:
        self.kind = kind
        self.setStyleSheet(self.STYLES[kind])
        self.setText(text)
        self.setVisible(bool(text))


def find_child(widget: QWidget, cls: type, name: str) -> Any:
    return widget.findChild(cls, name)
