"""The record sheet: an evening's games typed row after row, checked per row, saved together.

The grid keeps exactly what was typed. Grey values (date, handicap, komi, type,
event) are filled in from the sheet's date, the players' ranks and the club's
settings until something is typed over them. Each row says in its last column
whether it is ready or what is wrong ("Sipho is not in the player list. Add
Sipho?"); Ctrl+S saves every game in one step, or nothing if a row needs work.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QStringListModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QComboBox,
    QCompleter,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubrater.controller.changes import Changes
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import GameType, RatingSystem, Result
from clubrater.domain.names import name_key
from clubrater.ui.dialogs import date_edit, pydate, qdate
from clubrater.ui.operations import events as events_ops
from clubrater.ui.operations import players as players_ops
from clubrater.ui.pages import Page
from clubrater.ui.parsing import (
    CellError,
    format_komi,
    parse_date,
    parse_game_type,
    parse_handicap,
    parse_komi,
    parse_result,
)
from clubrater.ui.plural import counted
from clubrater.ui.shown import day as shown_day
from clubrater.ui.shown import even, keys, long_day, piece_handicap, rank, said
from clubrater.ui.shown import game_type as type_name
from clubrater.ui.undo import EnterGames
from clubrater.ui.widgets import Banner, NameCompleter, event_picker, heading, hint, quiet_popup, strip_choice

if TYPE_CHECKING:
    from clubrater.controller.queries import PlayerLookup
    from clubrater.controller.session import ClubController
    from clubrater.domain.records import GameInput
    from clubrater.ui.context import WindowContext

DATE, BLACK, WHITE, HANDICAP, KOMI, WINNER, TYPE, EVENT, CHECK = range(9)
COLUMNS = ("Date", "Black", "White", "Handicap", "Komi", "Winner", "Type", "Event", "Check")  # English, for code


def column_titles() -> tuple[str, ...]:
    """The grid's column titles in the window's language (COLUMNS' order)."""
    return (
        QCoreApplication.translate("RecordSheet", "Date"),
        #: Column title: the player who had Black.
        QCoreApplication.translate("RecordSheet", "Black", "player"),
        #: Column title: the player who had White.
        QCoreApplication.translate("RecordSheet", "White", "player"),
        #: Column title: handicap stones (Go) or pieces (shogi).
        QCoreApplication.translate("RecordSheet", "Handicap"),
        #: Column title: komi, the points White receives in Go.
        QCoreApplication.translate("RecordSheet", "Komi"),
        QCoreApplication.translate("RecordSheet", "Winner"),
        #: Column title: the game type (tournament, club, friendly, free).
        QCoreApplication.translate("RecordSheet", "Type", "game type"),
        #: Column title: the tournament or event of the game.
        QCoreApplication.translate("RecordSheet", "Event", "tournament"),
        #: Column title: what the check of the row says (ready, or what is wrong).
        QCoreApplication.translate("RecordSheet", "Check", "row check"),
    )
EDITABLE = 8
START_ROWS = 20

_BAD = QBrush(QColor(253, 226, 222))
_OK = QBrush(QColor(28, 110, 40))
_ERR = QBrush(QColor(160, 30, 20))
_DEFAULT = QBrush(QColor(140, 140, 140))
_WARN = QBrush(QColor(255, 236, 150))  # a likely mistake: yellow, the row can still be saved
_WARN_TEXT = QBrush(QColor(110, 80, 0))
Index = QModelIndex | QPersistentModelIndex


@dataclass(slots=True)
class RowCheck:
    """What a row of the sheet says, and whether it can be saved."""

    state: str = "empty"  # "empty", "ok", "incomplete" (being typed), "problem"
    message: str = ""
    bad: set[int] = field(default_factory=set)
    unknown_players: list[str] = field(default_factory=list)
    unknown_event: str = ""
    game: GameInput | None = None
    defaults: dict[int, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)  # likely mistakes (issue 17): shown in yellow, still savable
    pair_warning: str = ""  # the same two players elsewhere on this sheet (set by the sheet, not the row)

    def text(self) -> str:
        """The Check column: the row's message, then every warning."""
        warns = [*self.warnings, *([self.pair_warning] if self.pair_warning else [])]
        return "  ·  ".join([self.message, *(f"⚠ {w}" for w in warns)]) if warns else self.message

    def warned(self) -> bool:
        return self.state == "ok" and bool(self.warnings or self.pair_warning)


@dataclass(slots=True)
class SheetDefaults:
    """The sheet-wide values a row uses when its own cell is empty."""

    day: date
    game_type: GameType
    event: str = ""


class SheetModel(QAbstractTableModel):
    """Rows of typed text; every change re-checks its row against the club."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctrl: ClubController | None = None
        self.lookup: Callable[[], PlayerLookup] | None = None
        self.defaults = SheetDefaults(date.today(), GameType.CLUB)
        self.rows: list[list[str]] = [[""] * EDITABLE for _ in range(START_ROWS)]
        self.checks: list[RowCheck] = [RowCheck() for _ in range(START_ROWS)]
        self.current_row = -1
        self.rounds: dict[int, int] = {}  # row -> the club night's round it came from (the Club night page, issue 26)
        self._italic = QFont()
        self._italic.setItalic(True)

    # ----------------------------------------------------------------- Qt model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return column_titles()[section]
        return str(section + 1)

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return base | Qt.ItemFlag.ItemIsEditable if index.column() < EDITABLE else base

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        r, c = index.row(), index.column()
        chk = self.checks[r]
        if c == CHECK:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                return chk.text()
            if role == Qt.ItemDataRole.ForegroundRole:
                return (_WARN_TEXT if chk.warned() else _OK) if chk.state == "ok" else _ERR
            if role == Qt.ItemDataRole.BackgroundRole and chk.warned():
                return _WARN
            return None
        text = self.rows[r][c]
        if role == Qt.ItemDataRole.EditRole:
            return text
        if role == Qt.ItemDataRole.DisplayRole:
            return text if text else chk.defaults.get(c, "")
        if role == Qt.ItemDataRole.ForegroundRole and not text and c in chk.defaults:
            return _DEFAULT
        if role == Qt.ItemDataRole.FontRole and not text and c in chk.defaults:
            return self._italic
        if role == Qt.ItemDataRole.BackgroundRole and c in chk.bad:
            return _BAD
        if role == Qt.ItemDataRole.ToolTipRole and c in chk.bad:
            return chk.message
        if role == Qt.ItemDataRole.TextAlignmentRole and c in (HANDICAP, KOMI, WINNER):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or index.column() >= EDITABLE:
            return False
        r, c = index.row(), index.column()
        text = str(value).strip()
        if c in (BLACK, WHITE):
            text = strip_choice(text)
        if self.rows[r][c] == text:
            return False
        self.rows[r][c] = text
        if r == len(self.rows) - 1 and text:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows))
            self.rows.append([""] * EDITABLE)
            self.checks.append(RowCheck())
            self.endInsertRows()
        self.check_row(r)
        return True

    # ----------------------------------------------------------------- checking
    def check_row(self, r: int, *, complete: bool | None = None, mark_pairs: bool = True) -> RowCheck:
        """Re-check one row; a row being typed (the current one) is not yet told what is missing."""
        if complete is None:
            complete = r != self.current_row
        chk = (check_cells(self.ctrl, self.rows[r], self.defaults, complete=complete,
                           lookup=self.lookup() if self.lookup else None) if self.ctrl else RowCheck())
        old, self.checks[r] = self.checks[r], chk
        chk.pair_warning = old.pair_warning  # the sheet's, not the row's: _mark_pairs says whether it still holds
        if chk != old:  # an empty row stays empty after a save: no repaint, no measuring of the columns (issue 14)
            self.dataChanged.emit(self.index(r, 0), self.index(r, CHECK))
        if mark_pairs:
            self._mark_pairs()
        return chk

    def _mark_pairs(self) -> None:
        """The same two players twice on one sheet is likely a row typed twice: warn on each of those rows."""
        rows_of: dict[frozenset[int], list[int]] = {}
        for i, c in enumerate(self.checks):
            if c.game is not None:
                rows_of.setdefault(frozenset((c.game.black, c.game.white)), []).append(i)
        for i, c in enumerate(self.checks):
            same = rows_of.get(frozenset((c.game.black, c.game.white)), []) if c.game is not None else []
            others = [str(j + 1) for j in same if j != i]
            n = len(others)  # a plain name: lupdate misses translate(..., len(x)) outside a class
            text = ""
            if others:
                #: A warning in the row's check; {rows} lists the other row numbers ("3, 5").
                said = QCoreApplication.translate("RecordSheet", "the same two players are also on row(s) {rows}", "", n)
                text = counted(said, n).format(rows=", ".join(others))
            if text != c.pair_warning:
                c.pair_warning = text
                self.dataChanged.emit(self.index(i, CHECK), self.index(i, CHECK))

    def check_all(self, *, complete: bool | None = None) -> None:
        for r in range(len(self.rows)):
            self.check_row(r, complete=complete, mark_pairs=False)
        self._mark_pairs()

    def set_current_row(self, r: int) -> None:
        old, self.current_row = self.current_row, r
        if 0 <= old < len(self.rows) and old != r:
            self.check_row(old)

    def filled_rows(self) -> list[int]:
        return [i for i, row in enumerate(self.rows) if any(row)]

    def clear(self) -> None:
        self.beginResetModel()
        self.rows = [[""] * EDITABLE for _ in range(START_ROWS)]
        self.checks = [RowCheck() for _ in range(START_ROWS)]
        self.current_row = -1
        self.rounds = {}
        self.endResetModel()

    def rename(self, old: str, new: str) -> None:
        """A player added under another spelling than typed: the sheet follows."""
        key = name_key(old)
        for row in self.rows:
            for c in (BLACK, WHITE):
                if row[c] and name_key(row[c]) == key:
                    row[c] = new


def check_cells(ctrl: ClubController, cells: list[str], defaults: SheetDefaults, *, complete: bool,
                lookup: PlayerLookup | None = None) -> RowCheck:
    """The whole row against the club: every problem, in the words the secretary would use."""
    from clubrater.domain.records import GameInput

    chk = RowCheck()
    if not any(cells):
        return chk
    lookup = lookup or ctrl.queries.lookup()
    problems: list[str] = []

    def bad(col: int, message: str) -> None:
        chk.bad.add(col)
        problems.append(message)

    try:
        day = parse_date(cells[DATE], default=defaults.day, today=ctrl.today())
    except CellError as exc:
        day = defaults.day
        bad(DATE, said(exc))
    if not cells[DATE]:
        chk.defaults[DATE] = shown_day(day)
    ids: list[int | None] = []
    for col, missing in ((BLACK, QCoreApplication.translate("RecordSheet", "Who played Black?")),
                         (WHITE, QCoreApplication.translate("RecordSheet", "Who played White?"))):
        name = cells[col]
        if not name:
            ids.append(None)
            if complete:
                bad(col, missing)
            continue
        pid = lookup.find(name)
        if pid is None:
            chk.unknown_players.append(name)
            meant = lookup.suggest(name)
            if meant:
                #: {meant} is the name of a player in the list that looks like the {name} typed.
                bad(col, keys(QCoreApplication.translate(
                    "RecordSheet", "{name} is not in the player list. Did you mean {meant}? Add {name}? (Ctrl+Shift+A)"
                )).format(name=name, meant=meant))
            else:
                bad(col, keys(QCoreApplication.translate(
                    "RecordSheet", "{name} is not in the player list. Add {name}? (Ctrl+Shift+A)")).format(name=name))
        ids.append(pid)
    if ids[0] is not None and ids[0] == ids[1]:
        bad(WHITE, QCoreApplication.translate("RecordSheet", "The same player cannot play both Black and White."))
    default_hcp, _komi = ctrl.games.default_handicap(ids[0], ids[1])
    handicap = default_hcp
    pieces = ""
    shogi = ctrl.system == RatingSystem.FESA
    if shogi and cells[HANDICAP]:  # shogi: the pieces the stronger player (White) gives
        from clubrater.domain.shogi import piece_handicap_code

        try:
            pieces = piece_handicap_code(cells[HANDICAP])
        except ClubRaterError as exc:
            bad(HANDICAP, said(exc))
    elif cells[HANDICAP]:
        try:
            handicap = parse_handicap(cells[HANDICAP])
        except CellError as exc:
            bad(HANDICAP, said(exc))
    elif ids[0] is not None and ids[1] is not None:
        chk.defaults[HANDICAP] = even() if shogi else str(default_hcp)
    komi = ctrl.games.komi_for(handicap)
    if cells[KOMI]:
        try:
            komi = parse_komi(cells[KOMI])
        except CellError as exc:
            bad(KOMI, said(exc))
    elif ids[0] is not None and ids[1] is not None and not shogi:
        chk.defaults[KOMI] = format_komi(komi)
    result: Result | None = None
    if cells[WINNER] or complete:
        try:
            result = parse_result(cells[WINNER])
        except CellError as exc:
            bad(WINNER, said(exc))
    try:
        game_type = parse_game_type(cells[TYPE], defaults.game_type)
    except CellError as exc:
        game_type = defaults.game_type
        bad(TYPE, said(exc))
    if not cells[TYPE]:
        chk.defaults[TYPE] = type_name(defaults.game_type.value)
    event_name = cells[EVENT] or defaults.event
    event_id = None
    if event_name:
        ev = ctrl.queries.event_by_name(event_name)
        if ev is None:
            chk.unknown_event = event_name
            bad(EVENT, keys(QCoreApplication.translate(
                "RecordSheet", 'There is no event called "{event}". Add it? (Ctrl+Shift+A)')).format(event=event_name))
        else:
            event_id = ev.id
        if not cells[EVENT]:
            chk.defaults[EVENT] = event_name
    if ids[0] is not None and ids[1] is not None and getattr(ctrl, "on_server", False):
        why = ctrl.federation.why_not_game(ids[0], ids[1], event_id)  # another club's game (issue 25, item 4)
        if why:
            bad(BLACK, said(why))
    if problems:
        chk.state, chk.message = "problem", "  ·  ".join(problems)
        return chk
    if not complete and (ids[0] is None or ids[1] is None or result is None):
        chk.state, chk.message = "incomplete", ""
        return chk
    assert ids[0] is not None and ids[1] is not None and result is not None
    chk.game = GameInput(date=day, black=ids[0], white=ids[1], result=result, handicap=handicap, komi=komi,
                         type=game_type, event=event_id, piece_handicap=pieces)
    chk.state = "ok"
    if shogi:
        #: A ready shogi row: "✓ 3 Kyu v 1 Dan, Rook" ({black} and {white} are grades, {handicap} the pieces).
        chk.message = QCoreApplication.translate("RecordSheet", "✓ {black} v {white}, {handicap}").format(
            black=_rank(ctrl, ids[0]), white=_rank(ctrl, ids[1]), handicap=_pieces(pieces) if pieces else even())
        return chk
    from clubrater.ui.i18n import context

    RecordSheet = context("RecordSheet")  # counts through Context.tr: lupdate reads them as plural messages
    stones = even() if handicap == 0 else counted(RecordSheet.tr("%n stone(s)", "", handicap), handicap)
    #: A ready Go row: "✓ 12k v 10k, 2 stones, komi 0.5" ({black} and {white} are ranks).
    chk.message = QCoreApplication.translate("RecordSheet", "✓ {black} v {white}, {stones}, komi {komi}").format(
        black=_rank(ctrl, ids[0]), white=_rank(ctrl, ids[1]), stones=stones, komi=format_komi(komi))
    chk.warnings = likely_mistakes(ctrl, chk.game)
    return chk


def likely_mistakes(ctrl: ClubController, game: GameInput) -> list[str]:
    """What is allowed but probably mistyped (issue 17): stronger player as Black, a jigo with half-point komi."""
    warnings = []
    black, white = ctrl.replay.final.get(game.black), ctrl.replay.final.get(game.white)
    if black is not None and white is not None and black.rank is not None and white.rank is not None \
            and black.rank.ordinal > white.rank.ordinal:
        #: A warning: the stronger player usually takes White; {rank} is Black's kyu/dan rank.
        warnings.append(QCoreApplication.translate(
            "RecordSheet", "the stronger player ({rank}) is Black: colours swapped?").format(rank=rank(black.rank)))
    if game.result == Result.JIGO and game.komi is not None and game.komi % 1:
        #: A warning: a draw (jigo) is impossible when komi has half a point.
        warnings.append(QCoreApplication.translate(
            "RecordSheet", "a jigo with komi {komi} cannot happen: winner or komi mistyped?").format(
            komi=format_komi(game.komi)))
    return warnings


def _pieces(code: str) -> str:
    """A stored piece handicap ("rook") by its name in the window's language ("Rook")."""
    from clubrater.domain.shogi import PIECE_HANDICAPS

    return next((piece_handicap(p.label) for p in PIECE_HANDICAPS if p.code == code), code)


def _rank(ctrl: ClubController, pid: int) -> str:
    st = ctrl.replay.final.get(pid)
    if st is None:
        return ""
    return rank(str(st.rank) if st.rank is not None else st.grade)


# --------------------------------------------------------------------- the grid
class SheetDelegate(QStyledItemDelegate):
    """Line editors with completers; Enter moves on like Tab, so a sheet is typed without the mouse."""

    def __init__(self, page: SheetPage) -> None:
        super().__init__(page)
        self.page = page

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:  # noqa: N802
        edit = QLineEdit(parent)
        edit.setFrame(False)
        c = index.column()
        if c in (BLACK, WHITE):
            edit.setCompleter(self.page.names)
        elif c == EVENT:
            edit.setCompleter(self.page.event_names)
        elif c == TYPE:
            edit.setCompleter(self.page.type_names)
        return edit

    def setEditorData(self, editor: QWidget, index: Index) -> None:  # noqa: N802
        assert isinstance(editor, QLineEdit)
        editor.setText(index.data(Qt.ItemDataRole.EditRole) or "")
        shown = index.data(Qt.ItemDataRole.DisplayRole) or ""
        editor.setPlaceholderText(shown if not editor.text() else "")

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:  # noqa: N802
        assert isinstance(editor, QLineEdit)
        model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if isinstance(obj, QLineEdit) and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Escape):
                _hide_popup(obj)
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.commitData.emit(obj)
                self.closeEditor.emit(obj, QAbstractItemDelegate.EndEditHint.EditNextItem)
                return True
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and not obj.text() and not (
                    event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
                return self._leave_empty(obj, -1 if key == Qt.Key.Key_Left else 1)
        return super().eventFilter(obj, event)

    def _leave_empty(self, editor: QLineEdit, step: int) -> bool:
        """An empty box has no text to move in: Left and Right go to the box beside it, as on paper (issue 30:
        after Tab from the winner the next row's Black is open, and Left stayed in it, so a date typed to
        back-date the row went into Black and the Tabs after it put names into Handicap)."""
        view = self.page.view
        cur = view.currentIndex()
        col = cur.column() + step
        if not cur.isValid() or not 0 <= col < EDITABLE:
            return False
        _hide_popup(editor)
        self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        view.setCurrentIndex(cur.siblingAtColumn(col))
        return True

    def destroyEditor(self, editor: QWidget, index: Index) -> None:  # noqa: N802
        """The completers are shared by every cell: detach them so no popup outlives its editor."""
        if isinstance(editor, QLineEdit):
            _hide_popup(editor)
            editor.setCompleter(None)  # type: ignore[arg-type]  # Qt takes None; the stubs do not say so
        super().destroyEditor(editor, index)


def _hide_popup(edit: QLineEdit) -> None:
    completer = edit.completer()
    popup = completer.popup() if completer is not None else None
    if popup is not None and popup.isVisible():
        popup.hide()


class SheetView(QTableView):
    """Tab and Enter run along the row like the paper sheet, then to the next row's Black.

    A row needs only Black, White and the winner: after the winner they go on to the next row, so Type and
    Event (filled in from the sheet's settings) are reached only by going there (arrow keys, a click)."""

    WIDE = {DATE: 100, BLACK: 190, WHITE: 190, HANDICAP: 72, KOMI: 60, WINNER: 62, TYPE: 90, EVENT: 160}
    CHECK_ROOM = 250  # the Check column's message ("✓ 12k v 10k, 2 stones, komi 0.5") fits, or wraps (issue 17)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self) -> None:
        """On a narrow screen (1024 pixels) the names and the event give up room so Check stays on screen."""
        widths = dict(self.WIDE)
        spare = self.viewport().width() - sum(widths.values()) - self.CHECK_ROOM
        if spare < 0:
            give = {BLACK: 70, WHITE: 70, EVENT: 70, DATE: 12, TYPE: 10}  # the most each may give up
            total = sum(give.values())
            for col, most in give.items():
                widths[col] -= min(most, round(-spare * most / total))
        for col, w in widths.items():
            if self.columnWidth(col) != w:
                self.setColumnWidth(col, w)

    def moveCursor(self, action: QTableView.CursorAction, modifiers: Qt.KeyboardModifier) -> QModelIndex:  # noqa: N802
        cur = self.currentIndex()
        model = self.model()
        if cur.isValid() and action == QTableView.CursorAction.MoveNext:
            if cur.column() == WINNER or cur.column() >= EDITABLE - 1:
                row = min(cur.row() + 1, model.rowCount() - 1)
                return model.index(row, BLACK)
            return model.index(cur.row(), cur.column() + 1)
        if cur.isValid() and action == QTableView.CursorAction.MovePrevious:
            if cur.column() == 0 and cur.row() > 0:
                return model.index(cur.row() - 1, EDITABLE - 1)
            return model.index(cur.row(), max(0, cur.column() - 1))
        return super().moveCursor(action, modifiers)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if self.state() != QTableView.State.EditingState:
            if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                for idx in self.selectedIndexes() or [self.currentIndex()]:
                    if idx.isValid() and idx.column() < EDITABLE:
                        self.model().setData(idx, "", Qt.ItemDataRole.EditRole)
                return
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
                nxt = self.moveCursor(QTableView.CursorAction.MoveNext, event.modifiers())
                self.setCurrentIndex(nxt)
                return
        super().keyPressEvent(event)


class SheetPage(Page):
    #: The page where an evening's games are typed row after row, as on the paper record sheet.
    TITLE = QT_TRANSLATE_NOOP("Pages", "Record sheet")
    event: QComboBox  # type: ignore[assignment]  # the event picker, not QObject.event()

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        self.model = SheetModel(self)
        self.model.lookup = lambda: self.ctx.lookup
        self.names = NameCompleter(self)
        self.event_names = QCompleter([], self)
        self.event_names.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.event_names.setFilterMode(Qt.MatchFlag.MatchContains)
        self.type_names = QCompleter([type_name(t.value) for t in GameType], self)
        quiet_popup(self.event_names)
        quiet_popup(self.type_names)

        self.day = date_edit(ctx.today())
        self.day.setObjectName("sheetDate")
        self.day.dateChanged.connect(self._defaults_changed)
        self.type = QComboBox()
        self.type.setObjectName("sheetType")
        for t in GameType:
            self.type.addItem(type_name(t.value), t.value)
        self.type.currentIndexChanged.connect(self._defaults_changed)
        #: Placeholder of the sheet's event box: the games belong to no event.
        self.event = event_picker("sheetEvent", self.tr("none (club games)"), 18)
        self.event.currentTextChanged.connect(self._defaults_changed)

        self.view = SheetView()
        self.view.setObjectName("sheetTable")
        self.view.setModel(self.model)
        self.view.setItemDelegate(SheetDelegate(self))
        self.view.setEditTriggers(
            QTableView.EditTrigger.AnyKeyPressed | QTableView.EditTrigger.DoubleClicked
            | QTableView.EditTrigger.EditKeyPressed
        )
        self.view.setSelectionMode(QTableView.SelectionMode.ExtendedSelection)
        self.view.setTabKeyNavigation(True)
        self.view.verticalHeader().setDefaultSectionSize(26)
        # a long check (a warning) or a long name wraps onto a second line instead of being cut
        self.view.verticalHeader().setSectionResizeMode(self.view.verticalHeader().ResizeMode.ResizeToContents)
        self.view.verticalHeader().setMinimumSectionSize(26)
        self.view.setWordWrap(True)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.fit_columns()
        self.view.selectionModel().currentChanged.connect(self._current_changed)
        self.view.doubleClicked.connect(self._double_clicked)

        self.banner = Banner()
        self.banner.setObjectName("sheetBanner")
        self.add_missing = QPushButton()
        self.add_missing.setObjectName("sheetAddMissing")
        self.add_missing.hide()
        self.add_missing.clicked.connect(self.add_missing_for_current)
        self.counts = QLabel()
        self.counts.setObjectName("sheetCounts")
        save = QPushButton(keys(self.tr("Save the sheet (Ctrl+S)")))
        save.setObjectName("sheetSave")
        save.clicked.connect(self.save)
        clear = QPushButton(self.tr("Clear the sheet"))
        clear.clicked.connect(self.clear_asking)

        top = QHBoxLayout()
        top.addWidget(heading(self.title))
        top.addSpacing(18)
        boxes: tuple[tuple[str, QWidget], ...] = (
            #: Label of the date box: the club evening the games were played on.
            (self.tr("Club &night of"), self.day), (self.tr("Game &type"), self.type),
            #: The tournament or event the sheet's games belong to.
            (self.tr("E&vent", "tournament"), self.event))
        for text, box in boxes:
            lab = QLabel(text)
            lab.setBuddy(box)
            top.addWidget(lab)
            top.addWidget(box)
            top.addSpacing(8)
        top.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.counts)
        bottom.addStretch(1)
        bottom.addWidget(self.add_missing)
        bottom.addWidget(clear)
        bottom.addWidget(save)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(hint(keys(self.tr(
            "Type the games row after row as they are on the paper sheet: Black, White, handicap, komi, winner "
            "(B, W or J). Tab or Enter moves to the next box, and to the next row after the winner (type and event "
            "come from the settings above; go there with the arrow keys to change one row's). Grey values "
            "are filled in for you from the ranks and the settings; type over them to change them. Each row is "
            "checked as you go. Nothing is saved until you press Ctrl+S, and then every game is saved together.")
            #: Said after the sheet's hint: how to give one row another date (the Date box is left of Black).
            + " " + self.tr("A game of another night: Shift+Tab or Left from its empty Black box goes to its Date."))))
        lay.addWidget(self.view, 1)
        lay.addWidget(self.banner)
        lay.addLayout(bottom)
        self.setFocusProxy(self.view)

    # ----------------------------------------------------------------- club data
    def concerns(self, changes: Changes) -> bool:
        return changes.players or changes.events or changes.settings or changes.ratings

    def refresh(self) -> None:
        ctrl = self.club
        self.model.ctrl = ctrl
        changed = self.pending
        if changed.players or changed.settings:
            self._update_names()
        elif changed.ratings:
            self.soon(self._update_names)  # only rank labels moved
        if changed.events:
            names = [e.name for e in ctrl.queries.events()]
            self.event_names.setModel(QStringListModel(names, self.event_names))
            current = self.event.currentText()
            self.event.blockSignals(True)
            self.event.clear()
            self.event.addItem("")
            self.event.addItems(names)
            self.event.setCurrentText(current)
            self.event.blockSignals(False)
        if changed.settings and not self.model.filled_rows():
            self.type.blockSignals(True)
            self.type.setCurrentIndex(max(0, self.type.findData(ctrl.default_game_type.value)))
            self.type.blockSignals(False)
        self._defaults_changed()

    def _update_names(self) -> None:
        self.give_choices(self.names)

    def _defaults_changed(self, *_: object) -> None:
        self.model.defaults = SheetDefaults(pydate(self.day.date()), GameType(self.type.currentData()),
                                            self.event.currentText().strip())
        if self.model.ctrl is not None:
            self.model.check_all()
        self._update_status()

    def club_closed(self) -> None:
        super().club_closed()
        self.model.ctrl = None
        self.model.clear()
        self.banner.say("")
        self.day.setDate(qdate(self.ctx.today()))

    # ----------------------------------------------------------------- moving about
    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.model.set_current_row(current.row())
        self._update_status()

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.column() == CHECK:
            self.add_missing_for_current()

    def _update_status(self) -> None:
        checks = [self.model.checks[r] for r in self.model.filled_rows()]
        ready = sum(1 for c in checks if c.state == "ok")
        waiting = len(checks) - ready
        text = counted(self.tr("%n game(s) ready to save", "", ready), ready)
        if waiting:
            #: Follows "3 games ready to save" after a comma.
            text = self.tr("{ready}, {waiting}").format(ready=text, waiting=counted(
                self.tr("%n row(s) still to finish or correct", "", waiting), waiting))
        self.counts.setText(text if checks else self.tr("The sheet is empty: click the first Black box and start typing."))
        r = self.view.currentIndex().row()
        chk = self.model.checks[r] if 0 <= r < len(self.model.checks) else None
        missing = self._missing(chk)
        if missing:
            #: A button: add the unknown player (a name) or the event ("the event "Cape Open"").
            self.add_missing.setText(self.tr("Add {missing}…").format(missing=missing))
            self.add_missing.show()
        else:
            self.add_missing.hide()
        if chk is not None and chk.state == "problem":
            self.banner.say(self.tr("Row {row}: {message}").format(row=r + 1, message=chk.message), "error")
        elif self.banner.kind == "error":
            self.banner.say("")
        self.ctx.update_actions()

    def _missing(self, chk: RowCheck | None) -> str:
        if chk is None:
            return ""
        if chk.unknown_players:
            return chk.unknown_players[0]
        if chk.unknown_event:
            return self.tr('the event "{event}"').format(event=chk.unknown_event)
        return ""

    def has_missing(self) -> bool:
        r = self.view.currentIndex().row()
        return 0 <= r < len(self.model.checks) and bool(self._missing(self.model.checks[r]))

    # ----------------------------------------------------------------- actions
    def add_missing_for_current(self) -> None:
        """Add the unknown player (or event) of the current row, then check the sheet again."""
        r = self.view.currentIndex().row()
        if not 0 <= r < len(self.model.checks):
            return
        chk = self.model.checks[r]
        if chk.unknown_players:
            typed = chk.unknown_players[0]
            pid = players_ops.add_player(self.ctx, name=typed)
            if pid is not None:
                new_name = self.club.queries.player(pid).name
                if new_name != typed:
                    self.model.rename(typed, new_name)
        elif chk.unknown_event:
            on = chk.game.date if chk.game else self.model.defaults.day
            events_ops.add_event(self.ctx, name=chk.unknown_event, on=on)
        self.model.check_all()
        self._update_status()
        self.view.setFocus()

    def save(self) -> bool:
        """Every ready row in one step; if any row needs work, nothing is saved and the first one is shown."""
        if self.ctrl is None:
            return False
        self.model.current_row = -1
        self.model.check_all(complete=True)
        rows = self.model.filled_rows()
        if not rows:
            self.banner.say(self.tr("The sheet is empty: type the games first."), "info")
            return False
        bad = [r for r in rows if self.model.checks[r].state != "ok"]
        if bad:
            r = bad[0]
            chk = self.model.checks[r]
            n = len(bad)
            col = min(chk.bad) if chk.bad else BLACK
            self.view.setCurrentIndex(self.model.index(r, col))
            self.view.setFocus()
            self._update_status()
            self.banner.say(counted(self.tr(
                "Correct %n row(s) before the sheet can be saved (nothing was saved yet). Row {row}: {message}",
                "", n), n).format(row=r + 1, message=chk.message), "error")
            return False
        games = [self._with_round(r) for r in rows]
        n = len(games)
        #: The undo command's name (Edit > Undo "Enter a record sheet of 12 games").
        text = counted(self.tr("Enter a record sheet of %n game(s)", "", n), n)
        cmd = EnterGames(self.ctx, games, text=text)  # type: ignore[arg-type]
        if not self.ctx.push(cmd):
            self.banner.say(self.ctx.last_error, "error")
            return False
        days = sorted({g.date for g in games if g is not None})
        if len(days) == 1:
            when = long_day(days[0])  # the window's one date form (issue 28)
        else:
            #: The first and the last day of the sheet's games.
            when = self.tr("{first} to {last}").format(first=long_day(days[0]), last=long_day(days[-1]))
        self.model.clear()
        #: {when} is a day ("04.03.2025": the window's date form) or "04.03.2025 to 11.03.2025".
        self.banner.say(counted(keys(self.tr("Saved %n game(s) of {when}. The standings and the games list show them now; "
                                        "Ctrl+Z takes the whole sheet back.", "", n)), n).format(when=when), "ok")
        self.view.setCurrentIndex(self.model.index(0, BLACK))
        if self.isVisible():
            self.view.setFocus()  # the editor that had the keyboard went with the rows: typing goes on here
        self._update_status()
        return True

    # ----------------------------------------------------------------- tonight's pairs (the Club night page, issue 26)
    def _with_round(self, r: int) -> GameInput | None:
        """Row r's game, with the club night's round when the row came from a pairing (its board is then entered)."""
        game = self.model.checks[r].game
        k = self.model.rounds.get(r)
        if game is None or k is None or game.round is not None:
            return game
        from dataclasses import replace

        return replace(game, round=k)

    def fill_from_pairing(self, rows: list[tuple[Any, ...]]) -> None:
        """Rows (date, Black, White, stones, komi, round) after those typed, skipping pairs already on the sheet; the
        sheet's date becomes the pairing's when the sheet is empty (else a row of another date says its own)."""
        m = self.model
        if not m.filled_rows() and rows:
            self.day.setDate(qdate(rows[0][0]))
        on_sheet = {frozenset((name_key(row[BLACK]), name_key(row[WHITE]))) for row in m.rows if any(row)}
        r = (m.filled_rows() or [-1])[-1] + 1
        for day, black, white, stones, komi, k in rows:
            if frozenset((name_key(black), name_key(white))) in on_sheet:
                continue
            while r >= len(m.rows) - 1:
                m.beginInsertRows(QModelIndex(), len(m.rows), len(m.rows))
                m.rows.append([""] * EDITABLE)
                m.checks.append(RowCheck())
                m.endInsertRows()
            cells = [""] * EDITABLE
            cells[DATE] = "" if day == m.defaults.day else day.isoformat()
            cells[BLACK], cells[WHITE] = black, white
            if m.ctrl is None or m.ctrl.system != RatingSystem.FESA:  # shogi: no stones, no komi (the pieces column)
                cells[HANDICAP], cells[KOMI] = str(stones), komi  # typed: the club's pairing rule, not the ranks'

            m.rows[r] = cells
            m.rounds[r] = k
            m.check_row(r, complete=False, mark_pairs=False)
            r += 1
        m.check_all(complete=False)
        self._update_status()

    def go_to_first_winner(self) -> None:
        """The cursor in the first Winner box still empty of the rows from a pairing."""
        for r in sorted(self.model.rounds):
            if not self.model.rows[r][WINNER]:
                self.view.setCurrentIndex(self.model.index(r, WINNER))
                break
        self.view.setFocus()

    def typed_pairs(self, day: date, round_: int) -> set[frozenset[int]]:
        """The pairs of round `round_` of `day` whose winner is typed on the sheet (a started board)."""
        out = set()
        for r, k in self.model.rounds.items():
            game = self.model.checks[r].game if r < len(self.model.checks) else None
            if k == round_ and game is not None and game.date == day and game.result is not None:
                out.add(frozenset((game.black, game.white)))
        return out

    def clear_asking(self) -> None:
        from clubrater.ui import feedback

        if self.model.filled_rows() and not feedback.ask(
            self, self.tr("Clear the sheet"), self.tr("Clear every row of the sheet? The games typed here are not saved yet."),
            yes=self.tr("Clear"), no=self.tr("Keep them"), default_yes=False,
        ):
            return
        self.model.clear()
        self.banner.say("")
        self._update_status()

    def unsaved_rows(self) -> int:
        """Rows typed and not saved, the box being typed in included (its text is put in the row first)."""
        editor = self.view.indexWidget(self.view.currentIndex())
        if editor is not None:
            self.view.commitData(editor)
        return len(self.model.filled_rows())

    def start(self) -> None:
        """Put the cursor in the first empty Black box, ready for typing."""
        rows = self.model.filled_rows()
        r = rows[-1] + 1 if rows else 0
        self.view.setCurrentIndex(self.model.index(min(r, self.model.rowCount() - 1), BLACK))
        self.view.setFocus()
