"""The noticeboard and the workbook for one member club, and another club's events read-only (issue 11, window).

Against a real PostgreSQL server: Pretoria's secretary is connected in the window. The print preview's tool bar,
and a small question before Print, Save as PDF and Export workbook, offer "All clubs" or one member club (his own
first; every club for the federation officer). The PDFs are read back with pdftotext, the workbook with openpyxl.
An event Stellenbosch entered is greyed with the reason on hover, and changing or deleting it is refused with
that sentence before any form opens. A club file is asked nothing of the kind.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QComboBox

from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import EventRow, GameInput
from tests.gui.conftest import FIXED_TODAY
from tests.gui.test_federation_window import PRETORIA, STELLENBOSCH, Fed, build_fed, connect
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

PTA = {n for n, _ in PRETORIA}
STB = {n for n, _ in STELLENBOSCH}
EVERYONE = PTA | STB


@pytest.fixture
def fed(postgres: PostgresServer, request: pytest.FixtureRequest) -> Iterator[Fed]:  # noqa: F811
    """Pretoria and Stellenbosch (players, a game each); Stellenbosch also enters a game against Pretoria's Sipho
    and an event of its own; Pretoria an event of its own."""
    f = build_fed(postgres, "paper_" + request.node.name[5:36].lower())
    stb = ClubController.open(f.secretary("Stellenbosch"), today=lambda: FIXED_TODAY)
    try:
        anna = stb.queries.find_player("Anna Smit").id
        sipho = stb.queries.find_player("Sipho Dlamini").id
        stb.games.enter(GameInput(date(2025, 3, 1), anna, sipho, Result.WHITE, 0))
        stb.events.add(EventRow("Stellenbosch Open", start=date(2025, 2, 1), end=date(2025, 2, 2)))
    finally:
        stb.close()
    pta = ClubController.open(f.secretary("Pretoria"), today=lambda: FIXED_TODAY)
    try:
        pta.events.add(EventRow("Pretoria Cup", start=date(2025, 1, 18)))
    finally:
        pta.close()
    yield f


@pytest.fixture
def win(qtbot, fed: Fed, feedback) -> Iterator:
    from clubrater.ui.app import MainWindow

    w = MainWindow(today=lambda: FIXED_TODAY)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    connect(w, feedback, fed.bare("Pretoria"), "Pretoria-pw")
    yield w
    w.sheet_page.model.clear()
    w.close_club()


def pdf_text(path: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout


def names_in(text: str) -> set[str]:
    return {n for n in EVERYONE if n in text}


def choose(club: str | None, offered: list[list[str]], started: list[str]):
    """A stand-in for the secretary at the club question: notes what is offered and where it starts, picks `club`."""

    def pick(dialog) -> bool:
        combo = dialog.findChild(QComboBox, "paperClub")
        offered.append([combo.itemText(i) for i in range(combo.count())])
        started.append(combo.currentText())
        combo.setCurrentIndex(combo.findData(club or ""))
        return True

    return pick


def pdf_printer(path: Path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def test_the_pdf_for_one_club_lists_only_its_players(win, feedback, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from clubrater.ui import feedback as fb

    offered: list[list[str]] = []
    started: list[str] = []
    suggested: list[str] = []

    def save_as(parent, caption, file_filter, suggestion, kind=""):
        suggested.append(suggestion)
        return str(tmp_path / "own.pdf")

    monkeypatch.setattr(fb, "choose_save_file", save_as)
    feedback.dialogs.append(choose("Pretoria", offered, started))  # File > Save standings as PDF, as it starts
    win.actions["save_pdf"].trigger()
    assert offered == [["All clubs", "Pretoria", "Stellenbosch"]] and started == ["Pretoria"]
    assert Path(suggested[0]).name.startswith("Pretoria rating list ")  # the chosen club names the file
    own = pdf_text(tmp_path / "own.pdf")
    assert names_in(own) == PTA
    assert "Pretoria" in own.splitlines()[0] or "Pretoria" in own[:200]  # the heading names the club

    from clubrater.ui import reports_ui

    feedback.dialogs.append(choose("Stellenbosch", offered, started))
    assert reports_ui.save_pdf(win, win.ctrl, tmp_path / "stb.pdf") == tmp_path / "stb.pdf"
    assert names_in(pdf_text(tmp_path / "stb.pdf")) == STB
    feedback.dialogs.append(choose(None, offered, started))
    assert reports_ui.save_pdf(win, win.ctrl, tmp_path / "all.pdf") == tmp_path / "all.pdf"
    assert names_in(pdf_text(tmp_path / "all.pdf")) == EVERYONE

    feedback.dialogs.append(lambda dialog: False)  # cancelled at the club question: nothing written
    assert reports_ui.save_pdf(win, win.ctrl, tmp_path / "never.pdf") is None
    assert not (tmp_path / "never.pdf").exists()

    # Ctrl+P: the same question before the printer's
    feedback.dialogs.append(choose("Stellenbosch", offered, started))
    assert reports_ui.print_standings(win, win.ctrl, pdf_printer(tmp_path / "printed.pdf"))
    assert names_in(pdf_text(tmp_path / "printed.pdf")) == STB


def test_the_print_preview_chooses_the_club_in_its_tool_bar(win, feedback, tmp_path: Path) -> None:
    from clubrater.ui import reports_ui

    seen: dict[str, object] = {}

    def look(dialog) -> bool:
        combo = dialog.findChild(QComboBox, "paperClub")
        seen["offered"] = [combo.itemText(i) for i in range(combo.count())]
        seen["started"] = combo.currentText()
        dialog.paintRequested.emit(pdf_printer(tmp_path / "first.pdf"))  # what the preview paints now
        combo.setCurrentIndex(combo.findText("Stellenbosch"))
        seen["title"] = dialog.windowTitle()
        dialog.paintRequested.emit(pdf_printer(tmp_path / "then.pdf"))
        return True  # printed from the preview

    feedback.dialogs.append(look)
    printed_before = win.ctrl.printouts.last_printout()
    assert reports_ui.print_preview(win, win.ctrl)
    assert seen["offered"] == ["All clubs", "Pretoria", "Stellenbosch"] and seen["started"] == "Pretoria"
    assert "Stellenbosch" in str(seen["title"])
    assert names_in(pdf_text(tmp_path / "first.pdf")) == PTA
    assert names_in(pdf_text(tmp_path / "then.pdf")) == STB
    printed = win.ctrl.printouts.last_printout()
    assert printed is not None and printed != printed_before  # the printout is recorded, for the next "change"


def test_the_workbook_for_one_club(win, fed: Fed, feedback, tmp_path: Path) -> None:
    from openpyxl import load_workbook

    from clubrater.ui import reports_ui

    offered: list[list[str]] = []
    started: list[str] = []
    feedback.dialogs.append(choose("Stellenbosch", offered, started))
    assert reports_ui.export_workbook(win, win.ctrl, tmp_path / "stb.xlsx")
    assert started == ["Pretoria"]
    wb = load_workbook(tmp_path / "stb.xlsx", read_only=True)
    try:
        standings = [r for r in wb["Standings"].iter_rows(min_row=2, values_only=True) if any(r)]
        players = [r for r in wb["Players"].iter_rows(min_row=2, values_only=True) if any(r)]
        games = [r for r in wb["Games"].iter_rows(min_row=2, values_only=True) if any(r)]
    finally:
        wb.close()
    assert {r[1] for r in standings} == STB
    assert {r[0] for r in players} == STB
    pairs = {(r[1], r[2]) for r in games}
    # Stellenbosch's own game and its game against Pretoria's Sipho; not Pretoria's game between its own players
    assert pairs == {("Anna Smit", "Pieter van der Berg"), ("Anna Smit", "Sipho Dlamini")}

    # the federation officer is offered every club first
    officer = ClubController.open(fed.officer, today=lambda: FIXED_TODAY)
    try:
        feedback.dialogs.append(choose(None, offered, started))
        assert reports_ui.export_workbook(None, officer, tmp_path / "all.xlsx")
        assert started[-1] == "All clubs"
        wb = load_workbook(tmp_path / "all.xlsx", read_only=True)
        try:
            everyone = {r[0] for r in wb["Players"].iter_rows(min_row=2, values_only=True) if any(r)}
            n_games = sum(1 for r in wb["Games"].iter_rows(min_row=2, values_only=True) if any(r))
        finally:
            wb.close()
        assert everyone == EVERYONE and n_games == 3
    finally:
        officer.close()


def test_another_clubs_event_is_read_only_with_the_reason_on_hover(win, fed: Fed, feedback) -> None:
    from clubrater.ui.models import ID_ROLE
    from clubrater.ui.operations import events as events_ops

    win.show_page(4)  # Events
    page = win.events_page
    model = page.model
    rows = {model.index(r, 0).data(): r for r in range(model.rowCount())}
    assert set(rows) == {"Stellenbosch Open", "Pretoria Cup"}
    theirs = model.index(rows["Stellenbosch Open"], 0)
    tip = theirs.data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "Entered by Stellenbosch; only its secretary or the federation officer can change it."
    assert model.index(rows["Stellenbosch Open"], 3).data(Qt.ItemDataRole.ForegroundRole) is not None  # greyed
    ours = model.index(rows["Pretoria Cup"], 0)
    assert ours.data(Qt.ItemDataRole.ToolTipRole) in (None, "")
    assert ours.data(Qt.ItemDataRole.ForegroundRole) is None

    eid = theirs.data(ID_ROLE)
    # Events > Change event on that row: refused with the reason; no form opens (a dialog would fail this test)
    page.view.setCurrentIndex(page.proxy.mapFromSource(theirs))
    assert page.current_event() == eid
    # the actions are disabled on that row, the reason their tooltip and status tip (issue 30, point 5) ...
    for name in ("edit_event", "delete_event"):
        assert not win.actions[name].isEnabled(), name
        assert win.actions[name].toolTip() == tip == win.actions[name].statusTip()
    # ... and asked all the same (a button of an older page), refused with the reason before any form or question
    events_ops.edit_event(win.ctx, eid)
    assert feedback.said and feedback.said[-1] == tip
    asked = len(feedback.asked)
    events_ops.delete_event(win.ctx, eid)
    assert len(feedback.said) == 2 and feedback.said[-1] == tip
    assert len(feedback.asked) == asked  # refused before "Delete the event ...?" is asked
    assert win.ctrl.history.events[eid].name == "Stellenbosch Open"
    # Pretoria's own event still opens its form
    opened: list[str] = []
    feedback.dialogs.append(lambda dialog: opened.append(dialog.objectName() or "form") is not None and False)
    events_ops.edit_event(win.ctx, ours.data(ID_ROLE))
    assert len(opened) == 1 and len(feedback.said) == 2
    check = ClubController.open(fed.officer)
    try:
        assert sorted(e.name for e in check.history.events.values()) == ["Pretoria Cup", "Stellenbosch Open"]
    finally:
        check.close()


def test_a_club_file_is_asked_no_club(window, feedback, tmp_path: Path) -> None:
    """Nothing changes on a club file: no club question (an unexpected dialog fails the test), no choice."""
    from clubrater.ui import reports_ui

    assert reports_ui.save_pdf(window, window.ctrl, tmp_path / "list.pdf") == tmp_path / "list.pdf"
    assert reports_ui.export_workbook(window, window.ctrl, tmp_path / "club.xlsx")
    seen: list[object] = []
    feedback.dialogs.append(lambda dialog: seen.append(dialog.findChild(QComboBox, "paperClub")) is not None and False)
    assert not reports_ui.print_preview(window, window.ctrl)
    assert seen == [None]
    assert "Alice Abrahams" in pdf_text(tmp_path / "list.pdf")
