"""Issue 17 (helper UX-A): a secretary's evening without a stumble, driven through the window.

Points 1 (the lock on every club), 2 (standings in rating order), 3 (Enter keeps the work), the prefix
question of 4, 5 (a back-dated date), 10 (per-club state) and 14 (the keyboard).
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from clubrater.ui import feedback as fb
from clubrater.ui.shown import day

from .conftest import FIXED_TODAY
from .helpers import focus, press, sheet_row, shortcut, show_window, type_text

pytestmark = pytest.mark.gui

REAL_ASK = fb.ask  # taken at import, before the autouse fixture replaces it: point 3 presses Enter on the real box

PLAYERS_CSV = "name,rank\nThandiwe Nkosi,10k\nSipho Dlamini,12k\nLerato Mokoena,5k\nThabo Mokoena,3k\n"


def _cli(*args: str | Path) -> int:
    from clubrater.cli import main

    return main([str(a) for a in args])


def _players_in_file(path: Path) -> list[str]:
    from clubrater.controller.session import ClubController

    ctrl = ClubController.open(path, read_only=True)
    try:
        return sorted(p.name for p in ctrl.queries.players())
    finally:
        ctrl.close()


# ----------------------------------------------------------------- point 1: every way in holds the lock
def test_a_club_created_on_the_welcome_page_is_locked_against_a_command_line_import(qtbot, tmp_path, feedback, capsys):
    from clubrater.ui.app import MainWindow

    win = MainWindow()
    show_window(qtbot, win)
    path = tmp_path / "fresh" / "Stellenbosch Go Club.sqlite"  # a folder that does not exist yet: a fresh install
    win.welcome.suggest_path(path)
    win.welcome.name.setText("Stellenbosch Go Club")
    QTest.keyClick(win.welcome.name, Qt.Key.Key_Return)
    assert win.ctrl is not None and not win.ctrl.read_only
    assert feedback.said == []  # no "could not lock" notice: it is locked
    players = tmp_path / "players.csv"
    players.write_text(PLAYERS_CSV, encoding="utf-8")

    assert _cli("--db", path, "import", "players", players) != 0
    assert "open in ClubRater" in capsys.readouterr().err
    assert win.ctrl.queries.players() == [] and _players_in_file(path) == []  # the window and the file agree

    assert win.close_club()
    assert _cli("--db", path, "import", "players", players) == 0  # released with the club
    assert len(_players_in_file(path)) == 4


def test_the_demo_club_made_on_first_start_is_locked(qtbot, tmp_path, capsys):
    from clubrater.ui.app import MainWindow

    win = MainWindow()
    show_window(qtbot, win)
    QTest.mouseClick(win.welcome.demo, Qt.MouseButton.LeftButton)
    ctrl = win.ctrl
    assert ctrl is not None and not ctrl.read_only
    n = len(ctrl.queries.players())
    players = tmp_path / "players.csv"
    players.write_text(PLAYERS_CSV.replace("Mokoena", "Mokoena-Smit"), encoding="utf-8")
    assert _cli("--db", ctrl.path, "import", "players", players) != 0
    assert len(_players_in_file(ctrl.path)) == n
    assert win.close_club()


def test_a_club_that_cannot_be_locked_says_so_and_opens_read_only(qtbot, tmp_path, feedback, monkeypatch):
    from clubrater.controller.session import ClubController
    from clubrater.ui import lock
    from clubrater.ui.app import MainWindow

    path = tmp_path / "club.sqlite"
    ClubController.create(path, "sagc", "Club").close()

    def refuse(_path: object) -> None:
        raise lock.LockError("the lock file cannot be made here")

    monkeypatch.setattr(lock, "acquire", refuse)
    win = MainWindow()
    show_window(qtbot, win)
    assert win.open_path(path)
    assert win.ctrl is not None and win.ctrl.read_only
    assert "(read-only)" in win.windowTitle()
    assert any("could not lock club.sqlite" in s and "read-only" in s for s in feedback.said)
    win.close_club()


# ----------------------------------------------------------------- point 2: standings in rating order
def _club_with_clubs(path: Path, names: list[tuple[str, str, str]]):
    from clubrater.controller.session import ClubController

    ctrl = ClubController.create(path, "sagc", path.stem, today=lambda: FIXED_TODAY)
    for name, rank, club in names:
        ctrl.players.add(name, rank, club=club)
    return ctrl


def _shown(page, column: int) -> list[str]:
    return [str(page.proxy.index(r, column).data()) for r in range(page.proxy.rowCount())]


def test_standings_open_in_rating_order_and_a_sort_stays_with_its_club(qtbot, tmp_path):
    from clubrater.ui.app import MainWindow

    # clubs in the opposite order to the ranks: a list sorted by club would show # as 8,7,...,1
    ranks = ["1d", "2k", "4k", "6k", "8k", "10k", "12k", "15k"]
    first = _club_with_clubs(tmp_path / "first.sqlite",
                             [(f"Player {chr(65 + i)}", r, f"Club {chr(90 - i)}") for i, r in enumerate(ranks)])
    win = MainWindow(first)
    show_window(qtbot, win)
    page = win.players_page
    header = page.view.horizontalHeader()
    assert header.isSortIndicatorShown() and header.sortIndicatorSection() == 0
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert _shown(page, 0) == [str(n) for n in range(1, 9)]
    assert _shown(page, 2) == ranks

    page.view.sortByColumn(6, Qt.SortOrder.AscendingOrder)  # the secretary sorts this club's list by club
    assert _shown(page, 0) == [str(n) for n in range(8, 0, -1)]
    win.ctx.apply(first.players.add("Player I", "20k", club="Club Q"))  # a change keeps the user's sort
    clubs = _shown(page, 6)
    assert header.sortIndicatorSection() == 6 and clubs == sorted(clubs) and clubs[0] == "Club Q"

    second = tmp_path / "second.sqlite"
    _club_with_clubs(second, [("Zola", "3k", "A"), ("Yusuf", "9k", "B"), ("Xolani", "1d", "C")]).close()
    assert win.open_path(second)
    page = win.players_page
    assert header.sortIndicatorSection() == 0 and header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert _shown(page, 1) == ["Xolani", "Zola", "Yusuf"] and _shown(page, 0) == ["1", "2", "3"]
    win.close_club()


# ----------------------------------------------------------------- point 3: Enter keeps the work
def _press_enter_on_the_question(seen: list[str]) -> None:
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(f"{box.text()} [default: {box.defaultButton().text()}]")
        QTest.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)


def test_enter_on_leave_the_sheet_keeps_the_typed_rows(window, club, monkeypatch, feedback):
    monkeypatch.setattr(fb, "ask", REAL_ASK)
    shortcut(window, "Ctrl+3")
    sheet_row("Alice Abrahams", "Bob Botha", "B")
    sheet_row("Carol Cele", "Dave Dube", "W")
    assert window.sheet_page.unsaved_rows() == 2

    seen: list[str] = []
    _press_enter_on_the_question(seen)
    assert not window.close_club()  # Enter is "Go back to the sheet"
    assert "not saved" in seen[0] and seen[0].endswith("[default: Go back to the sheet]")
    assert window.ctrl is club and window.sheet_page.unsaved_rows() == 2

    _press_enter_on_the_question(seen)
    window.sheet_page.clear_asking()  # Clear the sheet: Enter keeps the rows too
    assert seen[1].endswith("[default: Keep them]") and window.sheet_page.unsaved_rows() == 2
    window.sheet_page.model.clear()
    monkeypatch.setattr(fb, "ask", feedback.ask)  # nothing real may be asked while the window is torn down


# ----------------------------------------------------------------- point 4: a name that begins another asks first
def test_adding_a_player_whose_name_begins_an_existing_one_asks_first(window, club, feedback):
    shortcut(window, "Ctrl+3")
    sheet = window.sheet_page
    from clubrater.ui.sheet_page import BLACK, WHITE, WINNER

    for col, text in ((BLACK, "Ali"), (WHITE, "Bob Botha"), (WINNER, "B")):  # "Ali" typed, the popup dismissed
        sheet.model.setData(sheet.model.index(0, col), text, Qt.ItemDataRole.EditRole)
    sheet.view.setCurrentIndex(sheet.model.index(0, WHITE))
    sheet.view.setFocus()
    n = len(club.queries.players())
    feedback.answers.append(False)
    shortcut(window, "Ctrl+Shift+A")
    assert feedback.asked == ['"Ali" is how Alice Abrahams begins. Add a new player called "Ali" all the same?']
    assert feedback.defaults == [False]  # Enter adds nobody
    assert len(club.queries.players()) == n  # no dialog was opened (it would have failed the test)

    # someone really called Ali: yes, then the usual form
    feedback.answers.append(True)
    feedback.dialogs.append(lambda d: (d.rank_edit.setCurrentText("9k"), d.try_accept())[1])
    shortcut(window, "Ctrl+Shift+A")
    assert club.queries.find_player("Ali").name == "Ali"
    assert sheet.model.checks[0].state == "ok"

    # a name that begins nobody's is not asked about (the plain offer of the form stays as it was)
    shortcut(window, "Ctrl+2")
    form = window.entry_page
    form.black.setText("Zanele")
    form.white.setText("Bob Botha")
    form.result.setCurrentIndex(0)
    feedback.answers.append(False)
    form.black.setFocus()
    press(Qt.Key.Key_Return)
    assert feedback.asked[-1] == "Zanele is not in the player list. Add Zanele?"


# ----------------------------------------------------------------- point 5: a back-dated date is marked and does not stick
def test_a_back_dated_date_is_marked_and_goes_back_to_tonight_after_saving(window, club):
    from clubrater.ui.dialogs import pydate, qdate
    from clubrater.ui.entry_page import BACKDATED_BACKGROUND

    shortcut(window, "Ctrl+2")
    form = window.entry_page
    assert pydate(form.date.date()) == FIXED_TODAY and form.date.styleSheet() == ""
    last_month = FIXED_TODAY - timedelta(days=28)
    form.date.setDate(qdate(last_month))
    assert BACKDATED_BACKGROUND in form.date.styleSheet()
    assert f"Not tonight's date ({day(FIXED_TODAY)})" in form.date.toolTip()  # the window's one date form

    form.black.setFocus()
    type_text("Grace Gumede")
    press(Qt.Key.Key_Tab)
    type_text("Eve Engelbrecht")
    form.result.setFocus()
    type_text("W")
    press(Qt.Key.Key_Return)
    games = club.queries.games()
    assert len(games) == 1 and games[0].date == last_month  # saved on the date shown
    assert pydate(form.date.date()) == FIXED_TODAY  # the next game is tonight's again
    assert form.date.styleSheet() == "" and form.date.toolTip() == ""
    assert f"The date is back to tonight, {day(FIXED_TODAY)}." in form.banner.text()


# ----------------------------------------------------------------- point 10: per-club state stays with the club
def test_comparison_filters_sort_and_new_club_name_stay_with_their_club(qtbot, tmp_path, feedback):
    from clubrater.controller.session import ClubController
    from clubrater.ui.app import MainWindow

    win = MainWindow()
    show_window(qtbot, win)
    first = tmp_path / "first.sqlite"
    win.welcome.suggest_path(first)
    win.welcome.name.setText("First Club")
    QTest.keyClick(win.welcome.name, Qt.Key.Key_Return)
    ctrl = win.ctrl
    assert ctrl is not None
    a = ctrl.players.add("Alice Abrahams", "10k").id
    b = ctrl.players.add("Bob Botha", "7k").id
    win.ctx.apply(ctrl.players.add("Carol Cele", "12k"))

    win.show_player(a)  # the chart compares Alice with Bob
    win.player_page.compare.setText("Bob Botha")
    win.player_page._compare()
    assert win.player_page.compare_id == b
    win.show_page(3)
    win.games_page.player.setText("Alice Abrahams")
    win.games_page.use_from.setChecked(True)
    win.show_page(0)
    win.players_page.filter.setText("Bo")
    win.players_page.inactive.setChecked(True)
    win.players_page.view.sortByColumn(1, Qt.SortOrder.DescendingOrder)

    second = tmp_path / "second.sqlite"
    other = ClubController.create(second, "sagc", "Second Club")
    other.players.add("Zola Zwane", "5k")
    other.close()
    assert win.open_path(second)
    assert win.player_page.compare.text() == "" and win.player_page.compare_id is None
    assert win.games_page.player.text() == "" and not win.games_page.use_from.isChecked()
    assert win.players_page.filter.text() == "" and not win.players_page.inactive.isChecked()
    assert win.players_page.view.horizontalHeader().sortIndicatorSection() == 0
    assert _shown(win.players_page, 1) == ["Zola Zwane"]

    shortcut(win, "Ctrl+N")  # File > New club offers neither the first club's name nor its file
    assert win.stack.currentWidget() is win.welcome
    assert win.welcome.name.text() == ""
    win.welcome.name.setText("Third Club")
    assert win.welcome.target_path() not in (first, second)
    assert win.welcome.target_path().name == "Third Club.sqlite"


# ----------------------------------------------------------------- point 14: the keyboard
def test_tab_after_the_winner_goes_to_the_next_rows_black(window, club):
    from clubrater.domain.model import GameType
    from clubrater.ui.sheet_page import BLACK, TYPE

    shortcut(window, "Ctrl+3")
    view = window.sheet_page.view
    for value in ("Alice Abrahams", "Bob Botha", "", "", "B"):  # Black, White, handicap, komi, winner: Tab each
        if value:
            type_text(value)
        press(Qt.Key.Key_Tab)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, BLACK)
    sheet_row("Carol Cele", "Dave Dube", "W")
    sheet_row("Eve Engelbrecht", "Henk Hugo", "B")
    assert (view.currentIndex().row(), view.currentIndex().column()) == (3, BLACK)

    # Type is there for whoever goes to it: arrow keys, then Tab runs on to Event and the next row
    view.setCurrentIndex(window.sheet_page.model.index(2, TYPE))
    press(Qt.Key.Key_Tab)
    assert view.currentIndex().column() == TYPE + 1
    press(Qt.Key.Key_Tab)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (3, BLACK)

    shortcut(window, "Ctrl+S")
    games = sorted(club.queries.games(), key=lambda g: g.id)
    names = {p.id: p.name for p in club.queries.players()}
    assert [(names[g.black], names[g.white], g.result.value) for g in games] == [
        ("Alice Abrahams", "Bob Botha", "B"), ("Carol Cele", "Dave Dube", "W"), ("Eve Engelbrecht", "Henk Hugo", "B")]
    assert {g.type for g in games} == {GameType(club.default_game_type)}


def test_standings_filter_down_enter_opens_the_player(window, club):
    shortcut(window, "Ctrl+1")
    page = window.players_page
    type_text("ve")  # Dave Dube, Eve Engelbrecht
    assert page.proxy.rowCount() == 2
    second = page.proxy.id_at(1)
    press(Qt.Key.Key_Down)
    assert focus() is page.view and page.current_player() == second
    press(Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.player_page
    assert window.player_page.player_id == second
    assert club.queries.player(second).name == "Dave Dube"  # 12k: below Eve (3k) in the rating order
