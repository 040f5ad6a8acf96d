"""Issue 17 point 15: a 1024x600 screen. Every page fits (no text cut), the record sheet's Check column and the
Enter-a-game boxes stay on screen, and the print previews fit the screen they open on."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QPushButton

from .helpers import show_window
from .test_screenshots import clipped, save

pytestmark = pytest.mark.gui

SMALL = (1024, 600)


@pytest.fixture
def small_window(qtbot, tmp_path):
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    today = date(2025, 3, 4)
    ctrl = create_demo_club(tmp_path / "Demo club.sqlite", end=today)
    ctrl.today = lambda: today
    win = MainWindow(ctrl)
    show_window(qtbot, win, SMALL)
    yield win, ctrl
    win.sheet_page.model.clear()
    ctrl.close()


def test_every_page_fits_1024x600_without_cut_text(small_window):
    win, ctrl = small_window
    assert (win.width(), win.height()) == SMALL  # no page forces the window wider than the screen
    problems = {}
    for n in range(5):
        win.show_page(n)
        QApplication.processEvents()
        found = clipped(win)
        if found:
            problems[n] = found
        save(win, f"small-{n}")
    win.show_player(ctrl.queries.find_player("Sipho Dlamini").id)
    QApplication.processEvents()
    if clipped(win):
        problems[5] = clipped(win)
    assert not problems, problems
    win.close_club()
    QApplication.processEvents()
    assert win.width() == SMALL[0] and not clipped(win), clipped(win)


def test_record_sheet_check_column_stays_on_screen_and_wraps(small_window):
    from clubrater.ui.sheet_page import BLACK, CHECK, WHITE, WINNER

    win, ctrl = small_window
    win.show_page(2)
    model, view = win.sheet_page.model, win.sheet_page.view
    strong = max(ctrl.queries.standings(), key=lambda r: r.rank.ordinal)
    weak = min(ctrl.queries.standings(), key=lambda r: r.rank.ordinal)
    for col, text in ((BLACK, strong.name), (WHITE, weak.name), (WINNER, "B")):  # a long check: a warning
        model.setData(model.index(0, col), text)
    model.check_row(0, complete=True)
    QApplication.processEvents()
    right = view.columnViewportPosition(CHECK) + view.columnWidth(CHECK)
    assert view.columnViewportPosition(CHECK) >= 0 and right <= view.viewport().width() + 1
    assert view.columnWidth(CHECK) >= 240
    need = view.fontMetrics().horizontalAdvance(model.index(0, CHECK).data())
    assert need > view.columnWidth(CHECK)  # too long for one line, so the row grows to show all of it
    assert view.rowHeight(0) >= 2 * view.fontMetrics().height()
    assert view.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways to


def test_enter_a_game_boxes_fit(small_window):
    win, _ctrl = small_window
    win.show_page(1)
    page = win.entry_page
    QApplication.processEvents()
    boxes = [w for cls in (QLineEdit, QComboBox, QAbstractSpinBox, QPushButton) for w in page.findChildren(cls)
             if w.isVisible()]
    assert boxes
    for w in boxes:
        right = w.mapTo(page, w.rect().topRight()).x()
        assert right <= page.width(), f"{w.objectName() or type(w).__name__} ends at {right} > {page.width()}"


@pytest.mark.parametrize("which", ["noticeboard", "player"])
def test_print_previews_fit_the_screen(small_window, feedback, which):
    from clubrater.ui import reports_ui

    win, ctrl = small_window
    room = (win.screen() or QApplication.primaryScreen()).availableGeometry()
    sizes = []

    def look(dialog) -> bool:
        sizes.append((dialog.width(), dialog.height()))
        return False

    feedback.dialogs.append(look)
    if which == "noticeboard":
        reports_ui.print_preview(win, ctrl)
    else:
        reports_ui.player_report(win, ctrl, ctrl.queries.find_player("Sipho Dlamini").id)
    assert sizes, "no preview was shown"
    w, h = sizes[0]
    assert w <= room.width() and h <= room.height(), (sizes, room)


def test_enter_a_game_name_boxes_hold_a_long_name(small_window):
    win, _ctrl = small_window
    win.show_page(1)
    page = win.entry_page
    QApplication.processEvents()
    for box in (page.black, page.white):
        assert box.width() >= box.fontMetrics().horizontalAdvance("Pieter van der Merwe") + 12, box.width()
