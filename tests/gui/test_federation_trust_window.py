"""The federation in the window, issue 25 (items 3, 5, 6) and issue 30 (points 5 and 18), on a real PostgreSQL server.

- a save while another connection holds the writers' lock: the sheet stays as typed, the window keeps
  painting, the busy sentence shows; Close during the wait closes at once;
- an edit form whose game was changed (or deleted) meanwhile says so in one sentence and keeps what was typed;
- the Club column shows every player's home club; what the secretary may not do on the selected row is
  disabled, with the reason as tooltip and status tip (1366x768 and 1024x600);
- the window pulls a club file; the one-player report and the games CSV get a club choice, as the
  noticeboard and the workbook have.
"""

from __future__ import annotations

import csv
import itertools
import subprocess
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import psycopg
import pytest
from PySide6.QtCore import Qt, QTimer

from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from clubrater.store.server import BUSY, WRITE_LOCK
from tests.gui.conftest import FIXED_TODAY
from tests.gui.helpers import press, sheet_row, shortcut
from tests.gui.test_federation_window import PRETORIA, STELLENBOSCH, Fed, build_fed, connect
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

_NUMBERS = itertools.count(1)
SHOTS = Path("/tmp/clubrater-shots")  # screenshots a person looks at (not part of the repository)


@pytest.fixture
def fed(postgres: PostgresServer, request: pytest.FixtureRequest) -> Iterator[Fed]:  # noqa: F811
    yield build_fed(postgres, f"trustwin{next(_NUMBERS)}_{request.node.name[5:30].lower()}")


def open_window(qtbot, fed: Fed, feedback, size: tuple[int, int] = (1366, 768)):
    from clubrater.ui.app import MainWindow

    w = MainWindow(today=lambda: FIXED_TODAY)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    connect(w, feedback, fed.bare("Pretoria"), "Pretoria-pw")
    return w


@pytest.fixture
def win(qtbot, fed: Fed, feedback) -> Iterator:
    w = open_window(qtbot, fed, feedback)
    yield w
    if w.ctrl is not None:
        w.sheet_page.model.clear()
        w.close_club()


def hold_lock(fed: Fed) -> psycopg.Connection:
    """Another connection takes the writers' lock and keeps its transaction open (`begin; select
    pg_advisory_xact_lock(...)`), as a stalled secretary with psql would; rollback() lets it go."""
    con = psycopg.connect(fed.officer.replace("postgresql+psycopg://", "postgresql://"))
    con.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
    return con


def stored_games(fed: Fed) -> list[tuple]:
    with psycopg.connect(fed.officer.replace("postgresql+psycopg://", "postgresql://")) as con:
        return con.execute("SELECT id, result, handicap, note FROM games ORDER BY id").fetchall()


def click(view, index) -> None:
    """A mouse click on a row of a table: that row alone selected and current."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    view.scrollTo(index)
    rect = view.visualRect(index)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(rect.center().x(), rect.center().y()))
    assert view.selectionModel().selectedRows() and view.currentIndex().row() == index.row()


def shoot(widget, name: str) -> Path:
    from PySide6.QtTest import QTest

    QTest.qWait(50)  # laid out and painted as a person would see it
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


# --------------------------------------------------------------------- item 3: a busy server
def test_a_sheet_saved_while_the_server_is_busy_stays_and_the_window_keeps_painting(qtbot, win, fed: Fed) -> None:
    before = stored_games(fed)
    shortcut(win, "Ctrl+3")
    sheet_row("Thandi Khumalo", "Sipho Dlamini", "W")
    press(Qt.Key.Key_Escape)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)
    holder = hold_lock(fed)
    try:
        t0 = time.monotonic()
        shortcut(win, "Ctrl+S")
        waited = time.monotonic() - t0
    finally:
        holder.rollback()
        holder.close()
        timer.stop()
    page = win.sheet_page
    assert 4 <= waited < 9
    assert page.unsaved_rows() == 1 and page.model.rows[0][1:3] == ["Thandi Khumalo", "Sipho Dlamini"]
    assert BUSY in page.banner.text(), page.banner.text()
    assert stored_games(fed) == before
    gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
    assert len(ticks) > 40 and max(gaps) < 0.3, max(gaps)  # the window painted throughout the wait
    shoot(win, "issue25-busy-sheet")
    shortcut(win, "Ctrl+S")  # the lock gone, the same sheet saves
    assert page.unsaved_rows() == 0, page.banner.text()
    assert len(stored_games(fed)) == len(before) + 1


def test_close_during_the_wait_ends_it_and_closes_the_window(qtbot, fed: Fed, feedback) -> None:
    w = open_window(qtbot, fed, feedback)
    before = stored_games(fed)
    shortcut(w, "Ctrl+3")
    sheet_row("Thandi Khumalo", "Sipho Dlamini", "W")
    press(Qt.Key.Key_Escape)
    holder = hold_lock(fed)
    QTimer.singleShot(800, w.close)  # the secretary gives up and closes the window while it waits
    try:
        t0 = time.monotonic()
        shortcut(w, "Ctrl+S")
        waited = time.monotonic() - t0
        qtbot.waitUntil(lambda: not w.isVisible(), timeout=3000)
        closed = time.monotonic() - t0
    finally:
        holder.rollback()
        holder.close()
    assert waited < 3 and closed < 4, (waited, closed)  # not the 5 s the lock wait would have taken
    assert feedback.asked and "not saved" in feedback.asked[-1]  # the unsaved row is asked about, as always
    assert not feedback.said  # no error dialog in the way of closing
    assert stored_games(fed) == before


# --------------------------------------------------------------------- items 5, 6: changed meanwhile
def test_the_edit_form_keeps_what_was_typed_when_the_game_changed_meanwhile(qtbot, win, fed: Fed, feedback) -> None:
    from clubrater.ui.operations import games as games_ops

    ctrl = win.ctrl
    sipho = ctrl.queries.find_player("Sipho Dlamini").id
    gid = next(g.id for g in ctrl.history.games if g.black == sipho)
    seen: list[tuple[str, int]] = []

    def type_and_save(d) -> bool:
        d.handicap_edit.setValue(3)
        officer = ClubController.open(fed.officer, today=lambda: FIXED_TODAY)  # meanwhile, elsewhere
        try:
            officer.games.edit(gid, replace(GameInput.of(officer.queries.game(gid)), result=Result.WHITE))
        finally:
            officer.close()
        return d.try_accept()

    def look(d) -> bool:
        seen.append((d.message.text(), d.handicap_edit.value()))
        shoot(d, "issue25-edit-changed-meanwhile")
        return False

    feedback.dialogs.extend([type_and_save, look])
    games_ops.edit_game(win.ctx, gid)
    assert seen and seen[0][1] == 3, seen  # what was typed stays
    assert f"Game {gid} was changed by the federation officer at" in seen[0][0], seen
    assert "nothing was saved" in seen[0][0] and "White won" in seen[0][0]
    stored = {r[0]: r for r in stored_games(fed)}
    assert stored[gid][1:3] == ("W", 0)
    assert win.ctrl.queries.game(gid).result == Result.WHITE  # the window caught up


def test_saving_the_form_again_after_the_sentence_stores_it(qtbot, win, fed: Fed, feedback) -> None:
    from clubrater.ui.operations import games as games_ops

    ctrl = win.ctrl
    sipho = ctrl.queries.find_player("Sipho Dlamini").id
    gid = next(g.id for g in ctrl.history.games if g.black == sipho)

    def type_and_save(d) -> bool:
        d.handicap_edit.setValue(3)
        officer = ClubController.open(fed.officer, today=lambda: FIXED_TODAY)
        try:
            officer.games.edit(gid, replace(GameInput.of(officer.queries.game(gid)), note="officer's"))
        finally:
            officer.close()
        return d.try_accept()

    feedback.dialogs.extend([type_and_save, lambda d: d.try_accept()])
    games_ops.edit_game(win.ctx, gid)
    assert {r[0]: r for r in stored_games(fed)}[gid][2] == 3


def test_deleting_a_game_deleted_meanwhile_says_who_and_when(qtbot, win, fed: Fed, feedback) -> None:
    from clubrater.ui.operations import games as games_ops

    ctrl = win.ctrl
    sipho = ctrl.queries.find_player("Sipho Dlamini").id
    gid = next(g.id for g in ctrl.history.games if g.black == sipho)
    officer = ClubController.open(fed.officer, today=lambda: FIXED_TODAY)
    try:
        officer.games.delete([gid])
    finally:
        officer.close()
    games_ops.delete_games(win.ctx, [gid])
    assert feedback.said and f"Game {gid} was deleted by the federation officer at" in feedback.said[-1]
    assert gid not in win.ctrl.by_id


def test_the_sheet_says_at_once_that_two_other_club_players_game_is_not_his(qtbot, win, fed: Fed) -> None:
    """Issue 25, item 4 in the window: the row's check says it as it is typed, and the save stores nothing."""
    before = stored_games(fed)
    shortcut(win, "Ctrl+3")
    sheet_row("Anna Smit", "Pieter van der Berg", "B")
    sheet_row("Sipho Dlamini", "Anna Smit", "W")
    press(Qt.Key.Key_Escape)
    page = win.sheet_page
    first, second = page.model.checks[0], page.model.checks[1]
    assert first.state == "problem" and "Neither Anna Smit nor Pieter van der Berg plays for Pretoria" in first.message
    assert second.state == "ok"
    shortcut(win, "Ctrl+S")
    assert page.unsaved_rows() == 2 and stored_games(fed) == before
    shoot(win, "issue25-sheet-other-clubs-game")


# --------------------------------------------------------------------- issue 30, point 5
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_whose_player_is_whose_and_what_is_disabled(qtbot, fed: Fed, feedback, size: tuple[int, int]) -> None:
    from clubrater.ui.models import ID_ROLE

    w = open_window(qtbot, fed, feedback, size)
    try:
        page = w.players_page
        model = page.model
        club_col = next(c for c in range(model.columnCount())
                        if model.headerData(c, Qt.Orientation.Horizontal) == "Club")
        rows = {model.index(r, 1).data(): r for r in range(model.rowCount())}
        clubs = {name: model.index(r, club_col).data() for name, r in rows.items()}
        assert clubs == {**{n: "Pretoria" for n, _ in PRETORIA}, **{n: "Stellenbosch" for n, _ in STELLENBOSCH}}
        view = page.view
        a = w.actions

        def select(name: str) -> None:  # a click on the row
            click(view, page.proxy.mapFromSource(model.index(rows[name], 1)))

        select("Anna Smit")
        assert model.index(rows["Anna Smit"], 1).data(ID_ROLE) == w.selected_player()
        reason = w.ctrl.federation.why_not("player", w.selected_player())
        assert "Stellenbosch" in reason
        for name in ("edit_player", "toggle_active", "adjust_player"):
            assert not a[name].isEnabled(), name
            assert a[name].toolTip() == reason and a[name].statusTip() == reason, name
        assert a["open_player"].isEnabled() and a["add_player"].isEnabled()  # looking and adding stay
        shoot(w, f"issue30-5-players-other-club-{size[0]}x{size[1]}")
        select("Sipho Dlamini")
        for name in ("edit_player", "toggle_active", "adjust_player"):
            assert a[name].isEnabled(), name
            assert "Stellenbosch" not in a[name].toolTip() and "Stellenbosch" not in a[name].statusTip()
        # the games list: another club's game cannot be changed or deleted, and says why
        w.show_page(3)
        gm, gpage = w.games_page.model, w.games_page
        by_black = {gm.index(r, 1).data(): r for r in range(gm.rowCount())}
        click(gpage.view, gpage.proxy.mapFromSource(gm.index(by_black["Anna Smit"], 1)))
        for name in ("edit_game", "delete_game"):
            assert not a[name].isEnabled() and "Entered by Stellenbosch" in a[name].toolTip(), name
            assert "Entered by Stellenbosch" in a[name].statusTip()
        shoot(w, f"issue30-5-games-other-club-{size[0]}x{size[1]}")
        click(gpage.view, gpage.proxy.mapFromSource(gm.index(by_black["Sipho Dlamini"], 1)))
        assert a["edit_game"].isEnabled() and a["delete_game"].isEnabled()
        assert w.width() <= size[0]
    finally:
        w.close_club()


# --------------------------------------------------------------------- issue 30, point 18
def test_the_window_pulls_a_club_file(qtbot, win, fed: Fed, tmp_path: Path) -> None:
    from clubrater.ui import federation

    assert win.actions["pull_club"].isEnabled()
    target = tmp_path / "pretoria-offline.sqlite"
    said = federation.pull_club_file(win, str(target))
    assert said is not None and "Pretoria" in said and target.exists()
    assert "Pretoria" in win.statusBar().currentMessage()
    pulled = ClubController.open(target)
    try:
        assert pulled.club_name == "Pretoria"
        assert {p.name for p in pulled.history.players.values()} == {n for n, _ in PRETORIA + STELLENBOSCH}
        assert len(pulled.history.games) == len(win.ctrl.history.games)
    finally:
        pulled.close()
    assert federation.pull_club_file(win, str(target)) is None  # never over an existing file: said, not done
    assert win.ctx.last_error and "already exists" in win.ctx.last_error


def test_the_player_report_and_the_csv_have_a_club_choice(qtbot, win, fed: Fed, feedback, tmp_path: Path) -> None:
    from clubrater.ui import reports_ui

    ctrl = win.ctrl
    anna = ctrl.queries.find_player("Anna Smit").id
    started: list[str] = []

    def keep(d) -> bool:  # the choice starts at the player's own club
        started.append(d.club() or "")
        return True

    feedback.dialogs.append(keep)
    pdf = reports_ui.save_player_report(win, ctrl, anna, tmp_path / "anna.pdf")
    assert pdf is not None and started == ["Stellenbosch"]
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "Stellenbosch" in text.splitlines()[0] + text.splitlines()[1], text[:300]

    def pretoria(d) -> bool:
        d.choice.setCurrentIndex(d.choice.findData("Pretoria"))
        return True

    feedback.dialogs.append(pretoria)
    assert reports_ui.export_games_csv(win, ctrl, tmp_path / "pretoria.csv")
    with open(tmp_path / "pretoria.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    pretorians = {n for n, _ in PRETORIA}
    assert rows and all(r["black"] in pretorians or r["white"] in pretorians for r in rows)
    assert len(rows) == 1  # Stellenbosch's own game is not Pretoria's
    feedback.dialogs.append(lambda d: True)  # All clubs
    d_all = []

    def everyone(d) -> bool:
        d.choice.setCurrentIndex(0)
        d_all.append(d.choice.currentText())
        return True

    feedback.dialogs[-1] = everyone
    assert reports_ui.export_games_csv(win, ctrl, tmp_path / "all.csv")
    with open(tmp_path / "all.csv", encoding="utf-8") as f:
        assert len(list(csv.DictReader(f))) == 2
