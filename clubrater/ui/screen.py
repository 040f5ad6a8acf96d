"""Windows that fit the screen they open on: a 1024x600 netbook shows a whole print preview (issue 17)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

MARGIN = 40  # room for the window's title bar and the desktop's panel


def fit_to_screen(window: QWidget, width: int, height: int, parent: QWidget | None = None) -> None:
    """Resize `window` to width x height, or smaller where the screen (of `parent`, else the primary) is smaller."""
    screen = (parent.screen() if parent is not None else None) or QApplication.primaryScreen()
    if screen is None:
        window.resize(width, height)
        return
    room = screen.availableGeometry()
    window.resize(min(width, room.width() - MARGIN), min(height, room.height() - MARGIN))
