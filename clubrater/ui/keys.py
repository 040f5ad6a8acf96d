"""The window's shortcuts win over a text box's own, except the keys that type, move and edit in the box.

A QLineEdit claims many combinations for itself before the window sees them (Qt's "shortcut override"):
Ctrl+Z undoes its typing, and on X11 Ctrl+E moves to the end of the line and Ctrl+K deletes to it, so
in the standings search box (which has the focus at start and after Ctrl+1) Ctrl+E exported nothing and
Ctrl+Z undid the search text instead of the record sheet just saved (issue 30). One filter settles it for
every box of the main window, also those made later (the record sheet's cell editors). It watches only the
text box that has the focus (moved along by QApplication.focusChanged), not the whole application: a filter
on the application is Python code run for every event of every widget, each of which must win the
interpreter from a worker replaying the club (issue 27's 100 ms). A key combination that is the shortcut of one of the window's enabled actions goes to the window,
unless it is one of the box's typing keys (letters, Backspace, Del, arrows, Home, End, Ctrl+A/C/V/X and the
word moves). Undo and redo stay with a box that has typing of its own to undo (the form's name boxes,
ui/widgets.py `pass_undo_through`), except in a search box (`search_box`), whose text is no work to undo.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget

_CTRL = Qt.KeyboardModifier.ControlModifier
_SHIFT = Qt.KeyboardModifier.ShiftModifier
_KEYPAD = Qt.KeyboardModifier.KeypadModifier
_SEARCH = "clubraterSearchBox"

# Ctrl (and Ctrl+Shift) combinations a box keeps: clipboard, select all, word moves and word deletes.
_BOX_CTRL_KEYS = {Qt.Key.Key_A, Qt.Key.Key_C, Qt.Key.Key_V, Qt.Key.Key_X, Qt.Key.Key_Insert, Qt.Key.Key_Left,
                  Qt.Key.Key_Right, Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Home, Qt.Key.Key_End}
_UNDO_REDO = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)


def search_box(edit: QLineEdit) -> QLineEdit:
    """Mark a filter box: Ctrl+Z and Ctrl+Shift+Z there always mean the window's undo and redo."""
    edit.setProperty(_SEARCH, True)
    return edit


def typing_key(event: QKeyEvent) -> bool:
    """Whether a box needs this key for its text: anything without Ctrl or Alt (letters, Backspace, Del, arrows,
    Home, End, Shift+arrows), and Ctrl with the clipboard, select-all, word-move or word-delete keys."""
    mods = event.modifiers() & ~_KEYPAD
    if not mods & ~_SHIFT:
        return True
    if mods & ~(_CTRL | _SHIFT):
        return False  # Alt or Meta: menus and the window's shortcuts
    return Qt.Key(event.key()) in _BOX_CTRL_KEYS


class WindowKeys(QObject):
    """Made by the window's context; filters the window's focused text box: see the module's docstring."""

    def __init__(self, window: QWidget, actions: Mapping[str, QAction]) -> None:
        super().__init__(window)
        self._window = window
        self._actions = actions
        self._watched: QWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)  # disconnected by Qt when this object goes
            self._focus_changed(None, app.focusWidget())

    @property
    def watched(self) -> QWidget | None:
        """The text box filtered now (tests read it)."""
        return self._watched

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if self._watched is not None:
            with contextlib.suppress(RuntimeError):  # the box is gone already (a closed cell editor)
                self._watched.removeEventFilter(self)
            self._watched = None
        if new is not None and _text_box(new) is not None and new.window() is self._window:
            new.installEventFilter(self)
            self._watched = new

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        box = _text_box(obj)
        if box is None or box.window() is not self._window or typing_key(event):
            return False
        undo_redo = any(event.matches(k) for k in _UNDO_REDO) or _is_ctrl_shift_z(event)
        if undo_redo and not box.property(_SEARCH):
            return False  # the box's own undo while it has typing to undo (pass_undo_through decides)
        if not self._window_has(event):
            return False
        event.ignore()  # not the box's: Qt goes on to the window's shortcut
        return True

    def _window_has(self, event: QKeyEvent) -> bool:
        pressed = QKeySequence(event.keyCombination())
        for action in self._actions.values():
            if action.isEnabled() and any(s.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                                          for s in action.shortcuts()):
                return True
        return False


def _text_box(obj: QObject) -> QWidget | None:
    """The text box the key went to: a line edit, a spin box, or an editable combo box (the focus is theirs)."""
    if isinstance(obj, (QLineEdit, QAbstractSpinBox)):
        return obj
    if isinstance(obj, QComboBox) and obj.isEditable():
        return obj
    return None


def _is_ctrl_shift_z(event: QKeyEvent) -> bool:
    return event.keyCombination() == QKeyCombination(_CTRL | _SHIFT, Qt.Key.Key_Z)


__all__ = ["WindowKeys", "search_box", "typing_key"]
