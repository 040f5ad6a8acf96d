"""Issue 11's faults on a real server: a wrong password, a database of a newer schema, the server stopped
in the middle of an import. Each is one clear sentence, exit status 1, no traceback and no SQL, and
nothing is half-written.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import time
from contextlib import redirect_stderr
from pathlib import Path

import psycopg
import pytest

from clubrater.cli import run
from clubrater.controller.federation import ServerLoginError, ServerLostError, ServerSchemaError
from clubrater.controller.session import ClubController
from tests.federation_setup import federation
from tests.pg_server import PostgresServer, postgres, running_server  # noqa: F401 - the fixture

ROOT = Path(__file__).resolve().parents[1]


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        status = run(list(args), out=out)
    return status, out.getvalue(), err.getvalue()


def test_a_wrong_password_is_one_sentence_and_a_password_file_or_prompt_works(
    postgres: PostgresServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    fed = federation(postgres, "passwords", clubs=("Pretoria",))
    role = fed.roles["Pretoria"]
    wrong = fed.url(role, "not-the-password")
    status, out, err = cli("--db", wrong, "standings")
    assert status == 1 and out == ""
    assert err == (f"clubrater: The federation database at 127.0.0.1:{postgres.port}/passwords did not accept {role} "
                   "with that password (or no password was given); nothing was opened.\n")
    # the real command, in its own process: the same sentence, no traceback, the password nowhere
    r = subprocess.run([sys.executable, "-m", "clubrater.cli", "--db", wrong, "players"], cwd=ROOT,
                       capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)},
                       stdin=subprocess.DEVNULL)
    assert r.returncode == 1 and "Traceback" not in r.stderr and "not-the-password" not in r.stderr + r.stdout
    assert r.stderr.count("\n") == 1 and "did not accept" in r.stderr
    bare = f"postgresql://{role}@127.0.0.1:{postgres.port}/passwords"
    with pytest.raises(ServerLoginError):
        ClubController.open(bare, password=lambda: None)  # the window's dialog cancelled
    asked: list[int] = []
    ctrl = ClubController.open(bare, password=lambda: asked.append(1) or fed.passwords[role])
    try:
        assert asked == [1] and ctrl.federation.mine() is not None
        assert "not-the-password" not in ctrl.location and fed.passwords[role] not in ctrl.location
    finally:
        ctrl.close()
    # libpq's password file: nothing asked, nothing in the URL
    pgpass = tmp_path / "pgpass"
    pgpass.write_text(f"127.0.0.1:{postgres.port}:passwords:{role}:{fed.passwords[role]}\n")
    pgpass.chmod(0o600)
    monkeypatch.setenv("PGPASSFILE", str(pgpass))
    status, out, err = cli("--db", bare, "federation", "clubs")
    assert status == 0 and "Pretoria" in out and err == ""


def test_a_database_of_a_newer_schema_is_refused_plainly(postgres: PostgresServer) -> None:  # noqa: F811
    fed = federation(postgres, "newer", clubs=("Pretoria",))
    with psycopg.connect(fed.conninfo("postgres", postgres.password), autocommit=True) as con:
        con.execute("UPDATE alembic_version SET version_num = '9999'")
    with pytest.raises(ServerSchemaError, match=r"set up by a newer ClubRater \(schema 9999\); update ClubRater"):
        ClubController.open(fed.secretary_url("Pretoria"))
    status, out, err = cli("--db", fed.secretary_url("Pretoria"), "standings")
    assert status == 1 and out == "" and err.startswith("clubrater: The federation database ") and err.count("\n") == 1
    with psycopg.connect(fed.conninfo("postgres", postgres.password)) as con:  # and nothing was touched
        assert con.execute("SELECT version_num FROM alembic_version").fetchone() == ("9999",)
    # a database that is not ClubRater's at all
    other = postgres.create_database("not_clubrater")
    with psycopg.connect(f"host=127.0.0.1 port={postgres.port} user=postgres password={postgres.password} "
                         "dbname=not_clubrater", autocommit=True) as con:
        con.execute("CREATE TABLE invoices (id int)")
    status, _out, err = cli("--db", other, "standings")
    assert status == 1 and "not a ClubRater federation database" in err


def games_file(path: Path, players: list[str], n: int) -> Path:
    lines = ["date,black,white,result"]
    for i in range(n):
        b, w = players[i % len(players)], players[(i * 7 + 1) % len(players)]
        if b == w:
            w = players[(i + 2) % len(players)]
        lines.append(f"2025-{1 + i % 12:02d}-{1 + i % 28:02d},{b},{w},{'BW'[i % 2]}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_the_server_stopped_mid_import_leaves_nothing_half_written(tmp_path: Path) -> None:
    with running_server() as server:  # a server of its own: this test stops it
        fed = federation(server, "midimport", clubs=("Pretoria",))
        url = fed.secretary_url("Pretoria")
        ctrl = ClubController.open(url)
        players = [f"Player {i}" for i in range(40)]
        for name in players:
            ctrl.players.add(name, "10k")
        source = games_file(tmp_path / "games.csv", players, 30_000)
        failure: list[BaseException] = []

        def importing() -> None:
            try:
                ctrl.imports.file("games", source)
            except BaseException as exc:  # noqa: BLE001 - handed to the test below
                failure.append(exc)

        worker = threading.Thread(target=importing)
        worker.start()
        admin = f"host=127.0.0.1 port={server.port} user=postgres password={server.password} dbname=midimport"
        with psycopg.connect(admin, autocommit=True) as con:
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:  # until the import's transaction is writing games
                busy = con.execute("SELECT count(*) FROM pg_stat_activity WHERE usename = %s AND state = 'active' "
                                   "AND query ILIKE 'INSERT INTO games%%'", (fed.roles["Pretoria"],)).fetchone()
                if busy and busy[0]:
                    break
                time.sleep(0.01)
            else:
                pytest.fail("the import never started writing games")
        server.stop()
        worker.join(120)
        assert not worker.is_alive()
        assert len(failure) == 1 and isinstance(failure[0], ServerLostError), failure
        assert str(failure[0]) == (f"The connection to the federation database at 127.0.0.1:{server.port}/midimport "
                                   "was lost, so saving the change was not done; nothing was changed. Try again when "
                                   "the server is back.")
        assert len(ctrl.history.games) == 0  # memory holds nothing the server does not
        server.start()
        with psycopg.connect(admin) as con:
            assert con.execute("SELECT count(*) FROM games").fetchone() == (0,)
            assert con.execute("SELECT count(*) FROM imported_files").fetchone() == (0,)
        # the same import again, with the server back: stored once, whole
        summary = ctrl.imports.file("games", source)
        assert summary.game_count == 30_000
        with psycopg.connect(admin) as con:
            assert con.execute("SELECT count(*), count(DISTINCT seq) FROM games").fetchone() == (30_000, 30_000)
        fresh = ClubController.open(url)
        try:
            assert fresh.queries.standings() == ctrl.queries.standings()
        finally:
            fresh.close()
            ctrl.close()


def test_a_save_when_the_server_is_gone_keeps_nothing_and_saving_again_stores_it_once() -> None:
    from datetime import date

    from clubrater.domain.model import Result
    from clubrater.domain.records import GameInput

    with running_server() as server:
        fed = federation(server, "lostsave", clubs=("Pretoria",))
        ctrl = ClubController.open(fed.secretary_url("Pretoria"))
        try:
            a, b = ctrl.players.add("Anna Botha", "10k").id, ctrl.players.add("Ben Cele", "12k").id
            game = GameInput(date(2025, 5, 1), a, b, Result.BLACK)
            before = ctrl.queries.standings()
            server.stop()
            with pytest.raises(ServerLostError, match="nothing was changed. Try again when the server is back"):
                ctrl.games.enter(game)
            assert ctrl.history.games == [] and ctrl.queries.standings() == before
            server.start()
            ctrl.games.enter(game)  # the pool finds its connections dead and connects afresh
            admin = f"host=127.0.0.1 port={server.port} user=postgres password={server.password} dbname=lostsave"
            with psycopg.connect(admin, autocommit=True) as con:
                assert con.execute("SELECT count(*) FROM games").fetchone() == (1,)
                # the server ends this client's sessions (an administrator, a restart): the next save still works
                con.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s",
                            (fed.roles["Pretoria"],))
            ctrl.games.enter(GameInput(date(2025, 5, 2), b, a, Result.WHITE))
            with psycopg.connect(admin) as con:
                assert con.execute("SELECT count(*) FROM games").fetchone() == (2,)
            assert len(ctrl.history.games) == 2
        finally:
            ctrl.close()
