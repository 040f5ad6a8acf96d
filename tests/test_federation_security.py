"""Issue 11: the rights are the server's. A secretary connected with psql (here psycopg, his role and password)
reads everything and changes only his own club's rows; he cannot make roles, touch the policies, or read
password data. The federation officer may do everything, merges across clubs included.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import psycopg
import pytest
from psycopg import errors

from clubrater.controller.federation import NotAllowedError, add_club
from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from tests.federation_setup import Fed, federation
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture


@pytest.fixture(scope="module")
def fed(postgres: PostgresServer) -> Iterator[Fed]:  # noqa: F811
    """Pretoria's Anna and Cape Town's Ben, and one game each club entered."""
    f = federation(postgres, "security")
    pta = ClubController.open(f.secretary_url("Pretoria"))
    cpt = ClubController.open(f.secretary_url("Cape Town"))
    try:
        anna = pta.players.add("Anna Botha", "10k").id
        ben = cpt.players.add("Ben Cele", "12k").id
        pta.games.enter(GameInput(date(2025, 5, 1), anna, ben, Result.BLACK, note="Pretoria's"))
        cpt.games.enter(GameInput(date(2025, 5, 2), ben, anna, Result.WHITE, note="Cape Town's"))
    finally:
        pta.close()
        cpt.close()
    yield f


def as_secretary(fed: Fed, club: str) -> psycopg.Connection:
    return psycopg.connect(fed.conninfo(fed.roles[club]), autocommit=True)


def ids(con: psycopg.Connection) -> dict[str, int]:
    rows = con.execute("SELECT note, id FROM games").fetchall()
    players = con.execute("SELECT name, id FROM players").fetchall()
    return {**dict(rows), **dict(players)}


def snapshot(con: psycopg.Connection) -> list[tuple]:
    return (con.execute("SELECT id, name, rank, home_club_id FROM players ORDER BY id").fetchall()
            + con.execute("SELECT id, result, black_id, white_id, club_id, note FROM games ORDER BY id").fetchall())


def test_a_secretary_reads_everything_and_cannot_change_another_clubs_rows(fed: Fed) -> None:
    with as_secretary(fed, "Pretoria") as con:
        before = snapshot(con)
        assert len(before) == 4  # both clubs' players and games are readable
        i = ids(con)
        cape_game, ben = i["Cape Town's"], i["Ben Cele"]
        assert con.execute("UPDATE games SET result = 'B' WHERE id = %s", (cape_game,)).rowcount == 0
        assert con.execute("DELETE FROM games WHERE id = %s", (cape_game,)).rowcount == 0
        assert con.execute("UPDATE players SET rank = '1d' WHERE id = %s", (ben,)).rowcount == 0
        assert con.execute("DELETE FROM players WHERE id = %s", (ben,)).rowcount == 0
        # taking another club's game over (claiming it for Pretoria) finds nothing to update either
        pta = con.execute("SELECT id FROM member_clubs WHERE name = 'Pretoria'").fetchone()
        assert pta is not None
        assert con.execute("UPDATE games SET club_id = %s WHERE id = %s", (pta[0], cape_game)).rowcount == 0
        assert con.execute("DELETE FROM games").rowcount == 1  # only his own club's game goes
        assert snapshot(con) == [r for r in before if r[-1] != "Pretoria's"]
        # ... and he may not store a row in another club's name, not even by setting the acting club
        cpt = con.execute("SELECT id FROM member_clubs WHERE name = 'Cape Town'").fetchone()
        assert cpt is not None
        with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
            con.execute("INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, klass, "
                        "piece_handicap, note, club_id) VALUES (99, '2025-06-01', %s, %s, 'B', 0, 6.5, 'club', 'A', "
                        "'', 'forged', %s)", (ben, i["Anna Botha"], cpt[0]))
        with con.transaction():
            con.execute("SELECT set_config('clubrater.club', %s, true)", (str(cpt[0]),))
            with pytest.raises(errors.InsufficientPrivilege, match="row-level security"), con.transaction():
                con.execute("INSERT INTO players (name, name_key, rank, start_index, club, country, egd_pin, grade, "
                            "active, note) VALUES ('Mallory', 'mallory', '5k', 0, '', '', '', '', true, '')")
        # his own rows stay his: he cannot give his player away to Cape Town
        with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
            con.execute("UPDATE players SET home_club_id = %s WHERE id = %s", (cpt[0], i["Anna Botha"]))
        # put back his game for the other tests
        con.execute("INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, klass, "
                    "piece_handicap, note) VALUES (1, '2025-05-01', %s, %s, 'B', 0, 6.5, 'club', 'A', '', "
                    "'Pretoria''s')", (i["Anna Botha"], ben))


def test_a_secretary_cannot_adjust_another_clubs_player(fed: Fed) -> None:
    """A rank adjustment changes the player, so it is his home club's to make: refused by the server itself."""
    with as_secretary(fed, "Pretoria") as con:
        i = ids(con)
        count = con.execute("SELECT count(*) FROM adjustments").fetchone()
        with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
            con.execute("INSERT INTO adjustments (seq, date, player_id, rank, note) "
                        "VALUES (98, '2025-06-01', %s, '1d', 'forged')", (i["Ben Cele"],))
        # his own player he may adjust
        con.execute("INSERT INTO adjustments (seq, date, player_id, rank, note) "
                    "VALUES (97, '2025-06-01', %s, '9k', 'own')", (i["Anna Botha"],))
        assert con.execute("DELETE FROM adjustments WHERE note = 'own'").rowcount == 1
        assert con.execute("SELECT count(*) FROM adjustments").fetchone() == count


@pytest.mark.parametrize("statement, error", [
    ("CREATE ROLE mallory LOGIN PASSWORD 'x'", errors.InsufficientPrivilege),
    ("ALTER ROLE {me} CREATEROLE", errors.InsufficientPrivilege),
    ("GRANT clubrater_officer TO {me}", errors.InsufficientPrivilege),
    ("ALTER POLICY clubrater_update ON games USING (true)", errors.InsufficientPrivilege),
    ("DROP POLICY clubrater_delete ON games", errors.InsufficientPrivilege),
    ("ALTER TABLE games DISABLE ROW LEVEL SECURITY", errors.InsufficientPrivilege),
    ("ALTER TABLE players NO FORCE ROW LEVEL SECURITY", errors.InsufficientPrivilege),
    ("DROP TRIGGER clubrater_log ON games", errors.InsufficientPrivilege),
    ("SELECT rolpassword FROM pg_authid", errors.InsufficientPrivilege),
    ("UPDATE member_clubs SET role = '{me}' WHERE name = 'Cape Town'", errors.InsufficientPrivilege),
    ("INSERT INTO member_clubs (name, role) VALUES ('Mine too', 'x')", errors.InsufficientPrivilege),
    ("UPDATE club SET system = 'egf'", errors.InsufficientPrivilege),
    ("DELETE FROM change_log", errors.InsufficientPrivilege),
    ("CREATE OR REPLACE FUNCTION clubrater_is_officer() RETURNS boolean LANGUAGE sql AS $$ SELECT true $$",
     errors.InsufficientPrivilege),
    ("CREATE TABLE mine (x int)", errors.InsufficientPrivilege),
])
def test_a_secretary_cannot_change_the_rules(fed: Fed, statement: str, error: type[Exception]) -> None:
    role = fed.roles["Pretoria"]
    with as_secretary(fed, "Pretoria") as con:
        before = snapshot(con)
        with pytest.raises(error):
            con.execute(statement.replace("{me}", role))  # constant test SQL; no outside text
        assert snapshot(con) == before
        assert con.execute("SELECT rolcreaterole, rolsuper FROM pg_roles WHERE rolname = %s", (role,)).fetchone() == (
            False, False)


def test_the_officer_merges_across_clubs_and_the_secretaries_may_not(fed: Fed) -> None:
    cpt = ClubController.open(fed.secretary_url("Cape Town"))
    officer = ClubController.open(fed.officer_url)
    pta = ClubController.open(fed.secretary_url("Pretoria"))
    try:
        officer.federation.act_for("Cape Town")
        twin = officer.players.add("A. Botha", "10k").id  # Anna entered again, by Cape Town
        cpt.refresh()
        g = cpt.games.enter(GameInput(date(2025, 5, 3), twin, cpt.queries.find_player("Ben Cele").id,
                                      Result.BLACK)).id
        anna = pta.queries.find_player("Anna Botha").id
        pta.refresh()
        with pytest.raises(NotAllowedError, match="A player of Cape Town"):
            pta.players.merge(anna, twin)
        officer.refresh()
        officer.players.merge(anna, twin)  # across clubs: Cape Town's game moves to Pretoria's Anna
        for ctrl in (pta, cpt):
            ctrl.refresh()
            assert twin not in ctrl.history.players
            assert ctrl.queries.game(g).black == anna
            assert ctrl.federation.entered_by("game", g).name == "Cape Town"  # still Cape Town's game
            full = ctrl.full_replay()
            assert {p: s.value for p, s in full.final.items()} == {p: s.value for p, s in ctrl.replay.final.items()}
    finally:
        for c in (cpt, officer, pta):
            c.close()


def test_names_from_outside_never_become_sql(postgres: PostgresServer) -> None:  # noqa: F811
    """A club named like an attack, and a role name with quotes, are stored and used as they are."""
    f = federation(postgres, "quoting", clubs=())
    name = "O'Brien \"Go\"; DROP TABLE games; --"
    role = 'quoting_o"brien; drop role x'
    add_club(f.admin_url, name, role, "pw'\"; --")
    ctrl = ClubController.open(f.server.url(f.database, role.replace('"', "%22").replace(";", "%3B")
                                            .replace(" ", "%20"), "pw'\"; --".replace("'", "%27")
                                            .replace('"', "%22").replace(";", "%3B").replace(" ", "%20")))
    try:
        mine = ctrl.federation.mine()
        assert mine is not None and (mine.name, mine.role) == (name, role)
        assert ctrl.players.add("Seán Ó Briain", "3k").ids
        with psycopg.connect(f.conninfo("postgres", postgres.password)) as con:
            assert con.execute("SELECT to_regclass('games') IS NOT NULL").fetchone() == (True,)
    finally:
        ctrl.close()
