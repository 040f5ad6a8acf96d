"""The first released schema: club, players, events, games, adjustments, printouts.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "club",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False, server_default=""),
        sa.Column("system", sa.String(20), nullable=False),
        sa.Column("default_komi", sa.Float, nullable=False, server_default="6.5"),
        sa.Column("default_game_type", sa.String(20), nullable=False, server_default="club"),
        sa.Column("next_seq", sa.Integer, nullable=False, server_default="1"),
        sa.Column("created_at", sa.DateTime, server_default=sa.func.current_timestamp()),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("name_key", sa.String(200), nullable=False, unique=True),
        sa.Column("rank", sa.String(8)),
        sa.Column("start_index", sa.Integer, nullable=False, server_default="0"),
        sa.Column("start_rating", sa.Float),
        sa.Column("club", sa.String(100), nullable=False, server_default=""),
        sa.Column("country", sa.String(10), nullable=False, server_default=""),
        sa.Column("egd_pin", sa.String(20), nullable=False, server_default=""),
        sa.Column("grade", sa.String(20), nullable=False, server_default=""),
        sa.Column("start_state", sa.JSON),
        sa.Column("active", sa.Boolean, nullable=False, server_default=sa.true()),
        sa.Column("note", sa.Text, nullable=False, server_default=""),
    )
    op.create_table(
        "events",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False, unique=True),
        sa.Column("start", sa.Date),
        sa.Column("end", sa.Date),
        sa.Column("place", sa.String(200), nullable=False, server_default=""),
        sa.Column("klass", sa.String(1), nullable=False, server_default="A"),
        sa.Column("rounds", sa.Integer),
        sa.Column("komi", sa.Float),
        sa.Column("handicap_policy", sa.String(50), nullable=False, server_default=""),
        sa.Column("rated", sa.Boolean, nullable=False, server_default=sa.true()),
        sa.Column("seq", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("date", sa.Date, nullable=False),
        sa.Column("black_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("white_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("result", sa.String(1)),
        sa.Column("handicap", sa.Integer, nullable=False, server_default="0"),
        sa.Column("komi", sa.Float, nullable=False, server_default="6.5"),
        sa.Column("game_type", sa.String(20), nullable=False, server_default="club"),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("events.id")),
        sa.Column("klass", sa.String(1), nullable=False, server_default="A"),
        sa.Column("round", sa.Integer),
        sa.Column("black_rank", sa.String(8)),
        sa.Column("white_rank", sa.String(8)),
        sa.Column("piece_handicap", sa.String(30), nullable=False, server_default=""),
        sa.Column("note", sa.Text, nullable=False, server_default=""),
    )
    op.create_index("ix_games_order", "games", ["date", "seq"])
    op.create_index("ix_games_black_id", "games", ["black_id"])
    op.create_index("ix_games_white_id", "games", ["white_id"])
    op.create_index("ix_games_event_id", "games", ["event_id"])
    op.create_table(
        "adjustments",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("date", sa.Date, nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("rank", sa.String(8)),
        sa.Column("index", sa.Integer),
        sa.Column("rating", sa.Float),
        sa.Column("note", sa.Text, nullable=False, server_default=""),
    )
    op.create_index("ix_adjustments_player_id", "adjustments", ["player_id"])
    op.create_table(
        "printouts",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("printed_at", sa.DateTime, nullable=False),
        sa.Column("values", sa.JSON, nullable=False),
    )


def downgrade() -> None:
    for table in ("printouts", "adjustments", "games", "events", "players", "club"):
        op.drop_table(table)
