"""The federations' lists in the window (issue 20): matches as the secretary types, Enter takes the highlighted one,
the Add a player form filled from the entry (undo and redo keep his ID), and Players > Compare with list."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import Qt

from clubrater.domain.rating_list import ListEntry
from clubrater.ui.shown import day
from tests.conftest import shared_path

pytestmark = pytest.mark.gui

LISTS = ("egd_allworld_lp.html", "ech_ffg_V3.txt", "TDListA.txt")


def _load(ctrl) -> None:
    for name in LISTS:
        ctrl.rating_lists.load(shared_path("fixtures", "rating-lists", name))


@pytest.fixture
def listed(club):
    """The conftest's SAGC club, keeping the three fixture lists."""
    _load(club)
    return club


def _search(qtbot, ctrl):
    from clubrater.ui.list_search import ListSearch

    widget = ListSearch(ctrl.rating_lists)
    qtbot.addWidget(widget)
    widget.show()
    assert widget.wait_ready()
    return widget


def test_each_keystroke_shows_the_best_matches_and_enter_takes_the_highlighted_one(qtbot, listed) -> None:
    widget = _search(qtbot, listed)
    assert not widget.results.isVisible()
    qtbot.keyClicks(widget.edit, "ZDYWKI")
    assert [e.name for e in widget.matches()] == ["ZDYWKI Odëxcc"]
    widget.edit.clear()
    qtbot.keyClicks(widget.edit, "o")
    shown = widget.matches()
    assert len(shown) == 12 and [e.ref for e in shown] == [e.ref for e in listed.rating_lists.find("o", 12)]
    assert widget.results.currentRow() == 0
    qtbot.keyClick(widget.edit, Qt.Key.Key_Down)
    qtbot.keyClick(widget.edit, Qt.Key.Key_Down)
    qtbot.keyClick(widget.edit, Qt.Key.Key_Up)
    assert widget.results.currentRow() == 1
    with qtbot.waitSignal(widget.taken, timeout=1000) as taken:
        qtbot.keyClick(widget.edit, Qt.Key.Key_Return)
    assert isinstance(taken.args[0], ListEntry) and taken.args[0].ref == shown[1].ref
    assert not widget.results.isVisible()


def test_accents_and_word_order_do_not_matter_and_ids_are_found(qtbot, listed) -> None:
    widget = _search(qtbot, listed)
    qtbot.keyClicks(widget.edit, "odex zdy")
    assert [e.ref for e in widget.matches()] == ["ffg:2600565"]
    widget.edit.clear()
    qtbot.keyClicks(widget.edit, "egd:0567")
    assert [e.name for e in widget.matches()] == ["Ouqyrv-Jxfgu Wporwvu"]
    widget.edit.clear()
    qtbot.keyClicks(widget.edit, "nobody at all")
    assert widget.matches() == [] and not widget.results.isVisible()


def test_without_a_list_the_form_stays_as_it_was(qtbot, club) -> None:
    from clubrater.ui.dialogs import PlayerDialog
    from clubrater.ui.list_search import attach_to_player_dialog

    dialog = PlayerDialog(club)
    qtbot.addWidget(dialog)
    assert attach_to_player_dialog(dialog, club.rating_lists) is None


def test_the_add_form_is_filled_from_the_entry_and_the_player_keeps_his_id_through_undo(qtbot, window, club) -> None:
    from clubrater.ui.dialogs import PlayerDialog
    from clubrater.ui.list_search import AddFromList, attach_to_player_dialog

    _load(club)
    dialog = PlayerDialog(club, name="Hdbkam")  # as the record sheet offers a name it does not know
    qtbot.addWidget(dialog)
    search = attach_to_player_dialog(dialog, club.rating_lists)
    assert search is not None and search.wait_ready()
    assert [e.name for e in search.matches()] == ["Hdbkam Ohgpg"]
    qtbot.keyClick(search.edit, Qt.Key.Key_Return)
    assert (dialog.name_edit.text(), dialog.rank_edit.currentText(), dialog.club_edit.text(),
            dialog.country_edit.text(), dialog.pin_edit.text()) == ("Hdbkam Ohgpg", "5k", "Ljub", "SI", "39063071")
    assert dialog.list_entry.ref == "egd:39063071"
    assert dialog.check() == ""
    v = dialog.values()
    ctx = window.ctx
    assert ctx.push(AddFromList(ctx, dialog.list_entry, v.pop("name"), v.pop("rank"), **v))
    player = club.queries.find_player("Hdbkam Ohgpg")
    assert (str(player.rank), player.egd_pin, player.club) == ("5k", "39063071", "Ljub")
    assert club.rating_lists.links()[player.id].ratings["egd"][0] == 1532
    ctx.undo_stack.undo()
    assert "Hdbkam Ohgpg" not in [p.name for p in club.queries.players()]
    ctx.undo_stack.redo()
    again = club.queries.find_player("Hdbkam Ohgpg")
    assert again.id == player.id and again.egd_pin == "39063071"
    assert club.rating_lists.links()[player.id].ratings["egd"][0] == 1532


def test_compare_with_list_shows_who_differs_and_stores_ids_undoably(qtbot, window, club, feedback) -> None:
    from clubrater.ui.list_search import SyncDialog

    _load(club)
    pid = club.players.add("Kmfrnj Hkfwwujiq", "20k", club="74Ch", country="RU").id  # the EGD's "Hkfwwujiq Kmfrnj", words swapped
    dialog = SyncDialog(window.ctx)
    qtbot.addWidget(dialog)
    assert dialog.picker.count() == 3 and dialog.picker.currentData() == "egd"
    rows = {dialog.table.item(r, 0).text(): [dialog.table.item(r, c).text() for c in range(5)]
            for r in range(dialog.table.rowCount())}
    assert rows["Kmfrnj Hkfwwujiq"][1:3] == ["differs (by name)", "26024168"]
    assert "id: - here, 26024168 in the list" in rows["Kmfrnj Hkfwwujiq"][4]
    assert "1 differ" in dialog.summary.text()
    before = {r.player_id: (r.rank, r.value) for r in club.queries.standings(include_inactive=True)}
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert club.queries.player(pid).egd_pin == "26024168"
    assert {r.player_id: (r.rank, r.value) for r in club.queries.standings(include_inactive=True)} == before
    assert "0 differ" in dialog.summary.text() and "1 the same" in dialog.summary.text()
    window.ctx.undo_stack.undo()
    assert club.queries.player(pid).egd_pin == "" and pid not in club.rating_lists.links()
    dialog.picker.setCurrentIndex(1)  # the FFG ladder: nobody of this club is in it
    assert dialog.table.rowCount() == 0 and "9 not found" in dialog.summary.text()



def test_a_list_is_loaded_from_the_compare_window_and_an_older_one_asks_first(qtbot, window, club, feedback,
                                                                             tmp_path) -> None:  # fmt: skip
    from clubrater.ui.list_search import SyncDialog

    dialog = SyncDialog(window.ctx)
    qtbot.addWidget(dialog)
    assert dialog.picker.count() == 0 and "keeps no rating list" in dialog.summary.text()
    assert not dialog.apply_button.isEnabled()
    newer = tmp_path / "allworld_lp.html"
    newer.write_bytes(shared_path("fixtures", "rating-lists", LISTS[0]).read_bytes().replace(b"(27 Dec 2018)",
                                                                                             b"(3 Jan 2019)"))
    dialog.load_file(str(newer))
    assert dialog.message.text() == f"EGD list of {day(date(2019, 1, 3))}: 60 players."  # the window's date form
    assert dialog.picker.currentData() == "egd"
    feedback.answers.append(False)  # the fixture is older: keep the newer list
    dialog.load_file(str(shared_path("fixtures", "rating-lists", LISTS[0])))
    assert feedback.asked[-1].endswith("Replace it anyway?") and "older than the one the club keeps" in feedback.asked[-1]
    assert [k.date.isoformat() for k in club.rating_lists.kept() if k.date] == ["2019-01-03"]
    dialog.load_file(str(tmp_path))  # a folder, not a list: said in the window, nothing changes
    assert dialog.message.kind == "error" and [k.players for k in club.rating_lists.kept()] == [60]


def test_add_player_from_the_players_page_finds_him_in_the_list(qtbot, window, club, feedback) -> None:
    """Players > Add player: the search is on top of the form; Enter takes the match; the table shows his ID and GoR."""
    from tests.gui.helpers import shortcut

    _load(club)

    def add(dialog) -> bool:
        search = dialog.list_search
        assert search is not None and search.wait_ready() and dialog.focusWidget() is search.edit
        qtbot.keyClicks(search.edit, "ouqyrv")
        assert [e.name for e in search.matches()] == ["Ouqyrv-Jxfgu Wporwvu"]
        qtbot.keyClick(search.edit, Qt.Key.Key_Return)
        assert dialog.rank_edit.currentText() == "8k"  # a SAGC club: the rank of his declared grade
        return dialog.try_accept()

    feedback.dialogs.append(add)
    shortcut(window, "Ctrl+Shift+N")
    player = club.queries.find_player("Ouqyrv-Jxfgu Wporwvu")
    assert (str(player.rank), player.egd_pin, player.country) == ("8k", "05673406", "FR")
    model = window.players_page.model
    columns = list(model.columns)
    assert columns[7:] == ["ID", "EGD GoR"]
    row = model.row_of(player.id)
    assert row is not None
    assert [model.data(model.index(row, c)) for c in (7, 8)] == ["EGD 05673406", "1451"]
    shortcut(window, "Ctrl+Z")
    assert "Ouqyrv-Jxfgu Wporwvu" not in [p.name for p in club.queries.players()]


def test_the_record_sheets_unknown_name_is_looked_up_in_the_lists(qtbot, window, club, feedback) -> None:
    from tests.gui.helpers import press, sheet_row, shortcut

    _load(club)
    shortcut(window, "Ctrl+3")
    sheet_row("Hdbkam", "Alice Abrahams", "B")
    page = window.sheet_page
    assert "Hdbkam is not in the player list" in page.model.checks[0].message

    def add(dialog) -> bool:
        search = dialog.list_search
        assert search.wait_ready() and search.edit.text() == "Hdbkam"
        assert [e.ref for e in search.matches()] == ["egd:39063071"]
        qtbot.keyClick(search.edit, Qt.Key.Key_Return)
        assert dialog.name_edit.text() == "Hdbkam Ohgpg"
        return dialog.try_accept()

    feedback.dialogs.append(add)
    page.view.setCurrentIndex(page.model.index(0, 1))
    shortcut(window, "Ctrl+Shift+A")
    assert feedback.dialogs == [] and feedback.asked == []
    assert club.queries.find_player("Hdbkam Ohgpg").egd_pin == "39063071"
    assert page.model.rows[0][1] == "Hdbkam Ohgpg"
    press(Qt.Key.Key_Escape)


def test_players_menu_compare_with_list(qtbot, window, club, feedback) -> None:
    from tests.gui.helpers import shortcut

    _load(club)
    seen: list[int] = []

    def look(dialog) -> bool:
        seen.append(dialog.picker.count())
        return False

    feedback.dialogs.append(look)
    shortcut(window, "Ctrl+Shift+L")
    assert seen == [3]
