"""The pages when no club is on show: the welcome page (start a new club, open a club file, or try the
demo club) and the loading page while a club opens."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from clubrater.domain.model import RatingSystem
from clubrater.ui.dialogs import system_picker
from clubrater.ui.shown import keys
from clubrater.ui.widgets import Banner, heading, hint

CARD_STYLE = "QFrame#card { background: white; border: 1px solid #d5dbe3; border-radius: 8px; }"


def _card(title: str) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame()
    frame.setObjectName("card")
    frame.setStyleSheet(CARD_STYLE)
    lay = QVBoxLayout(frame)
    lay.setContentsMargins(18, 16, 18, 16)
    lay.setSpacing(10)
    title_label = heading(title, 13)
    title_label.setWordWrap(True)  # a long title (German) takes two lines rather than being cut
    lay.addWidget(title_label)
    return frame, lay


class WelcomePage(QWidget):
    create_requested = Signal(str, object, object)  # club name, RatingSystem, Path
    create: QPushButton  # type: ignore[assignment]  # the button, not QWidget.create()
    open_requested = Signal(object)  # Path, or None to choose a file
    demo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self.setStyleSheet("QWidget#welcomePage, QWidget#welcomeBody { background: #f3f5f8; }")
        self._folder: Path | None = None
        self._path_chosen: Path | None = None

        title = heading(self.tr("Welcome to ClubRater"), 22)
        #: "record sheet": the paper (or screen) list of an evening's games, one game a row.
        sub = hint(self.tr("Ratings for your Go or shogi club: type in the week's record sheets and the standings, "
                           "every player's record sheet and history follow at once."))
        sub.setStyleSheet("color:#444; font-size: 11pt;")

        # new club
        new, new_lay = _card(self.tr("Start a new club"))
        new_lay.addWidget(hint(self.tr("Give the club a name and choose how it rates its players. You can change both "
                                       "later.")))
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("newClubName")
        #: An example club name; use a club of the language's own country.
        self.name.setPlaceholderText(self.tr("e.g. Cape Town Go Club"))
        self.system = QComboBox()
        self.system.setObjectName("newClubSystem")
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.where.setStyleSheet("color:#555;")
        change = QPushButton(self.tr("Choose where…"))
        change.setObjectName("choosePlace")
        change.clicked.connect(self._choose_place)
        # A label too long to sit beside its field (German, Japanese) goes above it; the system's name is never cut.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.system.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        form.addRow(self.tr("Club &name:"), self.name)
        form.addRow(self.tr("&Rating system:"), self.system)
        form.addRow(self.tr("Saved in:"), self.where)
        form.addRow("", change)
        new_lay.addLayout(form)
        new_lay.addStretch(1)
        self.create = QPushButton(self.tr("Create the club"))
        self.create.setObjectName("createClub")
        self.create.setDefault(True)
        self.create.clicked.connect(self._create)
        self.name.returnPressed.connect(self._create)
        self.name.textChanged.connect(self._update_where)
        new_lay.addWidget(self.create)

        # open
        opened, open_lay = _card(self.tr("Open a club file"))
        open_lay.addWidget(hint(self.tr("A club file (.sqlite) made by ClubRater, on this computer or a memory stick.")))
        self.recent = QListWidget()
        self.recent.setObjectName("recentList")
        self.recent.setMaximumHeight(170)
        self.recent.itemActivated.connect(lambda item: self.open_requested.emit(Path(item.data(Qt.ItemDataRole.UserRole))))
        self.recent_label = QLabel(self.tr("Recently used:"))
        self.recent_label.setObjectName("recentLabel")
        self.recent_label.setWordWrap(True)
        open_lay.addWidget(self.recent_label)
        open_lay.addWidget(self.recent, 1)
        browse = QPushButton(self.tr("Open a club file…"))
        browse.setObjectName("openClub")
        browse.clicked.connect(lambda: self.open_requested.emit(None))
        open_lay.addWidget(browse)

        # demo
        demo, demo_lay = _card(self.tr("Try the demo club"))
        demo_lay.addWidget(hint(self.tr(
            "A made-up club with 40 players, two years of weekly club nights and two tournaments. "
            "Look around, type a record sheet, undo it: nothing you do there touches a real club.")))
        #: "rank and index": SAGC's kyu/dan rank and the index (points) within it.
        inside = QLabel(
            "<ul style='margin-left:-20px'><li>" + self.tr("the standings, sorted by rank and index") + "</li>"
            "<li>" + self.tr("every player's record sheet and history chart") + "</li>"
            "<li>" + self.tr("a record sheet ready for this week's games") + "</li></ul>")
        inside.setStyleSheet("color:#444;")
        demo_lay.addWidget(inside)
        demo_lay.addStretch(1)
        self.demo = QPushButton(self.tr("Open the demo club"))
        self.demo.setObjectName("openDemo")
        self.demo.clicked.connect(self.demo_requested.emit)
        demo_lay.addWidget(self.demo)

        cards = QHBoxLayout()
        cards.setSpacing(18)
        for c in (new, opened, demo):
            c.setMinimumWidth(270)  # three cards side by side fit a 1024-pixel screen (issue 17)
            cards.addWidget(c, 1)
        self.banner = Banner()
        self.banner.setObjectName("welcomeBanner")

        # A small screen in a long language (German, Japanese at 1024x600) scrolls the page rather than crush the
        # cards' fields into each other (issue 13).
        body = QWidget()
        body.setObjectName("welcomeBody")
        scroll = QScrollArea(self)
        scroll.setObjectName("welcomeScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(32, 28, 32, 28)
        lay.setSpacing(14)
        lay.addWidget(title)
        lay.addWidget(sub)
        lay.addSpacing(8)
        lay.addLayout(cards)
        lay.addWidget(self.banner)
        lay.addSpacing(10)
        lay.addWidget(heading(self.tr("How a week goes"), 13))
        steps = QHBoxLayout()
        steps.setSpacing(18)
        for n, (step, text) in enumerate((
            (self.tr("Players"), keys(self.tr("Add the club's players with their ranks (Players > Add player, "
                                         "Ctrl+Shift+N), or import a list you already have (File > Import)."))),
            (self.tr("Club night"), keys(self.tr("Type the evening's record sheet row by row (Ctrl+3): names complete as "
                                            "you type, handicap and komi are filled in, Ctrl+S saves."))),
            (self.tr("Noticeboard"), keys(self.tr("The standings follow at once. Print them (Ctrl+P) or look up any "
                                             "player's record sheet and history (double-click)."))),
        ), start=1):
            box = QVBoxLayout()
            box.setSpacing(4)
            box.addWidget(heading(self.tr("{n}. {step}", "a numbered step").format(n=n, step=step), 11))
            box.addWidget(hint(text))
            box.addStretch(1)
            steps.addLayout(box, 1)
        lay.addLayout(steps)
        lay.addStretch(1)
        lay.addWidget(hint(self.tr("Press F1 at any time for a short guide to entering games.")))
        self.setFocusProxy(self.name)

    def set_systems(self, systems: Sequence[RatingSystem]) -> None:
        """The rating systems offered for a new club: the registry's list, read through the controller."""
        current = self.system.currentData()
        system_picker(systems, current if current in systems else None, combo=self.system)
        self.system.setMinimumWidth(self.system.sizeHint().width())  # never cut: the row wraps instead

    def set_folder(self, folder: Path) -> None:
        self._folder = folder
        self._update_where()

    def set_recent(self, paths: list[Path]) -> None:
        self.recent.clear()
        for p in paths:
            item = QListWidgetItem(f"{p.stem}   —   {p.parent}")
            item.setData(Qt.ItemDataRole.UserRole, str(p))
            item.setToolTip(str(p))
            self.recent.addItem(item)
        has = bool(paths)
        self.recent.setVisible(has)
        self.recent_label.setText(self.tr("Recently used (double-click to open):") if has else
                                  self.tr("No club opened yet."))

    def suggest_path(self, path: Path) -> None:
        """`clubrater --db NEW.sqlite`: the new club goes exactly there."""
        self._path_chosen = path
        if not self.name.text():
            self.name.setText(path.stem.replace("_", " ").replace("-", " ").title())
        self._update_where()

    def forget_new_club(self) -> None:
        """A club was opened or created: File > New club must not offer its name or file again."""
        self.name.clear()
        self._path_chosen = None
        self._update_where()

    def target_path(self) -> Path:
        if self._path_chosen is not None:
            return self._path_chosen
        folder = self._folder or Path.home()
        stem = "".join(ch if ch.isalnum() or ch in " -_" else "" for ch in self.name.text()).strip() or self.tr(
            "club", "file name of a club without a name")
        return folder / f"{stem}.sqlite"

    def _update_where(self) -> None:
        self.where.setText(str(self.target_path()))

    def _choose_place(self) -> None:
        from clubrater.ui import feedback

        chosen = feedback.choose_save_file(self, self.tr("Where should the club file be kept?"),
                                           self.tr("Club files (*.sqlite)"), str(self.target_path()))
        if chosen:
            p = Path(chosen)
            self._path_chosen = p if p.suffix else p.with_suffix(".sqlite")
            self._update_where()

    def _create(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.banner.say(self.tr("Please give the club a name first."), "error")
            self.name.setFocus()
            return
        self.create_requested.emit(name, self.system.currentData(), self.target_path())


class LoadingPage(QWidget):
    """What the window shows while a club is opened in the background."""

    def __init__(self) -> None:
        super().__init__()
        self.label = heading(self.tr("Opening the club…"), 14)
        self.detail = hint(self.tr("A big club takes a few seconds: every rating is worked out from its games."))
        bar = QProgressBar()
        bar.setRange(0, 0)
        bar.setMaximumWidth(360)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        for w in (self.label, self.detail, bar):
            lay.addWidget(w, 0, w.alignment() | Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(2)
