"""Issue 25, item 13 in the window: a game or adjustment dated after tomorrow is saved only when the secretary
confirms the date; answered "Correct the date", nothing is stored and everything typed stays.

The question goes through clubrater.ui.feedback (the conftest's Feedback answers it, so nothing blocks).
"""

from __future__ import annotations

from datetime import timedelta

from PySide6.QtCore import QDate, Qt

from tests.gui.conftest import FIXED_TODAY
from tests.gui.helpers import press, shortcut, type_text

AHEAD = FIXED_TODAY + timedelta(days=366)  # a year ahead, as the audit's client with a wrong clock stored


def _qdate(d) -> QDate:  # noqa: ANN001
    return QDate(d.year, d.month, d.day)


def _type_game(window) -> None:  # noqa: ANN001
    form = window.entry_page
    form.black.setFocus()
    type_text("Grace Gumede")
    press(Qt.Key.Key_Tab)
    type_text("Eve Engelbrecht")
    form.result.setFocus()
    type_text("W")


def test_a_game_dated_after_tomorrow_needs_a_confirmation(window, club, feedback):
    shortcut(window, "Ctrl+2")
    form = window.entry_page
    form.date.setDate(_qdate(AHEAD))
    _type_game(window)
    feedback.answers.append(False)  # "Correct the date"
    press(Qt.Key.Key_Return)
    assert feedback.asked and "after tomorrow" in feedback.asked[-1]
    assert feedback.defaults[-1] is False  # Enter on the question keeps the work, never saves it
    assert club.queries.games() == []  # nothing stored ...
    assert (form.black.text(), form.white.text()) == ("Grace Gumede", "Eve Engelbrecht")  # ... nothing lost
    assert form.date.date() == _qdate(AHEAD)
    assert "Nothing was saved" in form.banner.text()
    feedback.answers.append(True)  # "Save": the date is right
    press(Qt.Key.Key_Return)
    (game,) = club.queries.games()
    assert game.date == AHEAD and len(feedback.asked) == 2


def test_tonight_and_tomorrow_are_saved_without_a_question(window, club, feedback):
    shortcut(window, "Ctrl+2")
    form = window.entry_page
    for day in (FIXED_TODAY, FIXED_TODAY + timedelta(days=1)):
        form.date.setDate(_qdate(day))
        _type_game(window)
        press(Qt.Key.Key_Return)
    assert [g.date for g in club.queries.games()] == [FIXED_TODAY, FIXED_TODAY + timedelta(days=1)]
    assert feedback.asked == []


def test_an_adjustment_dated_ahead_is_asked_about_and_the_form_keeps_what_was_typed(window, club, feedback):
    alice = club.queries.find_player("Alice Abrahams").id
    window.show_player(alice)
    seen = []

    def adjust_ahead(dialog) -> bool:  # noqa: ANN001
        dialog.rank_edit.setCurrentText("8k")
        dialog.index_edit.setValue(100)
        dialog.date_edit.setDate(_qdate(AHEAD))
        return dialog.try_accept()

    def correct_the_date(dialog) -> bool:  # noqa: ANN001
        seen.append((dialog.rank_edit.currentText(), dialog.index_edit.value(), dialog.message.text()))
        dialog.date_edit.setDate(_qdate(FIXED_TODAY))
        return dialog.try_accept()

    feedback.dialogs.extend([adjust_ahead, correct_the_date])
    feedback.answers.append(False)
    shortcut(window, "Ctrl+J")
    assert "after tomorrow" in feedback.asked[-1]
    assert seen and seen[0][:2] == ("8k", 100) and "Nothing was saved" in seen[0][2]  # the form kept it all
    (adj,) = club.queries.adjustments()
    assert adj.date == FIXED_TODAY and str(club.queries.player_state(alice).rank) == "8k"
