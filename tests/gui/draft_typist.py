"""A secretary typing into the record sheet when the power goes: run by tests/gui/test_drafts.py.

    python -m tests.gui.draft_typist CLUB.sqlite ROWS_JSON [FORM_JSON]

Opens the real window on the club (as `clubrater` does: lock, worker thread, pages), presses Ctrl+3 and types
each row into the sheet through its widgets, key by key; with FORM_JSON also types a game into Enter a game
without saving it. When the draft beside the club holds everything typed it prints READY and keeps running,
for the test to kill it with SIGKILL (nothing is saved, nothing is closed).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from clubrater.controller.drafts import draft_path, parse  # noqa: E402
from clubrater.ui.app import MainWindow  # noqa: E402
from tests.gui.helpers import press, sheet_row, shortcut, type_text  # noqa: E402


def wait_until(check, seconds: float) -> bool:  # noqa: ANN001
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        if check():
            return True
        time.sleep(0.02)
    return False


def main() -> int:
    db = Path(sys.argv[1])
    rows: list[list[str]] = json.loads(sys.argv[2])
    form: list[str] = json.loads(sys.argv[3]) if len(sys.argv) > 3 else []
    app = QApplication(sys.argv[:1])
    window = MainWindow()
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    if not window.open_path(db):
        print("could not open the club", flush=True)
        return 1
    shortcut(window, "Ctrl+3")
    window.sheet_page.start()
    for black, white, winner in rows:
        sheet_row(black, white, winner)
    if form:  # Enter a game: Black, White, the winner; not saved (no Enter)
        shortcut(window, "Ctrl+2")
        window.entry_page.black.setFocus()
        type_text(form[0])
        press(Qt.Key.Key_Tab)
        window.entry_page.white.setFocus()
        type_text(form[1])
        window.entry_page.result.setFocus()
        type_text(form[2])

    def kept() -> bool:
        try:
            draft = parse(draft_path(db).read_text(encoding="utf-8"))
        except (OSError, ValueError, Exception):  # noqa: BLE001 - not there yet, or being replaced
            return False
        return len(draft.sheet_rows) == len(rows) and bool(draft.form) == bool(form)

    if not wait_until(kept, 30):
        print("the draft never appeared", flush=True)
        return 1
    print("READY", flush=True)
    while True:  # the window keeps running until the test kills it
        app.processEvents()
        time.sleep(0.05)


if __name__ == "__main__":
    sys.exit(main())
