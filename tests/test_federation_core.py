"""Issue 11: everything a club file does, on a federation's PostgreSQL database, with clubs first-class.

A real server (tests/pg_server.py); every federation is set up as the README tells the IT
volunteer (tests/federation_setup.py: init, add-club, add-officer).
"""

from __future__ import annotations

import io
import json
import subprocess
import time
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from clubrater.cli import run
from clubrater.controller.federation import NotAllowedError
from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from tests.federation_setup import Fed, federation
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture
from tests.scenario import AddGame, Backup, Init, Restore, cli_args, run_cli, steps


def cli(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    return run(list(args), out=out), out.getvalue()


def standings_json(db: str) -> list[dict[str, Any]]:
    status, text = cli("--db", db, "standings", "--all", "--format", "json")
    assert status == 0, text
    result: list[dict[str, Any]] = json.loads(text)
    return result


@pytest.mark.parametrize("system", ["sagc", "egf2021"])
def test_the_scenario_on_the_server_gives_the_club_files_standings(
    postgres: PostgresServer, tmp_path: Path, system: str  # noqa: F811
) -> None:
    """Issue 10's scenario (players, back-dated games, a merge, an adjustment, a delete) typed by one club's
    secretary with --db URL: the same standings, history and --system list as on a club file."""
    plan = [s for s in steps(system) if not isinstance(s, Init | Backup | Restore)][:-1]  # no file-only steps
    assert not any(isinstance(s, AddGame) and s.date == date(2025, 3, 17) for s in plan)
    fed = federation(postgres, f"scenario_{system}", clubs=("Scenario Go Club",), system=system)
    url = fed.secretary_url("Scenario Go Club")
    game_ids: dict[int, int] = {}
    for step in plan:
        status, printed = cli("--db", url, *cli_args(step, game_ids, None))
        assert status == 0, printed
        if isinstance(step, AddGame):
            game_ids[len(game_ids) + 1] = int(printed.split(":")[0].split()[-1])
    on_file = run_cli(tmp_path / "club.sqlite", [Init(system, "Scenario Go Club"), *plan])
    assert standings_json(url) == on_file
    assert {r["name"]: r["games"] for r in on_file} == {"Sipho Dlamini": 4, "Thandi Nkosi": 4}
    for command in (["history", "Thandi Nkosi", "--format", "json"], ["standings", "--all", "--system", "egf",
                                                                      "--format", "json"]):
        server = cli("--db", url, *command)
        local = cli("--db", str(tmp_path / "club.sqlite"), *command)
        assert server == local and server[0] == 0


def test_entries_record_the_entering_club_and_undo_puts_back_exactly(postgres: PostgresServer) -> None:  # noqa: F811
    fed = federation(postgres, "entering")
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    cpt = ClubController.open(fed.secretary_url("Cape Town"))
    try:
        anna = pta.players.add("Anna Botha", "10k").id
        ben = cpt.players.add("Ben Cele", "12k").id
        assert pta.federation.home_club(anna).name == "Pretoria"
        assert cpt.federation.home_club(ben).name == "Cape Town"
        # a tournament game against another club's player: allowed, entered by Cape Town
        g = cpt.games.enter(GameInput(date(2025, 5, 1), ben, anna, Result.BLACK)).id
        assert cpt.federation.entered_by("game", g).name == "Cape Town"
        assert cpt.federation.why_not("game", g) == ""
        before = cpt.queries.standings()
        # undo of a back-dated entry (what the window's Ctrl+Z does: delete, then restore the same game)
        back = cpt.games.enter(GameInput(date(2025, 4, 1), anna, ben, Result.WHITE)).id
        stored = cpt.queries.game(back)
        cpt.games.delete([back])
        assert cpt.queries.standings() == before
        cpt.games.restore([stored])
        cpt.games.delete([back])
        fresh = ClubController.open(fed.officer_url)
        try:
            assert fresh.queries.standings() == before == cpt.queries.standings()
            assert [gm.id for gm in fresh.history.games] == [g]
        finally:
            fresh.close()
        # Pretoria sees it, and may not change it: refused before anything is touched
        arrived = pta.refresh()
        # two games were entered (one then taken back) and a player added: what is there now, what went again
        assert arrived.games and arrived.note == "1 player, 1 game from Cape Town; 1 game removed by Cape Town"
        assert pta.federation.why_not("game", g) == (
            "Entered by Cape Town; only its secretary or the federation officer can change it.")
        with pytest.raises(NotAllowedError, match="Entered by Cape Town"):
            pta.games.delete([g])
        with pytest.raises(NotAllowedError, match="A player of Cape Town"):
            pta.players.edit(ben, rank="1d")
        assert pta.queries.standings() == before
    finally:
        pta.close()
        cpt.close()


def test_names_are_unique_across_the_federation_with_the_other_club_named(postgres: PostgresServer) -> None:  # noqa: F811
    fed = federation(postgres, "names")
    assert cli("--db", fed.secretary_url("Pretoria"), "player", "add", "John Smith", "--rank", "5k")[0] == 0
    status, _ = cli("--db", fed.secretary_url("Cape Town"), "player", "add", "john  smith", "--rank", "7k")
    assert status == 1
    ctrl = ClubController.open(fed.secretary_url("Cape Town"))
    try:
        with pytest.raises(ClubRaterError, match=r'"john  smith" is already in the player list \(home club Pretoria\)'):
            ctrl.players.add("john  smith", "7k")
        assert ctrl.players.add("John Smith (Cape Town)", "7k").ids  # the usual way out: a distinguishing name
    finally:
        ctrl.close()


def test_standings_for_one_club_and_the_officer_entering_for_a_club(
    postgres: PostgresServer, tmp_path: Path  # noqa: F811
) -> None:
    fed = federation(postgres, "filter")
    officer = fed.officer_url
    status, text = cli("--db", officer, "player", "add", "Zanele Dube", "--rank", "3k")
    assert status == 1 and text == ""  # the officer has no club of his own: he says which
    assert cli("--db", officer, "--for-club", "Cape Town", "player", "add", "Zanele Dube", "--rank", "3k")[0] == 0
    assert cli("--db", fed.secretary_url("Pretoria"), "player", "add", "Pieter Nel", "--rank", "5k")[0] == 0
    assert cli("--db", officer, "game", "add", "2025-06-01", "Pieter Nel", "Zanele Dube", "W")[0] == 0
    everyone = [r["name"] for r in standings_json(officer)]
    assert everyone == ["Zanele Dube", "Pieter Nel"]
    status, text = cli("--db", officer, "standings", "--all", "--club", "cape town", "--format", "json")
    assert status == 0 and [r["name"] for r in json.loads(text)] == ["Zanele Dube"]
    status, text = cli("--db", officer, "standings", "--club", "Durban")
    assert status == 1
    ctrl = ClubController.open(officer)
    try:
        # the officer's game without a chosen club belongs to its Black player's home club
        (game,) = ctrl.history.games
        assert ctrl.federation.entered_by("game", game.id).name == "Pretoria"
        board, _values = ctrl.printouts.noticeboard(club="Pretoria")
        assert board.club == "Pretoria" and [r.name for r in board.rows] == ["Pieter Nel"]
        # the workbook for one club, read back: its players, and the games they played
        import openpyxl

        ctrl.exports.workbook(tmp_path / "cape.xlsx", club="Cape Town")
        book = openpyxl.load_workbook(tmp_path / "cape.xlsx", read_only=True)
        sheets = {ws.title: [r for r in ws.iter_rows(values_only=True)][1:] for ws in book.worksheets}
        assert [r[1] for r in sheets["Standings"]] == ["Zanele Dube"]
        assert [r[0] for r in sheets["Players"]] == ["Zanele Dube"]
        assert [(r[1], r[2]) for r in sheets["Games"]] == [("Pieter Nel", "Zanele Dube")]
        assert [r[1] for r in sheets["History"]] == ["Zanele Dube"]
        assert [m.name for m in ctrl.federation.clubs()] == ["Cape Town", "Pretoria"]
    finally:
        ctrl.close()
    # the noticeboard for one club from the command line: a real PDF with only its players
    status, text = cli("--db", fed.secretary_url("Pretoria"), "print", str(tmp_path / "pta.pdf"), "--club", "Pretoria")
    assert status == 0, text
    shown = subprocess.run(["pdftotext", str(tmp_path / "pta.pdf"), "-"], capture_output=True, text=True, check=True)
    assert "Pieter Nel" in shown.stdout and "Zanele Dube" not in shown.stdout
    # ... and one club's workbook from the command line
    status, text = cli("--db", fed.secretary_url("Pretoria"), "export", str(tmp_path / "pta.xlsx"), "--club", "Pretoria")
    assert status == 0, text
    book = openpyxl.load_workbook(tmp_path / "pta.xlsx", read_only=True)
    assert [r[0] for r in book["Players"].iter_rows(values_only=True)][1:] == ["Pieter Nel"]
    # the games file of one club (issue 30, point 18): the games its players played; an event table stays whole
    status, text = cli("--db", officer, "export", str(tmp_path / "pta.csv"), "--club", "Pretoria")
    assert status == 0, text
    assert (tmp_path / "pta.csv").read_text(encoding="utf-8").count("Pieter Nel") == 1
    status, text = cli("--db", officer, "export", "h9", "Anything", str(tmp_path / "t.h9"), "--club", "Pretoria")
    assert status == 1 and not (tmp_path / "t.h9").exists()


def test_another_secretarys_save_is_heard_within_two_seconds(postgres: PostgresServer) -> None:  # noqa: F811
    fed = federation(postgres, "listening")
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    cpt = ClubController.open(fed.secretary_url("Cape Town"))
    listener = pta.listener()
    try:
        assert listener.fileno() > 0
        anna = pta.players.add("Anna Botha", "10k").id
        listener.wait(0.5)
        listener.take()  # our own save is heard too; refresh() then finds nothing new
        assert pta.refresh().note == ""
        ben = cpt.players.add("Ben Cele", "12k").id
        cpt.games.enter(GameInput(date(2025, 5, 1), ben, anna, Result.BLACK))
        cpt.games.enter(GameInput(date(2025, 5, 2), anna, ben, Result.BLACK))
        started = time.monotonic()
        arrived = pta.wait_for_changes(2.0, listener)
        assert time.monotonic() - started < 2.0
        assert arrived.note == "1 player, 2 games from Cape Town"
        assert arrived.counts == {("Cape Town", "games"): 2, ("Cape Town", "players"): 1}
        assert pta.queries.standings() == cpt.queries.standings()
        assert pta.queries.standings() == [r for r in pta.queries.standings()]
        full = pta.full_replay()
        assert {p: s.value for p, s in full.final.items()} == {p: s.value for p, s in pta.replay.final.items()}
    finally:
        listener.close()
        pta.close()
        cpt.close()


def test_a_write_catches_up_first_so_a_back_dated_game_rerates_the_others_games(
    postgres: PostgresServer,  # noqa: F811
) -> None:
    """Cape Town enters a game dated before Pretoria's (which it has not seen): both end as a full replay."""
    fed = federation(postgres, "backdated")
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    cpt = ClubController.open(fed.secretary_url("Cape Town"))
    try:
        a, b = pta.players.add("Anna Botha", "10k").id, pta.players.add("Bea Botha", "10k").id
        c = cpt.players.add("Cara Cele", "12k").id  # Cape Town caught up with Pretoria's players inside this write
        pta.games.enter(GameInput(date(2025, 6, 1), a, b, Result.BLACK))
        cpt.games.enter(GameInput(date(2025, 5, 1), c, a, Result.BLACK))  # back-dated, before Pretoria's game
        pta.refresh()
        for ctrl in (pta, cpt):
            assert [g.date for g in ctrl.history.games] == [date(2025, 5, 1), date(2025, 6, 1)]
            full = ctrl.full_replay()
            assert {p: (s.rank, s.value) for p, s in full.final.items()} == {
                p: (s.rank, s.value) for p, s in ctrl.replay.final.items()}
        assert pta.queries.standings() == cpt.queries.standings()
        # a write that changes no game (an event) still leaves the ratings of what it caught up current
        pta.games.enter(GameInput(date(2025, 4, 1), b, a, Result.WHITE))
        from clubrater.domain.records import EventRow

        cpt.events.add(EventRow("Cape Open"))
        full = cpt.full_replay()
        assert len(cpt.history.games) == 3
        assert {p: (s.rank, s.value) for p, s in full.final.items()} == {
            p: (s.rank, s.value) for p, s in cpt.replay.final.items()}
    finally:
        pta.close()
        cpt.close()


def test_fed_setup_refuses_plainly(postgres: PostgresServer, tmp_path: Path) -> None:  # noqa: F811
    fed: Fed = federation(postgres, "setup_refusals")
    status, _ = cli("--db", fed.admin_url, "federation", "add-club", "pretoria", "--secretary", "someone_else")
    assert status == 1  # the same club twice
    status, _ = cli("--db", fed.admin_url, "federation", "init", "--system", "egf", "--name", "Other")
    assert status == 1  # already a federation with another system
    status, text = cli("--db", fed.admin_url, "federation", "init", "--system", "sagc", "--name", "SAGC")
    assert status == 0 and "already set up" in text
    status, text = cli("--db", fed.admin_url, "federation", "clubs", "--format", "json")
    assert status == 0
    assert [(c["club"], c["secretary"]) for c in json.loads(text)] == [
        ("Cape Town", fed.roles["Cape Town"]), ("Pretoria", fed.roles["Pretoria"])]
    # a secretary cannot add clubs (no CREATEROLE, no INSERT on member_clubs)
    pw = tmp_path / "pw"
    pw.write_text("x1\n")
    status, _ = cli("--db", fed.secretary_url("Pretoria"), "federation", "add-club", "Durban", "--secretary",
                    "setup_refusals_durban", "--password-file", str(pw))
    assert status == 1
    # file-only commands say so, in one sentence, without the password
    from contextlib import redirect_stderr

    err = io.StringIO()
    with redirect_stderr(err):
        status, _ = cli("--db", fed.secretary_url("Pretoria"), "backups")
    assert status == 1 and "pg_dump" in err.getvalue() and fed.passwords[fed.roles["Pretoria"]] not in err.getvalue()


def test_one_clubs_printout_is_not_another_clubs_last_list(postgres: PostgresServer) -> None:  # noqa: F811
    """Pretoria pinning up its own list must not make every Cape Town player "new" on Cape Town's next one."""
    fed = federation(postgres, "printouts")
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    cpt = ClubController.open(fed.secretary_url("Cape Town"))
    officer = ClubController.open(fed.officer_url)
    try:
        anna = pta.players.add("Anna Botha", "10k").id
        ben = cpt.players.add("Ben Cele", "12k").id
        cpt.games.enter(GameInput(date(2025, 5, 1), ben, anna, Result.BLACK))
        officer.refresh()
        _board, shown = officer.printouts.noticeboard()  # the federation's whole list, pinned up
        officer.printouts.record_printout(shown)
        cpt.refresh()
        before = [(r.name, r.change) for r in cpt.printouts.noticeboard(club="Cape Town")[0].rows]
        assert before and all(change != "new" for _name, change in before)
        pta.refresh()
        _board, shown = pta.printouts.noticeboard(club="Pretoria")
        pta.printouts.record_printout(shown)  # Pretoria's own list: Ben is not on it
        after = [(r.name, r.change) for r in cpt.printouts.noticeboard(club="Cape Town")[0].rows]
        assert after == before
        # ... and Pretoria's next list measures from Pretoria's own printout
        assert pta.printouts.last_printout("Pretoria") is not None
        assert set(pta.printouts.last_printout("Pretoria").values) == {anna}  # type: ignore[union-attr]
    finally:
        pta.close()
        cpt.close()
        officer.close()
