"""Windows that fit the screen they open on: a 1024x600 netbook shows a whole print preview (issue 17) and the
whole main window, status bar included (issue 30)."""

from __future__ import annotations

from PySide6.QtCore import QRect
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


MAIN_SIZE = (1366, 768)  # the club laptop the window was laid out for


def place_main_window(window: QWidget, size: tuple[int, int] = MAIN_SIZE) -> None:
    """Show the main window whole on its screen: at `size` where that fits with its frame, else maximized (the
    desktop then fits frame, title bar and panel), never taller than the room left by the desktop's panels.

    A 1024x600 netbook opened the window 600 pixels tall below a 40-pixel panel: the status bar was off the
    screen. Frame sizes are the window manager's and known only once the window is shown, so it is shown
    first and then made to fit (`fit_frame`).
    """
    screen = window.screen() or QApplication.primaryScreen()
    if screen is None:
        window.resize(*size)
        window.show()
        return
    room = screen.availableGeometry()
    window.resize(min(size[0], room.width() - MARGIN), min(size[1], room.height() - MARGIN))
    if size[0] + MARGIN > room.width() or size[1] + MARGIN > room.height():
        window.showMaximized()
    else:
        window.move(room.center() - window.rect().center())
        window.show()
    fit_frame(window, room)


def fit_frame(window: QWidget, room: QRect) -> None:
    """Shrink and move a shown window until its frame (title bar and borders included) is inside `room`."""
    QApplication.processEvents()
    frame, inner = window.frameGeometry(), window.geometry()
    if room.contains(frame):
        return
    extra_w, extra_h = frame.width() - inner.width(), frame.height() - inner.height()
    if window.isMaximized():
        window.showNormal()
    window.resize(min(inner.width(), room.width() - extra_w), min(inner.height(), room.height() - extra_h))
    window.move(room.topLeft())
