"""A secretary on a federation server typing a record sheet when the power goes: run by tests/gui/test_drafts_server.py.

    python -m tests.gui.server_typist URL ROWS_JSON

Opens the real window on the server (as File > Connect does once the password is known: the controller is opened
and handed to the window), presses Ctrl+3 and types each row into the sheet through its widgets, key by key. When
the window's draft holds every row it prints READY and the draft file's path, and keeps running for the test to
kill it with SIGKILL (nothing is saved, nothing is closed).
"""

from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from clubrater.controller.drafts import parse  # noqa: E402
from clubrater.ui.app import MainWindow  # noqa: E402
from clubrater.ui.federation import open_server  # noqa: E402
from tests.gui.draft_typist import wait_until  # noqa: E402
from tests.gui.helpers import sheet_row, shortcut  # noqa: E402


def main() -> int:
    url = sys.argv[1]
    rows: list[list[str]] = json.loads(sys.argv[2])
    app = QApplication(sys.argv[:1])
    window = MainWindow()
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    window.set_controller(open_server(url, None))
    window.activateWindow()
    if not wait_until(lambda: QApplication.focusWidget() is not None, 30):
        print("the window never took the keyboard focus", flush=True)
        return 1
    shortcut(window, "Ctrl+3")
    window.sheet_page.start()
    for black, white, winner in rows:
        sheet_row(black, white, winner)

    def kept() -> bool:
        path = window.drafts.path
        try:
            return path is not None and len(parse(path.read_text(encoding="utf-8")).sheet_rows) == len(rows)
        except Exception:  # noqa: BLE001 - not there yet, or being replaced
            return False

    if not wait_until(kept, 30):
        print(f"the draft never appeared (kept at {window.drafts.path})", flush=True)
        return 1
    print("READY", window.drafts.path, flush=True)
    while True:  # the window keeps running until the test kills it
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    sys.exit(main())
