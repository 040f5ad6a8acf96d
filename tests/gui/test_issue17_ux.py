"""Issue 17 (helper UX-B): what a newcomer tripped over, checked on the screen."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from .helpers import show_window

pytestmark = pytest.mark.gui

JUVISY = Path("/work/shared/fixtures/egd/juvisy.h9")  # an EGD table from October 2019


def test_standings_say_why_they_are_empty(qtbot, tmp_path):
    """Point 6: every player is off the EGF list by the inactivity rule; the page says so and offers to show them."""
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.app import MainWindow

    ctrl = ClubController.create(tmp_path / "juvisy.sqlite", RatingSystem.EGF, "Juvisy")
    ctrl.today = lambda: date(2026, 11, 23)
    ctrl.imports.file("h9", JUVISY)
    n = len(ctrl.queries.players())
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    win.show_page(0)
    page = win.players_page
    assert page.proxy.rowCount() == 0
    hint = page.unlisted
    assert hint.isVisible()
    assert (f"{n} players are not on the current list (no tournament in the last 2 years / 12 / 6 months): "
            in hint.text()) and "show them" in hint.text()
    hint.linkActivated.emit("show")
    assert page.inactive.isChecked()
    assert page.proxy.rowCount() == n
    assert not page.unlisted.isVisible()
    win.close()
    ctrl.close()


def test_import_preview_opens_on_the_games_and_imports_on_enter(qtbot, tmp_path):
    """Point 13: a games file opens on its Games tab (with komi), and Enter imports when nothing is wrong."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from clubrater.controller.session import ClubController
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.import_dialog import ImportPreviewDialog, preview_file

    ctrl = ClubController.create(tmp_path / "club.sqlite", RatingSystem.SAGC, "Club")
    ctrl.players.add("Thandiwe Nkosi", "10k")
    ctrl.players.add("Sipho Dlamini", "12k")
    path = tmp_path / "games.csv"
    path.write_text("date,black,white,result,handicap,komi\n2025-01-07,Thandiwe Nkosi,Sipho Dlamini,B,0,7.5\n"
                    "2025-01-14,Sipho Dlamini,Thandiwe Nkosi,W,2,0.5\n", encoding="utf-8")
    dialog = ImportPreviewDialog(preview_file(ctrl, path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Games (2)"
    games = dialog.tabs.currentWidget().model()
    heads = [games.headerData(c, Qt.Orientation.Horizontal) for c in range(games.columnCount())]
    assert "Komi" in heads
    komi = heads.index("Komi")
    assert [games.index(r, komi).data() for r in range(2)] == ["7.5", "0.5"]
    assert dialog.import_button.isDefault()
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted
    ctrl.close()
