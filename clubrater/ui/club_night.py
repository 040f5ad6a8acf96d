"""The Club night page (issue 26): tick who is here, pair them, pin up the sheet, send the pairs to the record sheet.

Left, who is here: the players of the last four club nights first, ticked with Space; the name box
finds anybody else (Enter ticks him) and a name nobody has offers to add a newcomer on the spot.
Right, the pairs: each board with colours, handicap, komi and why; two players selected in it can be
paired by hand (Fix) or exchanged between their boards (Swap), the rest of the room paired again.
A player ticked after the pairing plays the bye (Pair with the bye) or everything not started is
paired again (Pair), boards with a result (saved, or typed on the record sheet) staying as they are.
"To the record sheet" puts tonight's pairs, handicaps and komi on the record sheet, so the secretary
types only the winners and saves as every evening.

Every pairing is one undoable step (Ctrl+Z, Ctrl+Shift+Z) and is kept in the club file, so it is
still there after a restart. The words of the page are the window's; the reasons come from the
controller as data (domain/pairing.Why) and are worded here.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubrater.controller.changes import Changes
from clubrater.domain import pairing as pr
from clubrater.domain.errors import ClubRaterError
from clubrater.ui import feedback, undo
from clubrater.ui.dialogs import date_edit, pydate, qdate
from clubrater.ui.i18n import context
from clubrater.ui.pages import Page
from clubrater.ui.parsing import format_komi
from clubrater.ui.plural import counted
from clubrater.ui.shown import rank as shown_rank
from clubrater.ui.shown import said
from clubrater.ui.widgets import Banner, NameCompleter, heading, hint, name_edit, set_widths, strip_choice

if TYPE_CHECKING:
    from clubrater.controller.session import ClubController
    from clubrater.domain.pairing import Pairing, Why
    from clubrater.ui.context import WindowContext

Index = QModelIndex | QPersistentModelIndex
BOARD, BLACK, WHITE, HANDICAP, KOMI, STATE, WHY = range(7)
PAIRINGS = Changes(pairings=True)


ClubNight = context("ClubNight")  # the module's words (lupdate reads ClubNight.tr as that context)


# --------------------------------------------------------------------------------------------- the reasons in words
def why_words(why: Why, day: date) -> str:
    """The reason for a pair in the window's language: the controller's sentence (domain.pairing.why_text, the command
    line's English) said again."""
    return said(pr.why_text(why, day))


# --------------------------------------------------------------------------------------------- undo
class KeepPairing(undo.ClubCommand):
    """One pairing step (pair, fix, swap, late arrival, delete): the round's kept pairing before and after it."""

    changes = PAIRINGS

    def __init__(self, host: undo.Host, text: str, day: date, round_: int, make: Callable[[], Changes]) -> None:
        super().__init__(host, text)
        self.day, self.round = day, round_
        self.make = make
        self.before: Pairing | None = None
        self.after: Pairing | None = None

    def _first(self) -> Changes:
        p = self.ctrl.pairings
        self.before = p.kept(self.day, self.round)
        changes = self.make()
        self.after = p.kept(self.day, self.round)
        return changes | PAIRINGS

    def _redo(self) -> Changes:
        return self.ctrl.pairings.put(self.day, self.round, self.after)

    def _undo(self) -> Changes:
        return self.ctrl.pairings.put(self.day, self.round, self.before)


# --------------------------------------------------------------------------------------------- models
class HereModel(QAbstractListModel):
    """The players who may be here, each ticked or not: the last nights' players first, then those found by name."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[int, str, str]] = []  # (id, name, rank)
        self.ticked: set[int] = set()
        self.recent = 0  # the first `recent` rows are the last nights' players

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        pid, name, rank = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{name}  ·  {shown_rank(rank)}" if rank else name
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if pid in self.ticked else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.UserRole:
            return pid
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.CheckStateRole:
            return False
        pid = self.rows[index.row()][0]
        on = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
        (self.ticked.add if on else self.ticked.discard)(pid)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
        return True

    def set_rows(self, rows: list[tuple[int, str, str]], recent: int) -> None:
        self.beginResetModel()
        self.rows, self.recent = rows, recent
        self.endResetModel()

    def tick(self, pid: int, name: str, rank: str) -> int:
        """Tick a player (added at the end when not listed); his row."""
        for r, (p, _n, _k) in enumerate(self.rows):
            if p == pid:
                self.setData(self.index(r), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
                return r
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows))
        self.rows.append((pid, name, rank))
        self.ticked.add(pid)
        self.endInsertRows()
        return len(self.rows) - 1

    def present(self) -> list[int]:
        """The ticked players in list order."""
        return [pid for pid, _n, _r in self.rows if pid in self.ticked]


class PairsModel(QAbstractTableModel):
    """The boards of the round shown: board, Black, White (with ranks), handicap, komi, why, and its state."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.pairing: Pairing | None = None
        self.names: dict[int, str] = {}
        self.ranks: dict[int, str] = {}
        self.states: dict[int, str] = {}
        self.shogi = False

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() or self.pairing is None else len(self.pairing.boards)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if self.shogi and section in (BLACK, WHITE):
            #: Column: the shogi player who moves first (sente) / second (gote).
            return ClubNight.tr("Sente") if section == BLACK else ClubNight.tr("Gote")
        return (ClubNight.tr("Board", "column: board number"), ClubNight.tr("Black", "player"), ClubNight.tr("White", "player"), ClubNight.tr("Handicap"),
                ClubNight.tr("Komi"),
                #: Column: entered, result typed, paired by hand.
                ClubNight.tr("State", "of a board"),
                #: Column: why these two play each other.
                ClubNight.tr("Why", "why this pair"))[section]

    def player(self, index: Index) -> int | None:
        """The player of a Black or White cell."""
        if self.pairing is None or index.column() not in (BLACK, WHITE):
            return None
        b = self.pairing.boards[index.row()]
        return b.black if index.column() == BLACK else b.white

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.pairing is None:
            return None
        b = self.pairing.boards[index.row()]
        c = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if c == BOARD:
                return str(b.number)
            if c in (BLACK, WHITE):
                pid = b.black if c == BLACK else b.white
                rank = self.ranks.get(pid, "")
                return f"{self.names.get(pid, '?')}  ({shown_rank(rank)})" if rank else self.names.get(pid, "?")
            if c == HANDICAP:
                return str(b.handicap) if b.handicap else QCoreApplication.translate("RatingTerms", "even", "no handicap")
            if c == KOMI:
                return format_komi(b.komi)
            if c == WHY:
                return why_words(b.why, self.pairing.day)
            if c == STATE:
                return self.states.get(b.number, "")
        if role == Qt.ItemDataRole.ToolTipRole and c == WHY:
            return why_words(b.why, self.pairing.day)
        if role == Qt.ItemDataRole.TextAlignmentRole and c in (BOARD, HANDICAP, KOMI):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def show(self, pairing: Pairing | None, names: dict[int, str], ranks: dict[int, str], states: dict[int, str],
             shogi: bool) -> None:
        self.beginResetModel()
        self.pairing, self.names, self.ranks, self.states, self.shogi = pairing, names, ranks, states, shogi
        self.endResetModel()


# --------------------------------------------------------------------------------------------- the page
class ClubNightPage(Page):
    #: The page where tonight's players are ticked and paired.
    TITLE = QT_TRANSLATE_NOOP("Pages", "Club night")

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        self.here = HereModel(self)
        self.pairs = PairsModel(self)
        self.names = NameCompleter(self)

        self.day = date_edit(ctx.today())
        self.day.setObjectName("nightDate")
        self.day.dateChanged.connect(self._date_changed)
        self.round = QSpinBox()
        self.round.setObjectName("nightRound")
        self.round.setRange(1, 30)
        self.round.valueChanged.connect(lambda _v: self._guard(self._show_kept))
        self._ticked_for: int | None = None  # the kept pairing whose players were last ticked
        self.nights = QSpinBox()
        self.nights.setObjectName("nightNights")
        self.nights.setRange(1, 52)
        self.nights.setValue(pr.DEFAULT_NIGHTS)
        self.next_round = QPushButton(self.tr("Next round"))
        self.next_round.setObjectName("nightNextRound")
        self.next_round.clicked.connect(self.go_to_next_round)

        #: Placeholder of the name box on the Club night page.
        self.name_box = name_edit(self.tr("Type a name, Enter ticks it"), self.names)
        self.name_box.setObjectName("nightFind")
        self.name_box.returnPressed.connect(self.tick_typed)
        self.list = QListView()
        self.list.setObjectName("nightHere")
        self.list.setModel(self.here)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.here.dataChanged.connect(lambda *_: self._update())
        self.here.rowsInserted.connect(lambda *_: self._update())
        self.count = QLabel()
        self.count.setObjectName("nightCount")
        self.add_new = QPushButton(self.tr("Add a newcomer…"))
        self.add_new.setObjectName("nightAddNew")
        self.add_new.clicked.connect(lambda: self.add_newcomer(strip_choice(self.name_box.text())))
        untick = QPushButton(self.tr("Untick all"))
        untick.setObjectName("nightUntick")
        untick.clicked.connect(self.untick_all)

        self.table = QTableView()
        self.table.setObjectName("nightPairs")
        self.table.setModel(self.pairs)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setMinimumSectionSize(26)
        # a long reason wraps onto a second line rather than being cut (the window may be 1024 wide)
        self.table.verticalHeader().setSectionResizeMode(self.table.verticalHeader().ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update())
        self.bye = QLabel()
        self.bye.setObjectName("nightBye")
        self.bye.setWordWrap(True)
        self.bye.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
        self.banner = Banner()
        self.banner.setObjectName("nightBanner")

        def button(name: str, text: str, slot: Callable[[], Any], keys: str = "") -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(name)
            b.clicked.connect(lambda: self._guard(slot))
            if keys:
                seq = QKeySequence(keys)
                b.setToolTip(f"{text} ({seq.toString(QKeySequence.SequenceFormat.NativeText)})")
                a = QAction(self)
                a.setShortcut(seq)
                a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                a.triggered.connect(lambda: self._guard(slot) if b.isEnabled() else None)
                self.addAction(a)
            return b

        self.pair_button = button("nightPair", self.tr("Pair"), self.pair, "Ctrl+Return")
        self.bye_button = button("nightWithBye", self.tr("Pair with the bye"), self.pair_with_bye, "Ctrl+Shift+Y")
        self.fix_button = button("nightFix", self.tr("Fix this pair"), self.fix_pair, "Ctrl+Shift+F")
        self.swap_button = button("nightSwap", self.tr("Swap these two"), self.swap, "Ctrl+Shift+W")
        self.sheet_button = button("nightToSheet", self.tr("To the record sheet"), self.to_record_sheet, "Ctrl+Shift+T")
        self.print_button = button("nightPrint", self.tr("Print the sheet…"), self.print_sheet)
        self.pdf_button = button("nightPdf", self.tr("Save the sheet as PDF…"), self.save_sheet_pdf)
        self.delete_button = button("nightDelete", self.tr("Forget this pairing"), self.forget)

        top = QHBoxLayout()
        top.addWidget(heading(self.title))
        top.addSpacing(18)
        #: Label of the date box of the Club night page.
        for text, box in ((self.tr("&Date"), self.day), (self.tr("&Round"), self.round),
                          #: Label: how many club nights back repeat games are counted.
                          (self.tr("&Nights back"), self.nights)):
            lab = QLabel(text)
            lab.setBuddy(box)
            top.addWidget(lab)
            top.addWidget(box)
            top.addSpacing(8)
        top.addWidget(self.next_round)
        top.addStretch(1)

        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        #: Heading of the list of players on the Club night page.
        lv.addWidget(QLabel(self.tr("Who is here")))
        lv.addWidget(self.name_box)
        lv.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addWidget(self.count, 1)
        row.addWidget(untick)
        lv.addLayout(row)
        lv.addWidget(self.add_new)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addWidget(self.table, 1)
        rv.addWidget(self.bye)
        buttons = QGridLayout()
        for i, b in enumerate((self.pair_button, self.bye_button, self.fix_button, self.swap_button,
                               self.sheet_button, self.print_button, self.pdf_button, self.delete_button)):
            buttons.addWidget(b, i // 4, i % 4)
        rv.addLayout(buttons)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([300, 900])
        split.setChildrenCollapsible(False)

        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(hint(self.tr(
            "Tick who is here (Space ticks, the name box finds anybody else), then Pair (Ctrl+Enter): close in "
            "strength, not met lately, nobody sitting out twice. Select two players in the pairs to pair them by hand "
            "(Ctrl+Shift+F) or swap them (Ctrl+Shift+W). To the record sheet (Ctrl+Shift+T) fills tonight's sheet; "
            "type the winners there and save.")))
        lay.addWidget(split, 1)
        lay.addWidget(self.banner)
        self.setFocusProxy(self.name_box)
        self._update()

    # ----------------------------------------------------------------- club data
    def concerns(self, changes: Changes) -> bool:
        return changes.pairings or changes.players or changes.games or changes.ratings or changes.settings

    def refresh(self) -> None:
        if not self.isVisible():  # it reads the kept pairings from the club file (or server): only when shown
            self._stale = True
            return
        try:
            self.give_choices(self.names)
            self._list_players()
            self._show_kept()
        except ClubRaterError as exc:  # a server lost meanwhile: said, and read again when next shown
            self._stale = True
            self.banner.say(feedback.explain(exc), "error")

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """Shown again: the boards' states follow the record sheet (a result typed there starts a board)."""
        stale = self._stale
        super().showEvent(event)
        if not stale and self.ctrl is not None:
            self._guard(self._show_kept)

    def club_closed(self) -> None:
        super().club_closed()
        self.here.set_rows([], 0)
        self.here.ticked.clear()
        self._ticked_for = None
        self.pairs.show(None, {}, {}, {}, False)
        self.banner.say("")
        self.day.blockSignals(True)
        self.day.setDate(qdate(self.ctx.today()))
        self.day.blockSignals(False)
        self.round.setValue(1)

    @property
    def when(self) -> date:
        return pydate(self.day.date())

    def _list_players(self) -> None:
        """The last nights' players first (most games first), then every ticked player found by name."""
        ctrl = self.club
        recent = ctrl.pairings.recent_players(self.when)
        extra = [pid for pid in self.here.present() if pid not in recent]
        kept = ctrl.pairings.kept(self.when, self.round.value())
        extra += [pid for pid in (kept.players() if kept else []) if pid not in recent and pid not in extra]
        ids = [pid for pid in recent + extra if pid in ctrl.history.players]
        labels = ctrl.pairings.labels(ids, self.when)
        self.here.ticked &= set(ids)
        self.here.set_rows([(pid, ctrl.queries.player(pid).name, labels[pid]) for pid in ids], len(recent))

    def _date_changed(self, *_: object) -> None:
        if self.ctrl is None:
            return
        rounds = self.club.pairings.rounds(self.when)
        self.round.blockSignals(True)
        self.round.setValue(rounds[-1] if rounds else 1)
        self.round.blockSignals(False)
        self.here.ticked.clear()
        self._ticked_for = None
        self._guard(self._list_players)
        self._guard(self._show_kept)

    def _show_kept(self) -> None:
        """Show the round's kept pairing; the first time one is shown (after a restart, on another date or round,
        after undo) its players are ticked."""
        ctrl = self.ctrl
        if ctrl is None:
            return
        p = ctrl.pairings.kept(self.when, self.round.value())
        if p is not None and p.id != self._ticked_for:
            self._ticked_for = p.id
            for pid in p.players():
                if pid in ctrl.history.players:
                    self.here.tick(pid, ctrl.queries.player(pid).name, "")
            self._list_players()
        names = {pid: ctrl.queries.player(pid).name for pid in (p.players() if p else []) if pid in ctrl.history.players}
        ranks = ctrl.pairings.labels(names, p.day) if p is not None else {}
        states = self._states(ctrl, p)
        self.pairs.show(p, names, ranks, states, ctrl.system.value == "fesa")
        fm = self.table.fontMetrics()  # each column as wide as its widest cell (names are never cut), Why the rest
        set_widths(self.table, {c: max([40] + [fm.horizontalAdvance(str(self.pairs.index(r, c).data() or "")) + 18
                                               for r in range(self.pairs.rowCount())])
                                for c in (BOARD, BLACK, WHITE, HANDICAP, KOMI, STATE)})
        if p is not None and p.bye is not None:
            name = names.get(p.bye, "?")
            byes = p.bye_byes
            #: Under the pairs: who does not play this round.
            self.bye.setText(self.tr("Bye: {name} sits out this round.").format(name=name) if not byes else counted(
                self.tr("Bye: {name} sits out this round (%n bye(s) lately).", "", byes), byes).format(name=name))
        else:
            self.bye.setText("" if p is not None or not self.here.ticked else self.tr(
                "Not paired yet: press Pair (Ctrl+Enter)."))
        self._update()

    def _states(self, ctrl: ClubController, p: Pairing | None) -> dict[int, str]:
        if p is None:
            return {}
        entered = ctrl.pairings.entered(p)
        typed = self.ctx.typed_pairs(p.day, p.round)
        out = {}
        for b in p.boards:
            if b.number in entered:
                #: A board whose game is saved.
                out[b.number] = self.tr("entered")
            elif frozenset(b.players) in typed:
                #: A board whose result is typed on the record sheet (not saved yet).
                out[b.number] = self.tr("result typed")
            elif b.fixed:
                out[b.number] = self.tr("by hand")
        return out

    def started(self) -> set[int]:
        """The boards not to pair again: a result typed on the record sheet (saved ones the controller knows)."""
        p = self.pairs.pairing
        if p is None:
            return set()
        typed = self.ctx.typed_pairs(p.day, p.round)
        return {b.number for b in p.boards if frozenset(b.players) in typed}

    def _update(self) -> None:
        n = len(self.here.ticked)
        #: How many players are ticked as here tonight.
        self.count.setText(counted(self.tr("%n here", "", n), n))
        p = self.pairs.pairing
        late = [pid for pid in self.here.present() if p is not None and pid not in p.players()]
        self.pair_button.setEnabled(n >= 2 or p is not None)
        self.bye_button.setEnabled(p is not None and p.bye is not None and len(late) == 1)
        two = self.selected_players()
        self.fix_button.setEnabled(len(two) == 2)
        boards = {bd.number for x in two if p is not None and (bd := p.board_of(x)) is not None}
        self.swap_button.setEnabled(len(two) == 2 and len(boards) == 2)
        for button in (self.sheet_button, self.print_button, self.pdf_button):
            button.setEnabled(p is not None and bool(p.boards))
        self.delete_button.setEnabled(p is not None)
        self.add_new.setText(self.tr("Add {name} as a newcomer…").format(name=self.name_box.text().strip())
                             if self._typed_unknown() else self.tr("Add a newcomer…"))

    def _typed_unknown(self) -> bool:
        text = strip_choice(self.name_box.text())
        return bool(text) and self.ctrl is not None and self.ctx.lookup.find(text) is None

    def _guard(self, slot: Callable[[], Any]) -> None:
        try:
            slot()
        except ClubRaterError as exc:
            self.banner.say(feedback.explain(exc), "error")

    # ----------------------------------------------------------------- who is here
    def tick_typed(self) -> None:
        """Enter in the name box: tick the player named (a name nobody has: offer to add a newcomer)."""
        text = strip_choice(self.name_box.text())
        if not text or self.ctrl is None:
            return
        pid = self.ctx.lookup.find(text)
        if pid is None:
            self.add_newcomer(text)
            return
        self._tick(pid)
        self.name_box.clear()

    def _tick(self, pid: int) -> None:
        ctrl = self.club
        label = ctrl.pairings.labels([pid], self.when)[pid]
        r = self.here.tick(pid, ctrl.queries.player(pid).name, label)
        self.list.scrollTo(self.here.index(r))
        p = self.pairs.pairing
        if p is not None and pid not in p.players():
            name = ctrl.queries.player(pid).name
            if p.bye is not None:
                #: A player ticked after the pairing was made.
                self.banner.say(self.tr("{name} arrived after the pairing: Pair with the bye (Ctrl+Shift+Y) to play "
                                        "{bye}, or Pair (Ctrl+Enter) to pair the boards not started again.").format(
                    name=name, bye=ctrl.queries.player(p.bye).name), "info")
            else:
                self.banner.say(self.tr("{name} arrived after the pairing: Pair (Ctrl+Enter) pairs the boards not "
                                        "started again; boards with a result stay.").format(name=name), "info")
        self._update()

    def add_newcomer(self, name: str = "") -> None:
        """A newcomer on the spot: the usual Add player form, and he is ticked."""
        from clubrater.ui.operations import players as players_ops

        pid = players_ops.add_player(self.ctx, name=name)
        if pid is not None:
            self.name_box.clear()
            self._tick(pid)

    def untick_all(self) -> None:
        self.here.ticked.clear()
        self.here.dataChanged.emit(self.here.index(0), self.here.index(max(0, self.here.rowCount() - 1)))
        self._update()

    # ----------------------------------------------------------------- pairing
    def selected_players(self) -> list[int]:
        """The players of the selected Black or White cells (two for Fix and Swap)."""
        out: list[int] = []
        for index in self.table.selectionModel().selectedIndexes():
            pid = self.pairs.player(index)
            if pid is not None and pid not in out:
                out.append(pid)
        return out

    def _push(self, text: str, make: Callable[[], Changes]) -> bool:
        cmd = KeepPairing(self.ctx, text, self.when, self.round.value(), make)
        if not self.ctx.push(cmd):
            self.banner.say(self.ctx.last_error, "error")
            return False
        self.banner.say("")
        return True

    def pair(self) -> None:
        """Pair the players ticked (boards with a result stay; pairs made by hand stay while both are here)."""
        players = self.here.present()
        if len(players) < 2 and self.pairs.pairing is None:
            self.banner.say(self.tr("Tick at least two players first."), "error")
            return
        day, k, nights, started = self.when, self.round.value(), self.nights.value(), self.started()
        #: The undo command's name (Edit > Undo "Pair round 2").
        if self._push(self.tr("Pair round {round}").format(round=k), lambda: self.club.pairings.pair(
                players, day, k, nights, started=started)):
            self._said_paired()

    def _said_paired(self) -> None:
        p = self.pairs.pairing
        if p is not None:
            n = len(p.boards)
            self.banner.say(counted(self.tr("Round {round}: %n board(s). Ctrl+Z takes the pairing back.", "", n),
                                    n).format(round=p.round), "ok")
            self.table.setFocus()
            self.table.setCurrentIndex(self.pairs.index(0, BLACK))

    def pair_with_bye(self) -> None:
        """The one player ticked after the pairing plays the bye; nothing else moves."""
        p = self.pairs.pairing
        late = [pid for pid in self.here.present() if p is not None and pid not in p.players()]
        if p is None or len(late) != 1:
            return
        day, k = self.when, self.round.value()
        name = self.club.queries.player(late[0]).name
        #: The undo command's name: a late arrival plays the player who sat out.
        self._push(self.tr("Pair {name} with the bye").format(name=name),
                   lambda: self.club.pairings.with_bye(late[0], day, k))

    def fix_pair(self) -> None:
        """The two selected players play each other; everybody else not started is paired again."""
        two = self.selected_players()
        if len(two) != 2:
            return
        self._by_hand([(two[0], two[1])], self.tr("Pair two players by hand"))

    def swap(self) -> None:
        """The two selected players change boards; both boards are kept as pairs by hand, the rest paired again."""
        p = self.pairs.pairing
        two = self.selected_players()
        if p is None or len(two) != 2:
            return
        a, c = two
        one, other = p.board_of(a), p.board_of(c)
        if one is None or other is None or one.number == other.number:
            return
        b = one.white if one.black == a else one.black
        d = other.white if other.black == c else other.black
        self._by_hand([(c, b), (a, d)], self.tr("Swap two players"))

    def _by_hand(self, pairs: list[tuple[int, int]], text: str) -> None:
        players = list(dict.fromkeys([*self.here.present(), *(x for pair in pairs for x in pair)]))
        day, k, nights, started = self.when, self.round.value(), self.nights.value(), self.started()
        self._push(text, lambda: self.club.pairings.pair(players, day, k, nights, fixed=pairs, started=started))

    def go_to_next_round(self) -> None:
        """The next round of the date, its pairs still to make (the same players ticked)."""
        rounds = self.club.pairings.rounds(self.when)
        self.round.setValue(max([*rounds, self.round.value() - 1]) + 1)
        self.banner.say(self.tr("Round {round}: press Pair (Ctrl+Enter) when everybody is here.").format(
            round=self.round.value()), "info")

    def forget(self) -> None:
        p = self.pairs.pairing
        if p is None:
            return
        day, k = p.day, p.round
        #: The undo command's name.
        self._push(self.tr("Forget the pairing of round {round}").format(round=k),
                   lambda: self.club.pairings.delete(day, k))

    # ----------------------------------------------------------------- paper and the record sheet
    def print_sheet(self) -> bool:
        """The print preview of the sheet to pin up; printing from it prints."""
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from clubrater.io.noticeboard import setup_a4
        from clubrater.io.pairing_sheet import paint_sheet
        from clubrater.ui.screen import fit_to_screen

        p = self.pairs.pairing
        if p is None:
            return False
        sheet = self.club.pairings.sheet(p.day, p.round)
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        setup_a4(printer)
        dialog = QPrintPreviewDialog(printer, self.ctx.window)
        #: Title of the print preview of the pairing sheet.
        dialog.setWindowTitle(self.tr("Print preview: pairings of round {round}").format(round=p.round))
        dialog.paintRequested.connect(lambda device: paint_sheet(device, sheet))
        fit_to_screen(dialog, 900, 1000, self.ctx.window)
        return feedback.run_dialog(dialog)

    def save_sheet_pdf(self, path: str | None = None) -> str | None:
        """The sheet as a PDF file (asked for when `path` is None)."""
        p = self.pairs.pairing
        if p is None:
            return None
        if path is None:
            #: Part of the suggested file name: "Club, pairings 2025-03-14 round 1.pdf".
            stem = self.tr("{club}, pairings {date} round {round}").format(club=self.club.club_name,
                                                                            date=p.day.isoformat(), round=p.round)
            path = feedback.choose_save_file(self, self.tr("Save the pairing sheet as PDF"),
                                             QCoreApplication.translate("Printing", "PDF (*.pdf)"),
                                             str(self.club.path.parent / f"{stem}.pdf"), kind="pdf")
            if not path:
                return None
        pages = self.club.pairings.sheet_pdf(path, p.day, p.round)
        #: {file}: where the PDF went.
        self.banner.say(counted(self.tr("Saved the pairing sheet (%n page(s)) as {file}.", "", pages), pages).format(
            file=path), "ok")
        return path

    def to_record_sheet(self) -> None:
        """Tonight's boards not entered yet onto the record sheet: the secretary types only the winners."""
        p = self.pairs.pairing
        if p is None:
            return
        ctrl = self.club
        games = ctrl.pairings.games_of(p)
        if not games:
            self.banner.say(self.tr("Every board of round {round} is entered already.").format(round=p.round), "info")
            return
        rows = [(g.date, ctrl.queries.player(g.black).name, ctrl.queries.player(g.white).name, g.handicap,
                 format_komi(g.komi or 0.0), p.round) for _n, g in sorted(games.items())]
        self.ctx.to_sheet.emit(rows)
