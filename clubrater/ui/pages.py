"""The base of every page: refresh from the controller only when a change concerns it, and only when seen.

A page that is not on screen notes that it is stale and refreshes when it is
shown, so saving a game costs only the refresh of what the secretary sees.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from clubrater.controller.changes import Changes

if TYPE_CHECKING:
    from clubrater.controller.session import ClubController
    from clubrater.ui.context import WindowContext


IDLE_MS = 250  # "soon": after the save has been painted, before anyone types the next name


class Page(QWidget):
    TITLE: object = ""  # the page's name in English, marked QT_TRANSLATE_NOOP("Pages", ...) where a page sets it

    @property
    def title(self) -> str:
        """The page's name in the window's language (its tab and menu entry)."""
        return QCoreApplication.translate("Pages", str(self.TITLE)) if self.TITLE else ""

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__()
        self.ctx = ctx  # the window's services: never the window itself
        self._stale = True
        self.pending = Changes.everything()  # what changed since the last refresh
        ctx.changed.connect(self.changed)

    @property
    def ctrl(self) -> ClubController | None:
        return self.ctx.ctrl

    @property
    def club(self) -> ClubController:
        """The open club (a page refreshes only while one is open)."""
        return self.ctx.club()

    def concerns(self, changes: Changes) -> bool:
        """Whether a change makes what this page shows out of date."""
        return changes.any()

    def changed(self, changes: Changes) -> None:
        if not self.concerns(changes):
            return
        self._stale = True
        self.pending = self.pending | changes
        if self.isVisible() and self.ctrl is not None:
            self.refresh_now()

    def refresh_now(self) -> None:
        self._stale = False
        if self.ctrl is not None:
            self.refresh()
        self.pending = Changes()

    def refresh(self) -> None:
        """Read the controller again; `self.pending` says what changed (pick lists need players)."""

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._stale and self.ctrl is not None:
            self.refresh_now()

    def action_buttons(self, *names: str) -> QHBoxLayout:
        """A row of buttons for the window's actions: same text, shortcut and enabled state as the menus."""
        row = QHBoxLayout()
        for name in names:
            b = QToolButton()
            b.setDefaultAction(self.ctx.actions[name])
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            row.addWidget(b)
        return row

    def soon(self, fn: Callable[[], None]) -> None:
        """Run `fn` once when the window is idle (after it has painted), however often it is asked for.

        Used for pick lists whose rank labels follow every rating change: the names in them do not
        change, only a rank now and then, so the save's refresh does not wait for them.
        """
        if not hasattr(self, "_soon"):
            self._soon: list[Callable[[], None]] = []
        if fn not in self._soon:
            self._soon.append(fn)
            if len(self._soon) == 1:
                QTimer.singleShot(IDLE_MS, self, self._run_soon)

    def _run_soon(self) -> None:
        todo, self._soon = self._soon, []
        if self.ctrl is not None:
            for fn in todo:
                fn()

    def club_closed(self) -> None:
        """The club went away (or another came): forget everything shown."""
        self._stale = True
        self.pending = Changes.everything()
