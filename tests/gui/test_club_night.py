"""The Club night page (issue 26), driven by keyboard as the secretary would: tick who is here, a newcomer on the
spot, Pair, a pair by hand, undo and redo, the sheet as PDF, To the record sheet, winners typed and saved, a late
arrival, and a restart; screenshots at 1366x768 and 1024x600 (tests/_artifacts/screenshots/club-night-*.png)."""

from __future__ import annotations

import shutil
import subprocess
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication

from clubrater.domain.model import GameType, Result
from clubrater.domain.records import GameInput

from .conftest import FIXED_TODAY
from .helpers import focus, press, shortcut, show_window, type_text
from .test_screenshots import clipped, save

pytestmark = pytest.mark.gui

HERE = ["Alice Abrahams", "Bob Botha", "Carol Cele", "Dave Dube", "Eve Engelbrecht", "Grace Gumede"]


def _tick_by_name(name: str) -> None:
    type_text(name)
    press(Qt.Key.Key_Return)


def _pairs(page) -> set[frozenset[str]]:
    p = page.pairs.pairing
    assert p is not None
    return {frozenset((page.pairs.names[b.black], page.pairs.names[b.white])) for b in p.boards}


def test_a_club_night_from_ticking_to_saved_games(window, club, feedback, tmp_path: Path) -> None:
    # last week's club night: Alice and Bob played (they are listed first tonight)
    club.games.enter(GameInput(FIXED_TODAY - timedelta(days=7), club.queries.find_player("Alice Abrahams").id,
                               club.queries.find_player("Bob Botha").id, Result.BLACK, 3, 0.5))
    shortcut(window, "Ctrl+7")
    page = window.club_night_page
    assert window.tabs.currentWidget() is page and focus() is page.name_box
    assert [name for _pid, name, _rank in page.here.rows] == ["Alice Abrahams", "Bob Botha"]
    assert page.here.recent == 2

    # who is here: the last night's players by Space, the others by name (Enter ticks), a newcomer on the spot
    page.list.setFocus()
    page.list.setCurrentIndex(page.here.index(0))
    press(Qt.Key.Key_Space)
    page.list.setCurrentIndex(page.here.index(1))
    press(Qt.Key.Key_Space)
    page.name_box.setFocus()
    for name in HERE[2:]:
        _tick_by_name(name)
    feedback.dialogs.append(lambda d: (d.rank_edit.setCurrentText("11k"), d.try_accept())[1])
    _tick_by_name("Zola Zungu")
    newcomer = club.queries.find_player("Zola Zungu")
    assert str(newcomer.rank) == "11k"
    assert page.here.present() == [club.queries.find_player(n).id for n in HERE] + [newcomer.id]
    assert page.count.text() == "7 here"

    # Pair (Ctrl+Enter): what the controller's rule gives for these seven
    shortcut(window, "Ctrl+Return")
    kept = club.pairings.kept(FIXED_TODAY, 1)
    assert kept is not None and page.pairs.pairing == kept
    planned = club.pairings.plan(page.here.present(), FIXED_TODAY, 1)
    assert (kept.boards, kept.bye) == (planned.boards, planned.bye)
    assert len(kept.boards) == 3 and kept.bye is not None
    assert page.bye.text().startswith("Bye: ") and club.queries.player(kept.bye).name in page.bye.text()
    assert frozenset(("Alice Abrahams", "Bob Botha")) not in _pairs(page)  # they met last week
    from clubrater.domain.pairing import why_text

    for r, bd in enumerate(kept.boards):  # the window's words are the command line's for these reasons
        assert bd.why.kind in ("closest", "not-met") and page.pairs.index(r, 6).data() == why_text(bd.why, FIXED_TODAY)
    save(window, "club-night-1366")
    assert not clipped(window), clipped(window)

    # a pair by hand: select two players on different boards, Ctrl+Shift+F; the rest is paired again
    before = _pairs(page)
    page.table.setFocus()
    sel = page.table.selectionModel()
    sel.clearSelection()
    sel.select(page.pairs.index(0, 1), QItemSelectionModel.SelectionFlag.Select)
    sel.select(page.pairs.index(1, 2), QItemSelectionModel.SelectionFlag.Select)
    a, b = page.selected_players()
    shortcut(window, "Ctrl+Shift+F")
    after = club.pairings.kept(FIXED_TODAY, 1)
    assert after is not None
    hand = after.board_of(a)
    assert hand is not None and set(hand.players) == {a, b} and hand.fixed
    assert page.pairs.index(after.boards.index(hand), 5).data() == "by hand"
    def same(p, q) -> bool:  # noqa: ANN001 - put back whole: boards (numbers, colours, why), bye, creation time
        return p is not None and q is not None and (p.boards, p.bye, p.created) == (q.boards, q.bye, q.created)

    shortcut(window, "Ctrl+Z")
    assert _pairs(page) == before and same(club.pairings.kept(FIXED_TODAY, 1), kept)
    shortcut(window, "Ctrl+Shift+Z")
    assert same(club.pairings.kept(FIXED_TODAY, 1), after)

    # the sheet to pin up
    pdf = page.save_sheet_pdf(str(tmp_path / "tonight.pdf"))
    assert pdf is not None and Path(pdf).read_bytes().startswith(b"%PDF")
    tool = shutil.which("pdftotext")
    if tool:
        text = subprocess.run([tool, "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout
        for bd in after.boards:
            assert club.queries.player(bd.black).name in text and club.queries.player(bd.white).name in text

    # To the record sheet (Ctrl+Shift+T): the pairs, handicaps and komi are there; only the winners are typed
    from clubrater.ui.sheet_page import BLACK, HANDICAP, KOMI, WHITE, WINNER

    page.table.setFocus()
    shortcut(window, "Ctrl+Shift+T")
    sheet = window.sheet_page
    assert window.tabs.currentWidget() is sheet
    assert sheet.view.currentIndex().row() == 0 and sheet.view.currentIndex().column() == WINNER
    for r, bd in enumerate(after.boards):
        row = sheet.model.rows[r]
        assert (row[BLACK], row[WHITE], row[HANDICAP], row[KOMI]) == (
            club.queries.player(bd.black).name, club.queries.player(bd.white).name, str(bd.handicap), f"{bd.komi:g}")
    save(window, "club-night-record-sheet")
    winners = "BWJ"
    for r in range(len(after.boards)):
        sheet.view.setCurrentIndex(sheet.model.index(r, WINNER))
        type_text(winners[r])
        press(Qt.Key.Key_Tab)
    n = len(club.history.games)
    shortcut(window, "Ctrl+S")
    assert len(club.history.games) == n + len(after.boards)
    saved = club.history.games[-len(after.boards):]
    for g, bd, w in zip(saved, after.boards, winners):
        assert (g.date, g.black, g.white, g.handicap, g.komi, g.round, g.result, g.type) == (
            FIXED_TODAY, bd.black, bd.white, bd.handicap, bd.komi, 1, Result(w), GameType.CLUB)
    assert set(club.pairings.entered(after)) == {bd.number for bd in after.boards}

    # back on the page: every board entered; a late arrival plays the bye
    sheet.view.setFocus()
    shortcut(window, "Ctrl+7")
    assert [page.pairs.index(r, 5).data() for r in range(len(after.boards))] == ["entered"] * len(after.boards)
    page.name_box.setFocus()
    _tick_by_name("Henk Hugo")
    assert page.bye_button.isEnabled() and "arrived after the pairing" in page.banner.text()
    shortcut(window, "Ctrl+Shift+Y")
    late = club.pairings.kept(FIXED_TODAY, 1)
    assert late is not None and late.bye is None and late.boards[:-1] == after.boards
    assert set(late.boards[-1].players) == {after.bye, club.queries.find_player("Henk Hugo").id}

    # the print preview shows the sheet (closed here without printing)
    titles: list[str] = []
    feedback.dialogs.append(lambda d: (titles.append(d.windowTitle()), False)[1])
    page.print_button.click()
    assert titles == ["Print preview: pairings of round 1"]

    # the next round: the same players, none of tonight's pairs again
    page.next_round.click()
    assert page.round.value() == 2 and page.pairs.pairing is None
    page.table.setFocus()
    shortcut(window, "Ctrl+Return")
    two = club.pairings.kept(FIXED_TODAY, 2)
    assert two is not None and sorted(two.players()) == sorted(late.players())
    assert not {frozenset(b.players) for b in two.boards} & {frozenset(b.players) for b in late.boards}
    assert all(b.why.kind != "tonight" for b in two.boards)


def test_late_arrival_re_pairs_only_boards_not_started_and_the_pairing_survives_a_restart(qtbot, window, club,
                                                                                           feedback, tmp_path: Path):
    shortcut(window, "Ctrl+7")
    page = window.club_night_page
    page.name_box.setFocus()
    for name in HERE:
        _tick_by_name(name)
    shortcut(window, "Ctrl+Return")
    first = club.pairings.kept(FIXED_TODAY, 1)
    assert first is not None and len(first.boards) == 3
    page.table.setFocus()
    shortcut(window, "Ctrl+Shift+T")
    from clubrater.ui.sheet_page import WINNER

    sheet = window.sheet_page
    sheet.view.setCurrentIndex(sheet.model.index(1, WINNER))
    type_text("W")  # board 2 has its result typed (not saved): it is started
    press(Qt.Key.Key_Tab)
    shortcut(window, "Ctrl+7")
    assert page.pairs.index(1, 5).data() == "result typed"
    page.name_box.setFocus()
    _tick_by_name("Henk Hugo")
    _tick_by_name("Frank Fourie")
    assert not page.bye_button.isEnabled()  # nobody sat out: the boards not started are paired again
    shortcut(window, "Ctrl+Return")
    again = club.pairings.kept(FIXED_TODAY, 1)
    assert again is not None and again.board(2) == first.board(2) and len(again.boards) == 4
    assert sorted(again.players()) == sorted(page.here.present())

    # the window and the club closed and opened again: the pairing and who is here come back
    sheet.model.clear()
    path = club.path
    window.close_club()
    from clubrater.controller.session import ClubController
    from clubrater.ui.app import MainWindow

    ctrl = ClubController.open(path, today=lambda: FIXED_TODAY)
    try:
        win = MainWindow(ctrl)
        show_window(qtbot, win, (1024, 600))
        shortcut(win, "Ctrl+7")
        p2 = win.club_night_page
        QApplication.processEvents()
        assert p2.pairs.pairing == again
        assert sorted(p2.here.present()) == sorted(again.players())
        save(win, "club-night-1024")
        assert not clipped(win), clipped(win)
        win.sheet_page.model.clear()
        win.close_club()
    finally:
        ctrl.close()


def test_club_settings_hold_the_handicap_rule_and_undo_puts_it_back(window, club, feedback) -> None:
    def fill(d) -> bool:
        assert (d.correction_edit.value(), d.ceiling_edit.value()) == (0, 9)
        d.correction_edit.setValue(1)
        d.ceiling_edit.setValue(4)
        return d.try_accept()

    feedback.dialogs.append(fill)
    shortcut(window, "Ctrl+,")
    assert club.settings.handicap_rule() == (1, 4)
    grace, frank = club.queries.find_player("Grace Gumede").id, club.queries.find_player("Frank Fourie").id
    (board,) = club.pairings.plan([grace, frank]).boards
    assert (board.black, board.handicap) == (frank, 4)  # 15k v 1d: 15 ranks, less 1, at most 4
    shortcut(window, "Ctrl+Z")
    assert club.settings.handicap_rule() == (0, 9)
    shortcut(window, "Ctrl+Shift+Z")
    assert club.settings.handicap_rule() == (1, 4)
