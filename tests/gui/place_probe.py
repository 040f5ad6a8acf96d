"""Run by tests/gui/test_issue30_ux.py in a process of its own: `clubrater`'s main() on an offscreen screen of
WIDTH x HEIGHT (window frames on), printing where the window and its status bar are, as JSON, then quitting.

A process of its own because the screen's size is the Qt platform's, fixed when the application starts.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path


def main() -> int:
    width, height = int(sys.argv[1]), int(sys.argv[2])
    home = Path(tempfile.mkdtemp())
    screen = home / "screen.json"
    screen.write_text(json.dumps({"windowFrameMargins": True, "screens": [
        {"name": "probe", "x": 0, "y": 0, "width": width, "height": height, "logicalDpiX": 96, "logicalDpiY": 96,
         "dpr": 1}]}), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    os.environ["XDG_DATA_HOME"] = str(home / "data")  # no last club: the welcome page
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")

    from PySide6.QtCore import QThread, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(["clubrater"])
    from clubrater.ui import app as ui_app

    def report() -> None:
        if QThread.currentThread().loopLevel() == 0:  # fired by the placement's own processEvents: not shown yet
            QTimer.singleShot(100, report)
            return
        win = next(w for w in app.topLevelWidgets() if isinstance(w, ui_app.MainWindow))
        bar = win.statusBar()
        a, b = bar.mapToGlobal(bar.rect().topLeft()), bar.mapToGlobal(bar.rect().bottomRight())
        f, r = win.frameGeometry(), win.screen().availableGeometry()
        print(json.dumps({"frame": [f.x(), f.y(), f.width(), f.height()], "room": [r.x(), r.y(), r.width(), r.height()],
                          "status": [a.x(), a.y(), b.x(), b.y()], "status_visible": bar.isVisible(),
                          "size": [win.width(), win.height()]}))
        app.quit()

    QTimer.singleShot(300, report)
    return ui_app.main()


if __name__ == "__main__":
    sys.exit(main())
