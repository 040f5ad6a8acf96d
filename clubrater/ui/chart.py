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
            out.append(str(rank_from_ordinal(o)) if abs(v - o) < 1e-6 and o in _VALID else "")
        return out


class HistoryChart(QWidget):
    """The plot plus a line under it that repeats the game under the mouse."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.system = RatingSystem.SAGC
        self._axis = RankAxis("left")
        self.plot = pg.PlotWidget(axisItems={"bottom": pg.DateAxisItem(orientation="bottom"), "left": self._axis})
        self.plot.setObjectName("historyChart")
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setMenuEnabled(False)
        self.plot.setMinimumHeight(200)
        self.legend = self.plot.addLegend(offset=(10, 10))
        self.detail = QLabel("Point at a dot to see the game.")
        self.detail.setObjectName("chartDetail")
        self.detail.setStyleSheet("color:#444;")
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty = pg.TextItem("No rated games yet", color="#888", anchor=(0.5, 0.5))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.detail)
        self.series: list[tuple[str, list[ChartPoint], Any, Any]] = []

    def show_history(self, system: RatingSystem, value_label: str,
                     series: Sequence[tuple[str, Sequence[ChartPoint]]]) -> None:
        """Draw one or two players' points (the first is the player shown, the second the comparison)."""
        self.system = system
        p = self.plot.getPlotItem()
        p.clear()
        self.legend.clear()
        self.series = []
        if system == RatingSystem.SAGC:
            self._axis.ranks = True
            self._axis.setLabel("Rank and index")
        else:
            self._axis.ranks = False
            self._axis.setLabel(value_label)
        self._axis.picture = None  # redraw the ticks
        any_points = False
        for n, (name, points) in enumerate(series):
            colour = COLOURS[n % len(COLOURS)]
            xs = [pt.x for pt in points]
            ys = [pt.y for pt in points]
            labels = [f"{name}: {pt.label}" for pt in points]
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
