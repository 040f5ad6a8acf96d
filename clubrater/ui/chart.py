"""A player's history as a chart (pyqtgraph): dates across, SAGC rank+index or the rating up.

SAGC draws rank and index on one continuous scale (rank ordinal + index/1000),
so a promotion from 10k +999 to 9k 0 is a smooth step and the axis is labelled
with ranks. Hovering a point shows the game. A second player can be overlaid.
Imported only when the player page is first shown: pyqtgraph takes most of a
second to import, which start-up does not have.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from clubrater.domain.model import RatingSystem
from clubrater.domain.ranks import rank_from_ordinal
from clubrater.ui.shown import month_year, rank, said, term

if TYPE_CHECKING:
    from clubrater.controller.reports import ChartPoint

pg.setConfigOptions(antialias=True, background="w", foreground="#333")

COLOURS = ("#1f5fa8", "#c0392b")
_VALID = set(range(0, 39)) | set(range(40, 49))


class RankAxis(pg.AxisItem):
    """Ticks at whole ranks (index 0 of each rank), labelled 12k, 1d…; a plain axis for ratings."""

    ranks = True

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:  # noqa: N802, N803
        if not self.ranks:
            return super().tickValues(minVal, maxVal, size)
        span = max(maxVal - minVal, 1e-9)
        step = next((s for s in (1, 2, 5, 10) if span / s <= max(size / 28, 2)), 10)
        first = math.ceil(minVal / step) * step
        ticks = [float(o) for o in range(int(first), int(math.floor(maxVal)) + 1, step) if o in _VALID]
        minor = [] if step > 1 else [o + 0.5 for o in range(int(math.floor(minVal)), int(math.ceil(maxVal)))]
        return [(float(step), ticks), (0.5, minor)]

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
        if not self.ranks:
            return super().tickStrings(values, scale, spacing)
        out = []
        for v in values:
            o = round(v)
            out.append(rank(str(rank_from_ordinal(o))) if abs(v - o) < 1e-6 and o in _VALID else "")  # 三段 in Japanese
        return out


class IndexAxis(pg.AxisItem):
    """The SAGC index beside the rank labels: 0 on each rank line, ±500 halfway, ±250 when zoomed in.

    Halfway between 10k and 9k is 10k +500 or, the same, 9k -500; a quarter above 10k is 10k +250.
    """

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:  # noqa: N802, N803
        span = max(maxVal - minVal, 1e-9)
        lo, hi = math.floor(minVal), math.ceil(maxVal)
        if span / max(size / 28, 2) > 1:  # too many ranks for half-rank labels
            return [(1.0, [float(o) for o in range(lo, hi + 1) if minVal <= o <= maxVal])]
        major = [o + f for o in range(lo, hi + 1) for f in (0.0, 0.5) if minVal <= o + f <= maxVal]
        minor = [o + f for o in range(lo, hi + 1) for f in (0.25, 0.75) if minVal <= o + f <= maxVal]
        return [(0.5, major), (0.25, minor if span <= 3 else [])]

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:  # noqa: N802
        return [index_tick(v) for v in values]


def index_tick(v: float) -> str:
    """The index a point of the continuous rank scale stands for, as the right-hand axis writes it."""
    frac = round((v - math.floor(v)) * 1000)
    return {0: "0", 250: "+250", 500: "±500", 750: "-250", 1000: "0"}.get(frac, "")


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


class HistoryChart(QWidget):
    """The plot plus a line under it that repeats the game under the mouse."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.system = RatingSystem.SAGC
        self._axis = RankAxis("left")
        self._index_axis = IndexAxis("right")
        self.plot = pg.PlotWidget(axisItems={"bottom": MonthYearAxis(orientation="bottom"), "left": self._axis,
                                             "right": self._index_axis})
        self.plot.setObjectName("historyChart")
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setMenuEnabled(False)
        self.plot.setMinimumHeight(200)
        self.legend = self.plot.addLegend(offset=(10, 10))
        self.detail = QLabel(self.tr("Point at a dot to see the game."))
        self.detail.setObjectName("chartDetail")
        self.detail.setStyleSheet("color:#444;")
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty = pg.TextItem(self.tr("No rated games yet"), color="#888", anchor=(0.5, 0.5))
        # No axes without a player: a sentence in their place (issue 17).
        #: SAGC: the rank (kyu/dan) and the index within it, drawn over time.
        self.no_player = QLabel(self.tr("Choose a player to see their rank and index over time."))
        self.no_player.setObjectName("chartEmpty")
        self.no_player.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_player.setStyleSheet("color:#888; font-size:14pt;")
        self.no_player.setMinimumHeight(200)
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
        p.showAxis("right", system == RatingSystem.SAGC)
        if system == RatingSystem.SAGC:
            p.getAxis("right").setLabel(term("Index"))
        p.clear()
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
        self._index_axis.picture = None
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
        if len(series) < 2:
            self.legend.clear()

    def _hovered(self, _item: Any, points: Any, _ev: Any) -> None:
        if len(points):
            self.detail.setText(str(points[0].data()).replace("\n", "   "))

    def series_data(self, n: int = 0) -> tuple[list[float], list[float]]:
        """The x (seconds) and y of series `n` as drawn (what tests compare with the record sheet)."""
        _name, _pts, _curve, scatter = self.series[n]
        xs, ys = scatter.getData()
        return [float(x) for x in xs], [float(y) for y in ys]
