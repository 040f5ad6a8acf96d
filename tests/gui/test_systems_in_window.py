"""A fifth rating system registered in the engines' registry is offered by the window's system pickers
(new club, club settings) and rates a club through the window, with no change to the window's code."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from PySide6.QtCore import Qt

from clubrater.domain.model import RatingSystem
from tests.toy_engine import TOY_LABEL, ToyEngine

from .helpers import press, shortcut, show_window, type_text

pytestmark = pytest.mark.gui

@pytest.fixture
def toy() -> Iterator[RatingSystem]:
    """The toy system, registered the way engines/registry.py says a fifth system is (one register line)."""
    from clubrater.engines import registry

    system = registry.register(RatingSystem.define("toy", TOY_LABEL), ToyEngine)
    yield system
    registry.unregister(system)


def picker_labels(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_new_club_picker_offers_a_registered_system_and_a_club_is_rated_by_it(qtbot, tmp_path, toy, feedback):
    from clubrater.controller.settings import available_systems
    from clubrater.ui.app import MainWindow

    win = MainWindow(today=lambda: date(2025, 3, 4))
    show_window(qtbot, win)
    assert win.stack.currentWidget() is win.welcome
    offered = picker_labels(win.welcome.system)
    assert offered == [s.label for s in available_systems()]
    assert TOY_LABEL in offered and "SAGC rank and index" in offered  # the four built in are still there

    # a new club rated by the toy system, made from the welcome page as a secretary would
    win.welcome.system.setCurrentIndex(offered.index(TOY_LABEL))
    win.welcome.suggest_path(tmp_path / "toy.sqlite")
    win.welcome.name.setText("Toy Go Club")
    qtbot.keyClick(win.welcome.name, Qt.Key.Key_Return)
    ctrl = win.ctrl
    assert ctrl is not None and ctrl.system is toy and ctrl.club_name == "Toy Go Club"
    assert win.players_page.model.columns[3] == "Toy"  # the standings' value column is the engine's

    # two players through Players > Add player, one game through the form
    for name, rank in (("Lerato Mokoena", "8k"), ("Pieter Smit", "8k")):
        feedback.dialogs.append(lambda d, name=name, rank=rank: (d.name_edit.setText(name),
                                                                d.rank_edit.setCurrentText(rank), d.try_accept())[2])
        shortcut(win, "Ctrl+Shift+N")
    lerato = ctrl.queries.find_player("Lerato Mokoena").id
    pieter = ctrl.queries.find_player("Pieter Smit").id
    shortcut(win, "Ctrl+2")
    form = win.entry_page
    form.black.setFocus()
    type_text("Lerato Mokoena")
    press(Qt.Key.Key_Tab)
    type_text("Pieter Smit")
    form.result.setFocus()
    type_text("B")
    press(Qt.Key.Key_Return)
    assert len(ctrl.queries.games()) == 1, form.banner.text()

    shortcut(win, "Ctrl+1")
    assert win.players_page.model.value_of(lerato) == ("8k", "1010")  # 1000 + 10 for the win
    assert win.players_page.model.value_of(pieter) == ("8k", "1000")
    win.close_club()


def test_the_settings_picker_offers_the_registered_systems_and_switches_to_one_and_back(window, club, toy, feedback):
    from clubrater.controller.settings import available_systems

    seen: list[list[str]] = []

    def choose_toy(dialog) -> bool:
        labels = picker_labels(dialog.system_edit)
        seen.append(labels)
        assert dialog.system_edit.currentText() == "SAGC rank and index"  # the club's own system chosen
        dialog.system_edit.setCurrentIndex(labels.index(TOY_LABEL))
        assert "worked out again" in dialog.system_note.text()
        return dialog.try_accept()

    feedback.dialogs.append(choose_toy)
    shortcut(window, "Ctrl+,")
    assert seen == [[s.label for s in available_systems()]] and TOY_LABEL in seen[0]
    assert club.system is toy
    assert window.players_page.model.columns[3] == "Toy"
    alice = club.queries.find_player("Alice Abrahams").id
    assert window.players_page.model.value_of(alice) == ("10k", "1000")
    shortcut(window, "Ctrl+Z")  # back to SAGC, every rating as before
    assert club.system is RatingSystem.SAGC
    assert window.players_page.model.columns[3] == "Index"
