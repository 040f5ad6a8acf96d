"""GUI tests: offscreen Qt, a fresh club per test, and dialogs that never block.

Every modal interaction of the window goes through clubrater.ui.feedback; the
autouse fixture replaces those functions so that a forgotten question fails the
test instead of hanging it. Tests that expect a question set `answers`.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from datetime import date  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402

FIXED_TODAY = date(2025, 3, 4)


@dataclass
class Feedback:
    """What the window asked and said; `answers` are popped in order for ask(), default True."""

    asked: list[str] = field(default_factory=list)
    said: list[str] = field(default_factory=list)
    answers: list[bool] = field(default_factory=list)
    defaults: list[bool] = field(default_factory=list)  # per question: is "yes" the default button (Enter)?
    dialogs: list[Callable[[Any], bool]] = field(default_factory=list)
    open_file: str | None = None

    def ask(self, parent: Any, title: str, text: str, yes: str = "Yes", no: str = "No", *,
            default_yes: bool = True) -> bool:
        self.asked.append(text)
        self.defaults.append(default_yes)
        return self.answers.pop(0) if self.answers else True

    def inform(self, parent: Any, title: str, text: str) -> None:
        self.said.append(text)

    def warn(self, parent: Any, title: str, text: str) -> None:
        self.said.append(text)

    def run_dialog(self, dialog: Any) -> bool:
        if not self.dialogs:
            raise AssertionError(f"unexpected dialog {dialog.windowTitle()!r}")
        return self.dialogs.pop(0)(dialog)


@pytest.fixture(scope="session", autouse=True)
def _gui_thread_collector(qapp: Any) -> Iterator[None]:
    """As in `clubrater`: cycles are collected on the GUI thread only (ui/collector.py)."""
    from clubrater.ui import collector

    c = collector.install(qapp)
    yield
    c.stop()


@pytest.fixture(autouse=True)
def feedback(monkeypatch: pytest.MonkeyPatch) -> Iterator[Feedback]:
    from clubrater.ui import feedback as fb

    f = Feedback()
    monkeypatch.setattr(fb, "ask", f.ask)
    monkeypatch.setattr(fb, "inform", f.inform)
    monkeypatch.setattr(fb, "warn", f.warn)
    monkeypatch.setattr(fb, "run_dialog", f.run_dialog)
    monkeypatch.setattr(fb, "choose_open_file", lambda *a, **k: f.open_file)
    monkeypatch.setattr(fb, "choose_save_file", lambda *a, **k: None)
    monkeypatch.setattr(fb, "ask_open_read_only", lambda parent, path: f.ask(parent, "in use", f"{path} is in use"))
    yield f


@pytest.fixture
def club(tmp_path: Path):
    """A small SAGC club: eight players of known ranks, no games yet."""
    from clubrater.controller.session import ClubController

    ctrl = ClubController.create(tmp_path / "c.sqlite", "sagc", "Test Club", today=lambda: FIXED_TODAY)
    for name, rank in [("Alice Abrahams", "10k"), ("Bob Botha", "7k"), ("Carol Cele", "12k"), ("Dave Dube", "12k"),
                       ("Eve Engelbrecht", "3k"), ("Frank Fourie", "15k"), ("Grace Gumede", "1d"),
                       ("Henk Hugo", "5k")]:
        ctrl.players.add(name, rank)
    yield ctrl
    ctrl.close()


@pytest.fixture
def window(qtbot, club):
    from clubrater.ui.app import MainWindow

    win = MainWindow(club)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.sheet_page.model.clear()  # nothing to ask about on close
