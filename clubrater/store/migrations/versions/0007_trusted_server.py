"""A federation server no single secretary can hide from, stall or reorder (issue 25, items 1-6, 11, 13).

Only PostgreSQL changes; a club file (one writer, its own lock) gets nothing but the revision.

- **Every write is seen** (item 1). `clubrater_version()` no longer trusts a setting a client can
  make (the custom `clubrater.version` a secretary could SET LOCAL to an old number): the version a
  transaction writes under is bumped once, under the writers' lock, and remembered in the club row
  beside the transaction's id (`club.version_xid`, which only the server's own functions write).
  A statement-level trigger takes the writers' lock before any row is touched, so a psql writer
  queues like ClubRater does (and cannot deadlock it by holding a row first).
- **The entry order is the server's** (item 2). `seq` of a new game or adjustment comes from the
  sequence `clubrater_entry_seq`, which no secretary may use, in the order rows are inserted under
  the lock; whatever the client sent is replaced, and an UPDATE may not change it. A game or
  adjustment put back by undo keeps its old place only when it is exactly the row deleted
  (`clubrater_retired` remembers the id and place of every deleted one). Secretaries lose
  UPDATE (next_seq) on `club` (store/federation.py no longer grants it).
- **Row versions** (items 5, 6). Every player, game, event and adjustment carries `row_version`,
  the federation version of its last change, set by a BEFORE trigger on every INSERT and UPDATE
  (psql's too). A client edits a row only if its version is not newer than the data the client
  read; `change_log` now says who (`changed_by`, the login role) and when (`changed_at`).
- **Game rule** (item 4): a secretary enters or changes a game only when one of its players is his
  club's or the game is in an event his club entered (`clubrater_may_enter_game`, in the policies).
- **Bounded waits** (item 3): `clubrater_end_stalled()` ends a session that holds the writers' lock
  while idle in its transaction for 30 s or in one statement for 60 s, whatever that session set
  for itself; a waiting client calls it when its lock wait times out. (The roles' own timeouts are
  set by `clubrater federation init`, store/federation.py: roles belong to the server.)
- **Text** (items 11, 13): CHECK constraints refuse control characters (C0, DEL, C1) in every name
  a secretary writes (notes may keep tab and newline); `players.club` is VARCHAR(200) like every
  other name. Rows already stored that break the rule are kept (the constraint is then NOT VALID).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

WRITE_LOCK = 7_211_011  # the writers' advisory lock (0006, store/server.py)
CLUBBED = {"players": "home_club_id", "games": "club_id", "events": "club_id", "adjustments": "club_id"}
ORDERED = ("games", "adjustments")  # tables whose rows carry the entry order `seq`
IDLE_LIMIT_S, STATEMENT_LIMIT_S = 30, 60  # clubrater_end_stalled's limits (past the roles' own 15 s and 60 s)
NAME = r"[\u0001-\u001f\u007f-\u009f]"  # control characters: C0, DEL, C1
NOTE = r"[\u0001-\u0008\u000b-\u001f\u007f-\u009f]"  # the same but tab and newline
TEXT_COLUMNS = {
    "players": {"name": NAME, "name_key": NAME, "club": NAME, "country": NAME, "egd_pin": NAME, "ffg_licence": NAME,
                "aga_id": NAME, "grade": NAME, "rank": NAME, "note": NOTE},
    "events": {"name": NAME, "place": NAME, "handicap_policy": NAME},
    "games": {"piece_handicap": NAME, "black_rank": NAME, "white_rank": NAME, "note": NOTE},
    "adjustments": {"rank": NAME, "note": NOTE},
    "member_clubs": {"name": NAME},
}


def _functions(schema: str) -> list[str]:
    """The server's rules (constants only; the schema name is quoted as an identifier)."""
    path = f'SET search_path = "{schema}", pg_temp'
    out = [
        # one version per transaction, under the writers' lock; nothing a client sets decides it
        f"""CREATE OR REPLACE FUNCTION clubrater_version() RETURNS bigint
            LANGUAGE plpgsql SECURITY DEFINER {path}
            AS $$
            DECLARE v bigint; x bigint;
            BEGIN
              PERFORM pg_advisory_xact_lock({WRITE_LOCK});
              SELECT data_version, version_xid INTO v, x FROM club WHERE id = 1;
              IF x IS NOT DISTINCT FROM txid_current() THEN RETURN coalesce(v, 0); END IF;
              UPDATE club SET data_version = data_version + 1, version_xid = txid_current() WHERE id = 1
                RETURNING data_version INTO v;
              RETURN coalesce(v, 0);
            END $$""",
        # before any row of a statement is touched: the writers' lock (so row locks never come first)
        f"""CREATE OR REPLACE FUNCTION clubrater_lock() RETURNS trigger
            LANGUAGE plpgsql {path}
            AS $$ BEGIN PERFORM pg_advisory_xact_lock({WRITE_LOCK}); RETURN NULL; END $$""",
        # the game rule: one of its players is the writer's club's, or its event is (the officer: any game)
        f"""CREATE OR REPLACE FUNCTION clubrater_may_enter_game(black integer, white integer, event integer)
            RETURNS boolean LANGUAGE sql STABLE {path}
            AS $$ SELECT clubrater_is_officer()
                      OR EXISTS (SELECT 1 FROM players p WHERE p.id IN (black, white)
                                 AND p.home_club_id = clubrater_my_club())
                      OR EXISTS (SELECT 1 FROM events e WHERE e.id = event AND e.club_id = clubrater_my_club()) $$""",
        # a session holding the writers' lock and stalled (idle in its transaction, or one endless statement)
        f"""CREATE OR REPLACE FUNCTION clubrater_end_stalled() RETURNS integer
            LANGUAGE plpgsql SECURITY DEFINER {path}
            AS $$
            DECLARE n integer := 0; r record;
            BEGIN
              FOR r IN SELECT a.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                       WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = {WRITE_LOCK}
                         AND l.objsubid = 1 AND l.database = (SELECT oid FROM pg_database
                                                              WHERE datname = current_database())
                         AND a.pid <> pg_backend_pid()
                         AND ((a.state IN ('idle in transaction', 'idle in transaction (aborted)')
                               AND a.state_change < clock_timestamp() - interval '{IDLE_LIMIT_S} seconds')
                              OR (a.state = 'active'
                                  AND a.query_start < clock_timestamp() - interval '{STATEMENT_LIMIT_S} seconds'))
              LOOP
                IF pg_terminate_backend(r.pid) THEN n := n + 1; END IF;
              END LOOP;
              RETURN n;
            END $$""",
        "REVOKE ALL ON FUNCTION clubrater_end_stalled() FROM PUBLIC",
    ]
    for table, column in CLUBBED.items():
        if table in ORDERED:
            order = f"""
              IF TG_OP = 'INSERT' THEN
                DELETE FROM clubrater_retired WHERE tbl = '{table}' AND row_id = NEW.id AND seq = NEW.seq;
                GET DIAGNOSTICS kept = ROW_COUNT;
                IF kept = 0 THEN NEW.seq := nextval('clubrater_entry_seq'); END IF;
              ELSIF NEW.seq IS DISTINCT FROM OLD.seq THEN
                RAISE EXCEPTION 'the entry order (seq) of a row is set by the federation server, not changed'
                  USING ERRCODE = 'insufficient_privilege';
              END IF;"""
        else:
            order = ""
        out.append(f"""CREATE OR REPLACE FUNCTION clubrater_stamp_{table}() RETURNS trigger
            LANGUAGE plpgsql SECURITY DEFINER {path}
            AS $$
            DECLARE kept integer;
            BEGIN
              NEW.row_version := clubrater_version();{order}
              RETURN NEW;
            END $$""")
        retire = (f"INSERT INTO clubrater_retired (tbl, row_id, seq) VALUES ('{table}', OLD.id, OLD.seq) "
                  "ON CONFLICT (tbl, row_id) DO UPDATE SET seq = EXCLUDED.seq;") if table in ORDERED else ""
        out.append(f"""CREATE OR REPLACE FUNCTION clubrater_log_{table}() RETURNS trigger
            LANGUAGE plpgsql SECURITY DEFINER {path}
            AS $$
            DECLARE v bigint;
            BEGIN
              IF TG_OP = 'DELETE' THEN
                v := clubrater_version();
                {retire}
                INSERT INTO change_log (version, tbl, row_id, club_id, changed_by)
                  VALUES (v, '{table}', OLD.id, OLD.{column}, session_user);
                PERFORM pg_notify('clubrater', OLD.{column} || ':{table}');
                RETURN OLD;
              END IF;
              INSERT INTO change_log (version, tbl, row_id, club_id, changed_by)
                VALUES (NEW.row_version, '{table}', NEW.id, NEW.{column}, session_user);
              PERFORM pg_notify('clubrater', NEW.{column} || ':{table}');
              RETURN NEW;
            END $$""")
        out.append(f"DROP TRIGGER IF EXISTS clubrater_lock ON {table}")
        out.append(f"CREATE TRIGGER clubrater_lock BEFORE INSERT OR UPDATE OR DELETE ON {table} "
                   "FOR EACH STATEMENT EXECUTE FUNCTION clubrater_lock()")
        # BEFORE row triggers fire by name: clubrater_fill (0006: the entering club), then clubrater_stamp
        out.append(f"DROP TRIGGER IF EXISTS clubrater_stamp ON {table}")
        out.append(f"CREATE TRIGGER clubrater_stamp BEFORE INSERT OR UPDATE ON {table} "
                   f"FOR EACH ROW EXECUTE FUNCTION clubrater_stamp_{table}()")
    rule = "(clubrater_may_write(club_id) AND clubrater_may_enter_game(black_id, white_id, event_id))"
    out.append("DROP POLICY IF EXISTS clubrater_insert ON games")
    out.append(f"CREATE POLICY clubrater_insert ON games FOR INSERT WITH CHECK {rule}")
    out.append("DROP POLICY IF EXISTS clubrater_update ON games")
    out.append(f"CREATE POLICY clubrater_update ON games FOR UPDATE USING (clubrater_may_write(club_id)) "
               f"WITH CHECK {rule}")
    # settings and member clubs: logged with who and when too
    out.append(f"""CREATE OR REPLACE FUNCTION clubrater_log_club() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER {path}
        AS $$
        DECLARE v bigint := clubrater_version();
        BEGIN
          INSERT INTO change_log (version, tbl, row_id, club_id, changed_by) VALUES (v, 'club', NEW.id, NULL, session_user);
          PERFORM pg_notify('clubrater', '0:settings');
          RETURN NEW;
        END $$""")
    out.append(f"""CREATE OR REPLACE FUNCTION clubrater_log_member_clubs() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER {path}
        AS $$
        DECLARE v bigint := clubrater_version();
        BEGIN
          INSERT INTO change_log (version, tbl, row_id, club_id, changed_by)
            VALUES (v, 'member_clubs', 0, NULL, session_user);
          PERFORM pg_notify('clubrater', '0:clubs');
          RETURN NULL;
        END $$""")
    return out


def _checks(bind: object) -> list[str]:
    """One CHECK per text column; NOT VALID where rows already stored break it (they are kept as they are)."""
    from sqlalchemy import text

    out = []
    for table, columns in TEXT_COLUMNS.items():
        for column, pattern in columns.items():
            name = f"ck_{table}_{column}_text"
            bad = bind.execute(text(f"SELECT 1 FROM {table} WHERE {column} ~ :p LIMIT 1"),  # type: ignore[attr-defined]  # noqa: S608 - constants
                               {"p": pattern}).first()
            out.append(f"ALTER TABLE {table} ADD CONSTRAINT {name} CHECK ({column} !~ '{pattern}')"
                       + (" NOT VALID" if bad else ""))
    for table, column in (("players", "name"), ("players", "club"), ("events", "name"), ("events", "place"),
                          ("member_clubs", "name")):
        out.append(f"ALTER TABLE {table} ADD CONSTRAINT ck_{table}_{column}_length "
                   f"CHECK (char_length({column}) <= 200)")
    return out


def upgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return  # a club file: one writer, no server rules
    from sqlalchemy import text

    op.execute("ALTER TABLE change_log ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now(), "
               "ADD COLUMN changed_by text NOT NULL DEFAULT session_user")
    op.execute("ALTER TABLE club ADD COLUMN version_xid bigint")
    for table in CLUBBED:
        op.execute(f"ALTER TABLE {table} ADD COLUMN row_version bigint NOT NULL DEFAULT 0")
    op.execute("ALTER TABLE players ALTER COLUMN club TYPE varchar(200)")
    op.execute("CREATE TABLE clubrater_retired (tbl varchar(20) NOT NULL, row_id integer NOT NULL, "
               "seq integer NOT NULL, PRIMARY KEY (tbl, row_id))")
    op.execute("CREATE SEQUENCE clubrater_entry_seq AS integer MINVALUE 1 MAXVALUE 2147483647")
    start = bind.execute(text(
        "SELECT greatest((SELECT next_seq FROM club WHERE id = 1), (SELECT max(seq) + 1 FROM games), "
        "(SELECT max(seq) + 1 FROM adjustments), 1)")).scalar_one()
    bind.execute(text("SELECT setval('clubrater_entry_seq', :n, false)"), {"n": min(int(start), 2_147_483_647)})
    # nobody but the server's functions takes entry numbers, or sets where they begin
    for role in ("clubrater_secretary", "clubrater_officer"):
        if bind.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}).first():
            op.execute(f"REVOKE ALL ON SEQUENCE clubrater_entry_seq FROM {role}")
            op.execute(f"REVOKE ALL ON TABLE clubrater_retired FROM {role}")
    if bind.execute(text("SELECT 1 FROM pg_roles WHERE rolname = 'clubrater_secretary'")).first():
        op.execute("REVOKE UPDATE (next_seq) ON club FROM clubrater_secretary")
    schema = bind.execute(text("SELECT current_schema()")).scalar_one()
    for statement in _functions(str(schema).replace('"', '""')):
        bind.exec_driver_sql(statement)  # plain SQL: its ':kind' literals are not parameters
    for role in ("clubrater_secretary", "clubrater_officer"):
        if bind.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}).first():
            op.execute(f"GRANT EXECUTE ON FUNCTION clubrater_end_stalled() TO {role}")
    for statement in _checks(bind):
        op.execute(statement)


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    import importlib

    from sqlalchemy import text

    for table, columns in TEXT_COLUMNS.items():
        for column in columns:
            op.execute(f"ALTER TABLE {table} DROP CONSTRAINT IF EXISTS ck_{table}_{column}_text")
    for table, column in (("players", "name"), ("players", "club"), ("events", "name"), ("events", "place"),
                          ("member_clubs", "name")):
        op.execute(f"ALTER TABLE {table} DROP CONSTRAINT IF EXISTS ck_{table}_{column}_length")
    for table in CLUBBED:
        op.execute(f"DROP TRIGGER IF EXISTS clubrater_lock ON {table}")
        op.execute(f"DROP TRIGGER IF EXISTS clubrater_stamp ON {table}")
        op.execute(f"DROP FUNCTION IF EXISTS clubrater_stamp_{table}()")
    old = importlib.import_module("clubrater.store.migrations.versions.0006_member_clubs")
    schema = bind.execute(text("SELECT current_schema()")).scalar_one()
    for statement in old._pg_functions(str(schema).replace('"', '""')):  # 0006's rules and policies, as they were
        bind.exec_driver_sql(statement)
    for name in ("clubrater_lock()", "clubrater_end_stalled()", "clubrater_may_enter_game(integer, integer, integer)"):
        op.execute(f"DROP FUNCTION IF EXISTS {name}")
    for table in CLUBBED:
        op.execute(f"ALTER TABLE {table} DROP COLUMN row_version")
    start = bind.execute(text("SELECT greatest((SELECT max(seq) + 1 FROM games), (SELECT max(seq) + 1 FROM adjustments), "
                              "1)")).scalar_one()
    bind.execute(text("UPDATE club SET next_seq = greatest(next_seq, :n) WHERE id = 1"), {"n": int(start)})
    op.execute("DROP SEQUENCE clubrater_entry_seq")
    op.execute("DROP TABLE clubrater_retired")
    op.execute("ALTER TABLE club DROP COLUMN version_xid")
    op.execute("ALTER TABLE change_log DROP COLUMN changed_at, DROP COLUMN changed_by")
    # players.club stays VARCHAR(200): narrowing it again could cut clubs' names
    if bind.execute(text("SELECT 1 FROM pg_roles WHERE rolname = 'clubrater_secretary'")).first():
        op.execute("GRANT UPDATE (next_seq) ON club TO clubrater_secretary")
