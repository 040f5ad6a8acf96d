"""Club-night pairing (issue 26): the club's handicap rule and the pairings it keeps.

- `club.handicap_correction` (c, default 0) and `club.handicap_ceiling` (default 9): a pairing's
  handicap is 0 stones when the rank difference d - c <= 1, else min(d - c, ceiling).
- `pairings(id, club_id, date, round, nights, boards, bye, created)`: one club night's round as
  paired, kept so that a second round avoids tonight's pairs, next week's pairing knows who sat
  out, and the window shows it again after a restart. A pairing is a plan, not a result: it is
  not typed truth, so it has no record checksums (store/checksums.py), and whether a board was
  entered is read from the games themselves.

It uses only 0006's tables and functions (written beside 0007, then chained after it).

On PostgreSQL the pairing belongs to the club that made it, as a game does: a trigger fills in
`club_id` with the entering club (`clubrater_entering_club()`, revision 0006) and row-level
security lets everybody read and only that club's secretary (or the federation officer) insert,
change or delete it. Pairings are not logged in `change_log`: no client mirrors them in memory,
each reads them when it needs them.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

ROLES = ("clubrater_officer", "clubrater_secretary")  # store/federation.py's group roles


def _pg_statements(schema: str) -> list[str]:
    """The server-side rules for `pairings` (constants only; the schema is quoted as an identifier)."""
    path = f'SET search_path = "{schema}", pg_temp'
    mine = "clubrater_may_write(club_id)"
    out = [
        f"""CREATE OR REPLACE FUNCTION clubrater_fill_pairings() RETURNS trigger
            LANGUAGE plpgsql {path}
            AS $$ BEGIN
              IF NEW.club_id IS NULL THEN NEW.club_id := clubrater_entering_club(); END IF;
              RETURN NEW;
            END $$""",
        "DROP TRIGGER IF EXISTS clubrater_fill ON pairings",
        "CREATE TRIGGER clubrater_fill BEFORE INSERT ON pairings FOR EACH ROW EXECUTE FUNCTION clubrater_fill_pairings()",
        "ALTER TABLE pairings ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE pairings FORCE ROW LEVEL SECURITY",
    ]
    for name in ("read", "insert", "update", "delete"):
        out.append(f"DROP POLICY IF EXISTS clubrater_{name} ON pairings")
    out += [
        "CREATE POLICY clubrater_read ON pairings FOR SELECT USING (true)",
        f"CREATE POLICY clubrater_insert ON pairings FOR INSERT WITH CHECK ({mine})",
        # USING and WITH CHECK: a secretary can neither change another club's pairing nor hand his to another club
        f"CREATE POLICY clubrater_update ON pairings FOR UPDATE USING ({mine}) WITH CHECK ({mine})",
        f"CREATE POLICY clubrater_delete ON pairings FOR DELETE USING ({mine})",
        # a server upgraded by its owner's ClubRater: the group roles (when they exist already) may use the table
        # at once; `clubrater federation init` grants the same on a new server (store/federation.py)
        f"""DO $$ BEGIN
              IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{ROLES[0]}') THEN
                GRANT SELECT, INSERT, UPDATE, DELETE ON pairings TO {ROLES[0]};
                GRANT USAGE, SELECT ON SEQUENCE pairings_id_seq TO {ROLES[0]};
              END IF;
              IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{ROLES[1]}') THEN
                GRANT SELECT, INSERT, UPDATE, DELETE ON pairings TO {ROLES[1]};
                GRANT USAGE, SELECT ON SEQUENCE pairings_id_seq TO {ROLES[1]};
              END IF;
            END $$""",
    ]
    return out


def upgrade() -> None:
    bind = op.get_bind()
    pg = bind.dialect.name == "postgresql"
    # ADD COLUMN with a constant default rewrites nothing on either database
    op.add_column("club", sa.Column("handicap_correction", sa.Integer, nullable=False, server_default="0"))
    op.add_column("club", sa.Column("handicap_ceiling", sa.Integer, nullable=False, server_default="9"))
    op.create_table(
        "pairings",
        sa.Column("id", sa.Integer, primary_key=True),
        # a club file's pairings are member club 1's; on a server the trigger fills in the entering club
        sa.Column("club_id", sa.Integer, sa.ForeignKey("member_clubs.id"), nullable=False,
                  server_default=None if pg else "1"),
        sa.Column("date", sa.Date, nullable=False),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("nights", sa.Integer, nullable=False, server_default="4"),
        sa.Column("boards", sa.JSON, nullable=False),
        sa.Column("bye", sa.Integer),
        sa.Column("created", sa.DateTime, nullable=False),
        sa.UniqueConstraint("club_id", "date", "round", name="uq_pairings_club_date_round"),
    )
    if pg:
        schema = bind.execute(sa.text("SELECT current_schema()")).scalar_one()
        for statement in _pg_statements(str(schema).replace('"', '""')):
            bind.exec_driver_sql(statement)


def downgrade() -> None:
    op.drop_table("pairings")
    with op.batch_alter_table("club") as batch:
        batch.drop_column("handicap_ceiling")
        batch.drop_column("handicap_correction")
