"""One game at a time, keyboard first: date, Black, White, handicap, komi, winner, type, event, Enter.

Handicap and komi follow the two players' ranks and the club's settings until
the secretary types other values. Enter saves the game and clears the form for
the next one; nothing typed is lost when something is missing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from clubrater.controller.changes import Changes
from clubrater.domain.model import GameType, RatingSystem, Result
from clubrater.domain.shogi import PIECE_HANDICAPS
from clubrater.ui.dialogs import date_edit, pydate, qdate
from clubrater.ui.mirror import Mirror
from clubrater.ui.models import GAMES_ROLES, GamesModel
from clubrater.ui.operations import events as events_ops
from clubrater.ui.operations import players as players_ops
from clubrater.ui.pages import Page
from clubrater.ui.shown import even, game_type, keys, long_day, lower_term, number, piece_handicap
from clubrater.ui.shown import rank as shown_rank
from clubrater.ui.undo import EnterGames
from clubrater.ui.widgets import (
    Banner,
    NameCompleter,
    event_picker,
    heading,
    hint,
    pass_undo_through,
    set_widths,
    setup_table,
    strip_choice,
)

if TYPE_CHECKING:
    from clubrater.domain.records import GameInput
    from clubrater.ui.context import WindowContext

RESULTS: list[tuple[object, Result]] = [  # English, marked for lupdate; shown through QCoreApplication.translate
    (QT_TRANSLATE_NOOP("EntryPage", "Black won (B)"), Result.BLACK),
    (QT_TRANSLATE_NOOP("EntryPage", "White won (W)"), Result.WHITE),
    #: A drawn game (Go: jigo). Keep "(J)": the secretary types B, W or J whatever the language.
    (QT_TRANSLATE_NOOP("EntryPage", "Jigo (J)"), Result.JIGO),
]


_RESULT_KEYS = "BWJ"  # the letters typed for the entries of RESULTS, in its order

RECENT = 60  # games in the list under the form

BACKDATED_BACKGROUND = "#ffe08a"  # the warning colour of a date other than tonight's

GO_HINT = QT_TRANSLATE_NOOP(
    "EntryPage",
    "Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and "
    "clears the form for the next one. Handicap and komi follow the players' ranks until you change them. "
    "For a whole evening at once, use the record sheet (Ctrl+3)."
)
SHOGI_HINT = QT_TRANSLATE_NOOP(
    "EntryPage",
    "Type each game as it is on the record sheet. Tab moves to the next box; Enter saves the game and "
    "clears the form for the next one. For a handicap game, White is the player who gives the pieces. "
    "For a whole evening at once, use the record sheet (Ctrl+3)."
)


class EntryPage(Page):
    TITLE = QT_TRANSLATE_NOOP("Pages", "Enter a game")
    event: QComboBox  # type: ignore[assignment]  # the event picker, not QObject.event()

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        self._setting = False
        self._auto_handicap = True
        self._auto_komi = True
        self._typed: list[int] = []  # games saved from this form since the club was opened

        self.completer = NameCompleter(self)
        self.date = date_edit(ctx.today())
        self.date.setObjectName("entryDate")
        self.date.dateChanged.connect(self._mark_date)
        self.black = QLineEdit()
        self.black.setObjectName("entryBlack")
        self.black.setPlaceholderText(self.tr("name, or type a rank like 12k"))
        self.black.setCompleter(self.completer)
        self.white = QLineEdit()
        self.white.setObjectName("entryWhite")
        self.white.setPlaceholderText(self.tr("name, or type a rank like 10k"))
        self.white.setCompleter(self.completer)
        for box in (self.black, self.white):  # room for "Pieter van der Merwe" even on a 1024-pixel screen (issue 17)
            box.setMinimumWidth(box.fontMetrics().horizontalAdvance("Pieter van der Merwe") + 16)
        self.handicap = QSpinBox()
        self.handicap.setObjectName("entryHandicap")
        self.handicap.setRange(0, 9)
        self.komi = QDoubleSpinBox()
        self.komi.setObjectName("entryKomi")
        self.komi.setRange(-100, 100)
        self.komi.setDecimals(1)
        self.komi.setSingleStep(0.5)
        # A shogi (FESA) club gives handicap pieces instead of stones and komi.
        self.pieces = QComboBox()
        self.pieces.setObjectName("entryPieces")
        self.pieces.addItem(even(), "")
        for piece in PIECE_HANDICAPS:
            self.pieces.addItem(piece_handicap(piece.label), piece.code)
        self.result = QComboBox()
        self.result.setObjectName("entryResult")
        for text, _r in RESULTS:
            self.result.addItem(QCoreApplication.translate("EntryPage", str(text)))
        #: Keep the letters B, W and J: they are what the secretary types in every language.
        self.result.setPlaceholderText(self.tr("type B, W or J"))
        self.result.setCurrentIndex(-1)
        self.result.setMinimumContentsLength(9)
        self.type = QComboBox()
        self.type.setObjectName("entryType")
        for t in GameType:
            self.type.addItem(game_type(t.value), t.value)
        #: Placeholder of the event box: no event.
        self.event = event_picker("entryEvent", self.tr("none", "no event"), 12)
        self.save_button = QPushButton(self.tr("Save game (Enter)"))
        self.save_button.setObjectName("entrySave")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        self.black_info = QLabel()
        self.white_info = QLabel()
        for lab in (self.black_info, self.white_info):
            lab.setStyleSheet("color:#555;")

        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        fields: list[tuple[str, QWidget, int]] = [
            (self.tr("&Date"), self.date, 1),
            #: The player who had Black.
            (self.tr("&Black", "player"), self.black, 3),
            #: The player who had White.
            (self.tr("&White", "player"), self.white, 3),
            #: Handicap stones (Go).
            (self.tr("&Handicap"), self.handicap, 1),
            #: Komi: the points White receives in Go.
            (self.tr("&Komi"), self.komi, 1), (self.tr("Wi&nner"), self.result, 2),
            #: The game type: tournament, club, friendly or free.
            (self.tr("T&ype", "game type"), self.type, 1),
            #: The tournament or event the game belongs to.
            (self.tr("E&vent", "tournament"), self.event, 2),
        ]
        self._labels: dict[QWidget, QLabel] = {}
        for col, (label, w, stretch) in enumerate(fields):
            lab = QLabel(label)
            lab.setBuddy(w)
            grid.addWidget(lab, 0, col)
            grid.addWidget(w, 1, col)
            grid.setColumnStretch(col, stretch)
            w.installEventFilter(self)
            self._labels[w] = lab
        grid.addWidget(self.pieces, 1, 3)  # shares the handicap's place; one of the two is shown
        self.pieces.installEventFilter(self)
        self.pieces.hide()
        event_line = self.event.lineEdit()
        assert event_line is not None  # the event picker is editable
        event_line.installEventFilter(self)
        # under Type and Event, not beside them: the boxes keep their room on a 1024-pixel screen (issue 17)
        grid.addWidget(self.save_button, 2, len(fields) - 2, 1, 2, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.black_info, 2, 1)
        grid.addWidget(self.white_info, 2, 2)

        self.banner = Banner()
        self.banner.setObjectName("entryBanner")

        self.recent_model = GamesModel(self)
        # the view paints a C++ copy of the rows: a Python model is asked some 5,000 times per repaint (issue 14)
        self.recent_items = Mirror(self.recent_model, self, roles=GAMES_ROLES)
        self.recent = QTableView()
        self.recent.setObjectName("entryRecent")
        self.recent.setModel(self.recent_items)
        setup_table(self.recent)
        self.recent.setSortingEnabled(False)
        self.recent.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # names 170 wide, so the Event column keeps room on a 1024-pixel screen (issue 17)
        set_widths(self.recent, {0: 100, 1: 170, 2: 170, 3: 80, 4: 60, 5: 70, 6: 90, 7: 200, 8: 80, 9: 80}, stretch=7)

        lay = QVBoxLayout(self)
        lay.addWidget(heading(self.title))
        self.hint = hint(keys(QCoreApplication.translate("EntryPage", str(GO_HINT))))
        lay.addWidget(self.hint)
        lay.addLayout(grid)
        lay.addWidget(self.banner)
        row = QHBoxLayout()
        row.addWidget(heading(self.tr("The last games entered"), 11))
        row.addStretch(1)
        undo_hint = QLabel(keys(self.tr("Ctrl+Z takes the last one back.")))
        undo_hint.setStyleSheet("color:#555;")
        row.addWidget(undo_hint)
        lay.addLayout(row)
        lay.addWidget(self.recent, 1)

        self.black.textChanged.connect(self._players_changed)
        self.white.textChanged.connect(self._players_changed)
        self.handicap.valueChanged.connect(self._handicap_edited)
        self.komi.valueChanged.connect(self._komi_edited)
        self.setFocusProxy(self.black)
        pass_undo_through(self.black, self.white, event_line)
        order = [self.date, self.black, self.white, self.handicap, self.pieces, self.komi, self.result, self.type,
                 self.event, self.save_button]  # the paper sheet's order
        for a, b in zip(order, order[1:]):
            QWidget.setTabOrder(a, b)

    # ----------------------------------------------------------------- club data
    def concerns(self, changes: Changes) -> bool:
        return changes.players or changes.events or changes.settings or changes.games or changes.ratings

    def refresh(self) -> None:
        ctrl = self.club
        changed = self.pending
        if changed.players or changed.settings:
            self._update_names()
        elif changed.ratings:
            self.soon(self._update_names)  # only rank labels moved
        if changed.events:
            current = self.event.currentText()
            self.event.clear()
            self.event.addItem("")
            for e in ctrl.queries.events():
                self.event.addItem(e.name, e.id)
            self.event.setCurrentText(current)
        if changed.settings and not self.type.property("touched"):
            self.type.setCurrentIndex(max(0, self.type.findData(ctrl.default_game_type.value)))
        if changed.settings:
            self._show_handicap_kind()
        self._players_changed()
        self._refresh_recent()

    @property
    def shogi(self) -> bool:
        return self.ctrl is not None and self.ctrl.system is RatingSystem.FESA

    def _show_handicap_kind(self) -> None:
        """Stones and komi for Go; pieces for shogi, in the same place on the form."""
        shogi = self.shogi
        self.handicap.setVisible(not shogi)
        self.pieces.setVisible(shogi)
        self.komi.setVisible(not shogi)
        self._labels[self.komi].setVisible(not shogi)
        self.hint.setText(keys(QCoreApplication.translate("EntryPage", str(SHOGI_HINT if shogi else GO_HINT))))
        label = self._labels[self.handicap]
        #: Shogi: the pieces the stronger player leaves off (駒落ち).
        label.setText(self.tr("&Pieces", "shogi handicap") if shogi else self.tr("&Handicap"))
        label.setBuddy(self.pieces if shogi else self.handicap)

    def _update_names(self) -> None:
        self.give_choices(self.completer)

    def _refresh_recent(self) -> None:
        ctrl = self.club
        new = self.new_games()
        top = self.recent_model.game_at(0) if self.recent_model.rowCount() else None
        if new is not None and top is not None and all(g.seq > top.seq for g in new):
            # the games just saved go on top of the list shown (entered last), without building it again (issue 14)
            self.recent_model.put_first(sorted(new, key=lambda g: g.seq, reverse=True)[:RECENT], ctrl.replay.games.raw,
                                        RECENT, later_only=ctrl.system == RatingSystem.SAGC)
            return
        typed = ctrl.queries.games_by_ids(self._typed[-RECENT:])  # back-dated ones too
        seen = {g.id for g in typed}
        games = sorted(typed + [g for g in ctrl.queries.last_entered(RECENT) if g.id not in seen],
                       key=lambda g: g.seq, reverse=True)[:RECENT]
        self.recent_model.set_games(games, ctrl.queries.player_names(), ctrl.queries.event_names(),
                                    ctrl.replay.games.raw, ctrl.queries.format_value)

    def club_closed(self) -> None:
        super().club_closed()
        self._typed.clear()
        self.clear_form()
        self.date.setDate(qdate(self.ctx.today()))
        self._mark_date()  # tonight may be another day than when the last club was opened
        self.banner.say("")

    # ----------------------------------------------------------------- defaults
    def _player(self, edit: QLineEdit) -> int | None:
        return self.ctx.lookup.find(strip_choice(edit.text())) if self.ctrl is not None else None

    def _players_changed(self) -> None:
        if self.ctrl is None:
            return
        b, w = self._player(self.black), self._player(self.white)
        self.black_info.setText(self._describe(b))
        self.white_info.setText(self._describe(w))
        if self._auto_handicap:
            hcp, komi = self.club.games.default_handicap(b, w)
            self._set(self.handicap, hcp)
            if self._auto_komi:
                self._set(self.komi, komi)
        elif self._auto_komi:
            self._set(self.komi, self.club.games.komi_for(self.handicap.value()))

    def _describe(self, pid: int | None) -> str:
        if pid is None:
            return ""
        st = self.club.replay.final.get(pid)
        if st is None:
            return ""
        rank = shown_rank(str(st.rank) if st.rank is not None else st.grade)
        label = lower_term(self.club.queries.value_label())
        #: A player's rank and value: "3k, index 512" or "2d, GoR 2150".
        return self.tr("{rank}, {value_name} {value}").format(
            rank=rank, value_name=label, value=number(self.club.queries.format_value(st.value)))

    def _set(self, spin: QSpinBox | QDoubleSpinBox, value: float) -> None:
        self._setting = True
        try:
            if isinstance(spin, QSpinBox):
                spin.setValue(int(value))
            else:
                spin.setValue(value)
        finally:
            self._setting = False

    def _handicap_edited(self, value: int) -> None:
        if self._setting:
            return
        self._auto_handicap = False
        if self._auto_komi and self.ctrl is not None:
            self._set(self.komi, self.club.games.komi_for(value))

    def _komi_edited(self, _value: float) -> None:
        if not self._setting:
            self._auto_komi = False

    # ----------------------------------------------------------------- keyboard
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        ):
            popup = self.completer.popup()
            if popup is not None:
                popup.hide()
            self.save()
            return True
        if obj is self.result and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.text().upper() in _RESULT_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            # B, W and J choose the winner in every language (the entries' first letters are the translation's)
            self.result.setCurrentIndex(_RESULT_KEYS.index(event.text().upper()))
            return True
        if obj is self.type and event.type() == QEvent.Type.FocusOut:
            self.type.setProperty("touched", self.type.currentData() != self.ctrl.default_game_type.value
                                  if self.ctrl is not None else False)
        return False

    # ----------------------------------------------------------------- saving
    def game_input(self) -> GameInput | None:
        """What the form says, or None after saying (in the banner) what is missing."""
        from clubrater.domain.records import GameInput

        ctrl = self.club
        ids = []
        for edit, missing in (
            (self.black, self.tr("Who played Black? Type a name, or a rank to see the players of that rank.")),
            (self.white, self.tr("Who played White? Type a name, or a rank to see the players of that rank.")),
        ):
            name = strip_choice(edit.text())
            if not name:
                return self._problem(missing, edit)
            pid = self.ctx.lookup.find(name)
            if pid is None:
                pid = players_ops.offer_new_player(self.ctx, name)
                if pid is None:
                    return self._problem(self.tr("{name} is not in the player list. Check the spelling, or add "
                                                 "{name} (Players > Add player).").format(name=name), edit)
                self._players_changed()
            ids.append(pid)
        if ids[0] == ids[1]:
            return self._problem(self.tr("The same player cannot play both Black and White."), self.white)
        result = RESULTS[self.result.currentIndex()][1] if self.result.currentIndex() >= 0 else None
        if result is None:
            return self._problem(self.tr("Who won? Type B for Black, W for White or J for jigo."), self.result)
        event_id = None
        ev_text = self.event.currentText().strip()
        if ev_text:
            ev = ctrl.queries.event_by_name(ev_text)
            if ev is None:
                event_id = events_ops.offer_new_event(self.ctx, ev_text, pydate(self.date.date()))
                if event_id is None:
                    return self._problem(self.tr('There is no event called "{event}". Choose one from the list, '
                                                 "or leave it empty.").format(event=ev_text), self.event)
                self.refresh_now()
                self.event.setCurrentText(ev_text)
            else:
                event_id = ev.id
        if self.shogi:  # the giver of pieces plays White; no stones, no komi
            return GameInput(
                date=pydate(self.date.date()), black=ids[0], white=ids[1], result=result,
                type=GameType(self.type.currentData()), event=event_id, piece_handicap=self.pieces.currentData() or "",
            )
        return GameInput(
            date=pydate(self.date.date()), black=ids[0], white=ids[1], result=result,
            handicap=self.handicap.value(), komi=self.komi.value(), type=GameType(self.type.currentData()),
            event=event_id,
        )

    def _problem(self, text: str, widget: QWidget) -> GameInput | None:
        """Say what is missing and put the cursor there; no game (always None, for `return self._problem(…)`)."""
        self.banner.say(text, "error")
        widget.setFocus()
        return None

    def save(self) -> bool:
        if self.ctrl is None:
            return False
        game = self.game_input()
        if game is None:
            return False
        cmd = EnterGames(self.ctx, [game])
        if not self.ctx.push(cmd):
            self.banner.say(self.ctx.last_error, "error")
            return False
        stored = cmd.stored[0]
        self._typed.append(stored.id)
        if self._stale or not self.isVisible():
            self.refresh_now()
        said = self._saved_text(stored.id, stored.black, stored.white, stored.result)
        self.clear_form()
        tonight = self.ctx.today()
        if pydate(self.date.date()) != tonight:  # a back-dated game is one game: the next is tonight's again
            self.date.setDate(qdate(tonight))
            said += " " + self.tr("The date is back to tonight, {day}.").format(day=long_day(tonight))
        self.banner.say(said, "ok")
        return True

    def _mark_date(self, *_: object) -> None:
        """A date other than tonight's shows in a warning colour, so a back-dated game is never typed by mistake."""
        tonight = self.ctx.today()
        if pydate(self.date.date()) == tonight:
            self.date.setStyleSheet("")
            self.date.setToolTip("")
        else:
            self.date.setStyleSheet(f"QDateEdit {{ background: {BACKDATED_BACKGROUND}; color: #7a3e00; }}")
            self.date.setToolTip(self.tr("Not tonight's date ({day}): the game is saved on this date.").format(
                day=long_day(tonight)))

    def _saved_text(self, gid: int, black: int, white: int, result: Result | None) -> str:
        ctrl = self.club
        b, w = ctrl.queries.player(black).name, ctrl.queries.player(white).name
        said: dict[Result | None, str] = {
            Result.BLACK: self.tr("{black} (Black) beat {white}").format(black=b, white=w),
            Result.WHITE: self.tr("{white} (White) beat {black}").format(black=b, white=w),
            #: Both players' names; jigo is the Go word for a draw.
            Result.JIGO: self.tr("{black} and {white} drew (jigo)").format(black=b, white=w),
        }
        what = said.get(result, self.tr("{black} against {white}").format(black=b, white=w))
        ch = ctrl.queries.game_changes(gid)
        fmt = ctrl.queries.format_value
        if ch is None:
            return self.tr("Saved: {what}. The game is not rated.").format(what=what)

        def part(pid: int, change: float) -> str:
            st = ctrl.replay.final[pid]
            rank = shown_rank(str(st.rank) if st.rank is not None else st.grade)
            name = ctrl.queries.player(pid).name
            return f"{name} {'+' if change > 0 else ''}{number(fmt(change))} → {rank} {number(fmt(st.value))}"

        #: {what} says who beat whom; {black} and {white} give each player's change and new rank.
        return self.tr("Saved: {what}.  {black};  {white}.").format(what=what, black=part(black, ch[0]),
                                                                     white=part(white, ch[1]))

    def clear_form(self) -> None:
        """Ready for the next game: the date, type and event stay, the rest clears."""
        for edit in (self.black, self.white):
            edit.setText("")  # unlike clear(), leaves nothing for the box's own Ctrl+Z
        self.result.setCurrentIndex(-1)
        self.pieces.setCurrentIndex(0)
        self._auto_handicap = self._auto_komi = True
        self._players_changed()
        self.black.setFocus()
