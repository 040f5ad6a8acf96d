"""Run by tests/gui/test_issue30_ux.py in a process of its own: the `clubrater` command opens a club file and
its window is driven as issue 30's new user did it: German, then Japanese (each builds the window anew), the
Restore dialog opened and cancelled, a federation connected (when a server URL is given), then Ctrl+Q.
Prints one JSON line: the command's exit status and the log file's path.

    python quit_probe.py CLUB_FILE [FEDERATION_URL PASSWORD]
"""

from __future__ import annotations

import faulthandler
import json
import os
import sys
from collections.abc import Callable
from typing import Any


def main() -> int:
    faulthandler.dump_traceback_later(150, exit=True)  # a dialog left open must not hang the test
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    club = sys.argv[1]
    url, password = (sys.argv[2], sys.argv[3]) if len(sys.argv) > 3 else ("", "")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    app = QApplication(["clubrater"])
    from clubrater.ui import feedback, i18n
    from clubrater.ui.app import MainWindow

    def window() -> Any:
        shown = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        assert len(shown) == 1, shown
        return shown[0]

    def ready() -> bool:
        w = window()
        return w.ctrl is not None and not w.busy.busy and w.stack.currentWidget() is w.tabs

    steps: list[Callable[[], None]] = []

    def next_step() -> None:
        if not steps:
            return
        if not ready():
            QTimer.singleShot(50, next_step)
            return
        steps.pop(0)()
        QTimer.singleShot(50, next_step)

    def cancel_modal() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(20, cancel_modal)
            return
        assert isinstance(modal, QDialog), modal
        print(f"cancelled {modal.windowTitle()}", file=sys.stderr)
        modal.reject()

    def restore_dialog() -> None:
        QTimer.singleShot(0, cancel_modal)
        window().actions["restore_backup"].trigger()

    def connect() -> None:
        from clubrater.ui import federation

        def fill(dialog: Any) -> bool:
            dialog.url.setEditText(url)
            dialog.password.setText(password)
            dialog.try_accept()
            return dialog.result() == 1

        feedback.run_dialog = fill  # type: ignore[assignment]  # the dialog filled in as the secretary would
        assert federation.connect(window())

    steps += [lambda: i18n.switch_window_language(window(), "de"),
              lambda: i18n.switch_window_language(window(), "ja"),
              restore_dialog]
    if url:
        steps.append(connect)
    steps.append(lambda: window().actions["quit"].trigger())  # Ctrl+Q
    QTimer.singleShot(100, next_step)

    from clubrater.cli import main as clubrater
    from clubrater.logsetup import setup_logging

    code = clubrater(["--db", club])
    print(json.dumps({"code": code, "log": str(setup_logging()), "steps_left": len(steps)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
