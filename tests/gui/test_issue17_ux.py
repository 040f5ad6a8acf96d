"""Issue 17 (helper UX-B): what a newcomer tripped over, checked on the screen."""

from __future__ import annotations

from datetime import date

import pytest

from clubrater.ui.shown import day
from tests.conftest import SHARED

from .helpers import show_window

pytestmark = pytest.mark.gui

JUVISY = SHARED / "fixtures" / "egd" / "juvisy.h9"  # an EGD table from October 2019


def test_standings_say_why_they_are_empty(qtbot, tmp_path):
    """Point 6: every player is off the EGF list by the inactivity rule; the page says so and offers to show them."""
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.app import MainWindow

    ctrl = ClubController.create(tmp_path / "juvisy.sqlite", RatingSystem.EGF, "Juvisy")
    ctrl.today = lambda: date(2026, 11, 23)
    ctrl.imports.file("h9", JUVISY)
    n = len(ctrl.queries.players())
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    win.show_page(0)
    page = win.players_page
    assert page.proxy.rowCount() == 0
    hint = page.unlisted
    assert hint.isVisible()
    assert (f"{n} players are not on the current list (no tournament in the last 2 years / 12 / 6 months): "
            in hint.text()) and "show them" in hint.text()
    hint.linkActivated.emit("show")
    assert page.inactive.isChecked()
    assert page.proxy.rowCount() == n
    assert not page.unlisted.isVisible()
    win.close()
    ctrl.close()


def test_import_preview_opens_on_the_games_and_imports_on_enter(qtbot, tmp_path):
    """Point 13: a games file opens on its Games tab (with komi), and Enter imports when nothing is wrong."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from clubrater.controller.session import ClubController
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.import_dialog import ImportPreviewDialog, preview_file

    ctrl = ClubController.create(tmp_path / "club.sqlite", RatingSystem.SAGC, "Club")
    ctrl.players.add("Thandiwe Nkosi", "10k")
    ctrl.players.add("Sipho Dlamini", "12k")
    path = tmp_path / "games.csv"
    path.write_text("date,black,white,result,handicap,komi\n2025-01-07,Thandiwe Nkosi,Sipho Dlamini,B,0,7.5\n"
                    "2025-01-14,Sipho Dlamini,Thandiwe Nkosi,W,2,0.5\n", encoding="utf-8")
    dialog = ImportPreviewDialog(preview_file(ctrl, path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Games (2)"
    games = dialog.tabs.currentWidget().model()
    heads = [games.headerData(c, Qt.Orientation.Horizontal) for c in range(games.columnCount())]
    assert "Komi" in heads
    komi = heads.index("Komi")
    assert [games.index(r, komi).data() for r in range(2)] == ["7.5", "0.5"]
    assert dialog.import_button.isDefault()
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted
    ctrl.close()


def _demo_window(qtbot, tmp_path, size=(1366, 768)):
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    today = date(2025, 3, 4)
    ctrl = create_demo_club(tmp_path / "Demo club.sqlite", end=today)
    ctrl.today = lambda: today
    win = MainWindow(ctrl)
    show_window(qtbot, win, size)
    return win, ctrl


def test_chart_one_dot_per_night_index_scale_months_and_no_axes_without_a_player(qtbot, tmp_path):
    """Point 12, on the demo club's Sipho Dlamini (SAGC)."""
    from clubrater.domain.ranks import parse_rank, rank_from_ordinal

    win, ctrl = _demo_window(qtbot, tmp_path)
    win.show_page(5)  # no player yet: a sentence, no axes
    qtbot.waitUntil(lambda: win.player_page.chart is not None and win.player_page.chart.isVisible())
    chart = win.player_page.chart
    qtbot.waitUntil(lambda: chart.no_player.isVisible())
    assert not chart.plot.isVisible()
    assert "Choose a player" in chart.no_player.text()

    pid = ctrl.queries.find_player("Sipho Dlamini").id
    win.show_player(pid)
    assert chart.plot.isVisible() and not chart.no_player.isVisible()
    sheet = ctrl.reports.record_sheet(pid)
    rated = [r for r in sheet if r.rated]
    nights = {r.date: r for r in rated}
    assert len(nights) < len(rated)  # the demo has nights with two games: they were stacked dots before
    xs, ys = chart.series_data(0)
    assert len(xs) == len(set(xs)) == len(nights)
    assert ys == pytest.approx([parse_rank(r.rank_after).ordinal + r.after / 1000 for r in nights.values()])
    points = chart.series[0][1]
    two = next(p for p in points if sum(1 for r in rated if r.date == p.when) == 2)
    assert "2 games" in two.label
    for r in (r for r in rated if r.date == two.when):
        assert r.opponent in two.label
    # where a dot sits: "10k -950 (between 11k and 10k)", not a bare "10k -950" near the 11k line
    last = list(nights.values())[-1]
    below = str(rank_from_ordinal(parse_rank(last.rank_after).ordinal - 1))
    expected = (f"{last.rank_after} {last.after:.0f} (between {below} and {last.rank_after})" if last.after < 0
                else f"{last.rank_after} {last.after:.0f}")
    assert expected in points[-1].label
    # the index inside each rank band, counted up from the line below (issue 30: one scale, not a second
    # axis reading 0, +250, ±500, -250), and month with year under the dots
    plot = chart.plot.getPlotItem()
    assert not plot.getAxis("right").isVisible()
    left = plot.getAxis("left")
    assert left.tickStrings([10.0, 10.25, 10.5, 10.75, 11.0], 1, 0.25) == ["20k", "+250", "+500", "+750", "19k"]
    bottom = plot.getAxis("bottom")
    lo, hi = min(xs), max(xs)
    levels = bottom.tickValues(lo, hi, 900)
    labels = bottom.tickStrings(levels[0][1], 1, levels[0][0])
    assert labels and all(len(s.split()) == 2 and s.split()[1].isdigit() and len(s.split()[1]) == 4 for s in labels)
    win.close()
    ctrl.close()


def _fill(model, r: int, black: str, white: str, winner: str, komi: str = "") -> None:
    from clubrater.ui.sheet_page import BLACK, KOMI, WHITE, WINNER

    for col, text in ((BLACK, black), (WHITE, white), (KOMI, komi), (WINNER, winner)):
        if text:
            model.setData(model.index(r, col), text)
    model.check_row(r, complete=True)


def test_record_sheet_warns_in_yellow_about_likely_mistakes_and_still_saves(qtbot, tmp_path):
    """Point 8: stronger player as Black, a jigo with half-point komi, the same pair twice: yellow, still savable."""
    from PySide6.QtCore import Qt

    from clubrater.ui.sheet_page import CHECK

    win, ctrl = _demo_window(qtbot, tmp_path)
    win.show_page(2)
    page = win.sheet_page
    model = page.model
    strong = max(ctrl.queries.standings(), key=lambda r: r.rank.ordinal)
    weak = min(ctrl.queries.standings(), key=lambda r: r.rank.ordinal)
    mid = sorted(ctrl.queries.standings(), key=lambda r: r.rank.ordinal)[len(ctrl.queries.standings()) // 2]
    _fill(model, 0, strong.name, weak.name, "B")  # stronger as Black
    _fill(model, 1, weak.name, mid.name, "J", komi="6.5")  # jigo with a half-point komi
    _fill(model, 2, mid.name, strong.name, "W")
    _fill(model, 3, strong.name, mid.name, "W")  # the same pair as row 3 (colours the other way round)
    second = sorted(ctrl.queries.standings(), key=lambda r: r.rank.ordinal)[-2]
    _fill(model, 4, weak.name, second.name, "W")  # nothing odd: weaker as Black, a win
    texts = [model.index(r, CHECK).data() for r in range(5)]
    assert "colours swapped?" in texts[0] and str(strong.rank) in texts[0]
    assert "jigo with komi 6.5" in texts[1]
    assert "also on row 4" in texts[2] and "also on row 3" in texts[3]
    assert "⚠" not in texts[4]
    for r in range(4):
        assert model.checks[r].state == "ok"  # a warning, not a problem
        assert model.index(r, CHECK).data(Qt.ItemDataRole.BackgroundRole).color().name() == "#ffec96"
    assert model.index(4, CHECK).data(Qt.ItemDataRole.BackgroundRole) is None
    before = len(ctrl.queries.games())
    assert page.save()
    assert len(ctrl.queries.games()) == before + 5
    win.close()
    ctrl.close()


def test_standings_mark_promotions_since_the_last_printout_and_the_last_club_night(qtbot, tmp_path):
    """Point 9: a rank that changed since the last printout, or on the last club night, is marked in the standings."""
    from PySide6.QtCore import Qt

    win, ctrl = _demo_window(qtbot, tmp_path)
    page = win.players_page
    win.show_page(0)
    model = page.model

    def marks() -> dict[str, str]:
        out = {}
        for r in range(model.rowCount()):
            tip = model.index(r, 2).data(Qt.ItemDataRole.ToolTipRole)
            if tip and "since" in tip:
                out[model.index(r, 1).data()] = tip
        return out

    # the last club night (4 Mar 2025): the players whose rank moved that night, found from the record sheets
    night = max(g.date for g in ctrl.queries.games())
    moved = {}
    for p in ctrl.queries.players():
        rows = [r for r in ctrl.reports.record_sheet(p.id) if r.date == night and r.rated]
        if rows and rows[0].rank_before != rows[-1].rank_after:
            moved[p.name] = (rows[0].rank_before, rows[-1].rank_after)
    assert moved, "the demo's last night promotes someone"
    shown = marks()
    assert set(shown) == set(moved)
    for name, (before, _after) in moved.items():
        assert f"from {before} since the club night of {day(night)}" in shown[name]  # the window's one date form

    # after a printout, an adjustment up is marked against what was printed
    board, values = ctrl.printouts.noticeboard()
    ctrl.printouts.record_printout(values)
    sipho = ctrl.queries.find_player("Sipho Dlamini")
    old_rank = str(ctrl.queries.state(sipho.id).rank)
    from clubrater.domain.ranks import parse_rank, rank_from_ordinal

    new_rank = str(rank_from_ordinal(parse_rank(old_rank).ordinal + 1))
    win.ctx.apply(ctrl.players.adjust(sipho.id, date(2025, 3, 4), rank=new_rank, index=0, note="promoted"))
    page.refresh_now()
    shown = marks()
    assert shown["Sipho Dlamini"].startswith(f"Promoted from {old_rank} since the last printout")
    row = next(r for r in range(model.rowCount()) if model.index(r, 1).data() == "Sipho Dlamini")
    assert model.index(row, 2).data() == new_rank
    assert model.index(row, 2).data(Qt.ItemDataRole.BackgroundRole).color().name() == "#cdf0cd"
    win.close()
    ctrl.close()
