"""What the window does when something goes wrong, and putting a backup back.

An unexpected exception must not close the window with the secretary's work on
screen: it is logged, and a non-modal dialog says where the log is. A damaged
club file is never opened; instead the newest good backup is offered, and
File > Restore backup lists every copy with its date and game count.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from clubrater import logsetup
from clubrater.domain.errors import ClubRaterError
from clubrater.ui.plural import counted
from clubrater.ui.shown import day, said

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from types import ModuleType

    from clubrater.controller.files import BackupInfo

    ParentLike = QWidget | Callable[[], QWidget | None] | None

#: Why a backup of the club file was taken (a column of File > Restore a backup).
_REASONS = {
    "daily": QT_TRANSLATE_NOOP("Backups", "daily copy"),
    "pre-migration": QT_TRANSLATE_NOOP("Backups", "before an upgrade"),
    "before-restore": QT_TRANSLATE_NOOP("Backups", "before a restore"),
    "damaged": QT_TRANSLATE_NOOP("Backups", "damaged file (kept as found)"),
    "manual": QT_TRANSLATE_NOOP("Backups", "taken by hand"),
}


def _reason(reason: str) -> str:
    """Why the backup was taken, in the window's language (an unknown reason as stored)."""
    known = _REASONS.get(reason)
    return QCoreApplication.translate("Backups", str(known)) if known else reason


# --------------------------------------------------------------------------- the crash dialog
class _Reporter(QObject):
    """Carries a report from any thread to the GUI thread (queued signal), where the dialog is made."""

    report = Signal(str, str, str)  # title, message, details

    def __init__(self, parent_getter: Callable[[], QWidget | None]) -> None:
        super().__init__(QApplication.instance())  # owned by the application: lives as long as the event loop
        self._parent_getter = parent_getter
        self.dialog: QMessageBox | None = None
        self.count = 0
        self.report.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def _show(self, title: str, message: str, details: str) -> None:
        try:
            self._show_box(title, message, details)
        except Exception:  # never let the error dialog raise: that would report itself forever
            log.exception("the error dialog could not be shown")

    def _show_box(self, title: str, message: str, details: str) -> None:
        self.count += 1
        if self.dialog is not None and shiboken6.isValid(self.dialog) and self.dialog.isVisible():
            self.dialog.setInformativeText(counted(self.tr("%n error(s) so far; the log has each one.", "",
                                                           self.count), self.count))
            self.dialog.setDetailedText(details)
            return
        self.count = 1
        try:
            parent = self._parent_getter()
        except Exception:
            parent = None
        if parent is not None and not (isinstance(parent, QWidget) and shiboken6.isValid(parent)):
            parent = None  # the window is gone (or was never one): show the dialog on its own
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(title)
        box.setText(message)
        box.setDetailedText(details)
        box.setWindowModality(Qt.WindowModality.NonModal)
        folder = box.addButton(self.tr("Open log folder"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Close)
        folder.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(logsetup.log_file().parent))))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._forget)
        self.dialog = box
        box.show()  # never exec(): the window keeps running, and tests are not blocked

    def _forget(self) -> None:
        self.dialog = None


_reporter: _Reporter | None = None


def error_dialog() -> QMessageBox | None:
    """The crash dialog on screen, if any (for tests and for the window to raise it)."""
    box = _reporter.dialog if _reporter is not None else None
    return box if box is not None and shiboken6.isValid(box) else None


def _message(exc_type: type[BaseException], exc: BaseException) -> tuple[str, str]:
    where = logsetup.log_file()
    if isinstance(exc, ClubRaterError):  # a refusal the window forgot to catch: its message is for the user
        return "ClubRater", QCoreApplication.translate("ErrorReport", "{message}\n\nThe log is {log}.").format(
            message=said(exc), log=where)
    return (
        QCoreApplication.translate("ErrorReport", "ClubRater: unexpected error"),
        QCoreApplication.translate(
            "ErrorReport", "Something went wrong ({error}). The window stays open.\n\n"
            "Everything already saved is safe in the club file (each change is saved whole or not at all). "
            "If what you see looks out of date, close and reopen the club.\n\n"
            "The details are in the log: {log}").format(error=f"{exc_type.__name__}: {exc}", log=where),
    )


def report_exception(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    """Log an exception and show (or update) the crash dialog; callable from any thread."""
    logsetup.log_exception(exc_type, exc, tb)
    details = "".join(traceback.format_exception(exc_type, exc, tb))
    if _reporter is None or QApplication.instance() is None:
        sys.__excepthook__(exc_type, exc, tb)
        return
    title, message = _message(exc_type, exc)
    _reporter.report.emit(title, message, details)


def install_gui_excepthook(parent: ParentLike = None) -> None:
    """Route uncaught exceptions (main thread, Qt slots, other threads) to the log and a dialog.

    Call once, after the QApplication exists and after logsetup.setup_logging().
    `parent` is the main window or a function returning it (it may not exist yet).
    """
    global _reporter
    if QApplication.instance() is None:
        raise RuntimeError("install_gui_excepthook needs a QApplication")
    getter: Callable[[], QWidget | None] = parent if callable(parent) else (lambda: parent)
    _reporter = _Reporter(getter)
    busy = threading.local()

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        if getattr(busy, "on", False):  # an error while reporting an error: print it, do not loop
            sys.__excepthook__(exc_type, exc, tb)
            return
        busy.on = True
        try:
            report_exception(exc_type, exc, tb)
        except Exception:
            sys.__excepthook__(exc_type, exc, tb)
        finally:
            busy.on = False

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            hook(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = hook
    threading.excepthook = thread_hook


# --------------------------------------------------------------------------- restoring a backup
def describe_backup(info: BackupInfo) -> str:
    if info.games is None:
        games = QCoreApplication.translate("Backups", "unreadable")
    else:
        from clubrater.ui.i18n import context

        Backups = context("Backups")  # counts through Context.tr: lupdate reads them as plural messages
        games = counted(Backups.tr("%n game(s)", "", info.games), info.games)
    return QCoreApplication.translate("Backups", "{taken} ({reason}, {games})").format(
        taken=f"{day(info.taken.date())} {info.taken:%H:%M}", reason=_reason(info.reason), games=games)


class RestoreBackupDialog(QDialog):
    """Every backup of one club file, newest first; the chosen one is restored on OK."""

    def __init__(self, parent: QWidget | None, db_path: Path) -> None:
        super().__init__(parent)
        self.db_path = Path(db_path)
        self.backups = _files().list_backups(self.db_path)
        self.setWindowTitle(self.tr("Restore backup"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Copies of {file}, newest first. Restoring replaces the club file with the chosen copy; "
            "the current file is kept as one more backup first, so a restore can itself be undone."
        ).format(file=self.db_path.name))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableWidget(len(self.backups), 3, self)
        #: Column headings of the backups list: when the copy was taken, why, how many games it holds.
        self.table.setHorizontalHeaderLabels([self.tr("Taken", "column: when the backup was taken"),
                                              self.tr("Why", "column: why the backup was taken"),
                                              self.tr("Games", "column: games in the backup")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for row, info in enumerate(self.backups):
            games = QTableWidgetItem(QLocale().toString(info.games) if info.games is not None else
                                     QCoreApplication.translate("Backups", "unreadable"))
            games.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for col, item in enumerate(
                (QTableWidgetItem(f"{day(info.taken.date())} {info.taken:%H:%M:%S}"), QTableWidgetItem(_reason(info.reason)), games)
            ):
                if info.games is None:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable & ~Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(row, col, item)
        layout.addWidget(self.table)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.restore_button = self.buttons.addButton(self.tr("Restore"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.table.itemSelectionChanged.connect(lambda: self.restore_button.setEnabled(self.chosen() is not None))
        self.table.doubleClicked.connect(self._double_clicked)
        self.resize(560, 380)

    def select(self, row: int) -> None:
        self.table.selectRow(row)

    def _double_clicked(self, *_: object) -> None:
        if self.chosen() is not None:
            self.accept()

    def chosen(self) -> BackupInfo | None:
        rows = {i.row() for i in self.table.selectionModel().selectedRows()}
        if len(rows) != 1:
            return None
        info = self.backups[rows.pop()]
        return info if info.games is not None else None


def _restore(parent: QWidget | None, db_path: Path, info: BackupInfo) -> Path | None:
    """Restore under the file's lock: never over a club that some ClubRater (this one included) has open."""
    from clubrater.ui import lock

    try:
        held = lock.acquire(db_path)
    except ClubRaterError as exc:
        QMessageBox.warning(parent, _title(), _not_restored(exc))
        return None
    if held is None:
        QMessageBox.warning(
            parent, _title(),
            QCoreApplication.translate(
                "Backups", "The backup was not restored: {file} is open in a ClubRater window. Close it there first."
            ).format(file=db_path.name),
        )
        return None
    try:
        saved = _files().restore_backup(db_path, info)
    except (ClubRaterError, OSError) as exc:
        log.error("restoring %s from %s failed: %s", db_path, info.path, exc)
        QMessageBox.warning(parent, _title(), _not_restored(exc))
        return None
    finally:
        held.release()
    text = QCoreApplication.translate("Backups", "{file} is back as it was on {backup}.").format(
        file=db_path.name, backup=describe_backup(info))
    if saved is not None:
        text += "\n\n" + QCoreApplication.translate("Backups", "The file it replaced is kept as {file}.").format(
            file=saved.name)
    QMessageBox.information(parent, _title(), text)
    return info.path


def restore_backup_dialog(parent: QWidget | None, db_path: str | Path) -> Path | None:
    """File > Restore backup. Returns the restored backup's path, or None if nothing was restored.

    Close the club (ClubController.close()) and release its lock before calling, and open it
    again after; a file still locked (by this or another ClubRater) is refused with a message.
    """
    db_path = Path(db_path).expanduser().resolve()
    dialog = RestoreBackupDialog(parent, db_path)
    if not dialog.backups:
        QMessageBox.information(parent, _title(), QCoreApplication.translate(
            "Backups", "There are no backups of {file} yet.").format(file=db_path.name))
        return None
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    info = dialog.chosen()
    if info is None:
        return None
    return _restore(parent, db_path, info)


def restore_backup_in_window(parent: QWidget | None, db_path: str | Path, close: Callable[[], bool]) -> Path | None:
    """File > Restore backup in a window with the club open: the club stays on screen behind the list (issue 30:
    the welcome page appeared behind the dialog as if the club had gone), and `close()` (which closes it and lets
    its lock go; False: the secretary kept it) is called only once a backup is chosen. Returns the restored
    backup's path, or None if nothing was restored."""
    db_path = Path(db_path).expanduser().resolve()
    dialog = RestoreBackupDialog(parent, db_path)
    if not dialog.backups:
        QMessageBox.information(parent, _title(), QCoreApplication.translate(
            "Backups", "There are no backups of {file} yet.").format(file=db_path.name))
        return None
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    info = dialog.chosen()
    if info is None or not close():
        return None
    return _restore(parent, db_path, info)


def offer_newest_backup(parent: QWidget | None, error: ClubRaterError) -> Path | None:
    """When opening failed because the file is damaged: offer its newest good backup.

    `error` is the DamagedDatabaseError from ClubController.open. Returns the restored
    backup's path (open the club again), or None if the user declined.
    """
    from clubrater.controller.files import DamagedDatabaseError

    if not isinstance(error, DamagedDatabaseError):
        QMessageBox.warning(parent, "ClubRater", said(error))
        return None
    text = QCoreApplication.translate(
        "Backups", "{file} is damaged, so ClubRater did not open it; nothing was written to it.").format(
        file=error.path.name)
    title = QCoreApplication.translate("Backups", "Damaged club file")
    if error.backup is None:
        text += "\n\n" + QCoreApplication.translate("Backups", "There is no good backup beside it.")
        if _files().list_backups(error.path):
            text += " " + QCoreApplication.translate("Backups", "Other copies are listed under File > Restore backup.")
        QMessageBox.warning(parent, title, text)
        return None
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text + "\n\n" + QCoreApplication.translate(
        "Backups", "The newest good backup is from {backup}. Restore it?").format(backup=describe_backup(error.backup)))
    restore = box.addButton(QCoreApplication.translate("Backups", "Restore this backup"),
                            QMessageBox.ButtonRole.AcceptRole)
    other = box.addButton(QCoreApplication.translate("Backups", "Choose another…"), QMessageBox.ButtonRole.ActionRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(restore)
    box.exec()
    if box.clickedButton() is restore:
        return _restore(parent, error.path, error.backup)
    if box.clickedButton() is other:
        return restore_backup_dialog(parent, error.path)
    return None


def _title() -> str:
    return QCoreApplication.translate("Backups", "Restore backup")


def _not_restored(exc: BaseException) -> str:
    """The refusal's own sentence (from the controller, in the window's language) after the window's words."""
    return QCoreApplication.translate("Backups", "The backup was not restored: {reason}").format(reason=said(exc))


def _files() -> ModuleType:
    """The controller's file functions (backups, restore), imported when first needed: the crash handler
    is installed before the window shows, and the controller's modules bring SQLAlchemy with them."""
    from clubrater.controller import files

    return files
