"""A shogi club in the window (issue 15): File > Export > FESA list / FESA tournament files, both grades shown.

Offscreen; the `feedback` fixture (tests/gui/conftest.py) keeps every dialog from blocking.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from clubrater.controller.session import ClubController  # noqa: E402
from clubrater.ui import fesa_ui  # noqa: E402
from tests.conftest import shared_path  # noqa: E402
from tests.gui.conftest import FIXED_TODAY  # noqa: E402

pytestmark = pytest.mark.gui


@pytest.fixture
def shogi(tmp_path: Path) -> Iterator[ClubController]:
    """A club taken over from the FESA program with 13th Nekomadoken rated."""
    ctrl = ClubController.create(tmp_path / "shogi.sqlite", "fesa", "Nekomado", today=lambda: FIXED_TODAY)
    ctrl.imports.file("fesa", shared_path("fixtures", "fesa", "13th_nekomadoken"))
    yield ctrl
    ctrl.close()


def test_fesa_list_from_the_window_is_the_programs_all_txt(qtbot, shogi: ClubController, tmp_path: Path) -> None:
    target = tmp_path / "all.txt"
    message = fesa_ui.export_fesa_list(None, shogi, target)
    assert message and "59 players" in message
    want = Path(__file__).parent.parent / "fixtures" / "fesa_all" / "13th_nekomadoken_all.txt"
    assert target.read_bytes() == want.read_bytes()


def test_fesa_tournament_files_from_the_window(qtbot, shogi: ClubController, tmp_path: Path) -> None:
    out = tmp_path / "to-fesa"
    out.mkdir()
    message = fesa_ui.export_fesa_event(None, shogi, "13th Nekomadoken", out)
    assert message and "3 players new to FESA" in message
    # the rating officer's side: the same ratingliste.pre, ClubRater's two files
    again = tmp_path / "again"
    shutil.copytree(out, again)
    shutil.copy(shared_path("fixtures", "fesa", "13th_nekomadoken", "ratingliste.pre"), again / "ratingliste.pre")
    other = ClubController.create(tmp_path / "other.sqlite", "fesa", "Officer", today=lambda: FIXED_TODAY)
    try:
        other.imports.file("fesa", again)
        mine = [(r.name, r.value, r.games, r.grade, r.prior_grade) for r in shogi.queries.standings()]
        theirs = [(r.name, r.value, r.games, r.grade, r.prior_grade) for r in other.queries.standings()]
        assert mine == theirs
    finally:
        other.close()


def test_a_refusal_is_said_and_nothing_is_written(qtbot, shogi: ClubController, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    from clubrater.ui import feedback as fb

    errors: list[str] = []
    monkeypatch.setattr(fb, "error", lambda parent, exc, title="ClubRater": errors.append(str(exc)))
    assert fesa_ui.export_fesa_event(None, shogi, "No such cup", tmp_path) is None
    assert fesa_ui.export_fesa_list(None, shogi, tmp_path / "missing" / "all.txt") is None
    assert len(errors) == 2 and "No such cup" in errors[0] and "missing" in errors[1]
    assert not (tmp_path / "turnering.txt").exists()


def _window(qtbot, ctrl: ClubController):
    from clubrater.ui.app import MainWindow

    win = MainWindow(ctrl)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_export_for_fesa_menu_writes_the_list_and_shows_both_grades(qtbot, shogi: ClubController, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    from clubrater.ui import feedback as fb

    win = _window(qtbot, shogi)
    file_menu = win.menuBar().actions()[0].menu()
    names = [a.objectName() for a in file_menu.actions()]
    assert names[names.index("export_csv") + 1:names.index("export_csv") + 3] == ["export_fesa_list", "export_fesa_event"]
    for name in ("export_fesa_list", "export_fesa_event"):
        assert win.actions[name].isVisible() and win.actions[name].isEnabled()
    target = tmp_path / "all.txt"
    monkeypatch.setattr(fb, "choose_save_file", lambda *a, **k: str(target))
    win.actions["export_fesa_list"].trigger()
    qtbot.waitUntil(target.exists)
    assert target.read_bytes() == (Path(__file__).parent.parent / "fixtures" / "fesa_all" /
                                   "13th_nekomadoken_all.txt").read_bytes()  # fmt: skip
    assert "59 players" in win.statusBar().currentMessage()
    # the standings: FESA grade and prior grade in two columns, as in the program's list
    model = win.players_page.model
    assert model.columns[2] == "FESA grade" and model.columns[-1] == "Prior grade"
    shown = {model.index(r, 1).data(): (model.index(r, 2).data(), model.index(r, len(model.columns) - 1).data())
             for r in range(model.rowCount())}  # fmt: skip
    assert shown["N2"] == ("4 Dan", "5 Dan") and shown["N37"] == ("", "6 Dan") and shown["N50"] == ("5 Kyu", "10 Kyu")
    win.sheet_page.model.clear()


def test_no_fesa_menu_for_a_go_club(qtbot, window) -> None:
    for name in ("export_fesa_list", "export_fesa_event"):
        assert not window.actions[name].isVisible() and not window.actions[name].isEnabled()
    assert "Prior grade" not in window.players_page.model.columns


def test_import_preview_lists_names_that_lost_invisible_characters(qtbot, window, tmp_path: Path) -> None:
    from clubrater.ui.import_dialog import ImportPreviewDialog, preview_file

    path = tmp_path / "players.csv"
    path.write_text("name,rank,club\nKim\u202e Lee,5k,Go\u200b Club\nAnn Nel,3k,\n", encoding="utf-8")
    preview = preview_file(window.ctrl, path)
    dialog = ImportPreviewDialog(preview, window)
    qtbot.addWidget(dialog)
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert "Changed (2)" in tabs and "lost invisible characters" in dialog.summary.text()
    notes = dialog.notes_table.model()
    assert notes.index(0, 0).data() == "2" and "U+202E RIGHT-TO-LEFT OVERRIDE" in notes.index(0, 1).data()
    assert [p.name for p in preview.plan.new_players] == ["Kim Lee", "Ann Nel"]
