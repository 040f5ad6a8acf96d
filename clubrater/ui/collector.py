"""Python's cycle collector, run on the GUI thread only.

Left automatic, the collector runs in whichever thread happens to allocate when a threshold is
crossed, a loader or check worker (ui/tasks.py) included. If a cycle it frees holds a Qt wrapper,
the Qt object is destroyed in that worker while the GUI thread may be using it: a crash, seen
once in the window tests (a collection in a worker during an event filter). As Anki does, the
automatic collector is switched off and a timer on the GUI thread collects with the same
thresholds, so every cycle is freed where Qt objects may die. Reference counting (most frees)
is unchanged.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

from clubrater.ui import tasks

INTERVAL_MS = 1000


class MainThreadCollector(QObject):
    """Collects generation by generation, as the automatic collector would, but from a GUI-thread timer."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.collections = 0  # how many collections this timer ran (tests read it)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(INTERVAL_MS)

    def check(self) -> None:
        if tasks.smoothing():
            # Work beside the window (the Predictions page's replays) holds hundreds of thousands of new,
            # acyclic objects: a collection now would scan them all on this thread, a pause of the window of
            # a tenth of a second each time (issue 27). Most are freed by reference counting when the work
            # ends; the next turn after it collects what is left.
            return
        counts = gc.get_count()
        if counts[0] <= self.thresholds[0]:
            return
        generation = 0
        if counts[1] > self.thresholds[1]:
            generation = 2 if counts[2] > self.thresholds[2] else 1
        gc.collect(generation)
        self.collections += 1

    def stop(self) -> None:
        """Give the collector back to Python (on quit; the tests' end)."""
        self._timer.stop()
        gc.enable()


def install(app: QObject) -> MainThreadCollector:
    """Once per application: the collector lives as long as `app`."""
    existing = app.findChild(MainThreadCollector)
    return existing if existing is not None else MainThreadCollector(app)
