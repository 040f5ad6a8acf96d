"""Rating snapshot (issue 14): the last replay's results kept in the club file, so opening a big
club need not replay what was already rated.

`rating_snapshot` holds one row: the stamp of the data the ratings were computed from (a
fingerprint of every row the engines read, the rating system and the engine's version) and the
encoded results. ClubRater trusts it only while the stamp still matches the file; ratings stay
derived, and a file changed behind ClubRater's back is simply replayed.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rating_snapshot",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("stamp", sa.Text, nullable=False),
        sa.Column("saved_at", sa.Text, nullable=False),
        sa.Column("data", sa.LargeBinary, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("rating_snapshot")
