"""Issue 14 in the window: a club file's standings show before the controller (SQLAlchemy) is imported.

File > Open (`open_path`) on a locked club file whose snapshot matches paints the standings first,
read-only, then imports the controller and opens the club; the page then takes the club's own rows
without being built again (no flicker: the selection and the scroll stay). These tests look at the
window at the moment the controller is about to be opened (the quick rows on show, nothing open yet)
and after, on real club files.
"""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from clubrater.controller.changes import Changes
from clubrater.controller.session import ClubController
from tests.test_quick_standings import _club

pytestmark = pytest.mark.gui


@pytest.fixture
def win(qtbot: Any) -> Any:
    from clubrater.ui.app import MainWindow

    w = MainWindow()  # today's date, as the controller it opens has (TODAY would differ: EGF's inactivity rule)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.sheet_page.model.clear()
    w.close_club()


def _cells(win: Any) -> list[list[Any]]:
    """Every cell the standings show, as the view asks for them."""
    proxy = win.players_page.proxy
    return [[proxy.index(r, c).data() for c in range(proxy.columnCount())] for r in range(proxy.rowCount())]


def _expected_names(path: Path) -> list[str]:
    ctrl = ClubController.open(path)
    try:
        return ctrl.queries.standings_table(include_inactive=False).names
    finally:
        ctrl.close()


def _wait_for_games(win: Any, qtbot: Any) -> None:
    qtbot.waitUntil(lambda: win.ctrl is not None and getattr(win.ctrl, "loading", None) is None
                    and win.opening.watched is None, timeout=20000)


@pytest.mark.parametrize("system", ["sagc", "egf"])
def test_the_standings_show_before_the_controller_and_are_taken_over_as_they_are(win: Any, qtbot: Any,
                                                                                  tmp_path: Path, system: str) -> None:
    path = _club(tmp_path, system, date.today())
    names = _expected_names(path)
    page = win.players_page
    seen: dict[str, Any] = {}
    load = win.opening._load

    def before_the_controller(label: str, fn: Any, detail: str = "") -> bool:
        """What the secretary sees once the quick standings are painted, before the club is opened."""
        seen["ctrl"] = win.ctrl
        seen["quick"] = win.quick_shown_at is not None and page.showing_quick()
        seen["names"] = [page.proxy.index(r, 1).data() for r in range(page.proxy.rowCount())]
        seen["count"] = page.count.text()
        seen["status"] = win.statusBar().currentMessage()
        seen["tabs"] = [win.tabs.isTabEnabled(n) for n in range(win.tabs.count())]
        seen["on_tabs"] = win.stack.currentWidget() is win.tabs
        page.view.selectRow(7)
        seen["selected"] = page.current_player()
        # editing is refused: the actions are off, a double-click opens no player, Ctrl+2 shows no form
        seen["enabled"] = {n: win.actions[n].isEnabled() for n in ("add_player", "edit_player", "toggle_active",
                                                                   "adjust_player", "page_entry", "import", "undo")}
        win.actions["edit_player"].trigger()
        win.actions["page_entry"].trigger()
        page.view.activated.emit(page.view.currentIndex())
        seen["page"] = win.tabs.currentIndex()
        seen["cells"] = _cells(win)
        seen["resets"] = []
        page.model.modelReset.connect(lambda: seen["resets"].append(1))
        return load(label, fn, detail)

    win.opening._load = before_the_controller
    assert win.open_path(path)
    assert seen["quick"] and seen["ctrl"] is None and seen["on_tabs"]
    assert seen["names"] == names and seen["names"]
    assert seen["count"] == f"{len(names)} players"
    assert seen["status"] == f"Opening {path.stem}…"
    assert seen["tabs"] == [True] + [False] * (win.tabs.count() - 1)
    assert not any(seen["enabled"].values()), seen["enabled"]
    assert seen["page"] == 0 and seen["selected"] is not None

    # the club is open: the same rows, not built again; the selection stays; everything works
    assert win.ctrl is not None and win.statusBar().currentMessage() == ""
    assert seen["resets"] == []
    assert _cells(win) == seen["cells"]
    assert page.current_player() == seen["selected"]
    assert all(win.tabs.isTabEnabled(n) for n in range(win.tabs.count()))
    assert win.actions["add_player"].isEnabled() and win.actions["edit_player"].isEnabled()
    _wait_for_games(win, qtbot)
    shown = _cells(win)
    win.ctx.apply(Changes.everything())  # the page built again from the open club
    assert _cells(win) == shown
    assert page.current_player() == seen["selected"]
    win.show_page(1)  # the other pages work
    assert win.tabs.currentWidget() is win.entry_page


def test_a_stale_snapshot_shows_no_quick_rows_and_the_club_opens_as_before(win: Any, qtbot: Any,
                                                                           tmp_path: Path) -> None:
    """A game inserted behind the program's back: the snapshot is stale, the club is rated again as before."""
    path = _club(tmp_path, "sagc", date.today())
    con = sqlite3.connect(path)
    with con:
        con.execute(
            "INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, event_id, klass, "
            "round, black_rank, white_rank, piece_handicap, note) "
            "SELECT seq + 100000, date, white_id, black_id, 'B', 0, 6.5, 'club', NULL, klass, NULL, NULL, NULL, "
            "piece_handicap, 'sqlite3' FROM games ORDER BY date DESC, seq DESC LIMIT 1")
    con.close()
    assert win.open_path(path)
    assert win.quick_shown_at is None and not win.players_page.showing_quick()
    _wait_for_games(win, qtbot)
    shown = [win.players_page.proxy.index(r, 1).data() for r in range(win.players_page.proxy.rowCount())]
    assert win.close_club()
    assert shown == _expected_names(path)


def test_a_club_that_fails_to_open_after_its_quick_rows_leaves_nothing_behind(win: Any, qtbot: Any, tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """An index of the games damaged: the quick rows (read from the tables, which are whole) show, then the
    integrity check beside the opening finds the damage; the quick rows go, the welcome page says why, the
    backup is offered, and the next club opens as usual."""
    from clubrater.ui import errors
    from tests.test_open_beside import _scramble_an_index

    offered: list[BaseException] = []
    monkeypatch.setattr(errors, "offer_newest_backup", lambda parent, exc: offered.append(exc))  # a modal box
    path = _club(tmp_path, "sagc", date.today())
    _scramble_an_index(path)
    load, quick = win.opening._load, []

    def noting(*args: Any) -> bool:
        quick.append(win.players_page.showing_quick())
        return load(*args)

    win.opening._load = noting
    win.open_path(path)
    qtbot.waitUntil(lambda: win.ctrl is None and win.opening.watched is None, timeout=20000)
    assert quick == [True]  # the quick rows were on show
    assert not win.players_page.showing_quick()
    assert win.stack.currentWidget() is win.welcome
    assert "damaged" in win.welcome.banner.text().lower() and len(offered) == 1
    assert all(win.tabs.isTabEnabled(n) for n in range(win.tabs.count()))
    assert win.opening.lock is None
    (tmp_path / "other").mkdir()
    other = _club(tmp_path / "other", "egf", date.today())
    names = _expected_names(other)
    assert win.open_path(other)
    assert win.ctrl is not None
    assert [win.players_page.proxy.index(r, 1).data() for r in range(win.players_page.proxy.rowCount())] == names
    assert win.players_page.filter.text() == ""  # a fresh view
    _wait_for_games(win, qtbot)


def test_a_club_of_an_unknown_schema_shows_no_quick_rows_and_is_refused_as_before(win: Any, tmp_path: Path) -> None:
    """The quick look reads only files of this ClubRater's schema: another revision opens (and is refused) the
    usual way, with nothing shown first and nothing left behind."""
    path = _club(tmp_path, "sagc", date.today())
    con = sqlite3.connect(path)
    with con:
        con.execute("UPDATE alembic_version SET version_num = ?", ("ffffffffffff",))
    con.close()
    load, quick = win.opening._load, []

    def noting(*args: Any) -> bool:
        quick.append(win.players_page.showing_quick())
        return load(*args)

    win.opening._load = noting
    assert not win.open_path(path)
    assert quick == [False]
    assert win.ctrl is None and win.players_page.proxy.rowCount() == 0
    assert win.stack.currentWidget() is win.welcome and "newer ClubRater" in win.welcome.banner.text()
    assert win.opening.lock is None


def test_the_start_locks_the_club_and_reads_its_stamp_before_the_window_is_built(win: Any, qtbot: Any,
                                                                                 tmp_path: Path) -> None:
    """main() takes the last club's lock and starts its prefetch first (lock_early); open_path takes both."""
    from clubrater.controller.files import lock_holder
    from clubrater.ui.opening import lock_early

    path = _club(tmp_path, "sagc", date.today())
    names = _expected_names(path)
    early = lock_early(path)
    assert early is not None and early.prefetch is not None and lock_holder(path) is not None
    load, seen = win.opening._load, []

    def noting(*args: Any) -> bool:
        seen.append((win.players_page.showing_quick(), win.opening.lock is early.lock))
        return load(*args)

    win.opening._load = noting
    assert win.open_path(path, early=early)
    assert seen == [(True, True)]
    assert [win.players_page.proxy.index(r, 1).data() for r in range(win.players_page.proxy.rowCount())] == names
    _wait_for_games(win, qtbot)
    assert win.close_club()
    assert lock_holder(path) is None  # the lock taken at start went with the club


def test_a_lock_taken_at_start_for_another_file_is_let_go(win: Any, qtbot: Any, tmp_path: Path) -> None:
    from clubrater.controller.files import lock_holder
    from clubrater.ui.opening import lock_early

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first, second = _club(tmp_path / "a", "sagc", date.today()), _club(tmp_path / "b", "egf", date.today())
    early = lock_early(first)
    assert early is not None
    assert win.open_path(second, early=early)
    assert lock_holder(first) is None and win.ctrl is not None and win.ctrl.path == second
    _wait_for_games(win, qtbot)


@pytest.mark.parametrize("kind", ["fesa", "linked"])
def test_a_fesa_club_and_a_club_with_federation_ids_show_their_quick_rows_too(win: Any, qtbot: Any, tmp_path: Path,
                                                                              kind: str) -> None:
    """Issue 29: a shogi club (its engine's state kept in the snapshot) and a club whose players carry federation
    IDs and list ratings (the table's list columns) show their standings before the controller, every cell as
    the open club shows it, and the open club takes them over without building the table again."""
    path = _club(tmp_path, "fesa" if kind == "fesa" else "egf", date.today())
    if kind == "linked":
        ctrl = ClubController.open(path)
        try:
            players = ctrl.queries.players()
            ctrl.players.edit(players[1].id, egd_pin="12345678")
        finally:
            ctrl.close()
        con = sqlite3.connect(path)
        with con:
            con.execute("INSERT INTO federation_ratings (player_id, federation, rating, rank, list_date) "
                        "VALUES (?, 'egd', 2104.5, '2d', '2025-02-01')", (players[2].id,))
        con.close()
    page = win.players_page
    seen: dict[str, Any] = {}
    load = win.opening._load

    def before_the_controller(label: str, fn: Any, detail: str = "") -> bool:
        seen["quick"] = page.showing_quick() and win.ctrl is None
        seen["cells"] = _cells(win)
        seen["columns"] = [page.proxy.headerData(c, Qt.Orientation.Horizontal) for c in range(page.proxy.columnCount())]
        seen["resets"] = []
        page.model.modelReset.connect(lambda: seen["resets"].append(1))
        return load(label, fn, detail)

    win.opening._load = before_the_controller
    assert win.open_path(path)
    assert seen["quick"]
    assert seen["resets"] == [] and _cells(win) == seen["cells"]  # taken over as they are
    _wait_for_games(win, qtbot)
    win.ctx.apply(Changes.everything())  # the page built again from the open club: the very cells
    assert _cells(win) == seen["cells"]
    if kind == "linked":
        assert "ID" in seen["columns"] and any("EGD 12345678" in str(c) for row in seen["cells"] for c in row)
        assert any("2104.5" in str(c) for row in seen["cells"] for c in row)
    else:
        assert "Prior grade" in seen["columns"]
