"""Long work (opening a big club, re-rating after a back-dated game, imports) off the GUI thread.

`BusyRunner.run` hands the work to a Python thread and waits in a local event
loop, so callers (undo commands included) stay simple and synchronous while the
window keeps painting and shows a progress bar. Keyboard and mouse input is held
back meanwhile, so nobody can start a second change while the first is rated.
Closing the window is the exception when the work can be cancelled (a save waiting for a
federation server, issue 25): the wait is ended at once and the window closes after it.
"""

from __future__ import annotations

import gc
import sys
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QProgressBar, QStatusBar, QWidget

T = TypeVar("T")

# While work runs, the interpreter hands over between the worker and the window every half
# millisecond instead of every five: every Python callback of the window (a timer, a repaint
# of a table) has to win the interpreter lock from the worker, and at five milliseconds a
# re-rating left the window frozen for most of a second.
WORK_SWITCH_INTERVAL = 0.0005
BIG_WORK_S = 0.15  # work this long made enough objects to be worth a collection before they settle

_INPUT_EVENTS = {
    QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride, QEvent.Type.Shortcut,
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
    QEvent.Type.Wheel, QEvent.Type.Drop, QEvent.Type.Close,
}


_smooth_holds = 0
_usual_interval = sys.getswitchinterval()


def smooth_begin() -> None:
    """Work beside the window has begun: hand the interpreter over every WORK_SWITCH_INTERVAL until the last
    such work ends (counted: a save may run while the Predictions page works, and either may end first)."""
    global _smooth_holds, _usual_interval
    if _smooth_holds == 0:
        _usual_interval = sys.getswitchinterval()
        sys.setswitchinterval(WORK_SWITCH_INTERVAL)
    _smooth_holds += 1


def smooth_end() -> None:
    """One piece of work beside the window ended; the last one gives the interpreter its usual interval back."""
    global _smooth_holds
    if _smooth_holds == 0:
        return
    _smooth_holds -= 1
    if _smooth_holds == 0:
        sys.setswitchinterval(_usual_interval)


def smoothing() -> bool:
    """Whether some work beside the window holds the short interval now (tests read it)."""
    return _smooth_holds > 0


def _settle_garbage() -> None:
    """After big work (a re-rating makes hundreds of thousands of objects): collect now, in the worker,
    then freeze the survivors, so that the collector never stops the window later to scan them again."""
    gc.collect()
    gc.freeze()


class _Finished(QObject):
    done = Signal()


class _InputHold(QObject):
    """Swallows user input while the controller is busy in the worker thread; with `cancel`, the main
    window's Close ends the work's wait instead (and is asked again once the work has stopped)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cancel: Callable[[], None] | None = None
        self.close_asked = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Close and self.cancel is not None and _main_window(obj):
            if not self.close_asked:
                self.close_asked = True
                self.cancel()
            event.ignore()
            return True
        if event.type() in _INPUT_EVENTS:
            event.ignore()
            return True
        return False


def _main_window(obj: QObject) -> bool:
    """The main window, or the platform window under it (Qt 6 closes a window through its QWindow first)."""
    if isinstance(obj, QMainWindow):
        return True
    if isinstance(obj, QWindow):
        return any(isinstance(w, QMainWindow) and w.windowHandle() is obj for w in QApplication.topLevelWidgets())
    return False


class BusyRunner(QObject):
    """One per window: runs one piece of work at a time and shows it in the status bar."""

    started = Signal(str)
    finished = Signal()
    close_asked = Signal()  # the window's Close came while cancellable work ran: close it now

    def __init__(self, status: QStatusBar, *, show_after_ms: int = 250) -> None:
        super().__init__(status)
        self._label = QLabel()
        self._bar = QProgressBar()
        self._bar.setRange(0, 0)  # the engines do not report progress: a moving bar says "working"
        self._bar.setMaximumWidth(220)
        self._bar.setTextVisible(False)
        status.addPermanentWidget(self._label)
        status.addPermanentWidget(self._bar)
        # Room for the bar from the start: showing it must not resize the window's contents, which
        # would repaint every table (Python code, fighting the worker for the interpreter) mid-work.
        status.setMinimumHeight(max(status.sizeHint().height(), self._bar.sizeHint().height() + 6))
        self._label.hide()
        self._bar.hide()
        self._show_after = show_after_ms
        self._busy = False
        self._cursor = False
        self._hold = _InputHold(self)
        self.last_seconds = 0.0

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def closing(self) -> bool:
        """The window's Close came during the work now ending: its refusal need not be shown in a dialog."""
        return self._hold.close_asked

    def run(self, label: str, fn: Callable[[], T], *, hold_input: bool = True, smooth: bool = True,
            cancel: Callable[[], None] | None = None) -> T:
        """Run `fn` in a worker thread; return its value or raise its exception here.

        With `hold_input` (the default) keyboard and mouse wait until the work is done; opening a
        club passes False so that the menus stay usable (the window disables what needs the club).
        `cancel` (called from this thread) makes `fn` stop waiting: the window's Close calls it.
        """
        if self._busy:  # a timer fired during other work: nothing can run beside it, so run it here
            return fn()
        self._busy = True
        result: dict[str, object] = {}
        finished = _Finished()
        loop = QEventLoop()
        finished.done.connect(loop.quit, Qt.ConnectionType.QueuedConnection)

        def work() -> None:
            try:
                started = time.perf_counter()
                result["value"] = fn()
                if time.perf_counter() - started > BIG_WORK_S:
                    _settle_garbage()
            except BaseException as exc:  # handed back to the GUI thread, which reports it
                result["error"] = exc
            finally:
                result["done"] = True
                finished.done.emit()

        app = QApplication.instance()
        assert app is not None, "work runs off the GUI thread only in a running application"
        self._hold.cancel, self._hold.close_asked = cancel, False
        if hold_input:
            app.installEventFilter(self._hold)
        reveal = QTimer(self)
        reveal.setSingleShot(True)
        reveal.timeout.connect(lambda: self._show(label))
        reveal.start(self._show_after)
        t0 = time.perf_counter()
        self.started.emit(label)
        thread = threading.Thread(target=work, name="clubrater-work", daemon=True)
        if smooth:  # tables on show: keep them painting; loading a club shows only a progress bar
            smooth_begin()
        thread.start()
        try:
            if not result.get("done"):
                loop.exec()
            thread.join()
        finally:
            if smooth:
                smooth_end()
            reveal.stop()
            app.removeEventFilter(self._hold)
            self._hold.cancel = None
            self._hide()
            self._busy = False
            self.last_seconds = time.perf_counter() - t0
            self.finished.emit()
            if self._hold.close_asked:
                QTimer.singleShot(0, self._closed)
        if "error" in result:
            raise result["error"]  # type: ignore[misc]
        return result.get("value")  # type: ignore[return-value]

    def _closed(self) -> None:
        self._hold.close_asked = False
        self.close_asked.emit()

    def _show(self, label: str) -> None:
        self._label.setText(label)
        self._label.show()
        self._bar.show()
        QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self._cursor = True

    def _hide(self) -> None:
        if self._cursor:
            QGuiApplication.restoreOverrideCursor()
            self._cursor = False
        self._label.hide()
        self._bar.hide()


def run_work(parent: QWidget | None, label: str, fn: Callable[[], T]) -> T:
    """Long work through the window's runner (off the GUI thread, with a progress bar) when there is one:
    the import, export and publishing dialogs take any parent, the window or none."""
    run = getattr(parent, "run", None)
    if callable(run):
        return run(label, fn)
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        return fn()
    finally:
        QGuiApplication.restoreOverrideCursor()
