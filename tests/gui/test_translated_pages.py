"""Issue 13 (the pages' strings): what the secretary types and reads still works under a translation.

A small German catalogue is compiled with Qt's own lrelease at test time and installed, as the
window installs its .qm files: the record sheet then reads the language's words for a game type and
for "today", says its problems in German, and the standings, games and player tables show German
titles with German dates and decimal commas. The letters B, W and J choose the winner in every language.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator

from .helpers import show_window

pytestmark = pytest.mark.gui

LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")

# (context, source, disambiguation or "", German); what a German club would see
GERMAN = [
    ("GameTypes", "club", "", "Verein"),
    ("GameTypes", "tournament", "", "Turnier"),
    ("Parsing", "today", "typed in a date cell", "heute"),
    ("Parsing", 'Result "{text}" is not B (Black won), W (White won) or J (jigo).',
     "", 'Ergebnis "{text}" ist nicht B (Schwarz gewinnt), W (Weiß gewinnt) oder J (Jigo).'),
    ("RecordSheet", "Winner", "", "Sieger"),
    ("Columns", "Last played", "", "Zuletzt gespielt"),
    ("Columns", "Komi", "", "Komi"),
    ("Columns", "Type", "game type", "Art"),
    ("RatingTerms", "Index", "", "Index"),
    ("Columns", "{value} after", "", "{value} danach"),
    ("EntryPage", "Black won (B)", "", "Schwarz gewinnt (B)"),
    ("EntryPage", "White won (W)", "", "Weiß gewinnt (W)"),
    ("EntryPage", "Jigo (J)", "", "Jigo (J)"),
]


def _ts(messages: list[tuple[str, str, str, str]]) -> str:
    from xml.sax.saxutils import escape

    by_context: dict[str, list[str]] = {}
    for ctx, src, dis, text in messages:
        comment = f"<comment>{escape(dis)}</comment>" if dis else ""
        by_context.setdefault(ctx, []).append(
            f"<message><source>{escape(src)}</source>{comment}<translation>{escape(text)}</translation></message>")
    body = "".join(f"<context><name>{c}</name>{''.join(m)}</context>" for c, m in by_context.items())
    return f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">{body}</TS>'


@pytest.fixture
def german(tmp_path: Path, qapp: object) -> Iterator[None]:
    """The German catalogue installed and the German locale the default, as the window sets them for "Deutsch"."""
    ts = tmp_path / "de.ts"
    ts.write_text(_ts(GERMAN), encoding="utf-8")
    qm = tmp_path / "de.qm"
    subprocess.run([str(LRELEASE), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(before)


def test_the_record_sheet_reads_and_says_german(german: None) -> None:
    from clubrater.domain.model import GameType, Result
    from clubrater.ui.parsing import CellError, parse_date, parse_game_type, parse_result

    assert parse_game_type("Verein", GameType.FRIENDLY) is GameType.CLUB
    assert parse_game_type("tur", GameType.CLUB) is GameType.TOURNAMENT  # the stored English still reads
    assert parse_date("heute", today=date(2025, 3, 4)) == date(2025, 3, 4)
    assert parse_result("J") is Result.JIGO  # the letters stay
    with pytest.raises(CellError) as refused:
        parse_result("Q")
    assert str(refused.value) == 'Ergebnis "Q" ist nicht B (Schwarz gewinnt), W (Weiß gewinnt) oder J (Jigo).'


def test_the_tables_show_german_titles_dates_and_decimal_commas(qtbot, tmp_path, german: None) -> None:
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow
    from clubrater.ui.sheet_page import WINNER

    ctrl = create_demo_club(tmp_path / "demo.sqlite", end=date(2025, 3, 4))
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    try:
        games = win.games_page
        win.show_page(3)
        qtbot.waitUntil(lambda: games.model.rowCount() > 0)
        titles = [games.model.headerData(c, Qt.Orientation.Horizontal) for c in range(games.model.columnCount())]
        assert titles[4] == "Komi" and titles[6] == "Art"
        newest = games.model.game_at(0)
        assert games.model.index(0, 0).data() == QLocale().toString(
            QLocale().toDate(newest.date.isoformat(), "yyyy-MM-dd"), QLocale.FormatType.ShortFormat)
        assert "." in games.model.index(0, 0).data() and "-" not in games.model.index(0, 0).data()  # 04.03.25
        komis = {games.model.index(r, 4).data() for r in range(games.model.rowCount())}
        assert any("," in k for k in komis) and not any("." in k for k in komis)  # 6,5 and 0,5
        assert {games.model.index(r, 6).data() for r in range(games.model.rowCount())} <= {
            "Verein", "Turnier", "friendly", "free"}

        standings = win.players_page.model
        assert standings.headerData(5, Qt.Orientation.Horizontal) == "Zuletzt gespielt"

        sheet = win.sheet_page.model
        assert sheet.headerData(WINNER, Qt.Orientation.Horizontal) == "Sieger"

        sipho = ctrl.queries.find_player("Sipho Dlamini").id
        win.show_player(sipho)
        record = win.player_page.record_model
        qtbot.waitUntil(lambda: record.rowCount() > 0)
        # SAGC's record sheet keeps seed 001's cells (ISO dates), under German titles
        col = [record.headerData(c, Qt.Orientation.Horizontal) for c in range(record.columnCount())].index("Komi")
        assert record.index(0, 10).data() == ctrl.reports.record_sheet(sipho)[0].date.isoformat()
        assert col == 4
    finally:
        win.close()
        ctrl.close()


def test_b_w_and_j_choose_the_winner_whatever_the_language(qtbot, tmp_path, german: None) -> None:
    from clubrater.controller.demo import create_demo_club
    from clubrater.domain.model import Result
    from clubrater.ui.app import MainWindow
    from clubrater.ui.entry_page import RESULTS

    ctrl = create_demo_club(tmp_path / "demo.sqlite", end=date(2025, 3, 4))
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    try:
        win.show_page(1)
        form = win.entry_page
        assert form.result.itemText(0) == "Schwarz gewinnt (B)"
        form.result.setFocus()
        for key, want in ((Qt.Key.Key_J, Result.JIGO), (Qt.Key.Key_W, Result.WHITE), (Qt.Key.Key_B, Result.BLACK)):
            qtbot.keyClick(form.result, key)
            assert RESULTS[form.result.currentIndex()][1] is want
        assert form.type.currentText() in ("Verein", "Turnier", "friendly", "free")
        assert form.type.currentData() == ctrl.default_game_type.value  # chosen by value, shown in German
    finally:
        win.close()
        ctrl.close()
