"""How well the ratings predict, on paper for a committee meeting (issue 27): the systems' table, the
calibration chart of one system, the handicap table and the players furthest from their expected score.

The controller builds an `EvaluationSheet` (plain values, the figures of controller/evaluate.py); this module
only lays it out and paints it, in the club's language (io/words.py, context "Evaluation"), with the
noticeboard's fonts, colours and whole-or-nothing PDF writing. Only QtGui: `clubrater report` runs headless.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPainter, QPen

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.prediction import COIN, CalibrationBin, Share
from clubrater.io.noticeboard import GREY, HEAD, INK, SHADE, PrintMessages, _font, _Page, _write_pdf
from clubrater.io.words import Words, words

GOOD = QColor("#1b6e35")
BAD = QColor("#a3261e")
COMMA_LANGUAGES = ("de", "fr", "cs", "af")  # a decimal comma on paper
SPACED_PERCENT = ("de", "fr", "cs")  # "62,3 %"


@dataclass(frozen=True, slots=True)
class PaperSystem:
    label: str  # the system's name in the club's language
    log_loss: float
    brier: float
    prediction_rate: float
    scale: float | None  # SAGC's k


@dataclass(frozen=True, slots=True)
class PaperPlayer:
    name: str
    games: int
    wins: float
    expected: float
    z: float | None


@dataclass(frozen=True, slots=True)
class EvaluationSheet:
    club: str
    printed_on: date
    games_scored: int
    warm_up: float
    warm_up_games: int
    first: date | None
    last: date | None
    systems: Sequence[PaperSystem]  # best first
    chosen: str  # the label of the system the chart and the players are of
    calibration: Sequence[CalibrationBin]
    handicaps: Sequence[Share]  # per stones
    handicap_all: Share | None  # every game with a handicap
    above: Sequence[PaperPlayer]  # furthest above their expected score first
    below: Sequence[PaperPlayer]  # furthest below first
    language: str = ""


# ------------------------------------------------------------------------------------------- numbers on paper


def decimal(v: float, places: int, language: str = "") -> str:
    text = f"{v:.{places}f}".replace("-", "\u2212")
    return text.replace(".", ",") if language in COMMA_LANGUAGES else text


def percent(v: float, language: str = "", places: int = 1) -> str:
    """62.3%, 62,3 % (German, French, Czech); a whole percentage without decimals when `places` is 0."""
    text = decimal(100 * v, places, language)
    return f"{text}\u00a0%" if language in SPACED_PERCENT else f"{text}%"


# ------------------------------------------------------------------------------------------- painting


class _Flow:
    """Blocks set one under the other, a new page when the next does not fit; the page numbers at the end."""

    def __init__(self, painter: QPainter, device: QPagedPaintDevice, w: Words, head: str) -> None:
        self.page = _Page(painter, device)
        self.p = painter
        self.device = device
        self.w = w
        self.head = head
        self.y = 0.0
        self.pages = 1
        self.bottom = self.page.height - self.page.mm(10)

    def need(self, height: float) -> None:
        if self.y + height > self.bottom and self.y > self.page.mm(20):
            self.device.newPage()
            self.pages += 1
            mm = self.page.mm
            self.page.text(QRectF(0, 0, self.page.width, mm(6)), self.head, _font(9.5), Qt.AlignmentFlag.AlignLeft, GREY)
            self.p.setPen(QPen(GREY, mm(0.2)))
            self.p.drawLine(QPointF(0, mm(7)), QPointF(self.page.width, mm(7)))
            self.y = mm(10)

    def line(self, text: str, font: QFont, colour: QColor = INK, gap_mm: float = 1.0) -> None:
        h = self.page.line_height(font) * 1.15
        self.need(h)
        self.page.text(QRectF(0, self.y, self.page.width, h), text, font, Qt.AlignmentFlag.AlignLeft, colour, shrink=True)
        self.y += h + self.page.mm(gap_mm)

    def paragraph(self, text: str, font: QFont, colour: QColor = INK) -> None:
        """Text wrapped to the page width."""
        p = self.p
        p.setFont(font)
        rect = p.fontMetrics().boundingRect(QRectF(0, 0, self.page.width, 10_000).toRect(),
                                            int(Qt.TextFlag.TextWordWrap), text)  # fmt: skip
        h = rect.height() + self.page.mm(1)
        self.need(h)
        p.setPen(colour)
        p.drawText(QRectF(0, self.y, self.page.width, h), int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft), text)
        self.y += h + self.page.mm(1.5)

    def table(self, titles: Sequence[str], widths_mm: Sequence[float], rows: Sequence[Sequence[str]],
              aligns: Sequence[Qt.AlignmentFlag], colours: Sequence[Sequence[QColor | None]] | None = None) -> None:
        """A header row and shaded rows; a width of 0 takes what is left. A row never splits; a table that runs
        over a page goes on under its header again."""
        mm = self.page.mm
        row_h, head_h, pad = mm(6.6), mm(7), mm(1.6)
        small, bold = _font(10), _font(9.5, True)
        wanted = []
        for i, w in enumerate(widths_mm):  # a fixed column as wide as its widest entry, at least its nominal width
            if not w:
                wanted.append(0.0)
                continue
            self.p.setFont(bold)
            need = self.p.fontMetrics().horizontalAdvance(titles[i])
            self.p.setFont(small)
            fm = self.p.fontMetrics()
            need = max([need] + [fm.horizontalAdvance(row[i]) for row in rows])
            wanted.append(max(mm(w), need + 2 * pad + mm(0.5)))
        flexible = [i for i, w in enumerate(widths_mm) if not w]
        rest = max(self.page.width - sum(wanted), mm(30))
        widths = [w if w else rest / len(flexible) for w in wanted]

        def header() -> None:
            self.p.fillRect(QRectF(0, self.y, self.page.width, head_h), HEAD)
            x = 0.0
            for title, wd, al in zip(titles, widths, aligns):
                self.page.text(QRectF(x + pad, self.y, wd - 2 * pad, head_h), title, bold, al, QColor("white"))
                x += wd
            self.y += head_h

        whole = head_h + row_h * len(rows)
        self.need(whole if whole < self.bottom - mm(20) else head_h + row_h)  # together on one page if it can be
        header()
        for n, row in enumerate(rows):
            if self.y + row_h > self.bottom:
                self.need(self.bottom)  # a new page
                header()
            if n % 2:
                self.p.fillRect(QRectF(0, self.y, self.page.width, row_h), SHADE)
            x = 0.0
            for i, (cell, wd, al) in enumerate(zip(row, widths, aligns)):
                colour = (colours[n][i] if colours is not None else None) or INK
                self.page.text(QRectF(x + pad, self.y, wd - 2 * pad, row_h), cell, small, al, colour, shrink=i == 0)
                x += wd
            self.y += row_h
        self.y += mm(3)

    def block(self, height_mm: float, paint: Callable[[QPainter, QRectF], None]) -> None:
        h = self.page.mm(height_mm)
        self.need(h)
        paint(self.p, QRectF(0, self.y, self.page.width, h))
        self.y += h + self.page.mm(3)


def _paint_calibration(p: QPainter, rect: QRectF, bins: Sequence[CalibrationBin], w: Words) -> None:
    """Predicted against observed, 0 to 1 on both axes: the diagonal (a perfect prediction), a dot per tenth of
    the predictions (larger for more games) and its 95% interval as a bar."""
    px = p.device().logicalDpiY() / 25.4
    side = min(rect.height() - 14 * px, rect.width() - 30 * px)
    plot = QRectF(rect.left() + 18 * px, rect.top() + 2 * px, side, side)
    translate = w.translate

    def xy(x: float, y: float) -> QPointF:
        return QPointF(plot.left() + x * plot.width(), plot.bottom() - y * plot.height())

    p.save()
    p.setPen(QPen(SHADE.darker(115), 0.2 * px))
    for i in range(1, 10):
        v = i / 10
        p.drawLine(xy(v, 0), xy(v, 1))
        p.drawLine(xy(0, v), xy(1, v))
    p.setPen(QPen(GREY, 0.3 * px))
    p.drawRect(plot)
    p.setPen(QPen(GREY, 0.4 * px, Qt.PenStyle.DashLine))
    p.drawLine(xy(0, 0), xy(1, 1))
    most = max((b.games for b in bins), default=0) or 1
    for b in bins:
        if not b.games or b.predicted is None or b.observed is None or b.low is None or b.high is None:
            continue
        p.setPen(QPen(HEAD, 0.45 * px))
        top, low = xy(b.predicted, b.high), xy(b.predicted, b.low)
        p.drawLine(top, low)
        cap = 1.2 * px
        p.drawLine(QPointF(top.x() - cap, top.y()), QPointF(top.x() + cap, top.y()))
        p.drawLine(QPointF(low.x() - cap, low.y()), QPointF(low.x() + cap, low.y()))
        r = (0.9 + 1.3 * (b.games / most) ** 0.5) * px
        p.setBrush(HEAD)
        p.drawEllipse(xy(b.predicted, b.observed), r, r)
    p.restore()
    p.setFont(_font(8.5))
    p.setPen(GREY)
    lang = w.language
    for i in range(0, 11, 2):
        v = i / 10
        label = percent(v, lang, 0)
        pt = xy(v, 0)
        p.drawText(QRectF(pt.x() - 8 * px, plot.bottom() + 1 * px, 16 * px, 4 * px),
                   int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), label)  # fmt: skip
        pt = xy(0, v)
        p.drawText(QRectF(rect.left(), pt.y() - 2 * px, 16 * px, 4 * px),
                   int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)  # fmt: skip
    p.drawText(QRectF(plot.left(), plot.bottom() + 5 * px, plot.width(), 5 * px), int(Qt.AlignmentFlag.AlignHCenter),
               translate("Evaluation", "Predicted chance that Black wins"))
    p.save()
    p.translate(rect.left() + 3 * px, plot.center().y())
    p.rotate(-90)
    p.drawText(QRectF(-plot.height() / 2, -3 * px, plot.height(), 5 * px), int(Qt.AlignmentFlag.AlignHCenter),
               translate("Evaluation", "How often Black won"))
    p.restore()
    # the key, beside the square
    key = QRectF(plot.right() + 6 * px, plot.top(), rect.right() - plot.right() - 6 * px, plot.height())
    p.setPen(INK)
    p.setFont(_font(9))
    text = "\n\n".join([
        translate("Evaluation", "Each dot: the games whose prediction fell in one tenth (0-10%, 10-20%, ...), at their "
                         "mean prediction, against how often Black really won them (a jigo half). Larger dots "
                         "hold more games."),
        translate("Evaluation", "Each bar: the 95% interval of that share; a bar that crosses the dashed diagonal agrees "
                         "with the predictions."),
        translate("Evaluation", "A dot below the diagonal: Black won less often than predicted; above it: more often."),
    ])  # fmt: skip
    p.drawText(key, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)


def paint_evaluation(device: QPagedPaintDevice, sheet: EvaluationSheet) -> int:
    """The evaluation on a printer or PDF writer already set up (noticeboard.setup_a4); returns the pages."""
    painter = QPainter()
    if not painter.begin(device):
        raise ClubRaterError(PrintMessages.tr("The page could not be drawn (the printer or file refused it)."))
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        return _paint(painter, device, sheet)
    finally:
        painter.end()


def _paint(painter: QPainter, device: QPagedPaintDevice, sheet: EvaluationSheet) -> int:
    lang = sheet.language
    w = words(lang)
    translate = w.translate
    Evaluation = w.context("Evaluation")  # counts through tr(): lupdate marks them as plural messages
    title = translate("Evaluation", "How well the ratings predict")
    flow = _Flow(painter, device, w, f"{sheet.club} \u00b7 {title}")
    right, left, centre = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignHCenter
    flow.line(title, _font(22, True), gap_mm=0)
    flow.line(f"{sheet.club} \u00b7 {w.long_date(sheet.printed_on)}", _font(12), GREY, gap_mm=2)
    span = ""
    if sheet.first and sheet.last:
        span = translate("Evaluation", "from {first} to {last}").format(first=w.short_date(sheet.first),
                                                                 last=w.short_date(sheet.last))
    games = Evaluation.tr("%n game(s)", "", sheet.games_scored)
    warm = Evaluation.tr("%n game(s)", "", sheet.warm_up_games)
    flow.paragraph(translate("Evaluation", "Each system rated the club's games in order and predicted each game from the "
                                    "players' ratings before it. Scored: {games} {span}. The first {warm_up} "
                                    "({share} of them) were a warm-up: rated, not scored.").format(
        games=games, span=span, warm_up=warm,
        share=percent(sheet.warm_up, lang, 0 if (100 * sheet.warm_up).is_integer() else 1)), _font(10.5))  # fmt: skip

    rows = [[s.label, decimal(s.log_loss, 3, lang), decimal(s.brier, 3, lang), percent(s.prediction_rate, lang),
             decimal(s.scale, 3, lang) if s.scale is not None else ""] for s in sheet.systems]  # fmt: skip
    colours: list[list[QColor | None]] = [[None, GOOD if s.log_loss < COIN else BAD, None, None, None]
                                          for s in sheet.systems]  # fmt: skip
    rows.append([translate("Evaluation", "A coin toss (for comparison)"), decimal(COIN, 3, lang), decimal(0.25, 3, lang),
                 percent(0.5, lang), ""])  # fmt: skip
    colours.append([GREY, GREY, GREY, GREY, None])
    titles = [
        translate("Evaluation", "System"),
        #: Column: log-loss, the mean of -ln(probability given to what happened); lower is better.
        translate("Evaluation", "Log-loss"),
        #: Column: the Brier score, the mean squared difference between prediction and result.
        translate("Evaluation", "Brier score"),
        #: Column: how often the player the system favoured won the game.
        translate("Evaluation", "Favourite won"),
        #: Column: SAGC's fitted logistic scale k (per rank).
        translate("Evaluation", "Scale k"),
    ]
    flow.table(titles, [0, 24, 26, 30, 22], rows, [left, right, right, right, right], colours)
    best = sheet.systems[0]
    if best.log_loss < COIN:
        if len(sheet.systems) > 1:
            nxt = sheet.systems[1]
            verdict = translate("Evaluation", "{best} predicted the club best: its log-loss is {gap} lower than that of "
                                       "{next}, and {coin} lower than a coin toss.").format(
                best=best.label, gap=decimal(nxt.log_loss - best.log_loss, 3, lang), next=nxt.label,
                coin=decimal(COIN - best.log_loss, 3, lang))  # fmt: skip
        else:
            verdict = translate("Evaluation", "The log-loss of {best} is {coin} lower than a coin toss.").format(
                best=best.label, coin=decimal(COIN - best.log_loss, 3, lang))
    else:
        verdict = translate("Evaluation", "No system predicted the club better than a coin toss.")
    flow.paragraph(verdict, _font(11, True))
    flow.paragraph(translate("Evaluation", "Log-loss: the mean of -ln of the chance given to what happened (lower is "
                                    "better; a coin toss scores {coin}). Brier score: the mean squared distance "
                                    "between the prediction and the result (lower is better; a coin toss scores "
                                    "{quarter}). Favourite won: how often the player the system favoured won (a "
                                    "jigo counts half). Scale k: SAGC has no probability of its own; it is given "
                                    "one by a logistic curve in the rank difference whose steepness k is fitted on "
                                    "the warm-up games.").format(coin=decimal(COIN, 3, lang),
                                                                 quarter=decimal(0.25, 2, lang)),
                   _font(9), GREY)  # fmt: skip

    flow.line(translate("Evaluation", "Calibration: {system}").format(system=sheet.chosen), _font(13, True), gap_mm=1)
    flow.block(84, lambda p, r: _paint_calibration(p, r, sheet.calibration, w))

    mm = flow.page.mm
    flow.need(mm(8 + 14 + 10 + 6.6 * len(sheet.handicaps)))  # the heading, its sentence and its table together
    flow.line(translate("Evaluation", "Handicaps: how often Black won"), _font(13, True), gap_mm=1)
    if sheet.handicap_all is not None:
        s = sheet.handicap_all
        if s.low > 0.5:
            lean = translate("Evaluation", "The handicaps favoured Black.")
        elif s.high < 0.5:
            lean = translate("Evaluation", "The handicaps favoured White.")
        else:
            lean = translate("Evaluation", "The handicaps favoured neither side clearly.")
        flow.paragraph(translate("Evaluation", "Black won {share} of the {games} with a handicap (95% interval {low} to "
                                        "{high}).").format(
            share=percent(s.black_share, lang), games=Evaluation.tr("%n game(s)", "", s.games),
            low=percent(s.low, lang), high=percent(s.high, lang)) + " " + lean, _font(10.5))  # fmt: skip
    hrows = [[Evaluation.tr("%n stone(s)", "", s.key) if s.key else translate("Evaluation", "even"), str(s.games),
              percent(s.black_share, lang), f"{percent(s.low, lang)} \u2013 {percent(s.high, lang)}"]
             for s in sheet.handicaps]  # fmt: skip
    titles = [
        #: Column: the handicap stones of the games in this row.
        translate("Evaluation", "Handicap"),
        translate("Evaluation", "Games"),
        #: Column: Black's share of these games (a jigo half).
        translate("Evaluation", "Black won"),
        #: Column: the 95% Wilson interval of Black's share.
        translate("Evaluation", "95% interval"),
    ]
    flow.table(titles, [0, 24, 28, 44], hrows, [left, right, right, centre])

    for heading, players in ((translate("Evaluation", "Furthest above their expected score ({system})"), sheet.above),
                             (translate("Evaluation", "Furthest below their expected score ({system})"), sheet.below)):
        if not players:
            continue
        flow.need(mm(8 + 10 + 6.6 * len(players)))
        flow.line(heading.format(system=sheet.chosen), _font(13, True), gap_mm=1)
        prow = [[pl.name, str(pl.games), decimal(pl.wins, 1, lang), decimal(pl.expected, 1, lang),
                 decimal(pl.z, 2, lang) if pl.z is not None else ""] for pl in players]  # fmt: skip
        pcol: list[list[QColor | None]] = [[None, None, None, None, GOOD if (pl.z or 0) > 0 else BAD]
                                           for pl in players]  # fmt: skip
        titles = [
            translate("Evaluation", "Player"),
            translate("Evaluation", "Games"),
            #: Column: the games the player won, a jigo half.
            translate("Evaluation", "Wins"),
            #: Column: the wins the system's predictions expected of the player.
            translate("Evaluation", "Expected"),
            #: Column: z, how many standard deviations the player's wins are above his expected wins.
            translate("Evaluation", "z", "column: standard score"),
        ]
        flow.table(titles, [0, 20, 22, 26, 20], prow, [left, right, right, right, right], pcol)
    flow.paragraph(translate("Evaluation", "Wins count a jigo as half; expected wins add up the chances the system gave "
                                    "the player; z is their difference in standard deviations (beyond 2 it is "
                                    "seldom chance)."), _font(9), GREY)  # fmt: skip
    foot = translate("Evaluation", "Printed by ClubRater.")
    page = flow.page
    page.text(QRectF(0, page.height - page.mm(6), page.width, page.mm(6)), foot, _font(9.5), Qt.AlignmentFlag.AlignLeft,
              GREY)  # fmt: skip
    return flow.pages


def write_evaluation_pdf(path: str | Path, sheet: EvaluationSheet) -> int:
    """The evaluation as an A4 PDF, written whole or not at all; returns the number of pages."""
    title = words(sheet.language).translate("Evaluation", "{club}: how well the ratings predict").format(club=sheet.club)
    return _write_pdf(path, title, lambda d: paint_evaluation(d, sheet))
