"""File > Import, Export, Print preview, Print, Save as PDF and the player report, driven offscreen.

Dialogs never block: the `feedback` fixture (tests/gui/conftest.py) answers file
choosers and runs each dialog through a function the test gives.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil  # noqa: E402
import subprocess  # noqa: E402
from datetime import date  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import openpyxl  # noqa: E402
import pytest  # noqa: E402
from PySide6.QtPrintSupport import QPrinter  # noqa: E402

from clubrater.controller.changes import Changes  # noqa: E402
from clubrater.controller.session import ClubController  # noqa: E402
from clubrater.domain.model import Result  # noqa: E402
from clubrater.domain.records import GameInput  # noqa: E402
from clubrater.ui import feedback as fb  # noqa: E402
from clubrater.ui import import_dialog, reports_ui  # noqa: E402
from tests.test_exports import db_state, make_club  # noqa: E402

pytestmark = pytest.mark.gui


def play(ctrl: ClubController, n: int = 12) -> None:
    ps = ctrl.queries.players()
    for k in range(n):
        a, b = ps[k % len(ps)], ps[(k * 3 + 1) % len(ps)]
        if a.id != b.id:
            ctrl.games.enter(GameInput(date(2025, 2, 1 + k % 28), a.id, b.id, Result.BLACK if k % 3 else Result.WHITE))


def text_of(pdf: Path) -> str:
    exe = shutil.which("pdftotext")
    if exe is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    return subprocess.run([exe, str(pdf), "-"], capture_output=True, text=True, check=True).stdout


def to_pdf(path: Path) -> Any:
    """A dialog answer for a print preview: paint what it shows into a PDF instead of a printer, then press Print."""

    def answer(dialog: Any) -> bool:
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        dialog.paintRequested.emit(printer)
        return True

    return answer


def snapshot(ctrl: ClubController) -> list[tuple]:
    return [(r.name, str(r.rank), r.value, r.games, r.last_played, r.listed) for r in ctrl.queries.standings(include_inactive=True)]


# --------------------------------------------------------------------------------------------- import


def test_an_exported_workbook_imports_into_an_empty_club(qtbot, tmp_path: Path, feedback) -> None:
    """The whole workbook, with an inactive player and a rank adjustment, gives back the same standings."""
    src_db = make_club(tmp_path, "sagc", players=20, games=150, inactive=True, adjust=True)
    src = ClubController.open(src_db)
    book = tmp_path / "club.xlsx"
    src.exports.workbook(book)
    dst = ClubController.create(tmp_path / "empty.sqlite", "sagc", "Copy", today=src.today)
    seen: dict[str, Any] = {}

    def check(dialog: import_dialog.ImportPreviewDialog) -> bool:
        seen["enabled"] = dialog.import_button.isEnabled()
        seen["summary"] = dialog.summary.text()
        seen["tabs"] = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
        return True

    feedback.open_file = str(book)
    feedback.dialogs = [check]
    changes = import_dialog.run_import(None, dst)
    assert isinstance(changes, Changes) and changes.players and changes.games and changes.ratings
    assert seen["enabled"] and "adds 20 new players, 1 new event, 150 games and 1 rank adjustment" in seen["summary"]
    assert seen["tabs"] == ["New players (20)", "New events (1)", "Games (150)"]
    assert snapshot(dst) == snapshot(src)
    src.close()
    dst.close()


def test_problem_rows_are_listed_and_nothing_can_be_imported(qtbot, club: ClubController, tmp_path: Path,
                                                             feedback) -> None:  # fmt: skip
    games = tmp_path / "games.csv"
    games.write_text("date,black,white,result\n2025-02-01,Alice Abrahams,Bob Botha,B\n"
                     "2025-02-01,Alice Abrahams,Zora Zulu,W\n22/11/2026,Bob Botha,Carol Cele,B\n", encoding="utf-8")
    before = db_state(club.path)
    seen: dict[str, Any] = {}

    def check(dialog: import_dialog.ImportPreviewDialog) -> bool:
        seen["enabled"] = dialog.import_button.isEnabled()
        model = dialog.problem_table.model()
        seen["problems"] = [tuple(model.index(r, c).data() for c in range(3)) for r in range(model.rowCount())]
        seen["first tab"] = dialog.tabs.tabText(0)
        seen["summary"] = dialog.summary.text()
        return True  # even "pressing" Import stores nothing while there are problems

    feedback.dialogs = [check]
    assert import_dialog.run_import(None, club, games) is None
    assert not seen["enabled"] and seen["first tab"] == "Problems (2)"
    assert ("Games", "3", 'unknown player "Zora Zulu"') in seen["problems"]
    assert any(line == "4" and 'date "22/11/2026" is text' in why for _, line, why in seen["problems"])
    assert "cannot be imported" in seen["summary"] and "Nothing has been stored" in seen["summary"]
    assert db_state(club.path) == before


def test_problems_are_placed_on_their_sheet(qtbot, club: ClubController, tmp_path: Path) -> None:
    book = tmp_path / "both.xlsx"
    wb = openpyxl.Workbook()
    wb.active.title = "Players"
    wb["Players"].append(["name", "rank"])
    wb["Players"].append(["Alice Abrahams", "10k"])  # already in the club
    wb["Players"].append(["Zed Zondo", "4k"])
    games = wb.create_sheet("Games")
    games.append(["date", "black", "white", "result"])
    games.append([date(2025, 2, 3), "Zed Zondo", "Bob Botha", "X"])
    wb.save(book)
    preview = import_dialog.preview_file(club, book)
    assert ("Players", 2, 'player "Alice Abrahams" is already in the player list') in preview.problems
    assert ("Games", 2, 'result "X" is not B, W or J') in preview.problems
    assert not preview.addable


@pytest.mark.parametrize("content", [b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600), b"not a workbook"])
def test_a_bad_file_gets_a_message_and_changes_nothing(qtbot, club: ClubController, tmp_path: Path, feedback,
                                                       content: bytes) -> None:  # fmt: skip
    bad = tmp_path / "club.xlsx"
    bad.write_bytes(content)
    before = db_state(club.path)
    assert import_dialog.run_import(None, club, bad) is None
    (said,) = feedback.said
    assert "club.xlsx" in said and ("password-protected" in said or "not an Excel workbook" in said)
    assert db_state(club.path) == before


def test_cancelling_the_file_chooser_or_the_preview_imports_nothing(qtbot, club: ClubController, tmp_path: Path,
                                                                    feedback) -> None:  # fmt: skip
    feedback.open_file = None
    assert import_dialog.run_import(None, club) is None
    players = tmp_path / "p.csv"
    players.write_text("name,rank\nZed Zondo,4k\n", encoding="utf-8")
    feedback.dialogs = [lambda dialog: False]
    before = db_state(club.path)
    assert import_dialog.run_import(None, club, players) is None
    assert db_state(club.path) == before


# --------------------------------------------------------------------------------------------- export


def test_export_workbook_and_games_csv(qtbot, club: ClubController, tmp_path: Path, feedback,
                                       monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    play(club)
    monkeypatch.setattr(fb, "choose_save_file", lambda *a, **k: str(tmp_path / "out"))  # the ending is added
    message = reports_ui.export_workbook(None, club)
    assert message and (tmp_path / "out.xlsx").exists() and "8 players, 12 games" in message
    assert openpyxl.load_workbook(tmp_path / "out.xlsx", read_only=True).sheetnames[:4] == [
        "Standings", "Players", "Games", "History"]
    message = reports_ui.export_games_csv(None, club, tmp_path / "games.csv")
    assert message and "12 games" in message
    assert (tmp_path / "games.csv").read_text(encoding="utf-8").count("\n") == 13
    assert feedback.said == [m for m in feedback.said if m.startswith("Wrote")] and len(feedback.said) == 2


def test_export_to_an_unwritable_place_says_so(qtbot, club: ClubController, tmp_path: Path, feedback) -> None:
    assert reports_ui.export_workbook(None, club, tmp_path / "no" / "such" / "club.xlsx") is None
    (said,) = feedback.said
    assert "There is no folder" in said


# --------------------------------------------------------------------------------------------- printing


def test_save_pdf_writes_the_list_and_records_the_printout(qtbot, club: ClubController, tmp_path: Path,
                                                           feedback) -> None:  # fmt: skip
    play(club)
    assert club.printouts.last_printout() is None
    pdf = reports_ui.save_pdf(None, club, tmp_path / "list.pdf")
    assert pdf == tmp_path / "list.pdf" and pdf.read_bytes().startswith(b"%PDF")
    text = text_of(pdf)
    assert all(p.name in text for p in club.queries.players())
    printed = club.printouts.last_printout()
    assert printed is not None and set(printed.values) == {p.id for p in club.queries.players()}
    assert "Saved the rating list (1 page)" in feedback.said[0]


def test_print_preview_records_only_when_printed(qtbot, club: ClubController, tmp_path: Path, feedback) -> None:
    play(club)
    feedback.dialogs = [lambda dialog: False]  # closed without printing
    assert reports_ui.print_preview(None, club) is False
    assert club.printouts.last_printout() is None
    pdf = tmp_path / "preview.pdf"
    feedback.dialogs = [to_pdf(pdf)]
    assert reports_ui.print_preview(None, club) is True
    assert club.printouts.last_printout() is not None
    text = text_of(pdf)
    assert "Test Club" in text and "Grace Gumede" in text and "Page 1 of 1" in text


def test_print_standings_to_a_given_printer(qtbot, club: ClubController, tmp_path: Path) -> None:
    play(club)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert reports_ui.print_standings(None, club, printer) is True
    assert club.printouts.last_printout() is not None
    assert "Henk Hugo" in text_of(tmp_path / "printed.pdf")


def test_player_report_preview(qtbot, club: ClubController, tmp_path: Path, feedback) -> None:
    play(club)
    pid = club.queries.find_player("Alice Abrahams").id
    pdf = tmp_path / "alice.pdf"
    feedback.dialogs = [to_pdf(pdf)]
    assert reports_ui.player_report(None, club, pid) is True
    text = text_of(pdf)
    assert "Alice Abrahams" in text and "Record sheet" in text
    saved = reports_ui.save_player_report(None, club, pid, tmp_path / "alice2.pdf")
    assert saved is not None and "Alice Abrahams" in text_of(saved)


def test_the_window_saves_the_pdf_from_its_menu(window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fb, "choose_save_file", lambda *a, **k: str(tmp_path / "board.pdf"))
    window.actions["save_pdf"].trigger()
    assert (tmp_path / "board.pdf").exists()
    assert "Saved the rating list" in window.statusBar().currentMessage()
