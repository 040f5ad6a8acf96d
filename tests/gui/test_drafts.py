"""Typing survives a crash (issue 19 item 11).

The real window runs in its own process (tests/gui/draft_typist.py), rows are typed into the record sheet
through its widgets, and the process is killed with SIGKILL, as when the power goes. Opening the club again
offers the rows back, unsaved, and puts them into the sheet; saving stores them and removes the draft;
declining asks whether to throw them away. A draft of another club is never offered.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from clubrater.controller.drafts import draft_path, parse
from clubrater.controller.session import ClubController
from tests.gui.helpers import sheet_row, shortcut, show_window

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

REPO = Path(__file__).resolve().parents[2]
PLAYERS = [("Alice Abrahams", "10k"), ("Bob Botha", "7k"), ("Carol Cele", "12k"), ("Dave Dube", "12k"),
           ("Eve Engelbrecht", "3k"), ("Frank Fourie", "15k")]
ROWS = [["Alice Abrahams", "Bob Botha", "W"], ["Carol Cele", "Dave Dube", "B"], ["Frank Fourie", "Eve Engelbrecht", "J"]]
BLACK, WHITE, WINNER = 1, 2, 5  # the record sheet's columns


def make_club(path: Path, name: str = "Draft Club") -> Path:
    ctrl = ClubController.create(path, "sagc", name)
    for player, rank in PLAYERS:
        ctrl.players.add(player, rank)
    ctrl.close()
    return path


def games_in(path: Path) -> list[tuple[str, str, str]]:
    ctrl = ClubController.open(path, read_only=True)
    try:
        names = ctrl.queries.player_names()
        return [(names[g.black], names[g.white], g.result.value if g.result else "") for g in ctrl.queries.games()]
    finally:
        ctrl.close()


def type_and_kill(db: Path, rows: list[list[str]], form: list[str] | None = None) -> None:
    """The window in its own process types `rows` (and a game into the form), keeps the draft, and is killed."""
    args = [sys.executable, "-m", "tests.gui.draft_typist", str(db), json.dumps(rows)]
    if form:
        args.append(json.dumps(form))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen(args, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # READY once the draft holds everything typed
        if line.strip() != "READY":  # the script said why, or died: show its output
            proc.wait(timeout=30)
            raise AssertionError(f"{line}{proc.stdout.read()}{proc.stderr.read() if proc.stderr else ''}")
        time.sleep(0.2)
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL


def open_window(qtbot, db: Path):  # noqa: ANN001, ANN201
    from clubrater.ui.app import MainWindow

    win = MainWindow()
    show_window(qtbot, win)
    assert win.open_path(db)
    return win


def sheet_cells(win) -> list[list[str]]:  # noqa: ANN001
    model = win.sheet_page.model
    return [[model.rows[r][BLACK], model.rows[r][WHITE], model.rows[r][WINNER]] for r in model.filled_rows()]


def test_rows_typed_before_a_kill_are_offered_and_put_back_then_saving_removes_the_draft(
        qtbot, feedback, tmp_path: Path) -> None:  # noqa: ANN001
    db = make_club(tmp_path / "Draft Club.sqlite")
    type_and_kill(db, ROWS, form=["Alice Abrahams", "Eve Engelbrecht", "B"])
    assert draft_path(db).exists()
    assert games_in(db) == []  # the draft never went into the games

    feedback.answers = [True]
    win = open_window(qtbot, db)
    assert len(feedback.asked) == 1
    asked = feedback.asked[0]
    assert "3 typed rows of the record sheet and a game in Enter a game" in asked and "Put what was typed back" in asked
    assert sheet_cells(win) == ROWS  # back in the grid, as typed
    assert all(win.sheet_page.model.checks[r].state == "ok" for r in win.sheet_page.model.filled_rows())
    assert win.tabs.currentWidget() is win.sheet_page
    entry = win.entry_page
    assert (entry.black.text(), entry.white.text(), entry.result.currentIndex()) == ("Alice Abrahams",
                                                                                     "Eve Engelbrecht", 0)
    assert games_in(db) == []  # unsaved, for the secretary to check

    win.sheet_page.view.setFocus()
    shortcut(win, "Ctrl+S")
    assert games_in(db) == [(b, w, r) for b, w, r in ROWS]
    assert draft_path(db).exists()  # the game in the form is still typed and kept
    assert parse(draft_path(db).read_text(encoding="utf-8")).sheet_rows == []
    entry.black.setText("")
    entry.white.setText("")
    entry.result.setCurrentIndex(-1)
    assert not draft_path(db).exists()  # nothing typed is left: no draft

    win.close_club()
    feedback.asked.clear()
    assert win.open_path(db)
    assert feedback.asked == []  # nothing is offered a second time
    win.close()


def test_declining_asks_whether_to_throw_the_rows_away(qtbot, feedback, tmp_path: Path) -> None:  # noqa: ANN001
    db = make_club(tmp_path / "club.sqlite")
    type_and_kill(db, ROWS[:1])

    feedback.answers = [False, False]  # not now, and keep them for later
    win = open_window(qtbot, db)
    assert "1 typed row of the record sheet" in feedback.asked[0]
    assert "Throw away what was typed" in feedback.asked[1] and feedback.defaults[1] is False  # Enter keeps them
    assert sheet_cells(win) == []
    assert draft_path(db).exists()
    win.close_club()
    assert draft_path(db).exists()  # kept, though nothing was typed this time

    feedback.asked.clear()
    feedback.answers = [False, True]  # not now, and throw them away
    assert win.open_path(db)
    assert len(feedback.asked) == 2
    assert not draft_path(db).exists()
    assert sheet_cells(win) == [] and games_in(db) == []
    win.close()


def test_a_draft_of_another_club_is_never_offered(qtbot, feedback, tmp_path: Path) -> None:  # noqa: ANN001
    db = make_club(tmp_path / "club.sqlite")
    type_and_kill(db, ROWS[:2])
    other = make_club(tmp_path / "other" / "club.sqlite", "Other Club")  # same name, another club
    draft_path(other).write_bytes(draft_path(db).read_bytes())

    win = open_window(qtbot, other)
    assert feedback.asked == []
    assert sheet_cells(win) == []
    win.close()


def test_leaving_the_sheet_on_purpose_removes_the_draft(qtbot, window, feedback, club) -> None:  # noqa: ANN001
    db = club.path
    window.drafts.club_opened(club)  # the fixture's window was given its club directly
    shortcut(window, "Ctrl+3")
    window.sheet_page.start()
    sheet_row("Alice Abrahams", "Bob Botha", "W")
    qtbot.waitUntil(lambda: draft_path(db).exists(), timeout=5000)
    assert [r[BLACK] for r in parse(draft_path(db).read_text(encoding="utf-8")).sheet_rows] == ["Alice Abrahams"]

    feedback.answers = [True]  # "Clear every row of the sheet?"
    window.actions["clear_sheet"].trigger()
    assert not draft_path(db).exists()

    window.sheet_page.start()
    sheet_row("Carol Cele", "Dave Dube", "B")
    qtbot.waitUntil(lambda: draft_path(db).exists(), timeout=5000)
    feedback.answers = [True]  # "Leave without saving them?"
    assert window.close_club()
    assert not draft_path(db).exists()
