"""File > Print preview, Print, Save as PDF, Export, and the one-player report.

Thin dialogs over clubrater.controller.exports: the documents are built there
and painted by clubrater.io.noticeboard, the same code `clubrater print` runs.
Every function takes an optional path so that tests (and scripts) need no file
chooser; with none, the user is asked. A printout is recorded only when it was
really printed or saved, so the next one shows the change since then.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QMainWindow, QWidget

from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.io.noticeboard import Board, paint_board, paint_player_report, setup_a4
from clubrater.ui import feedback
from clubrater.ui.federation import ASK, PaperClub, add_preview_choice, ask_paper_club
from clubrater.ui.plural import counted
from clubrater.ui.screen import fit_to_screen
from clubrater.ui.shown import said
from clubrater.ui.tasks import run_work


def _printer() -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    setup_a4(printer)
    return printer


def _suggest(controller: ClubController, what: str, suffix: str, club: str | None = None) -> str:
    today = controller.today().isoformat()
    words = " ".join(w for w in (club or controller.club_name, what, today) if w)  # club: one member club's paper
    stem = re.sub(r'[\\/:*?"<>|]+', " ", words).strip()
    return str(Path(controller.path).parent / f"{stem}{suffix}")


def _ask_save(parent: QWidget | None, caption: str, suggested: str, file_filter: str, suffix: str) -> Path | None:
    name = feedback.choose_save_file(parent, caption, file_filter, suggested, kind=suffix.lstrip(".").lower())
    if not name:
        return None
    path = Path(name)
    return path if path.suffix.lower() == suffix else path.with_name(path.name + suffix)


def _done(parent: QWidget | None, message: str) -> None:
    """Say what was written (the controller's sentence, in the window's language): in the window's status bar, or
    in a message when there is no window."""
    message = said(message)
    if isinstance(parent, QMainWindow):
        parent.statusBar().showMessage(message, 15000)
    else:
        feedback.inform(parent, "ClubRater", message)


# --------------------------------------------------------------------------------------------- noticeboard


def print_preview(parent: QWidget | None, controller: ClubController, club: PaperClub = ASK) -> bool:
    """Show the noticeboard list as it will print; printing from the preview records the printout.

    On a federation server the preview's tool bar chooses the member club (`club` given: that one, no choice)."""
    printer = _printer()  # kept here: the dialog does not own it
    dialog = QPrintPreviewDialog(printer, parent)
    shown: dict[str, Any] = {}

    def show(which: str | None) -> None:
        board, values = controller.printouts.noticeboard(club=which)
        shown.update(board=_promotion_lines(controller, board, values), values=values)
        #: The club's rating list (standings) as pinned on the noticeboard: "Rangliste", "classement", "ranglys".
        dialog.setWindowTitle(QCoreApplication.translate("Printing", "Print preview: {club} rating list").format(
            club=which or controller.club_name))

    choice = add_preview_choice(dialog, controller, show) if club is ASK else None
    which = choice.club() if choice is not None else club if isinstance(club, str) else None
    show(which)
    _add_promotion_toggle(dialog, lambda: show(choice.club() if choice is not None else which))
    dialog.paintRequested.connect(lambda device: paint_board(device, shown["board"]))
    fit_to_screen(dialog, 900, 1000, parent)
    if not feedback.run_dialog(dialog):
        return False
    controller.printouts.record_printout(shown["values"])
    return True


def print_standings(parent: QWidget | None, controller: ClubController, printer: QPrinter | None = None,
                    club: PaperClub = ASK) -> bool:
    """File > Print: the printer dialog, then the list (`printer` given: print without asking).

    On a federation server the member club is asked first (`club` given: that one)."""
    go, which = ask_paper_club(parent, controller, QCoreApplication.translate("Printing", "Print the rating list"),
                               club)
    if not go:
        return False
    board, values = controller.printouts.noticeboard(club=which)
    if printer is None:
        printer = _printer()
        dialog = QPrintDialog(printer, parent)
        dialog.setWindowTitle(QCoreApplication.translate("Printing", "Print the rating list"))
        _add_noticeboard_tab(dialog)
        if not feedback.run_dialog(dialog):
            return False
    board = _promotion_lines(controller, board, values)
    try:
        pages = paint_board(printer, board)
    except ClubRaterError as exc:
        feedback.error(parent, exc, QCoreApplication.translate("Printing", "Print"))
        return False
    controller.printouts.record_printout(values)
    from clubrater.ui.i18n import context

    Printing = context("Printing")  # counts through Context.tr: lupdate reads them as plural messages
    where = printer.outputFileName() or printer.printerName()  # said afterwards, as Save as PDF does (issue 30)
    _done(parent, counted(Printing.tr("Sent the rating list (%n page(s)) to {printer}.", "", pages),
                          pages).format(printer=where))
    return True


def _add_noticeboard_tab(dialog: QPrintDialog) -> None:
    """The "Noticeboard" tab ("1 win to 9k" lines) beside Qt's own Copies and Options tabs (behind "Options >>").

    `setOptionTabs` shows nothing in Qt 6's own dialog (issue 30: the tab README described was not there), so the
    tab goes into the dialog's tab widget; a system's own print dialog has none: File > Noticeboard lines does."""
    from PySide6.QtWidgets import QTabWidget

    from clubrater.ui.site_ui import promotion_option

    tabs = dialog.findChild(QTabWidget)
    if tabs is not None:
        tab = promotion_option()
        tabs.addTab(tab, tab.windowTitle())


def _add_promotion_toggle(dialog: QPrintPreviewDialog, repaint: Any) -> None:
    """The print preview's tool bar: "1 win to …" lines on or off, painted again at once."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget
    from PySide6.QtWidgets import QCheckBox, QToolBar

    from clubrater.ui.site_ui import promotion_lines_wanted, set_promotion_lines_wanted

    bar = dialog.findChild(QToolBar)
    if bar is None:
        return
    check = QCheckBox(promotion_lines_text())
    check.setObjectName("previewPromotionLines")
    check.setChecked(promotion_lines_wanted())
    preview = dialog.findChild(QPrintPreviewWidget)

    def toggled(on: bool) -> None:
        set_promotion_lines_wanted(on)
        repaint()
        if preview is not None:
            preview.updatePreview()

    check.toggled.connect(toggled)
    bar.addSeparator()
    bar.addWidget(check)


def promotion_lines_text() -> str:
    """The choice's words, as the print dialog's Noticeboard tab says them."""
    #: "1 win to ..." is the line printed under the player, e.g. "1 win to 9k" (the printout translates it too).
    return QCoreApplication.translate("PrintOptions", "Under each player one win from promotion, print "
                                                      "\"1 win to ...\"")


def _promotion_lines(controller: ClubController, board: Board, values: dict[int, tuple[float, str]]) -> Board:
    """'1 win to 9k' under the players one win from promotion, when chosen in the print dialog (site_ui)."""
    from clubrater.ui.site_ui import with_promotion_lines

    return with_promotion_lines(controller, board, values)  # type: ignore[return-value]


def save_pdf(parent: QWidget | None, controller: ClubController, path: str | Path | None = None,
             club: PaperClub = ASK) -> Path | None:
    """File > Save as PDF: the noticeboard list, exactly as `clubrater print` writes it.

    On a federation server the member club is asked first (`club` given: that one)."""
    #: "rating list" is also part of the suggested file name (Club name, rating list, date).
    go, which = ask_paper_club(parent, controller, QCoreApplication.translate("Printing", "Save the rating list as PDF"),
                               club)
    if not go:
        return None
    target = Path(path) if path else _ask_save(
        parent, QCoreApplication.translate("Printing", "Save the rating list as PDF"),
        _suggest(controller, QCoreApplication.translate("Printing", "rating list", "part of a file name"), ".pdf",
                 which),
        QCoreApplication.translate("Printing", "PDF (*.pdf)"), ".pdf")
    if target is None:
        return None
    try:
        from clubrater.ui.site_ui import promotion_lines_wanted

        pages = controller.printouts.noticeboard_pdf(target, promotion_lines=promotion_lines_wanted(), club=which)
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, QCoreApplication.translate("Printing", "Save as PDF"))
        return None
    from clubrater.ui.i18n import context

    Printing = context("Printing")  # counts through Context.tr: lupdate reads them as plural messages
    _done(parent, counted(Printing.tr("Saved the rating list (%n page(s)) as {file}.", "", pages),
                          pages).format(file=target))
    return target


# --------------------------------------------------------------------------------------------- exports


def export_workbook(parent: QWidget | None, controller: ClubController, path: str | Path | None = None,
                    club: PaperClub = ASK) -> str | None:
    """File > Export > Workbook: standings, players, games and history in one .xlsx.

    On a federation server the member club is asked first (`club` given: that one): its players, their games."""
    go, which = ask_paper_club(parent, controller, QCoreApplication.translate("Printing", "Export the club workbook"),
                               club)
    if not go:
        return None
    target = Path(path) if path else _ask_save(
        parent, QCoreApplication.translate("Printing", "Export the club workbook"),
        _suggest(controller, "", ".xlsx", which),
        QCoreApplication.translate("Printing", "Excel workbook (*.xlsx)"), ".xlsx")
    if target is None:
        return None
    try:  # the message said afterwards is the controller's sentence
        message = run_work(parent, QCoreApplication.translate("Printing", "Exporting…"),
                           lambda: controller.exports.workbook(target, club=which))
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, QCoreApplication.translate("Printing", "Export"))
        return None
    _done(parent, message)
    return message


def export_games_csv(parent: QWidget | None, controller: ClubController, path: str | Path | None = None,
                     club: PaperClub = ASK) -> str | None:
    """File > Export > Games as CSV, in the columns `clubrater import games` reads.

    On a federation server the member club is asked first (`club` given: that one): the games its players played."""
    go, which = ask_paper_club(parent, controller, QCoreApplication.translate("Printing", "Export the games as CSV"),
                               club)
    if not go:
        return None
    target = Path(path) if path else _ask_save(
        parent, QCoreApplication.translate("Printing", "Export the games as CSV"),
        _suggest(controller, QCoreApplication.translate("Printing", "games", "part of a file name"), ".csv", which),
        QCoreApplication.translate("Printing", "CSV (*.csv)"), ".csv")
    if target is None:
        return None
    try:
        message = run_work(parent, QCoreApplication.translate("Printing", "Exporting…"),
                           lambda: controller.exports.games_csv(target, club=which))
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, QCoreApplication.translate("Printing", "Export"))
        return None
    _done(parent, message)
    return message


# --------------------------------------------------------------------------------------------- one player


def _report_club(parent: QWidget | None, controller: ClubController, player_id: int, title: str,
                 club: PaperClub) -> tuple[bool, str | None]:
    """On a federation server, the member club named at the report's head: asked, starting at the player's own."""
    home = controller.federation.home_club(player_id).name if getattr(controller, "on_server", False) else None
    #: The member club whose name heads a player's report (on a federation server).
    return ask_paper_club(parent, controller, title, club, chosen=home,
                          label=QCoreApplication.translate("Printing", "&Club at the head:"),
                          everyone=controller.club_name)


def player_report(parent: QWidget | None, controller: ClubController, player_id: int,
                  club: PaperClub = ASK) -> bool:
    """Record sheet and history chart for one player, in a print preview (print it, or print to PDF).
    On a federation server the member club at its head is asked first (the player's own, unless changed)."""
    go, which = _report_club(parent, controller, player_id,
                             QCoreApplication.translate("Printing", "Player report"), club)
    if not go:
        return False
    try:
        report = controller.printouts.player_report(player_id, club=which)
    except ClubRaterError as exc:
        feedback.error(parent, exc, QCoreApplication.translate("Printing", "Player report"))
        return False
    printer = _printer()  # kept here: the dialog does not own it
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Printing", "{name}: record sheet and history").format(
        name=report.name))
    dialog.paintRequested.connect(lambda device: paint_player_report(device, report))
    fit_to_screen(dialog, 900, 1000, parent)
    return feedback.run_dialog(dialog)


def save_player_report(parent: QWidget | None, controller: ClubController, player_id: int,
                       path: str | Path | None = None, club: PaperClub = ASK) -> Path | None:  # fmt: skip
    """The one-player report as a PDF, to e-mail to the player who asked (the club at its head as for printing)."""
    name = controller.queries.player(player_id).name
    go, which = _report_club(parent, controller, player_id,
                             QCoreApplication.translate("Printing", "Save {name}'s report as PDF").format(name=name), club)
    if not go:
        return None
    target = Path(path) if path else _ask_save(
        parent, QCoreApplication.translate("Printing", "Save {name}'s report as PDF").format(name=name),
        _suggest(controller, name, ".pdf"), QCoreApplication.translate("Printing", "PDF (*.pdf)"), ".pdf")
    if target is None:
        return None
    try:
        controller.printouts.player_report_pdf(player_id, target, club=which)
    except (ClubRaterError, OSError) as exc:
        feedback.error(parent, exc, QCoreApplication.translate("Printing", "Save as PDF"))
        return None
    _done(parent, QCoreApplication.translate("Printing", "Saved {name}'s report as {file}.").format(name=name, file=target))
    return target
