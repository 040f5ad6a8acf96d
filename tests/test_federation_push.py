"""Moving a club file into the federation database and back out (issue 11, point 5), on a real PostgreSQL server.

A club file made with the controller (accented names, EGD pins, an event, an adjustment, games on
several evenings) is pushed into a federation where Pretoria already has players; the dry run lists
every match, new player and conflict and writes nothing; the push is all or nothing (even when the
server drops the connection in the middle); a second push of the same file is MATCHED (nothing is
entered twice); a pull writes a new club file with the same games, players and standings.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.controller import federation_push as fp
from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Result
from clubrater.domain.records import EventRow, GameInput
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

PRETORIA = [("Sipho Dlamini", "5k", "12345678"), ("André Nemo", "2d", ""), ("Thandi Khumalo", "12k", ""),
            ("John Smith", "8k", "22222222")]


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


def setup_federation(server: PostgresServer, name: str) -> str:
    """A SAGC federation with Pretoria (four players, two games) and Stellenbosch (no one yet): the officer's URL."""
    from clubrater.controller.federation import add_club, init_federation

    url = server.create_database(name)
    init_federation(url, "sagc", "SAGC")
    add_club(url, "Pretoria", f"{name}_pta", "pta-secret")
    add_club(url, "Stellenbosch", f"{name}_stb", "stb-secret")
    ctrl = ClubController.open(url)
    try:
        ctrl.federation.act_for("Pretoria")
        ids = {n: ctrl.players.add(n, r, egd_pin=pin).id for n, r, pin in PRETORIA}
        ctrl.games.enter(GameInput(date(2025, 1, 7), ids["Thandi Khumalo"], ids["Sipho Dlamini"], Result.WHITE, 6))
        ctrl.games.enter(GameInput(date(2025, 1, 14), ids["Sipho Dlamini"], ids["André Nemo"], Result.BLACK, 6))
    finally:
        ctrl.close()
    return url


@pytest.fixture
def fed(postgres: PostgresServer, request: pytest.FixtureRequest) -> Iterator[str]:  # noqa: F811
    yield setup_federation(postgres, "push_" + request.node.name.split("[")[0][-40:].lower().replace("-", "_"))


def club_file(tmp_path: Path, name: str = "stb.sqlite") -> Path:
    """Stellenbosch's own club file: two players the federation knows (by pin, by accent-folded name), three new."""
    path = tmp_path / name
    c = ClubController.create(path, "sagc", "Stellenbosch Go Club")
    try:
        ids = {
            "sipho": c.players.add("Sipho Dlamini-Zulu", "5k", egd_pin="12345678").id,  # another spelling, same pin
            "andre": c.players.add("andre NEMO", "2d").id,  # no accent, other case
            "anna": c.players.add("Anna Smit", "10k", egd_pin="33333333").id,
            "pieter": c.players.add("Pieter van der Berg", "3k").id,
            "zodwa": c.players.add("Zodwa Mthembu", "15k").id,
        }
        ev = c.events.add(EventRow("Stellenbosch Open 2025", start=date(2025, 2, 1), end=date(2025, 2, 2))).id
        c.games.enter_sheet([
            GameInput(date(2025, 1, 10), ids["anna"], ids["pieter"], Result.BLACK, 7),
            GameInput(date(2025, 1, 10), ids["zodwa"], ids["anna"], Result.WHITE, 5),
            GameInput(date(2025, 1, 10), ids["anna"], ids["pieter"], Result.BLACK, 7),  # the same game twice: real
        ])
        c.games.enter(GameInput(date(2025, 2, 1), ids["sipho"], ids["pieter"], Result.WHITE, 2, event=ev))
        c.games.enter(GameInput(date(2025, 2, 2), ids["andre"], ids["anna"], Result.BLACK, 0, event=ev))
        c.players.adjust(ids["zodwa"], date(2025, 1, 20), rank="13k", note="promoted by the club")
    finally:
        c.close()
    return path


def counts(url: str) -> tuple[int, int, int, int]:
    c = ClubController.open(url)
    try:
        h = c.history
        return len(h.players), len(h.games), len(h.events), len(h.adjustments)
    finally:
        c.close()


def games_by_names(c: ClubController) -> list[tuple]:
    names = {p.id: p.name for p in c.history.players.values()}
    events = {e.id: e.name for e in c.history.events.values()}
    return sorted((g.date, names[g.black], names[g.white], g.result.value if g.result else "", g.handicap, g.komi,
                   events.get(g.event, "") if g.event is not None else "") for g in c.history.games)


def test_dry_run_lists_matches_new_players_and_writes_nothing(fed: str, tmp_path: Path) -> None:
    path = club_file(tmp_path)
    before = counts(fed)
    code, out = cli("federation", "push", path, "--club", "Stellenbosch", "--dry-run", "--db", fed)
    assert code == 0, out
    assert "Sipho Dlamini-Zulu: already in the federation as Sipho Dlamini (Pretoria), by EGD pin" in out
    assert "andre NEMO: already in the federation as André Nemo (Pretoria), by name" in out
    for name in ("Anna Smit (10k)", "Pieter van der Berg (3k)", "Zodwa Mthembu (15k)"):
        assert f"new      {name}" in out
    assert "CONFLICT" not in out
    assert "2 players matched, 3 new players, 0 conflicts; 5 games to enter (0 already in the federation), " \
           "1 event to add" in out
    assert "event    Stellenbosch Open 2025: new" in out
    assert "Dry run: nothing was written." in out
    assert counts(fed) == before


def test_push_stores_everything_and_a_second_push_is_matched(fed: str, tmp_path: Path) -> None:
    path = club_file(tmp_path)
    players, games, events, adjustments = counts(fed)
    code, out = cli("federation", "push", path, "--club", "Stellenbosch", "--db", fed)
    assert code == 0, out
    assert "Pushed into the federation as Stellenbosch: 3 new players, 1 event, 5 games, 1 adjustment." in out
    assert counts(fed) == (players + 3, games + 5, events + 1, adjustments + 1)
    c = ClubController.open(fed)
    try:
        stb = {p.name for p in c.history.players.values() if c.federation.home_club(p.id).name == "Stellenbosch"}
        assert stb == {"Anna Smit", "Pieter van der Berg", "Zodwa Mthembu"}
        assert all(c.federation.entered_by("game", g.id).name == "Stellenbosch" for g in c.history.games
                   if g.date.month == 2 or g.date == date(2025, 1, 10))
        got = games_by_names(c)
        # the matched players' games are the federation's players' games now
        assert (date(2025, 2, 1), "Sipho Dlamini", "Pieter van der Berg", "W", 2, 0.5, "Stellenbosch Open 2025") in got
        assert got.count((date(2025, 1, 10), "Anna Smit", "Pieter van der Berg", "B", 7, 0.5, "")) == 2
        standings = [(r.name, str(r.rank), r.value) for r in c.queries.standings(include_inactive=True)]
        full = c.full_replay().final
        assert {r.player_id: (r.rank, r.value) for r in c.queries.standings(include_inactive=True)} == {
            pid: (st.rank, st.value) for pid, st in full.items()}
    finally:
        c.close()
    # a second push of the same file: every game, event, adjustment and player is matched, nothing goes in twice
    code, out = cli("federation", "push", path, "--club", "Stellenbosch", "--db", fed)
    assert code == 0, out
    assert "0 new players" in out and "0 games to enter (5 already in the federation)" in out
    assert "Everything in the file is already in the federation; nothing was written." in out
    assert counts(fed) == (players + 3, games + 5, events + 1, adjustments + 1)
    c = ClubController.open(fed)
    try:
        assert [(r.name, str(r.rank), r.value) for r in c.queries.standings(include_inactive=True)] == standings
    finally:
        c.close()


def test_a_conflict_refuses_the_push_until_it_is_settled(fed: str, tmp_path: Path) -> None:
    path = tmp_path / "conflict.sqlite"
    c = ClubController.create(path, "sagc", "Stellenbosch")
    try:
        smith = c.players.add("john smith", "9k", egd_pin="99999999").id  # Pretoria's John Smith has 22222222
        thandi = c.players.add("Thandi Khumalo", "12k", egd_pin="12345678").id  # Sipho's pin, Thandi's name
        other = c.players.add("Lindiwe Dube", "14k").id
        c.games.enter(GameInput(date(2025, 3, 1), smith, other, Result.BLACK, 0))
        c.games.enter(GameInput(date(2025, 3, 1), thandi, other, Result.WHITE, 0))
    finally:
        c.close()
    before = counts(fed)
    code, out = cli("federation", "push", path, "--club", "Stellenbosch", "--db", fed)
    assert code == 1
    assert "CONFLICT john smith: same name as John Smith (Pretoria), but another EGD pin (99999999 here, " \
           "22222222 there)" in out
    assert "CONFLICT Thandi Khumalo: EGD pin 12345678 is Sipho Dlamini (Pretoria)'s, but the name is " \
           "Thandi Khumalo (Pretoria)'s" in out
    assert counts(fed) == before
    code, _ = cli("federation", "push", path, "--club", "Stellenbosch", "--db", fed, "--new", "Jon Smyth")
    assert code == 1 and counts(fed) == before  # a name the file does not have: refused, not ignored
    # settled: this John Smith is somebody else (under a name of his own), and Thandi is Pretoria's Thandi
    code, out = cli("federation", "push", path, "--club", "Stellenbosch", "--db", fed,
                    "--new", "john smith=John Smith (Stellenbosch)", "--match", "Thandi Khumalo=Thandi Khumalo")
    assert code == 0, out
    assert counts(fed) == (before[0] + 2, before[1] + 2, before[2], before[3])
    c = ClubController.open(fed)
    try:
        js = c.queries.find_player("John Smith (Stellenbosch)")
        assert js.egd_pin == "99999999" and c.federation.home_club(js.id).name == "Stellenbosch"
    finally:
        c.close()


def test_a_secretary_pushes_only_for_his_own_club(fed: str, postgres: PostgresServer,  # noqa: F811
                                                   tmp_path: Path) -> None:
    path = club_file(tmp_path)
    role = fed.rsplit("/", 1)[1] + "_pta"
    pta = postgres.url(fed.rsplit("/", 1)[1], role=role, password="pta-secret")
    before = counts(fed)
    code, out = cli("federation", "push", path, "--club", "Stellenbosch", "--db", pta)
    assert code == 1
    assert counts(fed) == before
    # past the program's own check, the server refuses the rows itself (row-level security), all of them
    from clubrater.controller.federation import NotAllowedError

    c = ClubController.open(pta)
    try:
        c.federation.is_officer = lambda: True  # type: ignore[method-assign]
        with pytest.raises(NotAllowedError):
            fp.push(c, path, "Stellenbosch")
    finally:
        c.close()
    assert counts(fed) == before


def test_pull_writes_a_new_file_with_the_same_games_players_and_standings(fed: str, tmp_path: Path) -> None:
    assert cli("federation", "push", club_file(tmp_path), "--club", "Stellenbosch", "--db", fed)[0] == 0
    out_file = tmp_path / "offline.sqlite"
    code, out = cli("federation", "pull", "--club", "Stellenbosch", out_file, "--db", fed)
    assert code == 0, out
    assert "7 players, 7 games, 1 event, 1 adjustment from 2 member clubs" in out
    server, offline = ClubController.open(fed), ClubController.open(out_file)
    try:
        assert offline.club_name == "Stellenbosch"
        assert games_by_names(offline) == games_by_names(server)
        assert {p.name: (p.rank, p.egd_pin) for p in offline.history.players.values()} == \
               {p.name: (p.rank, p.egd_pin) for p in server.history.players.values()}
        assert [(r.name, r.rank, r.value) for r in offline.queries.standings(include_inactive=True)] == \
               [(r.name, r.rank, r.value) for r in server.queries.standings(include_inactive=True)]
        # who is whose: kept in the file's tables (a club file's window shows its own club only)
        import sqlite3

        con = sqlite3.connect(out_file)
        try:
            homes = dict(con.execute("SELECT p.name, m.name FROM players p "
                                     "JOIN member_clubs m ON m.id = p.home_club_id"))
            entered = sorted(con.execute("SELECT m.name, count(*) FROM games g JOIN member_clubs m ON m.id = g.club_id "
                                         "GROUP BY m.name"))
            own = con.execute("SELECT name FROM member_clubs WHERE id = 1").fetchone()
        finally:
            con.close()
        assert homes == {p.name: server.federation.home_club(p.id).name for p in server.history.players.values()}
        assert entered == [("Pretoria", 2), ("Stellenbosch", 5)] and own == ("Stellenbosch",)
    finally:
        server.close()
        offline.close()
    # a new file only; and pushing the pulled file back enters nothing twice
    size = out_file.stat().st_size
    code, _ = cli("federation", "pull", "--club", "Stellenbosch", out_file, "--db", fed)
    assert code == 1 and out_file.stat().st_size == size
    before = counts(fed)
    code, out = cli("federation", "push", out_file, "--club", "Stellenbosch", "--db", fed)
    assert code == 0, out
    assert "Everything in the file is already in the federation" in out
    assert counts(fed) == before


def test_the_connection_lost_mid_push_leaves_nothing_half_written(fed: str, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The push's server connection is ended (pg_terminate_backend) after its players are written, before
    its games: the server rolls everything back; a clear sentence; pushing again then stores it all once."""
    import psycopg

    path = club_file(tmp_path)
    before = counts(fed)
    libpq = fed.replace("postgresql+psycopg://", "postgresql://")
    real = fp.storage.game_values
    killed = threading.Event()

    def kill_then_go_on(g: GameInput) -> dict:
        if not killed.is_set():
            killed.set()
            with psycopg.connect(libpq, autocommit=True) as con:
                con.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                            "WHERE datname = current_database() AND pid <> pg_backend_pid() "
                            "AND state = 'idle in transaction'")
        return real(g)

    monkeypatch.setattr(fp.storage, "game_values", kill_then_go_on)
    ctrl = ClubController.open(fed)
    try:
        with pytest.raises(ClubRaterError) as err:
            fp.push(ctrl, path, "Stellenbosch")
        assert killed.is_set()
        assert "Traceback" not in str(err.value) and "SELECT" not in str(err.value)
        monkeypatch.setattr(fp.storage, "game_values", real)
        assert counts(fed) == before  # nothing half-written
        done = fp.push(ctrl, path, "Stellenbosch")  # the same controller: it connects again
        assert (done.players, done.games) == (3, 5)
    finally:
        ctrl.close()
    assert counts(fed) == (before[0] + 3, before[1] + 5, before[2] + 1, before[3] + 1)


def test_matching_rules_without_a_server() -> None:
    """Pins decide first, then folded names; anything doubtful is a conflict, never a guess."""
    from clubrater.domain.model import Player
    from clubrater.domain.ranks import parse_rank

    def p(i: int, name: str, pin: str = "") -> Player:
        return Player(i, name, parse_rank("5k"), egd_pin=pin)

    targets = [fp.Target(1, "Ørjan Kvåle", "", "Oslo"), fp.Target(2, "Li Wei", "111", "Pretoria"),
               fp.Target(3, "Wei Li", "", "Pretoria"), fp.Target(4, "Ann Lee", "444", "Cape Town"),
               fp.Target(5, "Ann Leigh", "444", "Durban")]
    source = [p(10, "orjan kvale"), p(11, "Li Wei", "111"), p(12, "Somebody", "444"), p(13, "X", "777"),
              p(14, "Y", "777"), p(15, "Kvale Orjan")]
    matches, new, conflicts = fp.match_players(source, targets)
    assert {(m[0].name, m[1].id, m[2]) for m in matches} == {("Li Wei", 2, "pin")}
    assert new == []
    reasons = {c.name: c.reason for c in conflicts}
    assert reasons["Somebody"].startswith("EGD pin 444 is on 2 federation players")
    assert "also on Y in the club file" in reasons["X"]
    # two spellings of Ørjan in the club file answer to one federation player: one person entered twice
    assert "Kvale Orjan also answers to Ørjan Kvåle (Oslo)" in reasons["orjan kvale"]


def test_the_server_stopped_mid_push_leaves_nothing_half_written(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A server of its own is stopped (pg_ctl stop -m immediate) inside the push's transaction, after the new
    players went in and before the games: one clear sentence; after a restart nothing of the push is there,
    and pushing again stores it all once."""
    import os
    import subprocess

    import psycopg

    from tests.pg_server import _bin_dir, running_server

    path = club_file(tmp_path)
    with running_server() as server:
        url = setup_federation(server, "stopped")
        with psycopg.connect(f"host=127.0.0.1 port={server.port} user=postgres password={server.password} "
                             "dbname=postgres") as con:
            row = con.execute("SHOW data_directory").fetchone()
        assert row is not None
        data = str(row[0])
        as_user = ["runuser", "-u", "nobody", "--"] if os.geteuid() == 0 else []
        pg_ctl = str(_bin_dir() / "pg_ctl")  # type: ignore[operator]

        def server_does(*args: str) -> None:
            subprocess.run([*as_user, pg_ctl, "-D", data, "-w", *args], check=True, capture_output=True, cwd="/tmp",
                           timeout=120)

        before = counts(url)
        real = fp.storage.game_values
        stopped: list[bool] = []

        def stop_then_go_on(g: GameInput) -> dict:
            if not stopped:
                stopped.append(True)
                server_does("-m", "immediate", "stop")
            return real(g)

        monkeypatch.setattr(fp.storage, "game_values", stop_then_go_on)
        ctrl = ClubController.open(url)
        try:
            with pytest.raises(ClubRaterError) as err:
                fp.push(ctrl, path, "Stellenbosch")
            assert stopped
            message = str(err.value)
            assert "nothing was changed" in message.lower() and "Traceback" not in message and "INSERT" not in message
            monkeypatch.setattr(fp.storage, "game_values", real)
            server_does("-l", str(Path(data).parent / "server.log"), "restart")
            assert counts(url) == before  # nothing half-written: the new players went back with the rest
            done = fp.push(ctrl, path, "Stellenbosch")  # the same open controller: it connects again
            assert (done.players, done.events, done.games, done.adjustments) == (3, 1, 5, 1)
        finally:
            ctrl.close()
        assert counts(url) == (before[0] + 3, before[1] + 5, before[2] + 1, before[3] + 1)
