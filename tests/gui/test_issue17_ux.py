"""Issue 17 (helper UX-B): what a newcomer tripped over, checked on the screen."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from .helpers import show_window

pytestmark = pytest.mark.gui

JUVISY = Path("/work/shared/fixtures/egd/juvisy.h9")  # an EGD table from October 2019


def test_standings_say_why_they_are_empty(qtbot, tmp_path):
    """Point 6: every player is off the EGF list by the inactivity rule; the page says so and offers to show them."""
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import RatingSystem
    from clubrater.ui.app import MainWindow

    ctrl = ClubController.create(tmp_path / "juvisy.sqlite", RatingSystem.EGF, "Juvisy")
    ctrl.today = lambda: date(2026, 11, 23)
    ctrl.imports.file("h9", JUVISY)
    n = len(ctrl.queries.players())
    win = MainWindow(ctrl)
    show_window(qtbot, win)
    win.show_page(0)
    page = win.players_page
    assert page.proxy.rowCount() == 0
    hint = page.unlisted
    assert hint.isVisible()
    assert (f"{n} players are not on the current list (no tournament in the last 2 years / 12 / 6 months): "
            in hint.text()) and "show them" in hint.text()
    hint.linkActivated.emit("show")
    assert page.inactive.isChecked()
    assert page.proxy.rowCount() == n
    assert not page.unlisted.isVisible()
    win.close()
    ctrl.close()
