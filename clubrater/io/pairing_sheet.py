"""The club night's pairing sheet, to pin up: board, Black, White (with ranks), handicap, komi, a result box.

Painted with QPainter on any paged device (PDF writer or printer), like the noticeboard
(io/noticeboard.py, whose page, fonts and whole-or-nothing PDF writing it shares): type large
enough to find one's name from two metres, one board per row, an empty box per board where the
players write the winner (B, W or J), the header repeated on every page. Words are the club's
language (io/words.py, context "PairingSheet"); names print with real glyphs, never as markup.
Only QtGui is used: `clubrater print --pairing` runs headless.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPagedPaintDevice, QPainter, QPen

from clubrater.domain.errors import ClubRaterError
from clubrater.io.noticeboard import GREY, HEAD, INK, SHADE, PrintMessages, _font, _Page, _write_pdf
from clubrater.io.words import Words, words


@dataclass(frozen=True, slots=True)
class SheetBoard:
    number: int
    black: str
    black_rank: str
    white: str
    white_rank: str
    handicap: int
    komi: str  # as the club writes it ("6.5", "0.5")


@dataclass(frozen=True, slots=True)
class PairingSheet:
    club: str
    day: date
    round: int
    boards: Sequence[SheetBoard]
    bye: str = ""  # who sits out ("Sipho Dlamini (12k)"), "" for nobody
    shogi: bool = False  # sente and gote, no stones and no komi
    language: str = ""  # the club's language (issue 13)


ROW_MM = 15.0
HEADER_MM = 9.0


def _columns(sheet: PairingSheet, w: Words) -> list[tuple[str, float, Qt.AlignmentFlag]]:
    """(title, width in mm (0: a share of what is left), alignment)."""
    translate = w.translate
    left, centre = Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignHCenter
    if sheet.shogi:
        #: Column of the shogi pairing sheet: the player who moves first (sente).
        first, second = translate("PairingSheet", "Sente (first)"), translate("PairingSheet", "Gote (second)")
    else:
        #: Column of the pairing sheet: the player with the black stones.
        first, second = translate("PairingSheet", "Black", "player"), translate("PairingSheet", "White", "player")
    cols = [(translate("PairingSheet", "Board", "column: board number"), 18.0, centre), (first, 0.0, left), (second, 0.0, left)]
    if not sheet.shogi:
        #: Column: handicap stones.
        cols += [(translate("PairingSheet", "Handicap"), 24.0, centre), (translate("PairingSheet", "Komi"), 17.0, centre)]
    #: Column: an empty box where the players write the winner.
    cols.append((translate("PairingSheet", "Result", "column: winner written in by hand"), 22.0, centre))
    return cols


def paint_sheet(device: QPagedPaintDevice, sheet: PairingSheet) -> int:
    """The pairing sheet on a printer or PDF writer already set up (noticeboard.setup_a4); returns the pages."""
    w = words(sheet.language)
    translate = w.translate
    painter = QPainter()
    if not painter.begin(device):
        raise ClubRaterError(PrintMessages.tr("The page could not be drawn (the printer or file refused it)."))
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        page = _Page(painter, device)
        mm = page.mm
        title_font, sub_font, head_font = _font(26, True), _font(14), _font(11.5, True)
        name_font, rank_font, num_font, foot_font = _font(17), _font(12.5), _font(20, True), _font(9.5)
        cols = _columns(sheet, w)
        pad = mm(1.8)
        painter.setFont(head_font)
        fm = painter.fontMetrics()
        fixed = [max(mm(width), fm.horizontalAdvance(title) + 2 * pad + mm(1)) if width else 0.0
                 for title, width, _ in cols]  # a column as wide as its title at least (no "Handic…")
        share = max(mm(30), (page.width - sum(fixed)) / sum(1 for _, width, _ in cols if not width))
        widths = [f if f else share for f in fixed]
        title_h = page.line_height(title_font) + mm(2)
        sub_h = page.line_height(sub_font) * 1.15
        subtitle = [
            #: The pairing sheet's subtitle: "Club night of 14 March 2025 · round 2".
            translate("PairingSheet", "Club night of {date} \u00b7 round {round}").format(date=w.long_date(sheet.day),
                                                                                   round=sheet.round),
            translate("PairingSheet", "Write the winner in the box: B (Black), W (White) or J (jigo).") if not sheet.shogi else
            translate("PairingSheet", "Write the winner in the box: S (sente) or G (gote)."),
        ]
        first_top = title_h + sub_h * len(subtitle) + mm(4)
        other_top = page.line_height(foot_font) + mm(4)
        footer_h = page.line_height(foot_font) + mm(3)
        header_h, row_h = mm(HEADER_MM), mm(ROW_MM)
        bye_h = sub_h * 1.6 if sheet.bye else 0.0
        rows: list[list[SheetBoard]] = []
        todo = list(sheet.boards)
        top = first_top
        while True:  # pages: as many rows as fit under the header, the bye line after the last
            room = int((page.height - footer_h - top - header_h) // row_h)
            take = max(1, room)
            if len(todo) <= take and (len(todo) * row_h + bye_h <= page.height - footer_h - top - header_h or not todo):
                rows.append(todo)
                break
            if len(todo) <= take:  # the rows fit, the bye line does not: one row goes over with it
                take = max(1, len(todo) - 1)
            rows.append(todo[:take])
            todo = todo[take:]
            top = other_top
        for n, page_rows in enumerate(rows):
            if n:
                device.newPage()
                head = translate("PairingSheet", "{club} \u00b7 club night of {date}, round {round}").format(
                    club=sheet.club, date=w.long_date(sheet.day), round=sheet.round)
                page.text(QRectF(0, 0, page.width, other_top - mm(2)), head, foot_font, Qt.AlignmentFlag.AlignLeft, GREY)
                y = other_top
            else:
                page.text(QRectF(0, 0, page.width, title_h), sheet.club, title_font, Qt.AlignmentFlag.AlignLeft,
                          shrink=True)
                y = title_h
                for line in subtitle:
                    page.text(QRectF(0, y, page.width, sub_h), line, sub_font, Qt.AlignmentFlag.AlignLeft, GREY)
                    y += sub_h
                y += mm(4)
            painter.fillRect(QRectF(0, y, page.width, header_h), HEAD)
            x = 0.0
            for (title, _, align), width in zip(cols, widths):
                page.text(QRectF(x + pad, y, width - 2 * pad, header_h), title, head_font, align, QColor("white"))
                x += width
            y += header_h
            for i, b in enumerate(page_rows):
                if i % 2:
                    painter.fillRect(QRectF(0, y, page.width, row_h), SHADE)
                cells: list[tuple[str, str]] = [(str(b.number), ""), (b.black, b.black_rank), (b.white, b.white_rank)]
                if not sheet.shogi:
                    cells += [(str(b.handicap) if b.handicap else "\u2013", ""), (b.komi, "")]
                x = 0.0
                for k, ((text, rank), width) in enumerate(zip(cells, widths)):
                    rect = QRectF(x + pad, y, width - 2 * pad, row_h)
                    if k == 0:
                        page.text(rect, text, num_font, Qt.AlignmentFlag.AlignHCenter)
                    elif rank:  # the name large, its rank just after it
                        painter.setFont(rank_font)
                        rank_w = painter.fontMetrics().horizontalAdvance(rank) + mm(2.5)
                        painter.setFont(name_font)
                        name_w = min(painter.fontMetrics().horizontalAdvance(text) + mm(0.5), rect.width() - rank_w)
                        page.text(QRectF(rect.x(), y, name_w, row_h), text, name_font, Qt.AlignmentFlag.AlignLeft,
                                  shrink=True)
                        page.text(QRectF(rect.x() + name_w + mm(2), y, rank_w, row_h), rank, rank_font,
                                  Qt.AlignmentFlag.AlignLeft, GREY)
                    else:
                        page.text(rect, text, name_font, cols[k][2])
                    x += width
                box = min(mm(11), row_h - mm(3))  # the result box, centred in the last column
                bx = x + (widths[-1] - box) / 2
                painter.setPen(QPen(INK, mm(0.45)))
                painter.setBrush(QColor("white"))
                painter.drawRect(QRectF(bx, y + (row_h - box) / 2, box, box))
                y += row_h
            painter.setPen(QPen(GREY, mm(0.2)))
            painter.drawLine(QPointF(0, y), QPointF(page.width, y))
            if n == len(rows) - 1 and sheet.bye:
                #: Under the boards: the player who does not play this round.
                text = translate("PairingSheet", "Bye (sits out this round): {name}").format(name=sheet.bye)
                page.text(QRectF(0, y + mm(3), page.width, sub_h), text, sub_font, Qt.AlignmentFlag.AlignLeft)
            if not sheet.boards and n == 0:
                page.text(QRectF(0, y + mm(3), page.width, sub_h), translate("PairingSheet", "No boards in this round."),
                          sub_font, Qt.AlignmentFlag.AlignLeft, GREY)
            fy = page.height - footer_h + mm(2)
            painter.drawLine(QPointF(0, fy - mm(1)), QPointF(page.width, fy - mm(1)))
            frect = QRectF(0, fy, page.width, footer_h - mm(2))
            page.text(frect, translate("Noticeboard", "Printed by ClubRater."), foot_font, Qt.AlignmentFlag.AlignLeft, GREY)
            page_of = translate("Noticeboard", "Page {page} of {pages}").format(page=n + 1, pages=len(rows))
            page.text(frect, page_of, _font(11, True), Qt.AlignmentFlag.AlignRight, INK)
        return len(rows)
    finally:
        painter.end()


def write_sheet_pdf(path: str | Path, sheet: PairingSheet) -> int:
    """The pairing sheet as an A4 PDF, written whole or not at all; returns the number of pages."""
    w = words(sheet.language)
    title = w.translate("PairingSheet", "{club}: pairings of {date}, round {round}").format(
        club=sheet.club, date=w.long_date(sheet.day), round=sheet.round)
    return _write_pdf(path, title, lambda d: paint_sheet(d, sheet))
