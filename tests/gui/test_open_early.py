"""Issue 14 in the window: a club's standings show from its kept snapshot before its games are read.

The games, their ratings and the file's integrity check are read in a thread once the standings are
on screen; the window polls for the end. These tests open real club files through File > Open
(`open_path`) and check what the secretary sees: the standings at once, every other page complete
when shown (during the load or after), the promotions and the status bar once the games are in, a
damaged file closed with the usual explanation, and another club opened in the middle of a load.
"""

from __future__ import annotations

import gc
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from clubrater.controller.session import ClubController
from tests import test_snapshot
from tests.test_open_early import _scramble_an_index
from tests.test_safety import make_club, sha

pytestmark = pytest.mark.gui

TODAY = test_snapshot.TODAY


@pytest.fixture
def win(qtbot: Any) -> Any:
    from clubrater.ui.app import MainWindow

    w = MainWindow(today=lambda: TODAY)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.sheet_page.model.clear()


def _expected(path: Path) -> tuple[list[str], int, dict[int, tuple[str, str]]]:
    plain = ClubController.open(path, today=lambda: TODAY)
    try:
        table = plain.queries.standings_table(include_inactive=False)
        return table.names, len(plain.queries.games()), plain.printouts.rank_changes()
    finally:
        plain.close()


def _shown_names(win: Any) -> list[str]:
    page = win.players_page
    page.sort_by_rating()
    return [page.proxy.index(r, 1).data() for r in range(page.proxy.rowCount())]


def test_the_standings_show_before_the_games_and_every_page_is_whole_after(win: Any, qtbot: Any,
                                                                           tmp_path: Path) -> None:
    path = test_snapshot._build(tmp_path, "sagc")
    names, games, rank_changes = _expected(path)
    collector_was = gc.isenabled()

    assert win.open_path(path)
    loading = win.ctrl.loading
    assert loading is not None and not loading.done()  # shown from the snapshot, the games still to come
    assert win.stack.currentWidget() is win.tabs and win.tabs.currentWidget() is win.players_page
    assert _shown_names(win) == names
    assert "600 games" in win.summary.text()  # counted, not read

    qtbot.waitUntil(lambda: win.ctrl.loading is None, timeout=20000)
    assert win.players_page.model._rank_changes == rank_changes  # the promotions need the last night's games
    assert gc.isenabled() == collector_was and win.opening.gc_was_enabled is None
    win.show_page(3)
    assert win.games_page.model.rowCount() == games
    assert _shown_names(win) == names


def test_a_page_shown_while_the_games_load_is_whole(win: Any, tmp_path: Path) -> None:
    path = test_snapshot._build(tmp_path, "sagc")
    _names, games, _changes = _expected(path)
    assert win.open_path(path)
    assert win.ctrl.loading is not None
    win.show_page(3)  # it waits for the games, then lists them all
    assert win.games_page.model.rowCount() == games


def test_a_damaged_file_shows_its_standings_then_is_closed_with_the_usual_message(
        win: Any, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from clubrater.store.database import DamagedDatabaseError
    from clubrater.ui import errors

    offered: list[BaseException] = []
    monkeypatch.setattr(errors, "offer_newest_backup", lambda parent, exc: offered.append(exc))  # a modal box
    club = make_club(tmp_path / "club")
    _scramble_an_index(club)
    damaged = sha(club)

    assert win.open_path(club)
    assert win.ctrl is not None and win.ctrl.loading is not None
    qtbot.waitUntil(lambda: win.ctrl is None, timeout=20000)
    assert win.stack.currentWidget() is win.welcome
    assert "damaged" in win.welcome.banner.text().lower()
    assert len(offered) == 1 and isinstance(offered[0], DamagedDatabaseError)
    assert win.opening.lock is None and win.opening.gc_was_enabled is None
    assert sha(club) == damaged


def test_another_club_opened_while_the_games_load(win: Any, qtbot: Any, tmp_path: Path) -> None:
    first = test_snapshot._build(tmp_path / "a", "sagc")
    second = test_snapshot._build(tmp_path / "b", "egf", seed=2)
    names, games, _changes = _expected(second)
    assert win.open_path(first)
    assert win.ctrl.loading is not None
    assert win.open_path(second)  # the first club's load is joined as it closes
    assert win.ctrl.system.value == "egf"
    assert _shown_names(win) == names
    qtbot.waitUntil(lambda: win.ctrl.loading is None, timeout=20000)
    win.show_page(3)
    assert win.games_page.model.rowCount() == games
    again = ClubController.open(first, today=lambda: TODAY)  # the first file was let go whole
    try:
        assert len(again.queries.games()) == 600 and again.replay.final
    finally:
        again.close()


def test_a_game_entered_right_after_opening_waits_for_the_games(win: Any, qtbot: Any, tmp_path: Path) -> None:
    from clubrater.domain.model import Result
    from clubrater.domain.records import GameInput
    from clubrater.ui import undo

    path = test_snapshot._build(tmp_path, "sagc")
    _names, games, _changes = _expected(path)
    assert win.open_path(path)
    ctrl = win.ctrl
    assert ctrl.loading is not None
    a, b = (p.id for p in ctrl.queries.players()[:2])
    assert win.ctx.push(undo.EnterGames(win.ctx, [GameInput(date(2025, 12, 1), a, b, Result.BLACK)])), \
        win.ctx.last_error
    assert len(ctrl.queries.games()) == games + 1
    test_snapshot._assert_is_the_full_replay(ctrl)
    qtbot.waitUntil(lambda: win.opening.watched is None, timeout=20000)  # the window saw the load end all the same
    assert win.ctrl is ctrl and win.opening.gc_was_enabled is None
    assert win.players_page.model._rank_changes == ctrl.printouts.rank_changes()
