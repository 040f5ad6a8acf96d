"""File > Export > FESA list / FESA tournament files: a shogi club's files for FESA's rating officer (issue 15).

Thin dialogs over clubrater.controller.fesa_export, the same code `clubrater export fesa-list`
and `clubrater export fesa EVENT DIR` run. Each function takes optional answers (a path, an
event, a folder) so that tests need no file chooser; with none, the user is asked.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMainWindow, QWidget

from clubrater.controller import fesa_export
from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import RatingSystem
from clubrater.ui import feedback


def available(controller: ClubController | None) -> bool:
    """The FESA actions are for a FESA club only."""
    return controller is not None and controller.system == RatingSystem.FESA


def _done(parent: QWidget | None, message: str) -> None:
    if isinstance(parent, QMainWindow):
        parent.statusBar().showMessage(message, 15000)
    else:
        feedback.inform(parent, "ClubRater", message)


def _event_title() -> str:
    #: FESA: the Federation of European Shogi Associations; tournament files are sent to its rating officer.
    return QCoreApplication.translate("FesaExport", "FESA tournament files")


def export_fesa_list(parent: QWidget | None, controller: ClubController, path: str | Path | None = None) -> str | None:
    """The Elo list in the FESA program's all.txt layout."""
    if path is None:
        suggested = str(Path(controller.path).parent / "all.txt")
        chosen = feedback.choose_save_file(parent, QCoreApplication.translate("FesaExport", "Export the FESA Elo list"),
                                           QCoreApplication.translate("FesaExport", "FESA Elo list (*.txt);;All files (*)"),
                                           suggested, kind="txt")  # fmt: skip
        if not chosen:
            return None
        path = chosen
    try:
        message = fesa_export.elo_list(controller, Path(path))  # the controller's sentence: not translated
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, QCoreApplication.translate("FesaExport", "FESA list"))
        return None
    _done(parent, message)
    return message


def export_fesa_event(parent: QWidget | None, controller: ClubController, event: str | None = None,
                      folder: str | Path | None = None) -> str | None:  # fmt: skip
    """One event as turnering.txt and nye-spillere, in a folder the rating officer is sent."""
    if event is None:
        played = {g.event for g in controller.history.games if g.event is not None}
        names = [e.name for e in sorted(controller.history.events.values(), key=lambda e: (e.start or e.end or date.min, e.seq))
                 if e.id in played]  # fmt: skip
        if not names:
            feedback.inform(parent, _event_title(),
                            QCoreApplication.translate("FesaExport", "The club has no event with games to send."))
            return None
        #: The tournament whose files are sent to FESA.
        label = QCoreApplication.translate("FesaExport", "Event:", "tournament")
        chosen, ok = QInputDialog.getItem(parent, _event_title(), label, names[::-1], 0, False)
        if not ok:
            return None
        event = chosen
    if folder is None:
        #: turnering.txt and nye-spillere are file names of the FESA rating program: keep them.
        picked = feedback.choose_folder(parent, QCoreApplication.translate(
            "FesaExport", "Folder for turnering.txt and nye-spillere"), "fesa")
        if not picked:
            return None
        folder = picked
    try:
        message = fesa_export.event_files(controller, event, Path(folder))
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, _event_title())
        return None
    _done(parent, message)
    return message
