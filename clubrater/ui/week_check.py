"""The window's weekly check of the club file (issue 19 item 7): silent damage is found without being asked for.

When a club whose last full check (`club.checked_at`) is a week old or more is opened for writing, the same
check as `clubrater check` (SQLite's integrity check and the checksum of every typed record) runs in a
thread of its own while the secretary works. A good result is noted in the club quietly; damage is said
at once, naming the records concerned and the newest backup whose records all hold.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from clubrater.ui import feedback
from clubrater.ui.shown import said

if TYPE_CHECKING:
    from clubrater.controller.session import ClubController
    from clubrater.ui.context import WindowContext

log = logging.getLogger("clubrater.ui")


class WeekCheck(QObject):
    """One per window: starts the check of a club that is due and speaks only when something is wrong.

    It starts a few seconds after the club opened, so that it does not compete with loading the standings
    (a 100,000-game club takes seconds to check); a club closed before then is not checked this time.
    """

    START_AFTER_MS = 3000

    finished = Signal(object)  # the check's result (ok or not), once it is known: for the tests and the log
    _done = Signal(object, object)  # (path, result or exception), from the worker thread to the window's thread

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__(ctx)
        self.ctx = ctx
        self.running: threading.Thread | None = None
        self.scheduled: Path | None = None  # the club whose check starts when the timer fires
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start)
        self._done.connect(self._report, Qt.ConnectionType.QueuedConnection)

    def club_opened(self, ctrl: ClubController) -> bool:
        """Plan the check when the club is due for one; True when it was planned. A read-only club is not
        checked here (its check could not be noted, so it would run at every opening)."""
        from clubrater.controller import files

        self._timer.stop()
        self.scheduled = None
        if getattr(ctrl, "read_only", False) or (self.running is not None and self.running.is_alive()):
            return False
        path = Path(ctrl.path)
        if not path.is_file():  # a club on a server (issue 11) has no file here to check
            return False
        try:
            if not files.check_due(path):
                return False
        except Exception as exc:  # noqa: BLE001 - the check is a safety net: never in the way of opening
            log.warning("could not tell whether %s is due for its check: %s", path, exc)
            return False
        self.scheduled = path
        self._timer.start(self.START_AFTER_MS)
        return True

    def _start(self) -> None:
        from clubrater.controller import files

        path, self.scheduled = self.scheduled, None
        ctrl = self.ctx.ctrl
        if path is None or ctrl is None or Path(ctrl.path) != path:
            return  # the club was closed meanwhile: it is checked the next time it is opened

        def work() -> None:
            try:
                result: Any = files.full_check(path)
            except Exception as exc:  # noqa: BLE001 - handed to the window's thread, which logs it
                result = exc
            try:
                self._done.emit(path, result)
            except RuntimeError:  # the window went away meanwhile: nobody is left to tell
                log.info("weekly check of %s finished after its window closed", path)

        self.running = threading.Thread(target=work, name="clubrater-week-check", daemon=True)
        self.running.start()
        log.info("checking %s in the background (last full check over a week ago)", path)

    def _report(self, path: Path, result: Any) -> None:
        self.running = None
        if isinstance(result, BaseException):
            log.warning("the weekly check of %s could not run: %s", path, result)
            return
        self.finished.emit(result)
        if result.ok:
            log.info("weekly check of %s: intact", path)
            return
        ctrl = self.ctx.ctrl
        if ctrl is None or Path(ctrl.path) != path:
            log.error("weekly check of %s (since closed): %s", path, result.describe())
        # {found} is the controller's paragraph (English, like every ClubRaterError text): the records and the backup.
        if result.good_backup is not None:
            text = self.tr("ClubRater's weekly check of {name} found damage.\n\n{found}\n\nTo go back to that backup, "
                           "use File > Restore a backup (the file as it is now is kept as a backup too).")
        else:
            text = self.tr("ClubRater's weekly check of {name} found damage.\n\n{found}\n\nCheck the records "
                           "named above against the paper sheets and correct them.")
        feedback.warn(self.ctx.window, self.tr("The club file is damaged"),
                      text.format(name=path.name, found=said(result.describe())))
