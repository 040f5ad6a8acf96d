"""Issue 30 (helper ux): a new user's second evening in the window, checked on the screen at 1366x768 and 1024x600."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from clubrater.ui import feedback as _feedback
from tests.pg_server import postgres  # noqa: F401 - the fixture (a throwaway PostgreSQL server)

from .helpers import show_window
from .test_screenshots import save

# The real file choosers: the GUI tests' autouse fixture replaces them when a test starts (tests/gui/conftest.py).
REAL_OPEN, REAL_SAVE = _feedback.choose_open_file, _feedback.choose_save_file

pytestmark = pytest.mark.gui

SIZES = [(1366, 768), (1024, 600)]
TODAY = date(2025, 3, 4)


def _demo_window(qtbot, tmp_path, size=(1366, 768)):
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / "Demo club.sqlite", end=TODAY)
    ctrl.today = lambda: TODAY
    win = MainWindow(ctrl)
    show_window(qtbot, win, size)
    return win, ctrl


def _settle(n: int = 5) -> None:
    for _ in range(n):
        QApplication.processEvents()


def _hover(chart, spot) -> None:
    """The mouse onto a dot of the chart, as a person points at it (pyqtgraph's hover follows the mouse, at most
    60 moves a second: the mouse rests a moment first)."""
    scatter = chart.series[0][3]
    view = chart.plot
    at = view.mapFromScene(scatter.mapToScene(QPointF(spot.pos().x(), spot.pos().y())))
    QTest.qWait(50)
    QTest.mouseMove(view.viewport(), at)
    _settle()


# --------------------------------------------------------------------- point 1: the chart's hover text
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pointing_at_a_dot_never_widens_the_window_and_the_text_is_the_players(qtbot, tmp_path, size):
    win, ctrl = _demo_window(qtbot, tmp_path, size)
    sipho = ctrl.queries.find_player("Sipho Dlamini").id
    win.show_player(sipho)
    qtbot.waitUntil(lambda: win.player_page.chart is not None and win.player_page.chart.plot.isVisible())
    _settle()
    chart = win.player_page.chart
    scatter = chart.series[0][3]
    spots = scatter.points()
    longest = max(spots, key=lambda s: len(str(s.data())))  # a tournament day: three games in one dot
    assert len(str(longest.data())) > 250
    _hover(chart, longest)
    other = ctrl.queries.find_player("Thandiwe Nkosi").id
    win.show_player(other)  # the layout takes the hover text's width in (the window grew here: 1366 -> 2449)
    _settle()
    assert win.width() == size[0], "the hover text widened the window"
    assert win.minimumSizeHint().width() <= size[0]
    win.show_player(sipho)
    _settle()
    QTest.mouseMove(chart.plot.viewport(), chart.plot.viewport().rect().topLeft())
    _hover(chart, max(chart.series[0][3].points(), key=lambda s: len(str(s.data()))))
    from clubrater.ui.shown import day

    assert chart.detail.text().startswith(f"Sipho Dlamini: {day(date(2024, 10, 5))}: 3 games"), chart.detail.text()
    tip = chart.detail.toolTip()
    assert tip.count("\n") >= 4 and "Kagiso Molefe" in tip and "Tshepo Maseko" in tip  # one line per game
    assert chart.detail.fontMetrics().horizontalAdvance(chart.detail.text()) <= chart.detail.width() + 2
    save(win, f"issue30-hover-{size[0]}")
    # another player: his chart, no word of Sipho's games
    win.show_player(other)
    _settle()
    assert "Sipho" not in chart.detail.text() and "Sipho" not in chart.detail.toolTip()
    assert chart.detail.text() == "Point at a dot to see the game."
    assert win.width() == size[0] and win.minimumSizeHint().width() <= size[0]
    win.close()
    ctrl.close()


# --------------------------------------------------------------------- point 6: the chart's index scale
def test_chart_scale_reads_up_from_the_rank_line_with_both_rank_lines_labelled(qtbot, tmp_path):
    """Issue 30's Sipho: 11k with index 732 sits between the labelled lines 11k and 10k, just under "+750"."""
    from clubrater.controller.session import ClubController
    from clubrater.domain.ranks import parse_rank
    from clubrater.ui.app import MainWindow

    ctrl = ClubController.create(tmp_path / "club.sqlite", "sagc", "Club", today=lambda: TODAY)
    pid = ctrl.players.add("Sipho Dlamini", "11k").id
    ctrl.players.adjust(pid, date(2025, 2, 25), rank="11k", index=732)
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    win.show_player(pid)
    qtbot.waitUntil(lambda: win.player_page.chart is not None and win.player_page.chart.plot.isVisible())
    _settle()
    chart = win.player_page.chart
    plot = chart.plot.getPlotItem()
    _xs, ys = chart.series_data(0)
    eleven, ten = parse_rank("11k").ordinal, parse_rank("10k").ordinal
    assert ys == [pytest.approx(eleven + 0.732)]
    lo, hi = plot.viewRange()[1]
    assert lo < eleven and hi > ten  # both lines of his band are on the chart
    assert not plot.getAxis("right").isVisible()  # one scale, not a second axis with signs of its own
    axis = plot.getAxis("left")
    height = axis.geometry().height()
    labels: list[tuple[float, str]] = []
    for spacing, values in axis.tickValues(lo, hi, height):
        labels += [(v, t) for v, t in zip(values, axis.tickStrings(values, 1, spacing)) if t]
    labels.sort()
    going_up = [t for _v, t in labels]
    assert going_up[going_up.index("11k"):going_up.index("10k") + 1] == ["11k", "+250", "+500", "+750", "10k"]
    assert not any(t.startswith(("-", "±")) for t in going_up), going_up
    at = dict((t, v) for v, t in labels if v > eleven and v < ten)
    assert at["+500"] < ys[0] < at["+750"]
    save(win, "issue30-chart-scale")
    win.close()
    ctrl.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_rank_line_around_the_history_is_labelled(qtbot, tmp_path, size):
    """The demo's Sipho from 13k +303 up to 10k +299: the lines 13k .. 9k all carry their rank, and halfway or
    quarter labels only count up ("+500"), whatever the height the window gives the chart."""
    from clubrater.domain.ranks import rank_from_ordinal

    win, ctrl = _demo_window(qtbot, tmp_path, size)
    for name in ("Sipho Dlamini", "Thandiwe Nkosi"):  # 13k..10k; 19k..14k, six bands in 100 pixels at 1024x600
        win.show_player(ctrl.queries.find_player(name).id)
        qtbot.waitUntil(lambda: win.player_page.chart is not None and win.player_page.chart.plot.isVisible())
        _settle()
        plot = win.player_page.chart.plot.getPlotItem()
        _xs, ys = win.player_page.chart.series_data(0)
        lo, hi = plot.viewRange()[1]
        axis = plot.getAxis("left")
        labels = []
        for spacing, values in axis.tickValues(lo, hi, axis.geometry().height()):
            labels += [t for t in axis.tickStrings(values, 1, spacing) if t]
        wanted = [str(rank_from_ordinal(o)) for o in range(int(min(ys)), int(max(ys)) + 2)]
        assert set(wanted) <= set(labels), (name, wanted, labels)
        assert all(t[0].isdigit() or t.startswith("+") for t in labels), labels
    win.close()
    ctrl.close()


# --------------------------------------------------------------------- point 8: 1024x600
@pytest.mark.parametrize("screen", [(1024, 600), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_window_opens_whole_on_the_screen_status_bar_included(screen):
    """`clubrater` on a screen of that size (window frames on): frame and status bar inside the screen's room."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    probe = Path(__file__).with_name("place_probe.py")
    out = subprocess.run([sys.executable, str(probe), *map(str, screen)], capture_output=True, text=True, timeout=120,
                         cwd=Path(__file__).resolve().parents[2])
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    fx, fy, fw, fh = seen["frame"]
    rx, ry, rw, rh = seen["room"]
    assert rx <= fx and ry <= fy and fx + fw <= rx + rw and fy + fh <= ry + rh, seen
    assert seen["status_visible"] and seen["status"][3] < ry + rh, seen
    if screen == (1920, 1080):
        assert seen["size"] == [1366, 768]  # room enough: the size it was laid out for


def _issue_club(tmp_path):
    """The new user's club: eight players typed in, none with a club."""
    from clubrater.controller.session import ClubController

    ctrl = ClubController.create(tmp_path / "club.sqlite", "sagc", "Club", today=lambda: TODAY)
    for name, rank in [("Pieter van der Merwe", "3k"), ("Sipho Dlamini", "11k"), ("Chen Wei", "5k"),
                       ("Thandiwe Nkosi", "12k"), ("Anna Kowalska-Nowak", "2d"), ("Johan Pretorius", "8k"),
                       ("Lerato Mokoena", "15k"), ("Kenji Sato", "1k")]:
        ctrl.players.add(name, rank)
    return ctrl


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_standings_columns_share_the_width_by_what_they_hold(qtbot, tmp_path, size):
    from PySide6.QtCore import Qt

    from clubrater.ui.app import MainWindow

    from .test_screenshots import clipped

    ctrl = _issue_club(tmp_path)
    win = MainWindow(ctrl)
    show_window(qtbot, win, size)
    win.show_page(0)
    _settle()
    view = win.players_page.view
    model = view.model()
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    name, club = heads.index("Name"), heads.index("Club")
    fm = view.fontMetrics()
    longest = max(fm.horizontalAdvance(model.index(r, name).data()) for r in range(model.rowCount()))
    assert view.columnWidth(name) >= longest + 16
    title = view.horizontalHeader().fontMetrics().horizontalAdvance("Club")
    assert view.columnWidth(club) <= title + 30, "an empty Club column takes no more than its title"
    assert sum(view.columnWidth(c) for c in range(model.columnCount())) <= view.viewport().width() + 1
    assert not clipped(win), clipped(win)
    save(win, f"issue30-standings-{size[0]}")
    win.close()
    ctrl.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_player_page_shows_six_record_sheet_rows_or_more(qtbot, tmp_path, size):
    win, ctrl = _demo_window(qtbot, tmp_path, size)
    win.show_player(ctrl.queries.find_player("Sipho Dlamini").id)
    qtbot.waitUntil(lambda: win.player_page.chart is not None and win.player_page.chart.plot.isVisible())
    _settle()
    record = win.player_page.record
    rows = record.viewport().height() // record.rowHeight(0)
    assert rows >= (6 if size[1] == 600 else 11), rows
    assert win.player_page.chart.plot.height() >= 130
    win.close()
    ctrl.close()


# --------------------------------------------------------------------- point 2: the window's shortcuts
def _club_window(qtbot, club, size):
    from clubrater.ui.app import MainWindow

    win = MainWindow(club)
    show_window(qtbot, win, size)
    return win


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_undo_and_menu_shortcuts_reach_the_window_from_the_standings_search_box(qtbot, club, size):
    """The search box has the focus at start and after Ctrl+1: Ctrl+Z takes the saved record sheet back (not the
    box's text), Ctrl+Shift+Z puts it back, Ctrl+E exports at once; the box keeps its own typing keys."""
    from PySide6.QtCore import Qt

    from .helpers import focus, press, sheet_row, shortcut, type_text

    win = _club_window(qtbot, club, size)
    asked: list[str] = []
    win._external = asked.append  # what File's exports and printing would open, noted instead of shown
    box = win.players_page.filter
    shortcut(win, "Ctrl+1")
    assert focus() is box
    type_text("Ali")
    assert box.text() == "Ali"
    shortcut(win, "Ctrl+3")
    sheet_row("Alice Abrahams", "Bob Botha", "W")
    shortcut(win, "Ctrl+S")
    assert len(club.queries.games()) == 1
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and not win.busy.busy)
    shortcut(win, "Ctrl+1")
    assert focus() is box and box.text() == "Ali"
    shortcut(win, "Ctrl+Z")
    assert len(club.queries.games()) == 0, "Ctrl+Z undid the search box's typing, not the record sheet"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and not win.busy.busy)
    assert focus() is box and box.text() == "Ali"
    shortcut(win, "Ctrl+Shift+Z")
    assert len(club.queries.games()) == 1
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and not win.busy.busy)
    for keys, name in (("Ctrl+E", "export_workbook"), ("Ctrl+Shift+E", "export_csv"), ("Ctrl+P", "print"),
                       ("Ctrl+Alt+P", "save_pdf"), ("Ctrl+I", "import")):
        shortcut(win, keys)
        assert asked[-1:] == [name], (keys, asked)
        assert focus() is box
    # the box's own keys: select all, delete, move, type
    press(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert box.selectedText() == "Ali"
    press(Qt.Key.Key_End)
    press(Qt.Key.Key_Backspace)
    press(Qt.Key.Key_Home)
    press(Qt.Key.Key_Delete)
    assert box.text() == "l"
    press(Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    type_text("A")
    assert box.text() == "Al"
    assert len(club.queries.games()) == 1  # Del in the box deletes a letter, not a game
    win.close()


def test_the_shortcut_filter_watches_the_focused_box_only(qtbot, club, monkeypatch):
    """The filter that gives the window's shortcuts precedence runs for the focused text box's events only: on
    the application it ran Python for every event of every widget (8,000 while the window was built), each one
    waiting for the interpreter while a worker replayed the club (issue 27: the window's pauses)."""
    from clubrater.ui.keys import WindowKeys

    from .helpers import focus, shortcut

    seen: list[object] = []
    real = WindowKeys.eventFilter
    monkeypatch.setattr(WindowKeys, "eventFilter", lambda self, obj, event: seen.append(obj) or real(self, obj, event))
    win = _club_window(qtbot, club, (1366, 768))
    shortcut(win, "Ctrl+1")
    assert focus() is win.players_page.filter and win.ctx.keys.watched is win.players_page.filter
    win.players_page.view.setFocus()
    qtbot.waitUntil(lambda: focus() is win.players_page.view)
    assert win.ctx.keys.watched is None
    seen.clear()
    win.repaint()  # every widget of the window painted: none of it is the filter's business
    QApplication.processEvents()
    assert seen == []
    shortcut(win, "Ctrl+1")  # and back in the box, Ctrl+E still exports from it
    asked: list[str] = []
    win._external = asked.append
    shortcut(win, "Ctrl+E")
    assert asked == ["export_workbook"] and set(seen) == {win.players_page.filter}
    win.close()


def test_menu_shortcuts_work_from_every_page_whatever_has_the_focus(qtbot, club):
    from PySide6.QtWidgets import QLineEdit

    from .helpers import focus, shortcut

    win = _club_window(qtbot, club, (1366, 768))
    asked: list[str] = []
    win._external = asked.append
    seen = []
    for n in range(1, 7):
        shortcut(win, f"Ctrl+{n}")
        boxes = [w for w in win.tabs.currentWidget().findChildren(QLineEdit) if w.isVisible() and w.isEnabled()]
        for w in [focus(), *boxes]:  # where the page puts the focus, then each of its boxes
            w.setFocus()
            _settle()
            before = len(asked)
            shortcut(win, "Ctrl+E")
            assert asked[before:] == ["export_workbook"], (n, w.objectName() or type(w).__name__)
            shortcut(win, "Ctrl+Shift+P")
            assert asked[-1] == "print_preview", (n, w.objectName() or type(w).__name__)
            seen.append(w)
    assert len(seen) >= 8
    win.sheet_page.model.clear()
    win.close()


def _on_x11(*tests: str) -> None:
    """Run one test of this file again in a real X server (Xvfb) with Qt's xcb platform: X11's key bindings
    (a line edit's Ctrl+E is "end of line" there, Ctrl+K "delete to the end") are not the offscreen platform's."""
    import os
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed")
    if os.environ.get("QT_QPA_PLATFORM", "").startswith("xcb"):
        pytest.skip("already on X11")
    server = subprocess.Popen([xvfb, "-displayfd", "1", "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert server.stdout is not None
        display = server.stdout.readline().decode().strip()
        assert display.isdigit(), display
        env = {**os.environ, "DISPLAY": f":{display}", "QT_QPA_PLATFORM": "xcb"}
        repo = Path(__file__).resolve().parents[2]
        out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                              *(f"tests/gui/test_issue30_ux.py::{t}" for t in tests)], cwd=repo, env=env, capture_output=True,
                             text=True, timeout=300)
        assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]
        assert " passed" in out.stdout and "skipped" not in out.stdout, out.stdout[-2000:]
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_x11_key_bindings_do_not_keep_the_window_shortcuts_either():
    """Issue 30's Ctrl+E that did nothing in the search box until the table was clicked: under X11."""
    _on_x11("test_menu_shortcuts_work_from_every_page_whatever_has_the_focus",
            "test_undo_and_menu_shortcuts_reach_the_window_from_the_standings_search_box[1366x768]")


# --------------------------------------------------------------------- point 3: quitting
def _quit_probe(tmp_path, *fed: str) -> tuple[dict, str]:
    """`clubrater --db FILE` driven through the language switches, the Restore dialog (and a federation), then
    Ctrl+Q, in a process of its own (main() and its teardown are what failed)."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    from clubrater.controller.session import ClubController

    path = tmp_path / "Club.sqlite"
    ctrl = ClubController.create(path, "sagc", "Club", today=lambda: TODAY)
    ctrl.players.add("Sipho Dlamini", "11k")
    ctrl.close()
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_STATE_HOME": str(home / "state"),
           "XDG_CACHE_HOME": str(home / "cache"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    probe = Path(__file__).with_name("quit_probe.py")
    out = subprocess.run([sys.executable, str(probe), str(path), *fed], capture_output=True, text=True, timeout=240,
                         env=env, cwd=Path(__file__).resolve().parents[2])
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1]), out.stderr


def _check_quit(seen: dict, stderr: str) -> None:
    from pathlib import Path

    assert seen["steps_left"] == 0, (seen, stderr[-2000:])
    assert "cancelled" in stderr  # the Restore dialog was on screen
    assert "Something went wrong" not in stderr and "already deleted" not in stderr, stderr[-2000:]
    log = Path(seen["log"]).read_text(encoding="utf-8")
    assert "Traceback" not in log and "already deleted" not in log, log[-3000:]
    assert seen["code"] == 0, (seen, stderr[-2000:])


def test_quitting_after_two_language_switches_and_the_restore_dialog_says_nothing(tmp_path):
    _check_quit(*_quit_probe(tmp_path))


def test_quitting_after_the_languages_the_restore_dialog_and_a_federation_says_nothing(tmp_path, postgres):  # noqa: F811
    """Issue 30's whole evening: German, Japanese, the Restore dialog, a federation connected, Ctrl+Q."""
    from .test_federation_window import build_fed

    fed = build_fed(postgres, "ux_quit")
    _check_quit(*_quit_probe(tmp_path, fed.bare("Pretoria"), "Pretoria-pw"))


# --------------------------------------------------------------------- point 13: the Restore dialog
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_club_stays_on_screen_behind_the_restore_dialog_until_a_backup_is_chosen(qtbot, club, size):
    from PySide6.QtCore import QTimer

    from clubrater.domain.records import GameInput

    from .helpers import answer_modal, shortcut

    club.today = lambda: TODAY
    win = _club_window(qtbot, club, size)
    shortcut(win, "Ctrl+Alt+B")  # File > Back up now: the copy to go back to
    qtbot.waitUntil(lambda: not win.busy.busy)
    alice, bob = club.queries.find_player("Alice Abrahams").id, club.queries.find_player("Bob Botha").id
    from clubrater.domain.model import Result
    from clubrater.ui.undo import EnterGames

    assert win.ctx.push(EnterGames(win.ctx, [GameInput(TODAY, alice, bob, Result.WHITE, 3)], text="a game"))
    assert win.undo_stack.count() == 1
    behind: list[tuple[bool, bool, str]] = []

    def look(dialog) -> None:
        save(win, f"issue30-restore-{size[0]}")
        behind.append((win.ctrl is club, win.stack.currentWidget() is win.tabs, dialog.windowTitle()))

    answer_modal("Cancel", look)
    shortcut(win, "Ctrl+Shift+B")
    assert behind == [(True, True, "Restore backup")], "the club closed behind the dialog"
    assert win.ctrl is club and win.stack.currentWidget() is win.tabs
    assert win.undo_stack.count() == 1  # cancelled: nothing closed, the undo history kept
    assert len(club.queries.games()) == 1

    said: list[str] = []

    def choose(dialog) -> None:
        look(dialog)
        dialog.select(0)
        QTimer.singleShot(100, lambda: answer_modal("OK", said=said))  # "... is back as it was", once restored

    answer_modal("Restore", choose, said)
    win.actions["restore_backup"].trigger()  # File > Restore a backup (offscreen, no one has the keyboard now)
    assert said and "is back as it was" in said[0], said
    assert behind[1][:2] == (True, True)  # still the club behind the list while choosing
    qtbot.waitUntil(lambda: win.ctrl is not None and win.ctrl is not club and not win.busy.busy)
    assert win.ctrl.queries.games() == []  # the backup, taken before the game
    win.sheet_page.model.clear()
    win.close()


# --------------------------------------------------------------------- point 4: back-dating by keyboard
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("back", ["Left", "Shift+Tab"])
def test_back_dating_a_row_by_keyboard_from_the_empty_black_box(qtbot, club, size, back):
    """Tab after the winner lands in the next row's Black; Left (or Shift+Tab) from there goes to its Date, where the
    date typed goes, and Tab then runs on through Black, White... as before: nothing lands in the wrong box."""
    from PySide6.QtCore import Qt

    from clubrater.ui.sheet_page import BLACK, DATE, HANDICAP, WHITE

    from .helpers import press, sheet_row, shortcut, type_text

    club.today = lambda: TODAY
    win = _club_window(qtbot, club, size)
    shortcut(win, "Ctrl+3")
    page = win.sheet_page
    view, model = page.view, page.model
    sheet_row("Alice Abrahams", "Bob Botha", "W")
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, BLACK)
    if back == "Left":
        press(Qt.Key.Key_Left)
    else:
        press(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, DATE)
    type_text("2025-02-25")
    press(Qt.Key.Key_Tab)
    sheet_row("Carol Cele", "Dave Dube", "B")
    cell = lambda r, c: model.index(r, c).data(Qt.ItemDataRole.EditRole) or ""  # noqa: E731
    assert [cell(1, c) for c in (DATE, BLACK, WHITE, HANDICAP)] == ["2025-02-25", "Carol Cele", "Dave Dube", ""]
    assert (view.currentIndex().row(), view.currentIndex().column()) == (2, BLACK)
    shortcut(win, "Ctrl+S")
    days = sorted(g.date for g in club.queries.games())
    assert days == [date(2025, 2, 25), TODAY]
    win.close()


def test_the_record_sheet_hint_says_how_to_reach_the_date(qtbot, club):
    from PySide6.QtWidgets import QLabel

    win = _club_window(qtbot, club, (1024, 600))
    win.show_page(2)
    texts = " ".join(w.text() for w in win.sheet_page.findChildren(QLabel) if w.isVisible())
    assert "Date" in texts and "Shift+Tab" in texts and "Left" in texts, texts
    win.sheet_page.model.clear()
    win.close()


# --------------------------------------------------------------------- point 9: file dialogs
def _in_file_dialog(act, seen: list[dict] | None = None) -> list[dict]:
    """What the next file dialog showed (its folder, the name box's text), noted in `seen`; then `act(dialog)`."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog, QLineEdit

    seen = [] if seen is None else seen

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, look)
            return
        box = dialog.findChild(QLineEdit, "fileNameEdit")
        seen.append({"folder": dialog.directory().absolutePath(), "name": box.text() if box is not None else ""})
        act(dialog)

    QTimer.singleShot(0, look)
    return seen


@pytest.fixture
def no_documents(tmp_path, monkeypatch):
    """A desktop that names ~/Documents where there is none (the new user's machine)."""
    from PySide6.QtCore import QStandardPaths

    missing = tmp_path / "home" / "Documents"
    (tmp_path / "home").mkdir()
    real = QStandardPaths.writableLocation
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(
        lambda where: str(missing) if where == QStandardPaths.StandardLocation.DocumentsLocation else real(where)))
    return missing


def test_file_dialogs_never_start_in_a_folder_that_is_not_there(qtbot, no_documents, tmp_path):
    from pathlib import Path

    seen = _in_file_dialog(lambda d: d.reject())
    assert REAL_OPEN(None, "Import players or games", "CSV (*.csv)", kind="import") is None
    _in_file_dialog(lambda d: d.reject(), seen)
    assert REAL_SAVE(None, "Save standings as PDF", "PDF (*.pdf)", "Club standings.pdf", kind="pdf") is None
    _in_file_dialog(lambda d: d.reject(), seen)  # a club file's hidden folder not made yet (the first club)
    assert REAL_SAVE(None, "Where should the club file be kept?", "Club files (*.sqlite)",
                     str(tmp_path / "data" / "ClubRater" / "Club.sqlite")) is None
    assert len(seen) == 3
    for shown in seen:
        assert Path(shown["folder"]).is_dir(), shown
        assert "Documents" not in shown["folder"] + shown["name"] and "data" not in shown["name"], shown
    assert seen[1]["name"] == "Club standings.pdf"


def test_save_dialogs_start_in_the_last_folder_used_for_that_kind(qtbot, no_documents, tmp_path):
    board = tmp_path / "noticeboard"
    board.mkdir()

    def save_in_board(dialog) -> None:
        dialog.setDirectory(str(board))
        dialog.selectFile(str(board / "week 12.pdf"))
        dialog.accept()

    _in_file_dialog(save_in_board)
    assert REAL_SAVE(None, "Save standings as PDF", "PDF (*.pdf)", "week 12.pdf", kind="pdf") == str(
        board / "week 12.pdf")
    seen = _in_file_dialog(lambda d: d.reject())
    REAL_SAVE(None, "Save standings as PDF", "PDF (*.pdf)", "week 13.pdf", kind="pdf")
    _in_file_dialog(lambda d: d.reject(), seen)
    REAL_SAVE(None, "Export workbook", "Excel (*.xlsx)", "club.xlsx", kind="xlsx")
    assert seen[0]["folder"] == str(board) and seen[0]["name"] == "week 13.pdf"
    assert seen[1]["folder"] != str(board)  # another kind: not the noticeboard's folder


def test_publish_into_a_new_folder_typed_by_name(qtbot, club, feedback, tmp_path):
    from clubrater.ui.feedback import FolderDialog

    win = _club_window(qtbot, club, (1024, 600))
    starts: list[str] = []

    def type_new_folder(dialog) -> bool:
        assert isinstance(dialog, FolderDialog)
        starts.append(dialog.directory().absolutePath())
        dialog.setDirectory(str(tmp_path))
        dialog.selectFile("club site")  # a folder not there yet, its name typed
        dialog.accept()
        return dialog.result() == 1

    feedback.dialogs.append(type_new_folder)
    win.actions["publish_site"].trigger()
    site = tmp_path / "club site"
    assert (site / "index.html").is_file()
    assert "Published Test Club's website" in win.statusBar().currentMessage()
    feedback.dialogs.append(lambda d: (starts.append(d.directory().absolutePath()), d.reject())[-1] or False)
    win.actions["publish_site"].trigger()
    assert starts[-1] == str(site)  # the next Publish opens on the folder published into
    win.sheet_page.model.clear()
    win.close()


# --------------------------------------------------------------------- point 10: printing
def _pdf_text(path) -> str:
    import subprocess

    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_ctrl_p_says_what_was_printed_and_the_dialog_has_the_noticeboard_tab(qtbot, club, feedback, tmp_path, size):
    from PySide6.QtWidgets import QCheckBox, QTabWidget

    from .helpers import shortcut

    win = _club_window(qtbot, club, size)
    out = tmp_path / "printed.pdf"
    tabs_seen: list[list[str]] = []

    def print_to_file(dialog) -> bool:  # Qt's own print dialog: a file as the printer, and its tabs looked at
        tabs = dialog.findChild(QTabWidget)
        tabs_seen.append([tabs.tabText(i) for i in range(tabs.count())])
        assert tabs.widget(tabs.count() - 1).findChild(QCheckBox, "promotion_lines") is not None
        dialog.printer().setOutputFileName(str(out))
        return True

    feedback.dialogs.append(print_to_file)
    shortcut(win, "Ctrl+1")
    shortcut(win, "Ctrl+P")
    assert out.is_file() and "Alice Abrahams" in _pdf_text(out)
    assert tabs_seen and tabs_seen[0][-1] == "Noticeboard", tabs_seen
    said = win.statusBar().currentMessage()
    assert said == f"Sent the rating list (1 page) to {out}.", said
    win.close()


def test_the_noticeboard_choice_is_where_the_readme_says(qtbot, tmp_path, feedback):
    """README: File > Print "1 win to …" lines, the print preview's tool bar; both put the lines on the paper."""
    from pathlib import Path

    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QCheckBox

    from clubrater.ui import reports_ui, site_ui

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert 'File > Print "1 win to …" lines' in readme and "print preview's tool bar" in readme
    win, ctrl = _demo_window(qtbot, tmp_path)
    lines = ctrl.whatif.one_win_to_promotion()
    assert lines, "the demo club has players one win from promotion"
    action = win.actions["promotion_lines"]
    file_menu = win.menuBar().actions()[0].menu()
    assert action in file_menu.actions() and action.isCheckable()
    assert action.text().replace("&", "") == 'Print "1 win to …" lines'
    try:
        site_ui.set_promotion_lines_wanted(False)
        file_menu.aboutToShow.emit()
        assert not action.isChecked()
        action.trigger()
        assert site_ui.promotion_lines_wanted()
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "lines.pdf"))
        assert reports_ui.print_standings(win, ctrl, printer)
        text = _pdf_text(tmp_path / "lines.pdf")
        assert all(line in text for line in lines.values())
        seen = []

        def preview(dialog) -> bool:
            check = dialog.findChild(QCheckBox, "previewPromotionLines")
            seen.append(check is not None and check.isChecked())
            check.setChecked(False)  # off in the preview: off for the next printout as well
            return False

        feedback.dialogs.append(preview)
        win.actions["print_preview"].trigger()
        assert seen == [True] and not site_ui.promotion_lines_wanted()
        file_menu.aboutToShow.emit()
        assert not action.isChecked()
    finally:
        site_ui.set_promotion_lines_wanted(False)
    win.close()
    ctrl.close()


# --------------------------------------------------------------------- point 11: a list entry's rank and the form's
def test_the_add_form_says_why_it_starts_him_at_his_declared_grade(qtbot, club):
    """The EGD line shows 6k (GoR 1532), the form fills 5k, his declared grade: the form says so and names 6k."""
    from PySide6.QtCore import Qt

    from clubrater.ui.dialogs import PlayerDialog
    from clubrater.ui.list_search import attach_to_player_dialog
    from tests.conftest import shared_path

    club.rating_lists.load(shared_path("fixtures", "rating-lists", "egd_allworld_lp.html"))
    dialog = PlayerDialog(club, name="Hdbkam")
    qtbot.addWidget(dialog)
    dialog.resize(600, 500)
    dialog.show()
    search = attach_to_player_dialog(dialog, club.rating_lists)
    assert search is not None and search.wait_ready()
    shown = search.results.item(0).text()
    assert "  6k  " in shown  # the list line: the rank of his GoR
    qtbot.keyClick(search.edit, Qt.Key.Key_Return)
    assert dialog.rank_edit.currentText() == "5k"
    said = dialog.message.text()  # the form's banner
    assert dialog.message.isVisible() and dialog.message.wordWrap()
    assert ("The form starts him at 5k, the grade he declared in the list; 6k is the rank his rating (1532) stands "
            "for.") in said, said
    save(dialog, "issue30-list-entry-grade")


# --------------------------------------------------------------------- point 12: switching language
@pytest.fixture
def english_again():
    from PySide6.QtCore import QLocale

    from clubrater.ui import i18n

    yield
    i18n.choose_language(None)
    i18n.install("")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    for w in list(i18n._windows):
        w.close_club()
        w.close()
        i18n._windows.remove(w)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_switching_language_asks_first_in_the_current_language_and_stays_on_the_page(qtbot, club, feedback,
                                                                                      monkeypatch, english_again,
                                                                                      size):
    from PySide6.QtCore import QCoreApplication

    from clubrater.ui import i18n
    from clubrater.ui.app import MainWindow

    from .helpers import type_text

    i18n.install("")
    club.today = lambda: TODAY
    win = MainWindow(club)  # not given to qtbot: the switch closes and deletes it
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    _settle()
    win.show_page(2)
    type_text("Alice Abrahams")  # still in the Black box: typed, not saved
    asked: list[tuple[str, str]] = []

    def ask(parent, title, text, yes="Yes", no="No", *, default_yes=True) -> bool:
        # what the question said, and what the window's File menu said while it was on screen
        asked.append((text, QCoreApplication.translate("MainWindow", "&File")))
        return True

    monkeypatch.setattr(_feedback, "ask", ask)
    i18n.switch_window_language(win, "de")
    assert asked == [("The record sheet has 1 row not saved. Leave without saving them?", "&File")], asked
    qtbot.waitUntil(lambda: bool(i18n._windows) and i18n._windows[-1].ctrl is not None, timeout=20_000)
    new = i18n._windows[-1]
    qtbot.waitUntil(lambda: new.tabs.currentWidget() is new.sheet_page, timeout=5000)
    assert new.stack.currentWidget() is new.tabs and new.sheet_page.unsaved_rows() == 0
    assert i18n.current_language() == "de" and new.menuBar().actions()[0].text() == "&Datei"
    # the player page, with its player, survives the next switch (nothing unsaved: no question)
    sipho = club.queries.find_player("Bob Botha").id
    new.show_player(sipho)
    assert new.tabs.currentWidget() is new.player_page
    i18n.switch_window_language(new, "ja")
    assert len(asked) == 1
    qtbot.waitUntil(lambda: i18n._windows[-1] is not new and i18n._windows[-1].ctrl is not None, timeout=20_000)
    third = i18n._windows[-1]
    qtbot.waitUntil(lambda: third.tabs.currentWidget() is third.player_page, timeout=5000)
    assert third.player_page.player_id == sipho


# --------------------------------------------------------------------- point 17: list update in the window
@pytest.fixture
def list_server(tmp_path):
    import http.server
    import threading

    from tests.conftest import shared_path

    folder = tmp_path / "www"
    folder.mkdir()
    (folder / "ech_ffg_V3.txt").write_bytes(shared_path("fixtures", "rating-lists", "ech_ffg_V3.txt").read_bytes())

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, directory=str(folder), **kwargs)

        def log_message(self, format, *args) -> None:  # noqa: A002
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_players_menu_downloads_a_rating_list_as_list_update_does(qtbot, club, feedback, list_server, size):
    from clubrater.ui.list_search import UpdateListDialog

    win = _club_window(qtbot, club, size)
    action = win.actions["update_list"]
    players_menu = win.menuBar().actions()[3].menu()
    assert action in players_menu.actions() and action.isEnabled()
    shown: list[str] = []

    def ffg_from(url: str):
        def fill(dialog) -> bool:
            assert isinstance(dialog, UpdateListDialog)
            dialog.federation.setCurrentIndex(dialog.federation.findData("ffg"))
            shown.append(dialog.url.text())
            if url:
                dialog.url.setText(url)
            return True
        return fill

    feedback.dialogs.append(ffg_from(f"{list_server}/ech_ffg_V3.txt"))
    action.trigger()
    assert win.statusBar().currentMessage() == "FFG ladder of 11 Jan 2021: 53 players."
    kept = {k.federation: k for k in club.rating_lists.store.kept() if k.loaded_at is not None}
    assert kept["ffg"].players == 53
    feedback.dialogs.append(ffg_from(""))  # the address typed the first time is the club's now
    action.trigger()
    assert shown[-1] == f"{list_server}/ech_ffg_V3.txt"
    assert win.statusBar().currentMessage().endswith("; replaces the list of 11 Jan 2021.")
    feedback.dialogs.append(ffg_from(f"{list_server}/missing.txt"))
    action.trigger()
    assert "answered 404" in feedback.said[-1], feedback.said
    win.close()


def test_a_merge_undone_in_the_window_keeps_the_players_ids(qtbot, club):
    from clubrater.ui.undo import MergePlayers
    from tests.conftest import shared_path

    club.rating_lists.load(shared_path("fixtures", "rating-lists", "ech_ffg_V3.txt"))
    ffg = club.rating_lists.add_player("ffg:9682409").id
    keep = club.queries.find_player("Alice Abrahams").id
    win = _club_window(qtbot, club, (1366, 768))
    assert win.ctx.push(MergePlayers(win.ctx, keep, ffg))
    assert ffg not in club.history.players
    win.undo_stack.undo()
    assert club.queries.player(ffg).ffg_licence == "9682409"
    assert "ffg" in club.rating_lists.links()[ffg].ratings
    win.undo_stack.redo()
    win.undo_stack.undo()
    assert club.queries.player(ffg).ffg_licence == "9682409"
    win.close()
