"""The small forms: a player, a merge, an adjustment, a game, an event, the club's settings.

Each dialog checks what was typed when OK is pressed and says what is wrong
next to the form, keeping everything typed; `try_accept` is what OK calls (tests
call it too). `values()` gives the keyword arguments for the controller.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import EVENT_CLASSES, Event, Game, GameType, Player, RatingSystem, Result
from clubrater.domain.names import name_key
from clubrater.domain.ranks import all_ranks, parse_rank
from clubrater.ui.parsing import CellError, parse_result
from clubrater.ui.plural import counted
from clubrater.ui.shown import date_format, system_label
from clubrater.ui.shown import rank as shown_rank
from clubrater.ui.widgets import Banner, NameCompleter, hint, strip_choice

if TYPE_CHECKING:  # the controller's modules load SQLAlchemy; a dialog only runs with a club open
    from clubrater.controller.queries import PlayerLookup
    from clubrater.controller.session import ClubController
    from clubrater.domain.records import GameInput


def qdate(d: date) -> QDate:
    return QDate(d.year, d.month, d.day)


def pydate(q: QDate) -> date:
    return date(q.year(), q.month(), q.day())


def date_edit(d: date, parent: QWidget | None = None) -> QDateEdit:
    e = QDateEdit(qdate(d), parent)
    e.setCalendarPopup(True)
    e.setDisplayFormat(date_format())  # the window's one date form (issue 28)
    return e


def system_picker(systems: Sequence[RatingSystem], current: RatingSystem | None = None,
                  combo: QComboBox | None = None) -> QComboBox:
    """The rating systems by label (the club's own one chosen); filled again when given a combo box."""
    c = combo if combo is not None else QComboBox()
    offered = list(systems)
    if current is not None and current not in offered:
        offered.append(current)  # the club's system, even if no longer offered: never changed silently
    c.clear()
    for s in offered:
        c.addItem(system_label(s), s)  # the window's language (issue 13); a fifth system its own label
    c.setCurrentIndex(offered.index(current) if current is not None else 0)
    return c


def rank_combo(system: RatingSystem, current: str = "", parent: QWidget | None = None) -> QComboBox:
    """An editable pick list of ranks, strongest first; typing "12k" or "3 dan" works too."""
    c = QComboBox(parent)
    c.setEditable(True)
    c.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    ranks = [shown_rank(str(r)) for r in reversed(all_ranks())]  # Japanese: 三段, 12級 (typing "3d" works too)
    c.addItems(ranks)
    c.setCurrentText(shown_rank(current))
    line = c.lineEdit()
    assert line is not None  # an editable combo box has one
    #: Rank examples: 12 kyu and 2 dan, written as the club types them ("12k", "2d" stay as they are).
    line.setPlaceholderText(QCoreApplication.translate("Dialogs", "e.g. 12k or 2d"))
    return c


def game_type_label(t: GameType) -> str:
    """A game type in the window's language (stored and exported by its value: "tournament", "club"...)."""
    #: A kind of game; SAGC weighs ratings by it (tournament 1.5, club 1.0, friendly 0.5, free 0.0).
    labels = {GameType.TOURNAMENT: QCoreApplication.translate("GameTypes", "tournament", "game type"),
              GameType.CLUB: QCoreApplication.translate("GameTypes", "club", "game type: an ordinary club-night game"),
              GameType.FRIENDLY: QCoreApplication.translate("GameTypes", "friendly", "game type"),
              #: A free (teaching) game: played at the club but never rated.
              GameType.FREE: QCoreApplication.translate("GameTypes", "free", "game type: a teaching game, not rated")}
    return labels[t]


def game_type_combo(current: GameType, combo: QComboBox | None = None) -> QComboBox:
    """The game types by their translated names; `currentData()` is the GameType."""
    c = combo if combo is not None else QComboBox()
    for t in GameType:
        c.addItem(game_type_label(t), t)
    c.setCurrentIndex(max(0, c.findData(current)))
    return c


class _Form(QDialog):
    """A titled form with a message line and OK/Cancel; subclasses fill `form` and implement `check`."""

    def __init__(self, title: str, parent: QWidget | None = None, ok_text: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(460)
        self.layout_ = QVBoxLayout(self)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.layout_.addLayout(self.form)
        self.message = Banner(self)
        self.layout_.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        if ok_text is not None:  # else the button keeps Qt's own (translated) "OK"
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        self.layout_.addWidget(self.buttons)

    def check(self) -> str:
        """'' when everything typed can be used, else what is wrong."""
        return ""

    def try_accept(self) -> bool:
        problem = self.check()
        if problem:
            self.message.say(problem, "error")
            return False
        self.accept()
        return True


# --------------------------------------------------------------------- players
class PlayerDialog(_Form):
    """Add a player, or change one's details (name, rank, starting index or rating, club)."""

    def __init__(self, ctrl: ClubController, player: Player | None = None, *, name: str = "",
                 parent: QWidget | None = None) -> None:
        if player is not None:
            title = QCoreApplication.translate("PlayerDialog", "Change a player")
            ok = QCoreApplication.translate("PlayerDialog", "Save")
        else:
            title = QCoreApplication.translate("PlayerDialog", "Add a player")
            ok = QCoreApplication.translate("PlayerDialog", "Add player")
        super().__init__(title, parent, ok_text=ok)
        self.ctrl, self.player = ctrl, player
        sys_ = ctrl.system
        self.name_edit = QLineEdit(player.name if player else name)
        self.name_edit.setPlaceholderText(self.tr("First name and surname, as on the record sheets"))
        self.form.addRow(self.tr("&Name:"), self.name_edit)
        self.rank_edit = rank_combo(sys_, str(player.rank) if player and player.rank else "")
        self.grade_edit = QLineEdit(shown_rank(player.grade) if player else "")
        if sys_ == RatingSystem.FESA:
            #: A shogi player's FESA grade (kyu/dan), typed in words.
            self.grade_edit.setPlaceholderText(self.tr("e.g. 3 kyu or 1 dan; empty if none yet"))
            #: A shogi player's kyu/dan grade (FESA), not a school grade.
            self.form.addRow(self.tr("&Grade:", "shogi kyu/dan grade"), self.grade_edit)
            self.rank_edit.hide()
        else:
            #: The player's Go kyu/dan rank (12k, 2d), not a position in the list.
            self.form.addRow(self.tr("&Rank:", "kyu/dan rank"), self.rank_edit)
            self.grade_edit.hide()
        self.index_edit = QSpinBox()
        self.index_edit.setRange(-999, 999)
        self.index_edit.setValue(player.index if player else 0)
        #: GoR: the EGF's Go rating (kept as "GoR" in every language).
        self.rating_check = QCheckBox(self.tr("Start from this GoR instead of the rank's"))
        self.rating_edit = QDoubleSpinBox()
        self.rating_edit.setRange(-900, 3000)
        self.rating_edit.setDecimals(0)
        self.rating_edit.setValue(player.rating if player and player.rating is not None else 0)
        self.rating_check.setChecked(bool(player and player.rating is not None))
        if sys_ == RatingSystem.SAGC:
            #: SAGC's index: the points within a rank (0-99 and beyond) a player starts with, not a list position.
            self.form.addRow(self.tr("Starting &index:", "SAGC index within a rank"), self.index_edit)
        elif sys_ in (RatingSystem.EGF, RatingSystem.EGF2021):
            self.form.addRow("", self.rating_check)
            self.form.addRow(self.tr("Starting &GoR:"), self.rating_edit)
        self.club_edit = QLineEdit(player.club if player else "")
        #: The player's home Go/shogi club.
        self.form.addRow(self.tr("&Club:", "the player's home club"), self.club_edit)
        self.country_edit = QLineEdit(player.country if player else "")
        #: An ISO country code as example: keep "ZA".
        self.country_edit.setPlaceholderText(self.tr("e.g. ZA"))
        self.form.addRow(self.tr("C&ountry:"), self.country_edit)
        self.pin_edit = QLineEdit(player.egd_pin if player else "")
        #: EGD PIN: the player's number in the European Go Database.
        self.form.addRow(self.tr("&EGD PIN:"), self.pin_edit)
        self.active_check = QCheckBox(self.tr("Active (on the standings)"))
        self.active_check.setChecked(player.active if player else True)
        if player is not None:
            self.form.addRow("", self.active_check)
            self.layout_.insertWidget(1, hint(self.tr("A new rank or starting index re-rates every game from the start.")))
        (self.rank_edit if not (name and not player) else self.rank_edit).setFocus()
        if not name:
            self.name_edit.setFocus()
        if player is None:  # a new player: found in the federations' lists as the name is typed (issue 20)
            from clubrater.ui.list_search import attach_to_player_dialog

            self.list_search = attach_to_player_dialog(self, ctrl.rating_lists)

    def check(self) -> str:
        name = " ".join(self.name_edit.text().split())
        if not name:
            return self.tr("Please type the player's name.")
        key = name_key(name)
        for p in self.ctrl.history.players.values():
            if name_key(p.name) == key and (self.player is None or p.id != self.player.id):
                return self.tr("{name} is already in the player list. Use another spelling, or merge the two later."
                               ).format(name=p.name)
        if self.ctrl.system != RatingSystem.FESA:
            text = self.rank_edit.currentText().strip()
            if not text:
                return self.tr("What rank is {name}? Type it like 12k or 2d.").format(name=name)
            try:
                parse_rank(text)
            except ClubRaterError:
                return self.tr('"{text}" is not a rank. Type it like 12k, 2d or 1p.').format(text=text)
        return ""

    def values(self) -> dict[str, Any]:
        sys_ = self.ctrl.system
        v: dict[str, Any] = {
            "name": " ".join(self.name_edit.text().split()),
            "rank": self.rank_edit.currentText().strip() if sys_ != RatingSystem.FESA else None,
            "club": self.club_edit.text().strip(),
            "country": self.country_edit.text().strip(),
            "egd_pin": self.pin_edit.text().strip(),
        }
        if sys_ == RatingSystem.SAGC:
            v["index"] = self.index_edit.value()
        if sys_ in (RatingSystem.EGF, RatingSystem.EGF2021):
            v["rating"] = self.rating_edit.value() if self.rating_check.isChecked() else None
        if sys_ == RatingSystem.FESA:
            v["grade"] = self.grade_edit.text().strip()
        return v

    def changes(self) -> dict[str, Any]:
        """Only what differs from the player as stored (for the edit command)."""
        assert self.player is not None
        v = self.values()
        v["active"] = self.active_check.isChecked()
        p = self.player
        out: dict[str, Any] = {}
        for k, new in v.items():
            old = getattr(p, k)
            if k == "rank":
                old = str(old) if old is not None else None
                new = str(parse_rank(new)) if new else None
            if new != old:
                out[k] = new
        return out


class MergeDialog(_Form):
    """Two entries for one person: the second's games move to the first and the second disappears."""

    def __init__(self, ctrl: ClubController, keep: int | None = None, drop: int | None = None,
                 parent: QWidget | None = None, lookup: PlayerLookup | None = None) -> None:
        super().__init__(QCoreApplication.translate("MergeDialog", "Merge two players"), parent,
                         ok_text=QCoreApplication.translate("MergeDialog", "Merge"))
        self.ctrl = ctrl
        self.lookup = lookup or ctrl.queries.lookup()
        self.layout_.insertWidget(0, hint(self.tr(
            "Use this when one person was entered twice (\"Sipho Dlamini\" and \"S. Dlamini\"). "
            "Every game of the second entry moves to the first; nothing is lost, and Undo separates them again.")))
        completer = NameCompleter(self)
        completer.set_choices(self.lookup.choices())
        self.keep_edit = QLineEdit(ctrl.queries.player(keep).name if keep else "")
        self.keep_edit.setCompleter(completer)
        self.keep_edit.setPlaceholderText(self.tr("the entry to keep"))
        self.drop_edit = QLineEdit(ctrl.queries.player(drop).name if drop else "")
        self.drop_edit.setCompleter(completer)
        self.drop_edit.setPlaceholderText(self.tr("the duplicate, which disappears"))
        self.form.addRow(self.tr("&Keep:"), self.keep_edit)
        self.form.addRow(self.tr("&Merge in:"), self.drop_edit)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.form.addRow("", self.summary)
        self.keep_edit.textChanged.connect(self._update)
        self.drop_edit.textChanged.connect(self._update)
        self._update()
        (self.drop_edit if keep and not drop else self.keep_edit).setFocus()

    def ids(self) -> tuple[int | None, int | None]:
        return (self.lookup.find(strip_choice(self.keep_edit.text())),
                self.lookup.find(strip_choice(self.drop_edit.text())))

    def _update(self) -> None:
        keep, drop = self.ids()
        if keep and drop and keep != drop:
            k, d = self.ctrl.queries.player(keep), self.ctrl.queries.player(drop)
            n = self.ctrl.queries.player_game_count(drop)
            self.summary.setText(counted(self.tr(
                "{dropped}'s %n game(s) will move to {kept} ({rank}); {dropped} will no longer be in the player list.",
                "", n), n).format(dropped=d.name, kept=k.name, rank=shown_rank(k.rank or k.grade)))
        else:
            self.summary.setText("")

    def check(self) -> str:
        keep, drop = self.ids()
        for text, pid in ((self.keep_edit.text(), keep), (self.drop_edit.text(), drop)):
            if not text.strip():
                return self.tr("Please choose both players.")
            if pid is None:
                return self.tr("{name} is not in the player list.").format(name=strip_choice(text))
        if keep == drop:
            return self.tr("Choose two different players.")
        return ""


class AdjustmentDialog(_Form):
    """Set a player's rank and index (or rating) from a date on, e.g. to match the national list."""

    def __init__(self, ctrl: ClubController, player_id: int, parent: QWidget | None = None) -> None:
        p = ctrl.queries.player(player_id)
        #: Set a player's rank or rating by hand from a date on.
        super().__init__(QCoreApplication.translate("AdjustmentDialog", "Adjust {name}").format(name=p.name), parent,
                         ok_text=QCoreApplication.translate("AdjustmentDialog", "Adjust"))
        self.ctrl, self.player_id = ctrl, player_id
        st = ctrl.replay.final.get(player_id)
        #: "{name} is now 1850 GoR at 3k": {value} is a number, {label} the rating's name (GoR, Elo, index),
        #: {rank} the kyu/dan rank or shogi grade.
        self.layout_.insertWidget(0, hint(self.tr(
            "{name} is now {value} {label} at {rank}. "
            "An adjustment sets a new starting point from its date on; games after it are re-rated.").format(
            name=p.name, value=ctrl.queries.format_value(st.value) if st else "", label=ctrl.queries.value_label(),
            rank=shown_rank(st.rank if st and st.rank else p.grade))))
        self.date_edit = date_edit(ctrl.today())
        self.form.addRow(self.tr("&Date:"), self.date_edit)
        self.rank_edit = rank_combo(ctrl.system, str(st.rank) if st and st.rank else "")
        self.index_edit = QSpinBox()
        self.index_edit.setRange(-999, 999)
        self.rating_edit = QDoubleSpinBox()
        self.rating_edit.setRange(-900, 3000)
        self.rating_edit.setDecimals(0)
        if ctrl.system == RatingSystem.SAGC:
            #: The player's Go kyu/dan rank (12k, 2d), not a position in the list.
            self.form.addRow(self.tr("&Rank:", "kyu/dan rank"), self.rank_edit)
            #: SAGC's index: the points within a rank, not a list position.
            self.form.addRow(self.tr("&Index:", "SAGC index within a rank"), self.index_edit)
        else:
            if ctrl.system != RatingSystem.FESA:
                self.form.addRow(self.tr("&Rank:", "kyu/dan rank"), self.rank_edit)
            self.rating_edit.setValue(st.value if st else 0)
            #: {label}: the rating's name (GoR or Elo), as a form label.
            self.form.addRow(self.tr("&{label}:").format(label=ctrl.queries.value_label()), self.rating_edit)
        self.note_edit = QLineEdit()
        #: The SAGA is the South African Go Association; translate the example freely.
        self.note_edit.setPlaceholderText(self.tr("why, e.g. \"SAGA list of March\""))
        self.form.addRow(self.tr("&Note:"), self.note_edit)

    def check(self) -> str:
        if self.ctrl.system != RatingSystem.FESA:
            try:
                parse_rank(self.rank_edit.currentText())
            except ClubRaterError:
                return self.tr('"{text}" is not a rank. Type it like 12k or 2d.').format(text=self.rank_edit.currentText())
        return ""

    def values(self) -> dict[str, Any]:
        v: dict[str, Any] = {"note": self.note_edit.text().strip()}
        if self.ctrl.system != RatingSystem.FESA:
            v["rank"] = self.rank_edit.currentText().strip()
        if self.ctrl.system == RatingSystem.SAGC:
            v["index"] = self.index_edit.value()
        else:
            v["rating"] = self.rating_edit.value()
        return v

    def on(self) -> date:
        return pydate(self.date_edit.date())


# --------------------------------------------------------------------- games
#: The winner of a Go game; B, W and J are the letters typed on the record sheet (jigo: a draw). Keep the letters.
_RESULT_ITEMS = [("", None), (QT_TRANSLATE_NOOP("GameDialog", "Black won (B)"), Result.BLACK),
                 (QT_TRANSLATE_NOOP("GameDialog", "White won (W)"), Result.WHITE),
                 (QT_TRANSLATE_NOOP("GameDialog", "Jigo (J)"), Result.JIGO)]


class GameDialog(_Form):
    """Correct a game: every field of the record sheet line."""

    def __init__(self, ctrl: ClubController, game: Game, parent: QWidget | None = None,
                 lookup: PlayerLookup | None = None) -> None:
        super().__init__(QCoreApplication.translate("GameDialog", "Change a game"), parent,
                         ok_text=QCoreApplication.translate("GameDialog", "Save"))
        self.ctrl, self.game = ctrl, game
        self.lookup = lookup or ctrl.queries.lookup()
        completer = NameCompleter(self)
        completer.set_choices(self.lookup.choices())
        self.date_edit = date_edit(game.date)
        self.black_edit = QLineEdit(ctrl.queries.player(game.black).name)
        self.black_edit.setCompleter(completer)
        self.white_edit = QLineEdit(ctrl.queries.player(game.white).name)
        self.white_edit.setCompleter(completer)
        self.handicap_edit = QSpinBox()
        self.handicap_edit.setRange(0, 9)
        self.handicap_edit.setValue(game.handicap)
        self.komi_edit = QDoubleSpinBox()
        self.komi_edit.setRange(-100, 100)
        self.komi_edit.setDecimals(1)
        self.komi_edit.setSingleStep(0.5)
        self.komi_edit.setValue(game.komi)
        self.result_edit = QComboBox()
        for text, _r in _RESULT_ITEMS:
            self.result_edit.addItem(QCoreApplication.translate("GameDialog", str(text)) if text else "")
        self.result_edit.setCurrentIndex([r for _t, r in _RESULT_ITEMS].index(game.result))
        self.type_edit = game_type_combo(game.type)
        self.event_edit = QComboBox()
        self.event_edit.addItem("")
        for e in ctrl.queries.events():
            self.event_edit.addItem(e.name, e.id)
        if game.event is not None:
            self.event_edit.setCurrentIndex(max(0, self.event_edit.findData(game.event)))
        self.note_edit = QLineEdit(game.note)
        for label, w in ((self.tr("&Date:"), self.date_edit), (self.tr("&Black:"), self.black_edit),
                         (self.tr("&White:"), self.white_edit),
                         #: Handicap stones in a Go game.
                         (self.tr("&Handicap:", "Go handicap stones"), self.handicap_edit),
                         #: Komi: the points White receives in Go (keep the Go term where the club uses it).
                         (self.tr("&Komi:"), self.komi_edit), (self.tr("W&inner:"), self.result_edit),
                         #: The kind of game: tournament, club, friendly or free.
                         (self.tr("&Type:", "kind of game"), self.type_edit),
                         #: The tournament or other event the game was played at.
                         (self.tr("&Event:", "tournament"), self.event_edit), (self.tr("&Note:"), self.note_edit)):
            self.form.addRow(label, w)

    def check(self) -> str:
        b = self.lookup.find(strip_choice(self.black_edit.text()))
        w = self.lookup.find(strip_choice(self.white_edit.text()))
        if b is None:
            return self.tr("{name} is not in the player list.").format(
                name=strip_choice(self.black_edit.text()) or self.tr("Black"))
        if w is None:
            return self.tr("{name} is not in the player list.").format(
                name=strip_choice(self.white_edit.text()) or self.tr("White"))
        if b == w:
            return self.tr("The same player cannot play both Black and White.")
        return ""

    def game_input(self) -> GameInput:
        from clubrater.domain.records import GameInput

        b = self.lookup.find(strip_choice(self.black_edit.text()))
        w = self.lookup.find(strip_choice(self.white_edit.text()))
        assert b is not None and w is not None
        g = self.game
        return GameInput(
            date=pydate(self.date_edit.date()), black=b, white=w, result=_RESULT_ITEMS[self.result_edit.currentIndex()][1],
            handicap=self.handicap_edit.value(), komi=self.komi_edit.value(), type=self.type_edit.currentData(),
            event=self.event_edit.currentData(), klass=g.klass, round=g.round, black_rank=g.black_rank,
            white_rank=g.white_rank, piece_handicap=g.piece_handicap, note=self.note_edit.text().strip(),
        )


def result_from_text(text: str) -> Result | None:
    try:
        return parse_result(text)
    except CellError:
        return None


# --------------------------------------------------------------------- events
class EventDialog(_Form):
    event: Event | None  # type: ignore[assignment]  # the event changed (QObject.event() is the class's method)

    def __init__(self, ctrl: ClubController, event: Event | None = None, *, name: str = "",
                 on: date | None = None, parent: QWidget | None = None) -> None:
        if event is not None:
            title = QCoreApplication.translate("EventDialog", "Change an event")
            ok = QCoreApplication.translate("EventDialog", "Save")
        else:
            title = QCoreApplication.translate("EventDialog", "Add an event")
            ok = QCoreApplication.translate("EventDialog", "Add event")
        super().__init__(title, parent, ok_text=ok)
        self.ctrl, self.event = ctrl, event
        self.name_edit = QLineEdit(event.name if event else name)
        #: An example tournament name; translate freely.
        self.name_edit.setPlaceholderText(self.tr("e.g. Winter Open 2025"))
        start = (event.start if event else None) or on or ctrl.today()
        self.start_edit = date_edit(start)
        self.end_edit = date_edit((event.end if event else None) or start)
        self.place_edit = QLineEdit(event.place if event else "")
        self.class_edit = QComboBox()
        self.class_edit.addItems(list(EVENT_CLASSES))
        self.class_edit.setCurrentText(event.klass if event else "A")
        #: A simultaneous: one strong player against several at once (a "simul").
        self.rated_check = QCheckBox(self.tr("Rated (untick for fast games or a simultaneous)"))
        self.rated_check.setChecked(event.rated if event else True)
        self.form.addRow(self.tr("&Name:"), self.name_edit)
        self.form.addRow(self.tr("&Starts:"), self.start_edit)
        self.form.addRow(self.tr("E&nds:"), self.end_edit)
        #: Where the event was held (a town or venue), not a standing in the results.
        self.form.addRow(self.tr("&Place:", "venue"), self.place_edit)
        if ctrl.system in (RatingSystem.EGF, RatingSystem.EGF2021):
            #: The EGF's tournament class (A, B, C, D), which weighs its games; not a school class.
            self.form.addRow(self.tr("EGF &class:", "EGF tournament class A-D"), self.class_edit)
        self.form.addRow("", self.rated_check)

    def check(self) -> str:
        name = self.name_edit.text().strip()
        if not name:
            return self.tr("Please give the event a name.")
        other = self.ctrl.queries.event_by_name(name)
        if other is not None and (self.event is None or other.id != self.event.id):
            return self.tr('There is already an event called "{name}".').format(name=other.name)
        if self.end_edit.date() < self.start_edit.date():
            return self.tr("The event cannot end before it starts.")
        return ""

    def values(self) -> dict[str, Any]:
        return {
            "name": self.name_edit.text().strip(), "start": pydate(self.start_edit.date()),
            "end": pydate(self.end_edit.date()), "place": self.place_edit.text().strip(),
            "klass": self.class_edit.currentText(), "rated": self.rated_check.isChecked(),
        }


# --------------------------------------------------------------------- settings
class SettingsDialog(_Form):
    def __init__(self, ctrl: ClubController, systems: Sequence[RatingSystem], parent: QWidget | None = None) -> None:
        """`systems`: the rating systems ClubRater offers (the registry's list, read through the controller)."""
        super().__init__(QCoreApplication.translate("SettingsDialog", "Club settings"), parent,
                         ok_text=QCoreApplication.translate("SettingsDialog", "Save"))
        self.setMinimumWidth(560)
        self.ctrl = ctrl
        self.name_edit = QLineEdit(ctrl.club_name)
        self.system_edit = system_picker(systems, ctrl.system)
        self.komi_edit = QDoubleSpinBox()
        self.komi_edit.setRange(-100, 100)
        self.komi_edit.setDecimals(1)
        self.komi_edit.setSingleStep(0.5)
        self.komi_edit.setValue(ctrl.default_komi_even)
        self.type_edit = game_type_combo(ctrl.default_game_type)
        self.rule = QLabel()
        self.rule.setWordWrap(True)
        self.rule.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.system_note = hint("")
        self.form.addRow(self.tr("Club &name:"), self.name_edit)
        self.form.addRow(self.tr("&Rating system:"), self.system_edit)
        self.form.addRow("", self.system_note)
        #: Komi: the points White receives in Go.
        self.form.addRow(self.tr("Default &komi:"), self.komi_edit)
        self.form.addRow("", hint(self.tr("Komi of an even game; handicap games get 0.5 unless you type another.")))
        # club-night pairing's handicap rule (issue 26): stones = 0 when d - c <= 1, else min(d - c, ceiling)
        correction, ceiling = ctrl.settings.handicap_rule()
        self.correction_edit = QSpinBox()
        self.correction_edit.setObjectName("handicapCorrection")
        self.correction_edit.setRange(-9, 9)
        self.correction_edit.setValue(correction)
        self.ceiling_edit = QSpinBox()
        self.ceiling_edit.setObjectName("handicapCeiling")
        self.ceiling_edit.setRange(0, 9)
        self.ceiling_edit.setValue(ceiling)
        if ctrl.system != RatingSystem.FESA:  # shogi pairings take no stones
            #: Club setting: ranks taken off the rank difference before handicap stones are given at club night.
            self.form.addRow(self.tr("Handicap &correction:"), self.correction_edit)
            #: Club setting: the most handicap stones club-night pairing gives.
            self.form.addRow(self.tr("Handicap c&eiling:"), self.ceiling_edit)
            self.form.addRow("", hint(self.tr("Club night pairs: no stones for a rank difference of the correction "
                                              "plus one or less, else the difference less the correction, at most "
                                              "the ceiling.")))
        #: The kind of game (tournament, club, friendly, free) a new game gets.
        self.form.addRow(self.tr("Default game &type:", "kind of game"), self.type_edit)
        self.form.addRow(self.tr("Who is listed:"), self.rule)
        path = QLabel(str(ctrl.path))
        path.setWordWrap(True)
        path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.form.addRow(self.tr("Club file:"), path)
        from clubrater.ui import i18n  # issue 13: the window's language (this computer) and the club's (its paper)

        self.window_language = i18n.language_combo(i18n.chosen_language(), follow_system=True)
        self.window_language.setObjectName("windowLanguage")
        self.club_language = i18n.language_combo(ctrl.settings.language, follow_system=False)
        self.club_language.setObjectName("clubLanguage")
        self.form.addRow(self.tr("&Window language:"), self.window_language)
        self.form.addRow("", hint(self.tr("On this computer; the window changes as soon as you save.")))
        #: The language of the club's noticeboard printout, player reports and Excel workbook.
        self.form.addRow(self.tr("&Printout language:"), self.club_language)
        self.form.addRow("", hint(self.tr("The club's: the noticeboard, the player reports and the workbook.")))
        self.system_edit.currentIndexChanged.connect(self._system_changed)
        self._system_changed()

    def languages(self) -> tuple[str | None, str]:
        """The window's language chosen (None: as the computer) and the club's for paper and workbook."""
        return self.window_language.currentData(), self.club_language.currentData() or ""

    def system(self) -> RatingSystem:
        return self.system_edit.currentData()

    def _system_changed(self) -> None:
        s = self.system()
        from clubrater.controller.queries import inactivity_rule

        self.rule.setText(QCoreApplication.translate("StandingsRule", inactivity_rule(s)))  # marked in queries.py
        self.system_note.setText("" if s == self.ctrl.system else
                                 self.tr("Every rating will be worked out again with this system; no game or player "
                                         "changes, and Undo switches back."))

    def check(self) -> str:
        if not self.name_edit.text().strip():
            return self.tr("The club needs a name.")
        return ""

    def values(self) -> dict[str, Any]:
        return {"name": self.name_edit.text().strip(), "komi": self.komi_edit.value(),
                "game_type": self.type_edit.currentData(), "system": self.system(),
                "handicap": (self.correction_edit.value(), self.ceiling_edit.value())}
