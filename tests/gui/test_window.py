"""The window driven by keyboard: record sheets, standings, undo/redo, merge, the player chart, filters."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from clubrater.controller.queries import inactivity_rule
from clubrater.controller.reports import day_seconds
from clubrater.domain.ranks import parse_rank
from clubrater.ui.shown import read_day

from .conftest import FIXED_TODAY
from .helpers import focus, press, settle, sheet_row, shortcut, show_window, type_text

pytestmark = pytest.mark.gui

EVENING = [  # Black, White, winner: a club night of ten games
    ("Carol Cele", "Alice Abrahams", "B"), ("Dave Dube", "Bob Botha", "W"), ("Frank Fourie", "Carol Cele", "W"),
    ("Alice Abrahams", "Eve Engelbrecht", "B"), ("Henk Hugo", "Grace Gumede", "W"), ("Bob Botha", "Henk Hugo", "B"),
    ("Dave Dube", "Carol Cele", "J"), ("Frank Fourie", "Dave Dube", "B"), ("Eve Engelbrecht", "Grace Gumede", "B"),
    ("Alice Abrahams", "Bob Botha", "W"),
]


def snapshot(ctrl) -> list[tuple]:
    return [(r.player_id, str(r.rank), r.value, r.games, r.last_played) for r in ctrl.queries.standings(include_inactive=True)]


def enter_evening(window, rows=EVENING) -> None:
    shortcut(window, "Ctrl+3")
    assert window.tabs.currentWidget() is window.sheet_page
    for black, white, winner in rows:
        sheet_row(black, white, winner)
    press(Qt.Key.Key_Escape)
    shortcut(window, "Ctrl+S")


def test_record_sheet_of_ten_games_then_undo_all_and_redo_all(window, club):
    before = snapshot(club)
    shown_before = window.players_page.model.value_of(club.queries.find_player("Carol Cele").id)

    enter_evening(window)

    assert len(club.queries.games()) == 10, window.sheet_page.banner.text()
    assert "Saved 10 games" in window.sheet_page.banner.text()
    first = club.queries.games()[0]
    assert (club.queries.player(first.black).name, club.queries.player(first.white).name) == ("Carol Cele", "Alice Abrahams")
    assert (first.handicap, first.komi, first.date) == (2, 0.5, FIXED_TODAY)  # 12k v 10k: two stones, komi 0.5
    jigo = club.queries.games()[6]
    assert jigo.result.value == "J" and jigo.handicap == 0 and jigo.komi == 6.5  # 12k v 12k: even, club komi
    after_sheet = snapshot(club)
    assert after_sheet != before

    # the standings on screen changed at once
    shortcut(window, "Ctrl+1")
    carol = club.queries.find_player("Carol Cele").id
    st = club.queries.player_state(carol)
    assert window.players_page.model.value_of(carol) == (str(st.rank), club.engine.format_value(st.value))
    assert window.players_page.model.value_of(carol) != shown_before

    # one more game by the form, back-dated a week: every later rating moves
    shortcut(window, "Ctrl+2")
    form = window.entry_page
    form.date.setDate(form.date.date().addDays(-7))
    form.black.setFocus()
    type_text("Grace Gumede")
    press(Qt.Key.Key_Tab)
    type_text("Eve Engelbrecht")
    press(Qt.Key.Key_Tab)
    assert (form.handicap.value(), form.komi.value()) == (0, 6.5)  # the stronger player took Black: even
    form.result.setFocus()
    type_text("W")
    press(Qt.Key.Key_Return)
    assert len(club.queries.games()) == 11, form.banner.text()
    assert club.queries.games()[0].date == date(2025, 2, 25)
    assert form.black.text() == "" and focus() is form.black  # cleared, ready for the next game
    after_all = snapshot(club)
    assert after_all != after_sheet

    # undo all (form game, then the whole sheet), redo all: ratings back exactly
    shortcut(window, "Ctrl+Z")
    assert snapshot(club) == after_sheet
    shortcut(window, "Ctrl+Z")
    assert snapshot(club) == before
    assert club.queries.games() == []
    shortcut(window, "Ctrl+Shift+Z")
    assert snapshot(club) == after_sheet
    shortcut(window, "Ctrl+Shift+Z")
    assert snapshot(club) == after_all
    assert snapshot(club) == [(p, str(s.rank), s.value, s.games, s.last_played) for p, s in
                              ((r.player_id, club.full_replay().final[r.player_id]) for r in
                               club.queries.standings(include_inactive=True))]


def test_invalid_row_keeps_what_was_typed_and_says_why(window, club, feedback):
    shortcut(window, "Ctrl+3")
    sheet_row("Sipho", "Alice Abrahams", "Q")
    sheet_row("Bob Botha", "Carol Cele", "B")
    press(Qt.Key.Key_Escape)
    shortcut(window, "Ctrl+S")

    page = window.sheet_page
    assert club.queries.games() == []  # nothing saved while a row is wrong
    assert page.model.rows[0][:6] == ["", "Sipho", "Alice Abrahams", "", "", "Q"]  # every keystroke kept
    message = page.model.checks[0].message
    assert "Sipho is not in the player list" in message and "Add Sipho?" in message
    assert 'Result "Q" is not B (Black won), W (White won) or J (jigo)' in message
    assert page.model.checks[1].state == "ok"
    assert "nothing was saved yet" in page.banner.text()
    assert page.view.currentIndex().row() == 0

    # Ctrl+Shift+A adds the missing player, offered with the typed name
    def add_sipho(dialog) -> bool:
        assert dialog.name_edit.text() == "Sipho"
        dialog.name_edit.setText("Sipho Dlamini")
        dialog.rank_edit.setCurrentText("14k")
        return dialog.try_accept()

    feedback.dialogs.append(add_sipho)
    shortcut(window, "Ctrl+Shift+A")
    sipho = club.queries.find_player("Sipho Dlamini")
    assert str(sipho.rank) == "14k"
    assert page.model.rows[0][1] == "Sipho Dlamini"  # the sheet follows the name as added
    assert "not in the player list" not in page.model.checks[0].message

    page.view.setCurrentIndex(page.model.index(0, 5))
    page.view.setFocus()
    type_text("b")
    press(Qt.Key.Key_Return)
    press(Qt.Key.Key_Escape)
    shortcut(window, "Ctrl+S")
    assert len(club.queries.games()) == 2
    assert club.queries.player(club.queries.games()[0].black).name == "Sipho Dlamini"


def test_unknown_player_in_the_form_is_offered_and_nothing_is_lost(window, club, feedback):
    shortcut(window, "Ctrl+2")
    form = window.entry_page
    form.black.setFocus()
    type_text("Themba")
    press(Qt.Key.Key_Tab)
    type_text("Bob Botha")
    form.result.setFocus()
    type_text("B")
    feedback.answers.append(False)  # "Themba is not in the player list. Add Themba?" -> No
    press(Qt.Key.Key_Return)
    assert feedback.asked == ["Themba is not in the player list. Add Themba?"]
    assert club.queries.games() == []
    assert (form.black.text(), form.white.text()) == ("Themba", "Bob Botha")
    assert "Themba is not in the player list" in form.banner.text()

    feedback.answers.append(True)
    feedback.dialogs.append(lambda d: (d.rank_edit.setCurrentText("9k"), d.try_accept())[1])
    press(Qt.Key.Key_Return)
    assert len(club.queries.games()) == 1
    assert club.queries.player(club.queries.games()[0].black).name == "Themba"
    assert form.black.text() == ""


def test_handicap_and_komi_follow_the_ranks_until_typed(window, club):
    shortcut(window, "Ctrl+2")
    form = window.entry_page
    form.black.setFocus()
    type_text("Frank Fourie")  # 15k
    press(Qt.Key.Key_Tab)
    type_text("Alice Abrahams")  # 10k
    assert (form.handicap.value(), form.komi.value()) == (5, 0.5)
    assert "10k" in form.white_info.text()
    form.white.clear()
    type_text("Eve Engelbrecht")  # 3k: twelve ranks, capped at nine stones
    assert form.handicap.value() == 9
    form.white.clear()
    type_text("Bob Botha")  # 7k
    press(Qt.Key.Key_Tab)
    type_text("3")  # the handicap typed over the default ...
    assert form.komi.value() == 0.5
    form.white.clear()
    type_text("Henk Hugo")
    assert form.handicap.value() == 3  # ... stays when the players change
    # a rank typed in a name box lists the players of that rank
    form.white.clear()
    form.white.setFocus()
    type_text("12k")
    popup = form.completer.completionModel()
    shown = {popup.index(i, 0).data() for i in range(popup.rowCount())}
    assert {s.split("  ·  ")[0] for s in shown} == {"Carol Cele", "Dave Dube"}


def test_merge_two_players_moves_their_games_and_undo_separates_them(window, club, feedback):
    dup = club.players.add("C. Cele", "12k")
    window.ctx.apply(ui_support_changes())
    enter_evening(window, [("Carol Cele", "Alice Abrahams", "B"), ("C. Cele", "Bob Botha", "W"),
                           ("Frank Fourie", "C. Cele", "B")])
    assert len(club.queries.games()) == 3
    carol = club.queries.find_player("Carol Cele").id
    before = snapshot(club)

    def merge(dialog) -> bool:
        dialog.keep_edit.setText("Carol Cele")
        dialog.drop_edit.setText("C. Cele")
        assert "2 games will move to Carol Cele" in dialog.summary.text()
        return dialog.try_accept()

    feedback.dialogs.append(merge)
    shortcut(window, "Ctrl+1")
    shortcut(window, "Ctrl+M")
    assert dup.id not in club.history.players
    assert sum(1 for g in club.queries.games() if carol in (g.black, g.white)) == 3  # nothing lost
    assert window.players_page.model.row_of(dup.id) is None
    shortcut(window, "Ctrl+Z")
    assert snapshot(club) == before
    assert club.queries.player(dup.id).name == "C. Cele"
    shortcut(window, "Ctrl+Shift+Z")
    assert dup.id not in club.history.players


def ui_support_changes():
    from clubrater.controller.changes import Changes

    return Changes(players=True, ratings=True)


def test_type_to_filter_and_open_a_player_whose_chart_matches_the_record_sheet(window, club, feedback):
    enter_evening(window)
    shortcut(window, "Ctrl+1")
    page = window.players_page
    page.view.setFocus()
    type_text("cel")  # typed in the table: goes to the filter box
    assert page.filter.text() == "cel"
    assert page.proxy.rowCount() == 1
    assert page.count.text() == "1 of 8 players"
    page.filter.clear()
    type_text("12k")
    assert page.proxy.rowCount() == 2  # by rank too
    page.filter.clear()
    type_text("carol")
    press(Qt.Key.Key_Return)  # opens the one found
    assert window.tabs.currentWidget() is window.player_page
    carol = club.queries.find_player("Carol Cele").id
    assert window.player_page.player_id == carol

    chart = window.player_page.chart
    xs, ys = chart.series_data(0)
    model = window.player_page.record_model
    rows = [model.row_at(r) for r in range(model.rowCount())]
    rated = [r for r in rows if r.rated]
    assert len(rated) == 3 and len(xs) == 1  # one evening: one dot (issue 17), not three stacked
    # the dot's y is the record sheet's last new rank + new index / 1000 that night, its x the record sheet's date
    expected = [parse_rank(model.index(i, 9).data()).ordinal + int(model.index(i, 8).data()) / 1000
                for i, r in enumerate(rows) if r.rated]
    assert ys == pytest.approx(expected[-1:])
    days = [day_seconds(read_day(model.index(i, 10).data())) for i, r in enumerate(rows) if r.rated]
    assert xs == [days[-1]] and len(set(days)) == 1
    label = chart.series[0][1][0].label  # hovering lists the night's games, each with its change and new standing
    assert "3 games" in label and "Alice Abrahams" in label
    for i, r in enumerate(rows):
        if r.rated:
            assert f"{model.index(i, 7).data()} → {model.index(i, 9).data()} {model.index(i, 8).data()}" in label

    # a second player overlaid
    window.player_page.compare.setFocus()
    type_text("Dave Dube")
    press(Qt.Key.Key_Return)
    assert len(chart.series) == 2
    dave = club.reports.chart_points(club.queries.find_player("Dave Dube").id)
    assert chart.series_data(1)[1] == pytest.approx([p.y for p in dave])


def test_games_list_filters_edit_and_delete_with_undo(window, club, feedback):
    enter_evening(window)
    shortcut(window, "Ctrl+4")
    page = window.games_page
    assert page.proxy.rowCount() == 10
    page.player.setText("Frank Fourie")
    page.refresh_now()
    assert page.proxy.rowCount() == 2
    page.view.setFocus()
    page.view.selectRow(0)
    gid = page.selected_games()[0]
    before = snapshot(club)

    def edit(dialog) -> bool:
        dialog.handicap_edit.setValue(0)
        dialog.komi_edit.setValue(6.5)
        return dialog.try_accept()

    feedback.dialogs.append(edit)
    shortcut(window, "Ctrl+Shift+G")
    assert club.queries.game(gid).handicap == 0
    page.view.setFocus()
    page.view.selectRow(0)
    shortcut(window, "Del")
    assert feedback.asked and feedback.asked[-1].startswith("Delete the game")
    assert gid not in {g.id for g in club.queries.games()}
    assert page.proxy.rowCount() == 1
    shortcut(window, "Ctrl+Z")
    shortcut(window, "Ctrl+Z")
    assert snapshot(club) == before
    assert club.queries.game(gid).handicap == 3  # 15k v 12k, as entered


def test_adjustment_and_inactive_are_undoable(window, club, feedback):
    enter_evening(window)
    before = snapshot(club)
    alice = club.queries.find_player("Alice Abrahams").id
    window.show_player(alice)

    def adjust(dialog) -> bool:
        dialog.rank_edit.setCurrentText("8k")
        dialog.index_edit.setValue(100)
        return dialog.try_accept()

    feedback.dialogs.append(adjust)
    shortcut(window, "Ctrl+J")
    assert str(club.queries.player_state(alice).rank) == "8k"
    model = window.player_page.record_model
    last = model.rowCount() - 1
    assert model.row_at(last).kind == "adjustment"
    adjusted = snapshot(club)
    window.player_page.record.setFocus()
    window.player_page.record.setCurrentIndex(model.index(last, 0))
    shortcut(window, "Ctrl+Shift+J")  # remove it again ...
    assert club.queries.adjustments() == [] and snapshot(club) == before
    shortcut(window, "Ctrl+Z")  # ... and put it back
    assert snapshot(club) == adjusted
    shortcut(window, "Ctrl+Shift+I")
    assert not club.queries.player(alice).active
    assert "(inactive)" in window.player_page.name.text()
    shortcut(window, "Ctrl+Z")
    shortcut(window, "Ctrl+Z")
    assert snapshot(club) == before and club.queries.player(alice).active


def test_settings_change_system_and_back(window, club, feedback):
    enter_evening(window)
    before = snapshot(club)

    def settings(dialog) -> bool:
        dialog.name_edit.setText("Renamed Club")
        dialog.komi_edit.setValue(7.5)
        return dialog.try_accept()

    feedback.dialogs.append(settings)
    shortcut(window, "Ctrl+,")
    assert club.club_name == "Renamed Club" and club.default_komi_even == 7.5
    assert window.windowTitle().startswith("Renamed Club — c.sqlite")
    assert "inactive" in inactivity_rule(club.system)
    shortcut(window, "Ctrl+Z")
    assert club.club_name == "Test Club" and snapshot(club) == before


def test_every_action_has_a_menu_entry_and_its_own_shortcut(window):
    in_menus = set()
    for menu_action in window.menuBar().actions():
        for a in menu_action.menu().actions():
            in_menus.add(a.objectName())
            if a.menu() is not None:
                in_menus.add(a.menu().objectName())
    keys = {}
    for name, action in window.actions.items():
        assert name in in_menus, f"{name} has no menu entry"
        assert not action.shortcut().isEmpty(), f"{name} has no shortcut"
        for ks in action.shortcuts():
            assert ks.toString() not in keys, f"{name} and {keys.get(ks.toString())} share {ks.toString()}"
            keys[ks.toString()] = name
    assert "recentMenu" in in_menus


def test_parts_not_built_yet_are_disabled_not_broken(window, monkeypatch):
    from clubrater.ui import parts

    monkeypatch.setitem(parts.EXTERNAL, "export_workbook", ("no_such_module_here", "export_workbook"))
    window.parts.cache.clear()
    window._check_external()
    assert not window.actions["export_workbook"].isEnabled()


def test_long_work_runs_off_the_gui_thread_and_the_window_keeps_going(window, qtbot):
    import threading
    import time

    from PySide6.QtCore import QTimer

    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    main = threading.get_ident()

    def slow() -> int:
        time.sleep(0.4)
        return threading.get_ident()

    worker = window.run("Working…", slow)
    timer.stop()
    assert worker != main
    assert len(ticks) >= 10  # the event loop ran while the work did
    assert not window.busy.busy

    with pytest.raises(ZeroDivisionError):
        window.run("Failing…", lambda: 1 / 0)
    assert not window.busy.busy


def test_welcome_page_demo_club(qtbot, feedback):
    from clubrater.ui.app import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    assert win.stack.currentWidget() is win.welcome
    assert win.windowTitle() == "ClubRater"
    assert not win.actions["page_sheet"].isEnabled()
    qtbot.mouseClick(win.welcome.demo, Qt.MouseButton.LeftButton)
    ctrl = win.ctrl
    assert ctrl is not None
    assert len(ctrl.queries.players()) == 40 and len(ctrl.queries.events()) == 2
    assert len(ctrl.queries.games()) > 800
    assert win.windowTitle() == "Demo Go Club — Demo club.sqlite — ClubRater"
    assert win.players_page.model.rowCount() == 40
    ranks = [str(r) for r in ctrl.queries.standings_table().ranks]
    assert "4d" in ranks or "5d" in ranks or "3d" in ranks
    # reopening it later comes back from the recent list
    from clubrater.store.paths import recent_databases

    assert recent_databases()[0] == ctrl.path
    assert win.close_club()
    assert win.stack.currentWidget() is win.welcome
    assert win.welcome.recent.count() == 1


def test_welcome_page_new_club(qtbot, tmp_path):
    from clubrater.ui.app import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    win.welcome.suggest_path(tmp_path / "new.sqlite")
    win.welcome.name.setText("Stellenbosch Go Club")
    qtbot.keyClick(win.welcome.name, Qt.Key.Key_Return)
    assert win.ctrl is not None and win.ctrl.club_name == "Stellenbosch Go Club"
    assert win.ctrl.path == (tmp_path / "new.sqlite").resolve()
    QApplication.processEvents()
    win.close_club()


def test_a_club_open_in_another_window_opens_read_only(qtbot, tmp_path, feedback):
    pytest.importorskip("clubrater.ui.lock")
    from clubrater.controller.session import ClubController
    from clubrater.ui.app import MainWindow

    path = tmp_path / "shared.sqlite"
    ClubController.create(path, "sagc", "Shared Club").close()
    first, second = MainWindow(), MainWindow()
    for w in (first, second):
        qtbot.addWidget(w)
    assert first.open_path(path)
    feedback.answers.append(True)  # "open it read-only?" -> yes
    assert second.open_path(path)
    assert feedback.asked and "in use" in feedback.asked[-1]
    assert "(read-only)" in second.windowTitle() and "(read-only)" not in first.windowTitle()
    assert second.read_only_label.isVisibleTo(second) and not first.read_only_label.isVisibleTo(first)
    feedback.dialogs.append(lambda d: (d.name_edit.setText("Zola Zwane"), d.rank_edit.setCurrentText("5k"),
                                       d.try_accept())[2])
    feedback.dialogs.append(lambda d: False)  # the refusal is shown in the dialog; then Cancel
    from clubrater.ui.operations import players as players_ops

    assert players_ops.add_player(second.ctx) is None
    assert second.ctrl.queries.players() == []
    second.close_club()
    first.close_club()


@pytest.mark.parametrize("system", ["egf2021", "fesa"])
def test_other_rating_systems_work_through_the_same_window(qtbot, tmp_path, system, feedback):
    try:
        from clubrater.engines.registry import engine_for

        engine_for(system)
    except Exception:  # noqa: BLE001 - an engine not built yet
        pytest.skip(f"no {system} engine")
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / f"{system}.sqlite", system, end=FIXED_TODAY)
    ctrl.today = lambda: FIXED_TODAY
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    assert win.players_page.model.columns[3] == ctrl.engine.value_label
    shortcut(win, "Ctrl+3")
    p = ctrl.queries.players()
    sheet_row(p[0].name, p[1].name, "B", handicap="lance" if system == "fesa" else "")
    press(Qt.Key.Key_Escape)
    shortcut(win, "Ctrl+S")
    assert len(ctrl.queries.games()) == 1104, win.sheet_page.banner.text()
    if system == "fesa":
        assert ctrl.queries.games()[-1].piece_handicap == "lance"
    win.show_player(p[0].id)
    rows = [win.player_page.record_model.row_at(r) for r in range(win.player_page.record_model.rowCount())]
    _, ys = win.player_page.chart.series_data(0)
    nights = {r.date: r.after for r in rows if r.rated or r.kind == "adjustment"}  # one dot per night, where it ended
    assert ys == pytest.approx(list(nights.values()))
    shortcut(win, "Ctrl+Z")
    assert len(ctrl.queries.games()) == 1103
    win.sheet_page.model.clear()
    ctrl.close()


def test_a_new_event_typed_in_the_form_is_offered_and_shows_in_the_events_list(window, club, feedback):
    shortcut(window, "Ctrl+2")
    form = window.entry_page
    form.black.setFocus()
    type_text("Carol Cele")
    press(Qt.Key.Key_Tab)
    type_text("Dave Dube")
    form.result.setFocus()
    type_text("J")
    form.type.setCurrentText("tournament")
    form.event.setFocus()
    type_text("Club Champs")
    feedback.dialogs.append(lambda d: d.try_accept())
    press(Qt.Key.Key_Return)
    assert feedback.asked[-1] == 'There is no event called "Club Champs". Add it?'
    ev = club.queries.event_by_name("Club Champs")
    assert ev is not None and club.queries.games()[0].event == ev.id and club.queries.games()[0].type.value == "tournament"
    assert form.event.currentText() == "Club Champs"  # kept for the next game of the event
    shortcut(window, "Ctrl+5")
    page = window.events_page
    assert page.proxy.rowCount() == 1
    assert page.results_model.rowCount() == 2
    assert page.results_title.text().startswith("Club Champs: 2 players")


def test_a_shogi_club_enters_handicap_pieces_not_stones(qtbot, tmp_path, feedback):
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / "shogi.sqlite", "fesa", end=FIXED_TODAY)
    ctrl.today = lambda: FIXED_TODAY
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    shortcut(win, "Ctrl+2")
    form = win.entry_page
    settle()
    assert form.pieces.isVisible() and not form.handicap.isVisible() and not form.komi.isVisible()
    p = ctrl.queries.players()
    form.black.setFocus()
    type_text(p[0].name)
    press(Qt.Key.Key_Tab)
    type_text(p[1].name)
    form.pieces.setFocus()
    form.pieces.setCurrentText("Rook")
    form.result.setFocus()
    type_text("W")
    before = len(ctrl.queries.games())
    press(Qt.Key.Key_Return)
    assert len(ctrl.queries.games()) == before + 1, form.banner.text()
    game = max(ctrl.queries.games(), key=lambda g: g.seq)
    assert (game.piece_handicap, game.handicap) == ("rook", 0)
    assert form.pieces.currentText() == "even"  # cleared for the next game
    ctrl.close()


def test_a_go_club_does_not_see_shogi_pieces(window):
    shortcut(window, "Ctrl+2")
    settle()
    assert window.entry_page.handicap.isVisible() and not window.entry_page.pieces.isVisible()


def test_an_event_without_games_can_be_deleted_and_undone(window, club, feedback):
    from clubrater.domain.records import EventRow
    from clubrater.ui import undo

    assert window.ctx.push(undo.AddEvent(window.ctx, EventRow("Spring Cup", date(2025, 3, 1))))
    shortcut(window, "Ctrl+5")
    page = window.events_page
    settle()
    page.view.setCurrentIndex(page.proxy.index(0, 0))
    window.update_actions()
    shortcut(window, "Ctrl+Alt+D")
    assert feedback.asked[-1] == 'Delete the event "Spring Cup"? Ctrl+Z brings it back.'
    assert club.queries.event_by_name("Spring Cup") is None and page.proxy.rowCount() == 0
    shortcut(window, "Ctrl+Z")
    settle()
    assert club.queries.event_by_name("Spring Cup") is not None and page.proxy.rowCount() == 1


def test_no_two_of_the_windows_actions_share_a_shortcut(window):
    """Each shortcut does one thing: a key two actions claim does nothing in Qt ("ambiguous shortcut"), which is
    what merging the pull, the printout's promotion lines, the evaluation page and the list download once did."""
    from PySide6.QtGui import QAction, QKeySequence

    claimed: dict[str, list[str]] = {}
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            claimed.setdefault(key.toString(QKeySequence.SequenceFormat.PortableText), []).append(action.text())
    shared = {key: names for key, names in claimed.items() if len(names) > 1}
    assert shared == {}
    assert len(claimed) > 40  # the menus' shortcuts were found
