"""File > Publish website, the what-if answer in the player view, and the noticeboard's promotion lines."""

from __future__ import annotations

import subprocess
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter

from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from clubrater.ui import reports_ui, site_ui


def _play(club: ClubController) -> None:
    q = club.queries
    a, b = q.find_player("Alice Abrahams").id, q.find_player("Bob Botha").id
    c, d = q.find_player("Carol Cele").id, q.find_player("Dave Dube").id
    club.games.enter_sheet([
        GameInput(date(2025, 2, 1), a, b, Result.BLACK, handicap=3),
        GameInput(date(2025, 2, 1), c, d, Result.WHITE),
        GameInput(date(2025, 2, 8), a, c, Result.BLACK),
        GameInput(date(2025, 2, 8), d, c, Result.BLACK),
    ])


def test_publish_website_from_the_file_menu(window, club: ClubController, tmp_path: Path, feedback) -> None:
    _play(club)
    site = tmp_path / "site"
    site.mkdir()

    def choose(dialog) -> bool:  # the folder dialog (feedback.choose_folder), answered with the site's folder
        dialog.selectFile(str(site))
        dialog.accept()
        return dialog.result() == 1

    feedback.dialogs.append(choose)
    action = window.actions["publish_site"]
    assert action in window.menuBar().actions()[0].menu().actions()
    action.trigger()
    assert (site / "index.html").is_file()
    assert len(list((site / "players").glob("*.html"))) == len(club.history.players)
    assert "Published Test Club's website" in window.statusBar().currentMessage()


def test_player_view_answers_what_if(qtbot, window, club: ClubController) -> None:
    _play(club)
    pid = club.queries.find_player("Alice Abrahams").id
    window.ctx.apply(club.games.enter(GameInput(date(2025, 2, 15), pid, club.queries.find_player("Henk Hugo").id,
                                                Result.WHITE)))
    window.player_page.show_player(pid)
    panel = window.player_page.whatif
    qtbot.waitUntil(lambda: "in a row" in panel.answer.text(), timeout=5000)
    expected = club.whatif.ask(pid)
    assert f"A win now: {expected['win']:+d}" in panel.answer.text()
    assert f"{expected['wins_to_promote']} win" in panel.answer.text()
    panel.against.setText("Carol Cele")
    panel.against.editingFinished.emit()
    against = club.whatif.ask(pid, "Carol Cele")
    assert f"A win now: {against['win']:+d}" in panel.answer.text()
    panel.against.setText("Nobody Known")
    panel.against.editingFinished.emit()
    assert "neither a player of the club nor a rank" in panel.answer.text()


def _pdf_text(path: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout


def test_noticeboard_promotion_lines_are_optional(qtbot, club: ClubController, tmp_path: Path) -> None:
    _play(club)
    lines = club.whatif.one_win_to_promotion()
    assert lines, "the test club should have a player one win from promotion"
    name = club.queries.player(next(iter(lines))).name

    def printed(on: bool, file: str) -> str:
        site_ui.set_promotion_lines_wanted(on)
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / file))
        assert reports_ui.print_standings(None, club, printer) is True
        return _pdf_text(tmp_path / file)

    try:
        with_lines = printed(True, "with.pdf")
        without = printed(False, "without.pdf")
    finally:
        site_ui.set_promotion_lines_wanted(False)
    assert name in with_lines and name in without
    for text in lines.values():
        assert text in with_lines
    assert "1 win to" not in without


def test_promotion_lines_in_save_as_pdf_and_clubrater_print(qtbot, club: ClubController, tmp_path: Path) -> None:
    """The option reaches every printout, not only the print dialog: File > Save as PDF and `clubrater print`."""
    from clubrater.cli import main

    _play(club)
    lines = club.whatif.one_win_to_promotion()
    assert lines
    try:
        site_ui.set_promotion_lines_wanted(True)
        assert reports_ui.save_pdf(None, club, tmp_path / "saved.pdf") == tmp_path / "saved.pdf"
    finally:
        site_ui.set_promotion_lines_wanted(False)
    for text in lines.values():
        assert text in _pdf_text(tmp_path / "saved.pdf")
    path = club.path
    club.close()
    assert main(["print", "--db", str(path), "--promotion-lines", str(tmp_path / "cli.pdf")]) == 0
    assert main(["print", "--db", str(path), str(tmp_path / "plain.pdf")]) == 0
    for text in lines.values():
        assert text in _pdf_text(tmp_path / "cli.pdf")
    assert "1 win to" not in _pdf_text(tmp_path / "plain.pdf")


# --------------------------------------------------------------------- on a federation server (issue 30 point 18)
from tests.gui.test_federation_paper import PTA, STB, choose, fed, win  # noqa: E402, F401 - the fixtures
from tests.pg_server import postgres  # noqa: E402, F401 - the fixture


def test_publish_website_on_a_server_asks_whose_site(win, feedback, tmp_path: Path,  # noqa: F811
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """As for the noticeboard and the workbook: the member club is asked first (his own club first), then the
    folder; the site lists that club's players only. Cancelled at the question: no folder asked, nothing written."""
    asked: list[str] = []

    def folder(*args: object, **kwargs: object) -> str:
        asked.append("folder")
        return str(tmp_path / "site")

    monkeypatch.setattr(site_ui.feedback, "choose_folder", folder)
    feedback.dialogs.append(lambda dialog: False)
    win.actions["publish_site"].trigger()
    assert asked == [] and not (tmp_path / "site").exists()

    offered: list[list[str]] = []
    started: list[str] = []
    feedback.dialogs.append(choose("Stellenbosch", offered, started))
    win.actions["publish_site"].trigger()
    assert offered == [["All clubs", "Pretoria", "Stellenbosch"]] and started == ["Pretoria"] and asked == ["folder"]
    home = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert {n for n in PTA | STB if n in home} == STB
    assert len(list((tmp_path / "site" / "players").glob("*.html"))) == len(STB)
    assert "Published Stellenbosch's website" in win.statusBar().currentMessage()
