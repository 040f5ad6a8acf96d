"""The window checks a club not checked for a week (issue 19 item 7), in the background, and speaks only on damage.

A flipped bit in a game's note passes SQLite's own integrity check (tests/test_faults_damage.py); opening
that club in the window now says which game no longer matches and which backup still holds.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

from clubrater.controller.session import ClubController
from clubrater.store.backups import take_backup
from tests.gui.helpers import show_window
from tests.test_faults_damage import club_with_notes, flip


def checked_at(db: Path) -> str | None:
    con = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT checked_at FROM club WHERE id = 1").fetchone()[0]
    finally:
        con.close()


def set_checked_at(db: Path, when: datetime | None) -> None:
    con = sqlite3.connect(db)
    with con:
        con.execute("UPDATE club SET checked_at = ? WHERE id = 1",
                    (when.isoformat(sep=" ") if when else None,))  # fmt: skip
    con.close()


def open_window(qtbot, db: Path):  # noqa: ANN001, ANN201
    from clubrater.ui.app import MainWindow

    win = MainWindow()
    show_window(qtbot, win)
    with qtbot.waitSignal(win.week_check.finished, timeout=30_000, raising=False) as blocker:
        assert win.open_path(db)
    return win, blocker


def test_a_flipped_record_in_a_club_unchecked_for_a_week_is_reported_on_open(qtbot, feedback, tmp_path) -> None:  # noqa: ANN001
    db = club_with_notes(tmp_path)
    good = take_backup(db, "manual")
    ctrl = ClubController.open(db)
    game = next(g for g in ctrl.queries.games() if g.note == "Marker-note-for-the-flip")
    ctrl.close()
    set_checked_at(db, datetime.now() - timedelta(days=8))
    flip(db, db.read_bytes().index(b"Marker-note") + 2, 0)  # "Marker" -> "Masker", unseen by SQLite's check

    win, blocker = open_window(qtbot, db)
    assert blocker.signal_triggered, "the weekly check did not run"
    result = blocker.args[0]
    assert not result.ok
    qtbot.waitUntil(lambda: bool(feedback.said), timeout=5000)
    said = feedback.said[-1]
    assert f"game {game.id} does not match its checksum" in said
    assert good.name in said and "File > Restore a backup" in said
    assert win.ctrl is not None  # the club stays open: the secretary decides
    win.close()


def test_a_good_club_is_checked_quietly_and_not_again_within_the_week(qtbot, feedback, tmp_path) -> None:  # noqa: ANN001
    db = club_with_notes(tmp_path)
    set_checked_at(db, datetime.now() - timedelta(days=10))

    win, blocker = open_window(qtbot, db)
    assert blocker.signal_triggered and blocker.args[0].ok
    assert feedback.said == [] and feedback.asked == []  # nothing to say
    noted = checked_at(db)
    assert noted is not None and datetime.fromisoformat(noted) > datetime.now() - timedelta(minutes=5)
    win.close_club()

    set_checked_at(db, datetime.now() - timedelta(days=6))  # checked six days ago: not due
    assert win.open_path(db)
    assert win.week_check.scheduled is None and win.week_check.running is None  # no check planned
    assert datetime.fromisoformat(checked_at(db) or "") < datetime.now() - timedelta(days=5)
    win.close_club()

    set_checked_at(db, None)  # never checked, but open read-only (in another window): not checked here
    ro = ClubController.open(db, read_only=True)
    try:
        assert not win.week_check.club_opened(ro)
    finally:
        ro.close()
    win.close()
