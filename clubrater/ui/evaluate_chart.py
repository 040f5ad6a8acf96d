"""The calibration chart of the "How well the ratings predict" page (pyqtgraph, as the history chart).

Predicted chance that Black wins across, how often Black won up, both 0 to 100%: the diagonal is a perfect
prediction; each tenth of the predictions is a dot (larger for more games) with its 95% Wilson interval as
a bar. Pointing at a dot says what it holds. pyqtgraph takes most of a second to import: the page imports
this module in its worker thread, before the first result needs it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from clubrater.ui.shown import number

if TYPE_CHECKING:
    from clubrater.domain.prediction import CalibrationBin

pg.setConfigOptions(antialias=True, background="w", foreground="#333")

DOT = "#2f3b4a"
BEAM = 0.012  # half the width of an interval's end


def pct(v: float) -> str:
    """62.3% in the window's locale."""
    return number(f"{100 * v:.1f}") + "%"


class CalibrationChart(QWidget):
    """The plot, and a line under it that repeats what the dot under the mouse holds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("calibrationChart")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        self.plot.setMinimumSize(260, 130)  # fits a 1024x600 screen beside the tables
        item = self.plot.getPlotItem()
        for side in ("left", "bottom"):
            axis = item.getAxis(side)
            axis.setTicks([[(v / 10, f"{v * 10}%") for v in range(0, 11, 2)], [(v / 10, "") for v in range(11)]])
        #: The calibration chart's horizontal axis.
        item.setLabel("bottom", self.tr("Predicted chance that Black wins"))
        #: The calibration chart's vertical axis: how often Black really won, in percent.
        item.setLabel("left", self.tr("Black won"))
        self.detail = QLabel(self.tr("Point at a dot to see its games."))
        self.detail.setObjectName("calibrationDetail")
        self.detail.setStyleSheet("color:#444;")
        self.detail.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.detail)
        self.points: list[tuple[float, float, float, float, int]] = []  # predicted, observed, low, high, games
        self._bars: Any = None  # the intervals and the dots, made on the first show_bins
        self._dots: Any = None

    def show_bins(self, bins: Sequence[CalibrationBin]) -> None:
        """Draw one system's ten bins (empty ones are left out). The items are made once and given new data
        after (adding items to a plot is most of the time it takes to show it)."""
        item = self.plot.getPlotItem()
        if self._bars is None:
            diagonal = pg.PlotDataItem([0.0, 1.0], [0.0, 1.0], pen=pg.mkPen("#888", width=1, style=Qt.PenStyle.DashLine))
            self._bars = pg.PlotDataItem([], [], connect="pairs", pen=pg.mkPen(DOT, width=1.5))
            self._dots = pg.ScatterPlotItem([], [], brush=pg.mkBrush(DOT), pen=pg.mkPen("w", width=1), hoverable=True,
                                            tip=None)  # fmt: skip
            self._dots.sigHovered.connect(self._hovered)
            for it in (diagonal, self._bars, self._dots):
                item.addItem(it)
            item.setXRange(-0.04, 1.04, padding=0)  # room for the labels of 0% and 100% at either end
            item.setYRange(-0.04, 1.04, padding=0)
        shown = [b for b in bins if b.games and b.predicted is not None and b.observed is not None
                 and b.low is not None and b.high is not None]  # fmt: skip
        self.points = [(b.predicted, b.observed, b.low, b.high, b.games) for b in shown]  # type: ignore[misc]
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        # each interval a vertical bar with a short beam at either end, as pairs of points
        bx: list[float] = []
        by: list[float] = []
        for x, _y, low, high, _n in self.points:
            bx += [x, x, x - BEAM, x + BEAM, x - BEAM, x + BEAM]
            by += [low, high, low, low, high, high]
        self._bars.setData(bx, by)
        most = max((p[4] for p in self.points), default=1)
        #: What a dot of the calibration chart holds: {games} games, predicted and observed shares.
        text = self.tr("{games} games: predicted {predicted} on average, Black won {observed} "
                       "(95% interval {low} to {high})")
        tips = [text.format(games=p[4], predicted=pct(p[0]), observed=pct(p[1]), low=pct(p[2]), high=pct(p[3]))
                for p in self.points]  # fmt: skip
        assert self._dots is not None
        self._dots.setData(xs, ys, data=tips, size=[7 + 11 * (p[4] / most) ** 0.5 for p in self.points])

    def _hovered(self, _item: Any, points: Any, _ev: Any) -> None:
        if len(points):
            self.detail.setText(str(points[0].data()))
