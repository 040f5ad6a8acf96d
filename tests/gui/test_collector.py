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
