"""Safety (issue 19): the club's own id, imported files, and checksums of what the secretary typed.

- `club.uid`: a random id stored inside the file and copied into every backup, so a club's
  backups are its own whatever their names (`club.db` and `club.sqlite` in one folder never
  share, prune or restore each other's copies).
- `club.checked_at`: when `check` last verified the whole file (the window checks again after a week).
- `imported_files`: each imported file's SHA-256, kind, name, time and counts, so the same file
  is not imported twice without being asked.
- `record_sums`: a checksum of every stored player, event, game and adjustment, written with
  the change, so a flipped bit that SQLite's own integrity check misses is found by `check`.
  Kept per block of 256 ids (one row holds the block's per-record checksums), so a
  100,000-game import writes 400 rows, not 100,000. `record_dirty` lists blocks changed
  since their checksums were written (SQLite triggers fill it for updates, deletes and
  inserts below `record_marks.high`, the highest id summed; new ids above it are found by
  range); the store writes the checksums in the same transaction and empties it. Any program
  that writes the file without ClubRater fires the same triggers, so its rows are summed next time.

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


BLOCK = 256  # ids per checksum block (clubrater/store/checksums.py uses the same)


def triggers() -> list[str]:
    """SQLite triggers that note every changed block of a summed table (plain SQL: any writer fires them)."""
    out = []
    for t in SUMMED:
        mark = f"INSERT OR IGNORE INTO record_dirty (tbl, blk) VALUES ('{t}', %s.id / {BLOCK});"
        high = f"coalesce((SELECT high FROM record_marks WHERE tbl = '{t}'), 0)"
        out.append(f"CREATE TRIGGER IF NOT EXISTS record_dirty_{t}_insert AFTER INSERT ON {t} "
                   f"WHEN NEW.id <= {high} BEGIN {mark % 'NEW'} END")
        out.append(f"CREATE TRIGGER IF NOT EXISTS record_dirty_{t}_update AFTER UPDATE ON {t} "
                   f"BEGIN {mark % 'OLD'} {mark % 'NEW'} END")
        out.append(f"CREATE TRIGGER IF NOT EXISTS record_dirty_{t}_delete AFTER DELETE ON {t} BEGIN {mark % 'OLD'} END")
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
        sa.Column("blk", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("sums", sa.LargeBinary, nullable=False),
    )
    op.create_table(
        "record_dirty",
        sa.Column("tbl", sa.String(20), primary_key=True),
        sa.Column("blk", sa.Integer, primary_key=True, autoincrement=False),
    )
    op.create_table(
        "record_marks",
        sa.Column("tbl", sa.String(20), primary_key=True),
        sa.Column("high", sa.Integer, nullable=False, server_default="0"),
    )
    if op.get_bind().dialect.name == "sqlite":
        for statement in triggers():
            op.execute(statement)
        # rows stored before 0003 lie above `high` (0): they are summed at the end of this upgrade


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        for table in SUMMED:
            for when in ("insert", "update", "delete"):
                op.execute(f"DROP TRIGGER IF EXISTS record_dirty_{table}_{when}")
    op.drop_table("record_marks")
    op.drop_table("record_dirty")
    op.drop_table("record_sums")
    op.drop_index("ix_imported_files_sha256", "imported_files")
    op.drop_table("imported_files")
    with op.batch_alter_table("club") as batch:
        batch.drop_column("checked_at")
        batch.drop_column("uid")
