"""Issue 17 point 17: the window's wording: "1 game"/"1 event", the GSF column explained, the README's club file."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.conftest import SHARED

from .helpers import show_window

pytestmark = pytest.mark.gui

JUVISY = SHARED / "fixtures" / "egd" / "juvisy.h9"
README = Path(__file__).resolve().parents[2] / "README.md"


def test_one_event_is_one_event_in_the_status_bar(qtbot, tmp_path):
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.app import MainWindow

    ctrl = ClubController.create(tmp_path / "juvisy.sqlite", RatingSystem.EGF, "Juvisy")
    ctrl.today = lambda: date(2019, 11, 1)
    ctrl.imports.file("h9", JUVISY)
    assert len(ctrl.queries.events()) == 1
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    text = win.summary.text()
    assert text.endswith(", 1 event") and "events" not in text
    win.show_page(4)  # the events page counts the same way
    assert win.events_page.count.text() == "1 event"
    win.close()
    ctrl.close()


def test_counts_in_words() -> None:
    from clubrater.domain.words import count

    assert [count(n, "game") for n in (0, 1, 2)] == ["0 games", "1 game", "2 games"]
    assert count(1204, "game", sep=",") == "1,204 games" and count(1, "stone") == "1 stone"


def test_gsf_column_says_what_gsf_means(qtbot, tmp_path):
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / "demo.sqlite", end=date(2025, 3, 4))
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    win.show_player(ctrl.queries.find_player("Sipho Dlamini").id)
    model = win.player_page.record_model
    col = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())].index("GSF")
    tip = model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tip and "Game Status Factor" in tip and "seed 001" in tip
    for words in ("tournament 1.5", "club 1,", "friendly 0.5", "teaching 0"):  # seed 001's table
        assert words in tip.lower()
    win.close()
    ctrl.close()


def test_the_readme_names_the_club_file_as_the_window_makes_it(qtbot):
    from clubrater.ui.welcome import WelcomePage

    page = WelcomePage()
    qtbot.addWidget(page)
    page.set_folder(Path("/tmp"))
    page.name.setText("Stellenbosch Go Club")
    made = page.target_path().name
    assert made == "Stellenbosch Go Club.sqlite"
    readme = README.read_text(encoding="utf-8")
    assert f"`{made}`" in readme and "`<club name>.sqlite`" in readme
