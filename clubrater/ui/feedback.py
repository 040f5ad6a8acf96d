"""Messages, questions and file choosers in one place, in the secretary's words.

Every modal interaction of the window goes through these functions, so tests
replace them (monkeypatch) and never block on a dialog, and so that no
traceback ever reaches the screen: `explain` turns any error into a sentence.
"""

from __future__ import annotations

import logging
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from clubrater.domain.errors import ClubRaterError
from clubrater.ui import folders
from clubrater.ui.shown import said

log = logging.getLogger("clubrater.ui")


def explain(exc: BaseException) -> str:
    """The sentence to show for an error; unexpected ones are logged in full, never shown raw."""
    if isinstance(exc, ClubRaterError):  # the controller's sentence, in the window's language (issue 28)
        return said(exc.message)
    if isinstance(exc, OSError):
        if getattr(exc, "filename", None):
            return QCoreApplication.translate("Feedback", "The file could not be used: {reason} ({file}).").format(
                reason=exc.strerror or exc, file=exc.filename)
        return QCoreApplication.translate("Feedback", "The file could not be used: {reason}.").format(
            reason=exc.strerror or exc)
    log.error("unexpected error:\n%s", "".join(traceback.format_exception(exc)))
    return QCoreApplication.translate(
        "Feedback", "Something went wrong that ClubRater did not expect, and nothing was changed. Your club file is "
        "safe. If it happens again, please send the log file to whoever looks after ClubRater.")


def inform(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.information(parent, title, text)


def warn(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)


def error(parent: QWidget | None, exc: BaseException, title: str = "ClubRater") -> None:
    """Show what went wrong (as a sentence) for any error (the title "ClubRater" is a name, not translated)."""
    warn(parent, title, explain(exc))


def ask(parent: QWidget | None, title: str, text: str, yes: str | None = None, no: str | None = None, *,
        default_yes: bool = True) -> bool:
    """A yes/no question. Where "yes" loses typing, pass default_yes=False: Enter then keeps the work."""
    yes = QCoreApplication.translate("Feedback", "Yes") if yes is None else yes
    no = QCoreApplication.translate("Feedback", "No") if no is None else no
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes_button if default_yes else no_button)
    box.exec()
    return box.clickedButton() is yes_button


def run_dialog(dialog: QDialog) -> bool:
    """Show a dialog and wait; True when the secretary pressed OK."""
    return dialog.exec() == QDialog.DialogCode.Accepted


def choose_open_file(parent: QWidget | None, caption: str, filters: str, folder: str = "",
                     kind: str | None = None) -> str | None:  # fmt: skip
    """A file to read; with a `kind` the dialog opens where that kind was last chosen (documents at first)."""
    if kind is not None:
        folder = str(folders.folder_for(kind))
    path, _ = QFileDialog.getOpenFileName(parent, caption, folder, filters)
    if path and kind is not None:
        folders.remember(kind, path)
    return path or None


def choose_save_file(parent: QWidget | None, caption: str, filters: str, suggested: str = "",
                     kind: str | None = None) -> str | None:  # fmt: skip
    """A file to write; with a `kind` the suggested name is offered in that kind's folder, never a hidden one."""
    if kind is not None:
        suggested = str(folders.folder_for(kind) / Path(suggested).name)
    path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, filters)
    if path and kind is not None:
        folders.remember(kind, path)
    return path or None


def ask_open_read_only(parent: QWidget | None, path: str | Path) -> bool:
    """The club file is open in another ClubRater: look at it read-only?"""
    from clubrater.ui import lock

    return lock.ask_open_read_only(parent, path)
