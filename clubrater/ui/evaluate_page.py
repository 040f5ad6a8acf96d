"""View > How well the ratings predict (issue 27): every system the club can be rated with, scored on the
club's own games, as `clubrater evaluate` prints it.

The table (best first, against a coin toss), the calibration chart of the system chosen, Black's share per
handicap and per rank gap, and the players furthest above and below their expected score (Enter or a
double-click opens the player). The work (a replay per system and the scoring) runs in a thread of its own
on a copy of what it reads, with the page's own progress bar, so the window stays usable meanwhile; it runs
only while the page is on show, again after each change of the club, and once more if a change came in while
it ran. The warm-up is a spin box (remembered on this computer, like the window's language).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from clubrater.controller.changes import Changes
from clubrater.ui import feedback, tasks
from clubrater.ui.pages import Page
from clubrater.ui.plural import counted
from clubrater.ui.shown import long_day, number, said, system_label
from clubrater.ui.widgets import Banner, heading, hint, set_widths, setup_table

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent

    from clubrater.controller.evaluate import Evaluation, SystemResult
    from clubrater.ui.context import WindowContext
    from clubrater.ui.evaluate_chart import CalibrationChart

_SETTINGS = ("ClubRater", "ClubRater")
_WARM_UP_KEY = "evaluate/warm_up_percent"
PLAYERS_SHOWN = 10  # above and as many below their expected score
RESTART_MS = 300  # a warm-up typed digit by digit is evaluated once, after the last
COIN = 0.6931471805599453
ID_ROLE = Qt.ItemDataRole.UserRole + 1


def pct(v: float, decimals: int = 1) -> str:
    return number(f"{100 * v:.{decimals}f}") + "%"


def dec(v: float, decimals: int = 3) -> str:
    return number(f"{v:.{decimals}f}")


class _Gone(Exception):
    """The page went away while its evaluation was worked out: the work stops there."""


class _Relay(QObject):
    """Carries the worker's progress and result to the GUI thread (queued: this object lives there)."""

    progress = Signal(int, int, int)  # run, steps done, steps in all
    done = Signal(int, object)  # run, the Evaluation or the exception


def _cell(text: str, *, right: bool = True, pid: int | None = None, tip: str = "") -> QStandardItem:
    item = QStandardItem(text)
    item.setEditable(False)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if pid is not None:
        item.setData(pid, ID_ROLE)
    if tip:
        item.setToolTip(tip)
    return item


class EvaluatePage(Page):
    #: The tab of the page that scores each rating system on the club's own games ("How well the ratings predict").
    TITLE = QT_TRANSLATE_NOOP("Pages", "Predictions")

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        self.evaluation: Evaluation | None = None
        self.chart: CalibrationChart | None = None
        self._run = 0  # which run a result belongs to (a later run, or another club, makes it stale)
        self._running = False
        self._again = False
        self._steps = 0  # steps of showing a result still to come (`_later`)
        self._relay = _Relay(self)
        self._relay.progress.connect(self._progress)
        self._relay.done.connect(self._finished)
        self._restart = QTimer(self)
        self._restart.setSingleShot(True)
        self._restart.setInterval(RESTART_MS)
        self._restart.timeout.connect(self._start)

        intro = hint(self.tr(
            "Each rating system rates the club's games in order and predicts each game from the players' ratings "
            "before it. The first games are a warm-up (rated, not scored). Lower log-loss and Brier score are "
            "better; a coin toss scores 0.693 and 0.250."))
        self.warm_up = QSpinBox()
        self.warm_up.setObjectName("evaluateWarmUp")
        self.warm_up.setRange(0, 90)
        self.warm_up.setSuffix("%")
        self.warm_up.setValue(_remembered_warm_up())
        self.warm_up.setToolTip(self.tr("The share of the games rated before scoring begins (rounded down)"))
        self.warm_up.valueChanged.connect(self._warm_up_changed)
        warm_label = QLabel(self.tr("&Warm-up"))
        warm_label.setBuddy(self.warm_up)
        self.system = QComboBox()
        self.system.setObjectName("evaluateSystem")
        self.system.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.system.currentIndexChanged.connect(lambda *_: self._show_chosen())
        system_label_ = QLabel(self.tr("C&hart of"))
        system_label_.setBuddy(self.system)
        self.pdf = QPushButton(self.tr("Save as P&DF…"))
        self.pdf.setObjectName("evaluatePdf")
        self.pdf.setToolTip(self.tr("The table and the chart on paper, in the club's printout language"))
        self.pdf.clicked.connect(lambda: self.save_pdf())
        self.pdf.setEnabled(False)
        self.bar = QProgressBar()
        self.bar.setObjectName("evaluateProgress")
        self.bar.setMaximumWidth(220)
        self.bar.setTextVisible(False)
        self.bar.hide()
        self.state = QLabel()
        self.state.setObjectName("evaluateState")
        self.state.setStyleSheet("color:#555;")
        controls = QHBoxLayout()
        for w in (warm_label, self.warm_up, system_label_, self.system, self.pdf, self.bar, self.state):
            controls.addWidget(w)
        controls.addStretch(1)
        self.message = Banner()
        self.message.setObjectName("evaluateMessage")

        self.systems_model = QStandardItemModel(self)
        self.systems_view = self._table("evaluateSystems", self.systems_model)
        self.systems_view.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.systems_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.systems_view.verticalHeader().setDefaultSectionSize(22)
        self.systems_view.setFixedHeight(4 * 22 + 30)
        self.verdict = QLabel()
        self.verdict.setObjectName("evaluateVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet("font-size: 11pt;")
        self.span = hint("")
        self.span.setObjectName("evaluateSpan")

        self.chart_holder = QWidget()
        self.chart_layout = QVBoxLayout(self.chart_holder)
        self.chart_layout.setContentsMargins(0, 0, 0, 0)
        self.handicap_model = QStandardItemModel(self)
        self.handicap_view = self._table("evaluateHandicaps", self.handicap_model)
        self.gap_model = QStandardItemModel(self)
        self.gap_view = self._table("evaluateRankGaps", self.gap_model)
        self.fairness = QTabWidget()
        self.fairness.setObjectName("evaluateFairness")
        #: Tab: Black's share of the games per number of handicap stones.
        self.fairness.addTab(self.handicap_view, self.tr("Per handicap"))
        #: Tab: Black's share per difference in rank left after the handicap stones.
        self.fairness.addTab(self.gap_view, self.tr("Per rank gap after handicap"))
        self.above_model = QStandardItemModel(self)
        self.above_view = self._table("evaluateAbove", self.above_model)
        self.below_model = QStandardItemModel(self)
        self.below_view = self._table("evaluateBelow", self.below_model)
        for view in (self.above_view, self.below_view):
            view.activated.connect(self._open_player)
        self.lean = QLabel()
        self.lean.setObjectName("evaluateLean")
        self.lean.setWordWrap(True)

        middle = QSplitter(Qt.Orientation.Horizontal)
        middle.addWidget(self.chart_holder)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(heading(self.tr("Handicaps: how often Black won"), 12))
        rl.addWidget(self.lean)
        rl.addWidget(self.fairness, 1)
        middle.addWidget(right)
        middle.setStretchFactor(0, 3)
        middle.setStretchFactor(1, 2)
        middle.setChildrenCollapsible(False)
        players = QWidget()
        grid = QGridLayout(players)
        grid.setContentsMargins(0, 0, 0, 0)
        self.above_title = heading(self.tr("Furthest above their expected score"), 12)
        self.below_title = heading(self.tr("Furthest below their expected score"), 12)
        grid.addWidget(self.above_title, 0, 0)
        grid.addWidget(self.below_title, 0, 1)
        grid.addWidget(self.above_view, 1, 0)
        grid.addWidget(self.below_view, 1, 1)
        middle.setSizes([560, 440])
        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(middle)
        body.addWidget(players)
        body.setStretchFactor(0, 3)
        body.setStretchFactor(1, 2)
        body.setSizes([300, 200])
        body.setChildrenCollapsible(False)
        self.body = body

        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addLayout(controls)
        lay.addWidget(self.message)
        lay.addWidget(self.systems_view)
        lay.addWidget(self.verdict)
        lay.addWidget(self.span)
        lay.addWidget(body, 1)
        self.setFocusProxy(self.warm_up)
        self._show_nothing()

    @staticmethod
    def _fit_height(view: QTableView) -> None:
        """As tall as its rows (three systems and the coin): no scroll bar for four lines."""
        rows = view.model().rowCount()
        frame = 2 * view.frameWidth()
        view.setFixedHeight(view.horizontalHeader().height() + rows * view.verticalHeader().defaultSectionSize() + frame)

    def _table(self, name: str, model: QStandardItemModel) -> QTableView:
        view = QTableView()
        view.setObjectName(name)
        view.setModel(model)
        setup_table(view)
        view.setSortingEnabled(False)
        return view

    # ----------------------------------------------------------------- when to work
    def concerns(self, changes: Changes) -> bool:
        return changes.games or changes.players or changes.events or changes.ratings or changes.settings

    def refresh(self) -> None:
        """Evaluate again, but only on show: a hidden page (the window builds those while idle) waits to be seen."""
        if not self.isVisible():
            self._stale = True
            return
        self._start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._stale and self.ctrl is not None:
            self.refresh_now()

    def club_closed(self) -> None:
        super().club_closed()
        self._run += 1  # a result still being worked out is of the club that went
        self._set_running(False)
        self._again = False
        self.bar.hide()
        self.state.setText("")
        self.evaluation = None
        self._show_nothing()

    @property
    def running(self) -> bool:
        """Whether an evaluation is being worked out now."""
        return self._running

    def _warm_up_changed(self, value: int) -> None:
        QSettings(*_SETTINGS).setValue(_WARM_UP_KEY, value)
        if self.isVisible() and self.ctrl is not None:
            self._restart.start()
        else:
            self._stale = True

    def _start(self) -> None:
        """Prepare the job here (copies: a few milliseconds) and work it out in a thread of its own."""
        ctrl = self.ctrl
        if ctrl is None:
            return
        if self._running:
            self._again = True  # once this one is done, with what changed meanwhile
            return
        loading = getattr(ctrl, "loading", None)
        if loading is not None and not loading.done():  # the club's games are still being read: soon
            QTimer.singleShot(200, self, self._start)
            return
        from clubrater.domain.errors import ClubRaterError

        try:
            job = ctrl.evaluation.prepare(warm_up=self.warm_up.value() / 100, copy=True)
        except ClubRaterError as exc:
            self._failed(feedback.explain(exc))
            return
        self._run += 1
        run = self._run
        self._set_running(True)
        self._again = False
        self.bar.setRange(0, job.steps())
        self.bar.setValue(0)
        self.bar.show()
        #: The page's state while the systems replay the club's games.
        self.state.setText(self.tr("Replaying the club's games…"))
        relay = self._relay

        def tell(signal: Any, *args: object) -> None:
            try:
                signal.emit(*args)
            except RuntimeError:  # the window was closed meanwhile (its page, and this relay, are gone)
                raise _Gone from None

        def work() -> None:
            try:
                import clubrater.ui.evaluate_chart  # noqa: F401 - pyqtgraph loads here, not in the window's thread

                result: object = job.run(lambda done, total: tell(relay.progress, run, done, total))
            except _Gone:
                return
            except Exception as exc:  # handed to the GUI thread, which says it in words
                result = exc
            with contextlib.suppress(_Gone):
                tell(relay.done, run, result)

        threading.Thread(target=work, name="clubrater-evaluate", daemon=True).start()

    def _set_running(self, running: bool) -> None:
        """While the systems replay beside the window, the interpreter changes hands every half millisecond
        (ui/tasks.py): at Python's usual five, each of the window's own Python calls (a timer, a repaint) waited
        its turn and the window stood still for up to a second (issue 27's 100 ms)."""
        if running and not self._running:
            tasks.smooth_begin()
        elif self._running and not running:
            tasks.smooth_end()
        self._running = running

    def _progress(self, run: int, done: int, total: int) -> None:
        if run == self._run:
            self.bar.setRange(0, total)
            self.bar.setValue(done)

    def _finished(self, run: int, result: object) -> None:
        if run != self._run:
            return  # of a club closed meanwhile
        self._set_running(False)
        self.bar.hide()
        self.state.setText("")
        if self._again and self.isVisible():
            self._start()
            return
        if isinstance(result, BaseException):
            self._failed(feedback.explain(result))
            return
        self.show_evaluation(result)  # type: ignore[arg-type]

    def _failed(self, message: str) -> None:
        self.evaluation = None
        self._show_nothing()
        self.message.say(message, "info")

    # ----------------------------------------------------------------- showing
    def _show_nothing(self) -> None:
        for model in (self.systems_model, self.handicap_model, self.gap_model, self.above_model, self.below_model):
            model.clear()
        self.system.blockSignals(True)
        self.system.clear()
        self.system.blockSignals(False)
        self.verdict.setText("")
        self.span.setText("")
        self.lean.setText("")
        self.pdf.setEnabled(False)

    def show_evaluation(self, ev: Evaluation) -> None:
        """Fill every part of the page from one evaluation."""
        self.evaluation = ev
        self.message.say("\n".join(said(n) for n in ev.notes), "info") if ev.notes else self.message.hide()
        m = self.systems_model
        m.clear()
        m.setHorizontalHeaderLabels([self.tr("System"), self.tr("Log-loss"), self.tr("Brier score"),
                                     #: Column: how often the player the system favoured won.
                                     self.tr("Favourite won"), self.tr("Scale k")])  # fmt: skip
        for r in ev.ranked():
            m.appendRow([_cell(system_label(r.system), right=False), _cell(dec(r.log_loss)), _cell(dec(r.brier)),
                         _cell(pct(r.prediction_rate)), _cell(dec(r.scale) if r.scale is not None else "")])  # fmt: skip
        coin = [_cell(self.tr("A coin toss (for comparison)"), right=False), _cell(dec(COIN)), _cell(dec(0.25)),
                _cell(pct(0.5)), _cell("")]  # fmt: skip
        for item in coin:
            item.setForeground(Qt.GlobalColor.darkGray)
        m.appendRow(coin)
        _fit(self.systems_view, {0: 260, 1: 90, 2: 100, 3: 120, 4: 90})
        self._fit_height(self.systems_view)
        self.verdict.setText(self._verdict(ev))
        if ev.first and ev.last:
            #: Under the table: the games scored and the warm-up left out.
            self.span.setText(counted(self.tr("%n game(s) scored, from {first} to {last}", "", ev.games_scored),
                                      ev.games_scored).format(first=long_day(ev.first), last=long_day(ev.last))
                              + "   ·   " + counted(self.tr("warm-up: the %n game(s) before them", "",
                                                            ev.warm_up_games), ev.warm_up_games))  # fmt: skip
        self.lean.setText(self._lean(ev))
        h = self.handicap_model
        h.clear()
        h.setHorizontalHeaderLabels([self.tr("Handicap"), self.tr("Games"), self.tr("Black won"), self.tr("95% interval")])
        for s in ev.handicaps:
            h.appendRow([_cell(counted(self.tr("%n stone(s)", "", s.key), s.key) if s.key else self.tr("even"), right=False),
                         _cell(str(s.games)), _cell(pct(s.black_share)), _cell(f"{pct(s.low)} – {pct(s.high)}")])  # fmt: skip
        _fit(self.handicap_view, {0: 90, 1: 60, 2: 80, 3: 120})
        best = ev.best()
        self.system.blockSignals(True)
        self.system.clear()
        for r in ev.systems:
            self.system.addItem(system_label(r.system), r.system.value)
        keep = self.system.findData(getattr(self, "_chosen", best.system.value))
        self.system.setCurrentIndex(keep if keep >= 0 else self.system.findData(best.system.value))
        self.system.blockSignals(False)
        self.pdf.setEnabled(True)
        self._settle()
        self._later(self._show_chosen)  # the chart and the players in a turn of their own (the 100 ms)

    def _later(self, step: Callable[[], None]) -> None:
        """A step of showing the result, in the next turn of the event loop: the window paints in between."""
        self._steps += 1

        def run() -> None:
            self._steps -= 1
            step()

        QTimer.singleShot(0, self, run)

    @property
    def settled(self) -> bool:
        """Whether everything worked out is on show (no evaluation running, no step of showing it left)."""
        return not self._running and self._steps == 0

    def chosen(self) -> SystemResult | None:
        ev = self.evaluation
        value = self.system.currentData()
        if ev is None or value is None:
            return None
        return ev.result(value)

    def _show_chosen(self) -> None:
        """The chart, the rank gaps and the players of the system chosen in "Chart of"."""
        ev, r = self.evaluation, self.chosen()
        if ev is None or r is None:
            return
        self._chosen = r.system.value
        if self.chart is None:  # made in a turn before the one that draws on it: each is some 50 ms
            from clubrater.ui.evaluate_chart import CalibrationChart

            self.chart = CalibrationChart()
            self.chart_layout.addWidget(self.chart)
            self._later(self._show_chosen)
            return
        self.chart.show_bins(r.calibration)
        g = self.gap_model
        g.clear()
        #: Column: the rank difference left after the handicap (White's strength minus Black's, minus the stones).
        g.setHorizontalHeaderLabels([self.tr("Rank gap"), self.tr("Games"), self.tr("Black won"), self.tr("95% interval")])
        for s in r.rank_gaps:
            g.appendRow([_cell(number(f"{s.key:+d}") if s.key else "0"), _cell(str(s.games)), _cell(pct(s.black_share)),
                         _cell(f"{pct(s.low)} – {pct(s.high)}")])  # fmt: skip
        _fit(self.gap_view, {0: 90, 1: 60, 2: 80, 3: 120})
        from clubrater.controller.evaluate import furthest

        above, below = furthest(r.players, PLAYERS_SHOWN)
        for model, view, rows in ((self.above_model, self.above_view, above), (self.below_model, self.below_view, below)):
            model.clear()
            model.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Expected"),
                                             #: Column: z, the wins above expectation in standard deviations.
                                             self.tr("z", "standard score")])  # fmt: skip
            for p in rows:
                tip = self.tr("Enter or double-click opens the player")
                model.appendRow([_cell(ev.names[p.player], right=False, pid=p.player, tip=tip), _cell(str(p.games)),
                                 _cell(number(f"{p.wins:.1f}")), _cell(number(f"{p.expected:.1f}")),
                                 _cell(number(f"{p.z:+.2f}") if p.z is not None else "")])  # fmt: skip
            _fit(view, {0: 200, 1: 60, 2: 60, 3: 80, 4: 60})
        self._settle()

    def _settle(self) -> None:
        """Lay the page out again now: new words (a longer system in "Chart of", a sentence that takes a second
        line) are given their room before the next paint, not one turn of the event loop later."""
        layout = self.layout()
        if layout is not None:
            layout.activate()

    def _verdict(self, ev: Evaluation) -> str:
        ranked = ev.ranked()
        best = ranked[0]
        if best.log_loss >= COIN:
            return self.tr("No system predicted the club better than a coin toss.")
        if len(ranked) > 1:
            #: {gap} and {coin} are differences of log-loss, e.g. 0.008.
            return self.tr("{best} predicted the club best: its log-loss is {gap} lower than that of {next}, and "
                           "{coin} lower than a coin toss.").format(
                best=system_label(best.system), gap=dec(ranked[1].log_loss - best.log_loss),
                next=system_label(ranked[1].system), coin=dec(COIN - best.log_loss))  # fmt: skip
        return self.tr("The log-loss of {best} is {coin} lower than a coin toss.").format(
            best=system_label(best.system), coin=dec(COIN - best.log_loss))

    def _lean(self, ev: Evaluation) -> str:
        s = ev.handicap_games()
        if s is None:
            return self.tr("No scored game had a handicap.")
        lean = ev.handicap_lean()
        verdict = {"black": self.tr("The handicaps favoured Black."), "white": self.tr("The handicaps favoured White."),
                   "fair": self.tr("The handicaps favoured neither side clearly.")}[lean]  # fmt: skip
        return counted(self.tr("Black won {share} of the %n game(s) with a handicap (95% interval {low} to {high}).",
                               "", s.games), s.games).format(share=pct(s.black_share), low=pct(s.low),
                                                             high=pct(s.high)) + " " + verdict  # fmt: skip

    def _open_player(self, index: Any) -> None:
        pid = index.sibling(index.row(), 0).data(ID_ROLE)
        if pid is not None:
            self.ctx.show_player(int(pid))

    # ----------------------------------------------------------------- paper
    def save_pdf(self, path: str | Path | None = None) -> Path | None:
        """The evaluation on show, with the chart of the system chosen, as a PDF in the club's language."""
        ev, r, ctrl = self.evaluation, self.chosen(), self.ctrl
        if ev is None or r is None or ctrl is None:
            return None
        if path is None:
            name = feedback.choose_save_file(
                self, self.tr("Save how well the ratings predict as PDF"),
                self.tr("PDF (*.pdf)"), f"{ctrl.club_name} {self.tr('predictions', 'part of a file name')}.pdf",
                kind="pdf")  # fmt: skip
            if not name:
                return None
            path = Path(name) if name.lower().endswith(".pdf") else Path(name + ".pdf")
        from clubrater.domain.errors import ClubRaterError

        try:
            pages = ctrl.evaluation.printout(path, ev, r.system)
        except (ClubRaterError, OSError) as exc:
            feedback.error(self, exc, self.tr("Save as PDF"))
            return None
        from clubrater.ui.i18n import context

        EvaluatePage = context("EvaluatePage")  # counts through Context.tr: lupdate reads them as plural messages
        self.ctx.window.statusBar().showMessage(counted(EvaluatePage.tr("Saved (%n page(s)) as {file}.", "", pages),
                                                        pages).format(file=path), 15000)
        return Path(path)


def _fit(view: QTableView, widths: dict[int, int]) -> None:
    """Starting widths (at least each title's, set_widths), widened to what the cells hold in this language."""
    set_widths(view, widths)
    model, fm = view.model(), view.fontMetrics()
    for col in widths:
        texts = [str(model.index(r, col).data() or "") for r in range(model.rowCount())]
        need = max((fm.horizontalAdvance(t) for t in texts), default=0) + 16  # the cell's margins
        if need > view.columnWidth(col):
            view.setColumnWidth(col, need)


def _remembered_warm_up() -> int:
    """The warm-up chosen last on this computer (percent), 25 the first time."""
    value = QSettings(*_SETTINGS).value(_WARM_UP_KEY, 25)
    try:
        n = int(str(value))
    except (TypeError, ValueError):
        return 25
    return n if 0 <= n <= 90 else 25
