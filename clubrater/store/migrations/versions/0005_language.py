"""The club's language (issue 13): the printout, the player report and the workbook belong to the
club, so the language they are written in is a club setting stored in the file, not a setting of
whichever computer prints them. Empty means English (the source language).

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("club") as batch:
        batch.add_column(sa.Column("language", sa.String(16), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("club") as batch:
        batch.drop_column("language")
