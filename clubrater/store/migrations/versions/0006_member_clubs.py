"""Clubs are first-class (issue 11): many clubs' secretaries on one PostgreSQL database.

- `member_clubs(id, name, role)`: the clubs of a federation, `role` the PostgreSQL login role of
  each club's secretary. A club file has exactly one, id 1, its own club, and every row below
  belongs to it (the columns default to 1 there).
- `players.home_club_id`, `games.club_id`, `events.club_id`, `adjustments.club_id`: a player's
  home club, and the club whose secretary entered a game, event or adjustment.
- `club.data_version` and `change_log`: on a server every write bumps the version and logs the
  rows it changed, so another secretary's ClubRater re-reads only those (unused in a club file).

The columns are added with ALTER TABLE ADD COLUMN on both kinds of database: SQLite allows a
REFERENCES clause there while foreign keys are off (they are, during ClubRater's upgrade), and
adding a column rewrites nothing, where a batch copy would rebuild 100,000-game tables and drop
the checksum triggers of revision 0003.

On PostgreSQL the same revision also creates what makes the server enforce the rules for any
client, psql included: functions naming the connected secretary's club, triggers that fill in
the entering club, log every change (bumping `data_version` under the writers' advisory lock)
and NOTIFY `clubrater`, and row-level security policies (ENABLE + FORCE) that let everybody read
and let a secretary write only his own club's rows. The roles themselves are made by
`clubrater federation init` (store/federation.py): roles belong to the server, not to a database.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

WRITE_LOCK = 7_211_011  # pg_advisory_xact_lock key every federation write takes (store/server.py uses the same)
CLUBBED = {"players": "home_club_id", "games": "club_id", "events": "club_id", "adjustments": "club_id"}
KINDS = {"players": "players", "games": "games", "events": "events", "adjustments": "adjustments"}


def _pg_functions(schema: str) -> list[str]:
    """The server-side rules (constants only; the schema name is quoted as an identifier)."""
    path = f'SET search_path = "{schema}", pg_temp'
    out = [
        # the connected secretary's club: by session_user, so SET ROLE does not change it
        f"""CREATE OR REPLACE FUNCTION clubrater_my_club() RETURNS integer
            LANGUAGE sql STABLE SECURITY DEFINER {path}
            AS $$ SELECT id FROM member_clubs WHERE role = session_user::text $$""",
        # the federation officer: a member of clubrater_officer, or the owner of the schema's tables
        f"""CREATE OR REPLACE FUNCTION clubrater_is_officer() RETURNS boolean
            LANGUAGE sql STABLE SECURITY DEFINER {path}
            AS $$ SELECT EXISTS (SELECT 1 FROM pg_roles r WHERE r.rolname = 'clubrater_officer'
                                 AND pg_has_role(session_user, r.oid, 'MEMBER'))
                      OR EXISTS (SELECT 1 FROM pg_tables t WHERE t.schemaname = current_schema()
                                 AND t.tablename = 'club' AND t.tableowner = session_user::text) $$""",
        f"""CREATE OR REPLACE FUNCTION clubrater_may_write(club integer) RETURNS boolean
            LANGUAGE sql STABLE {path}
            AS $$ SELECT club = clubrater_my_club() OR clubrater_is_officer() $$""",
        # the club new rows are entered for: the officer's chosen club, else the secretary's own
        f"""CREATE OR REPLACE FUNCTION clubrater_entering_club() RETURNS integer
            LANGUAGE sql STABLE {path}
            AS $$ SELECT coalesce(nullif(current_setting('clubrater.club', true), '')::integer,
                                  clubrater_my_club()) $$""",
        # a ClubRater write begins here: the writers' lock, the officer's acting club, the version it starts
        # from (VOLATILE: the SELECT runs after the lock is held, so it sees every earlier writer's commit)
        f"""CREATE OR REPLACE FUNCTION clubrater_begin_write(acting text) RETURNS bigint
            LANGUAGE plpgsql VOLATILE {path}
            AS $$
            BEGIN
              PERFORM pg_advisory_xact_lock({WRITE_LOCK});
              IF acting IS NOT NULL THEN PERFORM set_config('clubrater.club', acting, true); END IF;
              RETURN (SELECT data_version FROM club WHERE id = 1);
            END $$""",
        # every write: one version per transaction, under the writers' lock
        f"""CREATE OR REPLACE FUNCTION clubrater_version() RETURNS bigint
            LANGUAGE plpgsql SECURITY DEFINER {path}
            AS $$
            DECLARE v bigint;
            BEGIN
              IF coalesce(current_setting('clubrater.version', true), '') <> '' THEN
                RETURN current_setting('clubrater.version')::bigint;
              END IF;
              PERFORM pg_advisory_xact_lock({WRITE_LOCK});
              UPDATE club SET data_version = data_version + 1 WHERE id = 1 RETURNING data_version INTO v;
              PERFORM set_config('clubrater.version', coalesce(v, 0)::text, true);
              RETURN coalesce(v, 0);
            END $$""",
    ]
    for table, column in CLUBBED.items():
        if table == "players":
            fill = "IF NEW.home_club_id IS NULL THEN NEW.home_club_id := clubrater_entering_club(); END IF;"
        else:
            owner = {"games": "NEW.black_id", "adjustments": "NEW.player_id"}.get(table)
            fallback = (f"IF NEW.club_id IS NULL THEN SELECT home_club_id INTO NEW.club_id FROM players "
                        f"WHERE id = {owner}; END IF;") if owner else ""
            fill = f"IF NEW.club_id IS NULL THEN NEW.club_id := clubrater_entering_club(); END IF; {fallback}"
        out.append(f"""CREATE OR REPLACE FUNCTION clubrater_fill_{table}() RETURNS trigger
            LANGUAGE plpgsql {path}
            AS $$ BEGIN {fill} RETURN NEW; END $$""")
        out.append(f"""CREATE OR REPLACE FUNCTION clubrater_log_{table}() RETURNS trigger
            LANGUAGE plpgsql SECURITY DEFINER {path}
            AS $$
            DECLARE v bigint := clubrater_version();
            BEGIN
              IF TG_OP = 'DELETE' THEN
                INSERT INTO change_log (version, tbl, row_id, club_id) VALUES (v, '{table}', OLD.id, OLD.{column});
                PERFORM pg_notify('clubrater', OLD.{column} || ':{KINDS[table]}');
                RETURN OLD;
              END IF;
              INSERT INTO change_log (version, tbl, row_id, club_id) VALUES (v, '{table}', NEW.id, NEW.{column});
              PERFORM pg_notify('clubrater', NEW.{column} || ':{KINDS[table]}');
              RETURN NEW;
            END $$""")
        out.append(f"DROP TRIGGER IF EXISTS clubrater_fill ON {table}")
        out.append(f"CREATE TRIGGER clubrater_fill BEFORE INSERT ON {table} "
                   f"FOR EACH ROW EXECUTE FUNCTION clubrater_fill_{table}()")
        out.append(f"DROP TRIGGER IF EXISTS clubrater_log ON {table}")
        out.append(f"CREATE TRIGGER clubrater_log AFTER INSERT OR UPDATE OR DELETE ON {table} "
                   f"FOR EACH ROW EXECUTE FUNCTION clubrater_log_{table}()")
        out.append(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        out.append(f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY")
        for name in ("read", "insert", "update", "delete"):
            out.append(f"DROP POLICY IF EXISTS clubrater_{name} ON {table}")
        mine = f"clubrater_may_write({column})"
        if table == "adjustments":  # a rank adjustment changes the player: only his own club's secretary may
            mine = f"({mine} AND clubrater_may_write((SELECT p.home_club_id FROM players p WHERE p.id = player_id)))"
        out.append(f"CREATE POLICY clubrater_read ON {table} FOR SELECT USING (true)")
        out.append(f"CREATE POLICY clubrater_insert ON {table} FOR INSERT WITH CHECK ({mine})")
        out.append(f"CREATE POLICY clubrater_update ON {table} FOR UPDATE USING ({mine}) WITH CHECK ({mine})")
        out.append(f"CREATE POLICY clubrater_delete ON {table} FOR DELETE USING ({mine})")
    # the federation's settings (name, system...): logged so every client reloads; not the counters
    out.append(f"""CREATE OR REPLACE FUNCTION clubrater_log_club() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER {path}
        AS $$
        DECLARE v bigint := clubrater_version();
        BEGIN
          INSERT INTO change_log (version, tbl, row_id, club_id) VALUES (v, 'club', NEW.id, NULL);
          PERFORM pg_notify('clubrater', '0:settings');
          RETURN NEW;
        END $$""")
    out.append("DROP TRIGGER IF EXISTS clubrater_log ON club")
    out.append("CREATE TRIGGER clubrater_log AFTER UPDATE ON club FOR EACH ROW WHEN ("
               "(OLD.name, OLD.system, OLD.default_komi, OLD.default_game_type, OLD.language) IS DISTINCT FROM "
               "(NEW.name, NEW.system, NEW.default_komi, NEW.default_game_type, NEW.language)) "
               "EXECUTE FUNCTION clubrater_log_club()")
    out.append(f"""CREATE OR REPLACE FUNCTION clubrater_log_member_clubs() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER {path}
        AS $$
        DECLARE v bigint := clubrater_version();
        BEGIN
          INSERT INTO change_log (version, tbl, row_id, club_id) VALUES (v, 'member_clubs', 0, NULL);
          PERFORM pg_notify('clubrater', '0:clubs');
          RETURN NULL;
        END $$""")
    out.append("DROP TRIGGER IF EXISTS clubrater_log ON member_clubs")
    out.append("CREATE TRIGGER clubrater_log AFTER INSERT OR UPDATE OR DELETE ON member_clubs "
               "FOR EACH STATEMENT EXECUTE FUNCTION clubrater_log_member_clubs()")
    return out


def upgrade() -> None:
    bind = op.get_bind()
    pg = bind.dialect.name == "postgresql"
    op.create_table(
        "member_clubs",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("role", sa.String(63)),
        sa.UniqueConstraint("name", name="uq_member_clubs_name"),
        sa.UniqueConstraint("role", name="uq_member_clubs_role"),
    )
    # A club file's own club (and a server that already holds a club's rows) becomes member club 1.
    name = bind.execute(sa.text("SELECT name FROM club WHERE id = 1")).scalar()
    rows = any(bind.execute(sa.text(f"SELECT 1 FROM {t} LIMIT 1")).first() for t in CLUBBED)  # noqa: S608 - constants
    if not pg or name is not None or rows:
        bind.execute(sa.text("INSERT INTO member_clubs (id, name) VALUES (1, :name)"), {"name": name or ""})
        if pg:
            op.execute("SELECT setval(pg_get_serial_sequence('member_clubs', 'id'), 1)")
    for table, column in CLUBBED.items():
        if pg:
            op.add_column(table, sa.Column(column, sa.Integer, nullable=False, server_default="1"))
            op.create_foreign_key(f"fk_{table}_{column}", table, "member_clubs", [column], ["id"])
            op.alter_column(table, column, server_default=None)  # the server's trigger fills it in
        else:
            op.execute(f"ALTER TABLE {table} ADD COLUMN {column} INTEGER NOT NULL DEFAULT 1 "
                       "REFERENCES member_clubs (id)")
    op.create_index("ix_players_home_club_id", "players", ["home_club_id"])
    op.create_index("ix_games_club_id", "games", ["club_id"])
    with op.batch_alter_table("club") as batch:
        batch.add_column(sa.Column("data_version", sa.BigInteger, nullable=False, server_default="0"))
    op.create_table(
        "change_log",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer, "sqlite"), primary_key=True),
        sa.Column("version", sa.BigInteger, nullable=False),
        sa.Column("tbl", sa.String(20), nullable=False),
        sa.Column("row_id", sa.Integer, nullable=False),
        sa.Column("club_id", sa.Integer),
    )
    op.create_index("ix_change_log_version", "change_log", ["version"])
    if pg:
        schema = bind.execute(sa.text("SELECT current_schema()")).scalar_one()
        for statement in _pg_functions(str(schema).replace('"', '""')):
            bind.exec_driver_sql(statement)  # plain SQL: its ':kind' literals are not parameters


def downgrade() -> None:
    bind = op.get_bind()
    pg = bind.dialect.name == "postgresql"
    if pg:
        for table in CLUBBED:
            op.execute(f"DROP TRIGGER IF EXISTS clubrater_fill ON {table}")
            op.execute(f"DROP TRIGGER IF EXISTS clubrater_log ON {table}")
            for name in ("read", "insert", "update", "delete"):
                op.execute(f"DROP POLICY IF EXISTS clubrater_{name} ON {table}")
            op.execute(f"ALTER TABLE {table} NO FORCE ROW LEVEL SECURITY")
            op.execute(f"ALTER TABLE {table} DISABLE ROW LEVEL SECURITY")
        op.execute("DROP TRIGGER IF EXISTS clubrater_log ON club")
        op.execute("DROP TRIGGER IF EXISTS clubrater_log ON member_clubs")
    op.drop_index("ix_change_log_version", "change_log")
    op.drop_table("change_log")
    with op.batch_alter_table("club") as batch:
        batch.drop_column("data_version")
    op.drop_index("ix_games_club_id", "games")
    op.drop_index("ix_players_home_club_id", "players")
    for table, column in CLUBBED.items():
        with op.batch_alter_table(table) as batch:
            if pg:
                batch.drop_constraint(f"fk_{table}_{column}", type_="foreignkey")
            batch.drop_column(column)
    op.drop_table("member_clubs")
