"""Issue 26 on a federation server (real PostgreSQL): a kept pairing belongs to the club that made it. The server
fills in its club (as a game's), each club keeps its own round 1 of the same night, and a secretary with psql can
neither change nor delete another club's pairing nor store one in its name; the officer pairs for a club he chooses.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import psycopg
import pytest
from psycopg import errors

from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Result
from tests.federation_setup import Fed, federation
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

NIGHT = date(2025, 5, 9)


@pytest.fixture(scope="module")
def fed(postgres: PostgresServer) -> Iterator[Fed]:  # noqa: F811
    f = federation(postgres, "pairing")
    for club, names in (("Pretoria", ("Anna", "Abe", "Amy", "Ari")), ("Cape Town", ("Ben", "Bea", "Bob", "Bo"))):
        ctrl = ClubController.open(f.secretary_url(club))
        try:
            for n, name in enumerate(names):
                ctrl.players.add(name, f"{10 + n}k")
        finally:
            ctrl.close()
    yield f


def _ids(ctrl: ClubController, *names: str) -> list[int]:
    return [ctrl.queries.find_player(n).id for n in names]


def test_each_club_keeps_its_own_pairing_filled_in_by_the_server(fed: Fed) -> None:
    pta = ClubController.open(fed.secretary_url("Pretoria"), today=lambda: NIGHT)
    cpt = ClubController.open(fed.secretary_url("Cape Town"), today=lambda: NIGHT)
    try:
        pta.pairings.pair(_ids(pta, "Anna", "Abe", "Amy", "Ari"))
        cpt.pairings.pair(_ids(cpt, "Ben", "Bea", "Bob", "Bo", "Anna"))  # a visitor from Pretoria plays too
        mine, theirs = pta.pairings.kept(), cpt.pairings.kept()
        assert mine is not None and theirs is not None and mine.id != theirs.id
        assert mine.round == theirs.round == 1  # the same night's round 1, once per club
        assert set(mine.players()) == set(_ids(pta, "Anna", "Abe", "Amy", "Ari"))
        assert len(theirs.players()) == 5 and theirs.bye is not None
        with psycopg.connect(fed.conninfo(fed.roles["Pretoria"]), autocommit=True) as con:
            rows = dict(con.execute("SELECT p.id, m.name FROM pairings p JOIN member_clubs m ON m.id = p.club_id"
                                    ).fetchall())
        assert rows == {mine.id: "Pretoria", theirs.id: "Cape Town"}
        # entering the games of Pretoria's pairing: Pretoria's games
        changes = pta.pairings.enter({1: Result.BLACK, 2: Result.WHITE})
        assert len(changes.ids) == 2
        assert {pta.federation.entered_by("game", gid).name for gid in changes.ids} == {"Pretoria"}
        assert set(pta.pairings.entered(mine)) == {1, 2}
    finally:
        pta.close()
        cpt.close()


def test_a_secretary_with_psql_cannot_touch_another_clubs_pairing(fed: Fed) -> None:
    with psycopg.connect(fed.conninfo(fed.roles["Cape Town"]), autocommit=True) as con:
        pta_id = con.execute("SELECT id FROM member_clubs WHERE name = 'Pretoria'").fetchone()[0]  # type: ignore[index]
        before = con.execute("SELECT id, club_id, boards::text, bye FROM pairings ORDER BY id").fetchall()
        theirs = [r[0] for r in before if r[1] == pta_id]
        mine = [r[0] for r in before if r[1] != pta_id]
        assert theirs and mine
        assert con.execute("UPDATE pairings SET bye = NULL WHERE id = %s", (theirs[0],)).rowcount == 0
        assert con.execute("DELETE FROM pairings WHERE id = %s", (theirs[0],)).rowcount == 0
        with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
            con.execute("INSERT INTO pairings (club_id, date, round, nights, boards, bye, created) "
                        "VALUES (%s, '2025-05-16', 1, 4, '[]', NULL, now())", (pta_id,))
        with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
            con.execute("UPDATE pairings SET club_id = %s WHERE id = %s", (pta_id, mine[0]))  # giving his away
        assert con.execute("SELECT id, club_id, boards::text, bye FROM pairings ORDER BY id").fetchall() == before
        # his own he may change (the server decides by club, not by who made the row)
        assert con.execute("UPDATE pairings SET nights = 5 WHERE id = %s", (mine[0],)).rowcount == 1
        con.execute("UPDATE pairings SET nights = 4 WHERE id = %s", (mine[0],))


def test_the_officer_pairs_for_the_club_he_chooses(fed: Fed) -> None:
    officer = ClubController.open(fed.officer_url, today=lambda: NIGHT)
    try:
        ids = _ids(officer, "Ben", "Bea")
        with pytest.raises(ClubRaterError, match="--for-club"):
            officer.pairings.pair(ids, round_=2)
        officer.federation.act_for("Cape Town")
        officer.pairings.pair(ids, round_=2)
        p = officer.pairings.kept(NIGHT, 2)
        assert p is not None and set(p.players()) == set(ids)
        officer.pairings.delete(NIGHT, 2)
    finally:
        officer.close()
    cpt = ClubController.open(fed.secretary_url("Cape Town"), today=lambda: NIGHT)
    try:
        assert cpt.pairings.rounds(NIGHT) == [1]
    finally:
        cpt.close()
