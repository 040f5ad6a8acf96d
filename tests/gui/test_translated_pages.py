"""Issue 13 (the pages' strings): what the secretary types and reads still works under a translation.

A small German catalogue is compiled with Qt's own lrelease at test time and installed, as the
window installs its .qm files: the record sheet then reads the language's words for a game type and
for "today", says its problems in German, and the standings, games and player tables show German
titles with German dates and decimal commas. The letters B, W and J choose the winner in every language.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator

from tests import toy_engine

from .helpers import show_window

pytestmark = pytest.mark.gui
toy_system = toy_engine.toy_system  # the fixture: a registered fifth rating system, for one test

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
    # the last English words (issue 13 polish): system names, the record sheet's colours, the what-if sentence
    ("RatingSystems", "SAGC rank and index", "", "SAGC-Rang und -Index"),
    ("RatingSystems", "EGF GoR (classic, 1998-2020)", "", "EGF-GoR (klassisch, 1998-2020)"),
    ("RatingSystems", "EGF GoR (since 2021)", "", "EGF-GoR (seit 2021)"),
    ("RatingSystems", "FESA Elo (shogi)", "", "FESA-Elo (Shogi)"),
    ("RecordModel", "B", "record sheet: Black", "Schwarz"),
    ("RecordModel", "W", "record sheet: White", "Weiß"),
    ("RecordModel", "J", "record sheet: jigo, a drawn Go game", "Jigo"),
    ("RecordModel", "J", "record sheet: a drawn shogi game", "Remis"),
    # the what-if answer is the controller's sentence (issue 28), said in the window's language
    ("WhatIfMessages", "At a class A tournament, a win: {win:+.1f}, a loss: {loss:+.1f}.", "",
     "Bei einem Turnier der Kategorie A, ein Sieg: {win:+.1f}, eine Niederlage: {loss:+.1f}."),
    ("WhatIfMessages", "A win now: {win:+.1f}, a loss: {loss:+.1f}.", "",
     "Jetzt ein Sieg: {win:+.1f}, eine Niederlage: {loss:+.1f}."),
    ("RecordNotes", "performance rating", "", "Leistungswertung"),
    ("RecordNotes", "grade {before} -> {after}", "", "Grad {before} → {after}"),
    ("RecordNotes", "none", "no shogi grade", "keiner"),
]

JAPANESE = [
    ("RatingSystems", "FESA Elo (shogi)", "", "FESA Elo（将棋）"),
    ("RecordModel", "B", "record sheet: Black", "黒"),
    ("RecordModel", "W", "record sheet: White", "白"),
    ("RecordModel", "J", "record sheet: a drawn shogi game", "引き分け"),
    ("WhatIfMessages", "A win now: {win:+.1f}, a loss: {loss:+.1f}.", "", "いま勝てば {win:+.1f}、負ければ {loss:+.1f}。"),
]


def _ts(messages: list[tuple[str, str, str, str]], language: str = "de") -> str:
    from xml.sax.saxutils import escape

    by_context: dict[str, list[str]] = {}
    for ctx, src, dis, text in messages:
        comment = f"<comment>{escape(dis)}</comment>" if dis else ""
        by_context.setdefault(ctx, []).append(
            f"<message><source>{escape(src)}</source>{comment}<translation>{escape(text)}</translation></message>")
    body = "".join(f"<context><name>{c}</name>{''.join(m)}</context>" for c, m in by_context.items())
    return f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{language}">{body}</TS>'


def _installed(folder: Path, language: str, messages: list[tuple[str, str, str, str]],
               locale: QLocale) -> Iterator[None]:
    """A catalogue compiled by lrelease installed, and its locale the default, as the window sets them."""
    ts = folder / f"{language}.ts"
    ts.write_text(_ts(messages, language), encoding="utf-8")
    qm = folder / f"{language}.qm"
    subprocess.run([str(LRELEASE), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    before = QLocale()
    QLocale.setDefault(locale)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(before)


@pytest.fixture
def german(tmp_path: Path, qapp: object) -> Iterator[None]:
    """The German catalogue installed and the German locale the default, as the window sets them for "Deutsch"."""
    yield from _installed(tmp_path, "de", GERMAN, QLocale(QLocale.Language.German, QLocale.Country.Germany))


@pytest.fixture
def japanese(tmp_path: Path, qapp: object) -> Iterator[None]:
    """A Japanese catalogue and locale, as the window sets them for 日本語."""
    yield from _installed(tmp_path, "ja", JAPANESE, QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))


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
        # one date form on every page (issue 28): German's short date with the year in full, 04.03.2025
        assert games.model.index(0, 0).data() == f"{newest.date:%d.%m.%Y}"
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
        # SAGC's record sheet keeps seed 001's columns under German titles, its dates in the window's one form
        col = [record.headerData(c, Qt.Orientation.Horizontal) for c in range(record.columnCount())].index("Komi")
        assert record.index(0, 10).data() == f"{ctrl.reports.record_sheet(sipho)[0].date:%d.%m.%Y}"
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


# --------------------------------------------------------------------------- the last English words
def _items(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_rating_system_pickers_name_the_systems_in_german(qtbot, tmp_path, german: None, toy_system) -> None:
    """The welcome page's and the club settings' pickers: the four systems in German, a registered fifth
    system (no translation) by its own label; the choice is still the system itself."""
    from clubrater.controller.demo import create_demo_club
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.context import rating_systems
    from clubrater.ui.dialogs import SettingsDialog
    from clubrater.ui.welcome import WelcomePage

    german_names = ["SAGC-Rang und -Index", "EGF-GoR (klassisch, 1998-2020)", "EGF-GoR (seit 2021)", "FESA-Elo (Shogi)"]
    page = WelcomePage()
    qtbot.addWidget(page)
    page.set_systems(rating_systems())
    assert _items(page.system) == [*german_names, toy_engine.TOY_LABEL]
    assert [page.system.itemData(i) for i in range(page.system.count())] == [
        RatingSystem.SAGC, RatingSystem.EGF, RatingSystem.EGF2021, RatingSystem.FESA, toy_system]

    ctrl = create_demo_club(tmp_path / "demo.sqlite", "egf", end=date(2025, 3, 4))
    try:
        dialog = SettingsDialog(ctrl, rating_systems())
        qtbot.addWidget(dialog)
        assert dialog.system_edit.currentText() == "EGF-GoR (klassisch, 1998-2020)"
        assert dialog.system() is RatingSystem.EGF
        assert _items(dialog.system_edit) == [*german_names, toy_engine.TOY_LABEL]
    finally:
        ctrl.close()


def test_in_english_the_pickers_show_the_registrys_own_labels(qtbot, toy_system) -> None:
    """No translator: each system's name is word for word the label the command line and the registry use."""
    from clubrater.ui.context import rating_systems
    from clubrater.ui.welcome import WelcomePage

    page = WelcomePage()
    qtbot.addWidget(page)
    page.set_systems(rating_systems())
    assert _items(page.system) == [s.label for s in rating_systems()]
    assert _items(page.system)[:4] == ["SAGC rank and index", "EGF GoR (classic, 1998-2020)", "EGF GoR (since 2021)",
                                       "FESA Elo (shogi)"]


def _record(qtbot, win, ctrl, name: str) -> tuple[list[list[str]], list]:
    pid = ctrl.queries.find_player(name).id
    win.show_player(pid)
    model = win.player_page.record_model
    qtbot.waitUntil(lambda: model.rowCount() > 0)
    cells = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
    return cells, [model.row_at(r) for r in range(model.rowCount())]


def test_the_player_record_says_black_white_and_jigo_in_german(qtbot, tmp_path, german: None) -> None:
    """SAGC's record sheet (seed 001's twelve columns: colour 3rd, winner 6th, ISO date 11th) and an EGF one
    (colour 5th, winner 7th) show Schwarz/Weiß/Jigo where the controller's rows say B/W/J."""
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    words = {"B": "Schwarz", "W": "Weiß", "J": "Jigo", "": ""}
    for system, colour, winner in (("sagc", 2, 5), ("egf", 4, 6)):
        ctrl = create_demo_club(tmp_path / f"{system}.sqlite", system, end=date(2025, 3, 4))
        win = MainWindow(ctrl)
        show_window(qtbot, win)
        try:
            cells, rows = _record(qtbot, win, ctrl, "Sipho Dlamini")
            games = [(c, r) for c, r in zip(cells, rows, strict=True) if r.kind == "game"]
            assert {r.colour for _, r in games} == {"B", "W"}  # both colours played: both words checked
            for c, r in games:
                assert c[colour] == words[r.colour] and c[winner] == words[r.winner], (system, r)
            assert {c[colour] for c, _ in games} == {"Schwarz", "Weiß"}
            if system == "sagc":
                assert cells[0][10] == f"{rows[0].date:%d.%m.%Y}"  # the one date form of the window (issue 28)
        finally:
            win.close()
            ctrl.close()


def test_in_english_the_sagc_record_keeps_seed_001s_letters(qtbot, tmp_path) -> None:
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / "demo.sqlite", end=date(2025, 3, 4))
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    try:
        cells, rows = _record(qtbot, win, ctrl, "Sipho Dlamini")
        for c, r in zip(cells, rows, strict=True):
            assert (c[2], c[5]) == (r.colour, r.winner)
        assert {c[2] for c, r in zip(cells, rows, strict=True) if r.kind == "game"} == {"B", "W"}
    finally:
        win.close()
        ctrl.close()


def test_a_shogi_record_and_a_grade_typed_in_japanese(qtbot, tmp_path, japanese: None) -> None:
    """A Japanese shogi club's window: the record sheet reads 黒/白 (引き分け for a draw), and the what-if
    panel takes 初段 and ３級 as the grades "1 dan" and "3 kyu" (the same answer, in Japanese)."""
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / "shogi.sqlite", "fesa", end=date(2025, 3, 4))
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    try:
        player = ctrl.queries.players()[0]
        cells, rows = _record(qtbot, win, ctrl, player.name)
        words = {"B": "黒", "W": "白", "J": "引き分け", "": ""}
        games = [(c, r) for c, r in zip(cells, rows, strict=True) if r.kind == "game"]
        assert games
        for c, r in games:
            assert c[4] == words[r.colour] and c[6] == words[r.winner], r

        panel = win.player_page.whatif
        answers = {}
        for typed in ("初段", "1 dan", "３級", "3 kyu"):
            panel.against.setText(typed)
            panel.refresh()
            answers[typed] = panel.answer.text()
        assert answers["初段"] == answers["1 dan"] and answers["３級"] == answers["3 kyu"]
        assert answers["初段"] != answers["３級"]
        a = ctrl.whatif.ask(player.id, "1 dan")
        assert answers["初段"].startswith(f"いま勝てば {a['win']:+.1f}、負ければ {a['loss']:+.1f}。")
    finally:
        win.close()
        ctrl.close()


def test_what_if_figures_use_the_german_decimal_comma(qtbot, tmp_path, german: None) -> None:
    """The player page's what-if answer: +18,5 (the locale's separator), the same figures as the controller's."""
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    for system, sentence in (("egf", "Bei einem Turnier der Kategorie A, ein Sieg: {win}, eine Niederlage: {loss}."),
                             ("fesa", "Jetzt ein Sieg: {win}, eine Niederlage: {loss}.")):
        ctrl = create_demo_club(tmp_path / f"{system}.sqlite", system, end=date(2025, 3, 4))
        win = MainWindow(ctrl)
        show_window(qtbot, win)
        try:
            player = ctrl.queries.players()[0]
            win.show_player(player.id)
            panel = win.player_page.whatif
            panel.refresh()
            a = ctrl.whatif.ask(player.id)
            figures = {k: f"{a[k]:+.1f}" for k in ("win", "loss")}
            assert all("." in f for f in figures.values())  # a figure with decimals: the test can tell
            shown = panel.answer.text()
            assert shown.startswith(sentence.format(**{k: f.replace(".", ",") for k, f in figures.items()})), shown
            if system == "egf" and a["next_rank"]:
                rating = ctrl.engine.format_value(a["rating_for_next_rank"])  # the rating for the next rank too
                assert shown.endswith(f" {rating.replace('.', ',')}.")
        finally:
            win.close()
            ctrl.close()


def test_the_record_sheets_notes_and_komi_in_german(qtbot, tmp_path, german: None) -> None:
    """The comments the controller writes (a FESA performance rating, a grade change) read German beside the
    secretary's own words; SAGC's komi and GSF cells take the decimal comma."""
    from clubrater.controller.demo import create_demo_club
    from clubrater.ui.app import MainWindow

    ctrl = create_demo_club(tmp_path / "shogi.sqlite", "fesa", end=date(2025, 3, 4))
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    try:
        seen = set()
        for player in ctrl.queries.players()[:6]:
            cells, rows = _record(qtbot, win, ctrl, player.name)
            for c, r in zip(cells, rows, strict=True):
                assert "performance rating" not in c[11] and "grade " not in c[11], c[11]
                if "performance rating" in r.comments:
                    assert "Leistungswertung" in c[11]
                    seen.add("performance")
                for before, after in re.findall(r"grade (.+?) -> ([^;]+)", r.comments):
                    german_grade = {"none": "keiner"}
                    assert f"Grad {german_grade.get(before, before)} → {german_grade.get(after, after)}" in c[11]
                    seen.add("grade")
        assert seen == {"performance", "grade"}  # both kinds of note were there to be read
    finally:
        win.close()
        ctrl.close()

    ctrl = create_demo_club(tmp_path / "sagc.sqlite", end=date(2025, 3, 4))
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    try:
        cells, rows = _record(qtbot, win, ctrl, "Sipho Dlamini")
        for c, r in zip(cells, rows, strict=True):
            assert c[4] == (f"{r.komi:g}".replace(".", ",") if r.komi is not None else "")
            assert c[6] == (f"{r.gsf:g}".replace(".", ",") if r.gsf is not None else "")
        assert any("," in c[4] for c in cells) and any("," in c[6] for c in cells)  # 6,5 komi, 0,5 friendly
    finally:
        win.close()
        ctrl.close()
