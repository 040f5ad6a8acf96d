"""Issue 14: once a club's games are in, the window builds the pages not on show while it is idle, one per
turn, so the secretary's first save after opening pays only for what the game changed (the games list puts
one row in instead of being built from nothing) and every page shows what building it again shows."""

from __future__ import annotations

from datetime import timedelta

import pytest

from .conftest import FIXED_TODAY
from .helpers import shortcut, show_window
from .test_save_refresh import as_built_again, refresh_every_page, save_in_form, what_pages_show

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("steps", ["two steps", "one step"])
def test_hidden_pages_are_built_while_idle_and_the_first_save_puts_one_row_in(qtbot, tmp_path, steps, feedback):
    """Two steps: a club opened from its snapshot (standings first, games read after); one step: a club whose
    games were read with it. Either way the games list, never shown, lists every game before the first save."""
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    path = tmp_path / "club.sqlite"
    ctrl = create_demo_club(path, "sagc", end=FIXED_TODAY - timedelta(days=1))
    ctrl.today = lambda: FIXED_TODAY
    if steps == "two steps":
        ctrl.close()  # its rating snapshot is kept: the window opens it in two steps
        win = MainWindow(today=lambda: FIXED_TODAY)
        show_window(qtbot, win)
        assert win.open_path(path)
        assert win.ctx.club().loading is not None  # its games are still to be read
        win.ctx.club().today = lambda: FIXED_TODAY
    else:
        win = MainWindow(ctrl, today=lambda: FIXED_TODAY)
        show_window(qtbot, win)
    qtbot.waitUntil(lambda: win.ctx.club().loading is None and not win.idle_builds, timeout=20_000)
    club = win.ctx.club()
    n = len(club.queries.games())
    assert win.games_page.isVisible() is False
    assert win.games_page.model.rowCount() == n > 50  # built while hidden
    assert win.events_page.model.rowCount() == len(club.queries.events())
    shortcut(win, "Ctrl+2")
    resets: list[str] = []
    inserted: list[tuple[int, int]] = []
    win.games_page.model.modelReset.connect(lambda: resets.append("games"))
    win.games_page.model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    names = [p.name for p in club.queries.players()]
    save_in_form(win, names[0], names[1], 0)
    refresh_every_page(win)
    assert resets == [] and len(inserted) == 1  # the first save put its one row in
    assert win.games_page.model.rowCount() == n + 1
    assert what_pages_show(win) == as_built_again(win)
    win.sheet_page.model.clear()
    win.close_club()
    if steps == "one step":
        ctrl.close()
