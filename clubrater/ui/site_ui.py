"""File > Publish website, the what-if answer in the player view, and the noticeboard's promotion lines option.

Thin widgets over controller/site.py and controller/whatif.py: the site is written by the same code
`clubrater publish` runs, and the what-if runs the real engine on a copy of the club's state.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import GameType
from clubrater.ui import feedback
from clubrater.ui.dialogs import game_type_label
from clubrater.ui.federation import ASK, PaperClub, ask_paper_club
from clubrater.ui.shown import said

if TYPE_CHECKING:  # the window starts before any club (and SQLAlchemy) is loaded
    from clubrater.controller.session import ClubController

_SETTINGS = ("ClubRater", "ClubRater")
PROMOTION_LINES = "noticeboard/promotion_lines"


def _settings() -> QSettings:
    return QSettings(*_SETTINGS)


# --------------------------------------------------------------------------------------------- the website
def publish_website(parent: QWidget | None, controller: ClubController, folder: str | Path | None = None,
                    club: PaperClub = ASK) -> str | None:
    """File > Publish website: choose a folder (remembered), write the site, offer to open it.

    On a federation server the member club whose site it is is asked first (`club` given: that one), as
    for the noticeboard and the workbook (issue 30 point 18)."""
    from clubrater.ui import folders
    from clubrater.ui.tasks import run_work

    #: The title of the question which member club's website to publish (on a federation server).
    go, which = ask_paper_club(parent, controller, QCoreApplication.translate("Website", "Publish the club's website"),
                               club)
    if not go:
        return None
    if folder is None:  # a new folder may be named in the dialog (issue 30)
        chosen = feedback.choose_folder(
            parent, QCoreApplication.translate("Website", "Publish the club's website into this folder"), "site")
        if not chosen:
            return None
        folder = chosen
    target = Path(folder)
    try:
        report = run_work(parent, QCoreApplication.translate("Website", "Publishing the website…"),
                          lambda: controller.site.publish(target, club=which))
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, QCoreApplication.translate("Website", "Publish website"))
        return None
    folders.remember_folder("site", target)
    #: {summary} is the publisher's own count of pages written ("12 player pages, ...").
    message = QCoreApplication.translate(
        "Website", "Published {club}'s website to {folder} ({summary}). Upload the folder to the club's web space, "
        "or open index.html.").format(club=which or controller.club_name, folder=target, summary=said(report.summary()))
    status = getattr(parent, "statusBar", None)
    if callable(status):
        status().showMessage(message, 20000)
    return message


def open_website(folder: str | Path) -> bool:
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(folder) / "index.html")))


# --------------------------------------------------------------------------------------------- what if
class WhatIfPanel(QWidget):
    """'What do I need to go up?' under the player's record sheet: against whom, handicap, game type."""

    def __init__(self, controller: ClubController | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.player_id: int | None = None
        self.setObjectName("whatif")
        self.against = QLineEdit()
        self.against.setPlaceholderText(self.tr("a player of the same rank"))
        #: "rank": a kyu/dan rank such as 9k (keep "9k" as it is typed).
        self.against.setToolTip(self.tr("A player's name (that player every game) or a rank like 9k (a new player of "
                                        "that rank each game)"))
        self.handicap = QSpinBox()
        self.handicap.setRange(0, 9)
        self.handicap.setToolTip(self.tr("Handicap stones; the weaker player takes Black"))
        self.game_type = QComboBox()
        for t in (GameType.CLUB, GameType.TOURNAMENT, GameType.FRIENDLY, GameType.FREE):
            self.game_type.addItem(game_type_label(t), t)
        self.answer = QLabel()
        self.answer.setWordWrap(True)
        self.answer.setObjectName("whatif_answer")
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("What if, against:")))
        row.addWidget(self.against, 2)
        #: Handicap stones in a Go game.
        row.addWidget(QLabel(self.tr("Handicap:", "Go handicap stones")))
        row.addWidget(self.handicap)
        #: The kind of game (tournament, club, friendly, free).
        row.addWidget(QLabel(self.tr("Game:", "kind of game")))
        row.addWidget(self.game_type)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 0)
        box.addLayout(row)
        box.addWidget(self.answer)
        self.against.editingFinished.connect(self.refresh)
        self.handicap.valueChanged.connect(self.refresh)
        self.game_type.currentIndexChanged.connect(self.refresh)

    def show_player(self, controller: ClubController | None, player_id: int | None) -> None:
        self.controller, self.player_id = controller, player_id
        fesa = controller is not None and controller.system.value == "fesa"
        self.handicap.setEnabled(not fesa)
        self.game_type.setEnabled(controller is not None and controller.system.value == "sagc")
        self.refresh()

    def refresh(self) -> None:
        if self.controller is None or self.player_id is None:
            self.answer.setText("")
            return
        try:
            text = self._answer(self.controller, self.player_id)
        except ClubRaterError as exc:  # the controller's sentence, in the window's language
            text = said(exc)
        self.answer.setText(text)

    def _answer(self, c: ClubController, pid: int) -> str:
        """controller.whatif's answer (what `clubrater whatif` says), in the window's language (issues 13, 28)."""
        return said(c.whatif.summary(pid, self.against.text().strip() or None, handicap=self.handicap.value(),
                                     game_type=self.game_type.currentData().value))


# --------------------------------------------------------------------------------------------- print option
def promotion_lines_wanted() -> bool:
    return bool(_settings().value(PROMOTION_LINES, False, type=bool))


def set_promotion_lines_wanted(on: bool) -> None:
    _settings().setValue(PROMOTION_LINES, bool(on))


def promotion_option() -> QWidget:
    """An option tab for the print dialog: a line "1 win to 9k" under players one win from promotion."""
    tab = QWidget()
    tab.setWindowTitle(QCoreApplication.translate("PrintOptions", "Noticeboard"))
    box = QVBoxLayout(tab)
    #: "1 win to ..." is the line printed under the player, e.g. "1 win to 9k" (the printout translates it too).
    check = QCheckBox(QCoreApplication.translate("PrintOptions", "Under each player one win from promotion, print "
                                                                 "\"1 win to ...\""))
    check.setObjectName("promotion_lines")
    check.setChecked(promotion_lines_wanted())
    check.toggled.connect(set_promotion_lines_wanted)
    box.addWidget(check)
    box.addStretch(1)
    return tab


def with_promotion_lines(controller: ClubController, board: object, values: dict) -> object:
    """The board with the promotion lines when the option is on."""
    if not promotion_lines_wanted():
        return board
    from clubrater.controller.whatif import with_promotion_lines as add

    return add(controller.whatif, board, values)  # type: ignore[arg-type]
