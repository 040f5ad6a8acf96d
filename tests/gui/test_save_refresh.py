"""Issue 14: after a saved game each page changes only what the game touched (two standings rows moved, one
games-list row put in, the completers' ranks looked at); what it then shows must be exactly what building
the page again from the club shows, after every save, back-dated game, undo and redo."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtTest import QTest

from clubrater.controller.changes import Changes
from clubrater.ui.dialogs import qdate

from .conftest import FIXED_TODAY
from .helpers import shortcut, show_window

pytestmark = pytest.mark.gui

_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole,
          Qt.ItemDataRole.ToolTipRole)


def shown(model: QAbstractItemModel, rows: range | None = None) -> list[tuple]:
    """Every cell a view of `model` would show: text, colours and tooltip (brushes by colour)."""
    out = []
    for r in rows if rows is not None else range(model.rowCount()):
        if r >= model.rowCount():
            break
        cells = []
        for c in range(model.columnCount()):
            index = model.index(r, c)
            for role in _ROLES:
                v: Any = index.data(role)
                cells.append(v.color().name() if hasattr(v, "color") else v)
        out.append(tuple(cells))
    return out


def what_pages_show(win) -> dict[str, Any]:
    games = win.games_page.proxy
    n = games.rowCount()
    return {
        "standings": shown(win.players_page.proxy),
        "count": win.players_page.count.text(),
        "games": shown(games, range(40)) + shown(games, range(max(0, n - 5), n)),
        "game ids": [games.index(r, 0).data(Qt.ItemDataRole.UserRole) for r in range(n)],
        "games count": win.games_page.count.text(),
        "last entered": shown(win.entry_page.recent.model()),
        "last entered, as the form has them": shown(win.entry_page.recent_model),
        "events": shown(win.events_page.proxy),
        "names": sorted(win.entry_page.completer.model().stringList()),
        "sheet names": sorted(win.sheet_page.names.model().stringList()),
    }


def expected_names(ctrl) -> list[str]:
    """What the name completers offer, from the club itself: "name  ·  rank"."""
    from clubrater.ui.widgets import NameCompleter

    return sorted(f"{name}{NameCompleter.SEPARATOR}{rank}" if rank else name
                  for _pid, name, rank in ctrl.queries.lookup().choices())


def refresh_every_page(win) -> None:
    for page in win.pages:
        page.refresh_now()
    for page in (win.entry_page, win.sheet_page, win.player_page):  # the completers' ranks, due "soon"
        page._run_soon()


def as_built_again(win) -> dict[str, Any]:
    """What the pages show when each is built again from the club, as after opening it."""
    for page in win.pages:
        page.pending = Changes.everything()
    refresh_every_page(win)
    return what_pages_show(win)


def save_in_form(win, black: str, white: str, winner: int, day=None) -> None:
    form = win.entry_page
    if day is not None:
        form.date.setDate(qdate(day))
    form.black.setText(black)
    form.white.setText(white)
    form.result.setCurrentIndex(winner)
    n = len(win.ctrl.queries.games())
    QTest.keyClick(form.black, Qt.Key.Key_Return)
    assert len(win.ctrl.queries.games()) == n + 1, form.banner.text()


@pytest.mark.parametrize("system", ["sagc", "egf2021", "fesa"])
def test_pages_after_saved_games_show_what_building_them_again_shows(qtbot, tmp_path, system, feedback):
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / f"{system}.sqlite", system, end=FIXED_TODAY - timedelta(days=1))
    ctrl.today = lambda: FIXED_TODAY
    win = MainWindow(ctrl, today=lambda: FIXED_TODAY)
    show_window(qtbot, win)
    for page in win.pages:
        page.refresh_now()
    names = [p.name for p in ctrl.queries.players()]
    ranked = [r.name for r in ctrl.queries.standings(include_inactive=True)]
    labels_before = expected_names(ctrl)
    shortcut(win, "Ctrl+2")
    pairs = [(names[i % len(names)], names[(i * 7 + 3) % len(names)]) for i in range(1, 40)]
    pairs = [(ranked[-1], ranked[0])] * 4 + [(b, w) for b, w in pairs if b != w]  # the weakest beats the strongest
    steps = 0
    moved = 0
    for k, (black, white) in enumerate(pairs[:14]):
        if k == 5:  # the standings sorted by name and filtered, the games list oldest first
            win.players_page.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)
            win.players_page.filter.setText(names[0][:1])
            win.games_page.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        if k == 9:  # sorted by rating, descending
            win.players_page.filter.setText("")
            win.players_page.view.sortByColumn(3, Qt.SortOrder.DescendingOrder)
            win.games_page.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        if k == 11:
            win.players_page.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        if k == 12:  # the list pinned up (the window records it, telling no page): three ranks printed otherwise
            shown_ranks = {r.player_id: (r.value, str(r.rank) if r.rank else r.grade)
                           for r in ctrl.queries.standings(include_inactive=True)}
            for pid in list(shown_ranks)[:3]:
                shown_ranks[pid] = (0.0, "30k")
            ctrl.printouts.record_printout(shown_ranks)
        before = [win.players_page.model.index(r, 1).data() for r in range(win.players_page.model.rowCount())]
        if k == 13:  # a record sheet of three games, saved at once
            from clubrater.domain.model import Result
            from clubrater.domain.records import GameInput
            from clubrater.ui.undo import EnterGames

            q = ctrl.queries
            sheet = [GameInput(FIXED_TODAY, q.find_player(b).id, q.find_player(w).id, Result.WHITE)
                     for b, w in pairs[20:23]]
            assert win.ctx.push(EnterGames(win.ctx, sheet)), win.ctx.last_error
        else:
            save_in_form(win, black, white, 0 if k < 4 else k % 2, FIXED_TODAY - timedelta(days=40) if k == 7 else None)
        if k in (3, 8):
            shortcut(win, "Ctrl+Z")  # the game taken back
        if k == 8:
            shortcut(win, "Ctrl+Shift+Z")  # and put back
        refresh_every_page(win)
        after = what_pages_show(win)
        moved += [win.players_page.model.index(r, 1).data() for r in range(win.players_page.model.rowCount())] != before
        assert after["names"] == after["sheet names"] == expected_names(ctrl), f"after save {k + 1} ({system})"
        assert after["last entered"] == after["last entered, as the form has them"]  # the copy the view paints
        assert len(after["last entered"]) == min(60, len(ctrl.queries.games()))
        assert after == as_built_again(win), f"after save {k + 1} ({system})"
        steps += 1
    assert steps == 14 and moved >= 3  # the standings' order did change along the way
    assert expected_names(ctrl) != labels_before  # and a rank or grade with it
    win.sheet_page.model.clear()
    ctrl.close()


def test_a_saved_game_moves_standings_rows_and_puts_one_games_row_in(window, club):
    """The pages change in place (no reset of 5,000 or 100,000 rows): the game's row goes in at the top."""
    shortcut(window, "Ctrl+2")
    save_in_form(window, "Dave Dube", "Eve Engelbrecht", 1)  # the club's first game: every page is built
    for page in window.pages:
        page.refresh_now()
    resets: list[str] = []
    inserted: list[tuple[int, int]] = []
    window.players_page.model.modelReset.connect(lambda: resets.append("standings"))
    window.games_page.model.modelReset.connect(lambda: resets.append("games"))
    window.games_page.model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    save_in_form(window, "Carol Cele", "Alice Abrahams", 0)
    save_in_form(window, "Bob Botha", "Henk Hugo", 1)
    refresh_every_page(window)
    assert resets == []
    assert inserted == [(0, 1)]  # both games saved while the list was hidden: one block of two rows on top
    games = club.queries.games()
    assert [window.games_page.model.game_at(r).id for r in range(2)] == [games[-1].id, games[-2].id]
    model = window.players_page.model
    values = {model.index(r, 1).data(): model.index(r, 3).data() for r in range(model.rowCount())}
    for row in club.queries.standings(include_inactive=True):
        assert values[row.name] == club.queries.format_value(row.value)
