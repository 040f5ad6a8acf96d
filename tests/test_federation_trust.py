"""Issue 25, items 1-6 (and the server's side of 11 and 13): a shared rating list no secretary can stall, hide
from or falsify. Each test acts out the audit's attack or fault on a real PostgreSQL server, as a secretary
would with psql (psycopg connected as his role, with his password) and through ClubRater, and checks what
the other clubs' secretaries then see.
"""

from __future__ import annotations

import io
import itertools
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import redirect_stderr
from dataclasses import replace
from datetime import date
from pathlib import Path

import psycopg
import pytest
from psycopg import errors

from clubrater.cli import run
from clubrater.controller.session import ClubController
from clubrater.controller.versions import ChangedMeanwhile
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Result
from clubrater.domain.records import EventRow, GameInput
from clubrater.store.database import head_revision
from clubrater.store.server import BUSY, WRITE_LOCK, ServerBusyError
from tests.federation_setup import Fed, federation
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

ROOT = Path(__file__).resolve().parents[1]
CLUBS = ("Pretoria", "Cape Town", "Durban")
PLAYERS = {"Pretoria": [("Pam Pretoria", "8k"), ("Piet Pretoria", "10k")], "Cape Town": [("Cindy Cape", "5k")],
           "Durban": [("Dee Durban", "12k"), ("Dan Durban", "12k")]}
_NUMBERS = itertools.count(1)


@pytest.fixture
def fed(postgres: PostgresServer, request: pytest.FixtureRequest) -> Iterator[Fed]:  # noqa: F811
    """Three clubs as the audit had them, a secretary each and an officer; each club's players and one game."""
    f = federation(postgres, f"trust{next(_NUMBERS)}_{request.node.name[5:35].lower()}", clubs=CLUBS)
    for club, players in PLAYERS.items():
        c = ClubController.open(f.secretary_url(club))
        try:
            ids = [c.players.add(n, r).id for n, r in players]
            if len(ids) == 2:
                c.games.enter(GameInput(date(2026, 1, 6), ids[0], ids[1], Result.WHITE, note=f"{club}'s"))
        finally:
            c.close()
    yield f


def psql(fed: Fed, club: str, *, autocommit: bool = False) -> psycopg.Connection:
    """A secretary's own connection, as psql would make it (his role, his password)."""
    return psycopg.connect(fed.conninfo(fed.roles[club]), autocommit=autocommit)


def ids(con: psycopg.Connection) -> dict[str, int]:
    return {**dict(con.execute("SELECT name, id FROM players").fetchall()),
            **dict(con.execute("SELECT note, id FROM games").fetchall()),
            **dict(con.execute("SELECT name, id FROM member_clubs").fetchall())}


def stored_games(fed: Fed) -> list[tuple]:
    with psycopg.connect(fed.conninfo("postgres", fed.server.password)) as con:
        return con.execute("SELECT id, seq, date, black_id, white_id, result, handicap, note FROM games "
                           "ORDER BY id").fetchall()


def same_as_a_fresh_open(ctrl: ClubController, fed: Fed, club: str) -> None:
    """What the open client shows is what the server holds: its history and a full replay both agree."""
    fresh = ClubController.open(fed.secretary_url(club))
    try:
        assert sorted((g.id, g.seq, g.result, g.handicap) for g in ctrl.history.games) == sorted(
            (g.id, g.seq, g.result, g.handicap) for g in fresh.history.games)
        mine = {p: s.value for p, s in ctrl.replay.final.items()}
        assert mine == {p: s.value for p, s in fresh.full_replay().final.items()}
        assert mine == {p: s.value for p, s in ctrl.full_replay().final.items()}
    finally:
        fresh.close()


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        status = run(list(args), out=out)
    return status, out.getvalue(), err.getvalue()


# --------------------------------------------------------------------- 1. hidden writes
@pytest.mark.parametrize("forged", ["2", "999999"])
def test_a_write_under_a_forged_version_reaches_every_other_client(fed: Fed, forged: str) -> None:
    """Pretoria's secretary SETs clubrater.version (an old number, or one far ahead) and inserts his own game
    with psql: Cape Town's open window still gets it on its next catch-up, and rates it."""
    cape = ClubController.open(fed.secretary_url("Cape Town"))
    try:
        with psql(fed, "Pretoria") as con:
            i = ids(con)
            con.execute("SET LOCAL clubrater.version = %s" % forged)  # noqa: UP031 - a constant of the test
            con.execute("INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, klass, "
                        "piece_handicap, note) VALUES (1, '2026-01-13', %s, %s, 'B', 0, 6.5, 'club', 'A', '', "
                        "'hidden')", (i["Piet Pretoria"], i["Dee Durban"]))
        arrived = cape.refresh()
        assert "1 game from Pretoria" in arrived.note
        assert "hidden" in {g.note for g in cape.history.games}
        same_as_a_fresh_open(cape, fed, "Cape Town")
    finally:
        cape.close()


def test_the_version_comes_from_the_server_whatever_the_client_set(fed: Fed) -> None:
    """Two writes in one transaction share one version; the next transaction gets the next one; the
    change log's rows carry it, and who wrote them."""
    with psql(fed, "Pretoria") as con:
        before = con.execute("SELECT data_version FROM club").fetchone()[0]
        con.execute("SET LOCAL clubrater.version = '1'")
        i = ids(con)
        con.execute("UPDATE players SET note = 'a' WHERE id = %s", (i["Pam Pretoria"],))
        con.execute("UPDATE players SET note = 'b' WHERE id = %s", (i["Piet Pretoria"],))
        con.commit()
        logged = con.execute("SELECT DISTINCT version, changed_by FROM change_log WHERE version > %s",
                             (before,)).fetchall()
        assert logged == [(before + 1, fed.roles["Pretoria"])]
        assert con.execute("SELECT data_version FROM club").fetchone()[0] == before + 1
        rows = con.execute("SELECT row_version FROM players WHERE id IN (%s, %s)",
                           (i["Pam Pretoria"], i["Piet Pretoria"])).fetchall()
        assert rows == [(before + 1,), (before + 1,)]


# --------------------------------------------------------------------- 2. entry order
def test_no_secretary_sets_the_entry_order(fed: Fed) -> None:
    with psql(fed, "Durban", autocommit=True) as con:
        for statement in ("UPDATE club SET next_seq = 2147483647", "UPDATE club SET next_seq = 2",
                          "SELECT nextval('clubrater_entry_seq')", "SELECT setval('clubrater_entry_seq', 2147483647)"):
            with pytest.raises(errors.InsufficientPrivilege):
                con.execute(statement)
        i = ids(con)
        top = con.execute("SELECT max(seq) FROM games").fetchone()[0]
        # a game inserted with a chosen low place gets the server's next one
        seq = con.execute("INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, klass, "
                          "piece_handicap, note) VALUES (1, '2026-01-06', %s, %s, 'B', 0, 6.5, 'club', 'A', '', "
                          "'first?') RETURNING seq", (i["Dee Durban"], i["Dan Durban"])).fetchone()[0]
        assert seq > top
        with pytest.raises(errors.InsufficientPrivilege, match="entry order"):
            con.execute("UPDATE games SET seq = 1 WHERE note = 'first?'")
        # ... and an adjustment's place too
        adj = con.execute("INSERT INTO adjustments (seq, date, player_id, rank, note) VALUES (-5, '2026-01-06', %s, "
                          "'11k', '') RETURNING seq", (i["Dee Durban"],)).fetchone()[0]
        assert adj > seq
    # every club and the officer still enter games, numbered in the order they were entered
    entered = []
    for url in (fed.secretary_url("Pretoria"), fed.secretary_url("Cape Town"), fed.officer_url):
        c = ClubController.open(url)
        try:
            pam, cindy = c.queries.find_player("Pam Pretoria").id, c.queries.find_player("Cindy Cape").id
            g = c.games.enter(GameInput(date(2026, 1, 13), pam, cindy, Result.BLACK)).id
            entered.append(c.queries.game(g).seq)
            same_as_a_fresh_open(c, fed, "Cape Town")
        finally:
            c.close()
    assert entered == sorted(entered) and entered[0] > adj


def test_undo_of_a_delete_puts_the_game_back_in_its_place_and_only_that_game(fed: Fed) -> None:
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        pam, piet = pta.queries.find_player("Pam Pretoria").id, pta.queries.find_player("Piet Pretoria").id
        first = pta.games.enter(GameInput(date(2026, 1, 13), pam, piet, Result.BLACK)).id
        pta.games.enter(GameInput(date(2026, 1, 13), piet, pam, Result.BLACK))
        old = pta.queries.game(first)
        pta.games.delete([first])
        pta.games.restore([old])  # what Ctrl+Z does
        assert pta.queries.game(first).seq == old.seq
        same_as_a_fresh_open(pta, fed, "Pretoria")
    finally:
        pta.close()
    with psql(fed, "Pretoria", autocommit=True) as con:  # a made-up game cannot take that place by psql
        con.execute("DELETE FROM games WHERE id = %s", (first,))
        seq = con.execute("INSERT INTO games (id, seq, date, black_id, white_id, result, handicap, komi, game_type, "
                          "klass, piece_handicap, note) VALUES (%s, %s, '2026-01-13', %s, %s, 'W', 0, 6.5, 'club', "
                          "'A', '', '') RETURNING seq", (first + 1000, old.seq, pam, piet)).fetchone()[0]
        assert seq != old.seq


# --------------------------------------------------------------------- 3. bounded waits
def hold_the_lock(fed: Fed, club: str, seconds: float, *, override: bool = False) -> threading.Thread:
    """Another secretary takes the writers' lock with psql and sits on it (`begin; select pg_advisory_xact_lock;
    select pg_sleep`); with `override` he first switches his own time limits off."""
    ready = threading.Event()

    def hold() -> None:
        try:
            with psql(fed, club) as con:
                if override:
                    con.execute("SET statement_timeout = 0")
                    con.execute("SET idle_in_transaction_session_timeout = 0")
                con.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
                ready.set()
                con.execute("SELECT pg_sleep(%s)", (seconds,))
        except psycopg.Error:
            pass  # ended by the server: what the test is about
        finally:
            ready.set()

    t = threading.Thread(target=hold, daemon=True)
    t.start()
    assert ready.wait(20)
    return t


def test_the_roles_carry_the_time_limits(fed: Fed) -> None:
    for role in (fed.roles["Pretoria"], f"{fed.database}_officer"):
        with psycopg.connect(fed.conninfo(role)) as con:
            shown = [con.execute(f"SHOW {name}").fetchone()[0] for name in (  # noqa: S608 - constants
                "lock_timeout", "statement_timeout", "idle_in_transaction_session_timeout")]
            assert shown == ["5s", "1min", "15s"]


def test_a_save_while_another_holds_the_lock_says_busy_quickly_and_stores_nothing(fed: Fed) -> None:
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        pam, piet = pta.queries.find_player("Pam Pretoria").id, pta.queries.find_player("Piet Pretoria").id
        before = stored_games(fed)
        holder = hold_the_lock(fed, "Durban", 20)
        t0 = time.monotonic()
        with pytest.raises(ServerBusyError) as refused:
            pta.games.enter(GameInput(date(2026, 1, 13), pam, piet, Result.BLACK))
        waited = time.monotonic() - t0
        assert str(refused.value) == BUSY == ("The federation server is busy with another club's change; nothing was "
                                              "saved, try again.")
        assert 4 <= waited < 9
        assert stored_games(fed) == before and len(pta.history.games) == len(before)  # nothing half-done
        # the command line says the same sentence and exits non-zero, as quickly
        t0 = time.monotonic()
        status, out, err = cli("--db", fed.secretary_url("Pretoria"), "game", "add", "2026-01-13", "Pam Pretoria",
                               "Piet Pretoria", "B")
        assert status != 0 and BUSY in err and out == ""
        assert time.monotonic() - t0 < 12
        holder.join(30)
        pta.games.enter(GameInput(date(2026, 1, 13), pam, piet, Result.BLACK))  # once he is gone, it saves
        same_as_a_fresh_open(pta, fed, "Pretoria")
    finally:
        pta.close()


def test_a_transaction_left_open_is_ended_by_the_server_even_with_its_limits_switched_off(fed: Fed) -> None:
    """The role's own idle limit ends a plain psql session left in its transaction; one that switched its limits
    off is ended when a waiting ClubRater asks the server (clubrater_end_stalled), and that save goes through."""
    with psql(fed, "Durban") as con:
        con.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
        time.sleep(16)
        with pytest.raises(psycopg.Error, match="idle-in-transaction timeout"):
            con.execute("SELECT 1")
    stall = psql(fed, "Durban")
    stall.execute("SET statement_timeout = 0")
    stall.execute("SET idle_in_transaction_session_timeout = 0")
    stall.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))  # stays open: idle in transaction
    stalled_since = time.monotonic()
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        pam, piet = pta.queries.find_player("Pam Pretoria").id, pta.queries.find_player("Piet Pretoria").id
        with pytest.raises(ServerBusyError):  # idle only a few seconds: not stalled yet, so busy
            pta.games.enter(GameInput(date(2026, 1, 13), pam, piet, Result.BLACK))
        time.sleep(max(0.0, 27 - (time.monotonic() - stalled_since)))  # + the 5 s wait: past the server's 30 s
        g = pta.games.enter(GameInput(date(2026, 1, 13), pam, piet, Result.BLACK)).id  # ends the stall, then saves
        assert g in {row[0] for row in stored_games(fed)}
        with pytest.raises(psycopg.Error, match="terminat"):
            stall.execute("SELECT 1")
    finally:
        pta.close()
        stall.close()


def test_a_secretary_cannot_end_other_sessions_at_will(fed: Fed) -> None:
    """clubrater_end_stalled ends only a stalled holder of the writers' lock: a busy reader or a fresh holder stays."""
    with psql(fed, "Cape Town") as other, psql(fed, "Durban", autocommit=True) as con:
        other.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
        assert con.execute("SELECT clubrater_end_stalled()").fetchone() == (0,)
        assert other.execute("SELECT 1").fetchone() == (1,)
        with pytest.raises(errors.InsufficientPrivilege):
            con.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s",
                        (fed.roles["Cape Town"],))


# --------------------------------------------------------------------- 4. whose games a secretary enters
def test_a_secretary_enters_only_games_of_his_clubs_players_or_events(fed: Fed) -> None:
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        dee, dan = pta.queries.find_player("Dee Durban").id, pta.queries.find_player("Dan Durban").id
        pam = pta.queries.find_player("Pam Pretoria").id
        before = stored_games(fed)
        with pytest.raises(ClubRaterError, match="Neither Dee Durban nor Dan Durban plays for Pretoria"):
            pta.games.enter(GameInput(date(2026, 1, 13), dee, dan, Result.BLACK))
        status, _out, err = cli("--db", fed.secretary_url("Pretoria"), "game", "add", "2026-01-13", "Dee Durban",
                                "Dan Durban", "B")
        assert status != 0 and "Neither Dee Durban nor Dan Durban plays for Pretoria" in err
        own = pta.games.enter(GameInput(date(2026, 1, 13), pam, dee, Result.BLACK)).id  # one of his: fine
        with pytest.raises(ClubRaterError, match="Neither Dee Durban nor Dan Durban"):
            pta.games.edit(own, GameInput(date(2026, 1, 13), dee, dan, Result.BLACK))
        # in an event Pretoria entered, two visitors' game is Pretoria's to enter
        open_ = pta.events.add(EventRow(name="Pretoria Open", start=date(2026, 1, 17), end=date(2026, 1, 17))).id
        pta.games.enter(GameInput(date(2026, 1, 17), dee, dan, Result.WHITE, event=open_))
        assert len(stored_games(fed)) == len(before) + 2
    finally:
        pta.close()
    with psql(fed, "Pretoria", autocommit=True) as con:  # the server's own rule, for psql
        i = ids(con)
        with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
            con.execute("INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, klass, "
                        "piece_handicap, note) VALUES (1, '2026-01-13', %s, %s, 'B', 0, 6.5, 'club', 'A', '', 'x')",
                        (i["Dee Durban"], i["Dan Durban"]))
        with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
            con.execute("UPDATE games SET black_id = %s, white_id = %s WHERE id = %s",
                        (i["Dee Durban"], i["Dan Durban"], own))
    officer = ClubController.open(fed.officer_url)  # the officer enters any game
    try:
        officer.games.enter(GameInput(date(2026, 1, 20), dee, dan, Result.BLACK))
        same_as_a_fresh_open(officer, fed, "Durban")
    finally:
        officer.close()


def test_the_import_of_another_clubs_game_is_refused_by_line(fed: Fed, tmp_path: Path) -> None:
    sheet = tmp_path / "games.csv"
    sheet.write_text("date,black,white,result\n2026-01-13,Pam Pretoria,Dee Durban,B\n"
                     "2026-01-13,Dee Durban,Dan Durban,W\n", encoding="utf-8")
    status, _out, err = cli("--db", fed.secretary_url("Pretoria"), "import", "games", str(sheet))
    assert status != 0 and "line 3" in err and "neither Dee Durban nor Dan Durban plays for your club" in err
    assert len(stored_games(fed)) == 2


# --------------------------------------------------------------------- 5, 6. deleted and changed meanwhile
def test_an_edit_of_a_game_deleted_meanwhile_is_refused_and_the_client_catches_up(fed: Fed) -> None:
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    officer = ClubController.open(fed.officer_url)
    try:
        gid = next(g.id for g in pta.history.games if g.note == "Pretoria's")
        wanted = GameInput.of(pta.queries.game(gid))
        officer.games.delete([gid])
        with pytest.raises(ChangedMeanwhile, match=rf"^Game {gid} was deleted by the federation officer at "
                                                   r"\d\d:\d\d after you opened it; nothing was saved\.$"):
            pta.games.edit(gid, GameInput(wanted.date, wanted.black, wanted.white, Result.BLACK, 2))
        assert gid not in pta.by_id
        assert gid not in {row[0] for row in stored_games(fed)}
        same_as_a_fresh_open(pta, fed, "Pretoria")
    finally:
        pta.close()
        officer.close()


def test_the_command_line_edit_of_a_deleted_game_exits_non_zero(fed: Fed) -> None:
    """The audit's case: the game went while `game edit` was on its way; it must not print "Changed"."""
    with psql(fed, "Pretoria", autocommit=True) as con:
        gid = ids(con)["Pretoria's"]
    code = ("import sys, psycopg\nfrom clubrater.cli import main\nfrom clubrater.controller import games\n"
            "orig = games.Games.edit\n"
            "def edit(self, *a, **k):\n"
            f"    psycopg.connect({fed.conninfo('postgres', fed.server.password)!r}, autocommit=True)"
            f".execute('DELETE FROM games WHERE id = {gid}')\n"
            "    return orig(self, *a, **k)\n"
            "games.Games.edit = edit\n"
            f"sys.exit(main(['--db', {fed.secretary_url('Pretoria')!r}, 'game', 'edit', '{gid}', '--handicap', '2']))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode != 0, done.stdout
    assert "Changed" not in done.stdout
    assert re.search(rf"Game {gid} was deleted by the federation officer at \d\d:\d\d after you opened it; nothing "
                     r"was saved\.", done.stderr), done.stderr


def test_a_lost_update_is_refused_naming_who_changed_the_game_and_when(fed: Fed) -> None:
    """The officer sets game 2's result to B while Pretoria sets its handicap to 2, both from clients that read it
    before either wrote: the second is refused, nothing of it stored, and its client shows the officer's game."""
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    officer = ClubController.open(fed.officer_url)
    try:
        gid = next(g.id for g in pta.history.games if g.note == "Pretoria's")
        read = pta.version()  # what Pretoria's form remembers when it opens the game
        mine = GameInput.of(pta.queries.game(gid))
        theirs = GameInput.of(officer.queries.game(gid))
        officer.games.edit(gid, GameInput(theirs.date, theirs.black, theirs.white, Result.BLACK, theirs.handicap,
                                          theirs.komi, note=theirs.note))
        with pytest.raises(ChangedMeanwhile) as refused:
            pta.games.edit(gid, GameInput(mine.date, mine.black, mine.white, mine.result, 2, 0.5, note=mine.note),
                           read=read)
        assert re.fullmatch(rf"Game {gid} was changed by the federation officer at \d\d:\d\d after you opened it; "
                            r"nothing was saved\. It now shows 2026-01-06, Pam Pretoria \(B\) - Piet Pretoria \(W\), "
                            r"Black won, komi 6\.5\.", str(refused.value)), str(refused.value)
        row = next(r for r in stored_games(fed) if r[0] == gid)
        assert (row[5], row[6]) == ("B", 0)  # the officer's result, no handicap: nothing of the stale edit
        assert pta.queries.game(gid).result == Result.BLACK  # the client caught up
        same_as_a_fresh_open(pta, fed, "Pretoria")
        # now that he has seen it, his edit goes through (read again)
        pta.games.edit(gid, GameInput(mine.date, mine.black, mine.white, Result.BLACK, 2, 0.5, note=mine.note))
        assert next(r for r in stored_games(fed) if r[0] == gid)[5:7] == ("B", 2)
    finally:
        pta.close()
        officer.close()


def test_a_psql_write_bumps_the_row_version_and_names_the_club(fed: Fed) -> None:
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        read = pta.version()
        pam = pta.queries.find_player("Pam Pretoria").id
        with psql(fed, "Pretoria", autocommit=True) as con:
            con.execute("UPDATE players SET club = 'Hatfield' WHERE id = %s", (pam,))
        with pytest.raises(ChangedMeanwhile, match=r"^Pam Pretoria was changed by Pretoria at \d\d:\d\d after you "
                                                   r"opened it; nothing was saved\. It now shows Pam Pretoria, 8k, "
                                                   r"Hatfield\.$"):
            pta.players.edit(pam, rank="7k", read=read)
        assert pta.queries.player(pam).club == "Hatfield" and str(pta.queries.player(pam).rank) == "8k"
    finally:
        pta.close()


def test_deletes_and_other_edits_check_the_version_too(fed: Fed) -> None:
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    officer = ClubController.open(fed.officer_url)
    try:
        pam = pta.queries.find_player("Pam Pretoria").id
        adj = pta.players.adjust(pam, date(2026, 1, 7), rank="7k").id
        ev = pta.events.add(EventRow(name="Pretoria Open", start=date(2026, 1, 17), end=date(2026, 1, 17))).id
        gid = next(g.id for g in pta.history.games if g.note == "Pretoria's")
        read = pta.version()
        officer.refresh()
        officer.players.delete_adjustment(adj)
        officer.events.edit(ev, place="Hatfield")
        officer.games.edit(gid, replace(GameInput.of(officer.queries.game(gid)), note="officer's"))
        officer.players.set_active(pam, False)
        with pytest.raises(ChangedMeanwhile, match=r"^Adjustment \d+ was deleted by the federation officer"):
            pta.players.delete_adjustment(adj, read=read)
        with pytest.raises(ChangedMeanwhile, match=r'^The event "Pretoria Open" was changed by the federation officer'
                                                   r".* It now shows Pretoria Open, 2026-01-17 to 2026-01-17, Hatfield"):
            pta.events.delete(ev, read=read)
        with pytest.raises(ChangedMeanwhile, match=rf"^Game {gid} was changed by the federation officer"):
            pta.games.delete([gid], read=read)
        with pytest.raises(ChangedMeanwhile, match=r"^Pam Pretoria was changed .* It now shows Pam Pretoria, 8k, "
                                                   r"inactive\.$"):
            pta.players.set_active(pam, True, read=read)
        assert ev in pta.history.events and gid in pta.by_id and not pta.queries.player(pam).active
        same_as_a_fresh_open(pta, fed, "Pretoria")
    finally:
        pta.close()
        officer.close()


def test_a_club_file_refuses_an_edit_of_a_game_deleted_behind_it(tmp_path: Path) -> None:
    """A federation of one: sqlite3 deleted the game while the club was open; the edit says so, not "Changed"."""
    import sqlite3

    path = tmp_path / "club.sqlite"
    ctrl = ClubController.create(path, "sagc", "Club")
    try:
        a, b = ctrl.players.add("Ann", "10k").id, ctrl.players.add("Bob", "12k").id
        gid = ctrl.games.enter(GameInput(date(2026, 1, 6), a, b, Result.BLACK)).id
        con = sqlite3.connect(path)
        con.execute("DELETE FROM games WHERE id = ?", (gid,))
        con.commit()
        con.close()
        with pytest.raises(ClubRaterError, match=rf"^Game {gid} is no longer in the club \(it was deleted\); nothing "
                                                 r"was saved\.$"):
            ctrl.games.edit(gid, GameInput(date(2026, 1, 6), a, b, Result.WHITE))
        with pytest.raises(ClubRaterError, match="no longer in the club"):
            ctrl.games.delete([gid])
    finally:
        ctrl.close()


def test_a_club_file_edits_as_before_with_a_read_version(tmp_path: Path) -> None:
    ctrl = ClubController.create(tmp_path / "club.sqlite", "sagc", "Club")
    try:
        a, b = ctrl.players.add("Ann", "10k").id, ctrl.players.add("Bob", "12k").id
        gid = ctrl.games.enter(GameInput(date(2026, 1, 6), a, b, Result.BLACK)).id
        assert ctrl.version() == 0
        ctrl.games.edit(gid, GameInput(date(2026, 1, 6), a, b, Result.WHITE), read=0)
        ctrl.players.edit(a, rank="9k", read=0)
        ctrl.games.delete([gid], read=0)
        assert not ctrl.history.games
    finally:
        ctrl.close()


# --------------------------------------------------------------------- 11, 13: names on the server
@pytest.mark.parametrize("name", ["Evil\x1b[2J\x1b]0;TITLE\x07Name", "Tab\there", "Bell\x07", "Del\x7f",
                                  "C1\x9bcontrol", "x" * 201])
def test_the_server_refuses_control_characters_and_overlong_names(fed: Fed, name: str) -> None:
    with psql(fed, "Pretoria", autocommit=True) as con:
        i = ids(con)
        for statement, values in (
            ("INSERT INTO players (name, name_key, rank, start_index, club, country, egd_pin, grade, active, note) "
             "VALUES (%s, %s, '5k', 0, '', '', '', '', true, '')", (name, name.lower())),
            ("UPDATE players SET club = %s WHERE id = %s", (name, i["Pam Pretoria"])),
            ("INSERT INTO events (name, place, klass, rated, seq, handicap_policy) VALUES ('E', %s, 'A', true, 1, '')",
             (name,)),
        ):
            with pytest.raises((errors.CheckViolation, errors.StringDataRightTruncation)):
                con.execute(statement, values)
        assert con.execute("SELECT count(*) FROM players WHERE club = %s OR name = %s", (name, name)).fetchone() == (0,)


def test_notes_keep_tab_and_newline_and_names_take_200_characters(fed: Fed) -> None:
    with psql(fed, "Pretoria", autocommit=True) as con:
        i = ids(con)
        con.execute("UPDATE players SET note = %s, club = %s WHERE id = %s",
                    ("line one\n\tline two", "C" * 200, i["Pam Pretoria"]))
        with pytest.raises(errors.CheckViolation):
            con.execute("UPDATE players SET note = %s WHERE id = %s", ("bell\x07", i["Pam Pretoria"]))
        with pytest.raises(errors.CheckViolation):
            con.execute("UPDATE games SET note = %s WHERE id = %s", ("\x1b[31m", i["Pretoria's"]))
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        assert pta.queries.find_player("Pam Pretoria").club == "C" * 200
        before = len(pta.history.players)
        with pytest.raises(ClubRaterError):
            pta.players.add("Evil\x1b[2JName", "5k")
        with pytest.raises(ClubRaterError):
            pta.players.add("y" * 201, "5k")
        assert len(pta.history.players) == before
    finally:
        pta.close()


def test_the_refusals_are_one_sentence_through_clubrater(fed: Fed) -> None:
    """A control character in the club column is refused in one sentence naming the field, with nothing stored
    (ClubRater's own check, domain/text.py, now says it before the server's CHECK would)."""
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        pam = pta.queries.find_player("Pam Pretoria").id
        with pytest.raises(ClubRaterError) as refused:
            pta.players.edit(pam, club="Bad\x1b[2Jclub")
        said = str(refused.value)
        assert "club" in said.lower() and ("control character" in said or "escape" in said)
        assert "\n" not in said and "SQL" not in said
        assert pta.queries.player(pam).club == ""
    finally:
        pta.close()



# --------------------------------------------------------------------- the upgrade
def test_a_federation_made_before_0007_is_upgraded_by_init_with_everything_kept(fed: Fed) -> None:
    """Down to 0006 (as an older ClubRater left it, the secretaries able to set next_seq), a game entered there,
    then `federation init` again: every row kept, new games numbered after the old ones, the rules in force."""
    from alembic import command
    from sqlalchemy import create_engine

    from clubrater.controller.federation import init_federation
    from clubrater.store.database import _alembic_config

    before = stored_games(fed)
    engine = create_engine(fed.admin_url)
    try:
        cfg = _alembic_config()
        with engine.begin() as conn:
            cfg.attributes["connection"] = conn
            command.downgrade(cfg, "0006")
    finally:
        engine.dispose()
    with psql(fed, "Pretoria", autocommit=True) as con:  # 0006's rules: the hole is there again
        assert con.execute("SELECT version_num FROM alembic_version").fetchone() == ("0006",)
        con.execute("UPDATE club SET next_seq = next_seq + 10")
        i = ids(con)
        con.execute("INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, klass, "
                    "piece_handicap, note) VALUES ((SELECT next_seq FROM club), '2026-01-13', %s, %s, 'B', 0, 6.5, "
                    "'club', 'A', '', 'at 0006')", (i["Pam Pretoria"], i["Piet Pretoria"]))
    assert "federation" in init_federation(fed.admin_url, "sagc", "SAGC")  # the README's way to upgrade
    with psql(fed, "Pretoria", autocommit=True) as con:
        assert con.execute("SELECT version_num FROM alembic_version").fetchone() == (head_revision(),)
        with pytest.raises(errors.InsufficientPrivilege):
            con.execute("UPDATE club SET next_seq = 1")
    after = stored_games(fed)
    assert after[:len(before)] == before and after[-1][-1] == "at 0006"
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        pam, piet = pta.queries.find_player("Pam Pretoria").id, pta.queries.find_player("Piet Pretoria").id
        g = pta.games.enter(GameInput(date(2026, 1, 13), pam, piet, Result.WHITE)).id
        assert pta.queries.game(g).seq > max(row[1] for row in after)
        same_as_a_fresh_open(pta, fed, "Pretoria")
    finally:
        pta.close()


def test_a_push_names_the_games_that_are_not_the_secretarys_to_enter(fed: Fed, tmp_path: Path) -> None:
    from clubrater.controller import federation_push as fp

    path = tmp_path / "pretoria.sqlite"
    club = ClubController.create(path, "sagc", "Pretoria")
    try:
        dee, dan = club.players.add("Dee Durban", "12k").id, club.players.add("Dan Durban", "12k").id
        pam = club.players.add("Pam Pretoria", "8k").id
        club.games.enter(GameInput(date(2026, 1, 13), dee, dan, Result.BLACK))
        club.games.enter(GameInput(date(2026, 1, 13), pam, dee, Result.WHITE))
    finally:
        club.close()
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        plan = fp.plan_push(pta, path, "Pretoria")
        assert [c.text for c in plan.conflicts] == [
            "the game Dee Durban - Dan Durban of 2026-01-13: neither player plays for Pretoria and the game is in no "
            "event of Pretoria's: only their clubs' secretaries or the federation officer can enter it"]
        before = stored_games(fed)
        with pytest.raises(ClubRaterError, match="1 conflict"):
            fp.push(pta, path, "Pretoria")
        assert stored_games(fed) == before
    finally:
        pta.close()


def test_the_command_line_writes_one_clubs_games_file_and_a_report_headed_with_a_club(fed: Fed, tmp_path: Path) -> None:
    """Issue 30, point 18 on the command line: `export FILE.csv --club` and `report ... --club`."""
    import csv

    url = fed.secretary_url("Pretoria")
    status, out, err = cli("--db", url, "export", str(tmp_path / "durban.csv"), "--club", "Durban")
    assert status == 0, err
    with open(tmp_path / "durban.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [(r["black"], r["white"]) for r in rows] == [("Dee Durban", "Dan Durban")]
    status, out, err = cli("--db", url, "report", "Dee Durban", str(tmp_path / "dee.pdf"), "--club", "Durban")
    assert status == 0, err
    text = subprocess.run(["pdftotext", "-layout", str(tmp_path / "dee.pdf"), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "Durban" in "\n".join(text.splitlines()[:2]), text[:200]
