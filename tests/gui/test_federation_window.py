"""The federation in the window (issue 11), against a real PostgreSQL server.

Pretoria's secretary connects through File > Connect to a federation database; Stellenbosch's
players and games show read-only with the reason on hover and refuse editing; the club filter
shows one member club; another secretary's save shows within two seconds with a quiet note; a
wrong password is said in the dialog; a record sheet whose save loses the connection stays in
the grid and is stored once when saved again; a club file's push is previewed before it is written.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from tests.gui.conftest import FIXED_TODAY
from tests.gui.helpers import press, sheet_row, shortcut
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

PRETORIA = [("Sipho Dlamini", "5k"), ("Thandi Khumalo", "12k"), ("André Nemo", "2d")]
STELLENBOSCH = [("Anna Smit", "10k"), ("Pieter van der Berg", "3k")]


@dataclass
class Fed:
    server: PostgresServer
    db: str

    @property
    def officer(self) -> str:
        return self.server.url(self.db)

    def secretary(self, club: str, password: str | None = None) -> str:
        role = f"{self.db}_{club[:3].lower()}"
        return self.server.url(self.db, role=role, password=password if password is not None else f"{club}-pw")

    def bare(self, club: str) -> str:
        """The secretary's URL without a password (typed in the dialog's password field)."""
        return self.secretary(club).replace(f":{club}-pw@", "@")


def build_fed(server: PostgresServer, db: str) -> Fed:
    """Pretoria and Stellenbosch, each with its secretary, players and one game of its own."""
    from clubrater.controller.federation import add_club, init_federation

    url = server.create_database(db)
    init_federation(url, "sagc", "SAGC")
    f = Fed(server, db)
    for club in ("Pretoria", "Stellenbosch"):
        add_club(url, club, f"{db}_{club[:3].lower()}", f"{club}-pw")
    for club, players in (("Pretoria", PRETORIA), ("Stellenbosch", STELLENBOSCH)):
        c = ClubController.open(f.secretary(club), today=lambda: FIXED_TODAY)
        try:
            ids = [c.players.add(n, r).id for n, r in players]
            c.games.enter(GameInput(date(2025, 2, 25), ids[0], ids[1], Result.BLACK, 0))
        finally:
            c.close()
    return f


@pytest.fixture
def fed(postgres: PostgresServer, request: pytest.FixtureRequest) -> Iterator[Fed]:  # noqa: F811
    yield build_fed(postgres, "win_" + request.node.name[5:40].lower())


def connect(window, feedback, url: str, password: str = "") -> None:
    from clubrater.ui import federation

    def fill(dialog) -> bool:
        dialog.url.setEditText(url)
        dialog.password.setText(password)
        dialog.try_accept()
        return dialog.result() == 1

    feedback.dialogs.append(fill)
    assert federation.connect(window), window.__dict__.get("last_connect_error")


@pytest.fixture
def win(qtbot, fed: Fed, feedback) -> Iterator:
    from clubrater.ui.app import MainWindow

    w = MainWindow(today=lambda: FIXED_TODAY)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    connect(w, feedback, fed.bare("Pretoria"), "Pretoria-pw")
    yield w
    w.sheet_page.model.clear()
    w.close_club()


def test_connect_shows_the_federation_and_never_stores_the_password(win, fed: Fed, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from clubrater.ui import federation

    ctrl = win.ctrl
    assert ctrl is not None and ctrl.on_server
    names = {win.players_page.model.index(r, 1).data() for r in range(win.players_page.model.rowCount())}
    assert names == {n for n, _ in PRETORIA + STELLENBOSCH}
    assert federation.recent_urls()[0] == fed.bare("Pretoria")
    settings = QSettings("ClubRater", "ClubRater")
    settings.sync()
    stored = Path(settings.fileName()).read_text(encoding="utf-8", errors="replace")
    assert "Pretoria-pw" not in stored and fed.server.password not in stored
    assert fed.bare("Pretoria").split("//")[1].split("/")[0].split("@")[1] in stored  # the host is remembered
    assert not win.actions["back_up"].isEnabled() and win.actions["push_club"].isEnabled()


def test_a_wrong_password_is_said_in_the_dialog(qtbot, fed: Fed, feedback, club) -> None:
    """...and the club file open in the window stays open."""
    from clubrater.ui import federation
    from clubrater.ui.app import MainWindow

    w = MainWindow(club, today=lambda: FIXED_TODAY)
    qtbot.addWidget(w)
    seen: list[str] = []

    def wrong(dialog) -> bool:
        dialog.url.setEditText(fed.bare("Pretoria"))
        dialog.password.setText("not-the-password")
        dialog.try_accept()
        return True

    def look(dialog) -> bool:
        seen.append(dialog.message.text())
        assert dialog.typed_url() == fed.bare("Pretoria")  # the URL typed stays
        assert dialog.password.text() == ""  # the wrong password is not kept
        return False

    feedback.dialogs.extend([wrong, look])
    assert not federation.connect(w)
    assert w.ctrl is club and not w.ctrl.on_server
    assert seen and "password" in seen[0].lower(), seen
    assert "Traceback" not in seen[0] and "psycopg" not in seen[0]


def test_another_clubs_rows_are_read_only_with_the_reason_on_hover(win, feedback) -> None:
    from clubrater.ui.models import ID_ROLE
    from clubrater.ui.operations import games as games_ops
    from clubrater.ui.operations import players as players_ops

    model = win.players_page.model
    rows = {model.index(r, 1).data(): r for r in range(model.rowCount())}
    anna = model.index(rows["Anna Smit"], 1)
    tip = anna.data(Qt.ItemDataRole.ToolTipRole)
    assert "Stellenbosch" in tip and "officer" in tip
    assert anna.data(Qt.ItemDataRole.ForegroundRole) is not None  # greyed
    sipho = model.index(rows["Sipho Dlamini"], 1)
    assert sipho.data(Qt.ItemDataRole.ToolTipRole) in (None, "")  # his own club's player: no lock
    # editing another club's player is refused with the reason, before any form opens (no dialog expected)
    players_ops.edit_player(win.ctx, anna.data(ID_ROLE))
    assert feedback.said and feedback.said[-1] == tip
    # the games list: Stellenbosch's game is greyed, its reason on hover, and deleting it refused
    win.show_page(3)
    gm = win.games_page.model
    by_black = {gm.index(r, 1).data(): r for r in range(gm.rowCount())}
    theirs = gm.index(by_black["Anna Smit"], 1)
    assert "Entered by Stellenbosch" in theirs.data(Qt.ItemDataRole.ToolTipRole)
    assert gm.index(by_black["Sipho Dlamini"], 1).data(Qt.ItemDataRole.ToolTipRole) in (None, "")
    n = len(win.ctrl.history.games)
    games_ops.delete_games(win.ctx, [theirs.data(ID_ROLE)])
    assert "Entered by Stellenbosch" in feedback.said[-1]
    assert len(win.ctrl.history.games) == n


def test_the_club_filter_shows_one_member_club(win) -> None:
    page = win.players_page
    combo = page.club_filter
    assert combo.isVisible()
    assert [combo.itemText(i) for i in range(combo.count())] == ["All clubs", "Pretoria", "Stellenbosch"]
    combo.setCurrentIndex(combo.findText("Stellenbosch"))
    names = {page.model.index(r, 1).data() for r in range(page.model.rowCount())}
    assert names == {n for n, _ in STELLENBOSCH}
    combo.setCurrentIndex(0)
    assert page.model.rowCount() == len(PRETORIA) + len(STELLENBOSCH)


def test_another_secretarys_save_shows_within_two_seconds(qtbot, win, fed: Fed) -> None:
    watch = win.federation_watch
    assert watch is not None
    qtbot.waitUntil(watch.listener_thread.listening.is_set, timeout=5000)
    model = win.players_page.model
    before = model.rowCount()
    shortcut(win, "Ctrl+3")  # Pretoria's secretary is typing a record sheet meanwhile
    sheet_row("Sipho Dlamini", "Thandi Khumalo", "B")
    press(Qt.Key.Key_Escape)
    shortcut(win, "Ctrl+1")
    other = ClubController.open(fed.secretary("Stellenbosch"), today=lambda: FIXED_TODAY)
    try:
        zodwa = other.players.add("Zodwa Mthembu", "15k").id
        anna = other.queries.find_player("Anna Smit").id
        other.games.enter_sheet([GameInput(date(2025, 3, 4), zodwa, anna, Result.WHITE, 5),
                                 GameInput(date(2025, 3, 4), anna, zodwa, Result.BLACK, 0)])
    finally:
        other.close()

    def arrived() -> bool:
        return model.rowCount() == before + 1 and len(win.ctrl.history.games) == 4

    qtbot.waitUntil(arrived, timeout=2000)
    qtbot.waitUntil(lambda: "Stellenbosch" in win.statusBar().currentMessage(), timeout=2000)
    said = " ".join(watch.notes)  # one note, or one per save if the window caught up in between
    assert "2 games" in said and "1 player" in said and "Stellenbosch" in said, watch.notes
    assert "Pretoria" not in said
    assert win.sheet_page.model.rows[0][1:3] == ["Sipho Dlamini", "Thandi Khumalo"]  # what was typed stays
    assert "Zodwa Mthembu" in [name for _, name, _ in win.ctx.lookup.choices()]  # the sheet completes the newcomer


def test_a_sheet_save_that_loses_the_connection_stays_and_is_stored_once(qtbot, win, fed: Fed,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The server ends the window's connection in the middle of the save (pg_terminate_backend, as a restart or a
    dropped network would): the sheet stays in the grid with a clear sentence; saving again stores it once."""
    import psycopg

    from clubrater.controller import storage

    ctrl = win.ctrl
    games_before = len(ctrl.history.games)
    shortcut(win, "Ctrl+3")
    sheet_row("Thandi Khumalo", "Sipho Dlamini", "W")
    sheet_row("Sipho Dlamini", "Thandi Khumalo", "B")
    press(Qt.Key.Key_Escape)
    libpq = fed.officer.replace("postgresql+psycopg://", "postgresql://")
    real = storage.game_values
    ended: list[int] = []

    def end_connection_then_go_on(g):  # called inside the save's transaction, before its INSERT
        if not ended:
            with psycopg.connect(libpq, autocommit=True) as con:
                row = con.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                                  "WHERE datname = current_database() AND usename = %s "
                                  "AND state = 'idle in transaction'",
                                  (f"{fed.db}_pre",)).fetchone()
            ended.append(row[0] if row else 0)
        return real(g)

    monkeypatch.setattr(storage, "game_values", end_connection_then_go_on)
    shortcut(win, "Ctrl+S")
    page = win.sheet_page
    assert ended == [1]
    assert len(win.ctrl.history.games) == games_before
    assert page.unsaved_rows() == 2  # nothing typed is lost
    text = page.banner.text()
    assert "connection" in text.lower() and "Traceback" not in text and "psycopg" not in text, text
    monkeypatch.setattr(storage, "game_values", real)
    shortcut(win, "Ctrl+S")  # saving again stores it, once
    assert page.unsaved_rows() == 0, page.banner.text()
    assert len(win.ctrl.history.games) == games_before + 2
    check = ClubController.open(fed.officer)
    try:
        names = {p.id: p.name for p in check.history.players.values()}
        pairs = [(names[g.black], names[g.white]) for g in check.history.games]
        assert pairs.count(("Thandi Khumalo", "Sipho Dlamini")) == 1
        assert pairs.count(("Sipho Dlamini", "Thandi Khumalo")) == 2  # the one from before, and the sheet's
        assert len(check.history.games) == games_before + 2
    finally:
        check.close()


def test_a_push_is_previewed_before_anything_is_written(win, fed: Fed, feedback, tmp_path: Path) -> None:
    from clubrater.ui import federation

    path = tmp_path / "joburg.sqlite"
    c = ClubController.create(path, "sagc", "Pretoria")
    try:
        a = c.players.add("sipho dlamini", "5k").id  # Pretoria's Sipho, by name
        b = c.players.add("Lerato Mokoena", "9k").id
        c.games.enter(GameInput(date(2025, 1, 28), b, a, Result.WHITE, 4))
    finally:
        c.close()
    games_before = len(win.ctrl.history.games)
    shown: dict[str, list[str]] = {}

    def cancel(dialog) -> bool:
        for name in ("pushMatches", "pushNew", "pushConflicts"):
            w = getattr(dialog, {"pushMatches": "matches", "pushNew": "new", "pushConflicts": "conflicts"}[name])
            shown[name] = [w.item(i).text() for i in range(w.count())]
        assert dialog.push_button.isEnabled()
        return False

    feedback.dialogs.append(cancel)
    assert not federation.push_club_file(win, str(path), "Pretoria")
    assert shown["pushMatches"] == ["sipho dlamini: already in the federation as Sipho Dlamini (Pretoria), by name"]
    assert shown["pushNew"] == ["Lerato Mokoena (9k)"] and shown["pushConflicts"] == []
    assert len(win.ctrl.history.games) == games_before  # cancelled: nothing written
    feedback.dialogs.append(lambda dialog: True)
    assert federation.push_club_file(win, str(path), "Pretoria")
    assert len(win.ctrl.history.games) == games_before + 1
    names = {win.players_page.model.index(r, 1).data() for r in range(win.players_page.model.rowCount())}
    assert "Lerato Mokoena" in names


def test_a_conflict_in_the_preview_allows_no_push(win, feedback, tmp_path: Path) -> None:
    from clubrater.ui import federation

    path = tmp_path / "clash.sqlite"
    c = ClubController.create(path, "sagc", "Pretoria")
    try:
        c.players.add("Sipho Dlamini", "5k", egd_pin="11111111")
        c.players.add("Thandi Khumalo", "12k", egd_pin="11111111")  # one pin on two of the file's players
    finally:
        c.close()
    players_before = len(win.ctrl.history.players)
    seen: dict[str, object] = {}

    def press_push_anyway(dialog) -> bool:
        seen["conflicts"] = [dialog.conflicts.item(i).text() for i in range(dialog.conflicts.count())]
        seen["enabled"] = dialog.push_button.isEnabled()
        seen["tab"] = dialog.tabs.currentWidget() is dialog.conflicts
        seen["message"] = dialog.message.text()
        return True

    feedback.dialogs.append(press_push_anyway)
    assert not federation.push_club_file(win, str(path), "Pretoria")
    assert seen["enabled"] is False and seen["tab"] is True
    assert "conflicts" in str(seen["message"])
    assert seen["conflicts"] == [
        "Sipho Dlamini: EGD pin 11111111 is also on Thandi Khumalo in the club file (one person twice? merge them in "
        "the club first)",
        "Thandi Khumalo: EGD pin 11111111 is also on Sipho Dlamini in the club file (one person twice? merge them in "
        "the club first)",
    ]
    assert len(win.ctrl.history.players) == players_before


def test_the_dialog_refuses_what_is_not_a_server_address(qtbot) -> None:
    from clubrater.ui.federation import ConnectDialog, has_password, without_password

    d = ConnectDialog(None)
    qtbot.addWidget(d)
    d.url.setEditText("/home/me/club.sqlite")
    d.try_accept()
    assert d.result() == 0 and "postgresql://" in d.message.text()
    assert without_password("postgresql+psycopg://pta:s3cr%40t@db.example.org:5432/sagc") == \
        "postgresql+psycopg://pta@db.example.org:5432/sagc"
    assert not has_password(without_password("postgresql://a:b@h/d"))


def test_the_window_hears_again_after_the_server_restarts(qtbot, feedback) -> None:
    """A server of its own is stopped under an open window: a quiet note says so; once it is back, the window
    listens again by itself and another secretary's save shows within two seconds."""
    import os
    import subprocess

    import psycopg

    from clubrater.ui.app import MainWindow
    from tests.pg_server import _bin_dir, running_server

    with running_server() as server:
        f = build_fed(server, "restart")
        with psycopg.connect(f"host=127.0.0.1 port={server.port} user=postgres password={server.password} "
                             "dbname=postgres") as con:
            row = con.execute("SHOW data_directory").fetchone()
        assert row is not None
        data = str(row[0])
        as_user = ["runuser", "-u", "nobody", "--"] if os.geteuid() == 0 else []

        def pg_ctl(*args: str) -> None:
            subprocess.run([*as_user, str(_bin_dir() / "pg_ctl"), "-D", data, "-w", *args],  # type: ignore[operator]
                           check=True, capture_output=True, cwd="/tmp", timeout=120)

        w = MainWindow(today=lambda: FIXED_TODAY)
        qtbot.addWidget(w)
        w.show()
        connect(w, feedback, f.bare("Pretoria"), "Pretoria-pw")
        try:
            watch = w.federation_watch
            qtbot.waitUntil(watch.listener_thread.listening.is_set, timeout=5000)
            pg_ctl("-m", "immediate", "stop")
            qtbot.waitUntil(lambda: "cannot be reached" in w.statusBar().currentMessage(), timeout=5000)
            pg_ctl("-l", str(Path(data).parent / "server.log"), "restart")
            qtbot.waitUntil(watch.listener_thread.listening.is_set, timeout=10000)
            games = len(w.ctrl.history.games)
            other = ClubController.open(f.secretary("Stellenbosch"), today=lambda: FIXED_TODAY)
            try:
                anna = other.queries.find_player("Anna Smit").id
                pieter = other.queries.find_player("Pieter van der Berg").id
                other.games.enter(GameInput(date(2025, 3, 4), anna, pieter, Result.WHITE, 7))
            finally:
                other.close()
            qtbot.waitUntil(lambda: len(w.ctrl.history.games) == games + 1, timeout=2000)
            assert "1 game from Stellenbosch" in " ".join(watch.notes)
        finally:
            w.sheet_page.model.clear()
            w.close_club()
