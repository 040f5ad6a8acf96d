"""Safety (issue 19): the club's own id, imported files, and checksums of what the secretary typed.

- `club.uid`: a random id stored inside the file and copied into every backup, so a club's
  backups are its own whatever their names (`club.db` and `club.sqlite` in one folder never
  share, prune or restore each other's copies).
- `club.checked_at`: when `check` last verified the whole file (the window checks again after a week).
- `imported_files`: each imported file's SHA-256, kind, name, time and counts, so the same file
  is not imported twice without being asked.
- `record_sums`: a checksum of every stored player, event, game and adjustment, written with
  the change, so a flipped bit that SQLite's own integrity check misses is found by `check`.
  `record_dirty` lists rows changed since their checksum was written (SQLite triggers fill it,
  the store writes the checksums in the same transaction and empties it); any program that
  writes the file without ClubRater leaves its rows there, to be summed next time.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

SUMMED = ("players", "events", "games", "adjustments")


def triggers() -> list[str]:
    """SQLite triggers that note every changed row of a summed table (plain SQL: any writer fires them)."""
    out = []
    for table in SUMMED:
        for when, row in (("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")):
            out.append(
                f"CREATE TRIGGER IF NOT EXISTS record_dirty_{table}_{when.lower()} AFTER {when} ON {table} "
                f"BEGIN INSERT OR IGNORE INTO record_dirty (tbl, rid) VALUES ('{table}', {row}.id); END"
            )
        out.append(  # an UPDATE that changes the id itself: the old id's checksum must go too
            f"CREATE TRIGGER IF NOT EXISTS record_dirty_{table}_reid AFTER UPDATE OF id ON {table} "
            f"WHEN OLD.id <> NEW.id BEGIN INSERT OR IGNORE INTO record_dirty (tbl, rid) VALUES ('{table}', OLD.id); END"
        )
    return out


def upgrade() -> None:
    with op.batch_alter_table("club") as batch:
        batch.add_column(sa.Column("uid", sa.String(32), nullable=False, server_default=""))
        batch.add_column(sa.Column("checked_at", sa.DateTime))
    op.execute(sa.text("UPDATE club SET uid = :uid").bindparams(uid=uuid.uuid4().hex))
    op.create_table(
        "imported_files",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("name", sa.String(500), nullable=False, server_default=""),
        sa.Column("imported_at", sa.DateTime, nullable=False),
        sa.Column("players", sa.Integer, nullable=False, server_default="0"),
        sa.Column("events", sa.Integer, nullable=False, server_default="0"),
        sa.Column("games", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_index("ix_imported_files_sha256", "imported_files", ["sha256"])
    op.create_table(
        "record_sums",
        sa.Column("tbl", sa.String(20), primary_key=True),
        sa.Column("rid", sa.Integer, primary_key=True),
        sa.Column("sum", sa.String(16), nullable=False),
    )
    op.create_table(
        "record_dirty",
        sa.Column("tbl", sa.String(20), primary_key=True),
        sa.Column("rid", sa.Integer, primary_key=True),
    )
    if op.get_bind().dialect.name == "sqlite":
        for statement in triggers():
            op.execute(statement)
        # every row already stored is summed the next time the club is written (or checked)
        for table in SUMMED:
            op.execute(f"INSERT OR IGNORE INTO record_dirty (tbl, rid) SELECT '{table}', id FROM {table}")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        for table in SUMMED:
            for when in ("insert", "update", "delete", "reid"):
                op.execute(f"DROP TRIGGER IF EXISTS record_dirty_{table}_{when}")
    op.drop_table("record_dirty")
    op.drop_table("record_sums")
    op.drop_index("ix_imported_files_sha256", "imported_files")
    op.drop_table("imported_files")
    with op.batch_alter_table("club") as batch:
        batch.drop_column("checked_at")
        batch.drop_column("uid")
