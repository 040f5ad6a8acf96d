"""The small forms: a player, a merge, an adjustment, a game, an event, the club's settings.

Each dialog checks what was typed when OK is pressed and says what is wrong
next to the form, keeping everything typed; `try_accept` is what OK calls (tests
call it too). `values()` gives the keyword arguments for the controller.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, Qt
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
    e.setDisplayFormat("yyyy-MM-dd")
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
        c.addItem(s.label, s)
    c.setCurrentIndex(offered.index(current) if current is not None else 0)
    return c


def rank_combo(system: RatingSystem, current: str = "", parent: QWidget | None = None) -> QComboBox:
    """An editable pick list of ranks, strongest first; typing "12k" or "3 dan" works too."""
    c = QComboBox(parent)
    c.setEditable(True)
    c.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    ranks = [str(r) for r in reversed(all_ranks())]
    c.addItems(ranks)
    c.setCurrentText(current)
    line = c.lineEdit()
    assert line is not None  # an editable combo box has one
    line.setPlaceholderText("e.g. 12k or 2d")
    return c


class _Form(QDialog):
    """A titled form with a message line and OK/Cancel; subclasses fill `form` and implement `check`."""

    def __init__(self, title: str, parent: QWidget | None = None, ok_text: str = "OK") -> None:
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
        super().__init__("Change a player" if player else "Add a player", parent,
                         ok_text="Save" if player else "Add player")
        self.ctrl, self.player = ctrl, player
        sys_ = ctrl.system
        self.name_edit = QLineEdit(player.name if player else name)
        self.name_edit.setPlaceholderText("First name and surname, as on the record sheets")
        self.form.addRow("&Name:", self.name_edit)
        self.rank_edit = rank_combo(sys_, str(player.rank) if player and player.rank else "")
        self.grade_edit = QLineEdit(player.grade if player else "")
        if sys_ == RatingSystem.FESA:
            self.grade_edit.setPlaceholderText("e.g. 3 kyu or 1 dan; empty if none yet")
            self.form.addRow("&Grade:", self.grade_edit)
            self.rank_edit.hide()
        else:
            self.form.addRow("&Rank:", self.rank_edit)
            self.grade_edit.hide()
        self.index_edit = QSpinBox()
        self.index_edit.setRange(-999, 999)
        self.index_edit.setValue(player.index if player else 0)
        self.rating_check = QCheckBox("Start from this GoR instead of the rank's")
        self.rating_edit = QDoubleSpinBox()
        self.rating_edit.setRange(-900, 3000)
        self.rating_edit.setDecimals(0)
        self.rating_edit.setValue(player.rating if player and player.rating is not None else 0)
        self.rating_check.setChecked(bool(player and player.rating is not None))
        if sys_ == RatingSystem.SAGC:
            self.form.addRow("Starting &index:", self.index_edit)
        elif sys_ in (RatingSystem.EGF, RatingSystem.EGF2021):
            self.form.addRow("", self.rating_check)
            self.form.addRow("Starting &GoR:", self.rating_edit)
        self.club_edit = QLineEdit(player.club if player else "")
        self.form.addRow("&Club:", self.club_edit)
        self.country_edit = QLineEdit(player.country if player else "")
        self.country_edit.setPlaceholderText("e.g. ZA")
        self.form.addRow("C&ountry:", self.country_edit)
        self.pin_edit = QLineEdit(player.egd_pin if player else "")
        self.form.addRow("&EGD PIN:", self.pin_edit)
        self.active_check = QCheckBox("Active (on the standings)")
        self.active_check.setChecked(player.active if player else True)
        if player is not None:
            self.form.addRow("", self.active_check)
            self.layout_.insertWidget(1, hint("A new rank or starting index re-rates every game from the start."))
        (self.rank_edit if not (name and not player) else self.rank_edit).setFocus()
        if not name:
            self.name_edit.setFocus()
        if player is None:  # a new player: found in the federations' lists as the name is typed (issue 20)
            from clubrater.ui.list_search import attach_to_player_dialog

            self.list_search = attach_to_player_dialog(self, ctrl.rating_lists)

    def check(self) -> str:
        name = " ".join(self.name_edit.text().split())
        if not name:
            return "Please type the player's name."
        key = name_key(name)
        for p in self.ctrl.history.players.values():
            if name_key(p.name) == key and (self.player is None or p.id != self.player.id):
                return f"{p.name} is already in the player list. Use another spelling, or merge the two later."
        if self.ctrl.system != RatingSystem.FESA:
            text = self.rank_edit.currentText().strip()
            if not text:
                return f"What rank is {name}? Type it like 12k or 2d."
            try:
                parse_rank(text)
            except ClubRaterError:
                return f'"{text}" is not a rank. Type it like 12k, 2d or 1p.'
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
        super().__init__("Merge two players", parent, ok_text="Merge")
        self.ctrl = ctrl
        self.lookup = lookup or ctrl.queries.lookup()
        self.layout_.insertWidget(0, hint(
            "Use this when one person was entered twice (\"Sipho Dlamini\" and \"S. Dlamini\"). "
            "Every game of the second entry moves to the first; nothing is lost, and Undo separates them again."))
        completer = NameCompleter(self)
        completer.set_choices(self.lookup.choices())
        self.keep_edit = QLineEdit(ctrl.queries.player(keep).name if keep else "")
        self.keep_edit.setCompleter(completer)
        self.keep_edit.setPlaceholderText("the entry to keep")
        self.drop_edit = QLineEdit(ctrl.queries.player(drop).name if drop else "")
        self.drop_edit.setCompleter(completer)
        self.drop_edit.setPlaceholderText("the duplicate, which disappears")
        self.form.addRow("&Keep:", self.keep_edit)
        self.form.addRow("&Merge in:", self.drop_edit)
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
            games = "1 game" if n == 1 else f"{n} games"
            self.summary.setText(f"{d.name}'s {games} will move to {k.name} ({k.rank or k.grade}); "
                                 f"{d.name} will no longer be in the player list.")
        else:
            self.summary.setText("")

    def check(self) -> str:
        keep, drop = self.ids()
        for text, pid in ((self.keep_edit.text(), keep), (self.drop_edit.text(), drop)):
            if not text.strip():
                return "Please choose both players."
            if pid is None:
                return f"{strip_choice(text)} is not in the player list."
        if keep == drop:
            return "Choose two different players."
        return ""


class AdjustmentDialog(_Form):
    """Set a player's rank and index (or rating) from a date on, e.g. to match the national list."""

    def __init__(self, ctrl: ClubController, player_id: int, parent: QWidget | None = None) -> None:
        p = ctrl.queries.player(player_id)
        super().__init__(f"Adjust {p.name}", parent, ok_text="Adjust")
        self.ctrl, self.player_id = ctrl, player_id
        st = ctrl.replay.final.get(player_id)
        self.layout_.insertWidget(0, hint(
            f"{p.name} is now {ctrl.queries.format_value(st.value) if st else ''} "
            f"{ctrl.queries.value_label()} at {st.rank if st and st.rank else p.grade}. "
            "An adjustment sets a new starting point from its date on; games after it are re-rated."))
        self.date_edit = date_edit(ctrl.today())
        self.form.addRow("&Date:", self.date_edit)
        self.rank_edit = rank_combo(ctrl.system, str(st.rank) if st and st.rank else "")
        self.index_edit = QSpinBox()
        self.index_edit.setRange(-999, 999)
        self.rating_edit = QDoubleSpinBox()
        self.rating_edit.setRange(-900, 3000)
        self.rating_edit.setDecimals(0)
        if ctrl.system == RatingSystem.SAGC:
            self.form.addRow("&Rank:", self.rank_edit)
            self.form.addRow("&Index:", self.index_edit)
        else:
            if ctrl.system != RatingSystem.FESA:
                self.form.addRow("&Rank:", self.rank_edit)
            self.rating_edit.setValue(st.value if st else 0)
            self.form.addRow(f"&{ctrl.queries.value_label()}:", self.rating_edit)
        self.note_edit = QLineEdit()
        self.note_edit.setPlaceholderText("why, e.g. \"SAGA list of March\"")
        self.form.addRow("&Note:", self.note_edit)

    def check(self) -> str:
        if self.ctrl.system != RatingSystem.FESA:
            try:
                parse_rank(self.rank_edit.currentText())
            except ClubRaterError:
                return f'"{self.rank_edit.currentText()}" is not a rank. Type it like 12k or 2d.'
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
_RESULT_ITEMS = [("", None), ("Black won (B)", Result.BLACK), ("White won (W)", Result.WHITE), ("Jigo (J)", Result.JIGO)]


class GameDialog(_Form):
    """Correct a game: every field of the record sheet line."""

    def __init__(self, ctrl: ClubController, game: Game, parent: QWidget | None = None,
                 lookup: PlayerLookup | None = None) -> None:
        super().__init__("Change a game", parent, ok_text="Save")
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
            self.result_edit.addItem(text)
        self.result_edit.setCurrentIndex([r for _t, r in _RESULT_ITEMS].index(game.result))
        self.type_edit = QComboBox()
        self.type_edit.addItems([t.value for t in GameType])
        self.type_edit.setCurrentText(game.type.value)
        self.event_edit = QComboBox()
        self.event_edit.addItem("")
        for e in ctrl.queries.events():
            self.event_edit.addItem(e.name, e.id)
        if game.event is not None:
            self.event_edit.setCurrentIndex(max(0, self.event_edit.findData(game.event)))
        self.note_edit = QLineEdit(game.note)
        for label, w in (("&Date:", self.date_edit), ("&Black:", self.black_edit), ("&White:", self.white_edit),
                         ("&Handicap:", self.handicap_edit), ("&Komi:", self.komi_edit), ("W&inner:", self.result_edit),
                         ("&Type:", self.type_edit), ("&Event:", self.event_edit), ("&Note:", self.note_edit)):
            self.form.addRow(label, w)

    def check(self) -> str:
        b = self.lookup.find(strip_choice(self.black_edit.text()))
        w = self.lookup.find(strip_choice(self.white_edit.text()))
        if b is None:
            return f"{strip_choice(self.black_edit.text()) or 'Black'} is not in the player list."
        if w is None:
            return f"{strip_choice(self.white_edit.text()) or 'White'} is not in the player list."
        if b == w:
            return "The same player cannot play both Black and White."
        return ""

    def game_input(self) -> GameInput:
        from clubrater.domain.records import GameInput

        b = self.lookup.find(strip_choice(self.black_edit.text()))
        w = self.lookup.find(strip_choice(self.white_edit.text()))
        assert b is not None and w is not None
        g = self.game
        return GameInput(
            date=pydate(self.date_edit.date()), black=b, white=w, result=_RESULT_ITEMS[self.result_edit.currentIndex()][1],
            handicap=self.handicap_edit.value(), komi=self.komi_edit.value(), type=GameType(self.type_edit.currentText()),
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
        super().__init__("Change an event" if event else "Add an event", parent, ok_text="Save" if event else "Add event")
        self.ctrl, self.event = ctrl, event
        self.name_edit = QLineEdit(event.name if event else name)
        self.name_edit.setPlaceholderText("e.g. Winter Open 2025")
        start = (event.start if event else None) or on or ctrl.today()
        self.start_edit = date_edit(start)
        self.end_edit = date_edit((event.end if event else None) or start)
        self.place_edit = QLineEdit(event.place if event else "")
        self.class_edit = QComboBox()
        self.class_edit.addItems(list(EVENT_CLASSES))
        self.class_edit.setCurrentText(event.klass if event else "A")
        self.rated_check = QCheckBox("Rated (untick for fast games or a simultaneous)")
        self.rated_check.setChecked(event.rated if event else True)
        self.form.addRow("&Name:", self.name_edit)
        self.form.addRow("&Starts:", self.start_edit)
        self.form.addRow("E&nds:", self.end_edit)
        self.form.addRow("&Place:", self.place_edit)
        if ctrl.system in (RatingSystem.EGF, RatingSystem.EGF2021):
            self.form.addRow("EGF &class:", self.class_edit)
        self.form.addRow("", self.rated_check)

    def check(self) -> str:
        name = self.name_edit.text().strip()
        if not name:
            return "Please give the event a name."
        other = self.ctrl.queries.event_by_name(name)
        if other is not None and (self.event is None or other.id != self.event.id):
            return f'There is already an event called "{other.name}".'
        if self.end_edit.date() < self.start_edit.date():
            return "The event cannot end before it starts."
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
        super().__init__("Club settings", parent, ok_text="Save")
        self.setMinimumWidth(560)
        self.ctrl = ctrl
        self.name_edit = QLineEdit(ctrl.club_name)
        self.system_edit = system_picker(systems, ctrl.system)
        self.komi_edit = QDoubleSpinBox()
        self.komi_edit.setRange(-100, 100)
        self.komi_edit.setDecimals(1)
        self.komi_edit.setSingleStep(0.5)
        self.komi_edit.setValue(ctrl.default_komi_even)
        self.type_edit = QComboBox()
        self.type_edit.addItems([t.value for t in GameType])
        self.type_edit.setCurrentText(ctrl.default_game_type.value)
        self.rule = QLabel()
        self.rule.setWordWrap(True)
        self.rule.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.system_note = hint("")
        self.form.addRow("Club &name:", self.name_edit)
        self.form.addRow("&Rating system:", self.system_edit)
        self.form.addRow("", self.system_note)
        self.form.addRow("Default &komi:", self.komi_edit)
        self.form.addRow("", hint("Komi of an even game; handicap games get 0.5 unless you type another."))
        self.form.addRow("Default game &type:", self.type_edit)
        self.form.addRow("Who is listed:", self.rule)
        path = QLabel(str(ctrl.path))
        path.setWordWrap(True)
        path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.form.addRow("Club file:", path)
        self.system_edit.currentIndexChanged.connect(self._system_changed)
        self._system_changed()

    def system(self) -> RatingSystem:
        return self.system_edit.currentData()

    def _system_changed(self) -> None:
        s = self.system()
        from clubrater.controller.queries import inactivity_rule

        self.rule.setText(inactivity_rule(s))
        self.system_note.setText("" if s == self.ctrl.system else
                                 "Every rating will be worked out again with this system; no game or player changes, "
                                 "and Undo switches back.")

    def check(self) -> str:
        if not self.name_edit.text().strip():
            return "The club needs a name."
        return ""

    def values(self) -> dict[str, Any]:
        return {"name": self.name_edit.text().strip(), "komi": self.komi_edit.value(),
                "game_type": GameType(self.type_edit.currentText()), "system": self.system()}
