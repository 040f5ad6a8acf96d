"""Screenshots for issue 17 points 6, 12 and 15 at 1366x768 and 1024x600 (run by hand, not a test).

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.gui.issue17_shots before|after
"""

from __future__ import annotations

import sys
import tempfile
from datetime import date
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from tests.conftest import SHARED

OUT = Path(__file__).resolve().parents[1] / "_artifacts" / "issue17"
H9 = SHARED / "fixtures" / "egd" / "juvisy.h9"
SIZES = {"1366x768": (1366, 768), "1024x600": (1024, 600)}


def _save(win: QWidget, name: str) -> None:
    for _ in range(5):
        QApplication.processEvents()
    OUT.mkdir(parents=True, exist_ok=True)
    win.grab().save(str(OUT / f"{name}.png"))


def main(tag: str) -> None:
    from clubrater.controller.demo import create_demo_club
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.app import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    tmp = Path(tempfile.mkdtemp())
    today = date(2025, 3, 4)
    for size_name, size in SIZES.items():
        ctrl = create_demo_club(tmp / f"demo{size_name}.sqlite", end=today)
        ctrl.today = lambda: today
        win = MainWindow(ctrl)
        win.resize(*size)
        win.show()
        win.show_page(1)
        _save(win, f"{tag}-15-enter-a-game-{size_name}")
        win.show_page(2)
        from clubrater.ui.sheet_page import BLACK, WHITE, WINNER

        model = win.sheet_page.model
        for r, (b, w, res) in enumerate((("Thandiwe Nkosi", "Naledi Khumalo", "W"),
                                         ("Pieter van der Merwe", "Lerato Mokoena", "B"),
                                         ("Sipho Dlamini", "Themba", "B"))):
            for col, text in ((BLACK, b), (WHITE, w), (WINNER, res)):
                model.setData(model.index(r, col), text)
            model.check_row(r, complete=True)
        _save(win, f"{tag}-15-record-sheet-{size_name}")
        model.clear()
        win.show_page(5)
        _save(win, f"{tag}-12-chart-no-player-{size_name}")
        win.show_player(ctrl.queries.find_player("Sipho Dlamini").id)
        _save(win, f"{tag}-12-chart-{size_name}")
        win.close()
        ctrl.close()

        egf = ClubController.create(tmp / f"egf{size_name}.sqlite", RatingSystem.EGF, "Juvisy")
        egf.today = lambda: date(2026, 11, 23)
        egf.imports.file("h9", H9)
        win = MainWindow(egf)
        win.resize(*size)
        win.show()
        win.show_page(0)
        _save(win, f"{tag}-6-standings-inactive-{size_name}")
        win.close()
        egf.close()
    app.processEvents()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "after")
