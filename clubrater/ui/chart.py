"""A player's history as a chart (pyqtgraph): dates across, SAGC rank+index or the rating up.

SAGC draws rank and index on one continuous scale (rank ordinal + index/1000),
so a promotion from 10k +999 to 9k 0 is a smooth step. One axis reads it (issue 30): the rank
lines, always the two around every dot (11k and 10k for an 11k at +732), and inside each band the index
counted up from the line below ("+250", "+500", "+750"), as the site's chart draws the same lines.
Hovering a point shows the night's games as a tooltip, and one line under the chart that never
widens the window. A second player can be overlaid.
Imported only when the player page is first shown: pyqtgraph takes most of a
second to import, which start-up does not have.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from clubrater.domain.model import RatingSystem
from clubrater.domain.ranks import rank_from_ordinal
from clubrater.ui.shown import month_year, rank, said, term

if TYPE_CHECKING:
    from clubrater.controller.reports import ChartPoint

pg.setConfigOptions(antialias=True, background="w", foreground="#333")

COLOURS = ("#1f5fa8", "#c0392b")
_VALID = set(range(0, 39)) | set(range(40, 49))


class RankAxis(pg.AxisItem):
    """Ticks at whole ranks labelled 12k, 1d…; zoomed in, the index inside each band; a plain axis for ratings.

    The band from 11k up to 10k holds 11k +1 .. +999, which the SAGC scale also reaches from above as
    10k -999 .. -1 (10k -268 is where 11k +732 is): the labels count up from the rank line below, the
    only reading that goes one way (0, +250, +500, +750, then the next rank), never "+250, ±500, -250".
    """

    ranks = True
    ROOM = 16  # pixels between two labels (a label is about 13 high)

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:  # noqa: N802, N803
        if not self.ranks:
            return super().tickValues(minVal, maxVal, size)
        span = max(maxVal - minVal, 1e-9)
        per_rank = size / span  # pixels from one rank line to the next
        step = next((s for s in (1, 2, 5, 10) if per_rank * s >= self.ROOM), 10)
        first = math.ceil(minVal / step) * step
        ticks = [float(o) for o in range(int(first), int(math.floor(maxVal)) + 1, step) if o in _VALID]
        if step > 1:
            return [(float(step), ticks), (1.0, [])]
        inner = 0.25 if per_rank >= 4 * self.ROOM else 0.5 if per_rank >= 2 * self.ROOM else 0.0
        if not inner:
            return [(1.0, ticks), (0.5, [o + 0.5 for o in range(math.floor(minVal), math.ceil(maxVal))
                                         if minVal <= o + 0.5 <= maxVal])]
        parts = round(1 / inner)
        within = [o + k * inner for o in range(math.floor(minVal), math.ceil(maxVal)) for k in range(1, parts)
                  if minVal <= o + k * inner <= maxVal and o in _VALID]
        return [(1.0, ticks), (inner, within)]

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
        if not self.ranks:
            return super().tickStrings(values, scale, spacing)
        return [rank_tick(v) for v in values]


def rank_tick(v: float) -> str:
    """A label of the SAGC scale: the rank on its line, else the index counted up from the line below."""
    o = math.floor(v + 1e-9)
    index = round((v - o) * 1000)
    if index in (0, 1000):
        o = round(v)
        return rank(str(rank_from_ordinal(o))) if o in _VALID else ""  # 三段 in Japanese
    return f"+{index}" if index in (250, 500, 750) else ""


def rank_band(ys: Sequence[float]) -> tuple[float, float]:
    """The rank lines around every SAGC dot: a player at 11k +732 is seen between the labelled 11k and 10k."""
    lo, hi = math.floor(min(ys) + 1e-9), math.ceil(max(ys) - 1e-9)
    return float(lo), float(max(hi, lo + 1))


class MonthYearAxis(pg.DateAxisItem):
    """Dates across with month and year on every label ("Apr 2024"), not a bare "Apr" beside a lone "2024".

    Labels go on the first of every 1, 2, 3, 6 or 12 months, whichever fits the width without overlapping.
    """

    _DAY = 86400.0

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:  # noqa: N802, N803
        from datetime import datetime, timezone

        span = maxVal - minVal
        if span < 60 * self._DAY or size <= 0:
            return list(super().tickValues(minVal, maxVal, size))
        from PySide6.QtGui import QFontMetrics

        widest = max((month_year(datetime(2024, m, 1).date()) for m in range(1, 13)), key=len)  # a locale's longest month
        label = QFontMetrics(self.style["tickFont"] or self.font()).horizontalAdvance(widest) + 16
        months_shown = span / (30.44 * self._DAY)
        step = next((s for s in (1, 2, 3, 6, 12, 24) if months_shown / s * label <= size), 60)
        start = datetime.fromtimestamp(minVal, timezone.utc)  # noqa: UP017
        y, m = start.year, start.month
        ticks: list[float] = []
        minor: list[float] = []
        while True:
            t = datetime(y, m, 1, tzinfo=timezone.utc).timestamp()  # noqa: UP017
            if t > maxVal:
                break
            if t >= minVal:
                (ticks if (y * 12 + m - 1) % step == 0 else minor).append(t)
            m += 1
            if m > 12:
                y, m = y + 1, 1
        return [(step * 30.44 * self._DAY, ticks), (30.44 * self._DAY, minor if step <= 3 else [])]

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
        from datetime import datetime, timezone

        if spacing >= 20 * self._DAY:
            return [month_year(datetime.fromtimestamp(v, timezone.utc).date()) for v in values]  # noqa: UP017
        return list(super().tickStrings(values, scale, spacing))


class HoverLine(QLabel):
    """One line under the chart: the night under the mouse, cut to the width with "…" and whole in its tooltip.

    Its width is the layout's to give (Ignored): a long night of games never sets the window's minimum width
    (issue 30: pointing at a dot made the window 2,163 pixels wide, for good).
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.set_full_text(text)

    def set_full_text(self, text: str, tip: str = "") -> None:
        self._full = text
        self.setToolTip(tip)
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        super().setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(self.width(), 40)))


class HistoryChart(QWidget):
    """The plot plus a line under it that repeats the night under the mouse (the player's own, or the compared)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.system = RatingSystem.SAGC
        self._axis = RankAxis("left")
        self.plot = pg.PlotWidget(axisItems={"bottom": MonthYearAxis(orientation="bottom"), "left": self._axis})
        self.plot.setObjectName("historyChart")
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setMenuEnabled(False)
        self.plot.setMinimumHeight(130)  # a 1024x600 screen still shows the record sheet below (issue 30)
        self.legend = self.plot.addLegend(offset=(10, 10))
        self.prompt = self.tr("Point at a dot to see the game.")
        self.detail = HoverLine(self.prompt)
        self.detail.setObjectName("chartDetail")
        self.detail.setStyleSheet("color:#444;")
        self.empty = pg.TextItem(self.tr("No rated games yet"), color="#888", anchor=(0.5, 0.5))
        # No axes without a player: a sentence in their place (issue 17).
        #: SAGC: the rank (kyu/dan) and the index within it, drawn over time.
        self.no_player = QLabel(self.tr("Choose a player to see their rank and index over time."))
        self.no_player.setObjectName("chartEmpty")
        self.no_player.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_player.setStyleSheet("color:#888; font-size:14pt;")
        self.no_player.setMinimumHeight(130)
        self.no_player.hide()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.no_player, 1)
        lay.addWidget(self.detail)
        self.series: list[tuple[str, list[ChartPoint], Any, Any]] = []

    def show_history(self, system: RatingSystem, value_label: str,
                     series: Sequence[tuple[str, Sequence[ChartPoint]]]) -> None:
        """Draw one or two players' points (the first is the player shown, the second the comparison)."""
        self.system = system
        self.plot.setVisible(bool(series))
        self.detail.setVisible(bool(series))
        self.no_player.setVisible(not series)
        if system != RatingSystem.SAGC:
            #: {value} is the rating's name: GoR, Elo or rating.
            self.no_player.setText(self.tr("Choose a player to see their {value} over time.").format(
                value=term(value_label)))
        else:
            self.no_player.setText(self.tr("Choose a player to see their rank and index over time."))
        p = self.plot.getPlotItem()
        p.clear()
        self.detail.set_full_text(self.prompt)  # the last player's night is not this one's (issue 30)
        self.legend.clear()
        self.series = []
        if system == RatingSystem.SAGC:
            self._axis.ranks = True
            #: The chart's vertical axis (SAGC): kyu/dan rank, with the index within each rank.
            self._axis.setLabel(self.tr("Rank and index"))
        else:
            self._axis.ranks = False
            self._axis.setLabel(term(value_label))
        self._axis.picture = None  # redraw the ticks
        any_points = False
        for n, (name, points) in enumerate(series):
            colour = COLOURS[n % len(COLOURS)]
            xs = [pt.x for pt in points]
            ys = [pt.y for pt in points]
            labels = [f"{name}: {said(pt.label)}" for pt in points]  # the controller's words, in the window's
            curve = pg.PlotDataItem(xs, ys, pen=pg.mkPen(colour, width=2), name=name)
            scatter = pg.ScatterPlotItem(
                xs, ys, data=labels, size=7, pen=pg.mkPen("w", width=1), brush=pg.mkBrush(colour),
                hoverable=True, hoverSize=11, tip=lambda x, y, data: data,
            )
            scatter.sigHovered.connect(self._hovered)
            p.addItem(curve)
            p.addItem(scatter)
            self.series.append((name, list(points), curve, scatter))
            any_points = any_points or bool(points)
        if not any_points:
            p.addItem(self.empty)
            self.empty.setPos(0, 0)
        p.enableAutoRange()
        xs_all = [pt.x for _name, points in series for pt in points]
        if xs_all and max(xs_all) - min(xs_all) < 30 * 86400:  # one night: a month around it, not its seconds
            middle = (max(xs_all) + min(xs_all)) / 2
            p.setXRange(middle - 15 * 86400, middle + 15 * 86400, padding=0)
        ys_all = [pt.y for _name, points in series for pt in points]
        if system == RatingSystem.SAGC and ys_all:
            lo, hi = rank_band(ys_all)  # both rank lines around the dots are on the axis, labelled
            p.setYRange(lo, hi, padding=0.1)  # room for the labels of the lines at the ends
        if len(series) < 2:
            self.legend.clear()

    def _hovered(self, _item: Any, points: Any, _ev: Any) -> None:
        if len(points):
            text = str(points[0].data())
            self.detail.set_full_text("   ".join(part.strip() for part in text.split("\n")), text)

    def series_data(self, n: int = 0) -> tuple[list[float], list[float]]:
        """The x (seconds) and y of series `n` as drawn (what tests compare with the record sheet)."""
        _name, _pts, _curve, scatter = self.series[n]
        xs, ys = scatter.getData()
        return [float(x) for x in xs], [float(y) for y in ys]
