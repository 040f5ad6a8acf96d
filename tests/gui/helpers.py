"""Driving the window by keyboard, as the secretary would."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget


def focus() -> QWidget:
    w = QApplication.focusWidget()
    assert w is not None, "nothing has the keyboard focus"
    return w


def show_window(qtbot, window: QWidget, size: tuple[int, int] = (1366, 768)) -> None:
    """Show a window at the size of the club's laptop and give it the keyboard."""
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    QApplication.processEvents()
    if QApplication.focusWidget() is None:
        window.centralWidget().setFocus()


def settle() -> None:
    """Let Qt deliver what it queued. The offscreen platform activates completion popups as windows
    (a real desktop never does), which takes the keyboard away: give it back where it was."""
    before = QApplication.focusWidget()
    QApplication.processEvents()
    active = QApplication.activeWindow()
    if before is not None and active is not None and active.windowType() == Qt.WindowType.Popup:
        before.window().activateWindow()
        QApplication.processEvents()
        before.setFocus()


def type_text(text: str) -> None:
    """Each character to whatever has the focus now (an editor opened by the first key gets the rest)."""
    for ch in text:
        QTest.keyClick(focus(), ch)
        settle()


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(focus(), key, modifier)
    settle()


def shortcut(window: QWidget, sequence: str) -> None:
    """A menu shortcut, pressed where the focus is (as a person would)."""
    from PySide6.QtGui import QKeySequence

    ks = QKeySequence(sequence)
    combo = ks[0]
    QTest.keyClick(focus(), combo.key(), combo.keyboardModifiers())
    settle()


def sheet_row(black: str, white: str, winner: str, *, handicap: str = "", komi: str = "") -> None:
    """One record-sheet row from the Black box: Black, White, handicap, komi, winner; Tab after the winner goes
    on to the next row's Black (Type and Event come from the sheet's settings unless one goes there)."""
    for value in (black, white, handicap, komi, winner):
        if value:
            type_text(value)
        press(Qt.Key.Key_Tab)


def answer_modal(button_text: str, choose: Callable[[QWidget], None] | None = None,
                 said: list[str] | None = None) -> list[str]:
    """Answer the next modal dialog that does not go through clubrater.ui.feedback (File > Restore a backup
    and its confirmation run their own): `choose` fills it in, then the button is clicked. What message
    boxes said is appended to `said` (returned)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QAbstractButton, QMessageBox

    said = [] if said is None else said

    def answer() -> None:
        w = QApplication.activeModalWidget()
        if w is None:
            QTimer.singleShot(20, answer)
            return
        if isinstance(w, QMessageBox):
            said.append(w.text())
        if choose is not None:
            choose(w)
        for b in w.findChildren(QAbstractButton):
            if b.text().replace("&", "") == button_text:
                b.click()
                return
        raise AssertionError(f"no button {button_text!r} in {w.windowTitle()!r}")

    QTimer.singleShot(0, answer)
    return said
