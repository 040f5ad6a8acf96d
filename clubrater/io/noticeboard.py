"""The noticeboard standings and the one-player report, painted on any paged device (PDF writer or printer).

Both are tables laid out by hand with QPainter rather than QTextDocument, so
that what must hold on paper holds on every page: the column header repeated,
a rank group continued under its heading, alternate rows shaded, "Page n of m"
in the footer, and type large enough to read from two metres. Only QtGui is
used (no widgets): `clubrater print` runs headless.

The controller builds `Board` and `PlayerReport` (plain values); this module
only draws them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
)

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.io.words import Words, words


class PrintMessages(Messages):
    """Printing: what went wrong."""


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTHS_LONG = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")  # fmt: skip
# Latin first; then families with Czech letters and the CJK ideographs of Japanese names (漢字): Noto CJK
# (Linux, fonts-noto-cjk), Yu Gothic / MS Gothic (Windows), Hiragino Sans (macOS). Qt falls back glyph by
# glyph along the list, so "Řehoř Čížek" and "羽生善治" both print with real glyphs, never boxes.
FAMILIES = ["Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans", "Noto Sans CJK JP",
            "Noto Sans JP", "Yu Gothic", "Meiryo", "MS Gothic", "Hiragino Sans", "Hiragino Kaku Gothic ProN",
            "Source Han Sans JP", "IPAGothic", "TakaoGothic", "VL Gothic", "Droid Sans Fallback"]
MINUS = "\u2212"
UP, DOWN = "\u25b2", "\u25bc"

INK = QColor("#1c232b")
GREY = QColor("#5b6570")
SHADE = QColor("#e9edf1")
GROUP = QColor("#c9d3de")
HEAD = QColor("#2f3b4a")
GAIN = QColor("#1b6e35")
LOSS = QColor("#a3261e")


def short_date(d: date | None) -> str:
    """12 Nov 2026: unambiguous in every country, unlike 12/11/2026."""
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}" if d else ""


def long_date(d: date) -> str:
    return f"{d.day} {MONTHS_LONG[d.month - 1]} {d.year}"


# --------------------------------------------------------------------------------------------- the data


@dataclass(frozen=True, slots=True)
class BoardRow:
    position: int
    name: str
    rank: str
    value: str  # index or GoR as shown
    games: int
    last_played: date | None
    change: str = ""  # "+12", "−8", "▲ was 4k", "new" or "" (no change)
    group: str = ""  # rank heading this row is listed under (SAGC), "" when not grouped
    prior_grade: str = ""  # FESA: the grade the player brought, a column beside the FESA grade
    promotion: str = ""  # "1 win to 9k": a small line under the player (optional in the print dialog)


@dataclass(frozen=True, slots=True)
class Board:
    club: str
    system: str  # "SAGC rank and index"
    value_label: str  # "Index", "GoR"
    printed_on: date
    rows: Sequence[BoardRow]
    grouped: bool  # SAGC: players under rank headings, no rank column
    previous: date | None = None  # the previous printout; None: no change column
    left_off: int = 0  # inactive players, not shown
    rank_title: str = "Rank"  # "FESA grade" for shogi
    prior_title: str = ""  # "Prior grade" for shogi: a second grade column; "" = none
    language: str = ""  # the club's language (issue 13): "" English, "de", "fr", "cs", "af", "ja"


@dataclass(frozen=True, slots=True)
class ReportLine:
    date: date
    opponent: str
    opponent_rank: str
    colour: str  # "B", "W" or "" (adjustment)
    handicap: int
    result: str  # "won", "lost", "jigo", "adjusted", "no result"
    change: str
    after: str  # "5k +320" / "2105"
    marked: bool = False  # the rank changed here


@dataclass(frozen=True, slots=True)
class Chart:
    points: Sequence[tuple[date, float]]
    ticks: Sequence[tuple[float, str]]  # y value and label (ranks or ratings)
    banded: bool = False  # shade alternate bands between ticks (SAGC: one band per rank)
    caption: str = ""


@dataclass(frozen=True, slots=True)
class PlayerReport:
    club: str
    system: str
    name: str
    printed_on: date
    summary: str
    value_label: str
    lines: Sequence[ReportLine]  # newest first: the answer to "why did my rank drop?" is on page 1
    chart: Chart
    language: str = ""  # the club's language (issue 13)


# --------------------------------------------------------------------------------------------- layout


@dataclass(frozen=True, slots=True)
class _Col:
    title: str
    width: float  # mm; 0 takes what is left
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    big: bool = False  # in the large type (name, rank, value)
    signed: bool = False  # gains green, losses red


@dataclass(frozen=True, slots=True)
class _Item:
    cells: tuple[str, ...] = ()
    group: str = ""  # a rank heading instead of a row
    strong: bool = False
    note: bool = False  # a small line under the row before ("1 win to 9k"), not a row of its own


@dataclass(frozen=True, slots=True)
class _Style:
    big_pt: float
    small_pt: float
    header_pt: float
    row_mm: float
    group_mm: float
    header_mm: float
    title_pt: float = 26
    subtitle_pt: float = 14


BOARD_STYLE = _Style(big_pt=17, small_pt=12.5, header_pt=11.5, row_mm=10.5, group_mm=9.5, header_mm=9)
REPORT_STYLE = _Style(big_pt=11, small_pt=10, header_pt=9.5, row_mm=6.6, group_mm=6.6, header_mm=7, title_pt=22,
                      subtitle_pt=12)  # fmt: skip


@dataclass(slots=True)
class _Doc:
    title: str
    subtitle: list[str]
    running_head: str
    footer: str
    columns: list[_Col]
    items: list[_Item]
    style: _Style
    block_mm: float = 0.0  # space for a drawing on the first page (the report's chart)
    block: Callable[[QPainter, QRectF], None] | None = field(default=None)
    words: Words = field(default_factory=lambda: Words(""))


def setup_a4(device: QPagedPaintDevice) -> None:
    """A4 portrait with margins a noticeboard pin does not cover."""
    device.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(12, 12, 12, 10),
            QPageLayout.Unit.Millimeter,
        )
    )


def _font(pt: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(FAMILIES)
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPointSizeF(pt)
    f.setBold(bold)
    for tag in ("liga", "clig"):  # no "fi"/"ff" ligatures: names must come out of the PDF as typed
        f.setFeature(QFont.Tag(tag), 0)
    return f


class _Page:
    """Millimetres to device pixels, and the few drawing moves every page makes."""

    def __init__(self, painter: QPainter, device: QPagedPaintDevice) -> None:
        self.p = painter
        self.px = device.logicalDpiY() / 25.4
        self.width = float(device.width())
        self.height = float(device.height())

    def mm(self, v: float) -> float:
        return v * self.px

    def text(self, rect: QRectF, text: str, font: QFont, align: Qt.AlignmentFlag, colour: QColor = INK,
             shrink: bool = False) -> None:  # fmt: skip
        """One line in `rect`. Too long, it is set smaller (if `shrink`, down to half size: a name is never cut
        short if it can be helped), and only then cut with an ellipsis."""
        p = self.p
        p.setFont(font)
        fm = p.fontMetrics()
        wide = fm.horizontalAdvance(text)
        if shrink and wide > rect.width():
            small = QFont(font)
            small.setPointSizeF(font.pointSizeF() * max(0.5, rect.width() / wide * 0.98))
            p.setFont(small)
            fm = p.fontMetrics()
        if fm.horizontalAdvance(text) > rect.width():
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        p.setPen(colour)
        p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)

    def line_height(self, font: QFont) -> float:
        self.p.setFont(font)
        return float(self.p.fontMetrics().height())




def _paint(device: QPagedPaintDevice, doc: _Doc) -> int:
    """Paint the document on `device`; returns the number of pages."""
    painter = QPainter()
    if not painter.begin(device):
        raise ClubRaterError(PrintMessages.tr("The page could not be drawn (the printer or file refused it)."))
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        page = _Page(painter, device)
        st = doc.style
        mm = page.mm
        title_font, sub_font = _font(st.title_pt, True), _font(st.subtitle_pt)
        head_font, foot_font = _font(st.header_pt, True), _font(9.5)
        big, small = _font(st.big_pt), _font(st.small_pt)
        big_bold, small_bold = _font(st.big_pt, True), _font(st.small_pt, True)
        group_font = _font(st.small_pt + 1, True)

        title_h = page.line_height(title_font) + mm(2)
        sub_h = page.line_height(sub_font) * 1.15
        first_top = title_h + sub_h * len(doc.subtitle) + mm(3) + (mm(doc.block_mm + 4) if doc.block else 0)
        other_top = page.line_height(foot_font) + mm(4)
        footer_h = page.line_height(foot_font) + mm(3)
        header_h, row_h, group_h = mm(st.header_mm), mm(st.row_mm), mm(st.group_mm)
        pages = _balanced(doc.items, page.height - footer_h - header_h, first_top, other_top, row_h, group_h,
                          doc.words)  # fmt: skip

        pad = mm(1.6)
        widths = _fit_columns(page, doc, head_font, (big, big_bold, small, small_bold), pad)
        for n, items in enumerate(pages):
            if n:
                device.newPage()
            if n == 0:
                y = 0.0
                page.text(QRectF(0, y, page.width, title_h), doc.title, title_font, Qt.AlignmentFlag.AlignLeft,
                          shrink=True)  # fmt: skip
                y += title_h
                for line in doc.subtitle:
                    page.text(QRectF(0, y, page.width, sub_h), line, sub_font, Qt.AlignmentFlag.AlignLeft, GREY)
                    y += sub_h
                y += mm(3)
                if doc.block:
                    doc.block(painter, QRectF(0, y, page.width, mm(doc.block_mm)))
                    y += mm(doc.block_mm + 4)
            else:
                y = 0.0
                page.text(QRectF(0, 0, page.width, other_top - mm(2)), doc.running_head, foot_font,
                          Qt.AlignmentFlag.AlignLeft, GREY)  # fmt: skip
                painter.setPen(QPen(GREY, mm(0.2)))
                painter.drawLine(QPointF(0, other_top - mm(1.5)), QPointF(page.width, other_top - mm(1.5)))
                y = other_top
            # column header
            painter.fillRect(QRectF(0, y, page.width, header_h), HEAD)
            x = 0.0
            for col, w in zip(doc.columns, widths):
                page.text(QRectF(x + pad, y, w - 2 * pad, header_h), col.title, head_font, col.align, QColor("white"))
                x += w
            y += header_h
            shade = False
            for item in items:
                if item.group:
                    painter.fillRect(QRectF(0, y, page.width, group_h), GROUP)
                    page.text(QRectF(pad, y, page.width - 2 * pad, group_h), item.group, group_font,
                              Qt.AlignmentFlag.AlignLeft)  # fmt: skip
                    y += group_h
                    shade = False
                    continue
                if item.note:  # under the row before, in its shade, small and grey
                    note_h = row_h * NOTE_SHARE
                    if not shade:
                        painter.fillRect(QRectF(0, y, page.width, note_h), SHADE)
                    x = sum(widths[:1])
                    page.text(QRectF(x + pad, y, page.width - x - 2 * pad, note_h), item.cells[1], _font(st.small_pt - 2),
                              Qt.AlignmentFlag.AlignLeft, GREY)  # fmt: skip
                    y += note_h
                    continue
                if shade:
                    painter.fillRect(QRectF(0, y, page.width, row_h), SHADE)
                shade = not shade
                x = 0.0
                for col, w, cell in zip(doc.columns, widths, item.cells):
                    font = (big_bold if item.strong else big) if col.big else (small_bold if item.strong else small)
                    colour = INK
                    if col.signed and cell:
                        colour = GAIN if cell[0] in "+" + UP else LOSS if cell[0] in MINUS + DOWN else INK
                    page.text(QRectF(x + pad, y, w - 2 * pad, row_h), cell, font, col.align, colour, shrink=col.big)
                    x += w
                y += row_h
            # footer
            fy = page.height - footer_h + mm(2)
            painter.setPen(QPen(GREY, mm(0.2)))
            painter.drawLine(QPointF(0, fy - mm(1)), QPointF(page.width, fy - mm(1)))
            frect = QRectF(0, fy, page.width, footer_h - mm(2))
            page.text(frect, doc.footer, foot_font, Qt.AlignmentFlag.AlignLeft, GREY)
            page_of = doc.words.translate("Noticeboard", "Page {page} of {pages}").format(page=n + 1, pages=len(pages))
            page.text(frect, page_of, _font(11, True), Qt.AlignmentFlag.AlignRight, INK)
        return len(pages)
    finally:
        painter.end()


def _fit_columns(page: _Page, doc: _Doc, head_font: QFont, fonts: tuple[QFont, QFont, QFont, QFont],
                 pad: float) -> list[float]:  # fmt: skip
    """Each fixed column as wide as its widest entry (at least its nominal width); the name takes the rest."""
    big, big_bold, small, small_bold = fonts
    p = page.p
    widths: list[float] = []
    for i, col in enumerate(doc.columns):
        if not col.width:
            widths.append(0.0)
            continue
        p.setFont(head_font)
        need = p.fontMetrics().horizontalAdvance(col.title)
        for strong in (False, True):
            texts = {it.cells[i] for it in doc.items if not it.group and it.strong == strong and i < len(it.cells)}
            if texts:
                p.setFont((big_bold if strong else big) if col.big else (small_bold if strong else small))
                fm = p.fontMetrics()
                need = max(need, max(fm.horizontalAdvance(t) for t in texts))
        widths.append(max(page.mm(col.width), need + 2 * pad + page.mm(0.5)))
    rest = max(page.width - sum(widths), page.mm(30))
    flexible = [i for i, c in enumerate(doc.columns) if not c.width]
    for i in flexible:
        widths[i] = rest / len(flexible)
    return widths


def _paginate(items: Sequence[_Item], bottom: float, first_top: float, other_top: float, row_h: float,
              group_h: float, w: Words | None = None) -> list[list[_Item]]:  # fmt: skip
    """Items per page. A heading never ends a page, and a group carried over is headed again ("continued")."""
    pages: list[list[_Item]] = [[]]
    y = first_top
    group = ""
    for i, item in enumerate(items):
        h = group_h if item.group else row_h * NOTE_SHARE if item.note else row_h
        need = h + (row_h if item.group and i + 1 < len(items) else 0)  # a heading keeps its first row
        if i + 1 < len(items) and items[i + 1].note:
            need += row_h * NOTE_SHARE  # and a player keeps the line under them
        if y + need > bottom and pages[-1]:
            pages.append([])
            y = other_top
            if group and not item.group:
                more = (w or Words("")).translate("Noticeboard", "{group} (continued)").format(group=group)
                pages[-1].append(_Item(group=more))
                y += group_h
        if item.group:
            group = item.group
        pages[-1].append(item)
        y += h
    return pages


NOTE_SHARE = 0.55  # a promotion line's height, as a share of a row's
LAST_PAGE_ROWS = 4  # fewer players than this alone on the last page look like a printing mistake


def _balanced(items: Sequence[_Item], bottom: float, first_top: float, other_top: float, row_h: float,
              group_h: float, w: Words | None = None) -> list[list[_Item]]:  # fmt: skip
    """Pages as `_paginate` fills them, but never one or two players alone on the last page.

    The pages before the last are filled a few rows shorter, as long as that needs no extra page,
    so the last page carries a fair share of the list.
    """
    pages = _paginate(items, bottom, first_top, other_top, row_h, group_h, w)
    for shorter in range(1, LAST_PAGE_ROWS + 1):
        if len(pages) < 2 or _rows(pages[-1]) >= LAST_PAGE_ROWS:
            break
        tried = _paginate(items, bottom - shorter * row_h, first_top, other_top, row_h, group_h, w)
        if len(tried) > len(pages):
            break
        pages = tried
    return pages


def _rows(page: Sequence[_Item]) -> int:
    return sum(1 for item in page if not item.group and not item.note)


# --------------------------------------------------------------------------------------------- the noticeboard


def _board_doc(board: Board) -> _Doc:
    right, centre = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignHCenter
    w = words(board.language)
    translate = w.translate
    #: The position in the rating list (a column only a few characters wide).
    cols = [_Col(translate("Noticeboard", "#", "column: position in the list"), 9, right)]
    cols.append(_Col(translate("Noticeboard", "Name"), 0, big=True))
    if not board.grouped:
        cols.append(_Col(board.rank_title, 15, centre, big=True))
        if board.prior_title:
            cols.append(_Col(board.prior_title, 15, centre))
    #: Column: how many rated games the player has played.
    cols += [_Col(board.value_label, 20, right, big=True), _Col(translate("Noticeboard", "Games", "column: number of games"), 18, right),
             _Col(translate("Noticeboard", "Last played"), 31, right)]
    if board.previous is not None:
        #: Column: how the rating or rank changed since the previous printout.
        cols.append(_Col(translate("Noticeboard", "Change", "column: since the last printout"), 25, right, signed=True))
    items: list[_Item] = []
    group = None
    for r in board.rows:
        if board.grouped and r.group != group:
            group = r.group
            items.append(_Item(group=r.group))
        cells = [str(r.position), r.name]
        if not board.grouped:
            cells.append(r.rank)
            if board.prior_title:
                cells.append(r.prior_grade)
        cells += [r.value, str(r.games), w.short_date(r.last_played)]
        if board.previous is not None:
            cells.append(r.change)
        items.append(_Item(tuple(cells)))
        if r.promotion:
            items.append(_Item(tuple(["", r.promotion] + [""] * (len(cols) - 2)), note=True))
    n = len(board.rows)
    Noticeboard = w.context("Noticeboard")  # counts go through tr(): lupdate marks them as plural messages
    sub = [translate("Noticeboard", "Rating list \u00b7 {system}").format(system=board.system),
           f"{w.long_date(board.printed_on)} \u00b7 " + Noticeboard.tr("%n player(s)", "", n)]
    if board.previous is not None:
        sub[-1] += " \u00b7 " + translate("Noticeboard", "change since the list of {date}").format(date=w.short_date(board.previous))
    if board.grouped:
        sub[0] = translate("Noticeboard", "Rating list by rank \u00b7 {system}").format(system=board.system)
    footer = translate("Noticeboard", "Players who have stopped playing are not listed.") if board.left_off else ""
    footer = (footer + " " + translate("Noticeboard", "Printed by ClubRater.")).strip()
    if not board.rows:
        items.append(_Item(tuple(["", translate("Noticeboard", "No active players yet.")] + [""] * (len(cols) - 2))))
    head = translate("Noticeboard", "{club} \u00b7 rating list of {date}").format(club=board.club, date=w.long_date(board.printed_on))
    return _Doc(
        title=board.club, subtitle=sub, running_head=head, footer=footer, columns=cols, items=items, style=BOARD_STYLE,
        words=w,
    )


def paint_board(device: QPagedPaintDevice, board: Board) -> int:
    """The noticeboard standings on a printer or PDF writer already set up (see `setup_a4`); returns pages."""
    return _paint(device, _board_doc(board))


def write_board_pdf(path: str | Path, board: Board) -> int:
    """The noticeboard standings as an A4 PDF; returns the number of pages."""
    w = words(board.language)
    title = w.translate("Noticeboard", "{club}: rating list of {date}").format(club=board.club, date=w.long_date(board.printed_on))
    return _write_pdf(path, title, lambda d: paint_board(d, board))


# --------------------------------------------------------------------------------------------- the player report


def _report_doc(report: PlayerReport) -> _Doc:
    right, centre = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignHCenter
    w = words(report.language)
    translate = w.translate
    cols = [
        _Col(translate("PlayerReport", "Date"), 30), _Col(translate("PlayerReport", "Opponent"), 0, big=True),
        #: Column: the opponent's kyu/dan rank (or shogi grade), not a position in a list.
        _Col(translate("PlayerReport", "Rank", "column: the opponent's kyu/dan rank"), 16, centre),
        #: Column: Black or White (the stones the player had).
        _Col(translate("PlayerReport", "Colour", "column: Black or White"), 17, centre),
        #: Column header, one letter: handicap stones.
        _Col(translate("PlayerReport", "H", "column: handicap stones, one letter"), 9, right),
        #: Column: won, lost, jigo.
        _Col(translate("PlayerReport", "Result", "column: won or lost"), 22, centre),
        #: Column: the change of the rating in this game.
        _Col(translate("PlayerReport", "Change", "column: change of the rating"), 20, right, signed=True),
        #: Column: the rank or rating after the game; {value} is "Index", "GoR" or "Elo".
        _Col(translate("PlayerReport", "Then ({value})").format(value=report.value_label), 31, right, big=True),
    ]
    #: The stones a player had in a game.
    colours = {"B": translate("PlayerReport", "Black", "colour of the stones"),
               "W": translate("PlayerReport", "White", "colour of the stones")}
    items = [
        _Item((w.short_date(ln.date), ln.opponent, ln.opponent_rank, colours.get(ln.colour, ""),
               str(ln.handicap) if ln.handicap else "", ln.result, ln.change, ln.after), strong=ln.marked)
        for ln in report.lines
    ]  # fmt: skip
    if not items:
        items.append(_Item(("", translate("PlayerReport", "No games yet."), "", "", "", "", "", "")))
    sub = [f"{report.club} \u00b7 {report.system} \u00b7 {w.long_date(report.printed_on)}", report.summary,
           translate("PlayerReport", "Record sheet, latest first; rows in bold changed the rank.")]  # fmt: skip
    head = translate("PlayerReport", "{name} \u00b7 record sheet \u00b7 {club}").format(name=report.name, club=report.club)
    return _Doc(
        title=report.name, subtitle=sub, running_head=head, footer=translate("PlayerReport", "Printed by ClubRater."),
        columns=cols, items=items, style=REPORT_STYLE, block_mm=78, block=lambda p, r: _paint_chart(p, r, report.chart, w),
        words=w,
    )


def paint_player_report(device: QPagedPaintDevice, report: PlayerReport) -> int:
    return _paint(device, _report_doc(report))


def write_player_report_pdf(path: str | Path, report: PlayerReport) -> int:
    title = words(report.language).translate("PlayerReport", "{name}: record sheet").format(name=report.name)
    return _write_pdf(path, title, lambda d: paint_player_report(d, report))


def _paint_chart(p: QPainter, rect: QRectF, chart: Chart, w: Words | None = None) -> None:
    """The value after every game against the date; rank bands (SAGC) or rating lines (EGF) behind it."""
    px = p.device().logicalDpiY() / 25.4
    label_w = 16 * px
    plot = QRectF(rect.left() + label_w, rect.top() + 2 * px, rect.width() - label_w - 2 * px, rect.height() - 9 * px)
    p.setPen(QPen(GREY, 0.25 * px))
    p.drawRect(plot)
    points = list(chart.points)
    if not points:
        p.setFont(_font(11))
        p.drawText(plot, int(Qt.AlignmentFlag.AlignCenter), (w or Words("")).translate("PlayerReport", "No rated games yet."))
        return
    ys = [v for _, v in points]
    lo, hi = min(ys), max(ys)
    ticks = sorted(chart.ticks)
    if chart.banded:
        lo, hi = lo - 0.5, hi + 0.5
    else:
        span = max(hi - lo, 50.0)
        lo, hi = lo - span * 0.08, hi + span * 0.08
    first, last = points[0][0].toordinal(), points[-1][0].toordinal()
    days = max(last - first, 1)

    def to_xy(d: date, v: float) -> QPointF:
        x = plot.left() + (d.toordinal() - first) / days * plot.width() if last > first else plot.center().x()
        y = plot.bottom() - (v - lo) / (hi - lo) * plot.height()
        return QPointF(x, y)

    p.save()
    p.setClipRect(plot)
    visible = [(v, label) for v, label in ticks if lo <= v <= hi]
    for i, (v, _label) in enumerate(visible):
        if chart.banded:
            if i % 2 == 0:
                top, bottom = to_xy(points[0][0], v + 0.5).y(), to_xy(points[0][0], v - 0.5).y()
                p.fillRect(QRectF(plot.left(), top, plot.width(), bottom - top), SHADE)
        else:
            y = to_xy(points[0][0], v).y()
            p.setPen(QPen(SHADE.darker(115), 0.2 * px))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
    path = QPainterPath(to_xy(*points[0]))
    for d, v in points[1:]:
        path.lineTo(to_xy(d, v))
    p.setPen(QPen(HEAD, 0.6 * px))
    p.drawPath(path)
    p.setBrush(HEAD)
    r = 0.7 * px if len(points) < 120 else 0.35 * px
    for d, v in points:
        p.drawEllipse(to_xy(d, v), r, r)
    p.restore()
    p.setFont(_font(8.5))
    p.setPen(GREY)
    step = max(1, len(visible) // 12)
    for v, label in visible[::step]:
        y = to_xy(points[0][0], v).y()
        p.drawText(QRectF(rect.left(), y - 3 * px, label_w - 2 * px, 6 * px),
                   int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)  # fmt: skip
    for d in _date_ticks(points[0][0], points[-1][0]):
        x = to_xy(d, lo).x()
        p.drawText(QRectF(x - 12 * px, plot.bottom() + 1 * px, 24 * px, 5 * px),
                   int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), (w or Words("")).month_year(d))  # fmt: skip
    if chart.caption:
        p.drawText(QRectF(plot.left(), plot.bottom() + 5 * px, plot.width(), 4 * px),
                   int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), chart.caption)  # fmt: skip


def _date_ticks(start: date, end: date) -> list[date]:
    """At most six month starts across the span (or just the start for a short one)."""
    months = (end.year - start.year) * 12 + end.month - start.month
    if months < 1:
        return [start]
    step = max(1, -(-months // 5))
    out = []
    y, m = start.year, start.month
    for k in range(0, months + 1, step):
        mm = m - 1 + k
        out.append(date(y + mm // 12, mm % 12 + 1, 1))
    return [d for d in out if start <= d <= end] or [start]


# --------------------------------------------------------------------------------------------- files


def _write_pdf(path: str | Path, title: str, paint: Callable[[QPagedPaintDevice], int]) -> int:
    """A PDF written whole (io/atomic.py): painted into a temporary file that replaces `path` only when
    it is complete and reads as a PDF. QPdfWriter says nothing when the disk fills up; the check does."""
    from clubrater.io.atomic import replacing

    with replacing(Path(path)) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setResolution(300)
        writer.setTitle(title)
        writer.setCreator("ClubRater")
        setup_a4(writer)
        pages = paint(writer)
        del writer  # flushes and closes the file
    return pages
