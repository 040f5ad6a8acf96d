"""Typing survives a crash on a federation server too (issue 19 item 11, with issue 11's server).

A connection to a server has no club file: `ctrl.path` is a stand-in in the home folder, and nothing may be
written beside it. The draft is kept in the user's data folder instead, named by the server's address without
its password and by the login role. The real window runs in its own process (tests/gui/server_typist.py)
connected to a real PostgreSQL server, rows are typed into the record sheet, and the process is killed with
SIGKILL. Connecting again as the same secretary offers the rows back; saving stores them on the server and
removes the draft. Another secretary connecting from the same computer account is never offered them.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from clubrater.controller.drafts import parse, server_draft_path
from clubrater.controller.session import ClubController
from clubrater.store.paths import data_dir
from clubrater.store.server import shown_url
from tests.gui.conftest import FIXED_TODAY
from tests.gui.test_federation_window import Fed, build_fed, connect
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

REPO = Path(__file__).resolve().parents[2]
ROWS = [["Sipho Dlamini", "Thandi Khumalo", "B"], ["Thandi Khumalo", "Sipho Dlamini", "W"]]
BLACK, WHITE, WINNER = 1, 2, 5  # the record sheet's columns


@pytest.fixture
def fed(postgres: PostgresServer, request: pytest.FixtureRequest) -> Iterator[Fed]:  # noqa: F811
    yield build_fed(postgres, "drafts_" + request.node.name[5:30].lower())


def server_games(url: str) -> list[tuple[str, str]]:
    ctrl = ClubController.open(url, today=lambda: FIXED_TODAY)
    try:
        names = ctrl.queries.player_names()
        return sorted((names[g.black], names[g.white]) for g in ctrl.queries.games())
    finally:
        ctrl.close()


def drafts_beside(folder: Path) -> set[Path]:
    return set(folder.glob("*draft*")) | set(folder.glob(".*draft*"))


def type_and_kill(url: str, rows: list[list[str]]) -> Path:
    """The window in its own process, connected to `url`, types `rows`, keeps the draft and is killed; its path."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-m", "tests.gui.server_typist", url, json.dumps(rows)], cwd=REPO,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if not line.startswith("READY "):
            proc.wait(timeout=30)
            raise AssertionError(f"{line}{proc.stdout.read()}{proc.stderr.read() if proc.stderr else ''}")
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    return Path(line.split(" ", 1)[1].strip())


def sheet_cells(win) -> list[list[str]]:  # noqa: ANN001
    model = win.sheet_page.model
    return [[model.rows[r][BLACK], model.rows[r][WHITE], model.rows[r][WINNER]] for r in model.filled_rows()]


def new_window(qtbot):  # noqa: ANN001, ANN201
    from clubrater.ui.app import MainWindow

    w = MainWindow(today=lambda: FIXED_TODAY)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_rows_typed_on_a_server_are_kept_in_the_data_folder_and_offered_to_the_same_secretary_only(
        qtbot, fed: Fed, feedback) -> None:  # noqa: ANN001
    from tests.gui.helpers import shortcut

    url = fed.secretary("Pretoria")
    before_games = server_games(url)
    home_before = drafts_beside(Path.home())

    kept = type_and_kill(url, ROWS)
    role = f"{fed.db}_pre"
    assert kept == server_draft_path(shown_url(url), role)  # by address (no password) and role
    assert kept.parent == data_dir() / "drafts" and kept.exists()
    text = kept.read_text(encoding="utf-8")
    assert "Pretoria-pw" not in text and fed.server.password not in text  # no password in the file or its name
    assert "Pretoria-pw" not in kept.name
    assert [r[BLACK:WHITE + 1] + [r[WINNER]] for r in parse(text).sheet_rows] == ROWS
    assert drafts_beside(Path.home()) == home_before  # nothing beside the stand-in path in the home folder
    assert server_games(url) == before_games  # the draft never went into the games

    # Stellenbosch's secretary on the same computer account: Pretoria's rows are not his
    other = new_window(qtbot)
    connect(other, feedback, fed.bare("Stellenbosch"), "Stellenbosch-pw")
    assert feedback.asked == [] and sheet_cells(other) == []
    assert other.drafts.path == server_draft_path(shown_url(url).replace("_pre@", "_ste@"), f"{fed.db}_ste")
    assert other.close_club()
    assert kept.exists()

    # Pretoria's secretary connects again (the password typed, not in the address): the rows are offered back
    feedback.answers = [True]
    win = new_window(qtbot)
    connect(win, feedback, fed.bare("Pretoria"), "Pretoria-pw")
    assert len(feedback.asked) == 1 and "2 typed rows of the record sheet" in feedback.asked[0]
    assert sheet_cells(win) == ROWS
    assert server_games(url) == before_games  # unsaved, for the secretary to check
    win.sheet_page.view.setFocus()
    shortcut(win, "Ctrl+S")
    qtbot.waitUntil(lambda: server_games(url) != before_games, timeout=10000)
    assert server_games(url) == sorted(before_games + [("Sipho Dlamini", "Thandi Khumalo"),
                                                       ("Thandi Khumalo", "Sipho Dlamini")])
    assert not kept.exists()  # saved: nothing is left to offer
    assert win.close_club()
    feedback.asked.clear()
    win2 = new_window(qtbot)
    connect(win2, feedback, fed.bare("Pretoria"), "Pretoria-pw")
    assert feedback.asked == []  # nothing is offered a second time
    assert win2.close_club()
