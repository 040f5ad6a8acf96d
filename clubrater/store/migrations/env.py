"""Alembic environment: ClubRater always hands in an open connection (see store/database.py)."""

from __future__ import annotations

from alembic import context

from clubrater.store.models import Base

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only reached when someone runs the alembic CLI by hand
    raise RuntimeError("ClubRater runs its migrations itself when a database is opened.")

context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
