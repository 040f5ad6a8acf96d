"""The window's side of the club file lock; the lock itself is clubrater.store.lock (through controller.files).

Use from the window:

    lock = acquire(path)
    if lock is None:
        if not ask_open_read_only(parent, path):
            return
        ctrl = ClubController.open(path, read_only=True)
    else:
        ctrl = ClubController.open(path)   # keep `lock` until the file is closed, then lock.release()
"""

from __future__ import annotations

from pathlib import Path

from clubrater.controller.files import (  # noqa: F401 - re-exported: the window and the command line import them from here
    DatabaseLock,
    LockError,
    LockHolder,
    in_use_message,
    lock_path,
)
from clubrater.controller.files import acquire_lock as acquire  # noqa: F401
from clubrater.controller.files import lock_holder as holder  # noqa: F401


def ask_open_read_only(parent: object, db_path: str | Path) -> bool:
    """Tell the user the file is in use; True if they choose to open it read-only."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox, QWidget

    from clubrater.ui.shown import said

    box = QMessageBox(parent if isinstance(parent, QWidget) else None)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(QCoreApplication.translate("ClubLock", "Club file in use"))
    box.setText(said(in_use_message(db_path)))  # the controller's sentence (it names who holds the file)
    read_only = box.addButton(QCoreApplication.translate("ClubLock", "Open read-only"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(read_only)
    box.exec()
    return box.clickedButton() is read_only
