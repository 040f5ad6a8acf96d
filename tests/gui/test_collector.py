"""Cycles are freed on the GUI thread, never in a worker: a Qt object freed in a worker crashes the window."""

from __future__ import annotations

import gc
import threading
from typing import Any

from clubrater.ui import collector


class _Cycle:
    """An object in a reference cycle that records the thread it is freed in."""

    freed_in: list[str] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _Cycle.freed_in.append(threading.current_thread().name)


def test_cycles_made_in_a_worker_are_freed_on_the_gui_thread(qapp: Any, qtbot: Any) -> None:
    c = collector.install(qapp)
    assert collector.install(qapp) is c  # one per application
    assert not gc.isenabled()
    _Cycle.freed_in.clear()
    before = c.collections

    def work() -> None:  # far past the first generation's threshold: automatic collection would run here
        for _ in range(gc.get_threshold()[0] * 5):
            _Cycle()

    worker = threading.Thread(target=work, name="worker")
    worker.start()
    worker.join()
    assert _Cycle.freed_in == []  # nothing was collected in the worker
    qtbot.waitUntil(lambda: len(_Cycle.freed_in) >= gc.get_threshold()[0] * 5, timeout=10_000)
    assert set(_Cycle.freed_in) == {threading.main_thread().name}
    assert c.collections > before


def test_no_collection_while_work_runs_beside_the_window(qapp: Any, qtbot: Any) -> None:
    """Issue 27: while the Predictions page's replays run beside the window, a collection on the GUI thread
    would scan their hundreds of thousands of new objects, a pause of a tenth of a second each time; the
    collector waits for the work's end, then collects."""
    from clubrater.ui import tasks

    c = collector.install(qapp)
    c.check()  # start from an empty first generation
    kept = [[i] for i in range(gc.get_threshold()[0] * 3)]  # lists: tracked by the collector, far past the threshold
    assert gc.get_count()[0] > c.thresholds[0]
    before = c.collections
    tasks.smooth_begin()
    try:
        c.check()
        assert c.collections == before  # waited
    finally:
        tasks.smooth_end()
    c.check()
    assert c.collections == before + 1  # and collected once the work ended
    del kept


def test_the_short_switch_interval_lasts_while_any_work_runs(qapp: Any) -> None:
    """A save (BusyRunner) may start and end while the Predictions page works, or the other way round: the
    interpreter keeps its short interval until the last of them ends, then gets its usual one back."""
    import sys

    from clubrater.ui import tasks

    usual = sys.getswitchinterval()
    assert not tasks.smoothing()
    tasks.smooth_begin()  # the page's replays
    assert sys.getswitchinterval() == tasks.WORK_SWITCH_INTERVAL
    tasks.smooth_begin()  # a save meanwhile
    tasks.smooth_end()  # the page finished first
    assert tasks.smoothing() and sys.getswitchinterval() == tasks.WORK_SWITCH_INTERVAL
    tasks.smooth_end()  # the save finished
    assert not tasks.smoothing() and sys.getswitchinterval() == usual
    tasks.smooth_end()  # one end too many changes nothing
    assert sys.getswitchinterval() == usual
