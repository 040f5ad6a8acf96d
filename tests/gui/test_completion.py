"""Name completion as a secretary types (issue 17, point 4): Tab takes the match; names that start with the text first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from clubrater.ui.widgets import NameCompleter, match_rank, strip_choice
from tests.gui.helpers import focus, press, show_window, type_text

PLAYERS = [(1, "Lera Thamsanqa", "9k"), (2, "Sipho Dlamini", "12k"), (3, "Thabo Mokoena", "4k"),
           (4, "Anna Smith", "2d"), (5, "Martha Thale", "15k")]


def form(qtbot) -> tuple[QWidget, QLineEdit, QLineEdit, NameCompleter]:
    w = QWidget()
    lay = QVBoxLayout(w)
    black, white = QLineEdit(), QLineEdit()
    lay.addWidget(black)
    lay.addWidget(white)
    completer = NameCompleter(w)
    completer.set_choices(PLAYERS)
    black.setCompleter(completer)
    show_window(qtbot, w, (400, 300))
    black.setFocus()
    return w, black, white, completer


def shown(completer: NameCompleter) -> list[str]:
    model = completer.completionModel()
    return [strip_choice(str(model.index(r, 0).data())) for r in range(model.rowCount())]


def test_names_that_start_with_the_text_come_first(qtbot) -> None:
    _w, _black, _white, completer = form(qtbot)
    type_text("Tha")
    assert completer.popup().isVisible()
    assert shown(completer) == ["Thabo Mokoena", "Lera Thamsanqa", "Martha Thale"]  # start, word start, inside


def test_tab_takes_the_only_match_and_moves_on(qtbot) -> None:
    _w, black, white, completer = form(qtbot)
    type_text("Lera")
    assert completer.popup().isVisible()
    press(Qt.Key.Key_Tab)
    assert black.text() == "Lera Thamsanqa"
    assert focus() is white


def test_tab_takes_the_best_match_of_several(qtbot) -> None:
    _w, black, _white, _completer = form(qtbot)
    type_text("tha")
    press(Qt.Key.Key_Tab)
    assert black.text() == "Thabo Mokoena"


def test_enter_takes_the_row_chosen_with_the_arrow_keys(qtbot) -> None:
    _w, black, _white, completer = form(qtbot)
    type_text("tha")
    for _ in range(2):  # a desktop gives the arrow keys to the open list (offscreen Qt does not: send them there)
        QTest.keyClick(completer.popup(), Qt.Key.Key_Down)
    press(Qt.Key.Key_Return)
    assert black.text() == "Lera Thamsanqa"


def test_a_rank_lists_the_players_of_that_rank(qtbot) -> None:
    _w, black, _white, completer = form(qtbot)
    type_text("12k")
    assert shown(completer) == ["Sipho Dlamini"]
    press(Qt.Key.Key_Tab)
    assert black.text() == "Sipho Dlamini"


def test_text_without_a_match_stays_as_typed(qtbot) -> None:
    _w, black, white, _completer = form(qtbot)
    type_text("Zola")
    press(Qt.Key.Key_Tab)
    assert black.text() == "Zola" and focus() is white


def test_match_rank_orders_start_word_start_inside() -> None:
    assert [match_rank(n, "tha") for n in ("Thabo", "Lera Thamsanqa", "Martha", "")] == [0, 1, 2, 2]
