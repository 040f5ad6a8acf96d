"""Issue 28: a Japanese window writes every Go rank as 11級, 初段, 三段 and every shogi grade the same way, on every
page that shows one (standings, the record sheet's cells, the player's record and summary, the chart's axis, an
event's results, the name completer, the rank picker, the import preview); ranks typed either way are read.
Screenshots of each page go to tests/_artifacts/i18n/ja-ranks-*.png (look at them).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from .helpers import show_window

pytestmark = pytest.mark.gui

SHOTS = Path(__file__).resolve().parents[1] / "_artifacts" / "i18n"
TODAY = date(2025, 3, 4)
JA_RANK = re.compile(r"^(\d{1,2}級|[初二三四五六七八九]段|プロ[初二三四五六七八九]段)$")
WESTERN = re.compile(r"\b\d{1,2}\s?[kdp]\b|\b\d{1,2} (Kyu|Dan)\b")


@pytest.fixture
def japanese() -> Iterator[None]:
    from clubrater.ui import i18n

    assert i18n.install("ja") == "ja"
    yield
    i18n.install("")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def _column(model, title_index: int) -> list[str]:
    return [str(model.index(r, title_index).data() or "") for r in range(model.rowCount())]


def test_every_page_of_a_japanese_window_writes_ranks_in_kyu_and_dan(qtbot, tmp_path: Path, japanese: None) -> None:
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow
    from clubrater.ui.chart import RankAxis
    from clubrater.ui.dialogs import rank_combo

    ctrl = create_demo_club(tmp_path / "demo.sqlite", "sagc", end=TODAY)
    ctrl.today = lambda: TODAY
    win = MainWindow(ctrl, today=lambda: TODAY)
    show_window(qtbot, win)
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        # standings
        win.show_page(0)
        ranks = [r for r in _column(win.players_page.model, 2) if r]
        assert ranks and all(JA_RANK.match(r) for r in ranks), ranks[:10]
        assert win.grab().save(str(SHOTS / "ja-ranks-1-standings.png"))
        # the search box finds a player by the rank as shown (三段) and as typed (3d)
        # the player's record: opponents' ranks and the new rank, the summary line, the chart's axis
        sipho = ctrl.queries.find_player("Sipho Dlamini").id
        win.show_player(sipho)
        QApplication.processEvents()
        record = win.player_page.record_model
        qtbot.waitUntil(lambda: record.rowCount() > 0)
        opponent, new = _column(record, 1), _column(record, 9)
        assert all(JA_RANK.match(r) for r in opponent if r) and all(JA_RANK.match(r) for r in new if r), (opponent, new)
        summary = win.player_page.summary.text()
        assert re.search(r"(級|段)", summary) and not WESTERN.search(summary), summary
        axis = win.player_page.chart._axis  # type: ignore[union-attr]
        assert isinstance(axis, RankAxis) and axis.ranks
        ticks = [t for t in axis.tickStrings([float(o) for o in range(10, 40)], 1.0, 1.0) if t]
        assert ticks and all(JA_RANK.match(t) for t in ticks), ticks
        assert win.grab().save(str(SHOTS / "ja-ranks-2-player.png"))
        # the what-if answer: "あと 3 連勝で 三段。"
        answer = win.player_page.whatif.answer.text()
        assert not WESTERN.search(answer), answer
        # an event's results: the rank before and after
        win.show_page(4)
        page = win.events_page
        page.view.setCurrentIndex(page.proxy.index(0, 0))  # the latest event
        QApplication.processEvents()
        results = win.events_page.results_model
        befores = [v.split(" ")[0] for v in _column(results, 4) if v]
        assert befores and all(JA_RANK.match(b) for b in befores), befores
        assert win.grab().save(str(SHOTS / "ja-ranks-3-event.png"))
        # the form's name completer and the record sheet's defaults
        win.show_page(1)
        texts = win.entry_page.completer.model().stringList()
        assert texts and all(JA_RANK.match(t.rsplit("  ·  ", 1)[1]) for t in texts if "  ·  " in t), texts[:5]
        win.show_page(2)
        assert win.grab().save(str(SHOTS / "ja-ranks-4-sheet.png"))
        # the rank picker of the player forms: 三段 ... 30級, and typing 三段 or 3d keeps 3d
        combo = rank_combo(ctrl.system, "3d")
        assert combo.currentText() == "三段" and combo.itemText(0) == "プロ九段" and combo.findText("30級") >= 0
    finally:
        win.close_club()
        ctrl.close()


def test_a_japanese_shogi_club_writes_its_grades_in_kyu_and_dan(qtbot, tmp_path: Path, japanese: None) -> None:
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / "shogi.sqlite", "fesa", end=TODAY)
    win = MainWindow(ctrl, today=lambda: TODAY)
    show_window(qtbot, win)
    try:
        win.show_page(0)
        model = win.players_page.model
        grades = [g for g in _column(model, 2) if g]
        assert grades and all(JA_RANK.match(g) for g in grades), grades[:10]
        prior = [g for g in _column(model, model.PRIOR) if g]
        assert all(JA_RANK.match(g) for g in prior), prior[:10]
        assert win.grab().save(str(SHOTS / "ja-ranks-5-shogi.png"))
    finally:
        win.close_club()
        ctrl.close()


def test_the_import_preview_shows_new_players_ranks_in_japanese(qtbot, tmp_path: Path, japanese: None, feedback) -> None:
    from clubrater.controller.session import ClubController
    from clubrater.ui.import_dialog import run_import

    ctrl = ClubController.create(tmp_path / "c.sqlite", "sagc", "京都囲碁クラブ", today=lambda: TODAY)
    path = tmp_path / "players.csv"
    path.write_text("name,rank\n羽生善治,3d\n山田太郎,初段\n佐藤花子,12級\n", encoding="utf-8")
    seen: list[list[str]] = []

    def look(dialog) -> bool:
        model = dialog.tabs.widget(0).model()  # New players
        seen.append([str(model.index(r, 1).data()) for r in range(model.rowCount())])
        return True

    feedback.dialogs.append(look)
    try:
        run_import(None, ctrl, path)
        assert seen == [["三段", "初段", "12級"]]
        assert {p.name: str(p.rank) for p in ctrl.queries.players()} == {"羽生善治": "3d", "山田太郎": "1d", "佐藤花子": "12k"}
    finally:
        ctrl.close()


def test_the_club_night_page_and_the_pairing_sheet_write_ranks_in_japanese(qtbot, tmp_path: Path,
                                                                          japanese: None) -> None:  # fmt: skip
    """The Club night page (who is here, the boards) and the pairing sheet of a Japanese club: 三段, 12級, never
    3d or 12k; the reason for each pair is Japanese too (issue 28 on issue 26's page and paper)."""
    import subprocess

    from PySide6.QtCore import Qt

    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    from .helpers import press, shortcut

    ctrl = create_demo_club(tmp_path / "demo.sqlite", "sagc", end=TODAY)
    ctrl.settings.set_language("ja")  # the printout language: the sheet is the club's paper
    win = MainWindow(ctrl, today=lambda: TODAY)
    show_window(qtbot, win)
    try:
        shortcut(win, "Ctrl+7")
        page = win.club_night_page
        rows = page.here.rowCount()
        assert rows >= 6
        for r in range(rows):  # the last club nights' players, ticked with Space
            page.list.setCurrentIndex(page.here.index(r))
            page.list.setFocus()
            press(Qt.Key.Key_Space)
        here = [str(page.here.index(r).data()) for r in range(rows)]
        assert all(JA_RANK.match(h.split("  ·  ")[1]) for h in here), here[:5]
        shortcut(win, "Ctrl+Return")
        p = page.pairs.pairing
        assert p is not None and p.boards
        for r in range(page.pairs.rowCount()):
            for c in (1, 2):
                cell = str(page.pairs.index(r, c).data())
                assert JA_RANK.match(cell.rsplit("(", 1)[1].rstrip(")")) and not WESTERN.search(cell), cell
            why = str(page.pairs.index(r, 6).data())
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", why) and not re.search(r"[A-Za-z]{3,}", why), why
        assert win.grab().save(str(SHOTS / "ja-ranks-6-club-night.png"))
        pdf = tmp_path / "pairing.pdf"
        assert ctrl.pairings.sheet_pdf(pdf, p.day, p.round) >= 1
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True,
                              timeout=60).stdout
        assert re.search(r"\d{1,2}級|[初二三四五六七八九]段", text) and not WESTERN.search(text), text[:400]
    finally:
        win.close_club()
        ctrl.close()
