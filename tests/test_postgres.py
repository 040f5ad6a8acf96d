"""ClubRater's schema on a real PostgreSQL server: the first step to many clubs on one rating list (issue 11).

The same Alembic migrations that create and upgrade a club file must create the schema on the
server, and what the program stores must read back the same there.
"""

from __future__ import annotations

from datetime import date

import pytest
from alembic import command
from sqlalchemy import Engine, create_engine, inspect, select, text
from sqlalchemy.exc import IntegrityError

from clubrater.store import database
from clubrater.store.models import Base
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture


def migrated(url: str) -> Engine:
    """An engine on a database brought to the newest schema by the club's own migrations."""
    engine = create_engine(url)
    with engine.begin() as conn:
        cfg = database._alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
    return engine


def test_the_club_migrations_create_the_schema_on_postgresql(postgres: PostgresServer) -> None:  # noqa: F811
    url = postgres.create_database("schema_check")
    engine = migrated(url)
    try:
        with engine.connect() as conn:
            assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == database.head_revision()
        tables = set(inspect(engine).get_table_names())
        assert set(Base.metadata.tables) <= tables  # every table the program uses is there
    finally:
        engine.dispose()


def test_players_and_a_game_stored_on_the_server_read_back_the_same(postgres: PostgresServer) -> None:  # noqa: F811
    """What the secretary typed (names in any script, a game with its komi) comes back exactly."""
    from sqlalchemy.orm import Session

    from clubrater.store.models import GameRecord, MemberClubRecord, PlayerRecord

    url = postgres.create_database("round_trip")
    engine = migrated(url)
    try:
        names = ["Řehoř Čížek", "羽生 善治"]
        with Session(engine) as s, s.begin():
            s.add(MemberClubRecord(id=1, name="Stellenbosch"))  # every player has a home club (revision 0006)
            s.flush()
            for n, name in enumerate(names, start=1):
                s.add(PlayerRecord(id=n, name=name, name_key=name.casefold(), rank="3k", home_club_id=1))
            s.flush()
            s.add(GameRecord(id=1, seq=1, date=date(2026, 11, 23), black_id=1, white_id=2, result="W",
                             handicap=2, komi=-5.5))
        with Session(engine) as s:
            assert list(s.scalars(select(PlayerRecord.name).order_by(PlayerRecord.id))) == names
            g = s.get(GameRecord, 1)
            assert g is not None
            assert (g.date, g.black_id, g.white_id, g.result, g.handicap, g.komi) == (
                date(2026, 11, 23), 1, 2, "W", 2, -5.5)
        with Session(engine) as s, pytest.raises(IntegrityError, match="unique"), s.begin():
            # a name is unique (whatever its case) there too
            s.add(PlayerRecord(id=3, name="ŘEHOŘ ČÍŽEK", name_key=names[0].casefold(), rank="5k", home_club_id=1))
    finally:
        engine.dispose()
