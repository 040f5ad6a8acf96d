"""Every main view of the demo club at 1366x768, saved as PNG and checked for clipped text and empty space.

The pictures go to tests/_artifacts/screenshots/ (not kept in git) for a person to look at.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QTableView,
    QTabWidget,
    QWidget,
)

from .helpers import press, sheet_row, type_text

pytestmark = pytest.mark.gui

SHOTS = Path(__file__).resolve().parents[1] / "_artifacts" / "screenshots"
SIZE = (1366, 768)


def clipped(root: QWidget) -> list[str]:
    """Visible text that does not fit its widget: labels, buttons, tabs, table headers and cells."""
    problems: list[str] = []
    for w in root.findChildren(QWidget):
        if not w.isVisible() or w.window() is not root.window():
            continue
        if isinstance(w, QLabel) and w.text() and not w.wordWrap() and w.textFormat() != Qt.TextFormat.RichText:
            need = w.fontMetrics().horizontalAdvance(w.text().replace("&", "")) + 2 * w.margin()
            if w.pixmap().isNull() and need > w.width() + 2 and "<" not in w.text():
                problems.append(f"label {w.text()!r}: needs {need}px, has {w.width()}px")
        elif isinstance(w, (QAbstractButton, QCheckBox)) and w.text():
            if w.sizeHint().width() > w.width() + 2:
                problems.append(f"button {w.text()!r}: needs {w.sizeHint().width()}px, has {w.width()}px")
        elif isinstance(w, QComboBox) and not w.isEditable() and w.currentText():
            need = w.fontMetrics().horizontalAdvance(w.currentText()) + 30
            if need > w.width() + 2:
                problems.append(f"combo {w.currentText()!r}: needs {need}px, has {w.width()}px")
        elif isinstance(w, QTabWidget):
            bar = w.tabBar()
            for i in range(bar.count()):
                if not bar.isTabVisible(i):
                    continue
                need = bar.fontMetrics().horizontalAdvance(bar.tabText(i))
                if need > bar.tabRect(i).width():
                    problems.append(f"tab {bar.tabText(i)!r} is cut")
        elif isinstance(w, QTableView):
            problems.extend(_table_clipped(w))
    return problems


def _table_clipped(view: QTableView) -> list[str]:
    problems = []
    model = view.model()
    header = view.horizontalHeader()
    fm = view.fontMetrics()
    for c in range(model.columnCount()):
        if view.isColumnHidden(c) or header.sectionSize(c) == 0:
            continue
        width = header.sectionSize(c)
        title = str(model.headerData(c, Qt.Orientation.Horizontal) or "")
        if header.fontMetrics().horizontalAdvance(title) + 14 > width:
            problems.append(f"{view.objectName()} header {title!r} is cut ({width}px)")
        if c == model.columnCount() - 1 and header.stretchLastSection():
            continue
        for r in range(min(model.rowCount(), 40)):
            text = model.index(r, c).data()
            if text is None or text == "":
                continue
            need = fm.horizontalAdvance(str(text)) + 10
            if need > width:
                problems.append(f"{view.objectName()} row {r + 1} {title!r}: {text!r} is cut ({need} > {width}px)")
                break
    return problems


def save(window: QWidget, name: str) -> Path:
    for _ in range(3):
        QApplication.processEvents()
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    assert window.grab().save(str(path))
    return path


@pytest.fixture
def demo_window(qtbot, tmp_path):
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    today = date(2025, 3, 4)
    ctrl = create_demo_club(tmp_path / "Demo club.sqlite", end=today)
    ctrl.today = lambda: today
    win = MainWindow(ctrl)
    qtbot.addWidget(win)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    yield win, ctrl
    win.sheet_page.model.clear()
    ctrl.close()


def test_screenshots_of_every_main_view(qtbot, demo_window):
    win, ctrl = demo_window
    assert (win.width(), win.height()) == SIZE
    shots = {}

    win.show_page(0)
    shots["1-standings"] = win.players_page

    win.show_page(1)
    page = win.entry_page
    page.black.setFocus()
    type_text("Sipho Dlamini")
    press(Qt.Key.Key_Tab)
    type_text("Anna Novak")
    press(Qt.Key.Key_Tab)
    shots["2-enter-a-game"] = page

    win.show_page(2)
    sheet_row("Thandiwe Nkosi", "Naledi Khumalo", "W")
    sheet_row("Lerato Mokoena", "Zanele Mthembu", "B")
    sheet_row("Themba", "Sipho Dlamini", "B")
    sheet_row("Karin Meyer", "Werner Kruger", "")
    press(Qt.Key.Key_Escape)
    win.sheet_page.view.setCurrentIndex(win.sheet_page.model.index(2, 1))
    shots["3-record-sheet"] = win.sheet_page

    win.show_page(3)
    shots["4-games"] = win.games_page

    win.show_page(4)
    shots["5-events"] = win.events_page

    win.show_player(ctrl.queries.find_player("Sipho Dlamini").id)
    win.player_page.set_compare(ctrl.queries.find_player("Priya Naidoo").id)
    shots["6-player"] = win.player_page

    problems: dict[str, list[str]] = {}
    for name, view in shots.items():
        win.tabs.setCurrentWidget(view)
        path = save(win, name)
        assert path.stat().st_size > 20_000  # a real picture, not an empty window
        found = clipped(win)
        if found:
            problems[name] = found
        # no big empty areas: the page's main table or chart takes most of the height
        main = view.findChildren(QTableView)
        tallest = max((t.height() for t in main if t.isVisible()), default=0)
        if view is win.player_page:
            tallest += win.player_page.chart.height()
        assert tallest > 0.45 * SIZE[1], f"{name}: the main table is only {tallest}px high"
    assert not problems, problems

    win.close_club()
    save(win, "0-welcome")
    assert not clipped(win), clipped(win)


def test_screenshot_of_an_egf_player(qtbot, tmp_path):
    pytest.importorskip("clubrater.engines.egf")
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    today = date(2025, 3, 4)
    ctrl = create_demo_club(tmp_path / "egf.sqlite", "egf", end=today)
    ctrl.today = lambda: today
    win = MainWindow(ctrl)
    qtbot.addWidget(win)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    pid = ctrl.queries.find_player("Lukas Schmidt").id
    win.show_player(pid)
    page = win.player_page
    assert page.tables.isTabVisible(1)  # per event: GoR before, change, after
    assert page.events_model.rowCount() > 0
    xs, ys = page.chart.series_data(0)
    rows = [page.record_model.row_at(r) for r in range(page.record_model.rowCount())]
    nights = {r.date: r.after for r in rows if r.rated}  # one dot per night (issue 17), where the night ended
    assert ys == pytest.approx(list(nights.values()))
    save(win, "7-player-egf")
    page.tables.setCurrentIndex(1)
    save(win, "8-player-egf-per-event")
    assert not clipped(win), clipped(win)
    win.show_page(0)
    assert win.players_page.model.columns[3] == "GoR"
    save(win, "9-standings-egf")
    assert not clipped(win), clipped(win)
    ctrl.close()
