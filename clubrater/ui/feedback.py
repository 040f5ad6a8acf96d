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
    folder = str(folders.existing(folder))  # never a folder that is not there (issue 30)
    path, _ = QFileDialog.getOpenFileName(parent, caption, folder, filters)
    if path and kind is not None:
        folders.remember(kind, path)
    return path or None


def choose_save_file(parent: QWidget | None, caption: str, filters: str, suggested: str = "",
                     kind: str | None = None) -> str | None:  # fmt: skip
    """A file to write; with a `kind` the suggested name is offered in that kind's folder, never a hidden one."""
    if kind is not None:
        suggested = str(folders.folder_for(kind) / Path(suggested).name)
    elif suggested:
        suggested = str(folders.existing(Path(suggested).parent) / Path(suggested).name)
    path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, filters)
    if path and kind is not None:
        folders.remember(kind, path)
    return path or None


class FolderDialog(QFileDialog):
    """A folder to write into, which may be a new one: the name of a folder not there yet is made on OK (Qt's
    own folder chooser refuses it with "Directory not found"; issue 30's Publish into "site")."""

    def __init__(self, parent: QWidget | None, caption: str, start: str | Path) -> None:
        super().__init__(parent, caption, str(folders.existing(start)))
        self.setFileMode(QFileDialog.FileMode.Directory)
        self.setOption(QFileDialog.Option.ShowDirsOnly, True)
        self.setOption(QFileDialog.Option.DontUseNativeDialog, True)  # the accept below is this dialog's
        self.setLabelText(QFileDialog.DialogLabel.FileName, QCoreApplication.translate("Feedback", "Folder:"))
        self.made: Path | None = None

    def typed(self) -> str:
        from PySide6.QtWidgets import QLineEdit

        box = self.findChild(QLineEdit, "fileNameEdit")
        return box.text().strip() if box is not None else ""

    def accept(self) -> None:
        name = self.typed()
        if name:
            target = Path(name).expanduser()
            if not target.is_absolute():
                target = Path(self.directory().absolutePath()) / target
            if not target.exists() and target.parent.is_dir():
                try:
                    target.mkdir()
                except OSError as exc:
                    warn(self, self.windowTitle(), explain(exc))
                    return
                self.made = target
                self.setDirectory(str(target.parent))
                self.selectFile(str(target))
        super().accept()

    def chosen(self) -> Path | None:
        files = self.selectedFiles()
        return Path(files[0]) if files else None


def choose_folder(parent: QWidget | None, caption: str, kind: str) -> str | None:
    """A folder to write into, where that kind was last chosen; a new folder's name may be typed."""
    dialog = FolderDialog(parent, caption, folders.folder_for(kind))
    try:
        if not run_dialog(dialog):
            return None
        chosen = dialog.chosen()
        if chosen is None or not chosen.is_dir():
            return None
        folders.remember_folder(kind, chosen)
        return str(chosen)
    finally:
        dialog.deleteLater()


def ask_open_read_only(parent: QWidget | None, path: str | Path) -> bool:
    """The club file is open in another ClubRater: look at it read-only?"""
    from clubrater.ui import lock

    return lock.ask_open_read_only(parent, path)
