"""Federation rating lists (issue 20): the club's current EGD, FFG and AGA lists, and each player's IDs and ratings there.

- `rating_lists`: one row per federation (the list kept: its date, where it came from, the
  address `list update` downloads it from).
- `rating_list_entries`: the kept lists' players, one row each, with their names folded for
  searching (so that `list find` needs no index built at start).
- `players.ffg_licence`, `players.aga_id`: beside the existing `egd_pin`.
- `federation_ratings`: a player's rating in a federation's list, shown beside the club's own;
  the club's own history never reads it.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rating_lists",
        sa.Column("federation", sa.String(3), primary_key=True),
        sa.Column("list_date", sa.Date),
        sa.Column("source", sa.String(500), nullable=False, server_default=""),
        sa.Column("url", sa.String(500), nullable=False, server_default=""),
        sa.Column("loaded_at", sa.DateTime),
        sa.Column("players", sa.Integer, nullable=False, server_default="0"),
        sa.Column("placeholders", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_table(
        "rating_list_entries",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("federation", sa.String(3), sa.ForeignKey("rating_lists.federation", ondelete="CASCADE"),
                  nullable=False),  # fmt: skip
        sa.Column("ext_id", sa.String(20), nullable=False, server_default=""),
        sa.Column("surname", sa.String(200), nullable=False, server_default=""),
        sa.Column("first_name", sa.String(200), nullable=False, server_default=""),
        sa.Column("country", sa.String(10), nullable=False, server_default=""),
        sa.Column("club", sa.String(50), nullable=False, server_default=""),
        sa.Column("grade", sa.String(8), nullable=False, server_default=""),
        sa.Column("rank", sa.String(8), nullable=False, server_default=""),
        sa.Column("rating", sa.Float),
        sa.Column("licence_status", sa.String(2), nullable=False, server_default=""),
        sa.Column("membership", sa.String(10), nullable=False, server_default=""),
        sa.Column("expires", sa.Date),
        sa.Column("tournaments", sa.Integer),
        sa.Column("last_tournament", sa.String(20), nullable=False, server_default=""),
        sa.Column("line", sa.Integer, nullable=False, server_default="0"),
        sa.Column("search", sa.String(420), nullable=False, server_default=""),
    )
    op.create_index("ix_rating_list_entries_ext_id", "rating_list_entries", ["federation", "ext_id"])
    with op.batch_alter_table("players") as batch:
        batch.add_column(sa.Column("ffg_licence", sa.String(20), nullable=False, server_default=""))
        batch.add_column(sa.Column("aga_id", sa.String(20), nullable=False, server_default=""))
    op.create_table(
        "federation_ratings",
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("federation", sa.String(3), primary_key=True),
        sa.Column("rating", sa.Float),
        sa.Column("rank", sa.String(8), nullable=False, server_default=""),
        sa.Column("list_date", sa.Date),
    )


def downgrade() -> None:
    op.drop_table("federation_ratings")
    with op.batch_alter_table("players") as batch:
        batch.drop_column("aga_id")
        batch.drop_column("ffg_licence")
    op.drop_index("ix_rating_list_entries_ext_id", "rating_list_entries")
    op.drop_table("rating_list_entries")
    op.drop_table("rating_lists")
